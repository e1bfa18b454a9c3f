"""The fast search core (game.bots.search.fast, .rollout, .endgame) against the engine's rules.

The reference is game.tricks (R-L2..R-L5); the exact endgame is checked
against a plain search written here that tries every line of ours.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from devtools.bots.playouts import random_playouts_per_second
from game.bots.search.endgame import best_line
from game.bots.search.fast import Layout, World, random_deal
from game.bots.search.rollout import greedy_choice, greedy_playout, random_playout
from game.cards import SUIT_RANK_ORDER, Card, make_deck
from game.tricks import led_suit, legal_cards, legal_plays, trick_winner
from tests.helpers import cards

# (deck, copies, player counts)
DECKS = [("standard52", 1, (3, 4, 7)), ("seven32", 1, (2, 4)), ("seven32", 2, (5, 9)),
         ("wizard60", 1, (3, 6))]


def random_world(rng: random.Random, deck: str, copies: int, players: int,
                 size: int | None = None) -> World:
    """A fresh random deal with random trump, must-trump and leader."""
    layout = Layout.for_deck(deck, copies)
    if size is None:
        size = rng.randint(1, layout.size // players)
    return World(layout, players, random_deal(layout, players, size, rng), rng.randint(-1, 3),
                 rng.random() < 0.5, rng.randrange(players), [], [0] * players)


def names(items: list[Card]) -> Counter[str]:
    return Counter(str(card) for card in items)


@pytest.mark.parametrize(("deck", "copies", "counts"), DECKS)
def test_legal_and_trick_winner_match_the_engine_R_L2_L5(deck: str, copies: int,
                                                         counts: tuple[int, ...]) -> None:
    rng = random.Random(f"{deck}{copies}")
    layout = Layout.for_deck(deck, copies)
    checked = 0
    for players in counts:
        for _ in range(60):
            world = random_world(rng, deck, copies, players)
            trump = None if world.trump < 0 else SUIT_RANK_ORDER[world.trump]
            while not world.done:
                seat = world.to_act
                hand = layout.decode(world.hands[seat])
                trick = [layout.cards[idx] for _, idx in world.trick]
                legal = layout.decode(world.legal())
                expected = legal_plays(hand, trick, trump, world.must_trump)
                assert set(names(legal)) == set(names(expected))
                led = led_suit(trick) if trick else None
                assert names(legal) == names(legal_cards(hand, led, trump, world.must_trump))
                idx = rng.choice([i for i in range(layout.size) if world.legal() >> i & 1])
                plays = [*world.trick, (seat, idx)]
                won = list(world.won)
                world.play(idx)
                winner = plays[trick_winner([layout.cards[i] for _, i in plays], trump)]
                if len(plays) == players:
                    won[winner[0]] += 1
                    assert world.won == won and world.leader == winner[0] and world.trick == []
                    checked += 1
                else:
                    assert world.current_winner() == winner
    assert checked > 100


def test_illegal_plays_are_refused() -> None:
    layout = Layout.for_deck("standard52")
    world = World.from_cards(layout, [cards("7H AS"), cards("KH 2C")], None, False, 0, [], [0, 0])
    world.play(layout.encode([cards("7H")])[0].bit_length() - 1)
    with pytest.raises(ValueError):
        world.play(layout.encode([cards("2C")])[0].bit_length() - 1)
    with pytest.raises(ValueError, match="two places"):
        World(layout, 2, [0b11, 0b10], -1, False, 0, [], [0, 0])
    with pytest.raises(ValueError, match="as many cards"):
        World(layout, 2, [0b11, 0b100], -1, False, 0, [], [0, 0])


def test_encode_decode_round_trip_and_copies() -> None:
    layout = Layout.for_deck("seven32", 2)
    groups = [cards("5S 5S 7H"), cards("0C"), cards("0C 3D")]
    masks = layout.encode(groups)
    assert [names(layout.decode(m)) for m in masks] == [names(g) for g in groups]
    assert masks[0].bit_count() == 3 and masks[2].bit_count() == 2
    assert not masks[0] & masks[1] and not masks[1] & masks[2]
    with pytest.raises(ValueError):
        layout.encode([cards("5S 5S"), cards("5S")])
    with pytest.raises(ValueError):
        Layout.for_deck("standard52").encode([cards("AS AS")])
    wizard = Layout.for_deck("wizard60")
    full = wizard.encode([make_deck("wizard60")])[0]
    assert full == wizard.full_mask and names(wizard.decode(full)) == names(make_deck("wizard60"))
    assert wizard.special_mask.bit_count() == 8 and all(wizard.suit_of[i] == -1 for i in range(52, 60))
    assert Layout.for_deck("wizard60") is wizard


def test_layout_order_and_strength() -> None:
    layout = Layout.for_deck("seven32", 2)
    spades = layout.decode(layout.suit_mask[0])
    assert [str(c) for c in spades[:4]] == ["0S", "0S", "1S", "1S"]
    assert layout.strength[0] == layout.strength[1] < layout.strength[2]
    for s, suit in enumerate(SUIT_RANK_ORDER):
        assert all(c.suit is suit for c in layout.decode(layout.suit_mask[s]))


@pytest.mark.parametrize(("deck", "copies", "counts"), DECKS)
def test_playouts_conserve_cards_and_tricks(deck: str, copies: int, counts: tuple[int, ...]) -> None:
    rng = random.Random(7)
    for players in counts:
        for _ in range(40):
            world = random_world(rng, deck, copies, players)
            for _ in range(rng.randrange(players * 2)):  # sometimes start mid-round, mid-trick
                if world.done:
                    break
                legal = world.legal()
                world.play(rng.choice([i for i in range(world.layout.size) if legal >> i & 1]))
            before = (list(world.hands), list(world.trick), list(world.won), world.leader)
            total = sum(world.won) + world.tricks_left
            targets = [rng.randint(0, 3) for _ in range(players)]
            first = None
            if not world.done:
                legal = world.legal()
                first = rng.choice([i for i in range(world.layout.size) if legal >> i & 1])
            for result in (random_playout(world, rng), greedy_playout(world, rng, targets),
                           greedy_playout(world, rng, targets, first)):
                assert sum(result) == total
                assert all(r >= w for r, w in zip(result, world.won, strict=True))
            assert (world.hands, world.trick, world.won, world.leader) == before


def test_greedy_playout_refuses_an_illegal_first_card() -> None:
    layout = Layout.for_deck("standard52")
    world = World.from_cards(layout, [cards("7H AS"), cards("KH 2C")], None, False, 1, [], [0, 0])
    world.play(layout.encode([cards("KH")])[0].bit_length() - 1)
    with pytest.raises(ValueError):
        greedy_playout(world, random.Random(1), [1, 1], layout.encode([cards("AS")])[0].bit_length() - 1)


def test_random_playouts_per_second_runs() -> None:
    assert random_playouts_per_second(0.2) > 0


# -- exact endgame: every line of our own against the table's policy ------------


class _NoFlip(random.Random):
    """Never takes the rollout policy's coin flip (equal cards of two suits), so
    the search and the reference below see the same table."""

    def random(self) -> float:
        return 0.99


def index(layout: Layout, text: str) -> int:
    return layout.encode([cards(text)])[0].bit_length() - 1


def made(bid: int, tricks: int) -> list[int]:
    """R-C1: bid made exactly scores 10 + bid, else 0."""
    return [10 + bid if k == bid else 0 for k in range(tricks + 1)]


def test_a_seat_that_has_made_its_bid_ducks() -> None:
    layout = Layout.for_deck("standard52")
    # Seat 0 led 9♠; seat 1 (bid 1, won 1) can win with A♠ or duck with 2♠.
    world = World.from_cards(layout, [cards("3D"), cards("AS 2S"), cards("4S 4D"), cards("5S 5D")],
                             None, False, 0, [(0, Card.parse("9S"))], [1, 1, 1, 0])
    values = best_line(world, [2, 1, 1, 1], made(1, 5))
    assert values == {index(layout, "2S"): 11, index(layout, "AS"): 0}


def test_a_seat_needing_one_trick_plays_the_boss_trump() -> None:
    layout = Layout.for_deck("standard52")
    # Hearts trump. Seat 0 led A♠; seat 1 (bid 1, none yet) is void in spades.
    # A♥ now wins this trick and 2♥ loses the next to K♥; 2♥ now would win both.
    world = World.from_cards(layout, [cards("6D"), cards("AH 2H"), cards("3S KH"), cards("4S 5D")],
                             SUIT_RANK_ORDER[1], False, 0, [(0, Card.parse("AS"))], [0, 0, 0, 0])
    values = best_line(world, [1, 1, 0, 0], made(1, 2))
    assert values == {index(layout, "AH"): 11, index(layout, "2H"): 0}


def every_line(world: World, me: int, targets: list[int], points: list[int]) -> int:
    """Seat ``me``'s best final points, trying every card of its own and playing
    the others one by one with the rollout policy's own choice."""
    rng = _NoFlip()

    def value(node: World) -> int:
        while not node.done and node.to_act != me:
            node.play(greedy_choice(node, rng, targets))
        if node.done:
            return points[node.won[me]]
        legal = node.legal()
        best = None
        for idx in range(node.layout.size):
            if legal >> idx & 1:
                child = node.copy()
                child.play(idx)
                found = value(child)
                best = found if best is None else max(best, found)
        assert best is not None
        return best

    return value(world)


@pytest.mark.parametrize(("deck", "copies", "counts"), DECKS)
def test_best_line_agrees_with_trying_every_line(deck: str, copies: int,
                                                 counts: tuple[int, ...]) -> None:
    rng = random.Random(f"line{deck}{copies}")
    for players in counts:
        for _ in range(25):
            world = random_world(rng, deck, copies, players, size=rng.randint(1, 4))
            for _ in range(rng.randrange(players)):  # sometimes start inside the first trick
                legal = world.legal()
                world.play(rng.choice([i for i in range(world.layout.size) if legal >> i & 1]))
            tricks = sum(world.won) + world.tricks_left
            targets = [rng.randint(0, tricks) for _ in range(players)]
            # Few distinct values, so ties are common.
            points = [rng.randint(0, 3) for _ in range(tricks + 1)]
            values = best_line(world, targets, points, rng=_NoFlip())
            assert values is not None
            legal = world.legal()
            assert set(values) == {i for i in range(world.layout.size) if legal >> i & 1}
            for idx, value in values.items():
                child = world.copy()
                child.play(idx)
                assert value == every_line(child, world.to_act, targets, points)


def test_best_line_gives_up_beyond_its_budget_and_has_nothing_to_say_once_done() -> None:
    rng = random.Random(3)
    world = random_world(rng, "standard52", 1, 4, size=8)
    assert best_line(world, [2, 2, 2, 2], made(2, 8), max_nodes=5) is None
    assert best_line(world, [2, 2, 2, 2], made(2, 8), max_nodes=100_000) is not None
    done = random_world(rng, "standard52", 1, 2, size=1)
    done.play(done.legal().bit_length() - 1)
    done.play(done.legal().bit_length() - 1)
    assert best_line(done, [1, 1], made(1, 1)) == {}
    with pytest.raises(ValueError, match="every trick count"):
        best_line(world, [2, 2, 2, 2], made(2, 3))


def test_of_two_equal_copies_the_first_played_wins_and_the_search_tells_them_apart() -> None:
    layout = Layout.for_deck("seven32", 2)
    five_a, five_b, six = 10, 11, 12  # 5♠ (two copies), 6♠: suits in blocks, copies adjacent
    assert [str(layout.cards[i]) for i in (five_a, five_b, six)] == ["5S", "5S", "6S"]
    # Seat 1 led the first 5♠; seat 0 (bid 0) holds the other 5♠ and 6♠.
    world = World(layout, 2, [1 << five_b | 1 << six, 1 << index(layout, "0H")], -1, False, 1,
                  [(1, five_a)], [0, 0])
    assert best_line(world, [0, 0], made(0, 2)) == {five_b: 10, six: 0}
    world.play(five_b)
    assert world.won == [0, 1] and world.leader == 1


# -- the rollout policy plays as the Normal bot does ----------------------------


def _choice(hands: list[str], trump: str | None, trick: list[tuple[int, str]], targets: list[int],
            ghost: str = "", leader: int | None = None) -> Card:
    layout = Layout.for_deck("standard52")
    suit = None if trump is None else Card.parse("2" + trump).suit
    start = leader if leader is not None else (trick[0][0] if trick else 0)
    world = World.from_cards(layout, [cards(h) for h in hands], suit, False, start,
                             [(s, Card.parse(c)) for s, c in trick], [0] * len(hands),
                             cards(ghost) if ghost else ())
    return layout.cards[greedy_choice(world, random.Random(1), targets)]


def test_rollouts_ruff_with_the_lowest_trump_unless_a_boss_trump_is_held() -> None:
    # seat 1 is void in clubs and needs a trick: 3♥ is enough, the 9♥ is kept
    assert _choice(["AC", "3H 9H", "5S KH", "7S 8S"], "H", [(0, "4C")], [0, 1, 0, 0]) \
        == Card.parse("3H")
    # holding the boss trump (the K♥ is out, the A♥ is not), it wins with that
    assert _choice(["AC", "3H AH", "5S KH", "7S 8S"], "H", [(0, "4C")], [0, 1, 0, 0]) \
        == Card.parse("AH")


def test_rollouts_lead_a_boss_trump_only_when_every_trump_is_needed() -> None:
    hands = ["AH 2H 5C", "3S 4S KC", "7S 8S 9S", "TS JS QS"]
    assert _choice(hands, "H", [], [1, 0, 0, 0]) == Card.parse("5C")  # keeps its trumps
    assert _choice(hands, "H", [], [3, 0, 0, 0]) == Card.parse("AH")  # needs them all


def test_rollouts_count_undealt_cards_as_out_like_a_player_must() -> None:
    hands = ["KS 2D", "3D 4D", "5D 6D", "7D 8D"]
    # nobody holds the A♠, so with perfect sight the K♠ is the boss and is cashed;
    # a player cannot know the ace was not dealt, and gives up the 2♦ instead
    assert _choice(hands, None, [], [1, 0, 0, 0]) == Card.parse("KS")
    assert _choice(hands, None, [], [1, 0, 0, 0], ghost="AS") == Card.parse("2D")


def test_rollouts_lead_the_card_most_likely_beaten_once_the_bid_is_made() -> None:
    # the 9♦ has five diamonds above it out, the 8♠ only the A♠: lead the diamond
    hands = ["8S 9D", "AS TD", "JD QD", "KD AD"]
    assert _choice(hands, None, [], [0, 1, 1, 1]) == Card.parse("9D")


@pytest.mark.slow
def test_rollouts_foresee_how_normal_bots_play(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rollouts stand in for the table's play in Hard's search: with the true
    deal, they foresee nearly every made-or-missed of Normal seats playing by their
    habits (the old policy, which cashed every boss and ruffed high, got 71% of
    them). Normal's lookahead over the last four tricks is beyond them: with it,
    about four in five; Normal bots of other seeds, finishing the same rounds, do
    hardly better (the lookahead decides in deals it imagines)."""
    from devtools.bots.fidelity import rollout_fidelity
    from game.bots.levels import normal

    whole = rollout_fidelity(games=12)
    assert whole["seats"] > 500
    assert 0.7 < whole["made_agree"] < 0.9
    assert whole["replica_agree"] < 0.9
    # 12 games are ~960 seats: four blocks of 12 put the gap at 0.04 to 0.07 (0.038 over 8,032)
    assert whole["made_agree"] > whole["replica_agree"] - 0.08
    monkeypatch.setattr(normal, "LOOKAHEAD_TRICKS", 0)
    habits = rollout_fidelity(games=12)
    assert habits["made_agree"] > 0.9
    assert habits["tricks_off"] < 0.12
    assert habits["replica_agree"] > 0.98  # without the lookahead Normal leaves (almost) nothing to chance


def test_a_deal_where_a_seat_could_have_covered_explains_its_low_card_worse() -> None:
    from game.bots.search.rollout import policy_misses

    layout = Layout.for_deck("standard52")

    def misses(second: str) -> int:
        world = World.from_cards(layout, [cards("KS 5H"), cards(second), cards("4S 6H"),
                                          cards("7S 8H")], None, False, 0, [], [0] * 4)
        plays = [(0, index(layout, "KS")), (1, index(layout, "2S")), (2, index(layout, "4S")),
                 (3, index(layout, "7S"))]
        return policy_misses(world, plays, [0, 1, 0, 0], skip=0)

    # seat 1 bid one trick and played the 2♠ under the K♠: holding the A♠ it would have won
    assert misses("AS 2S") == 1
    assert misses("3S 2S") == 0
