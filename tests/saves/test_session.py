"""Save files: round trips of games in progress, and refusals of every kind of bad file."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from game.actions import EndEarly
from game.presets import PRESETS, preset
from game.record import to_record
from saves import format as fmt
from saves.files import SIZE_LIMIT
from saves.format import DAMAGED, MISSING, NEWER, SaveError, read_header
from saves.session import Session, encode, load_game, new_session, save_game, to_document

SEATS = ["normal", "random", "easy", "random"]


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OHPSHAW_HOME", str(tmp_path / "home"))


def played(steps: int, name: str = "oh-pshaw", seats: list[str] | None = None, seed: int = 11) -> Session:
    """A session after ``steps`` bot actions (or at its end)."""
    session = new_session(preset(name), seats or SEATS, seed)
    for _ in range(steps):
        if session.bot_move() is None:
            break
    return session


def finish(session: Session) -> list[str]:
    while session.bot_move() is not None:
        pass
    return [str(action) for _, action in session.game.log]


def same_state(a: Session, b: Session) -> None:
    ga, gb = a.game, b.game
    assert gb.state.hands == ga.state.hands
    assert gb.state.trick == ga.state.trick
    assert gb.totals == ga.totals
    assert (gb.phase, gb.to_act, gb.state.trump) == (ga.phase, ga.to_act, ga.state.trump)
    for seat in range(ga.players):
        assert gb.view(seat) == ga.view(seat)
    assert to_record(gb, b.players, a.created) == to_record(ga, a.players, a.created)


# -- round trips ---------------------------------------------------------------------


def test_mid_game_round_trip_keeps_the_state_and_the_bots_play_on_identically(tmp_path: Path) -> None:
    session = played(123)
    assert not session.game.is_over and session.game.state.trick  # mid-trick, mid-game
    path = tmp_path / "mid.json"
    save_game(path, session)
    loaded = load_game(path)
    same_state(session, loaded)
    assert (loaded.seats, loaded.names, loaded.created) == (session.seats, session.names, session.created)
    assert finish(loaded) == finish(session)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_round_trips_at_random_moments(tmp_path: Path, name: str) -> None:
    rng = random.Random(name)
    players = 4 if name != "oh-seven" else 5
    seats = ["random"] * (players - 1) + ["easy"]
    for steps in (0, 1, rng.randrange(2, 200)):
        session = played(steps, name, seats, seed=rng.randrange(10**6))
        path = tmp_path / f"{name}-{steps}.json"
        save_game(path, session)
        loaded = load_game(path)
        same_state(session, loaded)
        assert finish(loaded) == finish(session)


def test_a_finished_and_an_ended_game_round_trip(tmp_path: Path) -> None:
    session = played(10**6)
    assert session.game.is_over
    save_game(tmp_path / "done.json", session)
    assert load_game(tmp_path / "done.json").game.winners == session.game.winners
    early = played(40)
    early.game.apply(EndEarly())
    save_game(tmp_path / "early.json", early)
    loaded = load_game(tmp_path / "early.json")
    assert loaded.game.is_over and loaded.game.ended_early
    assert read_header(tmp_path / "early.json").over


def test_the_header_lists_the_game_without_replaying(tmp_path: Path) -> None:
    session = new_session(preset("oh-hell"), ["human", "normal", "random"], 5, names=["Ada", "B", "C"],
                          practice=True)
    session.game.apply(session.game.legal_actions()[0])
    save_game(tmp_path / "s.json", session)
    header = read_header(tmp_path / "s.json")
    assert header.preset == "oh-hell" and header.practice and not header.over
    assert [(p.seat, p.name, p.kind, p.level) for p in header.players] == [
        (0, "Ada", "human", None), (1, "B", "bot", "normal"), (2, "C", "bot", "random")]
    assert header.round == 1 and header.rounds == session.game.scheduled_rounds
    assert header.totals == (0, 0, 0)
    document = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    assert document["actions"] == [[session.game.log[0][0], str(session.game.log[0][1])]]
    assert document["bot_rng"][0] is None and document["bot_rng"][1][0] == 3


def test_outside_bots_are_not_saved() -> None:
    session = played(0)
    session.seats[1] = "py:os:getcwd"
    with pytest.raises(ValueError, match="outside bot"):
        to_document(session)


# -- refusals ------------------------------------------------------------------------


def refused(path: Path, *fragments: str, kind: str = DAMAGED) -> SaveError:
    """Load ``path``: a SaveError naming the file and each fragment; the file is unchanged."""
    plain = path.is_file() and not path.is_symlink()
    big = plain and path.stat().st_size > 2 * SIZE_LIMIT  # compared by size and time, not read
    before = (path.stat().st_size, path.stat().st_mtime_ns) if big else path.read_bytes() if plain else None
    with pytest.raises(SaveError) as caught:
        load_game(path)
    error = caught.value
    assert str(path) in str(error)
    for fragment in fragments:
        assert fragment in str(error), str(error)
    assert error.kind == kind
    if before is not None:
        assert ((path.stat().st_size, path.stat().st_mtime_ns) if big else path.read_bytes()) == before
    return error


@pytest.fixture
def good(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    """A valid mid-game save and its document."""
    path = tmp_path / "good.json"
    session = played(60)
    save_game(path, session)
    return path, json.loads(path.read_text(encoding="utf-8"))


def write(path: Path, document: Any) -> Path:
    path.write_bytes(encode(document) if isinstance(document, dict) else json.dumps(document).encode())
    return path


def test_empty_missing_and_random_files_are_refused(tmp_path: Path) -> None:
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    refused(empty, "empty")
    refused(tmp_path / "nothing.json", "no such file", kind=MISSING)
    rng = random.Random(4)
    noise = tmp_path / "noise.json"
    for size in (1, 10, 1000, 100_000):
        noise.write_bytes(bytes(rng.randrange(256) for _ in range(size)))
        refused(noise)
    latin = tmp_path / "latin.json"
    latin.write_bytes('{"format": "ohpshaw-save", "name": "Noël"}'.encode("latin-1"))
    refused(latin, "not UTF-8")


def test_a_save_truncated_at_every_tenth_is_refused(good: tuple[Path, dict[str, Any]],
                                                    tmp_path: Path) -> None:
    data = good[0].read_bytes()
    cut = tmp_path / "cut.json"
    for tenth in range(10):
        cut.write_bytes(data[: len(data) * tenth // 10])
        refused(cut)


def mutate(document: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    """A copy of ``document`` with the item at ``a.b.0`` set to ``value`` (``DELETE`` removes it)."""
    copy = json.loads(json.dumps(document))
    *parents, last = path.split(".")
    target: Any = copy
    for key in parents:
        target = target[int(key)] if isinstance(target, list) else target[key]
    index: Any = int(last) if isinstance(target, list) else last
    if value is DELETE:
        del target[index]
    else:
        target[index] = value
    return copy


DELETE = object()

WRONG_SHAPES: list[tuple[str, Any, str]] = [
    ("format", "ohpshaw-record", "game record"),
    ("format", 7, "not an Oh Pshaw save"),
    ("version", DELETE, "version null"),
    ("version", "1", "version"),
    ("version", 0, "not one this program wrote"),
    ("version", True, "version true"),
    ("players", DELETE, 'has no "players"'),
    ("players", "four", "players should be a list"),
    ("players.0", [], "players[0] should be an object"),
    ("players.1.seat", 0, "players[1].seat should be from 1 to 1"),
    ("players.0.kind", "alien", 'kind should be "human" or "bot"'),
    ("players.0.name", "x" * 1000, "too long"),
    ("round", 1e308, "round should be a whole number"),
    ("round", 10**30, "round should be from"),
    ("round", -1, "round should be from"),
    ("totals", [0, 0], "totals should have 4 items"),
    ("totals.2", "12", "totals[2] should be a whole number"),
    ("over", "no", "over should be true or false"),
    ("practice", None, "practice should be true or false"),
    ("created", 20261129, "created should be a text"),
    ("rules", [], "rules should be an object"),
    ("rules.hook", "yes", "hook"),
    ("rules.wings", True, "Unknown rule option 'wings'"),
    ("rules.max_players", 2, "players"),
    ("rules.max_hand", 10**12, "rules.max_hand should be from 0 to 64"),
    ("rules.fixed_rounds", 10**9, "rules.fixed_rounds should be from 0 to 100"),
    ("rules.renege_penalty", -10**40, "rules.renege_penalty should be from"),
    ("seed", "42", "seed should be a whole number"),
    ("seed", 2**80, "seed should be from"),
    ("seats", ["human"], "seats should have 4 items"),
    ("seats.1", "py:os:system", "built-in level"),
    ("seats.1", "human", "does not match"),
    ("actions", "play TS", "actions should be a list"),
    ("actions.3", ["0", "bid 1"], "action 4: the seat should be a whole number"),
    ("actions.3", [0], "action 4 should have 2 items"),
    ("actions.3", [9, "bid 1"], "action 4: the seat should be from 0 to 3"),
    ("actions.3", [0, "fly away"], "action 4: not an action"),
    ("actions.3", [None, "bid 1"], "action 4"),
    ("bot_rng", [None, None, None, None], "bot_rng[0] is missing"),
    ("bot_rng.0", [3, [0] * 10, None], "bot_rng[0] words should have 625 items"),
    ("bot_rng.0.1.624", 10**9, "bot_rng[0] position should be from 0 to 624"),
    ("bot_rng.0.1.5", -1, "bot_rng[0] words should be from 0"),
    ("bot_rng.0.0", 2, "bot_rng[0] version should be from 3 to 3"),
    ("bot_rng.0.2", "gauss", "bot_rng[0] should end with a number or null"),
    ("totals.0", 999, "the header has totals"),
]


@pytest.mark.parametrize(("where", "value", "message"), WRONG_SHAPES,
                         ids=[f"{w}={str(v)[:12]}" for w, v, _ in WRONG_SHAPES])
def test_valid_json_of_the_wrong_shape_is_refused(good: tuple[Path, dict[str, Any]], tmp_path: Path,
                                                  where: str, value: Any, message: str) -> None:
    path = write(tmp_path / "bad.json", mutate(good[1], where, value))
    refused(path, message)


def test_other_json_values_and_hostile_json_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    for value in ([], "save", 3, None, {"format": "ohpshaw-save"}):
        write(path, value)
        refused(path)
    for text, message in [("[" * 100_000 + "]" * 100_000, "nested too deeply"),
                          ('{"format": "ohpshaw-save", "version": ' + "9" * 5000 + "}", "valid JSON"),
                          ('{"format": "ohpshaw-save", "version": NaN}', "NaN is not allowed"),
                          ("\ufeff{}", "valid JSON")]:
        path.write_text(text, encoding="utf-8")
        refused(path, message)


def test_a_save_from_a_newer_version_is_refused_and_says_so(good: tuple[Path, dict[str, Any]],
                                                            tmp_path: Path) -> None:
    newer = fmt.VERSION + 1
    document = {**good[1], "version": newer, "app_version": "9.9.9", "whatever": [1, 2]}
    error = refused(write(tmp_path / "future.json", document), "saved by a newer version 9.9.9",
                    kind=NEWER)
    assert f"format {newer}" in error.reason


def test_an_illegal_action_is_refused_with_its_number_and_the_rules_reason(
        good: tuple[Path, dict[str, Any]], tmp_path: Path) -> None:
    document = good[1]
    number = next(i for i, (_, text) in enumerate(document["actions"]) if text.startswith("play")
                  and i > 8)
    seat, text = document["actions"][number]
    held = set(to_record(load_game(good[0]).game)["rounds"][-1]["hands"][seat])
    absent = next(c for c in ("2C", "3D", "4H", "5S", "AS", "KH") if c not in held)
    bad = mutate(document, f"actions.{number}", [seat, f"play {absent}"])
    refused(write(tmp_path / "illegal.json", bad), f"action {number + 1} (seat {seat}: play {absent}) "
            "is illegal")
    wrong_seat = mutate(document, f"actions.{number}", [(seat + 1) % 4, text])
    refused(write(tmp_path / "seat.json", wrong_seat), f"action {number + 1}", f"seat {seat} is to act")
    bid = mutate(document, "actions.0", [document["actions"][0][0], "bid 9"])
    refused(write(tmp_path / "bid.json", bid), "action 1", "A bid must be a whole number from 0 to 1")
    after = mutate(document, "actions", [*document["actions"], [None, "end"], [0, "bid 0"]])
    refused(write(tmp_path / "after.json", after), f"action {len(document['actions']) + 2}",
            "the game is over")


def test_files_too_large_are_refused_before_reading(good: tuple[Path, dict[str, Any]],
                                                    tmp_path: Path) -> None:
    huge = tmp_path / "huge.json"
    with huge.open("wb") as out:  # sparse: 100 MB on paper, nothing on disk
        out.truncate(100 * 1024 * 1024)
    refused(huge, "too large", "104,857,600 bytes")
    over = tmp_path / "over.json"
    over.write_bytes(good[0].read_bytes() + b" " * (SIZE_LIMIT + 1 - good[0].stat().st_size))
    refused(over, "too large")


def test_links_pipes_and_folders_are_not_followed(good: tuple[Path, dict[str, Any]],
                                                  tmp_path: Path) -> None:
    link = tmp_path / "link.json"
    link.symlink_to(good[0])
    refused(link, "symbolic link")
    assert link.is_symlink() and load_game(good[0]).game.log  # target untouched
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "nowhere.json")
    refused(dangling, "symbolic link")
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.json"
        os.mkfifo(fifo)
        refused(fifo, "not a plain file")  # and it did not wait for a writer
    folder = tmp_path / "folder.json"
    folder.mkdir()
    refused(folder)


def test_fuzzed_saves_never_crash_the_loader(good: tuple[Path, dict[str, Any]], tmp_path: Path) -> None:
    data = bytearray(good[0].read_bytes())
    rng = random.Random(9)
    path = tmp_path / "fuzz.json"
    for _ in range(60):
        copy = bytearray(data)
        for _ in range(rng.randrange(1, 4)):
            copy[rng.randrange(len(copy))] = rng.choice(b'0123456789[]{}",:-.eEnull ')
        path.write_bytes(bytes(copy))
        try:
            load_game(path)
        except SaveError as error:
            assert str(path) in str(error)


def test_a_version_2_save_is_a_game_at_the_table(good: tuple[Path, dict[str, Any]],
                                                   tmp_path: Path) -> None:
    """Format 3 added "kind"; a format 2 file (no kind) loads as a game."""
    old = {k: v for k, v in good[1].items() if k != "kind"}
    old["version"] = 2
    path = write(tmp_path / "old.json", old)
    assert read_header(path).kind == "game"
    assert [str(a) for _, a in load_game(path).game.log] == [a for _, a in good[1]["actions"]]


def test_an_older_version_goes_through_the_migrations(good: tuple[Path, dict[str, Any]],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # pretend this program writes format 3 and format 1 files need two steps
    steps: list[int] = []

    def one_to_two(document: dict[str, Any]) -> dict[str, Any]:
        steps.append(document["version"])
        return {**document, "renamed": document["seed"]}

    def two_to_three(document: dict[str, Any]) -> dict[str, Any]:
        steps.append(document["version"])
        return {k: v for k, v in document.items() if k != "renamed"}

    write(good[0], {**good[1], "version": 1})
    monkeypatch.setattr(fmt, "VERSION", 3)
    monkeypatch.setattr(fmt, "MIGRATIONS", {1: one_to_two, 2: two_to_three})
    loaded = load_game(good[0])
    assert steps == [1, 2] and loaded.game.log
    monkeypatch.setattr(fmt, "MIGRATIONS", {2: two_to_three})
    refused(good[0], "save format version 1 can no longer be read")
