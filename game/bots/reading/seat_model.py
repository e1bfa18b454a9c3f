"""Who sits at the table: each seat's chances of playing in each style.

Every earlier round of the game is public once it is over: all its cards were
played, so each seat's whole hand, its bid and every card it chose are known
(:attr:`game.view.SeatView.earlier`). :class:`SeatModels` scores them under
every style (:mod:`game.bots.reading.styles`) and keeps, per seat, the
chances of each style given all it has shown: a posterior that starts from a
prior (neutral, or a named player's tendencies from earlier games,
:func:`prior_from_tendencies`) and is updated with the likelihood of every bid
and card. The Hard bot weighs its sampled deals with it and plays each seat
by it in its rollouts.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence

from game.bidding import hook_forbidden
from game.bots.reading.inference import reading_policies, replay_logs
from game.bots.reading.styles import NEUTRAL, STYLES, StyleBids
from game.bots.search.fast import Layout
from game.cards import SUIT_RANK_ORDER, Card, make_deck
from game.view import PastRound, SeatView

#: Every style keeps at least this share of a seat's chances: people change, and
#: a style ruled out for good could not come back.
KEEP = 0.02
#: How many earlier rounds of history a named player's tendencies count as at most
#: (a prior should steer the first rounds, not outweigh what the seat shows now).
HISTORY_WEIGHT = 20.0

#: How often each style's rounds end made / over (more tricks than bid) / under:
#: the style's bot in one seat of three Normal bots, 60 Oh Pshaw games each (about
#: 780 rounds a style; ``python -m devtools.bots.style_rates --games 60``). Easy and
#: ducker players end alike (both take tricks they did not bid), so a record of
#: bids tells them apart from grabbers and from Normal, not from each other.
STYLE_RATES: tuple[tuple[float, float, float], ...] = (
    (0.65, 0.17, 0.17),  # normal
    (0.49, 0.43, 0.08),  # easy
    (0.26, 0.07, 0.68),  # grabber
    (0.50, 0.39, 0.11),  # ducker
    (0.31, 0.26, 0.43),  # wild
)


def prior_from_tendencies(rounds: int, made: float, over: float, under: float) -> list[float]:
    """A seat's style chances from a named player's record in earlier games: ``rounds``
    played, the share made, with more tricks than bid (``over``) and fewer (``under``).
    Each style is weighed by how likely its own rates make that record, as if
    from at most ``HISTORY_WEIGHT`` rounds; a new name (no rounds) gets ``NEUTRAL``.

    >>> [round(p, 2) for p in prior_from_tendencies(0, 0, 0, 0)] == list(NEUTRAL)
    True
    >>> grabby = prior_from_tendencies(50, 0.3, 0.1, 0.6)
    >>> max(range(5), key=grabby.__getitem__)  # takes fewer tricks than it bids: the grabber
    2
    """
    if rounds <= 0:
        return list(NEUTRAL)
    seen = min(float(rounds), HISTORY_WEIGHT)
    logs = [math.log(NEUTRAL[s]) + seen * sum(share * math.log(rate) for share, rate in
                                              zip((made, over, under), STYLE_RATES[s], strict=True))
            for s in range(STYLES)]
    return _normalise(logs)


class SeatModels:
    """Every seat's style chances, kept up to date round by round from the views it is shown."""

    def __init__(self, priors: Mapping[int, Sequence[float]] | None = None) -> None:
        self.priors = {seat: list(p) for seat, p in (priors or {}).items()}
        self.seen: tuple[PastRound, ...] = ()
        self.logs: list[list[float]] = []

    def chances(self, view: SeatView) -> list[list[float]]:
        """Per seat, the chance of each style given the earlier rounds of ``view``'s game."""
        earlier = view.earlier
        if earlier[:len(self.seen)] != self.seen or len(self.logs) != view.players:
            self.seen, self.logs = (), [[0.0] * STYLES for _ in range(view.players)]
        for past in earlier[len(self.seen):]:
            for seat, logs in enumerate(round_logs(view, past)):
                self.logs[seat] = [a + b for a, b in zip(self.logs[seat], logs, strict=True)]
        self.seen = earlier
        out = []
        for seat in range(view.players):
            prior = self.priors.get(seat, NEUTRAL)
            logs = [math.log(max(p, 1e-9)) + x for p, x in zip(prior, self.logs[seat], strict=True)]
            out.append(_normalise(logs))
        return out


def round_logs(view: SeatView, past: PastRound) -> list[list[float]]:
    """Per seat, the log-likelihood under each style of its bid and plays in ``past``."""
    rules, n = view.rules, view.players
    copies = rules.copies(n)
    layout = Layout.for_deck(rules.deck, copies)
    hands: list[list[Card]] = [[] for _ in range(n)]
    for trick in past.tricks:
        for seat, card in trick:
            hands[seat].append(card)
    out = [[0.0] * STYLES for _ in range(n)]
    if not past.tricks or any(len(h) != past.hand_size for h in hands):
        return out  # not a whole round: nothing certain to learn
    deck = Counter(make_deck(rules.deck, copies))
    if past.turn_up is not None:
        deck[past.turn_up] -= 1
    ghost = deck - Counter(c for hand in hands for c in hand)
    if not rules.card_bidding:
        bids = StyleBids(rules, +deck, past.trump, n, past.hand_size)
        eldest = (past.dealer + 1) % n
        made: list[int] = []
        for k in range(n):
            seat = (eldest + k) % n
            earlier = [] if rules.simultaneous_bidding else made
            normal, easy = bids.normal_bid(hands[seat], earlier), bids.easy_guess(hands[seat])
            hooked = hook_forbidden(made, past.hand_size) if rules.hook and seat == past.dealer else None
            logs = bids.log_chances(past.bids[seat], normal, easy, range(STYLES), hooked)
            out[seat] = [a + b for a, b in zip(out[seat], logs, strict=True)]
            made = [*made, past.bids[seat]]
    masks = layout.encode([*hands, list(ghost.elements())])
    where = [dict[Card, list[int]]() for _ in range(n)]
    for seat, mask in enumerate(masks[:n]):
        bits = mask
        while bits:
            low = bits & -bits
            where[seat].setdefault(layout.cards[low.bit_length() - 1], []).append(low.bit_length() - 1)
            bits ^= low
    plays = [(seat, where[seat][card].pop()) for trick in past.tricks for seat, card in trick]
    trump = -1 if past.trump is None else SUIT_RANK_ORDER.index(past.trump)
    policies, again = reading_policies(layout, trump)
    played = replay_logs(layout, trump, rules.must_trump, masks[:n], masks[n], past.tricks[0][0][0],
                         plays, list(past.bids), [range(STYLES)] * n, policies, again=again)
    return [[a + b for a, b in zip(out[s], played[s], strict=True)] for s in range(n)]


def _normalise(logs: Sequence[float]) -> list[float]:
    """Chances from log-weights, each style kept at ``KEEP`` at least."""
    top = max(logs)
    raw = [math.exp(x - top) for x in logs]
    total = sum(raw)
    return [(1 - KEEP * STYLES) * r / total + KEEP for r in raw]
