"""The tests read nothing outside the repository: an audit hook refuses, and remembers, every
file opened outside the repository and the places a Python run needs (its own installation,
the temporary folder the tests write in, and the system's own folders).

A user's clone has nothing beside it; a test that reads a sibling folder (a spec, a data set
of the developer's machine) passes here and fails there. With the guard it fails here too:
the open raises :class:`OutsideRead`, and :func:`take_reads` hands the test's reads to a
fixture that fails the test even if the code swallowed the error.
"""

from __future__ import annotations

import os
import sys
import sysconfig
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


class OutsideRead(PermissionError):
    """A test opened a file outside the repository."""


def _allowed_roots() -> tuple[str, ...]:
    places = {str(REPO), sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix,
              tempfile.gettempdir(), *sysconfig.get_paths().values()}
    system = ("/dev", "/proc", "/sys", "/etc", "/usr", "/lib", "/lib64", "/bin", "/run",
              "/var/lib", "/var/cache")  # shared libraries, fonts, locale and device files
    return tuple(sorted({os.path.realpath(p) for p in places if p} | set(system)))


_ROOTS = _allowed_roots()
#: Files the test tools themselves read: pytest's doctest runner builds a ``pdb.Pdb``, which
#: reads the user's ``.pdbrc``.
_TOOL_FILES = frozenset({os.path.realpath(os.path.expanduser("~/.pdbrc"))})
_seen: list[str] = []


def allowed(path: str) -> bool:
    """True when the tests may open ``path`` (an absolute path without links)."""
    return path in _TOOL_FILES or any(path == root or path.startswith(root + os.sep)
                                      for root in _ROOTS)


def _hook(event: str, args: tuple[object, ...]) -> None:
    if event != "open" or not args or isinstance(args[0], int) or args[0] is None:
        return
    try:
        path = os.path.realpath(os.fsdecode(args[0]))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return
    if not allowed(path):
        _seen.append(path)
        raise OutsideRead(f"a test opened {path}, outside the repository {REPO}")


def install() -> None:
    """Watch every ``open`` of this process from now on (once; hooks cannot be removed)."""
    if not getattr(install, "done", False):
        sys.addaudithook(_hook)
        install.done = True  # type: ignore[attr-defined]


def take_reads() -> list[str]:
    """The paths outside the repository opened since the last call."""
    seen = list(_seen)
    _seen.clear()
    return seen
