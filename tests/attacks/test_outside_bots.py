"""Attacks by outside bots on ``simulate --seats py:module:Class``: a module that does not
parse, raises or calls ``sys.exit`` as it is imported, a spec that is a path, and a
``choose()`` that raises, answers nonsense, calls ``sys.exit``, ends its process or loops
for ever (and sets SIGTERM aside). Each stops the run with one line naming the seat, exit
code 1 (the bot's fault) or 2 (the command's), no traceback, within the time budget."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tests.attacks.cli_run import run_main

BAD = "py:tests.misbehaving_bots:"
#: Modules that fail as they are imported, written into a folder on the bots' path.
MODULES = {
    "no_syntax": "class Bot:\n    def __init__(self, seed)\n        pass\n",
    "raises_at_import": "raise RuntimeError('boom at import')\n",
    "exits_at_import": "import sys\nsys.exit(3)\n",
}

ATTACKS = [
    pytest.param("py:no_syntax:Bot", 1, "could not be built: SyntaxError", id="syntax-error"),
    pytest.param("py:raises_at_import:Bot", 1, "could not be built: RuntimeError: boom at import",
                 id="raises-at-import"),
    pytest.param("py:exits_at_import:Bot", 1, "could not be built: called sys.exit(3)",
                 id="sys-exit-at-import"),
    pytest.param("py:../../etc/passwd:X", 2, "not a path", id="a-path"),
    pytest.param("py:/etc/passwd:X", 2, "not a path", id="an-absolute-path"),
    pytest.param("py:nowhere_at_all:Bot", 2, "cannot import nowhere_at_all", id="no-such-module"),
    pytest.param(BAD + "UnbuildableBot", 1, "could not be built: OSError: missing its opening book",
                 id="constructor-raises"),
    pytest.param(BAD + "RaisingBot", 1, "raised RuntimeError: this bot always fails", id="choose-raises"),
    pytest.param(BAD + "IllegalBot", 1, "which is not legal", id="choose-illegal"),
    pytest.param(BAD + "ExitingBot", 1, "called sys.exit(5)", id="sys-exit-in-choose"),
    pytest.param(BAD + "DyingBot", 1, "ended its worker process (exit code 9)", id="os-exit-in-choose"),
    pytest.param(BAD + "LoopingBot", 1, "gave no answer within 0.5 s", id="choose-loops-for-ever"),
]


@pytest.mark.parametrize("spec,code,said", ATTACKS)
def test_an_outside_bot_that_fails_stops_the_run_in_one_line(
        spec: str, code: int, said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bots = tmp_path / "bots"
    bots.mkdir()
    for name, text in MODULES.items():
        (bots / f"{name}.py").write_text(text, encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(bots))
    monkeypatch.setenv("OHPSHAW_TEST_PID", str(tmp_path / "pid"))
    records = tmp_path / "records"
    started = time.monotonic()
    done = run_main("simulate", "--seats", f"random,{spec},random", "--bot-time", "0.5",
                    "--record-dir", str(records), home=tmp_path / "home", timeout=60)
    took = time.monotonic() - started
    lines = done.stderr.strip().splitlines()
    assert done.returncode == code, (done.returncode, done.stderr[-2000:])
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert said in lines[0] and ("seat 1" in lines[0] or code == 2), lines[0]
    assert done.stdout == "" and not records.exists()  # no summary, no record of a broken match
    assert took < 30  # the budget stopped it (the worker starts in a second or two)
    pid = tmp_path / "pid"
    if pid.exists():  # the looping bot's process ended with the run, SIGTERM set aside or not
        _gone(int(pid.read_text(encoding="ascii")))


def _gone(pid: int) -> None:
    """Fails unless process ``pid`` has ended (within a few seconds: its parent is gone)."""
    for _ in range(50):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.1)
    pytest.fail(f"the outside bot's process {pid} still runs")


def test_a_sound_outside_bot_plays_every_match_in_its_worker(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    bots = tmp_path / "bots"
    bots.mkdir()
    (bots / "first_bot.py").write_text(
        "import os\n"
        "class FirstBot:\n"
        "    def __init__(self, seed):\n        self.pid = os.getpid()\n"
        "    def choose(self, view):\n"
        "        assert os.getpid() == self.pid\n"
        "        return view.legal[0]\n", encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(bots))
    done = run_main("simulate", "--seats", "py:first_bot:FirstBot,random,random", "--games", "3",
                    "--bot-time", "5", "--record-dir", str(tmp_path / "records"),
                    home=tmp_path / "home", timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("3 games") and "py:first_bot:FirstBot" in done.stdout
    assert len(list((tmp_path / "records").glob("game-*.json"))) == 3


def test_the_default_budget_is_written_out_as_the_bots_have_it() -> None:
    from bot_runtime.guard import limit_s
    from bot_runtime.outside import BUDGET_S
    from cli.program import BOT_TIME_S

    assert BOT_TIME_S == BUDGET_S == limit_s("py:my.bots:Bot")  # what the table waits
