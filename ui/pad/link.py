"""The score pad's link to disk: the autosave after every entry and the archive at the end
(Continue, which resumes whichever was saved last, the table's game or the pad, is
:mod:`ui.continuing`).

A pad saves like a game at the table (:mod:`ui.table.saves`): its own autosave
pair (``scorepad.json``, :data:`saves.autosave.SCORE_PAD`), the record and the
history row once the game is over (marked as played with real cards), and an
unfinished pad kept in the history when the keeper leaves it or starts another.
Saving never stops the pad: problems come back as lines to show.
"""

from __future__ import annotations

from typing import Any

from game.pad.score_pad import ScorePad
from saves.autosave import SCORE_PAD, AutoSaver
from saves.pad_session import PadSession
from saves.records import Archived, archive_game
from ui.words.save_messages import problem_lines, save_status_text


class PadLink:
    """Autosaves and archives one score pad; every method returns lines to show."""

    saved = True  # on disk: it can be saved under a name too

    def __init__(self, session: PadSession, saver: AutoSaver | None = None) -> None:
        self.session = session
        self.saver = saver or AutoSaver(stem=SCORE_PAD)
        self.archived: Archived | None = None  # where the game was kept when it was over
        self._kept: dict[str, Any] | None = None  # the record kept then
        self.shown: list[str] = []  # every line shown so far (tests read it)

    @property
    def pad(self) -> ScorePad:
        """The pad being kept."""
        return self.session.pad

    def save(self) -> list[str]:
        """Write the autosave now (after an entry); archive a game that is over. A game the
        keeper changes after its end (undo, a correction) is archived again once it is over,
        in the place of the record and history row it had: the keeper corrected the sheet of
        that very game, which is counted once."""
        status = self.saver.save(self.session)
        lines = problem_lines(status.notes)
        if status.changed and status.message:
            lines.append(save_status_text(status))
        if self.pad.is_over and self.session.record() != self._kept:
            self.archived = archive_game(self.session, replacing=self.archived)
            self._kept = self.session.record()
            lines += problem_lines(self.archived.messages)
        self.shown += lines
        return lines

    def leave(self) -> list[str]:
        """The keeper leaves the pad: keep a started game (unfinished) in the history; the
        autosave stays for Continue. Nothing is kept of a pad with nothing entered. A pad
        the keeper took back from its end takes the place of the record it had then."""
        if self.pad.is_over or not self.session.played_here:
            return []
        lines = problem_lines(archive_game(self.session, replacing=self.archived).messages)
        self.shown += lines
        return lines

    def next_saver(self) -> AutoSaver:
        """The saver of the next game on this pad (Play again): the same folder."""
        return AutoSaver(self.saver.folder, stem=SCORE_PAD)
