"""Exporting a game record (RECORD.md) to a file the player chose.

The player types or edits a path; :func:`check_target` refuses what cannot
work before anything is written (an empty path, a folder, a missing
folder, a name the file system rejects, an existing file) with a reason a
player can read, and :func:`export_record` writes the whole file or
nothing. An existing file is never replaced, not even one that appears
between the check and the write: the player must choose another name.

>>> from pathlib import Path
>>> default_export_path(Path("/home/ada"), "2026-11-29T12:00:00Z").name
'ohpshaw-2026-11-29-1200.json'
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

import platformdirs

from saves.files import FileProblem, reason, sync_folder
from saves.problems import Message

#: Longest path accepted (most systems allow 4096 bytes; Windows fewer).
MAX_PATH = 1000


class ExportProblem(ValueError):
    """The chosen path cannot take the record; the message (a
    :class:`~saves.problems.Message`) says why."""


def documents_dir() -> Path:
    """Where an export goes by default: the user's documents folder, else the home folder.

    With ``OHPSHAW_HOME`` set (tests, portable installs) it is that folder.
    """
    from saves.paths import home

    override = home()
    if override is not None:
        return override
    try:
        folder = Path(platformdirs.user_documents_dir())
    except Exception:  # a platform without one
        folder = Path.home()
    return folder if folder.is_dir() else Path.home()


def default_export_path(folder: Path, started: str) -> Path:
    """``FOLDER/ohpshaw-YYYY-MM-DD-HHMM.json`` from the game's start time; a free name
    (``-2``, ``-3``, …) when that one is taken."""
    digits = re.sub(r"[^0-9]", "", started)
    stamp = f"{digits[0:4]}-{digits[4:6]}-{digits[6:8]}-{digits[8:12]}" if len(digits) >= 12 else "game"
    path = folder / f"ohpshaw-{stamp}.json"
    number = 2
    while os.path.lexists(path) and number < 1000:
        path = folder / f"ohpshaw-{stamp}-{number}.json"
        number += 1
    return path


def check_target(text: str) -> Path:
    """The path the player typed, checked: :class:`ExportProblem` says what is wrong.

    ``~`` is the home folder; a relative path is refused (the working folder is
    not a place the player can see).
    """
    text = text.strip()
    if not text:
        raise ExportProblem(Message("export_empty"))
    if len(text) > MAX_PATH or "\x00" in text:
        raise ExportProblem(Message("export_bad_path"))
    path = Path(text).expanduser()
    if not path.is_absolute():
        raise ExportProblem(Message("export_not_absolute", text=text))
    if path.name in ("", ".", ".."):
        raise ExportProblem(Message("export_names_folder", text=text))
    if os.path.lexists(path):
        if path.is_dir():
            raise ExportProblem(Message("export_is_folder", path=path))
        raise ExportProblem(Message("export_exists", path=path))
    parent = path.parent
    if not parent.is_dir():
        raise ExportProblem(Message("export_no_folder", folder=parent))
    if not os.access(parent, os.W_OK | os.X_OK):
        raise ExportProblem(Message("export_folder_locked", folder=parent))
    return path


def export_record(record: dict[str, Any], text: str) -> Path:
    """Write ``record`` as UTF-8 JSON to the path in ``text`` (checked first); return it.

    Raises :class:`ExportProblem` for a path that cannot be used and
    :class:`~saves.files.FileProblem` when writing fails (then nothing is left behind).
    """
    path = check_target(text)
    data = (json.dumps(record, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    try:
        _write_new(path, data)
    except FileExistsError:
        raise ExportProblem(Message("export_exists", path=path)) from None
    except OSError as error:
        raise FileProblem(Message("cannot_write", path=path, reason=reason(error))) from None
    except ValueError as error:  # a name the file system rejects
        raise ExportProblem(Message("export_refused", path=path, detail=str(error))) from None
    sync_folder(path.parent)
    return path


def _write_new(path: Path, data: bytes) -> None:
    """Write a file that must not exist yet, whole or not at all: a synced temporary file
    hard-linked to ``path`` (which fails if ``path`` appeared meanwhile). Where hard links
    are not supported the file is created exclusively and written directly."""
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        try:
            os.link(temp, path)
        except FileExistsError:
            raise
        except OSError:  # FAT and some network drives
            with open(path, "xb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
    finally:
        Path(temp).unlink(missing_ok=True)
