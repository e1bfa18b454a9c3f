"""The score sheet's round in play, its leader's column and its tie-break rounds apart from
the totals; the game over screen's line that says why, its chart and its flourish (when and
how often it plays: tests/ui/test_celebration.py).
The engine's own tie-break rule (R-G2) is tested in
tests/game/test_scoring_and_end.py; here, how the window shows it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game import events as ev
from game.bots import make_bot
from game.game import Game, Phase
from game.presets import preset
from game.rules import Rules
from ui.app import App
from ui.core.settings import Settings
from ui.scene import Scene
from ui.scenes import score_sheet as sheet_module
from ui.scenes.game_over import GameOverScene
from ui.scenes.score_sheet import ScoreSheet
from ui.table.scene import TableScene
from ui.words.i18n import set_language

#: Three rounds of five cards with tie-break rounds: short games that can end level.
TIE_RULES: Rules = preset("oh-pshaw").replace(schedule="fixed", max_hand=5, fixed_rounds=3,
                                                tie_break=True)
NAMES = ["Ada", "Bob", "Cy", "Dee"]


def tied_game() -> Game:
    """The first Normal-bot game of :data:`TIE_RULES` that a tie-break round decided."""
    for seed in range(1, 300):
        game = Game(TIE_RULES, 4, seed=seed)
        bots = [make_bot("normal", seed * 10 + s) for s in range(4)]
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            game.apply(bots[seat].choose(game.view(seat)))
        if any(r.tie_break for r in game.rounds):
            return game
    raise AssertionError("no tie in 300 games")


def recorded(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[str]:
    """Every text ``module`` draws from now on."""
    written: list[str] = []

    def recording(original: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        def draw(value: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            written.append(value)
            return original(value, *args, **kwargs)
        return draw

    for name in ("text", "fitted"):
        if hasattr(module, name):
            monkeypatch.setattr(module, name, recording(getattr(module, name)))
    return written


def test_tab_mid_round_shows_the_round_in_play_with_the_bids_so_far(app: App,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 5)
    app.scenes.replace(table)
    while not (table.human_turn and table.game.phase is Phase.PLAY and table.game.round.number == 2):
        if isinstance(app.scenes.top, ScoreSheet):
            app.scenes.top.close()
        elif table.human_turn:
            table.apply(table.game.legal_actions()[0])
        app.step(0.0)
    table.commands.show_scores()
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheet) and sheet.in_play is not None
    shown = sheet.in_play
    assert shown.number == 2 and [r.number for r in sheet.rows] == [1]
    assert list(shown.bids) == [b for b in table.model.bids] and None not in shown.bids
    assert list(shown.won) == table.model.piles
    written = recorded(monkeypatch, sheet_module)
    app.step(0.0)
    for seat in range(4):
        assert f"{shown.bids[seat]}/{shown.won[seat]}" in written  # bid over tricks so far
    assert "▶ 2" in written  # the round in play, marked


def test_the_sheet_opens_before_any_round_is_scored(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 5)
    app.scenes.replace(table)
    while not table.human_turn:
        app.step(0.0)
    table.commands.show_scores()
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheet) and sheet.rows == [] and sheet.in_play is not None
    assert sheet.in_play.number == 1


def test_a_secret_bid_not_yet_shown_stays_off_the_sheet(app: App) -> None:
    rules = preset("oh-pshaw").replace(simultaneous_bidding=True)
    table = TableScene(app, rules, ["human", "normal", "normal", "normal"], 6)
    app.scenes.replace(table)
    while not table.human_turn:
        app.step(0.0)
    table.apply(table.game.legal_actions()[0])  # the human's secret bid: the others not yet
    app.step(0.0)
    in_play = table.commands.round_in_play()
    assert in_play is not None and table.game.phase is Phase.BID
    assert all(bid is None for bid in in_play.bids)  # chosen, not revealed: not on the sheet


def test_the_leaders_column_is_tinted(app: App) -> None:
    game = tied_game()
    scheduled = [r for r in game.rounds if not r.tie_break]
    sheet = ScoreSheet(app, game, NAMES, None, lambda: None, upto=scheduled[0].number)
    app.scenes.push(sheet)
    app.step(0.0)
    first = scheduled[0].totals
    leaders = [s for s in range(4) if first[s] == max(first)]
    assert sheet.leaders() == leaders
    cols = sheet._columns(sheet.box(), round(app.size[1] * 0.025))
    y = sheet.box().top + round(app.size[1] * 0.075) + 1  # the name row, beside the name
    warm = [app.screen.get_at((round(cols[s][3]) + 6, y)) for s in range(4)]
    for seat in range(4):
        tinted = warm[seat].r - warm[seat].b > 5  # gold over the green panel
        assert tinted == (seat in leaders), (seat, warm[seat])


def test_a_tie_break_round_is_apart_from_the_totals(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    game = tied_game()
    extra = next(r for r in game.rounds if r.tie_break)
    assert extra.scores is not None
    event = ev.RoundScored(extra.number, tuple(b.tricks for b in sorted(extra.bids, key=lambda b: b.seat)),
                           tuple(extra.tricks_won), tuple(extra.scores), tuple(extra.totals))
    sheet = ScoreSheet(app, game, NAMES, event, lambda: None)
    assert [r.number for r in sheet.rows] == [r.number for r in game.rounds if not r.tie_break]
    assert [r.number for r in sheet.extra] == [extra.number]
    assert sheet.totals() == tuple(game.totals)  # the tie-break added nothing
    tied = {s for s in range(4) if game.totals[s] == max(game.totals)}
    assert set(sheet.extra[0].contenders) == tied
    for share in (0.0, 0.5, 1.0):  # the count-up: the totals stand as they are, not total − points
        assert sheet.shown_totals(share) == list(game.totals)
    app.scenes.push(sheet)
    written = recorded(monkeypatch, sheet_module)
    app.step(0.0)
    assert any(label.startswith("Tie-break") for label in written)  # its own section
    points = [p for p in extra.scores if p]
    assert points and all(f"{p:+d}" in written for p in points)  # the round's points, under it

    scheduled = sheet.rows[-1]  # a scheduled round's sheet does count its totals up
    event = ev.RoundScored(scheduled.number, scheduled.bids, scheduled.won, scheduled.points,
                           scheduled.totals)
    fresh = ScoreSheet(app, game, NAMES, event, lambda: None)
    assert fresh.shown_totals(0.0) == [t - p for t, p in zip(scheduled.totals, scheduled.points,
                                                               strict=True)]
    assert fresh.shown_totals(1.0) == list(scheduled.totals)


def test_the_game_over_line_says_why_and_the_chart_leaves_out_the_tie_break(app: App) -> None:
    game = tied_game()
    over = GameOverScene(app, game, NAMES, ["normal"] * 4, lambda: None)
    app.scenes.replace(over)
    app.step(0.0)
    (winner,) = game.winners
    assert NAMES[winner] in over.reason() and "tie-break" in over.reason()
    assert all(len(line) == 1 + TIE_RULES.fixed_rounds for line in over.standings.series())
    assert set(over.standings.tie_points()) == {s for s in range(4) if game.totals[s] == max(game.totals)}
    assert over.standings.order()[0] == winner


def test_names_of_a_shared_win_are_joined_in_the_language(app: App) -> None:
    game = Game(TIE_RULES.replace(tie_break=False), 4, seed=1)
    for seed in range(1, 300):
        game = Game(TIE_RULES.replace(tie_break=False), 4, seed=seed)
        bots = [make_bot("normal", seed * 10 + s) for s in range(4)]
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            game.apply(bots[seat].choose(game.view(seat)))
        if len(game.winners) > 1:
            break
    over = GameOverScene(app, game, NAMES, ["normal"] * 4, lambda: None)
    names = [NAMES[s] for s in game.winners]
    set_language("de")
    try:
        assert f"{names[-2]} und {names[-1]}" in over.reason()
    finally:
        set_language("en")


def test_you_are_spoken_to_when_you_win(app: App) -> None:
    game = tied_game()
    (winner,) = game.winners
    seats = ["normal"] * 4
    seats[winner] = "human"
    names = list(NAMES)
    names[winner] = "You"
    over = GameOverScene(app, game, names, seats, lambda: None)
    assert "you won" in over.reason()


def test_you_are_spoken_to_in_the_language_shown_whatever_the_game_began_in(app: App) -> None:
    game = tied_game()
    (winner,) = game.winners
    seats = ["normal"] * 4
    seats[winner] = "human"
    set_language("de")
    reasons = []
    for name in ("You", "Du"):  # a game begun in English, one begun in German
        names = list(NAMES)
        names[winner] = name
        reasons.append(GameOverScene(app, game, names, seats, lambda: None).reason())
    assert reasons[0] == reasons[1] and "You" not in reasons[0]


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_the_human_winner_gets_a_flourish_but_not_at_instant(speed: str) -> None:
    from bot_runtime.worker import InlineWorker
    app = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed=speed))
    game = tied_game()
    seats = ["human" if s in game.winners else "normal" for s in range(4)]
    over = GameOverScene(app, game, NAMES, seats, lambda: None)
    app.scenes.replace(over)
    app.step(1 / 60)
    assert over.busy() == (speed == "normal")
    for _ in range(200):
        app.step(1 / 60)
    assert not over.busy()  # a moment, not a loop
    while app.scenes.stack:
        app.scenes.pop()


def test_the_game_over_buttons_hide_under_a_screen_on_top_and_come_back(app: App) -> None:
    over = GameOverScene(app, tied_game(), NAMES, ["normal"] * 4, lambda: None)
    app.scenes.replace(over)
    assert over.buttons and all(b.visible for b in over.buttons.values())
    app.scenes.push(Scene(app))  # the rules or the settings over it
    assert all(not b.visible for b in over.buttons.values())  # nothing clickable under the page
    app.scenes.pop()
    assert app.scenes.top is over and all(b.visible for b in over.buttons.values())
    app.scenes.replace(Scene(app))
    assert over.buttons == {}  # left: killed


def test_six_players_figures_are_readable_at_1280x800(monkeypatch: pytest.MonkeyPatch) -> None:
    """With six players the sheet takes the window's width before its figures shrink: the
    rows' figures stay at the table's text size and the column heads near it; a black trump
    is drawn as bright as the text, not in the quiet grey of the hand sizes."""
    from ui.core.draw import TEXT
    app = App((1280, 800), settings=Settings(speed="instant"))
    game = Game(preset("oh-pshaw"), 6, seed=3)
    bots = [make_bot("easy", seat) for seat in range(6)]
    while len([r for r in game.rounds if r.scores is not None]) < 8:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    names = ["You", "Basil", "Cleo", "Dmitri", "Edith", "Felix"]
    sheet = ScoreSheet(app, game, names, None, lambda: None, upto=8)
    sizes: dict[str, int] = {}
    blacks: list[object] = []

    def text(value: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        sizes[value] = min(size, sizes.get(value, size))
        return original_text(value, size, *args, **kwargs)

    def suited(value: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        sizes[value] = min(size, sizes.get(value, size))
        blacks.append(kwargs.get("black"))
        return original_suited(value, size, *args, **kwargs)

    original_text, original_suited = sheet_module.text, sheet_module.suited_text
    monkeypatch.setattr(sheet_module, "text", text)
    monkeypatch.setattr(sheet_module, "suited_text", suited)
    sheet.draw(pygame.Surface(app.size))
    figures = [size for value, size in sizes.items() if value[:1] in "✓✗+"]
    assert figures and min(figures) >= 16  # the table's text size (17 at 800 high)
    assert min(sizes[label] for label in ("bid/won", "pts", "total")) >= 14
    cards = [size for value, size in sizes.items() if value[:1].isdigit() and value[-1] in "♠♣♥♦"]
    assert cards and min(cards) >= 15
    assert blacks and all(black == TEXT for black in blacks)
    while app.scenes.stack:
        app.scenes.pop()
