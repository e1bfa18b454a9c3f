"""How long the card faces take to draw: ``python -m devtools.bench_cards [WIDTH ...]``.

For each width (default: the human's card at 1280×800 Medium, at 1920×1080 Medium and Extra
large at 4K), a fresh process draws every face of the wizard60 deck and the back, then the
same one pixel narrower, as after a resize. Prints wall and CPU milliseconds; the figures go
in docs/BENCHMARKS.md.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import subprocess
import sys
import time

import pygame

from game.cards import make_deck
from ui.cards import faces as cards

WIDTHS = (86, 116, 309)


def _deck_once(width: int) -> tuple[float, float]:
    deck = make_deck("wizard60")
    wall, cpu = time.perf_counter(), time.process_time()
    for card in deck:
        cards.face(card, width)
    cards.back(width)
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def measure(width: int) -> str:
    """A line of figures for ``width``: the first deck drawn in this process, then a resize."""
    pygame.init()
    pygame.display.set_mode((16, 16))
    first = _deck_once(width)
    resize = _deck_once(width - 1)
    return (f"{width} px: first deck {first[0]:.0f} ms ({first[1]:.0f} ms CPU), "
            f"after a resize {resize[0]:.0f} ms ({resize[1]:.0f} ms CPU), "
            f"{resize[1] / 61:.2f} ms CPU a face")


def main(argv: list[str]) -> int:
    """Time each width in a process of its own (nothing cached from the one before)."""
    if argv[:1] == ["--one"]:
        print(measure(int(argv[1])))
        return 0
    for width in [int(a) for a in argv] or WIDTHS:
        subprocess.run([sys.executable, "-m", "devtools.bench_cards", "--one", str(width)], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
