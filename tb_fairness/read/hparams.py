"""The hyperparameters of runs, as TensorBoard's HParams plugin records them.

A trial logged with ``tensorboard.plugins.hparams`` (``hp.hparams(...)`` in Keras or
``hparams_pb`` for any writer) holds a ``SessionStartInfo`` under the tag
``_hparams_/session_start_info`` of its run (the *session run*). They are read through the
data provider (``list_tensors`` of the ``hparams`` plugin: the metadata holds them), never
by parsing event files, so both loaders serve them. A run takes the hyperparameters of the
session run that is its longest parent path, as the HParams plugin assigns metrics to
sessions (its ``backend_context._find_longest_parent_path``): run ``trial_3/validation``
gets those of session run ``trial_3``.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable
from typing import Union

from tensorboard.data import provider

logger = logging.getLogger(__name__)

Value = Union[float, str, bool, None]


def sessions(data_provider, ctx, experiment_id: str) -> dict[str, dict[str, Value]]:
    """{session run: {hyperparameter: value}} of every run holding a session start info.

    Values are floats (``number_value``: TensorBoard stores every number as a double),
    strings or bools; any other kind is None. A session whose metadata cannot be read
    (another version of the HParams plugin's data) is left out, and logged.
    """
    from tensorboard.plugins.hparams import metadata as hp_metadata

    listing = data_provider.list_tensors(
        ctx,
        experiment_id=experiment_id,
        plugin_name=hp_metadata.PLUGIN_NAME,
        run_tag_filter=provider.RunTagFilter(tags=[hp_metadata.SESSION_START_INFO_TAG]),
    )
    out: dict[str, dict[str, Value]] = {}
    for run, tags in sorted(listing.items()):
        series = tags.get(hp_metadata.SESSION_START_INFO_TAG)
        if series is None:
            continue
        try:
            info = hp_metadata.parse_session_start_info_plugin_data(series.plugin_content)
        except Exception as err:  # a logdir may hold anything: one bad session, not a 500
            logger.warning("tb_fairness: run %r: unreadable hparams (%s)", run, err)
            continue
        out[run] = {name: _value(value) for name, value in sorted(info.hparams.items())}
    return out


def _value(value) -> Value:
    """A ``google.protobuf.Value`` as Python: float, str or bool (None otherwise)."""
    which = value.WhichOneof("kind")
    if which == "number_value":
        return float(value.number_value)
    if which == "string_value":
        return str(value.string_value)
    if which == "bool_value":
        return bool(value.bool_value)
    return None


def session_of(run: str, session_runs: Iterable[str]) -> str | None:
    """The session run whose hyperparameters ``run`` takes: its longest parent path among
    ``session_runs`` (itself included), None without one. TensorBoard's own rule.

    >>> session_of("trial_3/validation", ["trial_3", "trial_30", "trial"])
    'trial_3'
    >>> session_of("trial_4/validation", ["trial_3"]) is None
    True
    """
    known = set(session_runs)
    path = run
    while path not in known:
        if not path:
            return None
        parent = os.path.dirname(path)
        if parent == path:  # a root ("/"): nothing above it
            return None
        path = parent
    return path


def of_runs(runs: Iterable[str], by_session: dict[str, dict[str, Value]]) -> dict[str, dict]:
    """{run: its hyperparameters} (empty for a run without a session)."""
    return {
        run: dict(by_session[s]) if (s := session_of(run, by_session)) is not None else {}
        for run in runs
    }


def key(by_session: dict[str, dict[str, Value]]) -> tuple:
    """The sessions as a hashable value (a cache key of answers that show them)."""
    return tuple(
        (run, tuple((name, type(v).__name__, v) for name, v in values.items()))
        for run, values in sorted(by_session.items())
    )
