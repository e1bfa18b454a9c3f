"""Attacks by the small files read at every start: ``last_setup.json`` and ``settings.json``
with values that are well formed but absurd. Each goes through the engine's own option
validation, with the engine's limits on every number; what cannot make a game is not used."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.errors import OptionsError
from game.presets import preset
from game.rules import Rules
from saves.last_setup import read_last_setup
from tests.attacks.scene_run import open_entries

ABSURD_RULES = [
    pytest.param({"schedule": "fixed", "fixed_rounds": 10_000_000}, id="fixed_rounds-1e7"),
    pytest.param({"schedule": "fixed", "fixed_rounds": 10**9}, id="fixed_rounds-1e9"),
    pytest.param({"max_hand": 10**9}, id="max_hand-1e9"),
    pytest.param({"schedule": "up-down", "max_hand": 5_000_000}, id="max_hand-up-down"),
    pytest.param({"renege_penalty": 10**100}, id="renege_penalty-googol"),
    pytest.param({"min_players": 2, "max_players": 10**6}, id="max_players-1e6"),
    pytest.param({"deck_copies": 10**6}, id="deck_copies-1e6"),
]


def write_setup(home: Path, rules: dict[str, Any], seats: list[str] | None = None,
                names: list[str] | None = None) -> Path:
    seats = seats or ["human", "normal", "normal", "normal"]
    path = home / "config" / "last_setup.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, "rules": {**preset("oh-pshaw").as_dict(), **rules},
                                "seats": seats, "names": names or ["A", "B", "C", "D"][: len(seats)]}),
                    encoding="utf-8")
    return path


@pytest.mark.parametrize("rules", ABSURD_RULES)
def test_an_absurd_last_setup_is_not_used(rules: dict[str, Any], tmp_path: Path) -> None:
    path = write_setup(tmp_path, rules)
    setup, message = read_last_setup(path)
    assert setup is None and message is not None and "not used" in message


@pytest.mark.parametrize("rules", ABSURD_RULES[:4])
def test_new_game_and_rules_open_with_an_absurd_last_setup(rules: dict[str, Any], tmp_path: Path) -> None:
    write_setup(tmp_path / "home", rules)
    done = open_entries(tmp_path / "home", "new", "rules")
    assert done.returncode == 0, (done.returncode, done.stderr[-3000:])
    assert "opened new -> SetupScene" in done.stdout and "opened rules -> RulesScene" in done.stdout


def test_too_many_seats_in_the_last_setup(tmp_path: Path) -> None:
    path = write_setup(tmp_path, {}, seats=["human"] + ["normal"] * 100_000, names=["A"] * 100_001)
    assert read_last_setup(path)[0] is None


@pytest.mark.parametrize("changes", [{"fixed_rounds": 10**7, "schedule": "fixed"}, {"max_hand": 10**7}],
                         ids=["fixed_rounds", "max_hand"])
def test_the_hand_sizes_of_unchecked_rules_are_refused_before_they_are_built(
        changes: dict[str, Any]) -> None:
    rules = Rules().replace(**changes)  # options are type-checked only until validated
    with pytest.raises(OptionsError):
        rules.hand_sizes(4)


def test_absurd_settings_give_the_defaults(tmp_path: Path) -> None:
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from ui.core.settings import Settings
    from ui.core.settings_file import load_settings

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"ui_scale": 1e308, "language": "\x00de", "trick_pause": -1,
                                "volume": 10**400 // 10**399, "speed": ["fast"], "bot_level": "py:os:exit",
                                "fullscreen": "yes"}), encoding="utf-8")
    assert load_settings(path) == Settings()
