"""The review's score sheet reads cleanly at every position: passed rounds in full, the round
being shown with what is known of it (blank for a seat that has not bid), rounds to come with
their cards only, and no placeholder dots anywhere."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.actions import Bid
from game.match import play_match
from game.presets import preset
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
