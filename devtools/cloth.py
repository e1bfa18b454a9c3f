"""``python -m devtools.cloth``: how much of the table is bare cloth.

Takes the 4-player mid-trick screenshot (``04-mid-trick-4p``, reached by really playing, as
``python -m devtools screenshots`` does) at each size and counts the pixels that still look
like the cloth: a pixel is cloth when no channel differs by more than :data:`TOLERANCE` from
the bare felt drawn at that size (a card, its shadow, a plate, a line of text all change
it; the felt's own soft light does not). Prints the share per size and exits 1 when a
share is above ``--most`` (a fraction).

    python -m devtools.cloth                          # 1280×800 and 1920×1080
    python -m devtools.cloth --size 3840x2160 --most 0.82
    python -m devtools.cloth --png shots/04-mid-trick-4p-1280x800.png

Bad input gets one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

#: How far (per channel, 0-255) a pixel may be from the bare felt and still count as cloth.
TOLERANCE = 6
#: The screenshot measured.
STATE = "04-mid-trick-4p"
SIZES = ((1280, 800), (1920, 1080))


def cloth_share(path: Path) -> float:
    """The share of ``path``'s pixels that are bare cloth (0..1)."""
    import pygame

    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        pygame.init()  # the screenshots quit pygame when they are done
        pygame.display.set_mode((1, 1))
    return picture_cloth_share(pygame.image.load(str(path)))


def picture_cloth_share(picture: pygame.Surface) -> float:
    """The share of ``picture``'s pixels that are bare cloth (0..1); the display is set."""
    import pygame

    from ui.core.draw import felt
    shot = picture.convert()
    size = shot.get_size()
    bare = felt(size).convert()
    # pixel by pixel against the bare felt at the same place, every channel within the
    # tolerance (alpha ignored)
    same = pygame.transform.threshold(None, shot, None, (TOLERANCE, TOLERANCE, TOLERANCE, 255),
                                      set_behavior=0, search_surf=bare)
    return same / (size[0] * size[1])


class _Shot(Exception):
    """The state measured is written: the screenshots stop there."""


def shoot_state(size: tuple[int, int], folder: Path) -> Path:
    """The mid-trick screenshot at ``size``, written into ``folder`` (the screenshots are
    played up to it and no further)."""
    from devtools.screenshots.run import shoot

    def stop(name: str, _app: object) -> None:
        if name == STATE:
            raise _Shot

    with contextlib.suppress(_Shot):
        shoot(folder, size, check=stop)
    path = folder / f"{STATE}-{size[0]}x{size[1]}.png"
    if not path.is_file():
        raise RuntimeError(f"no {STATE} screenshot was written")
    return path


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size like 1280x800: {text!r}") from None
    if not (640 <= w <= 7680 and 480 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size out of range: {text!r}")
    return (w, h)


def main(argv: list[str] | None = None) -> int:
    """Measure and print; 1 when a share is above ``--most``, 2 on bad input."""
    parser = argparse.ArgumentParser(prog="python -m devtools.cloth", description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=_size, action="append", help="window size WxH (repeatable)")
    parser.add_argument("--png", type=Path, action="append", help="measure this screenshot instead")
    parser.add_argument("--most", type=float, default=1.0, help="the largest share allowed (0..1)")
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return 2 if stop.code else 0
    if not 0.0 <= args.most <= 1.0:
        print("--most must be between 0 and 1", file=sys.stderr)
        return 2
    for path in args.png or []:
        if not path.is_file():
            print(f"no such screenshot: {path}", file=sys.stderr)
            return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    pygame.init()
    pygame.display.set_mode((1, 1))
    shares: list[tuple[str, float]] = []
    if args.png:
        shares = [(str(path), cloth_share(path)) for path in args.png]
    else:
        with tempfile.TemporaryDirectory() as folder:
            for size in args.size or SIZES:
                shares.append((f"{size[0]}x{size[1]}", cloth_share(shoot_state(size, Path(folder)))))
    worst = 0.0
    for name, share in shares:
        print(f"{name}: cloth {share * 100:.1f}%")
        worst = max(worst, share)
    return 1 if worst > args.most else 0


if __name__ == "__main__":
    sys.exit(main())
