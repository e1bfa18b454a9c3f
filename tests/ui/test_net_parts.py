"""The parts of network play in the window that need no network: a view as the table's
picture and as the score sheet's game, the seats kept for coming back, a seat given to a bot."""

from __future__ import annotations

import json
import random

import pytest

from game.game import Game
from game.phase import Phase
from game.presets import preset
from netplay.seats import Presence, SeatKind
from netplay.table import NetTable
from saves.joined import JoinedSeat, forget_seat, joined_path, joined_seats, keep_seat
from saves.last_setup import LastSetup, write_last_setup
from saves.session import new_session
from tests.helpers import play_random
from ui.net.join import default_name
from ui.net.picture import HIDDEN, last_trick, model_of
from ui.net.scores import ViewScores


def _game_at(seed: int, steps: int) -> Game:
    game = Game(preset("oh-pshaw").replace(max_hand=4), 4, seed)
    return play_random(game, random.Random(seed), steps)


@pytest.mark.parametrize("seed, steps", [(1, 10), (2, 23), (3, 41), (4, 60)])
def test_a_view_is_drawn_with_its_own_hand_and_only_backs_for_the_others(seed: int, steps: int) -> None:
    game = _game_at(seed, steps)
    view = game.view(1)
    model = model_of(view)
    assert sorted(map(str, model.hands[1])) == sorted(map(str, game.state.hands[1]))
    for seat in (0, 2, 3):  # as many backs as cards held, and never a real card
        assert len(model.hands[seat]) == len(game.state.hands[seat])
        assert set(model.hands[seat]) <= {HIDDEN}
    assert [(s, c) for s, c, _turn in model.trick] == list(view.trick)
    assert model.piles == list(view.tricks_won) and model.totals == list(view.totals)


def test_the_trick_just_won_is_the_one_the_next_view_finished() -> None:
    game = _game_at(5, 0)
    while not (game.phase is Phase.PLAY and len(game.round.tricks[-1].plays) == game.players - 1):
        play_random(game, random.Random(len(game.log)), 1)
    before = game.view(0)
    play_random(game, random.Random(9), 1)
    after = game.view(0)
    done = last_trick(before, after)
    assert done is not None
    same_round = after.round_number == before.round_number
    finished = game.rounds[-1].tricks[-1] if same_round else game.rounds[-2].tricks[-1]
    assert list(done.plays) == finished.plays
    winner = finished.winner
    assert winner is not None and done.winner == dict(finished.plays)[winner]
    assert last_trick(after, after) is None


def test_a_view_read_as_a_game_scores_as_the_game_does() -> None:
    game = _game_at(6, 0)
    while len([r for r in game.rounds if r.scores is not None]) < 3:
        play_random(game, random.Random(len(game.log)), 1)
    scores = ViewScores(game.view(2))
    complete = [r for r in scores.rounds if r.complete]
    real = [r for r in game.rounds if r.complete]
    assert [r.scores for r in complete] == [r.scores for r in real]
    assert [r.totals for r in complete] == [r.totals for r in real]
    assert [r.tricks_won for r in complete] == [r.tricks_won for r in real]
    assert scores.totals == game.totals and not scores.is_over


def test_seats_kept_for_coming_back_newest_first_one_per_table() -> None:
    first = JoinedSeat("192.0.2.7", 41873, 1, "x0sF3_bq1Hc8mWQ2yJ9aVg", "Ada", "Oh Hell")
    second = JoinedSeat("192.0.2.8", 41873, 0, "y0sF3_bq1Hc8mWQ2yJ9aVg", "Ada", "Wizard")
    assert keep_seat(first) == "" and keep_seat(second) == ""
    again = JoinedSeat("192.0.2.7", 41873, 2, "z0sF3_bq1Hc8mWQ2yJ9aVg", "Ada", "Oh Hell")
    keep_seat(again)
    assert joined_seats() == [again, second]
    forget_seat("192.0.2.7", 41873)
    assert joined_seats() == [second]


@pytest.mark.parametrize("damage", [
    b"{", b"[]", b'{"format":"ohpshaw-joined-seats","version":1,"seats":[{"address":"a b","port":1,'
    b'"seat":0,"token":"x0sF3_bq1Hc8mWQ2yJ9aVg","name":"A","game":"G"}]}',
    json.dumps({"format": "ohpshaw-joined-seats", "version": 1, "seats": [
        {"address": "h", "port": 70000, "seat": 0, "token": "x0sF3_bq1Hc8", "name": "A",
         "game": "G"}]}).encode(),
    json.dumps({"format": "ohpshaw-joined-seats", "version": 1, "seats": [
        {"address": "h", "port": 1, "seat": 0, "token": "no token!", "name": "A", "game": "G"}]}).encode(),
])
def test_a_damaged_file_of_seats_lists_nothing(damage: bytes) -> None:
    path = joined_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(damage)
    assert joined_seats() == []


def test_a_waiting_seat_becomes_a_bot_seat_only_before_the_start() -> None:
    session = new_session(preset("oh-pshaw"), ["human", "human", "human"], seed=3)
    table = NetTable(session, [SeatKind.LOCAL, SeatKind.REMOTE, SeatKind.REMOTE], "ABC234", stand_in="hard")
    table.sit(1, "Ada", now=0.0)
    assert not table.seat_a_bot(1, "Basil")  # taken
    assert not table.seat_a_bot(0, "Basil")  # a person at the host's screen
    assert table.seat_a_bot(2, "Cleo")
    assert table.seats[2].kind is SeatKind.BOT and table.seats[2].presence is Presence.HERE
    assert session.seats[2] == "hard" and session.bots[2] is not None and session.names[2] == "Cleo"
    assert table.ready  # the remote seat left is taken: the game can begin by itself
    table.start()
    table2 = NetTable(new_session(preset("oh-pshaw"), ["human", "human", "human"], seed=3),
                      [SeatKind.LOCAL, SeatKind.REMOTE, SeatKind.REMOTE], "ABC234")
    table2.start()
    assert not table2.seat_a_bot(2, "Cleo")


def test_a_player_joins_under_the_name_they_typed_never_under_a_default() -> None:
    assert default_name() == "Player"  # no setup yet
    oh_pshaw = preset("oh-pshaw")
    write_last_setup(LastSetup(oh_pshaw, ["normal", "human", "normal"], ["Ada", "Du", "Cleo"]))
    assert default_name() == "Player"  # "You" in German would tell the other players nothing
    write_last_setup(LastSetup(oh_pshaw, ["human", "human", "normal"], ["Player 1", "Zoë", "Cleo"]))
    assert default_name() == "Zoë"
