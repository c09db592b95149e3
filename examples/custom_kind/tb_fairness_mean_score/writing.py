"""How mean-score reports are written: the writer's arguments. The accumulator
(``MeanScoreAccumulator``), the ``mean_score_pb`` function, ``FileWriter.mean_score`` and
the Beam CombineFn are generated from this declaration by tb-fairness."""

from __future__ import annotations

from tb_fairness.kinds.writing import Argument, Writing, vocabulary
from tb_fairness_mean_score.counts import count_mean_scores

WRITING = Writing(
    summary="a per-group mean-score report",
    doc=(
        "``scores``: one finite number per example (a toxicity or quality score);\n"
        "``groups``: each example's group, by name or as an index into ``group_names``\n"
        "(the groups and their order; default: the names seen, in natural order). Or\n"
        "``counts=`` from a ``MeanScoreAccumulator``. ``min_count``: smaller groups are\n"
        "insufficient (default: the readers', 30). See\n"
        ":func:`tb_fairness_mean_score.counts.count_mean_scores`."
    ),
    count=count_mean_scores,
    arguments=(
        Argument("scores", per_example=True, positional=True, required=True),
        Argument("groups", per_example=True, positional=True, required=True),
        # Batches may each see some groups: their counts align by name.
        vocabulary("group_names"),
    ),
    min_count=True,
)
