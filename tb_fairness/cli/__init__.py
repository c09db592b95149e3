"""The ``tb-fairness`` command: export the tables the Fairness tab shows, and check that
a model's bias did not worsen.

It reads the logdir through TensorBoard's own loader and the same read layer as the tab's
routes, and writes with the same serializer as the ``table`` route, so an export is the
route's CSV or JSON byte for byte. Its report flags are the kinds' declared options.

Commands: export.py, check.py, trend.py; the command line: parser.py (the kinds' options:
options.py); reading the logdir: reading.py.
"""

from __future__ import annotations

import os
import sys
import types

from tb_fairness.cli.check import check
from tb_fairness.cli.export import export
from tb_fairness.cli.options import UsageError
from tb_fairness.cli.parser import build_parser
from tb_fairness.cli.trend import trend

__all__ = ["main"]


def _without_tensorflow(logdir: str) -> None:
    """Reads a local logdir with TensorBoard's TF stub even where TensorFlow is installed:
    importing TensorFlow costs the command seconds and hundreds of MB, and the stub reads
    event files alike. A URL (gs://, s3://, ...) keeps TensorFlow's file systems. This is
    TensorBoard's own switch (its `no_tensorflow` build adds `tensorboard.compat.notf`), and
    takes effect only before TensorBoard first resolves `tensorboard.compat.tf`."""
    if "://" in logdir or "tensorflow" in sys.modules:
        return
    sys.modules.setdefault("tensorboard.compat.notf", types.ModuleType("tensorboard.compat.notf"))


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if argv is None:  # the command itself, not a caller in its own process
        _without_tensorflow(args.logdir)
    try:
        if args.command == "check":
            return 0 if check(args, sys.stdout) else 1
        if args.command == "trend":
            if args.format is None:
                args.format = "text" if args.first_worse else "csv"
            if args.format == "text" and not args.first_worse:
                raise UsageError("--format: text is for --first-worse; the numbers are csv or json")
            return 0 if trend(args, sys.stdout) else 1
        export(args, sys.stdout)
        sys.stdout.flush()
    except UsageError as err:
        print(f"tb-fairness: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, and keep Python's exit-time flush
        # from raising again on the closed pipe.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0
