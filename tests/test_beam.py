"""tb_fairness.beam: a CombineFn per accumulator and WriteReport (issue 14, items 1 and 2).

A DirectRunner pipeline over 8 shards writes, for every kind, the report one shot writes,
byte for byte; merges in random orders, through the accumulator coder, are identical; the
per-key pipeline writes one run per key. Batches and the one-shot comparison come from
tests/test_canonical_order.py.
"""

from __future__ import annotations

import inspect
import os
import sys

import numpy as np
import pytest

beam = pytest.importorskip("apache_beam")

from apache_beam.io.localfilesystem import LocalFileSystem  # noqa: E402
from apache_beam.options.pipeline_options import PipelineOptions  # noqa: E402
from test_canonical_order import KIND_CASES, _concat, _encoded, _exports  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness import beam as tbb  # noqa: E402
from tb_fairness import kinds  # noqa: E402
from tb_fairness.summary import accumulators  # noqa: E402

CASES = KIND_CASES

# In-process DirectRunner with 4 threads: the 8 shards are counted in several bundles, so
# several accumulators cross the coder and merge (one bundle would merge nothing).
THREADS = dict(direct_num_workers=4, direct_running_mode="multi_threading")


@pytest.fixture(autouse=True)
def no_network(monkeypatch):
    """Local pipelines never reach the network (Beam's DirectRunner may fetch a Prism
    runner binary since 2.68): a connection to anything but this machine fails the test."""
    import ipaddress
    import socket

    connect = socket.socket.connect

    def local_only(sock, address, *args):
        host = address[0] if isinstance(address, tuple) else None
        if host is not None and host != "localhost":
            try:
                local = ipaddress.ip_address(host).is_loopback
            except ValueError:  # a name other than localhost
                local = False
            if not local:
                raise AssertionError(f"a Beam test opened a network connection to {address}")
        return connect(sock, address, *args)

    monkeypatch.setattr(socket.socket, "connect", local_only)


def test_the_network_guard_holds():
    import socket

    with socket.socket() as sock, pytest.raises(AssertionError, match="network connection"):
        sock.connect(("192.0.2.1", 443))  # TEST-NET-1: refused before any packet leaves


def _combine_fn(kind_name):
    """The CombineFn of the accumulator CASES builds, with the same arguments."""
    make, _ = CASES[kind_name]
    return tbb.COMBINE_FNS[make.func](*make.args, **make.keywords)


def _shards(kind_name, count=8):
    _, batch = CASES[kind_name]
    rng = np.random.default_rng(sum(map(ord, kind_name)))
    return [batch(rng, int(rng.integers(3, 25))) for _ in range(count)]


def _one_shot(kind_name, batches):
    make, _ = CASES[kind_name]
    acc = make()
    acc.update(**_concat(batches))  # a batch is the update() arguments by name
    return acc


def _report_tensor(logdir, run, tag="t", step=0) -> list:
    """The report's tensor elements as written in the event file."""
    report = tb_fairness.Logdir(str(logdir)).report(run, tag, step)
    return _encoded(report.kind, report.counts)


# --------------------------------------------------------------------------------------
# The table of CombineFns


def test_every_accumulator_has_its_combine_fn():
    classes = {getattr(accumulators, n) for n in accumulators.__all__ if n.endswith("Accumulator")}
    assert set(tbb.COMBINE_FNS) == classes == set(accumulators.ACCUMULATORS)
    for accumulator, fn in tbb.COMBINE_FNS.items():
        assert fn.__name__ == accumulator.__name__.replace("Accumulator", "CombineFn")
        assert getattr(tbb, fn.__name__) is fn and fn.__module__ == "tb_fairness.beam"
        assert issubclass(fn, beam.CombineFn) and fn.__doc__
        assert inspect.signature(fn) == inspect.signature(accumulator)
        assert kinds.get(fn.kind).counts_type is accumulator.counts_type
    assert sorted(fn.kind for fn in tbb.COMBINE_FNS.values()) == sorted(kinds.BY_NAME)
    assert sorted(CASES) == sorted(kinds.BY_NAME)  # the tests below cover every kind


def test_merging_no_accumulator_gives_an_empty_one_and_a_mismatch_is_refused():
    fn = tbb.LabelAssociationCombineFn(identities=["man", "woman"], threshold=0.5)
    empty = fn.merge_accumulators([])
    assert isinstance(empty, accumulators.LabelAssociationAccumulator) and empty.counts is None
    other = tbb.LabelAssociationCombineFn(identities=["man", "woman"], threshold=0.9)
    with pytest.raises(ValueError, match="^other: threshold differs"):
        fn.merge_accumulators([fn.create_accumulator(), other.create_accumulator()])
    # The old names are the kinds' names.
    assert tbb.HarmfulLabelCombineFn is tbb.HarmfulLabelAssociationCombineFn
    assert tbb.RetrievalCombineFn is tbb.RetrievalPrecisionCombineFn


def test_options_are_checked_when_the_pipeline_is_built():
    with pytest.raises(ValueError, match="^threshold"):
        tbb.LabelAssociationCombineFn(identities=["a", "b"], threshold=float("nan"))
    with pytest.raises(TypeError, match="taxonomy"):
        tbb.HarmfulLabelAssociationCombineFn()
    with pytest.raises(TypeError, match="unexpected keyword argument 'identity'"):
        tbb.LabelAssociationCombineFn(identity=["a", "b"])


# --------------------------------------------------------------------------------------
# 8 shards on DirectRunner == one shot, for every kind


@pytest.mark.parametrize("kind_name", list(CASES))
def test_pipeline_over_8_shards_equals_one_shot(kind_name, tmp_path):
    batches = _shards(kind_name)
    with beam.Pipeline(options=PipelineOptions(**THREADS)) as p:
        _ = (
            p
            | beam.Create(batches)
            | tbb.WriteReport(_combine_fn(kind_name), tmp_path / "beam", "t")
        )
    one_shot = _one_shot(kind_name, batches)
    assert _report_tensor(tmp_path, "beam") == _encoded(kind_name, one_shot.counts)
    # Every exported table, byte for byte.
    report = tb_fairness.Logdir(str(tmp_path)).report("beam", "t", 0)
    want = _exports(tmp_path, "one_shot", kind_name, one_shot.counts)
    assert _exports(tmp_path, "beam_again", kind_name, report.counts) == want


def test_accumulators_cross_bundles_through_the_coder(tmp_path, monkeypatch):
    encoded = []
    encode = tbb.AccumulatorCoder.encode

    def spy(self, value):
        encoded.append(encode(self, value))
        return encoded[-1]

    monkeypatch.setattr(tbb.AccumulatorCoder, "encode", spy)
    with beam.Pipeline(options=PipelineOptions(**THREADS)) as p:
        _ = (
            p
            | beam.Create(_shards("skew_size"))
            | tbb.WriteReport(tbb.SkewSizeCombineFn(), tmp_path / "run", "t")
        )
    # Accumulators holding counts went through it (the head's third byte: what follows).
    assert any(e[:4] == accumulators.MAGIC and e[5] == 1 for e in encoded)


# --------------------------------------------------------------------------------------
# Merges in random orders, and coder round trips


@pytest.mark.parametrize("kind_name", list(CASES))
def test_merges_in_random_orders_and_round_trips_are_identical(kind_name):
    fn = _combine_fn(kind_name)
    coder = fn.get_accumulator_coder()
    batches = _shards(kind_name)
    expected = _encoded(kind_name, _one_shot(kind_name, batches).counts)
    rng = np.random.default_rng(len(kind_name))

    def singles():
        out = []
        for b in batches:
            out.append(fn.add_input(fn.create_accumulator(), b))
        return out + [fn.create_accumulator()]  # an empty one changes nothing

    for trial in range(4):
        accs = singles()
        if trial % 2:  # every accumulator through the coder first, as between workers
            accs = [coder.decode(coder.encode(a)) for a in accs]
        order = rng.permutation(len(accs))
        if trial < 2:  # one flat merge
            merged = fn.merge_accumulators([accs[i] for i in order])
        else:  # a random tree of merges, each result round-tripped
            pool = [accs[i] for i in order]
            while len(pool) > 1:
                k = int(rng.integers(2, len(pool) + 1))
                part = coder.decode(coder.encode(fn.merge_accumulators(pool[:k])))
                pool = pool[k:] + [part]
                rng.shuffle(pool)
            merged = pool[0]
        out = fn.extract_output(merged)
        assert isinstance(out, fn.accumulator)
        assert _encoded(kind_name, out.counts) == expected, trial
        assert coder.encode(coder.decode(coder.encode(out))) == coder.encode(out)


@pytest.mark.parametrize("kind_name", list(CASES))
def test_coder_holds_the_report_tensor(kind_name):
    fn = _combine_fn(kind_name)
    coder = fn.get_accumulator_coder()
    empty = coder.encode(fn.create_accumulator())
    assert empty == accumulators.encode(fn.create_accumulator())
    back = coder.decode(empty)
    assert isinstance(back, fn.accumulator) and back.counts is None
    acc = fn.add_input(fn.create_accumulator(), _shards(kind_name, 1)[0])
    data = coder.encode(acc)
    # The elements of the report tensor, each after its length: no pickled object
    # (tests/test_accumulator_encoding.py checks the format, damage and forgeries).
    assert data == accumulators.encode(acc)
    assert all(element in data for element in _encoded(kind_name, acc.counts))
    for bad in (data[:-1], data + b"\0", b"\x01\x02", b"\x07" + empty[1:]):
        with pytest.raises(ValueError, match="^accumulator"):
            coder.decode(bad)


# --------------------------------------------------------------------------------------
# WriteReport: options; WriteReportPerKey: one run per key


def test_write_report_options(tmp_path):
    batches = _shards("label_associations")
    with beam.Pipeline() as p:
        _ = (
            p
            | beam.Create(batches)
            | tbb.WriteReport(
                _combine_fn("label_associations"),
                str(tmp_path / "run"),
                "assoc",
                step=7,
                min_count=3,
                description="eval set",
            )
        )
    logdir = tb_fairness.Logdir(str(tmp_path))
    assert logdir.steps("run", "assoc") == [7]
    assert logdir.report("run", "assoc", 7).counts.min_count == 3
    fn = _combine_fn("label_associations")
    with pytest.raises(TypeError, match="^identities: counts the batches; give it to Label"):
        tbb.WriteReport(fn, tmp_path, "t", identities=["man", "woman"])
    with pytest.raises(TypeError, match="^min_count: not an option of a skew_size report"):
        tbb.WriteReport(tbb.SkewSizeCombineFn(), tmp_path, "t", min_count=3)
    with pytest.raises(ValueError, match="^min_count"):
        tbb.WriteReport(fn, tmp_path, "t", min_count=-1)
    with pytest.raises(ValueError, match="^step"):
        tbb.WriteReport(fn, tmp_path, "t", step=-1)
    with pytest.raises(TypeError, match="^tag"):
        tbb.WriteReport(fn, tmp_path, "")
    with pytest.raises(TypeError, match="^combine_fn: expected one of tb_fairness.beam's"):
        tbb.WriteReport(beam.combiners.CountCombineFn(), tmp_path, "t")


def test_write_report_of_no_batch_says_so(tmp_path):
    with pytest.raises(ValueError, match="batches: none reached the combine"):
        with beam.Pipeline() as p:
            _ = p | beam.Create([]) | tbb.WriteReport(tbb.SkewSizeCombineFn(), tmp_path, "t")


def test_per_key_pipeline_writes_one_report_per_key(tmp_path):
    """On 2 worker processes, as the benchmark runs (about 6 s)."""
    keys = ["model_a", "model b", "split-10"]
    batches = {key: _shards("group_metrics", 4 + i) for i, key in enumerate(keys)}
    pairs = [(key, b) for key in keys for b in batches[key]]
    options = PipelineOptions(direct_num_workers=2, direct_running_mode="multi_processing")
    with beam.Pipeline(options=options) as p:
        _ = (
            p
            | beam.Create(pairs)
            | tbb.WriteReportPerKey(_combine_fn("group_metrics"), tmp_path, "groups", 2)
        )
    logdir = tb_fairness.Logdir(str(tmp_path))
    assert sorted(logdir.runs()) == sorted(keys)
    for key in keys:
        expected = _encoded("group_metrics", _one_shot("group_metrics", batches[key]).counts)
        assert _report_tensor(tmp_path, key, "groups", 2) == expected, key
        assert len(os.listdir(tmp_path / key)) == 1  # written once


def test_keys_are_checked_as_every_engine_checks_them():
    # tests/test_partitions.py checks check_key itself.
    from tb_fairness import partitions

    assert tbb.check_key is partitions.check_key


def test_bad_key_and_bad_pair_fail_the_pipeline(tmp_path):
    fn = _combine_fn("label_associations")
    batch = _shards("label_associations", 1)[0]
    with pytest.raises(ValueError, match=r"^key: '\.\./escape' is not a safe run name"):
        with beam.Pipeline() as p:
            _ = (
                p
                | beam.Create([("ok", batch), ("../escape", batch)])
                | tbb.WriteReportPerKey(fn, tmp_path, "t")
            )
    with pytest.raises(TypeError, match=r"^key: expected a run name \(str\), got 3 \(int\)"):
        with beam.Pipeline() as p:
            _ = p | beam.Create([(3, batch)]) | tbb.WriteReportPerKey(fn, tmp_path, "t")
    with pytest.raises(TypeError, match=r"^element: expected a \(key, batch\) pair, got dict"):
        with beam.Pipeline() as p:
            _ = p | beam.Create([batch]) | tbb.WriteReportPerKey(fn, tmp_path, "t")
    assert not os.listdir(tmp_path)


def test_bad_batch_element_names_the_argument(tmp_path):
    fn = _combine_fn("label_associations")
    acc = fn.create_accumulator()
    with pytest.raises(TypeError, match=r"^element: expected a dict of LabelAssociationAcc"):
        fn.add_input(acc, [{"man"}])
    with pytest.raises(TypeError, match=r"^element\['preds'\]: not an argument of Label"):
        fn.add_input(acc, {"preds": [{"man"}]})
    with pytest.raises(TypeError, match="^element: missing predictions"):
        fn.add_input(acc, {})
    with pytest.raises(ValueError, match="^identities: already set"):
        fn.add_input(acc, {"predictions": [{"man"}], "identities": {"man": [True]}})
    assert acc.counts is None  # refused batches counted nothing
    # Through a pipeline, the same message.
    with pytest.raises(TypeError, match=r"^element\['labels'\]: not an argument of Skew"):
        with beam.Pipeline() as p:
            _ = (
                p
                | beam.Create([{"labels": ["a"]}])
                | tbb.WriteReport(tbb.SkewSizeCombineFn(), tmp_path, "t")
            )


# --------------------------------------------------------------------------------------
# A logdir on another filesystem: written through Beam's FileSystems


class _FakeRemoteFileSystem(LocalFileSystem):
    """``tbfake://<path>`` is the local ``<root>/<path>``: a filesystem only Beam knows."""

    root = ""

    @classmethod
    def scheme(cls):
        return "tbfake"

    def _local(self, path):
        return os.path.join(self.root, path[len("tbfake://") :])

    def join(self, basepath, *paths):
        return "/".join([basepath.rstrip("/"), *paths])

    def create(self, path, *args, **kwargs):
        return super().create(self._local(path), *args, **kwargs)


def test_write_to_a_filesystem_only_beam_knows(tmp_path, monkeypatch):
    monkeypatch.setattr(_FakeRemoteFileSystem, "root", str(tmp_path))
    batches = _shards("skew_size")
    with beam.Pipeline() as p:
        _ = (
            p
            | beam.Create([("a", b) for b in batches])
            | tbb.WriteReportPerKey(tbb.SkewSizeCombineFn(), "tbfake://logs", "t")
        )
    expected = _encoded("skew_size", _one_shot("skew_size", batches).counts)
    assert _report_tensor(tmp_path / "logs", "a") == expected


# --------------------------------------------------------------------------------------
# docs/scale.md's example runs (tests/test_docs_blocks.py holds the others)


def test_the_scale_docs_example_runs(tmp_path, monkeypatch):
    """As written, on the DirectRunner, but writing to a local folder for the bucket."""
    from test_docs_blocks import python_blocks

    (block,) = [b for b in python_blocks("docs/scale.md") if "apache_beam" in b]
    assert '"gs://bucket/logs/model_a"' in block
    block = block.replace('"gs://bucket/logs/model_a"', repr(str(tmp_path / "model_a")))
    rng = np.random.default_rng(5)
    vocabulary = ["bike", "dress", "man", "woman"]

    def read_shard(path, batch_size):
        for _ in range(2):  # two batches per shard
            predictions = [set(rng.choice(vocabulary, 2).tolist()) for _ in range(50)]
            identities = {"man": rng.random(50) < 0.5, "woman": rng.random(50) < 0.5}
            yield predictions, identities

    monkeypatch.setattr(sys, "argv", ["scale.md"])  # PipelineOptions reads the command line
    namespace = {"read_shard": read_shard, "shard_paths": ["a", "b", "c"], "vocabulary": vocabulary}
    exec(compile(block, "docs/scale.md", "exec"), namespace)
    counts = tb_fairness.Logdir(str(tmp_path)).report("model_a", "associations/test").counts
    assert counts.n == 300 and counts.min_count == 5
