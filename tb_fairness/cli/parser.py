"""The ``tb-fairness`` command line: its commands, their flags and the kinds' options."""

from __future__ import annotations

import argparse

from tb_fairness.cli.options import add_report_options


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tb-fairness",
        description="Export the tables the Fairness tab shows, and check that a model's bias "
        "did not worsen.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    exp = commands.add_parser(
        "export",
        help="print a report's table as CSV or JSON",
        description="Print the table the Fairness tab shows for one report (or a diff of two, "
        "the headline numbers over steps, or every run of a tag), as CSV or JSON.",
    )
    exp.add_argument("--logdir", required=True, help="TensorBoard log directory")
    exp.add_argument(
        "--run",
        help="run name, as TensorBoard lists it (required but with "
        "--trend, which defaults to every run, and --runs)",
    )
    exp.add_argument("--tag", required=True)
    exp.add_argument("--step", type=int, default=None, help="default: the latest step")
    exp.add_argument("--format", choices=["csv", "json"], default="csv")
    cmp = exp.add_argument_group("comparisons (every kind)")
    cmp.add_argument("--vs-run", metavar="B", help="diff against run B's report (same tag)")
    cmp.add_argument(
        "--vs-step",
        metavar="S",
        type=int,
        help="diff against step S (of --vs-run, or of the same run)",
    )
    cmp.add_argument(
        "--key",
        metavar="K",
        help="with --vs-run/--vs-step: for whom row K (a label, a class) changed, its "
        "groups in A and in B",
    )
    cmp.add_argument("--trend", action="store_true", help="the headline numbers per run and step")
    cmp.add_argument(
        "--runs",
        action="store_true",
        help="every run of --tag at --step (default: each run's latest): the bias and "
        "performance headlines with intervals, the Pareto front of the two, and the "
        "hyperparameters logged with TensorBoard's HParams plugin",
    )
    add_report_options(exp)

    chk = commands.add_parser(
        "check",
        help="exit 1 if the bias worsened from one report to another",
        description="Compare report B (--vs-run, --vs-step) against report A (--run, --step) "
        "as the Fairness tab's Compare does, print the rows and headline numbers whose bias "
        "worsened beyond its uncertainty (false discovery rate --fdr over the rows), and exit "
        "1 if any did, 0 if none did, 2 on bad arguments: a gate for CI and training "
        "pipelines.",
    )
    chk.add_argument("--logdir", required=True, help="TensorBoard log directory")
    chk.add_argument("--run", required=True, help="report A's run (the baseline)")
    chk.add_argument("--tag", required=True)
    chk.add_argument("--step", type=int, default=None, help="report A's step (default: latest)")
    chk.add_argument("--vs-run", metavar="B", help="report B's run (default: --run)")
    chk.add_argument("--vs-step", metavar="S", type=int, help="report B's step (default: latest)")
    chk.add_argument(
        "--format",
        choices=["text", "csv", "json"],
        default="text",
        help="text: a summary; csv, json: the worsened rows as export --vs-run prints them",
    )
    chk.add_argument(
        "--max-slice-gap",
        metavar="X",
        type=float,
        help="also exit 1 if report B has a slice of at least --min-size people whose gap "
        "to the rest is, beyond its interval, worse than X (a fraction: 0.05 for 5 points; "
        "a report written with slices=True; --max-level, --min-size, --class-name apply)",
    )
    chk.add_argument(
        "--slice-metric",
        default="error_rate",
        choices=["error_rate", "recall", "tnr"],
        help="the rate --max-slice-gap judges slices by (default error_rate: people "
        "predicted as neither of their classes); --metric stays Compare's",
    )
    add_report_options(chk)

    trd = commands.add_parser(
        "trend",
        help="the headline numbers over steps, and the step where a bias appeared",
        description="Print the headline numbers of --tag per run and step, as the Fairness "
        "tab's Trends draws them. With --first-worse, print per run and number the first "
        "step at which it is significantly worse than at its best earlier step (the change's "
        "interval, Bonferroni over every pair of steps), and exit 1 if a bias number has "
        "one, 0 if none has, 2 on bad arguments.",
    )
    trd.add_argument("--logdir", required=True, help="TensorBoard log directory")
    trd.add_argument("--tag", required=True)
    trd.add_argument(
        "--run", action="append", help="a run to show (repeat for more; default: every run)"
    )
    trd.add_argument(
        "--key",
        metavar="K",
        help="one row (a label, a class): its value per group over the steps, "
        "run,step,group,n,value,lower,upper (with --first-worse: its bias's first worse step)",
    )
    trd.add_argument(
        "--slice",
        metavar="S",
        help="one slice ('attr=value & attr=value', as the slices table writes it): its "
        "rate and gap to the rest over the steps, run,step,size,value,lower,upper,rest,gap,"
        "gap_lower,gap_upper (with --first-worse: its gap's first worse step)",
    )
    trd.add_argument(
        "--first-worse",
        action="store_true",
        help="the first step each number got significantly worse, per run",
    )
    trd.add_argument(
        "--format",
        choices=["text", "csv", "json"],
        default=None,
        help="default: csv for the numbers, text for --first-worse",
    )
    add_report_options(trd)
    return parser
