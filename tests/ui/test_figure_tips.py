"""Each skill and luck figure explains itself on hover: on the report's bars and in the game
over screen's table, the figure under the pointer gets a tip in plain words naming its
player and its points (or "no clear mistake"), above it and inside the window."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.analysis.report import Figures, Report, RoundFigures, SeatReport
from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves.finished import Finished
from ui.app import App
from ui.review import report as report_module
from ui.review.figure_tips import Spot, draw_figure_tip
from ui.review.report import ReportScene
from ui.review.words import points
from ui.scenes import game_over as game_over_module
from ui.scenes.game_over import GameOverScene
from ui.words.i18n import LANGUAGES, _, set_language

from .test_game_over import _Finished


class _Tips:
    """Records what each frame's figure tip was asked and drew."""

    def __init__(self) -> None:
        self.calls: list[tuple[list[Spot], tuple[int, int] | None, pygame.Rect | None]] = []

    def __call__(self, surface: pygame.Surface, spots: list[Spot], pos: tuple[int, int] | None,
                 high_contrast: bool = False) -> pygame.Rect | None:
        box = draw_figure_tip(surface, spots, pos, high_contrast)
        self.calls.append((list(spots), pos, box))
        return box


def _hover(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.0)


def test_each_bar_of_the_report_explains_itself_for_its_player(app: App, monkeypatch: Any) -> None:
    tips = _Tips()
    monkeypatch.setattr(report_module, "draw_figure_tip", tips)
    match = play_match(preset("oh-pshaw").replace(max_hand=3), ["random"] * 4, 4)
    finished = Finished(to_record(match.game, match.players), match.game,
                        tuple(p.name for p in match.players))
    app.nav.report(finished, None, app.nav.menu)
    scene = app.scenes.top
    assert isinstance(scene, ReportScene)
    while not scene.looking.done:
        app.step(0.0)
    app.step(0.0)
    spots, _pos, box = tips.calls[-1]
    assert box is None  # the pointer is on no figure yet
    assert len(spots) == 4 * 4 + 1  # three bars and what the cards were worth; the list's heading
    assert spots[-1][1] == _("review.report.column_given_tip")
    report = scene.looking.report
    assert report is not None
    w, h = app.size
    for i, (rect, words) in enumerate(spots[:-1]):
        seat, kind = divmod(i, 4)
        name, total = scene.names[seat], report.seats[seat].total
        figure = (total.bid_loss, total.play_loss, abs(total.luck), total.value)[kind]
        assert name in words
        assert points(figure) in words or (kind < 2 and not round(figure, 1))
        _hover(app, rect.center)
        box = tips.calls[-1][2]
        assert box is not None, f"no tip over {rect}"
        assert pygame.Rect(0, 0, w, h).contains(box)
        assert box.bottom <= rect.centery  # above the pointer, not under it
    _hover(app, (2, 2))
    assert tips.calls[-1][2] is None


class _Judged:
    """A finished analysis: the report the table reads."""

    problem = ""
    progress = 1.0
    done = True

    def __init__(self, figures: list[Figures]) -> None:
        self.report = Report(tuple(SeatReport(seat, (RoundFigures(1, 5, False, f),), 1, 0)
                                   for seat, f in enumerate(figures)), ())

    def update(self) -> None:
        pass


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_game_over_table_explains_each_figure_and_each_heading(app: App, monkeypatch: Any,
                                                                    lang: str) -> None:
    set_language(lang)
    app.resize((1280, 800))
    tips = _Tips()
    monkeypatch.setattr(game_over_module, "draw_figure_tip", tips)
    figures = [Figures(40.0, 0.0, 6.24, 38), Figures(35.0, 3.5, 0.0, 20), Figures(30.0, 1.0, 1.0, 41),
               Figures(30.0, 0.0, 0.0, 30)]
    names = ["Ann", "Basil", "Cleo", "Dmitri"]
    over = GameOverScene(app, _Finished([38, 20, 41, 30], [2]), names, ["human"] + ["normal"] * 3,
                         lambda: None, looking=_Judged(figures),  # type: ignore[arg-type]
                         review=lambda: None, report=lambda: None)
    app.scenes.replace(over)
    for _frame in range(4):
        app.step(0.0)
    spots = tips.calls[-1][0]
    heads, cells = spots[:3], spots[3:]
    assert [words for _r, words in heads] == [_("review.tip.column_bids", zero=points(0.0)),
                                             _("review.tip.column_play", zero=points(0.0)),
                                             _("review.tip.column_luck")]
    assert len(cells) == 3 * 4
    order = over.standings.order()
    for i, (_rect, words) in enumerate(cells):
        seat, kind = order[i // 3], i % 3
        assert names[seat] in words
        f = figures[seat]
        if kind == 0:
            assert words == (_("review.tip.bids_none", name=names[seat]) if not f.bid_loss
                             else _("review.tip.bids", name=names[seat], points=points(f.bid_loss)))
        elif kind == 1:
            assert words == (_("review.tip.play_none", name=names[seat]) if not f.play_loss
                             else _("review.tip.play", name=names[seat], points=points(f.play_loss)))
        else:
            key = "review.tip.luck_up" if f.luck >= 0 else "review.tip.luck_down"
            assert words == _(key, name=names[seat], points=points(abs(f.luck)))
    for rect, _words in spots:
        _hover(app, rect.center)
        box = tips.calls[-1][2]
        assert box is not None and pygame.Rect(0, 0, 1280, 800).contains(box)
        assert box.width <= round(1280 * 0.34) + 2 * 40, f"{lang}: a tip as wide as {box.width}"
    _hover(app, (2, 2))
    assert tips.calls[-1][2] is None
