"""tb_fairness.transformers.FairnessCallback with a tiny model built from a config (nothing
downloaded): each evaluation writes a report equal to counts of the model's own logits."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

import tb_fairness  # noqa: E402
from tb_fairness.summary.protos import counts_of  # noqa: E402
from tb_fairness.transformers import FairnessCallback  # noqa: E402

N, CLASSES = 32, ["neg", "pos"]


class _Dataset(torch.utils.data.Dataset):
    def __init__(self, ids, labels):
        self.ids, self.labels = ids, labels

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "labels": self.labels[i]}


class _Recorder(transformers.TrainerCallback):
    """The model's logits at each evaluation (runs after the fairness callback)."""

    def __init__(self, ids):
        self.ids, self.logits = ids, {}

    def on_evaluate(self, args, state, control, model=None, **kwargs):
        model.eval()
        with torch.no_grad():
            self.logits[state.global_step] = model(input_ids=self.ids).logits.numpy()


def test_each_evaluation_writes_the_models_counts(tmp_path, monkeypatch):
    # Where transformers 5's TensorBoard callback writes (transformers 4: args.logging_dir).
    monkeypatch.setenv("TENSORBOARD_LOGGING_DIR", str(tmp_path / "logs"))
    transformers.set_seed(0)
    config = transformers.BertConfig(
        vocab_size=50,
        hidden_size=16,
        num_hidden_layers=1,
        num_attention_heads=2,
        intermediate_size=32,
        max_position_embeddings=16,
        num_labels=2,
    )
    model = transformers.BertForSequenceClassification(config)
    rng = np.random.default_rng(0)
    ids = torch.tensor(rng.integers(1, 50, (N, 8)))
    labels = torch.tensor(rng.integers(0, 2, N))
    gender = np.array(["f", "m"])[rng.integers(0, 2, N)]
    fairness = FairnessCallback(
        {"input_ids": ids},
        kind="group_metrics",
        tag="groups/eval",
        y=labels,
        predict=lambda logits: logits.argmax(-1),
        attributes={"gender": gender},
        class_names=CLASSES,
    )
    recorder = _Recorder(ids)
    args = transformers.TrainingArguments(
        output_dir=str(tmp_path / "out"),
        num_train_epochs=2,
        per_device_train_batch_size=8,
        per_device_eval_batch_size=8,
        eval_strategy="epoch",
        learning_rate=1e-2,
        report_to=[],
        save_strategy="no",
        use_cpu=True,
        disable_tqdm=True,
    )
    trainer = transformers.Trainer(
        model=model,
        args=args,
        train_dataset=_Dataset(ids, labels),
        eval_dataset=_Dataset(ids, labels),
        callbacks=[fairness, recorder],
    )
    trainer.train()
    logs = tb_fairness.Logdir(str(tmp_path / "logs"))
    steps = logs.steps(".", "groups/eval")
    assert steps == sorted(recorder.logits) == [4, 8]
    for step in steps:
        expected = counts_of(
            "group_metrics",
            labels.numpy(),
            recorder.logits[step].argmax(-1),
            {"gender": gender},
            class_names=CLASSES,
        )
        counts = logs.report(".", "groups/eval", step=step).counts
        for field in ("n", "tp", "negatives", "true_negatives"):
            np.testing.assert_array_equal(getattr(counts, field), getattr(expected, field))


def test_bad_input():
    ids = torch.zeros((4, 3), dtype=torch.long)
    with pytest.raises(ValueError, match="^y: the group_metrics report needs ground truth"):
        FairnessCallback(ids, kind="group_metrics", tag="t", attributes={"g": ["a"] * 4})
    with pytest.raises(ValueError, match=r"^attributes\['g'\]: holds 3 values"):
        FairnessCallback(
            ids, kind="group_metrics", tag="t", y=[0, 1, 0, 1], attributes={"g": ["a"] * 3}
        )
    with pytest.raises(ValueError, match="^kind: expected one of"):
        FairnessCallback(ids, kind="nope", tag="t")


def test_annotations_as_columns_of_a_data_frame():
    pd = pytest.importorskip("pandas")
    ids = torch.zeros((4, 3), dtype=torch.long)
    frame = pd.DataFrame({"gender": ["f", "m", "f", "m"]})
    callback = FairnessCallback(
        ids, kind="group_metrics", tag="t", y=[0, 1, 0, 1], data=frame, attributes=["gender"]
    )
    np.testing.assert_array_equal(callback.spec.arguments["attributes"]["gender"], frame.gender)
    with pytest.raises(ValueError, match=r"^attributes\['gender'\]: holds 4 values"):
        FairnessCallback(
            ids[:3], kind="group_metrics", tag="t", y=[0, 1, 0], data=frame, attributes=["gender"]
        )
