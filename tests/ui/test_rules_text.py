"""The rules screen's text follows the options in force."""

from __future__ import annotations

import pytest

from game.presets import PRESETS, preset
from ui.words.rules_text import house_rules, rules_html, rules_sections


def words(rules: object, players: int | None = None) -> str:
    return " ".join(" ".join([head, *lines]) for head, lines in rules_sections(rules, players))  # type: ignore[arg-type]


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_reads_as_written_without_house_rules(name: str) -> None:
    rules = PRESETS[name]
    for players in range(rules.min_players, rules.max_players + 1):
        text = words(rules, players)
        assert rules.title in text and f"With {players} players the hands are" in text
    assert house_rules(rules) == [f"None: the {rules.title} rules as written."]
    assert ("may not bid" in words(rules)) == rules.hook
    assert ("Wizard" in words(rules)) == (rules.deck == "wizard60")
    assert ("picks one card" in words(rules)) == rules.card_bidding


def test_house_rules_are_described_where_they_act_and_listed() -> None:
    rules = preset("oh-pshaw").replace(nil_bonus=True, tricks_on_miss=True, must_trump=True,
                                       tie_break=False, max_hand=10, schedule="up-down")
    text = words(rules, 4)
    assert "scores 5 + the cards in the round" in text
    assert "each trick taken scores 1 point" in text
    assert "you must play a trump" in text
    assert "share the win" in text
    assert "never larger than 10 cards" in text
    assert "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8" in text
    listed = house_rules(rules)
    assert "Bonus for a made 0: on" in listed and "Tie-break round: off" in listed
    assert "Largest hand: 10" in listed and "Hand sizes: up and down" in listed
    assert len(listed) == 6


def test_html_escapes_and_keeps_every_section() -> None:
    html = rules_html(preset("wizard"), 4)
    assert html.count("<b>") == len(rules_sections(preset("wizard"))) and "<script" not in html
    assert "−10 per trick" in html
