"""Cards, decks and notation (R-D1..R-D4)."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from game.cards import Card, Suit, cut_rank, make_deck


def test_standard52_R_D1() -> None:
    deck = make_deck("standard52")
    assert len(deck) == 52 and len(set(deck)) == 52
    assert Counter(c.suit for c in deck) == {s: 13 for s in Suit}
    assert {c.rank for c in deck} == set(range(2, 15))  # two low, ace high
    assert all(c.kind == "" for c in deck)


@pytest.mark.parametrize("copies", [1, 2])
def test_seven32_one_or_two_copies_R_D2(copies: int) -> None:
    deck = make_deck("seven32", copies)
    assert len(deck) == 32 * copies
    assert {c.rank for c in deck} == set(range(8))
    assert max(Counter(deck).values()) == copies


def test_wizard60_R_D3() -> None:
    deck = make_deck("wizard60")
    assert len(deck) == 60
    assert sum(c.is_wizard for c in deck) == 4 and sum(c.is_jester for c in deck) == 4
    assert all(c.suit is None for c in deck if c.kind)


@pytest.mark.parametrize("deck,copies", [("standard52", 1), ("seven32", 2), ("wizard60", 1)])
def test_notation_round_trips_R_D4(deck: str, copies: int) -> None:
    for card in make_deck(deck, copies):
        assert Card.parse(str(card)) is card
    assert str(Card.parse("TS")) == "TS" and Card.parse("TS").rank == 10
    assert str(Card.parse("0h")) == "0H" and Card.parse("W1").is_wizard
    assert Card.parse("N4").is_jester and str(Card.parse("n4")) == "N4"


def test_two_copies_share_one_notation_R_D4() -> None:
    first, second = [c for c in make_deck("seven32", 2) if str(c) == "5S"]
    assert first is second and first == second
    assert copy.deepcopy(first) is first


@pytest.mark.parametrize("text", ["", "1X", "ZS", "W5", "N0", "10S", "A"])
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


def test_labels_players_read() -> None:
    assert Card.parse("TH").label == "10♥"
    assert Card.parse("AS").label == "A♠"
    assert Card.parse("W2").label == "Wizard 2"
    assert Suit.parse("♦") is Suit.DIAMONDS


def test_cut_ranks_R_S2() -> None:
    assert cut_rank(Card.parse("N1")) < cut_rank(Card.parse("2C")) < cut_rank(Card.parse("AS"))
    assert cut_rank(Card.parse("AS")) < cut_rank(Card.parse("W1"))
    assert cut_rank(Card.parse("0S")) < cut_rank(Card.parse("7S"))
