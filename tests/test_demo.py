"""The demo writes reports for two models over several steps, readable by the export."""

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.slow  # trains two small Keras models: about 45 s
def test_demo_writes_reports_for_two_models(tmp_path):
    logdir = str(tmp_path / "logs")
    subprocess.run(
        [
            sys.executable,
            os.path.join(ROOT, "demo", "run_demo.py"),
            "--no-serve",
            "--logdir",
            logdir,
            "--examples",
            "3000",
            "--labels",
            "400",
            "--epochs",
            "3",
        ],
        check=True,
        capture_output=True,
    )
    assert sorted(os.listdir(logdir)) == ["keras_mlp", "numpy_logreg"]
    for run in ("keras_mlp", "numpy_logreg"):
        out = subprocess.run(
            [
                sys.executable,
                "-m",
                "tb_fairness.cli",
                "export",
                "--logdir",
                logdir,
                "--run",
                run,
                "--tag",
                "associations/predicted_gender",
                "--pair",
                "man,woman",
                "--format",
                "json",
                "--step",
                "2",
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        table = json.loads(out.stdout)
        assert table["step"] == 2 and table["n"] == 900  # the validation split
        assert any(row["gap"] is not None for row in table["rows"])
        out = subprocess.run(
            [
                sys.executable,
                "-m",
                "tb_fairness.cli",
                "export",
                "--logdir",
                logdir,
                "--run",
                run,
                "--tag",
                "skew/occupation",
                "--format",
                "json",
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        skew = json.loads(out.stdout)
        assert skew["step"] == 2 and len(skew["rows"]) == 20  # one row per occupation
        out = subprocess.run(
            [
                sys.executable,
                "-m",
                "tb_fairness.cli",
                "export",
                "--logdir",
                logdir,
                "--run",
                run,
                "--tag",
                "groups/occupation",
                "--grouping",
                "gender & skin_tone",
                "--format",
                "json",
                "--min-count",
                "1",
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        groups = json.loads(out.stdout)
        assert groups["grouping"] == ["gender", "skin_tone"]
        assert len(groups["rows"]) == 20 * 2 * 3  # occupations x genders x skin buckets
    # Every report kind, for both models, over the epochs.
    from helpers import get_json, plugin_client

    tags = get_json(plugin_client(logdir), "/data/plugin/fairness/tags")["runs"]
    for run in ("keras_mlp", "numpy_logreg"):
        kinds = {info["kind"] for info in tags[run].values()}
        assert kinds == {
            "label_associations",
            "skew_size",
            "group_metrics",
            "detection_recall",
            "harmful_label_association",
            "geodiversity",
            "retrieval_precision",
        }
        assert all(info["max_step"] == 2 for info in tags[run].values())
