"""The back of every card, the project's own design in the manner of a printed deck.

A white border round a deep red field; the field carries a fine diamond
lattice with a bead at every crossing, a thin cream rule inside its edge, and
in the middle an oval medallion with the four suits. The back is point
symmetric, as printed backs are, so a card shows the same back either way up.
The field is SVG, rasterised at a few sizes and scaled down to each width;
the suits are the font's glyphs, drawn at each width.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ui.cards.layout import card_size
from ui.cards.paint import PAPER, blank, ink, svg
from ui.core.picture_cache import cached

FIELD = "#8c1a2b"
LINE = "#ab3446"
BEAD = "#cf6a78"
CREAM = "#f1dfc4"
CREAM_RGB = (241, 223, 196)
#: Below this width the medallion would crowd the lattice and its suits be specks: a small
#: back is lattice alone, as printed backs look from across a table.
MEDALLION_FROM = 80


def field_rect(width: int) -> pygame.Rect:
    """The red field inside the white border."""
    w, h = card_size(width)
    border = max(2, round(w * 0.065))
    return pygame.Rect(border, border, w - 2 * border, h - 2 * border)


#: The field is rasterised at the first of these widths that is at least the one asked for, then
#: scaled down: a card flying from the stack to the hand is drawn at every width in between,
#: and four rasterisations serve them all.
MASTERS = (64, 128, 256, 512)


@cached(budget_mb=8, entries_max=128)
def back(width: int) -> pygame.Surface:
    """The back at ``width`` pixels (cached: opponents' fans, piles and the deal reuse it)."""
    surface = blank(card_size(width))
    field = field_rect(width)
    master = next((m for m in MASTERS if m >= width), width)
    medallion = width >= MEDALLION_FROM
    surface.blit(pygame.transform.smoothscale(_master_field(master, medallion), field.size), field)
    if medallion:
        _suits(surface, field)
    return surface


@cached(budget_mb=8, entries_max=8)
def _master_field(width: int, medallion: bool) -> pygame.Surface:
    field = field_rect(width)
    return svg(_field_svg(field.width, field.height, medallion), field.size)


def _suits(surface: pygame.Surface, field: pygame.Rect) -> None:
    """The four suits in a cross inside the medallion."""
    rx, ry = _medallion(field.width, field.height)
    size = max(6, round(min(rx, ry) * 0.5))
    cx, cy = field.center
    reach = min(rx, ry) * 0.42
    for symbol, (dx, dy) in (("♠", (0, -1)), ("♥", (1, 0)), ("♦", (0, 1)), ("♣", (-1, 0))):
        glyph = ink(symbol, size, CREAM_RGB)
        surface.blit(glyph, glyph.get_rect(center=(round(cx + dx * reach), round(cy + dy * reach))))


def _medallion(w: int, h: int) -> tuple[float, float]:
    """Radii of the central oval of a ``w`` by ``h`` field."""
    return w * 0.28, min(h * 0.25, w * 0.34)


@lru_cache(maxsize=16)
def _field_svg(w: int, h: int, medallion: bool = True) -> str:
    """The field: lattice, beads, the inner rule and the medallion, as SVG ``w`` by ``h``."""
    radius = max(1.0, w * 0.045)
    step = w / 8
    stroke = max(0.5, w * 0.007)
    cx, cy = w / 2, h / 2
    lines = []
    # diagonals both ways through a grid centred on the field, so the pattern is point symmetric
    reach = int((w + h) / step) + 2
    for k in range(-reach, reach + 1):
        c = k * step
        lines.append(f"M{cx + c - h:.2f} {cy - h:.2f} L{cx + c + h:.2f} {cy + h:.2f}")
        lines.append(f"M{cx + c + h:.2f} {cy - h:.2f} L{cx + c - h:.2f} {cy + h:.2f}")
    beads = []
    half = step / 2
    for i in range(-int(w / half) - 1, int(w / half) + 2):
        for j in range(-int(h / half) - 1, int(h / half) + 2):
            if (i + j) % 2 == 0:
                x, y = cx + i * half, cy + j * half
                if -step < x < w + step and -step < y < h + step:
                    r = stroke * 1.6
                    beads.append(f"M{x - r:.2f} {y:.2f} a{r:.2f} {r:.2f} 0 1 0 {2 * r:.2f} 0 "
                                 f"a{r:.2f} {r:.2f} 0 1 0 {-2 * r:.2f} 0 Z")
    inset = max(1.5, w * 0.05)
    parts = [f'<rect width="{w}" height="{h}" fill="{FIELD}"/>',
             f'<path d="{" ".join(lines)}" stroke="{LINE}" stroke-width="{stroke:.2f}" fill="none"/>',
             f'<path d="{" ".join(beads)}" fill="{BEAD}"/>',
             f'<rect x="{inset:.2f}" y="{inset:.2f}" width="{w - 2 * inset:.2f}" '
             f'height="{h - 2 * inset:.2f}" rx="{radius * 0.6:.2f}" fill="none" stroke="{CREAM}" '
             f'stroke-width="{stroke * 1.4:.2f}"/>']
    if medallion:
        rx, ry = _medallion(w, h)
        parts += [f'<ellipse cx="{cx}" cy="{cy}" rx="{rx * 1.12:.2f}" ry="{ry * 1.12:.2f}" fill="{FIELD}" '
                  f'stroke="{CREAM}" stroke-width="{stroke * 1.2:.2f}"/>',
                  f'<ellipse cx="{cx}" cy="{cy}" rx="{rx:.2f}" ry="{ry:.2f}" fill="#6e1222" '
                  f'stroke="{CREAM}" stroke-width="{stroke * 2.2:.2f}"/>']
    # the lattice runs to the edge: a paper mat with a round-cornered hole trims it
    paper = "#{:02x}{:02x}{:02x}".format(*PAPER)
    parts.append(f'<path fill-rule="evenodd" fill="{paper}" '
                 f'd="M-1 -1 H{w + 1} V{h + 1} H-1 Z {_rounded_path(w, h, radius)}"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">'
            f'{"".join(parts)}</svg>')


def _rounded_path(w: float, h: float, r: float) -> str:
    return (f"M{r:.2f} 0 H{w - r:.2f} A{r:.2f} {r:.2f} 0 0 1 {w} {r:.2f} V{h - r:.2f} "
            f"A{r:.2f} {r:.2f} 0 0 1 {w - r:.2f} {h} H{r:.2f} A{r:.2f} {r:.2f} 0 0 1 0 {h - r:.2f} "
            f"V{r:.2f} A{r:.2f} {r:.2f} 0 0 1 {r:.2f} 0 Z")


def forget() -> None:
    """Drop the cached backs."""
    back.cache_clear()
    _master_field.cache_clear()
    _field_svg.cache_clear()
