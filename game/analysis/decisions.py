"""The decisions of a game, each as the deciding seat saw it.

A game is its rules, seed and actions, so a finished game can be played
again from the start: before each action of its log the seat to act gets
the view it had then (:meth:`game.game.Game.view`), which holds its own
hand and what was public, never the other hands. That view is what a
decision is judged by.

>>> from game.match import play_match
>>> from game.presets import preset
>>> game = play_match(preset("oh-pshaw"), ["random"] * 3, seed=2).game
>>> first = next(decisions(game))
>>> first.kind, first.round_number, len(first.view.hand)
(<Kind.BID: 'bid'>, 1, 1)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from game.actions import Action, Bid, CardBid, ChooseTrump, Pass, Play
from game.game import Game
from game.view import SeatView


class Kind(Enum):
    """What a decision was about."""

    BID = "bid"
    PLAY = "play"
    CARD_BID = "card-bid"  # Oh-Seven: a card as the bid (R-B4), rebids included
    PASS = "pass"  # Oh-Seven: the cards passed (R-X1)
    TRUMP = "trump"  # Wizard: the dealer names trump (R-T5)


#: The kinds the Hard bot's search weighs: all of them (bid cards, passes and naming
#: trump by :mod:`game.bots.levels.before_play`).
RATED_KINDS = frozenset(Kind)
#: The kinds whose losses count as bidding in a report: every choice before the play.
BIDDING_KINDS = frozenset({Kind.BID, Kind.CARD_BID, Kind.PASS, Kind.TRUMP})

_KINDS: dict[type, Kind] = {Bid: Kind.BID, Play: Kind.PLAY, CardBid: Kind.CARD_BID,
                            Pass: Kind.PASS, ChooseTrump: Kind.TRUMP}


def kind_of(action: Action) -> Kind:
    """The kind of a seat's ``action`` (``EndEarly`` is nobody's decision: ``ValueError``)."""
    kind = _KINDS.get(type(action))
    if kind is None:
        raise ValueError(f"{action} is not a seat's decision")
    return kind


@dataclass(frozen=True)
class Decision:
    """One action of the log, with the view its seat decided from."""

    ply: int  # its index in the game's log
    seat: int
    round_number: int
    kind: Kind
    action: Action
    view: SeatView


def decisions(game: Game, rounds: range | None = None) -> Iterator[Decision]:
    """Every decision of ``game``'s log in order (those of ``rounds``, by round number,
    when given), each with the view of the seat that made it. The game is played
    again from its seed beside ``game``, which is not changed."""
    again = Game(game.rules, game.players, game.seed, game.shuffle)
    for ply, (seat, action) in enumerate(game.log):
        number = again.round.number
        if rounds is not None and number >= rounds.stop:
            return
        if seat is not None and (rounds is None or number in rounds):
            view = again.view(seat)
            yield Decision(ply, seat, number, kind_of(action), action, view)
        again.apply(action)


def round_of_each_action(game: Game) -> list[int]:
    """The round number each action of ``game``'s log was made in, by playing it again."""
    again = Game(game.rules, game.players, game.seed, game.shuffle)
    numbers = []
    for _, action in game.log:
        numbers.append(again.round.number)
        again.apply(action)
    return numbers
