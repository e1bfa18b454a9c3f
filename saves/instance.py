"""One window per data folder: the first holds a lock file, a second one finds it.

``instance.lock`` in the data folder holds the process id of the window that
has the folder, under an operating-system lock (``flock`` on POSIX, a byte
lock on Windows) that the system releases when that process ends in any way,
``kill -9`` included: a lock a killed program left is never taken for an open
window. Where the file system has no such locks (some network drives), the
process id decides: a lock whose process is gone is stale and taken over.
A lock file that cannot be opened at all (``instance.lock`` is a folder, or
cannot be read or written) leaves the window unsure it is the only one: it is
not held, and :attr:`Claim.problem` says why (the window then writes nothing).

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> first = claim(folder)
>>> first.held, claim(folder).held  # a second claim in the same folder is refused
(True, False)
>>> first.release()
>>> claim(folder).held
True
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from saves import paths
from saves.files import move_aside, reason

LOCK_NAME = "instance.lock"
#: Where the Windows byte lock sits: past the process id, so the id stays readable.
_LOCKED_BYTE = 1 << 20
_held: dict[str, int] = {}  # lock files this process holds, and their descriptors


@dataclass
class Claim:
    """The outcome of :func:`claim`: ``held`` when this process has the folder; else
    ``other`` is the process id of the window that has it (0 when unknown), or ``problem``
    the system's reason why the lock file could not be used at all."""

    path: Path
    held: bool
    other: int | None = None
    _fd: int | None = None
    problem: str | None = None

    def release(self) -> None:
        """Give the folder up (the system does so too when the process ends)."""
        if self._fd is None:
            return
        _held.pop(str(self.path), None)
        with contextlib.suppress(OSError):
            _unlock(self._fd)
        with contextlib.suppress(OSError):
            os.close(self._fd)
        self._fd, self.held = None, False


def claim(folder: Path | None = None) -> Claim:
    """Claim the data folder (``folder``, by default :func:`saves.paths.data_dir`) for this
    process. When the lock file cannot be opened (a folder in its place, no right to read
    or write it, a data folder that cannot be made) the claim is not held: another window
    may be writing there, and this one cannot tell (``problem`` says why)."""
    path = (folder or paths.data_dir()) / LOCK_NAME
    if str(path) in _held:
        return Claim(path, False, os.getpid())
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = _open(path)
    except OSError as error:
        return Claim(path, False, problem=reason(error))
    try:
        locked = _lock(fd)
    except OSError:  # no locks on this file system: the process id in the file decides
        other = _read_pid(fd)
        if other not in (None, os.getpid()) and _alive(other):
            os.close(fd)
            return Claim(path, False, other)
        locked = True
    if not locked:
        other = _read_pid(fd)
        os.close(fd)
        return Claim(path, False, other or 0)
    _write_pid(fd)
    _held[str(path)] = fd
    return Claim(path, True, None, fd)


def _open(path: Path) -> int:
    """The lock file, opened without following a link (a link there is moved aside)."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        return os.open(path, flags, 0o644)
    except OSError as error:
        if error.errno != errno.ELOOP and not path.is_symlink():
            raise
    move_aside(path, "symlink")
    return os.open(path, flags, 0o644)


def _lock(fd: int) -> bool:
    """Take the system's lock on ``fd`` without waiting; False when another process has it.
    Raises ``OSError`` where the file system has no locks."""
    try:
        if sys.platform == "win32":
            import msvcrt

            os.lseek(fd, _LOCKED_BYTE, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as error:
        if error.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, errno.EDEADLK):
            return False
        raise
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, _LOCKED_BYTE, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)


def _read_pid(fd: int) -> int | None:
    """The process id written in the lock file, if it holds one."""
    try:
        text = os.pread(fd, 32, 0) if hasattr(os, "pread") else _read_start(fd)
    except OSError:
        return None
    try:
        value = int(text.decode("ascii").strip() or "x")
    except (UnicodeDecodeError, ValueError):
        return None
    return value if value > 0 else None


def _read_start(fd: int) -> bytes:
    os.lseek(fd, 0, os.SEEK_SET)
    return os.read(fd, 32)


def _write_pid(fd: int) -> None:
    with contextlib.suppress(OSError):  # the lock holds without the id; a message then lacks it
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        os.fsync(fd)


def _alive(pid: int) -> bool:
    """True when process ``pid`` exists (where that cannot be told: True, to be safe)."""
    if sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, but belongs to someone else
        return True
    return True
