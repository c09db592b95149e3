"""The report options of the ``tb-fairness`` commands: each kind's declared options as
flags, their shorthands (--pair, --one-vs-rest, --disparity, --class), and the options a
command line gives, read by name as the routes read their query."""

from __future__ import annotations

import argparse

from tb_fairness import kinds


class UsageError(Exception):
    """Bad arguments or data the user asked for that is not there (exit status 2)."""


def declared_options() -> dict[str, list[tuple]]:
    """Every option name any kind declares, with (kind, option) pairs declaring it."""
    out: dict[str, list[tuple]] = {}
    for kind in kinds.KINDS:
        for option in kind.options:
            out.setdefault(option.name, []).append((kind, option))
    return out


def _help(declared: list[tuple]) -> str:
    """One help text for an option name: shared by every kind, or per kind."""
    texts: dict[str, list[str]] = {}
    for kind, option in declared:
        text = option.help
        if option.choices:
            text += f" ({', '.join(option.choices)})"
        if option.default is not None:
            text += f" (default {option.default})"
        texts.setdefault(text, []).append(kind.name)
    if len(texts) == 1 and len(declared) == len(kinds.KINDS):
        return next(iter(texts))
    return "; ".join(f"{', '.join(names)}: {text}" for text, names in texts.items())


def _pair(value: str, flag: str, what: str) -> tuple:
    parts = value.split(",")
    if len(parts) != 2 or not all(parts):
        raise UsageError(f"{flag}: expected two {what} names as A,B, got {value!r}")
    return parts[0], parts[1]


def given_options(args) -> dict[str, str]:
    """The report options given on the command line, by option name, with the shorthand
    flags (--pair, --one-vs-rest, --disparity, --class) spelled out."""
    given = {
        name: getattr(args, name) for name in declared_options() if getattr(args, name) is not None
    }
    if args.pair is not None and args.one_vs_rest is not None:
        raise UsageError("--one-vs-rest: give --pair A,B or --one-vs-rest A, not both")
    if args.pair is not None:
        given["a"], given["b"] = _pair(args.pair, "--pair", "identity")
    if args.one_vs_rest is not None:
        given["a"] = args.one_vs_rest
    if args.disparity is not None:
        given["table"] = "disparity"
        # Twice (--disparity G1 --disparity G2: any group name, commas included), or once
        # as G1,G2.
        if len(args.disparity) == 2:
            given["a"], given["b"] = args.disparity
        elif len(args.disparity) == 1:
            given["a"], given["b"] = _pair(args.disparity[0], "--disparity", "group")
        else:
            raise UsageError(
                f"--disparity: expected two groups (given twice, or once as G1,G2), got "
                f"{len(args.disparity)}"
            )
    if args.class_name is not None:
        given.setdefault("table", "class")
    return given


def getter(kind, given: dict[str, str]):
    """Reads the given options by name; a flag the kind does not read is an error (every
    kind reads ``table``: one with a single table checks its name)."""
    names = {o.name for o in kind.options} | {"table"}
    for name in given:
        if name not in names:
            raise UsageError(f"--{name.replace('_', '-')}: not an option of {kind.name} reports")
    return given.get


def as_flag(err: ValueError) -> str:
    """The message, naming the flag where it names an option: ``--min-count: ...``."""
    text = str(err)
    name = text.split(":", 1)[0]
    if name in declared_options():
        return "--" + name.replace("_", "-") + text[len(name) :]
    return text


def add_report_options(parser: argparse.ArgumentParser) -> None:
    """The kinds' declared options as flags, and their shorthands."""
    opts = parser.add_argument_group(
        "report options (each kind declares its own; the names are the table route's)"
    )
    for name, declared in declared_options().items():
        flags = [declared[0][1].flag]
        if name == "class_name":
            flags.append("--class")
        opts.add_argument(
            *flags, dest=name, default=None, metavar=name.upper(), help=_help(declared)
        )
    short = parser.add_argument_group("shorthands")
    short.add_argument("--pair", metavar="A,B", help="identities A and B: --a A --b B")
    short.add_argument("--one-vs-rest", metavar="A", help="identity A and the rest: --a A")
    short.add_argument(
        "--disparity",
        metavar="G",
        action="append",
        help="classes by the gap of two groups: --disparity G1 --disparity G2 (any group "
        "names), or --disparity G1,G2; = --table disparity --a G1 --b G2",
    )
