"""Name plates fit their text in all four languages (in German a plate once squeezed
its text until the score touched it): at every window size from the smallest to 4K, 100 %
to 200 % UI scale and 3 to 9 players, each piece (the name with the turn mark, the dealer
chip, the bid line and the score) lies inside its plate and clear of the others; the names
the program gives and every bid line are whole, at no less than :data:`LEAST_SHARE` of
their size. Measured from what :func:`ui.table.plates.plate_parts` lays out and renders."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from game.cards import Card
from ui.core.fonts import font, set_ui_scale
from ui.table.layout import TableLayout
from ui.table.plates import LEAST_SHARE, PlateParts, info_text, plate_parts
from ui.table.presenter import TableModel
from ui.words.i18n import LANGUAGES, _, set_language
from ui.words.seats import BOT_NAMES

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160), (1024, 768)]
SCALES = (1.0, 1.5, 2.0)


@pytest.fixture(autouse=True)
def _fonts() -> Iterator[None]:
    pygame.init()
    yield
    set_ui_scale(1.0)
    set_language("en")


def states(players: int) -> list[TableModel]:
    """The plates' widest moments: before bidding, a secret bid chosen, a pass chosen, the
    widest bids and tricks a hand of that table allows (two digits up to six players: a
    60-card deck deals nine players six cards at most), an Oh-Seven bid card; scores of
    four characters; everyone the dealer."""
    most = min(13, 60 // players)
    models = []
    for kind in ("none", "chosen", "passed", "bids", "cards"):
        model = TableModel(players)
        model.round_number, model.hand_size = 1, 13
        model.totals = [-240 if seat % 2 else 1234 for seat in range(players)]
        for seat in range(players):
            if kind == "chosen":
                model.chosen.add(seat)
            elif kind == "passed":
                model.passed.add(seat)
            elif kind == "bids":
                model.bids[seat], model.piles[seat] = min(10, most), most
            elif kind == "cards":
                model.bids[seat], model.bid_cards[seat] = 7, Card.parse("7H")
                model.piles[seat] = min(7, 32 // players)  # Oh-Seven's 32 cards
        models.append(model)
    return models


def check(parts: PlateParts, name: str, whole: bool, window: tuple[int, int] = (3840, 2160)) -> None:
    inner = parts.rect.inflate(-2, -2)
    texts = [parts.name.rect, parts.score.rect] + ([parts.info.rect] if parts.info else [])
    for piece in texts:
        assert inner.contains(piece), (name, piece, parts.rect)
    pieces = texts + ([parts.chip] if parts.chip else [])  # the chip sits on the plate's corner
    assert pygame.Rect((0, 0), window).contains(parts.chip or parts.rect)
    for i, a in enumerate(pieces):
        for b in pieces[i + 1:]:
            assert not a.colliderect(b), (name, a, b)
    for piece in (parts.name, parts.info, parts.score):
        if piece is None:
            continue
        assert font(piece.size, piece.bold).size(piece.text)[0] <= piece.rect.width  # drawn as measured
    if parts.info is not None:
        assert not parts.info.text.endswith("…"), parts.info.text  # a bid line is never cut
    if whole:
        assert parts.name.text.endswith(name), (parts.name.text, name)


@pytest.mark.parametrize("code", LANGUAGES)
def test_plates_fit_their_text_in_every_language(code: str) -> None:
    set_language(code)
    given = [_("seats.you"), _("seats.player_number", number=9), *BOT_NAMES]
    for size in SIZES:
        for scale in SCALES:
            set_ui_scale(scale)
            for players in (3, 6, 9):
                lay = TableLayout.compute(size, players, 0, text_scale=scale)
                for model in states(players):
                    for seat in range(players):
                        model.dealer = seat
                        for name in (given[seat % len(given)], given[(seat + 5) % len(given)]):
                            parts = plate_parts(model, lay, seat, name, turn=True)
                            check(parts, name, whole=True, window=size)
                            least = round(min(parts.name.size, parts.score.size) * LEAST_SHARE)
                            assert parts.name.size >= least
                        long = "Maximiliane-Josephine Obermüller"[:24]
                        check(plate_parts(model, lay, seat, long, turn=True), long, whole=False,
                              window=size)


def test_the_bid_line_says_which_is_the_bid_and_which_the_tricks() -> None:
    model = TableModel(4)
    assert info_text(model, 0) == ""  # before bidding: nothing, not "bid –"
    model.chosen.add(1)
    assert info_text(model, 1) == "✓"
    model.bids[2], model.piles[2] = 2, 1
    assert info_text(model, 2) == "bid 2 · won 1"  # labelled: a first-time player reads it


def test_a_squeezed_plate_would_be_caught() -> None:
    """The check itself: a plate too narrow for its score and bid line fails it."""
    model = states(4)[3]
    lay = TableLayout.compute((1280, 800), 4, 0)
    narrow = TableLayout(lay.size, lay.players, lay.me, lay.hand_w, lay.small_w, lay.trick_w,
                         (60, lay.plate_size[1]), lay.centre, lay.seats, lay.card_height,
                         lay.text_scale, lay.hand_span, lay.icon)
    with pytest.raises(AssertionError):
        check(plate_parts(model, narrow, 1, "Basil", turn=True), "Basil", whole=True)
