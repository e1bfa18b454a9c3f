"""Reported bot decisions as case files: written where asked, never over another, and read
back as hostile input (one clear message, nothing changed)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from game.actions import Action, Bid, Play
from game.bots import make_bot
from game.cards import Card
from game.game import Game
from game.presets import preset
from game.record import PlayerInfo
from saves.cases import Case, CaseError, bot_decision, case_at, cases_dir, check_case, read_case, write_case
from saves.files import FileProblem
from saves.paths import data_dir

PLAYERS = [PlayerInfo("Ann", "human"), PlayerInfo("Bo", "bot", "hard"),
           PlayerInfo("Cy", "bot", "normal"), PlayerInfo("Di", "bot", "easy")]


def played(actions: int, seed: int = 5) -> Game:
    game = Game(preset("oh-hell"), 4, seed=seed)
    for _ in range(actions):
        seat = game.to_act
        game.apply(make_bot("normal", seat).choose(game.view(seat)))
    return game


def test_a_case_replays_to_the_position_of_the_decision() -> None:
    game = played(30)
    ply = bot_decision(game.log, {1, 2, 3})
    assert ply is not None and game.log[ply][0] != 0
    case = case_at(game, ply, PLAYERS, word="  why?\n")
    path = write_case(case)
    assert path.parent == cases_dir() == data_dir() / "cases"
    back = read_case(path)
    assert (back.seat, back.played, back.word, back.level) == \
        (game.log[ply][0], game.log[ply][1], "why?", PLAYERS[game.log[ply][0]].level)
    position = back.game()
    assert position.log == game.log[:ply] and position.to_act == back.seat
    assert len(game.log) == 30  # the game reported from is unchanged


def test_a_second_report_of_the_same_moment_gets_its_own_file(tmp_path: Path) -> None:
    game = played(12)
    case = case_at(game, 11, PLAYERS)
    first, second = write_case(case, tmp_path), write_case(case, tmp_path)
    assert first != second and read_case(first).played == read_case(second).played


def test_the_last_bot_decision_skips_the_humans() -> None:
    log: list[tuple[int | None, Action]] = [(0, Bid(1)), (1, Bid(0)), (0, Play(Card.parse("AS")))]
    assert bot_decision(log, {1}) == 1
    assert bot_decision(log, {1}, upto=1) is None
    assert bot_decision(log, set()) is None


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("spoil, words", [
    (lambda d: d.update(format="ohpshaw-record"), "not a reported bot decision"),
    (lambda d: d.update(seat=7), "seat should be from 0 to 3"),
    (lambda d: d.update(seat=(d["seat"] + 1) % 4), "does not stop where seat"),
    (lambda d: d.update(played="play ZZ"), "played is not an action"),
    (lambda d: d.update(played="bid 9"), "is not legal in its position"),
    (lambda d: d.update(strong="bid 11"), "strong (bid 11) is not legal"),
    (lambda d: d.update(word="x" * 501), "word is too long"),
    (lambda d: d["record"].update(seed="1"), "seed should be a whole number"),
    (lambda d: d["record"]["rounds"][0]["bids"][0].update(bid=5), "does not replay"),
    (lambda d: d.pop("record"), 'case has no "record"'),
])
def test_a_damaged_case_gets_one_clear_message(tmp_path: Path, spoil: object, words: str) -> None:
    game = played(6)  # round 2, bidding
    data = case_at(game, 5, PLAYERS).data()
    spoil(data)  # type: ignore[operator]
    path = write(tmp_path / "bad.json", data)
    before = path.read_bytes()
    with pytest.raises(CaseError, match="cannot read the case") as caught:
        read_case(path)
    assert words in str(caught.value)
    assert path.read_bytes() == before


def test_files_that_are_no_json_or_too_large_are_refused(tmp_path: Path) -> None:
    (tmp_path / "junk.json").write_bytes(b"\xff\xfe not json")
    with pytest.raises(CaseError, match="not UTF-8"):
        read_case(tmp_path / "junk.json")
    (tmp_path / "deep.json").write_text("[" * 5000 + "]" * 5000)
    with pytest.raises(CaseError, match=r"nested too deeply|should be an object"):
        read_case(tmp_path / "deep.json")
    big = write(tmp_path / "big.json", {"format": "ohpshaw-case", "pad": "x" * 5000})
    with pytest.raises(FileProblem, match="too large"):
        read_case(big, limit=1000)


def test_the_strong_choice_is_kept() -> None:
    game = played(6)
    case = replace(case_at(game, 5, PLAYERS), strong=game.log[5][1])
    assert isinstance(case, Case)
    back = json.loads(json.dumps(case.data()))
    assert check_case(back).strong == game.log[5][1]
