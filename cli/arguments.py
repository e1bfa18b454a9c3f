"""Argument types of the command line, shared by ``ohpshaw``'s commands (:mod:`cli.program`)
and the project's tools (``python -m devtools``): one clear line and exit code 2 for a value
out of its range, before any work is done.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable


class Parser(argparse.ArgumentParser):
    """A parser whose refusal is one line (no usage dump) and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """One clear line on stderr and exit code 2, no usage dump."""
        self.exit(2, f"{self.prog}: {message} (see --help)\n")


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argument type: a whole number from ``low`` to ``high`` (argparse names the option)."""
    def number(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text[:40]!r}") from None
        if not low <= value <= high:
            shown = text if len(text) <= 20 else text[:20] + "…"
            raise argparse.ArgumentTypeError(f"should be from {low} to {high}, not {shown}")
        return value
    number.__name__ = "whole number"  # argparse names the type in its messages
    return number


def seconds(text: str) -> float:
    """An argument type: seconds, more than 0 and at most an hour (no NaN, no infinity)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text[:40]!r}") from None
    if not (math.isfinite(value) and 0 < value <= 3600):
        raise argparse.ArgumentTypeError(f"should be more than 0 and at most 3600 seconds, not {text[:40]}")
    return value


def grace(text: str) -> float:
    """An argument type: seconds from 0 to a day."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text[:40]!r}") from None
    if not (math.isfinite(value) and 0 <= value <= 86400):
        raise argparse.ArgumentTypeError(f"should be from 0 to 86400 seconds, not {text[:40]}")
    return value

