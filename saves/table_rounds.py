"""The table's figures in one game, counted from its game record (RECORD.md): what the
Oh-Seven rule text lists per table besides the players' figures.

Only complete rounds count, with their final bids. Per game: the number of
players, the rounds, the highest bid of each round (summed, for the average
highest bid) and, where a bid card chooses trump (Oh-Seven), how often each
suit became trump. Zero bids come from the players' figures
(:mod:`saves.player_rounds`), which count the same rounds.

>>> record = {"players": [{"seat": 0}, {"seat": 1}], "rules": {"card_bidding": True},
...           "rounds": [{"bids": [{"seat": 0, "bid": 3, "card": "3H"}, {"seat": 1, "bid": 0}],
...                       "trump": "H", "scores": [5, -2], "complete": True}]}
>>> table_figures(record)
TableFigures(players=2, rounds=1, highest_bid_sum=3, trumps={'S': 0, 'H': 1, 'D': 0, 'C': 0})
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Suit letters in the order the statistics list them (♠ ♥ ♦ ♣).
SUITS = ("S", "H", "D", "C")


@dataclass
class TableFigures:
    """One game's table counts over its complete rounds."""

    players: int
    rounds: int = 0
    highest_bid_sum: int = 0
    trumps: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SUITS, 0))

    @property
    def trump_choices(self) -> int:
        """Rounds whose trump a bid card chose."""
        return sum(self.trumps.values())


def table_figures(record: dict[str, Any]) -> TableFigures:
    """The table figures of ``record``."""
    counts = TableFigures(len(record["players"]))
    card_bidding = bool((record.get("rules") or {}).get("card_bidding"))
    for rnd in record.get("rounds", []):
        if not rnd.get("complete") or rnd.get("scores") is None:
            continue
        counts.rounds += 1
        counts.highest_bid_sum += max(int(b["bid"]) for b in rnd["bids"])
        trump = rnd.get("trump")
        if card_bidding and trump in SUITS:
            counts.trumps[trump] += 1
    return counts
