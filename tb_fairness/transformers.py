"""Hugging Face transformers: a ``TrainerCallback`` writing a fairness report at every
evaluation (``pip install 'tb-fairness[transformers]'``).

>>> trainer = transformers.Trainer(..., callbacks=[FairnessCallback(          # doctest: +SKIP
...     {"input_ids": ids, "attention_mask": mask}, kind="group_metrics", tag="groups/eval",
...     y=labels, predict=lambda logits: logits.argmax(-1),
...     attributes={"gender": gender}, class_names=["neg", "pos"])])

See docs/training.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Callable

import numpy as np

from tb_fairness import integrations

_torch = integrations.require("torch", "transformers", "tb_fairness.transformers")
_transformers = integrations.require("transformers", "transformers", "tb_fairness.transformers")
# The base class, typed Any for mypy (the framework is optional and untyped here).
_Callback: Any = _transformers.TrainerCallback

__all__ = ["FairnessCallback"]


class FairnessCallback(_Callback):
    """At ``on_evaluate``, predicts ``x`` with the trainer's model and writes ``kind``'s report
    with ``step = state.global_step``, on the main process only, into the trainer's logging
    directory: ``log_dir`` if given, else ``args.logging_dir`` (transformers 4), else
    ``$TENSORBOARD_LOGGING_DIR``, else ``<output_dir>/runs/<time>_<host>`` as transformers 5's
    TensorBoard callback names it (set ``TENSORBOARD_LOGGING_DIR`` or ``log_dir`` to be sure
    both land in the same run).

    Parameters as in :class:`tb_fairness.keras.FairnessCallback`: ``x`` the model's inputs
    (a mapping of arrays or tensors, e.g. ``input_ids`` and ``attention_mask``, or one
    tensor), ``y`` the ground truth for kinds that need it, ``predict`` maps the model's
    logits (numpy) to the writer's predictions, ``batch_size`` defaults to
    ``args.per_device_eval_batch_size``; ``report_arguments`` are the writer's (per-example
    ones as column names of ``data=``, a DataFrame aligned with ``x``, as Keras' takes them).
    ``scalars`` (default True): also write the report's headline numbers as TensorBoard
    scalars (``fairness/<tag>/<name>``), beside the trainer's own in Time Series.
    ``on_worse``: when a bias number is first significantly worse than at its best earlier
    evaluation, log a warning (``"warn"``, the default), also stop training (``"stop"``:
    ``control.should_training_stop``), or nothing (None).
    """

    def __init__(
        self,
        x,
        *,
        kind: str,
        tag: str,
        y=None,
        batch_size: int | None = None,
        predict: Callable[[Any], Any] | None = None,
        log_dir=None,
        scalars: bool = True,
        on_worse: str | None = "warn",
        **report_arguments,
    ):
        from tb_fairness.summary.scalars import check_scalars

        self.log_dir = log_dir
        self.scalars = check_scalars(scalars)
        self.spec = integrations.ReportSpec(
            kind, tag, report_arguments, owner="tb_fairness.transformers.FairnessCallback"
        )
        self.watch = integrations.WorseWatch(self.spec, on_worse)
        self.spec.check_truth(y)
        n = integrations.example_count(x)
        if n is None:
            raise ValueError("x: expected arrays or tensors with one row per example")
        self.spec.check_aligned(n)
        if y is not None:
            self.spec.check_aligned(n, {self.spec.ground_truth or "y": y})
        self.x, self.y, self.n = x, y, n
        self.batch_size, self.predict = batch_size, predict
        self._writer = None

    def _logits(self, model, batch_size: int) -> np.ndarray:
        device = next(model.parameters()).device
        was_training = model.training
        model.eval()
        out = []
        try:
            with _torch.no_grad():
                for start in range(0, self.n, batch_size):
                    part = integrations.take(
                        {k: v[start : start + batch_size] for k, v in self.x.items()}
                        if isinstance(self.x, Mapping)
                        else self.x[start : start + batch_size],
                        batch_size,
                    )
                    if isinstance(part, Mapping):
                        outputs = model(
                            **{k: _torch.as_tensor(v).to(device) for k, v in part.items()}
                        )
                    else:
                        outputs = model(_torch.as_tensor(part).to(device))
                    logits = getattr(outputs, "logits", None)
                    out.append(integrations.as_numpy(outputs[0] if logits is None else logits))
        finally:
            model.train(was_training)
        return np.concatenate(out)

    def _log_dir(self, args) -> str:
        import os

        if self.log_dir is not None:
            return os.fspath(self.log_dir)
        found = getattr(args, "logging_dir", None) or os.getenv("TENSORBOARD_LOGGING_DIR")
        if found:
            return os.path.expanduser(found)
        from transformers.integrations.integration_utils import default_logdir

        return os.path.join(args.output_dir, default_logdir())

    def on_train_begin(self, args, state, control, **kwargs):
        if state.is_world_process_zero and self.log_dir is None:
            self.log_dir = self._log_dir(args)

    def on_evaluate(self, args, state, control, model=None, **kwargs):
        if not state.is_world_process_zero or model is None:
            return
        logits = self._logits(model, self.batch_size or args.per_device_eval_batch_size)
        predictions = integrations.predicted(logits, self.predict)
        counts = self.spec.counts(self.spec.model_inputs(predictions, self.y))
        if self._writer is None:
            from tb_fairness.summary.writer import FileWriter

            self._writer = FileWriter(self._log_dir(args), scalars=self.scalars)
        self.spec.write(self._writer, state.global_step, counts)
        if self.watch.observe(state.global_step, counts):
            control.should_training_stop = True

    def on_train_end(self, args, state, control, **kwargs):
        if self._writer is not None:
            self._writer.close()
            self._writer = None
