"""The look the screens share, drawn with the theme's colours: the card a group of controls
or figures sits on, section headings, and colours read from the theme.

pygame_gui keeps its colours with the alpha multiplied in; :func:`colour` gives
them back as plain colours for drawing with pygame, so a panel drawn here and
one drawn by pygame_gui match, in high contrast too.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from ui.core.draw import felt
from ui.core.fonts import fitted, outline
from ui.core.picture_cache import cached

#: The plain dark cloth of high contrast (the table's own, ui/table/view.py).
CONTRAST_CLOTH = (6, 22, 14)


def backdrop(surface: pygame.Surface, high_contrast: bool) -> None:
    """The screen's cloth: the felt, or a plain dark one in high contrast."""
    if high_contrast:
        surface.fill(CONTRAST_CLOTH)
    else:
        surface.blit(felt(surface.get_size()), (0, 0))


def colour(manager: pygame_gui.UIManager, key: str, ids: list[str]) -> pygame.Color:
    """Theme colour ``key`` of the element ``ids`` as a plain (not premultiplied) colour;
    a gradient gives its first stop."""
    found: Any = manager.get_theme().get_colour_or_gradient(key, ids)
    c = pygame.Color(found if isinstance(found, pygame.Color) else found.colour_1)
    if 0 < c.a < 255:
        r, g, b = (min(255, round(v * 255 / c.a)) for v in (c.r, c.g, c.b))
        return pygame.Color(r, g, b, c.a)
    return c


def radius(manager: pygame_gui.UIManager, ids: list[str], default: int = 12) -> int:
    """The corner radius of ``ids`` in the theme (grown with the text like the theme's)."""
    try:
        value = manager.get_theme().get_misc_data("shape_corner_radius", ids)
        return int(str(value).split(",")[0])
    except (LookupError, ValueError, TypeError):
        return default


def card(manager: pygame_gui.UIManager, size: tuple[int, int], lit: bool = False) -> pygame.Surface:
    """A card for a group of controls or figures: the theme's panel fill and fine border,
    rounded, with a soft shadow; ``lit`` draws it chosen (the link colour as its border)."""
    ids = ["panel"]
    fill = colour(manager, "dark_bg", ids)
    edge = colour(manager, "link_text" if lit else "normal_border", ["defaults", *ids])
    width = outline(manager.window_resolution[1], 2 if lit or _contrast(manager) else 1)
    return _card(size, tuple(fill), tuple(edge), radius(manager, ids), width)


def _contrast(manager: pygame_gui.UIManager) -> bool:
    """The high-contrast theme is on (its borders are white and opaque)."""
    return colour(manager, "normal_border", ["panel"]).a == 255


@cached(budget_mb=16, entries_max=64)
def _card(size: tuple[int, int], fill: tuple[int, ...], edge: tuple[int, ...], corner: int,
          width: int) -> pygame.Surface:
    w, h = max(1, size[0]), max(1, size[1])
    corner = max(0, min(corner, w // 2, h // 2))
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    shade = max(2, corner // 3)
    for i in range(shade, 0, -1):  # a soft shadow below the card, widening and fading
        rect = pygame.Rect(i // 2, i, w - i, h - i)
        pygame.draw.rect(surface, (0, 0, 0, 16), rect, border_radius=corner)
    body = pygame.Rect(0, 0, w, h - shade // 2)
    pygame.draw.rect(surface, fill, body, border_radius=corner)
    pygame.draw.rect(surface, edge, body, width=width, border_radius=corner)
    light = pygame.Surface((w, h), pygame.SRCALPHA)  # a faint light from above, fading out
    reach = max(1, h // 2)
    for y in range(reach):
        pygame.draw.line(light, (255, 255, 255, round(9 * (1 - y / reach))), (0, y), (w, y))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), body, border_radius=corner)
    light.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(light, (0, 0))
    return surface


def heading(surface: pygame.Surface, words: str, pos: tuple[int, int], size: int, width: int,
            manager: pygame_gui.UIManager) -> int:
    """A section heading in the theme's accent colour at ``pos`` (its top left), at most
    ``width`` wide, with a hairline under it; the y below it."""
    accent = colour(manager, "link_text", ["defaults"])
    img = fitted(words.upper(), size, width, tuple(accent), True)
    surface.blit(img, pos)
    y = pos[1] + img.get_height() + max(2, size // 4)
    rule = pygame.Surface((max(1, width), outline(manager.window_resolution[1])), pygame.SRCALPHA)
    rule.fill(colour(manager, "normal_border", ["button"]))
    surface.blit(rule, (pos[0], y))  # blended: the theme's border colour is see-through
    return y + max(4, size // 2)


#: The object id of a default (gold) button while it is off: it looks as any button that is off.
PRIMARY_OFF = "#primary_off"


def set_enabled(button: pygame_gui.elements.UIButton, on: bool) -> None:
    """Turn ``button`` on or off. A default (gold, ``#primary``) button that is off is drawn as
    every other button that is off (grey, the plain text), not as a greyed gold one."""
    if button.is_enabled == on and (on or "#primary" not in button.object_ids):
        return
    primary = "#primary" in button.object_ids or PRIMARY_OFF in button.object_ids
    if primary:
        button.change_object_id("#primary" if on else PRIMARY_OFF)
    if on:
        button.enable()
    else:
        button.disable()


def button_height(manager: pygame_gui.UIManager, window_height: int) -> int:
    """The height of a screen's main buttons (Back, Start, Load): a share of the window, and
    more when the text is larger (the UI scale)."""
    face = manager.get_theme().get_font(["#primary", "button"])
    return max(36, round(window_height * 0.058), round(face.get_rect("Ag").height * 1.7))


def control_height(manager: pygame_gui.UIManager, window_height: int, share: float = 0.046) -> int:
    """The height of a row's control (a drop-down, a field): ``share`` of the window, and more
    when the text is larger."""
    face = manager.get_theme().get_font(["button"])
    return max(28, round(window_height * share), round(face.get_rect("Ag").height * 1.75))
