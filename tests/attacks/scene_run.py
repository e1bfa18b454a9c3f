"""Open menu entries of the real program in a process of its own, so that an attack that
crashes the interpreter (SDL_ttf given a 30 MB line) fails a test instead of the test run.

    python -m tests.attacks.scene_run new rules load continue stats

opens each entry from the menu, draws a few frames, goes back to the menu, and prints
``opened ENTRY -> SCENE`` for each; exit code 0 when nothing raised.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.attacks.cli_run import ROOT, _limit_memory


def open_entries(home: Path, *entries: str, timeout: float = 120.0) -> subprocess.CompletedProcess[str]:
    """Run this module under ``OHPSHAW_HOME=home`` with a memory limit and a time limit."""
    env = {**os.environ, "OHPSHAW_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "OHPSHAW_LANGUAGE": "en"}
    return subprocess.run([sys.executable, "-m", "tests.attacks.scene_run", *entries], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=timeout,
                          preexec_fn=_limit_memory if os.name == "posix" else None)


def main(entries: list[str]) -> int:
    """Open each entry of the menu in turn (see the module's note)."""
    from bot_runtime.worker import InlineWorker
    from ui.app import App
    from ui.core.settings import Settings
    from ui.scenes.menu import MenuScene

    app = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    for entry in entries:
        menu = MenuScene(app)
        app.scenes.replace(menu)
        app.step(0.0)
        menu.choose(entry)
        for _ in range(5):
            app.step(0.05)
        print(f"opened {entry} -> {type(app.scenes.top).__name__}", flush=True)
    while app.scenes.stack:
        app.scenes.pop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
