"""How geodiversity reports (Goyal et al. 2022) are written: the writer's arguments."""

from __future__ import annotations

import hashlib
from typing import ClassVar

import numpy as np

from tb_fairness.kinds import frames
from tb_fairness.kinds.accumulator import Accumulator
from tb_fairness.kinds.writing import Argument, Writing
from tb_fairness.metrics import geodiversity
from tb_fairness.metrics.indicators import value_column
from tb_fairness.metrics.validation import check_real


def image_keys(image_ids) -> np.ndarray:
    """Each distinct image id (compared as text, as household ids are) as a sorted 64-bit
    key: what an accumulator remembers of the images it counted, 8 bytes each."""
    ids = np.unique(value_column(image_ids, None, "image_ids").astype(str))
    keys = [
        int.from_bytes(hashlib.blake2b(i.encode(), digest_size=8).digest(), "little")
        for i in ids.tolist()
    ]
    return np.unique(np.asarray(keys, dtype=np.uint64))


class GeodiversityAccumulator(Accumulator):
    """Per-household geodiversity counts over batches. Every row of one image comes in the
    same batch (images are de-duplicated within a batch); a household may span batches.

    It remembers which images it counted (a 64-bit key each), so an image counted in two
    batches, or by two workers whose accumulators merge, is refused instead of counted
    twice.

    Examples
    --------
    >>> acc = GeodiversityAccumulator()
    >>> acc.update([1], ["cup"], [["cup"]], household_ids=["h"], incomes=[50], regions=["Asia"])
    >>> acc.update([1], ["dog"], [["cat"]], household_ids=["h"], incomes=[50], regions=["Asia"])
    Traceback (most recent call last):
    ...
    ValueError: image_ids: image '1' was counted before (its rows come in one batch, once)
    """

    counts_type: ClassVar[type] = geodiversity.GeoCounts
    rows_together: ClassVar[str | None] = "image_ids"

    def __init__(self, *, threshold: float = 0.0):
        self._threshold = check_real(threshold, "threshold")
        self._images = np.zeros(0, dtype=np.uint64)

    def _fixed(self) -> dict:
        return {"threshold": self._threshold}

    def update(
        self,
        image_ids,
        true_labels,
        predicted_labels,
        scores=None,
        *,
        household_ids,
        incomes,
        regions,
        data=None,
    ) -> None:
        """Add one batch (columns of ``data`` when given by name: tb_fairness.kinds.frames).
        A batch that raises leaves the accumulator as it was."""
        (image_ids, true_labels, predicted_labels, scores, household_ids, incomes, regions) = (
            frames.resolve(
                data,
                image_ids=image_ids,
                true_labels=true_labels,
                predicted_labels=predicted_labels,
                scores=scores,
                household_ids=household_ids,
                incomes=incomes,
                regions=regions,
            ).values()
        )
        batch = geodiversity.count_geodiversity(
            image_ids,
            true_labels,
            predicted_labels,
            scores,
            household_ids=household_ids,
            incomes=incomes,
            regions=regions,
            threshold=self._threshold,
        )
        keys = image_keys(image_ids)
        seen = np.isin(keys, self._images, assume_unique=True)
        if seen.any():
            ids = np.asarray(value_column(image_ids, None, "image_ids")).astype(str)
            again = next(i for i in ids.tolist() if np.isin(image_keys([i]), keys[seen]).any())
            raise ValueError(
                f"image_ids: image {again!r} was counted before (its rows come in one batch, once)"
            )
        self._add(batch)
        self._images = np.union1d(self._images, keys)

    def merge(self, other):
        """Add another accumulator's counts (from another shard or worker) into this one;
        refused when both counted an image."""
        if isinstance(other, GeodiversityAccumulator):
            both = np.intersect1d(self._images, other._images, assume_unique=True).size
            if both:
                raise ValueError(
                    f"other: {both:,} image(s) were counted by both accumulators (all rows of "
                    "an image come in one batch, once); they would count twice"
                )
        super().merge(other)
        self._images = np.union1d(self._images, other._images)
        return self

    def extra_state(self) -> bytes:
        return self._images.astype("<u8").tobytes()

    def load_extra_state(self, data: bytes) -> None:
        if len(data) % 8:
            raise ValueError("accumulator: its image keys are not whole 64-bit numbers")
        keys = np.frombuffer(data, dtype="<u8").astype(np.uint64)
        if keys.size and np.any(np.diff(keys) <= 0):
            raise ValueError("accumulator: its image keys are not sorted and distinct")
        self._images = keys


WRITING = Writing(
    summary="a geodiversity report (Goyal et al. 2022)",
    doc=(
        "One row per (image, ground-truth label): ``image_ids``, ``true_labels``,\n"
        "``predicted_labels`` (N, 5) with optional ``scores``, and per row the image's\n"
        "``household_ids``, ``incomes`` and ``regions``. Every row of one image comes in the\n"
        "same batch (an accumulator de-duplicates images within a batch); a household may\n"
        "span batches. See :func:`tb_fairness.metrics.geodiversity.count_geodiversity`, or\n"
        "pass ``counts=`` from a :class:`~tb_fairness.summary.GeodiversityAccumulator`."
    ),
    count=geodiversity.count_geodiversity,
    arguments=(
        Argument("image_ids", per_example=True, positional=True, required=True),
        Argument("true_labels", per_example=True, positional=True, required=True),
        Argument("predicted_labels", per_example=True, positional=True, required=True),
        Argument("scores", per_example=True, positional=True),
        Argument("household_ids", per_example=True, required=True),
        Argument("incomes", per_example=True, required=True),
        Argument("regions", per_example=True, required=True),
        Argument(
            "threshold", "float | None", default=0.0, check=lambda v: check_real(v, "threshold")
        ),
    ),
    accumulator=GeodiversityAccumulator,
)
