"""Seeded label-association data for the browser tests and the render benchmark.

Zipf-like label frequencies with identity skews, plus the cases the UI must survive:
- HOSTILE, a label that is an HTML injection attempt, and COMMA_QUOTE, one that needs CSV
  quoting;
- EVERYWHERE, a label predicted for every example (p(y) = 1, so `npmi_y` is undefined);
- WOMEN_ONLY, a label never predicted with `man` (c(man, y) = 0, so `pmi` is -inf for man).
"""
from __future__ import annotations

import numpy as np

HOSTILE = "<img src=x onerror=alert(1)>"
COMMA_QUOTE = 'comma, "quoted" label'
EVERYWHERE = "photograph"
WOMEN_ONLY = "women-only label"
IDENTITIES = ("man", "woman")


def label_names(n_labels: int) -> list:
    names = [f"label_{i:05d}" for i in range(n_labels)]
    special = [IDENTITIES[0], IDENTITIES[1], HOSTILE, COMMA_QUOTE, EVERYWHERE, WOMEN_ONLY,
               "skateboard", "Board game", "apron"]
    names[: len(special)] = special
    return names


def predictions(n_examples: int, n_labels: int, seed: int):
    """(bool matrix examples x labels, label names): what a multi-label model predicted."""
    rng = np.random.default_rng(seed)
    names = label_names(n_labels)
    man = rng.random(n_examples) < 0.45
    woman = ~man & (rng.random(n_examples) < 0.75)
    # Zipf-like base rates, shuffled so that rare and common labels interleave by index.
    base = 0.4 / np.arange(1, n_labels + 1) ** 0.9
    base = base[rng.permutation(n_labels)]
    skew = rng.normal(0.0, 0.7, size=n_labels)
    p = base[None, :] * np.exp(np.where(man[:, None], skew[None, :], -skew[None, :]) * 0.5)
    matrix = rng.random((n_examples, n_labels)) < np.clip(p, 0.0, 0.9)
    matrix[:, names.index("man")] = man
    matrix[:, names.index("woman")] = woman
    matrix[:, names.index(EVERYWHERE)] = True
    matrix[:, names.index(WOMEN_ONLY)] = woman & (rng.random(n_examples) < 0.2)
    matrix[:, names.index(HOSTILE)] = rng.random(n_examples) < 0.05
    return matrix, names


def write_logdir(logdir: str, *, n_examples: int, n_labels: int, steps=(0, 1, 2),
                 runs=("model_a", "model_b"), tag="associations/val", seed=0) -> None:
    """One label-association report per run and step, with fixed wall times."""
    import os

    import tb_fairness

    for r, run in enumerate(runs):
        with tb_fairness.FileWriter(os.path.join(logdir, run)) as writer:
            for s, step in enumerate(steps):
                matrix, names = predictions(n_examples, n_labels, seed + 100 * r + s)
                writer.label_associations(tag, step, matrix, label_names=names,
                                          identities=list(IDENTITIES),
                                          wall_time=1_700_000_000.0 + 60 * s)
