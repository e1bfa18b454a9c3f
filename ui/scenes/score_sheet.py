"""The score sheet, an overlay on the table: every round so far, per player the bid,
the tricks won, the points and the running total.

It opens by itself after each round (that round's row lit, its points
counting up) and on demand with Tab. Rows shrink to fit a long game; when
even the smallest rows do not fit (25 rounds of La Podrida in a small
window) the sheet scrolls with the wheel or the arrow keys, starting at the
latest round.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game import events as ev
from game.game import Game
from game.round_log import RoundLog
from ui.core.draw import GOLD, GREEN, RED, TEXT, TEXT_DIM, panel
from ui.core.fonts import font, scaled, text
from ui.scene import Scene
from ui.words.i18n import _, ngettext

if TYPE_CHECKING:
    from ui.app import App

SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}


@dataclass(frozen=True)
class SheetRow:
    """One scored round as the sheet shows it."""

    number: int
    hand_size: int
    trump: str  # the suit's symbol, or "" without trump
    tie_break: bool
    bids: tuple[int, ...]
    won: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]


def sheet_rows(game: Game, upto: int) -> list[SheetRow]:
    """Every complete round numbered up to ``upto`` (the table may trail the engine)."""
    return [_row(r, game.players) for r in game.rounds
            if r.complete and r.scores is not None and r.number <= upto]


def _row(r: RoundLog, players: int) -> SheetRow:
    bids = {b.seat: b.tricks for b in r.bids}
    return SheetRow(r.number, r.hand_size, r.trump.symbol if r.trump else "", r.tie_break,
                    tuple(bids.get(s, 0) for s in range(players)), tuple(r.tricks_won),
                    tuple(r.scores or ()), tuple(r.totals))


def fit_rows(space: int, count: int, height: int) -> tuple[int, int]:
    """(row height, rows shown) for ``count`` rounds in ``space`` pixels of a window
    ``height`` high: full rows if they fit, else rows shrunk to no less than 2.7% of the
    height, else as many of those as fit (the rest scroll).

    >>> fit_rows(400, 10, 800)
    (30, 10)
    >>> fit_rows(400, 25, 800)
    (22, 18)
    """
    full, least = max(18, round(height * 0.038)), max(16, round(height * 0.027))
    if count * full <= space:
        return full, count
    row = max(least, space // max(1, count))
    return row, max(1, min(count, space // row))


class ScoreSheet(Scene):
    """The whole game's sheet. ``scored`` is the round just finished (its row is lit and
    counts up), or ``None`` for the sheet on demand, which shows rounds up to ``upto``."""

    overlay = True
    focus_ring = False  # Enter, Space, Tab and the arrows are the sheet's own (ui/core/focus.py)

    def __init__(self, app: App, game: Game, names: list[str], scored: ev.RoundScored | None,
                 on_close: Callable[[], None], upto: int | None = None) -> None:
        super().__init__(app)
        self.game, self.names, self.scored, self.on_close = game, names, scored, on_close
        last = scored.number if scored is not None else (upto if upto is not None else 10**9)
        self.rows = sheet_rows(game, last)
        self.button: pygame_gui.elements.UIButton | None = None
        self.age = 0.0 if scored is not None else 1.0  # drives the count-up of the points
        self.first = 0  # the first round row shown (scrolling)
        self.first = self.max_first()

    @classmethod
    def so_far(cls, app: App, game: Game, names: list[str], upto: int) -> ScoreSheet | None:
        """The sheet on demand (Tab) of rounds up to ``upto``; ``None`` before any is scored."""
        sheet = cls(app, game, names, None, on_close=lambda: None, upto=upto)
        return sheet if sheet.rows else None

    # -- geometry -------------------------------------------------------------------

    def box(self) -> pygame.Rect:
        """Where the sheet sits for the current window."""
        w, h = self.app.size
        margin = round(h * 0.03)
        row, shown = fit_rows(self._space(), len(self.rows), h)
        height = self._chrome() + row * shown
        width = min(w - 2 * margin, max(round(h * 0.8), self._needed_width()))
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (w // 2, h // 2)
        return rect

    def _chrome(self) -> int:
        """Height of everything but the round rows: title, two head rows, totals, button."""
        h = self.app.size[1]
        return round(h * 0.075) + 3 * max(18, round(h * 0.036)) + round(h * 0.1)

    def _space(self) -> int:
        h = self.app.size[1]
        return h - 2 * round(h * 0.03) - self._chrome()

    def _needed_width(self) -> int:
        h = self.app.size[1]
        return round(h * 0.16) + len(self.names) * round(h * 0.2)

    def max_first(self) -> int:
        """The first row shown when scrolled to the end."""
        _, shown = fit_rows(self._space(), len(self.rows), self.app.size[1])
        return max(0, len(self.rows) - shown)

    def scroll(self, rows: int) -> None:
        """Move the rows shown by ``rows`` (negative: earlier rounds)."""
        self.first = max(0, min(self.max_first(), self.first + rows))

    # -- lifecycle --------------------------------------------------------------------

    def enter(self) -> None:
        """The Continue button under the sheet."""
        box, h = self.box(), self.app.size[1]
        rect = pygame.Rect(0, 0, max(180, round(h * 0.25)), max(36, round(h * 0.055)))
        rect.midbottom = (box.centerx, box.bottom - round(h * 0.02))
        over = self.game.is_over and self.scored is not None
        label = _("score_sheet.see_the_result") if over else _("score_sheet.continue")
        self.button = pygame_gui.elements.UIButton(rect, label, manager=self.app.gui)

    def exit(self) -> None:
        """Kill the button."""
        if self.button is not None:
            self.button.kill()
            self.button = None

    def resize(self, size: tuple[int, int]) -> None:
        """New geometry; stay at the end if the sheet was there."""
        at_end = self.first >= self.max_first()
        super().resize(size)
        self.first = self.max_first() if at_end else min(self.first, self.max_first())

    def close(self) -> None:
        """Back to the table, which carries on."""
        self.app.scenes.pop()
        self.on_close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Continue by the button, Enter, Space, Esc or Tab; scroll by wheel or arrows."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.close()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[event.key])
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE,
                                                         pygame.K_KP_ENTER, pygame.K_ESCAPE,
                                                         pygame.K_TAB):
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        """Count the points up."""
        self.age += dt

    # -- drawing -----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table and draw the grid."""
        w, h = self.app.size
        surface.blit(panel((w, h), 110, 0), (0, 0))
        box = self.box()
        surface.blit(panel(box.size, 248, 12, (12, 28, 20)), box)
        pad = round(h * 0.025)
        title = _("score_sheet.round_70ab", number=self.scored.number) if self.scored is not None \
            else _("score_sheet.score_sheet")
        surface.blit(text(title, scaled(h, 0.032), TEXT, True), (box.left + pad, box.top + pad))
        head_row = max(18, round(h * 0.036))
        row, shown = fit_rows(self._space(), len(self.rows), h)
        cols = self._columns(box, pad)
        y = box.top + round(h * 0.075)
        self._heads(surface, cols, y, head_row)
        y += 2 * head_row
        if self.first > 0:
            more = text(ngettext("score_sheet.earlier_rounds", self.first), scaled(h, 0.017), TEXT_DIM)
            surface.blit(more, more.get_rect(topright=(box.right - pad, box.top + pad)))
        share = min(1.0, self.age / 0.4) if self.app.settings.factor else 1.0
        size = min(scaled(h, 0.021), max(11, round(row * 0.62)))
        for i, sheet_row in enumerate(self.rows[self.first:self.first + shown]):
            fresh = self.scored is not None and sheet_row.number == self.scored.number
            if fresh:
                band = pygame.Rect(box.left + pad // 2, y, box.width - pad, row)
                surface.blit(panel(band.size, 60, 6, (242, 200, 90)), band)
            elif i % 2:
                band = pygame.Rect(box.left + pad // 2, y, box.width - pad, row)
                surface.blit(panel(band.size, 40, 4, (255, 255, 255)), band)
            self._round_row(surface, cols, y, row, size, sheet_row, share if fresh else 1.0)
            y += row
        self._totals(surface, cols, y + round(head_row * 0.2), head_row, share)

    def _columns(self, box: pygame.Rect, pad: int) -> list[tuple[float, float, float, float]]:
        """Per player: the right edges of the bid/won, points and total cells, and the left
        edge of its block; the round label sits left of the first block."""
        label_w = box.width * 0.12 if len(self.names) > 4 else box.width * 0.16
        left = box.left + pad + label_w
        block = (box.right - pad - left) / len(self.names)
        return [(left + k * block + block * 0.40, left + k * block + block * 0.69,
                 left + (k + 1) * block - block * 0.05, left + k * block)
                for k in range(len(self.names))]

    def _cards_x(self, box: pygame.Rect, pad: int) -> int:
        """Where the cards-and-trump column starts, right of the round number."""
        label_w = box.width * (0.12 if len(self.names) > 4 else 0.16)
        return box.left + pad + round(label_w * 0.42)

    def _heads(self, surface: pygame.Surface, cols: list[tuple[float, float, float, float]],
               y: int, row: int) -> None:
        h = self.app.size[1]
        small, size = scaled(h, 0.016), scaled(h, 0.021)
        box = self.box()
        pad = round(h * 0.025)
        surface.blit(text(_("score_sheet.round_ec7b"), small, TEXT_DIM), (box.left + pad, y + row))
        surface.blit(text(_("score_sheet.cards"), small, TEXT_DIM), (self._cards_x(box, pad), y + row))
        block = cols[1][3] - cols[0][3] if len(cols) > 1 else cols[0][2] - cols[0][3]
        narrow = font(small).size(_("score_sheet.bid_won"))[0] > (cols[0][0] - cols[0][3]) * 0.92
        for k, name in enumerate(self.names):
            bid_x, pts_x, total_x, left = cols[k]
            fitted = _fit(name, size, round(block * 0.9))
            img = text(fitted, size, TEXT, True)
            surface.blit(img, img.get_rect(midtop=(round(left + block * 0.52), y)))
            if k:  # a quiet line between players
                pygame.draw.line(surface, (60, 92, 74), (round(left), y + 2),
                                 (round(left), box.bottom - round(h * 0.1)))
            labels = ((_("score_sheet.b_w") if narrow else _("score_sheet.bid_won"), bid_x),
                      (_("score_sheet.pts"), pts_x),
                      (_("score_sheet.total_5a53"), total_x))
            for label, x in labels:
                lab = text(label, small, TEXT_DIM)
                surface.blit(lab, lab.get_rect(topright=(round(x), y + row)))

    def _round_row(self, surface: pygame.Surface, cols: list[tuple[float, float, float, float]],
                   y: int, row: int, size: int, r: SheetRow, share: float) -> None:
        h = self.app.size[1]
        box, pad = self.box(), round(h * 0.025)
        label = f"{r.number}"
        cards = (f"{r.hand_size}{r.trump}" if r.trump else f"{r.hand_size}") + \
            (" " + _("score_sheet.tie") if r.tie_break else "")
        top = y + (row - font(size).get_height()) // 2
        surface.blit(text(label, size, TEXT, True), (box.left + pad, top))
        dim = text(cards, max(11, size - 2), TEXT_DIM)
        surface.blit(dim, (self._cards_x(box, pad), top + 1))
        for seat in range(len(self.names)):
            bid_x, pts_x, total_x, _left = cols[seat]
            made = r.bids[seat] == r.won[seat]
            points = round(r.points[seat] * share)
            total = round(r.totals[seat] - r.points[seat] * (1 - share))
            mark = "✓" if made else "✗"  # made or missed, not by colour alone
            cells = ((f"{mark} {r.bids[seat]}/{r.won[seat]}", bid_x, TEXT, False),
                     (f"{points:+d}" if points else "0", pts_x, GREEN if made else RED, True),
                     (str(total), total_x, TEXT_DIM, False))
            for value, x, ink, bold in cells:
                img = text(value, size, ink, bold)
                surface.blit(img, img.get_rect(topright=(round(x), top)))

    def _totals(self, surface: pygame.Surface, cols: list[tuple[float, float, float, float]],
                y: int, row: int, share: float) -> None:
        h = self.app.size[1]
        box, pad = self.box(), round(h * 0.025)
        pygame.draw.line(surface, (90, 130, 105), (box.left + pad, y - 2), (box.right - pad, y - 2))
        size = scaled(h, 0.023)
        surface.blit(text(_("score_sheet.total_b259"), size, TEXT, True), (box.left + pad, y + 2))
        if not self.rows:
            return
        last = self.rows[-1]
        totals = [round(t - p * (1 - share)) for t, p in zip(last.totals, last.points, strict=True)]
        leader = max(last.totals)
        for seat, total in enumerate(totals):
            first = last.totals[seat] == leader
            img = text(("★ " if first else "") + str(total), size, GOLD if first else TEXT, True)
            surface.blit(img, img.get_rect(topright=(round(cols[seat][2]), y + 2)))


def _fit(name: str, size: int, width: int) -> str:
    """``name`` cut with an ellipsis to fit ``width`` pixels."""
    face = font(size, True)
    if face.size(name)[0] <= width:
        return name
    while name and face.size(name + "…")[0] > width:
        name = name[:-1]
    return name + "…"
