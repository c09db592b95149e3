"""A report kind's options: name, type, default, bounds and help, declared once.

The declaration is the single source of the route's query parameters, the ``tb-fairness
export`` flags, the keywords of :meth:`tb_fairness.Logdir` reports and the frontend's controls
(served by the ``kinds`` route). Every value is checked against its bounds before any
computation, and a bad one raises :class:`OptionError` naming the option.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Callable

from tb_fairness.metrics.associations import DEFAULT_FDR
from tb_fairness.metrics.intervals import DEFAULT_LEVEL
from tb_fairness.metrics.power import DEFAULT_MIN_GAP, DEFAULT_POWER

# The largest whole number any option takes: far above any real count or resample number,
# and far below what makes a computation unbounded or a JSON encoder fail.
MAX_INT = 10**9
# Bootstrap resamples: the work of a request grows with them (resamples x households), so
# their bound is a real one: 10,000 gives intervals whose ends move by well under 1% between
# seeds, in seconds on the largest reports.
MAX_RESAMPLES = 10_000
# The longest text option (an identity, a class name): far above any real name.
MAX_STR_CHARS = 10_000

# What an option can change: the report view (its view routes and tables), compare (the
# rows the `diff` route judges: their bias, intervals and verdicts), and the headline
# numbers (trends, the runs table, compare's headline cards).
USES = ("view", "compare", "headline")


class OptionError(ValueError):
    """An option value of the wrong type or out of its bounds; the message names it
    (``name: ...``), and so does ``name``."""

    def __init__(self, message: str):
        super().__init__(message)
        self.name = message.split(":", 1)[0]


@dataclass(frozen=True)
class Option:
    """One option of a report kind's tables.

    ``type`` is ``"float"``, ``"int"``, ``"str"`` or ``"choice"`` (one of ``choices``).
    A number lies in [``minimum``, ``maximum``], or in the open interval at an end whose
    ``*_open`` is set. ``default`` None means the option is resolved from the report
    (e.g. ``min_count`` from the writer's, identity ``a`` from the report's first).
    """

    name: str
    type: str
    default: Any
    help: str
    minimum: float | None = None
    maximum: float | None = None
    minimum_open: bool = False
    maximum_open: bool = False
    choices: tuple[str, ...] = ()
    # The control's label in plain words ("Min count"); the frontend shows ``name``, ``help``
    # and the bounds in its tooltip. Empty: the name with spaces.
    title: str = ""
    # What changing it changes (:data:`USES`); Compare, Trends and the runs table show only
    # the options that change what they show. "headline" only where the kind's headline
    # function reads it (tests/test_option_used_by.py checks every declaration).
    used_by: tuple[str, ...] = USES
    # The options it is only taken with (a pair of groups: both or neither); a control sends
    # it once they are set too.
    requires: tuple[str, ...] = ()
    # Choices only some tables take: (choice, (table, ...)) pairs; the kind refuses them
    # elsewhere, and the tab's pickers leave them out except for those tables.
    table_only: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def __post_init__(self):
        if not self.used_by or not set(self.used_by) <= set(USES):
            raise ValueError(
                f"{self.name}: used_by: expected some of {', '.join(USES)}, got {self.used_by!r}"
            )

    @property
    def label(self) -> str:
        """The plain label of the option's control: ``title``, else the name with spaces."""
        return self.title or self.name.replace("_", " ")

    @property
    def flag(self) -> str:
        """The command-line flag: ``--min-count`` for ``min_count``."""
        return "--" + self.name.replace("_", "-")

    def describe(self) -> dict:
        """The declaration as JSON (as the ``kinds`` route serves it)."""
        return {
            "name": self.name,
            "type": self.type,
            "default": self.default,
            "help": self.help,
            "minimum": self.minimum,
            "maximum": self.maximum,
            "minimum_open": self.minimum_open,
            "maximum_open": self.maximum_open,
            "choices": list(self.choices) or None,
            "title": self.label,
            "used_by": list(self.used_by),
            "requires": list(self.requires),
            "table_only": {choice: list(tables) for choice, tables in self.table_only},
        }

    def check_table(self, value: Any, table: str | None) -> None:
        """Refuses (OptionError) a choice that only other tables take (``table`` None: the
        view, the headline and compare, which read no table)."""
        for choice, tables in self.table_only:
            if value == choice and table not in tables:
                others = [c for c in self.choices if c not in dict(self.table_only)]
                raise OptionError(
                    f"{self.name}: {choice} is for table={' or table='.join(tables)}; "
                    f"elsewhere it is one of {', '.join(others)}"
                )

    def bounds_text(self) -> str:
        if self.type == "choice":
            return "one of " + ", ".join(self.choices)
        if self.maximum == MAX_INT:  # a guard, not a bound anyone chooses: left unsaid
            return replace(self, maximum=None).bounds_text()
        if self.minimum is None and self.maximum is None:
            return "a number" if self.type in ("float", "int") else "a string"
        what = "a whole number" if self.type == "int" else "a number"
        lo = (
            ""
            if self.minimum is None
            else ("(" if self.minimum_open else "[") + f"{self.minimum:g}"
        )
        hi = (
            ""
            if self.maximum is None
            else f"{self.maximum:g}" + (")" if self.maximum_open else "]")
        )
        if lo and hi:
            return f"{what} in {lo}, {hi}"
        return (
            f"{what} {'>' if self.minimum_open else '>='} {self.minimum:g}"
            if lo
            else f"{what} {'<' if self.maximum_open else '<='} {self.maximum:g}"
        )

    def check(self, value: Any) -> Any:
        """``value`` (a Python value, or the text of a URL or a flag) as this option's type,
        within its bounds; None stays None (the default applies)."""
        if value is None or (isinstance(value, str) and value == "" and self.type != "str"):
            return None
        if self.type == "str":
            if not isinstance(value, str):
                raise OptionError(f"{self.name}: expected a string, got {value!r}")
            if len(value) > MAX_STR_CHARS:
                raise OptionError(
                    f"{self.name}: expected at most {MAX_STR_CHARS:,} characters, "
                    f"got {len(value):,}"
                )
            return value
        if self.type == "choice":
            if value not in self.choices:
                raise OptionError(f"{self.name}: expected {self.bounds_text()}, got {value!r}")
            return value
        number = self._number(value)
        if self.minimum is not None and not (
            number > self.minimum if self.minimum_open else number >= self.minimum
        ):
            raise OptionError(f"{self.name}: expected {self.bounds_text()}, got {value!r}")
        if self.maximum is not None and not (
            number < self.maximum if self.maximum_open else number <= self.maximum
        ):
            raise OptionError(f"{self.name}: expected {self.bounds_text()}, got {value!r}")
        return number

    def _number(self, value):
        if isinstance(value, bool):  # a bool is an int to Python, never a number here
            raise OptionError(f"{self.name}: expected {self.bounds_text()}, got {value!r}")
        if self.type == "int":
            if isinstance(value, str):
                try:
                    value = int(value.strip())
                except ValueError:
                    raise OptionError(
                        f"{self.name}: expected {self.bounds_text()}, got {value!r}"
                    ) from None
            elif isinstance(value, float) and value.is_integer():
                value = int(value)
            elif not isinstance(value, int) and not hasattr(value, "__index__"):
                raise OptionError(f"{self.name}: expected {self.bounds_text()}, got {value!r}")
            number = int(value)
            if abs(number) > MAX_INT:
                raise OptionError(
                    f"{self.name}: expected {self.bounds_text()} "
                    f"(at most {MAX_INT:g}), got {value!r}"
                )
            return number
        try:
            number = float(value)
        except (TypeError, ValueError, OverflowError):
            raise OptionError(
                f"{self.name}: expected {self.bounds_text()}, got {value!r}"
            ) from None
        if not math.isfinite(number):
            raise OptionError(f"{self.name}: expected a finite number, got {value!r}")
        return number


# Options every kind's tables take.
LEVEL = Option(
    "level",
    "float",
    DEFAULT_LEVEL,
    "confidence level of every interval",
    minimum=0.5,
    maximum=1,
    maximum_open=True,
    title="Confidence level",
)
FDR = Option(
    "fdr",
    "float",
    DEFAULT_FDR,
    "false discovery rate of the Benjamini-Hochberg marks (the significant column)",
    minimum=0,
    maximum=1,
    minimum_open=True,
    maximum_open=True,
    title="FDR",
    used_by=("view", "compare"),  # marks and verdicts; no headline reads it
)
COMMON = (LEVEL, FDR)

# The options of the kinds whose tables test a group against the rest or another group
# (tb_fairness.metrics.power): each test's minimum detectable effect, and which tests are
# underpowered.
POWER = Option(
    "power",
    "float",
    DEFAULT_POWER,
    "the power the minimum detectable effect (mde) of each test is computed at",
    minimum=0,
    maximum=1,
    minimum_open=True,
    maximum_open=True,
    title="Power",
    used_by=("view",),
)
MIN_GAP = Option(
    "min_gap",
    "float",
    DEFAULT_MIN_GAP,
    "the smallest gap that matters: a test that is not significant while its minimum "
    "detectable effect is larger is underpowered (too few examples to see such a gap)",
    minimum=0,
    maximum=1,
    title="Smallest gap that matters",
    used_by=("view",),
)
POWER_OPTIONS = (POWER, MIN_GAP)


def number_text(value: float) -> str:
    """A number as an option's text that reads back as exactly it (a report's threshold:
    ``0.1``, never ``0.1000000000000000055``; ``0``, not ``0.0``)."""
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def parse(options: Sequence[Option], get: Callable[[str], Any | None]) -> dict[str, Any]:
    """Every option, read by name with ``get`` (a request's args, parsed flags, keywords),
    checked, and defaulted; None where the default is resolved from the report."""
    values = {}
    for option in options:
        value = option.check(get(option.name))
        values[option.name] = option.default if value is None else value
    return values


def merged(*groups: Iterable[Option]) -> tuple[Option, ...]:
    """The options of several groups, each name once (the first declaration wins)."""
    out, seen = [], set()
    for group in groups:
        for option in group:
            if option.name not in seen:
                seen.add(option.name)
                out.append(option)
    return tuple(out)
