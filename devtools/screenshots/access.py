"""Screenshots of the accessibility options: extra-large cards, the high-contrast
table, the F1 keys overlay, the focus ring and the UI scale. Called by :mod:`devtools.screenshots.run`."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ui.app import App


def shoot_table(app: App, snap: Callable[..., None]) -> None:
    """At a table with the human to play (a card lifted): extra-large cards, high contrast,
    the keys overlay. Every setting is put back afterwards."""
    from ui.scenes.keys import toggle_keys
    settings = app.settings
    size = settings.card_size
    settings.card_size = "xlarge"
    snap("08d-xlarge-cards", 3)
    settings.card_size = size
    settings.high_contrast = True
    app.apply_settings()
    snap("08e-high-contrast", 3)
    toggle_keys(app)
    snap("08f-keys-table")
    toggle_keys(app)
    settings.high_contrast = False
    base, settings.ui_scale = settings.ui_scale, 2.0
    app.apply_settings()
    snap("08g-ui-scale-200", 3)
    settings.ui_scale = base
    app.apply_settings()
    app.step(0.0)


def shoot_screens(app: App, snap: Callable[..., None]) -> None:
    """The menu with the focus ring and its keys, the settings at 150 % and 200 % UI scale."""
    from ui.scenes.keys import toggle_keys
    from ui.scenes.menu import MenuScene
    from ui.scenes.settings import SettingsScene
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    _key(app, pygame.K_DOWN)
    _key(app, pygame.K_DOWN)
    snap("16a-menu-focus-ring")
    toggle_keys(app)
    snap("16b-keys-menu")
    toggle_keys(app)
    app.scenes.push(SettingsScene(app))
    base = app.settings.ui_scale
    for scale, name in ((1.5, "16c-settings-150"), (2.0, "16d-settings-200")):
        app.settings.ui_scale = scale
        app.apply_settings()
        app.step(0.0)
        for _ in range(3):
            _key(app, pygame.K_TAB)
        snap(name)
    app.scenes.pop()
    snap("16e-menu-200")
    app.settings.ui_scale = base
    app.apply_settings()
    from devtools.screenshots.stage import autopilot, table
    from game.game import Phase
    from game.presets import preset
    from ui.table.scene import TableScene
    scene = table(app, "oh-pshaw", 4, 12)
    assert isinstance(scene, TableScene)
    autopilot(app, lambda: scene.human_turn and scene.game.phase is Phase.BID
              and scene.game.round.number >= 4)
    app.step(0.0)
    _key(app, pygame.K_UP)
    _key(app, pygame.K_RIGHT)
    snap("16f-bid-panel-ring")
    fifteen = preset("oh-hell").replace(schedule="fixed", max_hand=15, fixed_rounds=1)
    wide = table(app, fifteen, 3, 4)  # sixteen bids, 0 to 15, at 200 % text
    assert isinstance(wide, TableScene)
    app.settings.ui_scale = 2.0
    app.apply_settings()
    autopilot(app, lambda: wide.human_turn and wide.game.phase is Phase.BID)
    snap("16g-bid-panel-15-at-200", 3)
    app.settings.ui_scale = base
    app.apply_settings()
    thirteen = preset("oh-pshaw").replace(schedule="fixed", max_hand=13, fixed_rounds=1)
    four = table(app, thirteen, 4, 4)  # fourteen bids beside the side seats' plates
    assert isinstance(four, TableScene)
    autopilot(app, lambda: four.human_turn and four.game.phase is Phase.BID)
    snap("16h-bid-panel-13-four-players", 3)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0))
    app.step(0.0)
    snap("16j-bid-panel-1-typed-waits-for-12", 1)  # the 1 ringed: a second digit makes 10 to 13
    three = table(app, fifteen, 3, 4)
    assert isinstance(three, TableScene)
    autopilot(app, lambda: three.human_turn and three.game.phase is Phase.BID)
    snap("16i-bid-panel-15-three-players", 3)


def _key(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    app.step(0.0)
    app.step(0.0)
