"""The game over screen's chart: each player's running total, round by round, in the
player's colour, the winners' lines on top and a little thicker. Every point stands exactly
at its total: a line never leaves it to make room, so a flat score is drawn flat and every
line starts at 0 together. Where players went the same way in a round (level before and
after it), their lines share the stretch as stripes: the line drawn later lies on top, each
one under it a band wider on both sides, so every colour there still shows; their last dots
nest the same way. The totals' axis ends at round values just beyond the data, and no two
labels crowd each other.

>>> nice_step(7), nice_step(30), nice_step(0.4)
(10, 50, 1)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import pairwise

import pygame

from ui.core.draw import TEXT_DIM
from ui.core.fonts import font, outline, scaled, text
from ui.words.i18n import _

#: One colour per player, distinct on dark green (the standings' dots and the skill table's
#: name them too).
LINE_COLOURS = [(255, 214, 102), (120, 190, 255), (255, 130, 130), (170, 240, 160),
                (220, 160, 255), (255, 170, 90), (130, 230, 230), (240, 240, 240), (200, 200, 120)]


@dataclass(frozen=True)
class ChartLayout:
    """Where the chart's parts go: each seat's line (the points, 0 then after each round), the
    width of each of its stretches (one per round) and the radius of its last dot, the order
    the lines are drawn in (the last on top), the grid lines (y, value), the labels (words and
    where) and the plot's box."""

    box: pygame.Rect
    lines: list[list[tuple[int, int]]]
    widths: list[list[int]]
    dots: list[int]
    order: list[int]
    grid: list[tuple[int, int]]
    labels: list[tuple[str, pygame.Rect]]


def line_width(h: int) -> int:
    """A player's line in a window ``h`` high (a winner's is two pixels more).

    >>> line_width(800), line_width(1080), line_width(2160)
    (4, 6, 11)
    """
    return max(3, round(h / 190))


def band_width(h: int) -> int:
    """How much of a shared stretch's lower line shows on each side of the one above it.

    >>> band_width(800), band_width(1080), band_width(2160)
    (2, 3, 5)
    """
    return max(2, round(h / 400))


def chart_layout(area: pygame.Rect, series: list[list[int]], h: int,
                 winners: tuple[int, ...] = ()) -> ChartLayout:
    """The chart of ``series`` (two points at least) in ``area`` of a window ``h`` high, the
    lines of ``winners`` on top."""
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
    lines = [[at(i, v) for i, v in enumerate(values)] for values in series]
    order = sorted(range(len(series)), key=lambda s: s in winners)  # winners on top
    own = [line_width(h) + (2 if seat in winners else 0) for seat in range(len(series))]
    band = band_width(h)
    widths = [[stripe(order, own, [(s[i], s[i + 1]) for s in series], seat, 2 * band)
               for i in range(len(values) - 1)] for seat, values in enumerate(series)]
    dot = max(5, round(h / 130))
    radii = [dot + (width - line_width(h)) // 2 for width in own]
    dots = [stripe(order, radii, [s[-1] for s in series], seat, band) for seat in range(len(series))]
    return ChartLayout(box, lines, widths, dots, order, grid, labels)


def draw_totals_chart(surface: pygame.Surface, area: pygame.Rect, series: list[list[int]],
                      winners: tuple[int, ...], h: int) -> None:
    """Each player's running total in ``series`` (0, then after each round) in ``area``; a
    word instead when no round was scored (a line needs two points)."""
    if len(series[0]) < 2:
        words = text(_("game_over.no_round_scored"), scaled(h, 0.024), TEXT_DIM)
        surface.blit(words, words.get_rect(center=area.center))
        return
    small = scaled(h, 0.018)
    chart = chart_layout(area, series, h, winners)
    box = chart.box
    for y, v in chart.grid:
        pygame.draw.line(surface, (90, 130, 104) if v == 0 else (60, 90, 72), (box.left, y),
                         (box.right, y), outline(h))
    for label, rect in chart.labels:
        surface.blit(text(label, small, TEXT_DIM), rect)
    cap = text(_("game_over.running_total_by_round"), small, TEXT_DIM)
    surface.blit(cap, cap.get_rect(bottomleft=(box.left, box.top - small // 2)))
    for seat in chart.order:
        colour = LINE_COLOURS[seat % len(LINE_COLOURS)]
        points = chart.lines[seat]
        for i, ((a, b), thick) in enumerate(zip(pairwise(points), chart.widths[seat], strict=True)):
            stroke(surface, colour, a, b, thick, start_cap=i > 0)
        pygame.draw.circle(surface, colour, points[-1], chart.dots[seat])


def stroke(surface: pygame.Surface, colour: tuple[int, int, int], a: tuple[int, int],
           b: tuple[int, int], width: int, start_cap: bool = True) -> None:
    """A line ``width`` pixels thick measured across it (``pygame.draw.line`` measures a
    slope's upright), with round ends, so that lines meet without notches or knobs; no round
    end at ``a`` unless ``start_cap`` (the chart's lines start square on its axis, clear of
    the 0 beside it)."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay) or 1.0
    nx, ny = (ay - by) / length * width / 2, (bx - ax) / length * width / 2
    pygame.draw.polygon(surface, colour, [(ax + nx, ay + ny), (bx + nx, by + ny),
                                          (bx - nx, by - ny), (ax - nx, ay - ny)])
    for point in ((a, b) if start_cap else (b,)):
        pygame.draw.circle(surface, colour, point, width / 2)


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


def stripe(order: list[int], own: list[int], shared: list[object], seat: int, more: int) -> int:
    """How wide ``seat`` draws a stretch (or its last dot) that the seats with the same
    ``shared`` value have too: its ``own`` width when none of them is drawn after it
    (``order``, the last on top), else ``more`` than the widest of those, so that each
    shows beside the one above it as a stripe.

    >>> order, own = [0, 1, 2], [4, 4, 6]
    >>> [stripe(order, own, [(0, 10), (0, 10), (0, 10)], s, 4) for s in order]
    [14, 10, 6]
    >>> [stripe(order, own, [(0, 10), (0, 20), (0, 10)], s, 4) for s in order]
    [10, 4, 6]
    """
    above = next((s for s in order[order.index(seat) + 1:] if shared[s] == shared[seat]), None)
    if above is None:
        return own[seat]
    return max(own[seat], stripe(order, own, shared, above, more) + more)  # the next one is the widest


def nice_step(raw: float) -> int:
    """A round grid step (1, 2, 5, 10, 20, 50, …) at least ``raw``."""
    power = 10 ** max(0, math.floor(math.log10(max(raw, 1))))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)
