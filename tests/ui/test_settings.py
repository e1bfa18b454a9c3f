"""Settings: the file (every field checked, damage survived with one warning), the settings
screen by clicks, and each setting applied at the table."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import logging
from dataclasses import fields

import pygame
import pytest

from game.actions import Play
from game.bots import make_bot
from game.presets import preset
from saves import paths
from tests.ui.test_setup import pick, press
from tests.ui.test_table import click, human_move
from ui.app import App
from ui.core.settings import CHOICES, RANGES, Settings
from ui.core.settings_file import load_settings, save_settings
from ui.scenes.menu import MenuScene
from ui.scenes.settings import SettingsScene
from ui.table.presenter import hand_order
from ui.table.scene import TableScene
from ui.widgets.controls import Menu, Switch


def other_value(name: str, value: object) -> object:
    """A valid value of field ``name`` that differs from ``value``."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, float | int):
        low, high = RANGES.get(name, (0.0, 10.0))
        return type(value)(low if value != low else high)
    if name not in CHOICES:  # a free text (the lessons done)
        return f"{value},other"
    return next(choice for choice in CHOICES[name] if choice != value)


def test_a_missing_file_gives_the_defaults_with_one_warning(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        assert load_settings() == Settings()
    assert len(caplog.records) == 1 and "no settings file" in caplog.records[0].getMessage()


def test_every_field_round_trips_through_the_file() -> None:
    changed = Settings()
    for f in fields(changed):
        setattr(changed, f.name, other_value(f.name, getattr(changed, f.name)))
    assert save_settings(changed) is None
    assert load_settings() == changed
    assert json.loads(paths.settings_path().read_text(encoding="utf-8")) == changed.as_dict()


def test_a_damaged_file_gives_defaults_one_warning_and_is_rewritten_on_the_next_change(
        caplog: pytest.LogCaptureFixture) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"speed": "fa')
    with caplog.at_level(logging.WARNING):
        assert load_settings() == Settings()
    assert len(caplog.records) == 1 and "moved aside" in caplog.records[0].getMessage()
    assert any(".damaged-" in p.name for p in paths.config_dir().iterdir())
    save_settings(Settings(speed="fast"))
    assert load_settings().speed == "fast"


def test_bad_values_keep_their_defaults_field_by_field_with_one_warning(
        caplog: pytest.LogCaptureFixture) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"speed": "warp", "trick_pause": "long", "bot_pause": 99,
                                "four_colour": 1, "card_size": "large", "trump_side": "right",
                                "auto_continue": False, "something_new": [1, 2]}), encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        settings = load_settings()
    assert settings == Settings(card_size="large", trump_side="right", auto_continue=False)
    assert len(caplog.records) == 1
    message = caplog.records[0].getMessage()
    assert all(name in message for name in ("speed", "trick_pause", "bot_pause", "four_colour"))
    assert "card_size" not in message and "something_new" not in message


def test_a_value_of_the_wrong_kind_is_refused_for_every_field() -> None:
    for f in fields(Settings):
        default = getattr(Settings(), f.name)
        wrong = "yes" if isinstance(default, bool | float | int) else 3
        settings, refused = Settings.from_dict({f.name: wrong})
        assert refused == [f.name] and getattr(settings, f.name) == default
    assert Settings.from_dict({"trick_pause": True})[1] == ["trick_pause"]  # a bool is no number
    assert Settings.from_dict({"trick_pause": float("nan")})[1] == ["trick_pause"]
    assert Settings.from_dict({"trick_pause": 2})[0].trick_pause == 2.0


def open_settings(app: App) -> tuple[MenuScene, SettingsScene]:
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons["settings"].rect.center)
    page = app.scenes.top
    assert isinstance(page, SettingsScene) and page.form is not None
    return menu, page


def test_the_settings_screen_changes_and_saves_by_clicks(app: App) -> None:
    menu, page = open_settings(app)
    assert page.form is not None
    switch = page.form.controls["four_colour"]
    assert isinstance(switch, Switch)
    click(app, switch.widget.rect.center)
    assert app.settings.four_colour and load_settings().four_colour
    size = page.form.controls["card_size"]
    assert isinstance(size, Menu)
    pick(app, size, "Large")
    side = page.form.controls["trump_side"]
    assert isinstance(side, Menu)
    pick(app, side, "On the right")
    assert app.settings.card_size == "large" and app.settings.trump_side == "right"
    saved = load_settings()
    assert saved.card_size == "large" and saved.trump_side == "right" and saved.speed == "instant"
    press(app, page.back.rect.center)  # type: ignore[union-attr]
    assert app.scenes.top is menu


def test_an_open_list_hides_what_is_under_it_and_the_rows_share_one_right_edge(app: App) -> None:
    _menu, page = open_settings(app)
    assert page.form is not None
    speed = page.form.controls["speed"]
    assert isinstance(speed, Menu)
    box = speed.widget
    click(app, box.rect.center)
    listing = box.current_state.options_selection_list  # type: ignore[union-attr]
    assert listing is not None and listing.rect.colliderect(page.form.controls["trick_pause"].widget.rect)
    assert listing.background_colour.a == 255  # opaque: the controls under it do not show through
    edges = {name: control.widget.rect.right for name, control in page.form.controls.items()}
    visible = {name: right - (box.shadow_width if isinstance(page.form.controls[name], Menu) else 0)
               for name, right in edges.items()}
    assert len(set(visible.values())) == 2  # one edge per card
    assert listing.rect.left == box.rect.left + box.shadow_width
    assert listing.rect.right == box.rect.right - box.shadow_width


def test_volume_and_mute_from_the_settings_screen(app: App) -> None:
    _, page = open_settings(app)
    assert page.form is not None
    mute = page.form.controls["muted"]
    assert isinstance(mute, Switch)
    click(app, mute.widget.rect.center)
    assert app.settings.muted and load_settings().muted
    volume = page.form.controls["volume"]
    assert isinstance(volume, Menu)
    pick(app, volume, "40 %")
    assert app.settings.volume == 0.4 and load_settings().volume == 0.4


def test_fullscreen_from_the_settings_screen(app: App) -> None:
    _, page = open_settings(app)
    assert page.form is not None
    click(app, page.form.controls["fullscreen"].widget.rect.center)
    assert app.fullscreen and app.settings.fullscreen and load_settings().fullscreen
    page = app.scenes.top  # type: ignore[assignment]
    assert isinstance(page, SettingsScene) and page.form is not None  # laid out again, still here
    click(app, page.form.controls["fullscreen"].widget.rect.center)
    assert not app.fullscreen and app.size == (1024, 640) and not load_settings().fullscreen


def table_at_play(app: App, seed: int = 4) -> TableScene:
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], seed)
    app.scenes.replace(table)
    helper = make_bot("normal", 1)
    for _ in range(3000):
        game = table.game
        if game.round.number >= 4 and table.human_turn and game.phase.name == "PLAY" \
                and game.round.trump is not None:
            return table
        if isinstance(app.scenes.top, TableScene) and table.human_turn:
            human_move(app, table, helper)
        elif not isinstance(app.scenes.top, TableScene):
            click(app, app.scenes.top.button.rect.center)  # type: ignore[union-attr]
        else:
            app.step(0.0)
    raise AssertionError("no round with trump reached")


def test_card_size_and_trump_side_follow_the_settings_at_the_table(app: App) -> None:
    table = table_at_play(app)
    medium = table.layout.hand_w
    app.settings.card_size = "large"
    app.step(0.0)
    assert table.layout.hand_w > medium
    app.settings.card_size = "small"
    app.step(0.0)
    assert table.layout.hand_w < medium
    trump = table.game.round.trump
    for side in ("right", "left"):
        app.settings.trump_side = side
        app.step(0.0)
        keys = [hand_order(c, trump, side) for c in table.hand]
        assert keys == sorted(keys)
        suited = [c for c in table.hand if c.suit is not None]
        if any(c.suit == trump for c in suited) and any(c.suit != trump for c in suited):
            end = suited[0] if side == "left" else suited[-1]
            assert end.suit == trump


def test_without_auto_continue_a_finished_trick_waits_for_a_click(app: App) -> None:
    table = table_at_play(app)
    app.settings.auto_continue = False
    helper = make_bot("normal", 2)
    for _ in range(2000):
        if table.director.waiting is not None:
            break
        if table.human_turn:
            human_move(app, table, helper)
        else:
            app.step(0.0)
    else:
        pytest.fail("no trick finished")
    assert table.model.trick and table.model.highlight is not None
    shown = {card for _, card, _ in table.model.trick}
    log = list(table.game.log)
    for _ in range(30):  # nobody moves on: the bots wait too
        app.step(0.05)
    assert table.director.waiting is not None and table.game.log == log
    assert "next trick" in table.look.prompt
    click(app, (10, 10))
    assert table.director.waiting is None  # swept away; the next trick may have begun
    assert not shown & {card for _, card, _ in table.model.trick}
    plays = sum(isinstance(a, Play) for _, a in table.game.log)
    for _ in range(200):
        if table.human_turn or sum(isinstance(a, Play) for _, a in table.game.log) > plays:
            break
        app.step(0.0)
    assert table.human_turn or sum(isinstance(a, Play) for _, a in table.game.log) > plays
    pygame.event.clear()


def test_keys_at_the_table_and_f11_are_kept_in_the_file(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 3)
    app.scenes.replace(table)
    for key in (pygame.K_F2, pygame.K_F4, pygame.K_F11):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(0.0)
    saved = load_settings()
    assert saved.speed == "slow" and saved.four_colour and saved.fullscreen  # instant -> slow
    assert app.fullscreen and table.look.four_colour
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step(0.0)
    assert not app.fullscreen and not load_settings().fullscreen


def test_the_window_opens_with_the_saved_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.app import play
    save_settings(Settings(speed="slow", card_size="small", fullscreen=True))
    opened: list[App] = []
    monkeypatch.setattr(App, "run", lambda self, *args, **kwargs: opened.append(self))
    assert play() == 0
    (window,) = opened
    assert window.settings == Settings(speed="slow", card_size="small", fullscreen=True)
    assert window.fullscreen
    window.toggle_fullscreen()
