"""The score pad for games played with real cards (R-G5): entries in order, the rules it
enforces (R-B1, R-B3, R-B4, R-B5), reneges (R-L7), corrections, the end (R-G1..R-G3), and its
records, which the independent checker reads like any other."""

from __future__ import annotations

import random

import pytest

from game.cards import Suit
from game.errors import IllegalActionError
from game.outcome import Reason
from game.pad.actions import (
    Correct,
    EndPad,
    EnterBid,
    EnterSuit,
    EnterTricks,
    EnterTrump,
    PadAction,
    PadBid,
    Renege,
    RoundEntry,
    parse_pad_action,
)
from game.pad.record import pad_record
from game.pad.score_pad import PadPhase, PadTrump, ScorePad
from game.presets import PRESETS, preset
from game.record import RecordError, replay
from game.rules import Rules
from tests.record_checker.checker import check_record

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def _refused(pad: ScorePad, action: PadAction, match: str) -> None:
    """``action`` is refused with ``match`` and the pad is exactly as before."""
    before = (pad.phase, pad.to_act, repr(pad.rounds), list(pad.totals), list(pad.log))
    with pytest.raises(IllegalActionError, match=match):
        pad.apply(action)
    assert (pad.phase, pad.to_act, repr(pad.rounds), list(pad.totals), list(pad.log)) == before


def test_bids_in_bidding_order_with_the_hook_for_the_dealer_R_G5_R_B1_R_B3() -> None:
    pad = ScorePad(preset("oh-hell").replace(max_hand=3), players=3, first_dealer=2)
    assert (pad.dealer, pad.order, pad.hand_size) == (2, [0, 1, 2], 1)
    pad.apply(EnterBid(PadBid(0)))
    assert pad.to_act == 1 and pad.bid_total == 0 and pad.balance is None
    _refused(pad, EnterBid(PadBid(2)), "from 0 to 1")
    _refused(pad, EnterTricks(0), "Now is the time to bid, not to enter the tricks taken")
    pad.apply(EnterBid(PadBid(0)))
    assert pad.to_act == 2 and pad.forbidden_bid() == 1 and pad.legal_bids() == [0]
    _refused(pad, EnterBid(PadBid(1)), "dealer may not bid 1: bids would total the 1 tricks")
    pad.apply(EnterBid(PadBid(0)))
    assert pad.phase is PadPhase.TRICKS and pad.balance == "under" and pad.to_act == 0


def test_tricks_must_add_up_to_the_hand_size_R_G5() -> None:
    pad = ScorePad(preset("oh-pshaw").replace(schedule="fixed", max_hand=3, fixed_rounds=2), 3)
    for bid in (1, 1, 1):
        pad.apply(EnterBid(PadBid(bid)))
    assert pad.balance == "even"
    pad.apply(EnterTricks(2))
    _refused(pad, EnterTricks(2), "The tricks add up to 4, not the 3 played")
    pad.apply(EnterTricks(0))
    assert pad.tricks_left == 1
    _refused(pad, EnterTricks(0), "The tricks add up to 2, not the 3 played")
    _refused(pad, EnterTricks(4), "from 0 to 3")
    pad.apply(EnterTricks(1))
    first = pad.complete_rounds[0]
    assert first.scores == [11, 0, 0] and pad.totals == [11, 0, 0]  # entered for seats 1, 2, 0
    assert pad.round.number == 2 and pad.dealer == 1 and pad.phase is PadPhase.BID


def test_oh_seven_bids_totalling_7_are_refused_with_the_rebid_point_R_B5() -> None:
    pad = ScorePad(preset("oh-seven"), players=3, first_dealer=0)  # bidding order 1, 2, 0
    for bid in (PadBid(3), PadBid(4, H), PadBid(0)):  # 7 in all; 4 is the one top number
        pad.apply(EnterBid(bid))
    rnd = pad.round
    assert pad.phase is PadPhase.BID and pad.to_act == 1 and rnd.bids == [None] * 3
    assert rnd.rebids == [((PadBid(0), PadBid(3), PadBid(4, H)), (0, 0, 1))]
    for bid in (PadBid(2), PadBid(2), PadBid(2)):  # numbers only, tied on top: the suits decide
        pad.apply(EnterBid(bid))
    assert pad.phase is PadPhase.SUIT and pad.to_act == 1
    pad.apply(EnterSuit(D))
    assert pad.to_act == 2
    pad.apply(EnterSuit(S))
    assert pad.to_act == 0
    _refused(pad, EnterSuit(S), "in the deck 1 time")  # one deck: only one 2♠
    pad.apply(EnterSuit(C))
    assert pad.phase is PadPhase.TRICKS and rnd.top == 2 and rnd.trump is S
    for tricks in (3, 2, 2):
        pad.apply(EnterTricks(tricks))
    assert rnd.scores == [4, -1, 5]  # seat 2 made 2 (+2 + 2) and keeps its rebid point


def test_oh_seven_asks_the_trump_suit_of_a_lone_top_number_R_B4_R_T6() -> None:
    pad = ScorePad(preset("oh-seven"), players=2, first_dealer=1)  # order 0, 1
    pad.apply(EnterBid(PadBid(5)))
    pad.apply(EnterBid(PadBid(1, H)))
    assert pad.phase is PadPhase.SUIT and pad.to_act == 0
    _refused(pad, EnterBid(PadBid(1)), "give the suit of a top bid card")
    pad.apply(EnterSuit(C))
    assert pad.round.trump is C and pad.round.top == 0 and pad.phase is PadPhase.TRICKS


def test_two_decks_identical_top_cards_call_a_rebid_for_both_R_B5() -> None:
    pad = ScorePad(preset("oh-seven"), players=5, first_dealer=4)  # two decks; order 0..4
    for bid in (PadBid(5, S), PadBid(5, S), PadBid(0), PadBid(0), PadBid(0, H)):
        pad.apply(EnterBid(bid))
    assert pad.round.rebids[0][1] == (1, 1, 0, 0, 0) and pad.phase is PadPhase.BID
    _refused(pad, Correct(1, RoundEntry((PadBid(1),) * 5, (7, 0, 0, 0, 0))), "only complete rounds")


def test_reneges_score_the_penalty_and_miss_the_round_bonus_R_L7() -> None:
    rules = preset("oh-pshaw").replace(max_hand=2, renege_penalty=10, round_winner_bonus=True)
    pad = ScorePad(rules, players=3, first_dealer=2)
    for bid in (0, 0, 1):
        pad.apply(EnterBid(PadBid(bid)))
    _refused(pad, Renege(3), "seats are 0 to 2")
    pad.apply(Renege(0))
    pad.apply(Renege(1))
    pad.apply(Renege(1))  # a second mark takes it back
    assert pad.round.reneges == {0}
    for tricks in (0, 0, 1):
        pad.apply(EnterTricks(tricks))
    assert pad.complete_rounds[0].scores == [-10, 10, 21]  # the bonus goes to 11, the best of the others
    assert pad.totals == [-10, 10, 21]


def test_correcting_a_past_round_scores_everything_again_R_G5() -> None:
    pad = ScorePad(preset("oh-pshaw").replace(max_hand=3, tie_break=False), players=3, first_dealer=0)
    pad.enter_round([1, 0, 0], [1, 0, 0])  # round 1: dealer 0
    pad.enter_round([0, 1, 1], [0, 1, 1])
    assert pad.totals == [21, 21, 21]
    entry = pad.complete_rounds[0].entry()
    pad.apply(Correct(1, RoundEntry(entry.bids, (0, 1, 0), frozenset())))
    assert pad.complete_rounds[0].scores == [0, 0, 10] and pad.totals == [10, 11, 21]
    assert pad.complete_rounds[1].totals == [10, 11, 21] and pad.round.number == 3
    _refused(pad, Correct(1, RoundEntry(entry.bids, (1, 1, 0))), "add up to 2, not the 1 played")
    _refused(pad, Correct(3, entry), "Round 3 cannot be corrected")
    assert pad.undo() and pad.totals == [21, 21, 21]
    text = [str(a) for a in pad.log]
    again = ScorePad(pad.rules, 3, 0)
    for line in text:
        again.apply(parse_pad_action(line))
    assert repr(again.rounds) == repr(pad.rounds)


def test_tie_break_round_on_the_pad_decides_between_the_tied_only_R_G2() -> None:
    pad = ScorePad(preset("oh-pshaw").replace(schedule="fixed", max_hand=2, fixed_rounds=1), 3, 0)
    pad.enter_round([1, 1, 0], [1, 1, 0])  # 11, 11, 10
    assert pad.round.tie_break and pad.candidates == [0, 1] and not pad.is_over
    pad.enter_round([0, 0, 2], [1, 1, 0])  # all three miss: the tie stands
    assert not pad.is_over and pad.candidates == [0, 1]
    pad.enter_round([2, 0, 1], [2, 0, 0])  # seat 1 makes 0 (10): seat 0 (12) wins
    assert pad.is_over and pad.winners == [0] and pad.totals == [11, 11, 10]
    done = pad.outcome()
    assert done.reason is Reason.TIE_BREAK and done.extra_rounds == 2
    assert (done.score, done.other) == (12, 10)
    # a correction that breaks the tie settles the game after round 1: the later rounds must go
    _refused(pad, Correct(1, RoundEntry((PadBid(1), PadBid(0), PadBid(0)), (1, 1, 0))),
             "decided after round 1")


def test_ending_a_score_pad_game_early_R_G3() -> None:
    pad = ScorePad(preset("oh-pshaw"), players=4, first_dealer=0)
    pad.enter_round([1, 0, 0, 0], [1, 0, 0, 0])
    pad.apply(EnterBid(PadBid(1)))
    pad.apply(EndPad())
    assert pad.is_over and pad.ended_early and pad.winners == [0]
    _refused(pad, EndPad(), "over")
    record = pad_record(pad, ["A", "B", "C", "D"])
    assert record["rounds"][-1]["complete"] is False and check_record(record) == []


def test_a_score_pad_ended_before_any_round_was_scored_was_won_by_nobody_R_G3() -> None:
    pad = ScorePad(preset("oh-pshaw"), players=3, first_dealer=0)
    pad.apply(EnterBid(PadBid(1)))  # a bid entered, the round never scored
    pad.apply(EndPad())
    assert pad.is_over and pad.winners == [0, 1, 2]  # all lead on 0 (R-G3) ...
    assert pad.outcome().reason is Reason.NOT_STARTED and pad.outcome().winners == ()  # ... nobody won
    record = pad_record(pad, ["A", "B", "C"])
    assert check_record(record) == []


def test_the_pad_says_how_each_round_gets_its_trump_R_T1_R_T2_R_T3_R_T4_R_T6() -> None:
    hell = ScorePad(preset("oh-hell").replace(max_hand=2), players=4)
    assert hell.trump() == (PadTrump.TURN_UP, None)
    hell.enter_round([0, 0, 0, 0], [1, 0, 0, 0])
    assert hell.trump() == (PadTrump.NONE, None)  # Oh Hell's last round (R-T3)
    whist = ScorePad(preset("contract-whist"), players=4)
    whist.enter_round([1, 1, 1, 1], [7, 0, 0, 0])
    assert whist.trump() == (PadTrump.ROTATING, C)  # round 2: clubs (R-T4)
    full = ScorePad(preset("oh-pshaw").replace(schedule="fixed", max_hand=13, fixed_rounds=1), 4)
    assert full.trump() == (PadTrump.NONE, None)  # the whole pack is dealt (R-T2)
    seven = ScorePad(preset("oh-seven"), players=3)
    assert seven.trump() == (PadTrump.BID_CARD, None)
    seven.enter_round([PadBid(2, H), PadBid(1), PadBid(0)], [2, 1, 4])
    seven.apply(EnterBid(PadBid(4, D)))
    assert seven.trump() == (PadTrump.BID_CARD, None)  # not before the bids stand
    assert ScorePad(preset("oh-pshaw").replace(trump="none"), 3).trump() == (PadTrump.NONE, None)


def test_the_turned_up_suit_is_shown_kept_and_recorded_R_T1_R_T5_R_G5() -> None:
    pad = ScorePad(preset("oh-hell").replace(max_hand=3), players=3, first_dealer=0)
    pad.apply(EnterTrump(H))
    assert pad.trump() == (PadTrump.TURN_UP, H)
    _refused(pad, EnterTrump(None), "always has a suit")  # only a Jester has none
    pad.apply(EnterBid(PadBid(1)))
    pad.apply(EnterTrump(S))  # told again, also once bidding has begun: the new suit counts
    for bid in (0, 1):
        pad.apply(EnterBid(PadBid(bid)))
    for tricks in (1, 0, 0):
        pad.apply(EnterTricks(tricks))
    assert pad.rounds[0].trump is S and pad.trump() == (PadTrump.TURN_UP, None)  # round 2: not told
    pad.apply(Correct(1, RoundEntry((PadBid(0), PadBid(1), PadBid(1)), (0, 1, 0))))
    assert pad.rounds[0].trump is S  # a correction keeps the suit
    pad.apply(EndPad())
    record = pad_record(pad, ["A", "B", "C"])
    assert record["rounds"][0]["trump"] == "S" and check_record(record) == []
    again = ScorePad(pad.rules, 3, 0)
    for action in pad.log:
        again.apply(parse_pad_action(str(action)))
    assert again.rounds[0].trump is S and str(EnterTrump(None)) == "trump none"
    whist = ScorePad(preset("contract-whist"), players=4)
    _refused(whist, EnterTrump(D), "No card is turned up")  # rotating trump (R-T4)
    wizard = ScorePad(preset("wizard"), players=4)
    wizard.apply(EnterTrump(None))  # a Jester turned up: no trump (R-T5)
    assert wizard.trump() == (PadTrump.TURN_UP, None) and wizard.log == [EnterTrump(None)]


def test_the_pad_refuses_bad_entries_and_options() -> None:
    with pytest.raises(ValueError, match="first_dealer"):
        ScorePad(preset("oh-pshaw"), 3, first_dealer=3)
    pad = ScorePad(preset("oh-pshaw"), 3)
    _refused(pad, EnterBid(PadBid(0, H)), "only when bidding with cards")
    with pytest.raises(ValueError, match="not a score pad entry"):
        parse_pad_action("correct 1 bids 1,x tricks 1,0")
    with pytest.raises(ValueError, match="not a score pad entry"):
        parse_pad_action("bid 99999")


# -- random games over every preset, checked independently ------------------------------------

def _random_entry(pad: ScorePad, rng: random.Random) -> PadAction:
    """A plausible entry for the pad's phase (the pad may still refuse it)."""
    if rng.random() < 0.002:
        return EndPad()
    if rng.random() < 0.05:  # the turned-up suit, where there is one (else refused)
        return EnterTrump(rng.choice([*Suit, None]))
    if pad.phase is PadPhase.BID:
        number = rng.choice(pad.legal_bids())
        suit = rng.choice(list(Suit)) if pad.rules.card_bidding and rng.random() < 0.5 else None
        return EnterBid(PadBid(number, suit))
    if pad.phase is PadPhase.SUIT:
        return EnterSuit(rng.choice(list(Suit)))
    if rng.random() < 0.05:
        return Renege(rng.randrange(pad.players))
    last = pad.to_act == pad.order[-1]
    return EnterTricks(pad.tricks_left if last else rng.randint(0, pad.tricks_left))


def _play_pad(rules: Rules, players: int, seed: int) -> ScorePad:
    rng = random.Random(seed)
    pad = ScorePad(rules, players, rng.randrange(players))
    while not pad.is_over:
        done = pad.complete_rounds
        if done and rng.random() < 0.03:  # correct a past round with a fresh, valid-looking entry
            old = rng.choice(done).entry()
            tricks = list(old.tricks)
            rng.shuffle(tricks)
            action: PadAction = Correct(rng.choice(done).number, RoundEntry(old.bids, tuple(tricks),
                                                                           old.reneges, old.rebids))
        elif rng.random() < 0.02:
            pad.undo()
            continue
        else:
            action = _random_entry(pad, rng)
        try:
            pad.apply(action)
        except IllegalActionError:
            continue
    return pad


@pytest.mark.parametrize("name", list(PRESETS))
def test_random_score_pad_games_make_records_the_checker_accepts_R_G5(name: str) -> None:
    rules = preset(name).replace(renege_penalty=10)
    for players in range(rules.min_players, rules.max_players + 1):
        for seed in range(2):
            pad = _play_pad(rules, players, seed * 10 + players)
            names = [f"P{s}" for s in range(players)]
            record = pad_record(pad, names, started="2026-11-29T12:00:00Z")
            assert check_record(record) == [], (name, players, seed)
            assert pad.totals[pad.winners[0]] == max(pad.totals)
            again = ScorePad(rules, players, pad.first_dealer)
            for action in pad.log:
                again.apply(parse_pad_action(str(action)))
            assert pad_record(again, names, started="2026-11-29T12:00:00Z") == record
    with pytest.raises(RecordError, match="real cards"):
        replay(record)


def test_the_checker_catches_a_wrong_pad_record_R_G5() -> None:
    pad = ScorePad(preset("oh-seven"), 3, 0)
    pad.enter_round([PadBid(3, S), PadBid(2), PadBid(1)], [3, 2, 2])
    pad.apply(EndPad())
    record = pad_record(pad, ["A", "B", "C"])
    assert check_record(record) == []
    record["rounds"][0]["trump"] = "H"
    assert any("expected the suit of the top bid card 3S" in p for p in check_record(record))
    record["rounds"][0]["trump"] = "S"
    record["rounds"][0]["tricks_won"] = [3, 2, 1]
    assert any("adding up to 7" in p for p in check_record(record))
