"""Drawing the table from the model, the layout and the flying cards. Changes nothing."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.cards import Card
from game.tricks import trick_winner
from ui.cards import faces as art
from ui.core.draw import GOLD, TEXT, blit_centred, felt, shadow
from ui.core.fonts import fitted, scaled, text
from ui.core.picture_cache import cached
from ui.core.tween import Animator
from ui.table.bid_banner import CORNER_PAD, CORNER_TEXT, ROUND_TEXT, bid_box, corner, corner_top, pills
from ui.table.bid_line import BidLine, bid_line
from ui.table.card_marks import FOCUS_EDGE, PLAYABLE_EDGE, edge_width, hint_halo, ringed
from ui.table.hand_arc import HAND_RISE
from ui.table.layout import TableLayout
from ui.table.plates import draw_plate, plate_parts
from ui.table.presenter import TableModel, hand_order
from ui.table.seating import CARD_RATIO, glow_reach, tag_air, tag_box, tag_size
from ui.table.still import StillPicture, mark, still_key
from ui.table.toast import Toast, draw_toast, toast
from ui.widgets.hover_tip import draw_tip, tip_rect
from ui.words.i18n import _, ngettext

#: The plain dark cloth of the high-contrast table.
CONTRAST_FELT = (6, 22, 14)
#: The glow round the card winning the trick so far, and round the card that won it.
WINNING, WON = (242, 200, 90, 150), (255, 214, 102, 235)
#: The led card's tag: dark, with light text.
TAG, TAG_INK = (20, 26, 22, 230), (240, 236, 220)

#: Short notes under the round line, by the model's note id.
NOTES = {"rebid": lambda: _("table.note_rebid"),
         "tie-break": lambda: _("table.note_tie_break")}


@dataclass
class TableLook:
    """The input-side state the picture needs: names, focus, what is playable."""

    names: list[str]
    to_act: int | None = None
    thinking: int | None = None
    pulse: float = 0.0  # seconds, drives the thinking pulse
    hover: int | None = None  # index into the human's hand
    lift: dict[int, float] = field(default_factory=dict)  # hand index -> 0..1 rise
    playable: set[Card] | None = None  # None: nothing to choose now
    asked: set[Card] | None = None  # the playable cards a lesson asks for: ringed in gold
    selected: set[int] = field(default_factory=set)  # cards picked to pass
    shake: tuple[int, float] | None = None  # (hand index, x offset)
    message: str = ""
    prompt: str = ""  # a quiet line above the hand: what the human is to do
    four_colour: bool = False
    seven: bool = False
    rounds: int = 0  # scheduled rounds, for "Round 5 of 13"
    hide_hand: bool = False  # hot seat: the bottom hand is face down (not this player's turn)
    hot_seat: bool = False  # several people share the screen: nobody is "You"
    high_contrast: bool = False  # plain dark felt, white text, thick outlines (settings)
    still: bool = False  # reduced motion (speed "instant"): no pulse
    open_hands: bool = False  # a finished game looked back at: every hand face up
    hook: bool = False  # the hook rule: the bid line warns the dealer
    last_open: bool = False  # the last trick is shown again (L, a click on a pile)
    tip: str = ""  # why the card under the pointer or the keys may not be played
    pile_tip: int | None = None  # the seat whose pile the pointer rests on: "Last trick (L)"
    note_box: tuple[int, int, int, int] | None = None  # the note on the table: the bid line keeps off
    hinted: Card | None = None  # the card the hint would play: it wears the hint's halo
    bid_in_panel: bool = False  # the bid panel is open and carries the bid line
    #: Cards the review marks (the one played, the best): each wears a ring of its colour, its
    #: own, turned with it and under the next card.
    marked: dict[Card, tuple[int, int, int]] = field(default_factory=dict)
    #: The table of the whole window, for a table drawn in part of it (the review): the
    #: plates' bid line is as large as there (:func:`ui.table.plates.plate_parts`).
    plates_like: TableLayout | None = None


@dataclass
class Drawn:
    """The cards one picture showed face up: in the bottom hand, on the table (trick, cut,
    turn-up) and in flight. Hot-seat tests check that no hand shows at a hand-over."""

    hand: list[Card] = field(default_factory=list)
    table: list[Card] = field(default_factory=list)
    flying: list[Card] = field(default_factory=list)


def card_image(card: Card | None, width: int, look: TableLook) -> pygame.Surface:
    """A face (or the back for ``None``) at ``width`` pixels."""
    if card is None:
        return art.back(width)
    return art.face(card, width, look.four_colour, look.seven)


@cached(budget_mb=32, entries_max=512)
def _turned(image: pygame.Surface, angle: int) -> pygame.Surface:
    return pygame.transform.rotozoom(image, angle, 1.0)


def blit_card(surface: pygame.Surface, image: pygame.Surface, centre: tuple[float, float],
              angle: float = 0.0, squash: float = 1.0, with_shadow: bool = True,
              card: tuple[int, int] | None = None) -> None:
    """A card with its soft shadow, turned by ``angle`` degrees (the shadow turns with it),
    squashed for a flip; ``card``: the size of the card in the middle of a larger ``image``
    (a glow round it, a tag above it), which alone casts the shadow."""
    if squash < 1.0:
        image = pygame.transform.smoothscale(image, (max(1, round(image.get_width() * squash)),
                                                     image.get_height()))
    turn = round(angle)
    if with_shadow and squash >= 1.0:
        size = card or image.get_size()
        sh = shadow(size, max(3, round(size[0] * 0.06)))
        blit_centred(surface, _turned(sh, turn) if turn else sh, (centre[0] + 2, centre[1] + 3))
    blit_centred(surface, _turned(image, turn) if turn else image, centre)


def blit_flying(surface: pygame.Surface, image: pygame.Surface, centre: tuple[float, float],
                angle: float, scale: float, squash: float) -> None:
    """A card in flight: ``image`` is drawn at a width the table keeps (one end of the flight)
    and scaled by ``scale`` here, squashed for a flip and turned, with its shadow.

    Nothing of it is cached: each frame of a flight has a width and an angle of its own, and
    drawing a face at every width on the way (a few ms each) and keeping those pictures pushed
    the table's still cards out of the caches: frames of 10-50 ms while cards flew."""
    w, h = image.get_size()
    size = (max(1, round(w * scale * squash)), max(1, round(h * scale)))
    turn = round(angle)
    if squash >= 1.0:
        sh = shadow((w, h), max(3, round(w * 0.06)))
        sh = pygame.transform.rotozoom(sh, turn, scale) if turn or scale != 1.0 else sh
        blit_centred(surface, sh, (centre[0] + 2, centre[1] + 3))
    if size != (w, h):
        image = pygame.transform.smoothscale(image, size)
    blit_centred(surface, pygame.transform.rotozoom(image, turn, 1.0) if turn else image, centre)


def draw_table(surface: pygame.Surface, model: TableModel, lay: TableLayout,
               animator: Animator, look: TableLook, still: StillPicture | None = None,
               line: bool = True) -> Drawn:
    """The whole table: felt, status lines, seats, trick, the human's hand, flying cards and
    (with ``line``; a scene with widgets over the table places it itself: :func:`table_toast`)
    the line of words above the hand. Returns which cards it drew face up. With ``still``
    (the table scene's), what does not fly is drawn once per change and copied in the frames
    between (:mod:`ui.table.still`)."""
    drawn = Drawn()
    if still is None:
        draw_still(surface, model, lay, look, drawn)
    else:
        kept = still.draw(surface, still_key(model, lay, look), lay, _pulse(lay, look),
                          lambda target, into: draw_still(target, model, lay, look, into), Drawn)
        drawn.hand.extend(kept.hand)
        drawn.table.extend(kept.table)
    for sprite in animator.sprites:
        if not sprite.tween.started:
            continue
        pos, turn, width, squash = sprite.state()
        shown = sprite.card if sprite.face_up and not (sprite.flip and sprite.tween.progress < 0.5) \
            else None
        if shown is not None:
            drawn.flying.append(shown)
        image = card_image(shown, sprite.widest, look)
        blit_flying(surface, image, pos, turn, width / sprite.widest, squash)
    if line:
        draw_toast(surface, table_toast(model, lay, look))
    return drawn


def table_toast(model: TableModel, lay: TableLayout, look: TableLook,
                covers: Sequence[pygame.Rect] = ()) -> Toast | None:
    """The line of words above the hand, placed clear of ``covers`` (what is drawn over the
    table: :func:`ui.table.toast.over_table`), of the hand and of the tip over a card of it
    (both are to be read): a message, else who takes the trick, else the quiet prompt;
    ``None`` when there is none."""
    mine_played = any(seat == lay.me for seat, _card, _turn in model.trick)
    quiet = False
    if look.message:
        words = look.message
    elif model.taker is not None:  # who takes the trick, while it is lit and on its way
        words = taker_line(model.taker, look, lay.me) + ("  ·  " + look.prompt if look.prompt else "")
    elif look.prompt:
        words, quiet = look.prompt, not look.high_contrast
    else:
        return None
    tip = hand_tip(model, lay, look)
    return toast(lay, words, quiet, mine_played, len(model.hands[lay.me]),
                 [*covers, tip] if tip is not None else covers)


def _tip_anchor(model: TableModel, lay: TableLayout, look: TableLook) -> tuple[float, float] | None:
    """Where the tip of the hand card pointed at stands over (the card's top middle), when
    there is one (why a greyed card may not be played)."""
    hand = model.hands[lay.me]
    if not look.tip or look.hover is None or look.hover >= len(hand) or look.hide_hand:
        return None
    corners = lay.hand_outline(len(hand), look.hover)
    return sum(x for x, _y in corners) / 4, min(y for _x, y in corners)


def hand_tip(model: TableModel, lay: TableLayout, look: TableLook) -> pygame.Rect | None:
    """The box of the tip over the hand card pointed at, when there is one."""
    anchor = _tip_anchor(model, lay, look)
    return None if anchor is None else tip_rect(look.tip, anchor, lay.size)


def draw_still(surface: pygame.Surface, model: TableModel, lay: TableLayout, look: TableLook,
               drawn: Drawn) -> None:
    """The table but its flying cards and its message: felt, status lines, seats, trick, the
    human's hand and the tip over it (what :class:`~ui.table.still.StillPicture` keeps; each
    part is marked for its record pass, and left out where it cannot show)."""
    if mark(surface, "felt", look.high_contrast):
        if look.high_contrast:
            surface.fill(CONTRAST_FELT)
        else:
            surface.blit(felt(lay.size), (0, 0))
    said = bid_line(model, look.hook, look.names, lay.me, look.hot_seat)
    if said is not None and (look.bid_in_panel or model.dealing):
        said = None  # in the panel, or not before the deal is out
    banner = _bid_banner(said, model, lay, look) if said is not None else None
    if mark(surface, "status"):
        _status(surface, model, lay, look, drawn, said if banner is None else None)
    if mark(surface, "stack") and model.dealing and model.stack > 0:
        sx, sy = lay.stack_spot(model.dealer)
        for i in range(3):
            blit_card(surface, art.back(lay.small_w), (sx - i, sy - i), with_shadow=i == 0)
    for spot in lay.seats:
        if spot.seat != lay.me and mark(surface, ("fan", spot.seat)):
            _opponent(surface, model, lay, look, spot.seat)
        if mark(surface, ("pile", spot.seat)):
            _pile(surface, model, lay, spot.seat)
        _plate(surface, model, lay, look, spot.seat)
    if mark(surface, "trick"):
        draw_trick(surface, model, lay, look, drawn)
    if mark(surface, "banner") and banner is not None:
        surface.blit(*banner)
    if mark(surface, "hand"):
        _hand(surface, model, lay, look, drawn)
    anchor = _tip_anchor(model, lay, look)
    if mark(surface, "tip", look.high_contrast) and anchor is not None:
        draw_tip(surface, look.tip, anchor, look.high_contrast)
    if mark(surface, "pile_tip", look.high_contrast) and look.pile_tip is not None:
        left, top, width, _height = lay.pile_box(look.pile_tip)  # its top: the pile's highest
        pile_top = lay.pile_positions(look.pile_tip, model.piles[look.pile_tip])[-1:]
        top = pile_top[0][1] - lay.pile_size[1] / 2 if pile_top else top
        draw_tip(surface, _("table.last_trick_tip"), (left + width / 2, top), look.high_contrast)


def _ring_box(lay: TableLayout, seat: int) -> pygame.Rect:
    """Where a plate draws besides its pictures: its box, with room to spare for the turn
    ring just outside it, and the dealer chip."""
    box = pygame.Rect(lay.plate_rect(seat))
    return box.inflate(box.height, box.height).union(lay.chip_rect(seat))


def _pulse(lay: TableLayout, look: TableLook) -> tuple[pygame.Rect, float] | None:
    """The box of the turn ring that pulses while a bot thinks and the pulse's phase;
    ``None`` when no ring pulses."""
    seat = look.thinking
    if seat is None or seat != look.to_act or look.still:
        return None
    return _ring_box(lay, seat), look.pulse


def taker_line(seat: int, look: TableLook, me: int) -> str:
    """"Basil takes the trick" ("You take the trick" for the one player at the screen)."""
    if seat == me and not look.hot_seat:
        return _("table.you_take_the_trick")
    return _("table.takes_the_trick", name=look.names[seat])


def trick_marks(model: TableModel) -> tuple[int | None, int | None]:
    """Indices into the trick shown of the card led and of the card winning so far (or that
    won, while the finished trick is lit); ``None`` where there is none (the cut for the
    first dealer marks only its lowest card)."""
    if not model.trick:
        return None, None
    cards = [card for _seat, card, _turn in model.trick]
    if model.highlight is not None:
        won = next((i for i, card in enumerate(cards) if card is model.highlight), None)
        return (0 if model.note != "cut" else None), won
    if model.note == "cut" or not model.round_number:
        return None, None
    return 0, (trick_winner(cards, model.trump) if len(cards) > 1 else None)


def draw_trick(surface: pygame.Surface, model: TableModel, lay: TableLayout, look: TableLook,
               drawn: Drawn) -> None:
    """The cards on the table, each on its spot of the ring; the led card tagged and the card
    winning so far lit, the tag and the glow turned with the card; once the trick is won,
    the other cards dimmed."""
    led, winning = trick_marks(model)
    decided = model.highlight is not None and winning is not None
    for i, (seat, card, turn) in enumerate(model.trick):
        drawn.table.append(card)
        image = card_image(card, lay.trick_w, look)
        if decided and i != winning:  # the trick is won: the others step back
            image = art.dimmed(image)
        if i == winning:
            image = glowing(image, model.highlight is not None)
        if i == led:
            image = _tagged(image, _("table.led"), lay.trick_w)
        blit_card(surface, image, lay.seats[seat].trick, turn,
                  card=(lay.trick_w, round(lay.trick_w * art.RATIO)))


@cached(budget_mb=6, entries_max=32)
def glowing(image: pygame.Surface, won: bool) -> pygame.Surface:
    """``image`` in a soft gold halo (brighter once the trick is won), on a larger surface."""
    w, h = image.get_size()
    reach = glow_reach(w)
    out = pygame.Surface((w + 2 * reach, h + 2 * reach), pygame.SRCALPHA)
    colour = WON if won else WINNING
    radius = max(3, round(w * 0.06))
    for i in range(reach, 0, -1):  # fading outwards
        alpha = round(colour[3] * (1 - (i - 1) / reach) ** 1.6)
        rect = pygame.Rect(reach - i, reach - i, w + 2 * i, h + 2 * i)
        pygame.draw.rect(out, (*colour[:3], alpha), rect, width=2, border_radius=radius + i)
    out.blit(image, (reach, reach))
    return out


@cached(budget_mb=6, entries_max=32)
def _tagged(image: pygame.Surface, label: str, card_w: int) -> pygame.Surface:
    """``image`` (a card ``card_w`` wide, in a glow perhaps) with a small dark tag saying
    ``label`` just above it, a little air between them (the led card): a label of that card
    that no other card of the trick covers (the ring keeps it clear) and that covers none."""
    w, h = image.get_size()
    edge = (h - round(card_w * CARD_RATIO)) // 2  # the card's top inside a glowing image
    _left, top, most, high = tag_box(card_w)
    size = tag_size(card_w)
    words = fitted(label, size, round(most - size * 0.8), TAG_INK, True, smallest=8)
    tag = pygame.Rect(0, 0, min(round(most), words.get_width() + round(size * 0.8)), round(high))
    rise = max(0, round(-top) - edge)  # the tag reaches this far above the image
    out = pygame.Surface((max(w, tag.width), h + 2 * rise), pygame.SRCALPHA)
    out.blit(image, ((out.get_width() - w) // 2, rise))
    tag.midbottom = (out.get_width() // 2, rise + edge - tag_air(card_w))
    pygame.draw.rect(out, TAG, tag, border_radius=tag.height // 2)
    out.blit(words, words.get_rect(center=tag.center))
    return out


def _bid_banner(said: BidLine, model: TableModel, lay: TableLayout,
               look: TableLook) -> tuple[pygame.Surface, tuple[int, int]] | None:
    """The bid line on its pill above the hand while the bids come in, and where it stands,
    on one line or two (``None``: the bids are in, or no room there: it goes to the corner
    under the trump, :func:`ui.table.bid_banner.corner`)."""
    if model.balance is not None:
        return None
    row_taken = bool(look.message or look.prompt) or model.taker is not None
    images = pills(said, lay.size[1], look.high_contrast)
    found = bid_box(lay, [image.get_size() for image in images], row_taken,
                    [look.note_box] if look.note_box else [])
    if found is None:
        return None
    shape, box = found
    return images[shape], (round(box[0]), round(box[1]))


def _status(surface: pygame.Surface, model: TableModel, lay: TableLayout, look: TableLook,
            drawn: Drawn, said: BidLine | None) -> None:
    """The round's line top left, the trump top right (with the bid line on its pill under it
    when ``said``: the bids are in, or it found no place above the hand)."""
    w, h = lay.size
    size, small = scaled(h, ROUND_TEXT), scaled(h, CORNER_TEXT)
    pad = round(h * CORNER_PAD)
    if model.note == "cut":  # before the first deal: who cut the highest card
        you = model.dealer == lay.me and not look.hot_seat
        line = _("table.you_cut_lowest") if you else \
            _("table.cut_lowest", name=look.names[model.dealer])
        surface.blit(text(line, size, TEXT), (pad, pad))
    if model.round_number:
        head = _("table.tie_break_round", number=model.round_number) if model.tie_break else \
            _("table.round_of", number=model.round_number, total=look.rounds or model.round_number)
        line = head + " · " + ngettext("table.cards", model.hand_size)
        surface.blit(text(line, size, TEXT), (pad, pad))
        if model.note in NOTES:
            surface.blit(text(NOTES[model.note](), small, GOLD), (pad, corner_top(h)))
    if said is not None:  # the bids are in: under the trump, top right
        surface.blit(*corner(said, lay, look.high_contrast))
    # trump, top right: the turn-up itself, small, with the label beside it
    if model.trump_known:
        label = _("table.trump", suit=model.trump.symbol) if model.trump else _("table.no_trump")
    elif look.seven and model.round_number:
        label = _("table.trump_highest_bid_card")
    else:
        return
    img = text(label, size, TEXT, True)
    right = w - pad
    if model.turn_up is not None and model.turn_up_shown:
        card = card_image(model.turn_up, lay.turn_up_width, look)
        drawn.table.append(model.turn_up)
        blit_card(surface, card, lay.turn_up_spot)
        right -= card.get_width() + pad
    surface.blit(img, img.get_rect(topright=(right, pad)))


def _opponent(surface: pygame.Surface, model: TableModel, lay: TableLayout, look: TableLook,
              seat: int) -> None:
    if look.open_hands:
        hand = sorted(model.hands[seat], key=lambda c: hand_order(c, model.trump))
        for card, centre in zip(hand, lay.open_hand_positions(seat, len(hand)), strict=True):
            image = card_image(card, lay.small_w, look)
            if card in look.marked:
                image = ringed(image, look.marked[card], 4 if look.high_contrast else 3)
            blit_card(surface, image, centre, with_shadow=False)
        return
    back = art.back(lay.small_w)
    for i, (pos, turn) in enumerate(lay.fan_positions(seat, len(model.hands[seat]))):
        blit_card(surface, back, pos, turn, with_shadow=i == 0)


def _plate(surface: pygame.Surface, model: TableModel, lay: TableLayout, look: TableLook,
           seat: int) -> None:
    turn = seat == look.to_act
    parts = plate_parts(model, lay, seat, look.names[seat], turn, look.plates_like)
    thinking = look.pulse if turn and seat == look.thinking and not look.still else None
    # the pulse's phase is not noted: the still picture draws the ring's box again as it moves
    if mark(surface, ("plate", seat), (parts, turn, thinking is not None, look.high_contrast),
            _ring_box(lay, seat)):
        draw_plate(surface, parts, turn, thinking, look.high_contrast)


def _pile(surface: pygame.Surface, model: TableModel, lay: TableLayout, seat: int) -> None:
    positions = lay.pile_positions(seat, model.piles[seat])
    if not positions:
        return
    back = _lying(art.back(round(lay.small_w * 0.7)))
    for i, pos in enumerate(positions):  # a small staggered pile: each trick shows
        blit_card(surface, back, pos, with_shadow=i == 0)


@cached(budget_mb=2, entries_max=8)
def _lying(back: pygame.Surface) -> pygame.Surface:
    return pygame.transform.rotate(back, 90)


def _hand(surface: pygame.Surface, model: TableModel, lay: TableLayout, look: TableLook,
          drawn: Drawn) -> None:
    hand = model.hands[lay.me]
    cards = lay.hand_cards(len(hand))
    if look.hide_hand:  # hot seat, between two players: the bottom hand lies face down
        back = art.back(lay.hand_w)
        for pos, turn in cards:
            blit_card(surface, back, pos, turn)
        return
    drawn.hand.extend(hand)
    rise = lay.hand_w * art.RATIO * HAND_RISE
    for i, (card, ((x, y), turn)) in enumerate(zip(hand, cards, strict=True)):
        image = card_image(card, lay.hand_w, look)
        if look.playable is not None and card not in look.playable and i not in look.selected:
            image = art.dimmed(image)
        up = rise * (1.2 if i in look.selected else look.lift.get(i, 0.0))
        dx = look.shake[1] if look.shake and look.shake[0] == i else 0.0
        ring = None
        edge = edge_width(lay.hand_w, look.high_contrast)
        if i in look.selected or (i == look.hover and look.playable is not None
                                  and card in look.playable):
            ring = (GOLD, edge)
        elif look.asked is not None and card in look.asked:
            ring = (GOLD, edge)  # what the lesson asks for
        elif i == look.hover and look.playable is not None:  # the focus shows on any card
            ring = (FOCUS_EDGE, edge - 1 if look.high_contrast else edge)
        elif look.high_contrast and look.playable is not None and card in look.playable:
            ring = (PLAYABLE_EDGE, edge_width(lay.hand_w, False))  # playable: outlined, not only undimmed
        if card in look.marked:
            ring = (look.marked[card], edge)
        if ring is not None:
            image = ringed(image, *ring)
        rad = math.radians(turn)  # the card rises along its own up
        centre = (x + dx - up * math.sin(rad), y - up * math.cos(rad))
        blit_card(surface, image, centre, turn)
        if card == look.hinted:  # lifted or not, the halo is the card's, under the next card
            blit_card(surface, hint_halo(image, look.high_contrast), centre, turn, with_shadow=False)
