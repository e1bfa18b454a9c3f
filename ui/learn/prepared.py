"""A game on prepared deals: the lessons show one idea at a time on hands chosen for it.

:class:`PreparedGame` is the engine's game with the cut and the deals replaced by the
lesson's: the first dealer is the lesson's, and each round deals the hands written down
(one card at a time from the dealer's left, as R-S7 deals), with the turn-up on top of the
stock. Everything else — the bids, the plays, what is legal, the scores — is the engine's
own, so a lesson teaches the rules the table plays. A lesson's game is never saved: a
record could not say how its cards were dealt.

>>> from game.presets import preset
>>> deal = Deal(hands=("AS", "KH", "7D", "2C"), turn_up="5S")
>>> game = PreparedGame(preset("oh-pshaw").replace(max_hand=1, tie_break=False), 4, 3, [deal])
>>> [str(card) for card in game.state.hands[0]], str(game.state.turn_up), game.round.dealer
(['AS'], '5S', 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game import events as ev
from game.cards import Card, cut_rank
from game.game import Game
from game.phase import Phase
from game.rules import Rules


@dataclass(frozen=True)
class Deal:
    """One round's cards: each seat's hand (cards written as in R-D4, separated by spaces)
    and the card turned up ("" when none is)."""

    hands: tuple[str, ...]
    turn_up: str = ""

    def cards(self, seat: int) -> list[Card]:
        """Seat ``seat``'s hand."""
        return [Card.parse(code) for code in self.hands[seat].split()]


class PreparedGame(Game):
    """The engine's game, dealt from ``deals`` (one a round) with ``dealer`` dealing first."""

    def __init__(self, rules: Rules, players: int, dealer: int, deals: Sequence[Deal]) -> None:
        self.prepared = list(deals)
        self.prepared_dealer = dealer
        super().__init__(rules, players, seed=0)

    def _cut(self) -> None:
        """The lesson's dealer draws the lowest card; the others higher ones."""
        deck = sorted(self._deck, key=cut_rank)
        low, high = deck[0], [c for c in reversed(deck) if cut_rank(c) > cut_rank(deck[0])]
        self.cut = [(seat, low if seat == self.prepared_dealer else high[seat])
                    for seat in range(self.players)]
        self.recuts, self.first_dealer = [], self.prepared_dealer
        self.events.extend(ev.CutDrawn(seat, card, 0) for seat, card in self.cut)
        self.events.append(ev.DealerChosen(self.first_dealer))
        self.phase = Phase.DEAL

    def _deal(self) -> list[Card]:
        """Deal the round's prepared hands; the stock has the turn-up on top."""
        rnd = self.round
        deal = self.prepared[min(rnd.number, len(self.prepared)) - 1]
        hands = [deal.cards(seat) for seat in range(self.players)]
        order = [(seat, hands[seat][i]) for i in range(rnd.hand_size)
                 for seat in ((rnd.dealer + 1 + k) % self.players for k in range(self.players))]
        self.events.extend(ev.CardDealt(seat, card) for seat, card in order)
        self.state.hands = hands
        rnd.deals.append([list(hand) for hand in hands])
        dealt = [card for hand in hands for card in hand]
        stock = [card for card in self._deck if card not in dealt]
        if deal.turn_up:
            top = Card.parse(deal.turn_up)
            stock.remove(top)
            stock.insert(0, top)
        return stock
