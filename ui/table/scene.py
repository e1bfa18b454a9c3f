"""The table: one game in the window, the human at the bottom, bots around.

The scene's lifecycle, pacing, the bots and the hot seat live here; the
human's input and the decision panel in :mod:`ui.table.input`, the pause
menu's actions and the stops (score sheet, game over) in
:mod:`ui.table.commands`; the picture is :mod:`ui.table.view`, the motion
:mod:`ui.table.presenter`, the autosave :mod:`ui.table.saves`. The engine moves
on at once; the scene lets the human act only once the table has caught up.
A resumed game (:meth:`TableScene.from_session`) shows the table as the game
stands, without replaying the past.
"""

# pygame_gui has no type hints: calling its methods is fine here.
# mypy: disable-error-code="no-untyped-call"

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from bot_runtime.guard import Asked
from bot_runtime.session import session_worker
from game import events as ev
from game.actions import Action
from game.cards import Card
from game.errors import IllegalActionError
from game.game import Game
from game.match import bot_seed
from game.rules import Rules
from saves.autosave import AutoSaver
from saves.session import Session, new_session
from ui.app import App
from ui.core.fonts import font
from ui.core.settings import Settings
from ui.scene import Scene
from ui.scenes.handover import HandOver
from ui.table.choices import playable, prompt
from ui.table.commands import TableActions
from ui.table.hints import Hint, draw_hint
from ui.table.hotseat import HotSeat, default_names, task_text
from ui.table.input import TableInput
from ui.table.layout import TableLayout
from ui.table.presenter import Director, TableModel
from ui.table.saves import SaveLink
from ui.table.view import Drawn, TableLook, draw_table
from ui.widgets.choice_panel import ChoicePanel
from ui.words.i18n import _, error_text

BOT_NAMES = ("Ada", "Basil", "Cleo", "Dmitri", "Edith", "Felix", "Greta", "Hugo")


class TableScene(TableInput, TableActions, Scene):
    """A whole game at the table. ``seats`` holds ``"human"`` or a bot level per seat.

    With ``saver`` the game is a :class:`~saves.session.Session` autosaved
    after every action and archived when it ends; without (tests,
    screenshots) nothing touches the disk. ``session`` resumes a loaded
    game (see :meth:`from_session`). Input is :class:`~ui.table.input.TableInput`,
    the game-level actions :class:`~ui.table.commands.TableActions`.
    """

    focus_ring = False  # arrows and Enter move over the hand; ↑ reaches the panel (ui/table/keys.py)

    def __init__(self, app: App, rules: Rules, seats: list[str], seed: int,
                 saver: AutoSaver | None = None, session: Session | None = None,
                 names: list[str] | None = None) -> None:
        super().__init__(app)
        self.rules, self.seats, self.seed = rules, seats, seed
        self.hotseat = HotSeat(seats)  # several humans share the screen: see ui/table/hotseat.py
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
        self.deck = rules.deck_size(n)
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
        self._move_hand(dt)
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

    def _bots(self, dt: float) -> None:
        game, seat = self.game, self.game.to_act
        if game.is_over or seat is None or seat in self.hotseat.humans:
            return
        if self.pending is None:  # a failed or late answer becomes the Normal bot's (bot_runtime.guard)
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

    # -- the engine and messages ----------------------------------------------------

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

    # -- the picture of the game ----------------------------------------------

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


def _catch_up(model: TableModel, me: int, layout: Callable[[], TableLayout], deck: int,
              events: list[ev.Event]) -> None:
    """Bring ``model`` to the end of ``events`` at once, without motion or stops: the
    table of a resumed game starts where the game stands."""
    silent = Director(model, Settings(speed="instant", trick_pause=0.0), me, layout, deck)
    silent.on_stop = lambda event: silent.resume()  # no score sheets for rounds already seen
    silent.feed(events)
    silent.skip()

