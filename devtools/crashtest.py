"""The autosave crash test and save/load timings (``python -m devtools bench saves``).

:func:`crash_test` starts a child process that plays bot games and autosaves
after every action, printing ``SEED COUNT OVER`` (flushed) after each save.
It kills the child with SIGKILL at random moments, then checks that the
autosave (or its backup) loads, replays legally, is the game the child
reported, at the reported action or one after it, and that its actions are
those of the same game played without interruption (the bots continued
exactly). The next child resumes from that autosave, as a player would.

Run the child by hand with ``python -m devtools.crashtest child SEED``.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from game.presets import preset
from saves import paths
from saves.autosave import AutoSaver, load_autosave
from saves.format import SaveError
from saves.session import Session, encode, load_game, new_session, to_document

ROOT = Path(__file__).resolve().parent.parent
#: The seats of the crash-test games: fast bots of every kind that draws random numbers.
SEATS = ["random", "easy", "normal", "random"]
CHILD_SECONDS = 60.0  # a child the parent forgot stops by itself


def crash_test(kills: int, *, seed: int = 1, home: Path | None = None,
               timing_runs: int = 21) -> dict[str, Any]:
    """Kill an autosaving child ``kills`` times; check every autosave; time save and load.

    ``home`` is the ``OHPSHAW_HOME`` of the child (a new temporary folder when
    ``None``). Returns a JSON-ready dict: ``ok`` (no failure), ``failures``
    (messages), ``kills``, ``equal`` / ``ahead`` (autosaves at the last
    reported action / one action after it), ``from_backup``, ``resumed_games``,
    ``saves_reported``, ``seconds``, and the timings of
    :func:`save_load_timings` (``timing_runs`` runs; 0 skips them).
    """
    if home is None:
        with tempfile.TemporaryDirectory(prefix="ohpshaw-crash-") as temp:
            return crash_test(kills, seed=seed, home=Path(temp), timing_runs=timing_runs)
    started = time.perf_counter()
    rng = random.Random(seed)
    folder = home / "data" / "autosave"
    env = {**os.environ, paths.HOME_VARIABLE: str(home),
           "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)}
    references: dict[int, list[str]] = {}
    known: tuple[int, int, bool] | None = None  # the last state checked or reported
    out: dict[str, Any] = {"kills": kills, "failures": [], "equal": 0, "ahead": 0,
                           "from_backup": 0, "resumed_games": 0, "saves_reported": 0}
    for kill in range(kills):
        reported = _run_and_kill(env, seed, rng)
        out["saves_reported"] += len(reported)
        if reported:
            known = reported[-1]
        problem, loaded = _check(folder, known, references, out)
        if problem:
            out["failures"].append(f"kill {kill + 1}: {problem}")
        if loaded is not None:
            known = loaded  # the next child resumes from it
    out["damaged_files"] = sorted(p.name for p in folder.glob("*.damaged-*")) if folder.is_dir() else []
    if out["damaged_files"]:
        out["failures"].append(f"damaged files appeared: {out['damaged_files']}")
    out["seconds"] = round(time.perf_counter() - started, 2)
    if timing_runs > 0:
        out.update(save_load_timings(timing_runs, home / "timings"))
    out["ok"] = not out["failures"]
    return out


def _run_and_kill(env: dict[str, str], seed: int, rng: random.Random) -> list[tuple[int, int, bool]]:
    """Start a child, kill it with SIGKILL at a random moment; the states it reported."""
    child = subprocess.Popen([sys.executable, "-m", "devtools.crashtest", "child", str(seed)],
                             cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL)
    lines: list[bytes] = []
    first = threading.Event()

    def read() -> None:
        assert child.stdout is not None
        for line in child.stdout:
            lines.append(line)
            first.set()
        first.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    if rng.random() < 0.2:
        time.sleep(rng.uniform(0.0, 0.3))  # during start-up, loading or the first saves
    else:
        first.wait(timeout=20.0)
        time.sleep(rng.uniform(0.0, 0.25))
    child.kill()
    child.wait()
    reader.join(timeout=10.0)
    states = []
    for line in lines:
        if not line.endswith(b"\n"):
            continue  # cut off by the kill
        words = line.split()
        if len(words) == 3:
            states.append((int(words[0]), int(words[1]), words[2] == b"1"))
    return states


def _check(folder: Path, known: tuple[int, int, bool] | None, references: dict[int, list[str]],
           out: dict[str, Any]) -> tuple[str | None, tuple[int, int, bool] | None]:
    """What is wrong with the autosave after a kill (or ``None``), and the state it holds."""
    try:
        resumed = load_autosave(folder)
    except SaveError as error:
        return f"the autosave does not load: {error}", None
    if resumed is None:
        return (None if known is None else "no autosave after a reported save"), None
    out["from_backup"] += resumed.from_backup
    out["resumed_games"] += 1
    game = resumed.session.game
    state = (game.seed, len(game.log), game.is_over)
    if known is not None:
        seed, count, over = known
        ahead = {(seed, count + 1)} | ({(seed + 1, 0)} if over else set())
        if state[:2] == (seed, count):
            out["equal"] += 1
        elif state[:2] in ahead:
            out["ahead"] += 1
        else:
            return (f"the autosave has game {state[0]} at action {state[1]}, the child reported "
                    f"game {seed} at action {count}"), state
    if game.seed not in references:
        references[game.seed] = _reference(game.seed)
    mine = [str(action) for _, action in game.log]
    if mine != references[game.seed][:len(mine)]:
        return f"game {game.seed} differs from the same game played without interruption", state
    return None, state


def _reference(seed: int) -> list[str]:
    """The actions of the crash-test game ``seed`` played without interruption."""
    session = _new_game(seed)
    while session.bot_move() is not None:
        pass
    return [str(action) for _, action in session.game.log]


def _new_game(seed: int) -> Session:
    return new_session(preset("oh-pshaw"), SEATS, seed)


def child(seed: int) -> int:
    """The crash-test child: resume the autosave or start game ``seed``, and play on forever,
    autosaving after every action and printing ``SEED COUNT OVER`` after each save."""
    deadline = time.monotonic() + CHILD_SECONDS
    resumed = load_autosave()
    session = resumed.session if resumed else _new_game(seed)
    saver = AutoSaver()
    while time.monotonic() < deadline:
        status = saver.save(session)
        if not status.ok:
            print(status.message, file=sys.stderr, flush=True)
            return 3
        game = session.game
        sys.stdout.write(f"{game.seed} {len(game.log)} {int(game.is_over)}\n")
        sys.stdout.flush()
        if game.is_over:
            session = _new_game(game.seed + 1)
        else:
            session.bot_move()
    return 0


def save_load_timings(runs: int, folder: Path, seed: int = 7) -> dict[str, Any]:
    """Median milliseconds to autosave and to load a finished 13-round 4-player Oh Pshaw game."""
    session = new_session(preset("oh-pshaw"), ["random"] * 4, seed)
    while session.bot_move() is not None:
        pass
    saver = AutoSaver(folder)
    saves, encodes, loads = [], [], []
    for _ in range(runs):
        start = time.perf_counter()
        data = encode(to_document(session))
        encodes.append(time.perf_counter() - start)
        start = time.perf_counter()
        status = saver.save(session)
        saves.append(time.perf_counter() - start)
        if not status.ok:
            raise RuntimeError(status.message)
        start = time.perf_counter()
        load_game(saver.path)
        loads.append(time.perf_counter() - start)
    return {"timing_runs": runs, "timing_rounds": len(session.game.rounds),
            "timing_actions": len(session.game.log), "save_bytes": len(data),
            "encode_ms_median": round(statistics.median(encodes) * 1000, 2),
            "save_ms_median": round(statistics.median(saves) * 1000, 2),
            "load_ms_median": round(statistics.median(loads) * 1000, 2)}


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "child":
        sys.exit(child(int(sys.argv[2])))
    print("usage: python -m devtools.crashtest child SEED", file=sys.stderr)
    sys.exit(2)
