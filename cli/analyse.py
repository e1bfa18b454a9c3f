"""``main.py analyse FILE [--json]``: the skill and luck report of a finished game.

The file is a game record or a save of a finished game (:func:`saves.finished.read_finished`);
the analysis is kept beside it (``NAME.analysis.json``) and read from there next time.
Progress goes to the terminal's stderr while the decisions are judged.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import TextIO

from cli.analysis_text import format_report
from game.analysis import Judge
from saves.analysis_cache import analysis, cache_path
from saves.finished import read_finished


def analyse_file(path: str, as_json: bool, level: str = "hard") -> int:
    """Print the report of the finished game in ``path`` (text, or JSON: one object per seat),
    judged by the search of ``level`` (Hard's, or the Expert's eight times the deals)."""
    where = Path(path)
    judge = Judge.of_level(level)
    finished = read_finished(where)
    progress = _Progress(sys.stderr) if sys.stderr.isatty() else None
    looked = analysis(finished, cache_path(where), judge, progress=progress)
    if progress is not None:
        progress.end()
    if looked.problem is not None:
        print(f"ohpshaw analyse: {looked.problem}", file=sys.stderr)
    names = finished.names
    if as_json:
        print(json.dumps(looked.report.as_json(names), ensure_ascii=False))
    else:
        print(format_report(looked.report, names, finished.game.rules.preset))
    return 0


class _Progress:
    """``judging decisions: 120/416`` on one terminal line, at most ten times a second."""

    def __init__(self, out: TextIO) -> None:
        self.out, self.last = out, 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if now - self.last >= 0.1 or done == total:
            self.last = now
            self.out.write(f"\rjudging decisions: {done}/{total}")
            self.out.flush()

    def end(self) -> None:
        """Clear the progress line."""
        if self.last:
            self.out.write("\r" + " " * 40 + "\r")
            self.out.flush()
