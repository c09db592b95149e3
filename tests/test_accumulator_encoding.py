"""An accumulator as bytes (issue 27, item 3): what crosses between processes (Beam's coder,
and the engines to come) carries the accumulator's configuration, a format version and a
checksum, and decoding refuses damaged bytes, another version, another configuration
(naming the option), a part too many and counts that are not their own encoding; a
geodiversity accumulator carries the images it counted, so an image counted twice is
refused across workers too. Per kind, accumulators of random configurations merge if and
only if their configurations agree, and a merge equals one accumulator fed every batch."""

from __future__ import annotations

import json
import struct
import zlib

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_canonical_order import KIND_CASES, TAXONOMY, _encoded, _update
from test_merge_configuration import MISMATCHES

from tb_fairness import kinds
from tb_fairness.summary import accumulators
from tb_fairness.summary.accumulators import GeodiversityAccumulator, decode, encode

HEAD = struct.Struct("<4sBBHII")


def _filled(name, seed=0, n=80):
    make, batch = KIND_CASES[name]
    acc = make()
    _update(acc, batch(np.random.default_rng(seed), n))
    return acc


def _resealed(body: bytes) -> bytes:
    """``body`` with a correct checksum: a forgery, not damage."""
    return body + struct.pack("<I", zlib.crc32(body))


@pytest.mark.parametrize("name", list(KIND_CASES))
def test_round_trip_of_every_kind(name):
    make, _ = KIND_CASES[name]
    empty = make()
    back = decode(encode(empty), make())
    assert back.counts is None
    acc = _filled(name)
    data = encode(acc)
    back = decode(data, make())
    assert _encoded(name, back.counts) == _encoded(name, acc.counts)
    assert encode(back) == data  # canonical: the same accumulator, the same bytes
    head = HEAD.unpack_from(data)
    assert head[:3] == (b"TBFA", accumulators.FORMAT, 1)
    assert head[3] == kinds.BY_NAME[name].version


@pytest.mark.parametrize("name", list(KIND_CASES))
def test_damage_anywhere_is_refused(name):
    make, _ = KIND_CASES[name]
    data = encode(_filled(name))
    rng = np.random.default_rng(1)
    for position in sorted(
        {4, 5, 10, len(data) // 2, len(data) - 5, *rng.integers(0, len(data), 8)}
    ):
        flipped = bytearray(data)
        flipped[position] ^= 0x10
        with pytest.raises(ValueError, match="^accumulator: "):
            decode(bytes(flipped), make())
    for cut in (data[:-1], data[: len(data) // 2], data + b"\0", b"", b"TBFA"):
        with pytest.raises(ValueError, match="^accumulator: "):
            decode(cut, make())


def _split(data: bytes):
    """(head fields, configuration bytes, [elements], extra state) of an encoding."""
    head = HEAD.unpack_from(data)
    pos = HEAD.size + head[5]
    config = data[HEAD.size : pos]
    parts = []
    for _ in range(head[4] + 1):
        (size,) = struct.unpack_from("<Q", data, pos)
        parts.append(data[pos + 8 : pos + 8 + size])
        pos += 8 + size
    return list(head), config, parts[:-1], parts[-1]


def _pack(head, config, elements, extra) -> bytes:
    body = HEAD.pack(*head) + config
    for part in [*elements, extra]:
        body += struct.pack("<Q", len(part)) + part
    return _resealed(body)


def test_forgeries_with_a_good_checksum_are_refused():
    make, _ = KIND_CASES["group_metrics"]
    head, config, elements, extra = _split(encode(_filled("group_metrics")))
    assert _pack(head, config, elements, extra) == encode(_filled("group_metrics"))
    forged = {
        "layout version 0": (3, 0),
        "format 1": (1, 1),
        "does not say what follows": (2, 0),
    }
    for message, (field, value) in forged.items():
        changed = list(head)
        changed[field] = value
        with pytest.raises(ValueError, match=message):
            decode(_pack(changed, config, elements, extra), make())
    # One element too many (the kind's decoder would ignore it; the canonical check not).
    more = list(head)
    more[4] += 1
    # (Refused by the canonical check, or by the decoder: a seventh element starts the
    # joint cells, which take nine.)
    with pytest.raises(ValueError, match="not the encoding of its counts|expected 15 elements"):
        decode(_pack(more, config, [*elements, elements[-1]], extra), make())
    # An extra state where the kind keeps none.
    with pytest.raises(ValueError, match="carries no extra state"):
        decode(_pack(head, config, elements, b"\0" * 8), make())
    # A header claiming other numbers (the group space's n), checksum made to match.
    header = json.loads(zlib.decompress(elements[0]) if elements[0][:1] == b"x" else elements[0])
    header["classes"] = header["classes"] + 1
    with pytest.raises(ValueError, match="^accumulator: corrupt group_metrics report"):
        decode(_pack(head, config, [json.dumps(header).encode(), *elements[1:]], extra), make())


@pytest.mark.parametrize("name", list(MISMATCHES))
def test_counts_of_another_configuration_are_refused_naming_the_option(name):
    option, other = MISMATCHES[name]
    make, _ = KIND_CASES[name]
    acc = other()  # its configuration travels before any batch
    with pytest.raises(ValueError, match=f"^accumulator: {option} differs"):
        decode(encode(acc), make())


def test_the_configuration_travels_as_json():
    acc = _filled("binary_classification")
    data = encode(acc)
    config = HEAD.unpack_from(data)[5]
    assert json.loads(data[HEAD.size : HEAD.size + config]) == acc.configuration()
    # no vocabulary
    assert set(acc.configuration()) == {"thresholds", "groupings", "buckets", "slices"}


def _geo(ids, household="h1"):
    acc = GeodiversityAccumulator()
    acc.update(
        ids,
        ["cup"] * len(ids),
        [["cup"]] * len(ids),
        household_ids=[household] * len(ids),
        incomes=[50.0] * len(ids),
        regions=["Asia"] * len(ids),
    )
    return acc


def test_an_image_counted_by_two_workers_is_refused():
    a, b, c = _geo([1, 2]), _geo([2, 3]), _geo([4, 5])
    with pytest.raises(ValueError, match="1 image.s. were counted by both"):
        a.merge(b)
    assert a.counts.images.tolist() == [2]  # unchanged
    # The images travel with the counts: a worker's decoded accumulator still knows them.
    a = decode(encode(a), GeodiversityAccumulator())
    with pytest.raises(ValueError, match="counted by both"):
        a.merge(decode(encode(b), GeodiversityAccumulator()))
    merged = a.merge(c)
    assert merged.counts.images.tolist() == [4]
    with pytest.raises(ValueError, match="image_ids: image '5' was counted before"):
        merged.update(
            [5], ["cup"], [["cup"]], household_ids=["h1"], incomes=[50.0], regions=["Asia"]
        )


# --------------------------------------------------------------------------------------
# Merge if and only if compatible (a property per kind)

# kind -> the non-vocabulary options the property varies, two values each (label
# associations' one, the threshold, does not apply to the label-set batches the cases use;
# SkewSize has none).
VARIED = {
    "harmful_label_association": {
        "thresholds": [[0.0, 0.5], [0.1, 0.5]],
        "taxonomy": [TAXONOMY, {**TAXONOMY, "ape": "non_human"}],
    },
    "geodiversity": {"threshold": [0.0, 0.5]},
    "retrieval_precision": {"ks": [[1, 5], [1, 10]]},
    "group_metrics": {"groupings": [["age"], ["age", ("age", "skin")]]},
    "detection_recall": {"thresholds": [[0.5], [0.5, 0.75]], "groupings": [["skin"], ["age"]]},
    "binary_classification": {"thresholds": [[0.5], [0.25, 0.5]], "groupings": [["age"], ["skin"]]},
}


@pytest.mark.parametrize("name", list(VARIED))
def test_accumulators_merge_if_and_only_if_their_configurations_agree(name):
    make, batch = KIND_CASES[name]
    base = make.keywords
    options = VARIED[name]

    def cls(**config):
        return make.func(*make.args, **config)

    @settings(
        max_examples=25,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(
        st.fixed_dictionaries({k: st.integers(0, 1) for k in options}),
        st.fixed_dictionaries({k: st.integers(0, 1) for k in options}),
        st.integers(0, 2**16),
    )
    def check(pick_a, pick_b, seed):
        config_a = {k: options[k][i] for k, i in pick_a.items()}
        config_b = {k: options[k][i] for k, i in pick_b.items()}
        rng = np.random.default_rng(seed)
        first, second = batch(rng, 40), batch(rng, 40)
        a, b = cls(**{**base, **config_a}), cls(**{**base, **config_b})
        _update(a, first)
        _update(b, second)
        before = _encoded(name, a.counts)
        if pick_a != pick_b:
            with pytest.raises(ValueError, match="^other: .* differs"):
                a.merge(b)
            assert _encoded(name, a.counts) == before  # refused: nothing added
            with pytest.raises(ValueError, match="^accumulator: .* differs"):
                decode(encode(b), cls(**{**base, **config_a}))
            return
        one = cls(**{**base, **config_a})
        _update(one, first)
        _update(one, second)
        a.merge(decode(encode(b), cls(**{**base, **config_b})))
        assert _encoded(name, a.counts) == _encoded(name, one.counts)

    check()
