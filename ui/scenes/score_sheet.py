"""The score sheet, an overlay on the table: every round so far, per player the bid,
the tricks won, the points and the running total; the round in play with the bids so
far; the tie-break rounds under the totals, apart from them (their points decide between
the tied leaders and are not added, :mod:`game.tie_break`); the leader's column tinted.

It opens by itself after each round (that round's row lit, its points
counting up) and on demand with Tab. Rows shrink to fit a long game; when
even the smallest rows do not fit (25 rounds of La Podrida in a small
window) the sheet scrolls with the wheel or the arrow keys, starting at the
latest round.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game import events as ev
from game.pad.scored import ScoredGame
from game.tie_break import leaders
from ui.cards.ink import suited_text, trump_mark
from ui.core.draw import GOLD, GREEN, RED, TEXT, TEXT_DIM, panel
from ui.core.fonts import fitted, font, outline, scaled, text
from ui.core.keymap import F1, Key, Keymap, on
from ui.core.moves import RoundInPlay
from ui.core.veil import Veil
from ui.core.window import Window
from ui.scene import Scene
from ui.table.score_rows import SheetRow, fit_rows, scored_rows
from ui.words.i18n import N_, _, ngettext

SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}
#: The leader's column: a warm tint behind it.
LEADER_TINT = (242, 200, 90)
#: Whose round is in play, before its number.
NOW_MARK = "▶ "
#: The smallest the row figures are drawn where the rows are short (in pixels).
MIN_FIGURES = 12
#: The column heads' text size over the window's height ("bid/won", "pts", "total").
HEAD = 0.018
#: The share of a player's block each cell's column takes: bid over tricks, points, total
#: (:meth:`ScoreSheet._columns`).
COLUMNS = (0.40, 0.29, 0.26)


def sheet_rows(game: ScoredGame, upto: int) -> list[SheetRow]:
    """Every complete scheduled round numbered up to ``upto`` (the table may trail the engine)."""
    return scored_rows(game, upto)[0]


__all__ = ["ScoreSheet", "fit_rows", "sheet_rows"]


class ScoreSheet(Scene):
    """The whole game's sheet. ``scored`` is the round just finished (its row is lit and
    counts up), or ``None`` for the sheet on demand, which shows rounds up to ``upto``."""

    overlay = True
    focus_ring = False  # Enter, Space, Tab and the arrows are the sheet's own (ui/core/focus.py)

    def __init__(self, app: Window, game: ScoredGame, names: list[str], scored: ev.RoundScored | None,
                 on_close: Callable[[], None], upto: int | None = None,
                 in_play: RoundInPlay | None = None) -> None:
        super().__init__(app)
        self.game, self.names, self.scored, self.on_close = game, names, scored, on_close
        last = scored.number if scored is not None else (upto if upto is not None else 10**9)
        self.rows, self.extra = scored_rows(game, last)
        self.in_play = in_play if scored is None else None
        self.button: pygame_gui.elements.UIButton | None = None
        self.veil = Veil()
        self.age = 0.0 if scored is not None else 1.0  # drives the count-up of the points
        self.first = 0  # the first round row shown (scrolling)
        self.first = self.max_first()

    @classmethod
    def so_far(cls, app: Window, game: ScoredGame, names: list[str], upto: int,
               in_play: RoundInPlay | None = None) -> ScoreSheet | None:
        """The sheet on demand (Tab) of rounds up to ``upto`` and the round in play;
        ``None`` when there is nothing to show yet."""
        sheet = cls(app, game, names, None, on_close=lambda: None, upto=upto, in_play=in_play)
        return sheet if sheet.rows or sheet.extra or sheet.in_play is not None else None

    @property
    def body(self) -> list[SheetRow | RoundInPlay]:
        """The rows that scroll: the scheduled rounds, then the round in play (unless it is a
        tie-break round, which goes with them under the totals)."""
        rows: list[SheetRow | RoundInPlay] = list(self.rows)
        if self.in_play is not None and not self.in_play.tie_break:
            rows.append(self.in_play)
        return rows

    @property
    def tie_rows(self) -> list[SheetRow | RoundInPlay]:
        """The tie-break rounds, under the totals: scored, then one in play."""
        rows: list[SheetRow | RoundInPlay] = list(self.extra)
        if self.in_play is not None and self.in_play.tie_break:
            rows.append(self.in_play)
        return rows

    def totals(self) -> tuple[int, ...]:
        """The totals shown: those of the last scheduled round (tie-breaks add nothing)."""
        return self.rows[-1].totals if self.rows else tuple(self.game.totals)

    def shown_totals(self, share: float) -> list[int]:
        """The totals row while the fresh round counts up (``share`` 0..1): a scheduled round
        counts from the totals before it; a tie-break round leaves them as they stand."""
        if not self.rows:
            return list(self.game.totals)
        last = self.rows[-1]
        fresh = self.scored is not None and last.number == self.scored.number
        part = share if fresh else 1.0
        return [round(s + (t - s) * part) for s, t in zip(last.start_totals(), last.totals, strict=True)]

    def leaders(self) -> list[int]:
        """The seats whose column is tinted: the top total."""
        return leaders(self.totals()) if self.rows else []

    # -- geometry -------------------------------------------------------------------

    def box(self) -> pygame.Rect:
        """Where the sheet sits for the current window."""
        w, h = self.app.size
        margin = round(h * 0.03)
        row, shown = fit_rows(self._space(), len(self.body), h)
        height = self._chrome() + row * shown
        width = min(w - 2 * margin, max(round(h * 0.8), self._needed_width()))
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (w // 2, h // 2)
        return rect

    def _head_row(self) -> int:
        return max(18, round(self.app.size[1] * 0.036))

    def _chrome(self) -> int:
        """Height of everything but the round rows: title, two head rows, totals, the
        tie-break rounds under them, button."""
        h = self.app.size[1]
        tie = (len(self.tie_rows) + 1) * self._head_row() if self.tie_rows else 0
        return round(h * 0.075) + 3 * self._head_row() + tie + round(h * 0.1)

    def _space(self) -> int:
        h = self.app.size[1]
        return h - 2 * round(h * 0.03) - self._chrome()

    def _needed_width(self) -> int:
        """Room for the names, and for the sheet's own figures at the rows' full text size
        (many players take the window's width before their figures shrink)."""
        h = self.app.size[1]
        row = fit_rows(self._space(), len(self.body), h)[0]
        size = min(scaled(h, 0.021), max(MIN_FIGURES, round(row * 0.62)))
        block = max(round(h * 0.2), _block_for(self._cells(), size))
        label = 0.12 if len(self.names) > 4 else 0.16
        return max(round(h * 0.16) + len(self.names) * round(h * 0.2),
                   round((len(self.names) * block + 2 * round(h * 0.025)) / (1 - label)))

    def _cells(self) -> tuple[str, str, str]:
        """The widest of each kind of cell the sheet shows: a bid over tricks (at the largest
        hand), points, a total."""
        rows = [*self.body, *self.tie_rows]
        most = max((r.hand_size for r in rows), default=1)
        scored = [r for r in rows if isinstance(r, SheetRow)]
        points = [f"{p:+d}" for r in scored for p in r.points] or ["+10"]
        totals = [str(t) for r in scored for t in r.totals] or ["10"]
        return (f"✗ {most}/{most}", max(points, key=len), max(totals, key=len))

    def max_first(self) -> int:
        """The first row shown when scrolled to the end."""
        _, shown = fit_rows(self._space(), len(self.body), self.app.size[1])
        return max(0, len(self.body) - shown)

    def scroll(self, rows: int) -> None:
        """Move the rows shown by ``rows`` (negative: earlier rounds)."""
        self.first = max(0, min(self.max_first(), self.first + rows))

    # -- lifecycle --------------------------------------------------------------------

    def enter(self) -> None:
        """The button under the sheet: Continue after a round (See the result after the
        last), Close on the sheet opened mid-round, where nothing goes on."""
        box, h = self.box(), self.app.size[1]
        rect = pygame.Rect(0, 0, max(180, round(h * 0.25)), max(36, round(h * 0.055)))
        rect.midbottom = (box.centerx, box.bottom - round(h * 0.02))
        if self.scored is None:
            label = _("score_sheet.close")
        elif self.game.is_over:
            label = _("score_sheet.see_result")
        else:
            label = _("score_sheet.continue")
        self.button = pygame_gui.elements.UIButton(rect, label, manager=self.app.gui)

    def exit(self) -> None:
        """Kill the button."""
        if self.button is not None:
            self.button.kill()
            self.button = None

    def resize(self, size: tuple[int, int]) -> None:
        """New geometry; stay at the end if the sheet was there."""
        at_end = self.first >= self.max_first()
        self.veil.forget()
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
        if self.keymap().handle(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def keymap(self) -> Keymap:
        """Continue (or close) by Enter, Space, Tab or Esc; scroll by the arrows and the page keys."""
        def close(event: pygame.event.Event) -> None:
            self.close()
        does = N_("keys.continue") if self.scored is not None else N_("keys.close")
        return Keymap(
            Key(N_("keys.enter_space_tab"), does,
                on(pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER, pygame.K_TAB, do=close)),
            Key(N_("keys.up_down_page_up_down"), N_("keys.scroll_rounds"),
                on(*SCROLL_KEYS, do=lambda e: self.scroll(SCROLL_KEYS[e.key]))),
            Key(N_("keys.esc"), does, on(pygame.K_ESCAPE, do=close)),
            F1)

    def update(self, dt: float) -> None:
        """Count the points up."""
        self.age += dt

    def busy(self) -> bool:
        """The points are still counting up."""
        return self.app.settings.factor > 0 and self.age < 0.4

    # -- drawing -----------------------------------------------------------------------

    def share(self) -> float:
        """How far the fresh round's points have counted up (0..1)."""
        return min(1.0, self.age / 0.4) if self.app.settings.factor else 1.0

    def covers(self, size: tuple[int, int]) -> bool:
        """Once its veil is made, the dialog hides everything below it."""
        return self.veil.ready(size)

    def draw(self, surface: pygame.Surface) -> None:
        """Veil the table and draw the grid."""
        h = self.app.size[1]
        box = self.box()
        self.veil.draw(surface, box, radius=12)  # with the dialog's panel
        pad = round(h * 0.025)
        title = _("score_sheet.title") if self.scored is None else \
            _("score_sheet.tie_break_round", number=self.scored.number) if self.extra \
            and self.extra[-1].number == self.scored.number else \
            _("score_sheet.round_title", number=self.scored.number)
        surface.blit(text(title, scaled(h, 0.032), TEXT, True), (box.left + pad, box.top + pad))
        head_row = self._head_row()
        row, shown = fit_rows(self._space(), len(self.body), h)
        cols = self._columns(box, pad)
        y = box.top + round(h * 0.075)
        bottom = y + 2 * head_row + row * shown + round(head_row * 1.2)
        block = (box.right - pad - cols[0][3]) / len(self.names)
        for seat in self.leaders():  # the leader's column, softly lit from head to totals
            tint = pygame.Rect(round(cols[seat][3]) + 3, y - 2, round(block) - 6, bottom - y + 4)
            surface.blit(panel(tint.size, 38, 6, LEADER_TINT), tint)
        self._heads(surface, cols, y, head_row)
        y += 2 * head_row
        if self.first > 0:
            more = text(ngettext("score_sheet.earlier_rounds", self.first), scaled(h, 0.017), TEXT_DIM)
            surface.blit(more, more.get_rect(topright=(box.right - pad, box.top + pad)))
        share = self.share()
        size = _cell_size(cols, min(scaled(h, 0.021), max(MIN_FIGURES, round(row * 0.62))),
                          self._cells())
        for i, sheet_row in enumerate(self.body[self.first:self.first + shown]):
            band = pygame.Rect(box.left + pad // 2, y, box.width - pad, row)
            fresh = self._fresh(sheet_row)
            if fresh:
                surface.blit(panel(band.size, 60, 6, (242, 200, 90)), band)
            elif isinstance(sheet_row, RoundInPlay):
                pygame.draw.rect(surface, (150, 130, 80), band, width=outline(h), border_radius=6)
            elif i % 2:
                surface.blit(panel(band.size, 40, 4, (255, 255, 255)), band)
            self._any_row(surface, cols, y, row, size, sheet_row, share if fresh else 1.0)
            y += row
        y += round(head_row * 0.2)
        self._totals(surface, cols, y, head_row, share)
        if self.tie_rows:
            self._tie_breaks(surface, cols, y + head_row, head_row, size, share)

    def _fresh(self, row: SheetRow | RoundInPlay) -> bool:
        return isinstance(row, SheetRow) and self.scored is not None and row.number == self.scored.number

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
        size = scaled(h, 0.021)
        box = self.box()
        pad = round(h * 0.025)
        block = cols[1][3] - cols[0][3] if len(cols) > 1 else cols[0][2] - cols[0][3]
        cards_x = self._cards_x(box, pad)
        bid_label = _("score_sheet.column_bid_won")
        if font(scaled(h, HEAD)).size(bid_label)[0] > (cols[0][0] - cols[0][3]) * 0.92:
            bid_label = _("score_sheet.column_bid_won_short")
        bid_x, pts_x, total_x, left = cols[0]
        # each label and the room it has; all at one size, the largest at which each fits
        slots = [(_("score_sheet.column_round"), cards_x - box.left - pad - 4),
                 (_("score_sheet.column_cards"), round(left - cards_x) - 4),
                 (bid_label, round(bid_x - left) - 4),
                 (_("score_sheet.column_points"), round(pts_x - bid_x) - 4),
                 (_("score_sheet.column_total"), round(total_x - pts_x) - 4)]
        small = scaled(h, HEAD)
        while small > 9 and any(font(small).size(label)[0] > room for label, room in slots):
            small -= 1
        surface.blit(text(slots[0][0], small, TEXT_DIM), (box.left + pad, y + row))
        surface.blit(text(slots[1][0], small, TEXT_DIM), (cards_x, y + row))
        for k, name in enumerate(self.names):
            bid_x, pts_x, total_x, left = cols[k]
            img = text(_fit(name, size, round(block * 0.9)), size, TEXT, True)
            surface.blit(img, img.get_rect(midtop=(round(left + block * 0.52), y)))
            if k:  # a quiet line between players
                pygame.draw.line(surface, (60, 92, 74), (round(left), y + 2),
                                 (round(left), box.bottom - round(h * 0.1)), outline(h))
            for (label, _room), x in zip(slots[2:], (bid_x, pts_x, total_x), strict=True):
                lab = text(label, small, TEXT_DIM)
                surface.blit(lab, lab.get_rect(topright=(round(x), y + row)))

    def _label(self, surface: pygame.Surface, y: int, row: int, size: int,
               r: SheetRow | RoundInPlay) -> int:
        """The round's number and its cards and trump; returns the text's top."""
        h = self.app.size[1]
        box, pad = self.box(), round(h * 0.025)
        top = y + (row - font(size).get_height()) // 2
        now = isinstance(r, RoundInPlay)
        label = (NOW_MARK if now else "") + str(r.number)
        surface.blit(text(label, size, GOLD if now else TEXT, True), (box.left + pad, top))
        if r.trump:
            cards = f"{r.hand_size}{r.trump}"
        else:  # a scored round without trump says so (the round in play may not know it yet)
            cards = f"{r.hand_size}" if now else f"{r.hand_size} {trump_mark(None)}"
        # the figures quiet, the trump's suit as bright as the text (a red one in its red)
        dim = suited_text(cards, max(MIN_FIGURES, size - 1), TEXT_DIM,
                          four_colour=self.app.settings.four_colour, black=TEXT)
        surface.blit(dim, (self._cards_x(box, pad), top + 1))
        return top

    def _any_row(self, surface: pygame.Surface, cols: list[tuple[float, float, float, float]],
                 y: int, row: int, size: int, r: SheetRow | RoundInPlay, share: float,
                 with_totals: bool = True) -> None:
        top = self._label(surface, y, row, size, r)
        if isinstance(r, RoundInPlay):
            self._play_row(surface, cols, top, size, r)
            return
        start = r.start_totals()
        for seat in range(len(self.names)):
            bid_x, pts_x, total_x, _left = cols[seat]
            made = r.bids[seat] == r.won[seat] and seat not in r.reneges
            points = round(r.points[seat] * share)
            out = bool(r.contenders) and seat not in r.contenders  # plays, cannot win
            mark = "✓" if made else "✗"  # made or missed, not by colour alone
            cells = [(f"{mark} {r.bids[seat]}/{r.won[seat]}", bid_x, TEXT_DIM if out else TEXT, False),
                     (f"{points:+d}" if points else "0", pts_x,
                      TEXT_DIM if out else GREEN if made else RED, True)]
            if with_totals:
                total = round(start[seat] + (r.totals[seat] - start[seat]) * share)
                cells.append((str(total), total_x, TEXT_DIM, False))
            for value, x, ink, bold in cells:
                img = text(value, size, ink, bold)
                surface.blit(img, img.get_rect(topright=(round(x), top)))

    def _play_row(self, surface: pygame.Surface, cols: list[tuple[float, float, float, float]],
                  top: int, size: int, r: RoundInPlay) -> None:
        """The round in play: each bid so far over the tricks taken so far, no points yet."""
        for seat in range(len(self.names)):
            bid_x, pts_x, _total_x, _left = cols[seat]
            bid = r.bids[seat]
            out = bool(r.contenders) and seat not in r.contenders
            cell = text(f"{'–' if bid is None else bid}/{r.won[seat]}", size,
                        TEXT_DIM if out or bid is None else GOLD, False)
            surface.blit(cell, cell.get_rect(topright=(round(bid_x), top)))
            dots = text("…", size, TEXT_DIM)
            surface.blit(dots, dots.get_rect(topright=(round(pts_x), top)))

    def _totals(self, surface: pygame.Surface, cols: list[tuple[float, float, float, float]],
                y: int, row: int, share: float) -> None:
        h = self.app.size[1]
        box, pad = self.box(), round(h * 0.025)
        pygame.draw.line(surface, (90, 130, 105), (box.left + pad, y - 2), (box.right - pad, y - 2),
                         outline(h))
        size = scaled(h, 0.023)
        surface.blit(text(_("score_sheet.total_row"), size, TEXT, True), (box.left + pad, y + 2))
        if not self.rows:
            return
        top = set(self.leaders())
        for seat, total in enumerate(self.shown_totals(share)):
            first = seat in top
            img = text(("★ " if first else "") + str(total), size, GOLD if first else TEXT, True)
            surface.blit(img, img.get_rect(topright=(round(cols[seat][2]), y + 2)))

    def _tie_breaks(self, surface: pygame.Surface, cols: list[tuple[float, float, float, float]],
                    y: int, row: int, size: int, share: float) -> None:
        """Under the totals: the tie-break rounds, which decide between the tied leaders and
        add nothing to the totals."""
        h = self.app.size[1]
        box, pad = self.box(), round(h * 0.025)
        pygame.draw.line(surface, (70, 100, 82), (box.left + pad, y + 2), (box.right - pad, y + 2),
                         outline(h))
        label = fitted(_("score_sheet.tie_break_not_in_the_totals"), scaled(h, 0.017),
                       box.width - 2 * pad, GOLD)
        surface.blit(label, (box.left + pad, y + (row - label.get_height()) // 2 + 2))
        for r in self.tie_rows:
            y += row
            fresh = self._fresh(r)
            if fresh:
                band = pygame.Rect(box.left + pad // 2, y, box.width - pad, row)
                surface.blit(panel(band.size, 60, 6, (242, 200, 90)), band)
            self._any_row(surface, cols, y, row, size, r, share if fresh else 1.0, with_totals=False)


def _cell_size(cols: list[tuple[float, float, float, float]], size: int,
               widest: tuple[str, str, str]) -> int:
    """The size, at most ``size``, at which the ``widest`` cells fit their columns: a bid
    over tricks, points, a total."""
    bid_x, pts_x, total_x, left = cols[0]
    cells = list(zip(widest, (bid_x - left, pts_x - bid_x, total_x - pts_x), strict=True))
    while size > 10 and any(font(size, True).size(cell)[0] + 6 > room for cell, room in cells):
        size -= 1
    return size


def _block_for(widest: tuple[str, str, str], size: int) -> int:
    """A player's block wide enough for the ``widest`` cells at ``size`` (their columns take
    :data:`COLUMNS` of it)."""
    return max(round((font(size, True).size(cell)[0] + 6) / share)
               for cell, share in zip(widest, COLUMNS, strict=True))


def _fit(name: str, size: int, width: int) -> str:
    """``name`` cut with an ellipsis to fit ``width`` pixels."""
    face = font(size, True)
    if face.size(name)[0] <= width:
        return name
    while name and face.size(name + "…")[0] > width:
        name = name[:-1]
    return name + "…"
