"""Near the game's end the hint picks the action with the best chance of winning the game and
says so, even where another has more expected points."""

from __future__ import annotations

from game.actions import Bid, Play
from game.bots import Estimate
from game.cards import Card
from ui.table.hints import Hint, best_action


def test_the_best_chance_of_winning_beats_more_points() -> None:
    ace, two = Play(Card.parse("AS")), Play(Card.parse("2S"))
    analysis = {ace: Estimate(14.0, 0.9, 100, 0.20), two: Estimate(9.0, 0.5, 100, 0.35)}
    assert best_action((ace, two), analysis) == two
    hint = Hint()
    hint.legal, hint.analysis, hint.best = (ace, two), analysis, two
    assert hint.caption() == ("Near the end the best card is the one most likely to win the game"
                              " · best 2♠: 35% to win")
    plain = {ace: Estimate(14.0, 0.9, 100), two: Estimate(9.0, 0.5, 100)}
    assert best_action((ace, two), plain) == ace


def test_a_bid_to_win() -> None:
    bids = {Bid(2): Estimate(12.0, 0.8, 50, 0.1), Bid(5): Estimate(6.0, 0.3, 50, 0.3)}
    hint = Hint()
    hint.legal, hint.analysis = tuple(bids), bids
    hint.best = best_action(hint.legal, bids)
    assert hint.best == Bid(5)
    assert hint.caption().endswith("best 5: 30% to win")


def test_when_no_card_can_make_the_bid_none_is_called_the_best() -> None:
    """Every card at 0% and all worth the same: the hint says so rather than naming a best
    card "about 0.0 points"; where the cards still differ it names the best, on average."""
    ace, two = Play(Card.parse("AS")), Play(Card.parse("2S"))
    hint = Hint()
    hint.legal, hint.best = (ace, two), ace
    hint.analysis = {ace: Estimate(0.0, 0.0, 100), two: Estimate(0.0, 0.0, 100)}
    assert hint.caption() == "No card can make your bid any more: 0% with each"
    hint.analysis = {ace: Estimate(10.4, 0.6, 100), two: Estimate(4.0, 0.3, 100)}
    assert hint.caption().endswith("best A♠: about 10.4 points on average")
