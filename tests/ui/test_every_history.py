"""Every chart, bar and figure draws for every history and every game over a player can make
(tests/histories.py): the statistics (each game's figures, each player's picture), the games
played, the game over screen, the score sheet, the review and its report, the score pad.

A screen that has nothing to draw says so in words; a game stopped before any round was
scored is said to be stopped, never a win. Headless, instant animations, bots and the
analyst in this process, a private ``OHPSHAW_HOME`` (tests/conftest.py).
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import shutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import ui.pad.view
import ui.review.panels
import ui.review.report
import ui.scenes.game_over
import ui.scenes.statistics
import ui.scenes.totals_chart
import ui.widgets.stats_chart
from bot_runtime.analysis import InlineAnalyst
from bot_runtime.worker import InlineWorker
from game.analysis import Judge
from game.pad.game import PadGame
from game.pad.score_pad import ScorePad
from game.presets import preset
from saves import paths
from saves.finished import Finished
from saves.history import History
from saves.pad_session import PadSession
from tests.histories import GAMES, HISTORIES, NAMES, add
from ui.app import App
from ui.core.settings import Settings
from ui.pad.scene import PadScene
from ui.review.report import ReportScene
from ui.review.scene import ReviewScene
from ui.scenes.game_over import GameOverScene
from ui.scenes.games import GamesScene
from ui.scenes.score_sheet import ScoreSheet
from ui.scenes.statistics import LAST_GAMES, StatsScene
from ui.words.i18n import _, ngettext


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant"),
                      analyst_factory=lambda: InlineAnalyst(Judge(4, 6)))
    yield application
    while application.scenes.stack:
        application.scenes.pop()


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, list[dict[str, Any]]]]:
    """Each history made once a module (thousands of games take seconds), by name: its file
    and its records."""
    return {}


def _history(name: str, built: dict[str, tuple[Path, list[dict[str, Any]]]],
             folder: Path) -> list[dict[str, Any]]:
    """The history ``name`` in the data folder of this test; its records."""
    if name not in built:
        records = HISTORIES[name]()
        path = folder / f"{len(built)}.sqlite3"
        with History(path) as history:
            records = add(history, records)
        built[name] = (path, records)
    path, records = built[name]
    target = paths.history_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(path, target)
    return records


class Words:
    """The texts a screen drew, caught at the modules' text makers."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *modules: ModuleType) -> None:
        self.seen: list[str] = []
        for module in modules:
            for maker in ("text", "fitted"):
                real = getattr(module, maker, None)
                if real is not None:
                    monkeypatch.setattr(module, maker, self._catch(real))

    def _catch(self, real: Any) -> Any:
        def caught(words: str, *args: Any, **kwargs: Any) -> Any:
            self.seen.append(words)
            return real(words, *args, **kwargs)
        return caught

    def clear(self) -> None:
        self.seen.clear()


def _frames(app: App, count: int = 2) -> None:
    for _frame in range(count):
        app.step(1 / 30)


def _seat(record: dict[str, Any], name: str) -> int:
    return next(int(p["seat"]) for p in record["players"] if p["name"] == name)


def _began(record: dict[str, Any]) -> bool:
    """Counted from the record itself: a round of it was scored."""
    return any(rnd.get("complete") for rnd in record["rounds"])


# -- histories -----------------------------------------------------------------------------


#: Thousands of games take seconds to add, one transaction each (as the program adds them).
EVERY_HISTORY = [pytest.param(name, marks=pytest.mark.slow) if name == "thousands" else name
                 for name in HISTORIES]


@pytest.mark.parametrize("history", EVERY_HISTORY)
def test_the_statistics_draw_each_game_and_player_of_every_history(
        app: App, history: str, built: dict[str, tuple[Path, list[dict[str, Any]]]],
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    records = _history(history, built, tmp_path)
    words = Words(monkeypatch, ui.scenes.statistics, ui.widgets.stats_chart)
    app.nav.statistics()
    stats = app.scenes.top
    assert isinstance(stats, StatsScene)
    _frames(app)
    if not records:
        assert stats.report() is None
        assert _("statistics.none_yet") in words.seen
        return
    for kind in [None, *(r.preset for r in stats.figures.reports[1:])]:
        stats.show(kind)
        report = stats.report()
        assert report is not None
        for name in report.players:
            stats.choose(name)
            words.clear()
            _frames(app, 1)
            games = [r for r in records if kind in (None, r["preset"])
                     and name in (p["name"] for p in r["players"])]
            assert len(stats.figures.games) == min(LAST_GAMES, len(games))
            shown = games[-LAST_GAMES:]
            if any(_began(r) for r in shown):  # the picture, with its legend
                assert _("statistics.points_per_round") in words.seen
                stopped = _("statistics.chart.stopped_before_start")
                assert (stopped in words.seen) == (not all(_began(r) for r in shown))
            else:  # nothing to draw: said in words
                assert ngettext("statistics.chart.stopped_games",
                                len(shown)) in words.seen
            figures = report.players[name]
            row = next(r for r in stats.list.rows if r.cells[0] == name)  # type: ignore[union-attr]
            assert (set(row.cells[3:]) == {"–"}) == (figures.rounds == 0)  # no rates of no round
            wins = sum(1 for r in games if _began(r) and _seat(r, name) in r["result"]["winners"])
            assert (figures.games, figures.wins) == (len(games), wins)


@pytest.mark.parametrize("history", EVERY_HISTORY)
def test_the_games_played_list_every_history(app: App, history: str,
                                             built: dict[str, tuple[Path, list[dict[str, Any]]]],
                                             tmp_path: Path) -> None:
    records = _history(history, built, tmp_path)
    app.nav.finished_games()
    games = app.scenes.top
    assert isinstance(games, GamesScene) and games.list is not None
    _frames(app)
    newest = records[::-1][:len(games.games)]
    assert len(games.games) == min(len(records), 200)
    for row, record in zip(games.list.rows, newest, strict=True):
        stopped = row.cells[2] == _("games.state_stopped_before_start")
        assert stopped == (not _began(record))


# -- one game over ------------------------------------------------------------------------


@pytest.mark.parametrize("kind", list(GAMES))
def test_the_game_over_screen_draws_every_game_and_says_who_won(
        app: App, kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    played = GAMES[kind]()
    words = Words(monkeypatch, ui.scenes.game_over, ui.scenes.totals_chart)
    seats = ["human", "normal", "normal"] if played.table else ["human"] * 3
    app.nav.game_over(played.game, list(NAMES), seats, app.nav.menu,
                      played.record if played.table else None, None)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    for _frame in range(200):  # the skill and luck table fills in
        _frames(app, 1)
        if over.looking is None or over.looking.done:
            break
    _frames(app)
    if played.not_started:
        assert over.title() == _("game_over.nobody_won") and over.winners == ()
        assert over.reason() == _("outcome.not_started")
    else:
        assert over.winners == tuple(played.game.winners)
    scheduled = [r for r in played.game.rounds if r.complete and not r.tie_break]
    assert (_("game_over.no_round_scored") in words.seen) == (not scheduled)


@pytest.mark.parametrize("kind", list(GAMES))
def test_the_score_sheet_draws_every_game(app: App, kind: str) -> None:
    played = GAMES[kind]()
    sheet = ScoreSheet.so_far(app, played.game, list(NAMES), 10**9)
    if played.not_started:
        assert sheet is None  # Tab shows nothing: there is nothing yet
        return
    assert sheet is not None and sheet.rows
    app.scenes.push(sheet)
    _frames(app)
    sheet.scroll(10)
    _frames(app)


@pytest.mark.parametrize("kind", [k for k in GAMES if not k.startswith("pad")])
def test_the_review_and_the_report_draw_every_game_at_the_table(
        app: App, kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    played = GAMES[kind]()
    assert played.table is not None
    words = Words(monkeypatch, ui.review.panels, ui.review.report)
    finished = Finished(played.record, played.table, tuple(NAMES))
    app.nav.report(finished, None, app.nav.menu)
    report = app.scenes.top
    assert isinstance(report, ReportScene)
    for _frame in range(200):
        _frames(app, 1)
        if report.looking.done:
            break
    assert report.looking.report is not None and not report.looking.problem
    words.clear()
    _frames(app)
    said = _("outcome.not_started") in " ".join(words.seen)  # an empty list of costly decisions says why
    assert said == (played.not_started and not report.costly)
    report.command("review")
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    for key in ("forward", "round_on", "end"):
        review.command(key)
        _frames(app)
    winners = " & ".join(NAMES[s] for s in played.table.winners)
    ended = _("outcome.not_started") if played.not_started else \
        _("review.game_over_won", names=winners)
    assert ended in " ".join(words.seen)  # the last step says how it ended (wrapped in lines)


@pytest.mark.parametrize("kind", [*(k for k in GAMES if k.startswith("pad")), "pad in its first round"])
def test_the_score_pad_draws_every_pad(app: App, kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    played = GAMES[kind]() if kind in GAMES else None
    pad = played.game.pad if played is not None and isinstance(played.game, PadGame) \
        else ScorePad(preset("oh-pshaw"), 3, first_dealer=0)
    words = Words(monkeypatch, ui.pad.view)
    app.nav.score_pad(PadSession(pad, list(NAMES)))
    scene = app.scenes.top
    assert isinstance(scene, PadScene)
    _frames(app)
    if played is not None and played.not_started:
        assert _("outcome.not_started") in words.seen
    for key in ("result", "sheet-over") if pad.is_over else ("sheet",):
        scene.command(key)  # the game over screen, the sheet: drawn too
        _frames(app)
