"""Taking back a decision: the game before a seat's last action, rebuilt from its log.

A game is its rules, seed and actions, so undo is a replay
of the log up to the decision taken back; nothing is restored from copies.
The bots' later decisions are made again, by bots with fresh seeds that
depend only on the game's seed, the seat and the point taken back to.

>>> from game.presets import preset
>>> game = Game(preset("oh-pshaw"), 3, seed=4)
>>> while game.to_act != 0:
...     _ = game.apply(game.legal_actions()[0])
>>> before = len(game.log)
>>> _ = game.apply(game.legal_actions()[-1])
>>> undo_point(game, 0) == before
True
>>> rewind(game, before).log == game.log[:before]
True
"""

from __future__ import annotations

from game.actions import EndEarly
from game.game import Game
from game.stable_random import derived_seed


def undo_point(game: Game, seat: int) -> int | None:
    """How many actions of ``game.log`` stand before ``seat``'s last decision; ``None``
    when the seat has not decided anything yet or the game has been ended (R-G3)."""
    if game.log and isinstance(game.log[-1][1], EndEarly):
        return None
    for index in range(len(game.log) - 1, -1, -1):
        if game.log[index][0] == seat:
            return index
    return None


def rewind(game: Game, length: int) -> Game:
    """A new game with the rules, players and seed of ``game`` and its first ``length``
    actions: exactly the game as it stood then (the deal is the same)."""
    if not 0 <= length <= len(game.log):
        raise ValueError(f"cannot rewind a game of {len(game.log)} actions to {length}")
    again = Game(game.rules, game.players, game.seed, game.shuffle)
    for _, action in game.log[:length]:
        again.apply(action)
    return again


def undo_bot_seed(match_seed: int, seat: int, length: int) -> int:
    """The seed of the bot in ``seat`` after a take-back to ``length`` actions: fixed by the
    game and the point, so the same take-back gives the same bots."""
    return derived_seed(f"undo:{match_seed}:{seat}:{length}")


def undo_offered(seats: list[str]) -> bool:
    """Undo is offered with exactly one human at the table (``seats`` hold ``"human"`` or a
    bot level): with two or more, one would take back what the others have seen."""
    return seats.count("human") == 1
