"""Deals that outlive this Python (R-S7): the engine draws only ``Random.random()``, whose
sequence Python keeps; saves and records of version 1, dealt by ``random.shuffle``, still load
with the cards they were dealt, or are refused with a clear reason — never dealt otherwise."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from game import stable_random as shuffle_module
from game.game import Game
from game.presets import PRESETS, preset
from game.record import RecordError, replay, to_record
from game.stable_random import Shuffle, shuffle
from saves import format as fmt
from saves.format import SaveError
from saves.session import from_document, load_game, new_session, to_document
from tests.helpers import DATA, cards

#: Every method of random.Random whose algorithm Python may change between versions.
UNPROMISED = ("shuffle", "_randbelow", "randrange", "randint", "choice", "choices", "sample",
              "getrandbits")


def _break_unpromised(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: Any, **__: Any) -> Any:
        raise AssertionError("the engine drew from a random method Python may change")

    for name in UNPROMISED:
        monkeypatch.setattr(random.Random, name, refuse)


def _played(rules_name: str, players: int, seed: int, steps: int | None = None) -> Game:
    game = Game(preset(rules_name), players, seed)
    rng = random.Random(seed)
    while not game.is_over and (steps is None or len(game.log) < steps):
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_the_first_deal_of_a_fixed_seed_is_pinned() -> None:
    """R-S2, R-S7: a change of the shuffle changes every deal; this says so at once."""
    game = Game(preset("oh-pshaw"), 4, 2026)
    assert [(seat, str(card)) for seat, card in game.cut] == [(0, "AH"), (1, "AC"), (2, "QS"),
                                                              (3, "4D")]
    assert game.first_dealer == 3
    assert game.round.deals[0] == [cards("9C"), cards("TH"), cards("QD"), cards("KC")]
    assert str(game.round.turn_up) == "3C"
    while len(game.rounds) < 3:
        game.apply(game.legal_actions()[0])
    assert game.round.deals[0] == [cards("7D KD 8D"), cards("8S JH TD"), cards("TC JS 5C"),
                                   cards("5S 7S AS")]
    assert str(game.round.turn_up) == "JD"


def test_the_shuffle_is_a_permutation_drawn_from_random_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    _break_unpromised(monkeypatch)
    items = list(range(104))
    shuffle(random.Random(3), items, Shuffle.FISHER_YATES)
    assert sorted(items) == list(range(104)) and items != list(range(104))
    again = list(range(104))
    shuffle(random.Random(3), again, Shuffle.FISHER_YATES)
    assert again == items


def test_every_position_is_reached_about_equally() -> None:
    """Uniform: over 24,000 shuffles of 4 items each of the 24 orders comes about 1,000 times."""
    rng = random.Random(11)
    counts: dict[tuple[int, ...], int] = {}
    for _ in range(24_000):
        items = [0, 1, 2, 3]
        shuffle(rng, items, Shuffle.FISHER_YATES)
        counts[tuple(items)] = counts.get(tuple(items), 0) + 1
    assert len(counts) == 24
    assert all(850 < n < 1150 for n in counts.values()), counts


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_records_and_saves_replay_with_the_unpromised_methods_broken(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    rules = preset(name)
    finished = _played(name, rules.max_players, 5)
    record = to_record(finished)
    session = new_session(rules, ["human"] + ["random"] * (rules.min_players - 1), seed=9)
    rng = random.Random(1)
    while not session.game.is_over and len(session.game.log) < 80:
        session.game.apply(rng.choice(session.game.legal_actions()))
    document = json.loads(json.dumps(to_document(session)))

    _break_unpromised(monkeypatch)
    again = replay(record)
    assert again.log == finished.log and again.totals == finished.totals
    loaded = from_document(document)
    assert loaded.game.log == session.game.log and loaded.game.state.hands == session.game.state.hands
    Game(rules, rules.min_players, 12345)  # a new game deals without them too


def test_a_version_1_save_loads_with_the_cards_it_was_dealt() -> None:
    """tests/data/save-v1.json was written by the program before version 2 (commit 9e38c1b)."""
    document = json.loads((DATA / "save-v1.json").read_text(encoding="utf-8"))
    assert document["version"] == 1 and "shuffle" not in document
    session = load_game(DATA / "save-v1.json")
    assert session.game.shuffle is Shuffle.PYTHON
    assert len(session.game.log) == len(document["actions"]) == 40
    assert session.game.totals == document["totals"]
    # written again, it stays dealt by Python's shuffle and says so
    rewritten = to_document(session)
    assert rewritten["version"] == fmt.VERSION and rewritten["shuffle"] == "python-shuffle"
    assert from_document(json.loads(json.dumps(rewritten))).game.log == session.game.log


def test_a_version_1_record_replays_with_the_cards_it_was_dealt() -> None:
    record = json.loads((DATA / "record-v1.json").read_text(encoding="utf-8"))
    assert record["version"] == 1
    game = replay(record)  # checks every round's hands against the recorded ones
    assert game.is_over and game.totals == record["result"]["totals"]
    assert game.shuffle is Shuffle.PYTHON


def test_under_a_python_that_shuffles_otherwise_version_1_files_are_refused_not_misdealt(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(shuffle_module, "python_shuffle_unchanged", lambda: False)
    monkeypatch.setattr("saves.session.python_shuffle_unchanged", lambda: False)
    monkeypatch.setattr("game.record.python_shuffle_unchanged", lambda: False)
    save = tmp_path / "old.json"
    save.write_bytes((DATA / "save-v1.json").read_bytes())
    with pytest.raises(SaveError) as refused:
        load_game(save)
    assert refused.value.kind == fmt.OTHER_PYTHON and not refused.value.damaged
    assert refused.value.aside_label == "other-python"
    assert "random.shuffle" in str(refused.value) and "Python 3.11 to 3.13" in str(refused.value)
    assert save.read_bytes() == (DATA / "save-v1.json").read_bytes()
    record = json.loads((DATA / "record-v1.json").read_text(encoding="utf-8"))
    with pytest.raises(RecordError, match=r"random\.shuffle, which this Python"):
        replay(record)
    with pytest.raises(shuffle_module.ShuffleChanged):
        Game(preset("oh-pshaw"), 4, 1, Shuffle.PYTHON)


def test_the_fingerprint_is_this_pythons_shuffle() -> None:
    """The probe the refusal rests on: the Pythons the project supports deal version 1 alike."""
    assert shuffle_module.python_shuffle_unchanged()


def test_a_save_or_record_naming_an_unknown_shuffle_is_refused(tmp_path: Path) -> None:
    session = new_session(preset("oh-pshaw"), ["human", "random", "random"], seed=3)
    document = {**to_document(session), "shuffle": "riffle"}
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError, match="shuffle this program does not know"):
        load_game(path)
    record = {**to_record(session.game), "shuffle": "riffle"}
    with pytest.raises(RecordError, match="unknown shuffle"):
        replay(record)
