"""Hand sizes round by round (RULES R-S5, R-S6), from plain numbers.

:meth:`game.rules.Rules.hand_sizes` gives a game's schedule; the functions
here know the schedules and the R-S6 table, not the options object.

>>> sizes(Schedule.UP_DOWN, 4, fixed_rounds=7)
[1, 2, 3, 4, 3, 2, 1]
>>> default_max_hand(Deck.STANDARD52, 52, 4, keep_turn_up=False)
13
"""

from __future__ import annotations

from game.cards import Deck
from game.options import Schedule

#: R-S6: the largest hand for standard52 with a turn-up, by player count.
STANDARD_MAXIMUM = {3: 15, 4: 13, 5: 10, 6: 8, 7: 7}


def default_max_hand(deck: Deck, deck_size: int, players: int, keep_turn_up: bool) -> int:
    """The R-S6 maximum hand for ``players`` from a deck of ``deck_size`` cards, before any cap.

    standard52 follows the table of R-S6; other decks deal as many as the
    deck allows. With ``keep_turn_up`` (a card is turned for trump and R-T2 is
    off) a deal of the whole deck is one card less a hand, so a card is left to
    turn up (4 players: 12).
    """
    if deck is Deck.STANDARD52 and players in STANDARD_MAXIMUM:
        most = STANDARD_MAXIMUM[players]
    else:
        most = deck_size // players
    if keep_turn_up and most * players >= deck_size:
        most = (deck_size - 1) // players
    return max(most, 1)


def sizes(schedule: Schedule, top: int, fixed_rounds: int) -> list[int]:
    """Cards per player for every round of ``schedule`` whose largest hand is ``top``."""
    up = list(range(1, top + 1))
    if schedule is Schedule.ASCENDING:
        return up
    if schedule is Schedule.DESCENDING:
        return up[::-1]
    if schedule is Schedule.UP_DOWN:
        return up + up[-2::-1]
    if schedule is Schedule.DOWN_UP:
        return up[::-1] + up[1:]
    if schedule is Schedule.CONTRACT_WHIST:
        top = min(top, 7)
        return list(range(top, 0, -1)) + list(range(2, top + 1))
    if schedule is Schedule.FIXED:
        return [top] * fixed_rounds
    raise ValueError(f"unknown schedule {schedule!r}")
