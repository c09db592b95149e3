"""The three writers (FileWriter, TF op, _pb) write the same reports, read by real loaders."""

import json
import os
import subprocess
import sys

import numpy as np
import pytest
from helpers import http, multiplexer_provider, report_writers, tensorboard_server
from tensorboard.context import RequestContext

import tb_fairness
from tb_fairness import kinds
from tb_fairness.metrics import count_associations
from tb_fairness.reports import metadata
from tb_fairness.summary import label_associations_pb

NAMES = ["man", "woman", "bike", "dress", "<img src=x onerror=alert(1)>", 'a,"quoted"\nname']


WRITERS = report_writers("label_associations")


def sample_inputs(seed=0, n=300):
    rng = np.random.default_rng(seed)
    scores = rng.random((n, len(NAMES)))
    return dict(predictions=scores, label_names=NAMES, identities=["man", "woman"], threshold=0.5)


def read_back(logdir, tag):
    provider = multiplexer_provider(logdir)
    listing = provider.list_tensors(
        RequestContext(), experiment_id="", plugin_name=metadata.PLUGIN_NAME
    )
    run = next(iter(listing))
    series = listing[run][tag]
    info = kinds.parse_plugin_content(series.plugin_content)
    data = provider.read_tensors(
        RequestContext(), experiment_id="", plugin_name=metadata.PLUGIN_NAME, downsample=1000
    )[run][tag]
    return info, [(d.step, kinds.decode(info, d.numpy)) for d in data]


def assert_same_counts(got, want):
    assert got.n == want.n
    assert got.label_names == want.label_names
    assert got.identity_names == want.identity_names
    for field in ("label_counts", "identity_counts", "joint_counts", "identity_label_index"):
        np.testing.assert_array_equal(getattr(got, field), getattr(want, field))


@pytest.mark.parametrize("variant", list(WRITERS))
def test_writer_round_trip_through_multiplexer(tmp_path, variant):
    inputs = sample_inputs()
    WRITERS[variant](str(tmp_path / "run"), "assoc/val", 7, **inputs)
    info, steps = read_back(str(tmp_path), "assoc/val")
    assert info == metadata.ReportInfo("label_associations", 2)
    assert [s for s, _ in steps] == [7]
    assert_same_counts(steps[0][1], count_associations(**inputs))


@pytest.mark.parametrize("variant", list(WRITERS))
def test_writer_accepts_accumulated_counts(tmp_path, variant):
    inputs = sample_inputs(1)
    acc = tb_fairness.LabelAssociationAccumulator(
        label_names=NAMES, identities=["man", "woman"], threshold=0.5
    )
    for start in range(0, 300, 64):
        acc.update(inputs["predictions"][start : start + 64])
    WRITERS[variant](str(tmp_path / "run"), "assoc", 0, counts=acc)
    _, steps = read_back(str(tmp_path), "assoc")
    assert_same_counts(steps[0][1], count_associations(**inputs))


def test_file_writer_keeps_what_was_written_before_an_error(tmp_path):
    logdir = str(tmp_path / "run")
    with tb_fairness.FileWriter(logdir) as writer:
        writer.label_associations("assoc", 0, **sample_inputs())
        with pytest.raises(ValueError, match="predictions: expected 6 columns"):
            writer.label_associations(
                "assoc", 1, np.zeros((3, 2)), label_names=NAMES, identities=["man", "woman"]
            )
        with pytest.raises(TypeError, match="step: expected an integer"):
            writer.label_associations("assoc", "one", **sample_inputs())
        with pytest.raises(TypeError, match="tag: expected a non-empty string"):
            writer.label_associations("", 1, **sample_inputs())
        writer.label_associations("assoc", 2, **sample_inputs(2))
    _, steps = read_back(str(tmp_path), "assoc")
    assert [s for s, _ in steps] == [0, 2]


def test_writer_argument_errors():
    with pytest.raises(ValueError, match="counts: pass either counts or predictions"):
        label_associations_pb("t", counts=object(), **sample_inputs())
    with pytest.raises(ValueError, match="counts: the accumulator has seen no examples"):
        label_associations_pb("t", counts=tb_fairness.LabelAssociationAccumulator())
    with pytest.raises(ValueError, match="identities: required"):
        label_associations_pb("t", [{"a"}])
    with pytest.raises(TypeError, match="logdir: expected a directory path"):
        tb_fairness.FileWriter(None)


def test_tf_op_needs_eager_execution(tmp_path):
    tf = pytest.importorskip("tensorflow")
    import tb_fairness.summary as fs

    @tf.function
    def graph():
        fs.label_associations("t", step=0, **sample_inputs())

    with pytest.raises(RuntimeError, match="need eager execution"):
        graph()


def test_importing_and_writing_never_imports_tensorflow(tmp_path):
    code = (
        "import sys, tb_fairness, tb_fairness.summary, tb_fairness.plugin\n"
        "with tb_fairness.FileWriter(sys.argv[1]) as w:\n"
        "    w.label_associations('t', 0, [{'man'}, {'woman'}], identities=['man', 'woman'])\n"
        "import tb_fairness.summary as s\n"
        "s.label_associations_pb('t', [{'man'}, {'woman'}], identities=['man', 'woman'])\n"
        "print('tensorflow' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"


def test_metrics_core_imports_nothing_upward():
    code = (
        "import sys, tb_fairness.metrics\n"
        "bad = [m for m in ('tensorflow', 'tensorboard', 'werkzeug', 'tb_fairness.reports',"
        " 'tb_fairness.summary', 'tb_fairness.plugin') if m in sys.modules]\n"
        "print(bad)\n"
    )
    # Import the subpackage without the package __init__ pulling in the writer.
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            code.replace(
                "import sys, tb_fairness.metrics",
                "import sys, importlib.util, types\n"
                "spec = importlib.util.find_spec('tb_fairness')\n"
                "pkg = types.ModuleType('tb_fairness')\n"
                "pkg.__path__ = list(spec.submodule_search_locations)\n"
                "sys.modules['tb_fairness'] = pkg\n"
                "import tb_fairness.metrics",
            ),
        ],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("load_fast", [True, False], ids=["load_fast", "multiplexer"])
def test_real_tensorboard_serves_every_writer_variant(tmp_path, load_fast):
    """All writers, read by a real `tensorboard` with each loader, served by the routes."""
    inputs = sample_inputs(3)
    for variant, write in WRITERS.items():
        write(str(tmp_path / variant), "assoc/val", 3, **inputs)
    want = count_associations(**inputs)
    with tensorboard_server(tmp_path, load_fast) as base:
        status, _, body = http(base, "/data/plugin/fairness/tags")
        runs = json.loads(body)["runs"]
        assert set(runs) >= {"file_writer", "pb"}
        for run in runs:
            status, ctype, body = http(
                base,
                f"/data/plugin/fairness/label_associations?run={run}&tag=assoc/val&a=man&b=woman",
            )
            assert status == 200 and ctype.startswith("application/json")
            table = json.loads(body)
            assert table["step"] == 3 and table["n"] == want.n
            counts = dict(zip(table["columns"]["label"], table["columns"]["count"]))
            assert counts == {
                y: int(c)
                for y, c in zip(want.label_names, want.label_counts)
                if y not in ("man", "woman")
            }
        status, _, _ = http(base, "/data/plugin/fairness/index.js")
        assert status == 200
        status, _, body = http(base, "/data/plugins_listing")
        assert json.loads(body)["fairness"]["tab_name"] == "Fairness"


def test_tab_and_writer_work_without_tensorflow(tmp_path):
    """A process where TensorFlow cannot be imported writes reports; TensorBoard serves them."""
    code = (
        "import sys; sys.modules['tensorflow'] = None\n"
        "import tb_fairness\n"
        "with tb_fairness.FileWriter(sys.argv[1]) as w:\n"
        "    w.label_associations('t', 0, [{'man', 'x'}, {'woman'}], identities=['man', 'woman'])\n"
        "import tb_fairness.summary as s\n"
        "try:\n"
        "    s.label_associations('t', [{'man'}], identities=['man', 'woman'], step=0)\n"
        "except ImportError as e:\n"
        "    print(e)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "run")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "need TensorFlow" in out.stdout
    with tensorboard_server(tmp_path, load_fast=False, without_tensorflow=True) as base:
        status, _, body = http(base, "/data/plugin/fairness/label_associations?run=run&tag=t&a=man")
        assert status == 200 and json.loads(body)["columns"]["label"] == ["x"]
        status, _, body = http(base, "/data/plugins_listing")
        assert "fairness" in json.loads(body)


def test_tf_op_accepts_tensors(tmp_path):
    tf = pytest.importorskip("tensorflow")
    inputs = sample_inputs(4)
    WRITERS["tf_op"](
        str(tmp_path / "run"),
        "t",
        1,
        **{**inputs, "predictions": tf.constant(inputs["predictions"])},
    )
    _, steps = read_back(str(tmp_path), "t")
    assert_same_counts(steps[0][1], count_associations(**inputs))


def test_many_writers_in_one_second_are_all_read(tmp_path):
    """Eleven writers in a row into one run: TensorBoard reads files in name order and
    skips one that sorts before a file created earlier, so the names must sort by creation
    (the counter is zero-padded: ".10" would sort before ".9")."""
    from tensorboard.backend.event_processing import event_multiplexer

    for step in range(11):
        with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
            w.label_associations(
                "t",
                step,
                [{"man", "x"}, {"woman"}],
                identities=["man", "woman"],
                wall_time=1.0 + step,
            )
    names = sorted(p.name for p in (tmp_path / "r").iterdir())
    assert len(names) == 11
    multiplexer = event_multiplexer.EventMultiplexer(size_guidance={"tensors": 0})
    multiplexer.AddRunsFromDirectory(str(tmp_path))
    multiplexer.Reload()
    steps = [e.step for e in multiplexer.Tensors("r", "t")]
    assert steps == list(range(11))
