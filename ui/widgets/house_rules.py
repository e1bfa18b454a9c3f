"""The setup screen's rules: tabs for an overview (the rules in force, as text) and for
every option the engine offers (:func:`game.house_rules.house_rules`), grouped as
players think of them: the cards and rounds, trump, play, scoring.

An option the other options leave without effect is shown off, its tooltip
saying why; one changed from the preset is written in the accent colour, and
its tab carries a dot. :class:`RulesPanel` builds the tabs and the chosen page;
:meth:`RulesPanel.take` says what a click changed.

>>> section_of("hook"), section_of("deck_copies")
('play', 'cards')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.house_rules import OptionKind, OptionSpec, house_rules
from game.presets import PRESETS
from game.rules import Rules
from ui.core.text_fit import fitting_size, label_id
from ui.widgets.controls import LABEL, Form
from ui.widgets.rules_box import RulesBox, rules_box
from ui.words.i18n import N_, _
from ui.words.names import option_label
from ui.words.rules_text import value_label

if TYPE_CHECKING:
    from ui.app import App

#: The option pages and the options on each, in the order shown.
SECTIONS: dict[str, tuple[str, ...]] = {
    "cards": ("deck", "deck_copies", "schedule", "max_hand", "fixed_rounds"),
    "trump": ("trump", "full_deck_no_trump", "last_round_no_trump"),
    "play": ("hook", "simultaneous_bidding", "rebid", "passing", "must_trump"),
    "scoring": ("scoring", "nil_bonus", "tricks_on_miss", "round_winner_bonus", "tie_break",
                "renege_penalty"),
}
#: The tabs, the overview first.
TABS = ("overview", *SECTIONS)
TAB_NAMES = {"overview": N_("widgets.house_rules.overview"), "cards": N_("widgets.house_rules.cards"),
             "trump": N_("widgets.house_rules.trump"), "play": N_("widgets.house_rules.play"),
             "scoring": N_("widgets.house_rules.scoring")}


def section_of(name: str) -> str:
    """The page of option ``name`` (an option not placed yet goes to the last page)."""
    return next((page for page, names in SECTIONS.items() if name in names), list(SECTIONS)[-1])


def tips() -> dict[str, str]:
    """What each option does (its row's tooltip)."""
    return {
        "deck": _("widgets.house_rules.which_cards_are_dealt"),
        "deck_copies": _("widgets.house_rules.the_32_card_deck_once_9a9c"),
        "schedule": _("setup_rules_panel.how_many_cards_each_round_6200"),
        "max_hand": _("setup_rules_panel.cap_the_largest_hand_play_b241"),
        "fixed_rounds": _("widgets.house_rules.how_many_rounds_are_played_20d7"),
        "trump": _("widgets.house_rules.how_the_trump_suit_of_43e8"),
        "hook": _("setup_rules_panel.the_dealer_may_not_make_7aba"),
        "simultaneous_bidding": _("setup_rules_panel.bids_are_chosen_in_secret_23ca"),
        "rebid": _("widgets.house_rules.oh_seven_bids_that_add_981c"),
        "passing": _("setup_rules_panel.oh_seven_card_passing_before_63b7"),
        "must_trump": _("setup_rules_panel.who_cannot_follow_suit_must_514b"),
        "full_deck_no_trump": _("setup_rules_panel.no_trump_when_no_card_a11f"),
        "last_round_no_trump": _("setup_rules_panel.the_last_round_is_played_c998"),
        "scoring": _("setup_rules_panel.how_a_round_scores"),
        "nil_bonus": _("setup_rules_panel.a_made_bid_of_0_3f67"),
        "tricks_on_miss": _("setup_rules_panel.a_missed_bid_scores_1_6a62"),
        "round_winner_bonus": _("setup_rules_panel.the_round_s_best_score_a796"),
        "tie_break": _("setup_rules_panel.extra_rounds_when_the_top_f7c1"),
        "renege_penalty": _("widgets.house_rules.points_a_renege_costs_on_e623"),
    }


def idle_reasons() -> dict[str, str]:
    """Why an option is off: the option it waits for."""
    turn_up = _("widgets.house_rules.only_when_trump_is_turned_e757")
    standard = _("widgets.house_rules.only_with_the_10_bid_cd15")
    return {"rebid": _("widgets.house_rules.only_when_the_bid_card_be69"), "full_deck_no_trump": turn_up,
            "last_round_no_trump": turn_up, "nil_bonus": standard, "tricks_on_miss": standard,
            "deck_copies": _("widgets.house_rules.only_with_the_32_card_3cc8"),
            "fixed_rounds": _("widgets.house_rules.only_when_every_round_deals_d60a")}


def changed(rules: Rules) -> set[str]:
    """The options ``rules`` sets otherwise than its preset."""
    base = PRESETS.get(rules.preset)
    if base is None:
        return set()
    return {name for name in rules.as_dict() if getattr(rules, name) != getattr(base, name)}


def house_rules_form(form: Form, rules: Rules, players: int, page: str, score_pad: bool = False) -> Form:
    """Add the rows of the options on ``page`` to ``form``, showing the values of ``rules``."""
    tip, idle, marked = tips(), idle_reasons(), changed(rules)
    for spec in house_rules(rules, players, score_pad):
        if section_of(spec.name) != page:
            continue
        words = tip.get(spec.name, "")
        if not spec.applies and spec.name in idle:
            words = f"{words} ({idle[spec.name]})" if words else idle[spec.name]
        label = option_label(spec.name)
        if spec.kind is OptionKind.SWITCH:
            form.switch(spec.name, label, bool(spec.value), words, spec.applies, spec.name in marked)
        else:
            form.menu(spec.name, label, choices(spec), spec.value, words, spec.applies, stacked=True,
                      marked=spec.name in marked)
    return form


#: A row's pitch over its control's height.
STEP = 1.16


def fitting_row(rules: Rules, players: int, page: str, height: int) -> int:
    """The tallest control height at which every row of ``page`` fits ``height`` pixels."""
    units = sum(STEP + (0 if spec.kind is OptionKind.SWITCH else LABEL)
                for spec in house_rules(rules, players) if section_of(spec.name) == page)
    return int(height / units) if units else height


def choices(spec: OptionSpec) -> list[tuple[Any, str]]:
    """(value, label) of every value a drop-down option may take."""
    return [(value, capital(value_label(spec.name, value))) for value in spec.values]


def capital(words: str) -> str:
    """``words`` with a capital first letter, as a value stands alone in a list.

    >>> capital("up and down")
    'Up and down'
    """
    return words[:1].upper() + words[1:]


@dataclass(frozen=True)
class Picked:
    """A click on the panel: another tab (``option`` ``None``), or an option's new value."""

    tab: str
    option: str | None = None
    value: object = None


class RulesPanel:
    """The tabs in a row at the top of ``area`` and the chosen page under them."""

    def __init__(self, app: App, area: pygame.Rect, rules: Rules, players: int, tab: str,
                 row_h: int) -> None:
        self.tab = tab if tab in TABS else TABS[0]
        gui = app.gui
        marked = {section_of(name) for name in changed(rules)}
        names = [_(TAB_NAMES[t]) + (" •" if t in marked else "") for t in TABS]
        tab_h = max(28, round(row_h * 0.95))
        gap = max(3, round(area.width * 0.008))
        width = (area.width - gap * (len(TABS) - 1)) // len(TABS)
        self.tab_size = fitting_size(gui, names, (width - 12, tab_h), "#tab")
        self.tabs: dict[str, pygame_gui.elements.UIButton] = {}
        for i, (key, name) in enumerate(zip(TABS, names, strict=True)):
            rect = pygame.Rect(area.left + i * (width + gap), area.top, width, tab_h)
            kind = "#tab_chosen" if key == self.tab else "#tab"
            self.tabs[key] = pygame_gui.elements.UIButton(rect, name, manager=gui,
                                                          object_id=label_id(self.tab_size, kind))
        body = pygame.Rect(area.left, area.top + tab_h + round(row_h * 0.5), area.width, 0)
        body.height = area.bottom - body.top
        self.body = body
        self.form: Form | None = None
        self.box: RulesBox | None = None
        if self.tab == "overview":
            self.box = rules_box(app, rules, players, body)
        else:
            inner = body.inflate(-2 * round(row_h * 0.5), -2 * round(row_h * 0.4))
            row = min(row_h, fitting_row(rules, players, self.tab, inner.height))
            form = Form(gui, inner, row, 0.66, step=STEP)
            self.form = house_rules_form(form, rules, players, self.tab)

    def take(self, event: pygame.event.Event) -> Picked | None:
        """What ``event`` changed on the panel, or ``None``."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.tabs.items():
                if event.ui_element is button:
                    return Picked(key)
        found = self.form.take(event) if self.form is not None else None
        return Picked(self.tab, *found) if found is not None else None

    def kill(self) -> None:
        """Remove the tabs and the page."""
        for button in self.tabs.values():
            button.kill()
        if self.form is not None:
            self.form.kill()
        if self.box is not None:
            self.box.kill()
        self.tabs, self.form, self.box = {}, None, None
