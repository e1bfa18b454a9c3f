"""Engine events become motion: the table's picture of the game, a step behind.

The engine has already moved on when its events arrive. :class:`Director`
takes them one at a time, updates :class:`TableModel` (what the table
shows) and starts tweens; each event holds the next one back for a moment
so a person can follow. ``skip`` finishes everything at once, up to the
next stop (a score sheet), and an instant speed never waits at all.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import assert_never

from game import events as ev
from game.cards import Card, Suit
from ui.core.settings import Settings
from ui.core.tween import Animator, Sprite, Tween, ease_in_out
from ui.table.layout import TableLayout
from ui.table.ring import TRICK_TURN

#: Hand order: suits alternate colour (♠ ♥ ♣ ♦), Wizards first, Jesters last.
SUIT_ORDER = {Suit.SPADES: 1, Suit.HEARTS: 2, Suit.CLUBS: 3, Suit.DIAMONDS: 4}


def hand_order(card: Card, trump: Suit | None = None, side: str = "left") -> tuple[int, int]:
    """Sort key of the human's hand: by suit (alternating colours), then rank. The trump
    suit, with the Wizards beside it, goes to the ``side`` end; Jesters to the other.

    >>> from game.cards import Card
    >>> hand = [Card.parse(c) for c in ("2C", "AS", "KH", "3D")]
    >>> [str(c) for c in sorted(hand, key=lambda c: hand_order(c, Suit.CLUBS, "right"))]
    ['3D', 'AS', 'KH', '2C']
    """
    left = side != "right"
    if card.is_wizard:
        return (0 if left else 9, card.rank)
    if card.is_jester:
        return (9 if left else 0, card.rank)
    assert card.suit is not None
    suits = list(SUIT_ORDER)  # a rotation of ♠ ♥ ♣ ♦ still alternates colours
    if trump in suits:
        i = suits.index(trump) + (0 if left else 1)
        suits = suits[i:] + suits[:i]
    return (1 + suits.index(card.suit), card.rank)


@dataclass(frozen=True)
class LastTrick:
    """A trick once it is won: who played what, in play order, and who took it."""

    plays: tuple[tuple[int, Card], ...]
    winner: int


#: The least beat on the winning card before a won trick glides away (seconds): the trick
#: pause setting may be longer, never shorter, unless motion is instant.
BEAT = 0.45
#: Seconds a won trick takes to glide to its winner's pile.
GLIDE = 0.4


@dataclass
class TableModel:
    """What the table shows now (it trails the engine while animations run)."""

    players: int
    round_number: int = 0
    hand_size: int = 0
    dealer: int = 0
    tie_break: bool = False
    hands: list[list[Card]] = field(default_factory=list)
    trick: list[tuple[int, Card, float]] = field(default_factory=list)  # seat, card, turn
    piles: list[int] = field(default_factory=list)
    bids: list[int | None] = field(default_factory=list)
    chosen: set[int] = field(default_factory=set)  # secret bid is in
    passed: set[int] = field(default_factory=set)  # cards to pass are chosen
    bid_cards: list[Card | None] = field(default_factory=list)
    turn_up: Card | None = None
    turn_up_shown: bool = False
    trump: Suit | None = None
    trump_known: bool = False
    balance: ev.BiddingDone | None = None
    totals: list[int] = field(default_factory=list)
    stack: int = 0  # cards left on the dealer's stack
    dealing: bool = False  # the stack is shown by the dealer while cards go out
    highlight: Card | None = None
    note: str = ""  # a short line (rebid, tie-break), shown until the next round
    last_scored: int = 0  # the number of the last round whose scores the table has shown
    last_trick: LastTrick | None = None  # the round's last won trick, to look at again
    taker: int | None = None  # the seat that takes the trick on the table (its line shows)

    def __post_init__(self) -> None:
        self.totals = [0] * self.players
        self.new_round()

    def new_round(self) -> None:
        """Clear the hands, trick, bids and piles for a new deal."""
        n = self.players
        self.hands = [[] for _ in range(n)]
        self.trick, self.piles = [], [0] * n
        self.bids, self.bid_cards = [None] * n, [None] * n
        self.chosen, self.passed = set(), set()
        self.turn_up, self.turn_up_shown, self.trump, self.trump_known = None, False, None, False
        self.balance, self.highlight, self.note = None, None, ""
        self.last_trick, self.taker = None, None


class Director:
    """Turns engine events into model changes and tweens, paced for a person."""

    def __init__(self, model: TableModel, settings: Settings, me: int,
                 layout: Callable[[], TableLayout], deck_size: int) -> None:
        self.model = model
        self.settings = settings
        self.me = me
        self.layout = layout
        self.deck_size = deck_size
        self.queue: deque[ev.Event] = deque()
        self.animator = Animator()
        self.hold = 0.0
        self.stopped = False  # waiting for a score sheet to close
        self.on_stop: Callable[[ev.Event], None] = lambda event: None
        #: Plays a sound by name (ui.core.sound.SOUND_NAMES); what it returns is not used.
        self.on_sound: Callable[[str], object] = lambda name: None
        self.cut_cards: dict[int, Card] = {}
        #: May the bottom hand's cards fly face up? (Hot seat: not between two players.)
        self.shows: Callable[[], bool] = lambda: True
        #: Sweeps a finished trick away; set while the trick waits for a click (no auto-continue).
        self.waiting: Callable[[], None] | None = None
        #: May a won trick wait for a click when auto-continue is off? Not at a network table,
        #: whose game goes on at the host: there it always glides away after its pause.
        self.trick_waits = True

    # -- pacing --------------------------------------------------------------

    def feed(self, events: Iterable[ev.Event]) -> None:
        """Queue events from ``Game.apply``."""
        self.queue.extend(events)
        if self.settings.factor == 0:
            self.update(0.0)

    @property
    def idle(self) -> bool:
        """Nothing queued, nothing moving, no score sheet open: the table shows the game."""
        return (not self.queue and not self.animator.busy and not self.stopped and self.hold <= 0
                and self.waiting is None)

    def update(self, dt: float) -> None:
        """Advance animations and start the next events whose time has come."""
        self.animator.update(dt)
        self.hold = max(0.0, self.hold - dt)
        instant = self.settings.factor == 0
        while self.queue and not self.stopped and self.waiting is None and (self.hold <= 0 or instant):
            self.hold += self._handle(self.queue.popleft())
            if instant:
                self.animator.finish_all()
                self.hold = 0.0

    def skip(self) -> None:
        """Finish every running animation and play out the queue at once, up to a stop
        (a trick waiting for a click goes now; the next one waits again)."""
        self.animator.finish_all()
        self.go_on()
        self.animator.finish_all()
        while self.queue and not self.stopped and self.waiting is None:
            self._handle(self.queue.popleft())
            self.animator.finish_all()
        self.hold = 0.0

    def resume(self) -> None:
        """The score sheet closed: carry on."""
        self.stopped = False

    def go_on(self) -> None:
        """Sweep away a finished trick that waits for the player (no auto-continue)."""
        sweep, self.waiting = self.waiting, None
        if sweep is not None:
            sweep()
            self.hold = max(self.hold, self._t(0.35))

    def sort_hand(self) -> None:
        """Order the human's hand for the trump known now and the trump-side setting."""
        trump = self.model.trump if self.model.trump_known else None
        self.model.hands[self.me].sort(key=lambda c: hand_order(c, trump, self.settings.trump_side))

    def _t(self, seconds: float) -> float:
        return self.settings.scaled(seconds)

    def _reading(self) -> float:
        """Seconds a finished trick (or the cut) stays to be read: the trick pause setting, at
        least :data:`BEAT`. It is time to read, not motion: the speed setting leaves it as the
        player chose it, except instant, which shows no pause at all (bots' benches, tests)."""
        return 0.0 if self.settings.factor == 0 else max(BEAT, self.settings.trick_pause)

    # -- one event -------------------------------------------------------------

    def _handle(self, event: ev.Event) -> float:
        """Apply one event; return how long the next one waits.

        The match names every kind of event, so a new one fails type checking
        here until the table knows how to show it."""
        m, lay = self.model, self.layout()
        if not isinstance(event, ev.CutDrawn | ev.DealerChosen | ev.RoundStarted | ev.CardDealt):
            m.dealing = False  # the dealer's stack is put away once the deal is out
        match event:
            case ev.CutDrawn():
                return self._cut(event, lay)
            case ev.DealerChosen():
                return self._dealer_chosen(event, lay)
            case ev.RoundStarted():
                return self._round_started(event)
            case ev.CardDealt():
                return self._deal(event, lay)
            case ev.TrumpSet():
                return self._trump_set(event, lay)
            case ev.CardsPassed():
                return self._pass(event, lay)
            case ev.PassChosen():
                m.passed.add(event.seat)
                return self._t(0.1)
            case ev.BidChosen():
                m.chosen.add(event.seat)
                return self._t(0.1)
            case ev.BidMade():
                m.bids[event.seat] = event.tricks
                return self._t(0.15)
            case ev.BidsRevealed():
                m.bids, m.chosen = list(event.bids), set()
                if event.cards is not None:
                    m.bid_cards = list(event.cards)
                return self._t(0.6)
            case ev.Rebid():
                return self._rebid(event)
            case ev.BiddingDone():
                m.bids, m.balance = list(event.bids), event
                return self._t(0.2)
            case ev.CardPlayed():
                return self._play(event, lay)
            case ev.TrickWon():
                return self._trick_won(event, lay)
            case ev.RoundScored():
                m.totals, m.last_scored = list(event.totals), event.number
                made = event.bids[self.me] == event.tricks_won[self.me]
                self.on_sound("made" if made else "missed")
                return self._stop(event)
            case ev.TieBreak():
                m.note = "tie-break"
                return self._t(0.5)
            case ev.GameOver():
                m.totals = list(event.totals)
                if m.last_scored:  # no fanfare for a game stopped before a round was scored
                    self.on_sound("fanfare")
                return self._stop(event)
            case _:
                assert_never(event)

    def _stop(self, event: ev.RoundScored | ev.GameOver) -> float:
        """Hold the queue while the score sheet (or the game over screen) is open."""
        self.stopped = True
        self.on_stop(event)
        return 0.0

    def _round_started(self, event: ev.RoundStarted) -> float:
        m = self.model
        m.new_round()
        m.round_number, m.hand_size, m.dealer = event.number, event.hand_size, event.dealer
        m.tie_break = event.tie_break
        m.stack, m.dealing = self.deck_size, True
        self.on_sound("shuffle")
        return self._t(0.25)

    def _trump_set(self, event: ev.TrumpSet, lay: TableLayout) -> float:
        m = self.model
        m.trump, m.trump_known, m.turn_up = event.trump, True, event.turn_up
        self.sort_hand()
        if event.turn_up is None or m.turn_up_shown:
            return self._t(0.1)
        # turned over on the stack, then carried to its place beside "Trump ♥"
        spot = lay.stack_spot(m.dealer)
        flip = Tween(self._t(0.2), easing=ease_in_out)
        self.on_sound("deal")
        self.animator.fly(Sprite(event.turn_up, lay.small_w, spot, spot, flip, flip=True))
        move = Tween(self._t(0.3), delay=self._t(0.2), on_done=self._show_turn_up)
        self.animator.fly(Sprite(event.turn_up, lay.small_w, spot, lay.turn_up_spot, move,
                                 end_width=lay.turn_up_width))
        return self._t(0.5)

    def _rebid(self, event: ev.Rebid) -> float:
        m = self.model
        m.note = "rebid"  # the revealed bids were read during BidsRevealed's pause
        m.bids, m.bid_cards, m.chosen = [None] * m.players, [None] * m.players, set()
        if event.redeal:
            m.hands = [[] for _ in range(m.players)]
            m.stack, m.dealing = self.deck_size, True
        return self._t(1.0)

    def _cut(self, event: ev.CutDrawn, lay: TableLayout) -> float:
        """Each seat draws a card for the first deal; a re-cut clears the tie first."""
        m = self.model
        if any(seat == event.seat for seat, _, _ in m.trick):
            m.trick = []
        self.cut_cards[event.seat] = event.card
        turn = random.Random(f"cut:{event.seat}:{event.attempt}").uniform(-TRICK_TURN, TRICK_TURN)
        self.on_sound("deal")
        tween = Tween(self._t(0.25), on_done=lambda: m.trick.append((event.seat, event.card, turn)))
        self.animator.fly(Sprite(event.card, lay.small_w, lay.centre, lay.seats[event.seat].trick,
                                 tween, end_width=lay.trick_w, turn1=turn))
        return self._t(0.12)

    def _dealer_chosen(self, event: ev.DealerChosen, lay: TableLayout) -> float:
        """Show who cut lowest (R-S2: the lowest card deals), then gather the cut cards to the dealer."""
        m = self.model
        m.dealer, m.note = event.seat, "cut"
        m.highlight = self.cut_cards.get(event.seat)
        pause, sweep = self._t(0.4) + self._reading(), self._t(0.3)

        def gather() -> None:
            self.on_sound("sweep")
            for seat, card, turn in m.trick:
                tween = Tween(sweep, easing=ease_in_out)
                self.animator.fly(Sprite(card, lay.trick_w, lay.seats[seat].trick,
                                         lay.stack_spot(event.seat), tween, end_width=lay.small_w,
                                         turn0=turn))
            m.trick, m.highlight = [], None

        self.animator.add(Tween(pause, on_done=gather))
        return pause + sweep

    def _show_turn_up(self) -> None:
        self.model.turn_up_shown = True

    def _deal(self, event: ev.CardDealt, lay: TableLayout) -> float:
        m = self.model
        m.stack -= 1
        hand = m.hands[event.seat]
        start = lay.stack_spot(m.dealer)
        if event.seat == self.me:
            trump = m.trump if m.trump_known else None
            cards = sorted([*hand, event.card],
                           key=lambda c: hand_order(c, trump, self.settings.trump_side))
            end, turn = lay.hand_cards(len(cards))[cards.index(event.card)]
            width, face = lay.hand_w, self.shows()
        else:
            end, turn = lay.fan_positions(event.seat, len(hand) + 1)[-1]
            width, face = lay.small_w, False

        def land() -> None:
            hand.append(event.card)
            if event.seat == self.me:
                self.sort_hand()

        tween = Tween(self._t(0.25), on_done=land)
        self.on_sound("deal")
        self.animator.fly(Sprite(event.card if face else None, lay.small_w, start, end, tween,
                                 end_width=width, face_up=face, turn0=90.0, turn1=turn))
        return self._t(0.08)

    def _pass(self, event: ev.CardsPassed, lay: TableLayout) -> float:
        m = self.model
        for card in event.cards:
            if card in m.hands[event.seat]:
                m.hands[event.seat].remove(card)
        seen = self.me in (event.seat, event.to) and self.shows()

        def land() -> None:
            m.hands[event.to].extend(event.cards)
            if event.to == self.me:
                self.sort_hand()
            m.passed.discard(event.seat)

        start, end = lay.seats[event.seat].anchor, lay.seats[event.to].anchor
        tween = Tween(self._t(0.35), on_done=land)
        self.on_sound("deal")
        self.animator.fly(Sprite(event.cards[0] if seen else None, lay.small_w, start, end, tween,
                                 face_up=seen))
        return self._t(0.15)

    def _play(self, event: ev.CardPlayed, lay: TableLayout) -> float:
        m = self.model
        hand = m.hands[event.seat]
        start_turn = 0.0
        if event.seat == self.me:
            held = lay.hand_cards(len(hand))
            start, start_turn = held[hand.index(event.card)] if event.card in hand else (lay.centre, 0.0)
            width = lay.hand_w
        else:
            fan = lay.fan_positions(event.seat, len(hand))
            start = fan[len(fan) // 2][0] if fan else lay.seats[event.seat].anchor
            width = lay.small_w
        if event.card in hand:
            hand.remove(event.card)
        elif hand:
            hand.pop()
        turn = random.Random(f"{m.round_number}:{sum(m.piles)}:{event.seat}").uniform(-TRICK_TURN, TRICK_TURN)

        def land() -> None:
            m.trick.append((event.seat, event.card, turn))
            self.on_sound("card")

        end = lay.seats[event.seat].trick
        tween = Tween(self._t(0.25), on_done=land)
        self.animator.fly(Sprite(event.card, width, start, end, tween, end_width=lay.trick_w,
                                 turn0=start_turn, turn1=turn, lift=lay.hand_w * 0.15))
        return self._t(0.27)

    def _trick_won(self, event: ev.TrickWon, lay: TableLayout) -> float:
        """The trick stays until it has been seen: a beat with the winning card lit and the
        winner's line shown, then the cards glide together to the winner's pile."""
        m = self.model
        m.highlight = event.cards[event.seats.index(event.winner)]
        m.last_trick = LastTrick(tuple(zip(event.seats, event.cards, strict=True)), event.winner)
        m.taker = event.winner
        pause, sweep = self._reading(), self._t(GLIDE)

        def start_sweep() -> None:
            m.highlight = None
            self.on_sound("sweep")
            pile = lay.pile_positions(event.winner, m.piles[event.winner] + 1)[-1]
            for seat, card, turn in m.trick:
                tween = Tween(sweep, easing=ease_in_out, on_done=lambda: None)
                self.animator.fly(Sprite(card, lay.trick_w, lay.seats[seat].trick, pile, tween,
                                         end_width=round(lay.small_w * 0.7), turn0=turn, turn1=90))
            m.trick = []
            self.animator.add(Tween(sweep, on_done=lambda: _take(m, event.winner)))

        if not self.settings.auto_continue and self.trick_waits:  # until a click or Space (go_on)
            self.waiting = start_sweep
            return 0.0
        self.animator.add(Tween(pause, on_done=start_sweep))
        return pause + sweep + self._t(0.05)


def _take(model: TableModel, winner: int) -> None:
    model.piles[winner] += 1
    model.taker = None
