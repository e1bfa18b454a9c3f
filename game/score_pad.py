"""Score pad mode (R-G5): people play with real cards, the program keeps score.

It records bids and tricks round by round, checks their ranges and the hook
rule, tells over/under/even, and scores with every scoring option, renege
penalties included (R-L7).

>>> from game.presets import preset
>>> pad = ScorePad(preset("oh-pshaw"), players=3, first_dealer=0)
>>> pad.enter_round(bids=[1, 0, 0], tricks=[1, 0, 0])
[11, 10, 10]
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bidding import balance, hook_forbidden
from game.errors import IllegalActionError, OptionsError
from game.rules import Rules
from game.schedule import hand_sizes
from game.scoring import points


class ScorePad:
    """The score sheet of a game played with real cards.

    Bids and tricks are given in seat order; the bidding order (eldest hand
    first, the dealer last) matters only for the hook rule.
    """

    def __init__(self, rules: Rules, players: int, first_dealer: int = 0) -> None:
        rules.validate(players)
        if not 0 <= first_dealer < players:
            raise OptionsError("option_value", name="first_dealer", value=first_dealer,
                               reason=f"seats are 0 to {players - 1}")
        self.rules = rules
        self.players = players
        self.first_dealer = first_dealer
        self.sizes = hand_sizes(rules, players)
        self.rounds: list[tuple[list[int], list[int], list[int]]] = []  # bids, tricks, scores
        self.candidates = list(range(players))
        self.winners: list[int] = []

    @property
    def dealer(self) -> int:
        """Who deals the round to be entered next."""
        return (self.first_dealer + len(self.rounds)) % self.players

    @property
    def hand_size(self) -> int:
        """Cards per player in the round to be entered next (tie-breaks: the largest hand)."""
        number = len(self.rounds)
        return self.sizes[number] if number < len(self.sizes) else max(self.sizes)

    @property
    def totals(self) -> list[int]:
        """Running totals (R-C7)."""
        return [sum(scores[s] for _, _, scores in self.rounds) for s in range(self.players)]

    @property
    def is_over(self) -> bool:
        """True once the scheduled rounds (and any tie-breaks) are entered."""
        return bool(self.winners)

    def forbidden_bid(self, bids: Sequence[int]) -> int | None:
        """The bid the dealer may not make under the hook rule, given the others' bids."""
        if not self.rules.hook:
            return None
        return hook_forbidden([b for s, b in enumerate(bids) if s != self.dealer], self.hand_size)

    def balance(self, bids: Sequence[int]) -> str:
        """"over", "under" or "even" for these bids (R-B2)."""
        return balance(sum(bids), self.hand_size)

    def enter_round(self, bids: Sequence[int], tricks: Sequence[int],
                    reneged: Sequence[int] = ()) -> list[int]:
        """Record a round and return its scores; refuse impossible numbers, changing nothing.

        ``reneged`` lists seats caught reneging: they score 0 for the round,
        minus the ``renege_penalty`` option (R-L7).
        """
        if self.is_over:
            raise IllegalActionError("game_over")
        size, n = self.hand_size, self.players
        if len(bids) != n or len(tricks) != n:
            raise ValueError(f"give one bid and one trick count for each of the {n} players")
        for value in (*bids, *tricks):
            if not 0 <= value <= size:
                raise IllegalActionError("bid_range", max=size)
        if sum(tricks) != size:
            raise ValueError(f"the tricks taken add up to {sum(tricks)}, not the {size} played")
        forbidden = self.forbidden_bid(bids)
        if forbidden is not None and bids[self.dealer] == forbidden:
            raise IllegalActionError("hook", bid=forbidden, tricks=size)
        scores = [points(self.rules, b, t, size) for b, t in zip(bids, tricks, strict=True)]
        for seat in reneged:
            scores[seat] = -self.rules.renege_penalty
        if self.rules.round_winner_bonus:
            top = max(scores)
            scores = [s + 10 if s == top else s for s in scores]
        self.rounds.append((list(bids), list(tricks), scores))
        self._decide(scores)
        return scores

    def _decide(self, scores: list[int]) -> None:
        number = len(self.rounds)
        if number < len(self.sizes):
            return
        if number == len(self.sizes):
            totals = self.totals
            top = max(totals)
            contenders = [s for s in range(self.players) if totals[s] == top]
            if not self.rules.tie_break:
                self.winners = contenders
                return
        else:
            best = max(scores[s] for s in self.candidates)
            contenders = [s for s in self.candidates if scores[s] == best]
        if len(contenders) == 1:
            self.winners = contenders
        self.candidates = contenders
