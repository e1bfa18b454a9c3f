"""What the keeper does to the pad as a whole, from its buttons, keys and the pause menu
(:class:`ui.core.moves.PausedTable`): the score sheet, save under a name, correct a
round, end now, leave. What it needs of the pad's screen is :class:`PadHost`; the
screens it opens come from :mod:`ui.navigator`.
"""

from __future__ import annotations

from typing import Protocol

from game.events import RoundScored
from game.pad.actions import Correct, EndPad, PadAction
from game.pad.game import PadGame
from game.pad.score_pad import ScorePad
from game.rules import Rules
from saves.pad_session import PadSession
from ui.core.window import Window
from ui.pad.link import PadLink
from ui.pad.view import Tone
from ui.words.i18n import _
from ui.words.names import preset_title


class PadHost(Protocol):
    """What the pad's commands need of its screen (:class:`ui.pad.scene.PadScene`)."""

    @property
    def app(self) -> Window:
        """The window (the navigator's screens)."""
        ...

    @property
    def pad(self) -> ScorePad:
        """The pad being kept."""
        ...

    @property
    def session(self) -> PadSession:
        """The pad with its players' names."""
        ...

    @property
    def link(self) -> PadLink:
        """The pad's link to disk."""
        ...

    def enter_action(self, action: PadAction, show: bool = True) -> str | None:
        """Give ``action`` to the pad; the reason when it was refused."""
        ...

    def undo(self) -> None:
        """Take back the last entry."""
        ...

    def say(self, message: str, seconds: float = 4.0, tone: Tone = Tone.WARN) -> None:
        """Show ``message`` for a while, in the colour of its ``tone``."""
        ...


class PadCommands:
    """The game-level actions of one score pad."""

    def __init__(self, scene: PadHost) -> None:
        self.scene = scene

    @property
    def pad(self) -> ScorePad:
        """The pad being kept."""
        return self.scene.pad

    @property
    def rules(self) -> Rules:
        """The rules the pad keeps score by."""
        return self.pad.rules

    @property
    def game(self) -> PadGame:
        """The pad read as a game (the score sheet's and the game over screen's view)."""
        return PadGame(self.pad)

    @property
    def names(self) -> list[str]:
        """The players' names, in seat order."""
        return self.scene.session.names

    # -- the pause menu ---------------------------------------------------------------

    def open_pause_menu(self) -> None:
        """Esc: the pause menu over the pad."""
        self.scene.app.nav.pause_menu(self)

    can_save = True  # a pad is always saved (its autosave), so it can be saved under a name too
    can_end = True  # the score keeper ends the pad's game when the players stop
    in_lesson = False  # the pad keeps real games only
    undo_offered = False  # the pad's own Undo (Backspace) takes back entries, not the menu's

    def undo(self) -> None:
        """Take back the last entry."""
        self.scene.undo()

    def open_save_dialog(self) -> None:
        """Ctrl+S: save the pad under a name."""
        scene = self.scene
        scene.app.nav.save_dialog(
            scene.session, lambda name: scene.say(_("pad.saved_as", name=name), tone=Tone.OK))

    def status_line(self) -> str:
        """``Score pad · Oh Pshaw · round 5 of 13``."""
        rnd = self.pad.round
        where = _("pad.status_tie_break_round", number=rnd.number) if rnd.tie_break else \
            _("pad.status_round_of", number=rnd.number, total=self.pad.scheduled_rounds)
        return _("pad.status", game=preset_title(self.rules.preset), where=where)

    def end_note(self) -> str:
        """Who would win if the game ended now (R-G3)."""
        totals = self.pad.totals
        leaders = " & ".join(self.names[s] for s, t in enumerate(totals) if t == max(totals))
        return _("pad.would_win", names=leaders, points=max(totals))

    def keys_line(self) -> str:
        """The pad's keys, at the foot of the pause menu."""
        return _("pad.keys_line")

    def end_now(self) -> None:
        """End the game now (R-G3): the leader wins, the round being entered scores nothing."""
        if not self.pad.is_over:
            self.scene.enter_action(EndPad())

    def leave(self) -> None:
        """Back to the main menu; an unfinished pad stays in its autosave for Continue."""
        scene = self.scene
        scene.app.nav.menu("  ·  ".join(scene.link.leave()))

    # -- sheets and screens -------------------------------------------------------------

    def show_sheet(self) -> None:
        """The score sheet of every scored round."""
        scene = self.scene
        if not scene.app.nav.scores_so_far(self.game, self.names, 10**9):
            scene.say(_("pad.no_round_scored_yet"), tone=Tone.NOTE)

    def round_sheet(self) -> None:
        """The sheet of the round just scored, its row lit (as at the table)."""
        done = self.pad.complete_rounds[-1]
        assert done.scores is not None
        scored = RoundScored(done.number, tuple(b.tricks if b else 0 for b in done.bids),
                             tuple(t or 0 for t in done.tricks), tuple(done.scores), tuple(done.totals))
        self.scene.app.nav.score_sheet(self.game, self.names, scored, on_close=lambda: None)

    def correct(self) -> None:
        """Correct a scored round (the last one first)."""
        scene = self.scene
        if not self.pad.complete_rounds:
            scene.say(_("pad.no_round_scored_yet"), tone=Tone.NOTE)
            return
        scene.app.nav.correct_round(self.pad, self.names, self._correct)

    def _correct(self, action: PadAction) -> str | None:
        """Enter a correction from the dialog (it shows a refusal itself)."""
        refused = self.scene.enter_action(action, show=False)
        if refused is None and isinstance(action, Correct):
            self.scene.say(_("pad.round_corrected", number=action.number), tone=Tone.OK)
        return refused

    def result(self) -> None:
        """The game over screen; Play again keeps the players and the rules, the next seat
        deals first."""
        scene, pad = self.scene, self.pad
        names, rules = list(self.names), pad.rules
        first = (pad.first_dealer + 1) % pad.players
        saver = scene.link.next_saver()
        nav = scene.app.nav
        nav.game_over(self.game, names, ["human"] * pad.players,
                      lambda: nav.new_score_pad(rules, names, first, saver))
