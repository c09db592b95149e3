"""PyTorch Lightning: a callback writing a fairness report at the end of every validation
epoch, from what ``validation_step`` returns, merged across processes (``pip install
'tb-fairness[lightning]'``).

>>> class Model(lightning.pytorch.LightningModule):                   # doctest: +SKIP
...     def validation_step(self, batch, batch_idx):
...         x, y, gender = batch
...         return {"classes": y, "predictions": self(x).argmax(-1),
...                 "attributes": {"gender": gender}}
>>> trainer = lightning.pytorch.Trainer(callbacks=[FairnessCallback(   # doctest: +SKIP
...     "group_metrics", "groups/val", class_names=CLASSES)])

See docs/training.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tb_fairness import integrations

_torch = integrations.require("torch", "lightning", "tb_fairness.lightning")
_pl = integrations.require("lightning.pytorch", "lightning", "tb_fairness.lightning")
# The base class, typed Any for mypy (the framework is optional and untyped here).
_Callback: Any = _pl.callbacks.Callback

__all__ = ["FairnessCallback", "gather_counts"]


def gather_counts(counts):
    """Every process's counts merged, in rank order, on every process (exact: counts add).

    The counts objects (their count arrays and names) are all-gathered with
    ``torch.distributed.all_gather_object``, so processes that saw different names still
    merge exactly; without a process group, the counts themselves.
    """
    dist = _torch.distributed
    if not (dist.is_available() and dist.is_initialized()) or dist.get_world_size() == 1:
        return counts
    gathered: list = [None] * dist.get_world_size()
    dist.all_gather_object(gathered, counts)
    return integrations.merge_all(gathered)


def logger_step(trainer) -> int:
    """The step Lightning's own loggers use for what is logged now (``self.log`` in
    ``validation_step``): the batches that stepped the optimizer so far, which at the end of
    an epoch's validation is one less than ``trainer.global_step`` (Lightning counts the
    epoch's last batch after its validation). Lightning keeps it on the fit loop, with no
    public name; without it (another version), ``trainer.global_step``."""
    loop = getattr(getattr(trainer, "fit_loop", None), "epoch_loop", None)
    step = getattr(loop, "_batches_that_stepped", None)
    return step if isinstance(step, int) and step >= 0 else trainer.global_step


class FairnessCallback(_Callback):
    """Writes ``kind``'s report of the validation set at the end of each validation epoch.

    ``validation_step`` returns a dict holding the writer's per-example arguments by name
    (tensors allowed; other keys, such as ``"loss"``, are left alone), e.g. for
    ``group_metrics`` ``{"classes": y, "predictions": y_hat, "attributes": {"gender": g}}``
    and for ``label_associations`` ``{"predictions": scores, "identities": {"woman": w}}``
    (docs/training.md lists every kind's). ``report_arguments`` are the writer's other
    arguments (vocabularies, thresholds, ``min_count``...). A batch's annotations may come
    as a DataFrame: ``validation_step`` returns it as ``"data"`` and the callback names its
    columns (``FairnessCallback("group_metrics", tag, classes="label",
    attributes=["sex"])`` with ``{"data": batch_frame, "predictions": y_hat}``).

    The counts of each process's batches are merged across processes (all-gathered; counts
    add exactly) and written by rank 0 into ``trainer.log_dir`` (the TensorBoard logger's
    version directory, next to Lightning's own scalars) at the step Lightning's loggers put
    this validation's metrics at (:func:`logger_step`: the optimizer steps before the
    validation's, ``trainer.global_step - 1`` at an epoch's end), so the report lines up
    with the validation loss of the same moment. The sanity check is skipped.

    With each report go its headline numbers as TensorBoard scalars
    (``fairness/<tag>/<name>``), which Time Series draws beside Lightning's; ``scalars=False``
    writes the report alone.

    ``on_worse``: when a bias number is first significantly worse than at its best earlier
    validation (as ``tb-fairness trend --first-worse`` finds it), log a warning (``"warn"``,
    the default), also stop training (``"stop"``: ``trainer.should_stop`` on every process,
    as ``EarlyStopping`` does), or nothing (None).
    """

    def __init__(
        self,
        kind: str,
        tag: str,
        *,
        scalars: bool = True,
        on_worse: str | None = "warn",
        **report_arguments,
    ):
        super().__init__()
        from tb_fairness.summary.scalars import check_scalars

        if "data" in report_arguments:
            raise TypeError(
                "data: each validation batch brings its own: return it from validation_step "
                "as 'data', and name its columns here"
            )
        self.spec = integrations.ReportSpec(
            kind, tag, report_arguments, owner="tb_fairness.lightning.FairnessCallback"
        )
        self.scalars = check_scalars(scalars)
        self.watch = integrations.WorseWatch(self.spec, on_worse)
        self._counts = integrations.BatchCounts(self.spec)
        self._writer: Any = None

    @property
    def state_key(self) -> str:
        return f"{type(self).__name__}[kind={self.spec.kind}, tag={self.spec.tag}]"

    def on_validation_epoch_start(self, trainer, pl_module) -> None:
        self._counts.reset()

    def on_validation_batch_end(
        self, trainer, pl_module, outputs, batch, batch_idx, dataloader_idx=0
    ) -> None:
        if trainer.sanity_checking:
            return
        if not isinstance(outputs, Mapping):
            raise TypeError(
                "validation_step: must return a dict of FileWriter."
                f"{self.spec.kind}'s per-example arguments "
                f"({', '.join(self.spec.outputs)}...), got {type(outputs).__name__}"
            )
        inputs = {k: v for k, v in outputs.items() if k in self.spec.parameters}
        missing = [n for n in self.spec.inputs if n not in inputs and n not in self.spec.arguments]
        if missing:
            raise ValueError(
                f"validation_step: the returned dict lacks {', '.join(missing)} "
                f"(the {self.spec.kind} report's per-example inputs)"
            )
        self._counts.update(inputs)

    def on_validation_epoch_end(self, trainer, pl_module) -> None:
        if trainer.sanity_checking:
            return
        log_dir = trainer.log_dir  # a broadcast from rank 0: every process asks
        counts = gather_counts(self._counts.counts)
        self._counts.reset()
        stop = False
        if trainer.is_global_zero and counts is not None:
            if self._writer is None:
                from tb_fairness.summary.writer import FileWriter

                self._writer = FileWriter(log_dir, scalars=self.scalars)
            step = logger_step(trainer)
            self.spec.write(self._writer, step, counts)
            stop = self.watch.observe(step, counts)
        if self.watch.on_worse == "stop":
            # Rank 0 decides; every process stops together (a collective: all call it).
            if trainer.strategy.broadcast(stop, src=0):
                trainer.should_stop = True

    def teardown(self, trainer, pl_module, stage: str) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = None
