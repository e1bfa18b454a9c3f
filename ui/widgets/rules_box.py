"""The rules' scrolling text box, quick to build at any window size.

pygame_gui draws a rounded box by painting the whole box at four times its
size and shrinking it: for the rules' box at 3840x2160 that is a picture of
about 10000x6000 pixels, 2.5 s and 250 MB every time the box is built (the
screen opens, the window is resized). So the text box itself is a plain
see-through rectangle (theme ``#rules_text``), and under it lies a picture of
the same rounded box drawn by :func:`rounded_panel`: only its corners are
drawn four times over, the rest is stretched. Colours, border and corner
radius are the theme's ``text_box`` ones, so the look (and high contrast)
stays as it was.
"""

from __future__ import annotations

import warnings

import pygame
import pygame_gui

from game.rules import Rules
from ui.widgets.look import colour as theme_colour
from ui.words.rules_text import heading_sizes, rules_html

#: How many times over the corners are drawn before they are shrunk (as pygame_gui does).
SUPERSAMPLE = 4


def rounded_panel(size: tuple[int, int], fill: pygame.Color, border: pygame.Color, width: int,
                  radius: int, shadow: int = 0) -> pygame.Surface:
    """A rounded box of ``size`` as pygame_gui draws one: a faint shadow ``shadow`` pixels
    wide, the border fading inwards, anti-aliased corners. Only a small box is drawn,
    :data:`SUPERSAMPLE` times over, shrunk, cut in nine and stretched. The colours are
    written as given (pygame_gui's are alpha-premultiplied)."""
    w, h = max(1, size[0]), max(1, size[1])
    corner = max(1, min(shadow + max(radius, 3 * width), w // 2, h // 2))
    side, k = 2 * corner + 1, SUPERSAMPLE
    big = pygame.Surface((side * k, side * k), pygame.SRCALPHA)
    rings = [(i, pygame.Color(0, 0, 0, 18 if i == shadow - 1 else 4)) for i in range(shadow)]
    rings.append((shadow, border))  # the border, then two fainter rings inside it
    for step in (1, 2):
        rings.append((shadow + step * width, _over(_faded(border, 0.5 ** step), fill)))
    rings.append((shadow + 3 * width, fill))
    for inset, colour in rings:
        rect = big.get_rect().inflate(-2 * inset * k, -2 * inset * k)
        pygame.draw.rect(big, colour, rect, border_radius=max(0, radius - inset + shadow) * k)
    small = pygame.transform.smoothscale(big, (side, side))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    c, inner_w, inner_h = corner, max(0, w - 2 * corner), max(0, h - 2 * corner)
    for x, sx in ((0, 0), (w - c, c + 1)):
        for y, sy in ((0, 0), (h - c, c + 1)):
            out.blit(small, (x, y), pygame.Rect(sx, sy, c, c))
    if inner_w:
        for y, sy in ((0, 0), (h - c, c + 1)):
            out.blit(pygame.transform.scale(small.subsurface((c, sy, 1, c)), (inner_w, c)), (c, y))
    if inner_h:
        for x, sx in ((0, 0), (w - c, c + 1)):
            out.blit(pygame.transform.scale(small.subsurface((sx, c, c, 1)), (c, inner_h)), (x, c))
    if inner_w and inner_h:
        out.fill(small.get_at((c, c)), (c, c, inner_w, inner_h))
    return out


def _faded(colour: pygame.Color, share: float) -> pygame.Color:
    """A premultiplied colour at ``share`` of its strength."""
    return pygame.Color(*(round(v * share) for v in colour))


def _over(top: pygame.Color, below: pygame.Color) -> pygame.Color:
    """Premultiplied ``top`` laid over ``below``."""
    keep = 1 - top.a / 255
    return pygame.Color(*(min(255, round(t + b * keep)) for t, b in zip(top, below, strict=True)))


class RulesBox(pygame_gui.elements.UITextBox):
    """A see-through text box over its own rounded box (a picture); killed together."""

    def __init__(self, html: str, rect: pygame.Rect, manager: pygame_gui.UIManager) -> None:
        theme, ids = manager.get_theme(), ["text_box"]
        fill = theme.get_colour_or_gradient("dark_bg", ids)
        border = theme.get_colour_or_gradient("normal_border", ids)
        width = _number(theme, "border_width", ids, 1)
        radius = _number(theme, "shape_corner_radius", ids, 0)
        shadow = _number(theme, "shadow_width", ids, 0)
        picture = rounded_panel(rect.size, _plain(fill), _plain(border), width, radius, shadow)
        self.backing = pygame_gui.elements.UIImage(rect, picture, manager=manager,
                                                   image_is_alpha_premultiplied=True)
        inside = rect.inflate(-2 * shadow, -2 * shadow)  # where pygame_gui would put the text
        super().__init__(html, inside, manager=manager, object_id="#rules_text")

    def kill(self) -> None:
        """Kill the box and the picture under it."""
        self.backing.kill()
        super().kill()


def _plain(colour: object) -> pygame.Color:
    """A theme colour; a gradient (none in our theme) gives its see-through black."""
    return colour if isinstance(colour, pygame.Color) else pygame.Color(0, 0, 0, 0)


def _number(theme: object, key: str, ids: list[str], default: int) -> int:
    """A whole number of the theme's misc data (a border width may be given per side)."""
    try:
        value = theme.get_misc_data(key, ids)  # type: ignore[attr-defined]
    except LookupError:
        return default
    if isinstance(value, dict):
        value = max(value.values(), default=default)
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def rules_box(manager: pygame_gui.UIManager, scale: float, rules: Rules, players: int | None,
              rect: pygame.Rect) -> RulesBox:
    """A scrolling text box of the rules made with ``manager``, its text at the widgets'
    ``scale`` (the window's ``gui_scale``), its headings' bold fonts loaded first."""
    with warnings.catch_warnings():  # "already loaded" the second time: that is the point
        warnings.simplefilter("ignore", UserWarning)
        manager.preload_fonts([{"name": "dejavu", "point_size": size, "style": "bold"}
                               for size in heading_sizes(scale)])
    accent = theme_colour(manager, "filled_bar", ["#switch"])  # the headings in the theme's accent
    hex_accent = f"#{accent.r:02x}{accent.g:02x}{accent.b:02x}"
    return RulesBox(rules_html(rules, players, scale, hex_accent), rect, manager)
