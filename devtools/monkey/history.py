"""A data folder a player has used, for the monkey's starts behind the menu.

:func:`fill` writes into the ``OHPSHAW_HOME`` of the episode what weeks of play leave
there: several finished games of different presets and sizes of table, a game stopped
before it began, a game ended early, a game saved under a name in its second round,
played to the end and then loaded and played on to another end (a branch, its own game),
a finished score pad, named saves (a game, a pad, a file that cannot be read) and an
unfinished game behind Continue. Statistics, Games played, the review, the report, Load
and Export then have something to show, to choose and to break.

Games are played by Random bots for every seat (the human's too), from the episode's
seed: the same seed fills the folder with the same games.
"""

from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass, replace
from pathlib import Path

from game.actions import EndEarly
from game.errors import IllegalActionError
from game.pad.actions import EnterBid, EnterTricks, PadAction, PadBid
from game.pad.score_pad import PadPhase, ScorePad
from game.presets import preset
from game.rules import Rules
from saves.autosave import AutoSaver
from saves.pad_session import PadSession, new_pad_session
from saves.paths import saves_dir
from saves.records import archive_game
from saves.session import Session, new_session
from saves.slots import load_slot, save_slot

NAMES = ["You", "Ada", "Basil", "Cleo", "Dev", "Edith"]
#: The finished games: rules, players. Short games, so the folder is filled in a moment.
FINISHED: list[tuple[Rules, int]] = [
    (replace(preset("oh-pshaw"), max_hand=3), 4),
    (replace(preset("oh-hell"), max_hand=3), 5),
    (replace(preset("wizard"), max_hand=2), 3),
    (replace(preset("oh-seven"), max_hand=3), 4),
    (replace(preset("oh-pshaw"), max_hand=2), 6),
]
#: The game that is saved under a name and then branched from that save.
BRANCHED = replace(preset("oh-pshaw"), max_hand=3)
#: The score pads' game (two rounds, and a tie-break round when the leaders are level).
PAD_RULES = replace(preset("oh-hell"), max_hand=2)
#: The name of that save.
SAVE_NAME = "Sunday with Ada"


@dataclass
class Filled:
    """What :func:`fill` wrote: a finished game's record file (to open with ``review``)."""

    record: Path


def fill(seed: int) -> Filled:
    """Fill the data folder of ``OHPSHAW_HOME`` (see the module's text); games from ``seed``."""
    rng = random.Random(seed)
    first: Path | None = None
    for rules, players in FINISHED:
        kept = archive_game(played(rules, players, rng.randrange(2**31), rng))
        first = first or kept.record_path
    archive_game(stopped(rng.randrange(2**31), 0))  # stopped before it began
    archive_game(stopped(rng.randrange(2**31), 9))  # ended early, in its first round
    branched = played(BRANCHED, 4, rng.randrange(2**31), rng, actions=12)
    save_slot(SAVE_NAME, branched)
    archive_game(played_on(branched, rng))  # the game saved, played to its end
    branch = load_slot(SAVE_NAME)
    branch.branch_off()
    archive_game(played_on(branch, rng))  # loaded from its save and played to another end
    archive_game(pad(rng, finish=True))
    save_slot("Friday at Anna's", pad(rng, finish=False))
    save_slot("Wizard night", played(preset("wizard"), 5, rng.randrange(2**31), rng, actions=30))
    (saves_dir() / "broken.json").write_bytes(b'{"format": "ohpshaw-save", "version": 1, "pla')
    AutoSaver().save(played(preset("oh-pshaw"), 4, rng.randrange(2**31), rng, actions=7))
    assert first is not None, "the first finished game's record was written"
    return Filled(first)


def played(rules: Rules, players: int, seed: int, rng: random.Random,
           actions: int | None = None) -> Session:
    """A new game of ``rules`` with the human in seat 0, played on for ``actions`` actions
    (to the end when ``None``)."""
    seats = ["human"] + ["random"] * (players - 1)
    return played_on(new_session(rules, seats, seed, NAMES[:players]), rng, actions)


def played_on(session: Session, rng: random.Random, actions: int | None = None) -> Session:
    """``session`` played on (the human's seat by ``rng``) for ``actions`` actions or to the end."""
    game, made = session.game, 0
    while not game.is_over and (actions is None or made < actions):
        if session.bot_move() is None:
            game.apply(rng.choice(game.legal_actions()))
        made += 1
    return session


def stopped(seed: int, actions: int) -> Session:
    """A game of Oh Pshaw ended with End game now after ``actions`` actions."""
    session = played(preset("oh-pshaw"), 4, seed, random.Random(seed), actions)
    session.game.apply(EndEarly())
    return session


def pad(rng: random.Random, finish: bool) -> PadSession:
    """A score pad of Oh Hell for four, hands of up to two cards, entered at random: to its end
    (a tie-break round too) when ``finish``, else a round short of it."""
    session = new_pad_session(PAD_RULES, NAMES[:4], rng.randrange(4))
    board = session.pad
    while not board.is_over and (finish or len(board.complete_rounds) < board.scheduled_rounds - 1):
        with contextlib.suppress(IllegalActionError):  # the pad refused it: another one
            board.apply(pad_entry(board, rng))
    return session


def pad_entry(board: ScorePad, rng: random.Random) -> PadAction:
    """A random entry that ``board`` takes (a bid it allows, tricks that can add up) unless
    it asks for a suit (Oh-Seven's bid cards: not asked here) or the tricks cannot add up."""
    if board.phase is PadPhase.BID:
        return EnterBid(PadBid(rng.choice(board.legal_bids())))
    last = board.to_act == board.order[-1]
    return EnterTricks(board.tricks_left if last else rng.randint(0, board.tricks_left))
