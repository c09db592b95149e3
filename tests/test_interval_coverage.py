"""Coverage of every interval method the reports use, by simulation from a known truth.

Each test draws at least 1,000 replications (as the rows, classes or groups of one call, so
the code under test runs vectorised as in a report) and requires the 95% interval to hold
the truth in 93-97% of them, with small and large counts. The association-gap and
Cramer's V intervals have their own files (test_gap_uncertainty.py,
test_skew_uncertainty.py).
"""

from __future__ import annotations

import numpy as np
import pytest

from tb_fairness.metrics.detection import average_recall, count_detection
from tb_fairness.metrics.geodiversity import GeoCounts, group_scores, household_bootstrap
from tb_fairness.metrics.intervals import newcombe_interval, wilson_interval
from tb_fairness.metrics.retrieval import RetrievalCounts, precision_interval

REPS = 2000


def between(covered, what):
    rate = float(np.mean(covered))
    print(f"coverage {what}: {rate:.3f}")  # pytest -s shows them (docs/statistics.md)
    assert 0.93 <= rate <= 0.97, (what, rate)


@pytest.mark.parametrize("n", [30, 200, 5000])
def test_wilson(n):
    # p drawn per replication over (0.05, 0.95): Wilson's coverage oscillates with p at
    # small n, and averages to the nominal level (Brown, Cai and DasGupta 2001).
    rng = np.random.default_rng(n)
    p = rng.uniform(0.05, 0.95, REPS)
    r = wilson_interval(rng.binomial(n, p), n)
    between((r.lower <= p) & (p <= r.upper), f"wilson n={n}")


@pytest.mark.parametrize("n1,n2", [(30, 50), (300, 200), (5000, 4000)])
def test_newcombe(n1, n2):
    rng = np.random.default_rng(n1 + n2)
    p1, p2 = rng.uniform(0.05, 0.95, REPS), rng.uniform(0.05, 0.95, REPS)
    r = newcombe_interval(rng.binomial(n1, p1), n1, rng.binomial(n2, p2), n2)
    truth = p1 - p2
    between((r.lower <= truth) & (truth <= r.upper), f"newcombe {n1},{n2}")


@pytest.mark.parametrize("people", [60, 1000])
def test_mar_wald(people):
    # One class per replication; IoUs of its people from a beta law, so the truth is
    # mean_t P(IoU >= t) over the thresholds 0.5, 0.55, ..., 0.95.
    from scipy.stats import beta

    rng = np.random.default_rng(people)
    a, b = 4.0, 2.0
    ious = rng.beta(a, b, size=(REPS, people)).ravel()
    classes = np.repeat(np.arange(REPS), people)
    counts = count_detection(
        ious,
        {"all": np.zeros(ious.size, dtype=int)},
        classes=classes,
        class_names=[f"c{i}" for i in range(REPS)],
    )
    table = average_recall(counts, min_count=1)
    truth = np.mean(beta.sf(np.arange(50, 100, 5) / 100, a, b))
    between(
        (table.mar_lower[:, 0] <= truth) & (truth <= table.mar_upper[:, 0]), f"mAR {people} people"
    )


@pytest.mark.parametrize("households", [40, 400])
def test_geodiversity_household_bootstrap(households):
    # One region per replication; each household has its own hit rate (clustered images),
    # so the truth is the mean household rate, E[beta] = a / (a + b).
    rng = np.random.default_rng(households)
    reps = 1000
    H = reps * households
    images = rng.integers(1, 12, size=H)
    rate = rng.beta(2.0, 3.0, size=H)
    hits = rng.binomial(images, rate)
    regions = [f"r{i}" for i in np.repeat(np.arange(reps), households)]
    counts = GeoCounts(0.0, [f"h{i}" for i in range(H)], hits, images, np.full(H, 100.0), regions)
    scores = group_scores(counts, by="region")
    lower, upper = household_bootstrap(counts, by="region", n_resamples=1000)
    truth = 2.0 / 5.0
    assert len(scores.group) == reps
    between((lower <= truth) & (truth <= upper), f"household bootstrap {households}")


@pytest.mark.parametrize("queries", [40, 2000])
def test_retrieval_precision_t_interval(queries):
    # One group per replication; each query's P@10 is binomial around its own rate.
    rng = np.random.default_rng(queries)
    k = 10
    rate = rng.beta(3.0, 2.0, size=(REPS, queries))
    h = rng.binomial(k, rate)
    counts = RetrievalCounts(
        [f"g{i}" for i in range(REPS)],
        [k],
        np.full(REPS, queries),
        h.sum(axis=1)[:, None],
        (h * h).sum(axis=1)[:, None],
    )
    lower, upper = precision_interval(counts)
    truth = 3.0 / 5.0
    between((lower[:, 0] <= truth) & (truth <= upper[:, 0]), f"P@10 {queries} queries")
