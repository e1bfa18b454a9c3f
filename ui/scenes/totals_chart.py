"""The game over screen's chart: each player's running total, round by round, in the
player's colour, the winners' lines on top and a little thicker; players level after a
round are drawn side by side, a line's width apart, not one over the other.

>>> nice_step(7), nice_step(30), nice_step(0.4)
(10, 50, 1)
"""

from __future__ import annotations

import math

import pygame

from ui.core.draw import TEXT_DIM
from ui.core.fonts import scaled, text
from ui.words.i18n import _

#: One colour per player, distinct on dark green (the standings' dots and the skill table's
#: name them too).
LINE_COLOURS = [(255, 214, 102), (120, 190, 255), (255, 130, 130), (170, 240, 160),
                (220, 160, 255), (255, 170, 90), (130, 230, 230), (240, 240, 240), (200, 200, 120)]


def draw_totals_chart(surface: pygame.Surface, area: pygame.Rect, series: list[list[int]],
                      winners: tuple[int, ...], h: int) -> None:
    """Each player's running total in ``series`` (0, then after each round) in ``area``; a
    word instead when no round was scored (a line needs two points)."""
    if len(series[0]) < 2:
        words = text(_("game_over.no_round_scored"), scaled(h, 0.024), TEXT_DIM)
        surface.blit(words, words.get_rect(center=area.center))
        return
    rounds = max(1, len(series[0]) - 1)
    low = min(0, *(min(s) for s in series))
    high = max(1, *(max(s) for s in series))
    small = scaled(h, 0.018)
    area = area.inflate(-small * 3, -small * 4).move(small * 1.5, small * 0.5)

    def at(i: int, v: int) -> tuple[int, int]:
        return (round(area.left + area.width * i / rounds),
                round(area.bottom - area.height * (v - low) / (high - low)))

    tick = nice_step((high - low) / 5)
    low = tick * math.floor(low / tick)
    high = tick * math.ceil(high / tick)
    for v in range(low, high + 1, tick):
        y = at(0, v)[1]
        pygame.draw.line(surface, (60, 90, 72), (area.left, y), (area.right, y), 1)
        lab = text(str(v), small, TEXT_DIM)
        surface.blit(lab, lab.get_rect(midright=(area.left - 6, y)))
    step = max(1, rounds // 10)
    for i in range(0, rounds + 1, step):
        lab = text(str(i), small, TEXT_DIM)
        surface.blit(lab, lab.get_rect(midtop=(at(i, low)[0], area.bottom + 6)))
    cap = text(_("game_over.running_total_by_round"), small, TEXT_DIM)
    surface.blit(cap, cap.get_rect(bottomleft=(area.left, area.top - small)))
    width = max(3, round(h / 190))
    for seat in sorted(range(len(series)), key=lambda s: s in winners):  # winners on top
        colour = LINE_COLOURS[seat % len(LINE_COLOURS)]
        points = [(x, y + spread(series, seat, i, width + 3)) for i, (x, y) in
                  enumerate(at(i, v) for i, v in enumerate(series[seat]))]
        thick = width + (2 if seat in winners else 0)
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, thick)
            for point in points[1:-1]:  # rounded joints: no notches where the line bends
                pygame.draw.circle(surface, colour, point, thick // 2)
        pygame.draw.circle(surface, colour, points[-1], max(5, round(h / 130)))


def spread(series: list[list[int]], seat: int, i: int, step: int) -> int:
    """How far (pixels, up or down) ``seat``'s line is drawn off its point after round ``i``
    so that players level there show side by side, a line's width apart, not one over the
    other; 0 for a player alone on that total."""
    level = [s for s in range(len(series)) if series[s][i] == series[seat][i]]
    return round((level.index(seat) - (len(level) - 1) / 2) * step)


def nice_step(raw: float) -> int:
    """A round grid step (1, 2, 5, 10, 20, 50, …) at least ``raw``."""
    power = 10 ** max(0, math.floor(math.log10(max(raw, 1))))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)
