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
from ui.core.fonts import fit, outline, scaled, text, wrap
from ui.review.figure_tips import Spot, bids_tip, luck_tip, play_tip
from ui.review.words import points, signed
from ui.words.i18n import _

BID_LOSS = (235, 110, 100)
PLAY_LOSS = (240, 160, 80)
LUCK_UP = (120, 210, 140)
LUCK_DOWN = (190, 140, 230)


def reach(all_figures: Sequence[Figures]) -> float:
    """The longest bar any player needs: the largest loss or luck (at least 1 point)."""
    return max(1.0, *(max(f.bid_loss, f.play_loss, abs(f.luck)) for f in all_figures))


def summary_layout(area: pygame.Rect, summary: str, h: int) -> tuple[int, list[str]]:
    """How a player's row of ``area`` is laid out: the height of one bar with its label (0:
    no room to stack them, the three stand side by side in one line) and the summary's
    lines, wrapped to the room right of the name; every line fits under the bars."""
    size, small = scaled(h, 0.02), scaled(h, 0.016)
    width = area.width - round(area.width * 0.22)
    lines = wrap(summary, small, width)
    below = len(lines) * round(small * 1.3) + round(small * 0.3)
    step = min(round(size * 0.9) + 4, (area.height - below) // 3)
    return (step if step >= small + 3 else 0), lines


def summary_top(area: pygame.Rect, step: int, h: int) -> int:
    """Where the summary's first line stands: under the stacked bars, or under the one line
    of side-by-side bars."""
    small = scaled(h, 0.016)
    return area.top + (3 * step if step else round(small * 1.3)) + round(small * 0.3)


def draw_bars(surface: pygame.Surface, area: pygame.Rect, name: str, figures: Figures,
              longest: float, summary: str) -> list[Spot]:
    """One player's row: the name and points, then three bars — given away in bids and in
    play, and what luck did — stacked from a common zero line (losses to the left, luck to
    the right when it helped), or side by side in one line when the row is low (many
    players in a small window); the summary below, whole. Returns where each bar (and what
    the cards were expected to score) stands
    with its hover tip."""
    h = surface.get_height()
    size, small = scaled(h, 0.02), scaled(h, 0.016)
    name_w = round(area.width * 0.22)
    label = text(fit(name, size, name_w - 8, True), size, TEXT, True)
    surface.blit(label, (area.left, area.top))
    scored = text(_("review.chart.points", points=figures.points), small, GOLD, True)
    surface.blit(scored, (area.left, area.top + round(size * 1.35)))
    worth = text(_("review.chart.value", value=points(figures.value)), small, TEXT_DIM)
    worth_at = surface.blit(worth, (area.left, area.top + round(size * 1.35 + small * 1.35)))
    left, width = area.left + name_w, area.width - name_w
    step, lines = summary_layout(area, summary, h)
    rows = ((_("review.chart.bids"), -figures.bid_loss, BID_LOSS),
            (_("review.chart.play"), -figures.play_loss, PLAY_LOSS),
            (_("review.chart.luck"), figures.luck, LUCK_UP if figures.luck >= 0 else LUCK_DOWN))
    if step:
        places = _stacked(surface, pygame.Rect(left, area.top, width, 3 * step), rows, longest,
                          step - 4, small)
    else:
        places = _side_by_side(surface, pygame.Rect(left, area.top, width, round(small * 1.3)), rows,
                               longest, small)
    y = summary_top(area, step, h)
    for line in lines:
        surface.blit(text(line, small, TEXT), (left, y))
        y += round(small * 1.3)
    tips = (bids_tip(name, figures.bid_loss), play_tip(name, figures.play_loss), luck_tip(name, figures.luck))
    value_tip = _("review.tip.value", name=name, value=points(figures.value))
    return [*zip(places, tips, strict=True), (worth_at, value_tip)]


_Row = tuple[str, float, tuple[int, int, int]]


def _shown(i: int, value: float) -> str:
    """A bar's figure: luck signed, a loss with its minus (``0.0`` when nothing was lost)."""
    return signed(value) if i == 2 else ("−" + points(-value) if round(value, 1) else points(0.0))


def _stacked(surface: pygame.Surface, area: pygame.Rect, rows: Sequence[_Row], longest: float,
             bar_h: int, small: int) -> list[pygame.Rect]:
    """The three bars one under the other from a zero line in the middle of ``area``; each
    bar's line across ``area``."""
    figures_w = round(small * 4)
    half = (area.width - 2 * figures_w) // 2
    zero = area.left + figures_w + half
    pygame.draw.line(surface, (90, 120, 100), (zero, area.top), (zero, area.bottom),
                     outline(surface.get_height()))
    places = []
    for i, (word, value, colour) in enumerate(rows):
        top = area.top + i * (bar_h + 4)
        places.append(pygame.Rect(area.left, top, area.width, bar_h + 4))
        length = round(half * abs(value) / longest)
        rect = pygame.Rect(zero - length if value < 0 else zero, top, max(2, length), bar_h)
        pygame.draw.rect(surface, colour, rect, border_radius=3)
        figure = text(_shown(i, value), small, TEXT)
        if value < 0:
            surface.blit(figure, figure.get_rect(midright=(rect.left - 4, rect.centery)))
        else:
            surface.blit(figure, figure.get_rect(midleft=(rect.right + 4, rect.centery)))
        tag = text(word, small, TEXT_DIM)
        spot = (zero + 6, rect.centery) if value < 0 else (zero - 6, rect.centery)
        surface.blit(tag, tag.get_rect(midleft=spot) if value < 0 else tag.get_rect(midright=spot))
    return places


def _side_by_side(surface: pygame.Surface, area: pygame.Rect, rows: Sequence[_Row], longest: float,
                  small: int) -> list[pygame.Rect]:
    """The three bars in one line, each after its word and figure (``bids −3.7 ▬``), the
    same scale for every player; each bar's third of ``area``."""
    slot = area.width // 3
    widest = text("−88.8", small, TEXT).get_width()
    places = []
    for i, (word, value, colour) in enumerate(rows):
        x = area.left + i * slot
        places.append(pygame.Rect(x, area.top, slot, area.height))
        tag = text(word, small, TEXT_DIM)
        surface.blit(tag, tag.get_rect(midleft=(x, area.centery)))
        x += tag.get_width() + 6
        figure = text(_shown(i, value), small, TEXT)
        surface.blit(figure, figure.get_rect(midleft=(x, area.centery)))
        x += widest + 6
        room = max(0, area.left + (i + 1) * slot - 12 - x)
        bar = pygame.Rect(x, 0, max(2, round(room * abs(value) / longest)), max(4, round(small * 0.6)))
        bar.centery = area.centery
        pygame.draw.rect(surface, colour, bar, border_radius=3)
    return places
