"""The table: one game in the window, the human at the bottom, bots around.

:class:`TableScene` owns the game and the picture of it, and is composed of
parts, each with its own state: the human's hands (:class:`~ui.table.input.TableInput`:
clicks, keys, the decision panel), the game-level commands
(:class:`~ui.table.commands.TableCommands`: pause menu, save, scores, hint, undo,
leave, end now, the stops), the bots' turns (:class:`~ui.table.bots.BotTurns`), the
presenter that turns engine events into motion (:class:`~ui.table.presenter.Director`),
the hint (:class:`~ui.table.hints.Hint`), the hot seat and the link to disk
(:mod:`ui.table.saves`: a saved game, or the null saver of a game nothing is written
for). The picture is :mod:`ui.table.view`. The engine moves on at once; the scene lets
the human act only once the table has caught up. A resumed game
(:meth:`TableScene.from_session`) shows the table as the game stands, without
replaying the past. Where the game goes next (score sheet, game over, the menu) is
:mod:`ui.navigator`'s business.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game import events as ev
from game.actions import Action, CardBid, Play
from game.cards import Card, Deck
from game.errors import IllegalActionError
from game.game import Phase
from game.rules import Rules
from saves.autosave import AutoSaver
from saves.session import Session
from ui.core.keymap import Key, Keymap
from ui.core.settings import Settings
from ui.core.window import Window
from ui.scene import Scene
from ui.table.bid_banner import corner_box
from ui.table.bid_line import bid_line
from ui.table.bots import BotTurns
from ui.table.choices import playable, prompt
from ui.table.coach import Coach
from ui.table.commands import TableCommands
from ui.table.corner import CORNER_ICONS, draw_key_hints
from ui.table.guide import Guide, NoGuide
from ui.table.hints import Hint, draw_hint
from ui.table.hotseat import HotSeat, task_text
from ui.table.input import TableInput
from ui.table.last_trick import draw_last_trick
from ui.table.layout import TableLayout
from ui.table.note import TableNote, keep_off
from ui.table.note_keys import key_names, note_keys
from ui.table.presenter import Director, TableModel
from ui.table.saves import NoSaving, link_for
from ui.table.still import StillPicture
from ui.table.toast import Toast, draw_toast, over_table
from ui.table.view import NOTES, Drawn, TableLook, draw_table, table_toast
from ui.widgets.bot_report import draw_flag_key, flag_button
from ui.words.errors import error_text
from ui.words.i18n import _
from ui.words.seats import default_names


class TableScene(Scene):
    """A whole game at the table. ``seats`` holds ``"human"`` or a bot level per seat.

    With ``saver`` the game is a :class:`~saves.session.Session` autosaved
    after every action and archived when it ends; without (tests,
    screenshots) it has the null saver and nothing touches the disk.
    ``session`` resumes a loaded game (see :meth:`from_session`). A ``guide`` leads a
    lesson through the game (:mod:`ui.table.guide`): its prepared game, nothing saved.
    """

    focus_ring = False  # arrows and Enter move over the hand; ↑ reaches the panel (ui/table/keys.py)

    def __init__(self, app: Window, rules: Rules, seats: list[str], seed: int,
                 saver: AutoSaver | None = None, session: Session | None = None,
                 names: list[str] | None = None, guide: Guide | None = None) -> None:
        super().__init__(app)
        self.guide: Guide = guide or NoGuide()
        self.rules, self.seats, self.seed = rules, seats, seed
        self.hotseat = HotSeat(seats)  # several humans share the screen: see ui/table/hotseat.py
        self.me = self.hotseat.viewer  # the seat at the bottom
        names = list(session.names) if session is not None else names or default_names(seats)
        self.saves = link_for(rules, seats, seed, names, saver, session)  # a saved game or none
        if self.guide.game is not None:  # a lesson's prepared deals: nothing is saved
            self.saves = NoSaving(rules, seats, seed, self.guide.game)
        self.game = self.saves.game
        n = self.game.players
        self.still = StillPicture()  # what does not fly, drawn once per change (ui/table/still.py)
        self.look = TableLook(names, rounds=self.game.scheduled_rounds,
                              seven=rules.deck is Deck.SEVEN32, four_colour=app.settings.four_colour,
                              hook=rules.hook,
                              hot_seat=self.hotseat.active, hide_hand=self.hotseat.active)
        self.layout = self._layout(app.size, self.me)
        self.trump_side = app.settings.trump_side
        self.deck = rules.deck_size(n)
        self.input = TableInput(self)
        self.commands = TableCommands(self)
        # resumed: the table shows the game as it stands, no replay
        self.show_game(animate_from=len(self.game.events) if self.game.log else 0)
        self.worker = self.guide.worker() or self.saves.worker(app.worker_factory)
        self.bots = BotTurns(self)
        self.hints = Hint()
        self.coach = Coach()  # speaks when the settings' coach is on (ui/table/coach.py)
        self.note = TableNote(app)  # the coach's note, or the lesson's step
        self.corner: dict[str, pygame_gui.elements.UIButton] = {}
        self._under = False  # an overlay covers the table (paused until it is popped)
        self._covered = False  # the table's widgets are hidden (:meth:`_sync_widgets`)
        self.message_left = 0.0
        self._reasons: dict[tuple[int, Card], str] = {}  # why a card may not be played, this move
        self.correction = ("", "")  # a lesson's answer to a wrong choice, and the step's words it answers
        self.reading = False  # a lesson's step waits for Next: the decision panel waits too
        if not self.game.log:
            self.say_lines(self.saves.save())  # Continue works even before the first action

    @classmethod
    def from_session(cls, app: Window, session: Session, messages: list[str] | None = None,
                     saver: AutoSaver | None = None) -> TableScene:
        """The table of a loaded game, showing ``messages`` (a backup was loaded, …) first."""
        game = session.game
        scene = cls(app, game.rules, list(session.seats), game.seed, saver or AutoSaver(), session)
        scene.say_lines(messages or [])
        if game.log:  # a game loaded at a human's turn: Continue
            scene.say_lines(scene.saves.save())  # offers it from now on, not only after a move
        return scene

    # -- lifecycle -------------------------------------------------------------

    def _layout(self, size: tuple[int, int], me: int) -> TableLayout:
        settings = self.app.settings
        return TableLayout.compute(size, self.game.players, me, settings.card_height, settings.ui_scale)

    def enter(self) -> None:
        """The quiet round buttons bottom-right, clear of the hand: hint, score sheet, menu
        (each an icon; the tooltip names it and its key, and the key is written under it)."""
        self.corner = {}
        for key, rect in self.layout.corner_rects().items():
            icon, tip = CORNER_ICONS[key]
            self.corner[key] = pygame_gui.elements.UIButton(
                pygame.Rect(rect), icon, manager=self.app.gui, tool_tip_text=tip(),
                object_id="#table_icon")
        self._covered = False  # as made; hidden at once when the table is covered (a new size)
        self._sync_widgets()

    def _follow_flag(self) -> None:
        """The ⚑ left of the corner buttons, to report a bot, while Settings show it and there
        is a bot (not a lesson's scripted seats) to report; made or taken away as that changes."""
        wanted = self.app.settings.report_button and self.guide.game is None \
            and any(spec != "human" for spec in self.seats)
        if wanted == ("flag" in self.corner):
            return
        if not wanted:
            self.corner.pop("flag").kill()
            return
        rect = self.layout.flag_rect()  # with the corner buttons, off the play area
        self.corner["flag"] = flag_button(pygame.Rect(rect), self.app.gui, _("case.flag_tip"))
        if self._covered:
            self.corner["flag"].hide()

    def pause(self) -> None:
        """An overlay covers the table: its widgets hide (and the last trick closes)."""
        self._under = True
        self.look.last_open = False
        self._sync_widgets()

    def resume(self) -> None:
        """The overlay closed: the widgets come back as they were."""
        self._under = False
        self._sync_widgets()

    def _sync_widgets(self) -> None:
        """The table's widgets (the corner buttons, the decision panel, the note's buttons)
        show only while nothing covers the table: no overlay over it and the last trick's
        panel closed. The one place that shows or hides them; called when an overlay comes
        or goes and after every update (a panel or a note's button made meanwhile too)."""
        self._follow_flag()
        covered = self._under or self.look.last_open
        panel = self.input.panel
        if covered == self._covered and not (covered and panel is not None and panel.panel.visible):
            return
        self._covered = covered
        for button in self.corner.values():
            button.hide() if covered else button.show()
        self.input.show_panel(not covered)
        self.note.hide(covered)

    def exit(self) -> None:
        """Leave the table: kill the widgets and stop the bots' worker."""
        self._kill_widgets()
        self.worker.close()
        self.still.forget()

    def _kill_widgets(self) -> None:
        self.input.kill_panel()
        self.note.kill()
        for button in self.corner.values():
            button.kill()
        self.corner = {}

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute the layout and the corner buttons; the panel is rebuilt on the next update."""
        self.layout = self._layout(size, self.me)
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

    @property
    def practice(self) -> bool:
        """Undo was used: the game is practice (and its statistics say so)."""
        return self.saves.practice

    def busy(self) -> bool:
        """The table changes with no input: cards move, a bot thinks or is due, a message,
        a shake, a hint or a hover lift is still running (a finished trick waiting for a
        click is still, once its cards have landed)."""
        director, game = self.director, self.game
        if director.waiting is not None:
            return bool(director.animator.busy)
        if director.animator.busy or director.hold > 0 or (director.queue and not director.stopped):
            return True
        if self.bots.pending is not None or self.hints.future is not None:
            return True
        if self.message_left > 0 or self.input.shake_left > 0:
            return True
        if not game.is_over and game.to_act not in (None, self.me):
            return True  # a bot is due to be asked
        return any(0.0 < value < 1.0 for value in self.look.lift.values())

    def keymap(self) -> Keymap:
        """The table's keys: a lesson's note's first (:mod:`ui.table.note_keys`), then its
        input's (:meth:`ui.table.input.TableInput.keymap`)."""
        return Keymap(*self._note_keys(), *self.input.keymap().keys)

    def _note_keys(self) -> tuple[Key, ...]:
        """The keys of the lesson's buttons in the note (none for the coach's note, nor
        while the buttons hide under an overlay or the last trick)."""
        if self.coach.note is not None or self._covered:
            return ()
        order = [key for key, _label in self.note.labels]
        return note_keys(self.note.buttons, order, self.app.focus, self.app.gui)

    # -- frame -----------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The corner buttons; the rest is the human's input (:class:`~ui.table.input.TableInput`)."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.corner.values():
            if event.ui_element is self.corner.get("flag"):
                self.commands.report_bot()
            elif event.ui_element is self.corner.get("scores"):
                self.commands.show_scores()
            elif event.ui_element is self.corner.get("hint"):
                self.commands.ask_hint()
            else:
                self.commands.open_pause_menu()
            return True
        key = self.note.pressed(event)
        if key is not None:
            self._note_pressed(key)
            return True
        if event.type == pygame.KEYDOWN and Keymap(*self._note_keys()).handle(event):
            return True
        return self.input.handle_event(event)

    def _note_pressed(self, key: str) -> None:
        """A button of the note: the lesson's, or the coach's (the figures, or close)."""
        if self.coach.note is None:
            self.guide.pressed(key)
        elif key == "figures":
            self.coach.figures = not self.coach.figures
        else:
            self.coach.dismiss()

    def update(self, dt: float) -> None:
        """Animations, bots, the decision panel, hover lift and messages."""
        self._follow_settings()
        self.director.update(dt)
        look, game = self.look, self.game
        look.pulse += dt
        self.guide.update(game, self.director.idle)
        if not self.guide.holds(game):
            self.bots.update(dt)
        self._hot_seat()
        self.hints.poll(len(game.log))
        look.hinted = self.hints.card if self.human_turn else None
        look.last_open = look.last_open and self.model.last_trick is not None
        self._sync_widgets()
        if look.pile_tip is not None and (look.last_open or self.model.last_trick is None
                                          or not self.model.piles[look.pile_tip]):
            look.pile_tip = None  # opened, or a new round took the piles away
        self.coach.poll(dt)
        look.to_act = game.to_act if not self.director.queue and not self.director.stopped else None
        look.thinking = game.to_act if self.bots.pending is not None else None
        look.playable = playable(game, self.hand) if self.human_turn else None
        look.tip = self._refusal(look.hover)
        if look.tip and look.tip == look.message:  # said once, over the card (a click and its
            look.message, self.message_left = "", 0.0  # pointer's move in one frame, an arrow)
        lit = (self.guide.lit(game) if self.human_turn else None) or set()
        # a lesson rings the cards and buttons of its step; the others the rules allow stay as
        # they are; without a lesson the hint rings the bid it would make
        if not lit and self.human_turn and self.hints.bid is not None:
            lit = {self.hints.bid}
        cards = {a.card for a in lit if isinstance(a, (Play, CardBid))}
        look.asked = cards & look.playable if cards and look.playable is not None else None
        look.prompt = prompt(game) if self.human_turn and not self.commands.hint_on else ""
        if self.director.waiting is not None:
            look.prompt = _("table.next_trick_prompt")
        self.input.move_hand(dt)
        self.input.tick_typed(dt)
        self.message_left = max(0.0, self.message_left - dt)
        if not self.message_left:
            look.message = ""
        self._sync_note()
        self.input.sync_panel(frozenset(lit), shown=not self.reading)
        self._sync_widgets()

    def _sync_note(self) -> None:
        """The box on the table: the coach's note when there is one, else the lesson's step
        once the deal it talks about is on the table."""
        heading, words, labels, badges = self.coach.content()
        names: dict[str, str] = {}
        self.reading = False
        if not words and self._deal_shown():
            heading, words, found = self.guide.content()
            labels, badges = list(found), []
            names = key_names(labels)
            self.reading = any(key == "next" for key, _label in labels)
        alert = self.correction[0] if self.correction[1] == words else ""  # gone with its step
        self.note.set(heading, words, labels, badges, alert, names)
        if self.note.centred != self.game.is_over:  # a lesson's last word: mid-table
            self.note.centred = self.game.is_over
            self.note.kill()
        self.note.avoid = keep_off(self.layout)
        look = self.look
        said = bid_line(self.model, look.hook, look.names, self.layout.me, look.hot_seat)
        if said is not None and self.model.balance is not None:  # the bid line under the trump
            self.note.avoid += (corner_box(said, self.layout),)
        if self.model.note in NOTES:  # a line under the round's (a rebid, a tie-break)
            w, h = self.app.size
            self.note.avoid += ((0.0, 0.0, w * 0.3, h * 0.085),)
        self.note.place()
        rect = self.note.rect if self.note.shown else None
        self.look.note_box = (rect.x, rect.y, rect.width, rect.height) if rect is not None else None

    def _deal_shown(self) -> bool:
        """The round's cards are dealt and its trump turned up on the table, or the table
        shows the game as it is."""
        model = self.model
        dealing = model.round_number == 0 or model.dealing \
            or (model.turn_up is not None and not model.turn_up_shown)
        return self.director.idle or not dealing

    def _refusal(self, index: int | None) -> str:
        """Why hand card ``index`` (under the pointer or the keys) may not be played now: the
        engine's own reason, as a click would show it; "" for a card that may be played."""
        look, hand = self.look, self.hand
        if index is None or index >= len(hand) or look.playable is None or hand[index] in look.playable:
            return ""
        if self.game.phase is not Phase.PLAY:
            return ""
        key = (len(self.game.log), hand[index])
        if key not in self._reasons:
            try:  # a refused action changes nothing
                self.game.apply(Play(hand[index]))
                reason = ""  # never: the card was not among the legal plays
            except IllegalActionError as error:
                reason = error_text(error)
            self._reasons = {key: reason}
        return self._reasons[key]

    def _follow_settings(self) -> None:
        """Settings changed (the settings screen, F4): card size, colours, trump side."""
        settings = self.app.settings
        self.look.four_colour = settings.four_colour
        self.look.high_contrast, self.look.still = settings.high_contrast, settings.reduced_motion
        if (self.layout.card_height, self.layout.text_scale) != (settings.card_height, settings.ui_scale):
            self.resize(self.app.size)  # the cards, the plates and the corner buttons anew
        if self.trump_side != settings.trump_side:
            self.trump_side = settings.trump_side
            self.director.sort_hand()
            self.look.hover, self.look.selected = None, set()

    def draw(self, surface: pygame.Surface) -> None:
        """The table (the panel is drawn by pygame_gui on top), and the corner buttons' keys
        under them while they show."""
        self.render(surface)
        self.note.draw(surface)
        if self.corner and all(button.visible for button in self.corner.values()):
            draw_key_hints(surface, self.layout)
            if "flag" in self.corner:
                draw_flag_key(surface, self.corner["flag"].rect, self.layout.key_hint_size)

    def render(self, surface: pygame.Surface) -> Drawn:
        """Draw the table, the hint and the line of words above the hand (clear of what
        covers the table: :meth:`toast`); return which cards were drawn face up (tests
        check hot seat)."""
        drawn = draw_table(surface, self.model, self.layout, self.director.animator, self.look,
                           self.still, line=False)
        hinted = None
        if self.human_turn:
            panel = self.input.panel
            buttons = [(c.action, b.rect) for c, b in zip(panel.choices, panel.buttons,
                                                          strict=True)] if panel else []
            top = panel.panel.rect.top if panel else 0
            hinted = draw_hint(surface, self.hints, self.layout, self.hand, buttons, top)
        draw_toast(surface, self.toast(hinted))
        if self.look.last_open and self.model.last_trick is not None:  # over all of it
            draw_last_trick(surface, self.model.last_trick, self.layout, self.look, drawn)
        return drawn

    def toast(self, hinted: pygame.Rect | None = None) -> Toast | None:
        """The line of words above the hand and where it stands: clear of the decision panel
        and the room its tips open into, the note, the tooltips open and the hint
        (``hinted``: what it covers)."""
        panel = self.input.panel.panel if self.input.panel is not None else None
        note = self.note.rect if self.note.shown and not self.note.hidden else None
        covers = over_table(self.app.gui, self.app.gui_scale, self.app.size[0],
                            panel.rect if panel is not None and panel.visible else None, [note, hinted])
        return table_toast(self.model, self.layout, self.look, covers)

    # -- hot seat ------------------------------------------------------------------

    def _hot_seat(self) -> None:
        """Hide the bottom hand between two players; when another human is to act (any
        human, first in a round), turn the table to their seat, face down, behind a
        hand-over screen."""
        seat = self.hotseat.due(self.game, self.director.idle)
        if seat is not None:
            self.me = self.director.me = seat
            self.director.sort_hand()
            self.layout = self._layout(self.app.size, seat)
            self.look.hover, self.look.selected, self.look.lift = None, set(), {}
            self.look.message, self.message_left = "", 0.0  # the last player's hint stays theirs
            name = self.look.names[seat]
            self.app.nav.hand_over(name, task_text(self.game, name),
                                   lambda: self.hotseat.handed_over(seat, self.game))
        self.look.hide_hand = not self.hotseat.shows(self.game)

    # -- the engine and messages ----------------------------------------------------

    def apply(self, action: Action, index: int | None = None) -> bool:
        """Give ``action`` to the engine; on refusal shake the card and show why (once: not
        above the hand when the card's tip says it). A human's
        choice a lesson does not want is explained instead; one the coach weighs is sent
        to the worker with the view it was made from."""
        seat = self.game.to_act
        human = seat is not None and self.seats[seat] == "human"
        refusal = self.guide.refuse(self.game, action) if human else None
        if refusal is not None:  # in the lesson's box: nothing (the bids, a tooltip) covers it
            self.correction = (refusal, self.note.words)
            self._sync_note()
            if index is not None and not self.app.settings.reduced_motion:
                self.input.shake(index)
            return False
        coached = human and seat is not None and self.app.settings.coach and not self.hotseat.active
        view = self.game.view(seat) if coached and seat is not None else None
        ply = len(self.game.log)
        try:
            events = self.game.apply(action)
        except IllegalActionError as error:
            reason = error_text(error)
            shown = index is not None and index == self.look.hover and self._refusal(index) == reason
            if not shown:  # the card's own tip says it already: the card only shakes
                self.say(reason)
            if index is not None and not self.app.settings.reduced_motion:
                self.input.shake(index)
            return False
        if human and self.guide.game is not None:
            self.guide.acted(self.game, action)
            self.correction = ("", "")  # an explanation of a wrong choice is done
        if view is not None:
            self.coach.ask(self.worker, view, action, ply)
            self.saves.mark_coached()  # before the autosave below
        self.look.selected = set()
        self.look.hover = None
        self.input.kill_panel()
        self.say_lines(self.saves.save())  # before the events play: a quit now loses nothing
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


    def _on_stop(self, event: ev.Event) -> None:
        """The presenter stopped at ``event``: the lesson's, when it takes it, else the
        commands' (the score sheet, the game's end)."""
        if not self.guide.stop(event):
            self.commands.on_stop(event)


def _catch_up(model: TableModel, me: int, layout: Callable[[], TableLayout], deck: int,
              events: list[ev.Event]) -> None:
    """Bring ``model`` to the end of ``events`` at once, without motion or stops: the
    table of a resumed game starts where the game stands."""
    silent = Director(model, Settings(speed="instant", trick_pause=0.0), me, layout, deck)
    silent.on_stop = lambda event: silent.resume()  # no score sheets for rounds already seen
    silent.feed(events)
    silent.skip()

