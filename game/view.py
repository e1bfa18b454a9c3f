"""What one seat may know (a bot gets only this).

Everything here is public or the seat's own: its hand, the turn-up, bids
once revealed, every card played, who showed out of which suit, Oh-Seven bid
cards (shown to all), the cards it passed and received, and the earlier rounds
of the game as everyone saw them played. Re-dealing the other hands
consistently never changes a view; a test checks that.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Protocol

from game.actions import Action
from game.cards import Card, Suit
from game.phase import Phase
from game.round_log import RoundLog
from game.round_state import RoundState
from game.rules import Rules


@dataclass(frozen=True)
class PastRound:
    """An earlier, complete round of the game as every seat saw it: its bids and
    every trick (so each hand, all of whose cards were played)."""

    number: int
    hand_size: int
    dealer: int
    trump: Suit | None
    turn_up: Card | None
    bids: tuple[int, ...]  # by seat
    tricks: tuple[tuple[tuple[int, Card], ...], ...]


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of the game at one moment."""

    seat: int
    players: int
    rules: Rules
    phase: Phase
    to_act: int | None
    legal: tuple[Action, ...]  # this seat's legal actions, when it is to act
    round_number: int
    scheduled_rounds: int
    tie_break: bool
    hand_size: int
    dealer: int
    hand: tuple[Card, ...]
    turn_up: Card | None
    trump: Suit | None  # None also while Oh-Seven bids are secret
    bids: tuple[int | None, ...]  # public bids; secret ones are None
    own_secret: object | None  # this seat's secret bid, bid card or pass, not yet revealed
    bid_cards: tuple[Card | None, ...]  # Oh-Seven: revealed bid cards of the final bids
    used_bid_cards: tuple[tuple[Card, ...], ...]  # Oh-Seven: cards shown in rebids of this deal
    rebid_bonus: tuple[int, ...]
    tricks_won: tuple[int, ...]
    leader: int  # leads the current trick
    trick: tuple[tuple[int, Card], ...]  # the current trick so far
    tricks: tuple[tuple[tuple[int, Card], ...], ...]  # completed tricks of this round
    voids: tuple[frozenset[Suit], ...]  # suits each seat has shown it lacks
    passed: tuple[Card, ...]  # cards this seat passed this round
    passed_to: int | None
    received: tuple[Card, ...]
    totals: tuple[int, ...]
    scores: tuple[tuple[int, ...], ...]  # points of every complete round so far
    candidates: tuple[int, ...]  # seats that can still win (all but during tie-breaks)
    earlier: tuple[PastRound, ...] = ()  # the complete rounds before this one

    @property
    def played(self) -> list[Card]:
        """Every card played this round, current trick included."""
        return [card for trick in self.tricks for _, card in trick] + [c for _, c in self.trick]

    def known_cards(self, seat: int) -> list[Card]:
        """Cards this seat knows are still in ``seat``'s hand: Oh-Seven bid
        cards shown and not yet played, and cards passed to it not yet played."""
        if seat == self.seat:
            return list(self.hand)
        shown = Counter(self.used_bid_cards[seat])
        card = self.bid_cards[seat]
        if card is not None:
            shown[card] += 1
        passed = Counter(self.passed) if self.passed_to == seat else Counter()
        # a card we passed may be the one it bid with: count it once (max, not sum)
        known = shown | passed
        known -= Counter(played for trick in (*self.tricks, self.trick)
                         for who, played in trick if who == seat)
        return list(known.elements())


class ViewSource(Protocol):
    """What a view is made from: the game (:class:`~game.game.Game`) as it stands, of which
    :func:`seat_view` passes on only what one seat may know."""

    rules: Rules
    players: int
    phase: Phase
    to_act: int | None
    state: RoundState  # the deal in play, hidden cards and secret choices included
    rounds: list[RoundLog]  # every round so far, the one in play last
    totals: list[int]
    candidates: list[int]

    @property
    def scheduled_rounds(self) -> int:
        """Rounds of the schedule, tie-breaks excluded."""
        ...

    def legal_actions(self) -> list[Action]:
        """The legal actions of the seat to act."""
        ...


def seat_view(game: ViewSource, seat: int) -> SeatView:
    """The view of ``seat`` of ``game`` now."""
    rnd = game.rounds[-1]
    n = game.players
    secret: object | None = None
    if game.phase is Phase.BID and seat in game.state.secret_bids:
        secret = game.state.secret_bids[seat]
    elif game.phase is Phase.BID and seat in game.state.secret_cards:
        secret = game.state.secret_cards[seat]
    elif game.phase is Phase.PASS and seat in game.state.secret_passes:
        secret = game.state.secret_passes[seat]
    bid_cards: tuple[Card | None, ...] = (None,) * n
    if rnd.bids and rnd.bids[0].card is not None and len(rnd.bids) == n:
        bid_cards = tuple(b.card for b in sorted(rnd.bids, key=lambda b: b.seat))
    passed: tuple[Card, ...] = ()
    passed_to: int | None = None
    received: tuple[Card, ...] = ()
    for giver, receiver, cards in rnd.passes:
        if giver == seat:
            passed, passed_to = cards, receiver
        if receiver == seat:
            received = cards
    done = [t for t in rnd.tricks if t.winner is not None]
    current = rnd.tricks[-1] if rnd.tricks and rnd.tricks[-1].winner is None else None
    legal = tuple(game.legal_actions()) if game.to_act == seat else ()
    return SeatView(
        seat=seat, players=n, rules=game.rules, phase=game.phase, to_act=game.to_act,
        legal=legal, round_number=rnd.number, scheduled_rounds=game.scheduled_rounds,
        tie_break=rnd.tie_break, hand_size=rnd.hand_size, dealer=rnd.dealer,
        hand=tuple(game.state.hands[seat]), turn_up=rnd.turn_up, trump=rnd.trump,
        bids=tuple(game.state.bids), own_secret=secret, bid_cards=bid_cards,
        used_bid_cards=tuple(tuple(cards) for cards in game.state.used_bid_cards),
        rebid_bonus=tuple(rnd.bonus(n)), tricks_won=tuple(game.state.tricks_won),
        leader=game.state.leader,
        trick=tuple(current.plays) if current else (),
        tricks=tuple(tuple(t.plays) for t in done),
        voids=tuple(frozenset(v) for v in game.state.voids),
        passed=passed, passed_to=passed_to, received=received,
        totals=tuple(game.totals),
        scores=tuple(tuple(r.scores) for r in game.rounds if r.scores is not None),
        candidates=tuple(game.candidates),
        earlier=tuple(_past(r, n) for r in game.rounds if r.scores is not None),
    )


def _past(rnd: RoundLog, players: int) -> PastRound:
    """The public record of a complete round."""
    bids = [0] * players
    for bid in rnd.bids:
        bids[bid.seat] = bid.tricks
    return PastRound(rnd.number, rnd.hand_size, rnd.dealer, rnd.trump, rnd.turn_up, tuple(bids),
                     tuple(tuple(t.plays) for t in rnd.tricks))

