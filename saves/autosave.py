"""The autosave: the game on disk after every action, with the previous one as a backup.

:meth:`AutoSaver.save` writes ``autosave.json`` atomically (a temporary file
in the same folder, flushed and synced, renamed over it) after the
previous good autosave became ``autosave.backup.json`` (by a hard link, so
``autosave.json`` never goes missing; by a rename where links are not
supported). A crash at any moment leaves a good autosave, at worst one
action behind the game; the backup is one more action behind. Saving
never stops the game: a failure (a full disk, a folder that cannot be
written) gives a :class:`SaveStatus` "saving is off: REASON"
that the interface shows once, and the next action tries again.

:func:`load_autosave` loads the autosave, or the backup when the autosave
cannot be loaded. A damaged file is never deleted or overwritten: it is
moved aside to ``autosave.damaged-YYYYMMDDTHHMMSS.json``.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from saves import paths
from saves.files import FileProblem, move_aside, reason, sync_folder
from saves.format import SaveError, SaveHeader, read_header
from saves.pad_session import PadSession, Saved, document_of, load_pad, load_saved
from saves.problems import Message, message_of
from saves.session import Session, encode, load_game
from saves.startup import clean_stale_temps

_T = TypeVar("_T")

OFF = "saving is off: "
BACK_ON = "saving is back on"
#: The autosave's file name stem for a game at the table, and for a score pad: each has its
#: own pair of files, so neither ever replaces the other.
TABLE, SCORE_PAD = paths.TABLE, paths.SCORE_PAD


@dataclass(frozen=True)
class SaveStatus:
    """The outcome of one autosave, for the interface.

    ``changed`` is True when this status differs from the previous one (the
    first failure, or the first success after failures): show ``message``
    then, and not again. ``notes`` tell of damaged files moved aside. ``problem`` is
    why saving is off (``message`` in English is "saving is off: " and it); the notes
    and the problem are :class:`~saves.problems.Message` s an interface translates.
    """

    ok: bool
    message: str = ""
    changed: bool = False
    notes: tuple[Message, ...] = ()
    problem: Message | None = None


@dataclass
class Resumed:
    """A game loaded from the autosave (or its backup), with what the player should know."""

    session: Session
    path: Path
    from_backup: bool
    messages: list[Message]


@dataclass
class PadResumed:
    """A score pad loaded from its autosave (or its backup), with what the player should know."""

    session: PadSession
    path: Path
    from_backup: bool
    messages: list[Message]


class AutoSaver:
    """Writes the autosave of one running game after every action.

    >>> import tempfile
    >>> from game.presets import preset
    >>> from saves.session import new_session
    >>> saver = AutoSaver(Path(tempfile.mkdtemp()))
    >>> saver.save(new_session(preset("oh-pshaw"), ["random"] * 4, seed=1)).ok
    True
    """

    def __init__(self, folder: Path | None = None, stem: str = TABLE) -> None:
        self.folder = folder or paths.autosave_dir()
        self.stem = stem
        self.path, self.backup = (self.folder / name for name in paths.autosave_names(stem))
        self.status = SaveStatus(True)
        self._checked = False  # the files found on disk were checked (and moved aside if bad)
        self._current_good = False  # autosave.json is one this saver wrote

    def save(self, session: Saved) -> SaveStatus:
        """Save ``session`` (a game or a score pad) now; never raises. Returns (and keeps) the
        new status."""
        notes: tuple[Message, ...] = ()
        try:
            data = encode(document_of(session))
            if not self._checked:
                notes = self._check_existing()
            self._write(data)
        except (OSError, ValueError) as error:
            problem = Message("cannot_write", path=self.path, reason=reason(error)) \
                if isinstance(error, OSError) and not isinstance(error, FileProblem) else message_of(error)
            status = SaveStatus(False, OFF + problem, changed=self.status.ok, notes=notes,
                                problem=problem)
        else:
            status = SaveStatus(True, "" if self.status.ok else BACK_ON,
                                changed=not self.status.ok, notes=notes)
        self.status = status
        return status

    def _write(self, data: bytes) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{self.path.name}.{os.getpid()}.", suffix=".tmp",
                                    dir=self.folder)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
            if self._current_good and os.path.lexists(self.path):
                self._current_good = False
                self._keep_as_backup()
            os.replace(temp, self.path)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
        self._current_good = True
        sync_folder(self.folder)

    def _keep_as_backup(self) -> None:
        """Make the current autosave the backup, leaving ``autosave.json`` in place: a hard
        link renamed over the backup, so no moment exists without an autosave. Where
        hard links are not supported (FAT, some network drives) the autosave is renamed."""
        link = self.folder / f".{self.backup.name}.{os.getpid()}.tmp"  # per process: never another's
        try:
            link.unlink(missing_ok=True)
            os.link(self.path, link, follow_symlinks=False)
        except OSError:
            os.replace(self.path, self.backup)
            return
        os.replace(link, self.backup)

    def _check_existing(self) -> tuple[Message, ...]:
        """Before the first write: load what is on disk, move damaged files aside, and clear
        temporary files a crash left behind a day or more ago (a younger one may be another
        writer's: :func:`saves.startup.clean_stale_temps`)."""
        notes = []
        clean_stale_temps([self.folder])
        for path in (self.path, self.backup):
            if not os.path.lexists(path):
                continue
            try:
                load_saved(path)
            except SaveError as error:
                if error.aside_label is not None:
                    aside = move_aside(path, error.aside_label)
                    notes.append(Message("moved_aside", error=error, aside=aside.name))
                else:
                    raise FileProblem(Message("save_unusable", error=error)) from None
        self._current_good = os.path.lexists(self.path)
        self._checked = True
        return tuple(notes)


def autosave_header(folder: Path | None = None, stem: str = TABLE) -> SaveHeader | None:
    """The header of the autosave (or its backup) for a "Continue" button, or ``None``;
    ``stem`` :data:`SCORE_PAD` for the score pad's (its ``updated`` tells which is newer).

    Reads without replaying; a file that cannot be read counts as none here
    (:func:`load_autosave` reports it).
    """
    folder = folder or paths.autosave_dir()
    for name in paths.autosave_names(stem):
        try:
            return read_header(folder / name)
        except SaveError:
            continue
    return None


def load_autosave(folder: Path | None = None) -> Resumed | None:
    """The game in the autosave, or in its backup when the autosave cannot be loaded.

    ``None`` when there is neither. A damaged file is moved aside (and said
    so in ``messages``); :class:`SaveError` when neither file can be loaded.
    """
    found = _load_pair(folder or paths.autosave_dir(), TABLE, load_game)
    return None if found is None else Resumed(*found)


def load_pad_autosave(folder: Path | None = None) -> PadResumed | None:
    """The score pad in its autosave, or in its backup (as :func:`load_autosave` does it)."""
    found = _load_pair(folder or paths.autosave_dir(), SCORE_PAD, load_pad)
    return None if found is None else PadResumed(*found)


def _load_pair(folder: Path, stem: str, load: Callable[[Path], _T]
               ) -> tuple[_T, Path, bool, list[Message]] | None:
    problems: list[Message] = []
    current, backup = paths.autosave_names(stem)
    for path, is_backup in ((folder / current, False), (folder / backup, True)):
        if not os.path.lexists(path):
            continue
        try:
            session = load(path)
        except SaveError as error:
            problems.append(_set_aside(error))
            continue
        messages = list(problems)
        if is_backup:
            messages.append(Message("backup_loaded", file=path.name))
        return session, path, is_backup, messages
    if problems:
        raise SaveError(folder / current, Message("none_loaded", problems=tuple(problems)))
    return None


def _set_aside(error: SaveError) -> Message:
    """Move a damaged file aside; the message for the player."""
    if not error.damaged:
        return Message("save_unusable", error=error)
    try:
        aside = move_aside(error.path)
    except FileProblem as problem:
        return Message("not_moved_aside", error=error, problem=message_of(problem))
    return Message("moved_aside", error=error, aside=aside.name)
