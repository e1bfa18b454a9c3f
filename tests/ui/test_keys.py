"""The whole game by keys alone: the focus ring over every screen's widgets, the
table's own keys, the F1 overlay, high contrast, UI scale and reduced motion.

Headless, instant animations, bots in this process. The keyboard walk posts
key events only: a test fails if any mouse event reached the program.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator
from typing import Any

import pygame
import pygame_gui
import pytest

from bot_runtime.worker import InlineWorker
from game.actions import Bid, Play
from game.bots import make_bot
from game.game import Phase
from game.presets import PRESETS, preset
from tests.helpers import fixed_rules
from ui.app import App
from ui.core.focus import RING, reading_order, targets
from ui.core.settings import Settings
from ui.core.settings_file import load_settings
from ui.scenes.game_over import GameOverScene
from ui.scenes.keys import KeysOverlay
from ui.scenes.menu import MenuScene
from ui.scenes.score_sheet import ScoreSheet
from ui.scenes.settings import SettingsScene
from ui.table.scene import TableScene
from ui.table.setup import SetupScene

MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    seen: list[int] = []
    dispatch = application.dispatch

    def watched(event: pygame.event.Event) -> None:
        seen.append(event.type)
        dispatch(event)

    application.dispatch = watched  # type: ignore[method-assign]
    application.seen = seen  # type: ignore[attr-defined]
    yield application
    while application.scenes.stack:
        application.scenes.pop()


def key(app: App, code: int, unicode: str = "", mod: int = 0, frames: int = 2) -> None:
    """Press and release ``code``, then run frames for the posted widget events."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode,
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=unicode,
                                         scancode=0))
    for _ in range(frames):
        app.step(0.0)


def focused(app: App) -> Any:
    return app.focus.current(app.gui)


def tab_to(app: App, element: Any) -> None:
    """Tab until ``element`` has the ring (a person reads where it is)."""
    for _ in range(60):
        if focused(app) is element:
            return
        key(app, pygame.K_TAB)
    pytest.fail(f"Tab never reached {element}")


def top(app: App) -> Any:
    return app.scenes.top


def test_the_whole_game_by_keys_alone(app: App) -> None:
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    menu = top(app)
    key(app, pygame.K_DOWN)  # the first arrow shows the ring on the first entry
    assert focused(app) is menu.buttons["new"]  # the menu's order never changes
    key(app, pygame.K_DOWN)
    assert focused(app) is menu.buttons["quick"]  # down the column, not across
    key(app, pygame.K_DOWN)
    assert focused(app) is menu.buttons["learn"]
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    setup = top(app)
    assert isinstance(setup, SetupScene)
    tab_to(app, setup.cards.buttons["oh-hell"])
    key(app, pygame.K_RETURN)  # the card's button, pressed by Enter
    setup = top(app)
    assert setup.rules.preset == "oh-hell"
    tab_to(app, setup.seat_list.rows[1].level.widget)
    assert setup.seats[1] == app.settings.bot_level
    key(app, pygame.K_RIGHT)
    setup = top(app)
    assert setup.seats[1] != app.settings.bot_level  # another level for seat 2
    tab_to(app, setup.seat_list.minus)
    key(app, pygame.K_RETURN)  # one player fewer: 3
    setup = top(app)
    assert len(setup.seats) == 3
    tab_to(app, setup.panel.tabs["cards"])
    key(app, pygame.K_RETURN)
    setup = top(app)
    assert setup.panel.form is not None and "max_hand" in setup.panel.form.controls
    tab_to(app, setup.panel.form.controls["max_hand"].widget)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    setup = top(app)
    assert setup.rules.max_hand == 2  # Automatic, 1, 2: two rounds of one and two cards
    tab_to(app, setup.widgets["start"])
    key(app, pygame.K_RETURN)
    table = app.scenes.stack[0]
    assert isinstance(table, TableScene) and table.rules.preset == "oh-hell"
    assert table.game.scheduled_rounds == 2
    helper = make_bot("normal", 3)
    sheets = 0
    for _ in range(3000):
        if isinstance(top(app), GameOverScene):
            break
        if isinstance(top(app), ScoreSheet):
            key(app, pygame.K_RETURN)  # Enter passes the score sheet
            sheets += 1
            continue
        if not table.human_turn:
            app.step(0.0)
            continue
        action = helper.choose(table.game.view(table.me))
        before = len(table.game.log)
        if table.game.phase is Phase.BID:
            assert isinstance(action, Bid)
            key(app, pygame.K_0 + action.tricks, unicode=str(action.tricks))
        else:
            assert isinstance(action, Play)
            for _ in range(len(table.hand) + 1):
                if table.look.hover is not None and table.hand[table.look.hover] == action.card:
                    break
                key(app, pygame.K_RIGHT, frames=1)
            key(app, pygame.K_RETURN, frames=1)
        assert table.game.log[before] == (table.me, action)
    else:
        pytest.fail("the game did not end")
    assert sheets >= 1
    over = top(app)
    assert isinstance(over, GameOverScene) and over.game.is_over
    key(app, pygame.K_RIGHT)  # the ring on Play again, then right to Main menu
    key(app, pygame.K_RIGHT)
    assert focused(app) is over.buttons["menu"]
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), MenuScene)
    assert not set(app.seen) & set(MOUSE)  # type: ignore[attr-defined]


def test_the_ring_is_drawn_around_the_focused_button(app: App) -> None:
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    menu = top(app)
    ring_pixels = count_ring(app)
    assert ring_pixels == 0  # nothing focused: no ring
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)  # New game, Quick game, Learn to play
    button = menu.buttons["learn"]
    assert focused(app) is button
    app.step(0.0)
    around = button.rect.inflate(40, 40)
    inside = count_ring(app, around)
    assert inside > 100 and inside == count_ring(app)  # all of the ring, right there


def count_ring(app: App, area: pygame.Rect | None = None) -> int:
    surface = app.screen
    area = area or surface.get_rect()
    area = area.clip(surface.get_rect())
    mask = pygame.mask.from_threshold(surface.subsurface(area), RING, (2, 2, 2, 255))
    return int(mask.count())


def test_a_mouse_click_hides_the_ring_and_enter_is_the_screens_again(app: App) -> None:
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    key(app, pygame.K_DOWN)
    assert focused(app) is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    app.step(0.0)
    assert focused(app) is None


def test_reading_order_is_by_rows_then_left_to_right(app: App) -> None:
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    menu = top(app)
    order = reading_order(targets(app.gui))
    assert order == list(menu.buttons.values())  # the menu's one column, top to bottom
    app.scenes.replace(SettingsScene(app))
    app.step(0.0)
    page = top(app)
    order = reading_order(targets(app.gui))
    speed, size = page.form.controls["speed"].widget, page.form.controls["card_size"].widget
    assert order.index(size) == order.index(speed) + 1  # a row: the left card, then the right


def test_f1_lists_the_keys_of_the_screen_and_esc_closes_it(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["human", "easy", "easy", "easy"], 4)
    app.scenes.replace(table)
    app.step(0.0)
    key(app, pygame.K_F1)
    overlay = top(app)
    assert isinstance(overlay, KeysOverlay)
    shown = dict(overlay.keys)
    assert "H" in shown and "Ctrl+Z" in shown and "0–9" in shown and "F1" in shown
    assert all(not b.visible for b in table.corner.values())  # nothing clickable under it
    key(app, pygame.K_ESCAPE)
    assert top(app) is table  # Esc closed the list, not opened the pause menu
    key(app, pygame.K_F1)
    key(app, pygame.K_F1)
    assert top(app) is table
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    key(app, pygame.K_F1)
    assert "Tab / Shift+Tab" in dict(top(app).keys)


def test_the_bid_panel_by_arrow_up_and_enter(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["human", "easy", "easy", "easy"], 8)
    app.scenes.replace(table)
    for _ in range(400):
        if table.human_turn and table.input.panel is not None:
            break
        app.step(0.0)
    assert table.input.panel is not None and table.game.phase is Phase.BID
    key(app, pygame.K_UP)
    enabled = [b for b in table.input.panel.buttons if b.is_enabled]
    assert focused(app) is enabled[0]
    key(app, pygame.K_RIGHT) if len(enabled) > 1 else None
    chosen = table.input.panel.choice_for(app.focus.current(app.gui, follow=False))
    assert chosen is not None
    before = len(table.game.log)
    key(app, pygame.K_RETURN)
    assert table.game.log[before] == (table.me, chosen.action)
    assert app.focus.current(app.gui, follow=False) is None  # the panel is gone, the ring too


def test_a_dropdown_changes_with_left_and_right_and_is_saved(app: App) -> None:
    app.scenes.replace(MenuScene(app))
    app.scenes.push(SettingsScene(app))
    app.step(0.0)
    scene = top(app)
    speed = scene.form.controls["speed"]
    tab_to(app, speed.widget)
    key(app, pygame.K_LEFT)  # instant → fast
    assert app.settings.speed == "fast" and speed.value == "fast"
    assert speed.widget.selected_option[0] == "Fast"  # the drop-down shows it too
    assert load_settings().speed == "fast"
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), MenuScene)


def shot(app: App) -> pygame.Surface:
    app.step(0.0)
    return app.screen.copy()


def test_high_contrast_and_ui_scale_change_the_picture_and_persist(app: App) -> None:
    app.scenes.replace(MenuScene(app))
    app.scenes.push(SettingsScene(app))
    plain = shot(app)
    scene = top(app)
    tab_to(app, scene.form.controls["high_contrast"].widget)
    key(app, pygame.K_RETURN)
    assert app.settings.high_contrast and load_settings().high_contrast
    contrast = shot(app)
    assert differing(plain, contrast) > 0.05  # the widgets turned black and white
    scene = top(app)
    small = next(iter(scene.form.labels.values())).font.size("Ag")[1]
    tab_to(app, scene.form.controls["ui_scale"].widget)
    key(app, pygame.K_RIGHT)
    assert app.settings.ui_scale == 1.25 and load_settings().ui_scale == 1.25
    bigger = shot(app)
    assert differing(contrast, bigger) > 0.01
    title = top(app)
    assert isinstance(title, SettingsScene)  # still here, rebuilt at the new scale
    labels = [label for label in top(app).form.labels.values()]
    # the text grows with the setting; the page keeps every row within a 1280x800 window,
    # so with three groups on a card it grows by less than the full 25 %
    assert labels and labels[0].font.size("Ag")[1] >= small * 1.1


def test_the_table_is_plain_and_dark_in_high_contrast(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["human", "easy", "easy", "easy"], 4)
    app.scenes.replace(table)
    felt = shot(app).get_at((app.size[0] // 2, app.size[1] // 3))
    app.settings.high_contrast = True
    plain = shot(app).get_at((app.size[0] // 2, app.size[1] // 3))
    assert felt != plain and max(plain[:3]) < 30


def differing(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of pixels that differ (sampled on a grid)."""
    w, h = a.get_size()
    points = [(x, y) for x in range(0, w, 8) for y in range(0, h, 8)]
    return sum(a.get_at(p) != b.get_at(p) for p in points) / len(points)


def test_instant_speed_shakes_nothing(app: App) -> None:
    checked = []
    for speed, shakes in (("instant", False), ("normal", True)):
        app.settings.speed = speed
        table = TableScene(app, fixed_rules(preset("oh-pshaw"), 8, rounds=3),
                           ["human", "easy", "easy", "easy"], 4)
        app.scenes.replace(table)
        refused: list[int] = []
        for _ in range(3000):
            if table.human_turn and table.game.phase is Phase.PLAY:
                legal = [a.card for a in table.game.legal_actions() if isinstance(a, Play)]
                refused = [i for i, c in enumerate(table.hand) if c not in legal]
                if refused:
                    break
                table.apply(Play(legal[0]))
            elif table.human_turn:
                table.apply(table.game.legal_actions()[0])
            app.step(0.3)  # time passes: cards move at normal speed
        if not refused:
            continue
        table.input.click_card(refused[0])
        assert (table.look.shake is not None) is shakes
        table.update(0.05)
        assert (table.input.shake_left > 0) is shakes
        assert table.look.still is not shakes  # no pulse either when instant
        checked.append(speed)
    assert checked == ["instant", "normal"]  # a refused card was clicked at both speeds


def test_every_preset_can_start_from_the_setup_keys(app: App) -> None:
    """Tab reaches every preset's card and Enter chooses it."""
    app.scenes.replace(SetupScene(app))
    app.step(0.0)
    seen = []
    for name in PRESETS:
        setup = top(app)
        tab_to(app, setup.cards.buttons[name])
        key(app, pygame.K_RETURN)
        seen.append(top(app).rules.preset)
    assert seen == list(PRESETS)


def test_pygame_gui_events_come_from_the_keys_only(app: App) -> None:
    """Enter on a focused button posts the pressed event a click would post."""
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    key(app, pygame.K_TAB, frames=1)
    button = focused(app)
    got: list[pygame.event.Event] = []
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                         scancode=0))
    for event in pygame.event.get():
        app.focus.handle_event(event, app.gui)
    got = [e for e in pygame.event.get() if e.type == pygame_gui.UI_BUTTON_PRESSED]
    assert len(got) == 1 and got[0].ui_element is button


def test_whose_turn_and_made_or_missed_are_written_not_only_coloured(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    import ui.scenes.score_sheet as sheet_module
    import ui.table.plates as plates_module
    written: list[str] = []

    def recording(original: Any) -> Any:
        def draw_text(value: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            written.append(value)
            return original(value, *args, **kwargs)
        return draw_text

    monkeypatch.setattr(plates_module, "text", recording(plates_module.text))
    monkeypatch.setattr(sheet_module, "text", recording(sheet_module.text))
    table = TableScene(app, fixed_rules(preset("oh-pshaw"), 3, rounds=2),
                       ["human", "easy", "easy", "easy"], 6)
    app.scenes.replace(table)
    for _ in range(3000):
        if isinstance(top(app), ScoreSheet):
            break
        if table.human_turn:
            written.clear()
            table.still.forget()  # the table's still picture is drawn again whole
            app.step(0.0)
            assert "▶ " + table.look.names[table.me] in written  # "you are to act", in words
            table.apply(table.game.legal_actions()[0])
        app.step(0.0)
    sheet = top(app)
    assert isinstance(sheet, ScoreSheet)
    written.clear()
    app.step(0.0)
    first = sheet.rows[0]
    for seat in range(4):
        made = first.bids[seat] == first.won[seat]
        mark = "✓" if made else "✗"
        assert f"{mark} {first.bids[seat]}/{first.won[seat]}" in written
    leader = max(sheet.rows[-1].totals)
    assert f"★ {leader}" in written


def test_the_keys_list_wraps_long_lines_at_the_english_size(app: App) -> None:
    """F1 at a table in every language and window: the text is as large as in English (what
    a key does wraps instead of shrinking) and every line stands inside its column and the
    box, apart from every other line."""
    from ui.scenes.keys import keys_for, lay_out
    from ui.words.i18n import set_language
    table = TableScene(app, preset("oh-pshaw"), ["human", "easy", "easy", "easy"], 4)
    app.scenes.replace(table)
    app.step(0.0)
    wrapped = 0
    try:
        for window in ((1024, 640), (1280, 800), (1920, 1080), (3840, 2160)):
            sizes = {}
            for code in ("en", "de", "nl", "it"):
                set_language(code)
                sheet = lay_out(KeysOverlay(app, keys_for(table)).columns(), window)
                sizes[code] = sheet.size
                screen = pygame.Rect((0, 0), window)
                assert screen.contains(sheet.box), (code, window)
                for cell in sheet.cells:
                    assert sheet.box.contains(cell.rect), (code, window, cell.words)
                    assert any(column.contains(cell.rect) for column in sheet.columns), \
                        (code, window, cell.words)
                rects = [cell.rect for cell in sheet.cells]
                for i, rect in enumerate(rects):
                    assert rect.collidelist(rects[i + 1:]) == -1, (code, window, sheet.cells[i].words)
                words = [cell.words for cell in sheet.cells if not cell.key]
                wrapped += len(words) > len(table.keymap().rows())
            assert len(set(sizes.values())) == 1, (window, sizes)
    finally:
        set_language("en")
    assert wrapped  # some language needed a second line somewhere
