"""Attacks on the history database: locked by another program, bit flips that pass SQLite's
quick check, a database of another program's schema, a symbolic link out of the data
folder. No finished game is lost, the window never waits long, foreign files are left
untouched (moved aside), and the history starts afresh."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves import paths
from saves.history import History, HistoryError
from saves.records import archive_game
from saves.session import new_session
from tests.attacks.cli_run import run_main

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="symbolic links without privileges")


def a_record(seed: int = 1) -> dict[str, object]:
    match = play_match(preset("oh-pshaw").replace(max_hand=3), ["random"] * 3, seed=seed)
    return to_record(match.game, match.players, started=f"2026-11-29T12:00:0{seed}Z")


def a_history(path: Path, games: int = 3) -> None:
    with History(path) as history:
        for seed in range(1, games + 1):
            history.add_game(a_record(seed))


def finished_session(seed: int = 2):  # type: ignore[no-untyped-def]
    session = new_session(preset("oh-pshaw").replace(max_hand=2), ["human", "random", "random"], seed,
                          names=["Ann", "Bo", "Cy"])
    while not session.game.is_over:
        session.game.apply(session.game.legal_actions()[0])
    return session


@pytest.fixture
def locked(tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    """Another program holds a write transaction on the history in the data folder."""
    path = paths.history_path()
    a_history(path, games=1)
    code = ("import sqlite3, sys, time\n"
            "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
            "db.execute('BEGIN EXCLUSIVE')\n"
            "db.execute('CREATE TABLE IF NOT EXISTS scratch (x)')\n"
            "print('locked', flush=True)\n"
            "sys.stdin.read()\n")
    holder = subprocess.Popen([sys.executable, "-c", code, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    yield holder
    if holder.poll() is None:
        holder.kill()
    holder.wait(10)


def release(holder: subprocess.Popen[str]) -> None:
    assert holder.stdin is not None
    holder.stdin.close()
    holder.wait(10)


def test_a_game_finished_while_the_history_is_locked_is_added_at_the_next_start(
        locked: subprocess.Popen[str]) -> None:
    session = finished_session()
    start = time.perf_counter()
    done = archive_game(session)
    waited = time.perf_counter() - start
    assert waited < 2.5, f"the window froze {waited:.1f} s"  # a frame loop must not wait on it
    from saves.records import add_pending

    assert done.game_id is None and done.record_path is not None
    assert any(m.key == "history_pending" for m in done.messages), done.messages
    release(locked)
    assert add_pending() == []  # the next start
    with History() as history:
        assert history.statistics("Ann").games == 1
    assert add_pending() == [] and not list((paths.data_dir() / "pending").glob("*.json"))


def test_opening_a_locked_history_says_so_at_once(locked: subprocess.Popen[str]) -> None:
    start = time.perf_counter()
    with pytest.raises(HistoryError) as caught, History() as history:
        history.add_game(a_record(5))
    assert time.perf_counter() - start < 2.5
    assert type(caught.value).__name__ == "HistoryBusy"  # "in use by another program"


def test_a_game_not_added_because_the_history_cannot_open_waits_for_the_next_start() -> None:
    from saves.records import add_pending

    paths.history_path().mkdir(parents=True)  # in the way: the history cannot be opened
    done = archive_game(finished_session(3))
    assert done.game_id is None and any(m.key == "history_pending" for m in done.messages)
    assert add_pending()  # still in the way: said, and kept
    assert list((paths.data_dir() / "pending").glob("*.json"))
    paths.history_path().rmdir()
    assert add_pending() == []
    with History() as history:
        assert [g["players"] for g in history.games()] == [3]


def flip(path: Path, old: bytes, new: bytes) -> None:
    data = path.read_bytes()
    assert old in data
    path.write_bytes(data.replace(old, new))


def test_a_bit_flip_in_a_name_is_read_as_a_replacement_character(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    a_history(path)
    flip(path, b"Bot 1", b"\xffot 1")
    with History(path) as history:
        names = history.names()
        assert "\ufffdot 1" in names
        assert history.statistics("\ufffdot 1").games == 3
        assert history.message is None  # the rest is good: kept as it is


def test_a_damaged_record_in_the_history_is_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    a_history(path, games=1)
    flip(path, b'"format":"ohpshaw-record"', b'"format":"ohpshaw-rec\xffrd"')
    with History(path) as history:
        game = history.games()[0]
        assert history.record(game["id"]) is None


def test_a_database_that_passes_the_quick_check_but_fails_reading_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    a_history(path)
    db = sqlite3.connect(path)
    root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'player_games_name'").fetchone()[0]
    size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    data = bytearray(path.read_bytes())
    at = data.index(b"Bot 1", (root - 1) * size)
    data[at + 5] = 0x7F  # the index points to a row that is not there
    path.write_bytes(bytes(data))
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    check.close()
    with History(path) as history:
        assert history.names() == []  # the names read the damaged index: a fresh history
        assert history.statistics("Bot 1").games == 0
        assert history.message is not None and history.message.key == "history_moved_aside"
        history.add_game(a_record(4))
        assert history.statistics("Bot 1").games == 1
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name and p.suffix == ".sqlite3"]
    assert len(aside) == 1 and aside[0].read_bytes() == bytes(data)


def test_a_database_of_another_program_is_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("CREATE TABLE games (title TEXT, hours REAL);"
                     "INSERT INTO games VALUES ('Solitaire', 1.5);")
    db.commit()
    db.close()
    before = path.read_bytes()
    with History(path) as history:
        assert history.message is not None and history.message.key == "history_foreign"
        history.add_game(a_record(1))
        assert history.statistics("Bot 1").games == 1
    aside = [p for p in tmp_path.iterdir() if ".foreign-" in p.name]
    assert [p.suffix for p in aside] == [".sqlite3"] and aside[0].read_bytes() == before
    other = sqlite3.connect(aside[0])
    assert other.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # not switched to WAL
    assert other.execute("SELECT title FROM games").fetchall() == [("Solitaire",)]
    other.close()


@posix_only
@pytest.mark.parametrize("target_exists", [True, False], ids=["to-a-database", "dangling"])
def test_a_symbolic_link_is_not_followed(tmp_path: Path, target_exists: bool) -> None:
    outside = tmp_path / "outside" / "elsewhere.sqlite3"
    outside.parent.mkdir()
    if target_exists:
        a_history(outside, games=1)
    before = outside.read_bytes() if target_exists else None
    data = tmp_path / "data"
    data.mkdir()
    link = data / "history.sqlite3"
    link.symlink_to(outside)
    with History(link) as history:
        assert history.message is not None and history.message.key == "history_symlink"
        history.add_game(a_record(2))
        assert history.statistics("Bot 1").games == 1
    assert (outside.read_bytes() if target_exists else None) == before
    assert not link.is_symlink() and link.is_file()
    aside = [p for p in data.iterdir() if p.is_symlink()]
    assert len(aside) == 1 and os.readlink(aside[0]) == str(outside)
    assert sorted(p.name for p in outside.parent.iterdir()) == (["elsewhere.sqlite3"] if target_exists
                                                                 else [])


@posix_only
def test_a_symbolic_link_beside_the_history_is_not_followed(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    path = tmp_path / "history.sqlite3"
    a_history(path, games=1)
    (tmp_path / "history.sqlite3-wal").symlink_to(outside / "stolen-wal")
    with History(path) as history:
        history.add_game(a_record(2))
    assert list(outside.iterdir()) == []


def test_a_waiting_unfinished_game_does_not_replace_its_finished_row_added_later() -> None:
    from saves.records import add_pending

    finished = finished_session(4)
    paths.history_path().mkdir(parents=True)  # the history cannot take the unfinished game now
    unfinished = new_session(finished.game.rules, finished.seats, 4, names=finished.names)
    unfinished.created = finished.created  # the same game (start and seed), left mid-way
    for _seat, action in finished.game.log[:-1]:
        unfinished.game.apply(action)
    assert not unfinished.game.is_over
    assert archive_game(unfinished).game_id is None
    pending = list((paths.data_dir() / "pending").glob("*.json"))
    os.utime(pending[0], (time.time() - 60, time.time() - 60))  # it waited a minute
    paths.history_path().rmdir()
    assert archive_game(finished).game_id is not None  # finished later, and added
    assert add_pending() == []
    with History() as history:
        assert [g["ended_early"] for g in history.games()] == [0]  # the finished game stays
    assert not list((paths.data_dir() / "pending").glob("*.json"))


def test_a_score_pad_game_waits_for_the_history_like_any_game() -> None:
    from saves.records import add_pending
    from tests.saves.test_pad import pad_game

    paths.history_path().mkdir(parents=True)  # in the way
    pad = pad_game("oh-seven", 4, 60)
    assert archive_game(pad).game_id is None
    paths.history_path().rmdir()
    assert add_pending() == []
    with History() as history:
        assert [g["real_cards"] for g in history.games()] == [1]


def _damage_the_pages(path: Path) -> None:
    """Bytes overwritten all through the tables: SQLite's quick check finds it."""
    data = bytearray(path.read_bytes())
    for at in range(4096, len(data), 7):
        data[at] = 0x55
    path.write_bytes(bytes(data))


def _damage_an_index(path: Path) -> None:
    """The names' index points to a row that is not there: found only when it is read."""
    db = sqlite3.connect(path)
    root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'player_games_name'").fetchone()[0]
    size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    data = bytearray(path.read_bytes())
    data[data.index(b"Bot 1", (root - 1) * size) + 5] = 0x7F
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("damage", [_damage_the_pages, _damage_an_index], ids=["quick-check", "reading"])
def test_stats_says_a_damaged_history_was_moved_aside_and_names_the_new_file(
        damage: Callable[[Path], None], tmp_path: Path) -> None:
    home = tmp_path / "home"
    path = home / "data" / "history.sqlite3"
    path.parent.mkdir(parents=True)
    a_history(path)
    damage(path)
    done = run_main("stats", home=home)
    aside = [p.name for p in path.parent.iterdir() if ".damaged-" in p.name and p.suffix == ".sqlite3"]
    assert done.returncode == 0 and len(aside) == 1, done.stderr[-2000:]
    said = done.stderr.strip().splitlines()
    assert len(said) == 1 and aside[0] in said[0] and "damaged" in said[0], said


UNSOUND = [
    pytest.param("UPDATE player_games SET points = 'abc' WHERE game_id = 1", "player_games.points",
                 id="text-for-points"),
    pytest.param("UPDATE player_games SET points = 9e999 WHERE game_id = 1 AND seat = 0",
                 "player_games.points", id="inf-points"),
    pytest.param("UPDATE player_games SET points = -9e999 WHERE game_id = 1 AND seat = 0",
                 "player_games.points", id="minus-inf-points"),
    pytest.param("UPDATE player_games SET points = 1e300 WHERE game_id = 1", "player_games.points",
                 id="huge-real"),
    pytest.param("UPDATE player_games SET points = 9223372036854775807 WHERE game_id = 1",
                 "player_games.points", id="sum-overflows"),
    pytest.param("UPDATE player_games SET rounds = X'00ff' WHERE game_id = 1", "player_games.rounds",
                 id="bytes-for-rounds"),
    pytest.param("UPDATE game_tables SET rounds = 9e999 WHERE game_id = 1", "game_tables.rounds",
                 id="inf-table-rounds"),
    pytest.param("UPDATE games SET players = 'x' WHERE id = 1", "games.players", id="text-for-players"),
    pytest.param("UPDATE games SET practice = 'x' WHERE id = 1", "games.practice", id="text-for-a-flag"),
    pytest.param("UPDATE player_games SET name = X'426f742031' WHERE game_id = 1", "player_games.name",
                 id="bytes-for-a-name"),
]


@pytest.mark.parametrize("change,column", UNSOUND)
def test_stats_names_values_of_the_wrong_kind_and_counts_the_rest(change: str, column: str,
                                                                  tmp_path: Path) -> None:
    home = tmp_path / "home"
    path = home / "data" / "history.sqlite3"
    path.parent.mkdir(parents=True)
    a_history(path)
    db = sqlite3.connect(path)
    db.execute(change)
    db.commit()
    db.close()
    before = path.read_bytes()
    done = run_main("stats", "--json", home=home)
    said = done.stderr.strip().splitlines()
    assert done.returncode == 0 and len(said) == 1 and column in said[0], done.stderr[-2000:]
    figures = json.loads(done.stdout, parse_constant=lambda name: pytest.fail(f"{name} in the figures"))
    assert figures["table"]["games"] == 2  # the game with the value is left out, the others counted
    assert all(player["games"] == 2 for player in figures["players"].values())
    assert path.read_bytes() == before  # named, never repaired


def test_the_statistics_screen_names_what_reading_the_history_found() -> None:
    from ui.scenes.statistics import read_figures

    path = paths.history_path()
    a_history(path)
    db = sqlite3.connect(path)
    db.execute("UPDATE player_games SET points = 9e999 WHERE game_id = 1")
    db.commit()
    db.close()
    figures = read_figures()
    assert "player_games.points" in figures.message
    assert figures.report(None) is not None and figures.report(None).table.games == 2  # type: ignore[union-attr]
    _damage_the_pages(path)
    aside = read_figures().message
    assert [p.name for p in path.parent.iterdir() if ".damaged-" in p.name and p.suffix == ".sqlite3"
            and p.name in aside]
