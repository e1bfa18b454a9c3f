"""The Oh-Seven rule text's statistics, per table and per player, for every preset: from the
history (``main.py stats``), checked against figures counted here from the records alone."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from game.cards import Suit
from game.pad.score_pad import ScorePad
from game.presets import preset
from main import main
from saves import paths
from saves.history import History
from saves.statistics import report, reports

PLAYER_KEYS = {"games", "rounds", "points_per_round", "average_bid", "zero_bid_rate", "top_bid_rate",
               "made_rate", "over_rate", "under_rate"}


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("OHPSHAW_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _top_bidders(rnd: dict[str, Any], players: int, card_bidding: bool) -> list[int]:
    """Counted from the rule text: with bid cards the one player whose card is highest by number,
    then suit (spades, hearts, diamonds, clubs), identical cards to the first from eldest hand;
    without, everybody with the highest number."""
    top = max(b["bid"] for b in rnd["bids"])
    if not card_bidding:
        return [b["seat"] for b in rnd["bids"] if b["bid"] == top]
    suit_rank = {"S": 4, "H": 3, "D": 2, "C": 1}
    best = max((b["bid"], suit_rank[b["card"][1]]) for b in rnd["bids"])
    holders = [b["seat"] for b in rnd["bids"] if (b["bid"], suit_rank[b["card"][1]]) == best]
    eldest = (rnd["dealer"] + 1) % players
    return [min(holders, key=lambda s: (s - eldest) % players)]


def expected(records: list[dict[str, Any]]) -> dict[str, Any]:
    """``stats --json`` counted straight from the records."""
    per: dict[str, dict[str, float]] = {}
    games = rounds = zero = bids = highest = 0
    sizes: dict[str, int] = {}
    trumps = dict.fromkeys("SHDC", 0)
    for record in records:
        n, cards = len(record["players"]), record["rules"]["card_bidding"]
        games += 1
        sizes[str(n)] = sizes.get(str(n), 0) + 1
        for player in record["players"]:
            per.setdefault(player["name"], dict.fromkeys(
                ("games", "rounds", "points", "bids", "zero", "top", "made", "over", "under"), 0))
            per[player["name"]]["games"] += 1
        for rnd in record["rounds"]:
            if not rnd["complete"]:
                continue
            rounds += 1
            table = {b["seat"]: b["bid"] for b in rnd["bids"]}
            highest += max(table.values())
            if cards:
                trumps[rnd["trump"]] += 1
            tops = _top_bidders(rnd, n, cards)
            for player in record["players"]:
                seat, mine = player["seat"], per[player["name"]]
                bid, took = table[seat], rnd["tricks_won"][seat]
                zero += bid == 0
                bids += 1
                for key, value in (("rounds", 1), ("points", rnd["scores"][seat]), ("bids", bid),
                                   ("zero", bid == 0), ("top", seat in tops), ("made", took == bid),
                                   ("over", took > bid), ("under", took < bid)):
                    mine[key] += value
    players = {name: {"games": f["games"], "rounds": f["rounds"],
                      **{key: f[source] / f["rounds"] for key, source in (
                          ("points_per_round", "points"), ("average_bid", "bids"), ("zero_bid_rate", "zero"),
                          ("top_bid_rate", "top"), ("made_rate", "made"), ("over_rate", "over"),
                          ("under_rate", "under"))}}
               for name, f in per.items()}
    chosen = sum(trumps.values())
    table = {"games": games, "rounds": rounds, "players": sum(int(k) * v for k, v in sizes.items()) / games,
             "player_counts": sizes, "average_zero_bid_rate": zero / bids,
             "average_highest_bid": highest / rounds,
             "trump_choice_rate": {s: k / chosen for s, k in trumps.items()} if chosen else None}
    return {"table": table, "players": players}


def _stats_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    capsys.readouterr()
    assert main(["stats", "--json", *args]) == 0
    return dict(json.loads(capsys.readouterr().out))


@pytest.mark.parametrize("name,players", [("oh-seven", 4), ("oh-seven", 6), ("oh-pshaw", 5),
                                          ("wizard", 3)])
def test_simulated_matches_in_the_history_give_the_figures_of_their_records(
        name: str, players: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "records"
    assert main(["simulate", "--preset", name, "--players", str(players), "--games", "6", "--seed", "3",
                 "--history", "--record-dir", str(folder)]) == 0
    records = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))]
    kept = sorted(paths.records_dir().glob("*.json"))
    assert len(records) == len(kept) == 6  # kept like games played at the table
    got, want = _stats_json(capsys, "--preset", name), expected(records)
    assert set(got["players"]) == {f"Bot {s + 1}" for s in range(players)}
    for person, figures in got["players"].items():
        assert set(figures) == PLAYER_KEYS
        assert figures == pytest.approx(want["players"][person]), person
    for key, value in want["table"].items():
        assert got["table"][key] == pytest.approx(value), key
    if name == "oh-seven":  # exactly one top bidder a round
        assert sum(p["top_bid_rate"] for p in got["players"].values()) == pytest.approx(1.0)
        assert sum(got["table"]["trump_choice_rate"].values()) == pytest.approx(1.0)
    else:
        assert got["table"]["trump_choice_rate"] is None
    assert _stats_json(capsys, "--preset", "oh-hell")["table"]["games"] == 0
    assert main(["stats", "--preset", name]) == 0
    text = capsys.readouterr().out
    assert text.startswith(f"{name}: 6 games") and ("trump choice ♠" in text) == (name == "oh-seven")


def test_stats_of_every_preset_and_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("oh-seven", "contract-whist"):
        assert main(["simulate", "--preset", name, "--players", "3", "--games", "2", "--history"]) == 0
    everything = _stats_json(capsys)
    assert everything["table"]["games"] == 4 and everything["table"]["player_counts"] == {"3": 4}
    assert [r.preset for r in reports()] == ["contract-whist", "oh-seven"]
    assert main(["stats", "--preset", "whist"]) == 2
    assert "Unknown preset 'whist'" in capsys.readouterr().err


def test_a_score_pad_game_lands_in_the_statistics_marked_as_real_cards_R_G5() -> None:
    from game.pad.actions import PadBid
    from game.pad.record import pad_record
    from saves.records import archive_record

    pad = ScorePad(preset("oh-seven").replace(fixed_rounds=1), players=3, first_dealer=0)
    pad.enter_round([PadBid(3, Suit.SPADES), PadBid(2), PadBid(1)], [3, 2, 2])
    assert pad.is_over
    done = archive_record(pad_record(pad, ["Ada", "Bob", "Cy"]))
    assert done.messages == []
    with History() as history:
        assert history.games()[0]["real_cards"] == 1
    figures = report("oh-seven")
    assert figures.players["Ada"].highest_bid_rate == 1.0 and figures.players["Bob"].points_per_round == 4
    assert figures.table.trump_choice_rate == {"S": 1.0, "H": 0.0, "D": 0.0, "C": 0.0}
    assert figures.table.average_highest_bid == 3 and figures.table.zero_bid_rate == 0.0


def test_a_game_stopped_before_any_round_was_scored_is_no_win_R_G3() -> None:
    """Counted as a game, never as a win: neither when it is added now nor when an older
    history stored it as a win for everybody (its record names every seat among the winners)."""
    from game.actions import EndEarly
    from game.game import Game
    from game.match import play_match
    from game.record import to_record

    finished = play_match(preset("oh-pshaw").replace(max_hand=2), ["random"] * 3, seed=4)
    stopped = Game(preset("oh-pshaw").replace(max_hand=2), 3, seed=5)
    stopped.apply(EndEarly())
    with History() as history:
        history.add_game(to_record(finished.game, finished.players))
        history.add_game(to_record(stopped, finished.players))
        lines = history.last_games("Bot 1")
        assert [line.rounds > 0 for line in lines] == [True, False] and not lines[1].won
        wins = {name: history.statistics(name).wins for name in history.names()}
        assert wins == {f"Bot {s + 1}": int(s in finished.game.winners) for s in range(3)}
    with sqlite3.connect(paths.history_path()) as db:  # as an older version stored it
        db.execute("UPDATE player_games SET won = 1 WHERE rounds = 0")
    with History() as history:
        assert {name: history.statistics(name).wins for name in history.names()} == wins
        assert history.statistics("Bot 1").games == 2
        assert not history.last_games("Bot 1")[1].won


def test_a_version_1_history_is_brought_up_to_date_from_its_records() -> None:
    """Schema 1 counted every player sharing the top number; schema 2 one Oh-Seven top bidder."""
    from game.match import play_match
    from game.record import to_record

    match = play_match(preset("oh-seven"), ["random"] * 4, seed=5)
    record = to_record(match.game, match.players)
    with History() as history:
        history.add_game(record)
    db = sqlite3.connect(paths.history_path())
    db.executescript("DROP TABLE game_tables; ALTER TABLE games DROP COLUMN real_cards;"
                     "UPDATE player_games SET highest_bids = 7; PRAGMA user_version=1;")
    db.close()
    with History() as history:
        tops = [history.statistics(f"Bot {s}").highest_bid_rate for s in range(1, 5)]
        assert sum(tops) == pytest.approx(1.0)
        table = history.table_statistics("oh-seven")
        assert table.games == 1 and table.rounds == 7 and table.trump_choices == 7
    db = sqlite3.connect(paths.history_path())
    assert db.execute("PRAGMA user_version").fetchone()[0] == 2
    db.close()
