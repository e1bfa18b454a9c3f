"""Where the running bid line stands: above the hand while the bids come in, top right under
the trump's line through the play (one place at every table, never in the trick), and never
over anything the table draws, at 2 to 9 players, in English and German, at the usual window
sizes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game import events as ev
from game.cards import Card
from ui.core.fonts import scaled, text
from ui.core.tween import Animator
from ui.table.bid_banner import bid_box, corner_box, pills
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
                for said in (bidding, first):
                    images = pills(said, size[1], False)
                    found = bid_box(lay, [image.get_size() for image in images])
                    where = (code, size, players, said.text)
                    assert found is not None, where  # above the hand there is always room
                    shape, box = found
                    assert tuple(box[2:]) == images[shape].get_size()
                    assert box[0] >= 0 and box[1] >= 0 and box[0] + box[2] <= window[2] \
                        and box[1] + box[3] <= window[3], where
                    hit = [other for other in _drawn(lay, False) if _overlaps(box, other)]
                    assert not hit, (where, box, hit[:3])
                    # in the line above the hand, where the bid panel opens
                    assert box[1] + box[3] <= lay.prompt_box()[1] + lay.prompt_box()[3], where
                    assert box[1] >= lay.centre[1], where
                # through the play: top right, under the trump's line and left of the
                # turn-up, clear of every seat, trick card and the round's line
                box = corner_box(playing, lay)
                where = (code, size, players)
                label = text(_("table.trump", suit="♥"), scaled(size[1], 0.024), bold=True)
                assert box[1] >= round(size[1] * 0.02) + label.get_height(), where
                assert box[0] >= size[0] * 0.6 and box[1] + box[3] <= size[1] * 0.15, where
                assert box[0] + box[2] <= lay.turn_up_spot[0] - lay.turn_up_width / 2, where
                hit = [other for other in _drawn(lay, True)[:-1] if _overlaps(box, other)]
                assert not hit, (where, box, hit[:3])


def _played(players: int) -> TableModel:
    """A round in play: every bid in (one over), a card from every seat but the human's on
    the table."""
    model = TableModel(players)
    model.round_number, model.hand_size, model.dealer = 3, 3, 1
    model.bids = [1] * players
    total = sum(model.bids)
    model.balance = ev.BiddingDone(tuple(model.bids), total, 3, "over" if total > 3 else "under", 2)
    cards = [Card.parse(code) for code in ("2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC")]
    model.hands[0] = cards[:3]
    model.trick = [(seat, cards[seat], 0.0) for seat in range(1, players)]
    return model


def _line_pixels(size: tuple[int, int], players: int) -> tuple[int, int, int, int]:
    """The box of what the bid line changes on the table drawn in play (the same table with
    the line off, as while the bid panel carries it, is the reference)."""
    lay = TableLayout.compute(size, players, 0)
    model = _played(players)
    look = TableLook(["You", "Basil", "Cleo", "Dmitri", "Edith", "Felix", "Greta", "Hugo", "Iris"][:players])
    with_line = pygame.Surface(size)
    draw_table(with_line, model, lay, Animator(), look)
    look.bid_in_panel = True
    without = pygame.Surface(size)
    draw_table(without, model, lay, Animator(), look)
    changed = [(x, y) for x in range(0, size[0], 2) for y in range(0, size[1], 2)
               if with_line.get_at((x, y)) != without.get_at((x, y))]
    assert changed, (size, players)
    xs, ys = [x for x, _y in changed], [y for _x, y in changed]
    return (min(xs), min(ys), max(xs), max(ys))


def test_through_the_play_the_line_stands_in_one_place_at_every_table() -> None:
    """Drawn at 3, 4 and 7 players: once the bids are in, the line stands top right under the
    trump's line, ending with it, whatever the table, never among the trick's cards."""
    pygame.font.init()
    set_language("en")
    for size in ((1280, 800), (1920, 1080)):
        places = {players: _line_pixels(size, players) for players in (3, 4, 7)}
        for players, (left, top, right, bottom) in places.items():
            assert left > size[0] * 0.6 and bottom < size[1] * 0.15, (size, players, places)
            lay = TableLayout.compute(size, players, 0)
            cx, cy = lay.centre
            assert not left <= cx <= right or not top <= cy <= bottom, (size, players)
            # its words end where the trump's line ends, left of the turn-up (its pill a little
            # further)
            label_end = lay.turn_up_spot[0] - lay.turn_up_width / 2 - round(size[1] * 0.02)
            assert label_end <= right <= label_end + scaled(size[1], 0.02), (size, players, right)
        assert len({box[1] for box in places.values()}) == 1, (size, places)  # its top


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
    """Where the coach's or a lesson's note stands over the line's place above the hand, the
    line goes elsewhere (to the corner): a note over that place moves the line off it."""
    pygame.font.init()
    bidding = BidLine(_("table.bid_of", total=2, tricks=3), _("table.hook_total", tricks=3), "hook")
    for size in SIZES:
        for players in (3, 4, 7):
            lay = TableLayout.compute(size, players, 0)
            shapes = [image.get_size() for image in pills(bidding, size[1], False)]
            first = bid_box(lay, shapes)
            assert first is not None, (size, players)
            x, y, w, h = first[1]
            note = (x - 20, y - 20, w + 40, h + 40)
            moved = bid_box(lay, shapes, avoid=[note])
            assert moved is None or not _overlaps(moved[1], note), (size, players, moved)
            assert moved != first


def test_in_the_corner_the_line_keeps_off_every_seat_at_any_text_size() -> None:
    """At 100 and 200 % UI scale (the plates grown with it), on a 4:3 and a square window too,
    the line in the corner keeps the air the note keeps off every plate, fan, pile and trick
    card: on two lines or a little smaller where a seat comes near the corner."""
    from ui.core import fonts
    from ui.table.note import keep_off

    pygame.font.init()
    try:
        for scale in (1.0, 2.0):
            fonts.set_ui_scale(scale)
            for code in ("en", "de"):
                set_language(code)
                said = BidLine(_("table.bid_of", total=14, tricks=13), _("table.under_by", count=11), "under")
                for size in (*SIZES, (1024, 768), (1200, 1200)):
                    for players in range(2, 10):
                        lay = TableLayout.compute(size, players, 0, text_scale=scale)
                        box = corner_box(said, lay)
                        hit = [other for other in keep_off(lay) if _overlaps(box, other)]
                        assert not hit, (scale, code, size, players, box, hit[:2])
    finally:
        fonts.set_ui_scale(1.0)
        set_language("en")


def test_the_bid_count_reads_as_a_tally_in_each_language() -> None:
    """The sum of the bids against the cards in the hand, as a player would read it: bids,
    then tricks ("Gebote 7 · Stiche 6", not "7 geboten von 6")."""
    from ui.table.bid_line import bid_line
    model = TableModel(4)
    model.round_number, model.dealer = 1, 3
    try:
        for code, one, many in (("de", "Gebote 1 · Stiche 1", "Gebote 7 · Stiche 6"),
                                ("nl", "Biedingen 1 · slagen 1", "Biedingen 7 · slagen 6"),
                                ("it", "Dichiarate 1 su 1", "Dichiarate 7 su 6"),
                                ("en", "Bids 1 · tricks 1", "Bids 7 · tricks 6")):
            set_language(code)
            model.hand_size, model.bids = 1, [1, 0, 0, 0]
            said = bid_line(model, hook=False, names=["A", "B", "C", "D"], me=0)
            assert said is not None and said.head == one and said.mood == "even", code
            model.hand_size, model.bids = 6, [3, 2, 1, 1]
            said = bid_line(model, hook=False, names=["A", "B", "C", "D"], me=0)
            assert said is not None and said.head == many and said.tail == _("table.over_by", count=1)
    finally:
        set_language("en")
