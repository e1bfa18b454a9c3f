"""Game records (docs/RECORD.md, version 3): write one from a game, replay one.

Version 3 differs from version 2 in one point: a tie-break round's points are
its own (R-G2) and do not add to ``totals`` (of the round or the result).
Records of versions 1 and 2 still replay: their totals are checked the way
those versions wrote them, tie-break points included.

>>> from game.presets import preset
>>> from game.game import Game
>>> record = to_record(Game(preset("oh-pshaw"), 4, seed=1), started="2026-11-29T12:00:00Z")
>>> record["format"], record["rounds"][0]["complete"]
('ohpshaw-record', False)
"""

from __future__ import annotations

import platform
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from game.actions import Action, Bid, CardBid, EndEarly, Pass, Play
from game.cards import Card, Suit
from game.errors import GameError
from game.game import Game, Phase
from game.round_log import BidLog, RoundLog
from game.rules import Rules
from game.stable_random import Shuffle, python_shuffle_unchanged
from game.version import APP_VERSION

FORMAT = "ohpshaw-record"
#: 2: ``"shuffle"`` names how the seed deals (:mod:`game.stable_random`); version 1 records were
#: dealt by Python's ``random.shuffle`` and replay so where this Python still deals alike.
#: 3: a tie-break round's points stay out of the totals (R-G2); 1 and 2 added them.
VERSION = 3


@dataclass(frozen=True)
class PlayerInfo:
    """Who sat in a seat: a name, ``"human"`` or ``"bot"``, and a bot's level."""

    name: str
    kind: str = "bot"
    level: str | None = None


class RecordError(ValueError):
    """A record that cannot be read, or that disagrees with the rules."""


def to_record(
    game: Game,
    players: list[PlayerInfo] | None = None,
    started: str | None = None,
) -> dict[str, Any]:
    """The game as a record of version :data:`VERSION` (JSON-ready; docs/RECORD.md)."""
    if players is None:
        players = [PlayerInfo(f"Seat {s}") for s in range(game.players)]
    if started is None:
        started = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": APP_VERSION,
        "started": started,
        "seed": game.seed,
        "shuffle": game.shuffle.value,
        "preset": game.rules.preset,
        "rules": game.rules.as_dict(),
        "players": [_player(s, p) for s, p in enumerate(players)],
        "cut": [{"seat": s, "card": str(c)} for s, c in game.cut],
        "rounds": [_round(r, game.players) for r in game.rounds],
    }
    if game.recuts:
        record["recuts"] = [[{"seat": s, "card": str(c)} for s, c in d] for d in game.recuts]
    if game.is_over:
        record["result"] = {
            "totals": list(game.totals),
            "winners": list(game.winners),
            "ended_early": game.ended_early,
        }
    return record


def _player(seat: int, info: PlayerInfo) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": seat, "name": info.name, "kind": info.kind}
    if info.level is not None:
        out["level"] = info.level
    return out


def _cards(cards: list[Card] | tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cards]


def _bids(bids: list[BidLog]) -> list[dict[str, Any]]:
    out = []
    for b in bids:
        item: dict[str, Any] = {"seat": b.seat, "bid": b.tricks}
        if b.card is not None:
            item["card"] = str(b.card)
        out.append(item)
    return out


def _round(rnd: RoundLog, players: int) -> dict[str, Any]:
    out: dict[str, Any] = {
        "number": rnd.number,
        "dealer": rnd.dealer,
        "hand_size": rnd.hand_size,
        "hands": [_cards(h) for h in rnd.hands],
    }
    if len(rnd.deals) > 1:
        out["deals"] = [{"hands": [_cards(h) for h in deal]} for deal in rnd.deals]
    if rnd.tie_break:
        out["tie_break"] = True
    out["passes"] = [{"seat": s, "to": t, "cards": _cards(c)} for s, t, c in rnd.passes]
    out["turn_up"] = str(rnd.turn_up) if rnd.turn_up else None
    out["trump"] = rnd.trump.value if rnd.trump else None
    out["bids"] = _bids(rnd.bids)
    if rnd.rebids:
        out["rebids"] = [{"bids": _bids(b), "bonus": list(bonus)} for b, bonus in rnd.rebids]
    out["tricks"] = [
        {"leader": t.leader,
         "plays": [{"seat": s, "card": str(c)} for s, c in t.plays],
         **({"winner": t.winner} if t.winner is not None else {})}
        for t in rnd.tricks if t.plays
    ]
    out["tricks_won"] = list(rnd.tricks_won) if rnd.complete else _count_won(rnd, players)
    if rnd.complete and rnd.scores is not None:
        out["scores"] = list(rnd.scores)
    out["totals"] = list(rnd.totals)
    out["complete"] = rnd.complete
    return out


def _count_won(rnd: RoundLog, players: int) -> list[int]:
    won = [0] * players
    for trick in rnd.tricks:
        if trick.winner is not None:
            won[trick.winner] += 1
    return won


# -- replay --------------------------------------------------------------------


def replay(record: dict[str, Any]) -> Game:
    """Re-run a record through the engine; return the finished game.

    Raises :class:`RecordError` naming the first place where the record and
    the rules (or the seed's deal) disagree.
    """
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise RecordError("not an Oh Pshaw game record (format is not 'ohpshaw-record')")
    if record.get("real_cards") is True:
        raise RecordError("this game was played with real cards (score pad): there are no cards to replay")
    dealt_by = record_shuffle(record)
    version = record.get("version")
    try:
        rules = Rules.from_dict(dict(record["rules"]))
        game = Game(rules, len(record["players"]), int(record["seed"]), dealt_by)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise RecordError(f"cannot start the game: {error}") from None
    _expect(game.cut == _pairs(record.get("cut", [])), "the cut", "draws", record.get("cut"),
            [{"seat": s, "card": str(c)} for s, c in game.cut])
    rounds = record.get("rounds", [])
    if not isinstance(rounds, list) or not all(isinstance(data, dict) for data in rounds):
        raise RecordError("rounds: unreadable (not a list of objects)")
    extra = [0] * game.players  # versions 1 and 2 added tie-break points to the totals
    for index, data in enumerate(rounds):
        where = f"round {index + 1}"
        if game.is_over:
            raise RecordError(f"{where}: the game was already over")
        _replay_round(game, data, where, extra if version in (1, 2) else None)
    result = record.get("result")
    if result is not None:
        if not isinstance(result, dict):
            raise RecordError("result: unreadable (not an object)")
        if result.get("ended_early") and not game.is_over:
            game.apply(EndEarly())
        if not game.is_over:
            raise RecordError("result: the record has a result but the game is not over")
        totals = [t + x for t, x in zip(game.totals, extra, strict=True)]
        _expect(totals == result.get("totals"), "result", "totals", result.get("totals"), totals)
        _expect(list(game.winners) == result.get("winners"), "result", "winners",
                result.get("winners"), game.winners)
    return game


def record_shuffle(record: dict[str, Any]) -> Shuffle:
    """How a record's seed deals: its ``"shuffle"`` (versions 2 and 3) or Python's
    ``random.shuffle`` (version 1). :class:`RecordError` for another version, an unknown
    shuffle, or a version 1 record under a Python whose ``random.shuffle`` deals otherwise (it
    would replay wrong)."""
    version = record.get("version")
    if version == 1:
        if not python_shuffle_unchanged():
            raise RecordError(
                "this version 1 record was dealt by Python's random.shuffle, which this Python "
                f"({platform.python_version()}) changed: replay it with Python 3.11 to 3.13")
        return Shuffle.PYTHON
    if version not in (2, VERSION) or isinstance(version, bool):
        raise RecordError(f"record version {version!r} is not supported (only 1 to {VERSION})")
    try:
        return Shuffle(str(record.get("shuffle")))
    except ValueError:
        raise RecordError(f"the record names an unknown shuffle {record.get('shuffle')!r} "
                          f"(known: {', '.join(Shuffle)})") from None


def _pairs(draws: list[dict[str, Any]]) -> list[tuple[int, Card]]:
    try:
        return [(int(d["seat"]), Card.parse(str(d["card"]))) for d in draws]
    except (KeyError, TypeError, ValueError) as error:
        raise RecordError(f"the cut: unreadable draw ({error})") from None


def _expect(ok: bool, where: str, what: str, recorded: object, actual: object) -> None:
    if not ok:
        raise RecordError(f"{where}: the record has {what} {recorded}, the rules give {actual}")


def _replay_round(game: Game, data: dict[str, Any], where: str, extra: list[int] | None) -> None:
    """Replay one recorded round; ``extra`` (versions 1 and 2) collects the tie-break points
    those versions wrote into the totals."""
    rnd = game.round
    try:
        _expect(rnd.dealer == data["dealer"], where, "dealer", data["dealer"], rnd.dealer)
        _expect(rnd.hand_size == data["hand_size"], where, "hand size", data["hand_size"],
                rnd.hand_size)
        first_deal = data["deals"][0]["hands"] if "deals" in data else data["hands"]
        _expect([_cards(h) for h in rnd.deals[0]] == first_deal, where, "hands",
                first_deal, [_cards(h) for h in rnd.deals[0]])
        recorded_turn_up = data.get("turn_up")
        _expect((str(rnd.turn_up) if rnd.turn_up else None) == recorded_turn_up, where,
                "turn-up", recorded_turn_up, rnd.turn_up)
        for action in _round_actions(game, data):
            _apply(game, action, where)
        recorded_trump = data.get("trump")
        _expect((rnd.trump.value if rnd.trump else None) == recorded_trump, where, "trump",
                recorded_trump, rnd.trump)
        for number, trick in enumerate(data.get("tricks", []), start=1):
            if number > len(rnd.tricks):
                break
            mine = rnd.tricks[number - 1]
            _expect(mine.leader == trick["leader"], f"{where}, trick {number}", "leader",
                    trick["leader"], mine.leader)
            if "winner" in trick:
                _expect(mine.winner == trick["winner"], f"{where}, trick {number}", "winner",
                        trick["winner"], mine.winner)
        deals = [d["hands"] for d in data["deals"]] if "deals" in data else [data["hands"]]
        mine_deals = [[_cards(h) for h in deal] for deal in rnd.deals]
        _expect(mine_deals == deals, where, "deals", deals, mine_deals)
        if data.get("complete"):
            _expect(rnd.complete, where, "a complete round", True, "an unfinished one")
            _expect(rnd.scores == data.get("scores"), where, "scores", data.get("scores"),
                    rnd.scores)
            if extra is not None and rnd.tie_break and rnd.scores is not None:
                extra[:] = [x + s for x, s in zip(extra, rnd.scores, strict=True)]
            totals = rnd.totals if extra is None else [t + x for t, x in zip(rnd.totals, extra,
                                                                               strict=True)]
            _expect(totals == data.get("totals"), where, "totals", data.get("totals"), totals)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        if isinstance(error, GameError | RecordError):
            raise
        raise RecordError(f"{where}: unreadable ({error!r})") from None


def _round_actions(game: Game, data: dict[str, Any]) -> list[tuple[int, Action]]:
    """The decisions of one recorded round, in the order the engine asks for them."""
    n = game.players
    eldest = (data["dealer"] + 1) % n
    order = [(eldest + i) % n for i in range(n)]
    actions: list[tuple[int, Action]] = []
    if data.get("turn_up", "") and str(data["turn_up"]).startswith("W") and data.get("trump"):
        from game.actions import ChooseTrump
        actions.append((data["dealer"], ChooseTrump(Suit(data["trump"]))))
    passes = {p["seat"]: tuple(Card.parse(c) for c in p["cards"]) for p in data.get("passes", [])}
    actions += [(s, Pass(passes[s])) for s in order if s in passes]
    rules = game.rules
    for bids in [r["bids"] for r in data.get("rebids", [])] + [data.get("bids", [])]:
        by_seat = {b["seat"]: b for b in bids}
        if rules.card_bidding:
            actions += [(s, CardBid(Card.parse(by_seat[s]["card"]))) for s in order if s in by_seat]
        elif rules.simultaneous_bidding:
            actions += [(s, Bid(int(by_seat[s]["bid"]))) for s in order if s in by_seat]
        else:
            actions += [(b["seat"], Bid(int(b["bid"]))) for b in bids]
    for trick in data.get("tricks", []):
        actions += [(p["seat"], Play(Card.parse(p["card"]))) for p in trick["plays"]]
    return actions


def _apply(game: Game, step: tuple[int, Action], where: str) -> None:
    seat, action = step
    if game.to_act != seat:
        raise RecordError(f"{where}: the record has seat {seat} {action}, but seat "
                          f"{game.to_act} is to act ({game.phase.value})")
    try:
        game.apply(action)
    except GameError as error:
        raise RecordError(f"{where}: seat {seat} {action} is illegal: {error}") from None
    if game.phase is Phase.GAME_OVER:
        return
