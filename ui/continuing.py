"""Continue: the unfinished game the menu offers, loading it, and keeping it in the history
before a new game takes its place.

The table's game and the score pad each have an autosave (:mod:`saves.autosave`);
Continue offers whichever was saved last (:func:`newest_offer`; one that cannot be
read yields to one that can, and is still offered, to say why) and resumes it
(:func:`continue_newest`). Before a new game or pad takes an autosave's place, the
unfinished one in it is kept in the history (:func:`keep_unfinished`,
:func:`keep_unfinished_pad`), so a window closed mid-game loses nothing. The menu, the
new game's setup, the pad's setup and the load screen use it. Nothing here raises:
whatever the disk holds comes back as lines to show.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from saves.autosave import SCORE_PAD, Resumed, autosave_header, load_autosave, load_pad_autosave
from saves.format import SaveError, SaveHeader
from saves.pad_session import PadSession
from saves.paths import AUTOSAVE_NAME, BACKUP_NAME, autosave_dir, autosave_names
from saves.records import archive_game
from saves.session import Session
from ui.core.moves import Moves
from ui.words.i18n import _
from ui.words.names import preset_title
from ui.words.save_messages import problem_lines, save_error_lines


def keep_unfinished() -> list[str]:
    """Before a new game takes the autosave's place: keep the unfinished game in it
    (a window closed mid-game) in the history, so it is not lost. Never raises."""
    try:
        found = load_autosave()
    except SaveError as error:  # damaged files were moved aside; say so
        return save_error_lines(error)
    except Exception as error:
        return [_("continue.cannot_be_loaded", error=error)]
    if found is None:
        return []
    session = found.session
    if session.game.is_over or not session.played_here:
        return problem_lines(found.messages)
    return problem_lines([*found.messages, *archive_game(session).messages])


@dataclass
class ContinueOffer:
    """What the menu's Continue entry shows: ``header`` is ``None`` when no autosave
    could be read (the entry is offered anyway, to say why)."""

    header: SaveHeader | None
    subtitle: str = ""


def continue_offer() -> ContinueOffer | None:
    """The Continue entry for the menu, or ``None`` when there is no unfinished game to resume."""
    try:
        header = autosave_header()
    except Exception:  # the menu must open whatever the disk holds
        header = None
    if header is not None:
        if header.over:
            return None
        return ContinueOffer(header, subtitle(header))
    folder = autosave_dir()
    try:
        present = any((folder / name).exists() or (folder / name).is_symlink()
                      for name in (AUTOSAVE_NAME, BACKUP_NAME))
    except OSError:
        present = False
    return ContinueOffer(None, _("continue.cannot_be_read")) if present else None


def subtitle(header: SaveHeader) -> str:
    """``Oh Pshaw · round 5 · 4 players``"""
    return _("continue.game_round_players", preset=preset_title(header.preset),
             round=max(1, header.round), players=len(header.players))


@dataclass
class Resume:
    """The outcome of Continue: a session to play (with lines to show), or why not."""

    session: Session | None
    messages: list[str]


def load_for_continue() -> Resume:
    """Load the autosave (or its backup); never raises."""
    try:
        found: Resumed | None = load_autosave()
    except SaveError as error:
        return Resume(None, save_error_lines(error))
    except Exception as error:  # never crash the menu on a bad file
        return Resume(None, [_("continue.cannot_be_loaded", error=error)])
    if found is None:
        return Resume(None, [_("continue.nothing_saved")])
    session, messages = found.session, problem_lines(found.messages)
    if session.game.is_over:
        return Resume(None, [*messages, _("continue.already_over")])
    if "human" not in session.seats:  # one person, or several at a hot seat
        return Resume(None, [*messages, _("continue.no_seat_for_a_person")])
    return Resume(session, messages)


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


def continue_newest(nav: Moves, chosen: Continuing | None) -> list[str]:
    """Resume ``chosen`` (the table's game or the pad) through ``nav``; the reasons when it
    cannot be."""
    if chosen is not None and chosen.score_pad:
        pad = load_pad_for_continue()
        if pad.session is None:
            return pad.messages
        nav.score_pad(pad.session, pad.messages)
        return []
    found = load_for_continue()
    if found.session is None:
        return found.messages
    nav.resume(found.session, found.messages)
    return []
