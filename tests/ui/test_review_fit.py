"""The review reads whole in every language at the usual window sizes: no text it draws
(its title, the score sheet's headings and cells, the decision's caption, options and
verdict, the name plates) is cut with "…"; the plates' bid line is as large as the table's
own at that window size; the sheet tells each player's bid and tricks of every round passed,
its points too where they fit and always in the row's tip; the options' points and chance
say what they are when the pointer rests on them.

Headless; one short game, judged once in this process with a small budget."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from bot_runtime.worker import InlineWorker
from devtools.screenshots.review import RememberingAnalyst
from game.analysis import Judge
from game.analysis.decisions import Kind
from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves.finished import Finished
from ui.app import App
from ui.cards import ink
from ui.core.fonts import set_ui_scale
from ui.core.settings import Settings
from ui.review import figure_tips, panels, scene
from ui.review.scene import ReviewScene
from ui.review.sheet import round_tip, sheet_rows
from ui.review.steps import Steps
from ui.table import plates
from ui.table.layout import TableLayout
from ui.table.plates import info_text, plate_parts
from ui.table.presenter import TableModel
from ui.widgets import row_list
from ui.words.i18n import LANGUAGES, _, set_language

SIZES = [(1280, 800), (1920, 1080), (3840, 2160)]


def _finished(players: int, seed: int, max_hand: int = 5) -> Finished:
    match = play_match(preset("oh-pshaw").replace(max_hand=max_hand), ["normal"] * players, seed)
    return Finished(to_record(match.game, match.players), match.game,
                    tuple(p.name for p in match.players))


@pytest.fixture
def opened() -> Iterator[Callable[[tuple[int, int], str], ReviewScene]]:
    """Opens the review of one short game at a window size, in a language, judged."""
    apps: list[App] = []

    def open_review(size: tuple[int, int], lang: str, players: int = 4, scale: float = 1.0) -> ReviewScene:
        settings = Settings(speed="instant", language=lang, ui_scale=scale)
        app = App(size, worker_factory=InlineWorker, settings=settings,
                  analyst_factory=lambda: RememberingAnalyst(Judge(2, 3)))
        apps.append(app)
        app.nav.review(_finished(players, 3), None, app.nav.menu)
        review = app.scenes.top
        assert isinstance(review, ReviewScene)
        while not review.looking.done:
            app.step(0.0)
        return review

    yield open_review
    for app in apps:
        while app.scenes.stack:
            app.scenes.pop()
    set_language("en")
    set_ui_scale(1.0)


def _decision(review: ReviewScene, kind: Kind) -> int:
    """The first decision of ``kind`` the analysis weighed, with options to show."""
    for position in range(review.steps.end):
        rating = review.looking.rating(position)
        if rating is not None and rating.kind is kind and rating.estimates:
            return position
    raise AssertionError(f"no {kind} judged")


def _drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, object]]:
    """Every text the review draws from now on (its side, its sheet, the plates): the words,
    their size and the module that drew them."""
    seen: list[tuple[str, int, object]] = []

    def noting(original: Callable[..., pygame.Surface], module: object) -> Callable[..., pygame.Surface]:
        def drawn(value: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
            seen.append((value, size, module))
            return original(value, size, *args, **kwargs)
        return drawn

    for module in (panels, scene, row_list, plates):
        monkeypatch.setattr(module, "text", noting(module.text, module))
    monkeypatch.setattr(row_list, "suited_text", noting(ink.suited_text, row_list))
    return seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_nothing_on_the_review_is_cut_and_the_plates_read_as_on_the_table(
        opened: Callable[..., ReviewScene], monkeypatch: pytest.MonkeyPatch, lang: str,
        size: tuple[int, int]) -> None:
    review = opened(size, lang)
    app = review.app
    whole = TableLayout.compute(app.size, len(review.names), review.viewer,
                                app.settings.card_height, app.settings.ui_scale)
    assert review.look.plates_like == whole  # the plates are laid out against the window's table
    for kind in (Kind.PLAY, Kind.BID):
        review.go(_decision(review, kind))
        drawn = _drawn(monkeypatch)
        app.step(0.0)
        cut = [words for words, _size, _module in drawn if "…" in words]
        assert drawn and not cut, (kind, cut)
        on_plates = {(words, size) for words, size, module in drawn if module is plates}
        for seat in range(len(review.names)):
            there = plate_parts(review.model, whole, seat, review.names[seat],
                                seat == review.look.to_act).info
            if there is not None:  # drawn on the review's plate as large, in words or figures
                said = {info_text(review.model, seat), info_text(review.model, seat, terse=True)}
                assert any(words in said and size >= there.size for words, size in on_plates), \
                    (kind, seat, there, on_plates)


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_plate_on_a_narrower_table_is_never_smaller_than_on_the_windows_own(
        lang: str, size: tuple[int, int], players: int) -> None:
    """The review's table is the window less its side: its plates are narrower. Their bid line
    keeps the size the table's plates have (the score beside the name, or the figures
    alone), whatever the bids, tricks and scores."""
    pygame.init()
    set_language(lang)
    try:
        w, h = size
        side = max(360, min(round(h * 0.54), round(w * 0.31)))
        whole = TableLayout.compute(size, players, 0)
        narrow = TableLayout.compute((w - side, h), players, 0)
        assert narrow.plate_size[0] < whole.plate_size[0]
        for bid, won, total in ((3, 0, 82), (10, 10, 103), (1, 12, -240)):
            model = TableModel(players)
            model.round_number, model.hand_size, model.dealer = 11, 13, 1
            model.totals, model.bids, model.piles = [total] * players, [bid] * players, [won] * players
            for seat in range(players):
                there = plate_parts(model, whole, seat, "Dmitri", seat == 2).info
                here = plate_parts(model, narrow, seat, "Dmitri", seat == 2, whole).info
                assert there is not None and here is not None
                assert not here.text.endswith("…") and here.size >= there.size, (here, there)
    finally:
        set_language("en")


def test_the_sheet_tells_bids_and_tricks_with_the_points_in_the_cells_or_the_tip(
        opened: Callable[..., ReviewScene]) -> None:
    """At 1280×800 four players' cells hold ``bid/won points``; seven players' hold
    ``bid/won`` (the points would not fit); every passed round's tip says all of it."""
    for players, full in ((4, True), (7, False)):
        review = opened((1280, 800), "en", players)
        game = review.steps.game
        review.go(review.steps.end)
        review.app.step(0.0)
        assert review.sheet is not None
        for index, (rnd, row) in enumerate(zip(game.rounds, review.sheet.rows, strict=True)):
            bids = {b.seat: b.tricks for b in rnd.bids}
            assert rnd.scores is not None
            for seat, cell in enumerate(row.cells[2:]):
                said = f"{bids[seat]}/{rnd.tricks_won[seat]}"
                assert cell == (f"{said} {rnd.scores[seat]}" if full else said), (players, cell)
            tip = round_tip(game, review.current, index, review.names).split("\n")
            assert len(tip) == players + 1
            for seat, line in enumerate(tip[1:]):
                assert line.startswith(review.names[seat]) and f"bid {bids[seat]}, " in line
                assert f"won {rnd.tricks_won[seat]}:" in line and f"{rnd.totals[seat]} in all" in line
                assert f": {rnd.scores[seat]} point" in line


def test_a_round_not_yet_passed_has_no_tip() -> None:
    game = play_match(preset("oh-pshaw").replace(max_hand=3), ["normal"] * 4, 7).game
    steps = Steps(game)
    shown = steps.game_at(steps.round_start(2))
    assert round_tip(game, shown, 0, ("A", "B", "C", "D"))  # round 1 is passed
    assert round_tip(game, shown, 1, ("A", "B", "C", "D")) == ""  # round 2 is being played
    assert round_tip(game, shown, 2, ("A", "B", "C", "D")) == ""
    assert all("/" not in cell for cell in sheet_rows(game, shown, 14, 10**4)[2].cells[2:])


def test_the_options_points_and_chance_say_what_they_are_under_the_pointer(
        opened: Callable[..., ReviewScene], monkeypatch: pytest.MonkeyPatch) -> None:
    review = opened((1280, 800), "de")
    review.go(_decision(review, Kind.PLAY))
    said: list[str] = []
    original = figure_tips.draw_tip

    def noting(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        said.append(words)
        return original(surface, words, *args, **kwargs)

    monkeypatch.setattr(figure_tips, "draw_tip", noting)
    review.app.step(0.0)
    assert said == []  # nothing under the pointer: no tip
    heads = {_("review.column_points"): "review.tip.options_points",
             _("review.column_chance"): "review.tip.options_chance"}
    for head, key in heads.items():
        spot = next(rect for rect, words in review.spots if words == _(key))
        review.pointer = (spot.centerx, spot.top + 3)  # on the heading
        said.clear()
        review.app.step(0.0)
        assert said == [_(key)], (head, said)
        review.pointer = (spot.centerx, spot.bottom - 3)  # on the last option's figure
        said.clear()
        review.app.step(0.0)
        assert said == [_(key)]
    review.go(review.steps.end)  # every round passed: each line of the sheet has its tip
    review.app.step(0.0)
    assert review.sheet is not None
    row = review.sheet.row_rect(0)
    assert row is not None
    review.pointer = row.center
    said.clear()
    review.app.step(0.0)
    assert said == [round_tip(review.steps.game, review.current, 0, review.names)] and said[0]


@pytest.mark.parametrize("players", [4, 7])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=["1280x800", "1024x640"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_with_large_text_no_cell_or_heading_of_the_sheet_is_cut(
        opened: Callable[..., ReviewScene], monkeypatch: pytest.MonkeyPatch, lang: str,
        size: tuple[int, int], players: int) -> None:
    """At 100, 150 and 200 % text every round passed shows each player's bid and tricks whole,
    and every heading reads without "…": a name too wide for its column shows its start, the
    whole name in the heading's tip; the rounds still to come say that they fill in."""
    for scale in (1.0, 1.5, 2.0):
        review = opened(size, lang, players, scale)
        review.go(review.steps.end)
        drawn = _drawn(monkeypatch)
        review.app.step(0.0)
        assert review.sheet is not None
        on_sheet = [words for words, _size, module in drawn if module is row_list]
        assert on_sheet and not [words for words in on_sheet if "…" in words], (scale, on_sheet)
        game = review.steps.game
        for rnd, row in zip(game.rounds, review.sheet.rows, strict=True):
            bids = {b.seat: b.tricks for b in rnd.bids}
            for seat, cell in enumerate(row.cells[2:]):
                said = f"{bids[seat]}/{rnd.tricks_won[seat]}"
                assert cell.split()[0] == said, (scale, cell)
        heads = review.sheet.heads[2:]
        for name, head in zip(review.names, heads, strict=True):
            assert head and name.startswith(head), (scale, name, head)
            assert set(head.split()) <= set(" ".join(on_sheet).split()), (scale, head)
            if head != name:  # shortened: its heading's tip says the name
                assert any(words == name and rect.top == review.sheet.rect.top
                           for rect, words in review.spots), (scale, name)
        review.go(0)  # nothing played yet: the sheet says that its lines fill in
        drawn.clear()
        review.app.step(0.0)
        if scale == 1.0 and size == (1280, 800):
            assert _("review.sheet_to_come") in [words for words, _size, _module in drawn]
