"""``main.py analyse`` as text: a table of the players' figures, their rounds, and a
line per player saying where the points went.

>>> from game.analysis.report import Figures
>>> print(summary("Ada", Figures(100.0, 6.2, 3.1, 95), table_value=112.0))
... # doctest: +NORMALIZE_WHITESPACE
Ada gave away 6.2 points in bids and 3.1 in play; the cards were worth 12.0 points less
than the table average, and luck brought 4.3 more.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.analysis.judge import BID_DEALS, PLAY_DEALS
from game.analysis.report import Figures, Report, RoundFigures

_HEAD = ("value", "bid loss", "play loss", "luck", "points")


def summary(name: str, total: Figures, table_value: float) -> str:
    """One line on where ``name``'s points went: given away in bids and in play, what the
    cards were worth against the table's average, and what luck did."""
    worth = total.value - table_value
    cards = (f"{abs(worth):.1f} points {'more' if worth > 0 else 'less'} than the table average"
             if round(worth, 1) else "as much as the table average")
    luck = (f"luck brought {total.luck:.1f} more" if total.luck >= 0.05 else
            f"luck took {-total.luck:.1f}" if total.luck <= -0.05 else "luck did nothing")
    return (f"{name} gave away {total.bid_loss:.1f} points in bids and {total.play_loss:.1f} in "
            f"play; the cards were worth {cards}, and {luck}.")


def format_report(report: Report, names: Sequence[str], preset: str) -> str:
    """The whole report as lines of text for a terminal."""
    rounds = report.seats[0].rounds if report.seats else ()
    lines = [f"{preset}, {len(names)} players, {len(rounds)} rounds: every decision judged by "
             f"the Hard bot's search from the seat's own view ({PLAY_DEALS} deals a card, "
             f"{BID_DEALS} a bid, a bid card, a pass or a trump)",
             "value: what the deal was worth to a strong player in the seat (the best bid's "
             "expected points);",
             "points = value - bid loss - play loss + luck", ""]
    width = max(len("player"), *(len(n) for n in names)) + 2
    lines.append(f"{'player':<{width}}" + "".join(f"{h:>11}" for h in _HEAD))
    for seat in report.seats:
        lines.append(f"{names[seat.seat]:<{width}}" + _cells(seat.total))
    for seat in report.seats:
        lines += ["", f"{names[seat.seat]}: round by round"]
        lines.append(f"{'round':>7}{'cards':>7}" + "".join(f"{h:>11}" for h in _HEAD))
        lines += [_round_line(r) for r in seat.rounds]
    lines.append("")
    table_value = report.table_value()
    lines += [summary(names[s.seat], s.total, table_value) for s in report.seats]
    unrated = sum(s.not_rated for s in report.seats)
    if unrated:
        lines.append(f"Not rated: {unrated} decisions the search did not weigh; their effect "
                     "counts as luck.")
    return "\n".join(lines)


def _cells(figures: Figures) -> str:
    return (f"{figures.value:>11.1f}{figures.bid_loss:>11.1f}{figures.play_loss:>11.1f}"
            f"{figures.luck:>+11.1f}{figures.points:>11}")


def _round_line(line: RoundFigures) -> str:
    number = f"{line.number}{'*' if line.tie_break else ''}"
    start = f"{number:>7}{line.hand_size:>7}"
    if line.figures is None:
        return start + "   stopped unfinished: scored nothing"
    return start + _cells(line.figures) + ("   tie-break: not in the totals" if line.tie_break else "")
