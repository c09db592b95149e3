"""The README's examples run as written (issue 27, item 5): the first block, which logs label
associations with every writer, is executed in an empty directory, and the reports it
writes are read back."""

from __future__ import annotations

import os
import re

import pytest

import tb_fairness

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def python_blocks(path: str) -> list[str]:
    with open(path, encoding="utf-8") as f:
        return re.findall(r"```python\n(.*?)```", f.read(), flags=re.S)


def test_the_label_associations_example_runs_and_writes_what_it_says(tmp_path, monkeypatch):
    pytest.importorskip("tensorflow")
    pytest.importorskip("torch")
    (block,) = [b for b in python_blocks(os.path.join(ROOT, "README.md")) if "No TensorFlow" in b]
    monkeypatch.chdir(tmp_path)
    exec(compile(block, "README.md", "exec"), {"__name__": "readme"})
    logs = tb_fairness.Logdir(str(tmp_path / "logs"))
    assert logs.tags("model_a") == {
        "associations/val": "label_associations",
        "associations/age": "label_associations",
    }
    assert logs.steps("model_a", "associations/val") == [0, 1]
    for run in ("model_b", "model_c"):
        assert logs.tags(run) == {"associations/val": "label_associations"}
    # The merged workers counted every example once: the same counts as one shot.
    merged = logs.report("model_a", "associations/val", step=1).counts
    one_shot = logs.report("model_a", "associations/val", step=0).counts
    assert merged.n == one_shot.n == 1000
    assert (merged.joint_counts == one_shot.joint_counts).all()
