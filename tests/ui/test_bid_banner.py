"""Where the running bid line stands: above the hand while the bids come in, beside the trick
through the play, and never over anything the table draws, at 2 to 9 players, in English and
German, at the usual window sizes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from ui.core.fonts import scaled, text
from ui.core.tween import Animator
from ui.table.bid_banner import bid_box, pills
from ui.table.bid_line import BidLine
from ui.table.hand_arc import HAND_RISE
from ui.table.layout import TableLayout
from ui.table.presenter import TableModel
from ui.table.ring import TRICK_TURN, turned
from ui.table.seating import CARD_RATIO, FAN_MOST
from ui.table.view import TableLook, draw_table
from ui.words.i18n import _, ngettext, set_language

Box = tuple[float, float, float, float]
SIZES = ((1280, 800), (1920, 1080), (3840, 2160))


def _hull(points: list[tuple[float, float]]) -> Box:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _drawn(lay: TableLayout, playing: bool) -> list[Box]:
    """Everything of the table the line may not cover, worked out from what is drawn where:
    plates, chips, piles, fans of backs, the trick's cards turned either way (in play),
    every hand card of the longest hand raised or not, the corner buttons, the ⚑, the round's
    line and the trump's."""
    w, h = lay.size
    boxes: list[Box] = []
    for spot in lay.seats:
        boxes += [lay.plate_rect(spot.seat), lay.chip_rect(spot.seat),
                  lay.pile_box(spot.seat)]
        if spot.seat != lay.me:
            size = (lay.small_w, lay.small_w * CARD_RATIO)
            boxes += [_hull(turned(pos, size, turn)) for pos, turn in lay.fan_positions(spot.seat, FAN_MOST)]
        if playing:
            size = (lay.trick_w, lay.trick_w * CARD_RATIO)
            boxes += [_hull(turned(spot.trick, size, turn)) for turn in (-TRICK_TURN, 0, TRICK_TURN)]
    rise = lay.hand_w * CARD_RATIO * HAND_RISE
    for count in (1, 7, FAN_MOST):
        for i in range(count):
            boxes += [_hull(lay.hand_outline(count, i, up)) for up in (0.0, rise)]
    boxes += list(lay.corner_rects().values())
    boxes.append(lay.flag_rect())
    pad, font = round(h * 0.02), scaled(h, 0.024)
    round_line = text(_("table.round_of", number=13, total=13) + " · 13", font)
    boxes.append((pad, pad, round_line.get_width(), round_line.get_height()))
    boxes.append((w - pad - lay.turn_up_width * 2 - 120, pad, lay.turn_up_width * 2 + 120,
                  lay.turn_up_width * CARD_RATIO))
    return boxes


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_the_line_stands_clear_of_everything_at_every_table() -> None:
    pygame.font.init()
    fell_back = []
    for code in ("en", "de"):
        set_language(code)
        bidding = BidLine(_("table.bid_of", total=12, tricks=13),
                          _("table.dealer_may_not_bid", name="Dmitri", bid=2), "hook")
        first = BidLine(_("table.no_bids_yet") + " · " + ngettext("table.tricks_to_take", 13),
                        _("table.hook_total", tricks=13), "hook")
        playing = BidLine(_("table.bid_of", total=14, tricks=13), _("table.over_by", count=1), "over")
        for size in SIZES:
            for players in range(2, 10):
                lay = TableLayout.compute(size, players, 0)
                window = (0, 0, size[0], size[1])
                for said, in_play in ((bidding, False), (first, False), (playing, True)):
                    images = pills(said, size[1], False)
                    found = bid_box(lay, [image.get_size() for image in images], in_play)
                    where = (code, size, players, said.text)
                    if found is None:
                        assert in_play, where  # above the hand there is always room
                        fell_back.append(where)
                        continue
                    shape, box = found
                    assert tuple(box[2:]) == images[shape].get_size()
                    assert box[0] >= 0 and box[1] >= 0 and box[0] + box[2] <= window[2] \
                        and box[1] + box[3] <= window[3], where
                    hit = [other for other in _drawn(lay, in_play) if _overlaps(box, other)]
                    assert not hit, (where, box, hit[:3])
                    if not in_play:  # in the line above the hand, where the bid panel opens
                        assert box[1] + box[3] <= lay.prompt_box()[1] + lay.prompt_box()[3], where
                        assert box[1] >= lay.centre[1], where
    # near the trick or the player's plate at nearly every table; top left (as before) where
    # a long language finds no room: one player count at most, in one language at most
    assert len({(code, players) for code, _size, players, _text in fell_back}) <= 1, fell_back


def test_before_the_first_bid_the_table_says_what_there_is_to_take() -> None:
    """Drawn: the words of the line, before any bid, stand above the hand, not top left."""
    pygame.font.init()
    size = (1280, 800)
    lay = TableLayout.compute(size, 4, 0)
    model = TableModel(4)
    model.round_number, model.hand_size, model.dealer = 3, 6, 3
    look = TableLook(["You", "Basil", "Cleo", "Dmitri"])
    with_line = pygame.Surface(size)
    draw_table(with_line, model, lay, Animator(), look)
    look.bid_in_panel = True  # the bid panel carries it: the table does not say it twice
    without = pygame.Surface(size)
    draw_table(without, model, lay, Animator(), look)
    changed = [(x, y) for x in range(0, size[0], 2) for y in range(0, size[1], 2)
               if with_line.get_at((x, y)) != without.get_at((x, y))]
    assert changed
    top = min(y for _x, y in changed)
    assert top > lay.centre[1]  # above the hand, not in the corner
    assert max(y for _x, y in changed) < lay.prompt_box()[1] + lay.prompt_box()[3]


def test_the_line_keeps_off_the_note_on_the_table() -> None:
    """Where the coach's or a lesson's note stands on the table, the line goes elsewhere: a
    note over the place the line would take moves the line off it."""
    pygame.font.init()
    playing = BidLine(_("table.bid_of", total=2, tricks=1), _("table.over_by", count=1), "over")
    for size in SIZES:
        for players in (3, 4, 7):
            lay = TableLayout.compute(size, players, 0)
            shapes = [image.get_size() for image in pills(playing, size[1], False)]
            first = bid_box(lay, shapes, True)
            assert first is not None, (size, players)
            x, y, w, h = first[1]
            note = (x - 20, y - 20, w + 40, h + 40)
            moved = bid_box(lay, shapes, True, avoid=[note])
            assert moved is None or not _overlaps(moved[1], note), (size, players, moved)
            assert moved != first
