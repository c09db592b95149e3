"""Report encoding: exact round trip, versions, and corrupt or newer reports refused."""

import json

import numpy as np
import pytest
from tensorboard.compat.proto import summary_pb2

from tb_fairness import kinds
from tb_fairness.kinds.label_associations import codec as la_report
from tb_fairness.metrics import count_associations
from tb_fairness.reports import metadata


def sample_counts():
    rng = np.random.default_rng(0)
    names = ["man", "woman", "\u00e9t\u00e9", "new\nline", '"quote"', ""]
    return count_associations(
        rng.random((50, 6)) > 0.4, label_names=names, identities=["man", "woman"]
    )


def test_round_trip_is_exact():
    counts = sample_counts()
    back = la_report.decode(la_report.encode(counts))
    assert back.label_names == counts.label_names
    assert back.identity_names == counts.identity_names
    for field in ("label_counts", "identity_counts", "joint_counts", "identity_label_index"):
        np.testing.assert_array_equal(getattr(back, field), getattr(counts, field))


def test_summary_metadata_is_tensor_class_with_versioned_content():
    md = metadata.create_summary_metadata("label_associations", 2, "desc")
    assert md.data_class == summary_pb2.DATA_CLASS_TENSOR
    assert md.plugin_data.plugin_name == "fairness"
    assert json.loads(md.plugin_data.content) == {"kind": "label_associations", "version": 2}
    assert kinds.parse_plugin_content(md.plugin_data.content) == ("label_associations", 2)


@pytest.mark.parametrize(
    "content,message",
    [
        (b'{"kind": "label_associations", "version": 3}', "newer than this tb-fairness reads"),
        (b'{"kind": "mystery", "version": 1}', "unknown report kind 'mystery'"),
        (b"not json", "unreadable fairness plugin content"),
    ],
)
def test_unsupported_content_is_refused_with_a_reason(content, message):
    with pytest.raises(metadata.UnsupportedReport, match=message):
        kinds.parse_plugin_content(content)


def test_corrupt_tensor_is_refused():
    tensor = la_report.encode(sample_counts())
    tensor[la_report.JOINT_COUNTS] = b"garbage"
    with pytest.raises(metadata.UnsupportedReport, match="corrupt label_associations report"):
        la_report.decode(tensor)
    with pytest.raises(metadata.UnsupportedReport, match="has 2 elements"):
        la_report.decode(tensor[:2])


def test_large_counts_use_int64():
    counts = sample_counts()
    big = type(counts)(
        2**33,
        counts.label_names,
        counts.identity_names,
        counts.label_counts * 2**27,
        counts.identity_counts * 2**27,
        counts.joint_counts * 2**27,
        counts.identity_label_index,
    )
    back = la_report.decode(la_report.encode(big))
    np.testing.assert_array_equal(back.joint_counts, big.joint_counts)
    assert back.n == 2**33
