"""The sums of every small combination of attributes at once, from a few dense cubes.

The worst-slice search (:mod:`tb_fairness.metrics.slices`) needs, for each combination of
two or three attributes, the totals and successes of each of its value tuples. Summed from
the joint cells one combination at a time, that reads every cell C(12, 2) + C(12, 3) = 286
times for 12 attributes. Here the cells are summed once per *block* of up to
:data:`BLOCK_ATTRIBUTES` attributes into a dense cube of the block's value tuples (only
when the cube is smaller than the cells), and each combination inside a block is the cube
summed over its other axes: 21 passes over the cells for those 286 combinations.

The sums equal those of one combination at a time: the same integers (packed into one
float64 each as the search packs them, every sum under 2**53) added in another order.
"""

from __future__ import annotations

import math

import numpy as np

#: Totals and successes travel as one float64 per cell, ``totals * 2**26 + successes``
#: (exact while the population is under 2**26): one bincount a combination, not two.
PACK = float(1 << 26)
#: The most attributes one cube holds: C(6, 3) + C(6, 2) = 35 combinations a pass.
BLOCK_ATTRIBUTES = 6
#: The most value tuples one cube holds (32 MiB of float64).
MAX_CUBE = 1 << 22
#: Above this many attributes the blocks are not sought (the greedy cover costs the
#: combinations times the attributes); each combination is summed alone.
MAX_ATTRIBUTES = 24
#: Fewer cells than this: summing each combination alone costs less than a cube.
MIN_CELLS = 1 << 15


def occupied(sums: list, names: np.ndarray | None = None):
    """``(keys, totals, successes)`` of the keys with a count, from the sums per key
    (``sums``: the packed counts, or totals and successes apart); ``names``: the key of each
    position, when the positions are not the keys themselves."""
    there = np.flatnonzero(sums[0])
    keys = there if names is None else names[there]
    if len(sums) == 2:
        return keys, sums[0][there], sums[1][there]
    w = sums[0][there]
    t = np.floor(w / PACK)
    return keys, t, w - t * PACK


def _tuples(radix, attributes) -> int:
    return math.prod(radix[a] for a in attributes)


def cover(combos: list[tuple], radix: list[int], cap: int) -> list[tuple]:
    """Blocks of at most :data:`BLOCK_ATTRIBUTES` attributes and ``cap`` value tuples
    holding every combination of ``combos`` (sorted tuples of attributes) that fits one.

    Greedy: a block starts from the first combination not yet held and takes, one at a
    time, the attribute that completes the most combinations not yet held.
    """
    left = {c for c in combos if _tuples(radix, c) <= cap}
    sizes = sorted({len(c) for c in left})
    blocks = []
    for start in combos:
        if start not in left:
            continue
        block, size = set(start), _tuples(radix, start)
        while len(block) < BLOCK_ATTRIBUTES:
            best, gain = None, 0
            for a in range(len(radix)):
                if a in block or size * radix[a] > cap:
                    continue
                # The combinations the attribute would complete: itself with a part of the block.
                g = sum(
                    tuple(sorted((*part, a))) in left
                    for k in sizes
                    for part in _parts(sorted(block), k - 1)
                )
                if g > gain:
                    best, gain = a, g
            if best is None:
                break
            block.add(best)
            size *= radix[best]
        blocks.append(tuple(sorted(block)))
        left -= {c for c in left if set(c) <= block}
    return blocks


def _parts(items: list, k: int):
    """The k-element subsets of ``items``, as tuples in order."""
    if k == 0:
        yield ()
        return
    for i in range(len(items) - k + 1):
        for rest in _parts(items[i + 1 :], k - 1):
            yield (items[i], *rest)


def combination_sums(
    columns: list, radix: list[int], weights: list, combos: list[tuple], min_totals: float = 0
) -> dict:
    """``{combination: (keys, totals, successes)}`` for the combinations of ``combos`` that
    a cube holds, as summing the cells over each alone gives them (its keys: the value
    tuples' codes in the combination's radices, ascending), for the value tuples of at least
    ``min_totals`` (no smaller one can be a slice: what is kept stays bounded by the
    population). Empty when the cells are too few, or the attributes too many, for cubes to
    pay.

    ``columns``: each attribute's value code per cell (a missing value as its domain's
    size); ``radix``: each attribute's number of codes; ``weights``: the packed counts per
    cell, or totals and successes apart.
    """
    cells = len(weights[0])
    if cells < MIN_CELLS or len(radix) > MAX_ATTRIBUTES:
        return {}
    # A cube costs a pass over the cells, then a pass over itself per combination.
    cap = min(MAX_CUBE, cells // 2)
    out: dict[tuple, tuple] = {}
    for block in cover(combos, radix, cap):
        shape = [radix[a] for a in block]
        key = np.zeros(cells, dtype=np.intp)
        for a in block:
            key *= radix[a]
            key += columns[a]
        cubes = [
            np.bincount(key, weights=w, minlength=math.prod(shape)).reshape(shape) for w in weights
        ]
        for combo in combos:
            if combo in out or not set(combo) <= set(block):
                continue
            other = tuple(i for i, a in enumerate(block) if a not in combo)
            keys, t, s = occupied([c.sum(axis=other).reshape(-1) for c in cubes])
            big = t >= min_totals
            out[combo] = keys[big], t[big], s[big]
    return out
