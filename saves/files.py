"""Reading and writing files safely.

Writes are atomic: a temporary file in the same folder, flushed and synced,
then renamed over the target (and the folder synced), so a crash leaves the
old file or the new one, never half of one. Reads accept data only (JSON),
never code, refuse anything that is not a plain file (symbolic links, pipes,
devices) and check the size before reading a byte. A damaged file is never
deleted or overwritten: :func:`move_aside` renames it, byte for byte, to
``NAME.damaged-YYYYMMDDTHHMMSS.ext`` next to it.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from saves.problems import Message

#: The largest file :func:`read_limited` reads by default (5 MB).
SIZE_LIMIT = 5 * 1024 * 1024


class FileProblem(OSError):
    """A file that cannot be read or written, with a reason a player can read: its first
    argument is a :class:`~saves.problems.Message` (``str(problem)`` is the English text)."""


class NotPlainFile(FileProblem):
    """The path is a symbolic link, a folder, a pipe or a device: never followed or read."""


class TooLarge(FileProblem):
    """The file is larger than the limit: not read at all."""


def write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically, creating its folder.

    Raises :class:`FileProblem` (``"cannot write PATH: REASON"``); the old
    file, if any, is then unchanged and no temporary file is left behind.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
            os.replace(temp, path)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
        sync_folder(path.parent)
    except OSError as error:
        raise FileProblem(Message("cannot_write", path=path, reason=reason(error))) from None


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as UTF-8 JSON to ``path`` atomically, creating its folder."""
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    write_bytes(path, text.encode("utf-8"))


def read_limited(path: Path, limit: int = SIZE_LIMIT) -> bytes:
    """The bytes of the plain file ``path``, at most ``limit`` of them.

    Symbolic links are not followed and pipes are not waited on
    (:class:`NotPlainFile`); a file over the limit is refused before it is
    read (:class:`TooLarge`); other failures raise :class:`FileProblem`.
    """
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        if path.is_symlink():
            raise NotPlainFile(Message("symlink", path=path))
        fd = os.open(path, flags)
    except FileProblem:
        raise
    except OSError as error:
        if getattr(os, "O_NOFOLLOW", 0) and error.errno == getattr(os, "ELOOP", -1):
            raise NotPlainFile(Message("symlink", path=path)) from None
        raise FileProblem(Message("cannot_read", path=path, reason=reason(error))) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotPlainFile(Message("not_plain", path=path))
        if info.st_size > limit:
            raise TooLarge(Message("too_large", path=path, size=info.st_size, limit=limit))
        chunks: list[bytes] = []
        size = 0
        step = info.st_size + 1  # the whole file in one read (no copies to join), and a byte more
        while size <= limit:
            chunk = os.read(fd, min(step, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            step = 1 << 20  # it is longer than it said: the rest a megabyte at a time
        if size > limit:  # it grew while we read
            raise TooLarge(Message("grew", path=path, limit=limit))
        return chunks[0] if len(chunks) == 1 else b"".join(chunks)
    except FileProblem:
        raise
    except OSError as error:
        raise FileProblem(Message("cannot_read", path=path, reason=reason(error))) from None
    finally:
        os.close(fd)


def move_aside(path: Path, label: str = "damaged", companions: tuple[str, ...] = (),
               now: datetime | None = None) -> Path:
    """Rename ``path`` to ``STEM.LABEL-YYYYMMDDTHHMMSS.EXT`` in its folder; return the new path.

    Nothing is copied, changed or deleted: the bytes stay as they were (a
    symbolic link is renamed, not followed). An existing file of that name is
    never replaced: ``-2``, ``-3``, … are added. ``companions`` are suffixes
    of files that belong to ``path`` (a database's ``-wal``) and move with it.

    >>> aside_name(Path("autosave.backup.json"), "damaged", datetime(2026, 11, 29, 13, 5, 7))
    'autosave.backup.damaged-20261129T130507.json'
    """
    moment = now or datetime.now(UTC)
    for attempt in range(1, 1000):
        name = aside_name(path, label, moment, attempt)
        target = path.with_name(name)
        taken = [target.with_name(name + c) for c in ("", *companions)]
        if any(os.path.lexists(t) for t in taken):
            continue
        try:
            os.rename(path, target)
            for suffix in companions:
                extra = path.with_name(path.name + suffix)
                if os.path.lexists(extra):
                    os.rename(extra, target.with_name(name + suffix))
        except OSError as error:
            raise FileProblem(Message("cannot_move_aside", path=path, reason=reason(error))) from None
        sync_folder(path.parent)
        return target
    raise FileProblem(Message("too_many_aside", path=path))


def aside_name(path: Path, label: str, moment: datetime, attempt: int = 1) -> str:
    """The file name :func:`move_aside` gives ``path`` (``attempt`` > 1 adds ``-N``)."""
    suffix = path.suffix
    stem = path.name[: -len(suffix)] if suffix else path.name
    extra = f"-{attempt}" if attempt > 1 else ""
    return f"{stem}.{label}-{moment.strftime('%Y%m%dT%H%M%S')}{extra}{suffix}"


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX); a no-op where folders cannot be opened."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the rename itself is done
    finally:
        os.close(fd)


def reason(error: OSError) -> str:
    """The readable part of an OS error (``No space left on device``)."""
    return error.strerror or str(error) or type(error).__name__
