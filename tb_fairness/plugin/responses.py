"""How the routes answer: JSON at the precision the tab needs, gzip when the client takes
it, a bounded cache of computed answers, and the frontend bundle cached by its content.

A report at (run, tag, step, wall_time) never changes, so the answer to the same route and
query for the same report(s) can be kept: it is kept gzip-compressed (what most clients
take), under a byte budget, least recently used first out.
"""

from __future__ import annotations

import collections
import gzip
import hashlib
import os
import threading
from collections.abc import Callable, Hashable

import numpy as np
import orjson
import werkzeug
from tensorboard.backend import http_util

from tb_fairness.kinds.table import round_significant

try:
    # The [fast] extra: Intel's ISA-L deflate. Its level 2 compresses a 100,000-label table
    # (8 MB of columns) in 10 ms to 1.97 MB, where zlib's level 3 takes 67 ms for 1.92 MB:
    # most of a table's first, uncached answer was spent here.
    from isal import igzip as _fast_gzip
except ImportError:  # pragma: no cover - the floor venv has no extras
    _fast_gzip = None  # type: ignore[assignment]

# Computed answers kept, counted by their compressed size.
DEFAULT_CACHE_BYTES = 64 * 2**20
# Level 3, as TensorBoard's own responses: within 10% of level 9's size at a third the time.
_GZIP_LEVEL = 3
_FAST_GZIP_LEVEL = 2


def _compact(value):
    if isinstance(value, np.ndarray) and np.issubdtype(value.dtype, np.floating):
        return round_significant(value)
    if isinstance(value, dict):
        return {k: _compact(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_compact(v) for v in value]
    return value


def json_bytes(value) -> bytes:
    """``value`` as JSON: numpy arrays of floats at :data:`FLOAT_DIGITS` significant digits
    with non-finite values as null (orjson's rule for numpy arrays), the rest as it is."""
    return orjson.dumps(_compact(value), option=orjson.OPT_SERIALIZE_NUMPY)


def respond(request, body: bytes | str, content_type: str, *, gzipped: bool = False):
    """The answer, gzip-compressed when the client accepts it (TensorBoard's responder,
    which also sets nosniff and no-cache)."""
    if gzipped and "gzip" not in request.accept_encodings:
        # In one go: TensorBoard's responder would inflate it 8 KB at a time, 4x slower.
        assert isinstance(body, bytes)
        body, gzipped = gzip.decompress(body), False
    return http_util.Respond(
        request, body, content_type, content_encoding="gzip" if gzipped else None
    )


def compress(body: bytes | str) -> bytes:
    """``body`` as a gzip member (no time stamp: the same body, the same bytes)."""
    if isinstance(body, str):
        body = body.encode("utf-8")
    if _fast_gzip is not None:
        return _fast_gzip.compress(body, compresslevel=_FAST_GZIP_LEVEL, mtime=0)
    return gzip.compress(body, compresslevel=_GZIP_LEVEL, mtime=0)


class AnswerCache:
    """Computed answers, gzip-compressed, least recent first out past ``max_bytes``; one
    computation per key at a time (the other requests for it wait, then read the cache)."""

    def __init__(self, max_bytes: int = DEFAULT_CACHE_BYTES):
        self.max_bytes = max_bytes
        self._bytes = 0
        self._answers: collections.OrderedDict[Hashable, bytes] = collections.OrderedDict()
        self._computing: dict[Hashable, threading.Lock] = {}
        self._lock = threading.Lock()

    @property
    def cached_bytes(self) -> int:
        return self._bytes

    def _get(self, key):
        with self._lock:
            body = self._answers.get(key)
            if body is not None:
                self._answers.move_to_end(key)
            return body

    def get(self, key: Hashable, compute: Callable[[], bytes | str]) -> bytes:
        """The gzipped answer for ``key``, computed by ``compute`` (not kept if it raises)."""
        body = self._get(key)
        if body is not None:
            return body
        with self._lock:
            gate = self._computing.setdefault(key, threading.Lock())
        try:
            with gate:
                body = self._get(key)
                if body is None:
                    body = compress(compute())
                    self._put(key, body)
                return body
        finally:
            with self._lock:
                self._computing.pop(key, None)

    def _put(self, key, body: bytes) -> None:
        if len(body) > self.max_bytes:
            return
        with self._lock:
            old = self._answers.pop(key, None)
            self._bytes -= len(old) if old is not None else 0
            self._answers[key] = body
            self._bytes += len(body)
            while self._bytes > self.max_bytes:
                _, dropped = self._answers.popitem(last=False)
                self._bytes -= len(dropped)


class Bundle:
    """A frontend bundle, served from memory gzip-compressed, named by its content:
    ``module_path()`` gives ``/<name>?v=<digest>``, which browsers may keep for a year;
    a new build gets a new name. Re-read when the file changes (a rebuild in development).
    The loader (index.js) names the app (app.js) the same way: the build writes the app's
    digest into it (frontend/scripts/build.mjs)."""

    def __init__(self, path: str):
        self._path = path
        self._lock = threading.Lock()
        self._loaded: tuple[tuple[int, int], str, bytes] | None = None

    @property
    def name(self) -> str:
        return os.path.basename(self._path)

    def _load(self) -> tuple[str, bytes]:
        """(digest, gzipped body); FileNotFoundError when the bundle is not built."""
        st = os.stat(self._path)
        stamp = (st.st_mtime_ns, st.st_size)
        with self._lock:
            if self._loaded is None or self._loaded[0] != stamp:
                with open(self._path, "rb") as f:
                    body = f.read()
                digest = hashlib.sha256(body).hexdigest()[:16]
                self._loaded = (stamp, digest, compress(body))
            return self._loaded[1], self._loaded[2]

    def module_path(self) -> str:
        try:
            digest, _ = self._load()
        except FileNotFoundError:
            return f"/{self.name}"
        return f"/{self.name}?v={digest}"

    def serve(self, request):
        """The bundle; 304 when the browser holds this version (its ETag is the digest)."""
        digest, body = self._load()
        etag = f'"{digest}"'
        if etag in request.headers.get("If-None-Match", ""):
            response = werkzeug.Response(status=304)
        else:
            response = respond(request, body, "application/javascript", gzipped=True)
        response.headers["ETag"] = etag
        # Named by content: the same name is the same bytes, for good.
        immutable = request.args.get("v") == digest
        response.headers["Cache-Control"] = (
            "private, max-age=31536000, immutable" if immutable else "no-cache"
        )
        response.headers.pop("Expires", None)
        response.headers["X-Content-Type-Options"] = "nosniff"
        return response
