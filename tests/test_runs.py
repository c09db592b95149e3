"""The runs table (issue 24, item 6): every run of a tag with its bias and performance
headlines, the Pareto front of the two and the hyperparameters logged with TensorBoard's
HParams plugin; through the route (both loaders), `tb-fairness export --runs` and
`Logdir.runs_table`, over real event files."""

from __future__ import annotations

import csv
import io
import json
import os

import numpy as np
import pytest
from helpers import get_json, http, plugin_client, run_export, sent, tensorboard_server
from tensorboard.compat.proto import event_pb2
from tensorboard.plugins.hparams import summary_v2 as hp

import tb_fairness
from tb_fairness import kinds
from tb_fairness.kinds import table as tables
from tb_fairness.metrics.pareto import pareto_front
from tb_fairness.read.hparams import session_of
from tb_fairness.summary.event_file import EventFile

ROUTE = "/data/plugin/fairness/"
TAG = "groups"
CLASSES = ["cat", "dog", "fox"]
# Fairness run -> (its steps, the session run holding its hyperparameters, or None).
RUNS = {
    "no_hparams": ((0, 1), None),
    "no_race": ((0, 1), None),  # grouped by sex only
    "sweep_a/model/eval": ((0, 1), "sweep_a"),  # the session two levels up
    "sweep_b/model/eval": ((0, 1), "sweep_b/model"),  # the longer of two parent sessions
    "trial_0/eval": ((0, 1), "trial_0"),
    "trial_1/eval": ((0, 1), "trial_1"),
    "trial_2/eval": ((0,), "trial_2"),  # no step 1
}
SESSIONS = {
    "sweep_a": {"lr": 0.3, "optimizer": "sgd"},
    "sweep_b": {"lr": 0.9, "optimizer": "sgd", "dropout": True},  # shadowed for model/eval
    "sweep_b/model": {"lr": 0.03, "optimizer": "adam", "dropout": False},
    "trial_0": {"lr": 0.1, "optimizer": "adam"},
    "trial_1": {"lr": 0.01, "optimizer": "adam", "layers": 4},
    "trial_2": {"lr": 0.001, "optimizer": "sgd"},
}


def people(rng, quality, n=900):
    classes = rng.choice(CLASSES, n)
    race = rng.choice(["a", "b", "c"], n, p=[0.45, 0.45, 0.1])
    sex = rng.choice(["f", "m"], n)
    p = quality - 0.1 * (race == "c") - 0.05 * (classes == "fox")
    predictions = np.where(rng.random(n) < p, classes, rng.choice(CLASSES, n))
    return classes, predictions, race, sex


def write_hparams(root, session, values, wall_time=1.0):
    f = EventFile(os.path.join(root, session))
    summary = hp.hparams_pb(values, trial_id=session, start_time_secs=wall_time)
    f.add_event(event_pb2.Event(step=0, wall_time=wall_time, summary=summary))
    f.close()


def write_logdir(root):
    rng = np.random.default_rng(0)
    for i, (run, (steps, _)) in enumerate(RUNS.items()):
        with tb_fairness.FileWriter(os.path.join(root, run)) as w:
            for step in steps:
                classes, predictions, race, sex = people(rng, 0.6 + 0.04 * i + 0.02 * step)
                attributes = {"sex": sex} if run == "no_race" else {"race": race, "sex": sex}
                w.group_metrics(
                    TAG,
                    step,
                    classes,
                    predictions,
                    attributes,
                    class_names=CLASSES,
                    groupings=["sex"] if run == "no_race" else ["race", "sex"],
                    min_count=20,
                )
    # Another kind under the same tag: listed as skipped, never mixed in.
    with tb_fairness.FileWriter(os.path.join(root, "zz_skew")) as w:
        classes, predictions, race, _ = people(rng, 0.7)
        w.skew_size(TAG, 0, classes, race, predictions)
    for session, values in SESSIONS.items():
        write_hparams(root, session, values)


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = str(tmp_path_factory.mktemp("runs"))
    write_logdir(root)
    return root


@pytest.fixture(scope="module")
def client(logdir):
    return plugin_client(logdir)


@pytest.fixture(scope="module")
def reader(logdir):
    return tb_fairness.Logdir(logdir)


def dominated(i, points) -> bool:
    """Brute force: another point at least as good on both and better on one."""
    return any(
        all(q >= p for q, p in zip(other, points[i]))
        and any(q > p for q, p in zip(other, points[i]))
        for j, other in enumerate(points)
        if j != i and not any(np.isnan(other))
    )


def brute_front(points) -> list[bool]:
    return [not any(np.isnan(p)) and not dominated(i, points) for i, p in enumerate(points)]


# --------------------------------------------------------------------------------------
# The Pareto front


def test_pareto_front_equals_brute_force_with_ties():
    rng = np.random.default_rng(0)
    for trial in range(2000):
        n = int(rng.integers(0, 15))
        d = 1 + trial % 2
        # Few distinct values: many ties, on one column or both.
        points = rng.integers(0, 4, (n, d)).astype(float) / 4
        points[rng.random((n, d)) < 0.1] = np.nan
        got = pareto_front(points)
        assert got.tolist() == brute_front(points.tolist()), points


def test_pareto_front_of_real_numbers():
    rng = np.random.default_rng(1)
    points = rng.random((300, 2))
    assert pareto_front(points).tolist() == brute_front(points.tolist())
    assert pareto_front(np.zeros((0, 2))).tolist() == []
    with pytest.raises(ValueError, match="scores"):
        pareto_front(np.zeros((3, 3)))


# --------------------------------------------------------------------------------------
# Hyperparameters


def test_a_run_takes_the_hparams_of_its_longest_parent_session():
    sessions = list(SESSIONS)
    assert session_of("sweep_b/model/eval", sessions) == "sweep_b/model"
    assert session_of("sweep_a/model/eval", sessions) == "sweep_a"
    assert session_of("trial_0", sessions) == "trial_0"
    assert session_of("trial_01/eval", sessions) is None  # a prefix is not a parent
    assert session_of("no_hparams", sessions) is None


# --------------------------------------------------------------------------------------
# The route


def expected_rows(reader, step=None, **options):
    """Each run's headline, computed here from its report (read back by Logdir)."""
    kind = kinds.get("group_metrics")
    parsed = kind.parse(lambda k: options.get(k))
    out = {}
    for run, (steps, _) in RUNS.items():
        if step is not None and step not in steps:
            continue
        report = reader.report(run, TAG, step)
        try:
            h = kind.headline(report.counts, kind.resolve(report.counts, dict(parsed)))
        except ValueError:
            continue
        out[run] = (report.step, report.wall_time, h)
    return out


def test_route_json_shape_values_and_front(client, reader):
    body = get_json(client, ROUTE + f"runs?tag={TAG}")
    assert list(body) == [
        "tag",
        "kind",
        "step",
        "options",
        "level",
        "bias",
        "performance",
        "hparams",
        "rows",
        "columns",
        "skipped",
    ]
    assert body["tag"] == TAG and body["kind"] == "group_metrics" and body["step"] is None
    assert body["bias"]["name"] == "largest_disparity" and body["bias"]["role"] == "bias"
    assert body["performance"]["name"] == "overall_value"
    assert body["hparams"] == ["dropout", "layers", "lr", "optimizer"]
    cols = body["columns"]
    assert list(cols) == [
        "run",
        "step",
        "wall_time",
        "largest_disparity",
        "largest_disparity_lower",
        "largest_disparity_upper",
        "overall_value",
        "overall_value_lower",
        "overall_value_upper",
        "pareto",
        "hparam/dropout",
        "hparam/layers",
        "hparam/lr",
        "hparam/optimizer",
    ]
    # Every run of the kind, by name: identical leaf names stay distinct full names.
    assert cols["run"] == sorted(RUNS) and body["rows"] == len(RUNS)
    assert body["skipped"] == [
        {
            "run": "zz_skew",
            "tag": TAG,
            "reason": f"run 'zz_skew' holds a skew_size report under {TAG!r}, not group_metrics",
        }
    ]
    want = expected_rows(reader)
    for i, run in enumerate(cols["run"]):
        step, wall_time, h = want[run]
        assert cols["step"][i] == step == max(RUNS[run][0])
        assert cols["wall_time"][i] == wall_time  # as written, every digit
        for name in ("largest_disparity", "overall_value"):
            assert cols[name][i] == sent(h.values[name])
            assert [cols[f"{name}_lower"][i], cols[f"{name}_upper"][i]] == [
                sent(x) for x in h.intervals[name]
            ]
    points = [[-b, p] for b, p in zip(cols["largest_disparity"], cols["overall_value"])]
    assert cols["pareto"] == brute_front(points)
    assert any(cols["pareto"]) and not all(cols["pareto"])


def test_route_hparams_columns(client):
    cols = get_json(client, ROUTE + f"runs?tag={TAG}")["columns"]
    for i, run in enumerate(cols["run"]):
        session = RUNS[run][1]
        values = SESSIONS.get(session, {})
        for name in ("dropout", "layers", "lr", "optimizer"):
            want = values.get(name)
            # Numbers come back as TensorBoard stores them: doubles.
            assert cols[f"hparam/{name}"][i] == (float(want) if type(want) is int else want)
    i = cols["run"].index("no_hparams")
    assert all(cols[f"hparam/{n}"][i] is None for n in ("dropout", "layers", "lr", "optimizer"))


def test_route_at_a_step_skips_the_runs_without_it(client, reader):
    body = get_json(client, ROUTE + f"runs?tag={TAG}&step=1")
    assert body["step"] == 1
    assert "trial_2/eval" not in body["columns"]["run"]
    assert set(body["columns"]["step"]) == {1}
    reasons = {s["run"]: s["reason"] for s in body["skipped"]}
    assert reasons["trial_2/eval"] == (
        f"run 'trial_2/eval' has no step 1 under {TAG!r}; its steps are [0]"
    )
    want = expected_rows(reader, step=1)
    assert body["columns"]["run"] == sorted(want)
    missing = client.get(ROUTE + f"runs?tag={TAG}&step=7")
    assert missing.status_code == 404
    assert "step: no run under 'groups' holds step 7" in missing.get_data(as_text=True)


def test_route_skips_a_run_without_the_grouping(client, reader):
    body = get_json(client, ROUTE + f"runs?tag={TAG}&grouping=race&level=0.9")
    assert "no_race" not in body["columns"]["run"]
    reason = {s["run"]: s["reason"] for s in body["skipped"]}["no_race"]
    assert reason.startswith("run 'no_race': grouping: 'race' is not an attribute")
    assert body["level"] == 0.9 and body["options"]["grouping"] == "race"
    want = expected_rows(reader, grouping="race", level=0.9)
    i = body["columns"]["run"].index("trial_1/eval")
    assert body["columns"]["overall_value_lower"][i] == sent(
        want["trial_1/eval"][2].intervals["overall_value"][0]
    )
    # Grouped by sex, every run has it.
    assert get_json(client, ROUTE + f"runs?tag={TAG}&grouping=sex")["rows"] == len(RUNS)


@pytest.mark.parametrize(
    "query,status,message",
    [
        ("tag=groups&grouping=religion", 400, "grouping: 'religion' is not an attribute"),
        ("tag=groups&level=2", 400, "level: expected a number in [0.5, 1)"),
        ("tag=groups&format=xml", 400, "format: expected one of json, csv"),
        ("tag=groups&step=x", 400, "step: expected an integer"),
        ("tag=nothing", 404, "tag: no run holds a fairness report under 'nothing'"),
        ("", 400, "tag: required"),
    ],
)
def test_route_bad_input_names_the_argument(client, query, status, message):
    response = client.get(ROUTE + "runs?" + query)
    assert response.status_code == status, response.get_data(as_text=True)
    assert message in response.get_data(as_text=True)


def test_route_csv_equals_the_export_and_the_reader(client, reader, logdir, capsys):
    for query, flags in (
        ("", []),
        ("&step=1&grouping=sex&level=0.8", ["--step", "1", "--grouping", "sex", "--level", "0.8"]),
    ):
        response = client.get(ROUTE + f"runs?tag={TAG}&format=csv{query}")
        assert response.status_code == 200
        assert response.headers["Content-Type"] == "text/csv; charset=utf-8"
        text = response.get_data(as_text=True)
        code, out, err = run_export(capsys, "--logdir", logdir, "--runs", "--tag", TAG, *flags)
        assert code == 0, err
        assert out == text
        keywords = dict(zip([f[2:] for f in flags[2::2]], flags[3::2]))
        step = int(flags[1]) if flags else None
        data = reader.runs_table_data(TAG, step, **keywords)
        assert tables.to_csv(data) == text
        rows = list(csv.DictReader(io.StringIO(text)))
        assert [r["pareto"] for r in rows] == [str(p) for p in data.columns["pareto"]]


def test_reader_dataframe_and_attrs(reader, client):
    frame = reader.runs_table(TAG)
    body = get_json(client, ROUTE + f"runs?tag={TAG}")
    assert list(frame.columns) == list(body["columns"])
    assert frame["run"].tolist() == body["columns"]["run"]
    assert frame["pareto"].tolist() == body["columns"]["pareto"]
    assert frame.attrs["kind"] == "group_metrics"
    assert frame.attrs["bias"]["name"] == "largest_disparity"
    assert frame.attrs["hparams"] == body["hparams"]
    assert [s["run"] for s in frame.attrs["skipped"]] == ["zz_skew"]
    lr = frame["hparam/lr"].tolist()
    assert np.isnan(lr[0]) and lr[frame["run"].tolist().index("trial_0/eval")] == 0.1
    with pytest.raises(Exception, match="mev: not an option of group_metrics"):
        reader.runs_table(TAG, mev=3)
    with pytest.raises(KeyError, match="nothing"):
        reader.runs_table("nothing")


def test_export_json_is_the_table(logdir, capsys):
    code, out, _ = run_export(
        capsys, "--logdir", logdir, "--runs", "--tag", TAG, "--format", "json"
    )
    assert code == 0
    doc = json.loads(out)
    assert doc["kind"] == "group_metrics" and doc["hparams"] == [
        "dropout",
        "layers",
        "lr",
        "optimizer",
    ]
    assert doc["columns"][:3] == ["run", "step", "wall_time"]
    assert [r["run"] for r in doc["rows"]] == sorted(RUNS)


@pytest.mark.parametrize(
    "flags,message",
    [
        (["--run", "trial_0/eval"], "--run: not with --runs"),
        (["--vs-run", "trial_0/eval"], "--vs-run: not with --runs"),
        (["--vs-step", "0"], "--vs-step: not with --runs"),
        (["--trend"], "--trend: not with --runs"),
        (["--mev", "3"], "--mev: not an option of group_metrics reports"),
        (["--grouping", "religion"], "--grouping: 'religion' is not an attribute"),
        (["--step", "7"], "step: no run under 'groups' holds step 7"),
    ],
)
def test_export_refuses_bad_flags(logdir, capsys, flags, message):
    code, out, err = run_export(capsys, "--logdir", logdir, "--runs", "--tag", TAG, *flags)
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_export_names_an_unknown_tag(logdir, capsys):
    code, _, err = run_export(capsys, "--logdir", logdir, "--runs", "--tag", "nothing")
    assert code == 2 and "--tag: no run holds a fairness report under 'nothing'" in err


def test_answer_follows_new_steps_and_hparams(tmp_path):
    root = str(tmp_path)
    rng = np.random.default_rng(3)
    for run in ("a", "b"):
        with tb_fairness.FileWriter(os.path.join(root, run)) as w:
            classes, predictions, race, _ = people(rng, 0.7)
            w.group_metrics(TAG, 0, classes, predictions, {"race": race}, min_count=20)
    client, multiplexer = plugin_client(root, with_multiplexer=True)
    first = get_json(client, ROUTE + f"runs?tag={TAG}")
    assert first["columns"]["step"] == [0, 0] and first["hparams"] == []
    assert get_json(client, ROUTE + f"runs?tag={TAG}") == first  # kept
    with tb_fairness.FileWriter(os.path.join(root, "b")) as w:
        classes, predictions, race, _ = people(rng, 0.9)
        w.group_metrics(TAG, 5, classes, predictions, {"race": race}, min_count=20)
    write_hparams(root, "a", {"lr": 0.5})
    multiplexer.Reload()
    second = get_json(client, ROUTE + f"runs?tag={TAG}")
    assert second["columns"]["step"] == [0, 5]
    assert second["columns"]["hparam/lr"] == [0.5, None]


def test_runs_of_kinds_without_performance_rank_by_bias(tmp_path):
    root = str(tmp_path)
    rng = np.random.default_rng(4)
    names = ["bike", "dress", "tie"]
    for run, skew in (("m1", 0.2), ("m2", 0.0), ("m3", 0.0)):
        with tb_fairness.FileWriter(os.path.join(root, run)) as w:
            n = 2000
            man = rng.random(n) < 0.5
            scores = rng.random((n, 3))
            scores[:, 1] += skew * man
            w.label_associations(
                "assoc",
                0,
                scores,
                label_names=names,
                identities={"man": man, "woman": ~man},
                threshold=0.5,
            )
    client = plugin_client(root)
    body = get_json(client, ROUTE + "runs?tag=assoc&metric=dp")
    assert body["performance"] is None
    assert list(body["columns"])[3:] == [
        "max_abs_gap",
        "max_abs_gap_lower",
        "max_abs_gap_upper",
        "pareto",
    ]
    bias = body["columns"]["max_abs_gap"]
    assert body["columns"]["pareto"] == [b == min(bias) for b in bias]


def test_real_tensorboard_serves_runs_under_both_loaders(logdir, client):
    want = get_json(client, ROUTE + f"runs?tag={TAG}")
    want_csv = client.get(ROUTE + f"runs?tag={TAG}&format=csv").get_data(as_text=True)
    for load_fast in (True, False):
        with tensorboard_server(logdir, load_fast) as base:
            status, content_type, text = http(base, ROUTE + f"runs?tag={TAG}")
            assert status == 200 and content_type.startswith("application/json"), text
            got = json.loads(text)
            assert got["hparams"] == want["hparams"] and got["skipped"] == want["skipped"]
            for name, values in want["columns"].items():
                assert got["columns"][name] == values, (load_fast, name)
            status, _, text = http(base, ROUTE + f"runs?tag={TAG}&format=csv")
            assert status == 200 and text == want_csv
            status, _, text = http(base, ROUTE + f"runs?tag={TAG}&grouping=religion")
            assert status == 400 and "grouping: 'religion'" in text
