"""History and statistics: checked against figures counted here, independently, from the records."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from game.actions import EndEarly
from game.presets import preset
from saves import paths
from saves.history import History, HistoryError, statistics
from saves.records import archive_game, record_file_name
from saves.session import Session, new_session


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("OHPSHAW_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def play(name: str, names: list[str], seed: int, stop: int | None = None) -> Session:
    seats = ["random", "normal", "random", "easy", "random"][: len(names)]
    session = new_session(preset(name), seats, seed, names=names)
    made = 0
    while session.bot_move() is not None:
        made += 1
        if stop is not None and made >= stop:
            session.game.apply(EndEarly())
            break
    return session


GAMES: list[tuple[str, list[str], int, int | None, bool]] = [
    ("oh-pshaw", ["Ada", "Bob", "Cy", "Di"], 1, None, False),
    ("oh-pshaw", ["Bob", "Ada", "Di"], 2, None, False),
    ("oh-seven", ["Cy", "Ada", "Bob"], 3, None, False),  # bids made with cards
    ("contract-whist", ["Di", "Cy", "Bob", "Ada"], 4, 150, False),  # abandoned half way
    ("oh-pshaw", ["Ada", "Bob", "Cy"], 5, None, True),  # practice: not counted
]


@pytest.fixture(scope="module")
def records() -> list[tuple[dict[str, Any], bool]]:
    return [(play(name, names, seed, stop).record(), practice)
            for name, names, seed, stop, practice in GAMES]


def _oh_seven_top(rnd: dict[str, Any], players: int) -> int:
    """The one top bidder: the highest bid card by number, then suit S > H > D > C."""
    order = "CDHS"
    best = max((b["bid"], order.index(b["card"][1])) for b in rnd["bids"])
    return min((b["seat"] for b in rnd["bids"] if (b["bid"], order.index(b["card"][1])) == best),
               key=lambda s: (s - rnd["dealer"] - 1) % players)


def expected(records: list[tuple[dict[str, Any], bool]], name: str,
             preset_name: str | None) -> dict[str, Any]:
    """The statistics, counted straight from the records (not with saves.player_rounds)."""
    games = wins = rounds = points = exact = bid_total = zeros = highest = over = under = 0
    for record, practice in records:
        if practice or (preset_name and record["preset"] != preset_name):
            continue
        for player in record["players"]:
            if player["name"] != name:
                continue
            seat = player["seat"]
            games += 1
            wins += seat in record["result"]["winners"]
            for rnd in record["rounds"]:
                if not rnd["complete"]:
                    continue
                table = {b["seat"]: b["bid"] for b in rnd["bids"]}
                mine, took = table[seat], rnd["tricks_won"][seat]
                rounds += 1
                points += rnd["scores"][seat]
                bid_total += mine
                exact += took == mine
                zeros += mine == 0
                highest += seat == _oh_seven_top(rnd, len(record["players"])) if \
                    record["rules"]["card_bidding"] else all(mine >= other for other in table.values())
                over += took > mine
                under += took < mine
    rate = (lambda n: n / rounds) if rounds else (lambda n: 0.0)
    return {"games": games, "wins": wins, "rounds": rounds, "points_per_round": rate(points),
            "bid_accuracy": rate(exact), "average_bid": rate(bid_total), "zero_bid_rate": rate(zeros),
            "highest_bid_rate": rate(highest), "over_trick_rate": rate(over),
            "under_trick_rate": rate(under)}


def test_statistics_agree_with_the_records(records: list[tuple[dict[str, Any], bool]]) -> None:
    with History() as history:
        for record, practice in records:
            history.add_game(record, practice=practice)
        assert history.message is None
        for name in ("Ada", "Bob", "Cy", "Di", "Nobody"):
            for preset_name in (None, "oh-pshaw", "oh-seven", "contract-whist", "wizard"):
                stats = history.statistics(name, preset_name)
                want = expected(records, name, preset_name)
                got = {key: getattr(stats, key) for key in want}
                assert got == pytest.approx(want), (name, preset_name)
        assert history.statistics("Ada").games == 4
        assert history.statistics("Ada", practice=True).games == 5
        listed = history.games()
        assert len(listed) == 5 and {g["preset"] for g in listed} == {"oh-pshaw", "oh-seven",
                                                                      "contract-whist"}
        abandoned = next(g for g in listed if g["preset"] == "contract-whist")
        assert abandoned["ended_early"] == 1
        assert history.record(abandoned["id"]) == records[3][0]
    assert statistics("Bob").games == 4  # the module function opens the data folder's history


def test_last_games_are_each_game_of_a_player_oldest_first(
        records: list[tuple[dict[str, Any], bool]]) -> None:
    with History() as history:
        for record, practice in records:
            history.add_game(record, practice=practice)
        games = history.last_games("Ada")
        counted = [(r, expected([(r, False)], "Ada", None)) for r, practice in records if not practice]
        assert [g.preset for g in games] == [r["preset"] for r, _ in counted]  # stored in play order
        for game, (_record, want) in zip(games, counted, strict=True):
            assert game.rounds == want["rounds"] and game.won == bool(want["wins"])
            assert game.points_per_round == pytest.approx(want["points_per_round"])
            assert game.bid_accuracy == pytest.approx(want["bid_accuracy"])
        assert [g.preset for g in history.last_games("Ada", "oh-pshaw")] == ["oh-pshaw", "oh-pshaw"]
        assert history.last_games("Ada", limit=2) == games[-2:]  # the latest two
        assert len(history.last_games("Ada", practice=True)) == 5
        assert history.last_games("Nobody") == []


def test_a_hand_made_game_gives_hand_counted_figures() -> None:
    def rnd(bids: list[int], won: list[int], scores: list[int]) -> dict[str, Any]:
        return {"bids": [{"seat": s, "bid": b} for s, b in enumerate(bids)], "tricks_won": won,
                "scores": scores, "totals": scores, "complete": True}

    record = {"started": "2026-11-29T12:00:00Z", "seed": 1, "preset": "oh-pshaw",
              "players": [{"seat": s, "name": n, "kind": "bot", "level": "easy"}
                          for s, n in enumerate(["A", "B", "C"])],
              "rounds": [rnd([2, 2, 0], [2, 1, 0], [12, 0, 10]), rnd([0, 1, 3], [1, 1, 1], [0, 11, 0]),
                         {"bids": [{"seat": 0, "bid": 1}], "tricks": [], "complete": False}],
              "result": {"totals": [12, 11, 10], "winners": [0], "ended_early": True}}
    with History() as history:
        history.add_game(record)
        a, b, c = (history.statistics(n) for n in "ABC")
    assert (a.games, a.wins, a.rounds, a.points_per_round) == (1, 1, 2, 6.0)
    assert (a.bid_accuracy, a.average_bid, a.zero_bid_rate) == (0.5, 1.0, 0.5)
    assert (a.highest_bid_rate, a.over_trick_rate, a.under_trick_rate) == (0.5, 0.5, 0.0)
    assert (b.highest_bid_rate, b.bid_accuracy, b.under_trick_rate) == (0.5, 0.5, 0.5)  # the tie counts
    assert (c.highest_bid_rate, c.zero_bid_rate, c.under_trick_rate, c.wins) == (0.5, 0.5, 0.5, 0)


def test_the_same_game_added_again_is_counted_once(records: list[tuple[dict[str, Any], bool]]) -> None:
    with History() as history:
        history.add_game(records[0][0])
        history.add_game(records[0][0])
        assert len(history.games()) == 1 and history.statistics("Ada").games == 1


def test_the_database_is_in_wal_mode_in_the_data_folder(records: list[tuple[dict[str, Any], bool]]) -> None:
    with History() as history:
        history.add_game(records[0][0])
    assert paths.history_path().exists()
    db = sqlite3.connect(paths.history_path())
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("SELECT COUNT(*) FROM player_games").fetchone()[0] == 4
    db.close()


@pytest.mark.parametrize("damage", ["noise", "truncated"])
def test_a_damaged_database_is_moved_aside_and_a_new_one_started(
        damage: str, records: list[tuple[dict[str, Any], bool]]) -> None:
    path = paths.history_path()
    if damage == "noise":
        path.parent.mkdir(parents=True)
        path.write_bytes(b"SQLite format 3\x00" + os.urandom(5000))
    else:
        with History() as history:
            for record, _ in records:
                history.add_game(record)
        db = sqlite3.connect(path)
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2] + b"\x00" * 100)
    broken = path.read_bytes()
    with History() as history:
        assert history.message is not None and "moved aside" in history.message
        history.add_game(records[1][0])
        assert history.statistics("Ada").games == 1
    aside = [p for p in path.parent.iterdir() if p.name.startswith("history.damaged-")
             and p.name.endswith(".sqlite3")]
    assert len(aside) == 1 and aside[0].read_bytes() == broken


def test_a_database_from_a_newer_version_is_left_alone() -> None:
    path = paths.history_path()
    path.parent.mkdir(parents=True)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version=9")
    db.close()
    with pytest.raises(HistoryError, match="newer version"):
        History()
    assert sorted(p.name for p in path.parent.iterdir()) == ["history.sqlite3"]


def test_archiving_a_game_keeps_its_record_and_adds_it_to_the_history() -> None:
    session = play("oh-pshaw", ["Ada", "Bob", "Cy"], 7, stop=30)
    done = archive_game(session)
    assert done.messages == [] and done.record_path is not None and done.game_id is not None
    assert done.record_path.parent == paths.records_dir()
    assert done.record_path.name == record_file_name(session.record())
    assert json.loads(done.record_path.read_text(encoding="utf-8")) == session.record()
    with History() as history:
        assert history.statistics("Ada").games == 1


def test_archiving_where_nothing_can_be_written_reports_and_does_not_raise(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("OHPSHAW_HOME", str(blocker))
    done = archive_game(play("oh-pshaw", ["Ada", "Bob", "Cy"], 7, stop=5))
    assert done.record_path is None and done.game_id is None and len(done.messages) == 2


def test_names_and_presets_list_what_was_played(records: list[tuple[dict[str, Any], bool]]) -> None:
    with History() as history:
        assert history.names() == [] and history.presets("Ada") == []
        for record, practice in records:
            history.add_game(record, practice=practice)
        # most games first (Ada and Bob 4, Cy and Di 3), then by name; practice is left out
        assert history.names() == ["Ada", "Bob", "Cy", "Di"]
        assert history.presets("Cy") == ["contract-whist", "oh-pshaw", "oh-seven"]
        assert history.presets("Di") == ["oh-pshaw", "contract-whist"]
        assert history.presets("Ada", practice=True)[0] == "oh-pshaw"
        assert history.presets("Nobody") == []


def test_an_unfinished_game_is_named_apart_and_counted_once_it_ends() -> None:
    """A game left at the table (Continue may resume it) is in the history but in no figure:
    the table names it as unfinished; once finished it counts like any other game."""
    finished = play("oh-pshaw", ["Ada", "Bob", "Cy"], 7).record()
    left = new_session(preset("oh-pshaw"), ["random"] * 3, 8, names=["Ada", "Eve", "Fay"])
    while len(left.game.rounds) < 3 and left.bot_move() is not None:  # left during round 3
        pass
    unfinished = left.record()
    assert "result" not in unfinished
    with History() as history:
        history.add_game(finished)
        history.add_game(unfinished)
        table = history.table_statistics()
        assert (table.games, table.unfinished) == (1, 1)
        assert table.rounds == sum(r["complete"] for r in finished["rounds"])
        assert history.statistics("Ada").games == 1 and history.statistics("Eve").games == 0
        assert "Eve" not in history.names() and len(history.last_games("Ada")) == 1
        assert len(history.games()) == 2  # Games played lists it (as unfinished)
        history.add_game(play("oh-pshaw", ["Ada", "Eve", "Fay"], 8).record())  # played to its end
        table = history.table_statistics()
        assert (table.games, table.unfinished) == (2, 0) and history.statistics("Eve").games == 1
