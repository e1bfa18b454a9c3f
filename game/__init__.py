"""The rules engine of the Oh Hell family: pure Python, no window, no disk.

A game is its rules, its number of players and a seed. It rests where a seat
must act; :meth:`Game.apply` checks each action, makes it and returns the
events it caused, or refuses it with a reason a player can read and leaves the
game as it was. A seat (a person or a bot) sees the game through its
:class:`SeatView` alone. The same rules, seed and actions give the same game,
and a game's record replays it.

>>> from game import Bid, Card, Game, IllegalActionError, Play, preset, replay, to_record
>>> game = Game(preset("oh-hell"), players=4, seed=7)
>>> game.phase, game.round.hand_size, game.to_act
(<Phase.BID: 'bid'>, 1, 1)
>>> game.legal_actions()
[Bid(tricks=0), Bid(tricks=1)]
>>> game.apply(Bid(1))
[BidMade(seat=1, tricks=1)]
>>> game.view(2).bids
(None, 1, None, None)
>>> try:
...     game.apply(Play(Card.parse("AS")))
... except IllegalActionError as refused:
...     print(refused)
Now is the time to bid, not to play a card
>>> while not game.is_over:
...     _ = game.apply(game.legal_actions()[0])
>>> game.winners, replay(to_record(game)).totals == game.totals
([2], True)

This is the engine's public face; its parts may also be imported from their
modules (``game.game``, ``game.rules``, ...). The bots are :mod:`game.bots`,
the score pad for games played with real cards is :mod:`game.pad`.
"""

from __future__ import annotations

from game.actions import Action, Bid, CardBid, ChooseTrump, EndEarly, Pass, Play, parse_action
from game.cards import Card, CardKind, Deck, Suit
from game.errors import GameError, IllegalActionError, OptionsError
from game.events import Event
from game.game import Game
from game.phase import Phase
from game.presets import PRESETS, preset
from game.record import PlayerInfo, RecordError, replay, to_record
from game.rules import Rules, Schedule, Scoring, Trump
from game.view import SeatView

__all__ = ["PRESETS", "Action", "Bid", "Card", "CardBid", "CardKind", "ChooseTrump", "Deck", "EndEarly",
           "Event", "Game", "GameError", "IllegalActionError", "OptionsError", "Pass", "Phase", "Play",
           "PlayerInfo", "RecordError", "Rules", "Schedule", "Scoring", "SeatView", "Suit", "Trump",
           "parse_action", "preset", "replay", "to_record"]
