"""The analysis of a game, kept beside its record so that opening it again is instant.

``game-….json`` gets ``game-….analysis.json`` beside it (a named save
``Sunday.json`` gets ``Sunday.analysis.json``, which the save list skips).
It is JSON, never pickle: the ratings of every decision, under a key of the
record's content (SHA-256 of its canonical JSON), the analysis version, the
judge's budgets and the program's version. A kept analysis is used only when
the key matches and every rating agrees with the game's own log, field by
field; anything else — missing, damaged, stale, hostile — is ignored and the
game is judged again. Keeping one never raises: a folder that cannot be
written only costs the time next time.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.actions import Action, parse_action
from game.analysis import ANALYSIS_VERSION, Rating, Report, analyse_game
from game.analysis.decisions import kind_of, round_of_each_action
from game.analysis.judge import Judge
from game.analysis.report import build_report
from game.bots import Estimate
from game.game import Game
from game.version import APP_VERSION
from saves import shape
from saves.files import SIZE_LIMIT, FileProblem, read_limited, write_json
from saves.finished import Finished
from saves.problems import Message, message_of
from saves.shape import ShapeError

FORMAT = "ohpshaw-analysis"
SUFFIX = ".analysis.json"
#: Expected points a kept figure may hold (Wizard's largest round scores 20 + 10 × 60).
MAX_FIGURE = 10_000.0


def cache_path(record_path: Path) -> Path:
    """Where the analysis of the game in ``record_path`` is kept.

    >>> cache_path(Path("records/game-20261129T120000-5.json")).name
    'game-20261129T120000-5.analysis.json'
    """
    stem = record_path.name[:-5] if record_path.name.endswith(".json") else record_path.name
    return record_path.with_name(stem + SUFFIX)


def record_hash(record: dict[str, Any]) -> str:
    """The SHA-256 of the record's canonical JSON: what tells one game from another."""
    canonical = json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def key_of(record: dict[str, Any], judge: Judge) -> dict[str, Any]:
    """What a kept analysis must match: the record's content, the analysis version, the
    judge's budgets and the program's version."""
    return {"record_sha256": record_hash(record),
            "analysis_version": ANALYSIS_VERSION, "app_version": APP_VERSION,
            "deals": [judge.play_deals, judge.bid_deals]}


def keep(path: Path, record: dict[str, Any], judge: Judge, ratings: Sequence[Rating]) -> Message | None:
    """Write the analysis beside the record (atomically); the problem, if any, instead of raising."""
    document = {"format": FORMAT, "key": key_of(record, judge),
                "ratings": [_rating_json(r) for r in ratings]}
    try:
        write_json(path, document)
    except FileProblem as error:
        return Message("analysis_not_kept", error=message_of(error))
    return None


def kept(path: Path, record: dict[str, Any], game: Game, judge: Judge) -> list[Rating] | None:
    """The ratings kept in ``path`` for this record and judge, or ``None`` when there are
    none that can be trusted."""
    try:
        document = shape.obj(shape.parse_json(read_limited(path, SIZE_LIMIT), shape.THE_FILE),
                             shape.THE_FILE)
        if document.get("format") != FORMAT or document.get("key") != key_of(record, judge):
            return None
        return ratings_from_json(document.get("ratings"), game)
    except (FileProblem, ShapeError, Stale):
        return None


class Stale(ValueError):
    """Kept ratings that do not belong to the game they were read for."""


def _rating_json(rating: Rating) -> dict[str, Any]:
    out: dict[str, Any] = {"ply": rating.ply, "action": str(rating.action), "loss": rating.loss}
    if rating.estimates is not None:
        out["estimates"] = [[str(a), e.points, e.make, e.samples] for a, e in rating.estimates.items()]
    if rating.best is not None:
        out["best"] = str(rating.best)
    if rating.value is not None:
        out["value"] = rating.value
    if rating.edge:
        out["edge"] = rating.edge
    if rating.noise:
        out["noise"] = rating.noise
    return out


def ratings_from_json(data: object, game: Game) -> list[Rating]:
    """The ratings in ``data``, checked against ``game``: one for each decision of its log,
    in order, naming the action taken there. :class:`ShapeError` for data of the wrong
    shape, :class:`Stale` for ratings of another game."""
    decided = [(ply, seat, action) for ply, (seat, action) in enumerate(game.log) if seat is not None]
    items = shape.array(data, "ratings", len(decided), len(decided))
    rounds = round_of_each_action(game)
    out = []
    for (ply, seat, action), item in zip(decided, items, strict=True):
        entry = shape.obj(item, "rating")
        if shape.integer(entry.get("ply"), "ply", 0, len(game.log)) != ply \
                or entry.get("action") != str(action):
            raise Stale(f"rating of action {ply} is for another game")
        estimates: dict[Action, Estimate] | None = None
        if "estimates" in entry:
            estimates = {}
            for each in shape.array(entry["estimates"], "estimates", 200):
                text, points, make, samples = shape.array(each, "estimate", 4, 4)
                estimates[_action(text)] = Estimate(_figure(points), _figure(make),
                                                    shape.integer(samples, "samples", 0, 10**9))
        best = _action(entry["best"]) if "best" in entry else None
        value = _figure(entry["value"]) if "value" in entry else None
        loss, edge = _figure(entry.get("loss")), _figure(entry.get("edge", 0.0))
        noise = _figure(entry.get("noise", 0.0))
        if noise < 0 or not _holds_together(action, estimates, best, loss, edge):
            raise Stale(f"rating of action {ply} does not hold together")
        out.append(Rating(ply, seat, rounds[ply], kind_of(action), action, estimates, best, loss,
                          value, edge, noise))
    return out


def _holds_together(action: Action, estimates: dict[Action, Estimate] | None,
                    best: Action | None, loss: float, edge: float) -> bool:
    """A loss and an edge are never below 0, nor more than the best estimate's lead."""
    if loss < 0 or edge < 0:
        return False
    if not estimates:
        return best is None and loss == 0 and edge == 0
    if best is None or best not in estimates or action not in estimates:
        return False
    lead = estimates[best].points - min(e.points for e in estimates.values())
    return loss <= lead + 1e-9 and edge <= lead + 1e-9


def _action(text: object) -> Action:
    try:
        return parse_action(shape.text(text, "action", 200))
    except ValueError as error:
        raise Stale(str(error)) from None


def _figure(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) \
            or abs(value) > MAX_FIGURE:
        raise Stale(f"not a figure: {shape.describe(value)}")
    return float(value)


def analysis(finished: Finished, cache: Path | None, judge: Judge | None = None,
             progress: Callable[[int, int], None] | None = None) -> Looked:
    """The report of a finished game: the one kept at ``cache`` when it is still good,
    else judged now (``progress(done, total)`` after each decision) and kept there."""
    judge = judge or Judge()
    game, record = finished.game, finished.record
    ratings = kept(cache, record, game, judge) if cache is not None else None
    if ratings is not None:
        return Looked(build_report(game, ratings), True, None)
    report = analyse_game(game, judge, progress)
    problem = keep(cache, record, judge, report.ratings) if cache is not None else None
    return Looked(report, False, problem)


@dataclass(frozen=True)
class Looked:
    """A report, whether it was read from where it was kept, and why it could not be kept."""

    report: Report
    from_cache: bool
    problem: Message | None
