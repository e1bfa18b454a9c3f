"""The table's keyboard way to its decision panel (bids that digits cannot type, trump, pass).

The arrows and Enter belong to the hand at the table, so the focus ring of
:mod:`ui.core.focus` is off there; ↑ puts it on the panel's first usable button,
←/→ move along the buttons, Enter or Space presses one (the very event a
click posts), ↓ or Esc go back to the hand. The table's other keys are its input's
keymap (:meth:`ui.table.input.TableInput.keymap`).
"""

from __future__ import annotations

from typing import Any

import pygame

from ui.core.focus import ACT_KEYS, Focus, press


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
