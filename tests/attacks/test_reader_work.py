"""The readers of files work in proportion to a file's size, whatever it holds: counted
here, not timed (the times are the benchmark's: ``python -m devtools bench saves``).

While a reader reads a hostile file of 16 KB and one of 64 KB, two things are watched:
the lines of the project's own code that run (each turn of a loop is a line), which may
grow no faster than the file; and the regular expressions the project's code runs while
the file's text is at hand (a name or a path may go through one). A pattern that
backtracks takes time that grows with the square of the text, all of it in one call that
no count of lines sees: the text must go to the JSON parser and to nothing else of the kind.
"""

from __future__ import annotations

import logging
import re
import sys
from collections.abc import Callable
from contextlib import suppress
from functools import cache
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

from devtools.bench_readers import REFUSALS, Reader, hostile_files, the_readers
from ui.core.settings import Settings
from ui.core.settings_file import load_settings

ROOT = Path(__file__).resolve().parents[2]
OWN_CODE = tuple(str(ROOT / package) + "/" for package in ("saves", "game", "ui", "cli"))
SMALL, LARGE = 16 * 1024, 64 * 1024
KINDS = list(hostile_files(SMALL))


def is_own(frame: FrameType | None) -> bool:
    return frame is not None and frame.f_code.co_filename.startswith(OWN_CODE)


def holds_text(frame: FrameType, size: int) -> bool:
    """True when a variable of ``frame`` holds a text or bytes of ``size`` or more."""
    return any(isinstance(value, str | bytes | bytearray) and len(value) >= size
               for value in frame.f_locals.values())


class Work:
    """Lines of the project's code run during a call, and the regular expressions it ran
    while holding a text of at least ``size`` (half the file, say)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.lines = 0
        self.patterns: list[str] = []

    def measure(self, call: Callable[[], object]) -> None:
        def line(frame: FrameType, event: str, arg: Any) -> Any:
            if event == "line":
                self.lines += 1
            return line

        def calls(frame: FrameType, event: str, arg: Any) -> Any:
            return line if event == "call" and is_own(frame) else None

        def builtins(frame: FrameType, event: str, arg: Any) -> None:
            if event == "c_call" and isinstance(getattr(arg, "__self__", None), re.Pattern | re.Match):
                caller: FrameType | None = frame
            elif event == "call" and frame.f_globals.get("__name__") == "re":
                caller = frame.f_back
            else:
                return
            if caller is not None and is_own(caller) and holds_text(caller, self.size):
                self.patterns.append(f"{caller.f_code.co_filename}:{caller.f_lineno}")

        sys.settrace(calls)
        sys.setprofile(builtins)
        try:
            call()
        finally:
            sys.setprofile(None)
            sys.settrace(None)


@cache
def readers() -> dict[str, Reader]:
    return {reader.name: reader for reader in the_readers()}


def work_of(reader: Reader, data: bytes, folder: Path) -> Work:
    path = folder / f"{len(data)}.json"
    path.write_bytes(data)
    work = Work(len(data) // 2)

    def read() -> None:
        with suppress(*REFUSALS):
            reader.read(path)

    work.measure(read)
    return work


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", [reader.name for reader in the_readers()])
def test_a_reader_works_in_proportion_to_the_file(name: str, kind: str, tmp_path: Path,
                                                  caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.ERROR)  # the settings' warnings are not what is looked at here
    reader = readers()[name]
    small = work_of(reader, hostile_files(SMALL)[kind], tmp_path)
    large = work_of(reader, hostile_files(LARGE)[kind], tmp_path)
    assert not small.patterns and not large.patterns, small.patterns + large.patterns
    # four times the bytes: at most four times the lines (and a few more for the larger numbers)
    assert large.lines <= 4 * small.lines + 100, (small.lines, large.lines)


def test_a_damaged_settings_file_of_60_kb_gives_the_window_its_defaults(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "settings.json"
    data = b'{"speed": "' + b'\\"' * 30 * 1024  # a string that never ends: 60 KB
    path.write_bytes(data)
    work = Work(len(data) // 2)
    loaded: list[Settings] = []
    work.measure(lambda: loaded.append(load_settings(path)))
    assert loaded == [Settings()]
    assert not work.patterns, work.patterns
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == data and not path.exists()
    assert "were damaged" in caplog.text and "not valid JSON" in caplog.text
