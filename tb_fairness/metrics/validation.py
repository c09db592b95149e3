"""Argument checks shared by the counts of every metric family and by the writers.

The counts dataclasses (``AssociationCounts``, ``GroupCounts``, ``SkewCounts``,
``DetectionCounts``, ...), the counting functions and the writers check their inputs with
these, one function per kind of check, so the same mistake gets the same message
everywhere: a ``TypeError`` (wrong type) or ``ValueError`` (right type, wrong value) whose
message starts with the argument's name, then says what was expected and what was given
(a repr cut to :data:`REPR_LIMIT` characters). Nothing is coerced silently: a string is
never a sequence of names, a number given as a string is not a number, a boolean is not a
number. Pure numpy.

Names (labels, identities, classes, groups, attribute values, households) are text:

* a ``str`` (never bytes, a number or None where a name is expected);
* valid Unicode: no lone surrogates (U+D800..U+DFFF), which cannot be written as UTF-8;
* no control characters (Unicode category Cc: U+0000..U+001F and U+007F..U+009F) except
  tab, line feed and carriage return, which real labels hold (``'a,"quoted"\\nname'``).
  NUL in particular is refused: numpy's fixed-width strings drop trailing NULs, so
  ``"a"`` and ``"a\\x00"`` would silently become one group.

Two names that are different strings are therefore never merged into one group, and a
column of ids or values mixing integers and strings (``1`` and ``"1"``, which would both
be named ``"1"``) is refused (:func:`check_one_kind`).
"""

from __future__ import annotations

import math
import numbers
import os
import re
import threading
from collections.abc import Iterable, Mapping

import numpy as np

__all__ = [
    "MAX_GROUPS",
    "MAX_REPORT_CELLS",
    "REPR_LIMIT",
    "as_value_array",
    "check_choice",
    "check_count_array",
    "check_group_space",
    "check_increasing",
    "check_int",
    "check_mapping",
    "check_name_values",
    "check_names",
    "check_number_array",
    "check_one_kind",
    "check_same_kind",
    "check_real",
    "check_sequence",
    "check_step",
    "check_text",
    "check_value_column",
    "check_report_cells",
    "check_wall_time",
    "remember_checked_names",
    "shown",
]

#: Longest repr of a given value quoted in an error message.
REPR_LIMIT = 80

#: Most groups one report may hold: the sum over groupings of the product of their
#: attributes' sizes (``groupings="all"`` over 16 binary attributes would be 43 million).
#: Larger group spaces are refused before anything is allocated.
MAX_GROUPS = 100_000

#: Most count cells one report may hold, summed over its arrays (2**25: 256 MiB as int64).
#: Writers refuse to count more, and readers to inflate more, before allocating anything:
#: a report's size bounds the memory and the work of every request that reads it. The
#: environment variable TB_FAIRNESS_MAX_REPORT_CELLS changes it (for writer and reader).
MAX_REPORT_CELLS = int(os.environ.get("TB_FAIRNESS_MAX_REPORT_CELLS", 1 << 25))

#: Characters a name may not hold: lone surrogates and control characters but tab, LF, CR.
_BAD_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
_BAD_ASCII = bytes([*range(0, 9), 11, 12, *range(14, 32), 127])  # the same, within ASCII

_STEP_LIMIT = 2**63


def shown(value) -> str:
    """A repr of ``value`` for an error message, cut to :data:`REPR_LIMIT` characters.

    >>> shown("x" * 100)[-6:]
    "xx...'"
    """
    try:
        text = repr(value)
    except Exception:  # a hostile __repr__
        text = f"<{type(value).__name__}>"
    if len(text) > REPR_LIMIT:
        text = text[: REPR_LIMIT - 4] + "..." + text[-1]
    return text


def _given(value) -> str:
    """``type value`` for an error message (the type tells 1 from "1")."""
    return f"{type(value).__name__} {shown(value)}"


def _bad_char(text: str, name: str, what: str) -> ValueError:
    match = _BAD_TEXT.search(text)
    assert match is not None
    return ValueError(
        f"{name}: expected {what} without control characters or lone surrogates, got "
        f"{shown(text)} (U+{ord(match.group()):04X} at index {match.start()})"
    )


def check_text(value, name: str, *, allow_none: bool = False, empty: bool = True):
    """``value`` as a str of valid text (see the module docstring), or None if allowed.

    >>> check_text("accuracy by group", "description")
    'accuracy by group'
    """
    if value is None and allow_none:
        return None
    if not isinstance(value, str):
        raise TypeError(f"{name}: expected a string, got {_given(value)}")
    if not empty and not value:
        raise ValueError(f"{name}: expected a non-empty string, got ''")
    if _BAD_TEXT.search(value):
        raise _bad_char(value, name, "text")
    return value


def check_name_values(names: Iterable, name: str) -> None:
    """Check that every name (distinct names found in the data, say) is valid text.

    One regex pass over the names joined; only a bad name costs a loop to find it.

    >>> check_name_values(["a", "b\\nc"], "groups")
    """
    names = names if isinstance(names, (list, tuple)) else list(names)
    if not names:
        return
    try:
        joined = "".join(names)
    except TypeError:
        joined = None
    if joined is not None:
        if joined.isascii():  # bytes.translate deletes bad bytes 4x faster than the regex
            raw = joined.encode("ascii")
            if len(raw.translate(None, _BAD_ASCII)) == len(raw):
                return
        elif not _BAD_TEXT.search(joined):
            return
    for item in names:
        if not isinstance(item, str):
            raise TypeError(f"{name}: expected strings, got {_given(item)}")
        if _BAD_TEXT.search(item):
            raise _bad_char(item, name, "names")


def check_sequence(value, name: str, what: str = "a sequence") -> None:
    """Refuse what is not a sequence of items: None, a str or bytes (a string is not a
    sequence of names), a mapping, a scalar, a 0-d array."""
    if (
        value is None
        or isinstance(value, (str, bytes, Mapping))
        or not hasattr(value, "__iter__")
        or (isinstance(value, np.ndarray) and value.ndim == 0)
    ):
        raise TypeError(f"{name}: expected {what}, got {_given(value)}")


def check_mapping(value, name: str, what: str = "a mapping", *, allow_none: bool = False):
    """``value`` if it is a mapping (or None when allowed); a list of pairs is not one.

    >>> check_mapping({"age": [18, 30]}, "attribute_values")
    {'age': [18, 30]}
    """
    if value is None and allow_none:
        return None
    if not isinstance(value, Mapping):
        raise TypeError(f"{name}: expected {what}, got {_given(value)}")
    return value


def check_names(value, name) -> tuple:
    """``value`` (an iterable of names: classes, groups, labels) as a tuple of distinct str.

    Raises TypeError for a value that is not a sequence (a single string included: it is
    not a sequence of one-letter names) and for an item that is not a string, and
    ValueError for a name that is not valid text or is repeated, naming the argument
    ``name``.

    Examples
    --------
    >>> check_names(["cat", "dog"], "class_names")
    ('cat', 'dog')
    """
    if type(value) is tuple and _CHECKED.get(id(value)) is value:
        return value  # this very tuple passed already (its items are immutable str)
    check_sequence(value, name, "a sequence of names (strings)")
    names = tuple(value.tolist() if isinstance(value, np.ndarray) else value)
    if not set(map(type, names)) <= {str}:  # a C-speed pass; the loop only names the culprit
        for item in names:
            if not isinstance(item, str):
                raise TypeError(f"{name}: expected strings, got {_given(item)}")
    check_name_values(names, name)
    if len(set(names)) != len(names):
        seen, dup = set(), None
        for item in names:
            if item in seen:
                dup = item
                break
            seen.add(item)
        raise ValueError(f"{name}: expected unique names, {shown(dup)} appears more than once")
    remember_checked_names(names)
    return names


# The last few name tuples that passed check_names, by id, each held so that its id cannot
# be reused: counts rebuilt per batch or per merge (AssociationCounts, GroupCounts...) pass
# the same vocabulary tuple again, and checking 200,000 names again costs 0.1 s each time.
_CHECKED: dict[int, tuple] = {}
_CHECKED_SIZE = 32
_CHECKED_LOCK = threading.Lock()


def remember_checked_names(names: tuple) -> None:
    """Record that ``names`` (a tuple of distinct, valid names) needs no further check.

    For vocabularies built from names already checked one by one (an accumulator that
    grows its labels as batches bring new ones); :func:`check_names` records what it
    checks itself.
    """
    with _CHECKED_LOCK:
        _CHECKED.pop(id(names), None)
        _CHECKED[id(names)] = names
        while len(_CHECKED) > _CHECKED_SIZE:
            del _CHECKED[next(iter(_CHECKED))]


def check_one_kind(values: Iterable, name: str) -> str:
    """``"str"`` or ``"number"``: the one kind of the (non-missing) values.

    Ids and values are named by their ``str``, so a column mixing strings and numbers
    (``1`` and ``"1"``) could put two different values in one group: refused. Booleans
    count as numbers.

    >>> check_one_kind([1, 2], "household_ids")
    'number'
    """
    kinds = set()
    for t in set(map(type, values)):
        if issubclass(t, str):
            kinds.add("str")
        elif issubclass(t, (numbers.Number, np.number, np.bool_)) and not issubclass(
            t, (complex, np.complexfloating)
        ):
            kinds.add("number")
        else:
            bad = next(v for v in values if type(v) is t)
            raise TypeError(f"{name}: expected strings or numbers, got {_given(bad)}")
    if len(kinds) > 1:
        raise TypeError(
            f"{name}: expected values of one kind, got both strings and numbers "
            "(1 and '1' would be one value)"
        )
    return kinds.pop() if kinds else "str"


def check_value_column(arr: np.ndarray, name: str) -> np.ndarray:
    """Check the values of a column that become names (ids, group values, class names).

    An object array must hold values of one kind (:func:`check_one_kind`: strings, or
    numbers, never both), and its strings, like those of a unicode array, must be valid
    text (see the module docstring). Returns ``arr``. Vectorised for unicode arrays; one
    C-speed pass over the strings for object arrays.

    >>> check_value_column(np.asarray(["a", "b"]), "groups").tolist()
    ['a', 'b']
    """
    if arr.dtype == object:
        items = arr.ravel().tolist()
        present = [v for v in items if not (v is None or (isinstance(v, float) and v != v))]
        if check_one_kind(present, name) == "str":
            check_name_values(present, name)
    elif arr.dtype.kind == "U" and arr.size:
        code = np.ascontiguousarray(arr).view(np.uint32)
        bad = (
            ((code > 0) & (code < 32) & (code != 9) & (code != 10) & (code != 13))
            | ((code >= 0x7F) & (code <= 0x9F))
            | ((code >= 0xD800) & (code <= 0xDFFF))
        )
        if bad.any():
            width = arr.dtype.itemsize // 4
            raise _bad_char(str(arr.ravel()[int(np.flatnonzero(bad)[0]) // width]), name, "names")
    elif arr.dtype.kind == "S":
        raise TypeError(f"{name}: expected str, got bytes (dtype {arr.dtype}); decode them first")
    return arr


def check_same_kind(columns: dict) -> str:
    """The one kind (``"str"`` or ``"number"``) of several columns named by their argument.

    Columns compared with one another by their ``str`` (query and database attributes,
    true and predicted labels) must hold one kind of value across all of them: 1 in one
    and "1" in the other would match. Names the last column that differs.

    >>> check_same_kind({"true_labels": np.asarray(["a"]), "predicted_labels": ["b"]})
    'str'
    """
    first = None
    for name, column in columns.items():
        arr = np.asarray(column)
        if arr.dtype == object:
            kind = check_one_kind(
                [
                    v
                    for v in arr.ravel().tolist()
                    if not (v is None or (isinstance(v, float) and v != v))
                ],
                name,
            )
        else:
            kind = "str" if arr.dtype.kind in "UST" else "number"
        if first is None:
            first = (name, kind)
        elif kind != first[1]:
            raise TypeError(
                f"{name}: expected the same kind of values as {first[0]} "
                f"({'names' if first[1] == 'str' else 'numbers'}), got "
                f"{'names' if kind == 'str' else 'numbers'}"
            )
    return "str" if first is None else first[1]


def as_value_array(values, name: str) -> np.ndarray:
    """``np.asarray(values)`` for values that become names, checked before numpy sees them.

    A list or tuple is checked item by item first (:func:`check_value_column` on an object
    array), since ``np.asarray`` would already have turned ``[1, "1"]`` into two equal
    strings and dropped the NUL of ``"a\0"``. Ragged nested lists are a ValueError naming
    the argument.

    >>> as_value_array(["a", "b"], "groups").tolist()
    ['a', 'b']
    """
    if isinstance(values, (list, tuple)):
        items: list = []
        for v in values:  # rows of a 2-D input are checked as one column
            if isinstance(v, (list, tuple)):
                items.extend(v)
            else:
                items.append(v)
        column = np.fromiter(items, dtype=object, count=len(items))
        check_value_column(column, name)
        if any(v is None or (isinstance(v, float) and v != v) for v in items):
            # Kept as objects: np.asarray would turn None and NaN among strings into the
            # names "None" and "nan", and the callers could no longer see them missing.
            try:
                return np.array(values, dtype=object)
            except ValueError as err:  # ragged nested lists
                raise ValueError(f"{name}: expected a regular array of values ({err})") from None
    try:
        return np.asarray(values)
    except ValueError as err:  # ragged nested lists
        raise ValueError(f"{name}: expected a regular array of values ({err})") from None


def check_step(step) -> int:
    """``step`` as an int in [0, 2**63) (an event's step is a signed 64-bit integer).

    >>> check_step(3)
    3
    """
    if isinstance(step, (bool, np.bool_)) or not isinstance(step, numbers.Integral):
        raise TypeError(f"step: expected an integer, got {_given(step)}")
    step = int(step)
    if not 0 <= step < _STEP_LIMIT:
        raise ValueError(f"step: expected an integer in [0, 2**63), got {shown(step)}")
    return step


def check_real(
    value,
    name: str,
    *,
    low: float = -math.inf,
    high: float = math.inf,
    low_open: bool = False,
    high_open: bool = False,
    allow_none: bool = False,
):
    """``value`` as a finite float in the range given (bounds open or closed), or None.

    Refuses a bool, a string (``"0.5"`` is not a number), NaN and infinities.

    >>> check_real(0.5, "threshold", low=0, high=1, low_open=True)
    0.5
    """
    if value is None and allow_none:
        return None
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Real):
        raise TypeError(f"{name}: expected a real number, got {_given(value)}")
    try:
        out = float(value)
    except OverflowError:  # an int beyond float range: as out of range as infinity
        out = math.inf
    if not math.isfinite(out):
        raise ValueError(f"{name}: expected a finite number, got {shown(value)}")
    if out < low or out > high or (low_open and out == low) or (high_open and out == high):
        interval = f"{'(' if low_open else '['}{low:g}, {high:g}{')' if high_open else ']'}"
        raise ValueError(f"{name}: expected a number in {interval}, got {shown(value)}")
    return out


def check_int(
    value,
    name: str,
    *,
    low: int | None = None,
    high: int | None = None,
    allow_none: bool = False,
    what: str | None = None,
):
    """``value`` as an int in [low, high] (bools refused), or None if allowed.

    >>> check_int(10, "min_count", low=0)
    10
    """
    if what is None:
        lo = "-inf" if low is None else str(low)
        hi = "inf" if high is None else f"{high:,}"
        what = f"an integer in [{lo}, {hi}]"
    if value is None and allow_none:
        return None
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Integral):
        raise TypeError(f"{name}: expected {what}, got {_given(value)}")
    out = int(value)
    if (low is not None and out < low) or (high is not None and out > high):
        raise ValueError(f"{name}: expected {what}, got {shown(value)}")
    return out


def check_wall_time(wall_time):
    """``wall_time`` (seconds since the epoch) as a finite float >= 0, or None (now).

    TensorBoard's fast loader drops an event whose wall time is not finite, so a report
    written with NaN would never appear.

    >>> check_wall_time(1.5)
    1.5
    """
    return check_real(wall_time, "wall_time", low=0.0, allow_none=True)


def check_flag(value, name: str) -> bool:
    """A switch: True or False (numpy's bool too), nothing else (TypeError naming it)."""
    if not isinstance(value, (bool, np.bool_)):
        raise TypeError(f"{name}: expected True or False, got {shown(value)}")
    return bool(value)


def check_choice(value, name: str, choices: tuple):
    """``value``, one of ``choices`` (compared with ==, types checked first).

    >>> check_choice("error", "missing", ("unknown", "error"))
    'error'
    """
    kinds = {type(c) for c in choices}
    if type(value) not in kinds or value not in choices:
        raise ValueError(f"{name}: expected {' or '.join(map(repr, choices))}, got {_given(value)}")
    return value


def check_number_array(
    value,
    name: str,
    *,
    ndim: int | tuple | None = None,
    low: float = -math.inf,
    high: float = math.inf,
    allow_nan: bool = False,
    what: str = "numbers",
) -> np.ndarray:
    """``value`` as a float64 array of real numbers in [low, high] (NaN only if allowed).

    Refuses strings (``"0.5"``), booleans, objects and complex numbers rather than
    converting them, and a scalar or a string where an array is expected.

    >>> check_number_array([0.25, 1], "ious", ndim=1, low=0, high=1).tolist()
    [0.25, 1.0]
    """
    if value is None or isinstance(value, (str, bytes, Mapping)) or not hasattr(value, "__len__"):
        if not isinstance(value, np.ndarray) or value.ndim == 0:
            raise TypeError(f"{name}: expected an array of numbers, got {_given(value)}")
    try:
        arr = np.asarray(value)
    except (ValueError, TypeError) as err:  # ragged nested lists
        raise ValueError(f"{name}: expected a regular array of numbers ({err})") from None
    if arr.dtype == object:
        # Python ints and floats mixed in a list, or worse: each item must be a real number.
        for item in arr.ravel().tolist():
            if isinstance(item, (bool, np.bool_)) or not isinstance(item, numbers.Real):
                raise TypeError(f"{name}: expected real numbers, got {_given(item)}")
        try:
            arr = arr.astype(np.float64)
        except OverflowError:
            raise ValueError(f"{name}: expected numbers that fit in a float64") from None
    if arr.dtype.kind not in "iuf":
        what = {"b": "booleans", "U": "strings", "S": "bytes", "c": "complex numbers"}.get(
            arr.dtype.kind, f"dtype {arr.dtype}"
        )
        raise TypeError(f"{name}: expected real numbers, got {what} ({shown(value)})")
    if ndim is not None:
        allowed = (ndim,) if isinstance(ndim, int) else ndim
        if arr.ndim not in allowed:
            raise ValueError(
                f"{name}: expected a {' or '.join(f'{d}-D' for d in allowed)} array, "
                f"got shape {arr.shape}"
            )
    arr = arr.astype(np.float64, copy=False)
    if arr.size:
        bad = np.isnan(arr)
        if bad.any() and not allow_nan:
            index = np.unravel_index(int(np.flatnonzero(bad)[0]), arr.shape)
            at = int(index[0]) if len(index) == 1 else tuple(int(i) for i in index)
            raise ValueError(f"{name}: found NaN at index {at}; expected {what}")
        finite = arr[~bad] if bad.any() else arr
        if finite.size and (finite.min() < low or finite.max() > high):
            where = (finite < low) | (finite > high)
            raise ValueError(
                f"{name}: expected {what} in [{low:g}, {high:g}], got {float(finite[where][0])!r}"
            )
    return arr


def check_increasing(
    values,
    name: str,
    *,
    low: float = -math.inf,
    high: float = math.inf,
    low_open: bool = False,
    high_open: bool = False,
    scalar: bool = False,
    integer: bool = False,
    what: str = "increasing values (each larger than the last)",
) -> tuple:
    """``values`` as a non-empty, strictly increasing tuple of finite numbers in a range.

    Thresholds and cutoffs: each item is checked as by :func:`check_real` (or
    :func:`check_int` with ``integer``), so a bool, a string or NaN is refused; with
    ``scalar`` a single number stands for a one-item tuple.

    >>> check_increasing([0, 0.5], "thresholds", low=0, high=1)
    (0.0, 0.5)
    """
    if (
        scalar
        and isinstance(values, (numbers.Real, np.number))
        and not isinstance(values, (bool, np.bool_))
    ):
        values = (values,)
    if isinstance(values, np.ndarray) and values.ndim == 1:
        values = values.tolist()
    check_sequence(values, name, "a sequence of numbers")
    items = list(values)
    if not items:
        raise ValueError(f"{name}: expected at least one value, got {shown(values)}")
    if len(items) > 10_000:
        raise ValueError(f"{name}: expected at most 10,000 values, got {len(items):,}")
    out = tuple(
        _item(v, i, name, low, high, low_open, high_open, integer) for i, v in enumerate(items)
    )
    if any(b <= a for a, b in zip(out, out[1:])):
        raise ValueError(f"{name}: expected {what}, got {shown(list(out))}")
    return out


def _item(value, index, name, low, high, low_open, high_open, integer):
    """One item of a sequence of numbers, checked; the error names the item's index."""
    try:
        if integer:
            if isinstance(value, float) and value.is_integer():  # 5.0 is 5 ("5" and True not)
                value = int(value)
            low_i = None if low == -math.inf else math.ceil(low) + (low_open and low == int(low))
            high_i = (
                None if high == math.inf else math.floor(high) - (high_open and high == int(high))
            )
            return check_int(value, name, low=low_i, high=high_i)
        if isinstance(value, float) or isinstance(value, np.floating):
            if not math.isfinite(value):
                raise ValueError(f"{name}: expected finite numbers, got {shown(value)}")
        return check_real(value, name, low=low, high=high, low_open=low_open, high_open=high_open)
    except (TypeError, ValueError) as err:
        raise type(err)(f"{err} (item {index})") from None


def check_report_cells(shapes, name: str) -> int:
    """The count cells of arrays of ``shapes`` (tuples of whole dimensions), refused
    (ValueError naming ``name``) beyond :data:`MAX_REPORT_CELLS`, before they exist.

    >>> check_report_cells([(3, 4), (3, 4, 5)], "counts")
    72
    """
    total = 0
    for shape in shapes:
        cells = 1
        for d in shape:
            if isinstance(d, bool) or not isinstance(d, (int, np.integer)) or d < 0:
                raise ValueError(f"{name}: shape {shape!r} has a dimension that is not >= 0")
            cells *= int(d)
        total += cells
    if total > MAX_REPORT_CELLS:
        dims = " + ".join(" x ".join(f"{int(d):,}" for d in s) for s in shapes)
        raise ValueError(
            f"{name}: {dims} = {total:,} count cells, over the {MAX_REPORT_CELLS:,} one report "
            "may hold (TB_FAIRNESS_MAX_REPORT_CELLS); count fewer labels, groups or thresholds"
        )
    return total


def check_group_space(sizes: dict, name: str = "groupings", limit: int = MAX_GROUPS) -> int:
    """Refuse a group space with more than ``limit`` groups, before it is allocated.

    ``sizes`` maps each grouping (a tuple of attribute names) to the sizes of its
    attributes; a grouping has the product of them as groups. Returns the total.

    >>> check_group_space({("a",): [2], ("a", "b"): [2, 3]})
    8
    """
    total = 0
    for grouping, parts in sizes.items():
        groups = 1
        for size in parts:
            groups *= int(size)
        total += groups
        if total > limit:
            raise ValueError(
                f"{name}: the groups would number at least {total:,} (grouping "
                f"{shown(grouping)} alone: {groups:,}), expected at most {limit:,}; "
                "count fewer or smaller intersections, or bucket the values"
            )
    return total


def check_count_array(value, name, shape):
    """``value`` as an int64 array of whole counts >= 0 of shape ``shape``.

    Raises ValueError, naming the argument ``name``, for another shape, a fractional or
    non-finite count, or a negative one.

    Examples
    --------
    >>> check_count_array([[1.0, 2.0]], "n", (1, 2)).tolist()
    [[1, 2]]
    """
    arr = np.asarray(value)
    if arr.shape != shape:
        raise ValueError(f"{name}: expected shape {shape}, got {arr.shape}")
    if arr.size and not np.issubdtype(arr.dtype, np.integer):
        if not np.all(np.isfinite(arr)) or np.any(arr != np.round(arr)):
            raise ValueError(f"{name}: expected whole counts")
    arr = arr.astype(np.int64)
    if arr.size and arr.min() < 0:
        raise ValueError(f"{name}: expected counts >= 0")
    return arr
