"""``python -m devtools bench engine``: random-playout throughput of the engine.

Two figures, each the median of several timed runs on one core:
``rounds_per_s`` (complete 4-player 13-card Oh Pshaw rounds: deal, bids,
52 plays, scoring) and ``matches_per_s`` (whole 4-player Oh Pshaw matches,
rounds of 1 to 13 cards). Players choose uniformly among ``legal_actions()``
and every action goes through the checked ``apply``.

:func:`side_by_side` sets the engine beside OpenSpiel's ``oh_hell`` on the same work:
12-card rounds (OpenSpiel turns a trump card up in every round, so four players hold 12 cards
at most), runs of each taken in turn so that both see the same machine.
"""

from __future__ import annotations

import random
import statistics
import subprocess
import time
from pathlib import Path

from game.game import Game
from game.presets import preset


def _play_out(game: Game, rng: random.Random) -> None:
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))


def rounds_per_second(seconds: float, seed: int = 1, cards: int = 13) -> float:
    """Complete 4-player Oh Pshaw rounds of ``cards`` cards per second over about ``seconds``."""
    rules = preset("oh-pshaw").replace(schedule="fixed", max_hand=cards, fixed_rounds=50,
                                       tie_break=False)
    rng = random.Random(seed)
    rounds = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = Game(rules, 4, rng.getrandbits(32))
        _play_out(game, rng)
        rounds += len(game.rounds)
    return rounds / (time.perf_counter() - start)


def matches_per_second(seconds: float, seed: int = 1) -> float:
    """Whole 4-player Oh Pshaw matches (13 rounds, tie-breaks as they come) per second."""
    rules = preset("oh-pshaw")
    rng = random.Random(seed)
    matches = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _play_out(Game(rules, 4, rng.getrandbits(32)), rng)
        matches += 1
    return matches / (time.perf_counter() - start)


def bench_engine(runs: int = 5, seconds: float = 1.0) -> dict[str, float]:
    """Medians over ``runs`` timed runs of about ``seconds`` each."""
    return {
        "rounds_per_s": round(statistics.median(
            rounds_per_second(seconds, seed) for seed in range(runs)), 1),
        "matches_per_s": round(statistics.median(
            matches_per_second(seconds, seed) for seed in range(runs)), 1),
    }


#: The other side's playouts, run by the interpreter that has OpenSpiel.
OPENSPIEL_PLAYOUTS = Path(__file__).with_name("openspiel_playouts.py")


class OtherSideError(Exception):
    """OpenSpiel's side could not be measured (no OpenSpiel, or it failed): one line why."""


def side_by_side(python: str, runs: int = 5, seconds: float = 1.0) -> dict[str, float]:
    """This engine's and OpenSpiel's 4-player 12-card rounds per second, ``runs`` runs of each
    taken in turn; ``ratio`` is the median of each pair's ours / theirs."""
    ours: list[float] = []
    theirs: list[float] = []
    for seed in range(runs):
        try:
            done = subprocess.run([python, str(OPENSPIEL_PLAYOUTS), repr(seconds), "12", str(seed)],
                                  capture_output=True, text=True, timeout=seconds * 5 + 60)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise OtherSideError(f"{python} could not run OpenSpiel's playouts: {error}") from None
        last = (done.stderr.strip().splitlines() or ["no output"])[-1][:120]
        try:
            theirs.append(float(done.stdout))
        except ValueError:
            raise OtherSideError(f"{python} could not run OpenSpiel's playouts: {last}") from None
        ours.append(rounds_per_second(seconds, seed, cards=12))
    return {"rounds12_per_s": round(statistics.median(ours), 1),
            "openspiel_rounds12_per_s": round(statistics.median(theirs), 1),
            "ratio": round(statistics.median(o / t for o, t in zip(ours, theirs, strict=True)), 3)}
