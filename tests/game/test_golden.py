"""Every case of golden.json, run through the engine (RULES section "Golden cases")."""

from __future__ import annotations

from typing import Any

import pytest

from game.actions import Bid, CardBid
from game.bidding import needs_rebid, top_bidders
from game.cards import Card, Suit
from game.errors import IllegalActionError
from game.game import Game, Phase
from game.presets import preset
from game.rules import Rules
from game.scoring import points
from game.tricks import legal_plays, trick_winner
from tests.helpers import cards, fixed_rules, golden, stack

GOLDEN = golden()


def _suit(letter: str | None) -> Suit | None:
    return Suit(letter) if letter else None


@pytest.mark.parametrize("case", GOLDEN["trick_winner"], ids=lambda c: c["note"])
def test_trick_winner_R_L5(case: dict[str, Any]) -> None:
    plays = [Card.parse(c) for c in case["plays"]]
    assert trick_winner(plays, _suit(case["trump"])) == case["winner_index"]


@pytest.mark.parametrize("case", GOLDEN["legal_plays"], ids=lambda c: c["note"])
def test_legal_plays_R_L1_L2_L3_L4(case: dict[str, Any]) -> None:
    legal = legal_plays(cards(" ".join(case["hand"])), cards(" ".join(case["trick"])),
                        _suit(case["trump"]), case["must_trump"])
    assert [str(c) for c in legal] == case["legal"]


@pytest.mark.parametrize("case", GOLDEN["scores"], ids=lambda c: c["note"])
def test_scores_R_C1_C2_C3_C4_C5(case: dict[str, Any]) -> None:
    rules = Rules(scoring=case["scoring"]).replace(**case["options"])
    assert points(rules, case["bid"], case["won"], case["tricks_in_round"]) == case["points"]


@pytest.mark.parametrize("case", GOLDEN["hook"], ids=lambda c: c["note"])
def test_hook_through_a_game_R_B3(case: dict[str, Any]) -> None:
    size, earlier = case["hand_size"], case["bids_before_dealer"]
    game = Game(fixed_rules(preset("oh-hell"), size, last_round_no_trump=False),
                len(earlier) + 1, seed=11)
    for bid in earlier:
        game.apply(Bid(bid))
    assert game.to_act == game.round.dealer
    offered = {a.tricks for a in game.legal_actions() if isinstance(a, Bid)}
    forbidden = case["forbidden_for_dealer"]
    if forbidden is None:
        assert offered == set(range(size + 1))
    else:
        assert offered == set(range(size + 1)) - {forbidden}
        with pytest.raises(IllegalActionError, match=f"may not bid {forbidden}"):
            game.apply(Bid(forbidden))
        assert game.phase is Phase.BID and game.to_act == game.round.dealer


@pytest.mark.parametrize("case", GOLDEN["schedules"],
                         ids=lambda c: f"{c['preset']}-{c['players']}")
def test_schedules_R_S5_S6(case: dict[str, Any]) -> None:
    rules = preset(case["preset"])
    assert rules.hand_sizes(case["players"]) == case["hand_sizes"]
    game = Game(rules, case["players"], seed=3)
    assert game.round.hand_size == case["hand_sizes"][0]
    assert game.scheduled_rounds == len(case["hand_sizes"])


@pytest.mark.parametrize("case", GOLDEN["oh_seven_bids"], ids=lambda c: c["note"])
def test_oh_seven_bids_R_B4_B5(case: dict[str, Any]) -> None:
    bid_cards = [Card.parse(c) for c in case["bid_cards"]]
    pairs = list(enumerate(bid_cards))
    assert needs_rebid(pairs, 7) == case["rebid"]
    if case["rebid"]:
        assert top_bidders(pairs) == case["point_to"]
    else:
        assert top_bidders(pairs)[0] == case["first_leader"]
    # The same bids in a real Oh-Seven round: each seat holds its bid card.
    players = len(bid_cards)
    game = Game(preset("oh-seven"), players, seed=5)
    filler = [c for c in _deck_for(players) if c not in bid_cards]
    hands = []
    for card in bid_cards:
        hands.append(" ".join([str(card)] + [str(filler.pop()) for _ in range(6)]))
    stack(game, [hands[s] for s in range(players)])
    for seat in [(game.round.dealer + 1 + i) % players for i in range(players)]:
        assert game.to_act == seat
        game.apply(CardBid(bid_cards[seat]))
    rnd = game.round
    if case["rebid"]:
        assert rnd.rebids and rnd.rebids[0][1] == [int(s in case["point_to"]) for s in
                                                    range(players)]
        assert game.phase is Phase.BID
    else:
        assert not rnd.rebids
        assert rnd.trump == _suit(case["trump"])
        assert game.phase is Phase.PLAY and game.to_act == case["first_leader"]


def _deck_for(players: int) -> list[Card]:
    from game.cards import make_deck

    return make_deck("seven32", 2 if players >= 5 else 1)
