"""Bots: every level plays every preset; right answers in clear positions;
reproducible decisions that depend only on what the seat may know."""

from __future__ import annotations

import copy
import random

import pytest

from bot_runtime.worker import hint_for
from game import bots
from game.actions import Bid, CardBid, Play
from game.bots import LEVELS, PLAYABLE, make_bot
from game.bots.levels.hard import ClairvoyantBot, ExpertBot, HardBot
from game.game import Game, Phase
from game.match import play_match
from game.presets import PRESETS, preset
from tests.game.test_properties import _redeal_hidden
from tests.helpers import cards, fixed_rules, stack

LEVEL_NAMES = ["easy", "normal", "hard"]


def _quick(level: str, seed: int):  # type: ignore[no-untyped-def]
    """A bot; Hard with a small fixed budget so the suite stays fast."""
    if level == "hard":
        return HardBot(seed, nodes=60)
    return make_bot(level, seed)


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("name", list(PRESETS))
def test_every_level_plays_every_preset_to_the_end(level: str, name: str) -> None:
    rules = preset(name)
    if name not in ("oh-seven",):
        rules = rules.replace(max_hand=min(5, rules.max_hand or 5))
    players = 5 if name == "oh-seven" else 4
    game = Game(rules, players, seed=3)
    bots = [_quick(level, s) for s in range(players)]
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = bots[seat].choose(view)
        assert action in view.legal
        game.apply(action)
    assert game.winners


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("changes", [
    {"hook": True}, {"simultaneous_bidding": True}, {"must_trump": True},
    {"last_round_no_trump": True}, {"nil_bonus": True, "round_winner_bonus": True},
])
def test_every_level_plays_house_rules(level: str, changes: dict[str, object]) -> None:
    rules = preset("oh-pshaw").replace(max_hand=4, **changes)
    game = Game(rules, 4, seed=8)
    bots = [_quick(level, s) for s in range(4)]
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_oh_seven_passing_and_card_bids(level: str) -> None:
    match = play_match(preset("oh-seven").replace(passing=True), [level if level != "hard"
                                                                  else "normal"] * 3, seed=4)
    assert match.game.is_over
    bots = [_quick(level, s) for s in range(3)]
    game = Game(preset("oh-seven").replace(passing=True), 3, seed=4)
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))


@pytest.mark.parametrize("searcher", [HardBot, ExpertBot])
def test_a_bid_card_above_the_hand_is_played_on_and_judged_R_B4(searcher: type[HardBot]) -> None:
    """Oh-Seven of two cards a hand: the bid is the card's number (R-B4), so a 4 or a 7 may
    be bid in a round of two tricks. The search plays on (that bid cannot be made) and the
    review's judge rates every decision of the round."""
    from game.analysis import Judge
    from game.analysis.judge import rate_game
    game = Game(preset("oh-seven").replace(max_hand=2), 3, seed=0)
    normal = [make_bot("normal", s) for s in range(3)]
    while game.phase is not Phase.PLAY:
        seat = game.to_act
        assert seat is not None
        game.apply(normal[seat].choose(game.view(seat)))
    assert max(b.tricks for b in game.round.bids) > game.round.hand_size
    search = searcher(1, nodes=60)
    while game.round.number == 1:
        seat = game.to_act
        assert seat is not None
        game.apply(search.choose(game.view(seat)))
    decisions = sum(1 for seat, _ in game.log if seat is not None)
    assert len(list(rate_game(game, Judge(), range(1, 2)))) == decisions


def _two_card_round(hands: list[str], bids: tuple[int, int, int, int], trump: str) -> Game:
    """A 4-player 2-card round with chosen hands; seat 2 deals, so seat 3 bids and
    leads first and seat 0 plays second."""
    seed = 0
    game = Game(fixed_rules(preset("oh-pshaw"), 2), 4, seed)
    while game.round.dealer != 2:
        seed += 1
        game = Game(fixed_rules(preset("oh-pshaw"), 2), 4, seed)
    stack(game, hands, trump)
    for seat in (3, 0, 1, 2):
        assert game.to_act == seat
        game.apply(Bid(bids[seat]))
    return game


def _decide(level: str, game: Game) -> object:
    bot = HardBot(7, nodes=400) if level == "hard" else make_bot(level, 7)
    seat = game.to_act
    assert seat is not None
    return bot.choose(game.view(seat))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_needs_the_trick_and_holds_the_boss_trump_takes_it(level: str) -> None:
    # seat 0 bid 2 and holds A♠ (boss trump) and A♦; clubs are led and it has none:
    # only trumping now and leading A♦ next makes both tricks
    game = _two_card_round(["AS AD", "KC 2D", "QC 3D", "5C 4D"], (2, 0, 0, 0), "S")
    game.apply(Play(cards("5C")[0]))
    assert game.to_act == 0
    assert _decide(level, game) == Play(cards("AS")[0])


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bid_made_plays_the_card_that_cannot_win(level: str) -> None:
    # seat 0 bid 0; hearts are led with the 9: K♥ would win, 2♥ cannot
    game = _two_card_round(["KH 2H", "3C 4C", "5C 6C", "9H 7C"], (0, 0, 0, 1), "S")
    game.apply(Play(cards("9H")[0]))
    assert game.to_act == 0
    assert _decide(level, game) == Play(cards("2H")[0])


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_one_card_round_with_the_trump_ace_bids_one(level: str) -> None:
    for seed in range(300):
        game = Game(preset("oh-pshaw"), 4, seed)
        if game.round.trump is not None:
            break
    trump = game.round.trump
    assert trump is not None
    ace = cards("A" + trump.value)[0]
    assert game.round.turn_up is not ace
    others = [c for c in cards("2C 3D 4H 5S 6C 7D") if c.suit is not trump][:3]
    seat = game.to_act
    assert seat is not None
    hands = [[str(ace)] if s == seat else [str(others.pop())] for s in range(4)]
    stack(game, [" ".join(h) for h in hands])
    bot = _quick(level, 5) if level != "hard" else HardBot(5, nodes=200)
    assert bot.choose(game.view(seat)) == Bid(1)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_fixed_seed_and_budget_give_the_same_decision(level: str) -> None:
    game = Game(preset("oh-pshaw"), 4, seed=12)
    rng = random.Random(12)
    while game.round.number < 6 or game.phase is not Phase.PLAY or len(game.state.trick) != 1:
        game.apply(rng.choice(game.legal_actions()))
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    first = (HardBot(9, nodes=300) if level == "hard" else make_bot(level, 9)).choose(view)
    again = (HardBot(9, nodes=300) if level == "hard" else make_bot(level, 9)).choose(view)
    assert first == again


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_decisions_do_not_depend_on_hidden_cards(level: str) -> None:
    checked = 0
    for seed in range(6):
        game = Game(preset("oh-pshaw"), 4, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(4, 40)):
            game.apply(rng.choice(game.legal_actions()))
        seat = game.to_act
        assert seat is not None
        other = _redeal_hidden(game, seat, random.Random(seed + 100))
        if other is None or [other.state.hands[s] for s in range(4) if s != seat] == \
                [game.state.hands[s] for s in range(4) if s != seat]:
            continue
        def bot():  # type: ignore[no-untyped-def]
            return HardBot(4, nodes=200) if level == "hard" else make_bot(level, 4)
        assert bot().choose(game.view(seat)) == bot().choose(other.view(seat))
        checked += 1
    assert checked >= 3


def test_analyse_gives_an_estimate_for_every_legal_action() -> None:
    game = Game(fixed_rules(preset("oh-pshaw"), 5), 4, seed=2)
    seat = game.to_act
    assert seat is not None
    bot = HardBot(3, nodes=300)
    bids = bot.analyse(game.view(seat))
    assert set(bids) == set(game.view(seat).legal)
    assert all(-1 <= e.make <= 1 for e in bids.values())
    assert max(e.points for e in bids.values()) > 0
    while game.phase is Phase.BID:
        game.apply(game.legal_actions()[0])
    seat = game.to_act
    assert seat is not None
    plays = bot.analyse(game.view(seat))
    assert set(plays) == set(game.view(seat).legal)
    assert all(0 <= e.make <= 1 and e.samples > 0 for e in plays.values())


def test_the_hint_is_the_expert_search_on_its_second(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[str, float]] = []

    def spy(self: HardBot, view: object) -> dict[object, object]:
        asked.append((type(self).__name__, self.time_ms))
        return {}
    monkeypatch.setattr(HardBot, "analyse", spy)
    game = Game(preset("oh-pshaw"), 4, seed=2)
    seat = game.to_act
    assert seat is not None
    bots.analyse(game.view(seat))
    hint_for(game.view(seat))
    assert asked == [("ExpertBot", bots.HINT_MS)] * 2 and ExpertBot(0).time_ms == bots.HINT_MS


def test_clairvoyant_needs_to_see_and_is_not_playable() -> None:
    assert "clairvoyant" in LEVELS and "clairvoyant" not in PLAYABLE
    bot = ClairvoyantBot(1, nodes=50)
    game = Game(preset("oh-pshaw"), 4, seed=1)
    seat = game.to_act
    assert seat is not None
    with pytest.raises(RuntimeError, match="peek"):
        bot.choose(game.view(seat))
    bot.peek = lambda: copy.deepcopy(game.state.hands)
    assert bot.choose(game.view(seat)) in game.view(seat).legal


def test_easy_never_bids_zero_with_the_trump_ace_and_never_revokes() -> None:
    for seed in range(40):
        match = play_match(preset("oh-pshaw"), ["easy"] * 4, seed)
        for rnd in match.game.rounds:
            for seat, hand in enumerate(rnd.hands):
                if rnd.trump and any(str(c) == "A" + rnd.trump.value for c in hand):
                    assert next(b.tricks for b in rnd.bids if b.seat == seat) >= 1
    assert CardBid  # card bids are covered by the Oh-Seven test above
