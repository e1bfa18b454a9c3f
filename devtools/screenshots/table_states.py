"""Screenshots of the table's harder states: a whole three-player trick (the others' cards
left and right, level with their seats), a full nine-player trick and its winner lit, large
cards at a seven-player table, a dialog over a table in play (saving, reporting a bot's
decision beside the ⚑), the score sheet with the round in play, a game decided by a
tie-break (its sheet and its end), a take-back into the bidding (its message clear of the
bids and their tips), and the end of a game the human won (its flourish) and of one a bot
won (said plainly). Called by :mod:`devtools.screenshots.run`."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from devtools.screenshots.stage import autopilot, rest_on_bid_button, table
from game.game import Phase
from game.presets import preset
from saves.autosave import AutoSaver
from ui.app import App
from ui.scenes.game_over import GameOverScene
from ui.scenes.score_sheet import ScoreSheet
from ui.table.scene import TableScene
from ui.table.undo import take_back_at

#: Short games (three rounds of five cards) that end level on top, so a tie-break decides.
TIE_RULES = preset("oh-pshaw").replace(schedule="fixed", max_hand=5, fixed_rounds=3, tie_break=True)
#: The first seed found to end level, in this process: the next run starts looking there.
_tied_from = [1]
#: Shorter games still (two rounds of up to three cards): one the human wins, one a bot wins.
SHORT_RULES = preset("oh-pshaw").replace(schedule="fixed", max_hand=3, fixed_rounds=2)


def shoot_table_states(app: App, snap: Callable[..., None]) -> None:
    """Each state, played to at instant speed (the trick won and the flourish at normal)."""
    _bid_total(app, snap)
    _three_players(app, snap)
    _nine_players(app, snap)
    _large_cards(app, snap)
    _dialog_over_table(app, snap)
    _tie_break(app, snap)
    _wins(app, snap)


def _top_table(app: App) -> TableScene:
    top = app.scenes.stack[0]
    assert isinstance(top, TableScene)
    return top


def _bid_total(app: App, snap: Callable[..., None]) -> None:
    """The running bid total while the bids come in, under the hook rule: at the human's bid,
    while the dealer (a bot, thinking at normal speed) is still to bid, its one forbidden bid
    said, and through the play."""
    table(app, "oh-pshaw", 4, 6)  # the human bids first: nothing bid yet
    first = _top_table(app)
    autopilot(app, lambda: first.human_turn and first.game.phase is Phase.BID
              and first.game.round.number >= 3 and not first.game.round.bids, limit=20000)
    snap("03a-bidding-first")
    app.settings.speed = "normal"  # the bots bid after the human, the line above the hand
    autopilot(app, lambda: first.game.phase is Phase.BID and first.director.idle
              and len(first.game.round.bids) >= 2 and first.bots.pending is not None, limit=20000)
    snap("03e-bids-coming-in", 1)
    app.settings.speed = "instant"
    table(app, "oh-hell", 4, 5)
    scene = _top_table(app)
    autopilot(app, lambda: scene.human_turn and scene.game.phase is Phase.BID
              and scene.game.round.number >= 4 and len(scene.game.round.bids) >= 1
              and scene.game.round.dealer != scene.me, limit=20000)
    snap("03b-bid-total")
    settings = app.settings
    settings.speed = "normal"
    autopilot(app, lambda: scene.game.phase is Phase.BID and scene.director.idle
              and scene.game.to_act == scene.game.round.dealer != scene.me
              and scene.bots.pending is not None, limit=20000)
    snap("03c-bid-total-dealer-last", 1)
    settings.speed = "instant"
    autopilot(app, lambda: scene.human_turn and scene.game.phase is Phase.PLAY)
    snap("03d-bid-total-in-play")
    take_back_at(scene)  # the bid taken back: the panel again, the message clear of it
    snap("03g-take-back-into-bidding")
    rest_on_bid_button(app.step, scene)  # a bid's tip opens: the message stays and shows whole
    snap("03h-take-back-bid-tip")
    pygame.mouse.set_pos((0, 0))


def _three_players(app: App, snap: Callable[..., None]) -> None:
    """Three players' whole trick, its winner lit: each card towards its player."""
    table(app, "oh-pshaw", 3, 7)
    scene = _top_table(app)
    autopilot(app, lambda: scene.game.round.number >= 3 and scene.game.phase is Phase.PLAY,
              limit=20000)
    settings = app.settings
    settings.speed = "normal"
    autopilot(app, lambda: scene.model.highlight is not None and not scene.director.animator.sprites,
              limit=6000)
    snap("10a-trick-won-3p", 1)
    settings.speed = "instant"
    scene.director.skip()


def _nine_players(app: App, snap: Callable[..., None]) -> None:
    """Eight cards on the table and the human to play the ninth; then a trick won."""
    table(app, "oh-seven", 9, 8)
    scene = _top_table(app)
    autopilot(app, lambda: scene.human_turn and scene.game.phase is Phase.PLAY
              and len(scene.game.state.trick) == 8, limit=20000)
    snap("10b-trick-9p-full", 3)
    settings = app.settings
    settings.speed = "normal"
    autopilot(app, lambda: scene.model.highlight is not None and not scene.director.animator.sprites,
              limit=6000)
    snap("10c-trick-won-9p", 1)
    settings.speed = "instant"
    scene.director.skip()


def _large_cards(app: App, snap: Callable[..., None]) -> None:
    """Large cards at seven: the trick keeps off every plate."""
    settings = app.settings
    size, settings.card_size = settings.card_size, "large"
    table(app, "oh-pshaw", 7, 5)
    scene = _top_table(app)
    autopilot(app, lambda: scene.game.round.number >= 4 and scene.human_turn
              and scene.game.phase is Phase.PLAY and len(scene.game.state.trick) >= 5, limit=20000)
    snap("06b-large-cards-7p", 3)
    scene.commands.show_scores()  # the round in play: the bids so far, the tricks so far
    snap("06c-score-sheet-round-in-play", 2)
    app.scenes.pop()
    settings.card_size = size


def _dialog_over_table(app: App, snap: Callable[..., None]) -> None:
    """A saved game mid-trick with Ctrl+S's dialog over it."""
    scene = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 9,
                       AutoSaver())
    app.scenes.replace(scene)
    autopilot(app, lambda: scene.human_turn and scene.game.phase is Phase.PLAY
              and scene.game.round.number >= 3 and len(scene.game.state.trick) >= 2)
    scene.commands.open_save_dialog()
    snap("15c-save-dialog-over-table", 2)
    app.scenes.pop()
    app.settings.report_button = True  # Settings: the ⚑ left of the corner buttons
    snap("15d-table-flag-beside-trick", 2)
    scene.commands.report_bot()  # B or the ⚑: the report of the last bot decision
    snap("15e-report-bot-dialog", 2)
    app.scenes.pop()
    app.settings.report_button = False


def _tie_break(app: App, snap: Callable[..., None]) -> None:
    """The first seed whose short game ends level: the tie-break round's sheet, the game over
    screen that says why the winner won, and its flourish at normal speed."""
    for seed in range(_tied_from[0], 200):
        scene = TableScene(app, TIE_RULES, ["human", "normal", "normal", "normal"], seed)
        app.scenes.replace(scene)
        tied = autopilot(app, lambda: isinstance(app.scenes.top, ScoreSheet)
                         and app.scenes.top.extra != [] and app.scenes.top.scored is not None,
                         limit=20000)
        if tied:
            _tied_from[0] = seed
            break
    else:
        return
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheet)
    sheet.age = 1.0
    snap("08h-score-sheet-tie-break", 2)
    autopilot(app, lambda: isinstance(app.scenes.top, GameOverScene))
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    snap("09b-game-over-tie-break", 2)


def _wins(app: App, snap: Callable[..., None]) -> None:
    """The end of the first short game the human wins alone, its flourish caught at normal
    speed, and of the first a bot wins: no flourish, the winner named plainly."""
    wanted = {True: "09c-game-over-flourish", False: "09d-game-over-bot-wins"}
    for seed in range(1, 100):
        if not wanted:
            return
        table(app, SHORT_RULES, 4, seed)
        autopilot(app, lambda: isinstance(app.scenes.top, GameOverScene), limit=20000)
        over = app.scenes.top
        if not isinstance(over, GameOverScene) or len(over.winners) != 1 \
                or over.human_won not in wanted:
            continue
        name = wanted.pop(over.human_won)
        if not over.human_won:
            for _ in range(600):  # its skill and luck judged, as a player sees it after a moment
                if over.looking is None or over.looking.done:
                    break
                app.step(0.0)
            snap(name, 2)
            continue
        settings = app.settings
        settings.speed = "normal"  # the screen as it first shows at normal speed
        over.flourish = over.celebration()
        for _ in range(24):
            app.step(1 / 60)
        snap(name, 1)
        settings.speed = "instant"
