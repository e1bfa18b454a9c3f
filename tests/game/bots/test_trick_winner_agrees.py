"""The trick-winner rule (R-L5) is written three times: the engine's
``game.tricks.trick_winner``, the bots' card counting
(``game.bots.reading.knowledge.current_best``) and the bitmask search core
(``game.bots.search.fast``, trick keys kept incrementally for speed). They must
give the same winner for any trick of any deck."""

from __future__ import annotations

import random

import pytest

from game.bots.reading.knowledge import current_best
from game.bots.search.fast import Layout, World
from game.cards import Card, Suit, make_deck
from game.tricks import trick_winner

DECKS = [("standard52", 1), ("seven32", 1), ("seven32", 2), ("wizard60", 1)]


def _search_winner(layout: Layout, plays: list[Card], trump: Suit | None) -> int:
    """The seat the search core gives the trick to: one card per seat, led by seat 0."""
    world = World.from_cards(layout, [[card] for card in plays], trump, False, 0, (), [0] * len(plays))
    for _ in plays:
        world.play(world.legal().bit_length() - 1)
    return world.won.index(1)


def _random_trick(rng: random.Random, deck: list[Card]) -> list[Card]:
    """A trick of 2..7 distinct cards of the deck (copies of seven32 may meet), often
    with Wizards and Jesters led or played after others."""
    plays = rng.sample(deck, rng.randint(2, 7))
    specials = [c for c in deck if c.kind]
    if specials and rng.random() < 0.3:  # crowd the trick with Wizards and Jesters
        for _ in range(rng.randint(1, 3)):
            plays[rng.randrange(len(plays))] = rng.choice(specials)
    if rng.random() < 0.2:  # a trick of one suit, where only ranks decide
        suit = rng.choice(list(Suit))
        same = [c for c in deck if c.suit is suit]
        plays = rng.sample(same, min(len(plays), len(same)))
    return plays


@pytest.mark.parametrize(("deck_name", "copies"), DECKS)
def test_engine_knowledge_and_search_agree_on_every_trick(deck_name: str, copies: int) -> None:
    deck = make_deck(deck_name, copies)
    layout = Layout.for_deck(deck_name, copies)
    rng = random.Random(f"{deck_name}x{copies}")
    checked = 0
    for _ in range(3000):
        plays = _random_trick(rng, deck)
        available = list(deck)
        try:  # a trick holds each physical card once (two copies at most in seven32 ×2)
            for card in plays:
                available.remove(card)
        except ValueError:
            continue
        trump = rng.choice([None, *Suit])
        engine = trick_winner(plays, trump)
        best = current_best(list(enumerate(plays)), trump)
        assert best is not None
        search = _search_winner(layout, plays, trump)
        assert best[0] == engine == search, (
            f"{' '.join(map(str, plays))} trump {trump}: engine {engine}, "
            f"knowledge {best[0]}, search {search}")
        checked += 1
    assert checked > 2000


def test_of_two_identical_cards_the_first_played_wins_in_all_three() -> None:
    """Seven32 with two copies: the 7♥ played first keeps the trick (R-L5)."""
    layout = Layout.for_deck("seven32", 2)
    seven = Card.parse("7H")
    plays = [Card.parse("0H"), seven, seven]
    assert trick_winner(plays, None) == 1
    best = current_best(list(enumerate(plays)), None)
    assert best is not None and best[0] == 1
    assert _search_winner(layout, plays, None) == 1
