"""The closed sets of words among the rule options: enums, not strings compared in many places.

Each is a ``StrEnum``: its members are the words of game records, so a
member equals its text (``Trump.BID_CARD == "bid-card"``) and records,
saves and the command line keep their strings. The deck is
:class:`game.cards.Deck`.

>>> Trump("bid-card") is Trump.BID_CARD
True
"""

from __future__ import annotations

from enum import StrEnum


class Schedule(StrEnum):
    """How hand sizes go round by round (R-S5)."""

    ASCENDING = "ascending"
    DESCENDING = "descending"
    UP_DOWN = "up-down"
    DOWN_UP = "down-up"
    CONTRACT_WHIST = "contract-whist"
    FIXED = "fixed"


class Trump(StrEnum):
    """How trump is chosen (R-T1 turn-up, R-T4 rotating, R-T6 Oh-Seven's bid card, or none)."""

    TURN_UP = "turn-up"
    ROTATING = "rotating"
    BID_CARD = "bid-card"
    NONE = "none"  # every round without trump


class Scoring(StrEnum):
    """How a round scores (R-C1 standard, R-C4 Oh-Seven, R-C5 Wizard)."""

    STANDARD = "standard"
    OH_SEVEN = "oh-seven"
    WIZARD = "wizard"
