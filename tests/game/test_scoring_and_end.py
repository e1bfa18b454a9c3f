"""Scores, totals and the end of the game (R-C6, R-C7, R-G1..R-G4, R-L7); the score pad (R-G5)
has tests of its own (test_score_pad.py)."""

from __future__ import annotations

import random

import pytest

from game import events as ev
from game.actions import Bid, EndEarly, Play
from game.errors import IllegalActionError
from game.game import Game, Phase
from game.outcome import Reason, game_outcome, outcome
from game.presets import preset
from game.rules import Rules
from game.scoring import round_scores
from tests.helpers import fixed_rules, play_random


def test_round_winner_bonus_R_C6() -> None:
    rules = Rules(round_winner_bonus=True)
    assert round_scores(rules, [2, 0, 1], [2, 0, 0], 2) == [22, 10, 0]
    assert round_scores(rules, [1, 1, 0], [1, 1, 0], 2) == [21, 21, 10]
    assert round_scores(Rules(), [2, 0, 1], [2, 0, 0], 2) == [12, 10, 0]


def test_totals_are_running_sums_R_C7() -> None:
    game = play_random(Game(preset("up-and-down"), 5, seed=4), random.Random(4))
    running = [0] * 5
    for rnd in game.rounds:
        assert rnd.scores is not None
        running = [a + b for a, b in zip(running, rnd.scores, strict=True)]
        assert rnd.totals == running
    scored = [e for e in game.events if isinstance(e, ev.RoundScored)]
    assert [e.totals for e in scored] == [tuple(r.totals) for r in game.rounds]
    assert list(game.totals) == running


def test_highest_total_wins_after_the_schedule_R_G1() -> None:
    for seed in range(30):
        game = play_random(Game(preset("oh-pshaw").replace(tie_break=False), 4, seed),
                           random.Random(seed))
        assert len(game.rounds) == 13
        top = max(game.totals)
        assert game.winners == [s for s in range(4) if game.totals[s] == top]
        assert game.events[-1] == ev.GameOver(tuple(game.winners), tuple(game.totals), False)


def test_tie_break_rounds_until_one_tied_player_wins_R_G2() -> None:
    """The extra round decides between the tied leaders only; its points are its own column
    and stay out of the totals, so the winner always holds the highest total."""
    rules = fixed_rules(preset("oh-pshaw"), 2, rounds=1)
    seen = outsider_scored_more = 0
    for seed in range(200):
        game = play_random(Game(rules, 3, seed), random.Random(seed))
        if len(game.rounds) == 1:
            assert game.totals.count(max(game.totals)) == 1
            continue
        seen += 1
        first = game.rounds[0]
        assert first.totals.count(max(first.totals)) > 1
        candidates = [s for s in range(3) if first.totals[s] == max(first.totals)]
        for rnd in game.rounds[1:]:
            assert rnd.tie_break and rnd.hand_size == 2
            assert rnd.scores is not None and rnd.totals == first.totals
            best = max(rnd.scores[s] for s in candidates)
            outsider_scored_more += any(rnd.scores[s] > best for s in range(3) if s not in candidates)
            candidates = [s for s in candidates if rnd.scores[s] == best]
        assert game.winners == candidates and len(candidates) == 1
        assert game.totals == first.totals and game.totals[game.winners[0]] == max(game.totals)
        assert any(isinstance(e, ev.TieBreak) for e in game.events)
        assert game.events[-1] == ev.GameOver(tuple(game.winners), tuple(first.totals), False)
    assert seen > 10 and outsider_scored_more > 0  # a player outside the tie cannot win it


def test_why_the_winner_won_after_a_tie_break_R_G2() -> None:
    rules = fixed_rules(preset("oh-pshaw"), 2, rounds=1)
    game = next(g for seed in range(200)
                if len((g := play_random(Game(rules, 3, seed), random.Random(seed))).rounds) == 2)
    done = game_outcome(game)
    winner = game.winners[0]
    extra = game.rounds[1].scores
    assert extra is not None
    assert done.reason is Reason.TIE_BREAK and done.winners == (winner,)
    assert done.total == max(game.totals) and done.score == extra[winner]
    assert done.tied == tuple(s for s in range(3) if game.totals[s] == max(game.totals))
    assert done.other == max(extra[s] for s in done.tied if s != winner)
    line = done.line(["Ada", "Bob", "Cy"])
    assert line.key == "tie_break" and line.values["count"] == 1
    assert str(line) == (f"Tied for the lead on {done.total} points, {['Ada', 'Bob', 'Cy'][winner]} "
                         f"won the tie-break round: {done.score} to {done.other}.")


def test_why_the_winner_won_without_a_tie_break_R_G1_G3() -> None:
    names = ["Ada", "Bob", "Cy", "Di"]
    game = play_random(Game(preset("oh-pshaw").replace(tie_break=False), 4, 3), random.Random(3))
    done = game_outcome(game)
    expected = Reason.SHARED if len(game.winners) > 1 else Reason.HIGHEST_TOTAL
    assert done.reason is expected and done.total == max(game.totals)
    shared = outcome([30, 30, 12], [(False, [30, 30, 12])], [0, 1], ended_early=False)
    assert str(shared.line(names)) == "Ada and Bob share the win with 30 points each."
    early = Game(preset("oh-pshaw"), 4, seed=5)
    play_random(early, random.Random(5), steps=30)
    early.apply(EndEarly())
    line = game_outcome(early).line(names)
    assert line.key in ("ended_early", "ended_early_shared")
    assert str(line).startswith("The game was ended early; ")


@pytest.mark.parametrize("steps", [0, 1, 5])
def test_a_game_ended_before_any_round_was_scored_was_won_by_nobody_R_G3(steps: int) -> None:
    """Everybody leads on 0, so the rule names every seat; the game was not played for."""
    game = Game(preset("oh-pshaw").replace(max_hand=3), 4, seed=6)
    play_random(game, random.Random(6), steps=steps)
    game.apply(EndEarly())
    assert game.winners == [0, 1, 2, 3] and not any(r.complete for r in game.rounds)
    done = game_outcome(game)
    assert done.reason is Reason.NOT_STARTED and done.winners == ()
    line = done.line(["Ada", "Bob", "Cy", "Di"])
    assert line.key == "not_started"
    assert str(line) == "The game was stopped before it began: no round was scored."


def test_a_game_ended_after_one_round_still_has_its_leaders_R_G3() -> None:
    game = Game(fixed_rules(preset("oh-pshaw"), 1, rounds=3), 3, seed=2)
    rng = random.Random(2)
    while not game.rounds[0].complete:
        game.apply(rng.choice(game.legal_actions()))
    game.apply(EndEarly())
    done = game_outcome(game)
    assert done.reason is Reason.ENDED_EARLY and list(done.winners) == game.winners
    assert done.total == max(game.totals)


def test_early_end_leader_wins_and_the_round_scores_nothing_R_G3() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=5)
    rng = random.Random(5)
    while game.round.number < 4 or game.phase is not Phase.PLAY or not game.state.trick:
        game.apply(rng.choice(game.legal_actions()))
    totals = list(game.totals)
    game.apply(EndEarly())
    assert game.is_over and game.ended_early and game.totals == totals
    assert game.winners == [s for s in range(4) if totals[s] == max(totals)]
    assert not game.round.complete and game.round.scores is None
    assert game.legal_actions() == []
    with pytest.raises(IllegalActionError, match="over"):
        game.apply(Bid(0))
    with pytest.raises(IllegalActionError, match="over"):
        game.apply(EndEarly())


def test_finished_and_early_games_are_recorded_R_G4() -> None:
    from game.record import to_record

    game = Game(preset("oh-pshaw"), 3, seed=2)
    play_random(game, random.Random(2), steps=30)
    game.apply(EndEarly())
    record = to_record(game)
    assert record["result"]["ended_early"] is True
    assert record["rounds"][-1]["complete"] is False and "scores" not in record["rounds"][-1]


def test_the_engine_never_lets_a_renege_happen_R_L7() -> None:
    rng = random.Random(7)
    for seed in range(20):
        game = Game(preset("la-podrida"), 5, seed)
        while not game.is_over:
            if game.phase is Phase.PLAY and game.to_act is not None:
                legal = {a.card for a in game.legal_actions()}  # type: ignore[union-attr]
                illegal = [c for c in game.state.hands[game.to_act] if c not in legal]
                for card in illegal:
                    with pytest.raises(IllegalActionError):
                        game.apply(Play(card))
            game.apply(rng.choice(game.legal_actions()))
