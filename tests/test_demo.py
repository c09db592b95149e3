"""The demo trains on real data (UCI Adult, COMPAS) with the Keras and Lightning callbacks and
writes reports over several steps, readable by the export, the reader and the routes."""

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REAL_TAGS = {
    "adult/groups/income": "group_metrics",
    "adult/skew/income": "skew_size",
    "adult/binary/income": "binary_classification",
    "adult/skew/occupation": "skew_size",
    "adult/groups/occupation": "group_metrics",
    "adult/associations/sex": "label_associations",
    "compas/groups/recidivism": "group_metrics",
    "compas/skew/recidivism": "skew_size",
}
SYNTHETIC_TAGS = {
    "synthetic/detection/people": "detection_recall",
    "synthetic/harmful/labels": "harmful_label_association",
    "synthetic/geodiversity/households": "geodiversity",
    "synthetic/retrieval/gender": "retrieval_precision",
}


@pytest.mark.slow  # imports TensorFlow, torch and Lightning, trains 8 small models: about 60 s
def test_demo_writes_reports_for_both_frameworks(demo_logs):
    logdir, run = demo_logs
    # TensorFlow's start-up lines (absl's, oneDNN's) are kept out of the demo's output.
    for noise in ("absl::InitializeLog", "oneDNN custom operations", "LeafSpec"):
        assert noise not in run.stderr, noise
    assert sorted(os.listdir(logdir)) == [
        "compas_score",
        "keras_mlp",
        "lightning_mlp",
        "synthetic_vision_a",
        "synthetic_vision_b",
    ]
    import tb_fairness

    logs = tb_fairness.Logdir(logdir)
    for run in ("keras_mlp", "lightning_mlp"):
        assert logs.tags(run) == REAL_TAGS
    assert logs.tags("synthetic_vision_a") == SYNTHETIC_TAGS
    # Keras: step = the optimizer's updates (2,000 rows in batches of 256: 8 per epoch).
    assert logs.steps("keras_mlp", "adult/groups/income") == [8, 16]
    # Lightning: the step its loggers log the validation at (the epoch's last update
    # counted after its validation): both runs on one x-axis.
    assert logs.steps("lightning_mlp", "adult/groups/income") == [7, 15]
    # Adult's income gap is in the data, whatever the model: far fewer women earn >50K.
    cells = logs.report("keras_mlp", "adult/groups/income").table(grouping="sex")
    n = {(row["class"], row["group"]): row["n"] for _, row in cells.iterrows()}
    women = n[(">50K", "sex=Female")] / (n[(">50K", "sex=Female")] + n[("<=50K", "sex=Female")])
    men = n[(">50K", "sex=Male")] / (n[(">50K", "sex=Male")] + n[("<=50K", "sex=Male")])
    assert women < 0.6 * men
    # The scored report of the same model: its positives per group are the >50K people.
    tpr = logs.report("keras_mlp", "adult/binary/income").table(
        metric="tpr", grouping="sex", threshold=0.5
    )
    assert {row["group"]: row["n"] for _, row in tpr.iterrows()} == {
        g: n[(">50K", g)] for g in ("sex=Female", "sex=Male")
    }
    # The export reads the real reports too.
    for run in ("keras_mlp", "lightning_mlp"):
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
                "adult/skew/occupation",
                "--format",
                "json",
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        skew = json.loads(out.stdout)
        assert len(skew["rows"]) >= 10  # one row per occupation seen among the 2,000
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
                "compas/groups/recidivism",
                "--grouping",
                "race & sex",
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
        assert groups["grouping"] == ["race", "sex"]
        assert len(groups["rows"]) == 2 * 6 * 2  # classes x races x sexes
    # Every report kind, over the steps, through the plugin's routes.
    from helpers import get_json, plugin_client

    tags = get_json(plugin_client(logdir), "/data/plugin/fairness/tags")["runs"]
    kinds = {info["kind"] for run in tags.values() for info in run.values()}
    assert kinds == set(REAL_TAGS.values()) | set(SYNTHETIC_TAGS.values())
    # One x-axis: Keras' last update and Lightning's (its validation one update before).
    assert {t: info["max_step"] for t, info in tags["keras_mlp"].items()} == {
        t: info["max_step"] + 1 for t, info in tags["lightning_mlp"].items()
    }
    assert all(info["max_step"] == 1 for info in tags["synthetic_vision_b"].values())
