"""The setup screen's rules: tabs for an overview (the rules in force, as text) and for
every option the engine offers (:func:`game.house_rules.house_rules`), grouped as
players think of them: the cards and rounds, trump, play, scoring.

An option the other options leave without effect is shown off, its tooltip
saying why, except a number that would contradict the game: the rounds of a
schedule that deals differently each round are the schedule's, which the
summary states, so a greyed "Rounds 7" beside "13 rounds" is not shown at all
(:data:`HIDDEN_WHEN_IDLE`). One changed from the preset is written in the
accent colour, and its tab carries a dot. :class:`RulesPanel` builds the tabs and the chosen page;
:meth:`RulesPanel.take` says what a click changed.

>>> section_of("hook"), section_of("deck_copies")
('play', 'cards')
>>> from game.presets import preset
>>> [s.name for s in offered(preset("oh-pshaw"), 4, "cards")]
['deck', 'deck_copies', 'schedule', 'max_hand']
>>> [s.name for s in offered(preset("oh-seven"), 4, "cards")][-1]
'fixed_rounds'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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

#: The option pages and the options on each, in the order shown.
SECTIONS: dict[str, tuple[str, ...]] = {
    "cards": ("deck", "deck_copies", "schedule", "max_hand", "fixed_rounds"),
    "trump": ("trump", "full_deck_no_trump", "last_round_no_trump"),
    "play": ("hook", "simultaneous_bidding", "rebid", "passing", "must_trump"),
    "scoring": ("scoring", "nil_bonus", "tricks_on_miss", "round_winner_bonus", "tie_break",
                "renege_penalty"),
}
#: Options left out of their page while they have no effect: their value would say
#: something else than the game does (the rounds of a schedule that is not fixed).
HIDDEN_WHEN_IDLE = frozenset({"fixed_rounds"})
#: The tabs, the overview first.
TABS = ("overview", *SECTIONS)
TAB_NAMES = {"overview": N_("house_rules.tab_overview"), "cards": N_("house_rules.tab_cards"),
             "trump": N_("house_rules.tab_trump"), "play": N_("house_rules.tab_play"),
             "scoring": N_("house_rules.tab_scoring")}


def section_of(name: str) -> str:
    """The page of option ``name`` (an option not placed yet goes to the last page)."""
    return next((page for page, names in SECTIONS.items() if name in names), list(SECTIONS)[-1])


def offered(rules: Rules, players: int, page: str, score_pad: bool = False) -> list[OptionSpec]:
    """The options shown on ``page``, in order: those of :func:`game.house_rules.house_rules`
    placed there, less an idle one of :data:`HIDDEN_WHEN_IDLE`."""
    return [spec for spec in house_rules(rules, players, score_pad)
            if section_of(spec.name) == page and (spec.applies or spec.name not in HIDDEN_WHEN_IDLE)]


def tips() -> dict[str, str]:
    """What each option does (its row's tooltip)."""
    return {
        "deck": _("house_rules.deck_tip"),
        "deck_copies": _("house_rules.deck_copies_tip"),
        "schedule": _("house_rules.schedule_tip"),
        "max_hand": _("house_rules.max_hand_tip"),
        "fixed_rounds": _("house_rules.fixed_rounds_tip"),
        "trump": _("house_rules.trump_tip"),
        "hook": _("house_rules.hook_tip"),
        "simultaneous_bidding": _("house_rules.simultaneous_bidding_tip"),
        "rebid": _("house_rules.rebid_tip"),
        "passing": _("house_rules.passing_tip"),
        "must_trump": _("house_rules.must_trump_tip"),
        "full_deck_no_trump": _("house_rules.full_deck_no_trump_tip"),
        "last_round_no_trump": _("house_rules.last_round_no_trump_tip"),
        "scoring": _("house_rules.scoring_tip"),
        "nil_bonus": _("house_rules.nil_bonus_tip"),
        "tricks_on_miss": _("house_rules.tricks_on_miss_tip"),
        "round_winner_bonus": _("house_rules.round_winner_bonus_tip"),
        "tie_break": _("house_rules.tie_break_tip"),
        "renege_penalty": _("house_rules.renege_penalty_tip"),
    }


def idle_reasons() -> dict[str, str]:
    """Why an option is off: the option it waits for."""
    turn_up = _("house_rules.only_when_turned_up")
    standard = _("house_rules.only_with_standard_scoring")
    return {"rebid": _("house_rules.only_when_bid_card_trump"), "full_deck_no_trump": turn_up,
            "last_round_no_trump": turn_up, "nil_bonus": standard, "tricks_on_miss": standard,
            "deck_copies": _("house_rules.only_with_32_card_deck")}


def changed(rules: Rules) -> set[str]:
    """The options ``rules`` sets otherwise than its preset."""
    base = PRESETS.get(rules.preset)
    if base is None:
        return set()
    return {name for name in rules.as_dict() if getattr(rules, name) != getattr(base, name)}


def house_rules_form(form: Form, rules: Rules, players: int, page: str, score_pad: bool = False) -> Form:
    """Add the rows of the options on ``page`` to ``form``, showing the values of ``rules``."""
    tip, idle, marked = tips(), idle_reasons(), changed(rules)
    for spec in offered(rules, players, page, score_pad):
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
                for spec in offered(rules, players, page))
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


#: Tabs in one row at this label size or less would not fit: they keep their two rows.
TAB_LEAST = 11


def tab_layout(gui: pygame_gui.UIManager, names: list[str], width: int, tab_h: int,
               gap: int, most: int = 2) -> tuple[int | None, list[list[int]]]:
    """The tabs' label size and rows (indexes into ``names``): one row when the theme's own
    size fits it, else two rows (``most`` allowing) when their text is larger there."""
    def size_in(row: list[int]) -> int | None:
        each = (width - gap * (len(row) - 1)) // len(row)
        return fitting_size(gui, [names[i] for i in row], (each - 12, tab_h), "#tab")
    one = [list(range(len(names)))]
    alone = size_in(one[0])
    if alone is None or most < 2:
        return alone, one
    half = (len(names) + 1) // 2
    two = [list(range(half)), list(range(half, len(names)))]
    sizes = [size_in(row) for row in two]
    if all(size is None for size in sizes):
        return None, two
    least = min(size for size in sizes if size is not None)
    return (least, two) if least > alone else (alone, one)


class RulesPanel:
    """The tabs in a row (two when their text is larger so) at the top of ``area`` and the
    chosen page under them."""

    def __init__(self, gui: pygame_gui.UIManager, scale: float, area: pygame.Rect, rules: Rules,
                 players: int, tab: str, row_h: int) -> None:
        self.tab = tab if tab in TABS else TABS[0]
        marked = {section_of(name) for name in changed(rules)}
        names = [_(TAB_NAMES[t]) + (" •" if t in marked else "") for t in TABS]
        tab_h = max(28, round(row_h * 0.95))
        gap = max(3, round(area.width * 0.008))
        self.tab_size, rows = tab_layout(gui, names, area.width, tab_h, gap)
        if len(rows) > 1 and self.tab != "overview":  # a page's rows keep their height first
            def room(lines: int) -> int:
                below = area.height - lines * (tab_h + gap) + gap - round(row_h * 0.5)  # as in one row
                return fitting_row(rules, players, self.tab, below - 2 * round(row_h * 0.4))
            alone = tab_layout(gui, names, area.width, tab_h, gap, 1)
            if room(len(rows)) < min(round(row_h * 0.9), room(1)) and (alone[0] or TAB_LEAST) > TAB_LEAST:
                self.tab_size, rows = alone
        if len(rows) > 1:  # two rows of tabs: lower ones, closer to the page
            tab_h = max(28, round(tab_h * 0.8))
        self.tabs: dict[str, pygame_gui.elements.UIButton] = {}
        top = area.top
        for line in rows:
            width = (area.width - gap * (len(line) - 1)) // len(line)
            for i, index in enumerate(line):
                rect = pygame.Rect(area.left + i * (width + gap), top, width, tab_h)
                kind = "#tab_chosen" if TABS[index] == self.tab else "#tab"
                self.tabs[TABS[index]] = pygame_gui.elements.UIButton(
                    rect, names[index], manager=gui, object_id=label_id(self.tab_size, kind))
            top += tab_h + gap
        tab_h = top - gap - area.top  # every row of tabs
        below = round(row_h * 0.5) if len(rows) == 1 else 2 * gap
        body = pygame.Rect(area.left, area.top + tab_h + below, area.width, 0)
        body.height = area.bottom - body.top
        self.body = body
        self.form: Form | None = None
        self.box: RulesBox | None = None
        if self.tab == "overview":
            self.box = rules_box(gui, scale, rules, players, body)
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
