"""What the monkey checks after every frame at each table and of the game looked back at,
and what a run adds up.

The engine keeps its invariants (:mod:`game.invariants`, checked whenever the
game changed); a table that has caught up with its engine draws the hand and
the trick the engine holds; a table on top that waits for no one (no human
turn, no trick waiting for a click) changes within ``STALL_SECONDS`` of game
time. The analysis of a finished game (the review, the report, the game over
screen's skill and luck) never fails: the window says so and goes on when it
does, so the monkey looks for it.
"""

from __future__ import annotations

import time
import traceback
import weakref
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any

from game.game import Game, Phase
from game.invariants import problems

#: Seconds of game time a table may stand still while it waits for no one.
STALL_SECONDS = 10.0
#: With bots in a worker process they also need real time: a table stalls only after this too.
STALL_REAL_SECONDS = 15.0


@dataclass
class Failure:
    """One failure: what, where, and the seed and event that replay it."""

    kind: str  # exception, engine, display, stall, analysis, no-scene, window, start
    start: str
    seed: int  # the episode's seed
    event: int  # events posted in the episode up to the failing frame
    message: str
    detail: str = ""
    size: tuple[int, int] = (1280, 800)  # the window's size when the episode started

    def command(self) -> str:
        """The command that replays the episode up to this failure: one event past it, so
        the frames with no input after its last event are played too."""
        w, h = self.size
        return (f"python -m devtools bench monkey --start {self.start} --seed {self.seed} "
                f"--events {self.event + 1} --episode {self.event + 1} --size {w}x{h}")


@dataclass
class Result:
    """What a monkey run did and found."""

    seed: int
    events: int = 0
    frames: int = 0
    seconds: float = 0.0
    episodes: int = 0
    restarts: int = 0  # quit by the program's own means, started again at the menu
    actions: int = 0  # engine actions taken at the tables (bots and the monkey's clicks)
    games_over: int = 0  # games that ended during the monkey (played out or ended early)
    worst_frame_ms: float = 0.0
    worst_frame: str = ""  # where it was: start, scenes, window
    peak_rss_mb: float | None = None
    scenes: Counter[str] = field(default_factory=Counter)  # frames with each scene on top
    starts: list[str] = field(default_factory=list)
    sizes: list[tuple[int, int]] = field(default_factory=list)  # the episodes' window sizes
    failures: list[Failure] = field(default_factory=list)

    @property
    def events_per_s(self) -> float:
        """Events posted per second of the whole run (frames, checks and set-up included)."""
        return self.events / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict[str, Any]:
        """Everything as JSON-ready values, each failure with its command."""
        out = asdict(self)
        out["events_per_s"] = round(self.events_per_s, 1)
        out["scenes"] = dict(self.scenes.most_common())
        out["failures"] = [{**asdict(f), "command": f.command()} for f in self.failures]
        return out


class TableWatch:
    """The checks of the tables of one episode; each returns (kind, message, detail) or None."""

    def __init__(self, result: Result, real_time: bool = False) -> None:
        self.result, self.real_time = result, real_time
        self.checked: weakref.WeakKeyDictionary[Game, tuple[int, int]] = weakref.WeakKeyDictionary()
        self.stall: tuple[object, float, float] = (None, 0.0, 0.0)  # fingerprint, game s, real s

    def table(self, scene: Any, on_top: bool, dt: float) -> tuple[str, str, str] | None:
        """Engine, picture and progress of one table scene after a frame of ``dt`` seconds."""
        game: Game = scene.game
        key = (len(game.log), len(game.events))
        before = self.checked.get(game)
        if before != key:
            self.checked[game] = key
            if before is not None:  # what the start played to set the table up is not counted
                self.result.actions += max(0, key[0] - before[0])
                self.result.games_over += game.is_over and before[0] != key[0]
            found = problems(game)
            if found:
                return ("engine", "; ".join(found), game_line(game))
        if scene.director.idle:
            shown = shown_problems(scene)
            if shown:
                return ("display", "; ".join(shown), game_line(game))
        return self._stall(scene, on_top, dt)

    def _stall(self, scene: Any, on_top: bool, dt: float) -> tuple[str, str, str] | None:
        game, director = scene.game, scene.director
        guide = getattr(scene, "guide", None)
        reading = guide is not None and guide.holds(game)  # a lesson's note waits for Next
        if not on_top or game.is_over or scene.human_turn or reading \
                or getattr(director, "waiting", None) is not None:
            self.stall = (None, 0.0, 0.0)
            return None
        mark = (id(game), len(game.log), len(director.queue), director.stopped, director.idle,
                scene.bots.pending is None)
        now = time.perf_counter()
        if mark != self.stall[0]:
            self.stall = (mark, 0.0, now)
            return None
        waited = self.stall[1] + dt
        self.stall = (mark, waited, self.stall[2])
        if waited > STALL_SECONDS and (not self.real_time or now - self.stall[2] > STALL_REAL_SECONDS):
            return ("stall", f"the table stood still for {waited:.0f} s of game time "
                    f"with seat {game.to_act} to act", game_line(game))
        return None


def shown_problems(scene: Any) -> list[str]:
    """Differences between what a caught-up table shows and what its engine holds."""
    game, model, me = scene.game, scene.model, scene.me
    out = []
    shown, held = sorted(map(str, model.hands[me])), sorted(map(str, game.state.hands[me]))
    if shown != held:
        out.append(f"the hand shows {' '.join(shown)} but seat {me} holds {' '.join(held)}")
    counts, real = [len(h) for h in model.hands], [len(h) for h in game.state.hands]
    if counts != real:
        out.append(f"the table shows hands of {counts} cards, the engine {real}")
    if game.phase is Phase.PLAY and [c for _, c, _ in model.trick] != game.state.trick:
        out.append(f"the trick shows {[str(c) for _, c, _ in model.trick]}, "
                   f"the engine {[str(c) for c in game.state.trick]}")
    return out


def analysis_problem(looking: Any) -> tuple[str, str, str] | None:
    """("analysis", message, detail) when the analysis of the game looked back at failed (the
    detail: the failing round judged again here, with its traceback); else None."""
    if looking is None or not looking.problem:
        return None
    from bot_runtime.analysis import judge_rounds
    record, game = looking.finished.record, looking.finished.game
    detail = game_line(game)
    for rnd in game.rounds:
        try:
            judge_rounds(record, rnd.number, rnd.number)
        except Exception:
            detail += f"\nround {rnd.number} judged again:\n{traceback.format_exc()}"
            break
    return ("analysis", f"the analysis of a game failed: {looking.problem}", detail)


def game_line(game: Game) -> str:
    return (f"game: round {game.round.number}, phase {game.phase.value}, seat {game.to_act} to act, "
            f"{len(game.log)} actions")


