"""A seeded hyperparameter sweep for the Runs mode's browser test and its render benchmark.

Each run is a classifier of SWEEP_CLASSES whose recall depends on its hyperparameters (the
learning rate, the dropout and the optimizer) and whose gap between the two `sex` groups
grows with its recall and shrinks with dropout: an accuracy-versus-bias trade-off with a
Pareto front. Every run writes a group_metrics report (tag SWEEP_TAG) at SWEEP_STEPS with
the TF-free FileWriter, and its hyperparameters the way TensorBoard's HParams plugin
records them (``hparams_pb``, one session per run) into an event file of its own, with
the project's TF-free event writer. One run logs no hyperparameters; one has a run name
that is an HTML injection attempt.
"""

from __future__ import annotations

import itertools
import os

import numpy as np

SWEEP_TAG = "sweep/groups"
SWEEP_STEPS = (0, 1)
SWEEP_CLASSES = ("cat", "dog", "bird", "fish")
SWEEP_GROUPS = ("f", "m")
LRS = (1e-4, 3e-4, 1e-3, 3e-3, 1e-2)
DROPOUTS = (0.0, 0.1, 0.2, 0.3, 0.5)
OPTIMIZERS = ("adam", "sgd")
HOSTILE_SUFFIX = " <img src=x onerror=alert(1)>"
#: The index of the run without hyperparameters, and of the run with a hostile name.
NO_HPARAMS = 3
HOSTILE_INDEX = 7
#: A run holding a report of another kind under SWEEP_TAG: the runs table skips it, saying why.
OTHER_KIND_RUN = "zz_other_kind"


def run_name(k: int) -> str:
    return f"sweep_{k:03d}" + (HOSTILE_SUFFIX if k == HOSTILE_INDEX else "")


def hyperparameters(k: int) -> dict:
    """The k-th point of the grid (cycling past its 50 points)."""
    grid = list(itertools.product(LRS, DROPOUTS, OPTIMIZERS))
    lr, dropout, optimizer = grid[k % len(grid)]
    return {"lr": lr, "dropout": dropout, "optimizer": optimizer}


def quality(hp: dict, step: int, rng) -> tuple[float, float]:
    """(mean recall, gap between the groups) of a run with hyperparameters `hp` at `step`."""
    peak = 1.0 - abs(np.log10(hp["lr"]) + 3.0) / 2.0  # best at lr = 1e-3
    recall = 0.55 + 0.3 * peak - 0.12 * hp["dropout"] + (0.04 if hp["optimizer"] == "adam" else 0.0)
    recall += 0.03 * step + rng.normal(0, 0.015)
    gap = 0.02 + 0.5 * (recall - 0.5) * (1.0 - hp["dropout"]) + abs(rng.normal(0, 0.02))
    return float(np.clip(recall, 0.3, 0.97)), float(np.clip(gap, 0.0, 0.5))


def examples(recall: float, gap: float, rng, per_cell: int = 150):
    """(classes, predictions, attributes): per class and group, `per_cell` examples, right
    with the group's recall (f: recall - gap / 2, m: recall + gap / 2)."""
    classes, preds, sexes = [], [], []
    names = list(SWEEP_CLASSES)
    for c, cls in enumerate(names):
        for g, sex in enumerate(SWEEP_GROUPS):
            r = np.clip(recall + (gap / 2 if g else -gap / 2), 0.02, 0.99)
            right = rng.random(per_cell) < r
            wrong = rng.integers(1, len(names), size=per_cell)
            for ok, w in zip(right, wrong):
                classes.append(cls)
                preds.append(cls if ok else names[(c + int(w)) % len(names)])
                sexes.append(sex)
    return classes, preds, {"sex": sexes}


def write_hparams(run_dir: str, hp: dict, trial: str) -> None:
    """The run's hyperparameters as the HParams plugin records them: a session start info
    (``hparams_pb``) at step 0, in an event file of its own."""
    from tensorboard.compat.proto import event_pb2
    from tensorboard.plugins.hparams import summary_v2 as hparams_summary

    from tb_fairness.summary.event_file import EventFile

    events = EventFile(run_dir, filename_suffix=".hparams")
    summary = hparams_summary.hparams_pb(hp, trial_id=trial)
    events.add_event(event_pb2.Event(step=0, wall_time=1_700_000_000.0, summary=summary))
    events.flush()
    events.close()


def write_sweep_logdir(
    logdir: str, n_runs: int = 50, seed: int = 11, per_cell: int = 150, other_kind: bool = False
) -> list:
    """Writes the sweep (and, when `other_kind`, OTHER_KIND_RUN: a label-association report
    under SWEEP_TAG); returns [(run, hyperparameters or None)] of the sweep, in run order."""
    import tb_fairness

    if other_kind:
        with tb_fairness.FileWriter(os.path.join(logdir, OTHER_KIND_RUN)) as writer:
            for step in SWEEP_STEPS:
                writer.label_associations(
                    SWEEP_TAG,
                    step,
                    [{"man", "cat"}, {"woman", "dog"}, {"man"}],
                    identities=["man", "woman"],
                )

    out = []
    for k in range(n_runs):
        run = run_name(k)
        run_dir = os.path.join(logdir, run)
        hp = hyperparameters(k)
        rng = np.random.default_rng(seed * 1000 + k)
        if k != NO_HPARAMS:
            write_hparams(run_dir, hp, trial=run)
        with tb_fairness.FileWriter(run_dir) as writer:
            for step in SWEEP_STEPS:
                recall, gap = quality(hp, step, rng)
                classes, preds, attributes = examples(recall, gap, rng, per_cell)
                writer.group_metrics(
                    SWEEP_TAG,
                    step,
                    classes,
                    preds,
                    attributes,
                    groupings=["sex"],
                    wall_time=1_700_000_000.0 + 60 * step,
                )
        out.append((run, None if k == NO_HPARAMS else hp))
    return out


def sweep_loaded(n_runs: int):
    """A `ready` predicate for browser_support.tensorboard: every run listed at its last step."""

    def ready(runs: dict) -> bool:
        names = [run_name(k) for k in range(n_runs)]
        return all(
            runs.get(r, {}).get(SWEEP_TAG, {}).get("max_step") == SWEEP_STEPS[-1] for r in names
        )

    return ready
