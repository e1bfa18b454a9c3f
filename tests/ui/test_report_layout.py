"""The skill and luck report at 1280×800 with seven players: every line whole inside its
panel, in every language; the bars' labels never overlap; no "−0.0"."""

from __future__ import annotations

import pytest

from ui.app import App
from ui.core.fonts import scaled, text
from ui.review.chart import summary_layout, summary_top
from ui.review.report import bar_rows, bars_panel, explanation_lines
from ui.review.words import points, signed, summary
from ui.words.i18n import LANGUAGES, _, set_language

W, H = 1280, 800


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", [4, 7])
def test_every_line_of_the_report_fits_its_panel(app: App, lang: str, players: int) -> None:
    set_language(lang)
    small, line_h = scaled(H, 0.016), round(scaled(H, 0.016) * 1.3)
    panel = bars_panel(W, H)
    title_h = text(_("review.report.title"), scaled(H, 0.042), (0, 0, 0), True).get_height()
    head = explanation_lines(W, H)
    assert round(H * 0.035) + title_h + len(head) * round(scaled(H, 0.017) * 1.3) <= panel.top
    for row in bar_rows(W, H, players):
        assert panel.contains(row)
        # the longest a summary gets: every figure two digits, cards worth less, luck took
        words = summary("Maximilian", 88.8, 88.8, -88.8, -88.8)
        step, lines = summary_layout(row, words, H)
        width = row.width - round(row.width * 0.22)
        assert all(text(line, small, (0, 0, 0)).get_width() <= width for line in lines)
        assert " ".join(lines).split() == words.split(), "a word of the summary is left out"
        assert summary_top(row, step, H) + len(lines) * line_h <= row.bottom, f"{lang}: {lines}"
        if step:  # stacked: each bar's line as tall as its label
            assert step >= small + 3
        else:  # side by side: word, figure and a bar in each third
            figure = text("−88.8", small, (0, 0, 0)).get_width()
            for word in (_("review.chart.bids"), _("review.chart.play"), _("review.chart.luck")):
                assert text(word, small, (0, 0, 0)).get_width() + figure + 24 <= width // 3
    if players == 4:
        assert summary_layout(bar_rows(W, H, 4)[0], summary("Basil", 3.2, 4.4, 1.0, 2.0), H)[0] > 0


def test_nothing_is_shown_as_minus_zero(app: App) -> None:
    assert points(-0.04) == "0.0" and signed(-0.04) == "0.0" and signed(0.0) == "0.0"
    assert signed(-0.06) == "−0.1" and signed(2.0) == "+2.0"
    assert points(-1.25) in ("-1.2", "−1.2", "-1.3", "−1.3")
