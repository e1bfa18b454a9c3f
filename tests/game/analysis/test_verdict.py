"""A judge a learner can trust: one decision judged at the table (game/analysis/verdict.py),
losses measured on common samples and counted only clear of their noise
(game/analysis/outcomes.py), and the round's work shared between decisions
(game/analysis/search.py)."""

from __future__ import annotations

import random

import pytest

from game.actions import Action, Bid, Play
from game.analysis import Judge, Verdict, analyse_game, judge_decision
from game.analysis.decisions import Kind, decisions
from game.analysis.outcomes import CLEAR, Outcomes
from game.analysis.search import Search
from game.cards import Card
from game.game import Game, Phase
from game.match import play_match
from game.presets import preset
from game.view import SeatView

SMALL = Judge(play_deals=6, bid_deals=12)
A, B, C = Bid(0), Bid(1), Bid(2)


def _outcomes(rows: list[tuple[float, float]], seed: int = 0, spread: float = 0.0) -> Outcomes:
    """Two candidates A and B scored on ``rows`` (A's and B's points), folds alternating,
    each row's scores moved by the same noise (the deal's luck, common to both)."""
    rng = random.Random(seed)
    out = Outcomes([A, B])
    for i, (a, b) in enumerate(rows):
        luck = rng.gauss(0, spread)
        out.add(i % 2, {A: a + luck, B: b + luck}, {A: 0.0, B: 0.0})
    return out


def test_the_best_of_equal_candidates_is_not_worth_more_than_they_are() -> None:
    """The winner's curse: three candidates worth the same, each sample noisy. The best
    mean over all samples is too high; the value priced on the other fold is not."""
    rng = random.Random(5)
    high = crossed = 0.0
    for _ in range(200):
        out = Outcomes([A, B, C])
        for i in range(20):
            out.add(i % 2, {x: rng.gauss(10, 3) for x in (A, B, C)}, {x: 0.0 for x in (A, B, C)})
        best = out.best([A, B, C])
        assert best is not None
        high += out.estimates()[best].points - 10
        crossed += out.value([A, B, C]) - 10
    assert high / 200 > 0.5  # the plain best is biased up by about a standard error
    assert abs(crossed / 200) < 0.25


def test_common_luck_cancels_and_a_clear_loss_counts() -> None:
    """B is one point worse than A on every deal; each deal moves both by the same luck
    (sd 10). The difference carries none of it: the loss is 1, clear of its noise."""
    out = _outcomes([(11.0, 10.0)] * 20, seed=1, spread=10.0)
    loss = out.loss(B, [A, B])
    assert loss.loss == pytest.approx(1.0)
    assert loss.noise == pytest.approx(0.0, abs=1e-9)
    assert loss.clear and loss.counted == pytest.approx(1.0)
    assert out.loss(A, [A, B]).counted == 0  # the best is never charged


def test_a_loss_within_its_noise_does_not_count() -> None:
    """B is worse by 0.5 on average, but the differences swing by ±5 from deal to deal: the
    loss stands within twice its noise, so nothing is counted (and its noise is kept)."""
    rows = [(10.0 + (5 if i % 4 < 2 else -5), 9.5) for i in range(20)]
    out = _outcomes(rows)
    loss = out.loss(B, [A, B])
    assert 0 < loss.loss < CLEAR * loss.noise
    assert not loss.clear and loss.counted == 0
    assert loss.noise > 0.5


def _bid_view(seed: int = 3) -> SeatView:
    game = Game(preset("oh-pshaw"), 4, seed)
    while game.round.hand_size < 5 or game.phase is not Phase.BID:
        seat = game.to_act
        assert seat is not None
        game.apply(game.legal_actions()[0] if game.phase is Phase.PLAY else Bid(0))
    seat = game.to_act
    assert seat is not None
    return game.view(seat)


def test_a_wild_bid_gives_points_away_and_the_best_bid_none() -> None:
    view = _bid_view()
    best = judge_decision(view, view.legal[0], SMALL).best
    assert best is not None
    verdict = judge_decision(view, best, SMALL)
    assert verdict.loss == 0 and not verdict.gave_away and verdict.kind is Kind.BID
    assert verdict.tricks is not None and 0 <= verdict.tricks <= view.hand_size
    assert isinstance(best, Bid)
    far = max((a for a in view.legal if isinstance(a, Bid)), key=lambda a: abs(a.tricks - best.tricks))
    wild = judge_decision(view, far, SMALL)
    assert wild.gave_away and wild.loss > CLEAR * wild.noise
    assert wild.best != far and far in wild.estimates


def test_a_card_that_throws_a_made_bid_away_is_called_out() -> None:
    """Late in a round, cards differ: the judge's best card costs nothing, and some other
    card is charged clear of its noise in one of these positions."""
    game = play_match(preset("oh-pshaw"), ["normal"] * 4, 2).game
    charged = 0
    for decision in decisions(game, range(6, 8)):
        view = decision.view
        if decision.kind is not Kind.PLAY or len(view.legal) < 2:
            continue
        verdicts = [judge_decision(view, a, SMALL) for a in view.legal]
        best = verdicts[0].best
        assert best is not None
        assert next(v for v in verdicts if v.action == best).loss == 0
        charged += any(v.gave_away for v in verdicts)
    assert charged > 0


def test_a_decision_with_nothing_to_choose_costs_nothing() -> None:
    game = Game(preset("oh-pshaw"), 4, 1)  # round 1: one card each
    game.apply(Bid(0))
    game.apply(Bid(1))
    game.apply(Bid(0))
    game.apply(Bid(0))
    seat = game.to_act
    assert seat is not None and game.phase is Phase.PLAY
    view = game.view(seat)
    verdict = judge_decision(view, view.legal[0])
    assert verdict == Verdict(view.legal[0], Kind.PLAY, view.legal[0], 0.0, 0.0, {})


def test_an_illegal_action_is_refused() -> None:
    view = _bid_view()
    with pytest.raises(ValueError):
        judge_decision(view, Play(Card.parse("AS")) if Play(Card.parse("AS")) not in view.legal
                       else Bid(99))


def test_the_same_view_gets_the_same_verdict_and_another_salt_another_sample() -> None:
    view = _bid_view(seed=4)
    action: Action = view.legal[-1]
    one = judge_decision(view, action, Judge(6, 12))
    assert one == judge_decision(view, action, Judge(6, 12))
    assert one.estimates != judge_decision(view, action, Judge(6, 12, salt=1)).estimates


def test_the_rounds_bidders_are_shared_between_decisions_and_not_across_rounds() -> None:
    """Normal's bid for a hand is worked out once a round, for every decision of it."""
    game = play_match(preset("oh-pshaw"), ["normal"] * 4, 1).game
    search = Search()
    views = [d.view for d in decisions(game, range(5, 7)) if d.kind is Kind.PLAY]
    by_round = {}
    for view in views:
        bids = search.sampler(view).bids
        assert by_round.setdefault(view.round_number, bids) is bids
    assert by_round[5] is not by_round[6]


def test_the_noise_is_kept_beside_the_record_and_shown_in_the_report() -> None:
    """Each rating's noise goes into the analysis file and comes back; a negative noise is a
    file that does not hold together; the report's JSON gives each player's noise."""
    from saves.analysis_cache import Stale, _rating_json, ratings_from_json

    game = play_match(preset("oh-pshaw").replace(max_hand=4), ["normal", "random"] * 2, 3).game
    report = analyse_game(game, SMALL)
    assert any(r.noise > 0 for r in report.ratings)
    data = [_rating_json(r) for r in report.ratings]
    assert [r.noise for r in ratings_from_json(data, game)] == [r.noise for r in report.ratings]
    broken = [dict(entry) for entry in data]
    noisy = next(i for i, r in enumerate(report.ratings) if r.noise > 0)
    broken[noisy]["noise"] = -1.0
    with pytest.raises(Stale):
        ratings_from_json(broken, game)
    for seat in report.as_json()["seats"]:
        assert set(seat["noise"]) == {"bid_loss", "play_loss"}
        assert all(value >= 0 for value in seat["noise"].values())
    assert any(seat["noise"]["play_loss"] > 0 for seat in report.as_json()["seats"])
