"""The table: one game in the window, the human at the bottom, bots around.

Input, pacing and the bots live here; the picture is :mod:`ui.table_view`,
the motion :mod:`ui.table_motion`, the autosave :mod:`ui.table_saves`. The
engine moves on at once; the scene lets the human act only once the table
has caught up. A resumed game (:meth:`TableScene.from_session`) shows the table
as the game stands, without replaying the past.
"""

# pygame_gui has no type hints: calling its methods is fine here.
# mypy: disable-error-code="no-untyped-call"

from __future__ import annotations

import math
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path

import pygame
import pygame_gui

from game import events as ev
from game.actions import Action, Bid, CardBid, EndEarly, Pass, Play
from game.bots.hard import Estimate
from game.cards import Card
from game.errors import IllegalActionError
from game.game import Game, Phase
from game.match import bot_seed
from game.rules import Rules
from saves.autosave import AutoSaver
from saves.session import Session, new_session
from ui.app import App
from ui.choice_panel import ChoicePanel
from ui.game_over import GameOverScene
from ui.i18n import _, error_text
from ui.layout import TableLayout
from ui.scene import Scene
from ui.session_worker import session_worker
from ui.settings import Settings
from ui.table_choices import hint_text, panel_content, panel_key, pass_count, playable, prompt
from ui.table_motion import Director, TableModel
from ui.table_saves import SaveLink
from ui.table_view import TableLook, draw_table

SETTING_KEYS = {pygame.K_F2: "speed", pygame.K_F3: "trick_pause", pygame.K_F4: "four_colour"}
BOT_NAMES = ("Ada", "Basil", "Cleo", "Dmitri", "Edith", "Felix", "Greta", "Hugo")


class TableScene(Scene):
    """A whole game at the table. ``seats`` holds ``"human"`` or a bot level per seat.

    With ``saver`` the game is a :class:`~saves.session.Session` autosaved
    after every action and archived when it ends; without (tests,
    screenshots) nothing touches the disk. ``session`` resumes a loaded
    game (see :meth:`from_session`).
    """

    def __init__(self, app: App, rules: Rules, seats: list[str], seed: int,
                 saver: AutoSaver | None = None, session: Session | None = None,
                 names: list[str] | None = None) -> None:
        super().__init__(app)
        self.rules, self.seats, self.seed = rules, seats, seed
        self.me = seats.index("human") if "human" in seats else 0  # bots only: watch from seat 0
        if session is None:
            names = names or [_("You") if s == "human" else BOT_NAMES[i % len(BOT_NAMES)]
                              for i, s in enumerate(seats)]
            session = new_session(rules, list(seats), seed, names) if saver else None
        else:
            names = list(session.names)
        self.session = session
        self.game = session.game if session is not None else Game(rules, len(seats), seed)
        self.saves = SaveLink(session, saver) if session is not None and saver is not None else None
        n = self.game.players
        self.look = TableLook(names, rounds=self.game.scheduled_rounds,
                              seven=rules.deck == "seven32", four_colour=app.settings.four_colour)
        self.layout = TableLayout.compute(app.size, n, self.me)
        self.model = TableModel(n)
        deck = {"standard52": 52, "seven32": 32, "wizard60": 60}[rules.deck] * rules.copies(n)
        shown = 0
        if self.game.log:  # resumed: the table shows the game as it stands, no replay
            _catch_up(self.model, self.me, lambda: self.layout, deck, self.game.events)
            shown = len(self.game.events)
        self.director = Director(self.model, app.settings, self.me, lambda: self.layout, deck)
        self.director.on_stop = self._on_stop
        if session is not None and saver is not None:
            self.worker = session_worker(app.worker_factory, session)
        else:
            specs = {s: (level, bot_seed(seed, s)) for s, level in enumerate(seats) if level != "human"}
            self.worker = app.worker_factory(specs)
        self.pending: Future[Action] | None = None
        self.hint: Future[tuple[Action, Estimate] | None] | None = None
        self.hint_log = 0
        self.wait = 0.0
        self.panel: ChoicePanel | None = None
        self.panel_key: tuple[object, ...] | None = None
        self.corner: dict[str, pygame_gui.elements.UIButton] = {}
        self.leaving = 0.0  # seconds left to confirm Esc
        self.message_left = 0.0
        self.shake_left = 0.0
        self.ending = 0.0  # seconds left to confirm End
        self.director.feed(list(self.game.events[shown:]))
        if self.saves is not None and not self.game.log:
            self.say_lines(self.saves.save())  # Continue works even before the first action

    @classmethod
    def from_session(cls, app: App, session: Session, messages: list[str] | None = None,
                     saver: AutoSaver | None = None) -> TableScene:
        """The table of a loaded game, showing ``messages`` (a backup was loaded, …) first."""
        game = session.game
        scene = cls(app, game.rules, list(session.seats), game.seed, saver or AutoSaver(), session)
        scene.say_lines(messages or [])
        return scene

    # -- lifecycle -------------------------------------------------------------

    def enter(self) -> None:
        """The quiet corner buttons, stacked bottom-right clear of the hand: hint, scores, menu."""
        w, h = self.app.size
        bw, bh, pad = max(100, round(h * 0.13)), max(28, round(h * 0.042)), round(h * 0.012)
        self.corner = {}
        buttons = [("menu", _("Menu"), _("Leave this game; Continue in the menu resumes it (Esc)")),
                   ("scores", _("Scores"), _("Last round's score sheet (Tab)")),
                   ("hint", _("Hint"), _("What would the Hard bot do? (H)"))]
        if self.saves is not None:
            buttons.insert(1, ("end", _("End game"), _("End this game now and keep its record")))
        for i, (key, label, tip) in enumerate(buttons):
            rect = pygame.Rect(0, 0, bw, bh)
            rect.bottomright = (w - pad, h - pad - i * (bh + pad // 2))
            self.corner[key] = pygame_gui.elements.UIButton(rect, label, manager=self.app.gui,
                                                            tool_tip_text=tip)

    def pause(self) -> None:
        """An overlay covers the table: its buttons hide."""
        for button in self.corner.values():
            button.hide()
        if self.panel is not None:
            self.panel.panel.hide()

    def resume(self) -> None:
        """The overlay closed: the buttons come back."""
        for button in self.corner.values():
            button.show()
        if self.panel is not None:
            self.panel.panel.show()

    def exit(self) -> None:
        """Leave the table: kill the widgets and stop the bots' worker."""
        self._kill_widgets()
        self.worker.close()

    def _kill_widgets(self) -> None:
        self._kill_panel()
        for button in self.corner.values():
            button.kill()
        self.corner = {}

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute the layout and the corner buttons; the panel is rebuilt on the next update."""
        self.layout = TableLayout.compute(size, self.game.players, self.me)
        self._kill_widgets()
        self.enter()

    # -- queries (tests use these) -------------------------------------------------

    @property
    def human_turn(self) -> bool:
        """The human must act and the table shows the game as it is."""
        return self.director.idle and self.game.to_act == self.me and not self.game.is_over \
            and self.seats[self.me] == "human"

    @property
    def hand(self) -> list[Card]:
        """The human's cards as shown, left to right."""
        return self.model.hands[self.me]

    def card_point(self, index: int) -> tuple[int, int]:
        """A point inside the visible part of hand card ``index``."""
        x, y, w, h = self.layout.hand_rect(len(self.hand), index)
        return (round(x + min(w, self.layout.hand_w) / 2), round(y + h * 0.6))

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The hand card under ``pos`` (a lifted card counts where it is drawn)."""
        count = len(self.hand)
        rise = self.layout.hand_w * 88 / 63 * 0.17
        for i in range(count - 1, -1, -1):
            x, y, w, h = self.layout.hand_rect(count, i)
            if pygame.Rect(round(x), round(y - rise), round(w), round(h + rise)).collidepoint(pos):
                return i
        return None

    # -- frame -----------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Animations, bots, the decision panel, hover lift and messages."""
        self.director.update(dt)
        look, game = self.look, self.game
        look.pulse += dt
        self._bots(dt)
        self._show_hint()
        look.to_act = game.to_act if not self.director.queue and not self.director.stopped else None
        look.thinking = game.to_act if self.pending is not None else None
        look.playable = playable(game, self.hand) if self.human_turn else None
        look.prompt = prompt(game) if self.human_turn else ""
        for i in range(len(self.hand)):
            goal = 1.0 if i == look.hover and look.playable and self.hand[i] in look.playable else 0.0
            now = look.lift.get(i, 0.0)
            step = dt / 0.08 if dt > 0 else 1.0
            look.lift[i] = min(goal, now + step) if goal > now else max(goal, now - step)
        self.leaving = max(0.0, self.leaving - dt)
        self.ending = max(0.0, self.ending - dt)
        self.shake_left = max(0.0, self.shake_left - dt)
        if look.shake:
            phase = (0.2 - self.shake_left) / 0.2
            look.shake = (look.shake[0], 6 * (1 - phase) * _wave(phase)) if self.shake_left else None
        self.message_left = max(0.0, self.message_left - dt)
        if not self.message_left:
            look.message = ""
        self._sync_panel()

    def ask_hint(self) -> None:
        """Ask the worker for the Hard bot's choice in the human's place (shown when ready)."""
        if not self.human_turn or self.game.phase is Phase.PASS:
            self.say(_("A hint is given when you bid or play"))
            return
        self.hint = self.worker.hint(self.game.view(self.me))
        self.hint_log = len(self.game.log)
        self.say(_("Thinking…"), 5.0)

    def _show_hint(self) -> None:
        if self.hint is None or not self.hint.done():
            return
        future, self.hint = self.hint, None
        if len(self.game.log) != self.hint_log:
            return  # the human has moved on
        try:
            answer = future.result()
        except Exception:
            answer = None
        self.say(hint_text(answer), 4.0)

    def _bots(self, dt: float) -> None:
        game, seat = self.game, self.game.to_act
        if game.is_over or seat is None or self.seats[seat] == "human":
            return
        if self.pending is None:
            self.pending = self.worker.ask(game.view(seat))
            self.wait = self.app.settings.scaled(self.app.settings.bot_pause)
        if not self.director.idle:
            return
        self.wait -= dt
        if self.wait <= 0 and self.pending.done():
            future, self.pending = self.pending, None
            try:
                action = future.result()
            except Exception:  # a crashed worker must not end the game: play the first legal card
                action = game.legal_actions()[0]
            self._apply(action)

    def draw(self, surface: pygame.Surface) -> None:
        """The table (the panel is drawn by pygame_gui on top)."""
        draw_table(surface, self.model, self.layout, self.director.animator, self.look)

    # -- input -----------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks, keys and panel buttons."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.corner.values():
            if event.ui_element is self.corner.get("scores"):
                self.show_scores()
            elif event.ui_element is self.corner.get("hint"):
                self.ask_hint()
            elif event.ui_element is self.corner.get("end"):
                self.end_game()
            else:
                self.leave()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.panel is not None:
            choice = self.panel.choice_for(event.ui_element)
            if choice is None:
                return False
            if choice.action is None:
                self._confirm_pass()
            else:
                self._apply(choice.action)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.look.hover = self.card_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.director.idle:
                self.director.skip()
                return True
            index = self.card_at(event.pos)
            if index is not None:
                self._click_card(index)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key, look = event.key, self.look
        if key == pygame.K_SPACE:
            self.director.skip()
            return True
        if key == pygame.K_ESCAPE:
            if self.leaving > 0:
                self.leave()
            else:
                self.leaving = 2.0
                self.say(_("Press Esc again to leave this game"))
            return True
        if key == pygame.K_TAB:
            self.show_scores()
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        if key in SETTING_KEYS:  # F2 speed, F3 trick pause, F4 four colours
            self.say(self.app.settings.cycle(SETTING_KEYS[key]))
            self.look.four_colour = self.app.settings.four_colour
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and self.hand:
            step = 1 if key == pygame.K_RIGHT else -1
            start = look.hover if look.hover is not None else (-1 if step > 0 else len(self.hand))
            look.hover = (start + step) % len(self.hand)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.game.phase is Phase.PASS and self.human_turn and self._pass_ready():
                self._confirm_pass()
            elif look.hover is not None and look.hover < len(self.hand):
                self._click_card(look.hover)
            return True
        if event.unicode.isdigit() and self.human_turn and self.game.phase is Phase.BID \
                and not self.rules.card_bidding:
            self._apply(Bid(int(event.unicode)))
            return True
        return False

    def _click_card(self, index: int) -> None:
        if not self.human_turn or index >= len(self.hand):
            return
        card, phase = self.hand[index], self.game.phase
        if phase is Phase.PLAY:
            self._apply(Play(card), index)
        elif phase is Phase.BID and self.rules.card_bidding:
            self._apply(CardBid(card), index)
        elif phase is Phase.PASS:
            chosen = self.look.selected
            if index in chosen:
                chosen.discard(index)
            elif len(chosen) < pass_count(self.game):
                chosen.add(index)

    def _apply(self, action: Action, index: int | None = None) -> bool:
        """Give ``action`` to the engine; on refusal shake the card and show why."""
        try:
            events = self.game.apply(action)
        except IllegalActionError as error:
            self.say(error_text(error))
            if index is not None:
                self.look.shake = (index, 0.0)
                self.shake_left = 0.2
            return False
        self.look.selected = set()
        self.look.hover = None
        self._kill_panel()
        if self.saves is not None:  # before the events play: a quit now loses nothing
            self.say_lines(self.saves.save())
        self.director.feed(events)
        return True

    def say(self, message: str, seconds: float = 2.0) -> None:
        """Show ``message`` above the hand for a while."""
        self.look.message = message
        self.message_left = seconds

    def say_lines(self, lines: list[str]) -> None:
        """Lines about saving and loading: together, long enough to read."""
        if lines:
            self.say("  ·  ".join(lines), 6.0)

    # -- decisions through the panel -----------------------------------------------

    def _pass_ready(self) -> bool:
        return len(self.look.selected) == pass_count(self.game)

    def _confirm_pass(self) -> None:
        if self._pass_ready():
            cards = tuple(self.hand[i] for i in sorted(self.look.selected))
            self._apply(Pass(cards))

    def _sync_panel(self) -> None:
        key = panel_key(self.game) if self.human_turn else None
        if key != self.panel_key:
            self._kill_panel()
            if key is not None:
                title, choices = panel_content(self.game, str(key[0]), self.look.names)
                bottom = round(self.layout.seats[self.me].anchor[1] - self.layout.hand_w * 88 / 63 * 0.75)
                self.panel = ChoicePanel(self.app.gui, self.app.size, title, choices, bottom)
                self.panel_key = key
        if self.panel is not None and self.panel_key and self.panel_key[0] == "pass":
            self.panel.set_enabled(0, self._pass_ready())

    def _kill_panel(self) -> None:
        if self.panel is not None:
            self.panel.kill()
        self.panel, self.panel_key = None, None

    # -- stops: score sheet and game over ----------------------------------------------

    def leave(self) -> None:
        """Back to the main menu. A saved game stays in the autosave for Continue and is
        kept, unfinished, in the history (finishing it later replaces that entry)."""
        from ui.menu import MenuScene
        lines = self.saves.leave() if self.saves is not None and not self.game.is_over else []
        menu = MenuScene(self.app)
        menu.message = "  ·  ".join(lines)
        self.app.scenes.replace(menu)

    def end_game(self) -> None:
        """End the game now (R-G3), after a second press; it is archived and the scores shown."""
        if self.game.is_over:
            return
        if self.ending <= 0:
            self.ending = 2.0
            self.say(_("Press End game again to end this game now"))
            return
        self.ending = 0.0
        self.pending = None  # a bot's answer for a game that is over is dropped
        self._apply(EndEarly())

    def show_scores(self) -> None:
        """The last complete round's sheet, to look at (the table waits under it)."""
        from ui.score_sheet import ScoreSheet
        sheet = ScoreSheet.last_round(self.app, self.game, self.look.names)
        if sheet is None:
            self.say(_("No round has been scored yet"))
        else:
            self.app.scenes.push(sheet)

    def _on_stop(self, event: ev.Event) -> None:
        if isinstance(event, ev.RoundScored):
            from ui.score_sheet import ScoreSheet
            self.app.scenes.push(ScoreSheet(self.app, self.game, self.look.names, event,
                                            on_close=self.director.resume))
        elif isinstance(event, ev.GameOver):
            again = (self.rules, self.seats, self.seed + 1)
            if self.saves is None:
                self.app.scenes.replace(GameOverScene(self.app, self.game, self.look.names, again))
            else:
                self.app.scenes.replace(_SavedGameOver(self.app, self.game, self.look.names, again,
                                                       self.saves.saver.folder))


class _SavedGameOver(GameOverScene):
    """Game over of a saved game: Play again starts a saved game too."""

    def __init__(self, app: App, game: Game, names: list[str], again: tuple[Rules, list[str], int],
                 folder: Path) -> None:
        super().__init__(app, game, names, again)
        self.folder = folder

    def choose(self, key: str) -> None:
        """Play again with autosave, or what the plain scene does."""
        if key != "again":
            super().choose(key)
            return
        rules, seats, seed = self.again
        self.app.scenes.replace(TableScene(self.app, rules, seats, seed, AutoSaver(self.folder)))


def _catch_up(model: TableModel, me: int, layout: Callable[[], TableLayout], deck: int,
              events: list[ev.Event]) -> None:
    """Bring ``model`` to the end of ``events`` at once, without motion or stops: the
    table of a resumed game starts where the game stands."""
    silent = Director(model, Settings(speed="instant", trick_pause=0.0), me, layout, deck)
    silent.on_stop = lambda event: silent.resume()  # no score sheets for rounds already seen
    silent.feed(events)
    silent.skip()


def _wave(phase: float) -> float:
    """A quick left-right-left shake."""
    return math.sin(phase * math.pi * 4)
