"""The statistics screen looks laid out on purpose for every history a player can make: a
player's first games take slots of their final width from the left of the picture (the
empty ones say the next games go there), not a few bars crowded in the middle of a wide
frame; and the table's figures take a card no taller than they need beside the players,
the picture as wide as what is left; the bars, on a card of their own beside the picture,
take a card no taller than they need; and a bar's figure stays inside the picture, clear of
its bottom line."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import shutil
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pygame
import pytest

from bot_runtime.worker import InlineWorker
from saves import paths
from saves.history import GameLine, History
from tests.histories import HISTORIES, add
from ui.app import App
from ui.core.settings import Settings
from ui.scene import Scene
from ui.scenes.statistics import StatsScene
from ui.widgets.stats_chart import LINE, SLOTS, dot_radius, draw_chart


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1280, 800), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    yield application
    application.scenes.replace(Scene(application))


def _game(i: int, points: int, rounds: int = 5) -> GameLine:
    return GameLine(f"2026-03-{1 + i % 28:02d}T20:00:00", "oh-pshaw", rounds, points, rounds // 2, i % 3 == 0)


@pytest.mark.parametrize("count", [1, 2, 3, SLOTS, SLOTS + 5, 20])
def test_games_take_slots_of_one_width_from_the_left(app: App, count: int) -> None:
    surface = pygame.Surface((1200, 300))
    rect = pygame.Rect(20, 10, 1160, 280)
    games = [_game(i, 10 * (i % 4) - 5) for i in range(count)]
    slots = draw_chart(surface, rect, games, 16, app.gui)
    assert len(slots) == count
    width = slots[0].width
    assert all(abs(slot.width - width) <= 1 for slot in slots)
    assert all(abs(b.left - a.right) <= 1 for a, b in pairwise(slots))  # side by side
    assert slots[0].left - rect.left < width  # the first game at the left, not in the middle
    if count >= SLOTS:  # the slots fill the plot
        assert slots[-1].right >= rect.right - 3 * width
    else:  # one game is as wide as one of ten
        assert width * SLOTS <= rect.width


@pytest.mark.parametrize("games", [[_game(0, 7)], [_game(0, 6), _game(1, 6), _game(2, 6)],
                                   [_game(0, 0, rounds=0), _game(1, 9)], [_game(0, -12)]],
                         ids=["one", "all equal", "stopped and one", "below zero"])
def test_few_games_draw_inside_their_frame(app: App, games: list[GameLine]) -> None:
    surface = pygame.Surface((900, 300))
    surface.fill((1, 2, 3))
    rect = pygame.Rect(50, 20, 800, 260)
    slots = draw_chart(surface, rect, games, 16, app.gui)
    assert slots and all(rect.contains(slot) for slot in slots)
    outside = [surface.get_at((x, y))[:3] for x in range(0, 900, 7) for y in (5, 295)]
    assert set(outside) == {(1, 2, 3)}  # nothing drawn past the frame


def _open(app: App, history: str, tmp_path: Path) -> StatsScene:
    records = HISTORIES[history]()
    path = tmp_path / "history.sqlite3"
    with History(path) as kept:
        add(kept, records)
    target = paths.history_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(path, target)
    stats = StatsScene(app)
    app.scenes.replace(stats)
    app.step(0.0)
    return stats


@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
@pytest.mark.parametrize("history", ["one game", "stopped at once", "all equal", "all zero", "all negative"])
def test_the_cards_meet_in_a_grid_and_hold_their_figures(app: App, history: str, tmp_path: Path,
                                                         size: tuple[int, int]) -> None:
    app.resize(size)
    stats = _open(app, history, tmp_path)
    report = stats.report()
    assert report is not None and stats.list is not None
    cards = [stats.table_box, stats.list.rect, stats.chart_box]
    if stats.groups_box is not None:
        cards.append(stats.groups_box)
    window = pygame.Rect((0, 0), app.size)
    for i, a in enumerate(cards):
        assert window.contains(a)
        assert not any(a.colliderect(b) for b in cards[i + 1:])
    assert stats.table_box.top == stats.list.rect.top
    assert stats.table_box.height == stats.list.rect.height  # one row of two cards
    left_bottom = (stats.groups_box or stats.table_box).bottom
    if stats.groups_box is None:  # the picture takes the whole width under them
        assert stats.chart_box.left == stats.table_box.left and stats.chart_box.right == stats.list.rect.right
    groups = stats._groups(report.table)
    if stats.groups_box is not None:  # beside the picture, from its top, as tall as the bars need
        assert stats.groups_box.top == stats.chart_box.top and left_bottom <= stats.chart_box.bottom
        assert stats.groups_box.height == min(stats._groups_card_height(groups), stats.chart_box.height)
    room = stats.table_box.height if stats.groups_box is None else \
        stats.table_box.height + stats.groups_box.height
    assert stats._figures_height(report.table) + stats._groups_height(groups) <= room  # all shown


def test_no_history_says_so_on_one_card(app: App, tmp_path: Path) -> None:
    stats = _open(app, "no game", tmp_path)
    assert stats.report() is None


def _loss_ink(colour: pygame.Color) -> bool:
    """A loss's red (a bar or its figure, smoothed or not) on the dark test ground."""
    return colour.r > 60 and colour.g < 0.65 * colour.r and colour.b < 0.65 * colour.r


def _gain_ink(colour: pygame.Color) -> bool:
    """A gain's gold (a bar, its figure or a game's ★)."""
    return colour.r > 60 and colour.g > 0.7 * colour.r and colour.b < 0.55 * colour.r


@pytest.mark.parametrize("size", [(900, 300), (1900, 640)])
@pytest.mark.parametrize("points", [[-10, -18, -4], [-19], [-20, -3, 5, 0], [12, 18, 19], [-18, 19]])
def test_a_bars_figure_stays_inside_the_picture_clear_of_its_bottom_line(
        app: App, points: list[int], size: tuple[int, int]) -> None:
    surface = pygame.Surface(size)
    surface.fill((1, 2, 3))
    rect = surface.get_rect().inflate(-40, -20)
    games = [GameLine(f"2026-03-0{1 + i}T20:00:00", "oh-seven", 5, p, 0, False)  # no ★: it may stand
             for i, p in enumerate(points)]                                         # over the top line
    font = round(size[1] / 19)
    slots = draw_chart(surface, rect, games, font, app.gui)
    top, bottom = slots[0].top, slots[0].bottom  # the 100 % and the 0 % line
    clear = dot_radius(font) + 1  # an accuracy dot's radius and a pixel
    inside = range(slots[0].left, slots[-1].right)
    assert not [(x, y) for y in range(bottom - clear, bottom + 1) for x in inside
                if _loss_ink(surface.get_at((x, y)))]  # no loss's figure down on the 0 % line
    assert not [(x, y) for y in range(top - font // 2, top) for x in inside
                if _gain_ink(surface.get_at((x, y)))]  # no gain's figure over the 100 % line
    assert any(_loss_ink(surface.get_at((x, y))) for x in inside for y in range(top, bottom)) == \
        any(p < 0 for p in points)  # the test sees the bars


def test_an_accuracy_dot_inside_a_bar_stands_out_in_a_dark_ring(app: App) -> None:
    """A game's bid-accuracy dot that falls inside its own bar (a loss of the whole scale, half
    the bids made) is drawn over it in a dark ring, not lost in the bar's colour."""
    surface = pygame.Surface((900, 400))
    surface.fill((1, 2, 3))
    rect = pygame.Rect(20, 20, 860, 360)
    games = [GameLine("2026-03-01T20:00:00", "oh-pshaw", 4, -80, 2, False)]
    size = 16
    slots = draw_chart(surface, rect, games, size, app.gui)
    centre = (slots[0].centerx, round(slots[0].bottom - 0.5 * slots[0].height))
    radius = dot_radius(size)
    assert radius >= size // 4
    bar = surface.get_at((centre[0], centre[1] - 3 * radius))
    assert bar[0] > 150  # the red bar is under the dot
    assert surface.get_at(centre)[:3] == LINE
    ring = [surface.get_at((centre[0] + dx, centre[1] + dy)) for dx in range(-radius, radius + 1)
            for dy in range(-radius, radius + 1) if radius - 1 <= (dx * dx + dy * dy) ** 0.5 <= radius]
    dark = [c for c in ring if max(c[:3]) < 60]
    assert len(dark) >= len(ring) // 2  # a dark ring all round it, on the bar


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("lang", ["en", "de", "nl", "it"])
def test_the_players_headings_keep_a_gap_between_them(app: App, tmp_path: Path, lang: str,
                                                       size: tuple[int, int]) -> None:
    """The headings over the players' figures, in every language and window, stand apart:
    side by side lines of two headings keep at least half a text size between them."""
    from ui.words.i18n import set_language
    app.resize(size)
    set_language(lang)
    try:
        stats = _open(app, "one game", tmp_path)
        assert stats.list is not None
        lines = stats.list.heading_lines()
        assert len(lines) >= len(stats.list.heads)
        gap = stats.list.head_size // 2
        for i, (words, a) in enumerate(lines):
            assert stats.list.rect.contains(a), words
            for other, b in lines[i + 1:]:
                if a.top < b.bottom and b.top < a.bottom:  # beside each other
                    assert a.inflate(2 * gap, 0).colliderect(b) is False, (words, other)
    finally:
        set_language("en")


def test_the_pictures_heading_names_the_player_without_a_label() -> None:
    """Over the picture: "Your last 12 games" for the person at this computer (their default
    name in any language), "Basil's last 12 games" for anyone else; never "You: …"."""
    from ui.scenes.statistics import chart_heading
    from ui.words.i18n import set_language
    try:
        set_language("de")
        assert chart_heading("You", 12) == "Deine letzten 12 Spiele"
        assert chart_heading("Du", 1) == "Dein letztes Spiel"
        assert chart_heading("Basil", 12) == "Die letzten 12 Spiele von Basil"
        set_language("en")
        assert chart_heading("Jij", 3) == "Your last 3 games"
        assert chart_heading("Basil", 3) == "Basil's last 3 games"
        assert not any(":" in chart_heading(name, 5) for name in ("You", "Basil"))
    finally:
        set_language("en")


def _six_players(app: App, tmp_path: Path) -> StatsScene:
    """The statistics of a few whole games of six players (figures such as "2 (67%)")."""
    from devtools.screenshots.saves import played
    records = [played(rules, players, seed, None).record()
               for rules, players, seed in (("oh-pshaw", 6, 1), ("oh-hell", 6, 2), ("oh-pshaw", 6, 3))]
    HISTORIES["six players"] = lambda: records
    try:
        return _open(app, "six players", tmp_path)
    finally:
        del HISTORIES["six players"]


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_figure_or_heading_of_the_players_is_cut(tmp_path: Path, lang: str, size: tuple[int, int],
                                                     scale: float) -> None:
    """At every text size and window, each figure and each heading's lines stand whole in their
    column (a heading wraps, the least telling columns are left out), never ending in "…"."""
    from ui.core.fonts import font
    from ui.widgets.row_list import _lines
    from ui.words.i18n import set_language
    set_language(lang)
    application = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant", ui_scale=scale,
                                                                            language=lang))
    try:
        stats = _six_players(application, tmp_path)
        listing = stats.list
        assert listing is not None and len(listing.rows) == 6
        assert len(listing.heads) >= 5  # the player, games, wins, points and bids made at least
        pad = round(listing.size * 0.8)
        lefts = listing._lefts(pad)
        for i, head in enumerate(listing.heads):
            room = listing._head_width(i, lefts, pad)
            lines = _lines(head, listing.head_size, room)
            assert len(lines) <= listing.head_lines, head
            assert all(font(listing.head_size).size(line)[0] <= room for line in lines), head
        for row in listing.rows:
            for i, cell in enumerate(row.cells):
                assert font(listing.size, i == 0).size(cell)[0] <= listing._width(i, lefts, pad), cell
        assert [words for words, _at in listing.heading_lines() if "…" in words] == []
    finally:
        set_language("en")
        application.scenes.replace(Scene(application))


def test_a_first_game_of_six_shows_every_player_and_each_heading_says_what_it_counts(
        app: App, tmp_path: Path) -> None:
    """At 1280x800 every player of the first games is in view, and hovering a figure's heading
    shows a tip, in every language, that is not the heading itself."""
    from ui.words.i18n import set_language
    stats = _six_players(app, tmp_path)
    assert stats.list is not None and stats.list.shown >= 6 and stats.more_rows() == 0
    tips = stats.heading_tips()
    assert len(tips) == len(stats.list.heads) - 1 == len(stats.shown)
    surface = pygame.Surface(app.size)
    rect, _words = tips[-1]
    before = surface.copy()
    stats._heading_tip(surface, rect.center)
    above = pygame.Rect(rect.left, rect.top - 20, rect.width, 20)
    assert any(surface.get_at(p) != before.get_at(p) for p in
               ((x, y) for x in range(above.left, above.right, 3) for y in range(above.top, above.bottom, 3)))
    try:
        for lang in ("en", "de", "nl", "it"):
            set_language(lang)
            said = [words for _rect, words in stats.heading_tips()]
            assert len(set(said)) == len(said) and all(len(w) > 20 and not w.startswith("statistics.")
                                                       for w in said)
    finally:
        set_language("en")


def test_players_below_the_list_are_announced(tmp_path: Path) -> None:
    """Where the list cannot show every player, the number out of view is written under it."""
    application = App((1024, 640), worker_factory=InlineWorker,
                      settings=Settings(speed="instant", ui_scale=2.0))
    try:
        stats = _six_players(application, tmp_path)
        assert stats.list is not None and stats.list.shown < 6
        assert stats.more_rows() == 6 - stats.list.shown
        stats.list.select(5)
        assert stats.more_rows() == 0
    finally:
        application.scenes.replace(Scene(application))
