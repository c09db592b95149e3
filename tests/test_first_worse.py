"""The step where a bias appeared (issue 25, item 3): the first step at which a number is
significantly worse than at its best before. Checked against a brute force written here
from the formulas (scipy's normal distribution, the MOVER interval spelled out, every step
and its best earlier one by a loop); its false-mark rate and power simulated with
statsmodels' Wilson intervals; the trend route, the CLI (`tb-fairness trend --first-worse`)
and the callbacks' warning and stop on logs whose disparity jumps at a known step."""

from __future__ import annotations

import io
import logging
import math
import os
import sys
from contextlib import redirect_stdout

import numpy as np
import pytest
from scipy.stats import norm

sys.path.insert(0, os.path.dirname(__file__))
from helpers import get_json, plugin_client  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness import cli, integrations  # noqa: E402
from tb_fairness.metrics import count_groups  # noqa: E402
from tb_fairness.metrics.first_worse import first_worse  # noqa: E402

LEVEL = 0.95


def brute_force(values, lowers, uppers, better, level):
    """(index, vs, p) of the first step worse than its best earlier one, or None, from
    the formulas: every pair of steps with an interval counts toward Bonferroni."""
    sign = 1.0 if better == "lower" else -1.0
    usable = [
        i
        for i in range(len(values))
        if all(x is not None and math.isfinite(x) for x in (values[i], lowers[i], uppers[i]))
    ]
    k = len(usable)
    if k < 2:
        return None
    threshold = (1 - level) / (k * (k - 1) / 2)
    z = norm.ppf(1 - (1 - level) / 2)
    for j in range(1, k):
        t = usable[j]
        # The best earlier step: the lowest bias, the first of equals.
        s = min(usable[:j], key=lambda i: (sign * values[i], i))
        if better == "lower":
            a, la, ua, b, lb, ub = values[s], lowers[s], uppers[s], values[t], lowers[t], uppers[t]
        else:  # judged as the bias -value: its interval is [-upper, -lower]
            a, la, ua = -values[s], -uppers[s], -lowers[s]
            b, lb, ub = -values[t], -uppers[t], -lowers[t]
        d = b - a
        lower = d - math.sqrt((b - lb) ** 2 + (ua - a) ** 2)
        upper = d + math.sqrt((ub - b) ** 2 + (a - la) ** 2)
        half = d - lower if d >= 0 else upper - d
        p = 2 * norm.sf(abs(d) / (half / z)) if half > 0 else (1.0 if d == 0 else 0.0)
        if d > 0 and p < threshold:
            return t, s, p
    return None


def random_series(rng, n):
    v = rng.normal(0.3, 0.1, n)
    half = rng.uniform(0.005, 0.08, n)
    lo, hi = v - half * rng.uniform(0.5, 1.5, n), v + half * rng.uniform(0.5, 1.5, n)
    for arr in (v, lo, hi):  # some undefined values and ends
        arr[rng.random(n) < 0.08] = np.nan
    return [None if np.isnan(x) else float(x) for x in v], lo.tolist(), hi.tolist()


@pytest.mark.parametrize("better", ["lower", "higher"])
def test_equals_a_brute_force_from_the_formulas(better):
    rng = np.random.default_rng(5)
    found = 0
    for trial in range(400):
        values, lowers, uppers = random_series(rng, int(rng.integers(1, 25)))
        want = brute_force(values, lowers, uppers, better, LEVEL)
        got = first_worse(values, lowers, uppers, better=better, level=LEVEL)
        if want is None:
            assert got is None, trial
            continue
        found += 1
        assert (got.at, got.vs) == want[:2], trial
        assert got.p_value == pytest.approx(want[2], rel=1e-9, abs=1e-300)
        # The change reads in the number's own direction, its interval excludes 0.
        assert got.change == pytest.approx(values[got.at] - values[got.vs], rel=1e-12)
        assert (got.lower > 0) if better == "lower" else (got.upper < 0)
        assert got.lower <= got.change <= got.upper
    assert found > 40  # the random series do hold worse steps


def test_bad_arguments():
    with pytest.raises(ValueError, match="^better: "):
        first_worse([1, 2], [0, 1], [2, 3], better="up", level=LEVEL)
    with pytest.raises(ValueError, match="^values, lowers, uppers: "):
        first_worse([1, 2], [0], [2, 3], better="lower", level=LEVEL)
    assert first_worse([], [], [], better="lower", level=LEVEL) is None


def _wilson(k, n, level):
    from statsmodels.stats.proportion import proportion_confint

    return proportion_confint(k, n, alpha=1 - level, method="wilson")


def test_false_marks_at_most_the_level_and_a_jump_is_found_where_it_is():
    # A proportion observed at 12 steps (n = 400 each): constant, no step should be marked
    # in more than 5% of runs; with a jump of 12 points at step 7, most runs mark step 7.
    rng = np.random.default_rng(11)
    runs, steps, n = 1500, 12, 400
    marked = 0
    at_jump = 0
    for _ in range(runs):
        for jump, counter in ((0.0, "null"), (0.12, "jump")):
            truth = np.where(np.arange(steps) >= 7, 0.3 + jump, 0.3)
            k = rng.binomial(n, truth)
            lo, hi = _wilson(k, n, LEVEL)
            found = first_worse(k / n, lo, hi, better="lower", level=LEVEL)
            if counter == "null":
                marked += found is not None
            else:
                at_jump += found is not None and found.at == 7
    assert marked / runs <= 0.05
    assert at_jump / runs > 0.8


# --------------------------------------------------------------------------------------
# The route, the CLI and the callbacks, on logs whose disparity jumps at step 5


JUMP = 5


def group_counts(rng, step, n=3000):
    y = rng.integers(0, 2, n)
    group = np.where(np.arange(n) % 2 == 0, "a", "b")
    accuracy = np.where(group == "a", 0.85, 0.85 if step < JUMP else 0.6)
    right = rng.random(n) < accuracy
    return count_groups(
        y, np.where(right, y, 1 - y), attributes={"group": group}, class_names=["no", "yes"]
    )


@pytest.fixture(scope="module")
def jumping(tmp_path_factory):
    logdir = str(tmp_path_factory.mktemp("jump"))
    rng = np.random.default_rng(2)
    with tb_fairness.FileWriter(os.path.join(logdir, "jumps")) as w:
        for step in range(8):
            w.group_metrics("g", step * 10, counts=group_counts(rng, step))
    with tb_fairness.FileWriter(os.path.join(logdir, "steady")) as w:
        for step in range(8):
            w.group_metrics("g", step * 10, counts=group_counts(rng, 0))
    return logdir


def run_cli(*argv):
    out = io.StringIO()
    with redirect_stdout(out):
        status = cli.main(list(argv))
    return status, out.getvalue()


def test_the_route_marks_what_the_brute_force_finds_in_the_exported_trend(jumping):
    body = get_json(plugin_client(jumping), "/data/plugin/fairness/trend?tag=g")
    status, csv_text = run_cli("trend", "--logdir", jumping, "--tag", "g")
    assert status == 0
    import csv

    rows = list(csv.DictReader(io.StringIO(csv_text)))
    betters = {h["name"]: h["better"] for h in body["headlines"]}
    for series in body["series"]:
        mine = [r for r in rows if r["run"] == series["run"]]
        for name, better in betters.items():
            if better is None:
                assert name not in series["first_worse"]
                continue

            def column(c, rows=mine):
                return [float(r[c]) if r[c] else None for r in rows]

            want = brute_force(
                column(name), column(f"{name}_lower"), column(f"{name}_upper"), better, LEVEL
            )
            got = series["first_worse"][name]
            if want is None:
                assert got is None, (series["run"], name)
                continue
            steps = [int(r["step"]) for r in mine]
            assert (got["step"], got["vs_step"]) == (steps[want[0]], steps[want[1]])
            assert got["p_value"] == pytest.approx(want[2], rel=1e-6)
            assert got["pairs"] == 28 and got["threshold"] == pytest.approx(0.05 / 28)
    by_run = {s["run"]: s["first_worse"] for s in body["series"]}
    assert by_run["jumps"]["largest_disparity"]["step"] == JUMP * 10
    assert by_run["jumps"]["worst_group_value"]["step"] == JUMP * 10
    assert by_run["steady"]["largest_disparity"] is None
    assert "Bonferroni" in body["first_worse_test"]


def test_the_cli_prints_it_and_exits_1_when_a_bias_got_worse(jumping):
    status, text = run_cli("trend", "--logdir", jumping, "--tag", "g", "--first-worse")
    assert status == 1
    lines = text.splitlines()
    assert "Bonferroni" in lines[0] and "at most 5%" in lines[0]
    assert any(
        line.startswith("WORSE jumps: Largest disparity: at step 50,") and "below 0.05/28" in line
        for line in lines
    )
    assert "steady: Largest disparity: not significantly worse at any step (8 steps)" in lines
    status, text = run_cli(
        "trend", "--logdir", jumping, "--tag", "g", "--first-worse", "--run", "steady"
    )
    assert status == 0 and "WORSE" not in text
    status, csv_text = run_cli(
        "trend", "--logdir", jumping, "--tag", "g", "--first-worse", "--format", "csv"
    )
    assert csv_text.splitlines()[0].startswith("run,headline,steps,step,vs_step,value")
    assert "jumps,largest_disparity,8,50," in csv_text
    # Logdir gives the same table.
    import pandas as pd

    frame = tb_fairness.Logdir(jumping).first_worse("g")
    printed = pd.read_csv(io.StringIO(csv_text))
    assert list(frame.columns) == list(printed.columns)

    def steps(column):
        return [None if pd.isna(s) else int(s) for s in column]

    assert steps(frame["step"]) == steps(printed["step"])
    assert "Bonferroni" in frame.attrs["test"]


def test_the_cli_refuses_what_it_cannot_do(jumping, capsys):
    assert cli.main(["trend", "--logdir", jumping, "--tag", "g", "--format", "text"]) == 2
    assert "--format: text is for --first-worse" in capsys.readouterr().err
    assert cli.main(["trend", "--logdir", jumping, "--tag", "nope", "--first-worse"]) == 2
    assert "--tag: no run holds" in capsys.readouterr().err
    assert cli.main(["trend", "--logdir", jumping, "--tag", "g", "--level", "2"]) == 2
    assert "--level" in capsys.readouterr().err


class _Spec:
    kind, tag, owner = "group_metrics", "g", "a test"


def test_the_watch_warns_once_and_asks_to_stop_at_the_jump(caplog):
    rng = np.random.default_rng(2)
    watch = integrations.WorseWatch(_Spec(), "stop")
    stops = []
    with caplog.at_level(logging.WARNING, logger="tb_fairness"):
        for step in range(8):
            stops.append(watch.observe(step * 10, group_counts(rng, step)))
    assert stops.index(True) == JUMP and stops.count(True) == 1
    assert watch.found == {"worst_group_value": 50, "largest_disparity": 50}
    warned = [r.getMessage() for r in caplog.records]
    assert len(warned) == 2 and all("stopping training" in m for m in warned)
    assert any("Largest disparity 'g' is significantly worse at step 50" in m for m in warned)
    quiet = integrations.WorseWatch(_Spec(), None)
    assert not quiet.observe(0, group_counts(rng, 0)) and quiet.headlines == []
    with pytest.raises(ValueError, match="^on_worse: "):
        integrations.WorseWatch(_Spec(), "halt")


def test_keras_stops_training_when_the_bias_jumps(tmp_path):
    keras = pytest.importorskip("keras")
    from tb_fairness.keras import FairnessCallback

    rng = np.random.default_rng(4)
    n = 3000
    y = rng.integers(0, 2, n)
    group = np.where(np.arange(n) % 2 == 0, "a", "b")
    x = rng.normal(size=(n, 2)).astype("float32")
    epochs = iter(range(100))

    def predict(outputs):
        # The model's own outputs are ignored: the predictions of a model whose accuracy
        # for group b falls at epoch 3 (and any, for the check of the first examples).
        if len(outputs) != n:
            return outputs.argmax(-1)
        epoch = next(epochs)
        accuracy = np.where(group == "a", 0.85, 0.85 if epoch < 3 else 0.6)
        return np.where(rng.random(n) < accuracy, y, 1 - y)

    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(2, activation="softmax")])
    model.compile(optimizer="sgd", loss="sparse_categorical_crossentropy")
    callback = FairnessCallback(
        str(tmp_path),
        x,
        kind="group_metrics",
        tag="g",
        y=y,
        predict=predict,
        attributes={"group": group},
        class_names=["no", "yes"],
        on_worse="stop",
    )
    history = model.fit(x[:64], y[:64], epochs=10, verbose=0, callbacks=[callback])
    assert len(history.epoch) == 4  # epochs 0-3: stopped at the end of the jump's epoch
    assert tb_fairness.Logdir(str(tmp_path)).steps(".", "g") == [0, 1, 2, 3]


def test_lightning_stops_training_when_the_bias_jumps(tmp_path):
    pytest.importorskip("lightning")
    torch = pytest.importorskip("torch")
    import lightning.pytorch as pl

    from tb_fairness.lightning import FairnessCallback

    n = 3000
    rng = np.random.default_rng(4)
    y = rng.integers(0, 2, n)
    group = np.where(np.arange(n) % 2 == 0, "a", "b")
    data = torch.utils.data.TensorDataset(torch.zeros(n, 2), torch.arange(n))

    class Model(pl.LightningModule):
        def __init__(self):
            super().__init__()
            self.layer = torch.nn.Linear(2, 1)

        def training_step(self, batch, batch_idx):
            return self.layer(batch[0]).pow(2).mean()

        def validation_step(self, batch, batch_idx):
            # A model whose accuracy for group b falls at epoch 3.
            index = batch[1].numpy()
            b = 0.85 if self.current_epoch < 3 else 0.6
            accuracy = np.where(group[index] == "a", 0.85, b)
            right = rng.random(index.size) < accuracy
            return {
                "classes": y[index],
                "predictions": np.where(right, y[index], 1 - y[index]),
                "attributes": {"group": group[index]},
            }

        def configure_optimizers(self):
            return torch.optim.SGD(self.parameters(), lr=0.1)

    trainer = pl.Trainer(
        accelerator="cpu",
        devices=1,
        max_epochs=10,
        default_root_dir=str(tmp_path),
        enable_progress_bar=False,
        enable_model_summary=False,
        enable_checkpointing=False,
        num_sanity_val_steps=0,
        limit_train_batches=1,
        logger=pl.loggers.TensorBoardLogger(str(tmp_path)),
        callbacks=[
            FairnessCallback("group_metrics", "g", class_names=["no", "yes"], on_worse="stop")
        ],
    )
    loader = torch.utils.data.DataLoader(data, batch_size=1000)
    trainer.fit(Model(), torch.utils.data.DataLoader(data, batch_size=n), loader)
    assert trainer.current_epoch == 4  # stopped after the jump's epoch (3), as EarlyStopping
    logs = tb_fairness.Logdir(trainer.log_dir)
    assert len(logs.steps(".", "g")) == 4
