"""SkewSize: how a classifier's mistakes depend on a bias attribute (Albuquerque et al. 2024).

docs/metrics.md section 4. For each ground-truth class ``y`` the predicted labels are crossed
with the groups (the values of the bias attribute ``z``) in a contingency table; Cramer's V
of that table is the class's effect size, and SkewSize is the skewness of the effect sizes
over classes. Alongside come per-class and per-group accuracy and the multi-class
demographic parity and equalized odds gaps of the paper's Table 1.

Everything is a pure function of :class:`SkewCounts`, the sparse counts of
(class, group, predicted label) triples, so reports merge exactly by addition and the noise
filter ``mev`` can change at read time.

Where this code and the paper differ (the choices are docs/metrics.md's):

- ``chi2`` is what the reference code (appendix G.2) computes,
  ``scipy.stats.chi2_contingency(table)[0]``: with Yates' continuity correction when the
  table has one degree of freedom (2 x 2). Equation 3 of the paper has no correction.
- SkewSize is the reference code's ``scipy.stats.skew(v)``: the biased Fisher-Pearson
  coefficient ``m3 / m2**1.5``. Equation 4 writes sums where moments belong, which is that
  value divided by ``sqrt(number of classes)``.
- The noise filter of appendix D.3 (drop the predicted labels whose smallest expected count
  is below ``mev``, default 5) is on by default; the reference code has none, and ``mev=0``
  reproduces it. The filter is one pass: expected counts come from the full table, then the
  dropped columns go, and so does any group left with no examples; ``n`` of V is the count
  left in the table.
- Classes whose V is undefined are dropped before the skewness, as the reference code drops
  its NaNs (the extracted text of the paper lost the ``~`` of ``v_values[~np.isnan(v_values)]``).
  Here they also carry a reason: no examples, one group, one predicted label, or too few
  columns left after the filter (:data:`UNDEFINED_REASONS`).
- Groups are any number of values of the bias attribute, not only two.

Labels are strings. :func:`count_skew` also takes integer ids (named by ``class_names`` /
``group_names``, or else by their decimal string, so that integer predictions and integer
classes share one vocabulary and a prediction is right when it equals its class).

Modules
-------
* :mod:`~tb_fairness.metrics.skew.counting`: :class:`SkewCounts` and :func:`count_skew`;
* :mod:`~tb_fairness.metrics.skew.effect_size`: Cramer's V per class, the tables behind it,
  and SkewSize;
* :mod:`~tb_fairness.metrics.skew.accuracy`: accuracy by group, prediction parity and the
  most frequent mistakes.

The public names of the three are importable from this package, as they were from the single
module it replaces.
"""

from tb_fairness.metrics.skew.accuracy import (
    OPEN_VOCABULARY,
    GroupAccuracy,
    Mistakes,
    PredictionParity,
    accuracy_by_group,
    prediction_parity,
    top_mistakes,
)
from tb_fairness.metrics.skew.counting import SkewCounts, count_skew
from tb_fairness.metrics.skew.effect_size import (
    BAND_EDGES,
    BANDS,
    DEFAULT_MEV,
    SKEW_SIZE_REASONS,
    UNDEFINED_REASONS,
    ContingencyTable,
    EffectSizes,
    SkewSize,
    band,
    contingency_table,
    effect_sizes,
    kept_tables,
    skew_size,
)

__all__ = [
    "BANDS",
    "BAND_EDGES",
    "DEFAULT_MEV",
    "OPEN_VOCABULARY",
    "SKEW_SIZE_REASONS",
    "UNDEFINED_REASONS",
    "ContingencyTable",
    "EffectSizes",
    "GroupAccuracy",
    "Mistakes",
    "PredictionParity",
    "SkewCounts",
    "SkewSize",
    "accuracy_by_group",
    "band",
    "contingency_table",
    "count_skew",
    "effect_sizes",
    "kept_tables",
    "prediction_parity",
    "skew_size",
    "top_mistakes",
]
