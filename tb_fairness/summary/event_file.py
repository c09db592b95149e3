"""A synchronous TFRecord event-file writer that never imports TensorFlow.

TensorBoard's own ``EventFileWriter`` goes through ``tensorboard.compat.tf``, which imports
TensorFlow whenever it is installed (seconds, and against DESIGN principle 4), and checksums
in pure Python (0.15 s per MB). Records here are framed as TFRecord: little-endian uint64
length, masked CRC-32C of the length, the data, masked CRC-32C of the data.
"""

from __future__ import annotations

import itertools
import os
import socket
import struct
import time

from tensorboard.compat.proto import event_pb2

try:  # C implementation; its package falls back to pure Python where no wheel exists
    import google_crc32c

    _crc32c = google_crc32c.value
except ImportError:  # pragma: no cover - the package is a dependency
    from tensorboard.compat.tensorflow_stub import pywrap_tensorflow

    _crc32c = pywrap_tensorflow.crc32c

_uid = itertools.count()


def masked_crc32c(data: bytes) -> int:
    crc = _crc32c(data)
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def frame(data: bytes) -> bytes:
    """One TFRecord holding ``data``."""
    header = struct.pack("<Q", len(data))
    return b"".join(
        [
            header,
            struct.pack("<I", masked_crc32c(header)),
            data,
            struct.pack("<I", masked_crc32c(data)),
        ]
    )


class EventFile:
    """Appends events to a new ``events.out.tfevents.*`` file in ``logdir``."""

    def __init__(self, logdir: str, filename_suffix: str = ""):
        os.makedirs(logdir, exist_ok=True)
        # The counter is zero-padded: TensorBoard reads a run's files in name order and
        # skips one created after a file whose name sorts later, so an unpadded ".10"
        # written in the same second as ".9" would be ignored.
        name = (
            f"events.out.tfevents.{int(time.time()):010d}.{socket.gethostname()}"
            f".{os.getpid()}.{next(_uid):010d}{filename_suffix}"
        )
        self.path = os.path.join(logdir, name)
        self._file = open(self.path, "wb")
        self.add_event(event_pb2.Event(wall_time=time.time(), file_version="brain.Event:2"))
        self.flush()

    def add_event(self, event: event_pb2.Event) -> None:
        # One write call per record: a record is either whole in the file or absent.
        self._file.write(frame(event.SerializeToString()))

    def flush(self) -> None:
        self._file.flush()

    def close(self) -> None:
        self._file.close()
