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
    return [(_("keys_overlay.868b"), _("keys_overlay.choose_a_card_in_your_dc43")),
            (_("keys_overlay.enter"), _("keys_overlay.play_the_card_pass_the_fbb0")),
            (_("keys_overlay.09"), _("keys_overlay.bid_that_many_tricks")),
            (_("keys_overlay.1e8a"), _("keys_overlay.to_the_bid_buttons_and_57fa")),
            (_("keys_overlay.space"), _("keys_overlay.skip_the_motion_the_next_ac98")),
            (_("keys_overlay.h"), _("table.keys.hint_what_the_expert_bot_a94a")),
            (_("keys_overlay.tab"), _("keys_overlay.the_score_sheet")),
            (_("keys_overlay.esc"), _("keys_overlay.pause_menu_resume_save_leave")),
            (_("keys_overlay.ctrl_z"), _("keys_overlay.take_back_your_last_decision")),
            (_("keys_overlay.ctrl_s"), _("keys_overlay.save_the_game_under_a_52b0")),
            (_("keys_overlay.m"), _("keys_overlay.sound_on_off")),
            (_("keys_overlay.f2_f3"), _("keys_overlay.animation_speed_trick_pause")),
            (_("keys_overlay.f4_f5"), _("keys_overlay.four_colour_deck_language")),
            (_("keys_overlay.f11"), _("keys_overlay.fullscreen")),
            (_("keys_overlay.f1"), _("keys_overlay.this_list_of_keys"))]
