"""The game record of a score pad game (R-G4, R-G5): what was played with real cards.

It is a RECORD.md version 2 record marked ``"real_cards": true``, with what a
paper pad holds and nothing the program never saw: no seed, no cut, no hands
and no tricks. Each round has its dealer, hand size, bids (with the bid card
where it was entered, and Oh-Seven's replaced bids in ``rebids``), trump when
the pad knows it (Oh-Seven's top bid card), ``tricks_won``, the seats caught
reneging (``reneges``, R-L7), scores and totals. Statistics read it like any
record; :func:`game.record.replay` refuses it (there are no cards to replay),
and ``tests/record_checker/checker.py`` checks it against the rules all the same.

>>> from game.presets import preset
>>> from game.pad.score_pad import ScorePad
>>> pad = ScorePad(preset("oh-pshaw").replace(max_hand=2), players=3, first_dealer=1)
>>> _ = pad.enter_round([0, 1, 0], [0, 1, 0])
>>> record = pad_record(pad, ["Ada", "Bob", "Cy"], started="2026-11-29T12:00:00Z")
>>> record["real_cards"], record["rounds"][0]["bids"]
(True, [{'seat': 2, 'bid': 0}, {'seat': 0, 'bid': 0}, {'seat': 1, 'bid': 1}])
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from game.pad.actions import PadBid
from game.pad.round import PadRound, bid_order
from game.pad.score_pad import ScorePad
from game.record import FORMAT, VERSION
from game.version import APP_VERSION


def pad_record(pad: ScorePad, names: Sequence[str], started: str | None = None) -> dict[str, Any]:
    """The pad's game as a record (JSON-ready); ``names`` in seat order."""
    if len(names) != pad.players:
        raise ValueError(f"{len(names)} names for {pad.players} players")
    if started is None:
        started = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": APP_VERSION,
        "started": started,
        "seed": None,
        "real_cards": True,
        "preset": pad.rules.preset,
        "rules": pad.rules.as_dict(),
        "players": [{"seat": s, "name": name, "kind": "human"} for s, name in enumerate(names)],
        "cut": [],
        "first_dealer": pad.first_dealer,
        "rounds": [_round(pad, r) for r in pad.rounds if r.complete or r.started],
    }
    if pad.is_over:
        record["result"] = {"totals": list(pad.totals), "winners": list(pad.winners),
                            "ended_early": pad.ended_early}
    return record


def _bids(pad: ScorePad, rnd: PadRound, bids: Sequence[PadBid | None]) -> list[dict[str, Any]]:
    """In the order they were made; seat order for secret and card bids (as RECORD.md says)."""
    rules = pad.rules
    secret = rules.card_bidding or rules.simultaneous_bidding
    if secret and any(b is None for b in bids):
        return []  # secret bids not all in were never shown: an unfinished round has none
    order = range(pad.players) if secret else bid_order(rnd.dealer, pad.players)
    out = []
    for seat in order:
        bid = bids[seat]
        if bid is None:
            continue
        item: dict[str, Any] = {"seat": seat, "bid": bid.tricks}
        if bid.suit is not None:
            item["card"] = f"{bid.tricks}{bid.suit.value}"
        out.append(item)
    return out


def _round(pad: ScorePad, rnd: PadRound) -> dict[str, Any]:
    out: dict[str, Any] = {"number": rnd.number, "dealer": rnd.dealer, "hand_size": rnd.hand_size}
    if rnd.tie_break:
        out["tie_break"] = True
    out["trump"] = rnd.trump.value if rnd.trump else None
    out["bids"] = _bids(pad, rnd, rnd.bids)
    if rnd.rebids:
        out["rebids"] = [{"bids": _bids(pad, rnd, bids), "bonus": list(bonus)} for bids, bonus in rnd.rebids]
    if rnd.complete:
        out["tricks_won"] = [t or 0 for t in rnd.tricks]
    if rnd.reneges:
        out["reneges"] = sorted(rnd.reneges)
    if rnd.scores is not None:
        out["scores"] = list(rnd.scores)
    out["totals"] = list(rnd.totals)
    out["complete"] = rnd.complete
    return out
