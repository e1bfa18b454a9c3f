"""The hint (H): the Expert bot's analysis of the human's decision, from that seat's view.

:class:`Hint` holds one request: it is asked of the bots' worker (so the
search never stalls drawing), shows "thinking…" until the answer comes, and
is forgotten as soon as the game moves on. :func:`draw_hint` shows the
answer: for a bid, the expected points of every legal bid in a strip just
above the bid buttons; for a play, each playable card's chance of making
the bid in a badge above it. The best action (the one the Expert bot would
take) is gold. In the game's last rounds, where the chances of winning the game
differ, each chip shows that chance instead, and the best is the likeliest to win
(:func:`to_win`); the line over the chips always says what they show. The Expert
thinks for its second (:data:`game.bots.HINT_MS`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future

import pygame

from bot_runtime.worker import Worker
from game.actions import Action, Bid, Play
from game.bots import Estimate
from game.cards import Card
from game.game import Phase
from game.view import SeatView
from ui.cards import faces as art
from ui.core.draw import GOLD, TEXT, blit_centred, panel
from ui.core.fonts import fitted, outline, scaled, text, wrap_even
from ui.table.hand_arc import HAND_RISE
from ui.table.layout import TableLayout
from ui.words.i18n import _, format_number

Analysis = dict[Action, Estimate]
INK_ON_GOLD = (40, 30, 5)


def hint_possible(view: SeatView) -> bool:
    """The hint shows bids by number and card plays (a strip of bids, a badge over each
    card); the search prices passes, bid cards and trump too, shown in the review."""
    return view.phase is Phase.PLAY or (view.phase is Phase.BID and not view.rules.card_bidding)


def to_win(analysis: Mapping[Action, Estimate]) -> bool:
    """True when the chances of winning the game decide (near its end, :func:`best_action`):
    the search priced them and, in whole percents as the chips show them, they differ. Where
    every action's chance is the same (0% when the game can no longer be won), they tell
    nothing and the hint speaks of points, as in the earlier rounds."""
    return len({round(e.win * 100) for e in analysis.values() if e.win is not None}) > 1


def best_action(legal: Sequence[Action], analysis: Analysis) -> Action | None:
    """The action the search would take: the best chance of winning the game near its end
    (where the chances differ, :func:`to_win`), else the best expected points; then chance,
    then the first legal (its own order, :meth:`game.bots.HardBot.choose`)."""
    rated = [a for a in legal if a in analysis]
    if not rated:
        return None
    if to_win(analysis):
        return max(rated, key=lambda a: (*analysis[a].rank(), -legal.index(a)))
    return max(rated, key=lambda a: (analysis[a].points, analysis[a].make, -legal.index(a)))


class Hint:
    """The hint asked for at one moment of the game: ``log`` actions into it."""

    def __init__(self) -> None:
        self.future: Future[Analysis] | None = None
        self.log = -1
        self.kind = ""  # "bid" or "play"
        self.legal: tuple[Action, ...] = ()
        self.analysis: Analysis | None = None
        self.best: Action | None = None

    @property
    def thinking(self) -> bool:
        """Asked, no answer yet."""
        return self.future is not None

    @property
    def shown(self) -> bool:
        """An answer is there to draw."""
        return self.analysis is not None

    def ask(self, worker: Worker, view: SeatView, log: int) -> None:
        """Start the search for ``view`` (the human's seat, ``log`` actions into the game)."""
        self.clear()
        self.future = worker.hint(view)
        self.log, self.legal = log, view.legal
        self.kind = "play" if view.phase is Phase.PLAY else "bid"

    def poll(self, log: int) -> bool:
        """Take a finished answer; forget everything once the game is no longer at ``log``
        actions. True when an answer just arrived."""
        if self.log != log:
            self.clear()
            return False
        if self.future is None or not self.future.done():
            return False
        future, self.future = self.future, None
        try:
            self.analysis = dict(future.result())
        except Exception:  # a crashed search is no hint, not a crash
            self.analysis = {}
        self.best = best_action(self.legal, self.analysis)
        return True

    def clear(self) -> None:
        """Forget the request and its answer (a late answer is dropped)."""
        self.future, self.analysis, self.best, self.log = None, None, None, -1

    @property
    def card(self) -> Card | None:
        """The card the hint would play, to wear its halo (none while it thinks, for a bid,
        or when no card is better than another)."""
        if not isinstance(self.best, Play) or not self.analysis or _all_alike(self.analysis.values()):
            return None
        return self.best.card

    @property
    def bid(self) -> Action | None:
        """The bid the hint would make, for its button's gold ring (none while it thinks,
        for a card, or when every bid is alike)."""
        if not isinstance(self.best, Bid) or not self.analysis or _all_alike(self.analysis.values()):
            return None
        return self.best

    def caption(self) -> str:
        """One line over the numbers: what they are, or that there is none."""
        if self.thinking:
            return _("hint.thinking")
        if not self.analysis or self.best is None:
            return _("hint.none")
        estimate = self.analysis[self.best]
        if estimate.win is not None and to_win(self.analysis):  # the game's last rounds
            if isinstance(self.best, Play):
                return _("hint.card_to_win", card=self.best.card.label, percent=round(estimate.win * 100))
            if isinstance(self.best, Bid):
                return _("hint.bid_to_win", bid=self.best.tricks, percent=round(estimate.win * 100))
        if isinstance(self.best, Play) and _all_alike(self.analysis.values()):
            return _("hint.no_card_makes_it")  # no card is better: none is named the best
        if isinstance(self.best, Play):
            return _("hint.card_chances",
                     card=self.best.card.label, points=_number(estimate.points))
        if isinstance(self.best, Bid):
            return _("hint.bid_expectations",
                     bid=self.best.tricks, percent=round(estimate.make * 100))
        return _("hint.best_action", action=str(self.best))

    def label(self, action: Action) -> str:
        """What ``action``'s chip says: its chance of winning the game where those chances
        decide (:func:`to_win`), else a card's chance of making the bid or a bid's expected
        points: what the line over the chips names. Empty for an action not priced."""
        estimate = (self.analysis or {}).get(action)
        if estimate is None:
            return ""
        if estimate.win is not None and to_win(self.analysis or {}):
            return f"{round(estimate.win * 100)}%"
        if isinstance(action, Play):
            return f"{round(estimate.make * 100)}%"
        return _number(estimate.points)


def _all_alike(estimates: Iterable[Estimate]) -> bool:
    """Every card at 0% to make the bid, and all worth the same points."""
    found = list(estimates)
    return all(round(e.make * 100) == 0 and abs(e.points - found[0].points) < 0.05 for e in found)


def _number(value: float) -> str:
    return format_number(value, 1 if abs(value) < 100 else 0)  # 10.5, 10,5 in German


# -- drawing (changes nothing) ------------------------------------------------------


def draw_hint(surface: pygame.Surface, hint: Hint, lay: TableLayout, hand: list[Card],
              buttons: list[tuple[Action | None, pygame.Rect]], panel_top: int) -> pygame.Rect | None:
    """The hint's numbers over the hand, or over the bid buttons (whose panel starts at
    ``panel_top``), with its caption; returns what it covered (``None``: no hint)."""
    if not hint.thinking and not hint.shown:
        return None
    if hint.kind == "play":
        return _draw_play(surface, hint, lay, hand)
    return _draw_bid(surface, hint, lay, buttons, panel_top)


def caption_lines(line: str, h: int, room: Callable[[int], int] | None = None) -> list[str]:
    """The hint's line at the hint's size, wrapped (never shrunk) to the width ``room(height)``
    leaves for a caption that tall (``None``: one line), in lines of similar lengths, at its
    " · " where that serves (:func:`ui.core.fonts.wrap_even`)."""
    size = scaled(h, 0.021)
    if room is None:
        return [line]
    step = text(line, size, TEXT).get_height()
    lines = [line]
    for _tries in range(3):  # more lines reach higher, where the plates may leave less room
        wrapped = wrap_even(line, size, room(step * len(lines) + 10) - 24)
        if len(wrapped) <= len(lines):
            return wrapped
        lines = wrapped
    return lines


def draw_caption(surface: pygame.Surface, line: str, h: int, centre_x: int, bottom: int,
             room: Callable[[int], int] | None = None) -> pygame.Rect:
    """The hint's line over ``bottom``, wrapped to the room the plates leave it
    (:func:`caption_lines`); returns its box."""
    images = [text(part, scaled(h, 0.021), TEXT) for part in caption_lines(line, h, room)]
    step = images[0].get_height()
    box = pygame.Rect(0, 0, max(img.get_width() for img in images) + 24, step * len(images) + 10)
    box.midbottom = (centre_x, bottom)
    surface.blit(panel(box.size, 190, 8), box)
    for i, img in enumerate(images):
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.top + 5 + i * step)))
    return box


def _badge(surface: pygame.Surface, label: str, size: int, centre: tuple[int, int],
           best: bool, width: int | None = None) -> pygame.Rect:
    ink = INK_ON_GOLD if best else TEXT
    img = fitted(label, size, width - 6, ink, True) if width else text(label, size, ink, True)
    box = img.get_rect(center=centre).inflate(6, 4)
    if width is not None:
        box.width = max(box.width, width)
        box.center = centre
    if best:
        pygame.draw.rect(surface, GOLD, box, border_radius=5)
    else:
        surface.blit(panel(box.size, 200, 5, (10, 24, 16)), box)
        pygame.draw.rect(surface, (120, 160, 135), box, width=outline(surface.get_height()), border_radius=5)
    blit_centred(surface, img, box.center)
    return box


def _draw_play(surface: pygame.Surface, hint: Hint, lay: TableLayout, hand: list[Card]) -> pygame.Rect:
    """A badge with the chance over the visible part of each playable card (the best card
    wears the hint's halo, drawn with the hand: :func:`ui.table.card_marks.hint_halo`); badges take
    two rows when the cards overlap too much for one."""
    h = lay.size[1]
    card_h = lay.hand_w * art.RATIO
    size = scaled(h, 0.018)
    badge_h = round(size * 1.45)
    count = len(hand)
    rated = [(i, hint.label(Play(card)), Play(card) == hint.best)
             for i, card in enumerate(hand) if Play(card) in (hint.analysis or {})]
    strips = [lay.hand_rect(count, i) for i in range(count)]
    # above the highest card of the fanned hand when it rises under the pointer
    highest = min((y for (_x, y), _turn in lay.hand_cards(count)), default=lay.seats[lay.me].anchor[1])
    base = round(highest - card_h / 2 - card_h * HAND_RISE) - 3
    widest = max((text(label, size, TEXT, True).get_width() + 6 for _, label, _ in rated), default=0)
    narrowest = min((strips[i][2] for i, _, _ in rated), default=lay.hand_w)
    two_rows = widest > narrowest - 2
    top = base - badge_h * (2 if two_rows else 1)
    boxes = []
    for n, (i, label, best) in enumerate(rated):
        x, _y, w, _h = strips[i]
        row = n % 2 if two_rows else 0
        centre = (round(x + w / 2), base - badge_h // 2 - row * (badge_h + 2))
        boxes.append(_badge(surface, label, size, centre, best))
        top = min(top, boxes[-1].top)
    bottom = top - 6
    caption = draw_caption(surface, hint.caption(), h, lay.size[0] // 2, bottom,
                           room=lambda tall: _room(lay, bottom - tall, bottom))
    return caption.unionall(boxes)


def _room(lay: TableLayout, top: int, bottom: int) -> int:
    """The width of a line centred on the table between ``top`` and ``bottom`` that passes
    between the seats' plates and piles at that height."""
    w = lay.size[0]
    half = w / 2 - 8
    for seat in range(lay.players):
        for x, y, bw, bh in (lay.plate_rect(seat), lay.pile_box(seat)):
            if y < bottom and y + bh > top:
                half = min(half, max(0.0, x - w / 2) if x >= w / 2 else max(0.0, w / 2 - (x + bw)))
    return max(120, round(2 * half) - 8)


def _draw_bid(surface: pygame.Surface, hint: Hint, lay: TableLayout,
              buttons: list[tuple[Action | None, pygame.Rect]], panel_top: int) -> pygame.Rect:
    """A strip of expected points lined up over the bid buttons (row for row), and the
    caption; returns what they cover."""
    h, w = lay.size[1], lay.size[0]
    size = scaled(h, 0.019)
    cell_h = round(size * 1.6)
    bids = [(action, rect) for action, rect in buttons if isinstance(action, Bid)]
    if not bids:
        return draw_caption(surface, hint.caption(), h, w // 2, round(lay.centre[1]))
    rows = sorted({rect.top for _, rect in bids})
    left = min(rect.left for _, rect in bids) - 8
    right = max(rect.right for _, rect in bids) + 8
    bottom = panel_top - 6
    grid_top = bottom - len(rows) * (cell_h + 3)
    strip = pygame.Rect(left, grid_top - 4, right - left, bottom - grid_top + 6)
    if hint.shown and hint.analysis:
        surface.blit(panel(strip.size, 150, 8), strip)
        for action, rect in bids:
            if action not in hint.analysis:
                continue
            row = rows.index(rect.top)
            centre = (rect.centerx, grid_top + row * (cell_h + 3) + cell_h // 2)
            _badge(surface, hint.label(action), size, centre, action == hint.best, width=rect.width)
    bottom = grid_top - 8  # the caption passes between the plates
    caption = draw_caption(surface, hint.caption(), h, w // 2, bottom,
                           room=lambda tall: _room(lay, bottom - tall, bottom))
    return caption.union(strip)
