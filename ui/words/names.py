"""What players call the presets (name and one-line description) and the rule options.

The English originals stay in ``game/`` (``PRESET_TITLES``, ``DESCRIPTIONS``) for the
command line and logs; here they are catalogue keys, one per preset id.

>>> preset_title("up-and-down")
'Up and Down the River'
"""

from __future__ import annotations

from ui.words.i18n import N_, _

TITLES = {
    "oh-pshaw": N_("preset_names.oh_pshaw"),
    "oh-hell": N_("preset_names.oh_hell"),
    "up-and-down": N_("preset_names.up_and_down_the_river"),
    "contract-whist": N_("preset_names.contract_whist"),
    "la-podrida": N_("preset_names.la_podrida"),
    "wizard": N_("preset_names.wizard"),
    "oh-seven": N_("preset_names.oh_seven"),
    "custom": N_("preset_names.this_game"),
}

DESCRIPTIONS = {
    "oh-pshaw": N_("preset_names.bid_exactly_10_bid_if_7e1e"),
    "oh-hell": N_("preset_names.oh_pshaw_with_the_hook_75f6"),
    "up-and-down": N_("preset_names.hands_go_up_to_the_929a"),
    "contract-whist": N_("preset_names.7_cards_down_to_1_1525"),
    "la-podrida": N_("preset_names.whoever_cannot_follow_suit_must_a7c5"),
    "wizard": N_("preset_names.60_cards_with_wizards_and_aaef"),
    "oh-seven": N_("preset_names.32_cards_numbered_07_bid_e295"),
}


def preset_title(preset: str) -> str:
    """The name players know a preset by; an unknown id (a newer save) in words."""
    if preset in TITLES:
        return _(TITLES[preset])
    return " ".join(word.capitalize() for word in preset.split("-"))


def preset_description(preset: str) -> str:
    """The preset's one line; empty for a game of its own."""
    return _(DESCRIPTIONS[preset]) if preset in DESCRIPTIONS else ""


def option_label(name: str) -> str:
    """What players call option ``name`` (also the setup screen's labels)."""
    labels = {
        "deck": _("words.names.deck"), "deck_copies": _("words.names.number_of_decks"),
        "schedule": _("rules_text.hand_sizes"), "max_hand": _("rules_text.largest_hand"),
        "fixed_rounds": _("words.names.rounds"), "trump": _("rules_text.trump"),
        "hook": _("rules_text.hook_rule"),
        "simultaneous_bidding": _("rules_text.secret_bids"), "passing": _("rules_text.card_passing"),
        "card_bidding": _("words.names.bidding_with_a_card"),
        "rebid": _("words.names.rebid_when_the_bids_make_8a8c"),
        "must_trump": _("rules_text.must_trump"),
        "full_deck_no_trump": _("rules_text.no_trump_on_a_full_b2c9"),
        "last_round_no_trump": _("rules_text.last_round_without_trump"), "scoring": _("rules_text.scoring"),
        "nil_bonus": _("rules_text.bonus_for_a_made_0"),
        "tricks_on_miss": _("rules_text.tricks_score_on_a_miss"),
        "round_winner_bonus": _("rules_text.round_winner_10"), "tie_break": _("rules_text.tie_break_round"),
        "renege_penalty": _("words.names.renege_penalty"),
        "min_players": _("words.names.fewest_players"), "max_players": _("words.names.most_players"),
    }
    return labels.get(name, name.replace("_", " "))


#: The bot levels as players read them (the levels themselves are game.bots.PLAYABLE).
LEVELS = {"easy": N_("words.names.easy"), "normal": N_("words.names.normal"), "hard": N_("words.names.hard"),
          "expert": N_("words.names.expert"),
          "random": N_("words.names.random")}


def level_label(level: str) -> str:
    """A bot level in words; a level without a name here (a newer one) in its own word."""
    return _(LEVELS[level]) if level in LEVELS else level.replace("-", " ").capitalize()
