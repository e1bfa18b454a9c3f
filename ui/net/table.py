"""The table of a network game, at the host's screen or a remote player's: drawn with the
table's own drawing from the confirmed views the link brings, and nothing else.

The bottom seat is this screen's seat (a remote player's own, or at the host the seat at
this screen whose turn it is; several people at the host's screen hand over as at a hot
seat). A card is clicked, a bid or trump chosen in the decision panel, cards to pass picked
and confirmed; each action goes to the host with the version of the view it was made on,
and the table waits for the next confirmed view before it takes another. Between two views
the cards fly as at home (:mod:`ui.net.motion`): a card played from its seat to the trick,
a won trick, after its lit pause, to the winner's pile, a new round's deal; at instant
speed a trick just won stays lit for the trick pause, and nothing flies. A dropped
connection shows "reconnecting…"; a seat whose player is away says so on its plate. Tab
shows the scores, H a hint for this seat, Esc the pause menu; at the end the game over
screen and the review come from the game's record.

What the panel asks is :mod:`ui.net.decisions`; the badges, the banner and the waiting line
are drawn by :mod:`ui.net.status`.
"""

from __future__ import annotations

import pygame
import pygame_gui

from bot_runtime.worker import Worker
from game.actions import Action, Bid, CardBid, Pass, Play
from game.cards import Card
from game.phase import Phase
from game.rules import Rules
from game.view import SeatView
from saves.text import printable
from ui.core.keymap import Key, Keymap, everywhere, on
from ui.core.tween import Animator
from ui.core.window import Window
from ui.net.commands import NetCommands
from ui.net.decisions import panel_choices, panel_kind, playable, prompt
from ui.net.link import HostLink, Link
from ui.net.motion import Flights
from ui.net.picture import Finished, last_trick
from ui.net.scores import ViewScores
from ui.net.status import badges, banner_lines, draw_badges, draw_banner, draw_waiting
from ui.scene import Scene
from ui.table.bid_banner import panel_notes
from ui.table.bid_line import bid_line
from ui.table.corner import CORNER_ICONS, draw_key_hints
from ui.table.hints import Hint, draw_hint, hint_possible
from ui.table.layout import TableLayout
from ui.table.presenter import TableModel
from ui.table.still import StillPicture
from ui.table.toast import Toast, draw_toast, over_table
from ui.table.view import TableLook, draw_table, table_toast
from ui.widgets.choice_panel import Choice, ChoicePanel
from ui.words.errors import error_text
from ui.words.i18n import N_, _, card_label, ngettext

#: The least time a trick just won stays on the table, in seconds.
LEAST_TRICK_S = 0.6
#: The most characters of a refusal's reason shown over the hand: its words come from the
#: other computer, and the line is drawn unwrapped.
MAX_REFUSAL = 110


class NetTableScene(Scene):
    """A seat (or the seats at the host's screen) of a game that runs in ``link``."""

    focus_ring = False  # the hand and the panel are the table's, as at home

    def __init__(self, app: Window, link: Link) -> None:
        super().__init__(app)
        self.link = link
        self.me = self._first_seat()
        self.view: SeatView | None = None
        self.finished: Finished | None = None
        self.finished_left = 0.0
        self.flights = Flights(app.settings, lambda: self.layout, app.sound.play)
        self.flights.shows = lambda: not self.hand_hidden
        self.look = TableLook([])
        self.still = StillPicture()  # what does not fly, drawn once per change (ui/table/still.py)
        self.layout: TableLayout | None = None
        self.panel: ChoicePanel | None = None
        self.panel_key: tuple[object, ...] | None = None
        self.selected: set[Card] = set()
        self.sent = -2  # the version an action was sent on: no other until the next view
        self.message, self.message_left = "", 0.0
        self.hints = Hint()
        self.worker: Worker | None = None
        self.corner: dict[str, pygame_gui.elements.UIButton] = {}
        self.covered: int | None = None  # a seat at this screen behind the hand-over screen
        self.shown_to: int | None = None  # the seat at this screen the hand was last shown to
        self.shown_in = 0  # in this round: a hand-over holds for one round, as at a hot seat
        self.ended = False
        self.commands = NetCommands(self)  # the pause menu's questions, leaving, the end

    def _first_seat(self) -> int:
        if isinstance(self.link, HostLink):
            return self.link.local[0] if self.link.local else 0
        seat = self.link.state.seat
        return seat if seat is not None else 0

    # -- lifecycle -------------------------------------------------------------------------

    def enter(self) -> None:
        """The corner buttons (hint, scores, menu), as at the table."""
        self._layout()
        self.corner = {}
        if self.layout is None:
            return
        for key, rect in self.layout.corner_rects().items():
            icon, tip = CORNER_ICONS[key]
            self.corner[key] = pygame_gui.elements.UIButton(
                pygame.Rect(rect), icon, manager=self.app.gui, tool_tip_text=tip(), object_id="#table_icon")

    def exit(self) -> None:
        """Kill the widgets and the hint's worker (the link lives on: the scene may come back)."""
        self._kill_panel()
        for button in self.corner.values():
            button.kill()
        self.corner = {}
        self.still.forget()
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def resize(self, size: tuple[int, int]) -> None:
        """A new layout; the panel comes back on the next update."""
        self.exit()
        self.enter()

    def _layout(self) -> None:
        players = self.view.players if self.view is not None else len(self.link.state.seats)
        if players < 2:
            self.layout = None
            return
        settings = self.app.settings
        self.layout = TableLayout.compute(self.app.size, players, self.me, settings.card_height,
                                          settings.ui_scale)

    # -- what the table knows --------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules of the table."""
        rules = self.link.state.rules
        assert rules is not None
        return rules

    @property
    def my_turn(self) -> bool:
        """This screen's seat is to act, the view is new, its cards have landed and nothing
        covers the hand."""
        view = self.view
        return view is not None and view.to_act == self.me and bool(view.legal) \
            and self.sent != self.link.state.version and not self.hand_hidden and self.flights.idle

    @property
    def shared(self) -> bool:
        """Several people sit at this screen (the host's, with two or more seats at it)."""
        return isinstance(self.link, HostLink) and len(self.link.local) > 1

    @property
    def hand_hidden(self) -> bool:
        """With several people at this screen the bottom hand shows only to the one who took
        the screen by the hand-over, in that round: a new round's hand is dealt face down and
        waits for a hand-over, even to the person who played last."""
        return self.shared and (self.covered is not None or self.shown_to != self.me
                                or self._round() != self.shown_in)

    def _round(self) -> int:
        view = self.link.state.views.get(self.me)
        return view.round_number if view is not None else 0

    @property
    def model(self) -> TableModel:
        """What the table shows: the newest view's picture, or the cards on their way to it."""
        return self.flights.model

    @property
    def animator(self) -> Animator:
        """The cards in flight."""
        return self.flights.animator

    @property
    def hand(self) -> list[Card]:
        """The bottom hand as shown, left to right."""
        return self.model.hands[self.me] if self.view is not None else []

    def busy(self) -> bool:
        """The network may bring something any frame."""
        return True

    # -- frame -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Take what the link brought; show the newest view of this screen's seat."""
        link, state = self.link, self.link.state
        link.update()
        for error in state.refusals:  # nothing changed: the seat decides again on this view
            self.say(printable(error_text(error), MAX_REFUSAL), 4.0)
            self.sent = -2
        for line in state.messages:
            self.say(line, 5.0)
        state.refusals.clear()
        state.messages.clear()
        if state.over and not self.ended:
            self.ended = self.commands.end()
            if self.ended:
                return
        self._choose_seat()
        view = state.views.get(self.me)
        if view is not None and view is not self.view:
            instant = self.app.settings.factor == 0  # else the won trick glides to its pile
            done = last_trick(self.view, view) if instant else None
            if done is not None:
                self.finished, self.finished_left = done, max(LEAST_TRICK_S, self.app.settings.trick_pause)
            elif view.trick:
                self.finished = None
            self._show(view)
        if self.finished is not None:
            self.finished_left -= dt
            if self.finished_left <= 0 and self.view is not None:
                self.finished = None
                self._show(self.view)
        self.flights.update(dt)
        self.message_left = max(0.0, self.message_left - dt)
        if self.hints.poll(state.version) and self.hints.analysis == {}:
            self.say(_("hint.none"))
        self._sync_look()
        self._sync_panel()

    def _choose_seat(self) -> None:
        """At the host's screen, the seat whose turn it is (several people: behind the
        hand-over screen first)."""
        link = self.link
        if not isinstance(link, HostLink) or not self.shared or self.covered is not None:
            return
        due = next((s for s, v in link.state.views.items() if v.to_act == s and v.legal), None)
        if due is None or (due == self.shown_to and self._round() == self.shown_in):
            return
        self.covered = due
        self.me = due
        self.view = None
        self._layout()
        name = link.names[due] if due < len(link.names) else str(due + 1)
        self.app.nav.hand_over(name, _("net.your_turn_task", name=name), lambda: self._uncover(due))

    def _uncover(self, seat: int) -> None:
        self.covered, self.shown_to = None, seat
        self.shown_in = self._round()

    def _show(self, view: SeatView) -> None:
        """A new confirmed view: the picture anew, the panel and the hint forgotten."""
        first = self.view is None
        self.view = view
        if first or self.layout is None:
            self.exit()
            self.enter()
        self.flights.show(view, self.finished)
        self.selected = {c for c in self.selected if c in view.hand} if view.phase is Phase.PASS else set()
        if self.panel_key != self._panel_key():
            self._kill_panel()

    def _sync_look(self) -> None:
        view, settings = self.view, self.app.settings
        names = self.link.names
        look = self.look
        look.names = names if view is None or len(names) == view.players else \
            [str(i + 1) for i in range(view.players)]
        look.rounds = view.scheduled_rounds if view is not None else 0
        look.four_colour, look.high_contrast, look.still = settings.four_colour, settings.high_contrast, \
            settings.reduced_motion
        look.seven = self.link.state.rules is not None and self.rules.deck.value == "seven32"
        look.hot_seat = self.shared
        look.to_act = view.to_act if view is not None and self.finished is None and self.flights.idle \
            else None
        look.hide_hand = self.hand_hidden
        mine = self.my_turn
        look.playable = playable(view) if mine and view is not None else None
        look.selected = {i for i, c in enumerate(self.hand) if c in self.selected}
        look.prompt = prompt(view) if mine and view is not None else ""
        look.message = self.message if self.message_left > 0 else ""
        look.hook = self.link.state.rules is not None and self.rules.hook
        look.bid_in_panel = self.panel is not None and self.panel.note is not None

    # -- the decision panel --------------------------------------------------------------------

    def _panel_key(self) -> tuple[object, ...] | None:
        view = self.view
        if view is None or not self.my_turn:
            return None
        kind = panel_kind(view.legal, view.phase is Phase.PASS)
        return (kind, self.link.state.version) if kind is not None else None

    def _sync_panel(self) -> None:
        key = self._panel_key()
        if key == self.panel_key and (key is None or self.panel is not None):
            return
        self._kill_panel()
        self.panel_key = key
        if key is None or self.layout is None or self.app.scenes.top is not self:
            return
        view = self.view
        assert view is not None
        title, choices = panel_choices(str(key[0]), view, self.look.names)
        layout = self.layout
        look = self.look  # the bid line under the panel's title, as at the table
        said = bid_line(self.model, look.hook, look.names, layout.me, look.hot_seat) \
            if key[0] == "bid" else None
        notes = panel_notes(said, self.app.gui_scale, look.high_contrast)
        self.panel = ChoicePanel(self.app.gui, self.app.size, title, choices, layout.panel_bottom,
                                 notes, layout.seat_boxes())

    def _kill_panel(self) -> None:
        if self.panel is not None:
            self.panel.panel.kill()
        self.panel, self.panel_key = None, None

    # -- input -------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Cards, the panel, the corner buttons and the keys."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.corner.values():
                key = next(k for k, b in self.corner.items() if b is event.ui_element)
                {"hint": self.ask_hint, "scores": self.show_scores}.get(key, self.open_pause_menu)()
                return True
            choice = self.panel.choice_for(event.ui_element) if self.panel is not None else None
            if choice is not None:
                self._choose(choice)
                return True
        if event.type == pygame.MOUSEMOTION and self.layout is not None:
            self.look.hover = self.layout.hand_at(len(self.hand), event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.layout is not None:
            index = self.layout.hand_at(len(self.hand), event.pos)
            if index is not None:
                self.click_card(index)
                return True
        return self.keymap().handle(event)

    def keymap(self) -> Keymap:
        """Tab the scores, H a hint, digits a bid, Esc the pause menu."""
        def digit(event: pygame.event.Event) -> None:
            key = event.key
            number = key - pygame.K_0 if pygame.K_0 <= key <= pygame.K_9 else key - pygame.K_KP0
            if self.my_turn and self.view is not None and Bid(number) in self.view.legal:
                self.act(Bid(number))
        digits = [*range(pygame.K_0, pygame.K_9 + 1), *range(pygame.K_KP0, pygame.K_KP9 + 1)]
        return Keymap(Key(N_("keys.tab"), N_("keys.score_sheet"),
                          on(pygame.K_TAB, do=lambda e: self.show_scores())),
                      Key(N_("keys.h"), N_("keys.hint"), on(pygame.K_h, do=lambda e: self.ask_hint())),
                      Key(N_("keys.digits"), N_("keys.bid_that_many"), on(*digits, do=digit)),
                      *everywhere(back=lambda e: self.open_pause_menu()))

    def click_card(self, index: int) -> None:
        """A card of the bottom hand clicked: played, bid with, or picked to pass."""
        view = self.view
        if view is None or not 0 <= index < len(self.hand):
            return
        card = self.hand[index]
        if not self.flights.idle:
            return  # the cards of the last view are still landing
        if not self.my_turn:
            self.say(_("net.wait_your_turn"))
            return
        if view.phase is Phase.PASS:
            count = view.rules.passes(view.round_number)[0]
            if card in self.selected:
                self.selected.discard(card)
            elif len(self.selected) < count:
                self.selected.add(card)
            return
        action: Action | None = next(
            (a for a in view.legal if isinstance(a, Play | CardBid) and a.card == card), None)
        if action is None:
            self.say(_("net.card_not_playable", card=card_label(card.label)))  # until the host says why
            self._ask_why(card, view)
            return
        self.act(action)

    def _ask_why(self, card: Card, view: SeatView) -> None:
        """Send a card the view does not allow all the same: the host's engine refuses it,
        changes nothing and says why ("You must follow ♥: play 7♥ or K♥"), which this
        screen's view alone cannot; the seat stays free to choose meanwhile."""
        bidding = view.phase is Phase.BID and any(isinstance(a, CardBid) for a in view.legal)
        if view.phase is Phase.PLAY or bidding:
            self.link.act(self.me, self.link.state.version, CardBid(card) if bidding else Play(card))

    def _choose(self, choice: Choice) -> None:
        view = self.view
        if view is None or not self.my_turn:
            return
        if choice.action is not None:
            self.act(choice.action)
            return
        count = view.rules.passes(view.round_number)[0]
        if len(self.selected) != count:
            self.say(ngettext("net.pick_to_pass", count))
            return
        self.act(Pass(tuple(c for c in view.hand if c in self.selected)))

    def act(self, action: Action) -> None:
        """Send ``action`` for this screen's seat on the view shown; wait for the next."""
        state = self.link.state
        self.link.act(self.me, state.version, action)
        self.sent = state.version
        self.hints.clear()
        self._kill_panel()

    # -- commands ------------------------------------------------------------------------------

    def say(self, message: str, seconds: float = 2.5) -> None:
        """A line above the hand for a while."""
        self.message, self.message_left = message, seconds

    def show_scores(self) -> None:
        """The score sheet of the rounds so far and the round in play."""
        if self.view is None:
            return
        scores = ViewScores(self.view)
        if not self.app.nav.scores_so_far(scores, self.look.names, len(self.view.scores), scores.in_play()):
            self.say(_("table.no_round_scored_yet"))

    def ask_hint(self) -> None:
        """H: the Expert bot's estimate for this seat's decision (again: hide it)."""
        if self.hints.thinking or self.hints.shown:
            self.hints.clear()
            return
        view = self.view
        if view is None or not self.my_turn or not hint_possible(view):
            self.say(_("hint.only_on_your_turn"))
            return
        if self.worker is None:
            self.worker = self.app.worker_factory({})
        self.hints.ask(self.worker, view, self.link.state.version)

    def open_pause_menu(self) -> None:
        """Esc: the pause menu over the table."""
        self.app.nav.pause_menu(self.commands)

    def leave(self) -> None:
        """Back to the menu (:meth:`ui.net.commands.NetCommands.leave`)."""
        self.commands.leave()

    # -- picture --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The table from the view; the away badges; "reconnecting…"; the hint."""
        if self.view is None or self.layout is None:
            draw_waiting(surface, self.link.state, self.app.settings.high_contrast)
            return
        draw_table(surface, self.model, self.layout, self.animator, self.look, self.still, line=False)
        draw_badges(surface, self.layout, self.link.state, self.view.players)
        hinted = None
        if self.my_turn:
            shown = self.panel
            buttons = [(c.action, b.rect) for c, b in zip(shown.choices, shown.buttons, strict=True)] \
                if shown is not None else []
            top = self.panel.panel.rect.top if self.panel is not None else 0
            hinted = draw_hint(surface, self.hints, self.layout, self.hand, buttons, top)
        draw_toast(surface, self.toast(hinted))
        if self.corner and all(b.visible for b in self.corner.values()):
            draw_key_hints(surface, self.layout)
        draw_banner(surface, self.banner_lines())

    def toast(self, hinted: pygame.Rect | None = None) -> Toast | None:
        """The line of words above the hand, clear of the decision panel and the room its
        tips open into, the tooltips open and the hint (``hinted``: what it covers)."""
        if self.layout is None:
            return None
        panel = self.panel.panel if self.panel is not None and self.panel.panel.visible else None
        covers = over_table(self.app.gui, self.app.gui_scale, self.app.size[0],
                            panel.rect if panel is not None else None, [hinted])
        return table_toast(self.model, self.layout, self.look, covers)

    def badges(self) -> list[tuple[int, str]]:
        """The seats whose plate carries a badge (:func:`ui.net.status.badges`)."""
        return badges(self.link.state, self.view.players if self.view is not None else 0)

    def banner_lines(self) -> list[str]:
        """The lines across the top: "Reconnecting…", or why the connection ended."""
        return banner_lines(self.link.state, self.app.size)
