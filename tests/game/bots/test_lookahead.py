"""Normal's lookahead in the last tricks (game.bots.levels.lookahead): it finds the
card that keeps its bid where the plain heuristic does not, and like every
bot it decides only on what its seat can know."""

from __future__ import annotations

import copy
import random

from game.actions import Bid, Play
from game.bots.levels.lookahead import LOOKAHEAD_TRICKS
from game.bots.levels.normal import NormalBot, choose_card
from game.game import Game, Phase
from game.presets import preset
from tests.game.test_properties import _redeal_hidden
from tests.helpers import cards, fixed_rules, stack

# A 13-card no-trump round (seat 2 deals, seat 3 bids and leads first), played
# by Normal bots up to trick 11; the deal and plays are written out so the
# position does not depend on the shuffle or on later changes to the bots.
HANDS = ["6D QC KC 2D 2C 8D 5S TD 6S TC 5C KS 2H",
         "7D 3D 7H TH 7C 8C 9D AH KH 6H 8H 3C JC",
         "9C 9S AC QH JH JS 9H QD KD 3H 6C 4S 3S",
         "8S 5D JD 4C TS 4H 5H QS AD 4D AS 2S 7S"]
BIDS = {3: 3, 0: 2, 1: 4, 2: 4}
PLAYS = ("AD 2D 3D QD AS 5S 3C 3S 2S KS 6H 4S 2C JC AC 4C KD 4D 6D 7D 3H 5H 2H 7H "
         "AH 9H 4H 5C KH JH 5D 6S 7C 9C 7S TC TD 9D 6C JD 8S KC 8C")


def _trick_eleven() -> Game:
    game = Game(fixed_rules(preset("oh-pshaw"), 13), 4, seed=2)
    assert game.round.dealer == 2
    stack(game, HANDS, None)
    for seat in (3, 0, 1, 2):
        game.apply(Bid(BIDS[seat]))
    for card in cards(PLAYS):
        game.apply(Play(card))
    return game


def _finish(game: Game, card: str) -> int:
    """Seat 2's tricks when it plays ``card`` now and Normal bots play on."""
    game = copy.deepcopy(game)
    game.apply(Play(cards(card)[0]))
    bots = [NormalBot(40 + s) for s in range(4)]
    while game.phase is Phase.PLAY:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game.rounds[-1].tricks_won[2]


def test_lookahead_keeps_the_bid_where_the_cheapest_winner_does_not() -> None:
    # Seat 2 bid 4, has 2, holds 9♠ J♠ Q♥; seat 3 led 8♠ and seats 0 and 1 showed
    # out, so seat 3 holds the 10♠ and Q♠ and every other card is placed too. Winning
    # cheaply with the 9♠ leaves J♠ and Q♥, both winners once seat 3 (bid made)
    # ducks: five tricks. Winning with the J♠ and leading the 9♠ into seat 3's
    # spades makes exactly four.
    game = _trick_eleven()
    view = game.view(2)
    assert game.to_act == 2 and len(view.hand) == 3 <= LOOKAHEAD_TRICKS
    assert choose_card(view) == cards("9S")[0]  # the heuristic alone
    for seed in range(5):
        assert NormalBot(seed).choose(view) == Play(cards("JS")[0])
    assert _finish(game, "9S") == 5
    assert _finish(game, "JS") == 4


def test_lookahead_decides_only_on_what_the_seat_knows() -> None:
    checked = 0
    for seed in range(12):
        game = Game(fixed_rules(preset("oh-pshaw"), 8), 4, seed=seed)
        rng = random.Random(seed)
        while not game.is_over and (game.phase is not Phase.PLAY
                                    or len(game.state.hands[game.to_act or 0]) > 3 - seed % 2):
            game.apply(rng.choice(game.legal_actions()))
        seat = game.to_act
        if seat is None or len(game.legal_actions()) < 2:
            continue
        other = _redeal_hidden(game, seat, random.Random(seed + 100))
        if other is None or other.state.hands == game.state.hands:
            continue
        assert NormalBot(4).choose(game.view(seat)) == NormalBot(4).choose(other.view(seat))
        checked += 1
    assert checked >= 5
