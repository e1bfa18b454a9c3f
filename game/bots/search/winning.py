"""Playing to win the game: a seat's chance of finishing first, from the totals as they stand,
the points of the round being played and the rounds still to come.

Near the game's end the points of a round are worth what they do to the chance of winning:
a player who trails needs the risk that can catch up, a leader the safe line and the tricks
that stop the player behind. The Hard bot's search already finishes the round in each
sampled deal, every seat's tricks with it; :class:`Standing` turns each such ending into the
chance that the seat wins the game, exactly over the points the rounds after this one can
bring (each seat's points in a round: its bid drawn from its share of the tricks bid so far
in the game, made at its own rate so far, missed by one trick either way; the rounds
convolved, the seats apart), so the search can take the action with the best chance.

>>> from game.presets import preset
>>> standing = Standing(preset("oh-pshaw"), seat=0, totals=[40, 52, 30, 10], hand_size=13,
...                     bonus=[0, 0, 0, 0], future=[])
>>> standing.win((11, 0, 0, 0)), standing.win((13, 0, 0, 0)), standing.win((12, 0, 0, 0))
(0.0, 1.0, 0.5)
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Sequence

from game.rules import Rules
from game.scoring import points
from game.view import SeatView

#: The search plays to win in this many last scheduled rounds; before them the rounds
#: left are many, the chance of winning follows the expected points, and the bot plays as
#: it always has.
AWARE_ROUNDS = 2
#: What a point of the round is worth beside the chance of winning (a point = 0.2 % of a
#: win): it settles actions whose chances are equal (a game already won or lost) by
#: their points, and keeps a long shot from costing many points for a hair of a chance.
POINT = 0.002
#: Before a seat has played a round: its chance of making a bid (a strong player's rate).
PRIOR_MADE, PRIOR_WEIGHT = 0.6, 3.0

Distribution = tuple[tuple[int, ...], tuple[float, ...]]  # values ascending, their chances


class Standing:
    """The game as it stands for seat ``seat``: ``totals`` before the round in play, its
    ``hand_size``, points already earned in it (``bonus``: Oh-Seven rebids) and, for each
    seat, the distribution of what the rounds after this one will add (``future``; empty in
    the last round)."""

    def __init__(self, rules: Rules, seat: int, totals: Sequence[int], hand_size: int,
                 bonus: Sequence[int], future: Sequence[Distribution]) -> None:
        self.rules, self.seat, self.hand_size = rules, seat, hand_size
        self.totals, self.bonus = list(totals), list(bonus)
        self.future = list(future)
        self._cumulative = [_cumulative(d) for d in self.future]
        self._known: dict[tuple[int, ...], float] = {}

    def round_points(self, bids: Sequence[int], tricks: Sequence[int]) -> tuple[int, ...]:
        """Every seat's points for the round in play with ``bids`` and ``tricks`` won."""
        rules, size = self.rules, self.hand_size
        scores = [points(rules, b, t, size) + x for b, t, x in zip(bids, tricks, self.bonus, strict=True)]
        if rules.round_winner_bonus:
            top = max(scores)
            scores = [s + 10 if s == top else s for s in scores]
        return tuple(scores)

    def win_after(self, bids: Sequence[int], tricks: Sequence[int]) -> float:
        """The chance of winning the game when the round ends with ``tricks`` won."""
        return self.win(self.round_points(bids, tricks))

    def win(self, scores: tuple[int, ...]) -> float:
        """The chance of winning the game when the round in play scores ``scores``."""
        known = self._known.get(scores)
        if known is None:
            known = self._known[scores] = self._win(scores)
        return known

    def _win(self, scores: tuple[int, ...]) -> float:
        me = self.seat
        now = [t + s for t, s in zip(self.totals, scores, strict=True)]
        if not self.future:  # the last round: the totals decide, a tie shares the chance
            top = max(now)
            return 0.0 if now[me] < top else 1.0 / now.count(top)
        values, chances = self.future[me]
        chance = 0.0
        for value, p in zip(values, chances, strict=True):
            mine = now[me] + value
            beaten = p
            for seat, (cum_values, below) in enumerate(self._cumulative):
                if seat == me:
                    continue
                need = mine - now[seat]  # they end below us if they add less than this
                i = bisect_left(cum_values, need)
                under = below[i - 1] if i else 0.0
                equal = (below[i] - under) if i < len(cum_values) and cum_values[i] == need else 0.0
                beaten *= under + equal / 2  # a tie: an even chance (a tie-break round, or shared)
                if not beaten:
                    break
            chance += beaten
        return chance


def standing(view: SeatView) -> Standing | None:
    """The standing of the seat of ``view`` when the game's end is near (the last
    :data:`AWARE_ROUNDS` scheduled rounds), else ``None`` (and in a tie-break round)."""
    left = view.scheduled_rounds - view.round_number  # rounds after this one
    if view.tie_break or left < 0 or left >= AWARE_ROUNDS:
        return None
    sizes = view.rules.hand_sizes(view.players)[view.round_number:]
    future = [rounds_ahead(view.rules, sizes, *seat_habits(view, seat)) for seat in range(view.players)]
    return Standing(view.rules, view.seat, view.totals, view.hand_size, view.rebid_bonus,
                    future if sizes else [])


def seat_habits(view: SeatView, seat: int) -> tuple[float, float]:
    """A seat's share of each round's tricks that it bids, and its chance of making its bid,
    from the rounds of this game so far (a prior of :data:`PRIOR_MADE` and an even share
    before it has played any)."""
    share = 1.0 / view.players
    bid = tricks = made = rounds = 0.0
    for past, scores in zip(view.earlier, view.scores, strict=False):
        mine = past.bids[seat]
        bid += mine
        tricks += past.hand_size
        full = points(view.rules, mine, mine, past.hand_size)
        made += scores[seat] in (full, full + 10)  # the round winner's bonus may add 10
        rounds += 1
    return ((bid + share * 2) / (tricks + 2),
            (made + PRIOR_MADE * PRIOR_WEIGHT) / (rounds + PRIOR_WEIGHT))


def one_round(rules: Rules, size: int, share: float, made: float) -> dict[int, float]:
    """What a seat scores in a round of ``size`` cards: its bid binomial in the tricks with
    chance ``share`` each, made with chance ``made``, else missed by a trick either way."""
    out: dict[int, float] = {}
    for bid in range(size + 1):
        p = math.comb(size, bid) * share ** bid * (1 - share) ** (size - bid)
        if p < 1e-9:
            continue
        full = points(rules, bid, bid, size)
        out[full] = out.get(full, 0.0) + p * made
        misses = [k for k in (bid - 1, bid + 1) if 0 <= k <= size]
        for k in misses:
            value = points(rules, bid, k, size)
            out[value] = out.get(value, 0.0) + p * (1 - made) / len(misses)
    return out


def rounds_ahead(rules: Rules, sizes: Sequence[int], share: float, made: float) -> Distribution:
    """What the rounds of ``sizes`` add to a seat's total, every sum with its chance."""
    total = {0: 1.0}
    for size in sizes:
        step = one_round(rules, size, share, made)
        nxt: dict[int, float] = {}
        for a, pa in total.items():
            for b, pb in step.items():
                nxt[a + b] = nxt.get(a + b, 0.0) + pa * pb
        total = nxt
    values = tuple(sorted(total))
    return values, tuple(total[v] for v in values)


def _cumulative(distribution: Distribution) -> tuple[tuple[int, ...], tuple[float, ...]]:
    """The values and, for each, the chance of that value or less."""
    values, chances = distribution
    running, out = 0.0, []
    for p in chances:
        running += p
        out.append(running)
    return values, tuple(out)
