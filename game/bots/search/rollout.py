"""The search's rollouts: how the simulated players choose, and the playout loop.

Hard scores an option by finishing the round in a sampled deal
(:class:`~game.bots.search.fast.World`). Every seat there plays by one policy, the
Normal bot's habits on bit masks: win cheaply while short of its bid, duck
once it has enough, and treat every card it has not seen (another hand or
undealt) as possibly out. The closer the policy is to how the table really
plays, the better the estimates; ``bench bots`` prints how well it foresees
Normal's play. The loop is written out on local variables, the fastest state
CPython has, which :func:`policy_misses` repeats to replay a round.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.bots.search.fast import _WIZARD, NOT_SET, World

#: Chance that a greedy rollout plays a random legal card instead (diversity).
EXPLORE = 0.1


def random_playout(world: World, rng: random.Random) -> list[int]:
    """Play a copy of ``world`` to the end, uniformly among legal cards;
    the tricks each seat has won at the end (earlier tricks included)."""
    return _playout(world, rng, None, -1)


class Policy:
    """The card choices of :func:`greedy_playout`, on masks (the exact endgame
    of :mod:`game.bots.search.endgame` plays the other seats with it too).

    Cards are ordered Jesters < other suits (by strength) < trumps < Wizards,
    which is the trick key order for every card that could beat the winner.
    """

    def __init__(self, world: World, rng: random.Random) -> None:
        lay = self.lay = world.layout
        self.trump, self.rand = world.trump, rng.random
        self.trump_mask = lay.suit_mask[self.trump] if self.trump >= 0 else 0
        self.plain = [s for s in range(4) if s != self.trump]
        self.strength, self.suit_mask = lay.strength, lay.suit_mask

    def lowest(self, mask: int) -> int:
        """The weakest card of ``mask`` (equal strengths in two suits: a coin flip)."""
        lay, strength = self.lay, self.strength
        part = mask & lay.jester_mask or 0
        if not part:
            best, best_s = -1, 99
            for s in self.plain:
                m = mask & self.suit_mask[s]
                if m:
                    i = (m & -m).bit_length() - 1
                    if strength[i] < best_s or (strength[i] == best_s and self.rand() < 0.5):
                        best, best_s = i, strength[i]
            if best >= 0:
                return best
            part = mask & self.trump_mask or mask
        return (part & -part).bit_length() - 1

    def highest(self, mask: int) -> int:
        """The strongest card of ``mask`` (equal strengths in two suits: a coin flip)."""
        part = mask & self.lay.wizard_mask
        if part:
            return (part & -part).bit_length() - 1
        part = mask & self.trump_mask
        if part:
            return part.bit_length() - 1
        best, best_s, strength = -1, -99, self.strength
        for s in self.plain:
            m = mask & self.suit_mask[s]
            if m:
                i = m.bit_length() - 1
                if strength[i] > best_s or (strength[i] == best_s and self.rand() < 0.5):
                    best, best_s = i, strength[i]
        return best if best >= 0 else (mask & -mask).bit_length() - 1

    def lead(self, hand: int, others: int, need: int) -> int:
        """Lead as the Normal bot does: a seat that needs tricks cashes a Wizard
        or a side boss, a boss trump only when it needs as many tricks as it has
        trumps, and otherwise gives up its least useful card (the lowest side
        card); a full seat leads the card most likely to be beaten (the most
        unseen cards above it, a side card before a trump)."""
        lay, strength = self.lay, self.strength
        if need <= 0:  # the card most likely to be beaten, a side card before a trump
            best, best_score = -1, -99
            for s in range(4):
                mine = hand & self.suit_mask[s]
                if mine:
                    low = (mine & -mine).bit_length() - 1
                    above = (others & lay.stronger[low] | others & lay.wizard_mask).bit_count()
                    score = above - (5 if s == self.trump else 0)
                    if score > best_score or (score == best_score and strength[low] < strength[best]):
                        best, best_score = low, score
            return best if best >= 0 else self.lowest(hand)
        if hand & lay.wizard_mask:
            return self.highest(hand & lay.wizard_mask)
        boss = 0
        trump_top = -1
        for s in range(4):
            mine = hand & self.suit_mask[s]
            if mine:
                top = mine.bit_length() - 1
                theirs = others & self.suit_mask[s]
                # >=: of equal copies the one led first wins.
                if not theirs or strength[top] >= strength[theirs.bit_length() - 1]:
                    if s == self.trump:
                        trump_top = top
                    else:
                        boss |= 1 << top
        if boss:
            return self.highest(boss)
        if trump_top >= 0 and need >= (hand & self.trump_mask).bit_count():
            return trump_top
        return self.lowest(hand & ~self.trump_mask or hand)

    def follow(self, legal: int, needs: bool, others: int, led: int, best_key: int,
               best_idx: int) -> int:
        """Follow as the Normal bot does: a seat that needs the trick wins it with
        its lowest boss (no card still out beats it), or else with its highest
        side-suit winner, or else its lowest trump; a seat that has enough ducks
        under the winner as high as it can. ``others``: the cards still to come
        in this trick (none when last), which the boss test looks at."""
        lay = self.lay
        if best_key >= _WIZARD:
            beaters = 0
        elif led == NOT_SET:  # only Jesters so far: any other card takes the lead
            beaters = legal & ~lay.jester_mask
        else:
            beat = lay.stronger[best_idx] | lay.wizard_mask
            if lay.block[best_idx] != self.trump:
                beat |= self.trump_mask
            beaters = legal & beat
        if needs:
            if not beaters:
                return self.lowest(legal)
            if not others:
                return self.lowest(beaters)
            boss = beaters & lay.wizard_mask
            if not boss:
                strength, trump_out = self.strength, others & self.trump_mask
                for s in range(4):
                    mine = beaters & self.suit_mask[s]
                    if not mine or (s != self.trump and trump_out):
                        continue
                    theirs = others & self.suit_mask[s]
                    top = strength[theirs.bit_length() - 1] if theirs else -1
                    while mine:  # the lowest card of the suit above all of theirs
                        low = mine & -mine
                        if strength[low.bit_length() - 1] > top:
                            boss |= low
                            break
                        mine ^= low
            if boss:
                return self.lowest(boss)
            high = self.highest(beaters)
            return high if lay.block[high] != self.trump else self.lowest(beaters)
        duck = legal & ~beaters
        return self.highest(duck) if duck else self.lowest(beaters)


def greedy_choice(world: World, rng: random.Random, targets: Sequence[int]) -> int:
    """The card index the rollout policy of :func:`greedy_playout` plays for the
    seat to act (the same choice the playout makes, outside its loop)."""
    seat, legal = world.to_act, world.legal()
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    pick = Policy(world, rng)
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
    lay, pick = world.layout, Policy(world, random.Random(0))
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
                   first: int | None = None, explore: float = EXPLORE) -> list[int]:
    """Play a copy of ``world`` to the end with a bid-aware rollout policy:
    a seat short of ``targets[seat]`` tries to win tricks cheaply, a seat
    that has enough ducks; with chance ``explore`` a random legal card.
    ``first``: the index the seat to act plays first (a candidate move).
    Returns the tricks each seat has won at the end."""
    if first is not None and not world.legal() >> first & 1:
        raise ValueError(f"index {first} is not legal for seat {world.to_act}")
    return _playout(world, rng, targets, -1 if first is None else first, explore)


def _playout(world: World, rng: random.Random, targets: Sequence[int] | None, forced: int,
             explore: float = EXPLORE) -> list[int]:
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
    pick = Policy(world, rng) if targets is not None else None
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
        elif pick is None or rand() < explore:
            k = int(rand() * legal.bit_count())
            while k:
                legal &= legal - 1
                k -= 1
            idx = (legal & -legal).bit_length() - 1
        elif count == 0:
            idx = pick.lead(hand, live ^ hand | ghost, goals[seat] - won[seat])
        else:
            idx = pick.follow(legal, won[seat] < goals[seat],
                              0 if count == n - 1 else live ^ hand | ghost, led, best_key, best_idx)
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
