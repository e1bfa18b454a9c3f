"""``python -m devtools bench bots --cases DIR``: every reported case replayed with each level.

A case (:mod:`saves.cases`) is a bot decision a player reported from the table or
the review, or one of the regression set in ``tests/data/cases/``: the game's
record up to the decision, the seat, what its bot did, the player's word and,
for the regression set, the choice a strong player makes. Each case is read
as a hostile file (a file that is no case gets one line and the others go on),
replayed to its position, and every playable level decides there, the searching
ones on their node budgets (so the answer is the same on any machine); the
judge of the review (:class:`~game.analysis.judge.Judge`, at four times its
usual deals) prices every choice in expected points.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from devtools.bots.tournament import bench_bot
from game.actions import Action, Play
from game.analysis.judge import Judge, decision_seed
from game.bots import PLAYABLE
from game.bots.levels.hard import equivalent_cards
from game.view import SeatView
from saves.cases import Case, CaseError, read_case
from saves.files import FileProblem
from saves.problems import message_of

#: The judge's deals, as a multiple of the review's: a case is one decision, so it can
#: afford a sharper price than a whole game's analysis.
JUDGE_SCALE = 4


@dataclass
class CaseResult:
    """One case replayed: what each level chose, and the judge's price of every choice."""

    name: str
    about: str
    played: str
    strong: str | None
    word: str
    choices: dict[str, str] = field(default_factory=dict)
    prices: dict[str, float] = field(default_factory=dict)
    agrees: dict[str, bool] = field(default_factory=dict)  # with the strong choice
    problem: str = ""

    def as_json(self) -> dict[str, Any]:
        """The result as JSON-ready data."""
        return dict(self.__dict__)


def alike(view: SeatView, one: Action, other: Action) -> bool:
    """Whether ``one`` and ``other`` are the same choice: equal, or two cards that play alike
    in every deal the seat can imagine (7♥ and 8♥ with nothing unseen between them)."""
    if one == other:
        return True
    if not (isinstance(one, Play) and isinstance(other, Play)):
        return False
    cards = [a.card for a in view.legal if isinstance(a, Play)]
    return any(one.card in group and other.card in group for group in equivalent_cards(cards, view))


def replay_case(case: Case, name: str, levels: Sequence[str] = PLAYABLE,
                judge: Judge | None = None) -> CaseResult:
    """Every level's choice in ``case`` and the judge's price of each legal choice."""
    game = case.game()
    view = game.view(case.seat)
    number = game.round.number
    result = CaseResult(name, f"{game.rules.preset}, round {number}, seat {case.seat}"
                              + (f" ({case.level})" if case.level else ""),
                        str(case.played), None if case.strong is None else str(case.strong), case.word)
    judge = judge or Judge(JUDGE_SCALE * 20, JUDGE_SCALE * 48)
    extra = tuple(a for a in (case.played, case.strong) if a is not None)
    prices = judge.estimates(view, extra)
    result.prices = {str(a): round(e.points, 2) for a, e in prices.items()}
    seed = decision_seed(view)
    for level in levels:
        choice = bench_bot(level, seed).choose(view)
        result.choices[level] = str(choice)
        if case.strong is not None:
            result.agrees[level] = alike(view, choice, case.strong)
    return result


def replay_folder(folder: Path, levels: Sequence[str] = PLAYABLE) -> list[CaseResult]:
    """Every ``*.json`` case in ``folder``, in name order; a file that holds no case is one
    result with its problem."""
    results = []
    judge = Judge(JUDGE_SCALE * 20, JUDGE_SCALE * 48)
    for path in sorted(folder.glob("*.json")):
        try:
            case = read_case(path)
        except (FileProblem, CaseError) as error:
            results.append(CaseResult(path.name, "", "", None, "", problem=str(message_of(error))))
            continue
        results.append(replay_case(case, path.name, levels, judge))
    return results


def format_cases(results: Sequence[CaseResult], levels: Sequence[str] = PLAYABLE) -> str:
    """The results as text: per case what was played, the word, each level's choice with its
    price, the strong choice; at the end how many strong choices each level found."""
    lines = []
    for r in results:
        if r.problem:
            lines.append(f"{r.name}: not read: {r.problem}")
            continue
        lines.append(f"{r.name}: {r.about}")
        said = f' — "{r.word}"' if r.word else ""
        lines.append(f"  played {r.played} ({_price(r, r.played)}){said}")
        if r.strong is not None:
            lines.append(f"  strong {r.strong} ({_price(r, r.strong)})")
        lines.append("  now:   " + "   ".join(
            f"{level} {r.choices[level]} ({_price(r, r.choices[level])})"
            + ("" if r.strong is None else (" ✓" if r.agrees[level] else " ✗")) for level in levels))
        ranked = sorted(r.prices.items(), key=lambda kv: -kv[1])
        lines.append("  judge: " + ", ".join(f"{a} {p:.1f}" for a, p in ranked))
    held = [r for r in results if r.strong is not None and not r.problem]
    if held:
        lines.append(f"strong choices found, of {len(held)}: " + ", ".join(
            f"{level} {sum(r.agrees[level] for r in held)}" for level in levels))
    return "\n".join(lines)


def _price(result: CaseResult, action: str) -> str:
    value = result.prices.get(action)
    return "not priced" if value is None else f"{value:.1f} points"
