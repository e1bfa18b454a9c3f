"""``main.py analyse FILE``: records and finished saves read safely, hostile files refused
in one line, the analysis kept beside the file (JSON, keyed by the record's content)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.actions import EndEarly
from game.analysis import judge
from game.match import play_match
from game.presets import preset
from game.record import to_record
from main import main
from saves import analysis_cache
from saves.analysis_cache import cache_path
from saves.record_file import RECORD_LIMIT
from saves.session import new_session, save_game

ROOT = Path(__file__).resolve().parents[2]
RULES = preset("oh-pshaw").replace(max_hand=3)


def _record(seed: int = 4) -> dict[str, Any]:
    match = play_match(RULES, ["normal", "random", "normal"], seed)
    return to_record(match.game, match.players)


def _write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def test_analyse_prints_the_report_and_keeps_it_beside_the_record(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = _write(tmp_path / "game-1.json", _record())
    assert main(["analyse", str(path), "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    kept = cache_path(path)
    assert kept.name == "game-1.analysis.json"
    document = json.loads(kept.read_text(encoding="utf-8"))  # JSON, never pickle
    assert document["format"] == "ohpshaw-analysis" and len(document["ratings"]) > 0
    seats = first["seats"]
    assert [s["seat"] for s in seats] == [0, 1, 2]
    for seat in seats:
        for key in ("value", "bid_loss", "play_loss", "luck", "points"):
            assert set(seat[key]) == {"total", "rounds"} and len(seat[key]["rounds"]) == 3

    def judged_again(*args: object, **kwargs: object) -> None:
        raise AssertionError("the kept analysis should have been used")

    monkeypatch.setattr(analysis_cache, "analyse_game", judged_again)
    assert main(["analyse", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == first
    assert main(["analyse", str(path)]) == 0
    text = capsys.readouterr().out
    assert "points = value - bid loss - play loss + luck" in text
    assert "Bot 1 gave away" in text


@pytest.mark.parametrize("damage", ["garbage", "shape", "figure", "other game", "huge"])
def test_a_bad_kept_analysis_is_judged_again_and_replaced(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str) -> None:
    path = _write(tmp_path / "game-2.json", _record())
    assert main(["analyse", str(path), "--json"]) == 0
    good = capsys.readouterr().out
    kept = cache_path(path)
    document = json.loads(kept.read_text(encoding="utf-8"))
    if damage == "garbage":
        kept.write_bytes(b"\x80\x00 not json")
    elif damage == "shape":
        document["ratings"] = {"0": 1}
        _write(kept, document)
    elif damage == "figure":
        document["ratings"][0]["loss"] = 1e308
        _write(kept, document)
    elif damage == "other game":
        document["ratings"][0]["action"] = "bid 9"
        _write(kept, document)
    else:
        kept.write_bytes(b"[" * 6_000_000)
    assert main(["analyse", str(path), "--json"]) == 0
    assert capsys.readouterr().out == good
    assert json.loads(kept.read_text(encoding="utf-8"))["format"] == "ohpshaw-analysis"


def test_a_changed_record_is_judged_again(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "game-3.json", _record(4))
    assert main(["analyse", str(path), "--json"]) == 0
    one = capsys.readouterr().out
    _write(path, _record(5))
    assert main(["analyse", str(path), "--json"]) == 0
    assert capsys.readouterr().out != one


def test_an_analysis_that_cannot_be_kept_only_costs_the_time(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "game.json", _record())
    cache_path(path).mkdir()  # a folder where the analysis would go: it cannot be written
    assert main(["analyse", str(path)]) == 0
    captured = capsys.readouterr()
    assert "gave away" in captured.out
    assert "the analysis was not kept beside the game" in captured.err
    assert len(captured.err.strip().splitlines()) == 1
    assert cache_path(path).is_dir()


def test_a_finished_save_is_analysed_and_one_in_progress_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = new_session(RULES, ["normal", "random", "random"], seed=3)
    while session.bot_move() is not None and session.game.round.number < 2:
        pass
    save = tmp_path / "Sunday.json"
    save_game(save, session)
    assert main(["analyse", str(save)]) == 2
    assert "the game is not over" in capsys.readouterr().err
    session.game.apply(EndEarly())
    save_game(save, session)
    assert main(["analyse", str(save), "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["seats"]) == 3
    assert cache_path(save).name == "Sunday.analysis.json"


def _hostile(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / "hostile.json"
    record = _record()
    if kind == "not json":
        path.write_bytes(b"{\"format\": ")
    elif kind == "too large":
        with path.open("wb") as out:  # sparse: refused by its size before a byte is read
            out.truncate(RECORD_LIMIT + 1)
    elif kind == "nested":
        path.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    elif kind == "symlink":
        target = _write(tmp_path / "real.json", record)
        path.symlink_to(target)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge schedule":
        record["rules"]["fixed_rounds"] = 10**9
        record["rules"]["schedule"] = "fixed"
        _write(path, record)
    elif kind == "result list":
        record["result"] = [1, 2]
        _write(path, record)
    elif kind == "wrong winner":
        record["rounds"][2]["tricks"][0]["winner"] = 2
        _write(path, record)
    elif kind == "in progress":
        del record["result"]
        record["rounds"] = record["rounds"][:1]
        _write(path, record)
    elif kind == "score pad":
        _write(path, {**record, "real_cards": True})
    elif kind == "other format":
        _write(path, {"format": "chess-pgn"})
    return path


@pytest.mark.slow
@pytest.mark.parametrize(("kind", "words"), [
    ("not json", "not valid JSON"), ("too large", "too large"), ("nested", "nested too deeply"),
    ("symlink", "symbolic link"), ("fifo", "not a plain file"), ("folder", "not a plain file"),
    ("huge schedule", "rules.fixed_rounds"), ("result list", "cannot look back"),
    ("wrong winner", "does not replay"), ("in progress", "the game is not over"),
    ("score pad", "real cards"), ("other format", "not a game record or a save"),
])
def test_a_hostile_file_gives_one_line_and_exit_2(tmp_path: Path, kind: str, words: str) -> None:
    path = _hostile(tmp_path, kind)
    done = _run("analyse", str(path))
    assert done.returncode == 2, done.stderr
    assert words in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert not cache_path(path).exists()


def test_the_expert_judges_with_eight_times_the_deals(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "game-9.json", _record())
    assert main(["analyse", str(path), "--json"]) == 0
    hard = json.loads(capsys.readouterr().out)
    assert main(["analyse", str(path), "--json", "--level", "expert"]) == 0
    expert = json.loads(capsys.readouterr().out)
    key = json.loads(cache_path(path).read_text(encoding="utf-8"))["key"]
    assert key["deals"] == [judge.PLAY_DEALS * 8, judge.BID_DEALS * 8]
    # the same game and the same relation, judged on other (more) deals
    assert [s["points"] for s in expert["seats"]] == [s["points"] for s in hard["seats"]]
    assert expert != hard
    assert set(judge.LEVELS) == {"hard", "expert"}  # the parser's choices, written out there
    with pytest.raises(SystemExit):
        main(["analyse", str(path), "--level", "clairvoyant"])
    assert "invalid choice" in capsys.readouterr().err
