"""Geodiversity: object recognition by household, region and income (Goyal et al. 2022,
section 3.2; docs/metrics.md section 3).

An image is a hit when any of its ground-truth labels is among its top-k predictions with
score >= ``t`` (default 0). An image listed several times with different labels counts once
(a hit if any of its labels hits). A household's hit rate is the mean over its images; a
group's score is the mean of its households' hit rates (not a mean over images). Groups:
region, income bucket ``round(ln(income) / 3)`` and bucket x region.

``GeoCounts`` stores, per household, its hits and images with its income and region. That is
sufficient for every score, merges exactly (a household seen in two batches adds up), and
lets intervals be resampled by household (:func:`household_bootstrap`), as images of one
household are not independent.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from tb_fairness.metrics.indicators import value_column
from tb_fairness.metrics.names import natural_order
from tb_fairness.metrics.power import Power, welch
from tb_fairness.metrics.significance import welch_p_value_from_stats
from tb_fairness.metrics.validation import (
    as_value_array,
    check_count_array,
    check_names,
    check_number_array,
    check_real,
    check_same_kind,
    check_sequence,
    check_value_column,
)

__all__ = [
    "INCOME_BUCKETS",
    "GROUPINGS",
    "DEFAULT_RESAMPLES",
    "income_bucket",
    "bucket_name",
    "GeoCounts",
    "count_geodiversity",
    "household_hit_rates",
    "GroupScores",
    "group_scores",
    "household_bootstrap",
    "overall_score",
    "score_vs_rest_p_value",
    "score_vs_rest_power",
]

INCOME_BUCKETS = {1: "low", 2: "medium", 3: "high"}
GROUPINGS = ("region", "income", "income_region")
# Household bootstrap resamples: every reader (route, export, compare, trend) uses this.
DEFAULT_RESAMPLES = 1000


def income_bucket(income) -> np.ndarray:
    """The paper's income bucket, ``round(ln(income) / 3)``, rounding half to even.

    Parameters
    ----------
    income : array_like of float (H,)
        Household incomes (the paper: monthly, in USD), all > 0.

    Returns
    -------
    ndarray of int64 (H,)
        1 (low), 2 (medium) or 3 (high) for incomes from e^1.5 ~ 4.48 to e^10.5 ~ 36,316
        (Dollar Street's 27 to 10,000 fall in 1..3). Outside, the formula gives 0, -1, ...
        or 4, 5, ...; those are kept as buckets of their own (see :func:`bucket_name`),
        never merged into low or high. At an exact half, numpy rounds to even:
        ``ln(income) / 3 = 1.5`` is bucket 2 and ``2.5`` is bucket 2 as well.

    Examples
    --------
    >>> income_bucket([27, 90, 91, 1700, 10000]).tolist()
    [1, 1, 2, 2, 3]
    """
    income = np.asarray(income, dtype=np.float64)
    bad = ~(income > 0)  # also catches NaN
    if bad.any():
        i = int(np.flatnonzero(bad.ravel())[0])
        raise ValueError(
            f"incomes: expected positive numbers (the bucket takes ln), "
            f"got {income.ravel()[i].item()!r} at index {i}"
        )
    if np.isinf(income).any():
        raise ValueError("incomes: expected finite numbers, got inf")
    return np.round(np.log(income) / 3).astype(np.int64)


def bucket_name(bucket: int) -> str:
    """``low``, ``medium``, ``high`` for buckets 1-3, else ``bucket_<b>``.

    Examples
    --------
    >>> bucket_name(1), bucket_name(4)
    ('low', 'bucket_4')
    """
    return INCOME_BUCKETS.get(int(bucket), f"bucket_{int(bucket)}")


@dataclass(frozen=True)
class GeoCounts:
    """Per-household counts behind a geodiversity report.

    Attributes
    ----------
    threshold : float
        A prediction counts when its score >= threshold.
    household_ids : tuple of str, length H
        Household identifiers (ids are compared as strings), in natural order when counted.
    hits : ndarray of int64, shape (H,)
        Images of the household that are hits (after de-duplication).
    images : ndarray of int64, shape (H,)
        Distinct images of the household, each >= 1.
    incomes : ndarray of float64, shape (H,)
        Household incomes, > 0.
    regions : tuple of str, length H
        Household regions.
    """

    threshold: float
    household_ids: tuple
    hits: np.ndarray
    images: np.ndarray
    incomes: np.ndarray
    regions: tuple

    def __post_init__(self):
        set_ = object.__setattr__
        threshold = float(self.threshold)
        if not np.isfinite(threshold):
            raise ValueError(f"threshold: expected a finite number, got {self.threshold!r}")
        set_(self, "threshold", threshold)
        ids = check_names(self.household_ids, "household_ids")
        set_(self, "household_ids", ids)
        H = len(ids)
        set_(self, "hits", check_count_array(self.hits, "hits", (H,)))
        set_(self, "images", check_count_array(self.images, "images", (H,)))
        incomes = np.asarray(self.incomes, dtype=np.float64)
        if incomes.shape != (H,):
            raise ValueError(f"incomes: expected shape {(H,)}, got {incomes.shape}")
        income_bucket(incomes)  # positive and finite
        set_(self, "incomes", incomes)
        regions = tuple(self.regions)
        if len(regions) != H or not all(isinstance(r, str) for r in regions):
            raise ValueError(f"regions: expected {H} strings, one per household")
        set_(self, "regions", regions)
        if H and self.images.min() < 1:
            raise ValueError("images: expected at least one image per household")
        if np.any(self.hits > self.images):
            raise ValueError("hits: expected hits <= images")

    def merge(self, other: GeoCounts) -> GeoCounts:
        """The counts of both sets of images together (exact: counts add).

        A household on both sides adds its hits and images; it must have the same income
        and region on both. All rows of one image must be on the same side (an image split
        across batches would count twice: images are not stored). Same threshold required.

        Examples
        --------
        >>> a = count_geodiversity([1, 2], ["cup", "dog"], [["cup"], ["cat"]],
        ...                        household_ids=["h1", "h1"], incomes=[50, 50],
        ...                        regions=["Asia", "Asia"])
        >>> b = count_geodiversity([3], ["cup"], [["cup"]], household_ids=["h1"], incomes=[50],
        ...                        regions=["Asia"])
        >>> m = a.merge(b)
        >>> m.household_ids, m.hits.tolist(), m.images.tolist()
        (('h1',), [2], [3])
        """
        if not isinstance(other, GeoCounts):
            raise TypeError(f"other: expected GeoCounts, got {type(other).__name__}")
        if other.threshold != self.threshold:
            raise ValueError(f"other: expected threshold {self.threshold}, got {other.threshold}")
        ids = np.asarray(self.household_ids + other.household_ids, dtype=str)
        names, first, inverse = _natural_unique(ids)
        H = names.size
        incomes = np.concatenate([self.incomes, other.incomes])
        regions = np.asarray(self.regions + other.regions, dtype=object)
        clash = (incomes != incomes[first][inverse]) | (regions != regions[first][inverse])
        if clash.any():
            name = ids[np.flatnonzero(clash)[0]].item()
            raise ValueError(
                f"other: household {name!r} has a different income or region on each side"
            )
        hits = np.bincount(inverse, np.concatenate([self.hits, other.hits]), minlength=H)
        images = np.bincount(inverse, np.concatenate([self.images, other.images]), minlength=H)
        return GeoCounts(
            self.threshold,
            tuple(names.tolist()),
            hits.astype(np.int64),
            images.astype(np.int64),
            incomes[first],
            tuple(regions[first].tolist()),
        )


def _natural_unique(ids: np.ndarray):
    """``np.unique(ids, return_index=True, return_inverse=True)`` with the distinct ids in
    natural order (:func:`~tb_fairness.metrics.names.natural_key`), not by code point."""
    names, first, inverse = np.unique(ids, return_index=True, return_inverse=True)
    order = natural_order(names.tolist())
    rank = np.empty_like(order)
    rank[order] = np.arange(order.size)
    return names[order], first[order], rank[inverse.reshape(-1)]


def _codes(*columns) -> tuple[np.ndarray, ...]:
    """Integer codes of values shared across arrays (labels as names or as numbers)."""
    flat = [np.asarray(c).ravel() for c in columns]
    text = [c.dtype.kind in "UO" for c in flat]
    if any(text) and not all(text):
        raise TypeError(
            "predicted_labels: expected the same kind of labels as true_labels "
            "(names or numbers for both)"
        )
    check_same_kind({"true_labels": flat[0], "predicted_labels": flat[1]})
    joined = np.concatenate([c.astype(str) if text[0] else c for c in flat])
    _, inverse = np.unique(joined, return_inverse=True)
    out, start = [], 0
    for c, original in zip(flat, columns):
        out.append(inverse[start : start + c.size].reshape(np.shape(original)))
        start += c.size
    return tuple(out)


def _py(value):
    """A numpy scalar as the Python value, for error messages."""
    return value.item() if isinstance(value, np.generic) else value


def _per_household(values, household, first, name):
    """One value per household (from its first row); an error if rows disagree."""
    per = values[first]
    differ = per[household] != values
    if np.any(differ):
        row = int(np.flatnonzero(differ)[0])
        raise ValueError(
            f"{name}: household rows disagree (row {row}: {_py(values[row])!r}, "
            f"earlier {_py(per[household[row]])!r})"
        )
    return per


def count_geodiversity(
    image_ids,
    true_labels,
    predicted_labels,
    scores=None,
    *,
    household_ids,
    incomes,
    regions,
    threshold: float = 0.0,
) -> GeoCounts:
    """Count hits and distinct images per household.

    Parameters
    ----------
    image_ids : array_like (M,)
        One row per (image, ground-truth label): an image with several labels is listed
        several times under the same id.
    true_labels : array_like (M,)
        The row's ground-truth label (names or integer indices).
    predicted_labels : array_like (M, k)
        The image's top-k predicted labels (the paper: k = 5), same kind as ``true_labels``.
    scores : array_like of float (M, k), optional
        Their scores; None counts every listed prediction. NaN is refused.
    household_ids, incomes, regions : array_like (M,)
        Per row: the image's household, the household's income (> 0) and its region.
        Rows of one household must agree on income and region, and all rows of one image
        must name the same household.
    threshold : float
        A prediction counts when its score >= threshold (default 0).

    Returns
    -------
    GeoCounts
        Households in natural order of their ids (as strings).

    Examples
    --------
    >>> c = count_geodiversity(
    ...     image_ids=[1, 1, 2, 3], true_labels=["cup", "stove", "bed", "cup"],
    ...     predicted_labels=[["stove", "pot"], ["stove", "pot"], ["sofa", "lamp"], ["cup", "pot"]],
    ...     household_ids=["a", "a", "a", "b"], incomes=[40, 40, 40, 3000],
    ...     regions=["Africa", "Africa", "Africa", "Europe"])
    >>> c.household_ids, c.hits.tolist(), c.images.tolist()  # image 1 is one image, a hit
    (('a', 'b'), [1, 1], [2, 1])
    """
    image_ids = value_column(image_ids, None, "image_ids")
    M = image_ids.shape[0]
    if M == 0:
        raise ValueError("image_ids: expected at least one row, got none")
    true_labels = value_column(true_labels, M, "true_labels")
    check_sequence(predicted_labels, "predicted_labels", "k predicted labels per row")
    predicted = as_value_array(predicted_labels, "predicted_labels")
    if predicted.ndim != 2 or predicted.shape[0] != M or predicted.shape[1] == 0:
        raise ValueError(f"predicted_labels: expected shape ({M}, k), got {predicted.shape}")
    check_value_column(predicted, "predicted_labels")
    if predicted.dtype == object:  # None or NaN would become the labels "None", "nan"
        flat = predicted.ravel().tolist()
        missing = [i for i, v in enumerate(flat) if v is None or (isinstance(v, float) and v != v)]
        if missing:
            raise ValueError(
                "predicted_labels: expected a label in every entry, found NaN/None at row "
                f"{missing[0] // predicted.shape[1]}"
            )
    threshold = check_real(threshold, "threshold")
    true_code, pred_code = _codes(true_labels, predicted)
    match = pred_code == true_code[:, None]
    if scores is not None:
        scores = check_number_array(scores, "scores", ndim=2, allow_nan=True)
        if scores.shape != predicted.shape:
            raise ValueError(
                f"scores: expected the shape of predicted_labels {predicted.shape}, "
                f"got {scores.shape}"
            )
        if np.isnan(scores).any():
            row = int(np.flatnonzero(np.isnan(scores).any(axis=1))[0])
            raise ValueError(f"scores: expected numbers, found NaN at row {row}")
        match &= scores >= threshold
    row_hit = match.any(axis=1)

    households = value_column(household_ids, M, "household_ids").astype(str)
    incomes = check_number_array(value_column(incomes, M, "incomes"), "incomes")
    income_bucket(incomes)  # positive, finite
    regions = value_column(regions, M, "regions")
    if regions.dtype.kind != "U" and (
        regions.dtype.kind != "O" or not all(isinstance(r, str) for r in regions.tolist())
    ):
        raise TypeError("regions: expected region names (strings)")

    hh_names, hh_first, hh_row = _natural_unique(households)
    H = hh_names.size
    _, img_first, img_row = np.unique(image_ids, return_index=True, return_inverse=True)
    img_household = hh_row[img_first]
    split = img_household[img_row] != hh_row
    if split.any():
        row = int(np.flatnonzero(split)[0])
        raise ValueError(
            f"household_ids: image {_py(image_ids[row])!r} is listed under "
            f"households {_py(households[img_first[img_row[row]]])!r} and "
            f"{_py(households[row])!r}"
        )
    # De-duplicate: an image is a hit when any of its rows hits.
    image_hit = np.bincount(img_row, weights=row_hit, minlength=img_first.size) > 0
    hits = np.bincount(img_household, weights=image_hit, minlength=H).astype(np.int64)
    images = np.bincount(img_household, minlength=H).astype(np.int64)
    return GeoCounts(
        threshold=threshold,
        household_ids=tuple(hh_names.tolist()),
        hits=hits,
        images=images,
        incomes=_per_household(incomes, hh_row, hh_first, "incomes"),
        regions=tuple(_per_household(regions.astype(object), hh_row, hh_first, "regions").tolist()),
    )


def household_hit_rates(counts: GeoCounts) -> np.ndarray:
    """Each household's hit rate: hits / distinct images, shape (H,), in [0, 1].

    Examples
    --------
    >>> c = GeoCounts(0.0, ["a", "b"], [1, 3], [2, 4], [40.0, 3000.0], ["Asia", "Europe"])
    >>> household_hit_rates(c).tolist()
    [0.5, 0.75]
    """
    return counts.hits / counts.images.astype(np.float64)


class GroupScores(NamedTuple):
    """Scores per group of households (see :func:`group_scores`)."""

    by: str  # "region", "income" or "income_region"
    group: tuple  # (G,) group names, e.g. "Africa", "low", "low / Africa"
    households: np.ndarray  # (G,) int64: households in the group
    images: np.ndarray  # (G,) int64: distinct images of those households
    hits: np.ndarray  # (G,) int64: hits among them
    score: np.ndarray  # (G,) float64: mean of household hit rates; nan with no household
    image_rate: np.ndarray  # (G,) float64: hits / images, pooled over images (for contrast)


def _group_index(counts: GeoCounts, by: str):
    """(group names, group index of each household)."""
    if by not in GROUPINGS:
        raise ValueError(f"by: expected one of {list(GROUPINGS)}, got {by!r}")
    buckets = income_bucket(counts.incomes) if counts.incomes.size else np.zeros(0, np.int64)
    region_names, _, region_index = _natural_unique(np.asarray(counts.regions, dtype=str))
    bucket_values, bucket_index = np.unique(buckets, return_inverse=True)
    if by == "region":
        return tuple(region_names.tolist()), region_index
    if by == "income":
        return tuple(bucket_name(b) for b in bucket_values), bucket_index
    # Every observed bucket x every observed region: a cell without households is shown
    # (score undefined) rather than silently missing.
    names = tuple(f"{bucket_name(b)} / {r}" for b in bucket_values for r in region_names)
    return names, bucket_index * region_names.size + region_index


def group_scores(counts: GeoCounts, by: str = "income") -> GroupScores:
    """The mean of household hit rates over each group's households.

    Parameters
    ----------
    counts : GeoCounts
    by : {"region", "income", "income_region"}
        Regions sorted by name; income buckets ascending; bucket x region cells bucket-major,
        every observed bucket with every observed region.

    Returns
    -------
    GroupScores
        ``score[g] = mean_{h in g} hits_h / images_h`` in [0, 1], higher is better; ``nan``
        (undefined) for a bucket x region cell without households. ``image_rate`` is the
        pooled image-level rate (De Vries et al.), which households with many images sway.

    Examples
    --------
    >>> c = GeoCounts(0.0, ["a", "b", "c"], [1, 3, 0], [2, 4, 1], [40.0, 1000.0, 60.0],
    ...               ["Asia", "Asia", "Africa"])
    >>> s = group_scores(c, "income")
    >>> s.group, s.score.tolist(), s.image_rate.round(3).tolist()
    (('low', 'medium'), [0.25, 0.75], [0.333, 0.75])
    """
    names, index = _group_index(counts, by)
    G = len(names)
    rates = household_hit_rates(counts)
    households = np.bincount(index, minlength=G).astype(np.int64)
    with np.errstate(divide="ignore", invalid="ignore"):
        score = np.bincount(index, weights=rates, minlength=G) / households
    images = np.bincount(index, weights=counts.images, minlength=G).astype(np.int64)
    hits = np.bincount(index, weights=counts.hits, minlength=G).astype(np.int64)
    with np.errstate(divide="ignore", invalid="ignore"):
        image_rate = hits / images.astype(np.float64)
    return GroupScores(by, names, households, images, hits, score, image_rate)


def household_bootstrap(
    counts: GeoCounts,
    by: str = "income",
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    confidence: float = 0.95,
    seed: int = 0,
    max_block: int = 1 << 22,
) -> tuple[np.ndarray, np.ndarray]:
    """Percentile interval for each group score, resampling households (a cluster bootstrap).

    Within each group, draw the group's ``n_g`` households with replacement, take the mean
    of their hit rates, repeat ``n_resamples`` times; the interval is the
    ``(1 - confidence) / 2`` and ``(1 + confidence) / 2`` quantiles of those means. Images of
    a household stay together, so their correlation is kept.

    Parameters
    ----------
    counts : GeoCounts
    by : {"region", "income", "income_region"}
        As in :func:`group_scores`; the results align with its ``group``.
    n_resamples : int
        Bootstrap resamples per group.
    confidence : float
        In (0, 1).
    seed : int
        Each group draws from its own generator, seeded by ``seed`` and the group's name,
        so a group's interval does not change when other groups come or go.
    max_block : int
        At most this many household draws are held in memory at once (resamples are
        drawn in blocks).

    Returns
    -------
    lower, upper : ndarray of float64, shape (G,)
        ``nan`` (undefined) for a group with fewer than 2 households: one household
        cannot say how much households vary.

    Notes
    -----
    The percentile bootstrap under-covers slightly with few households. In a simulation
    (households with Beta(3, 2) hit probabilities, 5-60 images each; 1,000 runs) a nominal
    0.95 covered 0.91 with 10 households, 0.93 with 40 and 0.94 with 150, where resampling
    images instead of households covered 0.57-0.59.

    Examples
    --------
    >>> c = GeoCounts(0.0, ["a", "b", "c", "d"], [1, 3, 0, 2], [2, 4, 1, 2],
    ...               [40.0, 50.0, 60.0, 3000.0], ["Asia"] * 4)
    >>> lower, upper = household_bootstrap(c, "income", n_resamples=500)
    >>> bool(lower[0] <= group_scores(c, "income").score[0] <= upper[0]), bool(np.isnan(lower[1]))
    (True, True)
    """
    n_resamples = _check_bootstrap(n_resamples, confidence)
    names, index = _group_index(counts, by)
    rates = household_hit_rates(counts)
    order = np.argsort(index, kind="stable")
    bounds = np.searchsorted(index[order], np.arange(len(names) + 1))
    lower = np.full(len(names), np.nan)
    upper = np.full(len(names), np.nan)
    for g, name in enumerate(names):
        members = rates[order[bounds[g] : bounds[g + 1]]]
        lower[g], upper[g] = _percentile_interval(
            members, name, n_resamples, confidence, seed, max_block
        )
    return lower, upper


def _check_bootstrap(n_resamples, confidence) -> int:
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence: expected a value in (0, 1), got {confidence!r}")
    if int(n_resamples) != n_resamples or n_resamples < 1:
        raise ValueError(f"n_resamples: expected a whole number >= 1, got {n_resamples!r}")
    return int(n_resamples)


def _percentile_interval(members, name, n_resamples, confidence, seed, max_block) -> tuple:
    """The percentile bootstrap interval of the mean of ``members`` (household hit rates),
    drawn from a generator seeded by ``seed`` and ``name``; nan with fewer than 2."""
    size = members.size
    if size < 2:
        return float("nan"), float("nan")
    rng = np.random.default_rng([int(seed), zlib.crc32(name.encode("utf-8"))])
    means = np.empty(n_resamples)
    block = max(1, max_block // size)
    for start in range(0, n_resamples, block):
        stop = min(start + block, n_resamples)
        draws = rng.integers(0, size, size=(stop - start, size))
        means[start:stop] = members[draws].mean(axis=1)
    lower, upper = np.quantile(means, [(1.0 - confidence) / 2, (1.0 + confidence) / 2])
    return float(lower), float(upper)


# The seed name of the pooled households' bootstrap (a group's is its own name).
ALL_HOUSEHOLDS = "all households"


def overall_score(
    counts: GeoCounts,
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    confidence: float = 0.95,
    seed: int = 0,
    max_block: int = 1 << 22,
) -> tuple[float, float, float]:
    """``(score, lower, upper)``: the mean hit rate of every household, all groups pooled,
    and its household bootstrap interval (as :func:`household_bootstrap` for one group).

    Returns nan for the score without households, and for the interval with fewer than 2.

    Examples
    --------
    >>> c = GeoCounts(0.0, ["a", "b", "c", "d"], [1, 3, 0, 2], [2, 4, 1, 2],
    ...               [40.0, 50.0, 60.0, 3000.0], ["Asia"] * 4)
    >>> score, lower, upper = overall_score(c, n_resamples=500)
    >>> score, bool(lower <= score <= upper)
    (0.5625, True)
    """
    n_resamples = _check_bootstrap(n_resamples, confidence)
    rates = household_hit_rates(counts)
    score = float(rates.mean()) if rates.size else float("nan")
    lower, upper = _percentile_interval(
        rates, ALL_HOUSEHOLDS, n_resamples, confidence, seed, max_block
    )
    return score, lower, upper


def score_vs_rest_p_value(counts: GeoCounts, by: str = "income") -> np.ndarray:
    """Per group, the p-value of "this group's score equals that of the other households":
    Welch's t-test (unequal variances) of the group's household hit rates against those of
    every household outside the group, two-sided (scipy's ``ttest_ind(equal_var=False)``).

    Households are the units, as in :func:`household_bootstrap`: images of one household are
    correlated, households are taken as independent. The means of bounded rates are near
    normal with tens of households; with a handful the test is approximate.

    Returns
    -------
    ndarray of float64, shape (G,)
        Aligned with :func:`group_scores`; nan where the group or the rest has fewer than 2
        households, or where every household on both sides has the same hit rate.

    Examples
    --------
    >>> c = GeoCounts(0.0, list("abcdef"), [1, 2, 0, 3, 4, 4], [2, 4, 1, 4, 4, 5],
    ...               [40.0, 50.0, 60.0, 3000.0, 3100.0, 3200.0], ["Asia"] * 6)
    >>> score_vs_rest_p_value(c, "income").round(4).tolist()
    [0.0723, 0.0723]
    """
    return welch_p_value_from_stats(*_vs_rest_stats(counts, by))


def _vs_rest_stats(counts: GeoCounts, by: str) -> np.ndarray:
    """(6, G): each group's mean household hit rate, its variance (ddof 1) and households;
    the same of the households outside it."""
    names, index = _group_index(counts, by)
    G = len(names)
    rates = household_hit_rates(counts)
    stats = np.full((6, G), np.nan)  # mean, variance, n of the group; of the rest
    for g in range(G):  # G is small (buckets x regions); each side's variance centred exactly
        for side, members in ((0, rates[index == g]), (3, rates[index != g])):
            stats[side + 2, g] = members.size
            if members.size:
                stats[side, g] = members.mean()
            if members.size >= 2:
                stats[side + 1, g] = members.var(ddof=1)
    return stats


def score_vs_rest_power(
    counts: GeoCounts, by: str, significant, *, level: float, power: float, min_gap: float
) -> Power:
    """Per group, the power of :func:`score_vs_rest_p_value`'s Welch test
    (:func:`tb_fairness.metrics.power.welch`): the smallest score gap it sees, how many more
    households it would need to see ``min_gap``, whether it is underpowered."""
    _, v1, n1, _, v2, n2 = _vs_rest_stats(counts, by)
    return welch(v1, n1, v2, n2, significant, level=level, power=power, min_gap=min_gap)
