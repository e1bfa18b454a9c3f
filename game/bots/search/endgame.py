"""Exact play of the end of a round: every line of our own against the table.

In the last tricks the Hard bot stops guessing its own future with the
rollout policy and tries every order of its remaining cards, in each sampled
deal, while the other seats play as the rollout policy does (the Normal
player's habits, which foresee the table well). Only our own cards branch,
so four tricks cost a few dozen lines; a made bid is never thrown away when
some line of ours keeps it. (A max-n search, where every seat plays perfectly
with every hand in sight, was tried first: it cost 25 times as much and
foresaw Normal players worse; docs/notes/bot-strength-2026.md has the figures.)

>>> from game.cards import Card
>>> from game.bots.search.fast import Layout, World
>>> c = Card.parse
>>> layout = Layout.for_deck("standard52", 1)
>>> # Seat 1 led K♠; seat 0, bid 0, holds A♠ 2♠; seat 1 keeps 3♥.
>>> world = World.from_cards(layout, [[c("AS"), c("2S")], [c("3H")]], None, False,
...                          leader=1, trick=[(1, c("KS"))], won=[0, 0])
>>> answer = best_line(world, targets=[0, 1], points=[10, 0, 0])
>>> sorted((str(layout.cards[i]), v) for i, v in answer.items())
[('2S', 10), ('AS', 0)]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.bots.search.fast import NOT_SET, World
from game.bots.search.rollout import seat_policies


class _OutOfNodes(Exception):
    """The node budget ran out; the caller falls back to rollouts."""


def best_line(world: World, targets: Sequence[int], points: Sequence[int],
              max_nodes: int = 20_000, rng: random.Random | None = None,
              styles: Sequence[int] | None = None,
              leaf: Callable[[Sequence[int]], int] | None = None) -> dict[int, int] | None:
    """Exact play of the end of a round for the seat to act, against the table.

    The seat to act (``me``) tries every line of its own cards; every other
    seat plays as the rollout policy does for its bid (``targets``), a choice
    fixed by what it holds and has seen, so only our own cards branch.
    ``points[k]`` is our round score with ``k`` tricks in all. Returns, for
    every legal index, the points we end with if we play it and then the best
    line; ``{}`` if the round is over; ``None`` beyond ``max_nodes`` of our
    own decisions. ``rng`` settles the policy's coin flips (equal cards of two suits);
    ``styles``: the style each other seat plays by (default: Normal's habits); ``leaf``:
    what a line's end is worth given every seat's tricks, instead of ``points[k]`` (the
    search playing to win the game: :mod:`game.bots.search.winning`).
    """
    if world.done:
        return {}
    me, lay, n = world.to_act, world.layout, world.players
    if len(points) <= sum(world.won) + world.tricks_left:
        raise ValueError("points must cover every trick count of the round")
    picks = seat_policies(world, rng or random.Random(0), styles)
    keys, lead_slot, suit_mask, special = world._keys, lay.lead_slot, lay.suit_mask, lay.special_mask
    block = lay.block
    trump_mask = suit_mask[world.trump] if world.trump >= 0 else 0
    must_trump, ghost = world.must_trump, world.ghost
    hands, won = list(world.hands), list(world.won)
    # no line can end above this: a line that reaches it needs no rival
    ceiling = max(points[won[me]:won[me] + world.tricks_left + 1]) if leaf is None else 1 << 62
    live = 0
    for hand in hands:
        live |= hand
    nodes = 0

    def value(count: int, seat: int, led: int, best_key: int, best_seat: int, best_idx: int,
              only: int = -1) -> int:
        """Our final points with ``seat`` to play the ``count``-th card of the trick."""
        nonlocal live, nodes
        hand = hands[seat]
        if not hand:
            return points[won[me]] if leaf is None else leaf(won)
        legal = hand
        if led < NOT_SET:  # R-L2..R-L4, as World.legal
            legal = hand & suit_mask[led]
            if legal:
                legal |= hand & special
            elif must_trump and hand & trump_mask:
                legal = hand & (trump_mask | special)
            else:
                legal = hand
        if only >= 0:
            choices = 1 << only
        elif seat != me and legal & (legal - 1):
            pick = picks[seat]
            if count == 0:
                choices = 1 << pick.lead(hand, live ^ hand | ghost, targets[seat] - won[seat])
            else:
                choices = 1 << pick.follow(legal, won[seat] < targets[seat],
                                           0 if count == n - 1 else live ^ hand | ghost, led,
                                           best_key, best_idx)
        else:
            choices = legal
            if seat == me and legal & (legal - 1):
                nodes += 1
                if nodes > max_nodes:
                    raise _OutOfNodes
                # the others' cards and the trick's best card tell our cards apart
                choices = one_per_run(legal, live ^ hand | (1 << best_idx if best_idx >= 0 else 0),
                                      block)
        nxt = seat + 1 if seat + 1 < n else 0
        best = -1 << 30
        while choices:
            bit = choices & -choices
            choices ^= bit
            idx = bit.bit_length() - 1
            hands[seat] = hand ^ bit
            live ^= bit
            slot = lead_slot[idx] if led == NOT_SET else led
            key, win_seat, win_idx = best_key, best_seat, best_idx
            if keys[slot][idx] > best_key:
                key, win_seat, win_idx = keys[slot][idx], seat, idx
            if count + 1 < n:
                found = value(count + 1, nxt, slot, key, win_seat, win_idx)
            else:  # the trick is complete: its winner leads the next
                won[win_seat] += 1
                found = value(0, win_seat, NOT_SET, -1, -1, -1)
                won[win_seat] -= 1
            live ^= bit
            hands[seat] = hand
            if found > best:
                best = found
                if best >= ceiling:
                    break
        return best

    count = len(world.trick)
    result: dict[int, int] = {}
    legal = world.legal()
    try:
        while legal:
            bit = legal & -legal
            legal ^= bit
            idx = bit.bit_length() - 1
            result[idx] = value(count, me, world._led, world._best_key, world._best_seat,
                                world._best_idx, idx)
    except _OutOfNodes:
        return None
    return result


def one_per_run(cards: int, others: int, block: Sequence[int]) -> int:
    """One card of each run of ``cards`` that play alike: the same suit (or all
    Wizards, all Jesters) with none of the ``others`` (the cards other seats
    hold, and the card that leads the trick so far) between them, so whichever
    is played the rest of the round goes the same way. The lowest of each run
    is kept.

    >>> from game.bots.search.fast import Layout
    >>> from game.cards import Card
    >>> lay = Layout.for_deck("standard52", 1)
    >>> mine = lay.encode([[Card.parse(t) for t in ("7H", "8H", "TH", "2S")]])[0]
    >>> theirs = lay.encode([[Card.parse("9H")]])[0]
    >>> [str(c) for c in lay.decode(one_per_run(mine, theirs, lay.block))]
    ['2S', '7H', 'TH']
    """
    keep, prev = 0, -1
    while cards:
        bit = cards & -cards
        cards ^= bit
        idx = bit.bit_length() - 1
        if prev >= 0 and block[prev] == block[idx] and not others & (bit - (2 << prev)):
            continue  # nothing of theirs between it and the card kept: it plays alike
        keep |= bit
        prev = idx
    return keep
