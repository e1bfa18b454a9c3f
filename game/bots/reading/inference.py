"""Reading the plays: how likely each seat's plays are in a deal, for each style.

A player who needed a trick and followed low probably had nothing higher; one
who had made its bid and threw a king probably held no safe smaller card.
:func:`replay_logs` replays the round so far in a deal and asks each style's
policy (:mod:`game.bots.search.policies`) what each other seat would have
played there; a play the style would have made is likely under it, any other
is not (:data:`game.bots.reading.styles.PLAY_LOGS`). A card that plays alike
with the style's own (the same suit with nothing of the others' between them,
or a coin flip of the policy between equal cards of two side suits) counts as
the style's card. :class:`PlayReader` holds the plays of one view for the
many deals a decision samples.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.bots.reading.styles import NORMAL, PLAY_LOGS, STYLES, WILD
from game.bots.search.fast import NOT_SET, Layout, World
from game.bots.search.policies import Policy, policies_for
from game.cards import SUIT_RANK_ORDER, Card
from game.view import SeatView


def replay_logs(layout: Layout, trump: int, must_trump: bool, start: Sequence[int], ghost: int,
                leader: int, plays: Sequence[tuple[int, int]], targets: Sequence[int],
                styles: Sequence[Sequence[int]], policies: Sequence[Policy],
                misses: list[list[int]] | None = None) -> list[list[float]]:
    """Replay ``plays`` (seat, card index) from the hands ``start`` (masks, as the round
    began; ``ghost``: the cards nobody holds) and return, per seat, the log-likelihood of
    its plays under each style listed in ``styles[seat]`` (0.0 for the others). A play
    with one legal card tells nothing. ``policies``: one per style (:func:`policies_for`);
    ``misses``, if given, counts per seat and style the plays unlike the style's."""
    n = len(start)
    lay = layout
    suit_mask, special, lead_slot, keys = lay.suit_mask, lay.special_mask, lay.lead_slot, lay.keys(trump)
    block, strength = lay.block, lay.strength
    trump_mask = suit_mask[trump] if trump >= 0 else 0
    hands, won = list(start), [0] * n
    live = 0
    for hand in hands:
        live |= hand
    out = [[0.0] * STYLES for _ in range(n)]
    count, led, best_key, best_seat, best_idx = 0, NOT_SET, -1, -1, -1
    for seat, idx in plays:
        hand = hands[seat]
        todo = styles[seat]
        if todo:
            legal = hand
            if led < NOT_SET:
                legal = hand & suit_mask[led]
                if legal:
                    legal |= hand & special
                elif must_trump and hand & trump_mask:
                    legal = hand & (trump_mask | special)
                else:
                    legal = hand
            choices = legal.bit_count()
            if choices > 1:
                others = live ^ hand | ghost
                tell = others | (1 << best_idx if best_idx >= 0 else 0)
                row = out[seat]
                normal = -1
                for style in todo:
                    if style == WILD and normal >= 0:
                        choice = normal  # its own choices are Normal's when not at random
                    else:
                        pick = policies[NORMAL if style == WILD else style]
                        if count == 0:
                            choice = pick.lead(hand, others, targets[seat] - won[seat])
                        else:
                            choice = pick.follow(legal, won[seat] < targets[seat],
                                                 0 if count == n - 1 else others, led, best_key,
                                                 best_idx)
                        if style == NORMAL:
                            normal = choice
                    alike = choice == idx
                    if not alike:
                        a, b = block[choice], block[idx]
                        if a != b:  # the policy's coin flip between equal side cards of two suits
                            alike = (strength[choice] == strength[idx] and a < 4 and b < 4
                                     and a != trump and b != trump)
                        elif a >= 4:  # Wizards play alike, and so do Jesters
                            alike = True
                        else:  # the same suit: alike when no card that tells them apart is between
                            low, high = (choice, idx) if choice < idx else (idx, choice)
                            alike = not ((1 << high) - (2 << low)) & tell
                    row[style] += PLAY_LOGS[style][choices][0 if alike else 1]
                    if misses is not None and not alike:
                        misses[seat][style] += 1
        low_bit = 1 << idx
        hands[seat] = hand ^ low_bit
        live ^= low_bit
        if led == NOT_SET:
            led = lead_slot[idx]
        key = keys[led][idx]
        if key > best_key:
            best_key, best_seat, best_idx = key, seat, idx
        count += 1
        if count == n:
            won[best_seat] += 1
            count, led, best_key, best_idx = 0, NOT_SET, -1, -1
    return out


class PlayReader:
    """The plays of one view, ready to be replayed in many sampled deals.

    ``indices``: the card index of every play of the round so far, in order, as
    the caller's deals number the cards (default: the first copy of each card,
    which a deck of one copy needs).
    """

    def __init__(self, view: SeatView, layout: Layout, indices: Sequence[int] | None = None) -> None:
        self.view, self.layout = view, layout
        tricks = (*view.tricks, view.trick) if view.trick else view.tricks
        self.plays = [(seat, card) for trick in tricks for seat, card in trick]
        self.leader = self.plays[0][0] if self.plays else view.leader
        self.targets = [b or 0 for b in view.bids]
        self.played: list[list[Card]] = [[] for _ in range(view.players)]
        for seat, card in self.plays:
            self.played[seat].append(card)
        self.trump = -1 if view.trump is None else SUIT_RANK_ORDER.index(view.trump)
        self.active = (any(s != view.seat for s, _ in self.plays)
                       and (indices is not None or layout.copies == 1))
        if indices is None:
            indices = [layout.indices(card)[0] for _, card in self.plays] if self.active else []
        self.indices = [(seat, idx) for (seat, _), idx in zip(self.plays, indices, strict=True)]
        self.policies = policies_for(layout, self.trump, random.Random(0))

    def log_likelihoods(self, start: Sequence[int], ghost: int,
                        styles: Sequence[Sequence[int]]) -> list[list[float]]:
        """:func:`replay_logs` of this round's plays from the hands ``start`` (masks, as
        the round began: each seat's cards now and the cards it played)."""
        return replay_logs(self.layout, self.trump, self.view.rules.must_trump, start, ghost,
                           self.leader, self.indices, self.targets, styles, self.policies)

    def misfits(self, hands: Sequence[Sequence[Card]], ghost: Sequence[Card]) -> int:
        """How many plays of the other seats Normal's habits, dealt ``hands`` (the cards
        held now), would not have made (a play like the habit's counts as the habit's)."""
        if not self.active:
            return 0
        view, layout = self.view, self.layout
        start = [[*hands[s], *self.played[s]] for s in range(view.players)]
        world = World.from_cards(layout, start, view.trump, view.rules.must_trump, self.leader,
                                 (), [0] * view.players, ghost)
        only = [[NORMAL] if s != view.seat else [] for s in range(view.players)]
        counts = [[0] * STYLES for _ in range(view.players)]
        replay_logs(layout, self.trump, view.rules.must_trump, world.hands, world.ghost, self.leader,
                    self.indices, self.targets, only, self.policies, counts)
        return sum(row[NORMAL] for row in counts)
