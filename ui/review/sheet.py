"""The review's score sheet: one line per round, clicked to go to that round.

A round the review has passed shows each player's bid, tricks and points; the
round being shown, what is known of it so far (``bid/tricks`` of those who have
bid, nothing yet for the others); the rounds still to come only their number
and cards, so the sheet never tells the end before the table does. A cell is
blank where nothing has happened yet; an en dash marks only a figure that is
truly missing (a round the game ended in before it was scored).
"""

from __future__ import annotations

from game.game import Game
from ui.cards.ink import trump_mark
from ui.core.fonts import font
from ui.widgets.row_list import Row
from ui.words.i18n import _


def sheet_heads(names: tuple[str, ...]) -> list[str]:
    """The header: round, cards, then the players."""
    return ["#", _("review.column_cards"), *names]


def sheet_columns(players: int) -> list[float]:
    """The columns' shares of the width."""
    rest = 0.76 / players
    return [0.12, 0.12, *([rest] * players)]


def sheet_rows(game: Game, shown: Game, size: int, cell_width: int) -> list[Row]:
    """A row for every round of the finished ``game``, as far as ``shown`` (the game at the
    review's position) has come. Cells hold ``bid/won points``, or the points alone when that
    does not fit ``cell_width`` pixels at font ``size``."""
    face = font(size)
    roomy = face.size("10/10 120")[0] <= cell_width
    rows = []
    current = shown.round.number if shown.rounds else 0
    for rnd in game.rounds:
        number = f"{rnd.number}{'*' if rnd.tie_break else ''}"
        trump = trump_mark(rnd.trump) if rnd.number <= current else ""  # not told before its round
        cells: list[str] = [number, f"{rnd.hand_size} {trump}".strip()]
        if rnd.number < current or (rnd.number == current and shown.is_over):
            bids = {b.seat: b.tricks for b in rnd.bids}
            for seat in range(game.players):
                if rnd.scores is None:
                    cells.append("–")
                    continue
                score = str(rnd.scores[seat])
                cells.append(f"{bids.get(seat, '–')}/{rnd.tricks_won[seat]} {score}" if roomy else score)
        elif rnd.number == current:
            for seat in range(game.players):
                bid = shown.state.bids[seat] if seat < len(shown.state.bids) else None
                cells.append("" if bid is None else f"{bid}/{shown.state.tricks_won[seat]}")
        else:
            cells += [""] * game.players
        rows.append(Row(tuple(cells)))
    return rows
