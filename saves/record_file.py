"""Reading a game record (RECORD.md) from disk: a plain file, bounded, its shape checked.

:func:`read_record` is what every reader of records goes through (``replay``,
games waiting to be added to the history, a history row): it refuses
anything that is not a plain file, reads at most :data:`RECORD_LIMIT` bytes,
limits the JSON's depth and checks every field the engine's replay and the
statistics use, with the engine's limits on every number
(:mod:`game.limits`). What it returns can be replayed without a crash; the
replay then says whether the record agrees with the rules.

>>> check_record({"format": "ohpshaw-record", "version": 1, "result": [1, 2]})
Traceback (most recent call last):
...
saves.shape.ShapeError: record has no "started"
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import limits
from game.record import VERSION
from saves import shape
from saves.files import read_limited
from saves.format import MAX_NAME
from saves.identity import check_record_branch
from saves.problems import Message
from saves.shape import ShapeError
from saves.text import clean_name

FORMAT = "ohpshaw-record"
#: The largest record file read (bytes): a game at the engine's limits, written with indents.
RECORD_LIMIT = 32 * 1024 * 1024
_CARD = 12  # the longest card text ("Wizard 4" is 2 characters: "W4")


def read_record(path: Path, limit: int = RECORD_LIMIT) -> dict[str, Any]:
    """The checked record in ``path``. Raises :class:`~saves.files.FileProblem` for a file that
    cannot be read (naming it) and :class:`ShapeError` for content that is not a record."""
    return check_record(shape.obj(shape.parse_json(read_limited(path, limit), shape.THE_FILE),
                                  shape.THE_FILE))


def check_record(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` if it has the shape of a record; names cleaned. :class:`ShapeError` says where not."""
    where = Message("where_record")
    if data.get("format") != FORMAT:
        raise ShapeError(Message("not_a_record", format=FORMAT, found=shape.describe(data.get("format"))))
    shape.integer(shape.field(data, "version", where), "version", 1, VERSION)  # 1: Python's shuffle
    shape.optional_text(data.get("shuffle"), "shuffle", 40)
    shape.text(shape.field(data, "started", where), "started", 40)
    pad = "real_cards" in data and shape.boolean(data["real_cards"], "real_cards")  # a score pad's
    seed = shape.field(data, "seed", where)
    if not (pad and seed is None):  # a score pad game has no seed
        shape.integer(seed, "seed", -limits.MAX_SEED, limits.MAX_SEED)
    shape.text(shape.field(data, "preset", where), "preset", 40)
    check_rules(shape.obj(shape.field(data, "rules", where), "rules"))
    people = shape.array(shape.field(data, "players", where), "players", limits.MAX_PLAYERS)
    if len(people) < limits.MIN_PLAYERS:
        raise ShapeError(Message("players_count", limit=limits.MAX_PLAYERS, count=len(people)))
    n = len(people)
    if data.get("first_dealer") is not None:
        shape.integer(data["first_dealer"], "first_dealer", 0, n - 1)
    for seat, item in enumerate(people):
        at = f"players[{seat}]"
        person = shape.obj(item, at)
        shape.integer(shape.field(person, "seat", at), f"{at}.seat", seat, seat)
        person["name"] = clean_name(shape.text(shape.field(person, "name", at), f"{at}.name", MAX_NAME))
        shape.text(person.get("kind", "bot"), f"{at}.kind", 10)
        shape.optional_text(person.get("level"), f"{at}.level")
    _draws(shape.field(data, "cut", where), "cut", n)
    for i, draws in enumerate(shape.array(data.get("recuts", []), "recuts", limits.MAX_DECK)):
        _draws(draws, f"recuts[{i}]", n)
    for number, item in enumerate(shape.array(shape.field(data, "rounds", where), "rounds",
                                              limits.MAX_ROUNDS), start=1):
        _round(shape.obj(item, f"rounds[{number - 1}]"), f"rounds[{number - 1}]", n, pad)
    result = data.get("result")
    if result is not None:
        result = shape.obj(result, "result")
        _numbers(shape.field(result, "totals", "result"), "result.totals", n, -limits.MAX_POINTS,
                 limits.MAX_POINTS)
        winners = shape.array(shape.field(result, "winners", "result"), "result.winners", n)
        for winner in winners:
            shape.integer(winner, "result.winners", 0, n - 1)
        shape.boolean(shape.field(result, "ended_early", "result"), "result.ended_early")
    if "practice" in data:
        shape.boolean(data["practice"], "practice")
    if "coached" in data:
        shape.boolean(data["coached"], "coached")
    check_record_branch(data)
    return data


def check_rules(data: dict[str, Any]) -> dict[str, Any]:
    """The rule options of a file, each a switch, a name or a number within the engine's limits
    (the engine itself then checks them as options: :meth:`game.rules.Rules.validate`)."""
    bounds = {"max_hand": limits.MAX_DECK, "fixed_rounds": limits.MAX_SCHEDULE,
              "renege_penalty": limits.MAX_PENALTY, "min_players": limits.MAX_PLAYERS,
              "max_players": limits.MAX_PLAYERS, "deck_copies": 2}
    shape.array(list(data), "rules", 100)
    for name, value in data.items():
        where = f"rules.{shape.text(name, 'rules', 40)}"
        if isinstance(value, int) and not isinstance(value, bool):
            shape.integer(value, where, 0, bounds.get(name, 1000))
        elif value is not None and not isinstance(value, bool):
            shape.text(value, where, 40)
    return data


def _draws(value: object, where: str, players: int) -> None:
    for i, item in enumerate(shape.array(value, where, limits.MAX_DECK)):
        draw = shape.obj(item, f"{where}[{i}]")
        shape.integer(shape.field(draw, "seat", where), f"{where}[{i}].seat", 0, players - 1)
        shape.text(shape.field(draw, "card", where), f"{where}[{i}].card", _CARD)


def _cards(value: object, where: str) -> None:
    if type(value) is list and len(value) <= limits.MAX_DECK and all(_is_card(c) for c in value):
        return  # the usual case, checked at once; anything else is checked again, naming where
    for card in shape.array(value, where, limits.MAX_DECK):
        shape.text(card, where, _CARD)


def _is_card(value: object) -> bool:
    """True for a text :func:`shape.text` takes as a card."""
    return type(value) is str and 0 < len(value) <= _CARD


def _is_whole(value: object, low: int, high: int) -> bool:
    """True for a number :func:`shape.integer` takes from ``low`` to ``high``."""
    return type(value) is int and low <= value <= high


def _hands(value: object, where: str, players: int) -> None:
    for seat, hand in enumerate(shape.array(value, where, players, players)):
        _cards(hand, f"{where}[{seat}]")


def _numbers(value: object, where: str, count: int, low: int, high: int) -> None:
    if type(value) is list and len(value) == count and all(_is_whole(i, low, high) for i in value):
        return  # the usual case, checked at once
    for item in shape.array(value, where, count, count):
        shape.integer(item, where, low, high)


def _bids(value: object, where: str, players: int) -> None:
    if type(value) is list and len(value) <= players and all(_is_bid(b, players) for b in value):
        return  # the usual case, checked at once
    for i, item in enumerate(shape.array(value, where, players)):
        bid = shape.obj(item, f"{where}[{i}]")
        shape.integer(shape.field(bid, "seat", where), f"{where}[{i}].seat", 0, players - 1)
        shape.integer(shape.field(bid, "bid", where), f"{where}[{i}].bid", 0, limits.MAX_DECK)
        if bid.get("card") is not None:
            shape.text(bid["card"], f"{where}[{i}].card", _CARD)


def _round(data: dict[str, Any], where: str, n: int, pad: bool) -> None:
    """One round (``pad``: of a score pad, which has no hands or tricks)."""
    seat = (0, n - 1)
    shape.integer(shape.field(data, "dealer", where), f"{where}.dealer", *seat)
    shape.integer(shape.field(data, "hand_size", where), f"{where}.hand_size", 0, limits.MAX_DECK)
    if not pad or "hands" in data:
        _hands(shape.field(data, "hands", where), f"{where}.hands", n)
    for i, item in enumerate(shape.array(data.get("reneges", []), f"{where}.reneges", n)):
        shape.integer(item, f"{where}.reneges[{i}]", *seat)
    for i, deal in enumerate(shape.array(data.get("deals", []), f"{where}.deals", limits.MAX_REBIDS + 2)):
        at = f"{where}.deals[{i}]"
        _hands(shape.field(shape.obj(deal, at), "hands", at), f"{at}.hands", n)
    if "tie_break" in data:
        shape.boolean(data["tie_break"], f"{where}.tie_break")
    for i, item in enumerate(shape.array(data.get("passes", []), f"{where}.passes", n)):
        at = f"{where}.passes[{i}]"
        passed = shape.obj(item, at)
        shape.integer(shape.field(passed, "seat", at), f"{at}.seat", *seat)
        shape.integer(shape.field(passed, "to", at), f"{at}.to", *seat)
        _cards(shape.field(passed, "cards", at), f"{at}.cards")
    shape.optional_text(data.get("turn_up"), f"{where}.turn_up", _CARD)
    shape.optional_text(data.get("trump"), f"{where}.trump", _CARD)
    _bids(data.get("bids", []), f"{where}.bids", n)
    for i, item in enumerate(shape.array(data.get("rebids", []), f"{where}.rebids", limits.MAX_REBIDS)):
        at = f"{where}.rebids[{i}]"
        rebid = shape.obj(item, at)
        _bids(shape.field(rebid, "bids", at), f"{at}.bids", n)
        _numbers(shape.field(rebid, "bonus", at), f"{at}.bonus", n, 0, 1)
    _tricks(data.get("tricks", []), f"{where}.tricks", n)
    if not pad or "tricks_won" in data:  # a score pad's round has them once its tricks are in
        _numbers(shape.field(data, "tricks_won", where), f"{where}.tricks_won", n, 0, limits.MAX_DECK)
    if data.get("scores") is not None:
        _numbers(data["scores"], f"{where}.scores", n, -limits.MAX_POINTS, limits.MAX_POINTS)
    _numbers(shape.field(data, "totals", where), f"{where}.totals", n, -limits.MAX_POINTS,
             limits.MAX_POINTS)
    shape.boolean(shape.field(data, "complete", where), f"{where}.complete")


def _tricks(value: object, where: str, n: int) -> None:
    if type(value) is list and len(value) <= limits.MAX_DECK and all(_is_trick(t, n) for t in value):
        return  # the usual case, checked at once
    for i, item in enumerate(shape.array(value, where, limits.MAX_DECK)):
        at = f"{where}[{i}]"
        trick = shape.obj(item, at)
        shape.integer(shape.field(trick, "leader", at), f"{at}.leader", 0, n - 1)
        for j, play in enumerate(shape.array(shape.field(trick, "plays", at), f"{at}.plays", n)):
            card = shape.obj(play, f"{at}.plays[{j}]")
            shape.integer(shape.field(card, "seat", at), f"{at}.plays[{j}].seat", 0, n - 1)
            shape.text(shape.field(card, "card", at), f"{at}.plays[{j}].card", _CARD)
        if "winner" in trick:
            shape.integer(trick["winner"], f"{at}.winner", 0, n - 1)


def _is_bid(bid: object, players: int) -> bool:
    """True for a bid :func:`_bids` takes (its checks, at once)."""
    if type(bid) is not dict:
        return False
    seat, number, card = bid.get("seat"), bid.get("bid"), bid.get("card")
    return type(seat) is int and 0 <= seat < players and type(number) is int \
        and 0 <= number <= limits.MAX_DECK and (card is None or _is_card(card))


def _is_trick(trick: object, n: int) -> bool:
    """True for a trick :func:`_tricks` takes (its checks, at once)."""
    if type(trick) is not dict:
        return False
    leader, plays, winner = trick.get("leader"), trick.get("plays"), trick.get("winner", 0)
    return type(leader) is int and 0 <= leader < n and type(winner) is int and 0 <= winner < n \
        and type(plays) is list and len(plays) <= n and all(
            type(play) is dict and type(seat := play.get("seat")) is int and 0 <= seat < n
            and _is_card(play.get("card")) for play in plays)
