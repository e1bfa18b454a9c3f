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

#: One play of the round as everyone saw it: the card index, how many cards the
#: trick held before it, the suit led (``NOT_SET`` for a lead), the trick's best
#: key and card so far, the tricks the player had won, and the cards not yet
#: played before it (every hand and the undealt cards: the same in every deal).
Turn = tuple[int, int, int, int, int, int, int]


def public_turns(layout: Layout, trump: int, everything: int, plays: Sequence[tuple[int, int]],
                 players: int) -> list[list[Turn]]:
    """Per seat, its plays of ``plays`` (seat, card index) with what the table had shown
    before each (:data:`Turn`); ``everything``: the cards of the round's hands and the
    undealt ones. None of it depends on who holds the unplayed cards."""
    lead_slot, keys = layout.lead_slot, layout.keys(trump)
    out: list[list[Turn]] = [[] for _ in range(players)]
    won = [0] * players
    count, led, best_key, best_seat, best_idx = 0, NOT_SET, -1, -1, -1
    for seat, idx in plays:
        out[seat].append((idx, count, led, best_key, best_idx, won[seat], everything))
        everything &= ~(1 << idx)
        if led == NOT_SET:
            led = lead_slot[idx]
        key = keys[led][idx]
        if key > best_key:
            best_key, best_seat, best_idx = key, seat, idx
        count += 1
        if count == players:
            won[best_seat] += 1
            count, led, best_key, best_idx = 0, NOT_SET, -1, -1
    return out


def seat_logs(layout: Layout, trump: int, must_trump: bool, turns: Sequence[Turn], hand: int,
              target: int, styles: Sequence[int], policies: Sequence[Policy], players: int,
              misses: list[int] | None = None, again: Sequence[Policy] | None = None) -> list[float]:
    """The log-likelihood of one seat's plays (``turns``) under each style of ``styles``
    (0.0 for the others), had it held ``hand`` (a mask) as the round began: a play the
    style would have made is likely under it, any other is not. A play with one legal
    card tells nothing. ``misses``, if given, counts per style the plays unlike the style's.
    ``again``: the styles' policies breaking ties between equal cards of two suits the
    other way (:func:`reading_policies`); a play like either choice is the style's."""
    lay = layout
    suit_mask, special, block, strength = lay.suit_mask, lay.special_mask, lay.block, lay.strength
    trump_mask = suit_mask[trump] if trump >= 0 else 0
    row = [0.0] * STYLES
    last = players - 1
    for idx, count, led, best_key, best_idx, won, unplayed in turns:
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
            others = unplayed & ~hand
            tell = others | (1 << best_idx if best_idx >= 0 else 0)
            normal: bool | None = None
            for style in styles:
                kind = NORMAL if style == WILD else style  # Wild's own choices are Normal's
                if kind == NORMAL and normal is not None:
                    alike = normal
                else:
                    alike = False
                    for side in (policies, again) if again is not None else (policies,):
                        choice = _choice(side[kind], hand, legal, others, count, last, led, best_key,
                                         best_idx, target - won)
                        alike = _alike(choice, idx, block, strength, trump, tell)
                        side_card = block[choice] < 4 and block[choice] != trump
                        if alike or not side_card or block[choice] == block[idx]:
                            break  # a coin flip, if any, chose between side cards of two suits
                    if kind == NORMAL:
                        normal = alike
                row[style] += PLAY_LOGS[style][choices][0 if alike else 1]
                if misses is not None and not alike:
                    misses[style] += 1
        hand ^= 1 << idx
    return row


def _choice(policy: Policy, hand: int, legal: int, others: int, count: int, last: int, led: int,
            best_key: int, best_idx: int, need: int) -> int:
    """The card ``policy`` plays: a lead when the trick is empty (``count`` 0), else a follow."""
    if count == 0:
        return policy.lead(hand, others, need)
    return policy.follow(legal, need > 0, 0 if count == last else others, led, best_key, best_idx)


def _alike(choice: int, idx: int, block: Sequence[int], strength: Sequence[int], trump: int,
           tell: int) -> bool:
    """Whether playing ``idx`` is playing ``choice``, for all the others can tell: the same
    card, equal side cards of two suits (the policy's coin flip), two Wizards or two Jesters,
    or two cards of one suit with no card of ``tell`` between them."""
    if choice == idx:
        return True
    a, b = block[choice], block[idx]
    if a != b:
        return strength[choice] == strength[idx] and a < 4 and b < 4 and a != trump and b != trump
    if a >= 4:
        return True
    low, high = (choice, idx) if choice < idx else (idx, choice)
    return not ((1 << high) - (2 << low)) & tell


class _Tie(random.Random):
    """A policy's coin: always the same side (``value`` < 0.5: the later of equal cards)."""

    def __init__(self, value: float) -> None:
        super().__init__(0)
        self.value = value

    def random(self) -> float:
        """The fixed side."""
        return self.value


def reading_policies(layout: Layout, trump: int) -> tuple[list[Policy], list[Policy]]:
    """Every style's policy twice, for reading plays: breaking ties between equal cards
    of two suits one way, then the other (a player of the style may have played either)."""
    return policies_for(layout, trump, _Tie(0.99)), policies_for(layout, trump, _Tie(0.0))


def replay_logs(layout: Layout, trump: int, must_trump: bool, start: Sequence[int], ghost: int,
                leader: int, plays: Sequence[tuple[int, int]], targets: Sequence[int],
                styles: Sequence[Sequence[int]], policies: Sequence[Policy],
                misses: list[list[int]] | None = None,
                again: Sequence[Policy] | None = None) -> list[list[float]]:
    """Replay ``plays`` (seat, card index) from the hands ``start`` (masks, as the round
    began; ``ghost``: the cards nobody holds) and return, per seat, the log-likelihood of
    its plays under each style listed in ``styles[seat]`` (0.0 for the others)
    (:func:`seat_logs`). ``policies``: one per style (:func:`policies_for`), and ``again``
    the same breaking ties the other way (:func:`reading_policies`); ``misses``, if given,
    counts per seat and style the plays unlike the style's."""
    n = len(start)
    everything = ghost
    for hand in start:
        everything |= hand
    turns = public_turns(layout, trump, everything, plays, n)
    return [seat_logs(layout, trump, must_trump, turns[s], start[s], targets[s], styles[s], policies, n,
                      misses[s] if misses is not None else None, again)
            if styles[s] else [0.0] * STYLES for s in range(n)]


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
        self.policies, self.again = reading_policies(layout, self.trump)
        self._turns: list[list[Turn]] | None = None

    def seat_log_likelihoods(self, seat: int, start: int, everything: int,
                             styles: Sequence[int]) -> list[float]:
        """:func:`seat_logs` of ``seat``'s plays had it held ``start`` (a mask) as the round
        began. ``everything``: the round's cards in every hand and the undealt ones, the
        same for every deal of the view."""
        if self._turns is None:
            self._turns = public_turns(self.layout, self.trump, everything, self.indices,
                                       self.view.players)
        return seat_logs(self.layout, self.trump, self.view.rules.must_trump, self._turns[seat],
                         start, self.targets[seat], styles, self.policies, self.view.players,
                         again=self.again)

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
                    self.indices, self.targets, only, self.policies, counts, self.again)
        return sum(row[NORMAL] for row in counts)
