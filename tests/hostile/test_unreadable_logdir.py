"""No traceback where a user names a logdir (issue 27, item 4): a folder or an event file that
cannot be read is left out with a warning naming it, as TensorBoard does, and the rest is
read (``tb-fairness`` and ``Logdir``); a kernel file system or a tree too large to walk is a
usage error (exit 2), in well under a second. The tests run as any user: unreadable folders
are simulated where the walk meets them (root reads everything)."""

from __future__ import annotations

import os
import time

import numpy as np
import pytest

import tb_fairness
from tb_fairness import cli
from tb_fairness.read import logdir as logdir_module


@pytest.fixture()
def logs(tmp_path):
    for run in ("a", "b", "secret"):
        with tb_fairness.FileWriter(str(tmp_path / run)) as w:
            w.label_associations(
                "assoc", 0, [{"man", "bike"}, {"woman"}] * 5, identities=["man", "woman"]
            )
    return tmp_path


@pytest.fixture()
def secret_unreadable(logs, monkeypatch):
    """The folder `secret` cannot be listed, and b's event file cannot be read."""
    walk, access = os.walk, os.access

    def guarded_walk(top, onerror=None, **kwargs):
        for folder, dirs, files in walk(top, onerror=onerror, **kwargs):
            if os.path.basename(folder) == "secret":
                onerror(PermissionError(13, "Permission denied", folder))
                continue
            yield folder, dirs, files

    def guarded_access(path, mode):
        return "/b/" not in str(path) and access(path, mode)

    monkeypatch.setattr(logdir_module.os, "walk", guarded_walk)
    monkeypatch.setattr(logdir_module.os, "access", guarded_access)
    return logs


def test_logdir_leaves_out_what_it_cannot_read_and_says_so(secret_unreadable):
    with pytest.warns(UserWarning) as said:
        logs = tb_fairness.Logdir(str(secret_unreadable))
    assert logs.runs() == ["a"]
    assert len(logs.skipped) == 2
    text = " ".join(str(w.message) for w in said)
    assert "secret: Permission denied" in text and "cannot be read" in text


def test_the_cli_warns_and_reads_the_rest(secret_unreadable, capsys):
    code = cli.main(["export", "--logdir", str(secret_unreadable), "--run", "a", "--tag", "assoc"])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert out.out.startswith("label,")
    assert out.err.count("tb-fairness: warning: left out") == 2
    assert "Traceback" not in out.err
    # check: exit 1 means worsened, never "could not read a folder".
    code = cli.main(
        [
            "check",
            "--logdir",
            str(secret_unreadable),
            "--tag",
            "assoc",
            "--run",
            "a",
            "--vs-run",
            "a",
        ]
    )
    assert code == 0, capsys.readouterr().err


@pytest.mark.parametrize("path", ["/proc/self", "/sys", "/proc"])
def test_a_kernel_file_system_is_a_usage_error_at_once(path, capsys):
    start = time.perf_counter()
    code = cli.main(["export", "--logdir", path, "--run", "x", "--tag", "y"])
    seconds = time.perf_counter() - start
    err = capsys.readouterr().err
    assert code == 2 and "--logdir:" in err and "kernel file system" in err, err
    assert seconds < 1.0
    with pytest.raises(ValueError, match="kernel file system"):
        tb_fairness.Logdir(path)


def test_a_tree_too_large_to_walk_is_refused(tmp_path, monkeypatch, capsys):
    for i in range(30):
        (tmp_path / f"d{i}").mkdir()
    monkeypatch.setattr(logdir_module, "MAX_FOLDERS", 10)
    code = cli.main(["export", "--logdir", str(tmp_path), "--run", "x", "--tag", "y"])
    err = capsys.readouterr().err
    assert code == 2 and "holds more than 10 folders" in err, err
    assert np.isfinite(logdir_module.MAX_WALK_SECONDS)
