"""A small hover tip drawn on a screen's own picture: a line of text in a dark rounded box
just above what it explains, kept inside the window. For things that are not pygame_gui
widgets (a card of the hand), whose reason a player should read without clicking.

>>> box = tip_box((120, 20), (640, 400), (1280, 800))
>>> box.midbottom
(640, 392)
"""

from __future__ import annotations

import pygame

from ui.core.draw import TEXT, panel
from ui.core.fonts import fitted, outline, scaled, text, wrap

#: Pixels between the tip and what it explains.
GAP = 8


def tip_box(size: tuple[int, int], anchor: tuple[float, float], window: tuple[int, int]) -> pygame.Rect:
    """Where a tip of ``size`` goes: its bottom centre ``GAP`` pixels above ``anchor``,
    moved inside the window."""
    box = pygame.Rect((0, 0), size)
    box.midbottom = (round(anchor[0]), round(anchor[1]) - GAP)
    box.clamp_ip(pygame.Rect((0, 0), window))
    return box


def draw_tip(surface: pygame.Surface, words: str, anchor: tuple[float, float],
             high_contrast: bool = False, width: int | None = None) -> pygame.Rect:
    """The tip saying ``words`` above ``anchor``: on one line (smaller where the window is
    too narrow), or wrapped into lines of at most ``width`` pixels (and at each line break
    in ``words``); returns its box."""
    w, h = surface.get_size()
    size = scaled(h, 0.02)
    image = _image(words, (w, h)) if width is None \
        else _lines([line for part in words.split("\n") for line in wrap(part, size, width)], size)
    box = tip_box((image.get_width() + size * 2, image.get_height() + size), anchor, (w, h))
    surface.blit(panel(box.size, 235, max(6, size // 2), (16, 20, 18)), box)
    pygame.draw.rect(surface, (255, 255, 255) if high_contrast else (120, 130, 124), box, width=outline(h),
                     border_radius=max(6, size // 2))
    surface.blit(image, image.get_rect(center=box.center))
    return box


def tip_rect(words: str, anchor: tuple[float, float], window: tuple[int, int]) -> pygame.Rect:
    """Where :func:`draw_tip` draws a one-line tip saying ``words`` above ``anchor``."""
    size = scaled(window[1], 0.02)
    image = _image(words, window)
    return tip_box((image.get_width() + size * 2, image.get_height() + size), anchor, window)


def _image(words: str, window: tuple[int, int]) -> pygame.Surface:
    """A one-line tip's words, smaller where the window is too narrow for them."""
    w, h = window
    size = scaled(h, 0.02)
    return fitted(words, size, round(w * 0.9) - 2 * size, TEXT)


def _lines(lines: list[str], size: int) -> pygame.Surface:
    """``lines`` one under the other, left-aligned, on a transparent picture."""
    step = round(size * 1.3)
    images = [text(line, size, TEXT) for line in lines]
    picture = pygame.Surface((max(i.get_width() for i in images), step * (len(images) - 1)
                              + images[-1].get_height()), pygame.SRCALPHA)
    for i, image in enumerate(images):
        picture.blit(image, (0, i * step))
    return picture
