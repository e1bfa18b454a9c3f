"""The game over screen's table of skill and luck: per player, the points given away in
bids and in play, and luck, as the finished game's analysis finds them
(:class:`~ui.review.looking.Looking`; a bar while it is still judging), with a line under
it that says what the figures are when there is room.

The table is whole or not there: with many players in a small window it is left out
(:func:`skill_height` is ``None``) and the screen offers the full report instead.

>>> lost(6.24), lost(0.04)
('−6.2', '0.0')
"""

from __future__ import annotations

import pygame

from ui.core.draw import GOLD, TEXT, TEXT_DIM, panel
from ui.core.fonts import fit, scaled, text, wrap
from ui.review.figure_tips import Spot, bids_tip, column_tips, luck_tip, play_tip
from ui.review.looking import Looking
from ui.review.panels import draw_progress
from ui.review.words import points, signed
from ui.scenes.totals_chart import LINE_COLOURS
from ui.words.i18n import _

#: The figures' text as shares of the window height, largest first: the largest at which the
#: whole table fits under the standings is taken (as large as the standings' names at best).
SIZES = (0.025, 0.023, 0.021, 0.02)
#: A figure as wide as most (a wider one widens the columns as it is drawn).
WIDEST = "−88.8"


def skill_sizes(players: int, room: pygame.Rect, h: int) -> tuple[int, int, bool] | None:
    """The text sizes of the table of ``players`` in ``room`` (its figures', and its headings'
    and legend's) and whether the legend goes under it: the largest at which every figure
    fits its column and the table with its legend fits the height, else the largest at which
    the table alone does; ``None`` when even the smallest table does not fit."""
    inner = room.width - round(h * 0.02)
    sizes = [(scaled(h, share), scaled(h, 0.018 if share >= 0.023 else 0.016)) for share in SIZES]
    sizes = [(size, small) for size, small in sizes  # three figures and a name of some length
             if 3 * _column(size, [WIDEST]) + 5 * size <= inner]
    for size, small in sizes:
        legend = len(skill_legend(room.width, h, small)) * round(small * 1.3)
        if _table_height(players, size, small, h) + legend <= room.height:
            return size, small, True
    for size, small in sizes:
        if _table_height(players, size, small, h) <= room.height:
            return size, small, False
    return None


def _column(size: int, figures: list[str]) -> int:
    """The width of a column of ``figures`` with the gap before it."""
    return max(text(figure, size, TEXT).get_width() for figure in figures) + round(size * 0.8)


def _table_height(players: int, size: int, small: int, h: int) -> int:
    return round(size * 1.6) + round(small * 1.5) + round(size * 1.4) * players + 2 * round(h * 0.02)


def skill_height(players: int, room: pygame.Rect, h: int) -> int | None:
    """How tall the table of ``players`` is at the top of ``room``, with the legend when it
    fits too; ``None`` when even the table alone does not fit."""
    sizes = skill_sizes(players, room, h)
    if sizes is None:
        return None
    size, small, with_legend = sizes
    legend = len(skill_legend(room.width, h, small)) * round(small * 1.3) if with_legend else 0
    return _table_height(players, size, small, h) + legend


def skill_legend(width: int, h: int, small: int | None = None) -> list[str]:
    """The line under the table that says what its figures are (a 0 given away: no clear
    mistake, within the judge's margin of error), wrapped to ``width``."""
    return wrap(_("game_over.skill_legend", zero=points(0.0)), small or scaled(h, 0.016),
                width - round(h * 0.02))


def draw_skill(surface: pygame.Surface, box: pygame.Rect, looking: Looking, order: list[int],
               names: list[str], h: int) -> list[Spot]:
    """The table in ``box``, a line per seat in ``order`` (as the standings): given away in
    bids and in play, and luck; how far the analysis is while it runs. Returns where each
    figure and heading stands with its hover tip (none while the analysis runs)."""
    pad = round(h * 0.02)
    size, small, _legend = skill_sizes(len(order), box, h) or (scaled(h, SIZES[-1]), scaled(h, 0.016), False)
    row = round(size * 1.4)
    surface.blit(panel(box.size, 120, 12), box)
    inner = box.inflate(-pad, -pad)
    surface.blit(text(_("game_over.skill_and_luck"), size, GOLD, True), inner.topleft)
    y = inner.top + round(size * 1.6)
    report = looking.report
    if report is None:
        draw_progress(surface, pygame.Rect(inner.left, y, inner.width, size * 3), looking, h)
        return []
    figures = {seat: (lost(report.seats[seat].total.bid_loss), lost(report.seats[seat].total.play_loss),
                      signed(report.seats[seat].total.luck)) for seat in order}
    heads = (_("game_over.column_bids"), _("game_over.column_play"), _("game_over.column_luck"))
    width = max(_column(size, [WIDEST, *(f for line in figures.values() for f in line)]),
                max(text(head, small, TEXT_DIM).get_width() for head in heads) + round(size * 0.8))
    cols = [inner.right - 2 * width, inner.right - width, inner.right]  # each column's right edge
    spots: list[Spot] = []
    for x, head, tip in zip(cols, heads, column_tips(), strict=True):
        img = text(head, small, TEXT_DIM)
        surface.blit(img, img.get_rect(topright=(x, y)))
        spots.append((pygame.Rect(x - width, y, width, round(small * 1.5)), tip))
    y += round(small * 1.5)
    dot = max(5, size // 4)
    for seat in order:
        colour = LINE_COLOURS[seat % len(LINE_COLOURS)]
        pygame.draw.circle(surface, colour, (inner.left + dot + 1, y + size // 2 + 2), dot)
        name = fit(names[seat], size, cols[0] - width - inner.left - 3 * dot)
        surface.blit(text(name, size, TEXT), (inner.left + 3 * dot, y))
        total = report.seats[seat].total
        tips = (bids_tip(names[seat], total.bid_loss), play_tip(names[seat], total.play_loss),
                luck_tip(names[seat], total.luck))
        for x, figure, tip in zip(cols, figures[seat], tips, strict=True):
            img = text(figure, size, TEXT)
            surface.blit(img, img.get_rect(topright=(x, y)))
            spots.append((pygame.Rect(x - width, y, width, row), tip))
        y += row
    lines = skill_legend(box.width, h, small)
    step = round(small * 1.3)
    if inner.bottom - y >= len(lines) * step:
        for line in lines:
            surface.blit(text(line, small, TEXT_DIM), (inner.left, y))
            y += step
    return spots


def lost(value: float) -> str:
    """Points given away: ``−6.2``, or ``0.0`` when nothing was."""
    return "−" + points(value) if round(value, 1) else points(0.0)
