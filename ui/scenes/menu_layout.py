"""Where the main menu's entries stand, for any window and text size: one column right of the
title art when it fits the height; else the same column with less space between and around
the labels; else two columns (Continue still across the top, gold, where the eye starts).

The entries fill their place from the bottom, and the room for a Continue entry is kept when
none is offered, so Continue coming or going never moves the others.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

#: The entries that stand across the whole width, on top, each with a line under it.
ON_TOP = ("continue", "network")
#: How far a single column may shrink its buttons and gaps (0: as drawn at ease, 1: the
#: least) before the entries go into two columns.
SINGLE_SHRINK = 0.5


@dataclass(frozen=True)
class MenuMeasure:
    """What the layout needs to know: the window, the button text's height and the widest
    label's width (pixels), the room a line under Continue takes, and whether room for a
    Continue entry is kept though none is offered."""

    size: tuple[int, int]
    font_height: int
    widest: int
    caption: int
    keep_continue: bool


def margin(height: int) -> int:
    """The free edge kept above and below the entries (their card reaches into it)."""
    return round(height * 0.05)


def menu_rects(keys: list[str], measure: MenuMeasure, captions: set[str]) -> dict[str, pygame.Rect]:
    """The rectangle of each entry in ``keys`` (top to bottom, Quit last); ``captions`` are
    the entries with a line under them."""
    h = measure.size[1]
    room = h - 2 * margin(h)
    single = _Plan(keys, measure, captions, columns=1)
    if single.height(0.0) <= room:
        return single.place(0.0)
    if single.height(SINGLE_SHRINK) <= room:
        return single.place(single.shrink_for(room))
    double = _Plan(keys, measure, captions, columns=2)
    return double.place(min(1.0, max(0.0, double.shrink_for(room))))


class _Plan:
    """The entries in ``columns`` columns; ``t`` runs from the sizes at ease (0) to the least (1)."""

    def __init__(self, keys: list[str], measure: MenuMeasure, captions: set[str], columns: int) -> None:
        self.keys, self.m, self.captions, self.columns = keys, measure, captions, columns
        h = measure.size[1]
        font = measure.font_height
        self.bh = (max(40, round(h * 0.058), round(font * 1.9)), max(30, round(font * 1.45)))
        self.gap = (max(6, round(h * 0.012)), max(4, round(h * 0.006)))
        top = [k for k in keys if k in ON_TOP]
        if measure.keep_continue and "continue" not in top and len(keys) > 2:
            top = ["", *top]  # the room Continue would take
        self.top = top
        rest = [k for k in keys if k not in ON_TOP]
        self.rows = [rest[i:i + columns] for i in range(0, len(rest), columns)]
        self.apart = len(keys) > 2 and keys[-1] == "quit"  # Quit a little apart

    def _sizes(self, t: float) -> tuple[int, int]:
        return (round(self.bh[0] + (self.bh[1] - self.bh[0]) * t),
                round(self.gap[0] + (self.gap[1] - self.gap[0]) * t))

    def _caption(self, key: str) -> int:
        return self.m.caption if key in self.captions or (key == "" and self.m.keep_continue) else 0

    def height(self, t: float) -> int:
        """The height of all the entries with sizes ``t``."""
        bh, gap = self._sizes(t)
        count = len(self.top) + len(self.rows)
        captions = sum(self._caption(key) for key in self.top)
        return count * bh + (count - 1) * gap + captions + (gap if self.apart else 0)

    def shrink_for(self, room: int) -> float:
        """The least shrinking that makes the entries fit ``room`` (more than 1 when even the
        least sizes do not)."""
        at_ease, least = self.height(0.0), self.height(1.0)
        if at_ease <= room:
            return 0.0
        if least >= at_ease:
            return 1.0
        return (at_ease - room) / (at_ease - least) + 1e-6

    def width(self) -> tuple[int, int]:
        """One column's width and the space between two."""
        w, h = self.m.size
        wanted = max(round(h * 0.38), self.m.widest + round(h * 0.08))
        if self.columns == 1:
            return min(round(w * 0.42), wanted), 0
        between = max(8, round(h * 0.02))
        wanted = max(round(h * 0.3), self.m.widest + round(h * 0.06))
        return min((round(w * 0.56) - between) // 2, wanted), between

    def place(self, t: float) -> dict[str, pygame.Rect]:
        """Each entry's rectangle with sizes ``t``: the block centred right of the title
        art, inside the window."""
        w, h = self.m.size
        bh, gap = self._sizes(t)
        col, between = self.width()
        full = col * self.columns + between * (self.columns - 1)
        cx = min(round(w * 0.7), w - margin(h) - full // 2)
        left = cx - full // 2
        height = self.height(t)
        y = max(margin(h), h // 2 - round(h * 0.01) - height // 2)
        rects: dict[str, pygame.Rect] = {}
        for key in self.top:
            if key:
                rects[key] = pygame.Rect(left, y, full, bh)
            y += bh + gap + self._caption(key)
        for i, row in enumerate(self.rows):
            if self.apart and i == len(self.rows) - 1:
                y += gap
            for j, key in enumerate(row):
                x = left + j * (col + between)
                if self.columns > 1 and len(row) == 1:
                    x = left + (full - col) // 2  # a lone last entry stands in the middle
                rects[key] = pygame.Rect(x, y, full if self.columns == 1 else col, bh)
            y += bh + gap
        return rects
