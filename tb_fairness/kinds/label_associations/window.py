"""The ranked-gap table a window at a time, for tables too long to send whole.

Past ``max_rows`` rows (the tab's first request sends 20,000; it then asks for tables of up
to 200,000 rows whole) the view route answers the window of rows the tab shows, sorted,
searched and filtered on the server, with what the tab would otherwise compute from every
row: the gap histogram and count distribution of the rows that match (the whole table's
whiskers' domain and legend's counts are in every answer, window_charts.summary). The
semantics are the tab's (frontend/src/kinds/label_associations/rows.ts, histograms.ts), so
the user cannot tell the two apart: numbers sort with +inf above every finite value and -inf
below, undefined last in both directions, ties in the server's order; labels by UTF-16 code
unit.

The table of a report and options is built once and kept (:data:`MAX_TABLES`, least
recently used out); each column's order is sorted once, in a thread once the table's first
window is made, and turned around for the other direction; the last searches' matches and
the last selections' rows and charts are kept, and the whole table the tab asks for after
its first window is made from it. A search is a regular expression run by RE2
(pyarrow's compute functions): linear in the labels' length, so no pattern can stall the
server, and in C++ over slices of the column on every core.
"""

from __future__ import annotations

import collections
import concurrent.futures
import os
import re
import threading
from typing import Callable

import numpy as np

from tb_fairness.kinds.label_associations.window_charts import count_distribution, gap_histogram
from tb_fairness.kinds.options import MAX_INT, Option, OptionError
from tb_fairness.kinds.table import round_significant

#: The columns a window may be sorted by (the tab's sortable columns).
SORTS = ("label", "count", "count_a", "count_b", "value_a", "value_b", "gap", "bound", "p_value")
# Columns whose infinite values are findings (their states): the rest read them as undefined.
_STATE_COLUMNS = ("value_a", "value_b", "gap")
MAX_LIMIT = 10_000
#: Tables kept (each holds every row's columns, sort keys and orders: a few hundred bytes a
#: label).
MAX_TABLES = 4
# Searches whose matches a table keeps (typing back to a pattern costs nothing).
_SEARCHES = 32
# A pattern without these is plain text (the tab's rows.ts isPlainPattern).
_METACHARACTERS = re.compile(r"[\\^$.|?*+()[\]{}]")
# The options that choose the rows shown (with the sort), and how many such selections a
# table keeps with their charts.
_SELECTION = ("dir", "q", "gap_min", "gap_max", "count_min", "count_max", "significant_only", "k")
_SELECTIONS = 8

OPTIONS = (
    Option(
        "max_rows",
        "int",
        None,
        "past this many rows, answer a window of the table (the tab sends 20,000 first)",
        minimum=1,
        maximum=MAX_INT,
        title="Max rows",
        used_by=("view",),
    ),
    Option(
        "offset",
        "int",
        0,
        "the window's first row",
        minimum=0,
        maximum=MAX_INT,
        title="Offset",
        used_by=("view",),
    ),
    Option(
        "limit",
        "int",
        500,
        "the window's rows",
        minimum=1,
        maximum=MAX_LIMIT,
        title="Limit",
        used_by=("view",),
    ),
    Option(
        "sort",
        "choice",
        None,
        "the column the window is sorted by (default: the ranking's, gap or bound)",
        choices=SORTS,
        title="Sort",
        used_by=("view",),
    ),
    Option(
        "dir",
        "choice",
        "desc",
        "the sort's direction",
        choices=("asc", "desc"),
        title="Direction",
        used_by=("view",),
    ),
    Option(
        "q",
        "str",
        None,
        "a regular expression (RE2 syntax, case-insensitive) the labels match",
        title="Search",
        used_by=("view",),
    ),
    Option(
        "gap_min",
        "float",
        None,
        "rows whose gap is at least this",
        title="Gap min",
        used_by=("view",),
    ),
    Option(
        "gap_max",
        "float",
        None,
        "rows whose gap is at most this",
        title="Gap max",
        used_by=("view",),
    ),
    Option(
        "count_min",
        "float",
        None,
        "rows whose c(y) is at least this",
        title="Count min",
        used_by=("view",),
    ),
    Option(
        "count_max",
        "float",
        None,
        "rows whose c(y) is at most this",
        title="Count max",
        used_by=("view",),
    ),
    Option(
        "significant_only",
        "int",
        0,
        "1: only the significant rows",
        minimum=0,
        maximum=1,
        title="Significant only",
        used_by=("view",),
    ),
    Option(
        "k",
        "int",
        100,
        "K of the count distribution of the top K rows",
        minimum=1,
        maximum=MAX_INT,
        title="Top K",
        used_by=("view",),
    ),
)


def windowed(rows: int, options: dict) -> bool:
    """Whether a table of ``rows`` rows is answered a window at a time."""
    return options.get("max_rows") is not None and rows > options["max_rows"]


# Arrow's string kernels (RE2 among them) run on one core per call: a long column is
# searched in slices, one per core.
_SLICE_ROWS = 100_000
_POOL = concurrent.futures.ThreadPoolExecutor(
    max_workers=min(4, os.cpu_count() or 1), thread_name_prefix="tb_fairness-search"
)


def _sliced(search: Callable, labels) -> np.ndarray:
    """``search(part)`` (a bool per label of an Arrow array) over ``labels``, in slices on
    every core when they are many."""
    parts = min(_POOL._max_workers, max(1, len(labels) // _SLICE_ROWS))
    if parts == 1:
        return search(labels)
    step = -(-len(labels) // parts)
    slices = [labels.slice(i, step) for i in range(0, len(labels), step)]
    return np.concatenate(list(_POOL.map(search, slices)))


def _regex_mask(labels, pattern: str) -> np.ndarray:
    """Which of ``labels`` (an Arrow array) ``pattern`` matches, ignoring case."""
    import pyarrow.compute as pc

    def search(part):
        found = pc.match_substring_regex(part, pattern, ignore_case=True)
        return found.to_numpy(zero_copy_only=False)

    return _sliced(search, labels)


def _text_mask(lowered, text: str) -> np.ndarray:
    """Which of ``lowered`` (lowercased labels) contain ``text`` (lowercased)."""
    import pyarrow.compute as pc

    return _sliced(
        lambda part: pc.match_substring(part, text).to_numpy(zero_copy_only=False), lowered
    )


def _lower(text: str) -> str:
    """``text`` lowercased as the labels are (Arrow's Unicode lowercasing)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    return pc.utf8_lower(pa.scalar(text, pa.large_string())).as_py()


class RankedTable:
    """One view's table kept for its windows: its columns as the view built them, each
    numeric column's sort key once asked (its value as the tab is sent it: rounded, +-inf
    where its state says so, else NaN where undefined, the JSON's null), each sort's order
    once asked, the last searches' matches."""

    def __init__(self, body: dict):
        self._parts = list(body)  # the body's names, in its order (whole())
        self.head = {k: v for k, v in body.items() if k not in ("columns", "states", "rows")}
        self.columns: dict = dict(body["columns"])
        self.columns["label"] = np.asarray(body["columns"]["label"], dtype=object)
        self.columns["row"] = np.arange(body["rows"], dtype=np.int64)
        self.states = {k: np.asarray(v, dtype=object) for k, v in body["states"].items()}
        self.rows = body["rows"]
        self._keys: dict[str, np.ndarray] = {}
        self._orders: dict[tuple[str, str], np.ndarray] = {}
        self._searches: collections.OrderedDict[str, np.ndarray] = collections.OrderedDict()
        # The labels as Arrow text (searches, the label sort) and lowercased (plain-text
        # searches): made by sort_all's thread, or by the first search or sort that needs them,
        # so that a table's first window waits neither for them nor for what making them first
        # imports (pyarrow, ~55 ms; its pandas layer, ~150 ms where pandas is installed).
        self._arrow: dict[str, object] = {}
        self._arrow_lock = threading.Lock()
        self._shown: collections.OrderedDict[tuple, tuple[np.ndarray, dict]] = (
            collections.OrderedDict()
        )
        self._lock = threading.Lock()
        self._sorting = False

    # -- sorting -----------------------------------------------------------------------

    def key(self, name: str) -> np.ndarray:
        """A numeric column's sort key, made when first asked (a first window in the table's
        own order needs the gaps' and the counts' alone)."""
        with self._lock:
            hit = self._keys.get(name)
        if hit is not None:
            return hit
        key = round_significant(np.asarray(self.columns[name], dtype=np.float64))
        if name not in _STATE_COLUMNS:
            key[~np.isfinite(key)] = np.nan
        with self._lock:
            return self._keys.setdefault(name, key)

    def order(self, sort: str, direction: str) -> np.ndarray:
        """Row indices in the tab's order for ``sort`` and ``direction``."""
        with self._lock:
            hit = self._orders.get((sort, direction))
            other = self._orders.get((sort, "asc" if direction == "desc" else "desc"))
        if hit is not None:
            return hit
        if other is not None:  # the other direction, turned around in one pass
            order = _turned(other, None if sort == "label" else self.key(sort))
            with self._lock:
                self._orders[(sort, direction)] = order
            return order
        if sort == "label":
            import pyarrow.compute as pc

            order = pc.array_sort_indices(
                _utf16_ordered(self.labels),
                order="ascending" if direction == "asc" else "descending",
            ).to_numpy()
        else:
            key = self.key(sort)
            # A stable sort keeps ties in the server's order; NaN (undefined) goes last
            # either way, as -NaN is NaN.
            order = np.argsort(key if direction == "asc" else -key, kind="stable")
        order = order.astype(np.int32 if self.rows < 2**31 else np.int64)
        with self._lock:
            self._orders[(sort, direction)] = order
        return order

    def sort_all(self) -> None:
        """Each column's order in the direction a first click on its header asks for (the
        tab's: labels and p-values ascending, the rest descending) and the lowercased labels,
        computed ahead in a thread (numpy and Arrow release the GIL); the other direction
        when asked. The numbers first: importing pyarrow holds the GIL."""
        for sort in SORTS[1:]:
            self.order(sort, "asc" if sort == "p_value" else "desc")
        self._lowered()
        self.order("label", "asc")

    def _sort_ahead(self) -> None:
        """sort_all in a thread, once the table's first window is made: not while it is,
        since the thread holds the GIL at times (importing pyarrow, making Arrow text)."""
        with self._lock:
            if self._sorting:
                return
            self._sorting = True
        threading.Thread(target=self.sort_all, name="tb_fairness-sort", daemon=True).start()

    @property
    def labels(self):
        """The labels as an Arrow ``large_string`` array."""
        with self._arrow_lock:
            if "labels" not in self._arrow:
                import pyarrow as pa  # here: the plugin loads without it until a search

                self._arrow["labels"] = pa.array(self.columns["label"], type=pa.large_string())
            return self._arrow["labels"]

    def _lowered(self):
        """The labels lowercased (Arrow's Unicode lowercasing)."""
        labels = self.labels
        with self._arrow_lock:
            if "lowered" not in self._arrow:
                import pyarrow.compute as pc

                self._arrow["lowered"] = pc.utf8_lower(labels)
            return self._arrow["lowered"]

    # -- searching and filtering ---------------------------------------------------------

    def matches(self, pattern: str) -> np.ndarray:
        """Which labels ``pattern`` matches (case-insensitive, RE2), as a bool per row. Plain
        text (no metacharacter) is looked for in the lowercased labels, and only among the
        matches of a kept plain pattern it contains (typing on narrows)."""
        with self._lock:
            hit = self._searches.get(pattern)
            if hit is not None:
                self._searches.move_to_end(pattern)
                return hit
        import pyarrow as pa
        import pyarrow.compute as pc

        if _METACHARACTERS.search(pattern) is None:
            text = _lower(pattern)
            lowered = self._lowered()
            base = self._narrowest(text)
            if base is None:
                mask = _text_mask(lowered, text)
            else:
                found = pc.match_substring(lowered.take(pa.array(base)), text)
                mask = np.zeros(self.rows, bool)
                mask[base[found.to_numpy(zero_copy_only=False)]] = True
        else:
            try:
                mask = _regex_mask(self.labels, pattern)
            except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as err:
                detail = str(err).removeprefix("Invalid regular expression: ")
                raise OptionError(
                    f"q: RE2, the server's regular expressions, refuses it: {detail}"
                ) from None
        mask = mask.astype(bool, copy=False)
        with self._lock:
            self._searches[pattern] = mask
            while len(self._searches) > _SEARCHES:
                self._searches.popitem(last=False)
        return mask

    def _narrowest(self, text: str) -> np.ndarray | None:
        """The rows of the kept plain pattern with the fewest matches that ``text``
        contains (every label holding ``text`` holds it), or None."""
        with self._lock:
            kept = [
                mask
                for p, mask in self._searches.items()
                if _METACHARACTERS.search(p) is None and _lower(p) in text
            ]
        if not kept:
            return None
        narrowest = min(kept, key=np.count_nonzero)
        # Taking most of the labels costs more than searching them all.
        return np.flatnonzero(narrowest) if narrowest.sum() < self.rows // 8 else None

    def mask(self, options: dict) -> np.ndarray | None:
        """The rows the search and filters keep (None: every row)."""
        keep = None

        def both(m):
            return m if keep is None else keep & m

        if options.get("q"):
            keep = self.matches(options["q"])
        for name in ("gap", "count"):
            lo, hi = options.get(f"{name}_min"), options.get(f"{name}_max")
            if lo is None and hi is None:
                continue
            key = self.key(name)
            with np.errstate(invalid="ignore"):
                m = ~np.isnan(key)
                if lo is not None:
                    m &= key >= lo
                if hi is not None:
                    m &= key <= hi
            keep = both(m)
        if options.get("significant_only"):
            keep = both(np.asarray(self.columns["significant"], dtype=bool))
        return keep

    def shown(self, options: dict) -> tuple[np.ndarray, dict]:
        """The rows the options show, in order, and their charts: kept for the last few
        selections, so that scrolling (a new offset) only slices them."""
        sort = options.get("sort") or ("bound" if self.head["rank_by"] == "bound" else "gap")
        key = (sort, *(options.get(name) for name in _SELECTION))
        with self._lock:
            hit = self._shown.get(key)
            if hit is not None:
                self._shown.move_to_end(key)
                return hit
        order = self.order(sort, options["dir"])
        keep = self.mask(options)
        rows = order if keep is None else order[keep[order]]
        gap = self.key("gap") if keep is None else self.key("gap")[keep]
        charts = {
            "sort": sort,
            "dir": options["dir"],
            "q": options.get("q") or "",
            "k": options["k"],
            "histogram": gap_histogram(gap),
            "count_distribution": count_distribution(self.key("count")[rows], options["k"]),
        }
        with self._lock:
            self._shown[key] = (rows, charts)
            while len(self._shown) > _SELECTIONS:
                self._shown.popitem(last=False)
        return rows, charts

    def whole(self) -> dict:
        """The table as the view built it (``_table``'s body), every row in its order."""
        columns = {name: values for name, values in self.columns.items() if name != "row"}
        built = {**self.head, "rows": self.rows, "columns": columns, "states": dict(self.states)}
        return {name: built[name] for name in self._parts}

    def window(self, options: dict) -> dict:
        """The view's answer for the window ``options`` choose."""
        shown, charts = self.shown(options)
        matched = len(shown)
        offset, limit = options["offset"], options["limit"]
        if offset and offset >= matched:
            raise OptionError(
                f"offset: {offset:,} is past the end: the search and filters keep "
                f"{matched:,} of {self.rows:,} rows"
            )
        rows = shown[offset : offset + limit]
        columns = {name: values[rows] for name, values in self.columns.items()}
        columns["label"] = columns["label"].tolist()
        states = {name: values[rows].tolist() for name, values in self.states.items()}
        self._sort_ahead()
        return {
            **self.head,
            "rows": len(rows),
            "columns": columns,
            "states": states,
            "window": {
                "total": self.rows,
                "matched": matched,
                "offset": offset,
                "limit": limit,
                **charts,
            },
        }


# UTF-8 lead bytes of U+E000-U+FFFF (EE, EF) moved past those of the astral planes (F0-F4)
# to bytes UTF-8 never uses (F5, F6): the bytes then order as UTF-16 code units do.
_UTF16_ORDER = np.arange(256, dtype=np.uint8)
_UTF16_ORDER[[0xEE, 0xEF]] = [0xF5, 0xF6]


def _utf16_ordered(labels):
    """``labels`` (an Arrow large_string array) as binary that sorts as JavaScript compares
    strings, by UTF-16 code unit (the tab's order), where Arrow sorts strings by code point:
    they differ between U+E000-U+FFFF and the astral planes. Lead bytes only change
    (continuation bytes are 80-BF), so each label's order against every other is the tab's."""
    import pyarrow as pa

    _, offsets, data = labels.buffers()
    start = labels.offset
    ends = np.frombuffer(offsets, dtype=np.int64)[start : start + len(labels) + 1]
    raw = np.frombuffer(data, dtype=np.uint8) if data is not None else np.empty(0, np.uint8)
    moved = _UTF16_ORDER[raw[ends[0] : ends[-1]]]
    return pa.LargeBinaryArray.from_buffers(
        pa.large_binary(), len(labels), [None, pa.py_buffer(ends - ends[0]), pa.py_buffer(moved)]
    )


def _turned(order: np.ndarray, key: np.ndarray | None) -> np.ndarray:
    """The order of the other direction from ``order`` (stable: ties by row; undefined,
    NaN keys, last), without sorting: the defined rows reversed, then each run of equal
    keys turned back so its rows stay in their order. ``key`` None: no ties (labels)."""
    if key is None:
        return order[::-1].copy()
    defined = int(np.count_nonzero(~np.isnan(key)))
    rows = order[:defined][::-1]
    keys = key[rows]
    n = rows.size
    out = np.empty_like(order)
    out[defined:] = order[defined:]
    if n == 0:
        return out
    new_run = np.empty(n, bool)
    new_run[0] = True
    np.not_equal(keys[1:], keys[:-1], out=new_run[1:])
    starts = np.flatnonzero(new_run)
    ends = np.append(starts[1:], n)
    run = np.cumsum(new_run) - 1
    position = np.arange(n)
    out[starts[run] + ends[run] - 1 - position] = rows
    return out


# ---------------------------------------------------------------------------------------
# The tables kept


class Tables:
    """The ranked tables of the last :data:`MAX_TABLES` reports and options."""

    def __init__(self, size: int = MAX_TABLES):
        self.size = size
        self._tables: collections.OrderedDict[tuple, tuple[object, RankedTable]] = (
            collections.OrderedDict()
        )
        self._building: dict[tuple, threading.Lock] = {}
        self._lock = threading.Lock()

    def kept(self, counts, key: tuple) -> RankedTable | None:
        """The table of ``counts`` under ``key`` if it is kept, else None (nothing built)."""
        with self._lock:
            hit = self._tables.get((id(counts), *key))
        return hit[1] if hit is not None and hit[0] is counts else None

    def get(self, counts, key: tuple, build: Callable[[], dict]) -> RankedTable:
        """The table of ``counts`` under ``key`` (its options), built by ``build`` once."""
        key = (id(counts), *key)
        with self._lock:
            hit = self._tables.get(key)
            if hit is not None and hit[0] is counts:
                self._tables.move_to_end(key)
                return hit[1]
            gate = self._building.setdefault(key, threading.Lock())
        try:
            with gate:
                with self._lock:
                    hit = self._tables.get(key)
                if hit is not None and hit[0] is counts:
                    return hit[1]
                table = RankedTable(build())
                with self._lock:
                    # The counts are kept with it: an id is unique only while its object lives.
                    self._tables[key] = (counts, table)
                    while len(self._tables) > self.size:
                        self._tables.popitem(last=False)
        finally:
            with self._lock:
                self._building.pop(key, None)
        return table


TABLES = Tables()
