"""tb_fairness.keras.FairnessCallback: reports written during model.fit equal counts computed
here, by hand, from the model's own predictions at each epoch; next to Keras' TensorBoard
callback; bad input refused before training."""

from __future__ import annotations

import os

import numpy as np
import pytest

keras = pytest.importorskip("keras")

import tb_fairness  # noqa: E402
from tb_fairness.keras import FairnessCallback  # noqa: E402

N, CLASSES, GENDERS = 96, ["cat", "dog", "fox"], ["f", "m"]


@pytest.fixture(scope="module")
def data():
    rng = np.random.default_rng(7)
    x = rng.normal(size=(N, 4)).astype("float32")
    y = rng.integers(0, 3, N)
    gender = rng.choice(GENDERS, N)
    return x, y, gender


def _model(seed=0):
    keras.utils.set_random_seed(seed)
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(3, activation="softmax")])
    model.compile(optimizer=keras.optimizers.SGD(0.5), loss="sparse_categorical_crossentropy")
    return model


class _Recorder(keras.callbacks.Callback):
    """The model's predictions at the end of each epoch (runs after the fairness callback)."""

    def __init__(self, x):
        super().__init__()
        self.x, self.predictions = x, []

    def on_epoch_end(self, epoch, logs=None):
        self.predictions.append(self.model.predict(self.x, verbose=0))


def _expected_group_counts(y, predicted, gender):
    """n, tp, negatives, true_negatives per (class, gender), by hand."""
    shape = (len(CLASSES), len(GENDERS))
    n, tp, neg, tn = (np.zeros(shape, np.int64) for _ in range(4))
    for yi, pi, gi in zip(y, predicted, gender):
        g = GENDERS.index(gi)
        for k in range(len(CLASSES)):
            if yi == k:
                n[k, g] += 1
                tp[k, g] += pi == k
            else:
                neg[k, g] += 1
                tn[k, g] += pi != k
    return n, tp, neg, tn


def test_fit_writes_one_report_per_epoch_equal_to_the_models_predictions(tmp_path, data):
    x, y, gender = data
    model = _model()
    recorder = _Recorder(x)
    log_dir = str(tmp_path)
    fairness = FairnessCallback(
        os.path.join(log_dir, "validation"),
        x,
        kind="group_metrics",
        tag="groups/val",
        y=y,
        predict=lambda p: p.argmax(-1),
        attributes={"gender": gender},
        class_names=CLASSES,
        min_count=5,
    )
    model.fit(
        x,
        y,
        epochs=3,
        batch_size=16,
        verbose=0,
        validation_data=(x, y),
        callbacks=[fairness, recorder, keras.callbacks.TensorBoard(log_dir)],
    )
    logs = tb_fairness.Logdir(log_dir)
    assert logs.tags("validation") == {"groups/val": "group_metrics"}
    assert logs.steps("validation", "groups/val") == [0, 1, 2]
    moved = set()
    for epoch, scores in enumerate(recorder.predictions):
        counts = logs.report("validation", "groups/val", step=epoch).counts
        predicted = scores.argmax(-1)
        moved.add(tuple(predicted))
        expected = _expected_group_counts(y, predicted, gender)
        assert counts.class_names == tuple(CLASSES)
        assert counts.groups.attribute_values == (tuple(GENDERS),)
        for field, want in zip(("n", "tp", "negatives", "true_negatives"), expected):
            np.testing.assert_array_equal(getattr(counts, field), want, err_msg=field)
        assert counts.min_count == 5
    assert len(moved) > 1, "the model should change its predictions over 3 epochs"

    # Keras' own event files and ours, in the same directory, both readable by TensorBoard.
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    validation = EventAccumulator(os.path.join(log_dir, "validation"), size_guidance={"tensors": 0})
    validation.Reload()
    tags = validation.Tags()["tensors"]
    assert "groups/val" in tags and "epoch_loss" in tags
    assert [e.step for e in validation.Tensors("groups/val")] == [0, 1, 2]
    assert len(validation.Tensors("epoch_loss")) == 3
    files = os.listdir(os.path.join(log_dir, "validation"))
    assert len([f for f in files if f.startswith("events.out.tfevents")]) == 2


def test_label_associations_with_annotations_and_every_n_epochs(tmp_path, data):
    x, _, gender = data
    keras.utils.set_random_seed(1)
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(3, activation="sigmoid")])
    model.compile(optimizer="sgd", loss="binary_crossentropy")
    targets = (x[:, :3] > 0).astype("float32")
    recorder = _Recorder(x)
    names = ["smile", "hat", "bike"]
    identities = {g: gender == g for g in GENDERS}
    callback = FairnessCallback(
        str(tmp_path),
        x,
        kind="label_associations",
        tag="assoc",
        every_n_epochs=2,
        batch_size=32,
        label_names=names,
        identities=identities,
        threshold=0.5,
    )
    model.fit(x, targets, epochs=4, verbose=0, callbacks=[callback, recorder])
    logs = tb_fairness.Logdir(str(tmp_path))
    assert logs.steps(".", "assoc") == [1, 3]
    for epoch in (1, 3):
        counts = logs.report(".", "assoc", step=epoch).counts
        predicted = recorder.predictions[epoch] >= 0.5
        member = np.stack([identities[g] for g in GENDERS])
        assert counts.n == N
        np.testing.assert_array_equal(counts.label_counts, predicted.sum(0))
        np.testing.assert_array_equal(counts.identity_counts, member.sum(1))
        np.testing.assert_array_equal(
            counts.joint_counts, member.astype(int) @ predicted.astype(int)
        )


def test_step_counts_the_optimizer_updates(tmp_path, data):
    """step="optimizer": each report at the optimizer's updates so far (the batches seen:
    96 examples in batches of 32 is 3 per epoch), the x-axis of Lightning's logs."""
    x, y, gender = data
    model = _model()
    callback = FairnessCallback(
        str(tmp_path),
        x,
        kind="group_metrics",
        tag="g",
        y=y,
        step="optimizer",
        predict=lambda p: p.argmax(-1),
        class_names=CLASSES,
        attributes={"gender": gender},
    )
    model.fit(x, y, epochs=3, batch_size=32, verbose=0, callbacks=[callback])
    assert tb_fairness.Logdir(str(tmp_path)).steps(".", "g") == [3, 6, 9]
    with pytest.raises(ValueError, match="^step: expected one of epoch, optimizer"):
        FairnessCallback("logs", x, kind="group_metrics", tag="g", y=y, step="batch")


# ---------------------------------------------------------------------------
# Bad input: at construction, or at on_train_begin before any epoch


def test_unknown_kind(data):
    x, y, _ = data
    with pytest.raises(ValueError, match="^kind: expected one of .*group_metrics"):
        FairnessCallback("logs", x, kind="accuracy", tag="t")


def test_unknown_argument(data):
    x, y, _ = data
    with pytest.raises(TypeError, match="^identities: not an argument of FileWriter.skew_size"):
        FairnessCallback("logs", x, kind="skew_size", tag="t", y=y, identities=["a"])


def test_misaligned_annotations(data):
    x, y, gender = data
    with pytest.raises(ValueError, match=r"^attributes\['gender'\]: holds 95 values, but .* 96"):
        FairnessCallback(
            "logs", x, kind="group_metrics", tag="t", y=y, attributes={"gender": gender[:-1]}
        )
    with pytest.raises(ValueError, match="^classes: holds 10 values"):
        FairnessCallback(
            "logs", x, kind="group_metrics", tag="t", y=y[:10], attributes={"gender": gender}
        )


def test_kind_needing_ground_truth_without_y(data):
    x, _, gender = data
    with pytest.raises(ValueError, match="^y: the group_metrics report needs ground truth"):
        FairnessCallback("logs", x, kind="group_metrics", tag="t", attributes={"gender": gender})


def test_wrong_prediction_shape_fails_before_the_first_epoch(tmp_path, data):
    x, _, gender = data
    model = _model()  # 3 outputs, but 4 label names
    callback = FairnessCallback(
        str(tmp_path),
        x,
        kind="label_associations",
        tag="t",
        label_names=["a", "b", "c", "d"],
        identities={"f": gender == "f"},
        threshold=0.5,
    )
    epochs = []
    tracker = keras.callbacks.LambdaCallback(on_epoch_begin=lambda e, logs: epochs.append(e))
    with pytest.raises(ValueError, match="label_names.*checked on the first 8 examples"):
        model.fit(x, np.zeros(N), epochs=1, verbose=0, callbacks=[callback, tracker])
    assert epochs == []


def test_annotations_as_columns_of_a_data_frame(tmp_path, data):
    """data= with column names writes the reports the same arrays write, byte for byte."""
    pd = pytest.importorskip("pandas")
    x, y, gender = data
    frame = pd.DataFrame({"gender": gender, "noise": np.arange(N)})
    arguments = dict(
        kind="group_metrics",
        tag="groups/val",
        y=y,
        predict=lambda p: p.argmax(-1),
        class_names=CLASSES,
    )
    arrays = FairnessCallback(str(tmp_path / "arrays"), x, attributes={"sex": gender}, **arguments)
    named = FairnessCallback(
        str(tmp_path / "named"), x, data=frame, attributes={"sex": "gender"}, **arguments
    )
    _model().fit(x, y, epochs=2, batch_size=32, verbose=0, callbacks=[arrays, named])
    logs = tb_fairness.Logdir(str(tmp_path))
    kind = tb_fairness.kinds.get("group_metrics")
    for step in (0, 1):
        arrays_bytes, named_bytes = (
            [bytes(b) for b in kind.encode(logs.report(run, "groups/val", step).counts)]
            for run in ("arrays", "named")
        )
        assert arrays_bytes == named_bytes
    with pytest.raises(ValueError, match=r"attributes: no column 'sex' in data; it has \['gender'"):
        FairnessCallback(str(tmp_path), x, data=frame, attributes=["sex"], **arguments)
