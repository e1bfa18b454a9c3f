"""A seat's view as JSON, and back: what the host sends each seat, and what its client reads.

The document carries exactly the fields of :class:`~game.view.SeatView` but two: the rules
(sent once, with the table) and the earlier rounds (each sent once, when it ends: see
:func:`earlier_to_json`). Cards are written in the notation of R-D4 and actions in their text
form, so the document holds nothing the view does not: no other hand, no deck order, no seed.

>>> from game.game import Game
>>> from game.presets import preset
>>> game = Game(preset("oh-pshaw"), 3, seed=4)
>>> view = game.view(1)
>>> view_from_json(view_to_json(view), game.rules, view.earlier) == view
True
"""

from __future__ import annotations

from typing import Any

from game.cards import Card
from game.limits import MAX_PLAYERS, MAX_POINTS, MAX_ROUNDS
from game.phase import Phase
from game.rules import Rules
from game.view import PastRound, SeatView
from netplay import checks
from netplay.wire import MAX_ACTION_TEXT
from saves import shape
from saves.problems import Message
from saves.shape import ShapeError

#: The most legal actions a view lists: every pass of 3 cards from a 20-card hand fits.
MAX_LEGAL = 2000
_VIEW_KEYS = frozenset({
    "seat", "players", "phase", "to_act", "legal", "round", "rounds", "tie_break", "hand_size",
    "dealer", "hand", "turn_up", "trump", "bids", "secret", "bid_cards", "used_bid_cards",
    "rebid_bonus", "tricks_won", "leader", "trick", "tricks", "voids", "passed", "passed_to",
    "received", "totals", "scores", "candidates"})


def view_to_json(view: SeatView) -> dict[str, Any]:
    """The JSON document of ``view``, without its rules and earlier rounds."""
    return {
        "seat": view.seat, "players": view.players, "phase": view.phase.value,
        "to_act": view.to_act, "legal": [str(a) for a in view.legal],
        "round": view.round_number, "rounds": view.scheduled_rounds, "tie_break": view.tie_break,
        "hand_size": view.hand_size, "dealer": view.dealer, "hand": _cards(view.hand),
        "turn_up": _card(view.turn_up), "trump": view.trump.value if view.trump else None,
        "bids": list(view.bids), "secret": _secret(view.own_secret),
        "bid_cards": [_card(c) for c in view.bid_cards],
        "used_bid_cards": [_cards(cs) for cs in view.used_bid_cards],
        "rebid_bonus": list(view.rebid_bonus), "tricks_won": list(view.tricks_won),
        "leader": view.leader, "trick": _plays(view.trick),
        "tricks": [_plays(t) for t in view.tricks],
        "voids": [sorted(s.value for s in suits) for suits in view.voids],
        "passed": _cards(view.passed), "passed_to": view.passed_to, "received": _cards(view.received),
        "totals": list(view.totals), "scores": [list(r) for r in view.scores],
        "candidates": list(view.candidates),
    }


def earlier_to_json(rounds: tuple[PastRound, ...]) -> list[dict[str, Any]]:
    """Complete rounds as every seat saw them (each sent once, when it ends)."""
    return [{"number": r.number, "hand_size": r.hand_size, "dealer": r.dealer,
             "trump": r.trump.value if r.trump else None, "turn_up": _card(r.turn_up),
             "bids": list(r.bids), "tricks": [_plays(t) for t in r.tricks]} for r in rounds]


def view_from_json(data: object, rules: Rules, earlier: tuple[PastRound, ...]) -> SeatView:
    """The view a host sent, every field checked (:class:`~saves.shape.ShapeError` if wrong)."""
    doc = shape.obj(data, "view")
    checks.exact_keys(doc, _VIEW_KEYS, "view")
    n = shape.integer(doc["players"], "view.players", 2, MAX_PLAYERS)
    seat = checks.seat(doc["seat"], "view.seat", n)
    try:
        phase = Phase(shape.text(doc["phase"], "view.phase", 20))
    except ValueError:
        raise ShapeError(Message("should_be_text", where="view.phase",
                                       found=shape.describe(doc["phase"]))) from None
    hand_size = shape.integer(doc["hand_size"], "view.hand_size", 0, checks.MAX_CARDS)
    points = (-MAX_POINTS, MAX_POINTS)
    legal = tuple(checks.action(item, f"view.legal[{i}]", MAX_ACTION_TEXT)
                  for i, item in enumerate(shape.array(doc["legal"], "view.legal", MAX_LEGAL)))
    return SeatView(
        seat=seat, players=n, rules=rules, phase=phase,
        to_act=checks.optional_seat(doc["to_act"], "view.to_act", n), legal=legal,
        round_number=shape.integer(doc["round"], "view.round", 1, MAX_ROUNDS),
        scheduled_rounds=shape.integer(doc["rounds"], "view.rounds", 1, MAX_ROUNDS),
        tie_break=shape.boolean(doc["tie_break"], "view.tie_break"), hand_size=hand_size,
        dealer=checks.seat(doc["dealer"], "view.dealer", n),
        hand=checks.cards(doc["hand"], "view.hand"),
        turn_up=checks.optional_card(doc["turn_up"], "view.turn_up"),
        trump=checks.optional_suit(doc["trump"], "view.trump"),
        bids=tuple(None if b is None else shape.integer(b, f"view.bids[{i}]", 0, checks.MAX_CARDS)
                   for i, b in enumerate(shape.array(doc["bids"], "view.bids", n, n))),
        own_secret=_secret_from(doc["secret"]),
        bid_cards=tuple(checks.optional_card(c, f"view.bid_cards[{i}]")
                        for i, c in enumerate(shape.array(doc["bid_cards"], "view.bid_cards", n, n))),
        used_bid_cards=tuple(checks.cards(cs, f"view.used_bid_cards[{i}]") for i, cs in
                             enumerate(shape.array(doc["used_bid_cards"], "view.used_bid_cards", n, n))),
        rebid_bonus=checks.ints(doc["rebid_bonus"], "view.rebid_bonus", n, 0, MAX_POINTS),
        tricks_won=checks.ints(doc["tricks_won"], "view.tricks_won", n, 0, checks.MAX_CARDS),
        leader=checks.seat(doc["leader"], "view.leader", n),
        trick=_plays_from(doc["trick"], "view.trick", n),
        tricks=tuple(_plays_from(t, f"view.tricks[{i}]", n) for i, t in
                     enumerate(shape.array(doc["tricks"], "view.tricks", checks.MAX_CARDS))),
        voids=tuple(frozenset(checks.suit(s, f"view.voids[{i}]") for s in shape.array(v, "view.voids", 4))
                    for i, v in enumerate(shape.array(doc["voids"], "view.voids", n, n))),
        passed=checks.cards(doc["passed"], "view.passed"),
        passed_to=checks.optional_seat(doc["passed_to"], "view.passed_to", n),
        received=checks.cards(doc["received"], "view.received"),
        totals=checks.ints(doc["totals"], "view.totals", n, *points),
        scores=tuple(checks.ints(r, f"view.scores[{i}]", n, *points) for i, r in
                     enumerate(shape.array(doc["scores"], "view.scores", MAX_ROUNDS))),
        candidates=tuple(checks.seat(s, "view.candidates", n) for s in
                         shape.array(doc["candidates"], "view.candidates", n)),
        earlier=earlier,
    )


def earlier_from_json(data: object, players: int, first: int) -> tuple[PastRound, ...]:
    """Complete rounds a host sent, numbered from ``first`` on, every field checked."""
    found = []
    for i, item in enumerate(shape.array(data, "earlier", MAX_ROUNDS)):
        where = f"earlier[{i}]"
        doc = shape.obj(item, where)
        checks.exact_keys(doc, frozenset({"number", "hand_size", "dealer", "trump", "turn_up", "bids",
                                          "tricks"}), where)
        found.append(PastRound(
            number=shape.integer(doc["number"], f"{where}.number", first + i, first + i),
            hand_size=shape.integer(doc["hand_size"], f"{where}.hand_size", 0, checks.MAX_CARDS),
            dealer=checks.seat(doc["dealer"], f"{where}.dealer", players),
            trump=checks.optional_suit(doc["trump"], f"{where}.trump"),
            turn_up=checks.optional_card(doc["turn_up"], f"{where}.turn_up"),
            bids=checks.ints(doc["bids"], f"{where}.bids", players, 0, checks.MAX_CARDS),
            tricks=tuple(_plays_from(t, f"{where}.tricks", players) for t in
                         shape.array(doc["tricks"], f"{where}.tricks", checks.MAX_CARDS))))
    return tuple(found)


def _card(card: Card | None) -> str | None:
    return None if card is None else str(card)


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cards]


def _plays(plays: tuple[tuple[int, Card], ...]) -> list[list[Any]]:
    return [[seat, str(card)] for seat, card in plays]


def _plays_from(value: object, where: str, players: int) -> tuple[tuple[int, Card], ...]:
    out = []
    for item in shape.array(value, where, players * 2):  # Oh Hell: one card a seat a trick
        pair = shape.array(item, where, 2, 2)
        out.append((checks.seat(pair[0], where, players), checks.card(pair[1], where)))
    return tuple(out)


def _secret(secret: object | None) -> dict[str, Any] | None:
    """A seat's own secret choice (a bid, a bid card or a pass) as JSON."""
    if secret is None:
        return None
    if isinstance(secret, bool):
        raise TypeError("a secret is a bid, a card or cards")
    if isinstance(secret, int):
        return {"bid": secret}
    if isinstance(secret, Card):
        return {"card": str(secret)}
    if isinstance(secret, tuple):
        return {"pass": [str(c) for c in secret]}
    raise TypeError(f"unknown secret {type(secret).__name__}")


def _secret_from(value: object) -> object | None:
    if value is None:
        return None
    doc = shape.obj(value, "view.secret")
    if set(doc) == {"bid"}:
        return shape.integer(doc["bid"], "view.secret.bid", 0, checks.MAX_CARDS)
    if set(doc) == {"card"}:
        return checks.card(doc["card"], "view.secret.card")
    checks.exact_keys(doc, frozenset({"pass"}), "view.secret")
    return checks.cards(doc["pass"], "view.secret.pass")

