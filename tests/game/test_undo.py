"""Undo in the engine and in a saved session: the game before a seat's last decision,
rebuilt from the log; a session that used it is practice in its save, record and history."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.actions import EndEarly
from game.game import Game
from game.presets import preset
from game.undo import rewind, undo_bot_seed, undo_offered, undo_point
from saves.autosave import AutoSaver, load_autosave
from saves.history import History
from saves.records import archive_game
from saves.session import from_document, new_session, to_document
from saves.take_back import take_back


def state(game: Game) -> tuple[object, ...]:
    return (game.phase, game.to_act, [sorted(map(str, h)) for h in game.state.hands],
            list(map(str, game.state.trick)), list(game.state.bids), list(game.totals),
            list(game.state.tricks_won), len(game.rounds), [str(a) for _, a in game.log])


@pytest.mark.parametrize(("name", "players"), [("oh-pshaw", 4), ("oh-seven", 5), ("wizard", 3),
                                               ("la-podrida", 7)])
def test_rewind_gives_the_game_as_it_stood(name: str, players: int) -> None:
    game = Game(preset(name), players, seed=7)
    rng = random.Random(3)
    seen = []
    while not game.is_over and len(game.log) < 300:
        seen.append(state(game))
        game.apply(rng.choice(game.legal_actions()))
    for length in (0, 1, len(seen) // 2, len(seen) - 1):
        assert state(rewind(game, length)) == seen[length]


def test_undo_point_is_before_the_seats_last_decision() -> None:
    game = Game(preset("oh-pshaw"), 3, seed=4)
    assert undo_point(game, 0) is None  # nothing decided yet
    rng = random.Random(1)
    for _ in range(20):
        game.apply(rng.choice(game.legal_actions()))
    point = undo_point(game, 1)
    assert point is not None and game.log[point][0] == 1
    assert all(seat != 1 for seat, _ in game.log[point + 1:])
    game.apply(EndEarly())
    assert undo_point(game, 1) is None  # an ended game is not taken back
    with pytest.raises(ValueError, match="cannot rewind"):
        rewind(game, len(game.log) + 1)


def test_undo_is_offered_with_exactly_one_human() -> None:
    assert undo_offered(["human", "normal", "hard"])
    assert not undo_offered(["human", "normal", "human"])
    assert not undo_offered(["normal", "normal", "normal"])
    assert undo_bot_seed(5, 1, 10) == undo_bot_seed(5, 1, 10) != undo_bot_seed(5, 1, 11)


def test_take_back_in_a_session_marks_it_practice_everywhere(tmp_path: Path) -> None:
    session = new_session(preset("oh-pshaw"), ["human", "normal", "easy", "random"], seed=9)
    assert take_back(session, 0) == 0 and not session.practice  # nothing to take back
    while True:
        if session.game.to_act == 0:
            if len(session.game.log) > 30:
                break
            session.game.apply(session.game.legal_actions()[-1])
        else:
            session.bot_move()
    before = state(session.game)
    session.game.apply(session.game.legal_actions()[0])
    while session.game.to_act != 0:
        session.bot_move()
    removed = take_back(session, 0)
    assert removed >= 1 and state(session.game) == before and session.practice
    assert all(bot is not None for bot in session.bots[1:]) and session.bots[0] is None
    document = to_document(session)
    assert document["practice"] is True
    assert len(document["actions"]) == len(before[-1])  # type: ignore[arg-type]
    assert from_document(document).practice
    saver = AutoSaver(tmp_path / "auto")
    assert saver.save(session).ok
    assert load_autosave(saver.folder).session.practice  # type: ignore[union-attr]
    assert session.record()["practice"] is True
    while not session.game.is_over:  # statistics count finished games only
        if session.game.to_act == 0:
            session.game.apply(session.game.legal_actions()[0])
        else:
            session.bot_move()
    kept = archive_game(session, tmp_path / "history.sqlite3", tmp_path / "records")
    assert kept.messages == []
    with History(tmp_path / "history.sqlite3") as history:
        assert history.games()[0]["practice"] == 1
        assert history.statistics("You").games == 0  # practice games are left out
        assert history.statistics("You", practice=True).games == 1


def test_take_back_refuses_two_humans_and_bot_seats() -> None:
    session = new_session(preset("oh-pshaw"), ["human", "normal", "human"], seed=2)
    with pytest.raises(ValueError, match="exactly one human"):
        take_back(session, 0)
    session = new_session(preset("oh-pshaw"), ["human", "normal", "normal"], seed=2)
    with pytest.raises(ValueError, match="is a bot"):
        take_back(session, 1)
    assert not session.practice
