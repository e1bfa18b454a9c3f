"""The game over screen's chart: each player's running total, round by round, in the
player's colour, the winners' lines on top and a little thicker; players level after a
round are drawn side by side, a line's width apart, not one over the other, but every line
starts at 0 together. The totals' axis ends at round values just beyond the data, and no
two labels crowd each other.

>>> nice_step(7), nice_step(30), nice_step(0.4)
(10, 50, 1)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ui.core.draw import TEXT_DIM
from ui.core.fonts import font, scaled, text
from ui.words.i18n import _

#: One colour per player, distinct on dark green (the standings' dots and the skill table's
#: name them too).
LINE_COLOURS = [(255, 214, 102), (120, 190, 255), (255, 130, 130), (170, 240, 160),
                (220, 160, 255), (255, 170, 90), (130, 230, 230), (240, 240, 240), (200, 200, 120)]


@dataclass(frozen=True)
class ChartLayout:
    """Where the chart's parts go: each seat's line (the points, 0 then after each round), the
    grid lines (y, value), the labels (words and where) and the plot's box."""

    box: pygame.Rect
    lines: list[list[tuple[int, int]]]
    grid: list[tuple[int, int]]
    labels: list[tuple[str, pygame.Rect]]


def chart_layout(area: pygame.Rect, series: list[list[int]], h: int) -> ChartLayout:
    """The chart of ``series`` (two points at least) in ``area`` of a window ``h`` high."""
    rounds = max(1, len(series[0]) - 1)
    small = scaled(h, 0.018)
    low, high, tick = axis(min(min(s) for s in series), max(max(s) for s in series))
    widest = max(font(small).size(str(v))[0] for v in (low, high))
    box = pygame.Rect(area.left + widest + small, area.top + small * 2,
                      area.width - widest - small * 2, area.height - small * 4)

    def at(i: int, v: int) -> tuple[int, int]:
        return (round(box.left + box.width * i / rounds),
                round(box.bottom - box.height * (v - low) / (high - low)))

    labels: list[tuple[str, pygame.Rect]] = []
    face = font(small)
    every = label_every(box.height / ((high - low) // tick), face.get_height())
    grid = [(at(0, v)[1], v) for v in range(low, high + 1, tick)]
    for y, v in grid:
        if (v // tick) % every == 0:  # 0 always among them
            rect = pygame.Rect((0, 0), face.size(str(v)))
            rect.midright = (box.left - small // 2, y)
            labels.append((str(v), rect))
    step = round_step(rounds, box.width / rounds, face.size(str(rounds))[0] + small)
    for i in range(step, rounds + 1, step):  # round 0 is the start: only the totals' 0 is labelled
        rect = pygame.Rect((0, 0), face.size(str(i)))
        rect.midtop = (at(i, low)[0], box.bottom + small // 3)
        labels.append((str(i), rect))
    width = max(3, round(h / 190))
    lines = [[(x, y + spread(series, seat, i, width + 3))
              for i, (x, y) in enumerate(at(i, v) for i, v in enumerate(series[seat]))]
             for seat in range(len(series))]
    return ChartLayout(box, lines, grid, labels)


def draw_totals_chart(surface: pygame.Surface, area: pygame.Rect, series: list[list[int]],
                      winners: tuple[int, ...], h: int) -> None:
    """Each player's running total in ``series`` (0, then after each round) in ``area``; a
    word instead when no round was scored (a line needs two points)."""
    if len(series[0]) < 2:
        words = text(_("game_over.no_round_scored"), scaled(h, 0.024), TEXT_DIM)
        surface.blit(words, words.get_rect(center=area.center))
        return
    small = scaled(h, 0.018)
    chart = chart_layout(area, series, h)
    box = chart.box
    for y, v in chart.grid:
        pygame.draw.line(surface, (90, 130, 104) if v == 0 else (60, 90, 72), (box.left, y),
                         (box.right, y), 1)
    for label, rect in chart.labels:
        surface.blit(text(label, small, TEXT_DIM), rect)
    cap = text(_("game_over.running_total_by_round"), small, TEXT_DIM)
    surface.blit(cap, cap.get_rect(bottomleft=(box.left, box.top - small // 2)))
    width = max(3, round(h / 190))
    for seat in sorted(range(len(series)), key=lambda s: s in winners):  # winners on top
        colour = LINE_COLOURS[seat % len(LINE_COLOURS)]
        points = chart.lines[seat]
        thick = width + (2 if seat in winners else 0)
        pygame.draw.lines(surface, colour, False, points, thick)
        for point in points[1:-1]:  # rounded joints: no notches where the line bends
            pygame.draw.circle(surface, colour, point, thick // 2)
        pygame.draw.circle(surface, colour, points[-1], max(5, round(h / 130)))


def axis(lowest: int, highest: int) -> tuple[int, int, int]:
    """The totals' axis for data from ``lowest`` to ``highest``: (bottom, top, grid step),
    0 always on it, the ends round values just beyond the data (3 to 8 steps, the least room
    wasted).

    >>> axis(0, 111), axis(-12, 111), axis(0, 0), axis(-30, -5), axis(0, 7), axis(0, 100)
    ((0, 120, 20), (-20, 120, 20), (0, 1, 1), (-30, 0, 10), (0, 7, 1), (0, 100, 20))
    """
    lowest, highest = min(0, lowest), max(0, highest)
    if highest == lowest:
        highest = lowest + 1
    best: tuple[bool, int, int, int, int] | None = None  # (too few, wasted, -step, bottom, top)
    for power in range(0, 8):
        for factor in (1, 2, 5):
            step = factor * 10 ** power
            bottom, top = step * math.floor(lowest / step), step * math.ceil(highest / step)
            steps = (top - bottom) // step
            if steps > 8:
                continue
            key = (steps < 3, (top - bottom) - (highest - lowest), -step, bottom, top)
            if best is None or key < best:
                best = key
    assert best is not None
    _few, _wasted, minus_step, bottom, top = best
    return bottom, top, -minus_step


def label_every(pitch: float, label_h: int) -> int:
    """Every how many grid lines ``pitch`` pixels apart a label is written, so that labels
    ``label_h`` high never crowd one another.

    >>> label_every(40, 16), label_every(20, 16), label_every(9, 16)
    (1, 2, 3)
    """
    return max(1, math.ceil(label_h * 1.3 / max(1.0, pitch)))


def round_step(rounds: int, pitch: float, label_w: int) -> int:
    """Every how many rounds (1, 2, 5, 10, …) the round axis is labelled, rounds ``pitch``
    pixels apart and a label ``label_w`` wide.

    >>> round_step(13, 60, 30), round_step(13, 20, 30), round_step(25, 8, 30)
    (1, 2, 5)
    """
    step = 1
    while step * pitch < label_w and step < rounds:
        step = nice_step(step + 1)
    return step


def spread(series: list[list[int]], seat: int, i: int, step: int) -> int:
    """How far (pixels, up or down) ``seat``'s line is drawn off its point after round ``i``
    so that players level there show side by side, a line's width apart, not one over the
    other; 0 for a player alone on that total."""
    if i == 0:
        return 0  # every line starts at 0, before the first round, together
    level = [s for s in range(len(series)) if series[s][i] == series[seat][i]]
    return round((level.index(seat) - (len(level) - 1) / 2) * step)


def nice_step(raw: float) -> int:
    """A round grid step (1, 2, 5, 10, 20, 50, …) at least ``raw``."""
    power = 10 ** max(0, math.floor(math.log10(max(raw, 1))))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)
