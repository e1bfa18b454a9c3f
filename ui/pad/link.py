"""The score pad's link to disk: the autosave after every entry, the archive at the end,
and Continue, which resumes whichever was saved last, the table's game or the pad.

A pad saves like a game at the table (:mod:`ui.table.saves`): its own autosave
pair (``scorepad.json``, :data:`saves.autosave.SCORE_PAD`), the record and the
history row once the game is over (marked as played with real cards), and an
unfinished pad kept in the history when the keeper leaves it or starts another.
Saving never stops the pad: problems come back as lines to show.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from game.pad.score_pad import ScorePad
from saves.autosave import SCORE_PAD, AutoSaver, autosave_header, load_pad_autosave
from saves.format import SaveError, SaveHeader
from saves.pad_session import PadSession
from saves.paths import autosave_dir, autosave_names
from saves.records import Archived, archive_game
from ui.core.window import Window
from ui.table.saves import ContinueOffer, continue_offer, load_for_continue, subtitle
from ui.words.i18n import _
from ui.words.save_messages import problem_lines, save_error_lines, save_status_text


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


def keep_unfinished_pad() -> list[str]:
    """Before a new pad takes the pad autosave's place: keep the unfinished one in the
    history so it is not lost. Never raises."""
    try:
        found = load_pad_autosave()
    except SaveError as error:  # damaged files were moved aside; say so
        return save_error_lines(error)
    except Exception as error:
        return [_("pad.continue_cannot_be_loaded", error=error)]
    if found is None:
        return []
    if found.session.pad.is_over or not found.session.played_here:
        return problem_lines(found.messages)
    return problem_lines([*found.messages, *archive_game(found.session).messages])


def pad_offer() -> ContinueOffer | None:
    """Continue for the score pad, or ``None`` when no unfinished pad is saved."""
    try:
        header = autosave_header(stem=SCORE_PAD)
    except Exception:  # the menu must open whatever the disk holds
        header = None
    if header is not None:
        if header.over:
            return None
        return ContinueOffer(header, _("pad.continue_label", game=subtitle(header)))
    folder = autosave_dir()
    try:
        present = any(os.path.lexists(folder / name) for name in autosave_names(SCORE_PAD))
    except OSError:
        present = False
    return ContinueOffer(None, _("pad.continue_cannot_be_read")) if present else None


@dataclass
class Continuing:
    """What the menu's Continue resumes: the table's game, or the score pad (``score_pad``)."""

    offer: ContinueOffer
    score_pad: bool = False

    @property
    def subtitle(self) -> str:
        """The line beside the Continue button."""
        return self.offer.subtitle

    @property
    def header(self) -> SaveHeader | None:
        """The autosave's header; ``None`` when it cannot be read (Continue says why)."""
        return self.offer.header


def newest_offer() -> Continuing | None:
    """Continue for the game saved last, the table's or the pad's (by the time each was
    saved; one that cannot be read yields to one that can)."""
    table, pad = continue_offer(), pad_offer()
    if pad is None:
        return Continuing(table) if table is not None else None
    if table is None or table.header is None:
        return Continuing(pad, score_pad=True) if pad.header is not None or table is None \
            else Continuing(table)
    if pad.header is None or pad.header.updated <= table.header.updated:
        return Continuing(table)
    return Continuing(pad, score_pad=True)


@dataclass
class PadResume:
    """The outcome of Continue for the pad: a session (with lines to show), or why not."""

    session: PadSession | None
    messages: list[str]


def load_pad_for_continue() -> PadResume:
    """Load the pad's autosave (or its backup); never raises."""
    try:
        found = load_pad_autosave()
    except SaveError as error:
        return PadResume(None, save_error_lines(error))
    except Exception as error:  # never crash the menu on a bad file
        return PadResume(None, [_("pad.continue_cannot_be_loaded", error=error)])
    if found is None:
        return PadResume(None, [_("pad.continue_nothing_saved")])
    messages = problem_lines(found.messages)
    if found.session.pad.is_over:
        return PadResume(None, [*messages, _("pad.continue_already_over")])
    return PadResume(found.session, messages)


def continue_newest(app: Window, chosen: Continuing | None) -> list[str]:
    """Resume ``chosen`` (the table's game or the pad); the reasons when it cannot be."""
    if chosen is not None and chosen.score_pad:
        pad = load_pad_for_continue()
        if pad.session is None:
            return pad.messages
        app.nav.score_pad(pad.session, pad.messages)
        return []
    found = load_for_continue()
    if found.session is None:
        return found.messages
    app.nav.resume(found.session, found.messages)
    return []
