"""The host's table without any network: the one game, its seats, and who must move next.

Everything a remote player can change goes through here and is checked here: taking a seat
(the join code, or a seat's token), and actions (only for the player's own seat, only on the
current state, and only what the engine allows; a refused action changes nothing). The host
(:mod:`netplay.host`) does the talking and the waiting; this class decides.

>>> from game.presets import preset
>>> from saves.session import new_session
>>> session = new_session(preset("oh-pshaw"), ["human", "human", "normal"], seed=3)
>>> table = NetTable(session, [SeatKind.REMOTE, SeatKind.REMOTE, SeatKind.BOT], "ABC234")
>>> seat, token = table.sit(None, "Ada", now=0.0)
>>> seat, table.rejoin(token, now=1.0), table.started
(0, 0, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.actions import Action, EndEarly
from game.bots import PLAYABLE, Bot, make_bot
from game.errors import IllegalActionError, Phrase
from game.match import bot_seed
from game.view import SeatView
from netplay.seats import Presence, Seat, SeatKind, codes_match
from netplay.to_client import SeatInfo
from netplay.wire import Refusal
from saves.session import Session, build_bots

#: Seconds a remote player may be away before a bot plays their seat (the default).
GRACE_S = 60.0
#: The level of the bot that plays for an away player (the default).
STAND_IN = "normal"


class Refused(Exception):
    """A player cannot take a seat: ``reason`` says why (the client is told it)."""

    def __init__(self, reason: Refusal, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason


class Mover(Enum):
    """Who makes the next move."""

    NOBODY = "nobody"  # not started, or over
    PLAYER = "player"  # a person: wait for their action
    BOT = "bot"  # the seat's own bot
    STAND_IN = "stand-in"  # a bot for an away (or never seated) remote player
    GRACE = "grace"  # a remote player is away, within the grace: wait until it ends


@dataclass(frozen=True)
class Turn:
    """The next move: who, for which seat, and (for :data:`Mover.GRACE`) until when."""

    mover: Mover
    seat: int | None = None
    until: float | None = None


@dataclass(frozen=True)
class Applied:
    """The game took the action."""


@dataclass(frozen=True)
class Stale:
    """The action was made on an older state: the client needs the state again."""


@dataclass(frozen=True)
class Illegal:
    """The engine refused the action (nothing changed)."""

    error: IllegalActionError


Outcome = Applied | Stale | Illegal


class NetTable:
    """A game at a network table (``session``), its seats' kinds and their players.

    ``kinds`` says per seat who plays it; a remote seat keeps the SHA-256 of its token
    (:class:`~netplay.seats.Seat`). ``grace`` seconds after a remote player left, the
    ``stand_in`` bot plays their seat until they come back.
    """

    def __init__(self, session: Session, kinds: list[SeatKind], code: str, grace: float = GRACE_S,
                 stand_in: str = STAND_IN, seats: list[Seat] | None = None) -> None:
        if len(kinds) != session.game.players:
            raise ValueError(f"{len(kinds)} seat kinds for {session.game.players} players")
        if stand_in not in PLAYABLE:
            raise ValueError(f"the stand-in bot is one of {', '.join(PLAYABLE)}, not {stand_in!r}")
        for seat, (kind, spec) in enumerate(zip(kinds, session.seats, strict=True)):
            if (kind is SeatKind.BOT) == (spec == "human"):
                raise ValueError(f"seat {seat} is {kind.value} but the game seats {spec}")
        self.session, self.code, self.grace, self.stand_in = session, code, grace, stand_in
        self.seats = seats if seats is not None else [
            Seat(kind, session.names[i], None if kind is not SeatKind.BOT else session.seats[i],
                 presence=Presence.FREE if kind is SeatKind.REMOTE else Presence.HERE)
            for i, kind in enumerate(kinds)]
        self.started = False
        #: The newest state the host has saved and may tell the players (:mod:`netplay.host`).
        self.confirmed = self.version
        self._stand_ins: dict[int, Bot] = {}

    # -- what everyone may know ----------------------------------------------------

    @property
    def version(self) -> int:
        """The state's number: how many actions the game has taken."""
        return len(self.session.game.log)

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.session.game.is_over

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now."""
        return self.session.game.view(seat)

    def infos(self, now: float) -> tuple[SeatInfo, ...]:
        """Every seat as all players see it at ``now``."""
        return tuple(SeatInfo(i, s.kind, s.name, s.presence, self._stood_in(i, now))
                     for i, s in enumerate(self.seats))

    # -- taking seats ----------------------------------------------------------------

    def check_code(self, code: str | None) -> None:
        """Refuse a client whose join code is not the table's."""
        if not codes_match(code, self.code):
            raise Refused(Refusal.CODE, "the join code is wrong" if code else "a join code is needed")

    def sit(self, seat: int | None, name: str, now: float) -> tuple[int, str]:
        """Give a free remote seat (``seat``, or the first free one) to ``name``; the seat and
        its token. The caller checked the join code."""
        free = [i for i, s in enumerate(self.seats) if s.is_remote and s.presence is Presence.FREE]
        if seat is None and free:
            seat = free[0]
        if seat is None or seat not in free:
            raise Refused(Refusal.NO_SEAT, "no remote seat is free" if seat is None
                          else f"seat {seat + 1} is not a free remote seat")
        token = self.seats[seat].claim(name)
        self.session.names[seat] = name
        self._stand_ins.pop(seat, None)
        return seat, token

    def rejoin(self, token: str, now: float) -> int:
        """The seat ``token`` belongs to, its player back at ``now``."""
        for seat, held in enumerate(self.seats):
            if held.is_remote and held.holds(token):
                held.back()
                return seat
        raise Refused(Refusal.TOKEN, "this table gave no such seat token")

    def leave(self, seat: int, now: float) -> None:
        """The player of remote ``seat`` lost their connection at ``now``."""
        self.seats[seat].leave(now)

    def all_away(self, now: float) -> None:
        """Every taken remote seat is away from ``now`` (a resumed table: nobody is back yet)."""
        for held in self.seats:
            if held.is_remote and held.presence is Presence.HERE:
                held.leave(now)

    @property
    def ready(self) -> bool:
        """Every remote seat is taken and its player here: the game can start by itself."""
        return all(s.presence is Presence.HERE for s in self.seats if s.is_remote)

    def seat_a_bot(self, seat: int, name: str) -> bool:
        """Before the game begins, a remote seat nobody took becomes a bot seat for good, at
        the stand-in's level, named ``name``; whether it did (a taken seat, another kind, a
        game begun: nothing changes)."""
        held = self.seats[seat]
        if self.started or not held.is_remote or held.presence is not Presence.FREE:
            return False
        self.seats[seat] = Seat(SeatKind.BOT, name, self.stand_in, presence=Presence.HERE)
        self.session.seats[seat] = self.stand_in
        self.session.names[seat] = name
        self.session.bots[seat] = build_bots(self.session.seats, self.session.game.seed)[seat]
        return True

    def start(self) -> None:
        """Let the game begin: free remote seats are played by the stand-in bot until taken."""
        self.started = True

    # -- playing -----------------------------------------------------------------------

    def act(self, seat: int, action: Action, state: int) -> Outcome:
        """``action`` for ``seat`` on state ``state``: applied, stale, or refused by the engine.

        A refused action leaves the game as it was; so does a stale one. ``seat`` is the
        seat of the connection that sent it, never a seat the message names.
        """
        game = self.session.game
        if state != self.version:
            return Stale()
        if isinstance(action, EndEarly):  # ending the game is the host's, not a seat's move
            return Illegal(IllegalActionError("wrong_phase", expected=Phrase("wait"), got=Phrase("do_that")))
        if game.is_over:
            return Illegal(IllegalActionError("game_over"))
        if not self.started or game.to_act != seat:
            to_act = game.to_act if game.to_act is not None else seat
            return Illegal(IllegalActionError("not_your_turn", seat_name=self.seats[seat].name,
                                              to_act=to_act + 1))
        try:
            game.apply(action)
        except IllegalActionError as error:
            return Illegal(error)
        return Applied()

    def end_early(self) -> None:
        """End the game now (R-G3): the host's decision."""
        self.session.game.apply(EndEarly())

    def turn(self, now: float) -> Turn:
        """Who moves next at ``now``."""
        game = self.session.game
        seat = game.to_act
        if not self.started or seat is None:
            return Turn(Mover.NOBODY)
        held = self.seats[seat]
        if held.kind is SeatKind.BOT:
            return Turn(Mover.BOT, seat)
        if held.kind is SeatKind.LOCAL or held.presence is Presence.HERE:
            return Turn(Mover.PLAYER, seat)
        if self._stood_in(seat, now):
            return Turn(Mover.STAND_IN, seat)
        assert held.away_since is not None
        return Turn(Mover.GRACE, seat, held.away_since + self.grace)

    def bot(self, turn: Turn) -> tuple[Bot | None, int]:
        """The bot that makes ``turn``'s move and its seed (``None``: a seat whose own bot
        could not be built; the Normal bot decides, as at the table)."""
        assert turn.seat is not None
        seed = bot_seed(self.session.game.seed, turn.seat)
        if turn.mover is Mover.BOT:
            return self.session.bots[turn.seat], seed
        if turn.seat not in self._stand_ins:
            self._stand_ins[turn.seat] = make_bot(self.stand_in, seed ^ 0x5EA7)
        return self._stand_ins[turn.seat], seed

    def _stood_in(self, seat: int, now: float) -> bool:
        held = self.seats[seat]
        if not held.is_remote or not self.started or self.over:
            return False
        if held.presence is Presence.FREE:
            return True
        return held.presence is Presence.AWAY and held.away_since is not None \
            and now >= held.away_since + self.grace
