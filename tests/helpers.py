"""Shared helpers for the tests: random play and stacked deals."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from game.cards import Card, Suit
from game.game import Game
from game.rules import Rules
from saves.analysis_cache import SUFFIX as ANALYSIS

REPO = Path(__file__).resolve().parent.parent
#: The test data: hand-checked cases, old save and record files.
DATA = REPO / "tests" / "data"
#: The rules reference whose rule ids (R-…) the tests name.
RULES = REPO / "docs" / "RULES.md"


def golden() -> dict[str, Any]:
    """The hand-checked cases of tests/data/golden.json (docs/RULES.md, "Hand-checked cases")."""
    data: dict[str, Any] = json.loads((DATA / "golden.json").read_text(encoding="utf-8"))
    return data


def cards(text: str) -> list[Card]:
    """``"AS KH 2C"`` → the cards."""
    return [Card.parse(word) for word in text.split()]


def play_random(game: Game, rng: random.Random, steps: int | None = None) -> Game:
    """Make random legal actions until the game is over (or ``steps`` are made)."""
    made = 0
    while not game.is_over and (steps is None or made < steps):
        game.apply(rng.choice(game.legal_actions()))
        made += 1
    return game


def stack(game: Game, hands: list[str], trump: str | None = "keep") -> Game:
    """Replace the hands just dealt (before any decision) with chosen ones.

    ``trump``: a suit letter, ``None`` for no trump, or ``"keep"``. A test
    aid only: it writes the game's own fields as the deal would have.
    """
    game.state.hands = [cards(h) for h in hands]
    game.round.deals[-1] = [list(h) for h in game.state.hands]
    if trump != "keep":
        game.state.trump = game.round.trump = Suit(trump) if trump else None
    return game


def fixed_rules(base: Rules, hand: int, rounds: int = 1, **changes: Any) -> Rules:
    """``base`` changed to ``rounds`` rounds of ``hand`` cards."""
    return base.replace(schedule="fixed", max_hand=hand, fixed_rounds=rounds, **changes)


def game_records(folder: Path) -> list[Path]:
    """The game records in ``folder``, not the analyses kept beside them."""
    return sorted(p for p in folder.glob("game-*.json") if not p.name.endswith(ANALYSIS))
