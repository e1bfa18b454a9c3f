"""Hosts and clients of network play as processes of their own, for the tests: ``ohpshaw serve``
and ``ohpshaw join`` on 127.0.0.1 only, every wait bounded."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: The longest any one process of a test may run.
LIMIT_S = 90.0


class Proc:
    """A command of the program running in its own process; its output lines as they come."""

    #: Every process started and not yet seen to end: a failed test must not leave one running.
    running: ClassVar[list[Proc]] = []

    def __init__(self, *args: str) -> None:
        self.args = args
        self.process = subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, text=True,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        Proc.running.append(self)

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, check: Callable[[str], bool], timeout: float = 30.0) -> str:
        """The first output line for which ``check`` holds (waits at most ``timeout`` seconds)."""
        deadline = time.monotonic() + timeout
        seen = 0
        while time.monotonic() < deadline:
            for line in self.lines[seen:]:
                if check(line):
                    return line
            seen = len(self.lines)
            if self.process.poll() is not None and seen == len(self.lines):
                time.sleep(0.05)
                if seen == len(self.lines):
                    break
            time.sleep(0.02)
        raise AssertionError(f"no such line from {self.args[0]} within {timeout} s:\n" + self.output)

    def finish(self, timeout: float = LIMIT_S) -> int:
        """Wait for the process to end (killed after ``timeout`` seconds); its exit code."""
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(5)
            raise AssertionError(f"{self.args[0]} did not end within {timeout} s:\n{self.output}") from None
        self._reader.join(5)
        return code

    def kill(self) -> None:
        """End the process at once, as a crash or a pulled plug would."""
        self.process.kill()
        self.process.wait(5)

    @property
    def output(self) -> str:
        """Everything it printed so far."""
        return "\n".join(self.lines)


def serve(folder: Path, *extra: str, seats: str = "remote,remote,normal", preset: str = "oh-pshaw",
          seed: str = "12345", grace: str = "30", code: str = "ABC234") -> tuple[Proc, int]:
    """``ohpshaw serve`` on 127.0.0.1 with its state and records in ``folder``; it and its port."""
    port_file = folder / "port"
    port_file.unlink(missing_ok=True)
    proc = Proc("serve", "--preset", preset, "--seats", seats, "--port", "0", "--port-file", str(port_file),
                "--seed", seed, "--record-dir", str(folder / "records"), "--grace", grace, "--code", code,
                "--state-dir", str(folder / "state"), "--bind", "127.0.0.1", *extra)
    return proc, wait_port(proc, port_file)


def wait_port(proc: Proc, port_file: Path, timeout: float = 30.0) -> int:
    """The port ``serve`` wrote into ``port_file``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if port_file.exists() and port_file.read_text().strip():
            return int(port_file.read_text())
        if proc.process.poll() is not None:
            break
        time.sleep(0.05)
    raise AssertionError("serve wrote no port:\n" + proc.output)


def join(port: int, name: str, *extra: str, code: str | None = "abc234", bot: str = "normal") -> Proc:
    """``ohpshaw join`` of the table on 127.0.0.1:``port``, a ``bot`` playing the seat."""
    return Proc("join", f"127.0.0.1:{port}", "--bot", bot, "--name", name, "--give-up", "60",
                *(("--code", code) if code else ()), *extra)


def record_of(folder: Path) -> dict[str, Any]:
    """The one game record ``serve`` kept in ``folder``."""
    records = sorted((folder / "records").glob("game-*.json"))
    assert len(records) == 1, records
    record: dict[str, Any] = json.loads(records[0].read_text())
    return record


def saved_actions(folder: Path) -> list[list[Any]]:
    """The actions of the network game saved in ``folder`` (its autosave)."""
    actions: list[list[Any]] = json.loads((folder / "state" / "network.json").read_text())["actions"]
    return actions


@pytest.fixture(autouse=False)
def no_leftovers() -> Iterator[None]:
    """Kill whatever process a test started and left running (it failed half-way)."""
    yield
    while Proc.running:
        proc = Proc.running.pop()
        if proc.process.poll() is None:
            proc.kill()
