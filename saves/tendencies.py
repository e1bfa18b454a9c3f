"""Named players' bid tendencies from earlier games, for the bots that model the table.

The Hard and Expert bots keep, for every seat, the chances that it plays in each
of a few styles (:mod:`game.bots.reading.seat_model`). A person who has played
here before under the same name starts from what the history says of them: how
often they made their bids, and how often they took more or fewer tricks than
they bid. A new name, or no history, starts from a neutral prior.

>>> import tempfile
>>> from pathlib import Path
>>> seat_priors(["human", "hard"], ["Ann", "Bot 2"], Path(tempfile.mkdtemp()) / "none.sqlite3")
{}
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

from game.bots.reading.seat_model import prior_from_tendencies
from saves import paths
from saves.history_schema import SCHEMA_VERSION

log = logging.getLogger(__name__)

#: A player's rounds, and those made, over and under, in the games that count (not practice).
_FIGURES = ("SELECT COALESCE(SUM(rounds), 0), COALESCE(SUM(exact), 0), COALESCE(SUM(over_tricks), 0),"
            " COALESCE(SUM(under_tricks), 0) FROM player_games p JOIN games g ON g.id = p.game_id"
            " WHERE p.name = ? AND g.practice = 0")


def seat_priors(seats: list[str], names: list[str], path: Path | None = None) -> dict[int, list[float]]:
    """Style chances for every human seat whose name has played before (by seat).
    Reads the history read-only: looking never creates, repairs or moves it (the
    statistics screen and the self-test do that, and say so); a history it cannot
    read gives no priors."""
    path = path or paths.history_path()
    if not path.is_file():
        return {}
    out: dict[int, list[float]] = {}
    try:
        db = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True, timeout=1.0)
        try:
            # every schema so far keeps these figures in player_games; a newer one may not
            if not 1 <= db.execute("PRAGMA user_version").fetchone()[0] <= SCHEMA_VERSION:
                return {}
            for seat, (spec, name) in enumerate(zip(seats, names, strict=True)):
                if spec != "human":
                    continue
                rounds, made, over, under = db.execute(_FIGURES, (name,)).fetchone()
                if rounds:
                    out[seat] = prior_from_tendencies(rounds, made / rounds, over / rounds, under / rounds)
        finally:
            db.close()
    except (sqlite3.Error, OSError, ValueError) as error:
        log.warning("no bid tendencies from the history: %s", error)
        return {}
    return out


def tell_bots(bots: list[object], priors: dict[int, list[float]]) -> None:
    """Give every bot that models the table (it has ``know``) the named players' priors."""
    if not priors:
        return
    for bot in bots:
        know = getattr(bot, "know", None)
        if callable(know):
            know(priors)
