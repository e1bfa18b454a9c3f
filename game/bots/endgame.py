"""Exact play of the end of a round with every hand known (max-n search).

Each seat, when it acts, plays the card that maximizes its own points at the
end of the round, knowing that everyone after it does the same. Ties go to
the lower card index, so results are reproducible. Cards that are
interchangeable for the rest of the round (copies, and cards of one hand
that touch in their suit once played cards are gone) are searched once.
Positions at the start of a trick are memoized on (hands, leader, won):
many orders of play reach them (inside a trick the seat order fixes the
path, so nothing transposes there and nothing is stored).

>>> from game.cards import Card
>>> from game.bots.fast import Layout, World
>>> c = Card.parse
>>> layout = Layout.for_deck("standard52", 1)
>>> # Seat 1 led K♠; seat 0, bid 0, holds A♠ 2♠; seat 1 keeps 3♥.
>>> world = World.from_cards(layout, [[c("AS"), c("2S")], [c("3H")]], None, False,
...                          leader=1, trick=[(1, c("KS"))], won=[0, 0])
>>> answer = solve(world, [[10, 0, 0], [0, 0, 0]])
>>> sorted((str(layout.cards[i]), v) for i, v in answer.items())
[('2S', [10, 0]), ('AS', [0, 0])]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.bots.fast import NOT_SET, Layout, World

_Value = tuple[int, ...]
_Evaluator = Callable[[int, int, int, int, int, int, int], _Value]


class _OutOfNodes(Exception):
    """The node budget ran out; the caller falls back to rollouts."""


def solve(world: World, points: Sequence[Sequence[int]],
          max_nodes: int = 200_000) -> dict[int, list[int]] | None:
    """Max-n values of the rest of the round from ``world``.

    ``points[seat][k]`` is the round score of ``seat`` if it ends with ``k``
    tricks in all. Returns, for every legal index of the seat to act, the
    final points of every seat if it plays that card and everyone then
    plays max-n; ``{}`` if the round is over; ``None`` if more than
    ``max_nodes`` positions would have to be searched.
    """
    n = world.players
    if len(points) != n:
        raise ValueError("points needs one row per seat")
    most = sum(world.won) + world.tricks_left
    for seat, row in enumerate(points):
        if len(row) <= most:
            raise ValueError(f"points[{seat}] must cover 0..{most} tricks")
    if world.done:
        return {}
    value = _searcher(world, [list(row) for row in points], max_nodes)
    seat, lay = world.to_act, world.layout
    played = 0
    for _, idx in world.trick:
        played |= 1 << idx
    winner = world.current_winner()
    best_seat, best_key = (winner[0], lay.keys(world.trump)[world.led][winner[1]]) if winner else (-1, -1)
    live = played
    for hand in world.hands:
        live |= hand
    result: dict[int, list[int]] = {}
    try:
        for rep, members in classes(lay, world.legal(), live & ~world.hands[seat]):
            found = list(value(len(world.trick), seat, world.led, best_key, best_seat, played, rep))
            while members:
                low = members & -members
                members ^= low
                result[low.bit_length() - 1] = found
    except _OutOfNodes:
        return None
    return result


def classes(layout: Layout, legal: int, others: int) -> list[tuple[int, int]]:
    """(lowest index, mask of members) of the interchangeable groups of ``legal``.

    ``others``: the cards other seats still hold plus those in the current
    trick. Two cards of one block are interchangeable when they are equal
    (copies, Wizards, Jesters) or no card of ``others`` is as strong as
    either or lies in between: every later comparison treats them alike.
    """
    block, same = layout.block, layout.same_mask
    out: list[tuple[int, int]] = []
    rep = members = -1
    while legal:
        low = legal & -legal
        legal ^= low
        i = low.bit_length() - 1
        if rep >= 0 and block[rep] == block[i]:
            span = (((low << 1) - 1) ^ ((1 << rep) - 1)) | same[rep] | same[i]
            if same[rep] & low or not others & span:
                members |= low
                continue
        if rep >= 0:
            out.append((rep, members))
        rep, members = i, low
    out.append((rep, members))
    return out


def _searcher(world: World, points: list[list[int]], max_nodes: int) -> _Evaluator:
    """The recursive max-n evaluator over a private copy of ``world``'s hands.

    A closure, because its locals are the fastest state CPython has; the
    hands, tricks won and live cards are changed in place and restored.
    """
    lay, n, trump = world.layout, world.players, world.trump
    keys, lead_slot, suit_mask, special = lay.keys(trump), lay.lead_slot, lay.suit_mask, lay.special_mask
    trump_mask = suit_mask[trump] if trump >= 0 else 0
    must_trump = world.must_trump
    hands, won = list(world.hands), list(world.won)
    live = 0
    for hand in hands:
        live |= hand
    for _, idx in world.trick:
        live |= 1 << idx
    table: dict[_Value, _Value] = {}
    nodes = 0

    def value(count: int, seat: int, led: int, best_key: int, best_seat: int, played: int,
              only: int = -1) -> _Value:
        """Max-n value with ``seat`` to play the ``count``-th card of the trick;
        ``played``: the trick's cards; ``only``: search just this card."""
        nonlocal nodes, live
        hand = hands[seat]
        key: _Value = ()
        if count == 0 and only < 0:  # only trick starts transpose: memoize those
            if not hand & (hand - 1):  # the last trick (or none): every play is forced
                if hand:
                    led, best_key, who = NOT_SET, -1, seat
                    for _ in range(n):
                        idx = hands[who].bit_length() - 1
                        if led == NOT_SET:
                            led = lead_slot[idx]
                        if keys[led][idx] > best_key:
                            best_key, best_seat = keys[led][idx], who
                        who = who + 1 if who + 1 < n else 0
                    won[best_seat] += 1
                    final = tuple([points[s][won[s]] for s in range(n)])
                    won[best_seat] -= 1
                    return final
                return tuple([points[s][won[s]] for s in range(n)])
            key = (*hands, seat, *won)
            known = table.get(key)
            if known is not None:
                return known
        nodes += 1
        if nodes > max_nodes:
            raise _OutOfNodes
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
            reps = [only]
        elif legal & (legal - 1):
            reps = [rep for rep, _ in classes(lay, legal, live & ~hand)]
        else:
            reps = [legal.bit_length() - 1]
        nxt = seat + 1 if seat + 1 < n else 0
        best: _Value = ()
        for idx in reps:  # ascending: on equal own points the lower index stays
            bit = 1 << idx
            hands[seat] = hand ^ bit
            slot = lead_slot[idx] if led == NOT_SET else led
            new_key, new_seat = best_key, best_seat
            if keys[slot][idx] > best_key:
                new_key, new_seat = keys[slot][idx], seat
            if count + 1 < n:
                found = value(count + 1, nxt, slot, new_key, new_seat, played | bit)
            else:  # the trick is complete: its winner leads the next
                gone = played | bit
                live ^= gone
                won[new_seat] += 1
                found = value(0, new_seat, NOT_SET, -1, -1, 0)
                won[new_seat] -= 1
                live ^= gone
            hands[seat] = hand
            if not best or found[seat] > best[seat]:
                best = found
        if key:
            table[key] = best
        return best

    return value
