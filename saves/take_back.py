"""Undo in a saved game: the session goes back to before the human's last decision.

The engine rebuilds the game from its log (:mod:`game.undo`); here the
session takes the shorter game, gets new bots for the seats (their later
decisions are made again) and is marked practice for good: its saves,
record and history row say so, and statistics leave it out unless asked.
"""

from __future__ import annotations

from dataclasses import replace

from game.bots import make_bot
from game.undo import rewind, undo_bot_seed, undo_offered, undo_point
from saves.session import Session


def take_back(session: Session, seat: int) -> int:
    """Take back ``seat``'s last decision and every action after it; return how many
    actions went (0: nothing to take back, and the session is unchanged).

    Raises ``ValueError`` when undo is not offered (:func:`game.undo.undo_offered`).
    """
    if not undo_offered(session.seats):
        raise ValueError("undo is offered only with exactly one human player")
    if session.seats[seat] != "human":
        raise ValueError(f"seat {seat} is a bot: only the human's decisions are taken back")
    length = undo_point(session.game, seat)
    if length is None:
        return 0
    removed = len(session.game.log) - length
    game = session.game
    session.game = rewind(game, length)
    session.bots = [None if spec == "human" else make_bot(spec, undo_bot_seed(game.seed, s, length))
                    for s, spec in enumerate(session.seats)]
    session.practice = True
    if session.branch is not None and length < session.branch.at:  # back before it was loaded
        session.branch = replace(session.branch, at=length)
    return removed
