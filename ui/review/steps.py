"""Where a review can stand: before each action of a finished game's log, and after the last.

Position ``k`` is the game after its first ``k`` actions, so the action at
``k`` is the decision about to be made (and judged). A round starts at its
first decision (its cards dealt, nothing decided); a trick starts at its
first card. :meth:`Steps.game_at` plays the game again to any position.

>>> from game.match import play_match
>>> from game.presets import preset
>>> steps = Steps(play_match(preset("oh-pshaw").replace(max_hand=2), ["random"] * 3, 1).game)
>>> steps.end, steps.round_start(2), steps.next_trick(0)
(15, 6, 3)
"""

from __future__ import annotations

from dataclasses import dataclass

from game.actions import Action, Play
from game.game import Game


@dataclass(frozen=True)
class Mark:
    """What happens at one position: the round it is in, and whether a trick starts there."""

    round_number: int
    opens_trick: bool


class Steps:
    """The positions of the finished ``game`` and the ways between them."""

    def __init__(self, game: Game) -> None:
        self.game = game
        again = self._fresh()
        marks = []
        for _, action in game.log:
            marks.append(Mark(again.round.number, isinstance(action, Play) and not again.state.trick))
            again.apply(action)
        marks.append(Mark(again.round.number if again.rounds else 1, True))
        self.marks = marks

    def _fresh(self) -> Game:
        game = self.game
        return Game(game.rules, game.players, game.seed, game.shuffle)

    @property
    def end(self) -> int:
        """The last position: the game over."""
        return len(self.game.log)

    def clamp(self, position: int) -> int:
        """``position`` within the game."""
        return max(0, min(self.end, position))

    def game_at(self, position: int) -> Game:
        """The game after its first ``position`` actions, played again from the seed."""
        again = self._fresh()
        for _, action in self.game.log[:self.clamp(position)]:
            again.apply(action)
        return again

    def decision(self, position: int) -> tuple[int, Action] | None:
        """The seat and the action made at ``position`` (``None`` at the end or an early end)."""
        if position >= self.end:
            return None
        seat, action = self.game.log[position]
        return None if seat is None else (seat, action)

    def round_of(self, position: int) -> int:
        """The number of the round ``position`` is in."""
        return self.marks[self.clamp(position)].round_number

    def trick_of(self, position: int) -> int | None:
        """The number of the trick the card played at ``position`` belongs to (in its round),
        ``None`` when no card is played there."""
        decision = self.decision(position)
        if decision is None or not isinstance(decision[1], Play):
            return None
        start = self.round_start(self.round_of(position))
        return sum(1 for p in range(start, position + 1) if self.marks[p].opens_trick)

    def round_start(self, number: int) -> int:
        """The first position of round ``number`` (its first decision); the end when the round
        has none."""
        for position, mark in enumerate(self.marks):
            if mark.round_number == number:
                return position
        return self.end

    def next_round(self, position: int) -> int:
        """The start of the next round, or the end."""
        here = self.round_of(position)
        return next((p for p in range(position + 1, self.end + 1)
                     if self.marks[p].round_number != here), self.end)

    def previous_round(self, position: int) -> int:
        """The start of this round, or of the one before when already there."""
        start = self.round_start(self.round_of(position))
        if start < position:
            return start
        return self.round_start(self.round_of(position - 1)) if position > 0 else 0

    def next_trick(self, position: int) -> int:
        """The next position where a trick starts (or a round), or the end."""
        here = self.round_of(position)
        return next((p for p in range(position + 1, self.end + 1)
                     if self.marks[p].opens_trick or self.marks[p].round_number != here), self.end)

    def previous_trick(self, position: int) -> int:
        """The start of this trick (or bidding), or of the one before when already there."""
        for p in range(position - 1, -1, -1):
            here = self.marks[p]
            if here.opens_trick or p == 0 or self.marks[p - 1].round_number != here.round_number:
                return p
        return 0
