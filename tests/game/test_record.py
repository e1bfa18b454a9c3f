"""Game records (RECORD.md): written exactly, checked independently, replayed (R-G4)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.actions import EndEarly
from game.game import Game
from game.presets import PRESETS, preset
from game.record import PlayerInfo, RecordError, replay, to_record
from game.rules import Rules
from tests.helpers import play_random
from tests.record_checker.checker import check_record

STARTED = "2026-11-29T12:00:00Z"

#: House-rule variants played besides the presets, so every option reaches a record.
VARIANTS: list[tuple[str, dict[str, Any]]] = [
    ("oh-pshaw", {"simultaneous_bidding": True, "nil_bonus": True}),
    ("oh-pshaw", {"tricks_on_miss": True, "round_winner_bonus": True, "schedule": "down-up",
                  "max_hand": 6}),
    ("oh-hell", {"schedule": "descending", "max_hand": 8, "tie_break": False}),
    ("la-podrida", {"full_deck_no_trump": False, "schedule": "up-down"}),
    ("oh-seven", {"passing": True}),
    ("oh-seven", {"rebid": False}),
    ("wizard", {"must_trump": True, "round_winner_bonus": True}),
    ("contract-whist", {"hook": False, "last_round_no_trump": True}),
]


def _random_game(rules: Rules, players: int, seed: int, end_early: bool = False) -> Game:
    rng = random.Random(seed)
    game = Game(rules, players, seed)
    if end_early:
        play_random(game, rng, steps=rng.randrange(1, 120))
        if not game.is_over:
            game.apply(EndEarly())
    return play_random(game, rng)


def _valid(rules: Rules, players: int) -> bool:
    try:
        rules.validate(players)
    except ValueError:
        return False
    return True


def _matches(per_preset: int) -> list[tuple[str, Rules, int, int]]:
    out = []
    for name, rules in PRESETS.items():
        counts = range(rules.min_players, rules.max_players + 1)
        out += [(name, rules, counts[i % len(counts)], 1000 + i) for i in range(per_preset)]
    for index, (name, changes) in enumerate(VARIANTS):
        rules = preset(name).replace(**changes)
        counts = [n for n in range(rules.min_players, rules.max_players + 1) if _valid(rules, n)]
        out += [(f"{name}+{index}", rules, counts[i % len(counts)], 5000 + i) for i in range(25)]
    return out


@pytest.mark.parametrize("name,rules,players,seed", _matches(200)[::25],
                         ids=lambda v: str(v) if not isinstance(v, Rules) else "")
def test_sample_records_pass_the_independent_checker(name: str, rules: Rules, players: int,
                                                     seed: int) -> None:
    record = to_record(_random_game(rules, players, seed))
    assert check_record(record) == []


@pytest.mark.slow
def test_hundreds_of_records_of_every_preset_pass_the_independent_checker() -> None:
    problems = []
    for name, rules, players, seed in _matches(200):
        record = to_record(_random_game(rules, players, seed, end_early=seed % 10 == 0))
        found = check_record(record)
        if found:
            problems.append(f"{name} players={players} seed={seed}: {found[:2]}")
    assert problems == []


def test_record_has_every_field_of_version_3() -> None:
    game = _random_game(preset("oh-pshaw"), 4, 1)
    players = [PlayerInfo("Ada", "human"), PlayerInfo("Bot 1", "bot", "random"),
               PlayerInfo("Bot 2", "bot", "random"), PlayerInfo("Bot 3", "bot", "random")]
    record = to_record(game, players, started=STARTED)
    assert record["format"] == "ohpshaw-record" and record["version"] == 3
    assert record["started"] == STARTED and record["seed"] == 1 and record["shuffle"] == "fisher-yates"
    assert record["preset"] == "oh-pshaw" and record["rules"] == preset("oh-pshaw").as_dict()
    assert record["players"][0] == {"seat": 0, "name": "Ada", "kind": "human"}
    assert record["players"][1]["level"] == "random"
    first = record["rounds"][0]
    assert set(first) >= {"number", "dealer", "hand_size", "hands", "passes", "turn_up", "trump",
                          "bids", "tricks", "tricks_won", "scores", "totals", "complete"}
    assert first["tricks"][0]["plays"][0].keys() == {"seat", "card"}
    assert record["result"] == {"totals": game.totals, "winners": game.winners,
                                "ended_early": False}
    assert json.loads(json.dumps(record)) == record


def test_oh_seven_record_has_card_bids_and_rebids() -> None:
    for seed in range(50):
        game = _random_game(preset("oh-seven"), 3, seed)
        record = to_record(game)
        rebid = [r for r in record["rounds"] if "rebids" in r]
        if rebid:
            assert all("card" in b for b in rebid[0]["bids"])
            assert all("card" in b for r in rebid[0]["rebids"] for b in r["bids"])
            assert sum(rebid[0]["rebids"][0]["bonus"]) >= 1
            return
    pytest.fail("no rebid in 50 Oh-Seven games")


def test_same_seed_same_record_and_replay_reproduces_it() -> None:
    for name, rules in PRESETS.items():
        players = rules.min_players + 1
        first = to_record(_random_game(rules, players, 77), started=STARTED)
        second = to_record(_random_game(rules, players, 77), started=STARTED)
        assert json.dumps(first) == json.dumps(second), name
        again = to_record(replay(first), started=STARTED)
        assert again == first, name


def test_replay_reports_the_first_disagreement() -> None:
    record = to_record(_random_game(preset("oh-pshaw"), 4, 3))
    assert replay(record).is_over
    broken = json.loads(json.dumps(record))
    trick = broken["rounds"][5]["tricks"][2]
    trick["winner"] = (trick["winner"] + 1) % 4
    with pytest.raises(RecordError, match=r"round 6, trick 3: the record has winner"):
        replay(broken)
    broken = json.loads(json.dumps(record))
    broken["rounds"][2]["scores"][0] += 1
    with pytest.raises(RecordError, match="round 3: the record has scores"):
        replay(broken)
    broken = json.loads(json.dumps(record))
    plays = broken["rounds"][3]["tricks"][0]["plays"]
    plays[0], plays[1] = plays[1], plays[0]
    with pytest.raises(RecordError, match="round 4: the record has seat"):
        replay(broken)
    broken = json.loads(json.dumps(record))
    broken["seed"] = 4
    with pytest.raises(RecordError, match="the cut"):
        replay(broken)


@pytest.mark.parametrize("bad,message", [
    ({"format": "chess"}, "not an Oh Pshaw game record"),
    ({"format": "ohpshaw-record", "version": 9}, "version 9 is not supported"),
    ({"format": "ohpshaw-record", "version": 1, "rules": {"hook": "yes"}, "players": [1, 2, 3],
      "seed": 1}, "cannot start the game"),
    ([], "not an Oh Pshaw game record"),
    ({"format": "ohpshaw-record", "version": 1, "rules": {"max_hand": 10**12}, "seed": 1,
      "players": [1, 2, 3]}, "a hand has 1 to 64 cards"),
])
def test_replay_refuses_foreign_records(bad: Any, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        replay(bad)


def test_version_2_records_with_tie_break_points_in_the_totals_still_replay_R_G2() -> None:
    rules = preset("oh-pshaw").replace(schedule="fixed", max_hand=2, fixed_rounds=1)
    game = next(g for seed in range(200)
                if len((g := _random_game(rules, 3, seed)).rounds) > 1)
    record = to_record(game, started=STARTED)
    assert check_record(record) == [] and replay(record).winners == game.winners
    old = json.loads(json.dumps(record))
    old["version"], extra = 2, [0, 0, 0]
    for rnd in old["rounds"]:
        if rnd.get("tie_break"):
            extra = [x + s for x, s in zip(extra, rnd["scores"], strict=True)]
        rnd["totals"] = [t + x for t, x in zip(rnd["totals"], extra, strict=True)]
    old["result"]["totals"] = old["rounds"][-1]["totals"]
    assert extra != [0, 0, 0] and check_record(old) == []
    assert replay(old).winners == game.winners
    record["rounds"][-1]["totals"] = old["rounds"][-1]["totals"]  # the old reading in a new record
    with pytest.raises(RecordError, match=rf"round {len(game.rounds)}: the record has totals"):
        replay(record)


def test_unfinished_record_replays_to_the_same_point() -> None:
    rng = random.Random(5)
    game = play_random(Game(preset("oh-seven").replace(passing=True), 4, 5), rng, steps=40)
    record = to_record(game, started=STARTED)
    assert "result" not in record and record["rounds"][-1]["complete"] is False
    again = replay(record)
    assert to_record(again, started=STARTED) == record
    assert again.to_act == game.to_act and again.state.hands == game.state.hands
