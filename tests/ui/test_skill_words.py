"""What the skill and luck figures say in words: a loss inside the judge's margin of error
counts as 0 and reads "no clear mistakes", never "gave away 0.0 points"; and the hint and the
judge are each named by their bot's level, the same in every language, with the one line
that says why they differ."""

from __future__ import annotations

import pytest

from ui.app import App
from ui.review.report import explanation_lines, legend
from ui.review.words import points, summary
from ui.scenes.skill_table import skill_legend
from ui.words.i18n import LANGUAGES, _, set_language


def test_a_player_with_no_clear_loss_made_no_clear_mistakes(app: App) -> None:
    assert summary("Basil", 0.0, 0.0, 0.1, 12.9) == (
        "Basil made no clear mistakes; the cards were worth 0.1 more than the table's average,"
        " and luck brought 12.9 more.")
    assert summary("Cleo", 0.04, 2.5, 0.0, -1.0).startswith(
        "Cleo made no clear mistake in bidding and gave away 2.5 points in play;")
    assert summary("Dmitri", 3.1, 0.0, 0.0, 1.0).startswith(
        "Dmitri gave away 3.1 points in bids and made no clear mistake in play;")
    assert summary("You", 4.3, 10.7, 1.9, -5.9).startswith(
        "You gave away 4.3 points in bids and 10.7 in play;")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_language_says_a_zero_was_given_away(app: App, lang: str) -> None:
    set_language(lang)
    zero = points(0.0)
    lines = {summary("Basil", bids, play, 1.0, 2.0)
             for bids in (0.0, 0.04, 3.0) for play in (0.0, -0.01, 5.0)}
    assert len(lines) == 4  # given away in both, in either, in neither
    assert not any(zero in line for line in lines), lines
    # and where it is said once: the margin of error, under the table and in the report
    assert f"({zero}:" in " ".join(skill_legend(1200, 800))
    margin = {"en": "margin of error", "de": "Fehlergrenze", "nl": "foutmarge", "it": "margine d'errore"}
    assert margin[lang] in " ".join(legend(1280, 800))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hint_is_the_expert_bot_and_the_judge_the_hard_bot(app: App, lang: str) -> None:
    """The hint asks the Expert bot (``game.bots.analyse``); the review, the report and the
    coach judge with the Hard bot's search on a fixed budget (``game.analysis.Judge``)."""
    set_language(lang)
    expert, hard = _("bots.expert").lower(), _("bots.hard").lower()
    for key in ("keys.hint", "table.corner_hint_tip", "hint.thinking"):
        assert expert in _(key).lower() and hard not in _(key).lower(), key
    verdict = _("review.verdict_best", action="2").lower()
    assert hard in verdict and expert not in verdict
    explanation = " ".join(explanation_lines(1280, 800)).lower()
    assert explanation.index(hard) < explanation.index(expert), "the judge, then why the hint differs"
