"""Hand sizes round by round (RULES R-S5, R-S6).

>>> from game.presets import preset
>>> hand_sizes(preset("up-and-down"), 6)
[1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.cards import Deck
from game.options import Schedule, Trump

if TYPE_CHECKING:  # the options are read, never built, here: rules.py validates with hand_sizes
    from game.rules import Rules

#: R-S6: the largest hand for standard52 with a turn-up, by player count.
STANDARD_MAXIMUM = {3: 15, 4: 13, 5: 10, 6: 8, 7: 7}


def default_max_hand(rules: Rules, players: int) -> int:
    """The R-S6 maximum hand for ``players`` before any cap.

    standard52 follows the table of R-S6; other decks deal as many as the
    deck allows. When the whole deck would be dealt and R-T2 is off, one
    card less, so a card is left to turn up (4 players: 12).
    """
    deck = rules.deck_size(players)
    if rules.deck is Deck.STANDARD52 and players in STANDARD_MAXIMUM:
        most = STANDARD_MAXIMUM[players]
    else:
        most = deck // players
    if rules.trump is Trump.TURN_UP and not rules.full_deck_no_trump and most * players >= deck:
        most = (deck - 1) // players
    return max(most, 1)


def max_hand(rules: Rules, players: int) -> int:
    """The largest hand of the game: the option ``max_hand`` when set, else R-S6."""
    return rules.max_hand if rules.max_hand is not None else default_max_hand(rules, players)


def hand_sizes(rules: Rules, players: int) -> list[int]:
    """Cards per player for every scheduled round (tie-break rounds excluded).

    Options beyond the engine's limits are refused (:class:`~game.errors.OptionsError`)
    before the list is built: a rules text of unchecked options never asks for a billion.
    """
    rules.check_sizes()
    top = max_hand(rules, players)
    up = list(range(1, top + 1))
    if rules.schedule is Schedule.ASCENDING:
        return up
    if rules.schedule is Schedule.DESCENDING:
        return up[::-1]
    if rules.schedule is Schedule.UP_DOWN:
        return up + up[-2::-1]
    if rules.schedule is Schedule.DOWN_UP:
        return up[::-1] + up[1:]
    if rules.schedule is Schedule.CONTRACT_WHIST:
        top = min(top, 7)
        return list(range(top, 0, -1)) + list(range(2, top + 1))
    if rules.schedule is Schedule.FIXED:
        return [top] * rules.fixed_rounds
    raise ValueError(f"unknown schedule {rules.schedule!r}")


def tie_break_hand(rules: Rules, players: int) -> int:
    """Hand size of a tie-break round (R-G2): the largest hand of the schedule."""
    return max(hand_sizes(rules, players))
