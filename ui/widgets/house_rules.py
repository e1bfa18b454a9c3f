"""The setup screen's "House rules": every rule option a player may change, as a labelled
control, filled from a :class:`~game.rules.Rules` and read back one change at a time.

>>> HOUSE_RULES[:3]
('schedule', 'max_hand', 'hook')
"""

from __future__ import annotations

from typing import Any

from game.rules import SCHEDULES, SCORING_SYSTEMS, Rules
from ui.widgets.controls import Form
from ui.words.i18n import _
from ui.words.names import option_label
from ui.words.rules_text import value_label

#: The options offered, in the order shown.
HOUSE_RULES = ("schedule", "max_hand", "hook", "simultaneous_bidding", "passing", "must_trump",
               "full_deck_no_trump", "last_round_no_trump", "scoring", "nil_bonus", "tricks_on_miss",
               "round_winner_bonus", "tie_break")


def tips() -> dict[str, str]:
    """What each option does (its row's tooltip)."""
    return {
        "schedule": _("setup_rules_panel.how_many_cards_each_round_6200"),
        "max_hand": _("setup_rules_panel.cap_the_largest_hand_play_b241"),
        "hook": _("setup_rules_panel.the_dealer_may_not_make_7aba"),
        "simultaneous_bidding": _("setup_rules_panel.bids_are_chosen_in_secret_23ca"),
        "passing": _("setup_rules_panel.oh_seven_card_passing_before_63b7"),
        "must_trump": _("setup_rules_panel.who_cannot_follow_suit_must_514b"),
        "full_deck_no_trump": _("setup_rules_panel.no_trump_when_no_card_a11f"),
        "last_round_no_trump": _("setup_rules_panel.the_last_round_is_played_c998"),
        "scoring": _("setup_rules_panel.how_a_round_scores"),
        "nil_bonus": _("setup_rules_panel.a_made_bid_of_0_3f67"),
        "tricks_on_miss": _("setup_rules_panel.a_missed_bid_scores_1_6a62"),
        "round_winner_bonus": _("setup_rules_panel.the_round_s_best_score_a796"),
        "tie_break": _("setup_rules_panel.extra_rounds_when_the_top_f7c1"),
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
        return [(None, _("setup_rules_panel.automatic")), *((n, str(n)) for n in sizes)]
    raise KeyError(name)
