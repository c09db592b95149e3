"""`tb-fairness export` prints the table the route serves, value for value."""

import csv
import io
import json
import subprocess
import sys

import numpy as np
import pytest
from helpers import SENT, get_json, plugin_client, run_export, sent

import tb_fairness

COLUMNS = [
    "label",
    "count",
    "count_a",
    "count_b",
    "value_a",
    "value_b",
    "gap",
    "lower",
    "upper",
    "p_value",
    "significant",
    "insufficient",
    "mde",
    "more_examples",
]
NAMES = ["man", "woman", "bike", 'a,"quoted"\nlabel', "<img src=x onerror=alert(1)>", "never"]


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("logs")
    rng = np.random.default_rng(0)
    with tb_fairness.FileWriter(str(root / "m")) as w:
        for step in (1, 2):
            scores = rng.random((300, len(NAMES)))
            scores[:, -1] = 0
            scores[:, 3] *= scores[:, 0] > 0.5
            w.label_associations(
                "assoc", step, scores, label_names=NAMES, threshold=0.5, identities=["man", "woman"]
            )
    return str(root)


def route_table(logdir, query):
    return get_json(plugin_client(logdir), "/data/plugin/fairness/label_associations?" + query)


@pytest.mark.parametrize("metric", ["npmi_xy", "pmi", "dp", "tau_b"])
@pytest.mark.parametrize("pair", [("man", "woman"), ("woman", None)])
def test_csv_equals_route(logdir, capsys, metric, pair):
    a, b = pair
    args = ["--logdir", logdir, "--run", "m", "--tag", "assoc", "--metric", metric]
    args += ["--pair", f"{a},{b}"] if b else ["--one-vs-rest", a]
    code, out, _ = run_export(capsys, *args, "--step", "1")
    assert code == 0
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == COLUMNS
    table = route_table(logdir, f"run=m&tag=assoc&step=1&metric={metric}&a={a}&b={b or ''}")
    want = list(zip(*(table["columns"][c] for c in COLUMNS)))
    assert len(rows) - 1 == len(want)
    for got, expected in zip(rows[1:], want):
        assert got[0] == expected[0]
        for cell, value in zip(got[1:], expected[1:]):
            if isinstance(value, bool):
                assert cell == str(value)
            elif value is None:
                assert cell == ""
            else:  # the route's columns: 7 significant digits
                assert float(cell) == pytest.approx(value, rel=SENT)


def test_json_export_has_nulls_and_latest_step(logdir, capsys):
    code, out, _ = run_export(
        capsys,
        "--logdir",
        logdir,
        "--run",
        "m",
        "--tag",
        "assoc",
        "--pair",
        "man,woman",
        "--format",
        "json",
    )
    assert code == 0
    doc = json.loads(out)
    assert doc["step"] == 2 and doc["columns"] == COLUMNS
    never = [r for r in doc["rows"] if r["label"] == "never"][0]
    assert never["gap"] is None and never["count"] == 0
    table = route_table(logdir, "run=m&tag=assoc&a=man&b=woman")
    assert [sent(r["gap"]) for r in doc["rows"]] == table["columns"]["gap"]
    assert doc["rows"][-1]["label"] == "never"  # undefined sorts last


@pytest.mark.parametrize(
    "args,message",
    [
        (
            ["--run", "nope", "--tag", "assoc", "--pair", "man,woman"],
            "no fairness report for run 'nope'",
        ),
        (["--run", "m", "--tag", "assoc", "--pair", "man"], "--pair: expected two identity names"),
        (
            ["--run", "m", "--tag", "assoc", "--pair", "a,b", "--one-vs-rest", "a"],
            "give --pair A,B or --one-vs-rest A",
        ),
        (
            ["--run", "m", "--tag", "assoc", "--mev", "3"],
            "--mev: not an option of label_associations reports",
        ),
        (
            ["--run", "m", "--tag", "assoc", "--level", "1"],
            "--level: expected a number in [0.5, 1)",
        ),
        (
            ["--run", "m", "--tag", "assoc", "--one-vs-rest", "martian"],
            "a: expected one of the report's identities",
        ),
        (
            ["--run", "m", "--tag", "assoc", "--step", "9", "--one-vs-rest", "man"],
            "step: 9 not found",
        ),
    ],
)
def test_errors_exit_2_with_a_message(logdir, capsys, args, message):
    code, out, err = run_export(capsys, "--logdir", logdir, *args)
    assert code == 2 and out == ""
    assert message in err


@pytest.mark.parametrize("command", ["export", "check", "trend"])
def test_a_logdir_that_is_no_folder_is_a_usage_error(tmp_path, capsys, command):
    from tb_fairness import cli

    afile = tmp_path / "events.txt"
    afile.write_text("not a folder")
    extra = {"export": ["--run", "r"], "check": ["--run", "r", "--vs-run", "s"], "trend": []}
    for logdir, message in (
        (str(tmp_path / "nope"), "does not exist"),
        (str(afile), "is not a directory"),
    ):
        code = cli.main([command, "--logdir", logdir, "--tag", "t", *extra[command]])
        err = capsys.readouterr().err
        assert code == 2 and f"--logdir: {logdir!r} {message}" in err, (command, err)


def test_installed_command(logdir):
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "tb_fairness.cli",
            "export",
            "--logdir",
            logdir,
            "--run",
            "m",
            "--tag",
            "assoc",
            "--pair",
            "man,woman",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.splitlines()[0] == ",".join(COLUMNS)


def test_command_reads_without_tensorflow(logdir, capsys):
    """The command reads a local logdir with TensorBoard's TF stub (no seconds-long
    TensorFlow import), and prints what the in-process reader prints with TensorFlow."""
    args = ["export", "--logdir", logdir, "--run", "m", "--tag", "assoc", "--pair", "man,woman"]
    script = (
        "import sys\n"
        "from tb_fairness import cli\n"
        f"sys.argv = ['tb-fairness', *{args!r}]\n"
        "code = cli.main()\n"
        "assert 'tensorflow' not in sys.modules, 'TensorFlow was imported'\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    code, out, _ = run_export(capsys, *args[1:])
    assert code == 0 and done.stdout == out


def test_closed_pipe_exits_quietly(tmp_path):
    """`tb-fairness export ... | head -1`: no traceback when the reader goes away."""
    rng = np.random.default_rng(1)
    names = ["man", "woman"] + [f"label_{i}" for i in range(5000)]
    with tb_fairness.FileWriter(str(tmp_path / "m")) as w:
        w.label_associations(
            "assoc",
            0,
            rng.random((200, len(names))) < 0.3,
            label_names=names,
            identities=["man", "woman"],
        )
    proc = subprocess.Popen(
        [sys.executable, "-m", "tb_fairness.cli", "export", "--logdir", str(tmp_path)]
        + ["--run", "m", "--tag", "assoc", "--pair", "man,woman"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    # Closed before the command writes (it is still starting): its first write meets it.
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
    assert proc.returncode == 1
