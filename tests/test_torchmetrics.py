"""tb_fairness.torchmetrics: one Metric per kind; states are count arrays reduced by sum, so
two processes' states sync to the counts of all their examples (one-shot, computed here)."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("torchmetrics")

from tb_fairness import kinds  # noqa: E402
from tb_fairness import torchmetrics as fair_metrics  # noqa: E402
from tb_fairness.metrics.label_inputs import count_associations  # noqa: E402
from tb_fairness.summary.protos import counts_of  # noqa: E402

CLASSES, GENDERS = ["cat", "dog", "fox"], ["f", "m", "x"]


def _data(n=120, seed=3):
    rng = np.random.default_rng(seed)
    return rng.integers(0, 3, n), rng.integers(0, 3, n), rng.choice(GENDERS, n)


def _metric(**metric_options):
    return fair_metrics.GroupMetrics(
        class_names=CLASSES,
        attribute_values={"gender": GENDERS},
        min_count=4,
        metric_options=metric_options,
    )


def _update(metric, y, p, g, batch=16):
    for start in range(0, len(y), batch):
        s = slice(start, start + batch)
        metric.update(
            classes=torch.as_tensor(y[s]),
            predictions=torch.as_tensor(p[s]),
            attributes={"gender": g[s]},
        )


def test_one_metric_per_kind_of_the_registry():
    for kind in kinds.KINDS:
        name = "".join(part.capitalize() for part in kind.name.split("_"))
        cls = getattr(fair_metrics, name)
        assert issubclass(cls, fair_metrics.FairnessMetric) and cls.kind == kind.name
        assert name in fair_metrics.__all__


def test_states_are_count_arrays_reduced_by_sum_and_compute_equals_one_shot():
    y, p, g = _data()
    metric = _metric()
    _update(metric, y, p, g)
    assert set(metric._reductions) == {
        "count_n",
        "count_tp",
        "count_negatives",
        "count_true_negatives",
    }
    for name in metric._reductions:
        assert metric._reductions[name] is torchmetrics_sum()
        assert getattr(metric, name).dtype == torch.int64
    counts = metric.compute()
    expected = counts_of(
        "group_metrics",
        y,
        p,
        {"gender": g},
        class_names=CLASSES,
        attribute_values={"gender": GENDERS},
    )
    for field in ("n", "tp", "negatives", "true_negatives"):
        np.testing.assert_array_equal(getattr(counts, field), getattr(expected, field))
    assert counts.min_count == 4


def torchmetrics_sum():
    from torchmetrics.utilities.data import dim_zero_sum

    return dim_zero_sum


def test_two_processes_sync_by_sum():
    """The sync torchmetrics runs across processes (gather every rank's states, reduce by the
    state's dist_reduce_fx), with the gather simulated: rank 0 and rank 1 each updated on
    their half; after sync rank 0 holds the counts of all examples."""
    y, p, g = _data()
    # sync_on_compute=False: compute() reads the states synced here by hand.
    rank0, rank1 = _metric(sync_on_compute=False), _metric()
    _update(rank0, y[:50], p[:50], g[:50])
    _update(rank1, y[50:], p[50:], g[50:])
    states = {name: [getattr(rank0, name), getattr(rank1, name)] for name in rank0._reductions}

    def gather(tensor, group=None):
        for values in states.values():
            if values[0] is tensor:
                return values
        raise AssertionError("unexpected state")

    rank0.sync(dist_sync_fn=gather, distributed_available=lambda: True)
    counts = rank0.compute()
    expected = counts_of(
        "group_metrics",
        y,
        p,
        {"gender": g},
        class_names=CLASSES,
        attribute_values={"gender": GENDERS},
    )
    for field in ("n", "tp", "negatives", "true_negatives"):
        np.testing.assert_array_equal(getattr(counts, field), getattr(expected, field))


def test_merge_state_adds_counts():
    y, p, g = _data(seed=5)
    a, b = _metric(), _metric()
    _update(a, y[:70], p[:70], g[:70])
    _update(b, y[70:], p[70:], g[70:])
    a.merge_state(b)
    whole = _metric()
    _update(whole, y, p, g, batch=120)
    assert a.compute().n.tolist() == whole.compute().n.tolist()
    assert a.compute().true_negatives.tolist() == whole.compute().true_negatives.tolist()


def test_label_associations_with_exclusive_identities_and_reset():
    rng = np.random.default_rng(0)
    names = ["smile", "hat", "bike"]
    scores = rng.random((64, 3))
    woman = rng.random(64) < 0.5
    metric = fair_metrics.LabelAssociations(label_names=names, threshold=0.5)
    for s in (slice(0, 32), slice(32, 64)):
        metric.update(
            predictions=torch.as_tensor(scores[s]),
            identities={"woman": woman[s], "man": ~woman[s]},
        )
    counts = metric.compute()
    expected = count_associations(
        scores, label_names=names, identities={"woman": woman, "man": ~woman}, threshold=0.5
    )
    assert counts.n == 64 and isinstance(counts.n, int)
    np.testing.assert_array_equal(counts.joint_counts, expected.joint_counts)
    np.testing.assert_array_equal(counts.identity_overlap, expected.identity_overlap)
    metric.reset()
    with pytest.warns(UserWarning, match="before the ``update``"):
        assert metric.compute().n == 0


def test_a_batch_laid_out_differently_is_refused():
    metric = fair_metrics.GroupMetrics(class_names=CLASSES)  # gender values not declared
    metric.update(classes=[0, 1], predictions=[0, 1], attributes={"gender": ["f", "f"]})
    with pytest.raises(ValueError, match="^groups: this batch's counts are laid out differently"):
        metric.update(classes=[0, 1], predictions=[0, 1], attributes={"gender": ["m", "f"]})


def test_bad_arguments_are_refused_at_construction():
    with pytest.raises(ValueError, match="^kind: expected one of"):
        fair_metrics.FairnessMetric("accuracy")
    with pytest.raises(TypeError, match="^threshold: not an argument of FileWriter.group_metrics"):
        fair_metrics.GroupMetrics(threshold=0.5)


# ---------------------------------------------------------------------------
# Every integration (here, as they share one pattern): lazy, and named extras

LAZY = """
import sys
import tb_fairness
tb_fairness.FileWriter, tb_fairness.Logdir
heavy = {"torch", "keras", "lightning", "transformers", "torchmetrics", "tensorflow"}
print(sorted(m for m in sys.modules if m.split(".")[0] in heavy))
"""

# As if the framework were not installed. (Not sys.modules[name] = None: scipy then takes
# torch for loaded and fails on it.)
MISSING = """
import sys
class Absent:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == {framework!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}}")
sys.meta_path.insert(0, Absent())
try:
    import tb_fairness.{module}
except ImportError as err:
    print(err)
"""


def _run(code):
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return out.stdout.strip()


@pytest.mark.slow  # a subprocess
def test_import_tb_fairness_loads_no_framework():
    assert _run(LAZY) == "[]"


@pytest.mark.slow  # a subprocess per framework
@pytest.mark.parametrize(
    "module, framework, extra",
    [
        ("keras", "keras", "keras"),
        ("torchmetrics", "torchmetrics", "torch"),
        ("torchmetrics", "torch", "torch"),
        ("lightning", "lightning", "lightning"),
        ("transformers", "transformers", "transformers"),
    ],
)
def test_a_missing_framework_names_the_extra(module, framework, extra):
    message = _run(MISSING.format(framework=framework, module=module))
    assert f"pip install 'tb-fairness[{extra}]'" in message, message
    assert f"needs {framework}" in message
