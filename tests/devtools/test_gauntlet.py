"""The gauntlet of ``bench bots``: heroes at tables of other styles, the Clairvoyant
as the ceiling, searching bots on a node budget. Small budgets keep it quick here;
the real figures are in docs/BENCHMARKS.md."""

from __future__ import annotations

import io
import itertools
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

from devtools.bots.ceilings import PlainClairvoyantBot
from devtools.bots.gauntlet import (
    TABLES,
    difference,
    format_gauntlet,
    gauntlet,
    parse_ceiling,
    parse_heroes,
    parse_tables,
    pooled_rows,
    share_of,
)
from devtools.bots.match_log import MatchLogError, Played, read_matches
from devtools.bots.tournament import (
    MatchResult,
    bench_bot,
    default_workers,
    let_see,
    parse_pairings,
    table_of,
)
from game.bots import STYLES, ClairvoyantBot, ExpertBot, HardBot, make_bot
from game.game import Game, Phase
from game.presets import preset

ROOT = Path(__file__).resolve().parents[2]


def test_tables_seat_every_style_alone_and_mixed() -> None:
    assert [t for t in TABLES if "+" not in t] == list(STYLES)
    mixed = [t for t in TABLES if "+" in t]
    assert mixed and {name for t in mixed for name in table_of(t)} == set(STYLES)
    assert table_of("easy") == ["easy"] * 3
    assert table_of("normal+wild+ducker") == ["normal", "wild", "ducker"]
    assert parse_pairings("hard:normal+wild+ducker") == [("hard", "normal+wild+ducker")]
    with pytest.raises(ValueError, match="bad pairing"):
        parse_pairings("hard:normal+wild")


def test_heroes_and_tables_are_checked() -> None:
    assert parse_heroes(None) == ["hard"]
    assert parse_heroes("expert,hard,normal") == ["hard", "expert", "normal"]
    assert parse_tables("easy,grabber+ducker+wild") == ["easy", "grabber+ducker+wild"]
    assert parse_heroes("none") == []  # the ceiling alone
    assert parse_heroes("clairvoyant-plain") == ["hard", "clairvoyant-plain"]
    for bad in ("master", "py:x:Y", "none,expert"):
        with pytest.raises(ValueError, match="bad hero"):
            parse_heroes(bad)
    with pytest.raises(ValueError, match="bad table"):
        parse_tables("easy+easy")
    assert parse_ceiling(None) == "clairvoyant"
    assert parse_ceiling("clairvoyant-plain") == "clairvoyant-plain"
    with pytest.raises(ValueError, match="bad ceiling"):
        parse_ceiling("hard")


def test_the_plain_ceiling_sees_the_hands_and_plays_every_other_seat_as_normal() -> None:
    """The plain ceiling: the true hands, every seat of Normal's style
    in its rollouts; today's draws each seat's style from what the seat has shown."""
    game = Game(preset("oh-pshaw"), 4, seed=3)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    drawn = {}
    for cls in (PlainClairvoyantBot, ClairvoyantBot):
        bot = bench_bot("clairvoyant-plain" if cls is PlainClairvoyantBot else "clairvoyant", 7)
        assert type(bot) is cls and bot.nodes == ClairvoyantBot.bench_nodes
        let_see(bot, game)
        sampler = bot.sampler(view)
        deals = list(itertools.islice(bot.deals(sampler), 40))
        assert all(sampler.cards(d[0]) == sampler.cards(deals[0][0]) for d in deals)
        assert [sorted(map(str, h)) for h in sampler.cards(deals[0][0])] == [
            sorted(map(str, h)) for h in game.state.hands]
        drawn[cls] = {style for deal, _ in deals for style in deal.styles}
    assert drawn[PlainClairvoyantBot] == {0}  # Normal's, every seat, every deal
    assert drawn[ClairvoyantBot] != {0}


def test_searching_bots_decide_by_node_budget_in_the_benchmarks() -> None:
    for level, cls in (("hard", HardBot), ("expert", ExpertBot), ("clairvoyant", ClairvoyantBot)):
        bot = bench_bot(level, 1)
        assert isinstance(bot, cls) and bot.nodes == cls.bench_nodes
    assert ExpertBot.bench_nodes >= 6 * HardBot.bench_nodes  # about a second against 130 ms
    assert default_workers("normal", "grabber+ducker+wild") == 1
    assert default_workers("hard", "easy") == 2


def test_share_of_the_ceiling_pairs_the_matches() -> None:
    ceiling = [MatchResult(130, 13, 0, False), MatchResult(104, 13, 0, False)]
    same = share_of(ceiling, ceiling)
    assert same == (1.0, 1.0, 1.0)
    half = share_of([MatchResult(65, 13, 0, False), MatchResult(52, 13, 0, False)], ceiling)
    assert half[0] == pytest.approx(0.5) and half[1] == pytest.approx(0.5)
    noisy = share_of([MatchResult(90, 13, 0, False), MatchResult(40, 13, 0, False)], ceiling)
    assert noisy[1] < noisy[0] < noisy[2]


def test_the_difference_from_the_first_hero_pairs_the_matches() -> None:
    base = [MatchResult(130, 13, 0, False), MatchResult(52, 13, 0, False)]
    assert difference(base, base) == (0.0, 0.0, 0.0)
    # one round's point more in every match: exactly +1/13 a round, however far apart the matches
    ahead = difference([MatchResult(131, 13, 0, False), MatchResult(53, 13, 0, False)], base)
    assert ahead == pytest.approx((1 / 13, 1 / 13, 1 / 13))
    mixed = difference([MatchResult(140, 13, 0, False), MatchResult(52, 13, 0, False)], base)
    assert mixed[0] == pytest.approx(5 / 13)  # ten points in one match of two, over 13 rounds
    assert mixed[1] < 0 < mixed[0] < mixed[2]  # two matches that disagree show nothing


def test_a_small_gauntlet_plays_every_hero_and_the_ceiling(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ClairvoyantBot, "bench_nodes", 40)
    monkeypatch.setattr(HardBot, "bench_nodes", 40)
    rows = gauntlet(["normal", "easy"], 4, workers=1, tables=["wild", "grabber+easy+ducker"])
    assert [(r["hero"], r["opponent"]) for r in rows] == [
        ("clairvoyant", "wild"), ("normal", "wild"), ("easy", "wild"),
        ("clairvoyant", "grabber+easy+ducker"), ("normal", "grabber+easy+ducker"),
        ("easy", "grabber+easy+ducker")]
    for row in rows:
        assert row["matches"] == 4
        if row["hero"] != "clairvoyant":
            share, low, high = row["of_ceiling"]
            assert low <= share <= high
            assert share == pytest.approx(row["points_per_round"] / rows[0 if row["opponent"] == "wild"
                                                                        else 3]["points_per_round"],
                                          abs=1e-3)
        if row["hero"] == "easy":  # the paired difference from the first hero, Normal
            normal = next(r for r in rows if r["hero"] == "normal" and r["opponent"] == row["opponent"])
            hero, gap, low, high = row["against"]
            assert hero == "normal" and low <= gap <= high
            assert gap == pytest.approx(row["points_per_round"] - normal["points_per_round"], abs=2e-3)
        else:
            assert "against" not in row
    text = format_gauntlet(rows)
    assert "of clairvoyant" in text and "grabber+easy+ducker" in text and "against" in text


def test_the_share_can_be_of_the_plain_ceiling_saved_alone_and_pooled(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``--ceiling clairvoyant-plain --hero none`` plays and saves that ceiling alone;
    pooled with other runs, each share is of the ceiling asked for, and the other
    ceiling is a hero among the rest."""
    monkeypatch.setattr(ClairvoyantBot, "bench_nodes", 30)
    kept = io.StringIO()
    alone = gauntlet([], 4, workers=1, tables=["grabber"], save=kept, ceiling="clairvoyant-plain")
    assert [r["hero"] for r in alone] == ["clairvoyant-plain"]
    with pytest.raises(ValueError, match="is the ceiling"):
        gauntlet(["clairvoyant-plain"], 4, workers=1, tables=["grabber"], ceiling="clairvoyant-plain")
    gauntlet(["normal"], 4, workers=1, tables=["grabber"], save=kept)
    played = read_lines(kept.getvalue())
    assert {p.nodes for p in played if p.hero.startswith("clairvoyant")} == {30}
    plain = pooled_rows(played, "clairvoyant-plain")
    assert [r["hero"] for r in plain] == ["clairvoyant-plain", "clairvoyant", "normal"]
    assert _figures(plain[:1]) == _figures(alone)
    top = plain[0]["points_per_round"]
    for row in plain[1:]:
        assert row["of_ceiling"][0] == pytest.approx(row["points_per_round"] / top, abs=1e-3)
    assert "against" not in plain[2]  # a hero is compared with a hero, not the other ceiling
    today = pooled_rows(played)
    assert [r["hero"] for r in today] == ["clairvoyant", "clairvoyant-plain", "normal"]
    assert today[0]["points_per_round"] != plain[0]["points_per_round"]
    assert today[2]["of_ceiling"][0] == pytest.approx(
        today[2]["points_per_round"] / today[0]["points_per_round"], abs=1e-3)
    assert "of clairvoyant-plain [95%]" in format_gauntlet(plain, ceiling="clairvoyant-plain")


def test_the_rows_echoed_as_they_come_line_up_under_a_long_ceiling_name(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(ClairvoyantBot, "bench_nodes", 30)
    gauntlet(["normal", "easy"], 4, workers=1, tables=["grabber"], echo=True,
             ceiling="clairvoyant-plain")
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == ["hero", "clairvoyant-plain", "normal", "easy"]
    column = lines[0].index("opponent")
    assert all(line.index("grabber") == column for line in lines[1:])
    share = lines[0].index("of clairvoyant-plain [95%]") + len("of clairvoyant-plain [95%]")
    ends = {line.index("%]") for line in lines[2:]}  # each share ends under the header's
    assert len(ends) == 1 and abs(ends.pop() - share) <= 2


def _figures(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows without their decision times (the clock's, which differ run to run)."""
    return [{k: v for k, v in row.items() if k != "decision_ms"} for row in rows]


def test_saved_matches_pool_two_runs_as_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--save`` then ``--pooled``: deal 1 and deal 2 played apart report as deals 1-2
    played at once, every match paired by deal and seat."""
    monkeypatch.setattr(ClairvoyantBot, "bench_nodes", 30)
    kept = io.StringIO()
    gauntlet(["normal", "easy"], 4, workers=1, tables=["grabber"], save=kept)
    gauntlet(["normal", "easy"], 4, workers=1, tables=["grabber"], first_deal=2, save=kept)
    played = read_lines(kept.getvalue())
    assert len(played) == 3 * 8 and {p.deal for p in played} == {1, 2}
    assert {p.nodes for p in played if p.hero == "clairvoyant"} == {30}
    once = gauntlet(["normal", "easy"], 8, workers=1, tables=["grabber"])
    assert _figures(pooled_rows(played)) == _figures(once)
    assert pooled_rows(played)[2]["against"][0] == "normal"
    # a bot saved at two budgets is two heroes; a match saved twice counts once
    monkeypatch.setattr(ClairvoyantBot, "bench_nodes", 31)
    gauntlet([], 4, workers=1, tables=["grabber"], save=kept)
    heroes = [r["hero"] for r in pooled_rows(read_lines(kept.getvalue()))]
    assert heroes == ["clairvoyant@30", "normal", "easy", "clairvoyant@31"]  # and no ceiling
    assert [r["matches"] for r in pooled_rows(played + played)] == [8, 8, 8]


class Cut(Exception):
    """The run stopped halfway (a Ctrl+C, a machine that went down)."""


def test_a_run_cut_short_keeps_every_match_it_finished(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--save`` writes each match as it ends: a run stopped during its third match
    has the first two in the file, whole and readable."""
    from devtools.bots import tournament
    monkeypatch.setattr(ClairvoyantBot, "bench_nodes", 30)
    play, calls = tournament._play_task, []

    def cut_at_the_third(task: tuple[str, str, int, int]) -> MatchResult:
        calls.append(task)
        if len(calls) == 3:
            raise Cut
        return play(task)

    monkeypatch.setattr(tournament, "_play_task", cut_at_the_third)
    kept = io.StringIO()
    with pytest.raises(Cut):
        gauntlet(["normal"], 8, workers=1, tables=["easy"], first_deal=5, save=kept)
    played = read_lines(kept.getvalue())
    assert [(p.hero, p.deal, p.seat) for p in played] == [("clairvoyant", 5, 0), ("clairvoyant", 5, 1)]
    assert all(p.result.rounds == 13 for p in played)


@pytest.mark.parametrize("workers", [1, 2])
def test_results_are_handed_over_as_they_finish_in_either_way_of_running(workers: int) -> None:
    from devtools.bots.tournament import run_tasks
    seen: list[tuple[int, int]] = []
    assert run_tasks(abs, [-3, 1, -2, 7], workers, lambda k, r: seen.append((k, r))) == [3, 1, 2, 7]
    assert sorted(seen) == [(0, 3), (1, 1), (2, 2), (3, 7)]


def read_lines(text: str) -> list[Played]:
    path = Path(tempfile.mkdtemp()) / "matches.jsonl"
    path.write_text(text, encoding="utf-8")
    return read_matches(path)


@pytest.mark.parametrize("line", [
    "not json", "[1, 2]", '{"hero": "hard"}',
    '{"hero": "hard", "nodes": 440, "table": "easy", "deal": 0, "seat": 1, "points": 9, '
    '"rounds": 13, "made": 1, "won": false}',
    '{"hero": "hard", "nodes": 440, "table": "easy", "deal": 1, "seat": 1, "points": 9, '
    '"rounds": 13, "made": 14, "won": false}',
    '{"hero": "hard\\u0007", "nodes": 440, "table": "easy", "deal": 1, "seat": 1, "points": 9, '
    '"rounds": 13, "made": 1, "won": false}',
    '{"hero": "hard", "nodes": 440, "table": "easy", "deal": 1, "seat": 1, "points": 9, '
    '"rounds": 13, "made": 1, "won": 1}',
    '{"hero": "hard", "nodes": 440, "table": "easy", "deal": 1, "seat": 1, "points": 9, '
    '"rounds": 13, "made": 1, "won": true, "bid_ms": [1, NaN]}',
    "x" * 70_000,
])
def test_a_line_that_is_not_a_match_is_named_and_nothing_is_reported(
        line: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from devtools.program import main

    good = ('{"hero": "hard", "nodes": 440, "table": "easy", "deal": 1, "seat": 0, "points": 9, '
            '"rounds": 13, "made": 1, "won": false}')
    path = tmp_path / "matches.jsonl"
    path.write_text(f"{good}\n\n{line}\n{good}\n", encoding="utf-8")
    with pytest.raises(MatchLogError, match="line 3"):
        read_matches(path)
    assert main(["bench", "bots", "--gauntlet", "--pooled", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "line 3" in err and len(err.strip().splitlines()) == 1


def test_pooled_and_save_are_checked_before_anything_is_played(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from devtools.program import main

    for argv, says in ((["--gauntlet", "--pooled", str(tmp_path / "none.jsonl")], "cannot read"),
                       (["--gauntlet", "--save", str(tmp_path / "no" / "such" / "f")], "cannot write"),
                       (["--gauntlet", "--pooled", "a", "--save", "b"], "nothing to add"),
                       (["--save", "b"], "go with bots --gauntlet"),
                       (["--ceiling", "clairvoyant-plain"], "go with bots --gauntlet"),
                       (["--gauntlet", "--ceiling", "hard"], "bad ceiling"),
                       (["--gauntlet", "--hero", "clairvoyant", "--save", str(tmp_path / "b")],
                        "is the ceiling")):
        assert main(["bench", "bots", *argv]) == 2
        out, err = capsys.readouterr()
        assert out == "" and says in err
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n", encoding="utf-8")
    assert main(["bench", "bots", "--gauntlet", "--pooled", str(empty)]) == 2
    assert "no saved matches" in capsys.readouterr().err
    hard_only = tmp_path / "hard.jsonl"
    hard_only.write_text('{"hero": "hard", "nodes": 440, "table": "easy", "deal": 1, "seat": 0, '
                         '"points": 9, "rounds": 1, "made": 1, "won": true, "bid_ms": [], '
                         '"play_ms": []}\n', encoding="utf-8")
    # without a ceiling saved, the default reports the heroes without shares; one asked for must be there
    assert main(["bench", "bots", "--gauntlet", "--pooled", str(hard_only)]) == 0
    capsys.readouterr()
    assert main(["bench", "bots", "--gauntlet", "--pooled", str(hard_only),
                 "--ceiling", "clairvoyant-plain"]) == 2
    assert "no matches of clairvoyant-plain" in capsys.readouterr().err
    assert not (tmp_path / "b").exists()


def test_bench_bots_gauntlet_refuses_a_bad_table() -> None:
    done = subprocess.run([sys.executable, "-m", "devtools", "bench", "bots", "--gauntlet", "--tables",
                           "easy+easy", "--matches", "4"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2
    assert "bad table" in done.stderr and done.stdout == ""


def test_bench_bots_starts_its_deals_where_it_is_told(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """``--first-deal``: a later run plays the next deals, not the same ones again."""
    from devtools.bots import fidelity, playouts, tournament
    from devtools.bots import gauntlet as gauntlet_module
    from devtools.program import main

    played: list[tuple[str, str, int, int]] = []

    def record(hero: str, opponent: str, matches: int, workers: int = 2,
               first_deal: int = 1, done: object = None) -> list[MatchResult]:
        played.append((hero, opponent, matches, first_deal))
        return [MatchResult(100 + first_deal, 13, 1, False), MatchResult(90, 13, 0, False)]

    monkeypatch.setattr(gauntlet_module, "play_pairing", record)
    monkeypatch.setattr(tournament, "play_pairing", record)
    monkeypatch.setattr(fidelity, "rollout_fidelity", lambda games: {
        "seats": 1, "tricks_off": 0.0, "made_agree": 1.0, "replica_off": 0.0, "replica_agree": 1.0})
    monkeypatch.setattr(playouts, "random_playouts_per_second", lambda seconds: 1.0)
    assert main(["bench", "bots", "--gauntlet", "--tables", "easy", "--matches", "8",
                 "--first-deal", "13", "--json"]) == 0
    assert played == [("clairvoyant", "easy", 8, 13), ("hard", "easy", 8, 13)]
    played.clear()
    assert main(["bench", "bots", "--pairings", "hard:normal", "--matches", "4", "--json"]) == 0
    assert played == [("hard", "normal", 4, 1)]  # from the first deal unless told
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["bench", "bots", "--first-deal", "0"])
    assert "--first-deal" in capsys.readouterr().err


def test_decision_times_are_taken_on_the_clock() -> None:
    from devtools.bots.timing import decision_times

    times = decision_times("normal", 1)
    assert times["play_ms"]["n"] > 30 and times["bid_ms"]["n"] > 5
    assert 0 < times["all_ms"]["median"] <= times["all_ms"]["p95"] <= times["all_ms"]["max"]
    assert len(times["load_before"]) == 3
    assert times["rollouts"] == {} == times["rollouts_by_hand_size"]  # Normal does not search


def test_decision_times_count_the_rollouts_by_hand_size(monkeypatch: pytest.MonkeyPatch) -> None:
    from devtools.bots import timing

    made: list[HardBot] = []

    def quick(spec: str, seed: int) -> object:
        if spec != "hard":
            return make_bot(spec, seed)
        made.append(HardBot(seed, time_ms=5.0))
        return made[-1]

    monkeypatch.setattr(timing, "make_bot", quick)
    times = timing.decision_times("hard", 1)
    sizes = times["rollouts_by_hand_size"]
    # a bid or play with one legal choice is not timed (a 1-card round's plays, a hooked bid)
    assert set(sizes["bid"]) <= set(range(1, 14)) and len(sizes["bid"]) >= 10
    assert set(sizes["play"]) <= set(range(2, 14)) and len(sizes["play"]) >= 10
    assert all(count > 0 for phase in sizes.values() for count in phase.values())
    assert min(sizes["play"].values()) <= times["rollouts"]["play"]["median"] <= max(sizes["play"].values())


def test_hard_counts_the_rollouts_its_budget_bought() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=5)
    bots = [make_bot("normal", s) for s in range(4)]
    while True:  # to seat 0's first play with three cards or more to choose from
        seat = game.to_act
        assert seat is not None
        if seat == 0 and game.phase is Phase.PLAY and len(game.view(0).legal) >= 3:
            break
        game.apply(bots[seat].choose(game.view(seat)))
    view = game.view(0)
    by_nodes = HardBot(1, nodes=60)
    by_nodes.choose(view)
    # a deal rolls every card group out once, so the count stops within one deal of the budget
    assert 60 <= by_nodes.rollouts < 60 + len(view.legal)
    by_clock = HardBot(1, time_ms=15.0)
    by_clock.choose(view)
    assert by_clock.rollouts > 0
