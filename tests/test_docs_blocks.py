"""Every Python block of the README and docs/ runs (issue 27, item 5): each is executed as
written, in a namespace holding what its prose says the reader has (a writer, a model's
predictions, a Keras model...), made here from small data, and what it writes is read back.
A block added without a setup here fails `test_every_block_has_a_setup`.

The blocks of docs/scale.md and README's Spark and Dask block run in the stages of
scripts/test.sh that have those engines (tests/engines/, tests/test_beam.py);
examples/custom_kind's README block runs with that package's own tests."""

from __future__ import annotations

import os
import re

import numpy as np
import pytest

import tb_fairness

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = ["README.md", *(f"docs/{f}" for f in sorted(os.listdir(os.path.join(ROOT, "docs"))))]
N = 400
CLASSES = ["cat", "dog", "cow"]


def python_blocks(path: str) -> list[str]:
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return re.findall(r"```python\n(.*?)```", f.read(), flags=re.S)


def run_block(path: str, index: int, namespace: dict) -> dict:
    exec(compile(python_blocks(path)[index], f"{path}[{index}]", "exec"), namespace)
    return namespace


# ---------------------------------------------------------------------------------------
# What each block's prose gives the reader


def _people(rng, n=N) -> dict:
    """Per person: a class, a prediction, gender, age, a set of skin tones (1..10)."""
    classes = rng.choice(CLASSES, n)
    wrong = rng.random(n) < 0.3
    return {
        "classes": classes,
        "predictions": np.where(wrong, rng.choice(CLASSES, n), classes),
        "gender": rng.choice(["f", "m"], n),
        "age": rng.choice(["young", "old"], n),
        "tone_sets": [
            set(rng.choice(np.arange(1, 11), rng.integers(1, 3)).tolist()) for _ in range(n)
        ],
    }


def writers_namespace(tmp_path) -> dict:
    """README's per-kind lines: an open FileWriter, a step, and each kind's inputs."""
    rng = np.random.default_rng(0)
    people = _people(rng)
    labels = rng.integers(0, 2, N)
    images = np.repeat(np.arange(N // 2), 2)
    from tb_fairness.metrics.harmful import DEFAULT_THRESHOLDS  # noqa: F401 (the kind's)

    vocabulary = np.array(["ape", "thief", "cup", "dog", "cat"])
    writer = tb_fairness.FileWriter(str(tmp_path / "logs" / "model_a"))
    return {
        **people,
        "writer": writer,
        "step": 0,
        "labels": labels,
        "scores": np.clip(labels * 0.3 + rng.random(N) * 0.7, 0, 1),
        "perceived_gender": people["gender"],
        "predicted_strings": np.where(rng.random(N) < 0.5, "nurse", "doctor"),
        # Detection: one box per person, found by a box near it (or none).
        "gt_boxes": np.tile([0.0, 0.0, 10.0, 10.0], (N, 1)),
        "gt_image_ids": np.arange(N),
        "pred_boxes": np.tile([1.0, 1.0, 10.0, 10.0], (N, 1)) + rng.random((N, 1)) * 3,
        "pred_scores": rng.random(N),
        "pred_image_ids": np.arange(N),
        # Harmful labels: top-5 labels and scores per image, a group per image.
        "top5_labels": vocabulary[rng.integers(0, 5, (N, 5))],
        "top5_scores": np.sort(rng.random((N, 5)), axis=1)[:, ::-1],
        "skin_tone": rng.choice(["lighter", "darker"], N),
        # Geodiversity: one row per (image, label), households with incomes and regions.
        "image_ids": images,
        "true_labels": rng.choice(["cup", "stove"], N),
        "top5_predictions": rng.choice(["cup", "stove", "bed"], (N, 5)),
        "households": np.array([f"h{i // 8}" for i in range(N)]),
        "incomes": np.array([50.0 + 100 * (i // 8) for i in range(N)]),
        "regions": np.array(["Asia" if (i // 8) % 2 else "Europe" for i in range(N)]),
        # Retrieval: embeddings and an attribute per query and database row.
        "query_embeddings": rng.normal(size=(40, 8)),
        "database_embeddings": rng.normal(size=(200, 8)),
        "q_gender": rng.choice(["f", "m"], 40),
        "db_gender": rng.choice(["f", "m"], 200),
    }


def _keras_data():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(256, 4)).astype("float32")
    y = (x[:, 0] > 0).astype("int64")
    return x, y, rng.choice(["f", "m"], 256)


# ---------------------------------------------------------------------------------------
# The blocks

SETUPS: dict[tuple[str, int], str] = {
    ("README.md", 0): "tests/test_readme.py runs it (every writer of label associations)",
    ("README.md", 1): "test_readme_per_kind_writers",
    ("README.md", 2): "test_readme_per_kind_writers",
    ("README.md", 3): "tests/engines/test_spark.py (the Spark stage: Spark and Dask)",
    ("README.md", 4): "test_readme_keras",
    ("README.md", 5): "test_readme_reader",
    ("README.md", 6): "test_readme_slices",
    ("README.md", 7): "test_readme_calibration",
    ("docs/scale.md", 0): "tests/engines/test_spark.py (the Spark stage)",
    ("docs/scale.md", 1): "tests/engines/test_dask.py (the Dask stage)",
    ("docs/scale.md", 2): "tests/test_beam.py (the Beam stage)",
    ("docs/training.md", 0): "test_training_keras",
    ("docs/training.md", 1): "test_training_lightning",
    ("docs/training.md", 2): "test_training_transformers",
    ("docs/training.md", 3): "test_training_torchmetrics",
}


def test_every_block_has_a_setup():
    found = {(path, i) for path in DOCS for i, _ in enumerate(python_blocks(path))}
    assert found == set(SETUPS), "add a setup here for the new block"


def test_readme_per_kind_writers(tmp_path):
    namespace = writers_namespace(tmp_path)
    run_block("README.md", 1, namespace)
    run_block("README.md", 2, namespace)
    namespace["writer"].close()
    logs = tb_fairness.Logdir(str(tmp_path / "logs"))
    assert logs.tags("model_a") == {
        "skew/val": "skew_size",
        "groups/val": "group_metrics",
        "binary/val": "binary_classification",
        "detection/val": "detection_recall",
        "harmful/val": "harmful_label_association",
        "geo/val": "geodiversity",
        "retrieval/val": "retrieval_precision",
    }
    groups = logs.report("model_a", "groups/val").counts
    assert groups.min_count == 30 and "skin_tone=darker" in groups.group_names


def test_readme_keras(tmp_path, monkeypatch):
    keras = pytest.importorskip("keras")
    monkeypatch.chdir(tmp_path)
    x, y, g = _keras_data()
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(2)])
    model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    run_block(
        "README.md",
        4,
        {"model": model, "x": x, "y": y, "x_val": x, "y_val": y, "g_val": g},
    )
    logs = tb_fairness.Logdir("logs")
    assert logs.steps("a/validation", "groups/val") == [0, 1, 2, 3, 4]


def test_readme_reader(tmp_path, monkeypatch, capsys):
    """The README's reader block, on logs its first block writes (model_a, model_b) and a
    per-group report under groups/val."""
    pytest.importorskip("pandas")
    monkeypatch.chdir(tmp_path)
    from test_readme import python_blocks as readme_blocks

    (first,) = [b for b in readme_blocks(os.path.join(ROOT, "README.md")) if "No TensorFlow" in b]
    try:
        exec(compile(first, "README.md", "exec"), {"__name__": "readme"})
    except ImportError as err:  # it also shows the TF op and PyTorch's SummaryWriter
        pytest.skip(str(err))
    rng = np.random.default_rng(2)
    for run in ("model_a", "model_b"):
        people = _people(rng)
        with tb_fairness.FileWriter(f"logs/{run}") as w:
            w.group_metrics(
                "groups/val", 0, people["classes"], people["predictions"], {"g": people["gender"]}
            )
    namespace = run_block("README.md", 5, {})
    assert namespace["report"].kind == "label_associations"


def test_readme_slices(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    namespace = run_block("README.md", 6, {})
    worst = namespace["worst"]
    # The planted slice (women over 50) is found first, surely worse.
    assert worst["slice"].iloc[0] == "sex=f & age=>50"
    assert worst["lower"].iloc[0] > 0 and worst["q_value"].iloc[0] < 0.05
    assert "sex=f & age=>50" in capsys.readouterr().out


def test_readme_calibration(tmp_path, monkeypatch, capsys):
    """The calibration block: group b (miscalibrated by 10 points) is surely worse than the
    baseline a; Brier equals sklearn's per group; the metrics table carries each test's
    minimum detectable effect."""
    metrics = pytest.importorskip("sklearn.metrics")
    monkeypatch.chdir(tmp_path)
    namespace = run_block("README.md", 7, {})
    summary = namespace["summary"].set_index("group")
    assert summary.loc["group=b", "verdict"] == "worse"
    assert summary.loc["group=b", "ece_lower"] > 0.05
    scores, truth, group = (namespace[k] for k in ("scores", "truth", "group"))
    for g in ("a", "b"):
        brier = metrics.brier_score_loss(truth[group == g], scores[group == g])
        assert summary.loc[f"group={g}", "brier"] == pytest.approx(brier, abs=2e-8)
    assert len(namespace["bins"]) == 2 * 5
    assert namespace["metrics"]["mde"].notna().any()
    assert "group=b" in capsys.readouterr().out


def test_training_keras(tmp_path, monkeypatch):
    keras = pytest.importorskip("keras")
    monkeypatch.chdir(tmp_path)
    x, y, g = _keras_data()
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(2)])
    model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    namespace = {
        "keras": keras,
        "model": model,
        "x": x,
        "y": y,
        "x_val": x,
        "y_val": y,
        "gender_val": g,
        "CLASSES": ["0", "1"],
    }
    run_block("docs/training.md", 0, namespace)
    logs = tb_fairness.Logdir("logs/model_a")
    assert logs.steps("validation", "groups/val") == [0, 1, 2, 3, 4]


def test_training_lightning():
    lightning = pytest.importorskip("lightning")
    torch = pytest.importorskip("torch")
    import torch.nn.functional as F  # noqa: N812

    namespace = run_block(
        "docs/training.md", 1, {"lightning": lightning, "F": F, "CLASSES": ["0", "1"]}
    )
    trainer = namespace["trainer"]
    assert any(type(c).__name__ == "FairnessCallback" for c in trainer.callbacks)
    assert issubclass(namespace["Model"], lightning.pytorch.LightningModule)
    assert torch is not None


def test_training_transformers(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    monkeypatch.setenv("TENSORBOARD_LOGGING_DIR", str(tmp_path / "logs"))
    config = transformers.BertConfig(
        vocab_size=50,
        hidden_size=16,
        num_hidden_layers=1,
        num_attention_heads=2,
        intermediate_size=32,
        max_position_embeddings=16,
        num_labels=2,
    )
    rng = np.random.default_rng(0)
    ids = torch.tensor(rng.integers(1, 50, (32, 8)))
    labels = torch.tensor(rng.integers(0, 2, 32))

    class Dataset(torch.utils.data.Dataset):
        def __len__(self):
            return len(ids)

        def __getitem__(self, i):
            return {"input_ids": ids[i], "attention_mask": torch.ones(8), "labels": labels[i]}

    args = transformers.TrainingArguments(
        output_dir=str(tmp_path / "out"),
        num_train_epochs=1,
        per_device_train_batch_size=16,
        eval_strategy="epoch",
        report_to=[],
        save_strategy="no",
        use_cpu=True,
        disable_tqdm=True,
    )
    namespace = run_block(
        "docs/training.md",
        2,
        {
            "transformers": transformers,
            "model": transformers.BertForSequenceClassification(config),
            "args": args,
            "ids_val": ids,
            "mask_val": torch.ones_like(ids),
            "labels_val": labels,
            "gender_val": rng.choice(["f", "m"], 32),
            "train": Dataset(),
            "val": Dataset(),
        },
    )
    namespace["trainer"].train()
    assert tb_fairness.Logdir(str(tmp_path / "logs")).steps(".", "groups/eval") == [2]


def test_training_torchmetrics(tmp_path):
    torch = pytest.importorskip("torch")
    pytest.importorskip("torchmetrics")
    rng = np.random.default_rng(3)
    batches = [
        (
            torch.tensor(rng.normal(size=(16, 3)), dtype=torch.float32),
            torch.tensor(rng.integers(0, 3, 16)),
            rng.choice(["f", "m"], 16),
        )
        for _ in range(4)
    ]
    with tb_fairness.FileWriter(str(tmp_path)) as writer:
        run_block(
            "docs/training.md",
            3,
            {
                "CLASSES": CLASSES,
                "loader": batches,
                "model": lambda x: x,  # the logits are the inputs
                "writer": writer,
                "step": 0,
            },
        )
    counts = tb_fairness.Logdir(str(tmp_path)).report(".", "groups/val").counts
    assert counts.n.sum() == 64
