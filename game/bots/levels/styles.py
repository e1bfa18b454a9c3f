"""Players of other styles than ours, for the gauntlet of ``bench bots``.

People do not play like the Normal bot. These bots play like some of them,
each a bidder and a card policy of :mod:`game.bots.search.policies` (the very
policies the Hard bot's seat models use, so each is exactly one of the styles
it can recognise; Easy and Normal are the levels of the same names):

- ``grabber``: an over-bidder who grabs tricks: bids one more than Normal
  would and takes every trick it can, bid made or not;
- ``ducker``: a cautious under-bidder who ducks: bids one fewer than Normal
  would and takes a trick only with a sure winner;
- ``wild``: near-random: bids anything within two of Normal's bid and plays a
  random legal card half of the time.

Oh-Seven bid cards, passing and naming trump are the Normal bot's at every style.
"""

from __future__ import annotations

import random
from typing import ClassVar

from game.actions import Action, Bid, Play
from game.bots.levels.normal import NormalBot
from game.bots.reading.knowledge import unseen_cards
from game.bots.search.estimate import bid_for
from game.bots.search.fast import NOT_SET, Layout
from game.bots.search.policies import DuckPolicy, GrabPolicy, Policy, WildPolicy
from game.cards import SUIT_RANK_ORDER, Card
from game.game import Phase
from game.view import SeatView


class StyleBot:
    """A player of one style: its policy plays the cards, :meth:`target` sets the bid."""

    policy: ClassVar[type[Policy]] = Policy

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        """The action for ``view`` (one of ``view.legal``)."""
        if view.phase is Phase.PLAY:
            return Play(self.card(view))
        if view.phase is Phase.BID and not view.rules.card_bidding:
            allowed = [a.tricks for a in view.legal if isinstance(a, Bid)]
            normal = bid_for(view.rules, view.hand, view.trump, view.players, view.hand_size,
                             unseen_cards(view), [b for s, b in enumerate(view.bids)
                                                  if b is not None and s != view.seat],
                             range(view.hand_size + 1))
            return Bid(self.target(normal, allowed, view.hand_size))
        return NormalBot(self.rng.getrandbits(32)).choose(view)

    def target(self, normal: int, allowed: list[int], hand_size: int) -> int:
        """The bid, given Normal's bid for the hand (ignoring the hook) and the bids allowed."""
        return min(allowed, key=lambda b: (abs(b - normal), b))

    def card(self, view: SeatView) -> Card:
        """The card the policy plays from this view."""
        legal = [a.card for a in view.legal if isinstance(a, Play)]
        if len(legal) == 1:
            return legal[0]
        rules = view.rules
        layout = Layout.for_deck(rules.deck, rules.copies(view.players))
        trick = [card for _, card in view.trick]
        masks = layout.encode([list(view.hand), *([c] for c in trick), list(unseen_cards(view).elements())])
        hand, others = masks[0], masks[-1]
        allowed = set(legal)
        legal_mask = 0
        bits = hand
        while bits:
            low = bits & -bits
            if layout.cards[low.bit_length() - 1] in allowed:
                legal_mask |= low
            bits ^= low
        trump = -1 if view.trump is None else SUIT_RANK_ORDER.index(view.trump)
        pick = self.policy(layout, trump, self.rng)
        bid = view.bids[view.seat] or 0
        won = view.tricks_won[view.seat]
        if not trick:
            return layout.cards[pick.lead(hand, others, bid - won)]
        keys = layout.keys(trump)
        led, best_key, best_idx = NOT_SET, -1, -1
        for mask in masks[1:1 + len(trick)]:
            idx = mask.bit_length() - 1
            if led == NOT_SET:
                led = layout.lead_slot[idx]
            if keys[led][idx] > best_key:
                best_key, best_idx = keys[led][idx], idx
        last = len(trick) == view.players - 1
        return layout.cards[pick.follow(legal_mask, won < bid, 0 if last else others, led, best_key,
                                        best_idx)]


class GrabberBot(StyleBot):
    """Over-bidder who grabs tricks: Normal's bid plus one, every trick it can take."""

    policy = GrabPolicy

    def target(self, normal: int, allowed: list[int], hand_size: int) -> int:
        """One more than Normal's bid (the higher bid when the hook forbids it)."""
        want = min(hand_size, normal + 1)
        return min(allowed, key=lambda b: (abs(b - want), -b))


class DuckerBot(StyleBot):
    """Cautious under-bidder who ducks: Normal's bid minus one, tricks only with sure winners."""

    policy = DuckPolicy

    def target(self, normal: int, allowed: list[int], hand_size: int) -> int:
        """One fewer than Normal's bid (the lower bid when the hook forbids it)."""
        want = max(0, normal - 1)
        return min(allowed, key=lambda b: (abs(b - want), b))


class WildBot(StyleBot):
    """Near-random: a bid within two of Normal's, a random card half of the time."""

    policy = WildPolicy

    def target(self, normal: int, allowed: list[int], hand_size: int) -> int:
        """Any allowed bid within two of Normal's, at random."""
        near = [b for b in allowed if abs(b - normal) <= 2]
        return self.rng.choice(near or allowed)
