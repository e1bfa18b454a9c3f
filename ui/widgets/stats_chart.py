"""The statistics screen's picture: one player's last games, oldest left. A bar for each game's
points per round (up for gains, down for losses; its figure at its end where there is room,
inside the end where a dot would cover it; a ★ over a game won) and a line through each
game's bid accuracy, 0–100 % on the right-hand scale, each game a blue dot in a dark ring
that stands out on a bar as on the felt. A game stopped before any round was scored has
neither: a dash on the zero line marks it. No games, or none with a scored round, is said
in words instead of an empty frame.

The games stand in slots of one width, at least :data:`SLOTS` of them across the plot: a
player's first games take their places from the left, bars of their final width, and the
slots still empty say the next games go there, so one or two games look like the start of a
record, not a few bars lost in the middle of a wide frame.

Nothing is told by colour alone: bars and a line with dots are different shapes, and the
legend names both. Drawing changes nothing; :func:`ticks` picks round numbers for the scale.

>>> ticks(-7.5, 23.0)
[-10, 0, 10, 20, 30]
>>> ticks(0.0, 0.0), ticks(0.0, 0.3), ticks(-3.0, -3.0)
([0, 1], [0, 1], [-3, -2, -1, 0])
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame
import pygame_gui

from saves.history import GameLine
from ui.core.draw import TEXT, TEXT_DIM
from ui.core.fonts import fitted, outline, text
from ui.widgets.look import colour
from ui.words.i18n import _, format_date, format_number, ngettext

#: The accuracy line's colour (a cool blue beside the warm bars).
LINE = (120, 200, 255)
LOSS = (232, 120, 110)
GRID = (255, 255, 255, 26)
#: The fewest slots across the plot: fewer games leave the rest of them empty.
SLOTS = 10


def ticks(low: float, high: float, count: int = 4) -> list[int]:
    """Whole-number steps (1, 2 or 5 times a power of ten) from below ``low`` to above
    ``high``, zero among them, about ``count`` steps apart; always two or more, so a scale
    has two ends even when every value is the same."""
    low, high = min(low, 0.0), max(high, 0.0)
    # at least 1: the labels are whole numbers, and a smaller step would repeat them
    raw = max((high - low) / max(1, count), 1.0)
    power = 10 ** math.floor(math.log10(raw))
    step = next((m * power for m in (1, 2, 5) if m * power >= raw), 10 * power)
    first = math.floor(low / step) * step
    last = max(math.ceil(high / step) * step, first + step)
    return [first + i * step for i in range((last - first) // step + 1)]


def value_scale(games: Sequence[GameLine], plot_h: int, steps: int, figure_h: int, clear: int,
                most: int = 0) -> list[int]:
    """The points-per-round scale of a plot ``plot_h`` high for ``games`` (each with a scored
    round), about ``steps`` steps, as :func:`ticks` gives it when each bar's figure
    (``figure_h`` high) stays inside the plot: a loss's ``clear`` of the bottom line, where
    the bid accuracy's 0 % dots lie, a gain's under the top line; else the narrowest scale
    of at most ``most`` round steps (and not much fewer than ``steps``) that keeps them clear,
    the fewest steps among equals.

    >>> value_scale([GameLine("", "oh-seven", 5, -18, 1, False)], 400, 4, 20, 8)
    [-4, -3, -2, -1, 0]
    >>> value_scale([GameLine("", "oh-seven", 5, -19, 1, False)], 400, 4, 20, 8)
    [-6, -4, -2, 0]
    >>> value_scale([GameLine("", "oh-seven", 5, -19, 1, False)], 400, 4, 20, 8, most=6)
    [-5, -4, -3, -2, -1, 0]
    """
    values = [g.points_per_round for g in games]

    def fits(scale: list[int]) -> bool:
        per = (scale[-1] - scale[0]) / plot_h  # points a pixel
        return all(scale[0] <= v - (figure_h + clear) * per for v in values if v < 0) and \
            all(v + figure_h * per <= scale[-1] for v in values if v > 0)

    first = ticks(min(values), max(values), steps)
    if fits(first):
        return first
    most = max(steps, most)
    found: list[list[int]] = []
    for step in (m * 10 ** p for p in range(7) for m in (1, 2, 5)):
        low = step * math.floor(min(0.0, *values) / step)
        high = step * math.ceil(max(0.0, *values) / step)
        for down in range(3):
            for up in range(3):
                scale = list(range(low - down * step, high + (up + (low == high)) * step + 1, step))
                if min(steps, 3) <= len(scale) - 1 <= most and fits(scale):
                    found.append(scale)
    return min(found, key=lambda t: (t[-1] - t[0], len(t)), default=first)


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, games: Sequence[GameLine], size: int,
               manager: pygame_gui.UIManager) -> list[pygame.Rect]:
    """The picture of ``games`` in ``rect``, text ``size`` pixels high; each game's slot, in
    order (none when there is no picture: the words say why)."""
    small = max(10, round(size * 0.85))
    scored = [g for g in games if g.rounds]
    if not scored:
        words = _("statistics.chart.no_games_yet") if not games else \
            ngettext("statistics.chart.stopped_games", len(games))
        img = fitted(words, size, rect.width, TEXT_DIM)
        surface.blit(img, img.get_rect(center=rect.center))
        return []
    accent = colour(manager, "filled_bar", ["#switch"])
    gold = (accent.r, accent.g, accent.b)
    legend_h = round(size * 1.8)
    _legend(surface, (rect.left, rect.top), rect.width, size, gold, len(scored) < len(games))
    plot_h = rect.height - legend_h - round(size * 2.4)
    room = plot_h // max(1, round(small * 2.4))  # labels never touch
    steps = max(1, min(4, room))
    figure_h = text("-88.8", small, TEXT).get_height() + 2  # a gain's ★ may stand over the top line
    scale = value_scale(scored, plot_h, steps, figure_h, dot_radius(size) + max(3, size // 6), min(6, room))
    labels = [format_number(v, 0) for v in scale]
    left_w = max(text(v, small, TEXT_DIM).get_width() for v in labels) + round(size * 0.6)
    right_w = text("100%", small, TEXT_DIM).get_width() + round(size * 0.6)
    plot = pygame.Rect(rect.left + left_w, rect.top + legend_h + round(size * 0.6),
                       rect.width - left_w - right_w, plot_h)
    if plot.width < 40 or plot.height < 40:
        return []
    low, high = scale[0], scale[-1]

    def y_of(value: float) -> int:
        return round(plot.bottom - (value - low) / (high - low) * plot.height)

    line = outline(surface.get_height())
    grid = pygame.Surface((plot.width, line), pygame.SRCALPHA)
    grid.fill(GRID)
    for value, label in zip(scale, labels, strict=True):
        y = y_of(value)
        surface.blit(grid, (plot.left, y - line // 2))
        img = text(label, small, TEXT_DIM)
        surface.blit(img, img.get_rect(midright=(plot.left - round(size * 0.4), y)))
    for share in (0.0, 0.5, 1.0):
        img = text(_("statistics.percent", value=round(share * 100)), small, LINE)
        surface.blit(img, img.get_rect(midleft=(plot.right + round(size * 0.4),
                                                round(plot.bottom - share * plot.height))))
    zero = y_of(0)
    pygame.draw.line(surface, TEXT_DIM, (plot.left, zero), (plot.right, zero), line)
    slot = plot.width / max(len(games), SLOTS)
    slots = [pygame.Rect(round(plot.left + slot * i), plot.top, round(slot), plot.height)
             for i in range(len(games))]
    bar_w = max(3, round(min(slot * 0.56, size * 2.4)))
    figures = slot >= text("-88.8", small, TEXT).get_width() + size // 2  # each bar's figure fits
    points: list[tuple[int, int]] = []
    above_dots: list[tuple[pygame.Surface, pygame.Rect]] = []
    for game, place in zip(games, slots, strict=True):
        cx = place.centerx
        if not game.rounds:  # stopped before it began: no points, no bids to show
            pygame.draw.line(surface, TEXT_DIM, (cx - bar_w // 2, zero), (cx + bar_w // 2, zero), 3)
            continue
        top = y_of(game.points_per_round)
        bar = pygame.Rect(cx - bar_w // 2, min(top, zero), bar_w, max(1, abs(top - zero)))
        radius = min(bar_w // 3, 6)
        gain = game.points_per_round >= 0
        up, down = (radius, 0) if gain else (0, radius)  # rounded at the end away from zero
        pygame.draw.rect(surface, gold if gain else LOSS, bar, border_top_left_radius=up,
                         border_top_right_radius=up, border_bottom_left_radius=down,
                         border_bottom_right_radius=down)
        above = min(top, zero) - 2
        point = (cx, round(plot.bottom - game.bid_accuracy * plot.height))
        if figures:  # the figure at the bar's far end, outside it
            words = format_number(game.points_per_round, 1)
            figure = text(words, small, gold if gain else LOSS)
            at = figure.get_rect(midbottom=(cx, above)) if gain else \
                figure.get_rect(midtop=(cx, bar.bottom + 2))
            dot = pygame.Rect(0, 0, 2 * dot_radius(size), 2 * dot_radius(size))
            dot.center = point
            if at.colliderect(dot) and bar.height > at.height + 6 and bar.width >= at.width:
                # on a dot: inside the bar's end, dark on the bar
                figure = text(words, small, RING)
                at = figure.get_rect(midtop=(cx, bar.top + 3)) if gain else \
                    figure.get_rect(midbottom=(cx, bar.bottom - 3))
            above_dots.append((figure, at))  # drawn over the dots: a figure is read whole
            above = min(at.top - 1, above) if gain else above
        if game.won:
            star = text("★", small, gold, True)
            surface.blit(star, star.get_rect(midbottom=(cx, above)))
        points.append(point)
    if len(points) > 1:
        pygame.draw.lines(surface, LINE, False, points, max(2, size // 8))
    for point in points:
        accuracy_dot(surface, point, size)
    for figure, at in above_dots:
        surface.blit(figure, at)
    if len(games) < SLOTS:
        _next_games(surface, pygame.Rect(slots[-1].right, plot.top, plot.right - slots[-1].right,
                                         plot.height), zero, small)
    _dates(surface, plot, slots, games, small)
    return slots


#: The ring round an accuracy dot: dark, so the dot stands out on a gold or red bar as on the felt.
RING = (8, 20, 14)


def dot_radius(size: int) -> int:
    """The radius of an accuracy dot beside text ``size`` pixels high, its ring included."""
    return max(4, round(size * 0.3))


def accuracy_dot(surface: pygame.Surface, centre: tuple[int, int], size: int) -> pygame.Rect:
    """A game's bid accuracy: a blue dot in a dark ring, seen over a bar as over the felt;
    where it is drawn."""
    radius = dot_radius(size)
    ring = max(1, round(radius * 0.35))
    pygame.draw.circle(surface, RING, centre, radius)
    return pygame.draw.circle(surface, LINE, centre, radius - ring)


def _next_games(surface: pygame.Surface, room: pygame.Rect, zero: int, size: int) -> None:
    """The slots still empty: a dotted zero line through them and, where it fits, a word that
    the next games go there."""
    for x in range(room.left + size, room.right, max(6, size // 2)):
        surface.fill(TEXT_DIM, (x, zero, 2, 1))
    words = text(_("statistics.chart.next_games"), size, TEXT_DIM)
    if words.get_width() + 2 * size <= room.width:
        y = room.centery if abs(room.centery - zero) > size * 1.5 else zero - size * 1.5
        surface.blit(words, words.get_rect(center=(room.centerx, round(y))))


def _legend(surface: pygame.Surface, at: tuple[int, int], width: int, size: int,
            gold: tuple[int, int, int], stopped: bool) -> None:
    """Bar, line and star (and the dash of a game ``stopped`` before it began), each with what
    it means; what does not fit in ``width`` is left out whole."""
    x, y = at
    small = max(10, round(size * 0.85))
    mid = y + size // 2
    pygame.draw.rect(surface, gold, (x, mid - size // 3, round(size * 0.5), round(size * 0.66)),
                     border_radius=2)
    x += round(size * 0.8)
    words = text(_("statistics.points_per_round"), small, TEXT)
    surface.blit(words, words.get_rect(midleft=(x, mid)))
    x += words.get_width() + size
    pygame.draw.line(surface, LINE, (x, mid), (x + size, mid), max(2, size // 8))
    accuracy_dot(surface, (x + size // 2, mid), size)
    x += round(size * 1.4)
    words = text(_("statistics.chart.bid_accuracy"), small, TEXT)
    surface.blit(words, words.get_rect(midleft=(x, mid)))
    x += words.get_width() + size
    words = text("★ " + _("statistics.chart.game_won"), small, gold)
    surface.blit(words, words.get_rect(midleft=(x, mid)))
    if not stopped:
        return
    x += words.get_width() + size
    words = text(_("statistics.chart.stopped_before_start"), small, TEXT_DIM)
    if x + round(size * 0.8) + words.get_width() <= at[0] + width:
        pygame.draw.line(surface, TEXT_DIM, (x, mid), (x + round(size * 0.5), mid), 3)
        surface.blit(words, words.get_rect(midleft=(x + round(size * 0.8), mid)))


def _dates(surface: pygame.Surface, plot: pygame.Rect, slots: Sequence[pygame.Rect],
           games: Sequence[GameLine], size: int) -> None:
    """The first and the last game's day under their slots (kept under the plot)."""
    first, last = _day(games[0].finished), _day(games[-1].finished)
    y = plot.bottom + round(size * 0.5)
    left = fitted(first, size, plot.width // 2, TEXT_DIM)
    box = left.get_rect(midtop=(slots[0].centerx, y))
    box.left = max(box.left, plot.left)
    surface.blit(left, box)
    if len(games) > 1 and last != first:
        right = fitted(last, size, plot.width // 2, TEXT_DIM)
        end = right.get_rect(midtop=(slots[-1].centerx, y))
        end.right = min(end.right, plot.right)
        if end.left > box.right + size:
            surface.blit(right, end)


def _day(stamp: str) -> str:
    """A stored moment (ISO 8601) as the player's date; the text itself when it is not one."""
    from datetime import datetime
    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return stamp
    return format_date(moment.astimezone() if moment.tzinfo else moment)
