"""The game over screen: shared places for equal totals, every point of the chart at its
total (flat stays flat) with shared stretches drawn as stripes, skill and luck in reach with
many players in a small window."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

import pygame
import pytest

from devtools.screenshots.fit_check import cut_widgets
from game.presets import preset
from game.round_log import RoundLog
from game.rules import Rules
from ui.app import App
from ui.core.fonts import scaled, text
from ui.review import panels
from ui.scenes.game_over import GameOverScene
from ui.scenes.skill_table import skill_legend, skill_sizes
from ui.scenes.standings import Standings, draw_standings, row_height, standings_dot
from ui.scenes.totals_chart import LINE_COLOURS, axis, band_width, chart_layout, line_width
from ui.words.i18n import LANGUAGES, set_language


@dataclass
class _Finished:
    """A finished game's scores as the screen reads them (no rounds kept)."""

    totals: list[int]
    winners: list[int]
    rules: Rules = field(default_factory=lambda: preset("oh-pshaw"))
    rounds: list[RoundLog] = field(default_factory=list)
    ended_early: bool = False
    is_over: bool = True

    @property
    def players(self) -> int:
        return len(self.totals)

    @property
    def scheduled_rounds(self) -> int:
        return 0

    @property
    def candidates(self) -> list[int]:
        return self.winners

    @property
    def round(self) -> RoundLog:
        raise AssertionError("no round")


def _over(app: App, totals: list[int], winners: list[int]) -> GameOverScene:
    names = [f"P{s}" for s in range(len(totals))]
    return GameOverScene(app, _Finished(totals, winners), names, ["human"] + ["normal"] * (len(totals) - 1),
                         lambda: None)


def test_players_on_the_same_total_share_their_place(app: App) -> None:
    over = _over(app, [20, 30, 20, 20, 20, 10, 5], [1])
    assert over.standings.places() == {1: 1, 0: 2, 2: 2, 3: 2, 4: 2, 5: 6, 6: 7}
    assert [over.standings.places()[s] for s in over.standings.order()] == [1, 2, 2, 2, 2, 6, 7]


def test_a_shared_win_is_first_for_each_and_a_tie_break_winner_stands_alone(app: App) -> None:
    assert _over(app, [40, 40, 12], [0, 1]).standings.places() == {0: 1, 1: 1, 2: 3}
    # level on 40, the tie-break went to seat 1: the one it beat is second
    assert _over(app, [40, 40, 12], [1]).standings.places() == {1: 1, 0: 2, 2: 3}


#: The game the chart was once seen to get wrong: "You" stood on 10 after rounds 1, 2 and 3,
#: level with two others after round 1 and with nobody after it.
FLAT = [[0, 10, 20, 31, 42, 52], [0, 0, 10, 20, 32, 43], [0, 10, 20, 30, 30, 30], [0, 10, 10, 10, 20, 20]]


@pytest.mark.parametrize("h", [800, 1080, 2160])
def test_every_point_stands_at_its_total_so_a_flat_score_is_drawn_flat(h: int) -> None:
    pygame.init()
    chart = chart_layout(pygame.Rect(0, 0, round(h * 0.8), round(h * 0.5)), FLAT, h, winners=(0,))
    you = chart.lines[3]
    assert you[1][1] == you[2][1] == you[3][1]  # 10, 10, 10: one height
    assert you[4][1] == you[5][1] and you[4][1] < you[3][1]
    at: dict[int, set[int]] = {}
    for values, line in zip(FLAT, chart.lines, strict=True):
        for value, (_x, y) in zip(values, line, strict=True):
            at.setdefault(value, set()).add(y)
    assert all(len(ys) == 1 for ys in at.values())  # one total, one height, whoever holds it
    assert sorted(at, key=lambda v: -next(iter(at[v]))) == sorted(at)  # higher totals higher up


@pytest.mark.parametrize("h", [800, 1080, 2160])
def test_a_stretch_players_share_shows_each_of_them_as_a_stripe(h: int) -> None:
    pygame.init()
    chart = chart_layout(pygame.Rect(0, 0, round(h * 0.8), round(h * 0.5)), FLAT, h, winners=(0,))
    assert chart.order[-1] == 0  # the winner on top
    band, own = band_width(h), line_width(h)
    for i in range(len(FLAT[0]) - 1):
        sharing: dict[tuple[int, int], list[int]] = {}
        for seat in chart.order:
            sharing.setdefault((FLAT[seat][i], FLAT[seat][i + 1]), []).append(seat)
        for seats in sharing.values():
            widths = [chart.widths[s][i] for s in seats]  # bottom first
            if len(seats) == 1:
                assert widths == [own + (2 if seats[0] == 0 else 0)]
            assert all(a - b >= 2 * band for a, b in pairwise(widths))  # a band each side shows
    assert [chart.widths[s][0] for s in chart.order] == [own, own + 2 + 4 * band, own + 2 + 2 * band, own + 2]
    assert chart.widths[2][1] > chart.widths[0][1] == own + 2  # rounds 2 and 3 shared with the winner
    assert chart.widths[2][3] == own  # alone again once level no more
    level = FLAT[0][-1], FLAT[3][-1]
    assert level == (52, 20) and len(set(chart.dots)) == 2  # no two ends level: each its own dot
    tied = chart_layout(pygame.Rect(0, 0, h, h // 2), [[0, 10], [0, 10], [0, 10]], h, winners=(1,))
    assert tied.dots[tied.order[0]] > tied.dots[tied.order[1]] > tied.dots[tied.order[2]]


@pytest.mark.parametrize("h", [800, 1080, 2160])
def test_the_standings_dots_grow_with_the_window(h: int) -> None:
    pygame.init()
    surface = pygame.Surface((h, h))
    stand = pygame.Rect(0, 0, round(h * 0.5), round(h * 0.5))
    totals = [20, 30, 10]
    draw_standings(surface, stand, Standings(_Finished(totals, [1]), (1,)), ["A", "B", "C"], True, h)
    for seat in range(len(totals)):
        colour = pygame.Color(*LINE_COLOURS[seat])
        dot = sum(1 for x in range(stand.width // 6) for y in range(stand.height)
                  if surface.get_at((x, y)) == colour)  # left of the names
        radius = standings_dot(h)
        assert 2.5 * radius ** 2 <= dot <= 3.5 * radius ** 2
    assert standings_dot(2160) >= 2 * standings_dot(1080) - 1


class _Judging:
    """An analysis still under way (the screen shows its bar)."""

    report = None
    problem = ""
    progress = 0.5
    done = False

    def update(self) -> None:
        pass


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_seven_players_at_1280x800_skill_and_luck_is_one_click_away(app: App, lang: str) -> None:
    set_language(lang)
    app.resize((1280, 800))
    opened: list[str] = []
    over = GameOverScene(app, _Finished([20, 30, 20, 20, 20, 10, 5], [1]), [f"P{s}" for s in range(7)],
                         ["human"] + ["normal"] * 6, lambda: None, looking=_Judging(),  # type: ignore[arg-type]
                         review=lambda: None, report=lambda: opened.append("report"))
    app.scenes.replace(over)
    for _ in range(8):
        app.step(0.0)
    stand, below = over._left()
    assert over.skill_box(below) is None  # the whole table does not fit under seven names
    button = over.buttons["skill"]
    assert button.rect.top >= stand.bottom and button.rect.bottom <= over.buttons["again"].rect.top
    assert cut_widgets(app.gui) == []
    assert "report" not in over.buttons  # one button for the one report, not two
    over.choose("skill")
    assert opened == ["report"]


def test_with_four_players_the_box_itself_is_there_and_no_button(app: App) -> None:
    app.resize((1280, 800))
    over = GameOverScene(app, _Finished([20, 30, 20, 10], [1]), [f"P{s}" for s in range(4)],
                         ["human"] + ["normal"] * 3, lambda: None, looking=_Judging(),  # type: ignore[arg-type]
                         review=lambda: None, report=lambda: None)
    app.scenes.replace(over)
    for _ in range(8):
        app.step(0.0)
    below = over._left()[1]
    box = over.skill_box(below)
    assert box is not None and "skill" not in over.buttons and box.bottom <= below.bottom
    assert "report" in over.buttons  # the box opens nothing: the report is opened from the bottom row
    # with the line that says what the figures are: points given away, luck given or taken
    small = scaled(800, 0.016)
    lines = skill_legend(box.width, 800)
    assert lines and box.height >= 5 * round(scaled(800, 0.02) * 1.4) + len(lines) * round(small * 1.3)
    assert all(text(line, small, (0, 0, 0)).get_width() <= box.width - 16 for line in lines)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)], ids=["1280", "1920", "3840"])
def test_skill_and_luck_is_written_as_large_as_the_room_under_the_standings_allows(
        app: App, size: tuple[int, int]) -> None:
    app.resize(size)
    over = GameOverScene(app, _Finished([20, 30, 20, 10], [1]), [f"P{s}" for s in range(4)],
                         ["human"] + ["normal"] * 3, lambda: None, looking=_Judging(),  # type: ignore[arg-type]
                         review=lambda: None, report=lambda: None)
    app.scenes.replace(over)
    app.step(0.0)
    h = size[1]
    below = over._left()[1]
    box = over.skill_box(below)
    sizes = skill_sizes(4, below, h)
    assert box is not None and sizes is not None
    figures, small, legend = sizes
    assert legend and figures > scaled(h, 0.02)  # larger than the small print it was
    if size != (1280, 800):  # where the box is wide enough: the standings' own name size
        assert figures >= scaled(h, 0.025) and small >= scaled(h, 0.018)
    assert box.height <= below.height and row_height(h) * 4 <= over._left()[0].height
    three = 3 * (text("−88.8", figures, (0, 0, 0)).get_width() + round(figures * 0.8))
    assert three + 5 * figures <= box.width - round(h * 0.02)  # every figure in its column


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_judging_line_keeps_its_figure_in_a_narrow_box(lang: str,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """While the analysis runs, its line ends in the share judged: in a box too narrow for the
    whole sentence (German at 1280×800) the short form is drawn, never the figure cut off."""
    set_language(lang)
    drawn: list[str] = []
    real = panels.text

    def caught(words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append(words)
        return real(words, *args, **kwargs)

    monkeypatch.setattr(panels, "text", caught)
    for width in (900, 300):
        drawn.clear()
        panels.draw_progress(pygame.Surface((width, 80)), pygame.Rect(0, 0, width, 60),
                             _Judging(), 800)  # type: ignore[arg-type]
        assert len(drawn) == 1 and "50" in drawn[0] and "…" not in drawn[0], (width, drawn)


HISTORIES = {
    "a whole game": [[0, 10, 21, 33, 44, 55, 67, 79], [0, 0, 11, 22, 33, 46, 70, 111],
                     [0, 11, 11, 21, 31, 41, 53, 93], [0, 10, 20, 31, 31, 43, 81, 103]],
    "one round": [[0, 12], [0, 0], [0, 11]],
    "all level": [[0, 10, 20], [0, 10, 20], [0, 10, 20]],
    "nothing scored": [[0, 0, 0], [0, 0, 0], [0, 0, 0]],
    "below zero": [[0, -10, -30, -60], [0, 20, 10, -10], [0, -10, 40, 90]],
    "twenty-five rounds": [[0, *range(10, 260, 10)], [0, *range(-4, -104, -4)]],
}


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("history", list(HISTORIES))
def test_the_chart_starts_every_line_at_zero_fits_its_axis_and_never_crowds_labels(
        history: str, size: tuple[int, int]) -> None:
    pygame.init()
    series = HISTORIES[history]
    w, h = size
    chart = chart_layout(pygame.Rect(0, 0, round(w * 0.45), round(h * 0.4)), series, h)
    zero_y = next(y for y, v in chart.grid if v == 0)
    assert {line[0] for line in chart.lines} == {(chart.box.left, zero_y)}  # together at 0
    values = [v for s in series for v in s]
    low, high, step = axis(min(values), max(values))
    assert [v for _y, v in chart.grid] == list(range(low, high + 1, step))
    assert high - step < max(values) <= high or max(values) <= 0 < high <= step  # just above the data
    assert low <= min(values) < low + step or min(values) >= 0 == low
    for line in chart.lines:
        assert all(chart.box.top <= y <= chart.box.bottom for _x, y in line)
    rects = [rect for _words, rect in chart.labels]
    assert "0" in [words for words, _rect in chart.labels]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
