"""The running bid line: the bids against the tricks while they come in and through the round,
and under the hook rule the dealer's one forbidden bid, said before the dealer's turn; and the
plates' labelled "bid 2 · won 1"."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.actions import Bid
from game.game import Phase
from game.presets import preset
from ui.app import App
from ui.scenes.score_sheet import ScoreSheet
from ui.table.bid_line import bid_line
from ui.table.plates import info_text
from ui.table.presenter import TableModel
from ui.table.scene import TableScene
from ui.words.i18n import set_language

NAMES = ["You", "Basil", "Cleo", "Dmitri"]


def model_with(bids: list[int | None], hand: int = 6, dealer: int = 3) -> TableModel:
    model = TableModel(len(bids))
    model.round_number, model.hand_size, model.dealer = 2, hand, dealer
    model.bids = list(bids)
    return model


def line(bids: list[int | None], hook: bool = False, **more: object) -> str | None:
    said = bid_line(model_with(bids, **more), hook, NAMES, 0)  # type: ignore[arg-type]
    return None if said is None else said.text


def test_the_sum_of_the_bids_against_the_tricks_as_they_come_in() -> None:
    assert line([None] * 4) == "No bids yet · 6 tricks to take"  # not "Bids 0 · tricks 6"
    assert line([None] * 4, hand=1) == "No bids yet · 1 trick to take"
    assert line([2, None, None, None]) == "Bids 2 · tricks 6"
    assert line([2, 3, None, None]) == "Bids 5 · tricks 6"


def test_once_every_bid_is_in_over_under_or_even() -> None:
    assert line([3, 2, 1, 1]) == "Bids 7 · tricks 6 · over by 1"
    assert line([0, 1, 1, 1]) == "Bids 3 · tricks 6 · under by 3"
    assert line([3, 1, 1, 1]) == "Bids 6 · tricks 6 · even"
    assert bid_line(model_with([3, 2, 1, 1]), False, NAMES, 0).mood == "over"  # type: ignore[union-attr]


def test_the_hook_is_said_from_the_start_and_the_forbidden_bid_before_the_dealers_turn() -> None:
    assert line([None] * 4, hook=True) == "No bids yet · 6 tricks to take · the dealer may not make it 6"
    first = bid_line(model_with([None] * 4), True, NAMES, 0)
    assert first is not None and first.mood == "hook" and first.tail == "the dealer may not make it 6"
    assert line([2, 1, None, None], hook=True) == "Bids 3 · tricks 6 · the dealer may not make it 6"
    assert line([2, 1, 1, None], hook=True) == "Bids 4 · tricks 6 · Dmitri deals and may not bid 2"
    assert line([2, 1, 1, None], hook=True, dealer=3) == "Bids 4 · tricks 6 · Dmitri deals and may not bid 2"
    assert line([None, 1, 1, 1], hook=True, dealer=0) == "Bids 3 · tricks 6 · You deal and may not bid 3"
    assert line([4, 2, 1, None], hook=True) == "Bids 7 · tricks 6"  # already over: any bid goes
    hot = bid_line(model_with([None, 1, 1, 1], dealer=0), True, ["Anna", *NAMES[1:]], 0, hot_seat=True)
    assert hot is not None and hot.text == "Bids 3 · tricks 6 · Anna deals and may not bid 3"


def test_secret_bids_add_up_to_nothing_until_revealed() -> None:
    model = model_with([None] * 4)
    model.chosen = {1, 2}
    said = bid_line(model, False, NAMES, 0)
    assert said is not None and said.text == "2 of 4 secret bids in · 6 tricks to take"


def test_the_cut_and_the_deal_have_no_bid_line() -> None:
    model = model_with([None] * 4)
    model.note = "cut"
    assert bid_line(model, True, NAMES, 0) is None
    assert bid_line(TableModel(4), True, NAMES, 0) is None


def test_the_line_speaks_german() -> None:
    set_language("de")
    assert line([3, 2, 1, 1]) == "Gebote 7 · Stiche 6 · 1 zu viel"
    assert line([2, 1, 1, None], hook=True) == "Gebote 4 · Stiche 6 · Dmitri gibt und darf nicht 2 bieten"
    assert line([None] * 4) == "Noch keine Gebote · 6 Stiche zu vergeben"


def test_the_forbidden_bid_said_is_the_one_the_engine_refuses(app: App) -> None:
    """Played through the table: in the first rounds, while the dealer is
    still to bid, the number the line names is exactly the bid the engine would refuse."""
    table = TableScene(app, preset("oh-hell"), ["human", "normal", "normal", "normal"], 11)
    app.scenes.replace(table)
    checked = 0
    for _ in range(20000):
        if checked >= 3:
            break
        game = table.game
        top = app.scenes.top
        if isinstance(top, ScoreSheet):
            top.close()
        elif game.phase is Phase.BID and table.director.idle and game.to_act == game.round.dealer:
            said = bid_line(table.model, True, table.look.names, table.me)
            assert said is not None
            legal = {a.tricks for a in game.legal_actions() if isinstance(a, Bid)}
            refused = set(range(game.round.hand_size + 1)) - legal
            named = re.search(r"may not bid (\d+)", said.text)
            if refused:
                assert named is not None and {int(named.group(1))} == refused
            else:
                assert named is None
            checked += 1
            if table.human_turn:
                table.apply(Bid(sorted(legal)[0]))
            else:
                app.step(1 / 60)
            continue
        elif table.human_turn:
            table.apply(game.legal_actions()[0])
        app.step(1 / 60)
    assert checked >= 3


def test_the_plates_say_which_number_is_the_bid_and_which_the_tricks() -> None:
    model = model_with([2, None, None, None])
    model.piles[0] = 1
    assert info_text(model, 0) == "bid 2 · won 1"
    set_language("de")
    assert info_text(model, 0) == "Gebot 2 · Stiche 1"


def test_the_words_show_on_every_plate_at_the_common_sizes() -> None:
    """The terse "6 / 6" is for nine players on the smallest windows only: up to seven
    players at 1280×800 and larger, every language shows the words."""
    import pygame

    from ui.table.layout import TableLayout
    from ui.table.plates import plate_parts
    from ui.words.i18n import LANGUAGES, _
    pygame.font.init()
    for code in LANGUAGES:
        set_language(code)
        word = _("table.plate_bid_won", bid=0, won=0).split()[0]
        for size in ((1280, 800), (1920, 1080), (3840, 2160)):
            for players in range(2, 8):
                lay = TableLayout.compute(size, players, 0)
                most = min(13, 52 // players)
                model = model_with([min(10, most)] * players, hand=most, dealer=1)
                model.piles = [most] * players
                model.totals = [-240] * players
                for seat in range(players):
                    parts = plate_parts(model, lay, seat, "Dmitri", turn=True)
                    assert parts.info is not None and word in parts.info.text, (code, size, players)
