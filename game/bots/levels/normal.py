"""The ``normal`` level: a solid club player.

It counts cards (what is gone, who showed out of which suit), bids the
number of tricks with the best expected score from each card's chance to
win, and plays to its bid: takes tricks cheaply while it needs them, ducks
and dumps high cards once its bid is made, and in the last four tricks
thinks through every line of its cards in a few deals of the unseen cards
(:mod:`game.bots.levels.lookahead`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from game.actions import Action, Bid, CardBid, ChooseTrump, Pass, Play
from game.bots.levels.lookahead import LOOKAHEAD_TRICKS, last_tricks_card
from game.bots.reading.knowledge import beats, current_best, higher_unseen, is_boss, unseen_cards
from game.bots.search.estimate import bid_for, expected_scores, table_chances, trick_distribution
from game.cards import Card, CardKind, Suit
from game.game import Phase
from game.tricks import led_suit
from game.view import SeatView


class NormalBot:
    """Card-counting heuristic player."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        """The action for ``view`` (one of ``view.legal``)."""
        if view.phase is Phase.PLAY:
            card = choose_card(view)
            if len(view.hand) <= LOOKAHEAD_TRICKS and len(view.legal) > 1:
                card = last_tricks_card(view, self.rng, card)
            return Play(card)
        if view.phase is Phase.BID:
            return choose_card_bid(view) if view.rules.card_bidding else Bid(choose_bid(view))
        if view.phase is Phase.PASS:
            return choose_pass(view)
        return ChooseTrump(strongest_suit(view.hand))


def bid_scores(view: SeatView) -> list[float]:
    """Expected points of every bid for this hand, from the card odds alone."""
    chances = table_chances(view.hand, view.trump, view.players, unseen_cards(view),
                            view.hand_size)
    return expected_scores(view.rules, trick_distribution(chances), view.hand_size)


def choose_bid(view: SeatView) -> int:
    """The legal bid with the best expected score, leaning on the bids already made."""
    allowed = [a.tricks for a in view.legal if isinstance(a, Bid)]
    return bid_for(view.rules, view.hand, view.trump, view.players, view.hand_size,
                   unseen_cards(view), [b for s, b in enumerate(view.bids)
                                        if b is not None and s != view.seat], allowed)


def choose_card_bid(view: SeatView) -> CardBid:
    """Oh-Seven: bid with the card whose number is closest to the tricks the hand
    should take if that card's suit were trump (higher cards win the choice)."""
    free = [a.card for a in view.legal if isinstance(a, CardBid)]
    return CardBid(card_bid_for(view.hand, free, view.players, unseen_cards(view), view.hand_size))


def card_bid_for(hand: Sequence[Card], free: Sequence[Card], players: int,
                 unseen: Counter[Card], hand_size: int) -> Card:
    """The card of ``free`` (the hand's cards not yet used as a bid) :func:`choose_card_bid`
    bids with, for any hand: the Hard bot's model of how the others bid with cards."""
    expected: dict[Suit | None, float] = {}
    best: tuple[float, Card] | None = None
    for card in free:
        if card.suit not in expected:
            expected[card.suit] = sum(table_chances(hand, card.suit, players, unseen, hand_size))
        cost = abs(expected[card.suit] - card.rank) - 0.05 * card.rank
        if best is None or cost < best[0]:
            best = (cost, card)
    if best is None:
        raise ValueError("no card to bid with")
    return best[1]


def choose_pass(view: SeatView) -> Pass:
    """Pass the cards whose fate is least certain (chance to win nearest one half)."""
    count = len(next(a for a in view.legal if isinstance(a, Pass)).cards)
    picked = Counter(pass_for(view.hand, count, view.trump, view.players, unseen_cards(view),
                              view.hand_size))
    for action in view.legal:
        if isinstance(action, Pass) and Counter(action.cards) == picked:
            return action
    return next(a for a in view.legal if isinstance(a, Pass))


def pass_for(hand: Sequence[Card], count: int, trump: Suit | None, players: int,
             unseen: Counter[Card], hand_size: int) -> list[Card]:
    """The ``count`` cards of ``hand`` :func:`choose_pass` passes, for any hand."""
    chances = table_chances(hand, trump, players, unseen, hand_size)
    order = sorted(range(len(hand)), key=lambda i: abs(chances[i] - 0.5))
    return [hand[i] for i in order[:count]]


def strongest_suit(hand: tuple[Card, ...]) -> Suit:
    """The suit with most cards, then the highest ranks (naming trump after a Wizard)."""
    def weight(suit: Suit) -> tuple[int, int]:
        mine = [c.rank for c in hand if c.suit is suit]
        return (len(mine), sum(mine))
    return max(Suit, key=weight)


def choose_card(view: SeatView) -> Card:
    """The card to play: win cheaply while tricks are needed, duck once the bid is made."""
    legal = [a.card for a in view.legal if isinstance(a, Play)]
    if len(legal) == 1:
        return legal[0]
    bid = view.bids[view.seat]
    need = (bid if bid is not None else 0) - view.tricks_won[view.seat]
    unseen = unseen_cards(view)
    trump = view.trump
    if not view.trick:
        return _lead(legal, need, unseen, view)
    best = current_best(view.trick, trump)
    assert best is not None
    led = led_suit([c for _, c in view.trick])
    winners = [c for c in legal if beats(c, best[1], led, trump)]
    losers = [c for c in legal if c not in winners]
    last = len(view.trick) == view.players - 1
    if need > 0:
        if winners:
            if last:
                return _lowest(winners, trump)
            safe = [c for c in winners if _safe_winner(c, view, unseen)]
            if safe:
                return _lowest(safe, trump)
            urgent = need >= len(view.hand)
            if urgent or _highest(winners, trump).suit is not trump:
                return _highest(winners, trump) if not urgent else _lowest(winners, trump)
            return _lowest(winners, trump)
        return _least_useful(losers or legal, trump, unseen)
    if losers:
        return _highest(losers, trump)  # dump the most dangerous card that still loses
    if last:
        return _highest(legal, trump)  # the trick is ours anyway: get rid of the top card
    return _lowest(legal, trump)


def _rank_key(card: Card, trump: Suit | None) -> tuple[int, int]:
    if card.kind == CardKind.WIZARD:
        return (3, card.rank)
    if card.kind == CardKind.JESTER:
        return (-1, card.rank)
    return (2 if card.suit is trump else 1, card.rank)


def _lowest(cards: list[Card], trump: Suit | None) -> Card:
    return min(cards, key=lambda c: _rank_key(c, trump))


def _highest(cards: list[Card], trump: Suit | None) -> Card:
    return max(cards, key=lambda c: _rank_key(c, trump))


def _safe_winner(card: Card, view: SeatView, unseen: Counter[Card]) -> bool:
    """Nobody still to play can beat it: it is the boss of its suit and, off trump,
    nobody after us is known to be void in it while trumps are out."""
    if not is_boss(card, unseen):
        return False
    if card.kind == CardKind.WIZARD or card.suit is view.trump or view.trump is None:
        return True
    trumps_out = any(c.suit is view.trump for c in unseen)
    later = [(view.seat + i) % view.players for i in range(1, view.players - len(view.trick))]
    return not trumps_out or not any(card.suit in view.voids[s] for s in later)


def _lead(legal: list[Card], need: int, unseen: Counter[Card], view: SeatView) -> Card:
    trump = view.trump
    if need > 0:
        bosses = [c for c in legal if is_boss(c, unseen)]
        side = [c for c in bosses if c.suit is not trump]
        safe_side = [c for c in side if not any(c.suit in v for v in view.voids)]
        if safe_side:
            return _highest(safe_side, trump)
        trump_bosses = [c for c in bosses if c.suit is trump or c.kind == CardKind.WIZARD]
        if trump_bosses and need >= len([c for c in legal if c.suit is trump]):
            return _highest(trump_bosses, trump)
        if side:
            return _highest(side, trump)
        return _least_useful(legal, trump, unseen)
    # want no trick: lead the card most likely to be beaten
    return max(legal, key=lambda c: (higher_unseen(c, unseen) - (5 if c.suit is trump else 0),
                                     -c.rank))


def _least_useful(cards: list[Card], trump: Suit | None, unseen: Counter[Card]) -> Card:
    """A card to throw away while still wanting tricks: the lowest non-trump that is
    no winner, keeping bosses and trumps for later."""
    plain = [c for c in cards
             if c.suit is not trump and c.kind != CardKind.WIZARD and not is_boss(c, unseen)]
    return _lowest(plain or cards, trump)
