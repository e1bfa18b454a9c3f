"""``main.py stats`` as text: the table's figures, then one line per player (rates in %).

>>> from saves.history import Statistics, TableStatistics
>>> table = TableStatistics("oh-seven", 2, 14, 3.0, {3: 2}, 0.25, 3.5, 14,
...                         {"S": 0.5, "H": 0.25, "D": 0.25, "C": 0.0})
>>> ada = Statistics("Ada", "oh-seven", 2, 1, 14, 2.5, 0.5, 2.0, 0.25, 0.3, 0.2, 0.3)
>>> print(format_report(Report("oh-seven", table, {"Ada": ada})))  # doctest: +NORMALIZE_WHITESPACE
oh-seven: 2 games, 14 rounds
table: players 3.0 (3 players: 2 games), average zero-bid rate 25.0%, average highest bid 3.50,
trump choice ♠ 50.0% ♥ 25.0% ♦ 25.0% ♣ 0.0% (14 rounds)
player games rounds points/round avg bid zero bids top bids made over under
Ada 2 14 2.50 2.00 25.0% 30.0% 50.0% 20.0% 30.0%
"""

from __future__ import annotations

from saves.statistics import Report

_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def format_report(report: Report) -> str:
    """The report as lines of text for a terminal."""
    t = report.table
    lines = [f"{report.preset or 'all presets'}: {t.games} games, {t.rounds} rounds"]
    counts = ", ".join(f"{n} players: {k} games" for n, k in t.player_counts.items())
    table = (f"table: players {t.players:.1f} ({counts or 'none'}), average zero-bid rate "
             f"{t.zero_bid_rate:.1%}, average highest bid {t.average_highest_bid:.2f}")
    if t.trump_choice_rate is not None:
        shares = " ".join(f"{_SYMBOLS[s]} {r:.1%}" for s, r in t.trump_choice_rate.items())
        table += f",\ntrump choice {shares} ({t.trump_choices} rounds)"
    lines.append(table)
    head = ("player", "games", "rounds", "points/round", "avg bid", "zero bids", "top bids", "made",
            "over", "under")
    width = max([len(head[0]), *(len(name) for name in report.players)]) + 2
    lines.append(f"{head[0]:<{width}}" + "".join(f"{h:>13}" for h in head[1:]))
    for name, s in report.players.items():
        cells = [str(s.games), str(s.rounds), f"{s.points_per_round:.2f}", f"{s.average_bid:.2f}",
                 *(f"{r:.1%}" for r in (s.zero_bid_rate, s.highest_bid_rate, s.bid_accuracy,
                                        s.over_trick_rate, s.under_trick_rate))]
        lines.append(f"{name:<{width}}" + "".join(f"{c:>13}" for c in cells))
    return "\n".join(lines)
