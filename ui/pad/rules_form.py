"""The score pad's house rules: every option the engine offers on the pad
(:func:`game.house_rules.house_rules` with ``score_pad=True``), laid out as the setup
screen's form, one change at a time (:func:`game.house_rules.with_option`).

Left out are the rules of the play itself, which the pad never sees (card passing, must
trump, secret bids: it takes the bids in order either way), and the options the others
leave without effect (the rebid without bid cards, the nil bonus under Oh-Seven
scoring), so the form stays one column at any window size.

>>> from game.presets import preset
>>> [name for name, _, _ in pad_options(preset("oh-pshaw"), 4)][:4]
['deck', 'schedule', 'max_hand', 'trump']
"""

from __future__ import annotations

from typing import Any

from game.house_rules import OptionKind, house_rules
from game.rules import Rules
from ui.widgets.controls import Form
from ui.widgets.house_rules import tips
from ui.words.i18n import _
from ui.words.names import option_label
from ui.words.rules_text import value_label

#: Options the pad does not ask: the play is at the real table, bids are entered in order.
NOT_ON_THE_PAD = ("passing", "must_trump", "simultaneous_bidding")


def pad_options(rules: Rules, players: int) -> list[tuple[str, list[tuple[Any, str]], Any]]:
    """(name, choices as (value, label), value) of every option the pad's form shows;
    a switch's choices are ``[]``."""
    shown = []
    for spec in house_rules(rules, players, score_pad=True):
        if spec.name in NOT_ON_THE_PAD or not spec.applies:
            continue
        choices = [] if spec.kind is OptionKind.SWITCH else \
            [(value, _value(spec.name, value)) for value in spec.values]
        shown.append((spec.name, choices, spec.value))
    return shown


def pad_rules_form(form: Form, rules: Rules, players: int) -> Form:
    """Add one row per option of :func:`pad_options` to ``form``."""
    known = tips()
    for name, choices, value in pad_options(rules, players):
        label, tip = _label(name), known.get(name) or _tip(name)
        if choices:
            form.menu(name, label, choices, value, tip)
        else:
            form.switch(name, label, bool(value), tip)
    return form


def _label(name: str) -> str:
    """The option's name on the form (the setup screen's where it has one)."""
    own = {"deck": _("pad.rules.deck"), "deck_copies": _("pad.rules.deck_copies"),
           "fixed_rounds": _("pad.rules.fixed_rounds"), "trump": _("pad.rules.trump"),
           "rebid": _("pad.rules.rebid"),
           "renege_penalty": _("pad.rules.renege_penalty")}
    return own.get(name) or option_label(name)


def _tip(name: str) -> str:
    return {"deck": _("pad.rules.deck_tip"),
            "deck_copies": _("pad.rules.deck_copies_tip"),
            "fixed_rounds": _("pad.rules.fixed_rounds_tip"),
            "trump": _("pad.rules.trump_tip"),
            "rebid": _("pad.rules.rebid_tip"),
            "renege_penalty": _("pad.rules.renege_penalty_tip")}.get(name, "")


def _value(name: str, value: Any) -> str:
    """A choice's label."""
    if name == "deck":
        return {"standard52": _("pad.rules.standard52"),
                "seven32": _("pad.rules.seven32"),
                "wizard60": _("pad.rules.wizard60")}.get(str(value), str(value))
    if name == "deck_copies":
        return {None: _("pad.rules.copies_automatic"), 1: _("pad.rules.copies_one"),
                2: _("pad.rules.copies_two")}.get(value, str(value))
    if name == "trump":
        return {"turn-up": _("pad.rules.turn_up"),
                "rotating": _("pad.rules.rotating"),
                "bid-card": _("pad.rules.bid_card"),
                "none": _("pad.rules.no_trump")}.get(str(value), str(value))
    if name == "renege_penalty":
        return _("pad.rules.points", points=value)
    if (name == "max_hand" and value is not None) or name == "fixed_rounds":
        return str(value)
    return value_label(name, value)
