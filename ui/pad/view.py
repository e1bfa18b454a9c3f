"""The score pad's picture: where everything goes, the words it shows, and the drawing.
Drawing changes nothing.

The screen reads top to bottom as the keeper works: the round's facts (number, cards,
dealer, trump), this round's players in the order they bid, with their bids and tricks
and the running sum (over, under), the standings beside it, then the question being
asked with its answers, and the pad's own buttons at the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

import pygame

from game.cards import Suit
from game.outcome import AndList, outcome
from game.pad.round import PadRound, bid_order
from game.pad.score_pad import PadPhase, PadTrump, ScorePad
from ui.cards.faces import suit_colour
from ui.core.draw import GOLD, GREEN, RED, TEXT, TEXT_DIM, felt, panel
from ui.core.fonts import fitted, font, outline, scaled, text
from ui.pad.entry import Question, Typed, offered, question
from ui.words.i18n import _, ngettext
from ui.words.names import preset_title

#: Ink of the line that sums up the bids: over, under, even (and written, not coloured only).
BALANCE_INK = {"over": (255, 176, 110), "under": (140, 200, 255), "even": GOLD}
#: A refusal or a problem: the colour the setup screen uses for a game that cannot start.
WARNING = (255, 176, 138)
#: The panels' fill (the score sheet's dark green) and the lit row of the one to enter.
PANEL = (12, 28, 20)
ACTIVE = (242, 200, 90)


@dataclass(frozen=True)
class PadLayout:
    """The screen's boxes for a window and a number of players."""

    size: tuple[int, int]
    header: pygame.Rect
    round_box: pygame.Rect
    standings: pygame.Rect
    ask: pygame.Rect  # the question, its answers and the message under them
    bottom: pygame.Rect  # the row of the pad's buttons
    row: int  # the height of a player's row in the round box
    first_row: int  # the top of the first player's row
    choice: int  # the side of an answer button

    @staticmethod
    def compute(size: tuple[int, int], players: int) -> PadLayout:
        """The boxes for ``size`` and ``players``: rows shrink to fit nine players."""
        w, h = size
        pad = round(h * 0.035)
        header = pygame.Rect(pad, pad, w - 2 * pad, round(h * 0.115))
        bh = max(36, round(h * 0.055))
        bottom = pygame.Rect(pad, h - pad - bh, w - 2 * pad, bh)
        choice = max(34, round(h * 0.064))
        ask_h = round(h * 0.05) + choice + round(h * 0.075)
        ask = pygame.Rect(pad, bottom.top - round(h * 0.02) - ask_h, w - 2 * pad, ask_h)
        top = header.bottom + round(h * 0.015)
        body = pygame.Rect(pad, top, w - 2 * pad, ask.top - round(h * 0.02) - top)
        left_w = round(body.width * 0.64)
        round_box = pygame.Rect(body.left, body.top, left_w, body.height)
        standings = pygame.Rect(round_box.right + pad, body.top, body.right - round_box.right - pad,
                                body.height)
        head = round(h * 0.085)  # the box's title and the column heads
        foot = round(h * 0.085)  # the running sum and a rebid's line
        row = max(20, min(round(h * 0.085), (round_box.height - head - foot) // max(1, players)))
        return PadLayout(size, header, round_box, standings, ask, bottom, row,
                         round_box.top + head, choice)

    def row_rect(self, index: int) -> pygame.Rect:
        """Row ``index`` (bidding order) of the round box."""
        inset = round(self.size[1] * 0.012)
        return pygame.Rect(self.round_box.left + inset, self.first_row + index * self.row,
                           self.round_box.width - 2 * inset, self.row)

    def columns(self) -> tuple[int, int, int, int, int]:
        """x of the order number, the name, the bid's centre, the tricks' centre, and the
        left edge of the renege control."""
        box, pad = self.round_box, round(self.size[1] * 0.025)
        return (box.left + pad, box.left + pad + round(box.width * 0.07), box.left + round(box.width * 0.53),
                box.left + round(box.width * 0.67), box.left + round(box.width * 0.76))


class Tone(Enum):
    """What a message under the answers is: a refusal or a problem, a thing done, a note."""

    WARN = WARNING
    OK = GREEN
    NOTE = GOLD


@dataclass
class PadLook:
    """What the picture shows besides the pad: names, what is typed, the message."""

    names: list[str]
    typed: Typed = field(default_factory=Typed)
    message: str = ""
    tone: Tone = Tone.WARN


# -- words ---------------------------------------------------------------------------------------

def round_title(pad: ScorePad) -> str:
    """``Round 5 of 13``, or ``Tie-break round 14``."""
    rnd = pad.round
    if rnd.tie_break:
        return _("pad.tie_break_round", number=rnd.number)
    return _("pad.round_of", number=rnd.number, total=pad.scheduled_rounds)


def trump_words(pad: ScorePad) -> tuple[str, Suit | None]:
    """The trump fact of the round (its words, and the suit to draw after them)."""
    how, suit = pad.trump()
    if how is PadTrump.NONE:
        return _("pad.no_trump"), None
    if how is PadTrump.ROTATING:
        return _("pad.trump_rotating"), suit
    if how is PadTrump.BID_CARD:
        if suit is None:
            return _("pad.trump_bid_card_not_told"), None
        return _("pad.trump_bid_card"), suit
    if suit is None:
        return (_("pad.no_trump_jester"), None) if pad.round.told else \
            (_("pad.trump_turned_up_not_told"), None)
    return _("pad.trump_turned_up"), suit


def asked(pad: ScorePad, names: list[str]) -> str:
    """The question in words: ``Dev's bid``, ``Tricks Dev took``, ``Which suit was turned?``."""
    ask, seat = question(pad), pad.to_act
    name = names[seat] if seat is not None else ""
    if ask is Question.TURN_UP:
        return _("pad.ask_turned_up_suit")
    if ask is Question.SUIT:
        bid = pad.round.bids[seat] if seat is not None else None
        return _("pad.ask_bid_card_suit", name=name,
                 number=bid.tricks if bid is not None else "")
    if ask is Question.BID:
        return _("pad.ask_bid_card", name=name) if pad.rules.card_bidding \
            else _("pad.ask_bid", name=name)
    if ask is Question.TRICKS:
        return _("pad.ask_tricks", name=name)
    return result_line(pad, names)


def result_line(pad: ScorePad, names: list[str]) -> str:
    """Why the winner won, in one line (once the game is over)."""
    line = outcome(pad.totals, [(r.tie_break, r.scores) for r in pad.rounds], pad.winners,
                   pad.ended_early).line(names)
    values = {k: _and(v) if isinstance(v, AndList) else v for k, v in line.values.items()}
    if "count" in values:
        return ngettext("outcome." + line.key, values.pop("count"), **values)
    return _("outcome." + line.key, **values)


def _and(names: AndList) -> str:
    items = list(names.items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " " + _("outcome.and") + " " + items[-1]


def hint(pad: ScorePad, names: list[str]) -> str:
    """How to answer, or why a number is missing (the hook rule)."""
    ask = question(pad)
    forbidden = pad.forbidden_bid()
    if ask is Question.BID and forbidden is not None:
        return _("pad.hint_hook",
                 name=names[pad.dealer], bid=forbidden, tricks=pad.hand_size)
    if ask is Question.BID and pad.rules.card_bidding:
        return _("pad.hint_bid_card")
    if ask is Question.BID:
        return _("pad.hint_bid")
    if ask is Question.TRICKS and offered(pad) is not None:
        return _("pad.hint_tricks_left", count=offered(pad))
    if ask is Question.TRICKS:
        return _("pad.hint_tricks")
    tied = tied_top(pad)
    if ask is Question.SUIT and len(tied) > 1:
        return _("pad.hint_tied_bid_cards",
                 number=max(b.tricks for b in pad.round.bids if b is not None))
    if ask is Question.SUIT:
        return _("pad.hint_bid_card_trump")
    if ask is Question.TURN_UP:
        return _("pad.hint_suit")
    return _("pad.hint_result")


def tied_top(pad: ScorePad) -> list[int]:
    """Seats whose bids share the top number, once every bid of the round is in."""
    bids = pad.round.bids
    if any(b is None for b in bids):
        return []
    top = max(b.tricks for b in bids if b is not None)
    return [s for s, b in enumerate(bids) if b is not None and b.tricks == top]


def running_sum(pad: ScorePad) -> tuple[str, tuple[int, int, int]]:
    """The line under the players: bids so far and over/under (R-B2), or tricks left."""
    if pad.phase is PadPhase.TRICKS:
        taken = pad.hand_size - pad.tricks_left
        return _("pad.tricks_entered", taken=taken, size=pad.hand_size), TEXT_DIM
    if pad.phase is PadPhase.OVER:
        return "", TEXT_DIM
    total, size = pad.bid_total, pad.hand_size
    balance = pad.balance
    if balance is None:
        return ngettext("pad.bids_so_far", size,
                        total=total), TEXT_DIM
    words = {"over": _("pad.bids_over", count=total - size), "under": _("pad.bids_under", count=size - total),
             "even": _("pad.bids_even")}[balance]
    return ngettext("pad.bids_for_tricks", size, total=total) + " · " + words, \
        BALANCE_INK[balance]


def rebid_lines(pad: ScorePad, rnd: PadRound, names: list[str]) -> list[str]:
    """Oh-Seven's replaced bids of ``rnd`` and who got the rebid point (R-B5)."""
    lines = []
    for bids, bonus in rnd.rebids:
        shown = " · ".join(str(b.tricks) + (b.suit.symbol if b.suit else "") for b in
                           (bids[s] for s in bid_order(rnd.dealer, pad.players)))
        got = ", ".join(names[s] for s, point in enumerate(bonus) if point)
        lines.append(_("pad.rebid_after", bids=shown, names=got))
    return lines


# -- drawing -------------------------------------------------------------------------------------

def draw_pad(surface: pygame.Surface, pad: ScorePad, look: PadLook, layout: PadLayout) -> None:
    """The whole screen but the widgets (pygame_gui draws those on top)."""
    surface.blit(felt(layout.size), (0, 0))
    _header(surface, pad, look, layout)
    _round_box(surface, pad, look, layout)
    _standings(surface, pad, look, layout)
    _ask(surface, pad, look, layout)


def _header(surface: pygame.Surface, pad: ScorePad, look: PadLook, layout: PadLayout) -> None:
    h, box = layout.size[1], layout.header
    small = scaled(h, 0.019)
    caption = text(_("pad.title", game=preset_title(pad.rules.preset)), small, TEXT_DIM)
    surface.blit(caption, box.topleft)
    title = text(round_title(pad) if not pad.is_over else _("pad.game_over"), scaled(h, 0.042),
                 TEXT, True)
    surface.blit(title, (box.left, box.top + caption.get_height()))
    if pad.is_over:  # the facts of a round nobody plays any more
        return
    size = scaled(h, 0.022)
    facts = [(ngettext("pad.cards", pad.hand_size), None),
             (_("pad.deals", name=look.names[pad.dealer]), None), trump_words(pad)]
    x = box.right
    chips = []
    for words, suit in facts:
        img = text(words, size, TEXT)
        extra = round(size * 1.5) if suit is not None else 0
        chips.append((img, suit, extra))
    y = box.top + caption.get_height() + (title.get_height() - size * 2) // 2
    for img, suit, extra in reversed(chips):  # right-aligned, in reading order
        width = img.get_width() + extra + size
        chip = pygame.Rect(x - width, y, width, size * 2)
        surface.blit(panel(chip.size, 120, size, PANEL), chip)
        surface.blit(img, img.get_rect(midleft=(chip.left + size // 2, chip.centery)))
        if suit is not None:
            pip = text(suit.symbol, round(size * 1.3), _ink(suit), True)
            surface.blit(pip, pip.get_rect(midright=(chip.right - size // 2, chip.centery)))
        x = chip.left - size // 2


def _ink(suit: Suit) -> tuple[int, int, int]:
    """A suit's ink on the dark green: red suits red, black suits white."""
    red = suit_colour(suit)
    return (255, 120, 120) if red[0] > 150 and red[1] < 100 else TEXT


def _round_box(surface: pygame.Surface, pad: ScorePad, look: PadLook, layout: PadLayout) -> None:
    h, box = layout.size[1], layout.round_box
    surface.blit(panel(box.size, 235, 12, PANEL), box)
    pad_px = round(h * 0.025)
    small, size = scaled(h, 0.017), min(scaled(h, 0.032), max(12, round(layout.row * 0.46)))
    rnd = shown_round(pad)
    title = _("pad.this_round") if not pad.is_over else _("pad.last_round", number=rnd.number)
    surface.blit(text(title, scaled(h, 0.024), TEXT, True), (box.left + pad_px, box.top + pad_px // 2))
    order_x, name_x, bid_x, took_x, renege_x = layout.columns()
    heads_y = layout.first_row - round(small * 1.5)
    heads = [(_("pad.column_bid"), bid_x), (_("pad.column_took"), took_x)]
    points_x = box.right - pad_px * 2
    if rnd.scores is not None:
        heads.append((_("pad.column_points"), points_x))
    for words, x in heads:
        img = text(words, small, TEXT_DIM)
        place = img.get_rect(topright=(x, heads_y)) if x == points_x else img.get_rect(midtop=(x, heads_y))
        surface.blit(img, place)
    ask = question(pad)
    for index, seat in enumerate(bid_order(rnd.dealer, pad.players)):
        rect = layout.row_rect(index)
        active = seat == pad.to_act and ask in (Question.BID, Question.TRICKS, Question.SUIT)
        if active:
            surface.blit(panel(rect.size, 70, 8, ACTIVE), rect)
        elif index % 2:
            surface.blit(panel(rect.size, 22, 6, (255, 255, 255)), rect)
        mid = rect.centery
        number = text(str(index + 1), small, TEXT_DIM)
        surface.blit(number, number.get_rect(midleft=(order_x, mid)))
        mark = "▶ " if active else ""  # whose entry it is, written too
        name = fitted(mark + look.names[seat], size, bid_x - name_x - round(h * 0.09), TEXT, active)
        surface.blit(name, name.get_rect(midleft=(name_x, mid)))
        if seat == rnd.dealer:
            _dealer_chip(surface, (name_x + name.get_width() + round(size * 0.9), mid), round(size * 0.8))
        bid = rnd.bids[seat]
        if active and ask is Question.BID:
            _cell(surface, (bid_x, mid), look, size)
        elif bid is not None:
            _bid_text(surface, (bid_x, mid), bid.tricks, bid.suit, size)
        tricks = rnd.tricks[seat]
        if active and ask is Question.TRICKS:
            left = offered(pad)
            _cell(surface, (took_x, mid), look, size, default="" if left is None else str(left))
        elif tricks is not None:
            img = text(str(tricks), size, TEXT, True)
            surface.blit(img, img.get_rect(center=(took_x, mid)))
        if seat in rnd.reneges and pad.phase is not PadPhase.TRICKS:
            img = text(_("pad.renege_mark"), small, RED)
            surface.blit(img, img.get_rect(midleft=(renege_x, mid)))
        if rnd.scores is not None:
            points = rnd.scores[seat]
            img = text(f"{points:+d}" if points else "0", size, GREEN if points > 0 else RED if points < 0
                       else TEXT_DIM, True)
            surface.blit(img, img.get_rect(midright=(points_x, mid)))
    _foot(surface, pad, rnd, look, layout)


def shown_round(pad: ScorePad) -> PadRound:
    """The round the round box shows: the one being entered, or once the game is over the
    last one scored (a game ended early leaves an empty round behind)."""
    done = pad.complete_rounds
    if pad.is_over and done and not pad.round.complete:
        return done[-1]
    return pad.round


def _dealer_chip(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """The dealer's button: a round white token with a D (as at the table)."""
    radius = max(8, round(size * 0.75))
    pygame.draw.circle(surface, (245, 240, 225), centre, radius)
    pygame.draw.circle(surface, (60, 60, 60), centre, radius, outline(surface.get_height()))
    letter = text(_("pad.dealer_chip"), round(radius * 1.2), (30, 30, 30), True)
    surface.blit(letter, letter.get_rect(center=centre))


def _bid_text(surface: pygame.Surface, centre: tuple[int, int], number: int, suit: Suit | None,
              size: int) -> None:
    img = text(str(number), size, TEXT, True)
    if suit is None:
        surface.blit(img, img.get_rect(center=centre))
        return
    pip = text(suit.symbol, size, _ink(suit), True)
    left = centre[0] - (img.get_width() + pip.get_width()) // 2
    surface.blit(img, img.get_rect(midleft=(left, centre[1])))
    surface.blit(pip, pip.get_rect(midleft=(left + img.get_width(), centre[1])))


def _cell(surface: pygame.Surface, centre: tuple[int, int], look: PadLook, size: int,
          default: str = "") -> None:
    """The cell being typed in: a bright box, the typed number (or the one Enter would
    enter, greyed) and a caret."""
    box = pygame.Rect(0, 0, round(size * 3.2), round(size * 1.6))
    box.center = centre
    pygame.draw.rect(surface, (250, 246, 232), box, border_radius=6)
    pygame.draw.rect(surface, ACTIVE, box, width=outline(surface.get_height(), 3), border_radius=6)
    typed = look.typed
    ink = (20, 30, 24) if not typed.empty else (130, 140, 132)
    img = text(typed.digits or ("" if typed.suit else default), size, ink, True)
    if typed.suit is not None:  # the bid card's suit in its own colour, as on the card
        pip = text(typed.suit.symbol, size, suit_colour(typed.suit), True)
        joined = pygame.Surface((img.get_width() + pip.get_width(), max(img.get_height(), pip.get_height())),
                                pygame.SRCALPHA)
        joined.blit(img, (0, 0))
        joined.blit(pip, (img.get_width(), 0))
        img = joined
    surface.blit(img, img.get_rect(center=box.center))
    x = box.centerx + img.get_width() // 2 + 3  # a steady caret: the cell takes the typing
    pygame.draw.line(surface, (20, 30, 24), (x, box.top + 5), (x, box.bottom - 6),
                     outline(surface.get_height(), 2))


def _foot(surface: pygame.Surface, pad: ScorePad, rnd: PadRound, look: PadLook, layout: PadLayout) -> None:
    h, box = layout.size[1], layout.round_box
    size = scaled(h, 0.021)
    y = layout.first_row + layout.row * pad.players + round(h * 0.012)
    words, ink = running_sum(pad)
    x = layout.columns()[1]
    if words:
        surface.blit(text(words, size, ink, True), (x, y))
        y += round(size * 1.5)
    for line in rebid_lines(pad, rnd, look.names)[-2:]:
        surface.blit(fitted(line, scaled(h, 0.018), box.right - x - 10, GOLD), (x, y))
        y += round(size * 1.3)


def _standings(surface: pygame.Surface, pad: ScorePad, look: PadLook, layout: PadLayout) -> None:
    h, box = layout.size[1], layout.standings
    surface.blit(panel(box.size, 235, 12, PANEL), box)
    pad_px = round(h * 0.025)
    surface.blit(text(_("pad.scores"), scaled(h, 0.024), TEXT, True),
                 (box.left + pad_px, box.top + pad_px // 2))
    done = pad.complete_rounds
    small = scaled(h, 0.017)
    note = ngettext("pad.after_rounds", len(done)) if done else _("pad.scores_none_yet")
    img = text(note, small, TEXT_DIM)
    surface.blit(img, img.get_rect(topright=(box.right - pad_px, box.top + pad_px // 2 + 4)))
    order = sorted(range(pad.players), key=lambda s: (-pad.totals[s], s))
    row = layout.row  # level with the round's rows
    size = min(scaled(h, 0.028), max(12, round(row * 0.42)))
    last = done[-1].scores if done else None
    leader = max(pad.totals)
    y = layout.first_row
    for place, seat in enumerate(order, 1):
        mid = y + row // 2
        top = bool(done) and pad.totals[seat] == leader
        ink = GOLD if top else TEXT
        label = text(f"{place}.", small, TEXT_DIM)
        surface.blit(label, label.get_rect(midleft=(box.left + pad_px, mid)))
        name_x = box.left + pad_px + round(h * 0.035)
        total = text(("★ " if top else "") + str(pad.totals[seat]), size, ink, True)
        delta_w = font(small).size("+000")[0] + round(h * 0.015)
        right = box.right - pad_px
        surface.blit(total, total.get_rect(midright=(right - delta_w, mid)))
        name = fitted(look.names[seat], size, right - delta_w - total.get_width() - name_x - 8, ink, top)
        surface.blit(name, name.get_rect(midleft=(name_x, mid)))
        if last is not None:
            points = last[seat]
            img = text(f"{points:+d}" if points else "0", small, GREEN if points > 0 else RED if points < 0
                       else TEXT_DIM)
            surface.blit(img, img.get_rect(midright=(right, mid)))
        y += row


def _ask(surface: pygame.Surface, pad: ScorePad, look: PadLook, layout: PadLayout) -> None:
    h, box = layout.size[1], layout.ask
    words = asked(pad, look.names)
    big = scaled(h, 0.03)
    surface.blit(fitted(words, big, box.width, GOLD if pad.is_over else TEXT, True), box.topleft)
    line_y = box.top + round(h * 0.05) + layout.choice + round(h * 0.012)
    small = scaled(h, 0.019)
    if look.message:
        surface.blit(fitted(look.message, small, box.width, look.tone.value, True), (box.left, line_y))
    else:
        surface.blit(fitted(hint(pad, look.names), small, box.width, TEXT_DIM), (box.left, line_y))
