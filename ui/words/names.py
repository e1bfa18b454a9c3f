"""The presets' names and one-line descriptions in the player's language.

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
