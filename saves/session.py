"""A game in progress with its seats and bots, and its save document.

A save is the game's rules, seed and actions (a game *is* those three),
who sits where, and each bot's random generator state, so that after
loading, the bots go on exactly as if the game had never stopped. Loading
replays every action through a fresh :class:`~game.game.Game`: a save can
never put the engine into a state the rules do not allow.

>>> from game.presets import preset
>>> session = new_session(preset("oh-pshaw"), ["human", "random", "random"], seed=5)
>>> document = to_document(session)
>>> from_document(document).game.to_act == session.game.to_act
True
"""

from __future__ import annotations

import json
import math
import platform
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game import limits
from game.actions import Action, EndEarly, parse_action
from game.bots import LEVELS, Bot, make_bot
from game.errors import GameError
from game.game import Game
from game.match import bot_seed, player_info
from game.record import PlayerInfo, to_record
from game.rules import Rules
from game.stable_random import Shuffle, python_shuffle_unchanged
from game.version import APP_VERSION
from saves import format as fmt
from saves import shape
from saves.files import SIZE_LIMIT, write_bytes
from saves.format import SaveError
from saves.identity import Branch, new_branch, read_branch, record_fields, record_id, save_fields
from saves.problems import Message, message_of
from saves.record_file import check_rules
from saves.shape import ShapeError
from saves.text import clean_name

#: Seeds and actions a save may hold: the engine's limits (game/limits.py).
MAX_SEED = limits.MAX_SEED
MAX_ACTIONS = limits.MAX_ACTIONS
#: A Mersenne Twister state: the version, 624 words and the position, and the spare Gaussian.
_MT_WORDS = 625


def now_text(moment: datetime | None = None) -> str:
    """A UTC time as saves and records write it: ``2026-11-29T12:00:00Z``."""
    return (moment or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass
class Session:
    """A game with who sits in each seat and the bots playing for them."""

    game: Game
    seats: list[str]  # "human" or a bot level, per seat
    names: list[str]
    bots: list[Bot | None]  # None for human seats
    created: str = field(default_factory=now_text)
    practice: bool = False
    coached: bool = False  # the coach was on for a decision: practice, and the record says so
    name: str | None = None  # the player's name for this save, once saved under one
    branch: Branch | None = None  # loaded from a named save and played on: a game of its own

    @property
    def players(self) -> list[PlayerInfo]:
        """Who sits where, as game records write it."""
        return [PlayerInfo(name, "human", None) if spec == "human" else PlayerInfo(name, "bot", spec)
                for name, spec in zip(self.names, self.seats, strict=True)]

    def record(self) -> dict[str, Any]:
        """The game so far as a RECORD.md record; a practice game (undo was used) carries
        ``"practice": true`` (and one played with the coach ``"coached": true``), extra keys
        that RECORD.md lets readers ignore."""
        record = to_record(self.game, self.players, started=self.created)
        if self.practice:
            record["practice"] = True
        if self.coached:
            record["coached"] = True
        record.update(record_fields(self.branch))
        return record

    @property
    def played_here(self) -> bool:
        """An action was made in this game itself: since its deal, or, for a branch, since it
        was loaded (a save loaded and left untouched is no game of its own)."""
        return len(self.game.log) != self.branch.at if self.branch is not None else bool(self.game.log)

    def branch_off(self, moment: datetime | None = None) -> None:
        """Make this game, loaded from a named save to be played on, a game of its own that
        names the game it was loaded from (:mod:`saves.identity`)."""
        self.branch = new_branch(record_id(self.record()), len(self.game.log), moment)

    def bot_to_act(self) -> Bot | None:
        """The bot whose turn it is, or ``None`` (a human's turn, or the game is over)."""
        seat = self.game.to_act
        return None if seat is None else self.bots[seat]

    def bot_move(self) -> Action | None:
        """Let the bot to act choose and make its action; ``None`` if no bot is to act."""
        bot, seat = self.bot_to_act(), self.game.to_act
        if bot is None or seat is None:
            return None
        action = bot.choose(self.game.view(seat))
        self.game.apply(action)
        return action


def new_session(rules: Rules, seats: list[str], seed: int, names: list[str] | None = None,
                practice: bool = False) -> Session:
    """A new game: ``seats`` are ``"human"`` or a bot level; bots are seeded from ``seed``."""
    game = Game(rules, len(seats), seed)
    if names is None:
        names = [player_info(spec, seat).name for seat, spec in enumerate(seats)]
    names = [clean_name(name) for name in names]  # typed: no control characters
    if len(names) != len(seats):
        raise ValueError(f"{len(names)} names for {len(seats)} seats")
    for name in names:
        if not name.strip() or len(name) > fmt.MAX_NAME:
            raise ValueError(f"a player's name has 1 to {fmt.MAX_NAME} characters: {name[:20]!r}")
    return Session(game, list(seats), list(names), build_bots(seats, seed), practice=practice)


def build_bots(seats: list[str], seed: int) -> list[Bot | None]:
    """The bots of a game with ``seed``: each seat's bot gets its own seed."""
    return [None if spec == "human" else make_bot(spec, bot_seed(seed, seat))
            for seat, spec in enumerate(seats)]


# -- writing -----------------------------------------------------------------------


def to_document(session: Session, moment: datetime | None = None) -> dict[str, Any]:
    """The save document of ``session`` (JSON-ready); see :mod:`saves.format`.

    Raises ``ValueError`` for a seat a save cannot restore (an outside ``py:`` bot).
    """
    game = session.game
    for seat, spec in enumerate(session.seats):
        if spec != "human" and spec not in LEVELS:
            raise ValueError(Message("outside_bot", seat=seat, spec=spec))
    return {
        "format": fmt.FORMAT,
        "version": fmt.VERSION,
        "kind": fmt.GAME,
        "app_version": APP_VERSION,
        "created": session.created,
        "updated": now_text(moment),
        "name": session.name,
        "preset": game.rules.preset,
        "players": [{"seat": s, "name": p.name, "kind": p.kind, "level": p.level}
                    for s, p in enumerate(session.players)],
        "round": len(game.rounds),
        "rounds": game.scheduled_rounds,
        "totals": list(game.totals),
        "over": game.is_over,
        "practice": session.practice,
        "rules": game.rules.as_dict(),
        "seed": game.seed,
        "shuffle": game.shuffle.value,
        "seats": list(session.seats),
        "actions": [[seat, str(action)] for seat, action in game.log],
        "bot_rng": [rng_state(bot) for bot in session.bots],
        **save_fields(session.branch),
    }


def encode(document: dict[str, Any]) -> bytes:
    """The bytes of a save file: compact UTF-8 JSON, one line."""
    return (json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def save_game(path: Path, session: Session) -> None:
    """Write ``session`` to ``path`` atomically (:class:`~saves.files.FileProblem` if it cannot)."""
    write_bytes(path, encode(to_document(session)))


def rng_state(bot: Bot | None) -> list[Any] | None:
    """The state of a bot's ``rng`` as JSON lists, or ``None`` (no bot, or no ``rng``)."""
    rng = getattr(bot, "rng", None)
    if not isinstance(rng, random.Random):
        return None
    version, words, gauss = rng.getstate()
    return [version, list(words), gauss]


# -- loading -----------------------------------------------------------------------


def load_game(path: Path, limit: int = SIZE_LIMIT) -> Session:
    """The game saved in ``path``, replayed and with its bots restored.

    Raises :class:`~saves.format.SaveError` naming the file and the reason for
    anything wrong with it; never anything else, whatever the file holds.
    """
    document = fmt.read_document(path, limit)
    if document.get("kind") == fmt.SCORE_PAD:
        raise SaveError(path, Message("is_score_pad"), fmt.OTHER)
    try:
        return from_document(document)
    except fmt.DealtElsewhere as error:
        raise SaveError(path, message_of(error), fmt.OTHER_PYTHON) from None
    except ShapeError as error:
        raise SaveError(path, message_of(error)) from None
    except Exception as error:  # whatever a hostile file causes, it is a refusal, not a crash
        raise SaveError(path, Message("crashed", kind=type(error).__name__, detail=str(error))) from None


def from_document(document: dict[str, Any]) -> Session:
    """The session a (migrated) save document describes; :class:`ShapeError` if it is wrong."""
    header = fmt.parse_header(document)
    if header.kind != fmt.GAME:
        raise ShapeError(Message("is_score_pad"))
    players = len(header.players)
    save = Message("where_save")
    rules = read_rules(shape.obj(shape.field(document, "rules", save), "rules"))
    seed = shape.integer(shape.field(document, "seed", save), "seed", -MAX_SEED, MAX_SEED)
    seats = _seats(shape.array(shape.field(document, "seats", save), "seats", players, players),
                   header)
    actions = shape.array(shape.field(document, "actions", save), "actions", MAX_ACTIONS)
    states = shape.array(shape.field(document, "bot_rng", save), "bot_rng", players, players)
    dealt_by = _shuffle(document, header.app_version)
    try:
        game = Game(rules, players, seed, dealt_by)
    except GameError as error:
        raise ShapeError(Message("rules_refused", error=error)) from None
    replay_actions(game, actions)
    _agrees(header, game)
    bots = build_bots(seats, seed)
    for seat, (bot, state) in enumerate(zip(bots, states, strict=True)):
        restore_rng(bot, state, f"bot_rng[{seat}]")
    return Session(game, seats, [p.name for p in header.players], bots, created=header.created,
                   practice=header.practice, name=header.name, branch=read_branch(document, len(game.log)))


def _shuffle(document: dict[str, Any], app_version: str) -> Shuffle:
    """How the saved game is dealt; :class:`~saves.format.DealtElsewhere` when it is by a
    ``random.shuffle`` this Python no longer has (the file is then kept, not read)."""
    name = shape.text(shape.field(document, "shuffle", Message("where_save")), "shuffle", 40)
    try:
        method = Shuffle(name)
    except ValueError:
        raise ShapeError(Message("shuffle_unknown", found=shape.describe(name))) from None
    if method is Shuffle.PYTHON and not python_shuffle_unchanged():
        raise fmt.DealtElsewhere(Message("shuffle_changed", app=app_version,
                                         python=platform.python_version()))
    return method


def read_rules(data: dict[str, Any]) -> Rules:
    """The rule options, with every number bounded first: the engine builds lists as long
    as ``max_hand`` and ``fixed_rounds``, so a file must not be able to ask for a billion."""
    check_rules(data)
    try:
        return Rules.from_dict(dict(data))
    except GameError as error:
        raise ShapeError(Message("rules_refused", error=error)) from None


def _seats(items: list[Any], header: fmt.SaveHeader) -> list[str]:
    seats = []
    for seat, item in enumerate(items):
        spec = shape.text(item, f"seats[{seat}]", 100)
        if spec != "human" and spec not in LEVELS:
            raise ShapeError(Message("seat_not_allowed", where=f"seats[{seat}]",
                                     found=shape.describe(spec), levels=", ".join(LEVELS)))
        info = header.players[seat]
        kind, level = ("human", None) if spec == "human" else ("bot", spec)
        if (info.kind, info.level) != (kind, level):
            raise ShapeError(Message("seat_mismatch", seat=seat, kind=info.kind, level=info.level,
                                     spec=spec))
        seats.append(spec)
    return seats


def replay_actions(game: Game, actions: list[Any]) -> None:
    """Apply the saved ``[seat, "action"]`` pairs; the first bad one raises :class:`ShapeError`."""
    players = game.players
    for number, item in enumerate(actions, start=1):
        if type(item) is list and len(item) == 2 and type(item[1]) is str and len(item[1]) <= 200 \
                and (item[0] is None or (type(item[0]) is int and 0 <= item[0] < players)):
            seat, written = item  # the usual case, checked at once (a long game loads quickly)
        else:
            pair = shape.array(item, Message("where_action", number=number), 2, 2)
            seat = None if pair[0] is None else shape.integer(
                pair[0], Message("where_action_seat", number=number), 0, players - 1)
            written = shape.text(pair[1], Message("where_action_text", number=number), 200)
        try:
            action = parse_action(written)
        except ValueError as error:
            raise ShapeError(Message("action_unreadable", where=Message("where_action", number=number),
                                     detail=str(error), text=written)) from None
        if isinstance(action, EndEarly) != (seat is None) or (seat is not None and seat != game.to_act):
            _refuse(game, number, seat, written, action)
        try:
            game.apply(action)
        except GameError as error:
            where = Message("where_action", number=number)
            raise ShapeError(Message("illegal_end", where=where, action=written, reason=error)
                             if seat is None else
                             Message("illegal_by_seat", where=where, seat=seat, action=written,
                                     reason=error)) from None


def _refuse(game: Game, number: int, seat: int | None, written: str, action: Action) -> None:
    """Raise the :class:`ShapeError` of an action made by the wrong seat (or by none)."""
    where = Message("where_action", number=number)
    if isinstance(action, EndEarly) != (seat is None):
        raise ShapeError(Message("only_end_no_seat", where=where, seat=seat, action=written))
    now = Message("turn_over") if game.to_act is None else Message("seat_to_act", seat=game.to_act)
    raise ShapeError(Message("illegal_by_seat", where=where, seat=seat, action=written, reason=now))


def _agrees(header: fmt.SaveHeader, game: Game) -> None:
    """The header must say what the replayed game says (a hand-edited header is refused)."""
    facts = {"round": (header.round, len(game.rounds)), "over": (header.over, game.is_over),
             "totals": (list(header.totals), list(game.totals)),
             "preset": (header.preset, game.rules.preset)}
    for name, (written, actual) in facts.items():
        if written != actual:
            raise ShapeError(Message("header_disagrees", name=name, written=written, actual=actual))


def restore_rng(bot: Bot | None, state: object, where: str) -> None:
    """Give ``bot``'s ``rng`` the saved ``state`` (checked first; :class:`ShapeError` if bad)."""
    rng = getattr(bot, "rng", None)
    if not isinstance(rng, random.Random):
        if state is not None:
            raise ShapeError(Message("rng_should_be_null", where=where))
        return
    if state is None:
        raise ShapeError(Message("rng_missing", where=where))
    parts = shape.array(state, where, 3, 3)
    version = shape.integer(parts[0], f"{where} version", 3, 3)
    words = shape.array(parts[1], f"{where} words", _MT_WORDS, _MT_WORDS)
    checked = list(words[:-1]) if all(type(w) is int and 0 <= w < 2**32 for w in words[:-1]) else \
        [shape.integer(w, f"{where} words", 0, 2**32 - 1) for w in words[:-1]]  # says which is wrong
    checked.append(shape.integer(words[-1], f"{where} position", 0, _MT_WORDS - 1))
    gauss = parts[2]
    if gauss is not None and (not isinstance(gauss, float) or not math.isfinite(gauss)):
        raise ShapeError(Message("rng_gauss", where=where, found=shape.describe(gauss)))
    try:
        rng.setstate((version, tuple(checked), gauss))
    except (TypeError, ValueError) as error:
        raise ShapeError(Message("rng_not_state", where=where, detail=str(error))) from None
