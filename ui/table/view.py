"""Drawing the table from the model, the layout and the flying cards. Changes nothing."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.cards import Card
from ui.cards import faces as art
from ui.core.draw import GOLD, TEXT, TEXT_DIM, blit_centred, felt, panel, shadow
from ui.core.fonts import fitted, font, scaled, text, ui_scale
from ui.core.tween import Animator
from ui.table.layout import TableLayout
from ui.table.presenter import TableModel, hand_order
from ui.words.i18n import N_, _, ngettext

#: The plain dark cloth of the high-contrast table.
CONTRAST_FELT = (6, 22, 14)
#: The outline of a playable card on the high-contrast table (the hover ring is gold).
PLAYABLE_EDGE = (40, 200, 255)
#: The most the UI scale grows a name plate (more would cover the cards beside it).
PLATE_GROWTH = 1.4
#: Whose turn it is, also as a mark before the name (not by the plate's outline alone).
TURN_MARK = "▶ "

BALANCE = {"over": N_("table_view.over"), "under": N_("table_view.under"), "even": N_("table_view.even")}
#: Short notes under the round line, by the model's note id.
NOTES = {"rebid": lambda: _("table_view.rebid_the_bids_totalled_the_812a"),
         "tie-break": lambda: _("table_view.tie_break_another_round_decides")}


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


@lru_cache(maxsize=256)
def _turned(image: pygame.Surface, angle: int) -> pygame.Surface:
    return pygame.transform.rotozoom(image, angle, 1.0)


def blit_card(surface: pygame.Surface, image: pygame.Surface, centre: tuple[float, float],
              angle: float = 0.0, squash: float = 1.0, with_shadow: bool = True) -> None:
    """A card with its soft shadow, turned by ``angle`` degrees, squashed for a flip."""
    if squash < 1.0:
        image = pygame.transform.smoothscale(image, (max(1, round(image.get_width() * squash)),
                                                     image.get_height()))
    if with_shadow and squash >= 1.0 and abs(angle) < 0.5:
        sh = shadow(image.get_size(), max(3, round(image.get_width() * 0.06)))
        blit_centred(surface, sh, (centre[0] + 2, centre[1] + 3))
    if abs(angle) >= 0.5:
        image = _turned(image, round(angle))
    blit_centred(surface, image, centre)


def draw_table(surface: pygame.Surface, model: TableModel, lay: TableLayout,
               animator: Animator, look: TableLook) -> Drawn:
    """The whole table: felt, status lines, seats, trick, the human's hand, flying cards.
    Returns which cards it drew face up."""
    drawn = Drawn()
    if look.high_contrast:
        surface.fill(CONTRAST_FELT)
    else:
        surface.blit(felt(lay.size), (0, 0))
    _status(surface, model, lay, look, drawn)
    if model.dealing and model.stack > 0:
        sx, sy = lay.stack_spot(model.dealer)
        for i in range(3):
            blit_card(surface, art.back(lay.small_w), (sx - i, sy - i), with_shadow=i == 0)
    for spot in lay.seats:
        if spot.seat != lay.me:
            _opponent(surface, model, lay, look, spot.seat)
        _plate(surface, model, lay, look, spot.seat)
        _pile(surface, model, lay, spot.seat)
    for seat, card, turn in model.trick:
        drawn.table.append(card)
        image = card_image(card, lay.trick_w, look)
        blit_card(surface, image, lay.seats[seat].trick, turn)
        if card is model.highlight:
            rect = _turned(image, round(turn)).get_rect(center=lay.seats[seat].trick)
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width=3, border_radius=8)
    _hand(surface, model, lay, look, drawn)
    for sprite in animator.sprites:
        if not sprite.tween.started:
            continue
        pos, turn, width, squash = sprite.state()
        shown = sprite.card if sprite.face_up and not (sprite.flip and sprite.tween.progress < 0.5) \
            else None
        if shown is not None:
            drawn.flying.append(shown)
        blit_card(surface, card_image(shown, width, look), pos, turn, squash)
    if look.message:
        _message(surface, lay, look.message)
    elif look.prompt:
        _message(surface, lay, look.prompt, quiet=not look.high_contrast)
    return drawn


def _status(surface: pygame.Surface, model: TableModel, lay: TableLayout, look: TableLook,
            drawn: Drawn) -> None:
    w, h = lay.size
    size, small = scaled(h, 0.024), scaled(h, 0.02)
    pad = round(h * 0.02)
    if model.note == "cut":  # before the first deal: who cut the highest card
        you = model.dealer == lay.me and not look.hot_seat
        line = _("table_view.you_cut_the_lowest_card_95c6") if you else \
            _("table_view.cut_the_lowest_card_and_f394", name=look.names[model.dealer])
        surface.blit(text(line, size, TEXT), (pad, pad))
    if model.round_number:
        head = _("table_view.tie_break_round", number=model.round_number) if model.tie_break else \
            _("table_view.round_of", number=model.round_number, total=look.rounds or model.round_number)
        line = head + " · " + ngettext("table_view.cards", model.hand_size)
        surface.blit(text(line, size, TEXT), (pad, pad))
        if model.balance is not None:
            b = model.balance
            bal = ngettext("table_view.bids_for_tricks", b.tricks, total=b.total,
                           balance=_(BALANCE[b.balance]))
            surface.blit(text(bal, small, TEXT if look.high_contrast else TEXT_DIM),
                         (pad, pad + size * 1.5))
        elif model.note in NOTES:
            surface.blit(text(NOTES[model.note](), small, GOLD), (pad, pad + size * 1.5))
    # trump, top right: the turn-up itself, small, with the label beside it
    if model.trump_known:
        label = _("table_view.trump", suit=model.trump.symbol) if model.trump else _("table_view.no_trump")
    elif look.seven and model.round_number:
        label = _("table_view.trump_the_highest_bid_card")
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
            blit_card(surface, card_image(card, lay.small_w, look), centre, with_shadow=False)
        return
    back = art.back(lay.small_w)
    fan = lay.fan_positions(seat, len(model.hands[seat]))
    for i, (pos, turn) in enumerate(fan):
        blit_card(surface, back, pos, turn, with_shadow=i == 0)


def _plate(surface: pygame.Surface, model: TableModel, lay: TableLayout, look: TableLook,
           seat: int) -> None:
    spot = lay.seats[seat]
    grow = min(ui_scale(), PLATE_GROWTH)  # larger text needs a larger plate
    pw, ph = round(lay.plate_size[0] * grow), round(lay.plate_size[1] * grow)
    rect = pygame.Rect(0, 0, pw, ph)
    rect.center = (round(spot.plate[0]), round(spot.plate[1]))
    if grow > 1 and seat == lay.me:  # yours grows away from your hand, inside the window
        home = pygame.Rect(0, 0, *lay.plate_size)
        home.center = rect.center
        rect.width = min(pw, home.right - 4)
        rect.bottomright = (home.right, min(home.bottom, lay.size[1] - 4))
    surface.blit(panel(rect.size, 140, 10), rect)
    if seat == look.to_act:
        thinking = seat == look.thinking and not look.still
        glow = 0.5 + 0.5 * math.sin(look.pulse * 6) if thinking else 1.0
        colour = (int(242 * glow + 90 * (1 - glow)), int(200 * glow + 90 * (1 - glow)), 90)
        width = 5 if look.high_contrast else 3
        pygame.draw.rect(surface, colour, rect.inflate(4, 4), width=width, border_radius=12)
    elif look.high_contrast:
        pygame.draw.rect(surface, (255, 255, 255), rect, width=1, border_radius=10)
    h = lay.size[1]
    name_size = min(scaled(h, 0.021), round(ph * 0.36))  # the UI scale grows it to the plate
    info_size = min(scaled(h, 0.019), round(ph * 0.3))
    pad = max(6, ph // 6)
    mark = TURN_MARK if seat == look.to_act else ""
    name = fitted(mark + look.names[seat], name_size, rect.width - 2 * pad - ph // 2, TEXT, True)
    surface.blit(name, (rect.left + pad, rect.top + pad // 2))
    bid = model.bids[seat]
    if bid is None:
        if seat in model.passed:
            info = _("table_view.passed")
        else:
            info = _("table_view.bid", bid="✓" if seat in model.chosen else "–")
    else:
        card = model.bid_cards[seat]
        info = _("table_view.bid_won", bid=card.label if card else bid, taken=model.piles[seat])
    total = text(str(model.totals[seat]), info_size, GOLD, True)
    room = rect.width - 2 * pad - total.get_width() - pad // 2
    shown = fitted(info, info_size, room, TEXT if look.high_contrast else TEXT_DIM)
    bottom = rect.bottom - pad // 2 - info_size * 1.2 + font(info_size).get_height()
    surface.blit(shown, shown.get_rect(bottomleft=(rect.left + pad, round(bottom))))
    if seat == model.dealer and model.round_number:
        r = ph // 4
        chip = (rect.right - r - pad // 2, rect.top + r + pad // 2)
        pygame.draw.circle(surface, (245, 240, 225), chip, r)
        pygame.draw.circle(surface, (60, 60, 60), chip, r, 1)
        blit_centred(surface, text(_("table_view.d"), round(r * 1.3), (30, 30, 30), True), chip)
    surface.blit(total, total.get_rect(bottomright=(rect.right - pad, rect.bottom - pad // 2)))


def _pile(surface: pygame.Surface, model: TableModel, lay: TableLayout, seat: int) -> None:
    count = model.piles[seat]
    if not count:
        return
    back = art.back(round(lay.small_w * 0.7))
    x, y = lay.seats[seat].pile
    turned = pygame.transform.rotate(back, 90)
    step = max(3, turned.get_height() // 6)
    for i in range(count):  # a small staggered pile: each trick shows
        blit_card(surface, turned, (x + (i % 2) * 2, y - i * step), with_shadow=i == 0)


def _hand(surface: pygame.Surface, model: TableModel, lay: TableLayout, look: TableLook,
          drawn: Drawn) -> None:
    hand = model.hands[lay.me]
    positions = lay.hand_positions(len(hand))
    if look.hide_hand:  # hot seat, between two players: the bottom hand lies face down
        back = art.back(lay.hand_w)
        for pos in positions:
            blit_card(surface, back, pos)
        return
    drawn.hand.extend(hand)
    rise = lay.hand_w * art.RATIO * 0.14
    for i, (card, (x, y)) in enumerate(zip(hand, positions, strict=True)):
        image = card_image(card, lay.hand_w, look)
        if look.playable is not None and card not in look.playable and i not in look.selected:
            image = art.dimmed(image)
        dy = -rise * look.lift.get(i, 0.0)
        if i in look.selected:
            dy = -rise * 1.2
        dx = look.shake[1] if look.shake and look.shake[0] == i else 0.0
        blit_card(surface, image, (x + dx, y + dy))
        rect = image.get_rect(center=(round(x + dx), round(y + dy)))
        radius = max(3, round(lay.hand_w * 0.06))
        if look.high_contrast and look.playable is not None and card in look.playable:
            pygame.draw.rect(surface, PLAYABLE_EDGE, rect.inflate(6, 6), width=3,
                             border_radius=radius)  # playable: outlined, not only undimmed
        if i in look.selected or (i == look.hover and look.playable is not None
                                  and card in look.playable):
            wide = 5 if look.high_contrast else 2
            pygame.draw.rect(surface, GOLD, rect.inflate(2 + 2 * wide, 2 + 2 * wide), width=wide,
                             border_radius=radius)


def _message(surface: pygame.Surface, lay: TableLayout, message: str, quiet: bool = False) -> None:
    h = lay.size[1]
    img = text(message, scaled(h, 0.022), TEXT_DIM if quiet else (255, 255, 255))
    y = lay.seats[lay.me].anchor[1] - lay.hand_w * art.RATIO * 0.95
    box = img.get_rect(center=(lay.size[0] // 2, round(y))).inflate(28, 14)
    surface.blit(panel(box.size, 90 if quiet else 175, 8), box)
    blit_centred(surface, img, box.center)
