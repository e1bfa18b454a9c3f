"""What must hold in every game at rest, whatever was played: cards conserved, hand and
trick sizes, bids, tricks won, scores that sum to the totals.

The monkey test (``python -m devtools bench monkey``) checks these after every frame,
and the property tests after every action; a broken game is reported with
every problem found, not just the first.

>>> from game.game import Game
>>> from game.presets import preset
>>> game = Game(preset("oh-pshaw"), players=4, seed=3)
>>> problems(game)
[]
>>> game.state.hands[0].pop() and None
>>> problems(game)[0]
'round 1: hands and cards played hold 3 cards, the deal 4'
"""

from __future__ import annotations

from collections import Counter

from game.cards import Card, make_deck
from game.game import Game, Phase
from game.round_log import RoundLog
from game.tricks import trick_winner

#: The phases a game may rest in between two actions (the others pass at once).
RESTING = {Phase.BID, Phase.PLAY, Phase.PASS, Phase.CHOOSE_TRUMP, Phase.GAME_OVER}


class InvariantError(Exception):
    """A game broke an invariant; the message lists every problem found."""


def check_invariants(game: Game) -> None:
    """Raise :class:`InvariantError` naming every broken invariant of ``game``."""
    found = problems(game)
    if found:
        raise InvariantError("; ".join(found))


def problems(game: Game) -> list[str]:
    """Every broken invariant of ``game`` as a readable line; empty when it is sound."""
    out = _turn(game) + _totals(game)
    deck = Counter(make_deck(game.rules.deck, game.rules.copies(game.players)))
    for index, rnd in enumerate(game.rounds):
        if rnd.number != index + 1:
            out.append(f"round {index + 1} is numbered {rnd.number}")
        out += _dealt_from_deck(rnd, deck)
        if rnd.complete:
            out += _complete_round(game, rnd)
    if game.rounds:
        out += _current_round(game, game.round)
    return out


def _turn(game: Game) -> list[str]:
    """The phase is a resting one and someone acts exactly when the game is not over."""
    out: list[str] = []
    if game.phase not in RESTING:
        out.append(f"the game rests in phase {game.phase.value}")
    if game.is_over:
        if game.to_act is not None:
            out.append(f"the game is over but seat {game.to_act} is to act")
        if not game.winners or any(not 0 <= s < game.players for s in game.winners):
            out.append(f"the game is over with winners {game.winners}")
        else:
            top = max(game.totals)
            best = [s for s in range(game.players) if game.totals[s] == top]
            # R-G2: a tie-break decides among the top totals; without one they all win
            decided = any(r.tie_break for r in game.rounds)
            if any(s not in best for s in game.winners) or (not decided and sorted(game.winners) != best):
                out.append(f"winners {game.winners}, but the top total {top} is held by {best}")
        return out
    if game.to_act is None or not 0 <= game.to_act < game.players:
        out.append(f"the game goes on but the seat to act is {game.to_act}")
    elif not game.legal_actions():
        out.append(f"seat {game.to_act} is to act with no legal action")
    return out


def _totals(game: Game) -> list[str]:
    """Each round starts from the totals before it; complete scheduled rounds add their scores."""
    out: list[str] = []
    running = [0] * game.players
    for rnd in game.rounds:
        if rnd.complete:
            if rnd.scores is None or len(rnd.scores) != game.players:
                out.append(f"round {rnd.number} is complete without a score per seat")
                continue
            if not rnd.tie_break:  # a tie-break round's points stay out of the totals (R-G2)
                running = [a + b for a, b in zip(running, rnd.scores, strict=True)]
        if rnd.totals != running:
            out.append(f"round {rnd.number}: totals {rnd.totals}, its scores sum to {running}")
    if game.totals != running:
        out.append(f"totals {game.totals}, the rounds' scores sum to {running}")
    return out


def _dealt_from_deck(rnd: RoundLog, deck: Counter[Card]) -> list[str]:
    out: list[str] = []
    for deal in rnd.deals:
        dealt = Counter(c for hand in deal for c in hand)
        if rnd.turn_up is not None and deal is rnd.deals[-1]:
            dealt[rnd.turn_up] += 1
        extra = dealt - deck
        if extra:
            out.append(f"round {rnd.number}: dealt cards not in the deck: "
                       f"{' '.join(sorted(map(str, extra.elements())))}")
        if any(len(hand) != rnd.hand_size for hand in deal):
            out.append(f"round {rnd.number}: a hand of {[len(h) for h in deal]} cards, "
                       f"not {rnd.hand_size}")
    return out


def _complete_round(game: Game, rnd: RoundLog) -> list[str]:
    """Every dealt card played once, full tricks with the right winners."""
    out: list[str] = []
    n = game.players
    played = Counter(c for trick in rnd.tricks for _, c in trick.plays)
    if played != Counter(c for hand in rnd.hands for c in hand):
        out.append(f"round {rnd.number}: the cards played are not the cards dealt")
    if len(rnd.tricks) != rnd.hand_size:
        out.append(f"round {rnd.number}: {len(rnd.tricks)} tricks of {rnd.hand_size}")
    for number, trick in enumerate(rnd.tricks, 1):
        if len(trick.plays) != n:
            out.append(f"round {rnd.number}, trick {number}: {len(trick.plays)} cards for {n} players")
            continue
        seats = [s for s, _ in trick.plays]
        winner = seats[trick_winner([c for _, c in trick.plays], rnd.trump)]
        if trick.winner != winner:
            out.append(f"round {rnd.number}, trick {number}: won by {trick.winner}, "
                       f"the rules give {winner}")
    won = [sum(t.winner == s for t in rnd.tricks) for s in range(n)]
    if rnd.tricks_won != won:
        out.append(f"round {rnd.number}: tricks won {rnd.tricks_won}, the tricks give {won}")
    return out


def _current_round(game: Game, rnd: RoundLog) -> list[str]:
    """Hands, the open trick and the bids of the round being played."""
    out: list[str] = []
    state = game.state
    n = game.players
    held = Counter(c for hand in state.hands for c in hand)
    played = Counter(c for trick in rnd.tricks for _, c in trick.plays)
    dealt = Counter(c for hand in rnd.hands for c in hand)
    if held + played != dealt:
        out.append(f"round {rnd.number}: hands and cards played hold {(held + played).total()} "
                   f"cards, the deal {dealt.total()}")
    if rnd.complete or game.is_over:
        return out
    done = sum(t.winner is not None for t in rnd.tricks)
    if sum(state.tricks_won) != done:
        out.append(f"round {rnd.number}: {sum(state.tricks_won)} tricks won of {done} finished")
    in_trick = set(state.trick_seats) if game.phase is Phase.PLAY else set()
    for seat in range(n):
        want = rnd.hand_size - done - (seat in in_trick)
        if len(state.hands[seat]) != want:
            out.append(f"round {rnd.number}: seat {seat} holds {len(state.hands[seat])} cards, "
                       f"not {want}")
    if game.phase is Phase.PLAY:
        out += _open_trick(game, rnd)
    out += _bids(game, rnd)
    return out


def _open_trick(game: Game, rnd: RoundLog) -> list[str]:
    out: list[str] = []
    state = game.state
    n = game.players
    if not rnd.tricks or rnd.tricks[-1].winner is not None:
        return [f"round {rnd.number}: play goes on with no open trick"]
    open_plays = rnd.tricks[-1].plays
    if [c for _, c in open_plays] != state.trick or [s for s, _ in open_plays] != state.trick_seats:
        out.append(f"round {rnd.number}: the open trick differs from its log")
    if len(state.trick) >= n:
        out.append(f"round {rnd.number}: an open trick of {len(state.trick)} cards for {n} players")
    order = [(state.leader + i) % n for i in range(len(state.trick_seats) + 1)]
    if state.trick_seats != order[:-1] or game.to_act != order[-1]:
        out.append(f"round {rnd.number}: seats {state.trick_seats} played from leader {state.leader}, "
                   f"seat {game.to_act} to act")
    return out


def _bids(game: Game, rnd: RoundLog) -> list[str]:
    out: list[str] = []
    state = game.state
    made = [b for b in state.bids if b is not None]
    if game.phase is Phase.PLAY and (len(made) != game.players or len(rnd.bids) != game.players):
        out.append(f"round {rnd.number}: play began with bids {state.bids}")
    elif game.phase is Phase.BID and len(made) != len(rnd.bids):
        out.append(f"round {rnd.number}: bids {state.bids}, the log holds {len(rnd.bids)}")
    high = None if game.rules.card_bidding else rnd.hand_size
    if any(b < 0 or (high is not None and b > high) for b in made):
        out.append(f"round {rnd.number}: a bid out of range in {state.bids}")
    return out
