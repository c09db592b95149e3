"""How per-group performance reports (FACET) are written: the writer's arguments."""

from __future__ import annotations

from tb_fairness.kinds.writing import (
    ATTRIBUTES,
    GROUPING_ARGUMENTS,
    SLICES,
    Argument,
    Writing,
    vocabulary,
)
from tb_fairness.metrics.groups import count_groups

WRITING = Writing(
    summary="a per-group performance report (FACET)",
    doc=(
        "``classes``: each person's ground-truth class (``secondary_classes``: an optional\n"
        "second one); ``predictions``: the predicted class (or scores, arg-max taken);\n"
        "``attributes``: mapping attribute name -> per-person values (multi-valued allowed).\n"
        '``groupings`` (attribute names or tuples of them for intersections, or ``"all"``),\n'
        "``buckets`` and ``attribute_values`` as in\n"
        ":func:`tb_fairness.metrics.groups.count_groups`; or ``counts=`` from a\n"
        ":class:`~tb_fairness.summary.GroupMetricsAccumulator`. ``min_count``: cells with\n"
        "fewer people are insufficient (default: the readers', 50). ``slices=True`` also\n"
        "keeps every combination of the single-valued attributes' values, where the worst\n"
        "slices are found (the ``slices`` table)."
    ),
    count=count_groups,
    arguments=(
        Argument("classes", per_example=True, positional=True, required=True),
        Argument("predictions", per_example=True, positional=True, required=True),
        ATTRIBUTES,
        Argument("secondary_classes", per_example=True),
        vocabulary("class_names"),
        *GROUPING_ARGUMENTS,
        SLICES,
    ),
    min_count=True,
)
