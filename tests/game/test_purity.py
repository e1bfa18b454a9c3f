"""game/ stays pure Python: no pygame, no ui, no disk, so the engine runs anywhere and tests fast."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = {"pygame", "pygame_gui", "ui", "saves", "cli", "devtools", "os", "pathlib", "shutil", "sqlite3",
             "tempfile", "pickle", "io", "platformdirs"}


def test_game_imports_nothing_impure() -> None:
    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [f"{path.relative_to(ROOT)}: {name}" for name in names
                          if name.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_importing_the_engine_loads_no_pygame() -> None:
    code = ("import sys, game.game, game.record, game.match, devtools.bench_engine, game.pad.score_pad;"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('pygame', 'pygame_gui', 'ui', 'saves')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_bot_runtime_loads_no_pygame_and_no_window() -> None:
    """The worker process runs bots, not the window: importing it brings no pygame and no ui/."""
    code = ("import sys, bot_runtime.worker, bot_runtime.guard, bot_runtime.session;"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui', 'ui')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_network_play_loads_no_pygame_and_no_window() -> None:
    """A host or client of network play (``ohpshaw serve``, ``join``) draws nothing."""
    code = ("import sys, netplay.host, netplay.client, netplay.bridge, netplay.discovery, cli.network;"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui', 'ui')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
