"""The search's rollouts: the playout loop that finishes a round in a deal.

Hard scores an option by finishing the round in a sampled deal
(:class:`~game.bots.search.fast.World`). Every seat there plays by the policy
of its style (:mod:`game.bots.search.policies`; by default the Normal bot's
habits on bit masks: win cheaply while short of its bid, duck once it has
enough), and treats every card it has not seen (another hand or undealt) as
possibly out. The closer the policies are to how the table really plays, the
better the estimates; ``bench bots`` prints how well Normal's habits foresee
Normal's play. The loop is written out on local variables, the fastest state
CPython has, which :func:`policy_misses` repeats to replay a round.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.bots.search.fast import NOT_SET, World
from game.bots.search.policies import POLICIES, Policy

#: Chance that a greedy rollout plays a random legal card instead (diversity).
EXPLORE = 0.1


def random_playout(world: World, rng: random.Random) -> list[int]:
    """Play a copy of ``world`` to the end, uniformly among legal cards;
    the tricks each seat has won at the end (earlier tricks included)."""
    return _playout(world, rng, None, -1)


def greedy_choice(world: World, rng: random.Random, targets: Sequence[int]) -> int:
    """The card index the rollout policy of :func:`greedy_playout` plays for the
    seat to act (the same choice the playout makes, outside its loop)."""
    seat, legal = world.to_act, world.legal()
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    pick = Policy(world.layout, world.trump, rng)
    others = world.ghost
    for s, hand in enumerate(world.hands):
        if s != seat:
            others |= hand
    hand = world.hands[seat]
    if not world.trick:
        return pick.lead(hand, others, targets[seat] - world.won[seat])
    last = len(world.trick) == world.players - 1
    return pick.follow(legal, world.won[seat] < targets[seat], 0 if last else others,
                       world.led, world._best_key, world._best_idx)


def policy_misses(world: World, plays: Sequence[tuple[int, int]], targets: Sequence[int],
                  skip: int) -> int:
    """Replay ``plays`` (seat, index) from ``world`` (the round's start, every
    hand full) and count the plays of seats other than ``skip`` that had a
    choice and differ from the rollout policy's; a tie of equal side cards in
    two suits (a coin flip for the policy) is no difference."""
    lay, pick = world.layout, Policy(world.layout, world.trump, random.Random(0))
    suit_mask, special, lead_slot, keys = lay.suit_mask, lay.special_mask, lay.lead_slot, world._keys
    strength, block, trump, must_trump = lay.strength, lay.block, world.trump, world.must_trump
    trump_mask = suit_mask[trump] if trump >= 0 else 0
    hands, won, n, ghost = list(world.hands), list(world.won), world.players, world.ghost
    live = 0
    for hand in hands:
        live |= hand
    count, led, best_key, best_seat, best_idx = 0, NOT_SET, -1, -1, -1
    misses = 0
    for seat, idx in plays:
        hand = hands[seat]
        if seat != skip:
            legal = hand
            if led < NOT_SET:
                legal = hand & suit_mask[led]
                if legal:
                    legal |= hand & special
                elif must_trump and hand & trump_mask:
                    legal = hand & (trump_mask | special)
                else:
                    legal = hand
            if legal & (legal - 1):
                if count == 0:
                    choice = pick.lead(hand, live ^ hand | ghost, targets[seat] - won[seat])
                else:
                    choice = pick.follow(legal, won[seat] < targets[seat],
                                         0 if count == n - 1 else live ^ hand | ghost, led,
                                         best_key, best_idx)
                if choice != idx and not (strength[choice] == strength[idx] and block[choice] < 4
                                          and block[idx] < 4 and block[choice] != trump
                                          and block[idx] != trump):
                    misses += 1
        low = 1 << idx
        hands[seat] = hand ^ low
        live ^= low
        if led == NOT_SET:
            led = lead_slot[idx]
        key = keys[led][idx]
        if key > best_key:
            best_key, best_seat, best_idx = key, seat, idx
        count += 1
        if count == n:
            won[best_seat] += 1
            count, led, best_key = 0, NOT_SET, -1
    return misses


def greedy_playout(world: World, rng: random.Random, targets: Sequence[int],
                   first: int | None = None, explore: float = EXPLORE,
                   styles: Sequence[int] | None = None) -> list[int]:
    """Play a copy of ``world`` to the end with a bid-aware rollout policy:
    a seat short of ``targets[seat]`` tries to win tricks cheaply, a seat
    that has enough ducks; with chance ``explore`` a random legal card.
    ``first``: the index the seat to act plays first (a candidate move);
    ``styles``: the style each seat plays by (:data:`~game.bots.search.policies.POLICIES`;
    default: every seat by Normal's habits). Returns the tricks each seat has won at the end."""
    if first is not None and not world.legal() >> first & 1:
        raise ValueError(f"index {first} is not legal for seat {world.to_act}")
    return _playout(world, rng, targets, -1 if first is None else first, explore, styles)


def seat_policies(world: World, rng: random.Random, styles: Sequence[int] | None) -> list[Policy]:
    """The policy of every seat of ``world``: of its style, or Normal's habits for all."""
    if styles is None:
        return [Policy(world.layout, world.trump, rng)] * world.players
    made: dict[int, Policy] = {}
    out = []
    for style in styles:
        pick = made.get(style)
        if pick is None:
            pick = made[style] = POLICIES[style](world.layout, world.trump, rng)
        out.append(pick)
    return out


def _playout(world: World, rng: random.Random, targets: Sequence[int] | None, forced: int,
             explore: float = EXPLORE, styles: Sequence[int] | None = None) -> list[int]:
    """The playout loop: uniform choices without ``targets``, else greedy.

    One play per pass, on local variables only (the fastest state CPython
    has); ``forced`` (if not -1) is the first card played.
    """
    lay = world.layout
    suit_mask, special, lead_slot = lay.suit_mask, lay.special_mask, lay.lead_slot
    keys, must_trump = world._keys, world.must_trump
    trump_mask = suit_mask[world.trump] if world.trump >= 0 else 0
    hands, won, n, rand = list(world.hands), list(world.won), world.players, rng.random
    count, led, best_key = len(world.trick), world._led, world._best_key
    best_seat, best_idx = world._best_seat, world._best_idx
    seat = (world.leader + count) % n
    tricks = world.tricks_left
    live = 0
    for hand in hands:
        live |= hand
    picks = seat_policies(world, rng, styles) if targets is not None else None
    ghost = world.ghost
    goals: Sequence[int] = targets if targets is not None else ()
    while tricks:
        hand = hands[seat]
        legal = hand
        if led < NOT_SET:
            legal = hand & suit_mask[led]
            if legal:
                legal |= hand & special
            elif must_trump and hand & trump_mask:
                legal = hand & (trump_mask | special)
            else:
                legal = hand
        if forced >= 0:
            idx, forced = forced, -1
        elif not legal & (legal - 1):
            idx = legal.bit_length() - 1
        elif picks is None or rand() < explore:
            k = int(rand() * legal.bit_count())
            while k:
                legal &= legal - 1
                k -= 1
            idx = (legal & -legal).bit_length() - 1
        elif count == 0:
            idx = picks[seat].lead(hand, live ^ hand | ghost, goals[seat] - won[seat])
        else:
            idx = picks[seat].follow(legal, won[seat] < goals[seat],
                                     0 if count == n - 1 else live ^ hand | ghost, led, best_key,
                                     best_idx)
        low = 1 << idx
        hands[seat] = hand ^ low
        live ^= low
        if led == NOT_SET:
            led = lead_slot[idx]
        key = keys[led][idx]
        if key > best_key:
            best_key, best_seat, best_idx = key, seat, idx
        count += 1
        if count == n:
            won[best_seat] += 1
            seat, count, led, best_key, tricks = best_seat, 0, NOT_SET, -1, tricks - 1
        else:
            seat = seat + 1 if seat + 1 < n else 0
    return won
