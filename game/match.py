"""Whole matches without a window: seats, bots, and a summary of many games.

>>> from game.presets import preset
>>> game = play_match(preset("oh-pshaw"), ["random"] * 4, seed=3).game
>>> game.is_over
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.bots import Bot, make_bot
from game.errors import GameError, shown
from game.game import Game
from game.record import PlayerInfo
from game.round_log import RoundLog
from game.rules import Rules
from game.stable_random import derived_seed


@dataclass
class Match:
    """A game with who sits where."""

    game: Game
    seats: list[str]
    players: list[PlayerInfo]


class BotError(RuntimeError):
    """A bot answered with something the rules refuse."""


def bot_seed(match_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat``: fixed by the match seed, different per seat."""
    return derived_seed(f"bot:{match_seed}:{seat}")


def finish_round(game: Game, bots: Sequence[Bot]) -> RoundLog:
    """Play ``game``'s current round to its end with ``bots`` (one per seat); its log.
    To look ahead without changing a game, hand this a ``copy.deepcopy`` of it."""
    log = game.round
    while log.scores is None:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return log


def player_info(spec: str, seat: int) -> PlayerInfo:
    """A default name and kind for a seat spec."""
    if spec == "human":
        return PlayerInfo("You" if seat == 0 else f"Player {seat + 1}", "human")
    return PlayerInfo(f"Bot {seat + 1}", "bot", spec)


def play_match(
    rules: Rules,
    seats: list[str],
    seed: int,
    humans: Callable[[int], Bot] | None = None,
    bots: Callable[[int, str, int], Bot] | None = None,
) -> Match:
    """Play one whole match; ``humans(seat)`` gives the player for a ``human`` seat, and
    ``bots(seat, spec, seed)`` the other seats' players (by default :func:`make_bot`: a
    caller may keep outside bots apart)."""
    game = Game(rules, len(seats), seed)
    agents: list[Bot] = []
    for seat, spec in enumerate(seats):
        if spec == "human":
            if humans is None:
                raise ValueError("a human seat needs a terminal or a window")
            agents.append(humans(seat))
        elif bots is not None:
            agents.append(bots(seat, spec, bot_seed(seed, seat)))
        else:
            agents.append(make_bot(spec, bot_seed(seed, seat)))
    while not game.is_over:
        actor = game.to_act
        assert actor is not None
        action = agents[actor].choose(game.view(actor))
        try:
            game.apply(action)
        except GameError as error:
            raise BotError(f"seat {actor} ({shown(seats[actor])}) chose {shown(str(action))}: "
                           f"{error}") from None
    return Match(game, seats, [player_info(s, i) for i, s in enumerate(seats)])


@dataclass
class SeatStats:
    """Running figures of one seat over many matches."""

    points: int = 0
    rounds: int = 0
    made: int = 0
    wins: int = 0

    @property
    def points_per_round(self) -> float:
        """Average points per round."""
        return self.points / self.rounds if self.rounds else 0.0

    @property
    def bid_accuracy(self) -> float:
        """Share of rounds with the bid made exactly."""
        return self.made / self.rounds if self.rounds else 0.0


def tally(stats: list[SeatStats], game: Game) -> None:
    """Add one finished game to the per-seat figures."""
    for rnd in game.rounds:
        if not rnd.complete or rnd.scores is None:
            continue
        bids = {b.seat: b.tricks for b in rnd.bids}
        for seat, seat_stats in enumerate(stats):
            seat_stats.points += rnd.scores[seat]
            seat_stats.rounds += 1
            seat_stats.made += bids[seat] == rnd.tricks_won[seat]
    for seat in game.winners:
        stats[seat].wins += 1


def summary_table(seats: list[str], stats: list[SeatStats], games: int) -> str:
    """The per-seat summary ``simulate`` prints."""
    lines = [f"{games} games",
             f"{'seat':<5}{'player':<24}{'points/round':>13}{'bid accuracy':>14}{'wins':>7}"]
    for seat, (spec, s) in enumerate(zip(seats, stats, strict=True)):
        lines.append(f"{seat:<5}{spec[:23]:<24}{s.points_per_round:>13.2f}"
                     f"{s.bid_accuracy:>13.1%}{s.wins:>7}")
    return "\n".join(lines)
