"""What makes a game the same game: its id, and the branch a game loaded from a save becomes.

A game played from its deal is named by its start and its seed: its id is its record file's
name without ``.json`` (``game-20261129T120000-12345``). The same game written again
(left unfinished, continued later) keeps that id, so its later record supersedes the
earlier, shorter one. A game loaded from a named save and played on is not that game: the
game saved may have been played on too, or finished. It becomes a *branch* (:class:`Branch`)
with an id of its own (``game-20261129T120000-12345-b20261129T130502-3f9a1c``) that names
the game it was loaded from (``branch_of``), so both are kept and the statistics can tell
them apart. A branch keeps its id when it is autosaved and continued, like any game.

>>> record_id({"started": "2026-11-29T12:00:00Z", "seed": 12345})
'game-20261129T120000-12345'
>>> twig = Branch("20261129T130502-3f9a1c", "game-20261129T120000-12345", 57)
>>> record_id({"started": "2026-11-29T12:00:00Z", "seed": 12345, **record_fields(twig)})
'game-20261129T120000-12345-b20261129T130502-3f9a1c'
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from game import limits
from saves import shape
from saves.problems import Message
from saves.shape import ShapeError

#: A branch's own part of its id: letters, digits and dashes, at most 40 of them.
_BRANCH = re.compile(r"[0-9A-Za-z-]{1,40}")
#: The longest id a ``branch_of`` may name (a branch of a branch of … is named by its own id).
MAX_ID = 120


@dataclass(frozen=True)
class Branch:
    """A game loaded from a named save and played on: ``id`` its own part of its game id,
    ``of`` the id of the game it was loaded from, ``at`` how many actions (or score pad
    entries) it shares with that game."""

    id: str
    of: str
    at: int


def record_id(record: dict[str, Any]) -> str:
    """The id of the game of ``record``: its record file's name without ``.json``. Only
    letters, digits, ``T`` and dashes: a record read from anywhere names no other folder."""
    started = re.sub(r"[^0-9T]", "", str(record.get("started", "")))[:15] or "unknown"
    seed = re.sub(r"[^0-9-]", "", str(record.get("seed", "")))[:24] or "0"
    branch = record.get("branch")
    own = f"-b{branch}" if isinstance(branch, str) and _BRANCH.fullmatch(branch) else ""
    return f"game-{started}-{seed}{own}"


def new_branch(of: str, at: int, moment: datetime | None = None) -> Branch:
    """A new branch of the game ``of`` after ``at`` actions: its own part is the time and six
    random hex digits, so two branches of one save, even in one second, never share an id."""
    stamp = (moment or datetime.now(UTC)).strftime("%Y%m%dT%H%M%S")
    return Branch(f"{stamp}-{secrets.token_hex(3)}", of[:MAX_ID], at)


def record_fields(branch: Branch | None) -> dict[str, Any]:
    """What a record says of its branch (RECORD.md): ``branch`` and ``branch_of``, or nothing."""
    return {} if branch is None else {"branch": branch.id, "branch_of": branch.of}


def save_fields(branch: Branch | None) -> dict[str, Any]:
    """What a save says of its branch: the record's fields and ``branch_at``, or nothing."""
    return {} if branch is None else {**record_fields(branch), "branch_at": branch.at}


def read_branch(document: dict[str, Any], actions: int) -> Branch | None:
    """The branch a save document names (``None`` for a game played from its deal), its
    fields checked; ``actions``: how many the saved game has (``branch_at`` is at most that).
    Raises :class:`ShapeError` naming the field that is wrong."""
    if document.get("branch") is None:
        for key in ("branch_of", "branch_at"):
            if document.get(key) is not None:
                raise ShapeError(Message("has_no", where=Message("where_save"), field="branch"))
        return None
    where = Message("where_save")
    own = shape.text(document["branch"], "branch", 40)
    if not _BRANCH.fullmatch(own):
        raise ShapeError(Message("branch_name", where="branch", found=shape.describe(own)))
    of = shape.text(shape.field(document, "branch_of", where), "branch_of", MAX_ID)
    at = shape.integer(shape.field(document, "branch_at", where), "branch_at", 0,
                       min(actions, limits.MAX_ACTIONS))
    return Branch(own, of, at)


def check_record_branch(record: dict[str, Any]) -> None:
    """A record's ``branch`` and ``branch_of``, when it has them: both or neither, each a
    bounded text, the branch's own part of letters, digits and dashes (:class:`ShapeError`)."""
    own, of = record.get("branch"), record.get("branch_of")
    if own is None and of is None:
        return
    where = Message("where_record")
    own = shape.text(shape.field(record, "branch", where), "branch", 40)
    if not _BRANCH.fullmatch(own):
        raise ShapeError(Message("branch_name", where="branch", found=shape.describe(own)))
    shape.text(shape.field(record, "branch_of", where), "branch_of", MAX_ID)


def is_branch(record: dict[str, Any]) -> bool:
    """True for the record of a game loaded from a save and played on."""
    return isinstance(record.get("branch"), str)


#: How the history's key of a branch begins (a query counts branches by it).
BRANCH_KEY = "branch:"


def game_key(record: dict[str, Any]) -> str:
    """The history's key of a game: start time, seed, preset and players, and a branch's own
    part. (Schema 1 had start time and seed only, so matches of ``simulate --history`` with
    the same seeds, started in the same second, replaced each other.)"""
    names = ",".join(str(p.get("name")) for p in record.get("players") or [] if isinstance(p, dict))
    key = f"{record.get('started')}|{record.get('seed')}|{record.get('preset')}|{names}"
    branch = record.get("branch")
    return f"{BRANCH_KEY}{branch}|{key}" if isinstance(branch, str) else key
