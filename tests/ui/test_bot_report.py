"""Reporting a bot's blunder from the window: B or the ⚑ beside the trick at the table and in
the review asks for a word and writes a case file in the data folder, says where, and
``bench bots --cases`` reads it back. Headless (dummy video and audio)."""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from bot_runtime.analysis import InlineAnalyst
from bot_runtime.worker import InlineWorker
from devtools.bots.cases import format_cases, replay_folder
from game.actions import Bid
from game.analysis import Judge
from game.bots import make_bot
from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves.cases import cases_dir, read_case
from saves.finished import Finished
from saves.text import display_path
from ui.app import App
from ui.core.settings import CARD_SIZES, Settings
from ui.review.scene import ReviewScene
from ui.scenes.case_dialog import CaseDialog
from ui.table.bid_banner import panel_notes
from ui.table.bid_line import BidLine
from ui.table.layout import TableLayout
from ui.table.ring import CARD_RATIO, TRICK_TURN
from ui.table.scene import TableScene
from ui.table.seating import glow_reach
from ui.widgets.bot_report import flag_button
from ui.widgets.choice_panel import Choice, ChoicePanel
from ui.words.i18n import _ as words
from ui.words.i18n import set_language


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1280, 800), worker_factory=InlineWorker, settings=Settings(speed="instant"),
                      analyst_factory=lambda: InlineAnalyst(Judge(4, 6)))
    yield application
    while application.scenes.stack:
        application.scenes.pop()


def press(app: App, key: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0))
    app.step(0.0)
    app.step(0.0)


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(0.0)
    app.step(0.0)


def table_with_bots_decided(app: App) -> TableScene:
    """A table where the human (seat 0) is to act and a bot has decided before."""
    table = TableScene(app, preset("oh-pshaw").replace(max_hand=3), ["human", "hard", "normal", "easy"], 3)
    app.scenes.replace(table)
    helper = make_bot("normal", 1)
    for _ in range(400):
        if table.human_turn and any(seat != 0 for seat, _ in table.game.log):
            return table
        if table.human_turn:
            table.apply(helper.choose(table.game.view(0)))
        app.step(0.0)
    raise AssertionError("the bots never decided before the human's turn")


def test_b_at_the_table_writes_the_bot_s_last_decision_and_says_where(app: App) -> None:
    table = table_with_bots_decided(app)
    seat, action = next((s, a) for s, a in reversed(table.game.log) if s != 0)
    press(app, pygame.K_b, "b")
    dialog = app.scenes.top
    assert isinstance(dialog, CaseDialog) and dialog.entry is not None
    dialog.entry.set_text("it should have bid more")
    click(app, dialog.buttons["ok"].rect.center)
    assert app.scenes.top is table
    written = list(cases_dir().glob("*.json"))
    assert len(written) == 1
    case = read_case(written[0])
    assert (case.seat, case.played, case.word) == (seat, action, "it should have bid more")
    assert case.level == table.seats[seat]
    assert case.game().log == table.game.log[:len(case.game().log)]
    assert str(written[0].parent) in table.look.message
    results = replay_folder(cases_dir(), levels=("easy", "normal"))
    assert len(results) == 1 and not results[0].problem
    assert results[0].played == str(action) and set(results[0].choices) == {"easy", "normal"}
    assert str(action) in results[0].prices
    assert "it should have bid more" in format_cases(results, ("easy", "normal"))


def test_the_flag_with_the_corner_buttons_opens_the_report_and_cancel_writes_nothing(app: App) -> None:
    app.settings.report_button = True
    table = table_with_bots_decided(app)
    flag = table.corner["flag"]
    lay = table.layout
    hint = pygame.Rect(lay.corner_rects()["hint"])
    assert flag.rect.right < hint.left and flag.rect.centery == hint.centery  # left of the row
    assert not any(flag.rect.colliderect(pygame.Rect(r)) for r in lay.corner_rects().values())
    click(app, flag.rect.center)
    assert isinstance(app.scenes.top, CaseDialog)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    assert not cases_dir().exists() or not list(cases_dir().glob("*.json"))


def test_a_table_of_humans_has_no_flag(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["human", "human", "human"], 3)
    app.scenes.replace(table)
    app.step(0.0)
    assert "flag" not in table.corner
    table.commands.report_bot()
    assert not isinstance(app.scenes.top, CaseDialog)
    assert table.look.message == "No bot has decided anything yet"


def test_b_in_the_review_reports_the_bot_decision_shown(app: App, tmp_path: Path) -> None:
    match = play_match(preset("oh-pshaw").replace(max_hand=2), ["normal"] * 3, 8)
    finished = Finished(to_record(match.game, match.players), match.game,
                        tuple(p.name for p in match.players))
    app.nav.review(finished, None, app.nav.menu)
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    review.go(4)
    seat, action = match.game.log[4]
    press(app, pygame.K_b, "b")
    dialog = app.scenes.top
    assert isinstance(dialog, CaseDialog)
    click(app, dialog.buttons["ok"].rect.center)
    assert app.scenes.top is review
    case = read_case(next(cases_dir().glob("*.json")))
    assert (case.seat, case.played, case.word) == (seat, action, "")
    assert case.game().log == match.game.log[:4]
    assert "cases" in review.message
    assert "flag" not in review.buttons  # the ⚑ only when Settings show it; B reports anyway


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("cards", ["medium", "large", "xlarge"])
def test_the_flag_and_its_key_keep_off_every_trick_card(size: tuple[int, int], players: int,
                                                         cards: str) -> None:
    """Each seat's trick card, turned as far as a trick card turns and lit by the winning
    glow, never reaches the ⚑ nor the B written under it."""
    lay = TableLayout.compute(size, players, 0, CARD_SIZES[cards])
    x, y, d, _d = lay.flag_rect()
    flag = pygame.Rect(x, y, d, round(d * 1.6))  # the key under it
    w, turn = lay.trick_w, math.radians(TRICK_TURN)
    h = w * CARD_RATIO
    half_w = (w * math.cos(turn) + h * math.sin(turn)) / 2 + glow_reach(w)
    half_h = (h * math.cos(turn) + w * math.sin(turn)) / 2 + glow_reach(w)
    for seat in lay.seats:
        cx, cy = seat.trick
        card = pygame.Rect(round(cx - half_w), round(cy - half_h), round(2 * half_w), round(2 * half_h))
        assert not card.colliderect(flag), (seat, card, flag)
    # with the corner buttons, off every seat's plate, pile and fan, inside the window
    assert pygame.Rect((0, 0), size).contains(flag)
    for spot in lay.seats:
        parts = [lay.plate_rect(spot.seat), lay.pile_box(spot.seat)]
        if spot.seat != lay.me:
            parts.append(lay.fan_box(spot.seat))
        assert not any(flag.colliderect(pygame.Rect(*map(round, box))) for box in parts), spot


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_bid_panel_covers_no_corner_button(app: App, size: tuple[int, int], scale: float) -> None:
    """The bid panel, with 0 to 15 bids to offer, its title and the running bid line in English
    and German, at 100, 150 and 200 % text, covers neither the ⚑ nor the corner buttons, nor
    the keys written under them, at small and the largest cards."""
    app.resize(size)
    app.settings.ui_scale = scale
    app.apply_settings()
    try:
        for code in ("en", "de"):
            set_language(code)
            said = BidLine(words("table.bid_of", total=12, tricks=13),
                           words("table.dealer_may_not_bid", name="Dmitri", bid=2), "hook")
            notes = panel_notes(said, app.gui_scale, False)
            for card in ("small", "xlarge"):
                for players in (3, 7):
                    lay = TableLayout.compute(size, players, 0, CARD_SIZES[card], scale)
                    flag = flag_button(pygame.Rect(lay.flag_rect()), app.gui, "")
                    under = lay.key_hint_size + 4  # the key written under each
                    corner = [pygame.Rect(x, y, d, d + under) for x, y, d, _d in lay.corner_rects().values()]
                    corner.append(flag.rect.inflate(0, 2 * under).move(0, under))
                    flag.kill()
                    for bids in range(16):
                        choices = [Choice(str(n), Bid(n)) for n in range(bids + 1)]
                        panel = ChoicePanel(app.gui, size, words("table.your_bid"), choices,
                                            lay.panel_bottom, notes)
                        where = (code, card, players, bids, panel.panel.rect)
                        assert panel.panel.rect.collidelist(corner) == -1, where
                        assert pygame.Rect((0, 0), size).contains(panel.panel.rect), where
                        panel.kill()
    finally:
        set_language("en")


def press_typing(app: App, key: int, typed: str) -> None:
    """A key as the system sends it: the key, the text it types, the key let go."""
    for event in (pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=typed, scancode=0),
                  pygame.event.Event(pygame.TEXTINPUT, text=typed),
                  pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=typed, scancode=0)):
        pygame.event.post(event)
    app.step(0.0)
    app.step(0.0)


def test_b_opens_the_report_without_typing_b_into_it_and_the_next_b_is_typed(app: App) -> None:
    table_with_bots_decided(app)
    press_typing(app, pygame.K_b, "b")
    dialog = app.scenes.top
    assert isinstance(dialog, CaseDialog) and dialog.entry is not None
    assert dialog.entry.get_text() == ""
    press_typing(app, pygame.K_b, "b")  # typed in the dialog: a word may hold a b
    press_typing(app, pygame.K_a, "a")
    assert dialog.entry.get_text() == "ba"


def test_b_in_the_review_opens_the_report_without_typing_b_into_it(app: App) -> None:
    match = play_match(preset("oh-pshaw").replace(max_hand=2), ["normal"] * 3, 8)
    finished = Finished(to_record(match.game, match.players), match.game,
                        tuple(p.name for p in match.players))
    app.nav.review(finished, None, app.nav.menu)
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    review.go(4)
    press_typing(app, pygame.K_b, "b")
    dialog = app.scenes.top
    assert isinstance(dialog, CaseDialog) and dialog.entry is not None
    assert dialog.entry.get_text() == ""


def test_the_flag_shows_only_when_settings_ask_for_it_and_b_reports_anyway(app: App) -> None:
    table = table_with_bots_decided(app)
    assert not app.settings.report_button and "flag" not in table.corner  # the default: no ⚑
    press_typing(app, pygame.K_b, "b")
    assert isinstance(app.scenes.top, CaseDialog)
    press(app, pygame.K_ESCAPE)
    app.settings.report_button = True  # as the settings screen's switch sets it, over the table
    app.step(0.0)
    flag = table.corner["flag"]
    assert flag.visible and pygame.Rect((0, 0), app.size).contains(flag.rect)
    click(app, flag.rect.center)
    assert isinstance(app.scenes.top, CaseDialog)
    press(app, pygame.K_ESCAPE)
    app.settings.report_button = False
    app.step(0.0)
    assert "flag" not in table.corner and not flag.alive()


def test_the_settings_screen_has_the_switch_for_the_flag(app: App) -> None:
    from ui.scenes.settings import SettingsScene
    page = SettingsScene(app)
    app.scenes.replace(page)
    app.step(0.0)
    assert page.form is not None and "report_button" in page.form.controls
    assert page.form.labels["report_button"].text == words("settings.report_button")


@pytest.mark.parametrize("lang", ["en", "de", "nl", "it"])
@pytest.mark.parametrize(("size", "scale"), [((1024, 640), 2.0), ((1280, 800), 1.0), ((1920, 1080), 1.5)])
def test_the_report_says_what_it_is_and_where_it_goes_in_full(app: App, lang: str, size: tuple[int, int],
                                                              scale: float) -> None:
    """The dialog names the folder the file goes to and says nothing is sent, all of it shown
    (no line cut short), at small windows with large text too."""
    set_language(lang)
    try:
        app.resize(size)
        app.settings.ui_scale = scale
        app.apply_settings()
        table_with_bots_decided(app)
        press_typing(app, pygame.K_b, "b")
        dialog = app.scenes.top
        assert isinstance(dialog, CaseDialog)
        folder = display_path(cases_dir())
        assert folder in dialog.hint
        shown = " ".join(dialog.lines().hint_lines)
        assert "…" not in shown and "".join(shown.split()) == "".join(dialog.hint.split())
        box = dialog.box()
        assert pygame.Rect((0, 0), size).contains(box)
        for button in dialog.buttons.values():
            assert box.contains(button.rect)
    finally:
        set_language("en")
