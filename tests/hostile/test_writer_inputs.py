"""Hostile inputs to the writers (issue 15, item 5).

Every writer method of ``tb_fairness.FileWriter``, its ``_pb`` twin and its accumulator
answer a bad argument with a TypeError (wrong type) or ValueError (wrong value) whose
message starts with the argument's name; nothing is coerced silently (a string is not a
sequence of names, "0.5" is not a number, True is not a threshold), two different names
never become one group, and a group space that would explode is refused up front with its
size. The checks live in :mod:`tb_fairness.metrics.validation`.

Two parts: a table of the concrete cases found from outside, and a generator (hypothesis,
derandomized) over every writer method's arguments asserting that each input is either
accepted and read back by :class:`tb_fairness.Logdir`, or refused naming an argument,
never with another exception.
"""

from __future__ import annotations

import inspect
import math
import re
import time

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tb_fairness
import tb_fairness.summary as fairness_summary
from tb_fairness.metrics.harmful import PAPER_TAXONOMY
from tb_fairness.metrics.validation import MAX_GROUPS, REPR_LIMIT
from tb_fairness.summary import (
    DetectionRecallAccumulator,
    GeodiversityAccumulator,
    GroupMetricsAccumulator,
    HarmfulLabelAssociationAccumulator,
    LabelAssociationAccumulator,
    RetrievalPrecisionAccumulator,
    SkewSizeAccumulator,
)

METHODS = (
    "label_associations",
    "group_metrics",
    "detection_recall",
    "harmful_label_association",
    "geodiversity",
    "retrieval_precision",
    "skew_size",
)

N = 20  # examples per valid batch: small, so that thousands of calls stay fast


def valid_inputs(method: str) -> dict:
    """Arguments (besides tag and step) that every writer of ``method`` accepts."""
    rng = np.random.default_rng(0)
    half = N // 2
    return {
        "label_associations": dict(
            predictions=rng.random((N, 4)),
            label_names=["man", "woman", "bike", "dress"],
            identities=["man", "woman"],
            threshold=0.5,
        ),
        "group_metrics": dict(
            classes=["a", "b"] * half,
            predictions=["a", "a"] * half,
            attributes={"sex": ["f", "m", "f", "m"] * (N // 4)},
        ),
        "detection_recall": dict(ious=rng.random(N), attributes={"skin": ["l", "d"] * half}),
        "harmful_label_association": dict(
            labels=[["face", "gorilla"], ["cup", "prison"]] * half,
            scores=[[0.9, 0.2], [0.6, 0.05]] * half,
            groups=["a", "b"] * half,
            taxonomy=PAPER_TAXONOMY["cc"],
        ),
        "geodiversity": dict(
            image_ids=list(range(N)),
            true_labels=["cat", "dog"] * half,
            predicted_labels=[["cat", "dog"]] * N,
            household_ids=["h1", "h2"] * half,
            incomes=[100.0, 2000.0] * half,
            regions=["africa", "europe"] * half,
        ),
        "retrieval_precision": dict(
            queries=rng.random((6, 3)),
            database=rng.random((N, 3)),
            query_attributes=["a", "b"] * 3,
            database_attributes=["a", "b"] * half,
            ks=[1, 5],
        ),
        "skew_size": dict(
            classes=["nurse", "doctor"] * half,
            groups=["f", "m"] * half,
            predictions=["nurse", "nurse"] * half,
        ),
    }[method]


def argument_names(method: str) -> set[str]:
    """Every argument name a message of ``method``'s writers may start with."""
    names = {"tag", "step", "wall_time"}
    for fn in (getattr(tb_fairness.FileWriter, method), getattr(fairness_summary, method + "_pb")):
        names |= set(inspect.signature(fn).parameters) - {"self", "args", "kwargs"}
    # The headline scalars' switch: FileWriter takes it once, at construction, not per call.
    return names - {"scalars"}


def names_argument(message: str, names: set[str]) -> bool:
    """The message starts with one of ``names``, maybe indexed (``attributes['sex']``,
    ``predictions[3]``), then a colon."""
    alternatives = "|".join(map(re.escape, sorted(names, key=len)[::-1]))
    pattern = rf"^({alternatives})(\[[^\]]*\])*: \S"
    return re.match(pattern, message) is not None


def write(method, changes, logdir):
    """Call ``FileWriter.<method>`` with the valid inputs changed by ``changes`` (``step``
    and ``wall_time`` among them if given)."""
    kwargs = {**valid_inputs(method), **changes}
    step = kwargs.pop("step", 0)
    tag = kwargs.pop("tag", method)
    with tb_fairness.FileWriter(str(logdir)) as writer:
        getattr(writer, method)(tag, step, **kwargs)


def pb(method, changes):
    kwargs = {**valid_inputs(method), **changes}
    tag = kwargs.pop("tag", method)
    return getattr(fairness_summary, method + "_pb")(tag, **kwargs)


def assert_refused(call, error, argument):
    with pytest.raises((TypeError, ValueError)) as info:
        call()
    message = str(info.value)
    assert type(info.value) is error, f"{type(info.value).__name__}: {message}"
    assert message.startswith(argument), message
    assert names_argument(message, {argument}), message
    assert "expected" in message, message
    return message


# ---------------------------------------------------------------------------------------
# The concrete cases

ALL_BINARY = {f"a{i}": [0, 1] * (N // 2) for i in range(16)}
WIDE = {f"a{i}": list(range(N)) for i in range(5)}

CASES = [
    # method, changes, argument named, exception
    ("label_associations", dict(label_names="abcd"), "label_names", TypeError),
    ("label_associations", dict(identities="mw"), "identities", TypeError),
    ("label_associations", dict(label_names=5), "label_names", TypeError),
    ("label_associations", dict(threshold=True), "threshold", TypeError),
    ("label_associations", dict(threshold="0.5"), "threshold", TypeError),
    ("label_associations", dict(threshold=math.nan), "threshold", ValueError),
    ("label_associations", dict(threshold=2.0), "threshold", ValueError),
    ("label_associations", dict(description=3), "description", TypeError),
    ("label_associations", dict(description="a\x00b"), "description", ValueError),
    ("label_associations", dict(tag="t\ud800"), "tag", ValueError),
    (
        "label_associations",
        dict(label_names=["man", "woman", "bike", "d\ud800"]),
        "label_names",
        ValueError,
    ),
    (
        "label_associations",
        dict(label_names=["man", "woman", "bike", "bike\x00"]),
        "label_names",
        ValueError,
    ),
    ("label_associations", dict(step=2**63), "step", ValueError),
    ("label_associations", dict(step=2**64), "step", ValueError),
    ("label_associations", dict(step=-1), "step", ValueError),
    ("label_associations", dict(step=1.0), "step", TypeError),
    ("label_associations", dict(step=True), "step", TypeError),
    ("label_associations", dict(wall_time=math.nan), "wall_time", ValueError),
    ("label_associations", dict(wall_time=math.inf), "wall_time", ValueError),
    ("label_associations", dict(wall_time=-1.0), "wall_time", ValueError),
    ("label_associations", dict(wall_time="now"), "wall_time", TypeError),
    ("label_associations", dict(wall_time=10**400), "wall_time", ValueError),
    ("label_associations", dict(min_count=2**64), "min_count", ValueError),
    ("label_associations", dict(min_count=True), "min_count", TypeError),
    ("label_associations", dict(min_count=-1), "min_count", ValueError),
    ("label_associations", dict(predictions=np.full((N, 4), "0.7")), "predictions", TypeError),
    (
        "label_associations",
        dict(predictions=[{"man", "bike"}, {"woman", "b\x00"}], label_names=None, threshold=None),
        "predictions",
        ValueError,
    ),
    (
        "group_metrics",
        dict(attributes={"sex": ["a", "a\x00"] * (N // 2)}),
        "attributes",
        ValueError,
    ),
    ("group_metrics", dict(classes=["a", 1] * (N // 2)), "classes", TypeError),
    (
        "group_metrics",
        dict(classes=np.array(["a", 1, None, 2.5] * (N // 4), dtype=object)),
        "classes",
        TypeError,
    ),
    (
        "group_metrics",
        dict(attributes={"sex": np.array(["f", 1] * (N // 2), dtype=object)}),
        "attributes",
        TypeError,
    ),
    ("group_metrics", dict(attributes={"sex": [1, "1"] * (N // 2)}), "attributes", TypeError),
    ("group_metrics", dict(classes=["a", "a\x00"] * (N // 2)), "classes", ValueError),
    ("group_metrics", dict(class_names="ab"), "class_names", TypeError),
    ("group_metrics", dict(attributes=ALL_BINARY, groupings="all"), "groupings", ValueError),
    (
        "group_metrics",
        dict(attributes=WIDE, groupings=[tuple(WIDE)]),
        "groupings",
        ValueError,
    ),
    ("group_metrics", dict(groupings=5), "groupings", TypeError),
    ("group_metrics", dict(min_count="50"), "min_count", TypeError),
    ("detection_recall", dict(ious=["0.5"] * N), "ious", TypeError),
    ("detection_recall", dict(ious=[True] * N), "ious", TypeError),
    ("detection_recall", dict(ious=[0.5] * (N - 1) + [math.nan]), "ious", ValueError),
    ("detection_recall", dict(ious=[0.5] * (N - 1) + [1.5]), "ious", ValueError),
    ("detection_recall", dict(ious=0.5), "ious", TypeError),
    ("detection_recall", dict(thresholds=[True]), "thresholds", TypeError),
    ("detection_recall", dict(thresholds=["0.5"]), "thresholds", TypeError),
    ("detection_recall", dict(thresholds=[math.nan]), "thresholds", ValueError),
    ("detection_recall", dict(thresholds=[1.5]), "thresholds", ValueError),
    ("detection_recall", dict(thresholds="0.5"), "thresholds", TypeError),
    (
        "detection_recall",
        dict(attributes=ALL_BINARY, groupings="all"),
        "groupings",
        ValueError,
    ),
    (
        "harmful_label_association",
        dict(scores=[["0.9", "0.2"], ["0.6", "0.05"]] * (N // 2)),
        "scores",
        TypeError,
    ),
    ("harmful_label_association", dict(thresholds=[True, 2]), "thresholds", TypeError),
    ("harmful_label_association", dict(thresholds=[0.5, math.nan]), "thresholds", ValueError),
    ("harmful_label_association", dict(groups=["a", "a\x00"] * (N // 2)), "groups", ValueError),
    ("harmful_label_association", dict(groups=[1, "1"] * (N // 2)), "groups", TypeError),
    ("harmful_label_association", dict(label_names="facegorilla"), "label_names", TypeError),
    ("harmful_label_association", dict(missing=True), "missing", ValueError),
    ("geodiversity", dict(incomes=["100", "2000"] * (N // 2)), "incomes", TypeError),
    ("geodiversity", dict(incomes=[True, False] * (N // 2)), "incomes", TypeError),
    ("geodiversity", dict(household_ids=[1, "1"] * (N // 2)), "household_ids", TypeError),
    ("geodiversity", dict(household_ids=["h", "h\x00"] * (N // 2)), "household_ids", ValueError),
    ("geodiversity", dict(threshold=True), "threshold", TypeError),
    ("geodiversity", dict(threshold="0.5"), "threshold", TypeError),
    ("geodiversity", dict(scores=[["0.5", "0.5"]] * N), "scores", TypeError),
    ("geodiversity", dict(regions=["africa", "africa\x00"] * (N // 2)), "regions", ValueError),
    ("geodiversity", dict(image_ids=[1, "1"] * (N // 2)), "image_ids", TypeError),
    ("retrieval_precision", dict(queries=np.full((6, 3), "1")), "queries", TypeError),
    ("retrieval_precision", dict(queries="abc"), "queries", TypeError),
    ("retrieval_precision", dict(ks=[True]), "ks", TypeError),
    ("retrieval_precision", dict(ks=["5"]), "ks", TypeError),
    ("retrieval_precision", dict(ks=[10**30]), "ks", ValueError),
    ("retrieval_precision", dict(query_attributes=[1, "1"] * 3), "query_attributes", TypeError),
    (
        "retrieval_precision",
        dict(query_attributes=[1, 2] * 3, database_attributes=["1", "2"] * (N // 2)),
        "database_attributes",
        TypeError,
    ),
    ("skew_size", dict(classes=["a", "a\x00"] * (N // 2)), "classes", ValueError),
    ("skew_size", dict(groups=["f", "m\x00"] * (N // 2)), "groups", ValueError),
    ("skew_size", dict(class_names="ab"), "class_names", TypeError),
    ("skew_size", dict(classes=["nurse\ud800", "doctor"] * (N // 2)), "classes", ValueError),
    ("skew_size", dict(predictions=["nurse", 1] * (N // 2)), "predictions", TypeError),
]


def case_id(case):
    method, changes, argument, _ = case
    return f"{method}-{argument}-{shown_short(changes)}"


def shown_short(changes):
    return re.sub(r"\W+", "_", repr(changes))[:40]


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_bad_input_is_refused_naming_the_argument(case, tmp_path):
    method, changes, argument, error = case
    started = time.perf_counter()
    message = assert_refused(lambda: write(method, changes, tmp_path / "run"), error, argument)
    assert time.perf_counter() - started < 5, "refused, but only after working on it"
    # The quoted value is cut: a message stays readable whatever was passed.
    assert len(message) < 4 * REPR_LIMIT + 200, message
    if not {"step", "wall_time", "tag"} & set(changes):  # the _pb twin takes no step
        assert_refused(lambda: pb(method, changes), error, argument)
    # Nothing was written: a refused call leaves no report behind.
    if (tmp_path / "run").exists():
        assert not tb_fairness.Logdir(str(tmp_path)).runs()


def test_an_exploding_group_space_is_refused_with_its_size():
    message = assert_refused(
        lambda: pb("group_metrics", dict(attributes=ALL_BINARY, groupings="all")),
        ValueError,
        "groupings",
    )
    assert f"{3**16 - 1:,}" in message and f"{MAX_GROUPS:,}" in message
    message = assert_refused(
        lambda: pb("group_metrics", dict(attributes=WIDE, groupings=[tuple(WIDE)])),
        ValueError,
        "groupings",
    )
    assert f"{N**5:,}" in message


def test_names_that_differ_stay_different_groups(tmp_path):
    """Tab, LF and CR are allowed in names (real labels hold them); names that differ as
    strings are different groups, also when they differ only in case or white space."""
    groups = ["a", "A", "a ", "a\tb", "a\nb", "a\rb", "1", "01"]
    classes = ["x", "y"] * (len(groups) // 2)
    logdir = tmp_path / "run"
    with tb_fairness.FileWriter(str(logdir)) as writer:
        writer.group_metrics("g", 0, classes, classes, {"grp": groups * 1})
        writer.skew_size("s", 0, classes, groups, classes)
    logs = tb_fairness.Logdir(str(tmp_path))
    names = logs.report("run", "g", 0).counts.groups.attribute_values[0]
    assert sorted(names) == sorted(groups)
    assert sorted(logs.report("run", "s", 0).counts.group_names) == sorted(groups)


def test_valid_wall_time_and_step_bounds_round_trip(tmp_path):
    write("skew_size", dict(step=2**63 - 1, wall_time=0.0), tmp_path / "run")
    logs = tb_fairness.Logdir(str(tmp_path))
    report = logs.report("run", "skew_size")
    assert report.step == 2**63 - 1 and report.wall_time == 0.0


ACCUMULATOR_CASES = [
    (lambda: LabelAssociationAccumulator(label_names="abc"), TypeError, "label_names"),
    (lambda: LabelAssociationAccumulator(identities="ab"), TypeError, "identities"),
    (lambda: LabelAssociationAccumulator(threshold=True), TypeError, "threshold"),
    (lambda: LabelAssociationAccumulator(threshold="0.5"), TypeError, "threshold"),
    (lambda: SkewSizeAccumulator(class_names="ab"), TypeError, "class_names"),
    (lambda: SkewSizeAccumulator(group_names=["a", "a\x00"]), ValueError, "group_names"),
    (lambda: GroupMetricsAccumulator(groupings="some"), ValueError, "groupings"),
    (lambda: GroupMetricsAccumulator(groupings=3), TypeError, "groupings"),
    (lambda: GroupMetricsAccumulator(buckets=["a"]), TypeError, "buckets"),
    (lambda: DetectionRecallAccumulator(thresholds=[True]), TypeError, "thresholds"),
    (lambda: DetectionRecallAccumulator(thresholds=[0.5, 0.4]), ValueError, "thresholds"),
    (
        lambda: HarmfulLabelAssociationAccumulator(taxonomy=PAPER_TAXONOMY["cc"], missing="skip"),
        ValueError,
        "missing",
    ),
    (
        lambda: HarmfulLabelAssociationAccumulator(
            taxonomy=PAPER_TAXONOMY["cc"], thresholds=["0.1"]
        ),
        TypeError,
        "thresholds",
    ),
    (lambda: HarmfulLabelAssociationAccumulator(taxonomy="cc"), TypeError, "taxonomy"),
    (lambda: GeodiversityAccumulator(threshold="0"), TypeError, "threshold"),
    (lambda: GeodiversityAccumulator(threshold=math.inf), ValueError, "threshold"),
    (lambda: RetrievalPrecisionAccumulator(np.full((3, 2), "1"), ["a"] * 3), TypeError, "database"),
    (
        lambda: RetrievalPrecisionAccumulator(np.ones((3, 2)), [1, "1", 2]),
        TypeError,
        "database_attributes",
    ),
    (lambda: RetrievalPrecisionAccumulator(np.ones((3, 2)), ["a"] * 3, ks=[0]), ValueError, "ks"),
]


@pytest.mark.parametrize("case", ACCUMULATOR_CASES, ids=range(len(ACCUMULATOR_CASES)))
def test_accumulator_options_are_checked_when_created(case):
    make, error, argument = case
    assert_refused(make, error, argument)


def test_accumulator_update_refuses_bad_batches_and_keeps_its_counts():
    acc = SkewSizeAccumulator()
    acc.update(["a", "b"], ["f", "m"], ["a", "a"])
    before = acc.counts
    assert_refused(
        lambda: acc.update(["a", "a\x00"], ["f", "m"], ["a", "a"]), ValueError, "classes"
    )
    assert_refused(lambda: acc.update(["a", "b"], [1, "1"], ["a", "a"]), TypeError, "groups")
    assert acc.counts is before
    acc = GroupMetricsAccumulator(groupings="all")
    assert_refused(
        lambda: acc.update(["a", "b"] * (N // 2), ["a", "a"] * (N // 2), ALL_BINARY),
        ValueError,
        "groupings",
    )
    acc = LabelAssociationAccumulator(identities=["man", "woman"])
    assert_refused(lambda: acc.update([{"man"}, {"woman", "w\ud800"}]), ValueError, "predictions")
    assert acc.counts is None


# ---------------------------------------------------------------------------------------
# Generated inputs


def hostile_scalars():
    return [
        None,
        "",
        "abc",
        "0.5",
        b"ab",
        True,
        False,
        0,
        -1,
        1.5,
        math.nan,
        math.inf,
        -math.inf,
        2**63,
        2**64,
        10**400,
        "a\x00",
        "\ud800",
        "x\x1b[31m",
        1 + 2j,
        object(),
    ]


def hostile_values(n: int):
    """Whole-argument replacements: wrong types, wrong shapes, bad names."""
    return hostile_scalars() + [
        [],
        [[]],
        {},
        {"a": 1},
        set(),
        np.zeros(0),
        np.zeros((n, 0)),
        np.array(5),
        ["a", "a\x00"] * (n // 2),
        ["x\ud800"] * n,
        [1, "1"] * (n // 2),
        np.array(["a", 1] * (n // 2), dtype=object),
        np.array([None] * n, dtype=object),
        np.full(n, "0.5"),
        np.full((n, 2), "0.5"),
        [True, False] * (n // 2),
        [0.5] * (n - 1) + [math.nan],
        [[1], [1, 2]],
        list(range(n + 1)),
        np.ones((n, 4)),
        np.full((n, 4), math.nan),
        {"sex": ["f", "m"] * (n // 2), "age": [1, 2] * (n // 2)},
        {"a\x00": [0] * n},
    ]


def mutated(value, index: int, item):
    """``value`` with its ``index``-th entry (or row) replaced by ``item``."""
    if isinstance(value, dict):
        if not value:
            return value
        key = list(value)[index % len(value)]
        return {**value, key: mutated(value[key], index, item)}
    if isinstance(value, np.ndarray):
        if value.ndim == 0 or value.size == 0:
            return value
        out = value.astype(object)
        out[index % out.shape[0]] = item
        return out
    if isinstance(value, (list, tuple)) and value:
        out = list(value)
        out[index % len(out)] = item
        return out
    return item


# Valid values of the arguments every method shares: accepted, and read back as written.
BENIGN = {
    "step": [0, 1, 2**63 - 1],
    "wall_time": [None, 0.0, 1.7e9, 2**40],
    "description": [None, "", "a description\twith tab,\nnewline and \u00e9"],
    "min_count": [None, 0, 10**9],
}


@st.composite
def changes_for(draw, method: str):
    """One to three arguments of ``method`` replaced by a hostile value, or one entry of
    them by a hostile scalar (object arrays of mixed types, a NUL among names...)."""
    base = valid_inputs(method)
    keys = sorted(argument_names(method) - {"counts"})
    changes = {}
    for key in draw(st.lists(st.sampled_from(keys), min_size=1, max_size=3, unique=True)):
        if key in BENIGN and draw(st.booleans()):
            changes[key] = draw(st.sampled_from(BENIGN[key]))
        elif key in base and draw(st.booleans()):
            item = draw(st.sampled_from(hostile_scalars()))
            changes[key] = mutated(base[key], draw(st.integers(0, N - 1)), item)
        else:
            changes[key] = draw(st.sampled_from(hostile_values(N)))
    return changes


ALLOWED = (TypeError, ValueError)


@pytest.mark.parametrize("method", METHODS)
def test_generated_inputs_are_accepted_or_refused_naming_an_argument(method, tmp_path):
    names = argument_names(method)
    written: dict[str, list[int]] = {}  # tag -> steps accepted
    outcomes = {"accepted": 0, "refused": 0}
    writer = tb_fairness.FileWriter(str(tmp_path / "run"))
    fresh = iter(range(10**6, 2 * 10**6))

    @settings(
        max_examples=300,
        deadline=5000,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(changes=changes_for(method))
    def check(changes):
        kwargs = {**valid_inputs(method), **changes}
        tag = kwargs.pop("tag", method)
        step = kwargs.pop("step", next(fresh))
        if type(step) is int and type(tag) is str and step in written.get(tag, ()):
            step = next(fresh)
        try:
            getattr(writer, method)(tag, step, **kwargs)
        except ALLOWED as err:
            message = str(err)
            assert names_argument(message, names), f"{type(err).__name__}: {message}"
            outcomes["refused"] += 1
            return
        # OverflowError, MemoryError, KeyError, ... fail the test as they are.
        written.setdefault(tag, []).append(step)
        outcomes["accepted"] += 1

    check()
    writer.close()
    assert outcomes["refused"] > 0
    if written:  # every accepted report reads back, under its tag and step
        logs = tb_fairness.Logdir(str(tmp_path))
        assert logs.tags("run") == {tag: method for tag in written}
        for tag, steps in written.items():
            assert logs.steps("run", tag) == sorted(steps)
            for step in steps:
                report = logs.report("run", tag, step)
                assert report.kind == method and math.isfinite(report.wall_time)


ACCUMULATORS = {
    "label_associations": LabelAssociationAccumulator,
    "group_metrics": GroupMetricsAccumulator,
    "detection_recall": DetectionRecallAccumulator,
    "harmful_label_association": HarmfulLabelAssociationAccumulator,
    "geodiversity": GeodiversityAccumulator,
    "retrieval_precision": RetrievalPrecisionAccumulator,
    "skew_size": SkewSizeAccumulator,
}


def parameters(fn) -> set[str]:
    return set(inspect.signature(fn).parameters) - {"self"}


@st.composite
def accumulator_changes(draw, method: str):
    """Hostile values for an accumulator's options and for one batch of it."""
    cls = ACCUMULATORS[method]
    base = valid_inputs(method)
    keys = sorted(parameters(cls.__init__) | parameters(cls.update))
    changes = {}
    for key in draw(st.lists(st.sampled_from(keys), min_size=1, max_size=2, unique=True)):
        if key in base and draw(st.booleans()):
            item = draw(st.sampled_from(hostile_scalars()))
            changes[key] = mutated(base[key], draw(st.integers(0, N - 1)), item)
        else:
            changes[key] = draw(st.sampled_from(hostile_values(N)))
    return changes


@pytest.mark.parametrize("method", METHODS)
def test_generated_accumulator_inputs_are_accepted_or_refused_naming_an_argument(method, tmp_path):
    """Options are checked by the constructor, batches by update(); counts accepted there
    are written (``counts=``) and read back."""
    cls = ACCUMULATORS[method]
    init_names, update_names = parameters(cls.__init__), parameters(cls.update)
    names = init_names | update_names
    accepted = []

    @settings(
        max_examples=150,
        deadline=5000,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(changes=accumulator_changes(method))
    def check(changes):
        kwargs = {**valid_inputs(method), **changes}
        try:
            acc = cls(**{k: v for k, v in kwargs.items() if k in init_names})
            acc.update(**{k: v for k, v in kwargs.items() if k in update_names})
        except ALLOWED as err:
            message = str(err)
            assert names_argument(message, names), f"{type(err).__name__}: {message}"
            return
        accepted.append(acc)

    check()
    with tb_fairness.FileWriter(str(tmp_path / "run")) as writer:
        for step, acc in enumerate(accepted):
            getattr(writer, method)(method, step, counts=acc)
    if accepted:
        logs = tb_fairness.Logdir(str(tmp_path))
        assert logs.steps("run", method) == list(range(len(accepted)))
