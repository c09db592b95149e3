"""Each option's `used_by` (kinds/options.py: "view", "compare", "headline") against what
the code reads. Trends and the runs table show only the options declared "headline",
Compare those declared "compare" or "headline": a wrong declaration would hide an option
that changes the numbers, or show one that changes nothing. For every kind and option, on
the every-kind logdir (tests/browser/report_data.py), changed to each other valid value:
- not "headline": the headline numbers (values, intervals, cells left out) never move;
- "headline": some change moves them;
- not "compare": compare's rows (the `diff` table's columns) never move;
- "compare" but not "headline": some change moves compare's rows, or DOCUMENTED says why the
  logdir cannot show it.
"""

from __future__ import annotations

import os
import sys

import numpy as np
import pytest

import tb_fairness
from tb_fairness import kinds
from tb_fairness.kinds.options import OptionError
from tb_fairness.read import compare

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "browser"))
import report_data  # noqa: E402

THREE_IDENTITIES = "associations/three"
TWO_GROUPINGS = "detection/two"
TWO_LABELS = "binary/two"

# Per kind: (run, tag) of report A, and of report B for compare (its next step or itself).
# The every-kind logdir, plus three reports where it offers no other value to try: two
# identities only (swapping A and B flips the gap's sign, and the headline takes |gap|),
# one detection grouping, one binary label.
CASES = {
    "label_associations": ((report_data.MIXED_ASSOC_RUN, THREE_IDENTITIES, 0), 1),
    "skew_size": ((report_data.SKEW_RUN, report_data.SKEW_TAG, 0), 1),
    "group_metrics": ((report_data.GROUP_RUN, report_data.GROUP_TAG, 0), 0),
    "detection_recall": ((report_data.GROUP_RUN, TWO_GROUPINGS, 0), 0),
    "harmful_label_association": ((report_data.INDICATOR_RUN, report_data.HARMFUL_TAG, 0), 0),
    "geodiversity": ((report_data.INDICATOR_RUN, report_data.GEO_TAG, 0), 0),
    "retrieval_precision": ((report_data.INDICATOR_RUN, report_data.RETRIEVAL_TAG, 0), 0),
    "binary_classification": ((report_data.BINARY_RUN, TWO_LABELS, 0), 1),
}
# Options the case sets for every computation (the bootstrap's resamples: for speed).
BASE = {"geodiversity": {"resamples": "50"}}
# The other values tried for a number (the listed values and the choices need none).
NUMBERS = {
    "level": ("0.8", "0.99"),
    "fdr": ("0.001", "0.3", "0.9"),
    "min_count": ("1", "5", "60", "400", "100000"),
    "gap_threshold": ("0", "0.02", "0.3"),
    "mev": ("0", "1", "30"),
    "resamples": ("20", "80"),
    "max_level": ("1", "2"),
    "min_size": ("1", "200"),
    "k": ("1", "5"),
    "alpha": ("0.5", "1"),
    "bins": ("5", "2"),
    "power": ("0.5", "0.95"),
    "min_gap": ("0", "0.2"),
}
# Where the logdir cannot show a declared use: (kind, option) -> why.
DOCUMENTED = {
    (k.name, "fdr"): "fdr moves only the verdicts and FCR intervals of rows whose change is "
    "significant at some rate, and these reports have none (the label associations' do; "
    "tests/test_compare_fcr.py shows it too)"
    for k in kinds.KINDS
    if k.name != "label_associations"
}


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = str(tmp_path_factory.mktemp("used_by"))
    report_data.write_every_kind_logdir(root)
    with tb_fairness.FileWriter(os.path.join(root, report_data.MIXED_ASSOC_RUN)) as w:
        for step in (0, 1):
            matrix, names = report_data.predictions(400, 40, seed=10 + step)
            w.label_associations(
                THREE_IDENTITIES,
                step,
                matrix,
                label_names=names,
                identities=[*report_data.IDENTITIES, "apron"],
                wall_time=1_700_000_000.0 + step,
            )
    with tb_fairness.FileWriter(os.path.join(root, report_data.GROUP_RUN)) as w:
        ious, attributes, classes = report_data.detection_examples(seed=5)
        rng = np.random.default_rng(99)  # not the skins' seed: independent of them
        attributes["gender"] = rng.choice(["f", "m"], size=len(ious)).tolist()
        w.detection_recall(
            TWO_GROUPINGS,
            0,
            ious,
            attributes,
            classes=classes,
            buckets=report_data.SKIN_BUCKETS,
            wall_time=1_700_000_000.0,
        )
    with tb_fairness.FileWriter(os.path.join(root, report_data.BINARY_RUN)) as w:
        for step in (0, 1):
            scores, labels, attributes = report_data.binary_examples(seed=20 + step)
            rng = np.random.default_rng(step)
            other = np.clip(scores[::-1] + rng.normal(0, 0.1, len(scores)), 0, 1)
            w.binary_classification(
                TWO_LABELS,
                step,
                np.stack([scores, other], axis=1),
                np.stack([labels, labels[::-1]], axis=1),
                attributes,
                groupings=report_data.BINARY_GROUPINGS,
                label_names=["positive", "second"],
                wall_time=1_700_000_000.0 + step,
            )
    return tb_fairness.Logdir(root)


def _counts(logdir, name):
    (run, tag, step), step_b = CASES[name]
    return logdir.report(run, tag, step).counts, logdir.report(run, tag, step_b).counts


def _others(kind, option, listed) -> list[dict]:
    """Each other value of ``option`` to try, as the options it changes."""
    if option.type == "choice":
        values = [c for c in option.choices if c != option.default]
    elif option.name in listed:
        values = listed[option.name]
    else:
        values = list(NUMBERS[option.name])  # a new number option needs values to try here
    if not option.requires:
        return [{option.name: v} for v in values]
    # A pair of groups: both or neither (Option.requires).
    (pair,) = option.requires
    return [{option.name: v, pair: w} for v in values for w in listed[pair] if w != v]


def _options(kind, name, change: dict) -> dict:
    given = {**BASE.get(name, {}), **change}
    return kind.parse(given.get)


def _headline(kind, counts, options):
    h = kind.headline(counts, kind.resolve(counts, dict(options)))
    return h.values, h.intervals, h.excluded


def _diff_rows(kind, a, b, options) -> dict:
    """Compare's rows by key (the tab sorts them itself: ties may come in another order)."""
    columns = compare.diff(kind, a, b, options).columns
    names = sorted(columns)
    cells = [
        ["nan" if isinstance(x, float) and x != x else x for x in columns[n].tolist()]
        for n in names
    ]
    return {row[names.index("key")]: row for row in zip(*cells)}


def _changed(kind, name, option, counts, compute) -> list:
    """``compute(options)`` for each valid change of ``option`` (at least one): [(value,
    result)]; a change the kind refuses (a baseline of another grouping, B equal to A) is
    not one."""
    listed = kind.option_values(counts)
    out = []
    for change in _others(kind, option, listed):
        try:
            options = _options(kind, name, change)
            out.append((options[option.name], compute(options)))
        except (OptionError, ValueError):
            continue
    assert out, f"{name}: no other valid value of {option.name} to try"
    return out


ALL = [(k.name, o.name) for k in kinds.KINDS for o in k.options]


def test_every_kind_has_a_case():
    assert set(CASES) == {k.name for k in kinds.KINDS}


@pytest.mark.parametrize("name,option", ALL, ids=[f"{k}-{o}" for k, o in ALL])
def test_used_by_headline(logdir, name, option):
    kind = kinds.get(name)
    o = kind.option(option)
    counts, _ = _counts(logdir, name)
    base = _headline(kind, counts, _options(kind, name, {}))
    tried = _changed(kind, name, o, counts, lambda options: _headline(kind, counts, options))
    moved = [value for value, got in tried if got != base]
    if "headline" in o.used_by:
        assert moved, f"{name}: {option} is declared headline but no change moves the headline"
    else:
        assert not moved, f"{name}: changing {option} to {moved} moves the headline"


@pytest.mark.parametrize("name,option", ALL, ids=[f"{k}-{o}" for k, o in ALL])
def test_used_by_compare(logdir, name, option):
    kind = kinds.get(name)
    o = kind.option(option)
    if "compare" in o.used_by and "headline" in o.used_by:
        pytest.skip("read by the headline: compare's cards show it whatever its rows do")
    a, b = _counts(logdir, name)
    base = _diff_rows(kind, a, b, _options(kind, name, {}))
    tried = _changed(kind, name, o, a, lambda options: _diff_rows(kind, a, b, options))
    moved = [value for value, got in tried if got != base]
    if "compare" in o.used_by:
        if (name, option) in DOCUMENTED:
            assert not moved, f"{name}: {option} moves compare now: drop it from DOCUMENTED"
        else:
            assert moved, f"{name}: {option} is declared compare but no change moves its rows"
    else:
        assert not moved, f"{name}: changing {option} to {moved} moves compare's rows"


def test_the_kinds_route_serves_used_by():
    for kind in kinds.KINDS:
        for served, o in zip(kind.describe()["options"], kind.options):
            assert served["used_by"] == list(o.used_by)
    with pytest.raises(ValueError, match="used_by"):
        kinds.Option("x", "int", 1, "x", used_by=("trend",))
