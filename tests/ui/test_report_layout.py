"""The skill and luck report at 1280×800 with seven players: every line whole inside its
panel, in every language; with large text on small windows too (the text as large as still
fits); the bars' labels never overlap; no "−0.0"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot_runtime.worker import InlineWorker
from devtools.screenshots.review import RememberingAnalyst
from game.analysis import Judge
from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves.finished import Finished
from ui.app import App
from ui.core.fonts import scaled, set_ui_scale, text, ui_scale_at_most
from ui.core.settings import Settings
from ui.review import figure_tips
from ui.review.chart import summary_layout, summary_top
from ui.review.report import ReportScene, bar_rows, bars_panel, explanation_lines, text_cap
from ui.review.words import points, signed, summary
from ui.widgets import row_list
from ui.words.i18n import LANGUAGES, _, set_language

W, H = 1280, 800


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", [4, 7])
def test_every_line_of_the_report_fits_its_panel(app: App, lang: str, players: int) -> None:
    set_language(lang)
    _every_line_fits(W, H, players, lang)
    if players == 4:
        assert summary_layout(bar_rows(W, H, 4)[0], summary("Basil", 3.2, 4.4, 1.0, 2.0), H)[0] > 0


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_with_large_text_the_report_takes_the_largest_text_that_fits(app: App, lang: str,
                                                                     size: tuple[int, int]) -> None:
    """At 150 and 200 % the report's text grows as far as every line still fits its place."""
    set_language(lang)
    w, h = size
    try:
        for scale in (1.5, 2.0):
            set_ui_scale(scale)
            for players in (4, 7) if h > 640 else (4,):  # seven fit 1024x640 in English alone
                names = NAMES[:players]
                cap = text_cap(w, h, names)
                assert 1.0 <= cap <= scale
                with ui_scale_at_most(cap):
                    _every_line_fits(w, h, players, lang)
        if lang == "en":  # where there is room the text still grows
            assert text_cap(1920, 1080, NAMES[:4]) > 1.0
    finally:
        set_ui_scale(1.0)


#: Seven players' names, long ones among them.
NAMES = ("Maximilian", "Basil", "Cleo", "Dmitri", "Evangeline", "Fox", "Gwendolyn")


def _every_line_fits(w: int, h: int, players: int, lang: str) -> None:
    small, line_h = scaled(h, 0.016), round(scaled(h, 0.016) * 1.3)
    panel = bars_panel(w, h)
    title_h = text(_("review.report.title"), scaled(h, 0.042), (0, 0, 0), True).get_height()
    head = explanation_lines(w, h)
    assert round(h * 0.035) + title_h + len(head) * round(scaled(h, 0.017) * 1.3) <= panel.top, lang
    size = scaled(h, 0.02)
    for row in bar_rows(w, h, players):
        assert panel.contains(row)
        # the name, the points and what the cards were worth, one under the other
        assert round(size * 1.35 + small * 1.35) + line_h <= row.height, (lang, w, h, players)
        # the longest a summary gets: every figure two digits, cards worth less, luck took
        words = summary("Maximilian", 88.8, 88.8, -88.8, -88.8)
        step, lines = summary_layout(row, words, h)
        width = row.width - round(row.width * 0.22)
        assert all(text(line, small, (0, 0, 0)).get_width() <= width for line in lines)
        assert " ".join(lines).split() == words.split(), "a word of the summary is left out"
        assert summary_top(row, step, h) + len(lines) * line_h <= row.bottom, f"{lang}: {lines}"
        if step:  # stacked: each bar's line as tall as its label
            assert step >= small + 3
        else:  # side by side: word, figure and a bar in each third
            figure = text("−88.8", small, (0, 0, 0)).get_width()
            for word in (_("review.chart.bids"), _("review.chart.play"), _("review.chart.luck")):
                assert text(word, small, (0, 0, 0)).get_width() + figure + 24 <= width // 3


def test_nothing_is_shown_as_minus_zero(app: App) -> None:
    assert points(-0.04) == "0.0" and signed(-0.04) == "0.0" and signed(0.0) == "0.0"
    assert signed(-0.06) == "−0.1" and signed(2.0) == "+2.0"
    assert points(-1.25) in ("-1.2", "−1.2", "-1.3", "−1.3")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=["1280x800", "1024x640"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_costliest_decisions_list_reads_whole_at_large_text(monkeypatch: pytest.MonkeyPatch,
                                                               lang: str, size: tuple[int, int]) -> None:
    """At 100, 150 and 200 % text no heading or cell of "Where the most points went" is cut
    with "…" (the columns as wide as their texts), and the last column's heading says in its
    tip that it is points given away by the decision, not the round's score."""
    match = play_match(preset("oh-pshaw").replace(max_hand=5), ["normal"] * 4, 3)
    finished = Finished(to_record(match.game, match.players), match.game,
                        tuple(p.name for p in match.players))
    seen: list[str] = []
    said: list[str] = []
    def noting(original: Callable[..., Any], into: list[str], at: int = 0) -> Callable[..., Any]:
        def noted(*args: Any, **kwargs: Any) -> Any:
            into.append(args[at])
            return original(*args, **kwargs)
        return noted

    monkeypatch.setattr(row_list, "text", noting(row_list.text, seen))
    monkeypatch.setattr(row_list, "suited_text", noting(row_list.suited_text, seen))
    monkeypatch.setattr(figure_tips, "draw_tip", noting(figure_tips.draw_tip, said, 1))
    try:
        for scale in (1.0, 1.5, 2.0):
            app = App(size, worker_factory=InlineWorker,
                      settings=Settings(speed="instant", language=lang, ui_scale=scale),
                      analyst_factory=lambda: RememberingAnalyst(Judge(2, 3)))
            app.nav.report(finished, None, app.nav.menu)
            report = app.scenes.top
            assert isinstance(report, ReportScene)
            while not report.looking.done:
                app.step(0.0)
            assert report.costly and report.list is not None
            seen.clear()
            app.step(0.0)
            heads = [line for line in seen if any(line in head for head in report.list.heads)]
            assert heads and not [line for line in seen if "…" in line], (scale, seen)
            assert set(_("review.report.column_given").split()) <= set(" ".join(heads).split())
            spot = report.given_head()
            report.pointer = spot.center
            said.clear()
            app.step(0.0)
            assert said == [_("review.report.column_given_tip")], (scale, said)
            while app.scenes.stack:
                app.scenes.pop()
    finally:
        set_ui_scale(1.0)
        set_language("en")
