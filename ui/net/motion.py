"""The cards of a network table fly as at home: between two confirmed views of a seat, the
table's own presenter (:class:`~ui.table.presenter.Director`) moves the cards that changed
places, and when it is done the picture is the newest view's again.

The views are the only truth (:mod:`ui.net.picture`): :func:`moves` reads what happened
between two of them as the events the engine gave at the host (cards played, a trick won,
a new round dealt), and the presenter animates those on the picture of the first, exactly
as it animates the engine's events at home. Whatever the events do not cover (bids, totals,
a pass) is the newest view's the moment the cards have landed, when :class:`Flights`
settles the picture on it. Views that are not one step of play apart (another seat's,
a resync across rounds) and the instant speed change the picture at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game import events as ev
from game.cards import Card, Suit
from game.phase import Phase
from game.tricks import trick_winner
from game.view import SeatView
from ui.core.settings import Settings
from ui.core.tween import Animator
from ui.net.picture import HIDDEN, Finished, model_of
from ui.table.layout import TableLayout
from ui.table.presenter import Director, TableModel

Plays = Sequence[tuple[int, Card]]


def moves(before: SeatView | None, after: SeatView) -> list[ev.Event] | None:
    """The events the engine gave between the views ``before`` and ``after`` of one seat,
    as far as the table shows them moving: each card played (``CardPlayed``), each trick
    won (``TrickWon``, its winner as the engine finds it) and a new round's deal
    (``RoundStarted``, ``CardDealt`` with backs for the other seats, ``TrumpSet``).
    ``None`` when the two are not one step of play apart: the picture then changes at once.
    """
    if before is None or before.seat != after.seat or before.players != after.players:
        return None
    shown = _plays_of(before.tricks, before.trick)
    if after.round_number == before.round_number:
        return _play_out(shown, after.tricks, after.trick, after.trump)
    last = after.earlier[-1] if after.earlier else None
    if after.round_number != before.round_number + 1 or last is None or last.number != before.round_number:
        return None
    ending = _play_out(shown, last.tricks, (), last.trump)
    if ending is None:
        return None
    rest = _play_out([], after.tricks, after.trick, after.trump)
    return None if rest is None else [*ending, *deal(after), *rest]


def deal(view: SeatView) -> list[ev.Event]:
    """The deal of ``view``'s round as the engine gives it, one card at a time round the
    table from the dealer's left: this seat's own cards face up (those it holds and those it
    played already), a back for every other seat's; then the trump, when it is known."""
    n, me = view.players, view.seat
    mine = [*view.hand, *(card for trick in (*view.tricks, view.trick) for seat, card in trick
                          if seat == me)]
    events: list[ev.Event] = [ev.RoundStarted(view.round_number, view.dealer, view.hand_size, view.tie_break)]
    for i in range(view.hand_size):
        for k in range(1, n + 1):
            seat = (view.dealer + k) % n
            card = mine[i] if seat == me and i < len(mine) else HIDDEN
            events.append(ev.CardDealt(seat, card))
    if view.turn_up is not None or view.trump is not None:
        events.append(ev.TrumpSet(view.trump, view.turn_up))
    return events


def _plays_of(tricks: Sequence[Plays], trick: Plays) -> list[tuple[int, Card]]:
    return [play for done in (*tricks, trick) for play in done]


def _play_out(shown: Plays, tricks: Sequence[Plays], trick: Plays,
              trump: Suit | None) -> list[ev.Event] | None:
    """The plays of a round after the ``shown`` ones, and the tricks they won; ``None``
    when the ``shown`` plays are not how the round began."""
    every = _plays_of(tricks, trick)
    if list(every[:len(shown)]) != list(shown):
        return None
    events: list[ev.Event] = []
    at = 0
    for done in (*tricks, trick):
        for seat, card in done[max(0, len(shown) - at):]:
            events.append(ev.CardPlayed(seat, card))
        at += len(done)
        if done is not trick and at > len(shown):
            seats, cards = tuple(s for s, _c in done), tuple(c for _s, c in done)
            winner = seats[trick_winner(cards, trump)]
            events.append(ev.TrickWon(winner, seats, cards))
    return events


class Flights:
    """The picture of a network table and the cards flying between its views.

    ``show(view)`` takes each new confirmed view; ``update(dt)`` moves the cards on and,
    once they have landed, settles the picture on the newest view; ``model`` and
    ``animator`` are what the table draws; ``idle`` says the picture is the newest view's.
    """

    def __init__(self, settings: Settings, layout: Callable[[], TableLayout | None],
                 sound: Callable[[str], object] = lambda name: None) -> None:
        self.settings = settings
        self.layout = layout
        self.sound = sound
        self.view: SeatView | None = None
        self.finished: Finished | None = None
        self.model = TableModel(2)
        self.settled = True  # the model is the newest view's own picture
        self.director = self._director(self.model, 0)
        self.shows: Callable[[], bool] = lambda: True  # may this seat's dealt cards fly face up?

    @property
    def animator(self) -> Animator:
        """The cards in flight."""
        return self.director.animator

    @property
    def idle(self) -> bool:
        """Nothing flies or waits to: the picture is the newest view's."""
        return self.settled

    def show(self, view: SeatView, finished: Finished | None = None) -> None:
        """A new confirmed view: what changed since the last one flies (unless the speed is
        instant or the two are not one step of play apart: then it is shown at once). The
        table's first view deals its round when nothing is bid or played yet (a game's
        start). ``finished`` is the trick just won that stays lit, at instant speed."""
        before, self.view, self.finished = self.view, view, finished
        moving = self.settings.factor > 0 and self.layout() is not None
        if before is None:
            self._settle(view)
            fresh = view.phase is not Phase.GAME_OVER and not view.tricks and not view.trick \
                and all(b is None for b in view.bids) and view.own_secret is None
            events: list[ev.Event] | None = deal(view) if fresh and moving else []
        else:
            events = moves(before, view) if moving else None
        if events is None:
            self._settle(view)
        elif events:
            self.settled = False
            self.director.feed(events)
            self.director.update(0.0)  # the first card leaves now, in this frame
        elif self.settled:  # nothing moves: bids, totals, a pass show at once
            self._settle(view)

    def update(self, dt: float) -> None:
        """Move the cards on; once they have landed, the newest view's picture."""
        if self.settled:
            return
        if self.settings.factor == 0:  # turned instant meanwhile: every card lands now
            self.director.skip()
        else:
            self.director.update(dt)
        if self.director.idle and self.view is not None:
            self._settle(self.view)

    def _settle(self, view: SeatView) -> None:
        """The picture of ``view`` itself, nothing in flight."""
        self.model = model_of(view, self.settings.trump_side, self.finished)
        self.settled = True
        self.director = self._director(self.model, view.rules.deck_size(view.players), view.seat)

    def _director(self, model: TableModel, deck: int, me: int = 0) -> Director:
        def layout() -> TableLayout:
            shown = self.layout()
            assert shown is not None  # a view is only animated with a layout
            return shown
        director = Director(model, self.settings, me, layout, deck)
        director.on_sound = self.sound
        director.shows = lambda: self.shows()
        director.trick_waits = False  # the host's game goes on: a won trick never waits
        return director
