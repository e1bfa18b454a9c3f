"""Run ``main.py`` as a player would (and ``python -m devtools`` as a developer would), in its
own process, with a time limit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: Memory a command may take (address space): an attack that makes it grow fails, not the machine.
MEMORY = 3 * 1024**3


def _limit_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run_main(*args: str, home: Path, timeout: float = 60.0,
             stdin: int | None = subprocess.DEVNULL) -> subprocess.CompletedProcess[str]:
    """``python main.py ARGS`` under ``OHPSHAW_HOME=home``; its exit code, stdout and stderr."""
    return _run([str(ROOT / "main.py"), *args], home, timeout, stdin)


def run_devtools(*args: str, home: Path, timeout: float = 60.0) -> subprocess.CompletedProcess[str]:
    """``python -m devtools ARGS`` under ``OHPSHAW_HOME=home``, as :func:`run_main`."""
    return _run(["-m", "devtools", *args], home, timeout, subprocess.DEVNULL)


def _run(args: list[str], home: Path, timeout: float,
         stdin: int | None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "OHPSHAW_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYTHONDONTWRITEBYTECODE": "1"}
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout, stdin=stdin,
                          preexec_fn=_limit_memory if os.name == "posix" else None)


def one_line_refusal(done: subprocess.CompletedProcess[str]) -> str:
    """The refusal's line; fails unless the exit code is 2 with one line on stderr and no traceback."""
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2, (done.returncode, done.stderr[-2000:])
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr[-2000:]
    return lines[0]
