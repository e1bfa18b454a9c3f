"""Invariants over every preset × every player count × random seeds (hypothesis)."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.actions import Action, Bid, CardBid, ChooseTrump, Pass, Play
from game.cards import Card, Suit, make_deck
from game.errors import IllegalActionError
from game.game import Game, Phase
from game.presets import PRESETS, preset
from game.record import replay, to_record
from game.rules import Rules
from game.tricks import legal_plays, trick_winner

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def games(draw: st.DrawFn) -> tuple[Rules, int, int]:
    """A preset (sometimes with house rules), a player count it allows, and a seed."""
    name = draw(st.sampled_from(sorted(PRESETS)))
    rules = preset(name)
    if name == "oh-seven" and draw(st.booleans()):
        rules = rules.replace(passing=True)
    if name == "oh-pshaw" and draw(st.booleans()):
        rules = rules.replace(simultaneous_bidding=True, max_hand=5)
    players = draw(st.integers(rules.min_players, rules.max_players))
    return rules, players, draw(st.integers(0, 2**32))


def _snapshot(game: Game) -> object:
    return (to_record(game, started="x"), game.phase, game.to_act, len(game.events),
            len(game.log), copy.deepcopy(game.state))


def _illegal_candidates(game: Game) -> list[Action]:
    """Actions that must be refused now: the wrong kind, or not in legal_actions()."""
    legal = game.legal_actions()
    seat = game.to_act
    assert seat is not None
    hand = game.state.hands[seat]
    deck = make_deck(game.rules.deck, 1)
    out: list[Action] = [Bid(-1), Bid(game.round.hand_size + 1), ChooseTrump(Suit.SPADES)]
    out += [Play(c) for c in deck[:6] if Play(c) not in legal]
    out += [CardBid(c) for c in deck[:6] if CardBid(c) not in legal]
    out += [Play(c) for c in hand if Play(c) not in legal]
    out += [Bid(n) for n in range(game.round.hand_size + 1) if Bid(n) not in legal]
    out += [Pass(tuple(hand[:1])), Pass(())]
    return [a for a in out if a not in legal]


def _check_round(game: Game, index: int) -> None:
    rnd = game.rounds[index]
    deck = Counter(make_deck(game.rules.deck, game.rules.copies(game.players)))
    for deal in rnd.deals:  # cards conserved: every card dealt once at most, from the deck
        dealt = Counter(c for hand in deal for c in hand)
        if rnd.turn_up is not None and deal is rnd.deals[-1]:
            dealt[rnd.turn_up] += 1
        assert not dealt - deck
    played = Counter(c for trick in rnd.tricks for _, c in trick.plays)
    if rnd.complete:
        in_hands = Counter(c for hand in rnd.hands for c in hand)
        assert played == in_hands, "every card of the hands played, nothing else"
        assert len(rnd.tricks) == rnd.hand_size
        for trick in rnd.tricks:
            cards = [c for _, c in trick.plays]
            assert trick.winner == trick.plays[trick_winner(cards, rnd.trump)][0]
        assert rnd.tricks_won == [sum(t.winner == s for t in rnd.tricks)
                                  for s in range(game.players)]
        assert rnd.scores is not None
        before = game.rounds[index - 1].totals if index else [0] * game.players
        if rnd.tie_break:  # its points are its own column (R-G2)
            assert rnd.totals == before
        else:
            assert rnd.totals == [a + b for a, b in zip(before, rnd.scores, strict=True)]


@pytest.mark.slow
@SETTINGS
@given(games())
def test_random_games_keep_every_invariant(spec: tuple[Rules, int, int]) -> None:
    rules, players, seed = spec
    rng = random.Random(seed)
    game = Game(rules, players, seed)
    hands_at_play: dict[int, list[Card]] = {}
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        assert legal, "a seat to act always has a legal action"
        if rng.random() < 0.05:
            for bad in _illegal_candidates(game)[:6]:
                before = _snapshot(game)
                try:
                    game.apply(bad)
                except IllegalActionError:
                    pass
                else:
                    raise AssertionError(f"{bad} was accepted but is not legal")
                assert _snapshot(game) == before, f"refusing {bad} changed the game"
        action = rng.choice(legal)
        if isinstance(action, Play):
            hands_at_play[seat] = list(game.state.hands[seat])
            assert action.card in legal_plays(game.state.hands[seat], game.state.trick, game.state.trump,
                                              game.rules.must_trump)
        game.apply(action)
    for index in range(len(game.rounds)):
        _check_round(game, index)
    assert game.totals == game.rounds[-1].totals
    if rules.tie_break:
        assert len(game.winners) == 1, "tie-breaks end untied"
    scheduled = game.rounds[game.scheduled_rounds - 1].totals
    tied = [s for s in range(players) if scheduled[s] == max(scheduled)]
    if len(game.rounds) == game.scheduled_rounds:
        assert game.winners == [s for s in range(players) if game.totals[s] == max(game.totals)]
    else:
        assert len(tied) > 1 and set(game.winners) <= set(tied)
        assert game.totals == scheduled, "tie-break points stay out of the totals (R-G2)"


@pytest.mark.slow
@SETTINGS
@given(games())
def test_same_seed_same_record_and_records_replay_identically(
        spec: tuple[Rules, int, int]) -> None:
    rules, players, seed = spec
    records = []
    for _ in range(2):
        rng = random.Random(seed)
        game = Game(rules, players, seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        records.append(to_record(game, started="2026-01-01T00:00:00Z"))
    assert records[0] == records[1]
    assert to_record(replay(records[0]), started="2026-01-01T00:00:00Z") == records[0]


def _redeal_hidden(game: Game, seat: int, rng: random.Random) -> Game | None:
    """A copy of ``game`` whose hidden cards (other hands, other secret choices) are
    shuffled consistently with what ``seat`` knows; None if no consistent deal was found."""
    view = game.view(seat)
    other = copy.deepcopy(game)
    seats = [s for s in range(game.players) if s != seat]
    known = {s: view.known_cards(s) for s in seats}
    pool: list[Card] = []
    for s in seats:
        rest = Counter(game.state.hands[s]) - Counter(known[s])
        pool += list(rest.elements())
    for _ in range(200):
        rng.shuffle(pool)
        at = 0
        new = {}
        for s in seats:
            need = len(game.state.hands[s]) - len(known[s])
            new[s] = known[s] + pool[at:at + need]
            at += need
        if all(c.suit not in view.voids[s] for s in seats for c in new[s][len(known[s]):]):
            for s in seats:
                other.state.hands[s] = new[s]
            for s in other.state.secret_bids:
                if s != seat:
                    other.state.secret_bids[s] = rng.randrange(game.round.hand_size + 1)
            return other
    return None


@SETTINGS
@given(games(), st.integers(1, 400), st.integers(0, 8))
def test_a_view_does_not_change_when_hidden_cards_are_redealt(
        spec: tuple[Rules, int, int], steps: int, who: int) -> None:
    rules, players, seed = spec
    rng = random.Random(seed)
    game = Game(rules, players, seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    seat = who % players
    other = _redeal_hidden(game, seat, rng)
    if other is None:
        return
    assert other.view(seat) == game.view(seat)
    if game.phase is Phase.PLAY:
        assert other.view(seat).hand == game.view(seat).hand
