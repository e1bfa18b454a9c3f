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
from ui.review.looking import Looking
from ui.review.panels import draw_progress
from ui.review.words import points, signed
from ui.scenes.totals_chart import LINE_COLOURS
from ui.words.i18n import _


def skill_height(players: int, room: pygame.Rect, h: int) -> int | None:
    """How tall the table of ``players`` is at the top of ``room``, with the legend when it
    fits too; ``None`` when even the table alone does not fit."""
    size, small = scaled(h, 0.02), scaled(h, 0.016)
    need = round(size * 1.6) + round(small * 1.5) + round(size * 1.4) * players + 2 * round(h * 0.02)
    if need > room.height:
        return None
    legend = len(skill_legend(room.width, h)) * round(small * 1.3)
    return need + legend if need + legend <= room.height else need


def skill_legend(width: int, h: int) -> list[str]:
    """The line under the table that says what its figures are, wrapped to ``width``."""
    return wrap(_("game_over.skill_legend"), scaled(h, 0.016), width - round(h * 0.02))


def draw_skill(surface: pygame.Surface, box: pygame.Rect, looking: Looking, order: list[int],
               names: list[str], h: int) -> None:
    """The table in ``box``, a line per seat in ``order`` (as the standings): given away in
    bids and in play, and luck; how far the analysis is while it runs."""
    pad = round(h * 0.02)
    size, small = scaled(h, 0.02), scaled(h, 0.016)
    row = round(size * 1.4)
    surface.blit(panel(box.size, 120, 12), box)
    inner = box.inflate(-pad, -pad)
    surface.blit(text(_("game_over.skill_and_luck"), size, GOLD, True), inner.topleft)
    y = inner.top + round(size * 1.6)
    report = looking.report
    if report is None:
        draw_progress(surface, pygame.Rect(inner.left, y, inner.width, size * 3), looking, h)
        return
    cols = [inner.right - round(inner.width * f) for f in (0.4, 0.2, 0.0)]
    heads = (_("game_over.column_bids"), _("game_over.column_play"), _("game_over.column_luck"))
    for x, head in zip(cols, heads, strict=True):
        img = text(head, small, TEXT_DIM)
        surface.blit(img, img.get_rect(topright=(x, y)))
    y += round(small * 1.5)
    for seat in order:
        total = report.seats[seat].total
        colour = LINE_COLOURS[seat % len(LINE_COLOURS)]
        pygame.draw.circle(surface, colour, (inner.left + 6, y + size // 2 + 2), 5)
        name = fit(names[seat], size, cols[0] - inner.left - round(size * 3.5) - 16)
        surface.blit(text(name, size, TEXT), (inner.left + 16, y))
        for x, figure in zip(cols, (lost(total.bid_loss), lost(total.play_loss), signed(total.luck)),
                             strict=True):
            img = text(figure, size, TEXT)
            surface.blit(img, img.get_rect(topright=(x, y)))
        y += row
    lines = skill_legend(box.width, h)
    step = round(small * 1.3)
    if inner.bottom - y >= len(lines) * step:
        for line in lines:
            surface.blit(text(line, small, TEXT_DIM), (inner.left, y))
            y += step


def lost(value: float) -> str:
    """Points given away: ``−6.2``, or ``0.0`` when nothing was."""
    return "−" + points(value) if round(value, 1) else points(0.0)
