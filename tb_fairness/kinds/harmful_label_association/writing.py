"""How harmful-label-association reports (Goyal et al. 2022) are written: the writer's
arguments."""

from __future__ import annotations

from tb_fairness.kinds.writing import Argument, Writing, vocabulary
from tb_fairness.metrics import harmful
from tb_fairness.metrics.indicators import check_thresholds
from tb_fairness.metrics.validation import check_choice


def _taxonomy(taxonomy):
    harmful.check_taxonomy(taxonomy)
    return taxonomy


WRITING = Writing(
    summary="a harmful-label-association report (Goyal et al. 2022)",
    doc=(
        "``labels`` (N, 5) top-5 predicted labels per image (names, or indices into\n"
        "``label_names``) with ``scores`` (N, 5); ``groups`` the group(s) of each image;\n"
        "``taxonomy`` maps label names to ``human``, ``possibly_human``, ``non_human``,\n"
        "``possibly_non_human`` or ``crime``; ``thresholds`` default 0, 0.1, 0.3, 0.8. See\n"
        ":func:`tb_fairness.metrics.harmful.count_harmful`, or pass ``counts=`` from a\n"
        ":class:`~tb_fairness.summary.HarmfulLabelAssociationAccumulator`."
    ),
    count=harmful.count_harmful,
    arguments=(
        Argument("labels", per_example=True, positional=True, required=True),
        Argument("scores", per_example=True, positional=True, required=True),
        Argument("groups", per_example=True, required=True, positional_in_update=True),
        Argument("taxonomy", "Mapping[str, str] | None", required=True, check=_taxonomy),
        vocabulary("label_names"),
        vocabulary("group_names"),
        Argument(
            "thresholds",
            "Sequence[float] | None",
            default=harmful.DEFAULT_THRESHOLDS,
            check=check_thresholds,
        ),
        Argument(
            "missing",
            "str | None",
            default="unknown",
            check=lambda v: check_choice(v, "missing", ("unknown", "error")),
        ),
    ),
    former_stems=("HarmfulLabel",),
)
