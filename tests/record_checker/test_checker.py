"""Tests of the independent record checker: good records pass, tampered ones do not.

Every record here is written by hand from RULES.md and RECORD.md; each
tampering test names the rule it covers and checks that the problem names
the right round (and trick).
"""

from __future__ import annotations

from typing import Any

from tests.record_checker.checker import DEFAULTS, check_record

Json = dict[str, Any]

OH_PSHAW: Json = dict(DEFAULTS)  # the oh-pshaw preset's options, as the checker assumes


def _players(n: int) -> list[Json]:
    return [{"seat": s, "name": f"P{s}", "kind": "bot"} for s in range(n)]


def _cut(*cards: str) -> list[Json]:
    return [{"seat": s, "card": c} for s, c in enumerate(cards)]


def _bids(*pairs: tuple[int, int]) -> list[Json]:
    return [{"seat": s, "bid": b} for s, b in pairs]


def _trick(leader: int, cards: list[str], winner: int, n: int) -> Json:
    plays = [{"seat": (leader + i) % n, "card": c} for i, c in enumerate(cards)]
    return {"leader": leader, "plays": plays, "winner": winner}


def record_md_example() -> Json:
    """The example of RECORD.md, verbatim but for "rules": its placeholder is
    replaced by the oh-pshaw options capped at one card ("play 1 to 1"), so
    the single round is the whole schedule (R-S5)."""
    return {
        "format": "ohpshaw-record", "version": 1, "app_version": "0.1.0",
        "started": "2026-11-29T12:00:00Z", "seed": 12345, "preset": "oh-pshaw",
        "rules": {**OH_PSHAW, "max_hand": 1},
        "players": [
            {"seat": 0, "name": "Ada", "kind": "human"},
            {"seat": 1, "name": "Bot 1", "kind": "bot", "level": "hard"},
            {"seat": 2, "name": "Bot 2", "kind": "bot", "level": "normal"},
            {"seat": 3, "name": "Bot 3", "kind": "bot", "level": "easy"},
        ],
        "cut": [{"seat": 0, "card": "7H"}, {"seat": 1, "card": "3C"},
                {"seat": 2, "card": "9D"}, {"seat": 3, "card": "KS"}],
        "rounds": [{
            "number": 1, "dealer": 1, "hand_size": 1,
            "hands": [["AS"], ["7H"], ["2C"], ["QD"]], "passes": [],
            "turn_up": "9S", "trump": "S",
            "bids": [{"seat": 2, "bid": 0}, {"seat": 3, "bid": 1},
                     {"seat": 0, "bid": 1}, {"seat": 1, "bid": 0}],
            "tricks": [{"leader": 2,
                        "plays": [{"seat": 2, "card": "2C"}, {"seat": 3, "card": "QD"},
                                  {"seat": 0, "card": "AS"}, {"seat": 1, "card": "7H"}],
                        "winner": 0}],
            "tricks_won": [1, 0, 0, 0], "scores": [11, 10, 10, 0],
            "totals": [11, 10, 10, 0], "complete": True,
        }],
        "result": {"totals": [11, 10, 10, 0], "winners": [0], "ended_early": False},
    }


def two_round_oh_pshaw() -> Json:
    """3 players, oh-pshaw capped at 2 cards: rounds of 1 and 2 cards."""
    return {
        "format": "ohpshaw-record", "version": 1, "rules": {**OH_PSHAW, "max_hand": 2},
        "players": _players(3), "cut": _cut("KD", "4S", "9C"),
        "rounds": [
            {"number": 1, "dealer": 1, "hand_size": 1,
             "hands": [["QH"], ["5S"], ["8H"]], "passes": [], "turn_up": "2S", "trump": "S",
             "bids": _bids((2, 0), (0, 1), (1, 1)),
             "tricks": [_trick(2, ["8H", "QH", "5S"], 1, 3)],
             "tricks_won": [0, 1, 0], "scores": [0, 11, 10], "totals": [0, 11, 10],
             "complete": True},
            {"number": 2, "dealer": 2, "hand_size": 2,
             "hands": [["AH", "3C"], ["KH", "7D"], ["TC", "2H"]], "passes": [],
             "turn_up": "JC", "trump": "C",
             "bids": _bids((0, 1), (1, 1), (2, 1)),
             "tricks": [_trick(0, ["AH", "KH", "2H"], 0, 3),
                        _trick(0, ["3C", "7D", "TC"], 2, 3)],
             "tricks_won": [1, 0, 1], "scores": [11, 0, 11], "totals": [11, 11, 21],
             "complete": True},
        ],
        "result": {"totals": [11, 11, 21], "winners": [2], "ended_early": False},
    }


def one_round_oh_seven() -> Json:
    """3 players, Oh-Seven cut to one round of 7, with one rebid (bids 3+3+1 = 7)."""
    rules = {**OH_PSHAW, "deck": "seven32", "min_players": 2, "max_players": 9,
             "schedule": "fixed", "max_hand": 7, "fixed_rounds": 1, "trump": "bid-card",
             "card_bidding": True, "rebid": True, "passing": True, "scoring": "oh-seven"}
    return {
        "format": "ohpshaw-record", "version": 1, "rules": rules,
        "players": _players(3), "cut": _cut("5C", "2S", "6H"),
        "rounds": [{
            "number": 1, "dealer": 1, "hand_size": 7,
            "hands": [["7S", "6S", "5H", "3D", "2C", "1C", "0H"],
                      ["7H", "6H", "4S", "3S", "2D", "1D", "0S"],
                      ["7D", "6D", "5S", "4H", "2H", "1S", "0D"]],
            "passes": [], "turn_up": None, "trump": "H",
            "rebids": [{"bids": [{"seat": 0, "bid": 3, "card": "3D"},
                                 {"seat": 1, "bid": 3, "card": "3S"},
                                 {"seat": 2, "bid": 1, "card": "1S"}],
                        "bonus": [0, 1, 0]}],
            "bids": [{"seat": 0, "bid": 2, "card": "2C"}, {"seat": 1, "bid": 2, "card": "2D"},
                     {"seat": 2, "bid": 2, "card": "2H"}],
            "tricks": [_trick(2, ["7D", "3D", "2D"], 2, 3), _trick(2, ["6D", "7S", "1D"], 2, 3),
                       _trick(2, ["0D", "5H", "0S"], 0, 3), _trick(0, ["6S", "4S", "5S"], 0, 3),
                       _trick(0, ["2C", "7H", "1S"], 1, 3), _trick(1, ["6H", "4H", "0H"], 1, 3),
                       _trick(1, ["3S", "2H", "1C"], 2, 3)],
            "tricks_won": [2, 2, 3], "scores": [4, 5, -1], "totals": [4, 5, -1],
            "complete": True,
        }],
        "result": {"totals": [4, 5, -1], "winners": [1], "ended_early": False},
    }


def wizard_jester_lead() -> Json:
    """3 players, Wizard deck, one round of 2 cards; trick 1 is led by a Jester."""
    rules = {**OH_PSHAW, "deck": "wizard60", "max_players": 6, "schedule": "fixed",
             "max_hand": 2, "fixed_rounds": 1, "scoring": "wizard"}
    return {
        "format": "ohpshaw-record", "version": 1, "rules": rules,
        "players": _players(3), "cut": _cut("N2", "3H", "W1"),
        "rounds": [{
            "number": 1, "dealer": 0, "hand_size": 2,
            "hands": [["KC", "5S"], ["N1", "9D"], ["7C", "AC"]], "passes": [],
            "turn_up": "4S", "trump": "S", "bids": _bids((1, 0), (2, 1), (0, 1)),
            "tricks": [_trick(1, ["N1", "7C", "KC"], 0, 3), _trick(0, ["5S", "9D", "AC"], 0, 3)],
            "tricks_won": [2, 0, 0], "scores": [-10, 20, -10], "totals": [-10, 20, -10],
            "complete": True,
        }],
        "result": {"totals": [-10, 20, -10], "winners": [1], "ended_early": False},
    }


def tie_break_game() -> Json:
    """3 players, one scheduled 1-card round ending 10-10-0, then a tie-break round whose
    points stay out of the totals (version 3)."""
    return {
        "format": "ohpshaw-record", "version": 3, "rules": {**OH_PSHAW, "max_hand": 1},
        "players": _players(3), "cut": _cut("5D", "5C", "9H"),
        "recuts": [[{"seat": 0, "card": "JS"}, {"seat": 1, "card": "3D"}]],
        "rounds": [
            {"number": 1, "dealer": 1, "hand_size": 1,
             "hands": [["AS"], ["2D"], ["KH"]], "passes": [], "turn_up": "4C", "trump": "C",
             "bids": _bids((2, 0), (0, 0), (1, 0)),
             "tricks": [_trick(2, ["KH", "AS", "2D"], 2, 3)],
             "tricks_won": [0, 0, 1], "scores": [10, 10, 0], "totals": [10, 10, 0],
             "complete": True},
            {"number": 2, "dealer": 2, "hand_size": 1, "tie_break": True,
             "hands": [["QS"], ["JD"], ["3H"]], "passes": [], "turn_up": "8D", "trump": "D",
             "bids": _bids((0, 0), (1, 1), (2, 0)),
             "tricks": [_trick(0, ["QS", "JD", "3H"], 1, 3)],
             "tricks_won": [0, 1, 0], "scores": [10, 11, 10], "totals": [10, 10, 0],
             "complete": True},
        ],
        "result": {"totals": [10, 10, 0], "winners": [1], "ended_early": False},
    }


def _has(problems: list[str], *parts: str) -> bool:
    """True when one problem contains every part."""
    return any(all(p in problem for p in parts) for problem in problems)


# --- good records ----------------------------------------------------------------------

def test_record_md_example_passes() -> None:
    """RECORD.md's example agrees with R-S2 (cut 3C deals), R-S4, R-T1, R-L5, R-C1, R-G1."""
    assert check_record(record_md_example()) == []


def test_hand_written_records_pass() -> None:
    """Oh Pshaw (R-S5, R-T1, R-L2), Oh-Seven with a rebid (R-B4, R-B5, R-T6, R-C4),
    Wizard with a Jester lead (R-L4, R-C5) and a tie-break game (R-S2 recut, R-G2)."""
    for make in (two_round_oh_pshaw, one_round_oh_seven, wizard_jester_lead, tie_break_game):
        assert check_record(make()) == [], make.__name__


def test_hook_respected_passes_R_B3() -> None:
    rec = two_round_oh_pshaw()
    rec["rules"]["hook"] = True
    assert check_record(rec) == []


# --- tampering -------------------------------------------------------------------------

def test_revoke_is_reported_R_L2() -> None:
    rec = two_round_oh_pshaw()
    t1, t2 = rec["rounds"][1]["tricks"]
    t1["plays"][1]["card"], t2["plays"][1]["card"] = "7D", "KH"
    problems = check_record(rec)
    assert problems == ["round 2, trick 1: 7D is not legal for seat 1: it holds hearts (led H)"]


def test_revoke_after_jester_lead_is_reported_R_L4() -> None:
    rec = wizard_jester_lead()
    rec["rounds"][0]["tricks"][0]["plays"][2]["card"] = "5S"
    assert _has(check_record(rec), "round 1, trick 1: 5S is not legal for seat 0",
                "holds clubs (led C)")


def test_must_trump_is_enforced_R_L3() -> None:
    rec = two_round_oh_pshaw()
    rnd = rec["rounds"][1]
    rnd["hands"][2] = ["TC", "2D"]  # seat 2 is void in hearts and holds a trump
    rnd["tricks"][0]["plays"][2]["card"] = "2D"
    assert check_record(rec) == []  # legal without the option (R-L2)
    rec["rules"]["must_trump"] = True
    assert check_record(rec) == [("round 2, trick 1: 2D is not legal for seat 2: "
                                  "it cannot follow H but holds trumps (C), R-L3")]


def test_wrong_trick_winner_is_reported_R_L5() -> None:
    rec = two_round_oh_pshaw()
    rec["rounds"][1]["tricks"][1]["winner"] = 0
    problems = check_record(rec)
    assert problems == ["round 2, trick 2: winner is seat 0, but seat 2 wins with TC (R-L5)"]


def test_wrong_score_is_reported_R_C1() -> None:
    rec = two_round_oh_pshaw()
    rec["rounds"][0]["scores"][2] = 11
    assert _has(check_record(rec), "round 1: seat 2 scores 11, expected 10")


def test_wrong_wizard_score_is_reported_R_C5() -> None:
    rec = wizard_jester_lead()
    rec["rounds"][0]["scores"][0] = 0
    assert _has(check_record(rec), "round 1: seat 0 scores 0, expected -10")


def test_missing_rebid_bonus_is_reported_R_B5_R_C4() -> None:
    rec = one_round_oh_seven()
    rec["rounds"][0]["scores"][1] = 4
    assert _has(check_record(rec), "round 1: seat 1 scores 4, expected 5")


def test_wrong_total_is_reported_R_C7() -> None:
    rec = two_round_oh_pshaw()
    rec["rounds"][1]["totals"] = [11, 11, 22]
    assert check_record(rec) == ["round 2: totals are [11, 11, 22], expected [11, 11, 21] (R-C7)"]


def test_wrong_dealer_is_reported_R_S3() -> None:
    rec = two_round_oh_pshaw()
    rec["rounds"][1]["dealer"] = 0
    assert _has(check_record(rec), "round 2: dealer is seat 0, expected seat 2")


def test_cut_decides_the_first_dealer_R_S2() -> None:
    rec = two_round_oh_pshaw()
    rec["cut"][2]["card"] = "2C"  # now seat 2 cuts lowest and should deal round 1
    assert _has(check_record(rec), "round 1: dealer is seat 1, expected seat 2")


def test_recut_among_tied_seats_only_R_S2() -> None:
    rec = tie_break_game()
    rec["recuts"][0].append({"seat": 2, "card": "2H"})
    assert _has(check_record(rec), "cut, recut 1: drawn by seats [0, 1, 2]")
    rec = tie_break_game()
    del rec["recuts"]
    assert _has(check_record(rec), "cut: seats [0, 1] tie for lowest")


def test_wrong_bid_order_is_reported_R_B1() -> None:
    rec = two_round_oh_pshaw()
    bids = rec["rounds"][1]["bids"]
    bids[0], bids[1] = bids[1], bids[0]
    assert _has(check_record(rec), "round 2: bids by seats [1, 0, 2], expected [0, 1, 2]")


def test_hook_violation_is_reported_R_B3() -> None:
    rec = two_round_oh_pshaw()
    rec["rules"]["hook"] = True
    rec["rounds"][0]["bids"][2]["bid"] = 0  # dealer (seat 1) makes 0 + 1 + 0 = 1 trick
    assert _has(check_record(rec), "round 1: dealer (seat 1) bids 0", "hook rule, R-B3")


def test_bid_out_of_range_is_reported_R_B1() -> None:
    rec = two_round_oh_pshaw()
    rec["rounds"][0]["bids"][0]["bid"] = 2
    assert _has(check_record(rec), "round 1: seat 2 bids 2, outside 0..1")


def test_wrong_turn_up_trump_is_reported_R_T1() -> None:
    rec = two_round_oh_pshaw()
    rec["rounds"][0]["trump"] = "H"
    assert _has(check_record(rec), "round 1: trump is H, expected S")


def test_turned_jester_means_no_trump_R_T5() -> None:
    rec = wizard_jester_lead()
    rec["rounds"][0]["turn_up"] = "N3"
    assert _has(check_record(rec), "round 1: trump is S, expected None", "R-T5")


def test_wrong_bid_card_trump_is_reported_R_T6() -> None:
    rec = one_round_oh_seven()
    rec["rounds"][0]["trump"] = "C"
    assert _has(check_record(rec), "round 1: trump is C, expected H")


def test_schedule_length_follows_the_maximum_hand_R_S5_R_S6() -> None:
    rec = record_md_example()
    rec["rules"]["max_hand"] = None  # 4 players: 13 rounds; the example has one
    assert _has(check_record(rec), "result: 1 rounds played of 13 scheduled")
    rec["rules"]["full_deck_no_trump"] = False  # R-T2 off: the maximum drops to 12
    assert _has(check_record(rec), "result: 1 rounds played of 12 scheduled")


def test_wrong_first_leader_is_reported_R_S4() -> None:
    rec = two_round_oh_pshaw()
    rec["rounds"][0]["tricks"][0]["leader"] = 0
    assert _has(check_record(rec), "round 1, trick 1: leader is seat 0, expected seat 2")


def test_highest_bid_card_leads_R_B4() -> None:
    rec = one_round_oh_seven()
    rec["rounds"][0]["tricks"][0]["leader"] = 0
    assert _has(check_record(rec), "round 1, trick 1: leader is seat 0, expected seat 2")


def test_rebid_card_reuse_is_reported_R_B5() -> None:
    rec = one_round_oh_seven()
    rec["rounds"][0]["bids"][0] = {"seat": 0, "bid": 3, "card": "3D"}
    problems = check_record(rec)
    assert _has(problems, "round 1: seat 0 bids with 3D, which it does not hold unused")


def test_due_rebid_missing_is_reported_R_B5() -> None:
    rec = one_round_oh_seven()
    rnd = rec["rounds"][0]
    rnd["bids"] = rnd.pop("rebids")[0]["bids"]
    assert _has(check_record(rec), "round 1: bids [3, 3, 1]", "call for a rebid (R-B5)")


def test_passes_where_none_are_due_R_X1() -> None:
    rec = one_round_oh_seven()
    rec["rounds"][0]["passes"] = [{"seat": 0, "to": 1, "cards": ["0H"]}]
    assert _has(check_record(rec), "round 1: cards are passed, but no pass is due")


def test_duplicated_card_is_reported_R_D4() -> None:
    rec = two_round_oh_pshaw()
    rec["rounds"][1]["turn_up"] = "AH"
    assert _has(check_record(rec), "round 2: AH appears 2 times")


def test_card_not_held_is_reported_R_L1() -> None:
    rec = two_round_oh_pshaw()
    rec["rounds"][0]["tricks"][0]["plays"][1]["card"] = "QS"
    assert _has(check_record(rec), "round 1, trick 1: seat 0 plays QS, which it does not hold")


def test_wrong_hand_size_is_reported_R_S5() -> None:
    rec = two_round_oh_pshaw()
    rec["rounds"][1]["hand_size"] = 3
    assert _has(check_record(rec), "round 2: hand_size is 3, expected 2")


def test_wrong_winners_are_reported_R_G1() -> None:
    rec = two_round_oh_pshaw()
    rec["result"]["winners"] = [0]
    assert check_record(rec) == ["result: winners are [0], expected [2] (R-G1, R-G2)"]


def test_tie_break_winner_is_a_tied_player_R_G2() -> None:
    rec = tie_break_game()
    rec["result"]["winners"] = [0, 1]
    assert _has(check_record(rec), "result: winners are [0, 1], expected [1]")


def test_missing_tie_break_round_is_reported_R_G2() -> None:
    rec = tie_break_game()
    del rec["rounds"][1]
    rec["result"] = {"totals": [10, 10, 0], "winners": [0, 1], "ended_early": False}
    assert check_record(rec) == [
        ("result: seats [0, 1] tie at the top, no tie-break follows, "
         "yet the game did not end early (R-G2)")]


def test_tie_break_points_stay_out_of_the_totals_R_G2() -> None:
    rec = tie_break_game()
    rec["rounds"][1]["totals"] = [20, 21, 10]
    rec["result"]["totals"] = [20, 21, 10]
    assert check_record(rec) == [
        "round 2: totals are [20, 21, 10], expected [10, 10, 0] (R-C7)",
        "result: totals are [20, 21, 10], expected [10, 10, 0] (R-C7)"]


def test_versions_1_and_2_added_tie_break_points_to_the_totals_R_G2() -> None:
    rec = tie_break_game()
    rec["version"] = 2
    assert _has(check_record(rec), "round 2: totals are [10, 10, 0], expected [20, 21, 10]")
    rec["rounds"][1]["totals"] = [20, 21, 10]
    rec["result"]["totals"] = [20, 21, 10]
    assert check_record(rec) == []


def test_ended_during_a_tie_break_the_tied_players_share_R_G2_G3() -> None:
    rec = tie_break_game()
    rnd = rec["rounds"][1]
    del rnd["scores"]
    rnd["complete"], rnd["tricks"], rnd["tricks_won"] = False, [], None
    rec["result"] = {"totals": [10, 10, 0], "winners": [0, 1], "ended_early": True}
    assert check_record(rec) == []
    rec["result"]["winners"] = [1]
    assert _has(check_record(rec), "result: winners are [1], expected [0, 1]")


def test_unflagged_tie_break_round_is_reported_R_G2() -> None:
    rec = tie_break_game()
    rec["rounds"][1]["tie_break"] = False
    assert _has(check_record(rec), "round 2: tie_break is False, expected True")


def test_early_end_keeps_totals_R_G3() -> None:
    rec = two_round_oh_pshaw()
    rnd = rec["rounds"][1]
    del rnd["scores"]
    rnd["complete"], rnd["tricks"], rnd["tricks_won"] = False, rnd["tricks"][:1], [1, 0, 0]
    rnd["totals"] = [0, 11, 10]
    rec["result"] = {"totals": [0, 11, 10], "winners": [1], "ended_early": True}
    assert check_record(rec) == []
    rec["result"]["ended_early"] = False
    assert _has(check_record(rec), "result: round 2 is unfinished")


def test_malformed_record_does_not_raise() -> None:
    """Missing RECORD.md fields are reported, never raised (R-G4: records are read back)."""
    assert check_record({"format": "ohpshaw-record", "version": 1})
    rec = two_round_oh_pshaw()
    del rec["rounds"][0]["hands"]
    assert _has(check_record(rec), "round 1: malformed round")


def test_a_branch_names_itself_and_the_game_it_was_loaded_from() -> None:
    branch = {**record_md_example(), "branch": "20261129T130502-3f9a1c",
              "branch_of": "game-20261129T120000-12345"}
    assert check_record(branch) == []
    problems = check_record({**branch, "branch_of": None})
    assert len(problems) == 1 and _has(problems, "branch_of is None")
    problems = check_record({**record_md_example(), "branch_of": "game-20261129T120000-12345"})
    assert len(problems) == 1 and _has(problems, "branch is None")
    problems = check_record({**branch, "branch": "../../etc"})
    assert len(problems) == 1 and _has(problems, "branch is '../../etc'")
