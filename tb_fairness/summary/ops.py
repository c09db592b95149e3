"""TensorFlow summary ops, written like ``tf.summary.scalar``.

TensorFlow is imported inside each op, so importing tb_fairness never needs it. Counting
runs in numpy on the op's (eager) inputs; inside ``tf.function`` call the op from
``tf.py_function`` or log from a callback.

One op per report kind, named after it; each is its ``*_pb`` twin
(:mod:`tb_fairness.summary.protos`: same arguments, plus ``step``) written to the default
writer, so the op, the ``_pb`` function and
``FileWriter`` write the same report, the same record of its headline numbers and the
same headline scalars.
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING

from tensorboard.compat.proto import summary_pb2

from tb_fairness import kinds
from tb_fairness.metrics.validation import check_step
from tb_fairness.summary import protos, scalars

if TYPE_CHECKING:  # the generated ops' signatures, for editors and mypy
    from tb_fairness.summary.stubs.ops import *  # noqa: F403


def _tf():
    try:
        import tensorflow as tf
    except ImportError:
        raise ImportError(
            "tb_fairness.summary ops need TensorFlow (pip install 'tb-fairness[tf]'); "
            "without it use tb_fairness.FileWriter or the *_pb functions"
        ) from None
    if not tf.executing_eagerly():
        raise RuntimeError(
            "tb_fairness.summary ops count in numpy and need eager execution; call them "
            "outside tf.function (e.g. in a Keras callback)"
        )
    return tf


def _write(tf, tag, summary, step, scope):
    """Write ``summary`` (from :func:`~tb_fairness.summary.protos.report_pb`: the report,
    the record of its headline numbers, its headline scalars) to the default ``tf.summary``
    writer, as one event; True on success.

    The report's tag gets the enclosing name scope, as ``tf.summary.scalar``'s does, and
    the values beside it follow: ``fairness/<name scope>/<tag>/<name>``, so they always sit
    under the tag TensorBoard shows for the report. One event (``write_raw_pb``), as
    ``FileWriter`` writes it: the record shares the report's wall time, which is how a
    reader knows it belongs to that report."""
    step = None if step is None else check_step(step)  # None: the default step, as tf.summary
    with tf.summary.experimental.summary_scope(tag, scope) as (name, _):
        scoped = summary_pb2.Summary()
        scoped.CopyFrom(summary)
        own, mine = scalars.scalar_tag(tag, ""), scalars.scalar_tag(name, "")
        report, *beside = scoped.value
        report.tag = name
        for value in beside:
            value.tag = mine + value.tag[len(own) :]
        serialized = tf.constant(scoped.SerializeToString(), dtype=tf.string)
        return tf.summary.experimental.write_raw_pb(serialized, step=step)


def _op_from_pb(pb_fn, scope):
    """A TensorFlow op writing the report that ``pb_fn`` builds (same arguments, plus step)."""

    def op(
        tag: str,
        *args,
        step: int | None = None,
        description: str | None = None,
        scalars: bool = True,
        **kwargs,
    ):
        tf = _tf()
        summary = pb_fn(tag, *args, description=description, scalars=scalars, **kwargs)
        return _write(tf, tag, summary, step, scope)

    name = pb_fn.__name__[: -len("_pb")]
    op.__name__ = op.__qualname__ = name
    op.__doc__ = (
        f"Write the report of :func:`~tb_fairness.summary.{pb_fn.__name__}` (same "
        "arguments, plus ``step``) to the default ``tf.summary`` writer, like "
        "``tf.summary.scalar``: True on success, False when no default writer is set.\n\n"
        "With it go the report's headline numbers as scalars ``fairness/<tag>/<name>`` "
        "(``scalars=False``: the report alone)."
    )
    # help() and editors show the twin's arguments, with step.
    signature = inspect.signature(pb_fn)
    parameters = list(signature.parameters.values())
    at = next(i for i, p in enumerate(parameters) if p.name == "description")
    parameters.insert(
        at,
        inspect.Parameter(
            "step", inspect.Parameter.KEYWORD_ONLY, default=None, annotation="int | None"
        ),
    )
    op.__signature__ = signature.replace(  # type: ignore[attr-defined]
        parameters=parameters, return_annotation=inspect.Signature.empty
    )
    return op


_OPS = {k.name: _op_from_pb(protos.pb_of(k.name), f"{k.name}_summary") for k in kinds.KINDS}
globals().update(_OPS)

__all__ = sorted(_OPS)
