"""``bench startup``: time to the first frame and peak memory, from source and packaged.

Each launch is a fresh ``ohpshaw --selftest --selftest-players 7 --selftest-json``
started from a temporary working directory (dummy video and audio): the
program reports when the main menu first flipped and, once its 7-player bot
game is over, the peak resident memory of itself and of the bot worker
process (:mod:`selftest.memory`). The first frame counts from just before the
process is started, so it includes the interpreter's (or the bundle's) start
and every import.
The packaged program is measured when ``dist/ohpshaw/`` has been built
(``make dist``).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BUILT = ROOT / "dist" / "ohpshaw" / ("ohpshaw.exe" if sys.platform == "win32" else "ohpshaw")
PLAYERS = 7
#: Targets: seconds to the first frame, MB during a 7-player game (docs/BENCHMARKS.md).
FIRST_FRAME_SOURCE, FIRST_FRAME_BUILT, PEAK_MB = 1.5, 2.0, 200.0


def launch(command: list[str]) -> dict[str, Any]:
    """One fresh run of ``command --selftest …``: first frame (s), game time (s), peaks (MB)."""
    with tempfile.TemporaryDirectory(prefix="ohpshaw-bench-") as folder:
        env = {**os.environ, "OHPSHAW_HOME": str(Path(folder) / "home")}
        start = time.time()
        done = subprocess.run([*command, "--selftest", "--selftest-players", str(PLAYERS),
                               "--selftest-json"], cwd=folder, env=env,
                              capture_output=True, text=True, timeout=120)
        wall = time.time() - start
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"{command[-1]} --selftest failed: {done.stderr.strip()[-500:]}")
    figures = json.loads(lines[-1])
    return {"first_frame_s": round(figures["first_frame_at"] - start, 3),
            "run_s": round(wall, 2), "peak_mb": figures["peak_mb"],
            "worker_peak_mb": figures["worker_peak_mb"]}


def measure(command: list[str], launches: int) -> dict[str, Any]:
    """Median first frame and the highest peaks over ``launches`` runs of ``command``."""
    runs = [launch(command) for _ in range(launches)]
    peaks = [r["peak_mb"] for r in runs if r["peak_mb"] is not None]
    workers = [r["worker_peak_mb"] for r in runs if r["worker_peak_mb"] is not None]
    return {"first_frame_s": statistics.median(r["first_frame_s"] for r in runs),
            "first_frame_runs_s": [r["first_frame_s"] for r in runs],
            "selftest_run_s": statistics.median(r["run_s"] for r in runs),
            "peak_mb": max(peaks) if peaks else None,
            "worker_peak_mb": max(workers) if workers else None}


def bench_startup(launches: int = 3, built: Path = BUILT) -> dict[str, Any]:
    """Figures of the source run and (when built) of the packaged program; JSON-ready.
    Run by the packaged program itself, it measures itself (there is no source)."""
    if getattr(sys, "frozen", False):
        return {"players": PLAYERS, "launches": launches, "source": None,
                "built": measure([sys.executable], launches)}
    result: dict[str, Any] = {"players": PLAYERS, "launches": launches,
                              "source": measure([sys.executable, str(ROOT / "main.py")], launches)}
    result["built"] = measure([str(built)], launches) if built.is_file() else None
    return result


def report(result: dict[str, Any]) -> str:
    """The figures against their targets, one line each."""
    lines = []
    for kind, target in (("source", FIRST_FRAME_SOURCE), ("built", FIRST_FRAME_BUILT)):
        figures = result[kind]
        if figures is None:
            lines.append(f"{kind}: " + ("not built (make dist)" if kind == "built" else "not measured"))
            continue
        mine, worker = figures["peak_mb"], figures["worker_peak_mb"]
        peak = "n/a" if mine is None or worker is None else \
            f"{mine:.0f} MB + bot worker {worker:.0f} MB = {mine + worker:.0f} MB"
        lines.append(f"{kind}: first frame {figures['first_frame_s']:.2f} s (target < {target:g} s), "
                     f"peak memory in a {result['players']}-player game {peak} "
                     f"(target < {PEAK_MB:.0f} MB), whole self-test {figures['selftest_run_s']:.1f} s")
    return "\n".join(lines)


if __name__ == "__main__":
    print(json.dumps(bench_startup(), indent=2))
