"""The report's picture of a player's game: what was given away in bids and in play, and
what luck did, as bars from one zero line, the same scale for every player.

``points = value − bid loss − play loss + luck``: the points and the value stand beside
the bars. Drawing only; changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.analysis.report import Figures
from ui.core.draw import GOLD, TEXT, TEXT_DIM
from ui.core.fonts import fit, scaled, text, wrap
from ui.review.words import points, signed
from ui.words.i18n import _

BID_LOSS = (235, 110, 100)
PLAY_LOSS = (240, 160, 80)
LUCK_UP = (120, 210, 140)
LUCK_DOWN = (190, 140, 230)


def reach(all_figures: Sequence[Figures]) -> float:
    """The longest bar any player needs: the largest loss or luck (at least 1 point)."""
    return max(1.0, *(max(f.bid_loss, f.play_loss, abs(f.luck)) for f in all_figures))


def draw_bars(surface: pygame.Surface, area: pygame.Rect, name: str, figures: Figures,
              longest: float, summary: str) -> None:
    """One player's row: the name and points, then three bars from a common zero line —
    given away in bids and in play (to the left), luck (right when it helped) — with the
    summary below."""
    h = surface.get_height()
    size, small = scaled(h, 0.02), scaled(h, 0.016)
    name_w = round(area.width * 0.22)
    label = text(fit(name, size, name_w - 8, True), size, TEXT, True)
    surface.blit(label, (area.left, area.top))
    scored = text(_("review.chart.points", points=figures.points), small, GOLD, True)
    surface.blit(scored, (area.left, area.top + round(size * 1.35)))
    worth = text(_("review.chart.value", value=points(figures.value)), small, TEXT_DIM)
    surface.blit(worth, (area.left, area.top + round(size * 1.35 + small * 1.35)))
    figures_w = round(size * 3.2)
    left, width = area.left + name_w, area.width - name_w
    half = (width - 2 * figures_w) // 2
    zero = left + figures_w + half
    bar_h = max(6, min(round(size * 0.9), (area.height - small * 3) // 4))
    pygame.draw.line(surface, (90, 120, 100), (zero, area.top), (zero, area.top + 3 * (bar_h + 4)), 1)
    rows = ((_("review.chart.bids"), -figures.bid_loss, BID_LOSS),
            (_("review.chart.play"), -figures.play_loss, PLAY_LOSS),
            (_("review.chart.luck"), figures.luck, LUCK_UP if figures.luck >= 0 else LUCK_DOWN))
    for i, (word, value, colour) in enumerate(rows):
        top = area.top + i * (bar_h + 4)
        length = round(half * abs(value) / longest)
        rect = pygame.Rect(zero - length if value < 0 else zero, top, max(2, length), bar_h)
        pygame.draw.rect(surface, colour, rect, border_radius=3)
        shown = signed(value) if i == 2 else ("−" + points(-value) if round(value, 1) else points(0.0))
        figure = text(shown, small, TEXT)
        if value < 0:
            surface.blit(figure, figure.get_rect(midright=(rect.left - 4, rect.centery)))
        else:
            surface.blit(figure, figure.get_rect(midleft=(rect.right + 4, rect.centery)))
        tag = text(word, small, TEXT_DIM)
        spot = (zero + 6, rect.centery) if value < 0 else (zero - 6, rect.centery)
        surface.blit(tag, tag.get_rect(midleft=spot) if value < 0 else tag.get_rect(midright=spot))
    y = area.top + 3 * (bar_h + 4) + round(small * 0.3)
    for line in wrap(summary, small, width)[: max(0, (area.bottom - y) // round(small * 1.3))]:
        surface.blit(text(line, small, TEXT), (left, y))
        y += round(small * 1.3)
