"""Small drawing pieces of the cards: a smooth rounded blank, glyphs cut to their ink, SVG art.

Everything here is cached by its arguments and cheap enough to run during an
animation: a card flying from the hand to the trick is drawn at every width
in between, once each.
"""

from __future__ import annotations

import io
from functools import lru_cache

import pygame

from ui.core.fonts import font
from ui.core.picture_cache import cached

Colour = tuple[int, int, int]

#: The card stock: a warm white, and the fine grey line round its edge.
PAPER = (252, 251, 246)
EDGE = (168, 166, 156)


@cached(budget_mb=8, entries_max=32)
def rounded(size: tuple[int, int], radius: int, fill: Colour, edge: Colour | None = None) -> pygame.Surface:
    """A rectangle with antialiased round corners of ``radius`` and a 1-pixel ``edge``.

    Callers copy it before drawing on it. Corners are smooth (``aacircle``), not
    the stair steps of ``pygame.draw.rect``'s ``border_radius``.
    """
    surface = pygame.Surface(size, pygame.SRCALPHA)
    if edge is None:
        _fill_rounded(surface, surface.get_rect(), radius, fill)
    else:
        _fill_rounded(surface, surface.get_rect(), radius, edge)
        _fill_rounded(surface, surface.get_rect().inflate(-2, -2), max(1, radius - 1), fill)
    return surface


def _fill_rounded(surface: pygame.Surface, rect: pygame.Rect, radius: int, colour: Colour) -> None:
    radius = max(1, min(radius, rect.width // 2, rect.height // 2))
    surface.fill(colour, rect.inflate(-2 * radius, 0))
    surface.fill(colour, rect.inflate(0, -2 * radius))
    inner = rect.inflate(-2 * radius, -2 * radius)
    for centre, corner in (((inner.left, inner.top), "draw_top_left"),
                           ((inner.right - 1, inner.top), "draw_top_right"),
                           ((inner.left, inner.bottom - 1), "draw_bottom_left"),
                           ((inner.right - 1, inner.bottom - 1), "draw_bottom_right")):
        pygame.draw.aacircle(surface, colour, centre, radius, **{corner: True})


def blank(size: tuple[int, int]) -> pygame.Surface:
    """A fresh card of ``size``: paper with round antialiased corners (6% of the width) and a
    fine edge line. A copy: the caller draws on it."""
    return rounded(size, max(3, round(size[0] * 0.06)), PAPER, EDGE).copy()


@cached(budget_mb=8, entries_max=2048)
def ink(text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """``text`` in DejaVu Sans at ``size``, cut to the pixels it inks (no side bearings, no
    line gap), so layouts place the visible shape, not the font's box."""
    image = font(size, bold).render(text, True, colour)
    box = image.get_bounding_rect()
    return image.subsurface(box).copy() if box.width and box.height else image


@lru_cache(maxsize=64)
def ink_share(text: str, bold: bool = False) -> tuple[float, float]:
    """Width and height of ``text``'s ink per pixel of font size (measured once, large)."""
    image = ink(text, 200, (0, 0, 0), bold)
    return image.get_width() / 200, image.get_height() / 200


def fit_size(texts: str | tuple[str, ...], box: tuple[float, float], bold: bool = False,
             largest: int = 1000) -> int:
    """The largest font size (at most ``largest``) at which the ink of each of ``texts``
    fits ``box``; 0 if not even size 4 does. Estimated from :func:`ink_share`, then
    checked on the real glyphs, so few sizes are ever rendered."""
    group = (texts,) if isinstance(texts, str) else texts
    shares = [ink_share(t, bold) for t in group]
    size = min(largest, int(min(min(box[0] / w, box[1] / h) for w, h in shares if w and h) + 1))
    while size >= 4:
        if all(ink(t, size, (0, 0, 0), bold).get_width() <= box[0]
               and ink(t, size, (0, 0, 0), bold).get_height() <= box[1] for t in group):
            return size
        size -= 1
    return 0


@cached(budget_mb=4, entries_max=512)
def spaced(text: str, size: int, colour: Colour, bold: bool = False, space: float = 0.05) -> pygame.Surface:
    """``text`` set letter by letter, ``space`` of the size between the inks, on one baseline,
    cut to its ink. Tight (the default) for a corner "10"; airy for a title."""
    face = font(size, bold)
    gap = max(1, round(size * space))
    cuts = []
    for char in text:
        image = face.render(char, True, colour)
        box = image.get_bounding_rect()
        if box.width and box.height:
            cuts.append((image.subsurface(box), box.top))
        else:  # a space: no ink, the width of a narrow letter
            cuts.append((pygame.Surface((max(1, size // 3), 1), pygame.SRCALPHA), face.get_ascent()))
    top = min(offset for _, offset in cuts)
    height = max(offset + image.get_height() for image, offset in cuts) - top
    out = pygame.Surface((sum(image.get_width() for image, _ in cuts) + gap * (len(cuts) - 1), height),
                         pygame.SRCALPHA)
    x = 0
    for image, offset in cuts:
        out.blit(image, (x, offset - top))
        x += image.get_width() + gap
    return out


def rank_ink(rank: str, size: int, colour: Colour) -> pygame.Surface:
    """A corner index rank in bold. Two digits ("10") are set tight, each at its full width,
    the way printed cards set them, so the "10" is as tall and bold as the "9" beside it."""
    return ink(rank, size, colour, True) if len(rank) == 1 else spaced(rank, size, colour, True)


@cached(budget_mb=4, entries_max=1024)
def upside_down(image: pygame.Surface) -> pygame.Surface:
    """``image`` turned half a circle (cached by the image: glyphs from :func:`ink` repeat)."""
    return pygame.transform.rotate(image, 180)


@cached(budget_mb=12, entries_max=64)
def svg(source: str, size: tuple[int, int]) -> pygame.Surface:
    """SVG text rasterised at exactly ``size`` (pygame-ce's ``load_sized_svg``), cached."""
    return pygame.image.load_sized_svg(io.BytesIO(source.encode("utf-8")), size)


def forget() -> None:
    """Drop every cached piece (fonts died with ``pygame.quit``, or the language changed)."""
    rounded.cache_clear()
    ink.cache_clear()
    spaced.cache_clear()
    upside_down.cache_clear()
    ink_share.cache_clear()
    svg.cache_clear()
