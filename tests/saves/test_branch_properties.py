"""Whatever a player does (new games, play, save, load, end, finish, take back, leave, quit,
Continue), every finished game's record file and history row stay as they were written; a
deal is counted again only as a branch (loaded from a save) or when it was started again; and
the game behind Continue is kept whenever Load game puts another in its place.

A hypothesis state machine makes the moves of the table, the menu and Load game through the
links the window uses (:class:`ui.table.saves.SaveLink`, Continue, Load game's question in
:mod:`ui.table.displaced`), with no window: a navigator stands in for the scenes. Games start
at a clock of their own, so two of one deal can start in one second.
"""

from __future__ import annotations

import json
import os
import random
import re
import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from game.actions import EndEarly
from game.presets import preset
from game.undo import undo_point
from saves import paths
from saves.autosave import AutoSaver, load_autosave
from saves.history import History
from saves.identity import record_id
from saves.pad_session import PadSession
from saves.session import Session, load_game, new_session
from saves.slots import list_slots, load_listed, save_slot
from saves.take_back import take_back
from tests.helpers import fixed_rules
from ui.continuing import continue_offer, keep_unfinished, load_for_continue
from ui.table.displaced import play_loaded
from ui.table.saves import SaveLink

RULES = fixed_rules(preset("oh-pshaw"), hand=2, rounds=3)
SEATS = ["human", "random", "random"]
NAMES = ["You", "Ann", "Bob"]

@dataclass
class Window:
    """The one table a window shows (``None``: the menu), and the player's hand at random."""

    rng: random.Random
    link: SaveLink | None = None
    answers: list[bool] = field(default_factory=list)  # Load game's question, yes or no
    asked: int = 0  # questions asked so far

    # -- what Load game asks of the navigator --------------------------------------------------

    def confirm(self, question: str, yes: str, no: str, on_yes: Callable[[], None],
                detail: str = "") -> None:
        self.asked += 1
        if self.answers.pop():
            on_yes()

    def resume(self, session: Session, messages: Sequence[str] = ()) -> None:
        self.open(session)

    def score_pad(self, session: PadSession, messages: Sequence[str] = ()) -> None:
        raise AssertionError("no score pad is saved here")

    # -- the table -----------------------------------------------------------------------------

    def open(self, session: Session) -> None:
        """A table for ``session``: saved at once, as the table scene does."""
        self.link = SaveLink(session, AutoSaver())
        self.link.save()

    def act(self) -> None:
        """One action at the table (a bot's, or the human's at random), saved after it."""
        assert self.link is not None
        session = self.link.session
        if session.bot_move() is None:
            session.game.apply(self.rng.choice(session.game.legal_actions()))
        self.link.save()

    @property
    def playing(self) -> bool:
        return self.link is not None and not self.link.game.is_over


def by_name(name: str) -> tuple[str, str]:
    """The order saves are chosen in: by name, the date in a kept game's name aside (the
    clock must not decide which save a replayed example loads)."""
    return re.sub(r"[0-9:]", "", name), name


def load(window: Window, index: int, yes: bool) -> None:
    """Load game: the save at ``index`` of the list; the question answered ``yes`` or not. The
    game behind Continue is kept (as a save holding its every action) or stays in the autosave."""
    slots = sorted((s for s in list_slots() if s.header is not None), key=lambda s: by_name(s.name))
    if not slots:
        return
    slot = slots[index % len(slots)]
    session: Session = load_listed(slot.path)
    if session.game.is_over:
        return  # Load looks back at a finished game
    before = (paths.autosave_dir() / "autosave.json").read_bytes() \
        if (paths.autosave_dir() / "autosave.json").exists() else None
    behind = load_autosave()
    window.answers = [yes]
    play_loaded(window, slot.name, session, lambda line: None)
    if window.answers:  # nothing was asked: nothing was behind, or the save was its very moment
        assert window.link is not None
        assert behind is None or behind.session.game.is_over or not behind.session.game.log \
            or record_id(window.link.session.record()) == record_id(behind.session.record())
        return
    assert behind is not None
    if not yes:
        assert window.link is None and before is not None
        assert (paths.autosave_dir() / "autosave.json").read_bytes() == before
        return
    kept = [load_game(s.path).game.log for s in list_slots() if s.name.startswith("Unfinished game")]
    assert behind.session.game.log in kept


@dataclass
class Kept:
    """Every finished game seen so far: its record file's bytes, its history row's record."""

    files: dict[str, bytes] = field(default_factory=dict)
    rows: dict[int, str] = field(default_factory=dict)
    seen: list[tuple[str, int, int]] = field(default_factory=list)  # the history's files, last read
    starts: Counter[tuple[str, int]] = field(default_factory=Counter)  # new games of each deal

    @staticmethod
    def history_files() -> list[tuple[str, int, int]]:
        """The history's files with their times and sizes."""
        return sorted((p.name, p.stat().st_mtime_ns, p.stat().st_size)
                      for p in paths.history_path().parent.glob("history.sqlite3*"))

    def check(self) -> None:
        """What was kept is there, unchanged; then remember what is finished now."""
        folder = paths.records_dir()
        for name, data in self.files.items():
            assert (folder / name).read_bytes() == data, name
        now = {p.name: p.read_bytes() for p in folder.glob("game-*.json")} if folder.exists() else {}
        self.files |= {name: data for name, data in now.items() if "result" in json.loads(data)}
        if not paths.history_path().exists():
            assert not self.rows
            return
        if self.history_files() == self.seen:  # nothing was written to it since the last look
            return
        with History() as history:
            stored = {int(row["id"]): history.record(int(row["id"])) for row in history.games(10_000)}
        self.seen = self.history_files()
        for game_id, text in self.rows.items():
            assert game_id in stored and json.dumps(stored[game_id]) == text, game_id
        self.rows |= {i: json.dumps(r) for i, r in stored.items() if r is not None and "result" in r}
        deals: Counter[tuple[str, int]] = Counter()
        for record in stored.values():
            assert record is not None
            if "branch" not in record:  # a deal is counted again only as a branch, or when
                deal = (record["started"], record["seed"])  # it was started again
                deals[deal] += 1
                assert deals[deal] <= self.starts[deal], deal


class Player(RuleBasedStateMachine):
    """The moves a player makes at the table, on the menu and on Load game, in any order."""

    def __init__(self) -> None:
        super().__init__()
        # a data folder of its own, in memory where there is a memory file system, and syncing
        # to disk skipped: durability is not what is tested here, and every action is saved
        memory = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None
        self.folder = tempfile.TemporaryDirectory(prefix="ohpshaw-branches-", dir=memory)
        self.patches: list[Any] = [mock.patch.dict(os.environ, {paths.HOME_VARIABLE: self.folder.name}),
                                   mock.patch("os.fsync", lambda fd: None)]
        for patch in self.patches:
            patch.start()
        self.window = Window(random.Random(0))
        self.kept = Kept()
        self.second = 0  # when the last game started, in seconds after a fixed time

    def teardown(self) -> None:
        event(f"finished records kept: {min(len(self.kept.files), 3)}")
        event(f"branches in the history: {min(branches(), 2)}")
        event(f"questions asked: {min(self.window.asked, 2)}")
        for patch in reversed(self.patches):
            patch.stop()
        self.folder.cleanup()

    @property
    def link(self) -> SaveLink:
        assert self.window.link is not None
        return self.window.link

    @rule(seed=st.integers(1, 3) | st.integers(1, 2**31), hand=st.integers(0, 2**32),
          same_second=st.booleans())
    def new_game(self, seed: int, hand: int, same_second: bool) -> None:
        """New game (from the menu or the table): the unfinished game behind Continue is
        kept first, as the setup does. It starts in the second the last one started in, or
        in the next: two games of one deal started in one second are two games."""
        self.window.rng.seed(hand)
        if continue_offer() is not None:
            keep_unfinished()
        self.second += 0 if same_second else 1
        session = new_session(RULES, SEATS, seed, NAMES)
        session.created = f"2026-12-01T10:{self.second // 60:02d}:{self.second % 60:02d}Z"
        self.kept.starts[(session.created, seed)] += 1
        self.window.open(session)

    @precondition(lambda self: self.window.playing)
    @rule(actions=st.integers(1, 30))
    def play(self, actions: int) -> None:
        for _ in range(actions):
            if self.window.playing:
                self.window.act()

    @precondition(lambda self: self.window.playing)
    @rule(name=st.sampled_from(["Sunday", "Monday"]), actions=st.integers(0, 20))
    def save(self, name: str, actions: int) -> None:
        """Ctrl+S: a named save, over an older one of that name; then play on a while."""
        save_slot(name, self.link.session)
        self.play(actions)

    @precondition(lambda self: self.window.playing)
    @rule()
    def end_now(self) -> None:
        self.link.game.apply(EndEarly())
        self.link.save()

    @precondition(lambda self: self.window.playing)
    @rule()
    def finish(self) -> None:
        while self.window.playing:
            self.window.act()

    @precondition(lambda self: self.window.playing)
    @rule()
    def take_back(self) -> None:
        if undo_point(self.link.game, 0) is not None:
            take_back(self.link.session, 0)
            self.link.save()

    @precondition(lambda self: self.window.link is not None)
    @rule()
    def leave(self) -> None:
        """Back to the menu (a game not over is kept, unfinished, in the history)."""
        if not self.link.game.is_over:
            self.link.leave()
        self.window.link = None

    @precondition(lambda self: self.window.link is not None)
    @rule()
    def quit(self) -> None:
        """The window closes: nothing is kept but the autosave."""
        self.window.link = None

    @precondition(lambda self: self.window.link is None)
    @rule()
    def continue_game(self) -> None:
        found = load_for_continue()
        if found.session is not None:
            self.window.open(found.session)

    @precondition(lambda self: self.window.playing)
    @rule(name=st.sampled_from(["Sunday", "Monday"]), actions=st.integers(1, 40), quit=st.booleans(),
          yes=st.booleans())
    def branch(self, name: str, actions: int, quit: bool, yes: bool) -> None:
        """A player's moves around a branch in one: save, play on (maybe to the end), leave or quit, load
        that save."""
        self.save(name, actions)
        self.quit() if quit else self.leave()
        names = sorted((s.name for s in list_slots() if s.header is not None), key=by_name)
        self.load_game(names.index(name), yes)

    @rule(index=st.integers(0, 5), yes=st.booleans())
    def load_game(self, index: int, yes: bool) -> None:
        """Load game from the menu (left to first from the table)."""
        if self.window.link is not None:
            self.leave()
        load(self.window, index, yes)

    @invariant()
    def finished_games_are_kept(self) -> None:
        self.kept.check()


class QuickRun(Player.TestCase):  # type: ignore[valid-type,misc]
    """Every finished game's record file and history row survive any sequence of moves: a
    few seconds' worth of sequences."""

    settings = settings(max_examples=12, stateful_step_count=20, deadline=None,
                        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


@pytest.mark.slow
class LongRun(Player.TestCase):  # type: ignore[valid-type,misc]
    """The same, over many more and longer sequences."""

    settings = settings(max_examples=150, stateful_step_count=40, deadline=None,
                        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def branches() -> int:
    """How many games of the history are branches."""
    if not paths.history_path().exists():
        return 0
    with History() as history:
        return history.table_statistics(practice=True).branches
