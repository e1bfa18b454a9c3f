"""How simulated players choose their cards, one class a style, on bit masks.

The search finishes rounds in sampled deals (:mod:`game.bots.search.rollout`)
and must guess how every other seat will play; the Hard bot's seat models
(:mod:`game.bots.reading.styles`) say which of these styles each seat plays
like. Every class answers the same two questions, given only what that seat
could know: the card to lead from ``hand`` while ``others`` (every card it has
not seen: the other hands and the undealt cards) are out, and the card to
follow with. The style bots of :mod:`game.bots.levels.styles` play with these
very classes, so the model of a style is its player.

- :class:`Policy` — the Normal player's habits: win cheaply while short of the
  bid, duck once it is made, cash a boss when it needs tricks.
- :class:`EasyPolicy` — the beginner: plays high while it wants tricks, the
  highest card that loses once it has enough, with no memory of what is out.
- :class:`GrabPolicy` — the over-bidder: leads its highest card and takes every
  trick it can, bid made or not.
- :class:`DuckPolicy` — the cautious under-bidder: takes a trick only with a
  sure winner while it needs one, and otherwise ducks.
- :class:`WildPolicy` — near-random: a random legal card half of the time,
  the Normal habits otherwise.

Cards are ordered Jesters < other suits (by strength) < trumps < Wizards,
which is the trick key order for every card that could beat the winner.
"""

from __future__ import annotations

import random
from typing import ClassVar

from game.bots.search.fast import _WIZARD, NOT_SET, Layout

#: Share of a Wild player's cards (and bids) chosen at random.
WILD_SHARE = 0.5


class Policy:
    """The Normal player's habits: the rollouts' policy, so rollouts foresee a Normal table."""

    #: What a style bot of this policy is called (:data:`game.bots.levels.styles`).
    name: ClassVar[str] = "normal"

    def __init__(self, layout: Layout, trump: int, rng: random.Random) -> None:
        self.lay = layout
        self.trump, self.rand = trump, rng.random
        self.trump_mask = layout.suit_mask[trump] if trump >= 0 else 0
        self.plain = [s for s in range(4) if s != trump]
        self.strength, self.suit_mask = layout.strength, layout.suit_mask

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

    def beaters(self, legal: int, led: int, best_key: int, best_idx: int) -> int:
        """The cards of ``legal`` that would take the trick from its best card so far."""
        lay = self.lay
        if best_key >= _WIZARD:
            return 0
        if led == NOT_SET:  # only Jesters so far: any other card takes the lead
            return legal & ~lay.jester_mask
        beat = lay.stronger[best_idx] | lay.wizard_mask
        if lay.block[best_idx] != self.trump:
            beat |= self.trump_mask
        return legal & beat

    def random_card(self, mask: int) -> int:
        """A card of ``mask`` drawn uniformly."""
        k = int(self.rand() * mask.bit_count())
        while k:
            mask &= mask - 1
            k -= 1
        return (mask & -mask).bit_length() - 1

    def safest_lead(self, hand: int, others: int) -> int:
        """The card most likely to be beaten: the most unseen cards above it, a side
        card before a trump."""
        lay, strength = self.lay, self.strength
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

    def side_bosses(self, hand: int, others: int) -> tuple[int, int]:
        """Our top card of each side suit that nothing out beats (a mask), and our
        top trump if nothing out beats it (-1 if not)."""
        strength = self.strength
        boss, trump_top = 0, -1
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
        return boss, trump_top

    def sure_beaters(self, beaters: int, others: int) -> int:
        """The cards of ``beaters`` that nothing still to come can beat: Wizards, and in
        each suit the lowest card above all of theirs (off trump only while no trump is out)."""
        boss = beaters & self.lay.wizard_mask
        if boss:
            return boss
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
        return boss

    def lead(self, hand: int, others: int, need: int) -> int:
        """Lead as the Normal bot does: a seat that needs tricks cashes a Wizard
        or a side boss, a boss trump only when it needs as many tricks as it has
        trumps, and otherwise gives up its least useful card (the lowest side
        card); a full seat leads the card most likely to be beaten."""
        if need <= 0:
            return self.safest_lead(hand, others)
        if hand & self.lay.wizard_mask:
            return self.highest(hand & self.lay.wizard_mask)
        boss, trump_top = self.side_bosses(hand, others)
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
        beaters = self.beaters(legal, led, best_key, best_idx)
        if needs:
            if not beaters:
                return self.lowest(legal)
            if not others:
                return self.lowest(beaters)
            boss = self.sure_beaters(beaters, others)
            if boss:
                return self.lowest(boss)
            high = self.highest(beaters)
            return high if self.lay.block[high] != self.trump else self.lowest(beaters)
        duck = legal & ~beaters
        return self.highest(duck) if duck else self.lowest(beaters)


class EasyPolicy(Policy):
    """The Easy bot's play: no memory; high while it wants tricks, else the highest loser."""

    name = "easy"

    def lead(self, hand: int, others: int, need: int) -> int:
        """Its highest card while it wants tricks, else its lowest."""
        return self.highest(hand) if need > 0 else self.lowest(hand)

    def follow(self, legal: int, needs: bool, others: int, led: int, best_key: int,
               best_idx: int) -> int:
        """Wanting tricks: the highest winner (the lowest when last), or its smallest
        card; with enough: the highest card that loses, or its smallest."""
        beaters = self.beaters(legal, led, best_key, best_idx)
        if needs:
            if not beaters:
                return self.lowest(legal)
            return self.lowest(beaters) if not others else self.highest(beaters)
        losers = legal & ~beaters
        return self.highest(losers) if losers else self.lowest(legal)


class GrabPolicy(Policy):
    """The over-bidder's play: every trick it can get, bid made or not."""

    name = "grabber"

    def lead(self, hand: int, others: int, need: int) -> int:
        """Its highest card."""
        return self.highest(hand)

    def follow(self, legal: int, needs: bool, others: int, led: int, best_key: int,
               best_idx: int) -> int:
        """The highest winner (the lowest when last to play), else its smallest card."""
        beaters = self.beaters(legal, led, best_key, best_idx)
        if not beaters:
            return self.lowest(legal)
        return self.lowest(beaters) if not others else self.highest(beaters)


class DuckPolicy(Policy):
    """The cautious under-bidder's play: a trick only with a sure winner."""

    name = "ducker"

    def lead(self, hand: int, others: int, need: int) -> int:
        """A Wizard or a side boss while it needs tricks, else the card most likely to be beaten."""
        if need > 0:
            if hand & self.lay.wizard_mask:
                return self.highest(hand & self.lay.wizard_mask)
            boss, _ = self.side_bosses(hand, others)
            if boss:
                return self.highest(boss)
        return self.safest_lead(hand, others)

    def follow(self, legal: int, needs: bool, others: int, led: int, best_key: int,
               best_idx: int) -> int:
        """Needing a trick: its lowest sure winner (the lowest winner when last);
        otherwise the highest card that loses, or its lowest."""
        beaters = self.beaters(legal, led, best_key, best_idx)
        if needs and beaters:
            if not others:
                return self.lowest(beaters)
            boss = self.sure_beaters(beaters, others)
            if boss:
                return self.lowest(boss)
        duck = legal & ~beaters
        return self.highest(duck) if duck else self.lowest(beaters)


class WildPolicy(Policy):
    """Near-random: a random legal card ``WILD_SHARE`` of the time, else the Normal habits."""

    name = "wild"

    def lead(self, hand: int, others: int, need: int) -> int:
        """A random card, or the Normal lead."""
        if self.rand() < WILD_SHARE:
            return self.random_card(hand)
        return super().lead(hand, others, need)

    def follow(self, legal: int, needs: bool, others: int, led: int, best_key: int,
               best_idx: int) -> int:
        """A random legal card, or the Normal follow."""
        if self.rand() < WILD_SHARE:
            return self.random_card(legal)
        return super().follow(legal, needs, others, led, best_key, best_idx)


#: Every style's policy, by style index (the order of :data:`STYLE_NAMES`).
POLICIES: tuple[type[Policy], ...] = (Policy, EasyPolicy, GrabPolicy, DuckPolicy, WildPolicy)
#: The styles' names, by index.
STYLE_NAMES: tuple[str, ...] = tuple(p.name for p in POLICIES)
#: Index of the Normal habits.
NORMAL = 0


def policies_for(layout: Layout, trump: int, rng: random.Random) -> list[Policy]:
    """One policy of every style for a round with trump index ``trump`` (-1 none)."""
    return [cls(layout, trump, rng) for cls in POLICIES]
