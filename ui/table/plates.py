"""The name plates: each seat's name, its bid and tricks taken as "bid 2 · won 1", its score, the
dealer chip, a ring while it is that seat's turn and a slow pulse while a bot thinks.

:func:`plate_parts` says where each piece of text goes inside a plate and at what size
(tests check that they fit in every language); :func:`draw_plate` draws them. The plate's
box is the layout's (:meth:`ui.table.layout.TableLayout.plate_rect`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ui.core.draw import GOLD, TEXT, TEXT_DIM, blit_centred, panel
from ui.core.fonts import font, outline, scaled, text, ui_scale
from ui.table.layout import TableLayout
from ui.table.presenter import TableModel
from ui.table.seating import ring_width
from ui.words.i18n import _

#: Whose turn it is, also as a mark before the name (not by the plate's ring alone).
TURN_MARK = "▶ "
#: The least a plate's text shrinks to fit, as a share of its own size.
LEAST_SHARE = 0.75
#: The least the bid line shrinks to, as a share of its size: at a crowded table on a small
#: window the labelled "bid 6 · won 6" shrinks rather than be cut.
BID_LINE_SHARE = 0.6
#: The turn ring: gold, and what it fades to and back while a bot thinks.
RING, RING_FADED = (242, 200, 90), (90, 90, 90)
CHIP, CHIP_INK = (245, 240, 225), (30, 30, 30)


@dataclass(frozen=True)
class Piece:
    """One text on a plate: what it says, its font size and bold, and its box."""

    text: str
    size: int
    bold: bool
    rect: pygame.Rect


@dataclass(frozen=True)
class PlateParts:
    """Everything on one plate: its box, the name line, the bid line, the score and the
    dealer chip (``None`` when the seat does not deal)."""

    rect: pygame.Rect
    name: Piece
    info: Piece | None
    score: Piece
    chip: pygame.Rect | None


def info_text(model: TableModel, seat: int, terse: bool = False) -> str:
    """The bid line, labelled so a first-time player reads it: ``"bid 2 · won 1"``; ``"✓"``
    once a secret choice is made (the cards to pass, a secret bid), before it shows;
    nothing before bidding. ``terse``: ``"2 / 1"``, for a plate too narrow for the words
    (nine players on the smallest windows)."""
    bid = model.bids[seat]
    if bid is None:
        return "✓" if seat in model.chosen or seat in model.passed else ""
    card = model.bid_cards[seat]
    said, won = card.label if card else bid, model.piles[seat]
    if terse:
        return _("table.plate_bid_won_terse", bid=said, won=won)
    return _("table.plate_bid_won", bid=said, won=won)


def plate_parts(model: TableModel, lay: TableLayout, seat: int, name: str, turn: bool,
                like: TableLayout | None = None) -> PlateParts:
    """Where the pieces of ``seat``'s plate go; ``turn`` puts the turn mark before the name,
    the dealer chip goes before both. (Laid out once for what the plate says, then reused
    frame after frame.) ``like``: the table of the whole window, for a table drawn in part
    of it (the review): the bid line is never smaller than there; where the plate is too
    narrow for the words at that size, the score goes beside the name, else the figures
    stand alone."""
    least = 0
    if like is not None:
        own = plate_parts(model, like, seat, name, turn).info
        least = own.size if own is not None else 0
    chip = lay.chip_rect(seat) if seat == model.dealer and model.round_number else None
    box, head = lay.plate_rect(seat), (TURN_MARK if turn else "") + name
    parts = _laid_out(box, lay.size[1], chip, head, info_text(model, seat), str(model.totals[seat]),
                      ui_scale(), least)
    if parts.info is not None and parts.info.text.endswith("…"):  # too narrow for the words
        parts = _laid_out(box, lay.size[1], chip, head, info_text(model, seat, terse=True),
                          str(model.totals[seat]), ui_scale(), least)
    return parts


@lru_cache(maxsize=256)
def _laid_out(box: tuple[int, int, int, int], h: int, chip_box: tuple[int, int, int, int] | None,
              head_text: str, said: str, score_text: str, _scale: float, least: int = 0) -> PlateParts:
    rect = pygame.Rect(box)
    pw, ph = rect.size
    pad = max(6, ph // 8)
    # the UI scale (``_scale``, which ``scaled`` reads) grows the text up to what the plate holds
    name_size = min(scaled(h, 0.021), round(ph * 0.36), round(pw * 0.15))
    info_size = min(scaled(h, 0.02), round(ph * 0.32), round(pw * 0.13))
    # the name after the dealer chip
    indent = max(0, chip_box[0] + chip_box[2] + max(3, pad // 2) - rect.left - pad) if chip_box else 0
    # the score goes at the bottom right, beside the bid line; where the labelled bid line
    # ("Gebot 10 · Stiche 13") would be cut there, at the top right beside the name
    info_size = max(info_size, least)  # as large as on the window's own table
    low = _arranged(rect, pad, name_size, info_size, head_text, said, score_text, False, indent, least)
    smaller = info_size
    while _cut(low, "", said) and smaller > max(10, round(info_size * BID_LINE_SHARE), least):
        smaller -= 1  # a crowded plate: the score and the bid line shrink together
        low = _arranged(rect, pad, name_size, smaller, head_text, said, score_text, False, indent,
                        least)
    if _cut(low, head_text, said):
        high = _arranged(rect, pad, name_size, info_size, head_text, said, score_text, True, indent,
                         least)
        if not _cut(high, head_text, said):
            low = high
    head, info, score = low
    chip = None
    if chip_box is not None:  # level with the name
        chip = pygame.Rect(chip_box)
        chip.centery = min(max(head.rect.centery, rect.top + chip.height // 2 + 2),
                           rect.bottom - chip.height // 2 - 2)
    return PlateParts(rect, head, info, score, chip)


def _arranged(rect: pygame.Rect, pad: int, name_size: int, info_size: int, head_text: str,
              said: str, score_text: str, score_on_top: bool, indent: int = 0, least: int = 0
              ) -> tuple[Piece, Piece | None, Piece]:
    """The name (``indent`` pixels in, after the dealer chip), the bid line (no smaller than
    ``least``) and the score, the score beside the bid line (bottom right) or beside the name
    (top right, ``score_on_top``)."""
    score_box = pygame.Rect((0, 0), font(info_size, True).size(score_text))
    baseline = rect.bottom - pad // 2
    if score_on_top:
        score_box.topright = (rect.right - pad, rect.top + pad // 2 + max(0, name_size - info_size) // 2)
    else:
        score_box.bottomright = (rect.right - pad, baseline)
    name_room = (score_box.left - pad if score_on_top else rect.right - pad) - rect.left - pad - indent
    head = _shrunk(head_text, name_size, name_room, True)
    head_box = pygame.Rect(rect.left + pad + indent, rect.top + pad // 2,
                           *font(head.size, True).size(head.text))
    info = None
    if said:
        room = (rect.right - pad if score_on_top else score_box.left - pad) - rect.left - pad
        shown = _shrunk(said, info_size, room, False, BID_LINE_SHARE, least)
        box_said = pygame.Rect((0, 0), font(shown.size).size(shown.text))
        box_said.bottomleft = (rect.left + pad, baseline)
        info = Piece(shown.text, shown.size, False, box_said)
    return Piece(head.text, head.size, True, head_box), info, Piece(score_text, info_size, True, score_box)


def _cut(parts: tuple[Piece, Piece | None, Piece], head_text: str, said: str) -> int:
    """How many of the name (when ``head_text`` is given) and the bid line are cut short."""
    head, info, _score = parts
    cut = int(bool(head_text) and head.text != head_text)
    return cut + int(info is not None and info.text != said)


def _shrunk(value: str, size: int, width: int, bold: bool, share: float = LEAST_SHARE,
            floor: int = 0) -> Piece:
    """``value`` at ``size``, smaller (down to ``share`` of it, and not below ``floor``) until
    it fits ``width``; a text still too long is cut with an ellipsis."""
    least = min(size, max(10, round(size * share), floor))
    while size > least and font(size, bold).size(value)[0] > width:
        size -= 1
    face = font(size, bold)
    if face.size(value)[0] > width:
        while value and face.size(value + "…")[0] > width:
            value = value[:-1]
        value += "…"
    return Piece(value, size, bold, pygame.Rect(0, 0, 0, 0))


def draw_plate(surface: pygame.Surface, parts: PlateParts, turn: bool, thinking: float | None,
               high_contrast: bool) -> None:
    """The plate: its panel, the turn ring (fading in and out by ``thinking``, the pulse's
    phase, while a bot decides), the name, the bid line, the score and the dealer chip."""
    rect = parts.rect
    surface.blit(panel(rect.size, 150, 10), rect)
    if turn:
        glow = 1.0 if thinking is None else 0.5 + 0.5 * math.sin(thinking * 6)
        colour = tuple(round(a * glow + b * (1 - glow)) for a, b in zip(RING, RING_FADED, strict=True))
        ring = ring_width(rect.height, high_contrast)
        pygame.draw.rect(surface, colour, rect.inflate(2 * ring, 2 * ring), width=ring,
                         border_radius=10 + ring)
    elif high_contrast:
        pygame.draw.rect(surface, (255, 255, 255), rect, width=outline(surface.get_height()),
                         border_radius=10)
    name = parts.name
    surface.blit(text(name.text, name.size, TEXT, True), name.rect)
    if parts.info is not None:
        info = parts.info
        surface.blit(text(info.text, info.size, TEXT if high_contrast else TEXT_DIM), info.rect)
    score = parts.score
    surface.blit(text(score.text, score.size, GOLD, True), score.rect)
    if parts.chip is not None:
        chip = parts.chip
        pygame.draw.circle(surface, CHIP, chip.center, chip.width // 2)
        pygame.draw.circle(surface, (60, 60, 60), chip.center, chip.width // 2, outline(surface.get_height()))
        blit_centred(surface, text(_("table.dealer_chip"), round(chip.width * 0.65), CHIP_INK, True),
                     chip.center)
