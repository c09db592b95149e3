"""tb_fairness.lightning.FairnessCallback: a real 2-process DDP run on CPU (gloo) writes, at
each validation epoch, a report equal to a one-shot count over the whole validation set
(every example seen once, predictions recorded by each process); the merge path directly."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

pytest.importorskip("lightning")
torch = pytest.importorskip("torch")

import tb_fairness  # noqa: E402
from tb_fairness.lightning import FairnessCallback, gather_counts  # noqa: E402
from tb_fairness.summary.protos import counts_of  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLASSES, GENDERS = ["a", "b", "c"], ["f", "m"]

# 64 validation examples = 2 processes x 4 batches x 8: no sampler padding.
SCRIPT = textwrap.dedent(
    """
    import os, sys
    import numpy as np, torch
    import lightning.pytorch as pl
    from tb_fairness.lightning import FairnessCallback

    out = sys.argv[1]
    rng = np.random.default_rng(0)
    X = torch.tensor(rng.normal(size=(64, 4)), dtype=torch.float32)
    Y = torch.tensor(rng.integers(0, 3, 64))
    GENDER = np.array(["f", "m"])[rng.integers(0, 2, 64)]
    data = torch.utils.data.TensorDataset(X, Y, torch.arange(64))

    class Model(pl.LightningModule):
        def __init__(self):
            super().__init__()
            self.layer = torch.nn.Linear(4, 3)

        def training_step(self, batch, batch_idx):
            x, y, _ = batch
            return torch.nn.functional.cross_entropy(self.layer(x), y)

        def validation_step(self, batch, batch_idx):
            x, y, index = batch
            predicted = self.layer(x).argmax(-1)
            np.savez(os.path.join(out, f"seen_{self.global_step}_{self.global_rank}_{batch_idx}"),
                     index=index.numpy(), predicted=predicted.numpy())
            return {"loss": 0.0, "classes": y, "predictions": predicted,
                    "attributes": {"gender": GENDER[index.numpy()]}}

        def configure_optimizers(self):
            return torch.optim.SGD(self.parameters(), lr=0.5)

    if __name__ == "__main__":
        pl.seed_everything(0, verbose=False)
        loader = lambda: torch.utils.data.DataLoader(data, batch_size=8)
        trainer = pl.Trainer(
            accelerator="cpu", devices=2, strategy="ddp", max_epochs=2,
            default_root_dir=out, enable_progress_bar=False, enable_model_summary=False,
            num_sanity_val_steps=1, enable_checkpointing=False,
            callbacks=[FairnessCallback("group_metrics", "groups/val", class_names=["a", "b", "c"],
                                        attribute_values={"gender": ["f", "m"]})],
        )
        trainer.fit(Model(), loader(), loader())
        log_dir = trainer.log_dir  # a broadcast: every process asks
        if trainer.is_global_zero:
            np.savez(os.path.join(out, "data"), y=Y.numpy(), gender=GENDER)
            print("LOG_DIR", log_dir)
        # Done and written: leave without the interpreter's teardown, where the C++ threads
        # of gloo (and of TensorFlow, which Lightning's TensorBoard logger may load) can
        # abort the process ("terminate called without an active exception") once in a while.
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)
    """
)


@pytest.mark.slow  # about 30 s: two processes start, import torch and Lightning, join
def test_two_processes_write_the_counts_of_the_whole_validation_set(tmp_path):
    script = tmp_path / "train.py"
    script.write_text(SCRIPT)
    out = tmp_path / "out"
    out.mkdir()
    env = dict(os.environ, PYTHONPATH=ROOT, OMP_NUM_THREADS="1", PL_DISABLE_FORK="1")
    result = subprocess.run(
        [sys.executable, str(script), str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=str(tmp_path),
        env=env,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    log_dir = [line.split(" ", 1)[1] for line in result.stdout.splitlines() if "LOG_DIR" in line][0]
    data = np.load(out / "data.npz")
    y, gender = data["y"], data["gender"]

    logs = tb_fairness.Logdir(os.path.dirname(log_dir))
    run = os.path.basename(log_dir)
    steps = logs.steps(run, "groups/val")
    # Lightning's logger steps: 64 / (2 x 8) = 4 batches per epoch, its validation logged at
    # the batches stepped before the epoch's last one counts (global_step - 1).
    assert steps == [3, 7]
    for step in steps:
        # validation_step saw global_step = the report's step + 1.
        seen = [np.load(out / f) for f in os.listdir(out) if f.startswith(f"seen_{step + 1}_")]
        index = np.concatenate([s["index"] for s in seen])
        predicted = np.concatenate([s["predicted"] for s in seen])
        assert sorted(index.tolist()) == list(range(64))  # each example once, over 2 ranks
        assert {f.split("_")[2] for f in os.listdir(out) if f.startswith(f"seen_{step + 1}_")} == {
            "0",
            "1",
        }
        expected = counts_of(
            "group_metrics",
            y[index],
            predicted,
            {"gender": gender[index]},
            class_names=CLASSES,
            attribute_values={"gender": GENDERS},
        )
        counts = logs.report(run, "groups/val", step=step).counts
        for field in ("n", "tp", "negatives", "true_negatives"):
            np.testing.assert_array_equal(getattr(counts, field), getattr(expected, field))


def test_merge_path_without_a_process_group_and_in_rank_order():
    rng = np.random.default_rng(1)
    y, p = rng.integers(0, 3, 40), rng.integers(0, 3, 40)
    g = np.array(GENDERS)[rng.integers(0, 2, 40)]
    callback = FairnessCallback("group_metrics", "t", class_names=CLASSES)
    shards = [
        callback.spec.counts({"classes": y[s], "predictions": p[s], "attributes": {"gender": g[s]}})
        for s in (slice(0, 13), slice(13, 40))
    ]
    assert gather_counts(shards[0]) is shards[0]  # one process: nothing to gather
    from tb_fairness.integrations import merge_all

    merged = merge_all([shards[0], None, shards[1]])
    expected = counts_of("group_metrics", y, p, {"gender": g}, class_names=CLASSES)
    for field in ("n", "tp", "negatives", "true_negatives"):
        np.testing.assert_array_equal(getattr(merged, field), getattr(expected, field))


def test_bad_input():
    with pytest.raises(ValueError, match="^kind: expected one of"):
        FairnessCallback("accuracy", "t")
    with pytest.raises(TypeError, match="^label_names: not an argument of FileWriter.skew_size"):
        FairnessCallback("skew_size", "t", label_names=["a"])
    callback = FairnessCallback("group_metrics", "t")

    class Trainer:
        sanity_checking = False

    with pytest.raises(TypeError, match="^validation_step: must return a dict"):
        callback.on_validation_batch_end(Trainer(), None, torch.tensor(1.0), None, 0)
    with pytest.raises(ValueError, match="^validation_step: the returned dict lacks attributes"):
        callback.on_validation_batch_end(
            Trainer(), None, {"classes": [0], "predictions": [0]}, None, 0
        )
    with pytest.raises(ValueError, match="attributes"):
        callback.on_validation_batch_end(
            Trainer(),
            None,
            {"classes": ["a", "b"], "predictions": ["a", "a"], "attributes": {"g": ["f"]}},
            None,
            0,
        )


def test_a_batch_brings_its_annotations_as_a_data_frame():
    pd = pytest.importorskip("pandas")
    rng = np.random.default_rng(2)
    y, p = rng.integers(0, 3, 40), rng.integers(0, 3, 40)
    g = np.array(GENDERS)[rng.integers(0, 2, 40)]
    frame = pd.DataFrame({"label": y, "gender": g})
    callback = FairnessCallback(
        "group_metrics", "t", class_names=CLASSES, classes="label", attributes=["gender"]
    )

    class Trainer:
        sanity_checking = False

    for s in (slice(0, 13), slice(13, 40)):
        outputs = {"data": frame.iloc[s], "predictions": torch.tensor(p[s]), "loss": 0.0}
        callback.on_validation_batch_end(Trainer(), None, outputs, None, 0)
    expected = counts_of("group_metrics", y, p, {"gender": g}, class_names=CLASSES)
    for field in ("n", "tp", "negatives", "true_negatives"):
        np.testing.assert_array_equal(
            getattr(callback._counts.counts, field), getattr(expected, field)
        )
    with pytest.raises(TypeError, match="^data: each validation batch brings its own"):
        FairnessCallback("group_metrics", "t", data=frame)
