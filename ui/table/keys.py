"""The table's keyboard way to its decision panel (bids that digits cannot type, trump, pass).

The arrows and Enter belong to the hand at the table, so the focus ring of
:mod:`ui.core.focus` is off there; ↑ puts it on the panel's first usable button,
←/→ move along the buttons, Enter or Space presses one (the very event a
click posts), ↓ or Esc go back to the hand. Tab, H and Esc reach what the
corner buttons do (score sheet, hint, pause menu).
"""

from __future__ import annotations

from typing import Any

import pygame

from ui.core.focus import ACT_KEYS, Focus, press
from ui.words.i18n import _


def panel_focus_key(focus: Focus, manager: Any, buttons: list[Any], key: int) -> bool:
    """Handle ``key`` for the panel's ``buttons``; True when it was used."""
    usable = [b for b in buttons if b.is_enabled and b.visible]
    current = focus.current(manager, follow=False)
    on = current in usable
    if key == pygame.K_UP and usable:
        if not on:
            focus.set(usable[0], manager)
        return True
    if not on:
        return False
    if key in (pygame.K_DOWN, pygame.K_ESCAPE):
        focus.hide()
        return True
    if key in (pygame.K_LEFT, pygame.K_RIGHT):
        step = 1 if key == pygame.K_RIGHT else -1
        focus.set(usable[(usable.index(current) + step) % len(usable)], manager)
        return True
    if key in ACT_KEYS:
        press(current)
        return True
    return False


def table_keys() -> list[tuple[str, str]]:
    """The table's keys (:mod:`ui.table.input`); the focus ring moves only over its panel."""
    return [(_("keys.left_right"), _("keys.choose_card")),
            (_("keys.enter"), _("keys.play_or_pass")),
            (_("keys.digits"), _("keys.bid_that_many")),
            (_("keys.up_down"), _("keys.to_bid_buttons_and_back")),
            (_("keys.space"), _("keys.skip_motion")),
            (_("keys.h"), _("keys.hint")),
            (_("keys.tab"), _("keys.score_sheet")),
            (_("keys.esc"), _("keys.pause_menu")),
            (_("keys.ctrl_z"), _("keys.take_back")),
            (_("keys.ctrl_s"), _("keys.save_under_a_name")),
            (_("keys.m"), _("keys.sound_on_off")),
            (_("keys.f2_f3"), _("keys.speed_and_trick_pause")),
            (_("keys.f4_f5"), _("keys.four_colour_and_language")),
            (_("keys.f11"), _("keys.fullscreen")),
            (_("keys.f1"), _("keys.this_list"))]
