"""The setup screen's "House rules": every rule option a player may change, as a labelled
control, filled from a :class:`~game.rules.Rules` and read back one change at a time.

>>> [name for name, _ in HOUSE_RULES][:3]
['schedule', 'max_hand', 'hook']
"""

from __future__ import annotations

from typing import Any

from game.rules import SCHEDULES, SCORING_SYSTEMS, Rules
from ui.controls import Form
from ui.i18n import _
from ui.rules_text import option_label, value_label

#: The options offered, in the order shown, with what each does (the row's tooltip).
HOUSE_RULES: tuple[tuple[str, str], ...] = (
    ("schedule", "How many cards each round deals"),
    ("max_hand", "Cap the largest hand (\"play 1 to 10\")"),
    ("hook", "The dealer may not make the bids total the tricks"),
    ("simultaneous_bidding", "Bids are chosen in secret and shown together"),
    ("passing", "Oh-Seven card passing before the bids"),
    ("must_trump", "Who cannot follow suit must trump"),
    ("full_deck_no_trump", "No trump when no card is left to turn up"),
    ("last_round_no_trump", "The last round is played without trump"),
    ("scoring", "How a round scores"),
    ("nil_bonus", "A made bid of 0 scores 5 + the cards in the round"),
    ("tricks_on_miss", "A missed bid scores 1 point per trick taken"),
    ("round_winner_bonus", "The round's best score gets 10 more"),
    ("tie_break", "Extra rounds when the top total is shared"),
)


def house_rules_form(form: Form, rules: Rules, players: int) -> Form:
    """Add one row per house rule to ``form``, showing the values of ``rules``."""
    for name, tip in HOUSE_RULES:
        value = getattr(rules, name)
        if isinstance(value, bool):
            form.switch(name, option_label(name), value, _(tip))
        else:
            form.menu(name, option_label(name), choices(name, rules, players), value, _(tip))
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
