"""Attacks by ``kill -9`` of the program while its bots think in a worker process.

The worker notices its parent is gone and ends within about a second, and so does
multiprocessing's resource tracker; nothing is left holding the program's standard
output, so whoever reads that output sees its end."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.attacks.cli_run import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="kill -9 and /proc")

PROGRAM = """
import sys, time
from multiprocessing import resource_tracker
from game.presets import preset
from saves.session import new_session
from bot_runtime.worker import ProcessWorker
from bot_runtime.session import SessionProcessWorker

session = new_session(preset("oh-pshaw"), ["human", "normal", "hard", "easy"], 3)
while session.game.to_act == 0:
    session.game.apply(session.game.legal_actions()[0])
workers = [SessionProcessWorker(session), ProcessWorker({1: ("normal", 5)})]
for worker in workers:
    seat = session.game.to_act if isinstance(worker, SessionProcessWorker) else 1
    worker.hint(session.game.view(seat)).result(timeout=120)
pids = [p.pid for w in workers for p in w.pool._processes.values()]
print(*pids, resource_tracker._resource_tracker._pid or 0, flush=True)
if sys.argv[1] == "think":  # killed while a bot is deep in thought
    workers[0].hint(session.game.view(session.game.to_act))
    time.sleep(0.3)
time.sleep(600)
"""


def alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie waiting for a reaper does not count)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):
        return False


@pytest.mark.parametrize("moment", ["idle", "think"])
def test_workers_end_within_a_second_of_a_hard_kill(moment: str, tmp_path: Path) -> None:
    env = {**os.environ, "OHPSHAW_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    program = subprocess.Popen([sys.executable, "-c", PROGRAM, moment], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert program.stdout is not None
        pids = [int(word) for word in program.stdout.readline().split()]
        workers, tracker = pids[:-1], pids[-1]
        assert len(workers) == 2 and all(alive(pid) for pid in workers)
        program.send_signal(signal.SIGKILL)
        killed = time.monotonic()
        program.communicate(timeout=10)  # the end of its output: no child holds it any more
        left = [pid for pid in [*workers, tracker] if pid and alive(pid)]
        while left and time.monotonic() - killed < 3:
            time.sleep(0.05)
            left = [pid for pid in left if alive(pid)]
        assert left == [], f"{left} still running {time.monotonic() - killed:.1f} s after the kill"
    except subprocess.TimeoutExpired:
        pytest.fail("the program's output never ended: a worker holds it")
    finally:
        if program.poll() is None:
            program.kill()
        for pid in pids if "pids" in locals() else []:
            if pid and alive(pid):
                os.kill(pid, signal.SIGKILL)
