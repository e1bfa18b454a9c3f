"""``python -m devtools screenshots``: a PNG of every scene and state, headless, for looking at.

Each state is reached by really playing: bots in every seat think in this
process, the human's seat is played by a Normal bot through the table
scene, and animations run instantly until the state wanted (the dealing
shot runs at normal speed and stops mid-deal).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from bot_runtime.worker import InlineWorker
from devtools.screenshots.stage import autopilot, rest_on_bid_button, table
from game.game import Phase
from game.presets import preset
from ui.core.settings import Settings


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["OHPSHAW_NETWORK"] = "loopback"  # a network table's pictures never reach the network


def shoot(out: Path, size: tuple[int, int], lang: str = "en",
          check: Callable[[str, object], None] | None = None, ui_scale: float = 1.0) -> list[Path]:
    """Write every state's PNG at ``size`` in language ``lang`` (and text and buttons at
    ``ui_scale``) into ``out``; return the paths. ``check(name, app)`` is called at each state
    (the test that no text is cut)."""
    _headless()
    import pygame

    from devtools.screenshots.review import RememberingAnalyst
    from ui.app import App
    from ui.scenes.game_over import GameOverScene
    from ui.scenes.keys import toggle_keys
    from ui.scenes.menu import MenuScene
    from ui.scenes.score_sheet import ScoreSheet
    from ui.table.scene import TableScene

    settings = Settings(speed="instant", language=lang, ui_scale=ui_scale)
    app = App(size, worker_factory=InlineWorker, settings=settings, analyst_factory=RememberingAnalyst)
    written: list[Path] = []
    tag = f"{size[0]}x{size[1]}" if lang == "en" else f"{lang}-{size[0]}x{size[1]}"
    if ui_scale != 1.0:
        tag += f"-ui{round(ui_scale * 100)}"

    def snap(name: str, frames: int = 2) -> None:
        for _ in range(frames):
            app.step(0.0 if settings.speed == "instant" else 1 / 60)
        path = out / f"{name}-{tag}.png"
        pygame.image.save(app.screen, str(path))
        written.append(path)
        if check is not None:
            check(name, app)

    app.scenes.replace(MenuScene(app))
    snap("01-menu")
    _setup_screens(app, snap)

    def scene() -> TableScene:
        top = app.scenes.stack[0]
        assert isinstance(top, TableScene)
        return top

    # dealing round 6 at normal speed, caught mid-deal
    settings.speed = "normal"  # the cut for the first dealer, at the pace a player sees it
    table(app, "oh-pshaw", 4, 11)
    for _ in range(60):
        app.step(1 / 60)
    snap("02-cut-for-dealer", 1)
    settings.speed = "instant"
    scene().director.skip()
    autopilot(app, lambda: isinstance(app.scenes.top, ScoreSheet)
              and app.scenes.top.scored is not None and app.scenes.top.scored.number == 5)
    settings.speed = "normal"
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheet)
    sheet.close()
    for _ in range(48):
        app.step(1 / 60)
    snap("02b-dealing", 1)
    settings.speed = "instant"
    scene().director.skip()
    autopilot(app, lambda: scene().human_turn and scene().game.phase is Phase.BID)
    snap("03-bidding")
    rest_on_bid_button(app.step, scene())  # its tip: what it bids and its key, above the panel
    snap("03f-bid-button-tip")
    pygame.mouse.set_pos((0, 0))
    autopilot(app, lambda: scene().human_turn and scene().game.phase is Phase.PLAY
              and len(scene().game.round.tricks[-1].plays) >= 2)
    _hover_playable(scene())
    snap("04-mid-trick-4p", 6)
    _click_unplayable(scene())
    snap("05-refused-card", 3)
    settings.speed = "normal"  # the last cards go in, then the winning card is lit
    autopilot(app, lambda: scene().model.highlight is not None, limit=3000)
    snap("05b-trick-won", 1)
    for _ in range(30):  # the beat on the winning card, its winner named
        app.step(1 / 60)
    snap("05c-last-trick-taken", 1)
    autopilot(app, lambda: scene().model.taker is None and not scene().director.animator.busy,
              limit=3000)
    settings.speed = "instant"
    scene().director.skip()
    scene().input.show_last_trick(True)  # L: the trick again, its winner lit
    snap("05d-last-trick-panel")
    scene().input.show_last_trick(False)
    _hover_pile(scene())  # the pointer on a won pile: its tip says a click shows the last trick
    snap("05e-last-trick-pile-tip", 3)
    scene().look.pile_tip = None

    table(app, "oh-pshaw", 7, 5)
    autopilot(app, lambda: scene().game.round.number >= 4 and scene().human_turn
              and scene().game.phase is Phase.PLAY and len(scene().game.round.tricks[-1].plays) >= 3)
    snap("06-mid-trick-7p")

    table(app, "oh-seven", 5, 3)
    autopilot(app, lambda: scene().human_turn and scene().game.phase is Phase.BID)
    snap("07-oh-seven-card-bid")

    table(app, "oh-pshaw", 4, 21)
    autopilot(app, lambda: isinstance(app.scenes.top, ScoreSheet) and app.scenes.top.scored is not None
              and app.scenes.top.scored.number == 7)
    app.scenes.top.age = 1.0  # type: ignore[union-attr]
    snap("08-score-sheet")
    toggle_keys(app)  # F1 over the sheet: its Close button hides under the list
    snap("08a-keys-score-sheet")
    toggle_keys(app)

    autopilot(app, lambda: isinstance(app.scenes.top, TableScene) and scene().human_turn
              and scene().game.round.number == 13 and scene().game.phase is Phase.PLAY)
    _hover_playable(scene())
    snap("08b-thirteen-cards", 6)
    autopilot(app, lambda: isinstance(app.scenes.top, TableScene) and scene().human_turn
              and scene().game.phase is Phase.PLAY
              and len(scene().game.legal_actions()) < len(scene().hand))
    _click_unplayable(scene(), hover=True)  # the pointer rests on a greyed card: its reason
    snap("08d-greyed-card-tip", 3)
    _click_unplayable(scene())  # clicked: it shakes, its reason stays in its tip alone
    settings.speed = "normal"  # (a shake is motion)
    snap("08e-greyed-card-clicked", 4)
    settings.speed = "instant"
    settings.card_size = "large"
    snap("08c-large-cards", 3)
    settings.card_size = "medium"
    from devtools.screenshots.access import shoot_screens, shoot_table
    shoot_table(app, snap)  # extra-large cards, high contrast, the keys overlay
    autopilot(app, lambda: isinstance(app.scenes.top, GameOverScene))
    snap("09-game-over")
    from devtools.screenshots.review import shoot_review
    shoot_review(app, snap)  # the skill and luck table, the review and the report

    table(app, "oh-seven", 9, 8)
    autopilot(app, lambda: scene().human_turn and scene().game.phase is Phase.PLAY
              and len(scene().game.round.tricks[-1].plays) >= 5)
    snap("10-mid-trick-9p-oh-seven")

    table(app, replace(preset("oh-seven"), passing=True), 4, 2)
    autopilot(app, lambda: scene().human_turn and scene().game.phase is Phase.PASS)
    for i in (1, 4):
        _click_card(scene(), i)
    snap("11-oh-seven-passing")

    table(app, "wizard", 4, 17)
    autopilot(app, lambda: scene().game.round.number >= 8 and scene().human_turn
              and scene().game.phase is Phase.PLAY and len(scene().game.round.tricks[-1].plays) >= 2)
    app.settings.four_colour = scene().look.four_colour = True
    snap("12-wizard-four-colour")
    app.settings.four_colour = scene().look.four_colour = False
    _in_game(app, snap, scene)
    _hot_seat(app, snap)
    from devtools.screenshots.table_states import shoot_table_states
    shoot_table_states(app, snap)  # the ring, large cards, dialogs, a tie-break

    shoot_screens(app, snap)  # the focus ring, the menu's keys, the UI scale
    from devtools.screenshots.saves import shoot_saves
    shoot_saves(app, snap)  # load, delete, export, save dialog, statistics (in a temporary home)
    from devtools.screenshots.pad import shoot_pad
    shoot_pad(app, snap)  # the score pad at each step, by keys (in a temporary home)
    from devtools.screenshots.learn import shoot_learn
    shoot_learn(app, snap)  # Learn to play and the coach (in a temporary home)
    from devtools.screenshots.network import shoot_network
    shoot_network(app, snap)  # hosting, joining, a remote seat's table, an away seat (on loopback)
    while app.scenes.stack:
        app.scenes.pop()
    pygame.quit()
    return written


def _hot_seat(app: object, snap: Callable[..., None]) -> None:
    """Three people and a bot at one screen, secret bids: the hand-over screen, the table
    between two players (every hand face down) and a player's turn after the hand-over."""
    from ui.table.handover import HandOver
    from ui.table.scene import TableScene
    rules = replace(preset("oh-pshaw"), simultaneous_bidding=True)
    table = TableScene(app, rules, ["human", "human", "normal", "human"], 6,  # type: ignore[arg-type]
                       names=["Anna", "Ben", "Cleo", "Dev"])
    app.scenes.replace(table)  # type: ignore[attr-defined]

    def top() -> object:
        return app.scenes.top  # type: ignore[attr-defined]

    autopilot(app, lambda: table.game.round.number == 4 and table.game.phase is Phase.BID
              and len(table.model.chosen) >= 1 and isinstance(top(), HandOver))
    snap("13-hand-over")
    handover = top()
    assert isinstance(handover, HandOver)
    handover.confirm()
    snap("14-hot-seat-secret-bid")
    settings = app.settings  # type: ignore[attr-defined]
    settings.speed = "normal"  # Cleo, a bot, thinks with Ben's and Dev's hands face down
    autopilot(app, lambda: table.game.phase is Phase.PLAY and table.game.to_act == 2
              and len(table.game.state.trick) >= 1 and table.director.idle and table.bots.pending is not None)
    snap("15-hot-seat-bot-between-players", 1)
    settings.speed = "instant"
    _hot_seat_new_round(app, snap)


def _hot_seat_new_round(app: object, snap: Callable[..., None]) -> None:
    """Two people and two bots: Anna played the last card of round 1 and bids first in
    round 2. After the round's score sheet her new hand is dealt face down, the bots bid,
    and "Pass to Anna" comes before her cards show."""
    from ui.table.handover import HandOver
    from ui.table.scene import TableScene
    table = TableScene(app, preset("oh-pshaw"), ["human", "human", "normal", "normal"], 1,  # type: ignore[arg-type]
                       names=["Anna", "Ben", "Cleo", "Dev"])
    app.scenes.replace(table)  # type: ignore[attr-defined]
    autopilot(app, lambda: table.game.round.number == 2
              and isinstance(app.scenes.top, HandOver))  # type: ignore[attr-defined]
    snap("13a-hand-over-new-round")


def _in_game(app: object, snap: Callable[..., None], scene: Callable[[], object]) -> None:
    """The hint for a bid and a play, the pause menu and its confirm, the score sheets."""
    import pygame

    from ui.app import App
    from ui.scenes.pause import PauseMenu
    from ui.scenes.score_sheet import ScoreSheet
    from ui.table.scene import TableScene
    assert isinstance(app, App)

    def table_now() -> TableScene:
        top = scene()
        assert isinstance(top, TableScene)
        return top

    def human(phase: Phase, more: Callable[[TableScene], bool] = lambda t: True) -> bool:
        top = app.scenes.top
        return isinstance(top, TableScene) and top.human_turn and top.game.phase is phase \
            and more(top)

    table(app, "oh-pshaw", 4, 21)
    autopilot(app, lambda: human(Phase.BID, lambda t: t.game.round.number == 6))
    table_now().commands.ask_hint()
    snap("13-hint-bid", 3)
    autopilot(app, lambda: human(Phase.PLAY, lambda t: len(t.game.legal_actions()) >= 3))
    table_now().commands.ask_hint()
    snap("14-hint-play", 3)
    _hover_hinted(table_now())  # the halo rises with its card; the focus ring is another look
    snap("14a-hint-play-lifted", 6)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    snap("15-pause-menu")
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu)
    menu.choose("end")
    snap("15b-pause-end-confirm")
    menu.choose("cancel-end")
    menu.choose("resume")

    for seed, name in ((4, "13c-hint-bid-to-win"), (3, "13d-hint-bid-game-lost")):
        # the last round of five: each bid's chance to win the game, or (when none can win
        # it) the points each bid scores, as in the earlier rounds
        table(app, preset("oh-pshaw").replace(max_hand=5), 4, seed)
        autopilot(app, lambda: human(Phase.BID, lambda t: t.game.round.number == 5))
        table_now().commands.ask_hint()
        snap(name, 3)

    table(app, "up-and-down", 4, 8)  # 25 rounds: 1 to 13 cards and back
    autopilot(app, lambda: human(Phase.PLAY, lambda t: t.game.round.number == 13
                                 and len(t.hand) >= 11 and len(t.game.legal_actions()) >= 4),
              limit=40000)
    table_now().commands.ask_hint()
    snap("14b-hint-play-13-cards", 3)
    autopilot(app, lambda: human(Phase.BID, lambda t: t.game.round.number == 25), limit=40000)
    table_now().commands.show_scores()
    snap("16-score-sheet-25-rounds")
    app.scenes.pop()

    table(app, "up-and-down", 7, 4)
    autopilot(app, lambda: isinstance(app.scenes.top, ScoreSheet)
              and app.scenes.top.scored is not None and app.scenes.top.scored.number == 13,
              limit=40000)
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheet)
    sheet.age = 1.0
    snap("17-score-sheet-7-players")


def _setup_screens(app: object, snap: Callable[..., None]) -> None:
    """New game (as first offered and with the F1 keys over it, then the rules' pages with
    the Largest-hand list open, a refused combination, and Oh-Seven's bid card and its fixed
    rounds), the rules and the settings (with the F1 keys over them too), over the menu."""
    from ui.app import App
    from ui.scenes.keys import toggle_keys
    from ui.scenes.rules import RulesScene
    from ui.scenes.settings import SettingsScene
    from ui.table.setup import SetupScene, first_setup
    assert isinstance(app, App)
    setup = SetupScene(app, first_setup(app))
    app.scenes.replace(setup)
    snap("01b-new-game")
    toggle_keys(app)  # F1 over the form: its widgets hide under the list
    snap("01b1-keys-new-game")
    toggle_keys(app)
    setup.choose_preset("oh-hell")
    setup.set_kind(2, "hard")
    setup.set_kind(3, "human")
    setup.tab = "cards"
    setup.set_option("max_hand", 13)
    setup.rebuild()
    snap("01c-new-game-house-rules")
    assert setup.panel is not None and setup.panel.form is not None
    largest = setup.panel.form.controls["max_hand"].widget  # its long list opens below the box
    largest.current_state.should_transition = True  # type: ignore[union-attr]
    snap("01c1-new-game-largest-hand-open")
    setup.tab = "trump"
    setup.set_option("full_deck_no_trump", False)  # the longest of the engine's refusals
    setup.rebuild()
    snap("01c2-new-game-refused")
    setup.choose_preset("oh-seven")
    setup.set_players(9)
    setup.tab = "play"
    setup.set_option("passing", True)
    setup.rebuild()
    snap("01c3-new-game-oh-seven-9")
    setup.tab = "cards"  # a fixed schedule: its Rounds in force, the summary the same count
    setup.rebuild()
    snap("01c4-new-game-oh-seven-rounds")
    from ui.scenes.menu import MenuScene
    app.scenes.replace(MenuScene(app))
    app.scenes.push(RulesScene(app, preset("oh-hell").replace(nil_bonus=True), 5))
    snap("01d-rules")
    app.scenes.pop()
    app.scenes.push(SettingsScene(app))
    snap("01e-settings")
    toggle_keys(app)
    snap("01e1-keys-settings")
    toggle_keys(app)
    app.scenes.pop()


def _hover_pile(table: object) -> None:
    """Move the pointer onto the highest card of the first pile of won tricks."""
    import pygame

    from ui.table.scene import TableScene
    assert isinstance(table, TableScene)
    piles = table.model.piles
    seat = next(seat for seat in range(len(piles)) if piles[seat])
    x, y = table.layout.pile_positions(seat, piles[seat])[-1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0),
                                         buttons=(0, 0, 0)))


def _hover_playable(scene: object) -> None:
    import pygame

    from ui.table.scene import TableScene
    assert isinstance(scene, TableScene)
    playable = {a.card for a in scene.game.legal_actions()}  # type: ignore[union-attr]
    for i, card in enumerate(scene.hand):
        if card in playable:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.input.card_point(i),
                                                 rel=(0, 0), buttons=(0, 0, 0)))
            return


def _hover_hinted(scene: object) -> None:
    import pygame

    from ui.table.scene import TableScene
    assert isinstance(scene, TableScene)
    if scene.hints.card in scene.hand:
        point = scene.input.card_point(scene.hand.index(scene.hints.card))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))


def _click_card(scene: object, index: int) -> None:
    import pygame

    from ui.table.scene import TableScene
    assert isinstance(scene, TableScene)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.input.card_point(index), button=1))


def _click_unplayable(scene: object, hover: bool = False) -> None:
    import pygame

    from ui.table.scene import TableScene
    assert isinstance(scene, TableScene)
    playable = {a.card for a in scene.game.legal_actions()}  # type: ignore[union-attr]
    for i, card in enumerate(scene.hand):
        if card not in playable:
            pos = scene.input.card_point(i)
            if hover:
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                     buttons=(0, 0, 0)))
            else:
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            return


def run(out: str, sizes: list[tuple[int, int]], lang: str = "en", ui_scale: float = 1.0) -> int:
    """Write the screenshots for every size in language ``lang`` at ``ui_scale``; print where
    they are."""
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    for size in sizes:
        for path in shoot(folder, size, lang, ui_scale=ui_scale):
            print(path)
    return 0
