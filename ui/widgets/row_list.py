"""A list of rows in columns, drawn with pygame: a click selects, the wheel and the arrow
keys scroll and move the selection. The load screen and the statistics screen use it. A suit
symbol in a cell is in its colour (:mod:`ui.cards.ink`).

Columns are as wide as their widest text (``columns=None``), the room left over going to
the last one; only when the texts together are wider than the list is the widest column
narrowed, and its text ends in "…" (a name or a reason can be long). Given
shares (``columns=[0.3, 0.7]``) fix the widths instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ui.cards.ink import suited_text
from ui.core.draw import TEXT, TEXT_DIM, panel
from ui.core.fonts import fit, font, outline, text
from ui.widgets.look import card, colour

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

    def __init__(self, rect: pygame.Rect, heads: list[str], columns: list[float] | None, size: int,
                 manager: Any = None, numeric: bool = False, smallest: int | None = None) -> None:
        self.rect = rect
        self.heads = heads
        self.numeric = numeric  # the columns after the first hold figures: right-aligned
        self.head_lines = 1  # a heading too wide for its column takes two lines
        self.shares = columns  # None: as wide as the texts (see the module's note)
        self.manager = manager  # the theme's colours and card, when given
        self.columns = columns or [1 / max(1, len(heads))] * max(1, len(heads))
        self.size = size  # font size of the rows
        self.largest = size  # the size asked for; rows too wide for the list take down to ``smallest``
        self.smallest = smallest or size
        self.row_h = round(size * 2.0)
        self.rows: list[Row] = []
        self.selected: int | None = None
        self.first = 0  # the first row shown (scrolling)
        self.four_colour = False  # suit symbols in the cells: ♦ blue and ♣ green too (a setting)

    @property
    def head_h(self) -> int:
        """The height of the header (none without headings)."""
        if not self.heads:
            return 0
        return self.row_h if self.head_lines == 1 else round(self.head_size * 1.25 * self.head_lines
                                                             + self.size * 0.9)

    @property
    def head_size(self) -> int:
        """The headings' text size."""
        return round(self.size * 0.85)

    @property
    def body(self) -> pygame.Rect:
        """Where the rows are drawn (below the header line, if any)."""
        head = self.head_h
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
        if self.shares is None:
            for size in range(self.largest, min(self.largest, self.smallest) - 1, -1):
                self.size, self.row_h = size, round(size * 2.0)  # the largest at which nothing is cut
                if sum(self.natural_widths()) <= self.rect.width - 2 * round(size * 0.8):
                    break
            self.columns = self._fitted_columns()
        pad = round(self.size * 0.8)
        lefts = self._lefts(pad)
        self.head_lines = max((len(_lines(head, self.head_size, self._head_width(i, lefts, pad)))
                               for i, head in enumerate(self.heads)), default=1)
        self.head_lines = min(3, self.head_lines)
        self._reveal()

    def natural_widths(self) -> list[int]:
        """Each column's width for its widest text (a heading's longest word)."""
        count = len(self.heads) or max((len(r.cells) for r in self.rows), default=1)
        pad = round(self.size * 0.8)
        natural = [0] * count
        for i, words in enumerate(self.heads):  # a heading may take two lines: its longest word
            natural[i] = max(font(self.head_size).size(word)[0] for word in words.split() or [""])
        for row in self.rows:
            cells = row.cells[:-1] if row.span else row.cells  # a spanning text takes what is left
            for i, cell in enumerate(cells[:count]):
                natural[i] = max(natural[i], font(self.size, i == 0).size(cell)[0])
        return [n + pad + pad // 2 for n in natural]

    def _fitted_columns(self) -> list[float]:
        """Shares of the width that give each column its widest text (see the module's note)."""
        inner = self.rect.width - 2 * round(self.size * 0.8)
        natural = self.natural_widths()
        widths = _fit_widths(natural, inner)
        cut = [i for i, (w, n) in enumerate(zip(widths, natural, strict=True)) if w < n]
        if cut and sum(widths) < inner:  # the pixels left from cutting go back to a cut column
            widths[cut[0]] += inner - sum(widths)
        if sum(widths) < inner and self.numeric:  # figures: the room left is shared out
            widths = [w + (inner - sum(widths)) // len(widths) for w in widths]
        if sum(widths) < inner:
            widths[-1] += inner - sum(widths)
        return [w / max(1, inner) for w in widths]

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
        if self.manager is not None:
            surface.blit(card(self.manager, self.rect.size), self.rect)
            lit_colour = colour(self.manager, "filled_bar", ["#switch"])
            accent = (lit_colour.r, lit_colour.g, lit_colour.b)
        else:
            surface.blit(panel(self.rect.size, 120, 10), self.rect)
            accent = SELECTED
        pad = round(self.size * 0.8)
        lefts = self._lefts(pad)
        for words, at in self.heading_lines():
            surface.blit(text(words, self.head_size, TEXT_DIM), at)
        for index in range(self.first, min(len(self.rows), self.first + self.shown)):
            box = self.row_rect(index)
            assert box is not None
            if index == self.selected:
                lit = box.inflate(-8, -2)
                if self.manager is not None:  # a tint of the accent, edged with it
                    surface.blit(panel(lit.size, 46, 8, accent), lit)
                    pygame.draw.rect(surface, accent, lit, width=outline(surface.get_height()),
                                     border_radius=8)
                else:
                    surface.blit(panel(lit.size, 230, 6, SELECTED), lit)
            elif index % 2:
                surface.blit(panel(box.inflate(-6, -2).size, 10, 6, STRIPE), box.inflate(-6, -2))
            row = self.rows[index]
            cells = row.cells if row.span or not self.heads else row.cells[:len(self.heads)]
            for i, cell in enumerate(cells):
                last = row.span and i == len(cells) - 1
                width = (self.rect.right - pad - lefts[i]) if last else self._width(i, lefts, pad)
                img = suited_text(fit(cell, self.size, width, i == 0), self.size, row.colour, i == 0,
                                  self.four_colour)
                if self.numeric and i > 0 and not last:
                    surface.blit(img, img.get_rect(midright=(lefts[i] + width, box.centery)))
                else:
                    surface.blit(img, img.get_rect(midleft=(lefts[i], box.centery)))
        if len(self.rows) > self.shown:  # a thin bar says how much is out of view
            body = self.body
            share = self.shown / len(self.rows)
            bar_h = max(12, round(body.height * share))
            y = body.top + round((body.height - bar_h) * self.first / (len(self.rows) - self.shown))
            pygame.draw.rect(surface, TEXT_DIM, (body.right - 6, y, 3, bar_h), border_radius=2)

    def widths(self) -> list[int]:
        """Each column's width now."""
        inner = self.rect.width - 2 * round(self.size * 0.8)
        return [round(share * inner) for share in self.columns]

    def _lefts(self, pad: int) -> list[int]:
        inner = self.rect.width - 2 * pad
        lefts, x = [], float(self.rect.left + pad)
        for share in self.columns:
            lefts.append(round(x))
            x += inner * share
        return lefts

    def heading_lines(self) -> list[tuple[str, pygame.Rect]]:
        """Every line of the headings and where it stands. A heading keeps half a margin more
        from its neighbour than the figures do, so two headings never touch."""
        pad = round(self.size * 0.8)
        lefts = self._lefts(pad)
        size, placed = self.head_size, []
        for i, head in enumerate(self.heads):
            width = self._head_width(i, lefts, pad)
            right = self.numeric and i > 0
            lines = _lines(head, size, width)[:self.head_lines]
            bottom = self.rect.top + self.head_h - round((self.head_h - len(lines) * size * 1.25) / 2)
            for j, line in enumerate(reversed(lines)):
                words = fit(line, size, width)
                rect = pygame.Rect((0, 0), font(size).size(words))
                y = bottom - round((j + 0.5) * size * 1.25)
                if right:  # figures stand right: their heading too, at the figures' right edge
                    rect.midright = (lefts[i] + self._width(i, lefts, pad), y)
                else:
                    rect.midleft = (lefts[i], y)
                placed.append((words, rect))
        return placed

    def _head_width(self, i: int, lefts: list[int], pad: int) -> int:
        """The room of heading ``i``: its column's, less half a margin."""
        return self._width(i, lefts, pad) - pad // 2

    def _width(self, i: int, lefts: list[int], pad: int) -> int:
        right = lefts[i + 1] if i + 1 < len(lefts) else self.rect.right - pad
        return right - lefts[i] - pad // 2


def _lines(words: str, size: int, width: int) -> list[str]:
    """``words`` broken into lines of at most ``width`` pixels at ``size`` (a long word stays
    whole; :func:`fit` shortens it where it is drawn)."""
    face = font(size)
    lines: list[str] = []
    for word in words.split():
        if lines and face.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]


def _fit_widths(widths: list[int], total: int) -> list[int]:
    """``widths`` with the widest ones cut to one level, so that they add up to ``total`` at most.

    >>> _fit_widths([100, 300, 50], 350)
    [100, 200, 50]
    """
    if sum(widths) <= total:
        return list(widths)
    ordered = sorted(widths)
    rest, count = total, len(widths)
    for i, width in enumerate(ordered):  # the level: what the columns wider than it share equally
        level = rest // (count - i)
        if width > level:
            return [min(w, level) for w in widths]
        rest -= width
    return list(widths)
