"""The worst slices: conjunctions of attribute values (``sex=Female & race=Black``) where a
rate is worst, found over the lattice of every intersection (issue 28; docs/metrics.md).

Everything here reads *joint cells*: one row per non-empty combination of the attributes'
values (a code per attribute, -1 where the value is missing), with additive counts per cell
(``successes`` of ``totals``: errors of examples, hits of positives...). A slice's counts
are the sums over the cells it contains, so the search never sees an example.

:func:`joint_cells` counts cells from per-example codes; :func:`find_slices` searches them
level by level (one attribute more per level, up to ``max_level``), extending only the
slices of at least ``min_size`` (a child is never larger than its parent, so nothing is
lost), with one of two scorings:

- ``"gap"``: the slice's rate against the rest of the population, with Newcombe's interval,
  the two-proportion test and Benjamini-Hochberg q-values over every slice evaluated; the
  slices worse than the rest are listed, and one no worse than one of its parents is folded
  under it (counted in the parent's ``folded``), so the list is not the same finding
  repeated with one more attribute.
- ``"sliceline"``: SliceLine's score (Sagadeeva and Boehm, SIGMOD 2021),
  ``alpha * (rate / mean_rate - 1) - (1 - alpha) * (n / size - 1)``, valid when positive
  and ``size >= min_size``; the top ``k`` with ties, as the ``sliceline`` package returns
  them (tests/test_slices.py holds it to the package on UCI Adult and COMPAS).

Work is bounded before it starts (:func:`check_work`): the search visits each cell at most
once per combination of attributes extended at a level, and that total is checked against
:data:`MAX_SLICE_WORK`. Where the cells are many, the combinations of two and three
attributes are summed from a few dense cubes instead (:mod:`~tb_fairness.metrics.slice_cubes`:
21 passes over the cells for 12 attributes, not 286).
"""

from __future__ import annotations

import itertools
import math
import os
from dataclasses import dataclass

import numpy as np

from tb_fairness.metrics.change import q_values
from tb_fairness.metrics.intervals import newcombe_interval
from tb_fairness.metrics.significance import two_proportion_p_value
from tb_fairness.metrics.slice_cubes import PACK, combination_sums, occupied

__all__ = [
    "SCORINGS",
    "MAX_LEVEL",
    "MAX_SLICE_WORK",
    "SliceTable",
    "joint_cells",
    "find_slices",
    "check_work",
    "slice_names",
]

SCORINGS = ("gap", "sliceline")
RANKINGS = ("bound", "gap")
#: The most attributes in one slice.
MAX_LEVEL = 4
#: The most cell visits one search may make (cells x attribute combinations over the levels):
#: about ten seconds on one core. TB_FAIRNESS_MAX_SLICE_WORK changes it.
MAX_SLICE_WORK = int(os.environ.get("TB_FAIRNESS_MAX_SLICE_WORK", 2_000_000_000))
#: A lookup table is used for a combination's keys up to this many (else a sort).
_DENSE_KEYS = 1 << 24
#: How slices are written: ``attr=value`` joined in the attributes' order.
SEPARATOR = " & "


def joint_cells(codes, weights: dict[str, np.ndarray], domains, *, inverse: bool = False):
    """The joint cells of per-example ``codes`` (an (N, A) array, or A columns of N) (value
    indices, -1 missing) over attributes of ``domains[a]`` values: ``(cell_codes (C, A)
    int32, {name: (C,) sums})``, the cells in lexicographic order of their codes (missing
    first), each once; with ``inverse``, also each example's cell.

    >>> codes = np.array([[0, 1], [0, 1], [1, -1]])
    >>> cells, sums = joint_cells(codes, {"n": np.ones(3, np.int64)}, (2, 2))
    >>> cells.tolist(), sums["n"].tolist()
    ([[0, 1], [1, -1]], [2, 1])
    """
    if isinstance(codes, np.ndarray):
        columns = [codes[:, j] for j in range(codes.shape[1])]
        n = codes.shape[0]
    else:
        columns = [np.asarray(c) for c in codes]
        n = len(columns[0]) if columns else 0
    radix = [int(d) + 1 for d in domains]
    weights = {k: np.asarray(w) for k, w in weights.items()}
    if math.prod(radix) >= 1 << 62:  # too many combinations for one int64 key: rows
        rows, row_of = np.unique(np.column_stack(columns), axis=0, return_inverse=True)
        row_of = row_of.reshape(-1)
        sums = {k: _summed(row_of, w, len(rows)) for k, w in weights.items()}
        return (rows.astype(np.int32), sums, row_of) if inverse else (rows.astype(np.int32), sums)
    # One int64 key per example, mixed radix with a missing value as 0: Horner's rule in
    # place, the +1 of every digit added once at the end.
    key = np.zeros(n, dtype=np.int64)
    ones = 0
    for column, r in zip(columns, radix):
        key *= r
        key += column
        ones = ones * r + 1
    key += ones
    # Weights of 0 and 1 (an example's hit) and of 1 (its count) ride in the key's low bits,
    # so that one sort counts them: no inverse, no bincount.
    flags = [k for k, w in weights.items() if _binary(w)]
    ones_only = [k for k, w in weights.items() if k not in flags and _all_ones(w)]
    bits = max(math.prod(radix) - 1, 1).bit_length()
    where: np.ndarray | None = None
    fits = bits + len(flags) <= 62
    if n and not inverse and fits and len(flags) + len(ones_only) == len(weights):
        packed = key << len(flags) if flags else key
        for i, k in enumerate(flags):
            packed |= weights[k].astype(np.int64) << i
        packed.sort()
        cell_key = packed >> len(flags)
        starts = np.flatnonzero(np.concatenate([[True], cell_key[1:] != cell_key[:-1]]))
        keys = cell_key[starts]
        sizes = np.diff(np.append(starts, n)).astype(np.int64)
        sums = {k: sizes for k in ones_only}
        for i, k in enumerate(flags):
            sums[k] = np.add.reduceat((packed >> i) & 1, starts)
    else:
        keys, where = np.unique(key, return_inverse=True)
        sums = {k: _summed(where, w, len(keys)) for k, w in weights.items()}
    cells = _digits(keys, radix) - 1
    return (cells, sums, where) if inverse else (cells, sums)


def _digits(keys: np.ndarray, radix: list[int]) -> np.ndarray:
    """The mixed-radix digits of ``keys``, (C, A) int32 in column-major order (each
    attribute's codes contiguous). Digits come a few at a time: one int64 division per
    group of digits whose radices multiply to at most 2**16, the rest in int32."""
    out = np.empty((len(radix), len(keys)), dtype=np.int32)
    rest = keys.copy()
    j = len(radix)
    while j > 0:
        i, size = j - 1, radix[j - 1]
        while i > 0 and size * radix[i - 1] <= 1 << 16:
            i -= 1
            size *= radix[i]
        high = rest // size
        low = (rest - high * size).astype(np.int32)
        rest = high
        for t in range(j - 1, i - 1, -1):
            q = low // radix[t]
            out[t] = low - q * radix[t]
            low = q
        j = i
    return out.T


def _binary(w: np.ndarray) -> bool:
    """An integer or bool array of 0s and 1s (not all 1: a count rides as the cell size)."""
    if w.dtype.kind == "b":
        return True
    return (
        w.dtype.kind in "iu"
        and (w.size == 0 or (w.min() >= 0 and w.max() <= 1))
        and not _all_ones(w)
    )


def _all_ones(w: np.ndarray) -> bool:
    return w.dtype.kind in "iub" and bool(np.all(w == 1))


def _summed(where: np.ndarray, w: np.ndarray, size: int) -> np.ndarray:
    s = np.bincount(where, weights=w, minlength=size)
    return np.rint(s).astype(np.int64) if w.dtype.kind in "iub" else s


@dataclass(frozen=True)
class SliceTable:
    """Slices found, best (worst for the model) first: ``attributes[s]`` and ``values[s]``
    (index tuples into the attributes and their values), per slice ``size`` (its totals),
    ``successes``, ``value`` (the rate), and the scoring's numbers: ``rest``, ``gap`` (value
    minus rest), ``lower``, ``upper``, ``p_value``, ``q_value``, ``folded`` for ``gap``;
    ``score`` for both (what ranks them: the gap in the worse direction or its interval's
    end nearest no harm, or SliceLine's score). ``evaluated``:
    how many slices the search scored (the q-values' family)."""

    attributes: list
    values: list
    size: np.ndarray
    successes: np.ndarray
    value: np.ndarray
    score: np.ndarray
    rest: np.ndarray
    gap: np.ndarray
    lower: np.ndarray
    upper: np.ndarray
    p_value: np.ndarray
    q_value: np.ndarray
    folded: np.ndarray
    evaluated: int
    mean: float
    # The smallest q-value over every slice evaluated, listed or not: some slice is a
    # discovery at rate q exactly when min_q <= q (nan: no test, SliceLine's scoring).
    min_q: float = math.nan

    def __len__(self) -> int:
        return len(self.size)

    @property
    def level(self) -> np.ndarray:
        return np.asarray([len(a) for a in self.attributes], dtype=np.int64)


def slice_names(table: SliceTable, names, value_names) -> list[str]:
    """Each slice written ``attr=value & attr=value`` in the attributes' order."""
    return [
        SEPARATOR.join(f"{names[a]}={value_names[a][v]}" for a, v in zip(attrs, values))
        for attrs, values in zip(table.attributes, table.values)
    ]


def check_work(cells: int, domains, max_level: int) -> int:
    """The cell visits a search to ``max_level`` may make; ValueError naming ``max_level``
    over :data:`MAX_SLICE_WORK` (before any work)."""
    a = len(domains)
    work = sum(math.comb(a, level) * cells for level in range(1, min(max_level, a) + 1))
    if work > MAX_SLICE_WORK:
        raise ValueError(
            f"max_level: searching {a} attributes to level {max_level} over {cells:,} cells "
            f"would visit {work:,} cells, over the {MAX_SLICE_WORK:,} one search may "
            "(TB_FAIRNESS_MAX_SLICE_WORK); lower max_level"
        )
    return work


class _Level:
    """The slices of one attribute combination at one level: value codes (S, L), sums."""

    __slots__ = ("values", "totals", "successes", "key")

    def __init__(self, values, totals, successes, key):
        self.values, self.totals, self.successes, self.key = values, totals, successes, key


def _sums(key: np.ndarray, size: int, weights: list):
    """Per key occurring (each < size): its totals and successes. ``weights``: the packed
    counts, or totals and successes apart (a population of 2**26 or more)."""
    names = None
    if size > _DENSE_KEYS:
        names, key = np.unique(key, return_inverse=True)
        size = len(names)
    return occupied([np.bincount(key, weights=w, minlength=size) for w in weights], names)


def _decode(keys: np.ndarray, radix: list[int]) -> np.ndarray:
    out = np.empty((len(keys), len(radix)), dtype=np.int64)
    rest = keys.copy()
    for j in range(len(radix) - 1, -1, -1):
        out[:, j] = rest % radix[j]
        rest //= radix[j]
    return out


def _encode(values: np.ndarray, radix: list[int]) -> np.ndarray:
    key = np.zeros(len(values), dtype=np.int64)
    for j, r in enumerate(radix):
        key = key * r + values[:, j]
    return key


def _prefix_cells(columns, radix, weights, prefix, slices):
    """The cells in one of the prefix's slices (``slices``: their keys), where the prefix is
    extended: their prefix keys, their positions (None: every cell) and their weights."""
    size = math.prod(radix[a] for a in prefix)
    pkey = np.zeros(len(weights[0]), dtype=np.intp)
    for a in prefix:
        pkey *= radix[a]
        pkey += columns[a]
    if size <= _DENSE_KEYS:
        lut = np.zeros(size, dtype=bool)
        lut[slices] = True
        kept = lut[pkey]
    else:
        kept = np.isin(pkey, slices)
    if kept.all():
        return pkey, None, weights
    sub = np.flatnonzero(kept)
    return pkey[sub], sub, [x[sub] for x in weights]


def _enumerate(codes, domains, totals, successes, max_level, min_size) -> list[dict]:
    """Per level, per combination of attributes, its slices of at least ``min_size``.

    A combination is the previous level's (its prefix) and one attribute after it; the
    cells are filtered to the prefix's slices, and a child is kept only when each of its
    other parents was one too (so, as in SliceLine, every slice has all its parents).
    Codes are read with a missing value as value ``d`` (radix ``d + 1``), so a key never
    needs a mask; keys holding it are dropped."""
    radix = [d + 1 for d in domains]
    # As intp: keys are computed in it, and a narrower column would be converted each time.
    columns = [
        np.where(codes[:, a] < 0, domains[a], codes[:, a]).astype(np.intp)
        for a in range(len(domains))
    ]
    # One pass a combination, or two for a population of 2**26 or more (still exact).
    weights = [totals * PACK + successes] if totals.sum() < PACK else [totals, successes]
    # The combinations of 2 and 3 attributes summed from a few cubes where they pay
    # (slice_cubes.py); the others, and deeper levels, one at a time below.
    small = [
        c
        for size in range(2, min(max_level, 3) + 1)
        for c in itertools.combinations(range(len(domains)), size)
    ]
    cubed = combination_sums(columns, radix, weights, small, min_size)

    def keep(combo, keys, t, s):
        values = _decode(keys, [radix[a] for a in combo])
        ok = (t >= min_size) & np.all(values < np.asarray([domains[a] for a in combo]), axis=1)
        return values[ok], t[ok], s[ok], keys[ok]

    first: dict[tuple, _Level] = {}
    for a in range(len(domains)):
        keys, t, s = _sums(columns[a].astype(np.intp), radix[a], weights)
        level = _Level(*keep((a,), keys, t, s))
        if len(level.key):
            first[(a,)] = level
    levels = [first]
    for _ in range(2, min(max_level, len(domains)) + 1):
        previous = levels[-1]
        current: dict[tuple, _Level] = {}
        for prefix, parent in previous.items():
            size = math.prod(radix[a] for a in prefix)
            cells = None
            for c in range(prefix[-1] + 1, len(domains)):
                combo = (*prefix, c)
                if any(combo[:i] + combo[i + 1 :] not in previous for i in range(len(prefix))):
                    continue  # another parent has no slice: no child has one
                if combo in cubed:
                    # Only the prefix's slices are extended: those of its value tuples.
                    keys, t, s = cubed[combo]
                    inside = np.isin(keys // radix[c], parent.key)
                    keys, t, s = keys[inside], t[inside], s[inside]
                else:
                    if cells is None:
                        cells = _prefix_cells(columns, radix, weights, prefix, parent.key)
                    pkey, sub, w = cells
                    key = pkey * radix[c]
                    key += columns[c] if sub is None else columns[c][sub]
                    keys, t, s = _sums(key, size * radix[c], w)
                values, t, s, keys = keep(combo, keys, t, s)
                # Each other parent (one attribute dropped) must be a slice of min_size.
                ok = np.ones(len(keys), dtype=bool)
                for i in range(len(prefix)):
                    other = combo[:i] + combo[i + 1 :]
                    other_key = _encode(np.delete(values, i, axis=1), [radix[x] for x in other])
                    ok &= np.isin(other_key, previous[other].key)
                if ok.any():
                    current[combo] = _Level(values[ok], t[ok], s[ok], keys[ok])
        if not current:
            break
        levels.append(current)
    return levels


def find_slices(
    codes,
    domains,
    successes,
    totals,
    *,
    max_level: int = 3,
    min_size: int = 50,
    k: int = 20,
    scoring: str = "gap",
    alpha: float = 0.95,
    higher_is_worse: bool = True,
    level: float = 0.95,
    rank_by: str = "bound",
) -> SliceTable:
    """The ``k`` worst slices of at most ``max_level`` attributes and at least ``min_size``.

    Parameters
    ----------
    codes : (C, A) int
        The joint cells: each cell's value index per attribute, -1 where missing (a cell
        missing an attribute is in no slice on it).
    domains : sequence of int (A,)
        Each attribute's number of values.
    successes, totals : (C,) int
        Each cell's counts: the rate is ``successes / totals`` (errors of examples for
        SliceLine's error rate).
    max_level, min_size, k : int
        At most ``max_level`` attributes per slice (1..:data:`MAX_LEVEL`), at least
        ``min_size`` in ``totals`` (>= 1), the ``k`` best (SliceLine: with ties).
    scoring : {"gap", "sliceline"}
    alpha : float in (0, 1]
        SliceLine's weight of the error against the size.
    higher_is_worse : bool
        For ``gap``: a higher rate is worse (an error rate), else lower (a recall).
    level : float
        The intervals' confidence level.
    rank_by : {"bound", "gap"}
        For ``gap``: rank by the end of the gap's interval nearest no harm (the default: a
        small slice with a large gap by chance does not outrank a large one that is surely
        worse), or by the gap itself.

    Returns
    -------
    SliceTable
    """
    codes = np.asarray(codes)
    if codes.ndim != 2:
        raise ValueError(f"codes: expected a (cells, attributes) array, got shape {codes.shape}")
    domains = [int(d) for d in domains]
    if len(domains) != codes.shape[1]:
        raise ValueError(f"domains: expected {codes.shape[1]}, got {len(domains)}")
    if scoring not in SCORINGS:
        raise ValueError(f"scoring: expected one of {', '.join(SCORINGS)}, got {scoring!r}")
    if not 1 <= max_level <= MAX_LEVEL:
        raise ValueError(f"max_level: expected 1 to {MAX_LEVEL}, got {max_level}")
    if min_size < 1:
        raise ValueError(f"min_size: expected 1 or more, got {min_size}")
    if k < 1:
        raise ValueError(f"k: expected 1 or more, got {k}")
    if rank_by not in RANKINGS:
        raise ValueError(f"rank_by: expected one of {', '.join(RANKINGS)}, got {rank_by!r}")
    if not 0 < alpha <= 1:
        raise ValueError(f"alpha: expected a number in (0, 1], got {alpha}")
    check_work(len(codes), domains, max_level)
    totals = np.asarray(totals, dtype=np.float64)
    successes = np.asarray(successes, dtype=np.float64)
    n_all, e_all = float(totals.sum()), float(successes.sum())
    mean = e_all / n_all if n_all else math.nan

    levels = _enumerate(codes, domains, totals, successes, max_level, min_size)
    found = _Found(levels, domains)
    if not found.n:
        return _empty(mean)
    with np.errstate(divide="ignore", invalid="ignore"):
        rate = found.successes / found.totals
    if scoring == "sliceline":
        return _sliceline(found, rate, n_all, mean, alpha, k)
    return _gap(found, rate, n_all, e_all, mean, k, higher_is_worse, level, rank_by)


class _Found:
    """Every slice the search kept, combination by combination, in flat arrays."""

    def __init__(self, levels: list[dict], domains: list[int]):
        self.domains = domains
        self.combos = [(c, v) for lv in levels for c, v in lv.items()]
        lengths = [len(v.totals) for _, v in self.combos]
        self.offsets = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64)
        self.index = {c: j for j, (c, _) in enumerate(self.combos)}
        self.n = int(self.offsets[-1])
        self.totals = np.concatenate([v.totals for _, v in self.combos]) if self.n else np.zeros(0)
        self.successes = (
            np.concatenate([v.successes for _, v in self.combos]) if self.n else np.zeros(0)
        )

    def slice(self, i: int) -> tuple[tuple, tuple]:
        """The ``i``-th slice's attributes and values."""
        j = int(np.searchsorted(self.offsets, i, side="right")) - 1
        combo, level = self.combos[j]
        return combo, tuple(int(v) for v in level.values[i - self.offsets[j]])

    def parents(self, j: int):
        """For combination ``j`` (two attributes or more), per parent (one attribute
        dropped), the flat index of each of its slices' parent."""
        combo, level = self.combos[j]
        for i in range(len(combo)):
            other = combo[:i] + combo[i + 1 :]
            o = self.index[other]
            key = _encode(np.delete(level.values, i, axis=1), [self.domains[a] + 1 for a in other])
            yield self.offsets[o] + np.searchsorted(self.combos[o][1].key, key)


def _empty(mean: float) -> SliceTable:
    z = np.zeros(0)
    return SliceTable(
        [],
        [],
        z.astype(np.int64),
        z.astype(np.int64),
        z,
        z,
        z,
        z,
        z,
        z,
        z,
        z,
        z.astype(np.int64),
        0,
        mean,
    )


def _sliceline(found: _Found, rate, n_all, mean, alpha, k) -> SliceTable:
    size, succ = found.totals, found.successes
    with np.errstate(divide="ignore", invalid="ignore"):
        score = alpha * (rate / mean - 1) - (1 - alpha) * (n_all / size - 1)
    score = np.nan_to_num(score, nan=-np.inf)
    valid = np.flatnonzero((score > 0) & (succ > 0))
    if not len(valid):
        return _empty(mean)
    # The top k with ties (every slice scoring at least the k-th best), best first, ties in
    # the order of their one-hot rows as SliceLine sorts them (0 before 1, column by column).
    kth = np.sort(score[valid])[::-1][min(k, len(valid)) - 1]
    top = valid[score[valid] >= kth]
    chosen = [found.slice(int(i)) for i in top]
    offsets = np.concatenate([[0], np.cumsum(found.domains)])
    width = int(offsets[-1])
    onehot = np.zeros((len(top), width), dtype=np.int8)
    for row, (attrs, values) in enumerate(chosen):
        for a, v in zip(attrs, values):
            onehot[row, offsets[a] + v] = 1
    order = np.lexsort(tuple(onehot[:, j] for j in range(width - 1, -1, -1)) + (-score[top],))
    nan = np.full(len(top), np.nan)
    return SliceTable(
        [chosen[i][0] for i in order],
        [chosen[i][1] for i in order],
        size[top[order]].astype(np.int64),
        succ[top[order]].astype(np.int64),
        rate[top[order]],
        score[top[order]],
        nan,
        nan,
        nan,
        nan,
        nan,
        nan,
        np.zeros(len(top), np.int64),
        found.n,
        mean,
    )


def _gap(found: _Found, rate, n_all, e_all, mean, k, higher_is_worse, level, rank_by):
    size, succ = found.totals, found.successes
    rest_n, rest_s = n_all - size, e_all - succ
    with np.errstate(divide="ignore", invalid="ignore"):
        rest = rest_s / rest_n
    d = newcombe_interval(succ, size, rest_s, rest_n, level)
    p = two_proportion_p_value(succ, size, rest_s, rest_n)
    q = q_values(p)
    harm = d.estimate if higher_is_worse else -d.estimate
    harm = np.where(np.isfinite(harm), harm, -np.inf)
    # The end of the interval nearest no harm: how much worse the slice surely is.
    sure = d.lower if higher_is_worse else -d.upper
    sure = np.where(np.isfinite(sure), sure, -np.inf)
    score = sure if rank_by == "bound" else harm
    # A slice no worse than one of its parents is folded under the worst such parent.
    folded = np.zeros(found.n, np.int64)
    redundant = np.zeros(found.n, dtype=bool)
    for j, (combo, _) in enumerate(found.combos):
        if len(combo) < 2:
            continue
        here = slice(found.offsets[j], found.offsets[j + 1])
        worst = None
        for parent in found.parents(j):
            worst = parent if worst is None else np.where(harm[parent] > harm[worst], parent, worst)
        assert worst is not None
        no_worse = harm[here] <= harm[worst]
        redundant[here] = no_worse
        folded += np.bincount(worst[no_worse], minlength=found.n)
    # Listed: the slices worse than the rest (the family of the q-values stays every slice).
    shown = np.flatnonzero(~redundant & np.isfinite(harm) & (harm > 0))
    order = shown[np.lexsort((np.arange(len(shown)), -score[shown]))][:k]
    chosen = [found.slice(int(i)) for i in order]
    return SliceTable(
        [a for a, _ in chosen],
        [v for _, v in chosen],
        size[order].astype(np.int64),
        succ[order].astype(np.int64),
        rate[order],
        score[order],
        rest[order],
        d.estimate[order],
        d.lower[order],
        d.upper[order],
        p[order],
        q[order],
        folded[order],
        found.n,
        mean,
        float(np.nanmin(q)) if np.isfinite(q).any() else math.nan,
    )
