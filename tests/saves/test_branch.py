"""A finished game's record and history row survive every game that shares its name; a game
loaded from a save and played on is a branch with an id of its own (docs/RECORD.md)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.actions import EndEarly
from game.pad.actions import EndPad
from game.presets import preset
from game.record import replay
from saves import paths
from saves.format import SaveError
from saves.history import History
from saves.identity import Branch, new_branch, record_id
from saves.pad_session import load_pad, new_pad_session, same_moment
from saves.record_file import check_record
from saves.records import add_pending, archive_game, archive_record
from saves.session import Session, encode, load_game, new_session, to_document
from saves.slots import load_slot, save_new_slot, save_slot
from saves.take_back import take_back
from tests.helpers import fixed_rules, game_records
from tests.record_checker.checker import check_record as independent_check

RULES = fixed_rules(preset("oh-pshaw"), hand=2, rounds=4)
NAMES = ["Ada", "Bob", "Cy"]
STARTED = "2026-12-01T10:00:00Z"


def new_game(seed: int = 5, names: list[str] | None = None) -> Session:
    """A game of 4 rounds of 2 cards, the human in seat 0, started at one fixed second."""
    session = new_session(RULES, ["human", "random", "random"], seed, names=names or NAMES)
    session.created = STARTED
    return session


def play(session: Session, actions: int | None = None, choices: int = 0) -> Session:
    """Play on for ``actions`` actions (to the end if ``None``); the human chooses at random
    from ``random.Random(choices)``."""
    rng, game, made = random.Random(choices), session.game, 0
    while not game.is_over and (actions is None or made < actions):
        if session.bot_move() is None:
            game.apply(rng.choice(game.legal_actions()))
        made += 1
    return session


def rows() -> list[dict[str, Any]]:
    """Every record in the history, oldest first."""
    with History() as history:
        found = [history.record(int(row["id"])) for row in reversed(history.games())]
    assert all(record is not None for record in found)
    return found  # type: ignore[return-value]


# -- the records folder and the history never lose a finished game ------------------------------


def test_a_finished_record_is_never_replaced_by_another_game_of_its_name() -> None:
    finished = play(new_game(), choices=1).record()
    first = archive_record(finished)
    assert first.record_path is not None
    kept = first.record_path.read_bytes()
    other = play(new_game(), 7, choices=2)  # the same deal and second, another game: stopped early
    other.game.apply(EndEarly())
    second = archive_record(other.record())
    assert second.messages == [] and second.record_path is not None
    assert second.record_path != first.record_path and second.record_path.name.endswith("-2.json")
    assert first.record_path.read_bytes() == kept
    assert json.loads(second.record_path.read_bytes()) == other.record()
    assert rows() == [finished, other.record()]
    archive_record(finished)  # the same finished record written again changes nothing
    assert len(game_records(paths.records_dir())) == 2 and rows() == [finished, other.record()]


def test_an_unfinished_record_is_superseded_by_its_own_continuation_only() -> None:
    session = play(new_game(), 6, choices=3)
    archive_game(session)  # left from the table
    play(session, choices=3)  # continued to its end
    done = archive_game(session)
    assert [p.name for p in game_records(paths.records_dir())] == [done.record_path.name]  # type: ignore[union-attr]
    assert rows() == [session.record()]
    stranger = play(new_game(names=["Di", "Ed", "Flo"]), 4)  # same second and seed, other players
    archive_game(stranger)
    assert len(game_records(paths.records_dir())) == 2  # beside it: it is another game
    assert json.loads(done.record_path.read_bytes()) == session.record()  # type: ignore[union-attr]
    assert rows() == [session.record(), stranger.record()]


def test_a_record_file_that_cannot_be_read_is_never_replaced() -> None:
    session = play(new_game(), choices=4)
    folder = paths.records_dir()
    folder.mkdir(parents=True)
    (folder / f"{record_id(session.record())}.json").write_bytes(b"not a record")
    done = archive_game(session)
    assert done.record_path is not None and done.record_path.name.endswith("-2.json")
    assert (folder / f"{record_id(session.record())}.json").read_bytes() == b"not a record"


def test_games_waiting_for_the_history_never_replace_each_other(tmp_path: Path) -> None:
    history = tmp_path / "data" / "history.sqlite3"
    history.mkdir(parents=True)  # a folder where the history should be: it cannot be opened
    one = play(new_game(), choices=5).record()
    two = play(new_game(), choices=6).record()
    assert one != two and record_id(one) == record_id(two)
    for record in (one, two):
        done = archive_record(record, history_path=history, records_folder=tmp_path / "records")
        assert [m.key for m in done.messages] == ["history_pending"]
    assert len(list((tmp_path / "data" / "pending").iterdir())) == 2
    history.rmdir()
    assert add_pending(history) == []
    with History(history) as opened:
        stored = [opened.record(int(row["id"])) for row in opened.games()]
    assert sorted(map(json.dumps, stored)) == sorted(map(json.dumps, [one, two]))


# -- a game loaded from a save is a branch ------------------------------------------------------


def loaded_branch(session: Session, name: str = "Round two") -> Session:
    """``session`` saved under ``name``, loaded and made a branch, as Load game does."""
    save_slot(name, session)
    branch = load_slot(name)
    branch.branch_off()
    return branch


def test_a_branch_of_a_finished_game_is_kept_beside_it_and_names_it() -> None:
    original = play(new_game(), 9, choices=7)
    branch = loaded_branch(original)
    play(original, choices=7)
    kept = archive_game(original)
    play(branch, 2, choices=8)
    branch.game.apply(EndEarly())
    done = archive_game(branch)
    assert kept.record_path is not None and done.record_path is not None
    record = branch.record()
    assert record["branch_of"] == kept.record_path.stem == record_id(original.record())
    assert done.record_path.stem == record_id(record) == f"{kept.record_path.stem}-b{record['branch']}"
    assert json.loads(kept.record_path.read_bytes()) == original.record()
    assert rows() == [original.record(), record]
    assert check_record(json.loads(done.record_path.read_bytes())) == record
    assert independent_check(record) == [] and replay(record).log == branch.game.log
    with History() as history:
        assert history.table_statistics().games == 2 and history.table_statistics().branches == 1
        assert [bool(row["branch"]) for row in history.games()] == [True, False]


def test_a_branch_keeps_its_id_through_the_autosave_and_a_named_save() -> None:
    branch = play(loaded_branch(play(new_game(), 9)), 3)
    again = load_game_from(branch)
    assert again.branch == branch.branch and again.record() == branch.record()
    assert again.played_here
    twig = loaded_branch(again, "Round three")  # a branch of a branch names the branch
    assert twig.branch is not None and twig.branch.of == record_id(branch.record())


def load_game_from(session: Session) -> Session:
    """``session`` written as a save and read back."""
    path = paths.saves_dir() / "copy.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(encode(to_document(session)))
    return load_game(path)


def test_older_saves_and_records_without_a_branch_still_read() -> None:
    session = play(new_game(), 9)
    document = to_document(session)
    assert not {"branch", "branch_of", "branch_at"} & set(document)  # a save as before
    assert load_game_from(session).branch is None
    record = session.record()
    assert check_record(dict(record)) == record and record_id(record) == "game-20261201T100000-5"


@pytest.mark.parametrize(("change", "field"), [
    ({"branch": "../../x", "branch_of": "game-1-2", "branch_at": 3}, "branch"),
    ({"branch": "20261201T100000-abcdef", "branch_at": 3}, "branch_of"),
    ({"branch": "20261201T100000-abcdef", "branch_of": "game-1-2", "branch_at": 999}, "branch_at"),
    ({"branch": "20261201T100000-abcdef", "branch_of": 7, "branch_at": 3}, "branch_of"),
    ({"branch_of": "game-1-2"}, "branch"),
])
def test_a_save_with_a_bad_branch_is_refused_naming_the_field(change: dict[str, Any], field: str) -> None:
    path = paths.saves_dir() / "bad.json"
    path.parent.mkdir(parents=True)
    data = encode({**to_document(play(new_game(), 9)), **change})
    path.write_bytes(data)
    with pytest.raises(SaveError, match=field) as refused:
        load_game(path)
    assert str(refused.value).count("\n") == 0 and path.read_bytes() == data  # one line, untouched


def test_two_branches_of_one_save_in_one_second_have_their_own_ids() -> None:
    moment = play(new_game(), 9)
    ids = {new_branch(record_id(moment.record()), 9).id for _ in range(50)}
    assert len(ids) == 50


def test_taking_back_before_the_load_point_moves_the_branch_point() -> None:
    branch = loaded_branch(play(new_game(), 12))
    assert branch.branch is not None and not branch.played_here
    at = branch.branch.at
    play(branch, 4)
    assert branch.played_here
    while len(branch.game.log) >= at:
        assert take_back(branch, 0) > 0
    assert branch.branch.at == len(branch.game.log) < at and not branch.played_here
    assert load_game_from(branch).branch == branch.branch  # kept in the saves too
    play(branch, 1)
    assert branch.played_here


def test_a_score_pad_branch_is_kept_beside_the_finished_pad() -> None:
    pad = new_pad_session(preset("oh-pshaw"), NAMES, first_dealer=0)
    pad.created = STARTED
    pad.pad.enter_round([1, 0, 0], [1, 0, 0])
    slot = save_slot("Pad", pad)
    pad.pad.enter_round([0, 0, 1], [0, 1, 1])
    pad.pad.apply(EndPad())
    kept = archive_game(pad)
    branch = load_pad(slot)
    branch.branch_off()
    assert branch.branch == Branch(branch.branch.id, record_id(pad.record()),  # type: ignore[union-attr]
                                   len(branch.pad.log))
    assert not branch.played_here
    branch.pad.enter_round([0, 1, 0], [0, 1, 1])
    branch.pad.apply(EndPad())
    done = archive_game(branch)
    assert kept.record_path is not None and done.record_path is not None
    assert done.record_path != kept.record_path
    assert json.loads(kept.record_path.read_bytes()) == pad.record()
    assert rows() == [pad.record(), branch.record()] and independent_check(branch.record()) == []


def test_one_moment_of_one_game_is_the_same_whatever_its_branch() -> None:
    session = play(new_game(), 9)
    save_slot("Here", session)
    loaded = load_slot("Here")
    assert same_moment(session, loaded)
    loaded.branch_off()
    assert same_moment(session, loaded)  # a branch with nothing played since is that moment
    play(loaded, 1)
    assert not same_moment(session, loaded)
    assert not same_moment(session, play(new_game(seed=6), 9))


def test_saving_under_a_name_in_use_takes_the_next_free_one() -> None:
    session = play(new_game(), 5)
    slot = save_slot("Unfinished", session)
    before = slot.read_bytes()
    assert save_new_slot("Unfinished", play(new_game(seed=8), 5)) == "Unfinished (2)"
    assert save_new_slot("Unfinished", play(new_game(seed=9), 5)) == "Unfinished (3)"
    assert slot.read_bytes() == before
    assert load_slot("Unfinished (3)").game.seed == 9
