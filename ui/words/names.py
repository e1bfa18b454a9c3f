"""What players call the presets (name and one-line description) and the rule options.

The English originals stay in ``game/`` (``PRESET_TITLES``, ``DESCRIPTIONS``) for the
command line and logs; here they are catalogue keys, one per preset id.

>>> preset_title("up-and-down")
'Up and Down the River'
"""

from __future__ import annotations

from ui.words.i18n import N_, _

TITLES = {
    "oh-pshaw": N_("presets.oh_pshaw"),
    "oh-hell": N_("presets.oh_hell"),
    "up-and-down": N_("presets.up_and_down"),
    "contract-whist": N_("presets.contract_whist"),
    "la-podrida": N_("presets.la_podrida"),
    "wizard": N_("presets.wizard"),
    "oh-seven": N_("presets.oh_seven"),
    "custom": N_("presets.this_game"),
}

DESCRIPTIONS = {
    "oh-pshaw": N_("presets.oh_pshaw_description"),
    "oh-hell": N_("presets.oh_hell_description"),
    "up-and-down": N_("presets.up_and_down_description"),
    "contract-whist": N_("presets.contract_whist_description"),
    "la-podrida": N_("presets.la_podrida_description"),
    "wizard": N_("presets.wizard_description"),
    "oh-seven": N_("presets.oh_seven_description"),
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
        "deck": _("rules.option.deck"), "deck_copies": _("rules.option.deck_copies"),
        "schedule": _("rules.option.schedule"), "max_hand": _("rules.option.max_hand"),
        "fixed_rounds": _("rules.option.fixed_rounds"), "trump": _("rules.heading_trump"),
        "hook": _("rules.option.hook"),
        "simultaneous_bidding": _("rules.option.simultaneous_bidding"), "passing": _("rules.option.passing"),
        "card_bidding": _("rules.option.card_bidding"),
        "rebid": _("rules.option.rebid"),
        "must_trump": _("rules.option.must_trump"),
        "full_deck_no_trump": _("rules.option.full_deck_no_trump"),
        "last_round_no_trump": _("rules.option.last_round_no_trump"), "scoring": _("rules.heading_scoring"),
        "nil_bonus": _("rules.option.nil_bonus"),
        "tricks_on_miss": _("rules.option.tricks_on_miss"),
        "round_winner_bonus": _("rules.option.round_winner_bonus"), "tie_break": _("rules.option.tie_break"),
        "renege_penalty": _("rules.option.renege_penalty"),
        "min_players": _("rules.option.min_players"), "max_players": _("rules.option.max_players"),
    }
    return labels.get(name, name.replace("_", " "))


#: The bot levels as players read them (the levels themselves are game.bots.PLAYABLE).
LEVELS = {"easy": N_("bots.easy"), "normal": N_("bots.normal"), "hard": N_("bots.hard"),
          "expert": N_("bots.expert"),
          "random": N_("bots.random")}


def level_label(level: str) -> str:
    """A bot level in words; a level without a name here (a newer one) in its own word."""
    return _(LEVELS[level]) if level in LEVELS else level.replace("-", " ").capitalize()
