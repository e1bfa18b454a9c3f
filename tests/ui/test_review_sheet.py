"""The review's score sheet reads cleanly at every position: passed rounds in full, the round
being shown with what is known of it (blank for a seat that has not bid), rounds to come with
their cards only, and no placeholder dots anywhere; on a large window the side grows with its
text, so the cells stay whole."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from bot_runtime.analysis import InlineAnalyst
from bot_runtime.worker import InlineWorker
from game.actions import Bid
from game.analysis import Judge
from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves.finished import Finished
from ui.app import App
from ui.core.fonts import font
from ui.core.settings import Settings
from ui.review.scene import ReviewScene
from ui.review.sheet import sheet_rows
from ui.review.steps import Steps

WIDE = 10**4  # every cell roomy: bid/tricks points


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def test_every_position_reads_without_placeholders_and_blank_where_nothing_is_known() -> None:
    game = play_match(preset("oh-pshaw").replace(max_hand=3), ["normal"] * 4, 7).game
    steps = Steps(game)
    for position in range(steps.end + 1):
        shown = steps.game_at(position)
        rows = sheet_rows(game, shown, 14, WIDE)
        current = shown.round.number if shown.rounds else 0
        for rnd, row in zip(game.rounds, rows, strict=True):
            figures = row.cells[2:]
            assert all("·" not in cell for cell in row.cells), (position, row.cells)
            if rnd.number > current:  # to come: its cards only
                assert figures == ("",) * game.players and row.cells[1] == str(rnd.hand_size)
            elif rnd.number == current and not shown.is_over:
                for seat, cell in enumerate(figures):
                    bid = shown.state.bids[seat] if seat < len(shown.state.bids) else None
                    assert (cell == "") == (bid is None), (position, seat, cell)
            else:  # passed: every seat's bid, tricks and points
                assert all(cell and cell != "–" for cell in figures), (position, row.cells)


def test_the_round_being_bid_shows_the_bids_made_so_far_and_nothing_for_the_rest() -> None:
    game = play_match(preset("oh-pshaw").replace(max_hand=3), ["normal"] * 4, 7).game
    steps = Steps(game)
    first_bid = next(i for i, (_seat, action) in enumerate(game.log) if isinstance(action, Bid))
    shown = steps.game_at(first_bid + 1)  # one seat has bid in round 1
    cells = sheet_rows(game, shown, 14, WIDE)[0].cells[2:]
    assert sum(cell != "" for cell in cells) == 1
    assert sum(cell == "" for cell in cells) == game.players - 1


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_the_side_grows_with_the_window_so_the_sheet_keeps_its_full_cells(size: tuple[int, int]) -> None:
    """The side's text grows with the window's height, and so does the side: at 4K as at
    1920×1080 the sheet's cells hold ``bid/won points`` (the widest of a game of thirteen
    cards) and its headings are not cut."""
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant"),
              analyst_factory=lambda: InlineAnalyst(Judge(4, 6)))
    try:
        match = play_match(preset("oh-pshaw").replace(max_hand=3), ["normal"] * 4, 7)
        finished = Finished(to_record(match.game, match.players), match.game,
                            tuple(p.name for p in match.players))
        app.nav.review(finished, None, app.nav.menu)
        review = app.scenes.top
        assert isinstance(review, ReviewScene) and review.sheet is not None
        app.step(0.0)
        h = size[1]
        assert review.side_rect.width >= round(h * 0.5)
        cell = font(review.sheet.size).size("13/13 23")[0]  # Oh Pshaw's widest: 13 cards
        assert cell <= review._cell_width()  # the roomy form: bid/won points
    finally:
        while app.scenes.stack:
            app.scenes.pop()
