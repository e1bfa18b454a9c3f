"""Where a game stands: the phase its state machine dispatches on, kept by the game and
never worked out again from its history.

>>> Phase("bid") is Phase.BID
True
"""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    """Where the game stands. Only BID, PASS, CHOOSE_TRUMP and PLAY wait for a seat."""

    CUT = "cut"
    DEAL = "deal"
    CHOOSE_TRUMP = "choose-trump"
    PASS = "pass"
    BID = "bid"
    PLAY = "play"
    TRICK_DONE = "trick-done"
    ROUND_DONE = "round-done"
    GAME_OVER = "game-over"
