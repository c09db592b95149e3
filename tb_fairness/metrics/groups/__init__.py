"""Per-class performance by group (Gustafson et al. 2023, FACET; docs/metrics.md section 2).

Two halves, as everywhere in the metrics core:

* **Counting** (:func:`count_groups`): from per-person classes, predictions and attributes to
  :class:`GroupCounts`, the sufficient statistics ``n``, ``tp``, ``negatives`` and
  ``true_negatives`` for every class x every group of every requested grouping. Counting is
  vectorised (bincounts over person-group pairs), and counts merge exactly by addition.
* **Reading** (:func:`rate_table`, :func:`disparity`, :func:`max_min_disparity`,
  :func:`baseline_disparity`, :func:`rank_classes`, :func:`macro_average`): pure functions
  of the counts. Cells with fewer than ``min_count`` people are *insufficient* (the
  paper's rule: 50), cells with nobody are *undefined*; both are ``nan`` with an explicit
  state, never a number.

Groups
------
An *attribute* gives each person zero, one or several values (perceived skin tone marked
3, 4 and 5 by annotators puts the person in groups 3, 4 and 5). A *grouping* is one
attribute or the intersection (Cartesian product) of several; its groups are the value
combinations, and a person is in every combination of their values. *Buckets* replace an
attribute's raw values by named sets of them (skin tone ``{"lighter": [1, 2, 3],
"darker": [8, 9, 10]}``); a person is in a bucket when any of their values is in it
(counted once), and values outside every bucket put the person in no group of that
attribute. Group names are ``"attribute=value"`` joined by ``" & "`` for intersections,
e.g. ``"hair_type=coily & skin_tone=darker"``.

Classes
-------
Every person has a primary class and may have a secondary one (FACET's ``class1`` and
``class2``). The person counts under each of their classes: in ``n`` of the primary *and*
of the secondary class. A prediction is correct when it equals either class, and a correct
person counts as a true positive under both of their classes (the paper: "we treat both
classes as valid labels"). For class ``k`` the person is a negative when ``k`` is neither
of their classes, and a true negative when moreover they were not predicted as ``k``.

Modules
-------
* :mod:`~tb_fairness.metrics.groups.space`: :class:`GroupSpace`, and reading attributes,
  buckets and intersections into group memberships;
* :mod:`~tb_fairness.metrics.groups.counting`: :class:`GroupCounts`, class codes and
  :func:`count_groups`;
* :mod:`~tb_fairness.metrics.groups.rates`: rates, disparities, rankings and macro averages.

The public names of the three are importable from this package, as they were from the single
module it replaces.
"""

from tb_fairness.metrics.groups.counting import GroupCounts, count_groups
from tb_fairness.metrics.groups.rates import (
    DEFAULT_MIN_COUNT,
    METRIC_TITLES,
    METRICS,
    POOLED,
    STATE_INSUFFICIENT,
    STATE_REASONS,
    STATE_UNDEFINED,
    DisparityTable,
    MacroAverage,
    RateTable,
    baseline_disparity,
    cell_states,
    disparity,
    macro_average,
    macro_interval,
    max_min_disparity,
    pooled_rate_table,
    rank_classes,
    rate_table,
)
from tb_fairness.metrics.groups.space import GROUP_SEPARATOR, VALUE_SEPARATOR, GroupSpace

__all__ = [
    "DEFAULT_MIN_COUNT",
    "METRICS",
    "METRIC_TITLES",
    "VALUE_SEPARATOR",
    "GROUP_SEPARATOR",
    "STATE_INSUFFICIENT",
    "STATE_UNDEFINED",
    "STATE_REASONS",
    "GroupSpace",
    "GroupCounts",
    "count_groups",
    "cell_states",
    "RateTable",
    "rate_table",
    "POOLED",
    "pooled_rate_table",
    "DisparityTable",
    "disparity",
    "max_min_disparity",
    "baseline_disparity",
    "rank_classes",
    "MacroAverage",
    "macro_average",
    "macro_interval",
]
