"""The monkey test: random input into every start, and proof that it catches what
it claims to catch (a crash, a broken engine, a wrong picture, a table that stops)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
from pathlib import Path
from typing import Any

import pytest

from devtools.monkey.command import failure_text
from devtools.monkey.run import Result, run_monkey
from devtools.program import main
from game import events as ev
from game.game import Game
from ui.table.bots import BotTurns
from ui.table.presenter import Director
from ui.table.scene import TableScene

#: Events per start in the run over every start (a few thousand in all).
PER_START = 200


def _explain(result: Result) -> str:
    return "\n\n".join(failure_text(f) for f in result.failures)


@pytest.mark.slow
def test_random_input_into_every_start_breaks_nothing(tmp_path: Path) -> None:
    from devtools.monkey.starts import starts
    from ui.app import App
    names = list(starts(App()))
    result = run_monkey(PER_START * len(names), seed=2026, home=tmp_path, episode=PER_START)
    assert result.failures == [], _explain(result)
    assert result.starts == names and result.episodes == len(names)
    assert result.events >= PER_START * len(names)
    assert {"menu", "menu-quick", "menu-new", "menu-rules", "menu-settings", "menu-load",
            "menu-stats", "menu-pad", "continue", "game-over", "table-wizard-6", "hot-seat",
            "pause-menu", "keys-over-table", "setup-house-rules", "last-round", "save-dialog",
            "score-pad", "pad-correct", "pad-over", "pad-game-over", "statistics", "games-played",
            "review-from-game-over", "review-from-games", "review-from-file",
            "report-from-game-over", "report-from-games", "load-saves", "export", "menu-learn",
            "tutorial", "tutorial-addon", "coach", "menu-join", "net-host"} <= set(names)
    assert {"MenuScene", "TableScene", "ScoreSheet", "PauseMenu", "KeysOverlay", "HandOver",
            "SetupScene", "RulesScene", "SettingsScene", "LoadScene", "StatsScene", "SaveDialog",
            "PadSetupScene", "PadScene", "CorrectRound", "GameOverScene", "GamesScene",
            "ReviewScene", "ReportScene", "ExportDialog", "LessonsScene", "JoinScene",
            "WaitingScene"} <= set(result.scenes)
    assert result.actions > 300, "the tables went on during the monkey (bots and clicks)"
    assert result.scenes["TableScene"] > result.frames / 2, "a table is on top most of the time"
    assert result.restarts > 0, "Quit was pressed and the menu came back"


@pytest.mark.slow
def test_the_same_seed_gives_the_same_run(tmp_path: Path) -> None:
    runs = [run_monkey(400, seed=11, home=tmp_path / str(i), start="menu-quick") for i in range(2)]
    timing = ("seconds", "worst_frame_ms", "worst_frame", "events_per_s", "peak_rss_mb")
    a, b = ({k: v for k, v in r.as_dict().items() if k not in timing} for r in runs)
    assert a == b
    assert runs[0].actions > 0


def _first_failure(tmp_path: Path, start: str, events: int = 600, seed: int = 4) -> Any:
    result = run_monkey(events, seed=seed, home=tmp_path, start=start, episode=events)
    assert result.failures, "the monkey missed it"
    return result.failures[0]


@pytest.mark.slow
def test_a_crash_is_reported_with_the_command_that_replays_it(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    draw = TableScene.draw

    def fragile(self: TableScene, surface: Any) -> None:
        if len(self.game.log) >= 9:
            raise ZeroDivisionError("a bug deep in the table")
        draw(self, surface)
    monkeypatch.setattr(TableScene, "draw", fragile)
    failure = _first_failure(tmp_path / "a", "table-oh-hell-5")
    assert failure.kind == "exception" and "ZeroDivisionError: a bug deep in the table" in failure.message
    assert "in fragile" in failure.detail and "TableScene" in failure.detail
    command = failure.command().split()
    assert command[:5] == ["python", "-m", "devtools", "bench", "monkey"]
    options = dict(zip(command[5::2], command[6::2], strict=True))
    assert options["--size"] == "1280x800"
    again = run_monkey(int(options["--events"]), int(options["--seed"]), tmp_path / "b",
                       start=options["--start"], episode=int(options["--episode"]))
    assert [(f.kind, f.event, f.message) for f in again.failures] == \
        [(failure.kind, failure.event, failure.message)]


def test_each_round_of_the_starts_runs_at_the_next_size_and_a_failure_names_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.scenes.menu import MenuScene
    draw = MenuScene.draw

    def wide_only(self: MenuScene, surface: Any) -> None:
        if self.app.size == (1920, 1080):
            raise ValueError("a bug of wide windows")
        draw(self, surface)
    monkeypatch.setattr(MenuScene, "draw", wide_only)
    sizes = [(1024, 640), (1920, 1080)]
    result = run_monkey(40, seed=8, home=tmp_path / "a", start="menu", episode=20, sizes=sizes)
    assert result.sizes == sizes and result.episodes == 2
    [failure] = result.failures
    assert failure.size == (1920, 1080) and "window 1920x1080" in failure.detail
    command = failure.command().split()
    options = dict(zip(command[5::2], command[6::2], strict=True))
    assert options["--size"] == "1920x1080"
    again = run_monkey(int(options["--events"]), int(options["--seed"]), tmp_path / "b",
                       start=options["--start"], episode=int(options["--episode"]),
                       sizes=[(1920, 1080)])
    assert [(f.kind, f.event, f.message) for f in again.failures] == \
        [(failure.kind, failure.event, failure.message)]


def test_a_broken_engine_state_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    apply = Game.apply

    def leaky(self: Game, action: Any) -> list[ev.Event]:
        events = apply(self, action)
        if len(self.log) == 7:
            self.totals[0] += 1  # scores that no longer sum to the totals
        return events
    monkeypatch.setattr(Game, "apply", leaky)
    failure = _first_failure(tmp_path, "table-oh-pshaw-4")
    assert failure.kind == "engine" and "the rounds' scores sum to" in failure.message
    assert "7 actions" in failure.detail


def test_a_hand_drawn_wrong_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    handle = Director._handle

    def doubled(self: Director, event: ev.Event) -> float:
        wait = handle(self, event)
        hand = self.model.hands[self.me]
        if isinstance(event, ev.BiddingDone) and hand:
            hand.append(hand[0])  # the picture shows a card twice
        return wait
    monkeypatch.setattr(Director, "_handle", doubled)
    failure = _first_failure(tmp_path, "table-oh-pshaw-4")
    assert failure.kind == "display" and "the hand shows" in failure.message


def test_an_analysis_that_fails_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.analysis.judge import Judge

    def broken(self: Judge, decision: Any, first: bool) -> Any:
        raise ZeroDivisionError("a bug deep in the judge")
    monkeypatch.setattr(Judge, "rate", broken)
    failure = _first_failure(tmp_path, "review-from-file", events=60)
    assert failure.kind == "analysis" and "a bug deep in the judge" in failure.message
    assert "round 1 judged again" in failure.detail and "in broken" in failure.detail


def test_a_table_that_stops_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(BotTurns, "update", lambda self, dt: None)  # the bots never answer
    failure = _first_failure(tmp_path, "table-la-podrida-6", events=1500)
    assert failure.kind == "stall" and "stood still" in failure.message


@pytest.mark.slow
def test_bench_monkey_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "monkey", "--events", "120", "--start", "menu", "--seed", "3", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["events"] >= 120 and figures["failures"] == [] and figures["starts"] == ["menu"]
    assert figures["events_per_s"] > 0
    assert main(["bench", "monkey", "--events", "60", "--start", "menu", "--episode", "30"]) == 0
    text = capsys.readouterr().out
    assert "events/s" in text and "failures: 0" in text and "2 episodes" in text
    assert main(["bench", "monkey", "--events", "10", "--start", "nowhere"]) == 2
    assert "unknown start 'nowhere'" in capsys.readouterr().err
    assert main(["bench", "monkey", "--events", "30", "--start", "menu", "--episode", "15",
                 "--size", "1024x640", "--size", "1920x1080", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["sizes"] == [[1024, 640], [1920, 1080]]
    with pytest.raises(SystemExit):
        main(["bench", "monkey", "--events", "10", "--size", "640x480"])
    assert "640x480 is not from 1024x640" in capsys.readouterr().err


@pytest.mark.slow
def test_gestures_aim_at_the_table_and_back_to_it(tmp_path: Path) -> None:
    import random

    import pygame

    from devtools.monkey.aim import AimedGestures
    from devtools.monkey.events import post
    from devtools.monkey.table_starts import pause_menu
    from ui.app import App
    app = App()
    pause_menu(app, 5)
    gestures = AimedGestures(app, random.Random(5))
    assert gestures.context() == "over"
    table = app.scenes.stack[0]
    assert isinstance(table, TableScene)
    backs = 0
    for _ in range(40):  # mostly Resume, Esc, Enter, Space or a click: the table comes back
        for batch in [*gestures.back(), []]:  # a pressed button is heard in the next frame
            post(batch, app.size)
            app.step(1 / 60)
        backs += app.scenes.top is table
        if app.scenes.stack[0] is not table:  # Quit to menu (another entry, sometimes)
            pause_menu(app, 5)
            table = app.scenes.stack[0]
        while len(app.scenes.stack) > 1:  # Save game… or End game now: closed by hand
            app.scenes.pop()
        table.commands.open_pause_menu()
        app.step(1 / 60)
    assert backs >= 16  # Resume and Esc alone are 8 in 14
    app.scenes.pop()
    assert gestures.context() == "table"
    keys = [item.key for _ in range(300) for batch in gestures.play() for item in batch
            if item.type == pygame.KEYDOWN]
    assert keys and pygame.K_ESCAPE not in keys and pygame.K_F1 not in keys
    result = run_monkey(400, seed=5, home=tmp_path, start="pause-menu", episode=400)
    assert result.failures == [], _explain(result)
    assert result.scenes["TableScene"] > result.frames / 2 and result.actions > 10
    last = run_monkey(600, seed=5, home=tmp_path / "last", start="last-round", episode=600)
    assert last.failures == [] and last.games_over >= 1, "the last round is played to the end"


@pytest.mark.slow
def test_gestures_use_a_screen_and_keep_score_at_a_pad(monkeypatch: pytest.MonkeyPatch,
                                                       tmp_path: Path) -> None:
    import random

    import pygame

    from devtools.monkey.aim import AimedGestures
    from devtools.monkey.events import post
    from devtools.monkey.history_starts import review_from_file
    from devtools.monkey.pad_starts import score_pad
    from ui.app import App
    from ui.pad.scene import PadScene
    from ui.review.report import ReportScene
    from ui.review.scene import ReviewScene
    from ui.scenes.case_dialog import CaseDialog
    monkeypatch.setenv("OHPSHAW_HOME", str(tmp_path))
    app = App()
    review_from_file(app, 3)
    gestures = AimedGestures(app, random.Random(3))
    assert gestures.context() == "screen"
    # the review is used (stepped, hands shown, the report, a bot's play reported), not left
    for _ in range(150):
        gesture = gestures.stay()
        assert pygame.K_ESCAPE not in [e.key for batch in gesture for e in batch if e.type == pygame.KEYDOWN]
        for batch in [*gesture, []]:
            post(batch, app.size)
            app.step(1 / 60)
            assert isinstance(app.scenes.top, ReviewScene | ReportScene | CaseDialog), type(app.scenes.top)

    score_pad(app, 3)
    pad = app.scenes.top
    assert isinstance(pad, PadScene) and gestures.context() == "pad"
    scored = len(pad.pad.complete_rounds)
    for _ in range(400):  # digits, Enter and the pad's buttons; the sheets closed again
        for batch in [*gestures.next(), []]:
            post(batch, app.size)
            app.step(1 / 60)
        if not app.running or not any(isinstance(s, PadScene) for s in app.scenes.stack):
            break
    assert len(pad.pad.complete_rounds) >= scored + 2, "rounds were entered at the pad"
