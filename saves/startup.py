"""What the program does once at its start, before the window opens, with the data folder.

:func:`start` claims the data folder for this window (:mod:`saves.instance`);
when no other window has it, temporary files that killed writes left behind
are cleared (:func:`clean_stale_temps`) and finished games that waited for
the history are added to it (:func:`saves.records.add_pending`).
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from saves import paths
from saves.instance import Claim, claim
from saves.problems import Message
from saves.records import add_pending

#: A temporary file this old is no write under way any more: a killed write left it.
STALE_SECONDS = 24 * 3600


def temp_folders() -> list[Path]:
    """Every folder the program writes temporary files into."""
    return [paths.saves_dir(), paths.records_dir(), paths.autosave_dir(), paths.pending_dir(),
            paths.data_dir(), paths.config_dir()]


def clean_stale_temps(folders: Iterable[Path] | None = None, now: float | None = None) -> int:
    """Delete the temporary files (``.NAME.….tmp``) older than a day in ``folders`` (every
    folder of :func:`temp_folders` by default); return how many. A younger one may be a write
    under way in another process: it stays. Never raises, never follows a link."""
    moment = time.time() if now is None else now
    removed = 0
    for folder in temp_folders() if folders is None else folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not (entry.name.startswith(".") and entry.name.endswith(".tmp")):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
                if entry.is_dir(follow_symlinks=False) or moment - info.st_mtime < STALE_SECONDS:
                    continue
                os.unlink(entry.path)
            except OSError:
                continue
            removed += 1
    return removed


@dataclass
class Startup:
    """This window's hold on the data folder. ``other`` is the process id of another window
    that has it (0 when unknown), else ``None``; ``messages`` tell of games added to the
    history or still waiting."""

    claim: Claim
    messages: list[Message] = field(default_factory=list)
    scratch: Path | None = None  # the throwaway data folder of a window that does not save

    @property
    def other(self) -> int | None:
        """The process id of the window that has the data folder (0 when unknown, or when the
        lock file cannot be used: :attr:`problem`), or ``None`` when this window has it."""
        return None if self.claim.held else (self.claim.other or 0)

    @property
    def problem(self) -> str | None:
        """Why the lock file could not be used (the system's words), when it could not: this
        window cannot be sure it is the only one on the data folder."""
        return None if self.claim.held else self.claim.problem

    def play_without_saving(self) -> None:
        """The other window keeps the data folder: from now on this process saves, archives and
        autosaves into a throwaway folder (the settings stay shared), removed by :meth:`finish`."""
        if self.scratch is None:
            self.scratch = Path(tempfile.mkdtemp(prefix="ohpshaw-unsaved-"))
            paths.use_scratch(self.scratch)

    def finish(self) -> None:
        """The window closes: give the data folder up; remove a throwaway folder."""
        self.claim.release()
        if self.scratch is not None:
            paths.use_scratch(None)
            shutil.rmtree(self.scratch, ignore_errors=True)
            self.scratch = None


def start() -> Startup:
    """Claim the data folder; when this window has it, clear stale temporary files and add the
    games that waited for the history. Never raises."""
    held = claim()
    begun = Startup(held)
    if held.held:
        clean_stale_temps()
        begun.messages = add_pending()
    return begun
