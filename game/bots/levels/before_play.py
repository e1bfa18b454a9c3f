"""The Hard bot's search on the choices made before the first card: naming trump
(Wizard, R-T5), bidding with a card (Oh-Seven, R-B4, rebids included) and passing
cards (R-X1).

Each is priced as bids and cards are: from the deciding seat's view alone, in
deals of the hidden cards the seat samples, each round finished by the rollout
policies, on the search's node or time budget.

- **Naming trump**: for each suit, the bid search as if that suit were trump
  (:meth:`HardBot.bids`); a suit is worth its best bid's expected points. Every
  suit is searched in the same deals, so the suits differ by the trump alone.
- **A bid card**: in each deal the other seats pick their bid cards as the
  Normal bot does (:func:`game.bots.levels.normal.card_bid_for`); the highest
  card names trump and leads, and the round is played out to the bids. Bids
  adding up to the tricks (or identical top cards) would mean a rebid (R-B5): the
  top holders' point is counted, then the round is priced as if the bids stood
  (each rebid is judged on its own when it is made).
- **Passing**: the legal passes are many (35 ways to pass 3 of 7) and most are
  poor, so a small set is priced: the Normal bot's pass, the highest cards, the
  lowest, the cards of the shortest suits (to void them), and any the caller adds
  (the judge adds the pass made). In each deal the others pass as Normal does,
  then every seat bids as Normal does (a number, or a card) and the round is
  played out: the pass is worth what the round after it is to a plain player.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import Protocol

from game.actions import Action, Bid, CardBid, ChooseTrump, Pass
from game.bidding import needs_rebid, top_bidders
from game.bots.levels import normal
from game.bots.levels.priced import Estimate, Tally, add, estimate, new_tally
from game.bots.reading.sampling import Deal, Sampler
from game.bots.search.estimate import bid_for
from game.bots.search.fast import World
from game.bots.search.rollout import greedy_playout
from game.cards import SUIT_RANK_ORDER, Card, CardKind, Suit
from game.phase import Phase
from game.scoring import points
from game.view import SeatView

#: Bids the bid search prices around its first guess (as :meth:`HardBot.bids` does).
BID_WINDOW = 7


class Searcher(Protocol):
    """The search the choices here are priced with (the Hard bot's): its generator, its
    rollouts' chance of a random card, the deals it samples and its bid pricer."""

    rng: random.Random
    explore: float

    def sampler(self, view: SeatView) -> Sampler:
        """The deal sampler of the seat of ``view``."""
        ...

    def deals(self, sampler: Sampler) -> Iterator[tuple[Deal, float]]:
        """Sampled deals with their weights, until the search's budget is spent."""
        ...

    def bids(self, view: SeatView, share: float = 1.0) -> dict[Action, Estimate]:
        """Each legal bid of ``view``, priced on ``share`` of the search's budget."""
        ...


def rollouts_per_deal(view: SeatView, also: Sequence[Action] = ()) -> int:
    """How many rollouts one sampled deal costs the search of the decision in ``view``
    (the judge sizes its node budget by it)."""
    if view.phase is Phase.CHOOSE_TRUMP:
        return len(view.legal) * min(view.hand_size + 1, BID_WINDOW)
    if view.phase is Phase.PASS:
        return len(pass_candidates(view, also))
    return len({a.card for a in view.legal if isinstance(a, CardBid)})


# -- naming trump ----------------------------------------------------------------

def price_trumps(bot: Searcher, view: SeatView) -> dict[Action, Estimate]:
    """Each suit the dealer may name, priced by its best bid's expected points."""
    suits = [a for a in view.legal if isinstance(a, ChooseTrump)]
    seed, saved = bot.rng.getrandbits(32), bot.rng
    out: dict[Action, Estimate] = {}
    try:
        for action in suits:
            bot.rng = random.Random(seed)  # the same deals for every suit
            bidding = replace(view, phase=Phase.BID, trump=action.suit, to_act=view.seat,
                              legal=tuple(Bid(b) for b in range(view.hand_size + 1)))
            bids = bot.bids(bidding, share=1 / len(suits))
            searched = [e for e in bids.values() if e.samples] or list(bids.values())
            out[action] = max(searched, key=lambda e: (e.points, e.make))
    finally:
        bot.rng = saved
    return out


# -- bid cards -------------------------------------------------------------------

def price_card_bids(bot: Searcher, view: SeatView, stop: Callable[[int], bool]) -> dict[Action, Estimate]:
    """Each distinct card the seat may bid with, priced by the round it leads to."""
    sampler = bot.sampler(view)
    table = _Table(view, sampler)
    cards = list(dict.fromkeys(a.card for a in view.legal if isinstance(a, CardBid)))
    tally: dict[Card, Tally] = {card: new_tally() for card in cards}
    done = 0
    for deal, weight in bot.deals(sampler):
        seed = bot.rng.getrandbits(32)  # the same rollout luck for every card
        picks = table.bid_cards(deal.hands, view.seat)
        for card in cards:
            picks[view.seat] = card
            score, made = table.play_card_bids(deal, picks, seed, bot.explore)
            add(tally[card], weight, score, made)
        done += len(cards)
        if stop(done):
            break
    return {a: estimate(tally[a.card]) for a in view.legal if isinstance(a, CardBid)}


# -- passing ---------------------------------------------------------------------

def pass_candidates(view: SeatView, also: Sequence[Action] = ()) -> list[Pass]:
    """The passes worth pricing (legal ones, no two alike): the Normal bot's, the
    highest cards, the lowest, the shortest suits' cards, then ``also``."""
    legal = [a for a in view.legal if isinstance(a, Pass)]
    if not legal:
        return []
    count, trump = len(legal[0].cards), view.trump
    strength = sorted(view.hand, key=lambda c: _strength(c, trump))
    length = Counter(c.suit for c in view.hand if c.kind == CardKind.SUITED)
    shortest = sorted(view.hand, key=lambda c: (length[c.suit] if c.kind == CardKind.SUITED
                                                else 99, -_strength(c, trump)[1]))
    wanted = [normal.choose_pass(view).cards, strength[-count:], strength[:count],
              shortest[:count], *(a.cards for a in also if isinstance(a, Pass))]
    by_cards = {_key(a.cards): a for a in legal}
    out: dict[tuple[str, ...], Pass] = {}
    for cards in wanted:
        action = by_cards.get(_key(cards))
        if action is not None:
            out.setdefault(_key(cards), action)
    return list(out.values())


def price_passes(bot: Searcher, view: SeatView, stop: Callable[[int], bool],
                 also: Sequence[Action] = ()) -> dict[Action, Estimate]:
    """Each candidate pass (:func:`pass_candidates`), priced by the round after it."""
    candidates = pass_candidates(view, also)
    if not candidates:
        return {}
    count, direction = view.rules.passes(view.round_number)
    sampler = bot.sampler(view)
    table, layout, n, me = _Table(view, sampler), sampler.layout, view.players, view.seat
    tally: dict[Pass, Tally] = {a: new_tally() for a in candidates}
    done = 0
    for deal, weight in bot.deals(sampler):
        seed = bot.rng.getrandbits(32)
        theirs = {s: table.pass_mask(s, deal.hands[s], count) for s in range(n) if s != me}
        for action in candidates:
            given = {**theirs, me: _take(layout.indices, deal.hands[me], action.cards)}
            hands = [(deal.hands[s] & ~given[s]) | given[(s - direction) % n] for s in range(n)]
            after = Deal(hands, deal.ghost, deal.styles)
            if view.rules.card_bidding:
                picks = table.bid_cards(hands, None)
                score, made = table.play_card_bids(after, picks, seed, bot.explore)
            else:
                score, made = table.play_bids(after, seed, bot.explore)
            add(tally[action], weight, score, made)
        done += len(candidates)
        if stop(done):
            break
    return {a: estimate(tally[a]) for a in candidates}


# -- the round after the choice, played plainly -----------------------------------

class _Table:
    """What the deals of one decision share: the rules, the deck, who bids first, and
    the plain choices of each hand (worked out once per hand)."""

    def __init__(self, view: SeatView, sampler: Sampler) -> None:
        self.view, self.layout = view, sampler.layout
        self.deck = sampler.unseen + Counter(view.hand)
        eldest = (view.dealer + 1) % view.players
        self.order = [(eldest + i) % view.players for i in range(view.players)]
        self._cards: dict[tuple[int, int], Card] = {}

    def unseen_by(self, hand: list[Card]) -> Counter[Card]:
        """The cards a seat holding ``hand`` has not seen (the turn-up is out already)."""
        return self.deck - Counter(hand)

    def bid_cards(self, hands: list[int], skip: int | None) -> list[Card]:
        """Every seat's plain bid card (Normal's) in ``hands``, but ``skip``'s (left to fill)."""
        view, out = self.view, []
        for seat, mask in enumerate(hands):
            if seat == skip:
                out.append(self.layout.decode(mask)[0])  # a stand-in: the caller's card goes here
                continue
            card = self._cards.get((seat, mask))
            if card is None:
                hand = self.layout.decode(mask)
                used = Counter(view.used_bid_cards[seat])
                free = list((Counter(hand) - used).elements()) or hand
                card = self._cards[(seat, mask)] = normal.card_bid_for(
                    hand, free, view.players, self.unseen_by(hand), view.hand_size)
            out.append(card)
        return out

    def play_card_bids(self, deal: Deal, picks: list[Card], seed: int,
                       explore: float) -> tuple[float, bool]:
        """Our points once every seat has bid ``picks`` (R-B4): the top card names trump
        and leads; a total of the tricks (or identical top cards) gives the top holders
        a rebid point (R-B5) and is then priced as if the bids stood."""
        view, me = self.view, self.view.seat
        bids = [(s, picks[s]) for s in self.order]
        top = top_bidders(bids)
        leader, suit = top[0], picks[top[0]].suit
        bonus = 1 if view.rules.rebid and me in top and needs_rebid(bids, view.hand_size) else 0
        targets = [card.rank for card in picks]
        return self._play(deal, targets, suit, leader, seed, explore, bonus)

    def play_bids(self, deal: Deal, seed: int, explore: float) -> tuple[float, bool]:
        """Our points once every seat, ours too, has bid as Normal does in ``deal``
        (bids by number, in turn from eldest hand)."""
        view, made = self.view, list[int]()
        targets = [0] * view.players
        for seat in self.order:
            hand = self.layout.decode(deal.hands[seat])
            allowed = list(range(view.hand_size + 1))
            earlier = [] if view.rules.simultaneous_bidding else made
            targets[seat] = bid_for(view.rules, hand, view.trump, view.players, view.hand_size,
                                    self.unseen_by(hand), list(earlier), allowed)
            made.append(targets[seat])
        return self._play(deal, targets, view.trump, self.order[0], seed, explore, 0)

    def pass_mask(self, seat: int, mask: int, count: int) -> int:
        """The cards (a mask) seat ``seat`` holding ``mask`` passes as Normal does."""
        hand = self.layout.decode(mask)
        cards = normal.pass_for(hand, count, self.view.trump, self.view.players,
                                self.unseen_by(hand), self.view.hand_size)
        return _take(self.layout.indices, mask, cards)

    def _play(self, deal: Deal, targets: list[int], suit: Suit | None, leader: int, seed: int,
              explore: float, bonus: int) -> tuple[float, bool]:
        view, me = self.view, self.view.seat
        trump = -1 if suit is None else SUIT_RANK_ORDER.index(suit)
        world = World(self.layout, view.players, deal.hands, trump, view.rules.must_trump, leader,
                      [], [0] * view.players, deal.ghost)
        tricks = greedy_playout(world, random.Random(seed), targets, explore=explore,
                                styles=deal.styles)
        score = points(view.rules, targets[me], tricks[me], view.hand_size) + bonus
        return float(score), tricks[me] == targets[me]


def _take(indices: Callable[[Card], list[int]], mask: int, cards: Sequence[Card]) -> int:
    """The indices (a mask) of ``cards`` within ``mask`` (a copy each, for two decks)."""
    out = 0
    for card in cards:
        for i in indices(card):
            if mask >> i & 1 and not out >> i & 1:
                out |= 1 << i
                break
        else:
            raise ValueError(f"{card} is not in the hand")
    return out


def _strength(card: Card, trump: Suit | None) -> tuple[int, int]:
    """How strong a card is for a pass: Wizards top, Jesters bottom, trumps over the rest."""
    if card.kind == CardKind.WIZARD:
        return (3, card.rank)
    if card.kind == CardKind.JESTER:
        return (-1, card.rank)
    return (2 if trump is not None and card.suit is trump else 1, card.rank)


def _key(cards: Sequence[Card]) -> tuple[str, ...]:
    return tuple(sorted(str(c) for c in cards))
