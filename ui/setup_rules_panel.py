"""The setup screen's "House rules": every rule option a player may change, as a labelled
control, filled from a :class:`~game.rules.Rules` and read back one change at a time.

>>> HOUSE_RULES[:3]
('schedule', 'max_hand', 'hook')
"""

from __future__ import annotations

from typing import Any

from game.rules import SCHEDULES, SCORING_SYSTEMS, Rules
from ui.controls import Form
from ui.i18n import _
from ui.rules_text import option_label, value_label

#: The options offered, in the order shown.
HOUSE_RULES = ("schedule", "max_hand", "hook", "simultaneous_bidding", "passing", "must_trump",
               "full_deck_no_trump", "last_round_no_trump", "scoring", "nil_bonus", "tricks_on_miss",
               "round_winner_bonus", "tie_break")


def tips() -> dict[str, str]:
    """What each option does (its row's tooltip)."""
    return {
        "schedule": _("How many cards each round deals"),
        "max_hand": _("Cap the largest hand (\"play 1 to 10\")"),
        "hook": _("The dealer may not make the bids total the tricks"),
        "simultaneous_bidding": _("Bids are chosen in secret and shown together"),
        "passing": _("Oh-Seven card passing before the bids"),
        "must_trump": _("Who cannot follow suit must trump"),
        "full_deck_no_trump": _("No trump when no card is left to turn up"),
        "last_round_no_trump": _("The last round is played without trump"),
        "scoring": _("How a round scores"),
        "nil_bonus": _("A made bid of 0 scores 5 + the cards in the round"),
        "tricks_on_miss": _("A missed bid scores 1 point per trick taken"),
        "round_winner_bonus": _("The round's best score gets 10 more"),
        "tie_break": _("Extra rounds when the top total is shared"),
    }


def house_rules_form(form: Form, rules: Rules, players: int) -> Form:
    """Add one row per house rule to ``form``, showing the values of ``rules``."""
    tip = tips()
    for name in HOUSE_RULES:
        value = getattr(rules, name)
        if isinstance(value, bool):
            form.switch(name, option_label(name), value, tip[name])
        else:
            form.menu(name, option_label(name), choices(name, rules, players), value, tip[name])
    return form


def choices(name: str, rules: Rules, players: int) -> list[tuple[Any, str]]:
    """(value, label) of a drop-down option for a game of ``players``."""
    if name == "schedule":
        return [(s, value_label(name, s)) for s in SCHEDULES]
    if name == "scoring":
        return [(s, value_label(name, s)) for s in SCORING_SYSTEMS]
    if name == "max_hand":
        most = max(1, rules.deck_size(players) // max(1, players))
        sizes = sorted({*range(1, most + 1), *([rules.max_hand] if rules.max_hand else [])})
        return [(None, _("Automatic")), *((n, str(n)) for n in sizes)]
    raise KeyError(name)
