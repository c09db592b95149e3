"""A logdir with one good run and one run per way a logdir can be corrupt (issue 15).

The good run is written by ``tb_fairness.FileWriter``. Each bad run holds one summary under
the good run's tag ``assoc`` (so that ``trend`` and ``row`` over that tag meet it), written
by hand: plugin content, header, names and arrays crafted as a broken or hostile writer
would. ``CASES`` maps the run name to what is wrong with it.
"""

from __future__ import annotations

import json
import os
import zlib

import numpy as np
from tensorboard.compat.proto import event_pb2, summary_pb2, tensor_pb2
from tensorboard.summary.writer.event_file_writer import EventFileWriter
from tensorboard.util import tensor_util

import tb_fairness
from tb_fairness.kinds.label_associations import codec as la
from tb_fairness.metrics import count_associations

TAG = "assoc"
GOOD = "good"
LABELS = ["man", "woman", "bike", "dress", "beard", "never"]
IDENTITIES = ["man", "woman"]


def good_counts(seed=0, n=400):
    rng = np.random.default_rng(seed)
    scores = rng.random((n, len(LABELS)))
    scores[:, 5] = 0.0
    return count_associations(
        scores >= 0.5,
        label_names=LABELS,
        identities={"man": scores[:, 0] >= 0.5, "woman": scores[:, 1] >= 0.5},
    )


def write_good(root: str) -> None:
    with tb_fairness.FileWriter(os.path.join(root, GOOD)) as w:
        for step in (0, 1):
            w.label_associations(TAG, step, counts=good_counts(step), wall_time=100.0 + step)
        rng = np.random.default_rng(1)
        classes = rng.choice(["cat", "dog", "cow"], 300)
        predictions = np.where(rng.random(300) < 0.7, classes, "dog")
        sex = {"sex": rng.choice(["f", "m"], 300)}
        w.group_metrics("groups", 0, classes, predictions, sex, wall_time=100.0)


def _content(kind="label_associations", version=la.VERSION) -> bytes:
    return json.dumps({"kind": kind, "version": version}).encode()


def _good_elements() -> list[bytes]:
    return list(la.encode(good_counts(7)))


def _header(**changes) -> bytes:
    """The good report's header as JSON text with ``changes`` written in verbatim (so that
    a value can be ``Infinity``, ``NaN`` or a 70-digit integer)."""
    header = json.loads(_good_elements()[la.HEADER])
    text = json.dumps(header)
    for key, raw in changes.items():
        header[key] = "@@" + key
        text = json.dumps(header).replace(json.dumps("@@" + key), raw)
    return text.encode()


def _with(index: int, blob) -> list:
    elements = _good_elements()
    elements[index] = blob
    return elements


def _bomb(size=80 << 20) -> bytes:
    """80 MiB of zeros in an 80 KB zlib stream (over the 64 MiB limit of names)."""
    z = zlib.compressobj(9)
    chunk = bytes(1 << 20)
    return b"".join(z.compress(chunk) for _ in range(size >> 20)) + z.flush()


def _names(raw: bytes) -> bytes:
    return zlib.compress(raw)


# run -> (plugin content, tensor elements or a TensorProto, what it is)
def cases() -> dict[str, tuple[bytes, object, str]]:
    good = _good_elements()
    bomb = _bomb()
    return {
        "version_1e400": (b'{"kind": "label_associations", "version": 1e400}', good, "version"),
        "version_2_64": (_content(version=2**64), good, "version"),
        "version_string": (b'{"kind": "label_associations", "version": "2"}', good, "version"),
        "too_new": (_content(version=99), good, "newer"),
        "kind_list": (b'{"kind": ["label_associations"], "version": 2}', good, "kind"),
        "kind_unknown": (_content(kind="mystery"), good, "unknown report kind"),
        "content_deep": (b"[" * 100_000 + b"]" * 100_000, good, "unreadable"),
        "content_garbage": (b"\xff\xfe\x00garbage", good, "unreadable"),
        "content_list": (b"[1, 2]", good, "unreadable"),
        "truncated": (_content(), _with(la.JOINT_COUNTS, good[la.JOINT_COUNTS][:5]), "truncated"),
        "garbage_blob": (_content(), _with(la.LABEL_COUNTS, os.urandom(64)), "corrupt"),
        "few_elements": (_content(), good[:3], "elements"),
        "bomb": (_content(), _with(la.JOINT_COUNTS, bomb), "inflates to more than"),
        "names_bomb": (_content(), _with(la.LABEL_NAMES, bomb), "inflates"),
        "header_n_inf": (_content(), _with(la.HEADER, _header(n="Infinity")), "not a number"),
        "header_n_nan": (_content(), _with(la.HEADER, _header(n="NaN")), "not a number"),
        "header_labels_1e400": (_content(), _with(la.HEADER, _header(labels="1e400")), "finite"),
        "header_min_count_2_64": (
            _content(),
            _with(la.HEADER, _header(min_count=str(2**64))),
            "64 bits",
        ),
        "header_min_count_huge": (
            _content(),
            _with(la.HEADER, _header(min_count="9" * 5000)),
            "corrupt",
        ),
        "header_deep": (_content(), _with(la.HEADER, b"[" * 100_000 + b"]" * 100_000), "deep"),
        "header_labels_str": (_content(), _with(la.HEADER, _header(labels='"abc"')), "corrupt"),
        "header_identities_int": (
            _content(),
            _with(la.HEADER, _header(identity_names="5")),
            "corrupt",
        ),
        "header_labels_huge": (
            _content(),
            _with(la.HEADER, _header(labels="4000000000000")),
            "count cells, over",  # refused from the header, before any array is inflated
        ),
        "header_dtype_object": (
            _content(),
            _with(la.HEADER, _header(count_dtype='"O"')),
            "dtype",
        ),
        "header_list": (_content(), _with(la.HEADER, b"[]"), "JSON object"),
        "names_inf": (_content(), _with(la.LABEL_NAMES, _names(b"[Infinity]")), "not a number"),
        "names_not_list": (_content(), _with(la.LABEL_NAMES, _names(b'{"a": 1}')), "names"),
        "int_tensor": (
            _content(),
            tensor_util.make_tensor_proto(np.array([10**12, 5, 5, 5, 5, 5], dtype=np.int64)),
            "bytes",
        ),
        "float_tensor": (
            _content(),
            tensor_util.make_tensor_proto(np.array([np.inf, np.nan], dtype=np.float64)),
            "elements",
        ),
    }


def write_bad(root: str, run: str, content: bytes, tensor) -> None:
    if not isinstance(tensor, tensor_pb2.TensorProto):
        tensor = tensor_util.make_tensor_proto(np.array(tensor, dtype=object))
    metadata = summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name="fairness", content=content),
        data_class=summary_pb2.DATA_CLASS_TENSOR,
    )
    summary = summary_pb2.Summary()
    summary.value.add(tag=TAG, metadata=metadata, tensor=tensor)
    writer = EventFileWriter(os.path.join(root, run))
    for step in (0, 1):
        writer.add_event(event_pb2.Event(step=step, wall_time=1000.0 + step, summary=summary))
    writer.close()


def write_logdir(root: str) -> dict[str, tuple[bytes, object, str]]:
    write_good(root)
    all_cases = cases()
    for run, (content, tensor, _) in all_cases.items():
        write_bad(root, run, content, tensor)
    return all_cases


# Plugin content that the reader refuses at listing time (the others list, and fail to
# decode).
CONTENT_CASES = {
    "version_1e400",
    "version_2_64",
    "version_string",
    "too_new",
    "kind_list",
    "kind_unknown",
    "content_deep",
    "content_garbage",
    "content_list",
}
