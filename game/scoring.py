"""Points for a round (RULES R-C1..R-C6).

>>> from game.rules import Rules, Scoring
>>> points(Rules(), bid=3, won=3, tricks=5)
13
"""

from __future__ import annotations

from collections.abc import Sequence

from game.options import Scoring
from game.rules import Rules


def points(rules: Rules, bid: int, won: int, tricks: int) -> int:
    """One player's points for a round: bid ``bid``, took ``won`` of ``tricks``."""
    miss = abs(bid - won)
    if rules.scoring is Scoring.OH_SEVEN:  # R-C4
        return bid + 2 if miss == 0 else -miss
    if rules.scoring is Scoring.WIZARD:  # R-C5
        return 20 + 10 * bid if miss == 0 else -10 * miss
    if miss == 0:  # R-C1
        if bid == 0 and rules.nil_bonus:  # R-C3
            return 5 + tricks
        return 10 + bid
    return won if rules.tricks_on_miss else 0  # R-C2


def round_scores(
    rules: Rules,
    bids: Sequence[int],
    won: Sequence[int],
    tricks: int,
    bonus: Sequence[int] | None = None,
) -> list[int]:
    """Every seat's points for a complete round, bonuses included.

    ``bonus`` holds points already earned in the round (Oh-Seven rebids,
    R-B5). The round-winner bonus (R-C6) goes to every seat with the
    highest score of the round.
    """
    scores = [points(rules, b, w, tricks) for b, w in zip(bids, won, strict=True)]
    if bonus is not None:
        scores = [s + b for s, b in zip(scores, bonus, strict=True)]
    if rules.round_winner_bonus:
        top = max(scores)
        scores = [s + 10 if s == top else s for s in scores]
    return scores
