"""Is any text cut? A measure of every widget on the screen, for the screenshots and the test
that runs them in every language (tests/ui/test_cut_text.py).

pygame_gui warns when a label's text is larger than its box ("Label Rect is too
small") but clips a button's or a drop-down's text without a word. This looks
at what is on screen now: each label's and each button's text in its own font
against the room inside its border, shadow and padding. The preset cards and
the row lists draw their own text: a card must show its whole line, and a row
list may shorten a cell only when its columns together are wider than the list.
"""

from __future__ import annotations

from typing import Any

import pygame_gui
from pygame_gui.core.utility import translate

from ui.widgets.preset_cards import PresetCards
from ui.widgets.row_list import RowList

#: Pixels of slack: pygame_gui rounds its text boxes.
SLACK = 2


def cut_widgets(manager: pygame_gui.UIManager) -> list[str]:
    """A line for every visible label or button whose text does not fit its box."""
    found = []
    for element in manager.get_sprite_group().sprites():
        if not getattr(element, "visible", True) or not element.alive():
            continue
        if isinstance(element, pygame_gui.elements.UIButton | pygame_gui.elements.UILabel):
            words = translate(element.text, **getattr(element, "text_kwargs", {}) or {})
            face = getattr(element, "font", None)
            if not words or face is None:
                continue
            width, height = face.get_rect(words).size
            room_w, room_h = _room(element)
            if width > room_w + SLACK or height > room_h + SLACK:
                found.append(f"{type(element).__name__} {words!r}: {width}x{height} in {room_w}x{room_h}")
    return found


def _room(element: Any) -> tuple[int, int]:
    """The space a widget's text has: a label's whole box (pygame_gui draws labels without
    border or shadow), a button's box less shadow, border and side padding."""
    if isinstance(element, pygame_gui.elements.UILabel):
        return element.rect.width, element.rect.height
    shadow = int(getattr(element, "shadow_width", 0) or 0)
    border = getattr(element, "border_width", None)
    sides = (border["left"] + border["right"], border["top"] + border["bottom"]) \
        if isinstance(border, dict) else (0, 0)
    pad = 0
    if isinstance(element, pygame_gui.elements.UIButton) and element.text_horiz_alignment != "center":
        pad = 2 * int(element.text_horiz_alignment_padding or 0)
    return (element.rect.width - 2 * shadow - sides[0] - pad,
            element.rect.height - 2 * shadow - sides[1])


def cut_drawn(scene: Any) -> list[str]:
    """The scene's own text that was shortened: a preset card's line, or a row list's cell
    while the columns would fit the list at their full width."""
    found = []
    for part in vars(scene).values():
        if isinstance(part, PresetCards) and part.sizes.max_lines is not None:
            found.append(f"preset cards: lines shortened to {part.sizes.max_lines}")
        if isinstance(part, RowList) and part.shares is None and part.rows:
            pairs = list(zip(part.widths(), part.natural_widths(), strict=False))
            cut = [i for i, (width, natural) in enumerate(pairs) if width + SLACK < natural]
            spare = [i for i, (width, natural) in enumerate(pairs) if width > natural + SLACK]
            if cut and spare:
                found.append(f"a row list cuts column {cut} while column {spare} has room")
    return found
