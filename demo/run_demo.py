"""The tb-fairness demo: train two small multi-label models, log fairness reports, serve them.

- `keras_mlp`: a Keras model logging with the TensorFlow ops inside
  `tf.summary.create_file_writer(...).as_default()` (skipped with a note if TensorFlow is not
  installed).
- `numpy_logreg`: a numpy logistic-regression loop logging with the TF-free
  `tb_fairness.FileWriter`; it predicts its top-10 labels per image as label-name sets and
  evaluates batch by batch with an accumulator.

Each model writes, every epoch, two label-association reports on the validation set:
`associations/predicted_gender` (identities are the labels `man`/`woman` the model itself
predicts, the nPMI paper's setting) and `associations/annotated_age` (identities are
per-example age-group annotations). Each also trains an occupation classifier on data where
some occupations are skewed by gender, and writes a SkewSize report of its mistakes on a
balanced validation set, `skew/occupation`, and a FACET-style report of its recall per
occupation by gender, skin tone (bucketed, multi-valued), age and gender x skin tone,
`groups/occupation`. Each also writes the vision reports of a (simulated) detector,
classifier and embedding model whose quality grows over the epochs:
`detection/people` (AR/mAR by skin tone), `harmful/labels`, `geodiversity/households` and
`retrieval/gender`. Then TensorBoard serves the logdir on 127.0.0.1.

    python demo/run_demo.py                 # write ./demo_logs and serve on :6006
    python demo/run_demo.py --no-serve      # only write
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data as demo_data  # noqa: E402
import vision  # noqa: E402

import tb_fairness  # noqa: E402

PREDICTED_TAG = "associations/predicted_gender"
ANNOTATED_TAG = "associations/annotated_age"
SKEW_TAG = "skew/occupation"
GROUPS_TAG = "groups/occupation"
OCCUPATION_NAMES = np.asarray(demo_data.OCCUPATIONS, dtype=object)
THRESHOLD = 0.3
TOP_K = 10


def train_keras(train, val, jobs, logdir, epochs, seed):
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    try:
        import tensorflow as tf
    except ImportError:
        print("TensorFlow is not installed: skipping the Keras model (pip install '.[tf]')")
        return
    import tb_fairness.summary as fairness_summary

    tf.keras.utils.set_random_seed(seed)
    L = train.labels.shape[1]
    model = tf.keras.Sequential(
        [
            tf.keras.Input(shape=(train.features.shape[1],)),
            tf.keras.layers.Dense(256, activation="relu"),
            tf.keras.layers.Dense(L, activation="sigmoid"),
        ]
    )
    model.compile(optimizer=tf.keras.optimizers.Adam(2e-3), loss="binary_crossentropy")
    job_train, job_val = jobs
    classifier = tf.keras.Sequential(
        [
            tf.keras.Input(shape=(job_train.features.shape[1],)),
            tf.keras.layers.Dense(64, activation="relu"),
            tf.keras.layers.Dense(len(demo_data.OCCUPATIONS), activation="softmax"),
        ]
    )
    classifier.compile(
        optimizer=tf.keras.optimizers.Adam(3e-3), loss="sparse_categorical_crossentropy"
    )
    writer = tf.summary.create_file_writer(os.path.join(logdir, "keras_mlp"))
    annotations = demo_data.identity_annotations(val)
    with writer.as_default():
        for epoch in range(epochs):
            classifier.fit(
                job_train.features, job_train.classes, batch_size=256, epochs=1, verbose=0
            )
            jobs_predicted = classifier.predict(job_val.features, verbose=0).argmax(axis=1)
            fairness_summary.skew_size(
                SKEW_TAG,
                OCCUPATION_NAMES[job_val.classes],
                job_val.groups,
                OCCUPATION_NAMES[jobs_predicted],
                step=epoch,
                description="Keras occupation classifier: mistakes by perceived gender",
            )
            fairness_summary.group_metrics(
                GROUPS_TAG,
                OCCUPATION_NAMES[job_val.classes],
                OCCUPATION_NAMES[jobs_predicted],
                demo_data.group_attributes(job_val),
                groupings=demo_data.GROUPINGS,
                buckets=demo_data.SKIN_BUCKETS,
                step=epoch,
                description="Keras occupation classifier: recall by group (FACET)",
            )
            write_vision_reports(
                lambda kind, tag, *a, _epoch=epoch, **k: getattr(fairness_summary, kind)(
                    tag, *a, step=_epoch, **k
                ),
                epoch,
                epochs,
                bias=1.0,
                seed=seed + 1,
            )
            history = model.fit(train.features, train.labels, batch_size=256, epochs=1, verbose=0)
            scores = model.predict(val.features, batch_size=1024, verbose=0)
            tf.summary.scalar("loss", history.history["loss"][-1], step=epoch)
            fairness_summary.label_associations(
                PREDICTED_TAG,
                scores,
                label_names=val.label_names,
                identities=demo_data.IDENTITY_LABELS,
                threshold=THRESHOLD,
                step=epoch,
                description="Keras MLP: associations with the predicted labels man/woman",
            )
            fairness_summary.label_associations(
                ANNOTATED_TAG,
                scores,
                label_names=val.label_names,
                identities=annotations,
                threshold=THRESHOLD,
                step=epoch,
                description="Keras MLP: associations with annotated age groups",
            )
            print(f"keras_mlp epoch {epoch}: loss {history.history['loss'][-1]:.4f}")
    writer.close()


def _sigmoid(z):
    return 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))


def write_vision_reports(write, epoch, epochs, bias, seed):
    """The vision reports of one epoch; ``write(kind, tag, *args, **kwargs)`` writes one."""
    rng = np.random.default_rng(seed * 1000 + epoch)
    quality = (epoch + 1) / epochs
    ious, attributes = vision.detection(rng, quality, bias)
    write("detection_recall", "detection/people", ious, attributes, buckets=vision.SKIN_BUCKETS)
    labels, scores, group = vision.harmful(rng, quality, bias)
    write(
        "harmful_label_association",
        "harmful/labels",
        labels,
        scores,
        groups=group,
        taxonomy=vision.TAXONOMY,
    )
    write("geodiversity", "geodiversity/households", **vision.geodiversity(rng, quality, bias))
    write("retrieval_precision", "retrieval/gender", **vision.retrieval(rng, quality, bias))


def train_softmax(jobs, epochs, batch_size=1000):
    """A numpy softmax regression per epoch: yields the weights after each epoch."""
    X, y = jobs.features, jobs.classes
    K = len(demo_data.OCCUPATIONS)
    W, b, onehot = np.zeros((X.shape[1], K)), np.zeros(K), np.eye(K)[y]
    for _ in range(epochs):
        for start in range(0, len(X), batch_size):
            z = X[start : start + batch_size] @ W + b
            p = np.exp(z - z.max(axis=1, keepdims=True))
            grad = p / p.sum(axis=1, keepdims=True) - onehot[start : start + batch_size]
            W -= 0.5 * X[start : start + batch_size].T @ grad / len(grad)
            b -= 0.5 * grad.mean(axis=0)
        yield W, b


def train_numpy(train, val, jobs, logdir, epochs, seed, batch_size=2048):
    rng = np.random.default_rng(seed)
    job_train, job_val = jobs
    job_models = train_softmax(job_train, epochs)
    X, Y = train.features, train.labels
    W = rng.normal(scale=0.01, size=(X.shape[1], Y.shape[1])).astype(np.float32)
    b = np.log(Y.mean(0) + 1e-3).astype(np.float32)
    annotations = demo_data.identity_annotations(val)
    with tb_fairness.FileWriter(os.path.join(logdir, "numpy_logreg")) as writer:
        for epoch in range(epochs):
            for start in range(0, len(X), batch_size):
                xb, yb = X[start : start + batch_size], Y[start : start + batch_size]
                grad = _sigmoid(xb @ W + b) - yb
                W -= 0.5 * xb.T @ grad / len(xb)
                b -= 0.5 * grad.mean(0)
            # Streaming evaluation: counts per batch, merged exactly.
            predicted = tb_fairness.LabelAssociationAccumulator(
                label_names=val.label_names, identities=demo_data.IDENTITY_LABELS
            )
            annotated = tb_fairness.LabelAssociationAccumulator(label_names=val.label_names)
            names = np.asarray(val.label_names, dtype=object)
            for start in range(0, len(val.features), batch_size):
                scores = val.features[start : start + batch_size] @ W + b
                top = np.argpartition(-scores, TOP_K, axis=1)[:, :TOP_K]
                label_sets = [set(row) for row in names[top]]
                predicted.update(label_sets)
                annotated.update(
                    label_sets,
                    identities={k: v[start : start + batch_size] for k, v in annotations.items()},
                )
            writer.label_associations(
                PREDICTED_TAG,
                epoch,
                counts=predicted,
                description="numpy logistic regression: associations with predicted man/woman",
            )
            # SkewSize of the occupation classifier, accumulated batch by batch.
            W_job, b_job = next(job_models)
            mistakes = tb_fairness.SkewSizeAccumulator()
            recall = tb_fairness.GroupMetricsAccumulator(
                class_names=demo_data.OCCUPATIONS,
                groupings=demo_data.GROUPINGS,
                buckets=demo_data.SKIN_BUCKETS,
                attribute_values={
                    "gender": demo_data.GENDERS,
                    "skin_tone": list(range(1, 11)),
                    "age": ["younger", "middle", "older"],
                },
            )
            for start in range(0, len(job_val.classes), batch_size):
                part = slice(start, start + batch_size)
                predicted_jobs = (job_val.features[part] @ W_job + b_job).argmax(axis=1)
                mistakes.update(
                    OCCUPATION_NAMES[job_val.classes[part]],
                    job_val.groups[part],
                    OCCUPATION_NAMES[predicted_jobs],
                )
                recall.update(
                    job_val.classes[part], predicted_jobs, demo_data.group_attributes(job_val, part)
                )
            writer.skew_size(
                SKEW_TAG,
                epoch,
                counts=mistakes,
                description="numpy occupation classifier: mistakes by gender",
            )
            writer.group_metrics(
                GROUPS_TAG,
                epoch,
                counts=recall,
                description="numpy occupation classifier: recall by group",
            )
            write_vision_reports(
                lambda kind, tag, *a, _epoch=epoch, **k: getattr(writer, kind)(
                    tag, _epoch, *a, **k
                ),
                epoch,
                epochs,
                bias=0.6,
                seed=seed,
            )
            writer.label_associations(
                ANNOTATED_TAG,
                epoch,
                counts=annotated,
                description="numpy logistic regression: associations with annotated age groups",
            )
            print(
                f"numpy_logreg epoch {epoch}: {predicted.counts.label_counts.sum()} "
                "predicted labels on the validation set"
            )


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--logdir", default="demo_logs")
    parser.add_argument("--no-serve", action="store_true", help="write the logs and exit")
    parser.add_argument("--port", type=int, default=6006)
    parser.add_argument("--examples", type=int, default=30000)
    parser.add_argument("--labels", type=int, default=3000)
    parser.add_argument("--epochs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--skip-keras", action="store_true")
    args = parser.parse_args(argv)

    shutil.rmtree(args.logdir, ignore_errors=True)
    data = demo_data.make_dataset(args.examples, args.labels, dim=256, seed=args.seed)
    cut = int(0.7 * args.examples)

    def split(part):
        return demo_data.Dataset(
            *(field[part] if isinstance(field, np.ndarray) else field for field in data)
        )

    train, val = split(slice(None, cut)), split(slice(cut, None))
    jobs = (
        demo_data.make_occupations(args.examples, train=True, seed=args.seed + 1),
        demo_data.make_occupations(args.examples // 3, train=False, seed=args.seed + 2),
    )
    train_numpy(train, val, jobs, args.logdir, args.epochs, args.seed)
    if not args.skip_keras:
        train_keras(train, val, jobs, args.logdir, args.epochs, args.seed)
    print(f"wrote fairness reports to {os.path.abspath(args.logdir)}")
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
    print(f"serving on http://127.0.0.1:{args.port}/#fairness  (Ctrl-C to stop)")
    return subprocess.call(command)


if __name__ == "__main__":
    sys.exit(main())
