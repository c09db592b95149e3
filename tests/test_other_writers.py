"""Reports written by other libraries' event writers: PyTorch's ``SummaryWriter`` and
tensorboardX's, through ``tb_fairness.summary.add_summary`` and the ``*_pb`` builders, read
back by the Python reader and by a real ``tensorboard`` under both loaders."""

from __future__ import annotations

import json
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))
from helpers import http, tensorboard_server  # noqa: E402

import tb_fairness  # noqa: E402
import tb_fairness.summary as fairness_summary  # noqa: E402
from tb_fairness.kinds import table as tables  # noqa: E402

LABEL_SETS = [{"bike", "man"}, {"dress", "woman"}, {"bike", "woman"}, {"tie", "man"}] * 5


def torch_writer(logdir):
    from torch.utils.tensorboard import SummaryWriter

    return SummaryWriter(logdir)


def tensorboardx_writer(logdir):
    tensorboardx = pytest.importorskip("tensorboardX")
    return tensorboardx.SummaryWriter(logdir)


WRITERS = {"torch": torch_writer, "tensorboardX": tensorboardx_writer}


def report():
    return fairness_summary.label_associations_pb(
        "assoc", LABEL_SETS, identities=["man", "woman"], description="from another writer"
    )


@pytest.mark.parametrize("name", sorted(WRITERS))
def test_another_writers_report_equals_ours(tmp_path, name):
    writer = WRITERS[name](str(tmp_path / name))
    fairness_summary.add_summary(writer, report(), 7)
    writer.close()
    with tb_fairness.FileWriter(str(tmp_path / "ours")) as ours:
        ours.label_associations("assoc", 7, LABEL_SETS, identities=["man", "woman"])
    logdir = tb_fairness.Logdir(str(tmp_path))
    assert logdir.steps(name, "assoc") == [7]
    theirs, mine = (logdir.report(run, "assoc", 7) for run in (name, "ours"))
    assert tables.to_csv(theirs.table_data(metric="pmi")) == tables.to_csv(
        mine.table_data(metric="pmi")
    )


def test_real_tensorboard_reads_them_under_both_loaders(tmp_path):
    for name, make in WRITERS.items():
        writer = make(str(tmp_path / name))
        for step in (0, 1):
            fairness_summary.add_summary(writer, report(), step)
        writer.close()
    for load_fast in (True, False):
        with tensorboard_server(tmp_path, load_fast) as base:
            for name in WRITERS:
                path = f"/data/plugin/fairness/label_associations?run={name}&tag=assoc"
                status, _, body = http(base, path)
                assert status == 200, (load_fast, name, body)
                assert json.loads(body)["step"] == 1 and json.loads(body)["n"] == 20


def test_bad_arguments_name_themselves(tmp_path):
    writer = torch_writer(str(tmp_path))
    with pytest.raises(ValueError, match="step"):
        fairness_summary.add_summary(writer, report(), -1)
    with pytest.raises(TypeError, match="walltime"):
        fairness_summary.add_summary(writer, report(), 0, walltime="now")
    with pytest.raises(TypeError, match="writer: expected a SummaryWriter"):
        fairness_summary.add_summary(object(), report(), 0)
    writer.close()
