"""How same-attribute retrieval reports are written: the writer's arguments and the
accumulator (queries counted batch by batch against one database)."""

from __future__ import annotations

import hashlib
from typing import ClassVar

import numpy as np

from tb_fairness.kinds import frames
from tb_fairness.kinds.accumulator import Accumulator
from tb_fairness.kinds.writing import Argument, Writing, check_names_option, vocabulary
from tb_fairness.metrics import retrieval
from tb_fairness.metrics.indicators import value_column


class RetrievalPrecisionAccumulator(Accumulator):
    """Same-attribute retrieval counts over batches of queries against one database."""

    counts_type: ClassVar[type] = retrieval.RetrievalCounts

    def __init__(self, database, database_attributes, *, ks=retrieval.DEFAULT_KS, group_names=None):
        self._database = retrieval.check_matrix(database, "database")
        self._attributes = value_column(
            database_attributes, self._database.shape[0], "database_attributes"
        )
        self._options = dict(
            ks=retrieval.check_ks(ks), group_names=check_names_option(group_names, "group_names")
        )
        # The database the queries are ranked against, as a digest: two workers' counts add
        # only when they searched the same database with the same attributes.
        digest = hashlib.sha256(np.ascontiguousarray(self._database).tobytes())
        digest.update(repr(self._database.shape).encode())
        digest.update(repr(np.asarray(self._attributes).tolist()).encode())
        self._database_digest = digest.hexdigest()

    def _fixed(self) -> dict:
        return {"database": self._database_digest, "ks": self._options["ks"]}

    def update(self, queries, query_attributes, *, groups=None, data=None) -> None:
        """Add one batch (columns of ``data`` when given by name: tb_fairness.kinds.frames)."""
        queries, query_attributes, groups = frames.resolve(
            data, queries=queries, query_attributes=query_attributes, groups=groups
        ).values()
        self._add(
            retrieval.count_retrieval(
                queries,
                self._database,
                query_attributes=query_attributes,
                database_attributes=self._attributes,
                groups=groups,
                **self._options,
            )
        )


WRITING = Writing(
    summary="a same-attribute retrieval report (Goyal et al. 2022)",
    doc=(
        "``queries`` (Q, D) and ``database`` (N, D) embeddings, each row's attribute value in\n"
        "``query_attributes`` / ``database_attributes``, query ``groups`` (default: the\n"
        "query's attribute), ``ks`` default 1, 5, 10, 50. Computed in chunks, in bounded\n"
        "memory. See :func:`tb_fairness.metrics.retrieval.count_retrieval`."
    ),
    count=retrieval.count_retrieval,
    arguments=(
        Argument("queries", per_example=True, positional=True, required=True),
        Argument("database", positional=True, required=True),
        Argument("query_attributes", per_example=True, required=True),
        Argument("database_attributes", required=True),
        Argument("groups", per_example=True),
        vocabulary("group_names"),
        Argument("ks", "Sequence[int] | None", default=retrieval.DEFAULT_KS),
    ),
    former_stems=("Retrieval",),
    accumulator=RetrievalPrecisionAccumulator,
)
