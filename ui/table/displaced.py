"""Load game over the unfinished game behind Continue: ask first, and keep that game.

A named save loaded to be played on becomes a game of its own, a branch that names the game
it was loaded from (:mod:`saves.identity`), and it takes the autosave's place. The autosave
may hold an unfinished game, the one Continue offers: it is never thrown away in silence.
:func:`play_loaded` asks first, and on yes keeps that game as a named save (and, unfinished,
in the history, as leaving the table does) before the loaded game takes its place. When the
autosave holds the very game and moment of the save, loading it is Continue: the game goes
on as itself, not as a branch, and nothing is asked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from saves.autosave import SCORE_PAD, TABLE, autosave_header, load_autosave, load_pad_autosave
from saves.files import FileProblem
from saves.format import SaveError, SaveHeader
from saves.pad_session import PadSession, Saved, same_moment
from saves.records import archive_game
from saves.session import Session
from saves.slots import save_new_slot
from ui.continuing import subtitle
from ui.words.i18n import _, format_date
from ui.words.save_messages import problem_lines, problem_text, save_error_lines


class Opens(Protocol):
    """What :func:`play_loaded` asks of the navigator: a question, the table, the score pad."""

    def confirm(self, question: str, yes: str, no: str, on_yes: Callable[[], None],
                detail: str = "") -> None:
        """A yes/no question over the scene below."""

    def resume(self, session: Session, messages: Sequence[str] = ()) -> None:
        """A saved game at the table as it stands."""

    def score_pad(self, session: PadSession, messages: Sequence[str] = ()) -> None:
        """A saved score pad as it stands."""


@dataclass
class Behind:
    """What the autosave of the loaded kind holds: ``unfinished``, a game that loading would
    put out of Continue's reach; ``same``, the autosave's own game when it is the loaded save's
    very game and moment; ``lines`` about damaged files moved aside on the way."""

    unfinished: Saved | None = None
    same: Saved | None = None
    header: SaveHeader | None = None
    lines: list[str] = field(default_factory=list)


def behind(loaded: Saved) -> Behind:
    """The autosave the loaded game (a game at the table or a score pad) would take the place
    of. Never raises: a file that cannot be loaded was moved aside, and the lines say so."""
    pad = isinstance(loaded, PadSession)
    try:
        found = load_pad_autosave() if pad else load_autosave()
    except SaveError as error:
        return Behind(lines=save_error_lines(error))
    except Exception as error:  # whatever the disk holds, the load screen stays
        return Behind(lines=[_("continue.cannot_be_loaded", error=error)])
    if found is None:
        return Behind()
    lines, session = problem_lines(found.messages), found.session
    if same_moment(session, loaded):
        return Behind(same=session, lines=lines)
    over = session.pad.is_over if isinstance(session, PadSession) else session.game.is_over
    log = session.pad.log if isinstance(session, PadSession) else session.game.log
    if over or not log:
        return Behind(lines=lines)
    return Behind(unfinished=session, header=autosave_header(stem=SCORE_PAD if pad else TABLE),
                  lines=lines)


def play_loaded(nav: Opens, name: str, loaded: Saved, say: Callable[[str], None]) -> None:
    """Put ``loaded``, the named save ``name``, on the table (or the pad) to be played on. An
    unfinished game in the autosave is kept first, after a question; ``say`` tells the load
    screen why nothing was loaded when it cannot be kept."""
    found = behind(loaded)
    if found.same is not None:  # the autosave is this game at this moment: Continue it
        found.same.name = loaded.name
        _open(nav, found.same, [*found.lines, _("load.loaded", name=name)])
        return
    loaded.branch_off()
    unfinished = found.unfinished
    if unfinished is None:
        _open(nav, loaded, [*found.lines, _("load.loaded", name=name)])
        return
    now = datetime.now().astimezone()
    kept = _("load.unfinished_save_name", date=format_date(now, with_time=True))
    game = _describe(found.header)

    def keep_and_load() -> None:
        try:
            lines = put_aside(unfinished, kept)
        except (FileProblem, ValueError) as error:
            say(_("load.unfinished_not_kept",
                  error=problem_text(error)))
            return
        _open(nav, loaded, [*found.lines, *lines, _("load.loaded", name=name)])

    nav.confirm(_("load.load_question", name=name), _("load.confirm_load"),
                _("load.confirm_cancel"), keep_and_load,
                _("load.unfinished_will_be_kept", game=game, kept=kept))


def put_aside(session: Saved, name: str) -> list[str]:
    """Keep the unfinished ``session`` as a named save (``name``, or ``name (2)``, …) and,
    when it was played, in the history as leaving the table keeps it; the lines to show.
    Raises :class:`~saves.files.FileProblem` when the save cannot be written."""
    saved_as = save_new_slot(name, session)
    archived = problem_lines(archive_game(session).messages) if session.played_here else []
    return [*archived, _("load.unfinished_kept", name=saved_as)]


def _describe(header: SaveHeader | None) -> str:
    """``Oh Pshaw · round 5 · 4 players`` for the question (a plain word when unknown)."""
    return subtitle(header) if header is not None else _("load.unfinished")


def _open(nav: Opens, session: Saved, lines: list[str]) -> None:
    if isinstance(session, PadSession):
        nav.score_pad(session, lines)
    else:
        nav.resume(session, lines)
