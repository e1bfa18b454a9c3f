"""Make the court figures of ``assets/cards/courts/`` from Byron Knoll's public-domain deck.

    python tools/court_art.py SOURCE_DIR [--width 256]

``SOURCE_DIR`` is the ``cards-svg`` folder of the deck (the copy at
https://github.com/notpeter/Vector-Playing-Cards, commit 72cb5b2, holds it:
``JC.svg`` … ``KS.svg``). For each of the twelve court cards this keeps the
figure alone — no card outline, corner indices, frame line or suit pips, which
the program draws itself in the deck's colours — crops it to the inside of the
frame, rasterises it ``--width`` pixels wide with pygame's SVG loader and
writes ``<code>.png`` on white (the program tints the white to its paper). ``courts.json``
gets the frame's shape and, per card, where the large suit pip beside the
head sat (as shares of the frame), so the drawn pip lands where the artist
left room for it. Run by a developer when the art changes, never by the game.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "cards" / "courts"
SVG = "http://www.w3.org/2000/svg"
CODES = [rank + suit for rank in "JQK" for suit in "SHDC"]
#: The group that draws the frame line in every court card of the deck.
FRAME_ID = "Layer_x0020_1-8"
#: The frame is the card outline drawn again with this transform (identical in all twelve files).
FRAME = (22.32511, 22.465901, 0.73316112 * 167.0869141, 0.81584336 * 242.6669922)


def _groups(root: ET.Element) -> list[ET.Element]:
    return [child for child in root if child.tag == f"{{{SVG}}}g"]


def _ink(group: ET.Element) -> int:
    return sum(len(path.get("d", "")) for path in group.iter(f"{{{SVG}}}path"))


def _scale(group: ET.Element) -> float:
    """The x scale of a group's ``matrix(a,b,c,d,e,f)`` transform (1 without one)."""
    text = group.get("transform", "")
    if not text.startswith("matrix("):
        return 1.0
    return float(text[len("matrix("):].split(",")[0])


def _document(children: list[ET.Element], defs: list[ET.Element]) -> bytes:
    x, y, w, h = FRAME
    svg = ET.Element(f"{{{SVG}}}svg", {"viewBox": f"{x} {y} {w} {h}", "width": f"{w}", "height": f"{h}"})
    svg.extend(defs)
    svg.extend(children)
    return ET.tostring(svg)


def convert(source: Path, code: str, width: int) -> dict[str, float]:
    """Write ``code``.png and return the upright suit pip's box as shares of the frame."""
    ET.register_namespace("", SVG)
    root = ET.parse(source / f"{code}.svg").getroot()
    groups = _groups(root)
    defs = [child for child in root if child.tag == f"{{{SVG}}}defs"]
    figure = max(groups, key=_ink)  # the figure is by far the largest group
    pips = [g for g in groups if _scale(g) > 1.5]  # the large pip beside the head (upright)
    if len(pips) != 1 or not any(g.get("id") == FRAME_ID for g in groups):
        raise SystemExit(f"{code}: not the layout this tool knows (pips {len(pips)})")
    height = round(width * FRAME[3] / FRAME[2])
    image = pygame.image.load_sized_svg(io.BytesIO(_document([figure], defs)), (width, height))
    flat = pygame.Surface(image.get_size())  # on white, no alpha channel: a fifth smaller
    flat.fill((255, 255, 255))
    flat.blit(image, (0, 0))
    pygame.image.save(flat, str(OUT / f"{code}.png"))
    pip = pygame.image.load_sized_svg(io.BytesIO(_document(pips, defs)), (width, height))
    box = pip.get_bounding_rect()
    return {"x": round(box.x / width, 4), "y": round(box.y / height, 4),
            "w": round(box.width / width, 4), "h": round(box.height / height, 4)}


def main(argv: list[str] | None = None) -> int:
    """Convert the twelve court cards; see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", type=Path, help="the deck's cards-svg folder")
    parser.add_argument("--width", type=int, default=256, help="width of the figures in pixels")
    args = parser.parse_args(argv)
    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    pips = {code: convert(args.source, code, args.width) for code in CODES}
    meta = {"source": "Byron Knoll, vector-playing-cards (public domain)",
            "frame_ratio": round(FRAME[2] / FRAME[3], 5), "width": args.width, "pips": pips}
    (OUT / "courts.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(pips)} figures to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
