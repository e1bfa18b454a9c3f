"""Deals the other hands could be, consistent with everything a seat knows.

A sampled deal gives every other seat as many cards as it holds now: the
cards it is known to hold (Oh-Seven bid cards, cards we passed it), then
unseen cards that respect every void it has shown. :meth:`Sampler.explain`
says how likely a deal makes the bids and plays seen, under each seat's style
chances (:mod:`game.bots.reading.seat_model`), and the deal chain
(:mod:`game.bots.reading.chain`) walks from deal to deal by it; each deal also
says which style every other seat plays by in its rollouts, drawn from that
seat's chances given the deal.

:class:`Sampler` works on card indices (:class:`~game.bots.search.fast.Layout`)
and bit masks, as the search does: one decision draws thousands of deals.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from game.bidding import hook_forbidden
from game.bots.reading.inference import PlayReader
from game.bots.reading.knowledge import unseen_cards
from game.bots.reading.styles import EASY, NEUTRAL, NORMAL, STYLES, StyleBids, mix
from game.bots.search.fast import Layout
from game.cards import SUIT_RANK_ORDER, Card
from game.view import SeatView

Hands = list[list[Card]]

#: Styles with less than this chance at a seat are not considered for it (saves time).
MIN_CHANCE = 0.03


@dataclass(frozen=True)
class Deal:
    """One sampled deal: every seat's hand (a mask; ours as it is), the cards
    nobody holds (undealt), and the style each seat plays by in this deal."""

    hands: list[int]
    ghost: int
    styles: list[int]


def hand_counts(view: SeatView) -> list[int]:
    """How many cards each seat holds now."""
    played = Counter(seat for trick in (*view.tricks, view.trick) for seat, _ in trick)
    return [view.hand_size - played[s] for s in range(view.players)]


def known_and_pool(view: SeatView, unseen: Counter[Card]) -> tuple[list[list[Card]], list[Card]]:
    """The cards the seat knows each other seat holds, and the rest of ``unseen`` (the
    seat's unseen cards) to deal at random, in a fixed order: the rng alone decides."""
    known = [view.known_cards(s) if s != view.seat else [] for s in range(view.players)]
    pool = sorted((unseen - Counter(c for hand in known for c in hand)).elements(), key=str)
    return known, pool


def deal_one(view: SeatView, rng: random.Random, pool: list[Card], counts: list[int],
             known: list[list[Card]]) -> Hands | None:
    """One random consistent deal of ``pool`` to the other seats, as cards, or None
    (rare) if the shuffle could not satisfy the voids (Normal's lookahead draws these)."""
    hands: Hands = [list(view.hand) if s == view.seat else list(known[s])
                    for s in range(view.players)]
    order = sorted((s for s in range(view.players) if s != view.seat),
                   key=lambda s: -len(view.voids[s]))
    rest = list(pool)
    rng.shuffle(rest)
    for seat in order:
        need = counts[seat] - len(hands[seat])
        if need <= 0:
            continue
        voids = view.voids[seat]
        take = [i for i, c in enumerate(rest) if c.suit not in voids] if voids else None
        if take is None:
            chosen, rest = rest[:need], rest[need:]
        else:
            if len(take) < need:
                return None
            picked = set(take[:need])
            chosen = [rest[i] for i in take[:need]]
            rest = [c for i, c in enumerate(rest) if i not in picked]
        hands[seat].extend(chosen)
    return hands


def undealt(unseen: Counter[Card], hands: Hands, me: int) -> list[Card]:
    """The cards of a deal nobody holds and nobody has seen (not dealt): the
    players of a rollout count them as possibly out against their cards, as a
    player must. ``unseen``: the cards seat ``me`` has not seen."""
    dealt = Counter(card for seat, hand in enumerate(hands) if seat != me for card in hand)
    return list((unseen - dealt).elements())


class Sampler:
    """Draws deals for one decision: what every draw shares (the card indices of
    what the seat has seen, the pool, the voids, the bidders' models) is worked
    out once. ``chances``: per seat, its style chances (default: neutral)."""

    def __init__(self, view: SeatView, chances: Sequence[Sequence[float]] | None = None) -> None:
        self.view = view
        rules, n, me = view.rules, view.players, view.seat
        layout = self.layout = Layout.for_deck(rules.deck, rules.copies(n))
        self.counts = hand_counts(view)
        self.unseen = unseen_cards(view)
        known, _ = known_and_pool(view, self.unseen)
        tricks = (*view.tricks, view.trick) if view.trick else view.tricks
        plays = [(seat, card) for trick in tricks for seat, card in trick]
        turn_up = [[view.turn_up]] if view.turn_up is not None else []
        masks = layout.encode([list(view.hand), *([c] for _, c in plays), *turn_up, *known])
        self.mine = masks[0]
        play_idx = [m.bit_length() - 1 for m in masks[1:1 + len(plays)]]
        self.known = masks[len(masks) - n:]
        self.known[me] = self.mine
        self.played = [0] * n
        for (seat, _), idx in zip(plays, play_idx, strict=True):
            self.played[seat] |= 1 << idx
        self.trick = list(zip([s for s, _ in view.trick], play_idx[len(play_idx) - len(view.trick):],
                              strict=True))
        used = 0
        for mask in masks:
            used |= mask
        self.pool = [i for i in range(layout.size) if not used >> i & 1]
        self.void = [0] * n
        for seat, suits in enumerate(view.voids):
            for suit in suits:
                self.void[seat] |= layout.suit_mask[SUIT_RANK_ORDER.index(suit)]
        self.order = sorted((s for s in range(n) if s != me), key=lambda s: -len(view.voids[s]))
        self.need = [self.counts[s] - self.known[s].bit_count() for s in range(n)]
        # the seats' style chances, and the styles worth weighing for each
        chances = chances or [NEUTRAL] * n
        self.active = [[s for s in range(STYLES) if chances[seat][s] >= MIN_CHANCE] if seat != me else []
                       for seat in range(n)]
        self.log_prior = [[math.log(max(p, 1e-12)) for p in chances[seat]] for seat in range(n)]
        self.bidders = [] if rules.card_bidding else [s for s in range(n)
                                                      if s != me and view.bids[s] is not None]
        deck = self.unseen + Counter(view.hand) + Counter(view.played)
        self.bids = StyleBids(rules, deck, view.trump, n, view.hand_size)
        eldest = (view.dealer + 1) % n
        order = [(eldest + i) % n for i in range(n)]
        self.earlier = {seat: [] if rules.simultaneous_bidding else [view.bids[s] or 0
                                                                      for s in order[:order.index(seat)]]
                        for seat in self.bidders}
        #: The bid the hook denied the dealer, if the dealer has bid.
        self.forbidden = {seat: hook_forbidden(self.earlier[seat], view.hand_size)
                          for seat in self.bidders if rules.hook and seat == view.dealer}
        self.centres: dict[int, tuple[int, tuple[int, int]]] = {}  # by a seat's whole hand
        self.explained: dict[tuple[int, int], tuple[list[float], float]] = {}  # by seat and hand
        self.everything = used & ~(masks[1 + len(plays)] if turn_up else 0)
        for i in self.pool:
            self.everything |= 1 << i
        reader = PlayReader(view, layout, play_idx) if not rules.card_bidding else None
        self.reader = reader if reader is not None and reader.active else None

    def deal(self, rng: random.Random) -> tuple[list[int], int] | None:
        """One random consistent deal: every seat's hand (a mask) and the undealt
        cards, or None (rare) if the shuffle could not satisfy the voids."""
        rand = rng.random  # a shuffle by random keys: as fair as random.shuffle, and faster
        rest = sorted(self.pool, key=lambda _: rand())
        hands = list(self.known)
        for seat in self.order:
            need = self.need[seat]
            if need <= 0:
                continue
            void = self.void[seat]
            if not void:
                chosen, rest = rest[:need], rest[need:]
            else:
                chosen, left = [], []
                for i in rest:
                    if len(chosen) < need and not void >> i & 1:
                        chosen.append(i)
                    else:
                        left.append(i)
                if len(chosen) < need:
                    return None
                rest = left
            mask = hands[seat]
            for i in chosen:
                mask |= 1 << i
            hands[seat] = mask
        ghost = 0
        for i in rest:
            ghost |= 1 << i
        return hands, ghost

    def explain(self, hands: list[int], ghost: int) -> tuple[list[list[float]], float]:
        """Per seat, the log-chance of each of its active styles and of the bids and
        plays it made, given the deal; and the deal's log-likelihood (each seat's
        styles mixed). A seat's bid and plays depend on its own hand alone (all else
        they were answers to is public), so the deal's likelihood is a product of one
        factor per seat (:meth:`seat_explain`); ``ghost`` changes nothing."""
        total = 0.0
        out: list[list[float]] = [[] for _ in range(self.view.players)]
        for seat in self.order:
            out[seat], here = self.seat_explain(seat, hands[seat])
            total += here
        return out, total

    def seat_explain(self, seat: int, hand: int) -> tuple[list[float], float]:
        """For another seat holding ``hand`` now (a mask): the log-chance of each of its
        active styles given its bid and plays, and the log-likelihood of those (its
        styles mixed). A hand comes up again and again in one decision: it is worked
        out once."""
        key = (seat, hand)
        known = self.explained.get(key)
        if known is not None:
            return known
        active = self.active[seat]
        logs = [self.log_prior[seat][s] for s in active]
        mine = hand | self.played[seat]
        if seat in self.earlier:
            centre = self.centres.get(mine)
            if centre is None:
                bids, layout = self.bids, self.layout
                # Normal's bid is the slow part, and only Easy's count is asked of a seat
                # read as Easy alone
                normal = (bids.normal_mask_bid(mine, layout, self.earlier[seat])
                          if any(s != EASY for s in active) else -1)
                centre = self.centres[mine] = (normal, bids.easy_mask_guess(mine, layout))
            bid = self.view.bids[seat] or 0
            chances = self.bids.log_chances(bid, *centre, active, self.forbidden.get(seat))
            logs = [a + b for a, b in zip(logs, chances, strict=True)]
        if self.reader is not None:
            row = self.reader.seat_log_likelihoods(seat, mine, self.everything, active)
            logs = [a + row[s] for a, s in zip(logs, active, strict=True)]
        if len(logs) == 1:
            answer = [0.0], logs[0]
        else:
            here = mix(logs)
            answer = [x - here for x in logs], here
        self.explained[key] = answer
        return answer

    def draw_styles(self, logs: list[list[float]], rng: random.Random) -> list[int]:
        """A style for every seat, drawn from its chances given the deal (``logs``,
        as :meth:`explain` gives them; ours plays by Normal's habits)."""
        styles = [NORMAL] * len(logs)
        for seat in self.order:
            active = self.active[seat]
            if len(active) > 1:
                pick, acc, chosen = rng.random(), 0.0, active[-1]
                for style, log in zip(active, logs[seat], strict=True):
                    acc += math.exp(log)
                    if pick < acc:
                        chosen = style
                        break
                styles[seat] = chosen
            elif active:
                styles[seat] = active[0]
        return styles

    def place(self, hands: Hands) -> tuple[list[int], int]:
        """Known hands (cards, every seat: the Clairvoyant's peek) as masks numbered as
        this sampler numbers its deals, and the undealt cards."""
        free: dict[Card, list[int]] = {}
        for i in self.pool:
            free.setdefault(self.layout.cards[i], []).append(i)
        masks = list(self.known)
        for seat, hand in enumerate(hands):
            if seat == self.view.seat:
                continue
            rest = Counter(hand) - Counter(self.layout.decode(self.known[seat]))
            for card in rest.elements():
                masks[seat] |= 1 << free[card].pop()
        ghost = 0
        for indices in free.values():
            for i in indices:
                ghost |= 1 << i
        return masks, ghost

    def cards(self, deal: Deal) -> Hands:
        """The hands of ``deal`` as cards (ours as in the view)."""
        return [list(self.view.hand) if s == self.view.seat else self.layout.decode(mask)
                for s, mask in enumerate(deal.hands)]

