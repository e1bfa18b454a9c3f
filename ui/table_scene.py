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
from game.undo import undo_offered
from saves.autosave import AutoSaver
from saves.session import Session, new_session
from ui.app import App
from ui.bot_guard import Asked
from ui.choice_panel import ChoicePanel
from ui.fonts import font
from ui.game_over import GameOverScene
from ui.handover import HandOver
from ui.hint_view import Hint, draw_hint, hint_possible
from ui.hotseat import HotSeat, default_names, task_text
from ui.i18n import _, error_text
from ui.language import apply_language
from ui.layout import TableLayout
from ui.pause_menu import PauseMenu
from ui.scene import Scene
from ui.session_worker import session_worker
from ui.settings import Settings
from ui.table_choices import panel_content, panel_key, pass_count, playable, prompt
from ui.table_keys import panel_focus_key
from ui.table_motion import Director, TableModel
from ui.table_saves import SaveLink
from ui.table_undo import take_back_at
from ui.table_view import Drawn, TableLook, draw_table

SETTING_KEYS = {pygame.K_F2: "speed", pygame.K_F3: "trick_pause", pygame.K_F4: "four_colour",
                pygame.K_F5: "language"}
BOT_NAMES = ("Ada", "Basil", "Cleo", "Dmitri", "Edith", "Felix", "Greta", "Hugo")


class TableScene(Scene):
    """A whole game at the table. ``seats`` holds ``"human"`` or a bot level per seat.

    With ``saver`` the game is a :class:`~saves.session.Session` autosaved
    after every action and archived when it ends; without (tests,
    screenshots) nothing touches the disk. ``session`` resumes a loaded
    game (see :meth:`from_session`).
    """

    focus_ring = False  # arrows and Enter move over the hand; ↑ reaches the panel (ui/table_keys.py)

    def __init__(self, app: App, rules: Rules, seats: list[str], seed: int,
                 saver: AutoSaver | None = None, session: Session | None = None,
                 names: list[str] | None = None) -> None:
        super().__init__(app)
        self.rules, self.seats, self.seed = rules, seats, seed
        self.hotseat = HotSeat(seats)  # several humans share the screen: see ui/hotseat.py
        self.me = self.hotseat.viewer  # the seat at the bottom
        if session is None:
            names = names or default_names(seats, BOT_NAMES)
            session = new_session(rules, list(seats), seed, names) if saver else None
        else:
            names = list(session.names)
        self.session = session
        self.game = session.game if session is not None else Game(rules, len(seats), seed)
        self.saves = SaveLink(session, saver) if session is not None and saver is not None else None
        n = self.game.players
        self.look = TableLook(names, rounds=self.game.scheduled_rounds,
                              seven=rules.deck == "seven32", four_colour=app.settings.four_colour,
                              hot_seat=self.hotseat.active, hide_hand=self.hotseat.active)
        self.layout = TableLayout.compute(app.size, n, self.me, app.settings.card_height)
        self.trump_side = app.settings.trump_side
        self.deck = {"standard52": 52, "seven32": 32, "wizard60": 60}[rules.deck] * rules.copies(n)
        # resumed: the table shows the game as it stands, no replay
        self.show_game(animate_from=len(self.game.events) if self.game.log else 0)
        self.practice = session.practice if session is not None else False
        if session is not None and saver is not None:
            self.worker = session_worker(app.worker_factory, session)
        else:
            specs = {s: (level, bot_seed(seed, s)) for s, level in enumerate(seats) if level != "human"}
            self.worker = app.worker_factory(specs)
        self.pending: Asked | None = None
        self.hints = Hint()
        self.wait = 0.0
        self.panel: ChoicePanel | None = None
        self.panel_key: tuple[object, ...] | None = None
        self.corner: dict[str, pygame_gui.elements.UIButton] = {}
        self.message_left = 0.0
        self.shake_left = 0.0
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
        buttons = [("menu", _("table_scene.menu"), _("table_scene.pause_resume_end_the_game_3b39")),
                   ("scores", _("table_scene.scores"), _("table_scene.the_score_sheet_of_every_b701")),
                   ("hint", _("table_scene.hint"), _("table_scene.what_would_the_hard_bot_0d00"))]
        widest = max(font(round(16 * h / 800)).size(label)[0] for _key, label, _tip in buttons)
        bw = max(bw, widest + bh)  # "Termina partita" is wider than "End game"
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
        self.layout = TableLayout.compute(size, self.game.players, self.me, self.app.settings.card_height)
        self._kill_widgets()
        self.enter()

    # -- queries (tests use these) -------------------------------------------------

    @property
    def human_turn(self) -> bool:
        """The human must act and the table shows the game as it is."""
        return self.director.idle and self.game.to_act == self.me and not self.game.is_over \
            and self.hotseat.shows(self.game)

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
        self._follow_settings()
        self.director.update(dt)
        look, game = self.look, self.game
        look.pulse += dt
        self._bots(dt)
        self._hot_seat()
        self.hints.poll(len(game.log))
        look.to_act = game.to_act if not self.director.queue and not self.director.stopped else None
        look.thinking = game.to_act if self.pending is not None else None
        look.playable = playable(game, self.hand) if self.human_turn else None
        look.prompt = prompt(game) if self.human_turn and not self._hint_on else ""
        if self.director.waiting is not None:
            look.prompt = _("table_scene.click_or_press_space_for_d9b2")
        for i in range(len(self.hand)):
            goal = 1.0 if i == look.hover and look.playable and self.hand[i] in look.playable else 0.0
            now = look.lift.get(i, 0.0)
            step = dt / 0.08 if dt > 0 and not look.still else 1.0
            look.lift[i] = min(goal, now + step) if goal > now else max(goal, now - step)
        self.shake_left = max(0.0, self.shake_left - dt)
        if look.shake:
            phase = (0.2 - self.shake_left) / 0.2
            look.shake = (look.shake[0], 6 * (1 - phase) * _wave(phase)) if self.shake_left else None
        self.message_left = max(0.0, self.message_left - dt)
        if not self.message_left:
            look.message = ""
        self._sync_panel()

    def _follow_settings(self) -> None:
        """Settings changed (the settings screen, F4): card size, colours, trump side."""
        settings = self.app.settings
        self.look.four_colour = settings.four_colour
        self.look.high_contrast, self.look.still = settings.high_contrast, settings.reduced_motion
        if self.layout.card_height != settings.card_height:
            self.layout = TableLayout.compute(self.app.size, self.game.players, self.me,
                                              settings.card_height)
            self._kill_panel()  # rebuilt above the hand at its new height
        if self.trump_side != settings.trump_side:
            self.trump_side = settings.trump_side
            self.director.sort_hand()
            self.look.hover, self.look.selected = None, set()

    def ask_hint(self) -> None:
        """Ask the worker for the Hard bot's analysis of the human's decision (H again hides it)."""
        if self._hint_on:
            if self.hints.shown:
                self.hints.clear()
            return
        if not self.human_turn or not hint_possible(self.game.view(self.me)):
            self.say(_("table_scene.a_hint_is_given_when_3a9d"))
            return
        self.hints.ask(self.worker, self.game.view(self.me), len(self.game.log))

    @property
    def _hint_on(self) -> bool:
        return self.hints.thinking or self.hints.shown

    @property
    def hint(self) -> Future[dict[Action, Estimate]] | None:
        """The hint being thought about (the frame loop keeps drawing while there is one)."""
        return self.hints.future

    def _bots(self, dt: float) -> None:
        game, seat = self.game, self.game.to_act
        if game.is_over or seat is None or seat in self.hotseat.humans:
            return
        if self.pending is None:  # a failed or late answer becomes the Normal bot's (ui.bot_guard)
            self.pending = Asked(self.worker, game.view(seat), self.seats[seat], bot_seed(self.seed, seat))
            self.wait = self.app.settings.scaled(self.app.settings.bot_pause)
        if not self.director.idle:
            return
        self.wait -= dt
        if self.wait <= 0 and self.pending.ready():
            asked, self.pending = self.pending, None
            self._apply(asked.action())

    def draw(self, surface: pygame.Surface) -> None:
        """The table (the panel is drawn by pygame_gui on top)."""
        self.render(surface)

    def render(self, surface: pygame.Surface) -> Drawn:
        """Draw the table and the hint; return which cards were drawn face up (tests check hot seat)."""
        drawn = draw_table(surface, self.model, self.layout, self.director.animator, self.look)
        if self.human_turn:
            buttons = [(c.action, b.rect) for c, b in zip(self.panel.choices, self.panel.buttons,
                                                          strict=True)] if self.panel else []
            top = self.panel.panel.rect.top if self.panel else 0
            draw_hint(surface, self.hints, self.layout, self.hand, buttons, top)
        return drawn

    # -- hot seat ------------------------------------------------------------------

    def _hot_seat(self) -> None:
        """Hide the bottom hand between two players; when another human is to act, turn the
        table to their seat, face down, behind a hand-over screen."""
        seat = self.hotseat.due(self.game, self.director.idle)
        if seat is not None:
            self.me = self.director.me = seat
            self.director.sort_hand()
            self.layout = TableLayout.compute(self.app.size, self.game.players, seat,
                                              self.app.settings.card_height)
            self.look.hover, self.look.selected, self.look.lift = None, set(), {}
            self.look.message, self.message_left = "", 0.0  # the last player's hint stays theirs
            name = self.look.names[seat]
            self.app.scenes.push(HandOver(self.app, name, task_text(self.game, name),
                                          lambda: self.hotseat.handed_over(seat)))
        self.look.hide_hand = not self.hotseat.shows(self.game)

    # -- input -----------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks, keys and panel buttons."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.corner.values():
            if event.ui_element is self.corner.get("scores"):
                self.show_scores()
            elif event.ui_element is self.corner.get("hint"):
                self.ask_hint()
            else:
                self.open_pause_menu()
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

    def keys_help(self) -> list[tuple[str, str]]:
        """The table's keys for the F1 overlay."""
        from ui.keys_overlay import table_keys
        return table_keys()

    def _key(self, event: pygame.event.Event) -> bool:
        key, look = event.key, self.look
        if panel_focus_key(self.app.focus, self.app.gui, self.panel.buttons if self.panel else [], key):
            return True
        if key == pygame.K_SPACE:
            self.director.skip()
            return True
        if key == pygame.K_ESCAPE:
            self.open_pause_menu()
            return True
        if key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.undo()
            return True
        if key == pygame.K_s and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.open_save_dialog()
            return True
        if key == pygame.K_TAB:
            self.show_scores()
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        if key == pygame.K_m:
            self.say(self.app.sound.toggle_mute())
            return True
        if key in SETTING_KEYS:  # F2 speed, F3 trick pause, F4 four colours, F5 language
            self.say(self.app.settings.cycle(SETTING_KEYS[key]))
            if SETTING_KEYS[key] == "language":
                apply_language(self.app)
            self.look.four_colour = self.app.settings.four_colour
            self.app.settings_changed()
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
            if index is not None and not self.app.settings.reduced_motion:
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

    # -- the picture of the game, and undo ----------------------------------------------

    def show_game(self, animate_from: int) -> None:
        """A new picture of the game: its events before ``animate_from`` at once (a resumed
        game, an undo), the rest animated."""
        self.model = TableModel(self.game.players)
        if animate_from:
            _catch_up(self.model, self.me, lambda: self.layout, self.deck,
                      self.game.events[:animate_from])
        self.director = Director(self.model, self.app.settings, self.me, lambda: self.layout,
                                 self.deck)
        self.director.on_stop = self._on_stop
        self.director.shows = lambda: self.hotseat.shows(self.game)
        self.director.on_sound = self.app.sound.play
        self.director.sort_hand()  # a resumed hand, in the player's order
        self.director.feed(list(self.game.events[animate_from:]))

    @property
    def undo_offered(self) -> bool:
        """Ctrl+Z can take back the human's last decision: one human, the game not over."""
        return undo_offered(self.seats) and not self.game.is_over

    def forget_choices(self) -> None:
        """No panel, no cards picked or lifted: the decision in progress is gone."""
        self._kill_panel()
        self.look.selected, self.look.hover, self.look.lift = set(), None, {}

    def undo(self) -> None:
        """Ctrl+Z: take back the human's last decision (:func:`ui.table_undo.take_back_at`)."""
        take_back_at(self)

    # -- stops: score sheet and game over ----------------------------------------------

    def leave(self) -> None:
        """Back to the main menu. A saved game stays in the autosave for Continue and is
        kept, unfinished, in the history (finishing it later replaces that entry)."""
        from ui.menu import MenuScene
        lines = self.saves.leave() if self.saves is not None and not self.game.is_over else []
        menu = MenuScene(self.app)
        menu.message = "  ·  ".join(lines)
        self.app.scenes.replace(menu)

    def end_now(self) -> None:
        """End the game now (R-G3: the leader wins, the round being played scores nothing);
        the pause menu asks first. The game is archived and the result shown."""
        if self.game.is_over:
            return
        self.pending = None  # a bot's answer for a game that is over is dropped
        self.hints.clear()
        self._apply(EndEarly())

    def open_save_dialog(self) -> None:
        """Ctrl+S: save this game under a name (:class:`ui.save_dialog.SaveDialog`)."""
        from ui.save_dialog import SaveDialog
        if self.session is None or self.game.is_over:
            self.say(_("table_scene.this_game_cannot_be_saved"))
            return
        self.app.scenes.push(SaveDialog(self.app, self.session,
                                        lambda name: self.say(_("table_scene.saved_as", name=name))))

    def open_pause_menu(self) -> None:
        """Esc: the pause menu over the still table."""
        self.app.scenes.push(PauseMenu(self.app, self))

    def status_line(self) -> str:
        """``Oh Pshaw · round 5 of 13`` (and "practice" once undo was used), for the pause menu."""
        name = " ".join(word.capitalize() for word in self.rules.preset.split("-"))
        rnd = self.game.round
        line = _("table_scene.tie_break_round", preset=name, number=rnd.number) \
            if rnd.tie_break else _("table_scene.round_of", preset=name,
                                    number=max(1, rnd.number), total=self.game.scheduled_rounds)
        return line + (" · " + _("table_scene.practice") if self.practice else "")

    def end_note(self) -> str:
        """Who would win if the game ended now (R-G3), for the pause menu's question."""
        totals = self.game.totals
        leaders = " & ".join(self.look.names[s] for s, t in enumerate(totals) if t == max(totals))
        return _("table_scene.would_win_with_points", names=leaders, points=max(totals))

    def show_scores(self) -> None:
        """The score sheet of every round the table has shown (the table waits under it)."""
        from ui.score_sheet import ScoreSheet
        sheet = ScoreSheet.so_far(self.app, self.game, self.look.names, self.model.last_scored)
        if sheet is None:
            self.say(_("table_scene.no_round_has_been_scored_5849"))
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
        self.app.scenes.replace(TableScene(self.app, rules, seats, seed, AutoSaver(self.folder),
                                           names=self.names))


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
