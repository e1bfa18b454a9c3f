"""Named saves: save under a name, list (newest first), load, delete.

Each named save is one file in the saves folder, named by
:func:`saves.paths.slot_name` (a player's name can never reach outside the
folder); the name as typed is kept inside the file. Listing reads headers
only, never replays, and lists a damaged file as damaged instead of failing.
Saving over a damaged file first moves it aside: a damaged file is never
overwritten.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

from saves import paths
from saves.files import FileProblem, move_aside, reason
from saves.format import MAX_NAME, MISSING, SaveError, SaveHeader, read_header
from saves.pad_session import Saved, save_saved
from saves.problems import Message, message_of
from saves.session import Session, load_game
from saves.text import clean_name

_S = TypeVar("_S")

#: How many named saves a listing reads at most (each file is read whole): the newest by date.
MAX_LISTED = 500


@dataclass(frozen=True)
class Slot:
    """One named save as a list shows it.

    ``header`` is ``None`` when the file cannot be read; ``problem`` then
    says why (``damaged`` is True for a file whose content is bad).
    """

    name: str  # the name the player chose (the file stem if it cannot be read)
    path: Path
    header: SaveHeader | None
    problem: Message | None = None
    damaged: bool = False
    modified: float = 0.0  # the file's modification time (for sorting damaged files)

    @property
    def updated(self) -> str:
        """When it was saved, as ``2026-11-29T12:31:07Z``."""
        if self.header is not None:
            return self.header.updated
        return datetime.fromtimestamp(self.modified, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def save_slot(name: str, session: Saved, folder: Path | None = None) -> Path:
    """Save ``session`` (a game or a score pad) under ``name``; return the file. Overwrites a
    good save of that name.

    Raises :class:`~saves.files.FileProblem` when it cannot be written. The name kept in
    the file loses control characters (typed or pasted); the file is named for ``name``.
    """
    path = _path(name, folder)
    if os.path.lexists(path):
        try:
            read_header(path)
        except SaveError as error:
            if error.aside_label is not None:
                move_aside(path, error.aside_label)
    previous = session.name
    kept = clean_name(name)
    session.name = kept if len(kept) <= MAX_NAME else kept[: MAX_NAME - 1] + "…"
    try:
        save_saved(path, session)
    except (FileProblem, ValueError):
        session.name = previous
        raise
    return path


def save_new_slot(name: str, session: Saved, folder: Path | None = None) -> str:
    """Save ``session`` under ``name``, or ``name (2)``, ``name (3)``, … when a save of that
    name exists: never over another save. Returns the name it was saved under; raises
    :class:`~saves.files.FileProblem` when it cannot be written."""
    for number in range(1, MAX_LISTED + 1):
        chosen = name if number == 1 else f"{name} ({number})"
        if not slot_exists(chosen, folder):
            save_slot(chosen, session, folder)
            return session.name or chosen
    raise FileProblem(Message("too_many_namesakes", path=_path(name, folder), count=MAX_LISTED))


def load_slot(name: str, folder: Path | None = None) -> Session:
    """The game saved under ``name`` (:class:`~saves.format.SaveError` if it cannot be loaded)."""
    return load_game(_path(name, folder))


def delete_slot(name: str, folder: Path | None = None) -> bool:
    """Delete the save called ``name``; False if there was none.

    Raises :class:`~saves.files.FileProblem` when the file cannot be removed.
    """
    path = _path(name, folder)
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    except OSError as error:
        raise FileProblem(Message("cannot_delete", path=path, reason=reason(error))) from None
    return True


def load_listed(path: Path, load: Callable[[Path], _S] = load_game) -> _S:  # type: ignore[assignment]
    """The game in the named save ``path`` (a file :func:`list_slots` listed); ``load``
    :func:`~saves.pad_session.load_pad` for a score pad (``slot.header.kind`` says which).

    A damaged file is moved aside, never deleted: the :class:`SaveError`
    then names the file, the reason and where the file went.
    """
    try:
        return load(path)
    except SaveError as error:
        if not error.damaged:
            raise
        try:
            aside = move_aside(path)
        except FileProblem as problem:
            raise SaveError(path, Message("reason_not_moved", reason=error.reason,
                                          problem=message_of(problem))) from None
        raise SaveError(path, Message("reason_moved_aside", reason=error.reason, aside=aside.name)) from None


def remove_listed(path: Path) -> Path | None:
    """Delete the named save ``path``; ``None`` when it is gone.

    A damaged file (or one from a newer version) is never deleted: it is
    moved aside, and the new path is returned. Raises
    :class:`~saves.files.FileProblem` when the file can be neither.
    """
    try:
        read_header(path)
    except SaveError as error:
        if error.kind == MISSING:
            return None
        if error.aside_label is not None:
            return move_aside(path, error.aside_label)
    try:
        path.unlink()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise FileProblem(Message("cannot_delete", path=path, reason=reason(error))) from None
    return None


def slot_exists(name: str, folder: Path | None = None) -> bool:
    """True when a save called ``name`` exists (ask before overwriting it)."""
    return os.path.lexists(_path(name, folder))


def list_slots(folder: Path | None = None) -> list[Slot]:
    """Every named save, newest first, from the headers alone.

    Files moved aside (``*.damaged-*``) and temporary files are not listed.
    """
    folder = folder or paths.saves_dir()
    try:
        entries = [p for p in folder.iterdir()
                   if p.suffix == ".json" and not p.name.startswith(".") and "." not in p.stem]
    except OSError:
        return []
    dated = []
    for path in entries:
        try:
            dated.append((path.lstat().st_mtime, path))
        except OSError:
            continue
    dated.sort(reverse=True)  # the newest files are read when there are too many to read all
    slots = []
    for modified, path in dated[:MAX_LISTED]:
        try:
            header = read_header(path)
        except SaveError as error:
            slots.append(Slot(path.stem, path, None, error.reason, error.damaged, modified))
            continue
        slots.append(Slot(header.name or path.stem, path, header, None, False, modified))
    slots.sort(key=lambda s: (s.updated, s.modified), reverse=True)
    return slots


def _path(name: str, folder: Path | None) -> Path:
    return (folder or paths.saves_dir()) / f"{paths.slot_name(name)}.json"
