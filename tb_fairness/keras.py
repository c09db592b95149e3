"""Keras: a callback writing a fairness report at the end of epochs (``pip install
'tb-fairness[keras]'``).

>>> callback = FairnessCallback("logs/validation", x_val, kind="group_metrics",   # doctest: +SKIP
...                             tag="groups/val", y=y_val, attributes={"gender": g_val})
>>> model.fit(x, y, epochs=5, callbacks=[callback])                              # doctest: +SKIP

See docs/training.md.
"""

from __future__ import annotations

from typing import Any, Callable

from tb_fairness import integrations

_keras = integrations.require("keras", "keras", "tb_fairness.keras")
# The base class, typed Any for mypy (the framework is optional and untyped here).
_Callback: Any = _keras.callbacks.Callback

__all__ = ["FairnessCallback"]

# What a report's step counts: epochs (0-based, as Keras' TensorBoard callback logs
# `epoch_loss`), or the optimizer's updates so far (as Lightning and transformers log, and
# Keras' TensorBoard callback does per batch).
STEPS = ("epoch", "optimizer")


class FairnessCallback(_Callback):
    """Predicts ``x`` at the end of every ``every_n_epochs``-th epoch and writes a report.

    The report is ``kind``'s (a writer method of :class:`tb_fairness.FileWriter`) with
    ``step = epoch`` (0-based, as Keras' own TensorBoard callback counts epochs), written into
    ``log_dir`` (a run of its own; pass Keras' ``<log_dir>/validation`` to put it in the run
    holding the validation scalars: both writers can share a directory).

    Parameters
    ----------
    log_dir : str or PathLike
    x : model inputs
        Anything ``model.predict`` takes (arrays, a mapping of arrays, a ``tf.data.Dataset``).
    kind : str
        A report kind, e.g. ``"label_associations"``, ``"group_metrics"``.
    tag : str
    y : array, optional
        Ground truth, for kinds that need it (their ``classes`` or ``true_labels``).
    every_n_epochs : int
    batch_size : int, optional
        For ``model.predict``.
    predict : callable, optional
        Maps the model's outputs (what ``model.predict(x)`` returns) to the writer's
        predictions: e.g. ``lambda p: p.argmax(-1)`` for class indices. Kinds with several
        model inputs (top labels and scores) take a tuple or a mapping by argument name.
    step : {"epoch", "optimizer"}
        What the report's step counts: the epoch (0-based, default), or the optimizer's
        updates so far (``model.optimizer.iterations``), the x-axis of Lightning's and
        transformers' logs, so runs of both share one.
    scalars : bool
        Also write the report's headline numbers as TensorBoard scalars
        (``fairness/<tag>/<name>``), next to Keras' own in Time Series (default True).
    on_worse : {"warn", "stop", None}
        When a bias number of the report is first significantly worse than at its best
        earlier epoch (as ``tb-fairness trend --first-worse`` finds it): log a warning
        (default), also stop training (``model.stop_training``, as ``EarlyStopping`` does),
        or nothing.
    **report_arguments
        The writer method's other arguments (``label_names=``, ``identities=``,
        ``threshold=``, ``attributes=``, ``class_names=``, ``min_count=``...); per-example
        ones must be aligned with ``x``. With ``data=`` (a pandas or polars DataFrame or a
        pyarrow Table, rows aligned with ``x``), per-example ones may be its column names
        (``data=df, attributes=["sex", "race"]``).

    Raises
    ------
    ValueError, TypeError
        At construction for an unknown kind or argument, annotations whose length differs
        from ``x``'s, or a kind that needs ``y`` without it; at ``on_train_begin`` when the
        first examples' predictions do not make a report (e.g. scores of the wrong shape).
    """

    def __init__(
        self,
        log_dir,
        x,
        *,
        kind: str,
        tag: str,
        y=None,
        every_n_epochs: int = 1,
        batch_size: int | None = None,
        predict: Callable[[Any], Any] | None = None,
        scalars: bool = True,
        step: str = "epoch",
        on_worse: str | None = "warn",
        **report_arguments,
    ):
        super().__init__()
        from tb_fairness.summary.scalars import check_scalars
        from tb_fairness.summary.writer import FileWriter

        self.spec = integrations.ReportSpec(
            kind, tag, report_arguments, owner="tb_fairness.keras.FairnessCallback"
        )
        if isinstance(every_n_epochs, bool) or not isinstance(every_n_epochs, int):
            raise TypeError(f"every_n_epochs: expected an integer, got {every_n_epochs!r}")
        if every_n_epochs < 1:
            raise ValueError(f"every_n_epochs: expected >= 1, got {every_n_epochs}")
        self.spec.check_truth(y)
        n = integrations.example_count(x)
        self.spec.check_aligned(n)
        if y is not None:
            self.spec.check_aligned(n, {self.spec.ground_truth or "y": y})
        self.log_dir, self.x, self.y = log_dir, x, y
        self.every_n_epochs, self.batch_size, self.predict = every_n_epochs, batch_size, predict
        self._n = n
        self.scalars = check_scalars(scalars)
        if step not in STEPS:
            raise ValueError(f"step: expected one of {', '.join(STEPS)}, got {step!r}")
        self.step = step
        self.watch = integrations.WorseWatch(self.spec, on_worse)
        self._file_writer = FileWriter
        self._writer = None

    def _predictions(self, x):
        outputs = self.model.predict(x, batch_size=self.batch_size, verbose=0)
        return integrations.predicted(outputs, self.predict)

    def _inputs(self, x, y, arguments=None) -> dict:
        inputs = self.spec.model_inputs(self._predictions(x), y)
        n = integrations.example_count(next(iter(inputs.values())))
        self.spec.check_aligned(n, arguments)
        return inputs

    def on_train_begin(self, logs=None):
        """Checks that the first examples make a report, before training time is spent."""
        if self._n is not None:  # a dataset has no length to slice by: the first epoch checks
            k = min(self._n, 8)
            head = {
                name: integrations.take(value, k) if self.spec.per_example(name, value) else value
                for name, value in self.spec.batch_options.items()
            }
            y = None if self.y is None else integrations.take(self.y, k)
            inputs = self.spec.model_inputs(self._predictions(integrations.take(self.x, k)), y)
            try:
                integrations.ReportSpec(
                    self.spec.kind, self.spec.tag, head, owner=self.spec.owner
                ).counts(inputs)
            except (ValueError, TypeError) as err:
                raise type(err)(
                    f"{err} (checked on the first {k} examples of x before training)"
                ) from err
        if self._writer is None:
            self._writer = self._file_writer(self.log_dir, scalars=self.scalars)

    def on_epoch_end(self, epoch, logs=None):
        if (epoch + 1) % self.every_n_epochs:
            return
        inputs = self._inputs(self.x, self.y)
        counts = self.spec.counts(inputs)
        if self._writer is None:
            self._writer = self._file_writer(self.log_dir, scalars=self.scalars)
        step = self._step(epoch)
        self.spec.write(self._writer, step, counts)
        if self.watch.observe(step, counts):
            self.model.stop_training = True

    def _step(self, epoch: int) -> int:
        """The report's step: the epoch, or the optimizer's updates so far."""
        if self.step == "epoch":
            return epoch
        return int(self.model.optimizer.iterations.numpy())

    def on_train_end(self, logs=None):
        if self._writer is not None:
            self._writer.close()
            self._writer = None
