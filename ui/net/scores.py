"""A seat's view read as a game by the score sheet and the pause menu
(:class:`~game.pad.scored.ScoredGame`): the rounds the view holds (the earlier ones and
the one in play) with their bids, tricks and points, the totals, the leaders.

Only what the seat may know is in it: the earlier rounds are public, the round in play
holds what the table shows.
"""

from __future__ import annotations

from itertools import accumulate

from game.phase import Phase
from game.round_log import BidLog, RoundLog, TrickLog
from game.rules import Rules
from game.tricks import trick_winner
from game.view import PastRound, SeatView
from ui.core.moves import RoundInPlay


class ViewScores:
    """The game of ``view`` as a score sheet reads it."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        n = view.players
        totals = list(accumulate(view.scores, lambda a, b: tuple(x + y for x, y in zip(a, b, strict=True)),
                                 initial=(0,) * n))[1:]
        self._rounds = [_past(past, n, list(scores), list(total))
                        for past, scores, total in zip(view.earlier, view.scores, totals, strict=False)]
        if view.phase is not Phase.GAME_OVER or len(self._rounds) < view.round_number:
            current = RoundLog(view.round_number, view.dealer, view.hand_size, view.tie_break,
                               turn_up=view.turn_up, trump=view.trump,
                               tricks_won=list(view.tricks_won))
            current.bids = [BidLog(seat, bid) for seat, bid in enumerate(view.bids) if bid is not None]
            if view.phase is Phase.GAME_OVER and len(view.scores) >= view.round_number:
                current.complete = True
            self._rounds.append(current)

    @property
    def rules(self) -> Rules:
        """The rules of the table."""
        return self.view.rules

    @property
    def players(self) -> int:
        """Seats at the table."""
        return self.view.players

    @property
    def rounds(self) -> list[RoundLog]:
        """Every round so far; the complete ones scored."""
        return self._rounds

    @property
    def round(self) -> RoundLog:
        """The round under way (the last one, once the game is over)."""
        return self._rounds[-1]

    @property
    def scheduled_rounds(self) -> int:
        """Rounds of the schedule."""
        return self.view.scheduled_rounds

    @property
    def totals(self) -> list[int]:
        """Each seat's total so far."""
        return list(self.view.totals)

    @property
    def winners(self) -> list[int]:
        """The leaders among the seats that can still win (the winners once it is over)."""
        best = max(self.view.totals[s] for s in self.candidates)
        return [s for s in self.candidates if self.view.totals[s] == best]

    @property
    def candidates(self) -> list[int]:
        """Seats that can still win."""
        return list(self.view.candidates) or list(range(self.view.players))

    @property
    def ended_early(self) -> bool:
        """A view does not say; the record at the end does."""
        return False

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.view.phase is Phase.GAME_OVER

    def in_play(self) -> RoundInPlay | None:
        """The round being played as the table shows it, or ``None`` when there is none."""
        view = self.view
        if self.is_over or view.round_number <= len(view.scores):
            return None
        trump = view.trump.symbol if view.trump is not None else ""
        return RoundInPlay(view.round_number, view.hand_size, trump, view.tie_break, tuple(view.bids),
                           tuple(view.tricks_won))


def _past(past: PastRound, players: int, scores: list[int], totals: list[int]) -> RoundLog:
    """An earlier round as the score sheet reads one: each trick with its winner."""
    tricks = []
    won = [0] * players
    for plays in past.tricks:
        cards = [card for _seat, card in plays]
        winner = plays[trick_winner(cards, past.trump)][0] if plays else 0
        won[winner] += 1
        tricks.append(TrickLog(plays[0][0] if plays else 0, list(plays), winner))
    return RoundLog(past.number, past.dealer, past.hand_size, turn_up=past.turn_up, trump=past.trump,
                    bids=[BidLog(seat, bid) for seat, bid in enumerate(past.bids)], tricks=tricks,
                    tricks_won=won, scores=scores, totals=totals, complete=True)
