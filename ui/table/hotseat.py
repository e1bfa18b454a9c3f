"""Hot seat: several people share one screen, and each sees only their own hand.

With two or more human seats the table shows a hand face up only to the
person holding the screen, and only while the next private act (a bid, a
pass, a card, naming trump) is certainly theirs. When a different human's
turn comes, the table turns to that seat with every hand face down and a
hand-over screen (:mod:`ui.table.handover`) covers it until they click. A bot
acting between two turns of the same human needs no hand-over. A hand-over
holds for one round only: between rounds everyone looks at the score sheet,
so each round's first human turn comes behind a hand-over, even when the same
person played last and acts first (a resumed game too starts behind one).
With one human nothing changes: that hand is always face up.

The rules of who may see what are pure functions of the game, here; the
table scene asks them each frame.

>>> from game.presets import preset
>>> from game.game import Game
>>> game = Game(preset("oh-pshaw"), 4, seed=3)
>>> seat = HotSeat(["human", "normal", "human", "normal"])
>>> seat.active, seat.shows(game)   # nobody holds the screen yet
(True, False)
"""

from __future__ import annotations

from game.game import Game, Phase
from ui.words.i18n import _

#: What the next person does, for the line under "Pass to Anna".
TASKS = {Phase.BID: lambda name: _("hotseat.bids_next", name=name),
         Phase.PLAY: lambda name: _("hotseat.plays_next", name=name),
         Phase.PASS: lambda name: _("hotseat.passes_cards_next", name=name),
         Phase.CHOOSE_TRUMP: lambda name: _("hotseat.names_trump_next", name=name)}


def next_human(game: Game, humans: frozenset[int]) -> int | None:
    """The human whose private act comes next, when the game already tells; ``None`` when
    a bot's choice decides it (who wins a trick of bots, whose bid card is highest) or the
    game is over.

    Secret choices and bids are asked round the table from eldest hand, and the
    first trick after ordinary bidding is led by eldest hand too, so those turns
    are known in advance; a trick's winner is not.
    """
    seat, n = game.to_act, game.players
    if seat is None or game.is_over:
        return None
    if seat in humans:
        return seat
    ahead: list[int] = []
    if game.phase is Phase.PLAY:
        ahead = [(seat + i) % n for i in range(n - len(game.state.trick))]
    elif game.phase in (Phase.BID, Phase.PASS):
        ahead = game.state.order[game.state.turn:]
        if game.phase is Phase.PASS or not game.rules.card_bidding:
            ahead = ahead + game.state.order  # bidding, or the first trick, starts again at eldest
    elif game.phase is Phase.CHOOSE_TRUMP:  # the dealer, then passing or bidding from eldest
        ahead = [(seat + 1 + i) % n for i in range(n)]
    return next((s for s in ahead if s in humans), None)


class HotSeat:
    """Who holds the screen and whose hand the table may show.

    ``viewer`` is the seat at the bottom of the table; ``holder`` the human who
    confirmed the last hand-over (``None`` before the first, also in a resumed
    game: it starts behind a hand-over screen), in round ``held_in``.
    """

    def __init__(self, seats: list[str]) -> None:
        self.humans = frozenset(s for s, kind in enumerate(seats) if kind == "human")
        self.active = len(self.humans) >= 2
        self.viewer = min(self.humans) if self.humans else 0
        self.holder: int | None = None
        self.held_in = 0

    def holding(self, game: Game) -> int | None:
        """Who holds the screen now: the last hand-over's player while its round goes on,
        nobody once the next round is dealt (everyone saw the score sheet in between)."""
        return self.holder if self.held_in == len(game.rounds) else None

    def shows(self, game: Game) -> bool:
        """May the bottom hand be face up now? Always with one human (never with none);
        in hot seat only the holder's, while the next private act is theirs."""
        if not self.active:
            return len(self.humans) == 1
        holder = self.holding(game)
        return holder is not None and self.viewer == holder == next_human(game, self.humans)

    def due(self, game: Game, idle: bool) -> int | None:
        """The seat to hand the screen to now: a human other than the one holding it (or
        anyone, in a new round) is to act and the table has caught up (``idle``). The table
        turns to that seat at once."""
        seat = game.to_act
        if not self.active or not idle or seat is None or seat not in self.humans \
                or seat == self.holding(game) or game.is_over:
            return None
        self.viewer = seat
        return seat

    def handed_over(self, seat: int, game: Game) -> None:
        """``seat``'s player clicked "ready": they hold the screen now, for this round."""
        self.holder = self.viewer = seat
        self.held_in = len(game.rounds)


def task_text(game: Game, name: str) -> str:
    """The line under the hand-over title: what ``name`` is about to do."""
    task = TASKS.get(game.phase)
    return task(name) if task else ""
