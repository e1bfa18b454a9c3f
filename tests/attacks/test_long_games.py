"""Attacks by games as long as the engine allows: they must always load again.

A tie that lasts round after round (every player scoring 0), and Oh-Seven rounds whose
bid cards keep totalling 7 (a rebid each time), are legal play. The engine ends them at
its limits (:mod:`game.limits`), and the saves' limits are the engine's, so such a game
is never refused as damaged and moved aside.
"""

from __future__ import annotations

import itertools
from pathlib import Path

from game.actions import Bid
from game.game import Game, Phase
from game.presets import preset
from game.tricks import trick_winner
from saves.autosave import AutoSaver, load_autosave
from saves.session import Session, build_bots, encode, to_document


def bid_to_tie(game: Game) -> None:
    """One-card rounds: the seat that will win the trick bids 0, the others 1; all miss, all
    score 0, and the tie goes on."""
    n = game.players
    leader = (game.round.dealer + 1) % n
    order = [(leader + i) % n for i in range(n)]
    winner = order[trick_winner([game.state.hands[s][0] for s in order], game.state.trump)]
    while game.phase is Phase.BID:
        seat = game.to_act
        assert seat is not None
        game.apply(Bid(0 if seat == winner else 1))
    while game.phase is Phase.PLAY:
        game.apply(game.legal_actions()[0])


def test_a_tie_that_never_breaks_ends_and_the_game_loads(tmp_path: Path) -> None:
    rules = preset("oh-pshaw").replace(schedule="fixed", max_hand=1, fixed_rounds=1)
    game = Game(rules, 3, seed=8)
    while not game.is_over and len(game.rounds) <= 600:
        bid_to_tie(game)
    assert game.is_over, f"{len(game.rounds)} rounds and the tie goes on"
    assert game.totals == [0, 0, 0] and game.winners == [0, 1, 2]  # the tie stands
    assert sum(r.tie_break for r in game.rounds) == len(game.rounds) - 1
    session = Session(game, ["human", "random", "random"], ["Ann", "Bo", "Cy"],
                      build_bots(["human", "random", "random"], 8))
    saver = AutoSaver(tmp_path)
    assert saver.save(session).ok
    resumed = load_autosave(tmp_path)
    assert resumed is not None and not resumed.messages  # loaded, nothing moved aside
    assert len(resumed.session.game.rounds) == len(game.rounds) and resumed.session.game.is_over
    assert not [p for p in tmp_path.iterdir() if ".damaged-" in p.name]


def total(hands: list[list[str]], used: list[list[str]], target: int) -> list[str] | None:
    """One unused bid card per seat whose numbers total ``target`` (a rebid), or ``None``."""
    options = []
    for hand, spent in zip(hands, used, strict=True):
        left = list(hand)
        for card in spent:
            left.remove(card)
        options.append(sorted(set(left), key=lambda c: int(c[0])))
    for choice in itertools.product(*options):
        if sum(int(card[0]) for card in choice) == target:
            return list(choice)
    return None


def test_rebids_that_never_end_stop_and_the_game_loads(tmp_path: Path) -> None:
    from game.limits import MAX_ACTIONS, MAX_REBIDS, ROUND_ACTIONS

    rules = preset("oh-seven").replace(deck_copies=2, max_hand=14, fixed_rounds=3)
    game = Game(rules, 4, seed=3)  # 14 cards each: room for many rebids
    longest = 0
    while not game.is_over:
        start, current = len(game.log), game.round
        while game.phase is Phase.BID:
            if game.state.turn == 0:  # a new bidding: choose the whole table's cards at once
                hands = [[str(c) for c in h] for h in game.state.hands]
                used = [[str(c) for c in u] for u in game.state.used_bid_cards]
                plan = total(hands, used, current.hand_size)
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            wanted = [a for a in legal if plan is not None and str(a) == f"bidcard {plan[seat]}"]
            game.apply(wanted[0] if wanted else legal[-1])
        while game.phase is Phase.PLAY:
            game.apply(game.legal_actions()[0])
        longest = max(longest, len(current.rebids))
        assert len(current.rebids) <= MAX_REBIDS
        assert len(game.log) - start <= ROUND_ACTIONS
    assert longest == MAX_REBIDS  # the players kept the rebids going as long as they could
    assert len(game.log) <= MAX_ACTIONS
    seats = ["human", "random", "random", "random"]
    session = Session(game, seats, ["Ann", "Bo", "Cy", "Di"], build_bots(seats, 3))
    saver = AutoSaver(tmp_path)
    assert saver.save(session).ok
    resumed = load_autosave(tmp_path)
    assert resumed is not None and resumed.session.game.log == game.log


def test_the_longest_game_the_engine_allows_fits_a_save() -> None:
    from game.limits import MAX_ACTIONS, MAX_PLAYERS, MAX_ROUNDS
    from saves.files import SIZE_LIMIT

    game = Game(preset("oh-seven"), MAX_PLAYERS, seed=1)
    session = Session(game, ["human"] + ["normal"] * (MAX_PLAYERS - 1), ["A"] * MAX_PLAYERS,
                      build_bots(["human"] + ["normal"] * (MAX_PLAYERS - 1), 1))
    document = to_document(session)
    document["actions"] = [[8, "pass 7S 7S 7S"]] * MAX_ACTIONS  # the longest actions there are
    document["round"] = MAX_ROUNDS
    assert len(encode(document)) < SIZE_LIMIT

