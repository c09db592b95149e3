"""A tb-fairness report kind from outside tb-fairness: ``mean_score``, the mean of a
per-example score (a toxicity, a quality rating) per group of one attribute, and each
group's gap to the mean of every other example.

The package is the kind's folder and nothing else: ``counts.py`` (what a report stores),
``codec.py`` (its layout), ``writing.py`` (what its writer takes), ``stats.py`` (its
numbers) and ``kind.py`` (its :class:`~tb_fairness.kinds.Kind`). The entry point
``tb_fairness.kinds: mean_score = "tb_fairness_mean_score:KIND"`` registers it; tb-fairness
then generates ``FileWriter.mean_score``, ``tb_fairness.summary.mean_score_pb``,
``tb_fairness.MeanScoreAccumulator``, the routes, the export, the reader, compare and trends.
"""

from __future__ import annotations

from tb_fairness_mean_score.kind import KIND

__all__ = ["KIND"]
