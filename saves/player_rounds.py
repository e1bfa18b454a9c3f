"""Each player's figures in one game, counted from its game record (RECORD.md).

Only complete rounds count. A round's bids are its final bids (for Oh-Seven
the number of the bid card). The top bid: with bid cards (Oh-Seven) exactly
one player per round, whose card set trump (highest number, then the suit
♠ > ♥ > ♦ > ♣; identical cards of two decks without a rebid: the first from
eldest hand, docs/RULES.md, Readings); otherwise everyone who shares the highest
number (nobody at the table bid more).

>>> record = {"players": [{"seat": 0, "name": "Ada", "kind": "human"},
...                       {"seat": 1, "name": "Bob", "kind": "bot", "level": "easy"}],
...           "rounds": [{"bids": [{"seat": 0, "bid": 1}, {"seat": 1, "bid": 1}],
...                       "tricks_won": [1, 0], "scores": [11, 0], "totals": [11, 0],
...                       "complete": True}],
...           "result": {"totals": [11, 0], "winners": [0], "ended_early": False}}
>>> ada, bob = figures(record)
>>> (ada.exact, ada.highest_bids, bob.under_tricks, ada.won)
(1, 1, 1, True)

A game ended before any round was scored was not played for: its record names every seat
among the winners (R-G3: they all lead on 0), but nobody won it.

>>> stopped = {**record, "rounds": [], "result": {"totals": [0, 0], "winners": [0, 1], "ended_early": True}}
>>> [p.won for p in figures(stopped)], any_round_scored(stopped)
([False, False], False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class PlayerFigures:
    """One seat's counts over the complete rounds of one game."""

    seat: int
    name: str
    kind: str
    level: str | None
    total: int = 0
    won: bool = False
    rounds: int = 0
    points: int = 0
    bid_sum: int = 0
    exact: int = 0
    zero_bids: int = 0
    highest_bids: int = 0
    over_tricks: int = 0
    under_tricks: int = 0


def figures(record: dict[str, Any]) -> list[PlayerFigures]:
    """The figures of every seat of ``record``, in seat order."""
    people = [PlayerFigures(int(p["seat"]), str(p["name"]), str(p.get("kind", "bot")), p.get("level"))
              for p in record["players"]]
    card_bidding = bool((record.get("rules") or {}).get("card_bidding"))
    for rnd in record.get("rounds", []):
        if not rnd.get("complete") or rnd.get("scores") is None:
            continue
        bids = {int(b["seat"]): int(b["bid"]) for b in rnd["bids"]}
        tops = top_bid_seats(rnd, len(people), card_bidding)
        for person in people:
            seat = person.seat
            bid, won = bids[seat], int(rnd["tricks_won"][seat])
            person.rounds += 1
            person.points += int(rnd["scores"][seat])
            person.bid_sum += bid
            person.exact += won == bid
            person.zero_bids += bid == 0
            person.highest_bids += seat in tops
            person.over_tricks += won > bid
            person.under_tricks += won < bid
    result = record.get("result")
    winners = set(result.get("winners", [])) if result and any_round_scored(record) else set()
    for person in people:
        person.won = person.seat in winners
        person.total = _final_total(record, person.seat)
    return people


def any_round_scored(record: dict[str, Any]) -> bool:
    """True when a round of ``record`` was played to its scores (a game stopped before that
    was not played for, and nobody won it)."""
    return any(isinstance(r, dict) and r.get("complete") and r.get("scores") is not None
               for r in record.get("rounds") or [])


def top_bid_seats(rnd: dict[str, Any], players: int, card_bidding: bool) -> set[int]:
    """Who made the top bid of a complete round (see the module's words on the top bid)."""
    bids = rnd["bids"]
    top = max(int(b["bid"]) for b in bids)
    tied = [b for b in bids if int(b["bid"]) == top]
    if not card_bidding or len(tied) == 1:
        return {int(b["seat"]) for b in tied}
    with_card = [b for b in tied if isinstance(b.get("card"), str) and len(b["card"]) == 2]
    best = max((_card_key(str(b["card"])) for b in with_card), default=None)
    holders = [int(b["seat"]) for b in with_card if _card_key(str(b["card"])) == best] or \
        [int(b["seat"]) for b in tied]  # a card missing (never written so): eldest hand decides
    eldest = (int(rnd.get("dealer", 0)) + 1) % players
    return {min(holders, key=lambda seat: (seat - eldest) % players)}


def _card_key(card: str) -> tuple[int, int]:
    """A bid card's order: number, then suit ♠ > ♥ > ♦ > ♣ (R-B4)."""
    return (int(card[0]), -"SHDC".index(card[1]))


def _final_total(record: dict[str, Any], seat: int) -> int:
    result = record.get("result")
    if result and "totals" in result:
        return int(result["totals"][seat])
    done = [r for r in record.get("rounds", []) if r.get("complete")]
    return int(done[-1]["totals"][seat]) if done else 0
