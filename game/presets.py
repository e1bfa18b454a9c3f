"""The seven presets of RULES.md section P, as named :class:`Rules` instances.

>>> preset("oh-hell").hook
True
"""

from __future__ import annotations

from game.cards import Deck
from game.errors import OptionsError, shown
from game.options import Schedule, Scoring, Trump
from game.rules import Rules

PRESETS: dict[str, Rules] = {
    "oh-pshaw": Rules(),
    "oh-hell": Rules(preset="oh-hell", last_round_no_trump=True, hook=True),
    "up-and-down": Rules(preset="up-and-down", schedule=Schedule.UP_DOWN),
    "contract-whist": Rules(preset="contract-whist", schedule=Schedule.CONTRACT_WHIST,
                            trump=Trump.ROTATING, hook=True),
    "la-podrida": Rules(preset="la-podrida", must_trump=True),
    "wizard": Rules(preset="wizard", deck=Deck.WIZARD60, max_players=6, scoring=Scoring.WIZARD),
    "oh-seven": Rules(preset="oh-seven", deck=Deck.SEVEN32, min_players=2, max_players=9,
                      schedule=Schedule.FIXED, max_hand=7, fixed_rounds=7, trump=Trump.BID_CARD,
                      card_bidding=True, rebid=True, scoring=Scoring.OH_SEVEN),
}

#: One line per preset, for menus and ``--help``.
DESCRIPTIONS: dict[str, str] = {
    "oh-pshaw": "Bid exactly; 10 + bid if you make it. Hands grow 1 to the maximum.",
    "oh-hell": "The classic, with the hook rule; the last round has no trump.",
    "up-and-down": "Hands go up to the maximum and back down to one.",
    "contract-whist": "7 cards down to 1 and back; trump rotates ♥ ♣ ♦ ♠; hook rule.",
    "la-podrida": "Whoever cannot follow suit must trump.",
    "wizard": "60 cards with Wizards and Jesters; 20 + 10 per trick, −10 per miss.",
    "oh-seven": "32 cards numbered 0–7: bid with a card, which picks trump; 7 rounds of 7.",
}


def preset(name: str) -> Rules:
    """The preset called ``name`` (see :data:`PRESETS`)."""
    try:
        return PRESETS[name]
    except KeyError:
        raise OptionsError("preset_unknown", name=shown(name), names=", ".join(PRESETS)) from None
