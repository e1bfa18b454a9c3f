"""A score pad game saves, autosaves and lands in the history like a game at the table (R-G5);
a save of one kind is never taken for the other, nor moved aside for being the other."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.pad.actions import Correct, EndPad
from game.presets import preset
from saves import paths
from saves.autosave import SCORE_PAD, AutoSaver, autosave_header, load_autosave, load_pad_autosave
from saves.format import DAMAGED, OTHER, SaveError, read_header
from saves.history import History
from saves.pad_session import PadSession, load_pad, load_saved, new_pad_session, pad_document, save_saved
from saves.records import archive_game
from saves.session import load_game, new_session
from saves.slots import list_slots, load_listed, save_slot
from tests.game.pad.test_score_pad import _random_entry


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OHPSHAW_HOME", str(tmp_path / "home"))


def pad_game(name: str = "oh-seven", players: int = 4, entries: int = 60, seed: int = 3) -> PadSession:
    """A score pad after ``entries`` accepted random entries, a correction among them."""
    rules = preset(name).replace(renege_penalty=10)
    session = new_pad_session(rules, [f"P{s}" for s in range(players)], first_dealer=seed % players)
    rng, made = random.Random(seed), 0
    while made < entries and not session.pad.is_over:
        try:
            session.pad.apply(_random_entry(session.pad, rng))
        except ValueError:
            continue
        made += 1
        if made == entries // 2 and session.pad.complete_rounds:
            done = session.pad.complete_rounds[0]
            session.pad.apply(Correct(1, done.entry()))
    return session


def test_a_score_pad_round_trips_through_its_save(tmp_path: Path) -> None:
    for name, players in (("oh-seven", 5), ("oh-hell", 4), ("wizard", 3)):
        session = pad_game(name, players)
        path = tmp_path / f"{name}.json"
        save_saved(path, session)
        header = read_header(path)
        assert header.kind == "score-pad" and header.totals == tuple(session.pad.totals)
        loaded = load_pad(path)
        assert repr(loaded.pad.rounds) == repr(session.pad.rounds) and loaded.names == session.names
        assert loaded.record() == session.record() and loaded.created == session.created
        assert isinstance(load_saved(path), PadSession)


def test_a_pad_save_is_not_a_game_and_a_game_save_is_not_a_pad(tmp_path: Path) -> None:
    pad_path, game_path = tmp_path / "pad.json", tmp_path / "game.json"
    save_saved(pad_path, pad_game())
    save_saved(game_path, new_session(preset("oh-pshaw"), ["random"] * 3, seed=1))
    with pytest.raises(SaveError, match="this is a score pad") as caught:
        load_game(pad_path)
    assert caught.value.kind == OTHER and not caught.value.damaged
    with pytest.raises(SaveError, match="not a score pad") as caught:
        load_pad(game_path)
    assert caught.value.kind == OTHER
    with pytest.raises(SaveError):
        load_listed(pad_path)  # as a game: refused, and kept where it is
    assert pad_path.exists()


@pytest.mark.parametrize("change,message", [
    (lambda d: d.update(totals=[1, 2, 3, 4]), "the header has totals"),
    (lambda d: d.update(first_dealer=9), "first_dealer should be a seat from 0 to 3"),
    (lambda d: d["entries"].append("bid 99"), "entry"),
    (lambda d: d["entries"].insert(0, "tricks 0"), "entry 1"),
    (lambda d: d.update(kind="chess"), 'kind should be "game" or "score-pad"'),
])
def test_a_damaged_pad_save_is_refused_with_its_reason(change: object, message: str, tmp_path: Path) -> None:
    document = pad_document(pad_game())
    change(document)  # type: ignore[operator]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError, match=message) as caught:
        load_pad(path)
    assert caught.value.kind == DAMAGED


def test_the_pad_autosaves_beside_the_table_and_both_come_back() -> None:
    table = new_session(preset("oh-pshaw"), ["random"] * 3, seed=2)
    AutoSaver().save(table)
    pad = pad_game(entries=20)
    saver = AutoSaver(stem=SCORE_PAD)
    assert saver.save(pad).ok
    assert not pad.pad.is_over
    pad.pad.apply(EndPad())
    assert saver.save(pad).ok and saver.backup.exists()
    resumed = load_pad_autosave()
    assert resumed is not None and not resumed.from_backup
    assert [str(a) for a in resumed.session.pad.log] == [str(a) for a in pad.pad.log]
    table_back = load_autosave()
    assert table_back is not None and table_back.session.game.seed == 2
    header = autosave_header(stem=SCORE_PAD)
    assert header is not None and header.kind == "score-pad"
    saver.path.write_bytes(b'{"format": "ohpshaw-save", "version": 2, "trunc')
    again = load_pad_autosave()
    assert again is not None and again.from_backup and any("moved aside" in m for m in again.messages)


def test_a_pad_under_a_name_is_listed_and_loads_and_archives_as_real_cards() -> None:
    session = pad_game(entries=40)
    save_slot("Friday cards", session)
    slot = next(s for s in list_slots() if s.name == "Friday cards")
    assert slot.header is not None and slot.header.kind == "score-pad"
    loaded = load_listed(slot.path, load_pad)
    assert loaded.name == "Friday cards" and repr(loaded.pad.rounds) == repr(session.pad.rounds)
    done = archive_game(loaded)
    assert done.messages == [] and done.record_path is not None
    assert done.record_path.parent == paths.records_dir()
    with History() as history:
        kept = history.games()[0]
        assert kept["real_cards"] == 1 and history.record(kept["id"]) == loaded.record()
