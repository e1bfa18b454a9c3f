"""A list of rows in columns, drawn with pygame: a click selects, the wheel and the arrow
keys scroll and move the selection. The load screen and the statistics screen use it.

Text that does not fit its column ends in "…" (a name or a reason can be long).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ui.core.draw import TEXT, TEXT_DIM, panel
from ui.core.fonts import font, text

SELECTED = (61, 122, 90)  # the theme's selected_bg
STRIPE = (255, 255, 255)


@dataclass(frozen=True)
class Row:
    """One row: a text per column; ``span`` makes the last text run to the right edge."""

    cells: tuple[str, ...]
    colour: tuple[int, int, int] = TEXT
    span: bool = False  # the last cell spans every column after it (a damaged file's reason)


class RowList:
    """Rows in ``rect`` with a header line. ``columns`` are the share of the width of each.

    ``selected`` is the index of the chosen row (``None`` when there are none).
    """

    def __init__(self, rect: pygame.Rect, heads: list[str], columns: list[float], size: int) -> None:
        self.rect = rect
        self.heads = heads
        self.columns = columns
        self.size = size  # font size of the rows
        self.row_h = round(size * 2.0)
        self.rows: list[Row] = []
        self.selected: int | None = None
        self.first = 0  # the first row shown (scrolling)

    @property
    def body(self) -> pygame.Rect:
        """Where the rows are drawn (below the header line, if any)."""
        head = self.row_h if self.heads else 0
        return pygame.Rect(self.rect.left, self.rect.top + head, self.rect.width, self.rect.height - head)

    @property
    def shown(self) -> int:
        """How many rows fit."""
        return max(1, self.body.height // self.row_h)

    def set_rows(self, rows: list[Row], keep: int | None = None) -> None:
        """New rows; select ``keep`` (kept in range), else the first row."""
        self.rows = rows
        if not rows:
            self.selected = None
        else:
            self.selected = min(keep if keep is not None else 0, len(rows) - 1)
        self.first = 0
        self._reveal()

    def row_rect(self, index: int) -> pygame.Rect | None:
        """Where row ``index`` is on screen, or ``None`` when it is scrolled out of view."""
        if not self.first <= index < self.first + self.shown:
            return None
        body = self.body
        return pygame.Rect(body.left, body.top + (index - self.first) * self.row_h, body.width, self.row_h)

    def select(self, index: int) -> None:
        """Choose row ``index`` and scroll it into view."""
        if self.rows:
            self.selected = max(0, min(index, len(self.rows) - 1))
            self._reveal()

    def _reveal(self) -> None:
        if self.selected is None:
            return
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + self.shown:
            self.first = self.selected - self.shown + 1

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click on a row selects it; the wheel scrolls; Up, Down, Home, End move."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.body.collidepoint(event.pos):
            for index in range(self.first, min(len(self.rows), self.first + self.shown)):
                row = self.row_rect(index)
                if row is not None and row.collidepoint(event.pos):
                    self.selected = index
                    return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            top = max(0, len(self.rows) - self.shown)
            self.first = max(0, min(top, self.first - event.y))
            return True
        if event.type == pygame.KEYDOWN and self.rows:
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.shown,
                     pygame.K_PAGEDOWN: self.shown}
            if event.key in moves:
                self.select((self.selected or 0) + moves[event.key])
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.select(0 if event.key == pygame.K_HOME else len(self.rows) - 1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The header, the visible rows (the selected one lit) and a scroll mark."""
        surface.blit(panel(self.rect.size, 120, 10), self.rect)
        pad = round(self.size * 0.8)
        lefts = self._lefts(pad)
        if self.heads:
            for i, head in enumerate(self.heads):
                img = text(fit(head, round(self.size * 0.85), self._width(i, lefts, pad)),
                           round(self.size * 0.85), TEXT_DIM)
                surface.blit(img, img.get_rect(midleft=(lefts[i], self.rect.top + self.row_h // 2)))
        for index in range(self.first, min(len(self.rows), self.first + self.shown)):
            box = self.row_rect(index)
            assert box is not None
            if index == self.selected:
                surface.blit(panel(box.inflate(-6, -2).size, 230, 6, SELECTED), box.inflate(-6, -2))
            elif index % 2:
                surface.blit(panel(box.inflate(-6, -2).size, 10, 6, STRIPE), box.inflate(-6, -2))
            row = self.rows[index]
            for i, cell in enumerate(row.cells):
                last = row.span and i == len(row.cells) - 1
                width = (self.rect.right - pad - lefts[i]) if last else self._width(i, lefts, pad)
                img = text(fit(cell, self.size, width, i == 0), self.size, row.colour, i == 0)
                surface.blit(img, img.get_rect(midleft=(lefts[i], box.centery)))
        if len(self.rows) > self.shown:  # a thin bar says how much is out of view
            body = self.body
            share = self.shown / len(self.rows)
            bar_h = max(12, round(body.height * share))
            y = body.top + round((body.height - bar_h) * self.first / (len(self.rows) - self.shown))
            pygame.draw.rect(surface, TEXT_DIM, (body.right - 6, y, 3, bar_h), border_radius=2)

    def _lefts(self, pad: int) -> list[int]:
        inner = self.rect.width - 2 * pad
        lefts, x = [], float(self.rect.left + pad)
        for share in self.columns:
            lefts.append(round(x))
            x += inner * share
        return lefts

    def _width(self, i: int, lefts: list[int], pad: int) -> int:
        right = lefts[i + 1] if i + 1 < len(lefts) else self.rect.right - pad
        return right - lefts[i] - pad // 2


@lru_cache(maxsize=2048)
def fit(value: str, size: int, width: int, bold: bool = False) -> str:
    """``value`` cut with "…" to at most ``width`` pixels at font ``size``."""
    face = font(size, bold)
    if face.size(value)[0] <= width:
        return value
    low, high = 0, len(value)
    while low < high:  # the longest prefix that fits with the ellipsis
        mid = (low + high + 1) // 2
        if face.size(value[:mid] + "…")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return value[:low].rstrip() + "…"
