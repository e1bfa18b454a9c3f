"""The review's score sheet: one line per round, clicked to go to that round.

A round the review has passed shows each player's bid, tricks and points; the
round being shown, what is known of it so far (``bid/tricks`` of those who have
bid, nothing yet for the others); the rounds still to come only their number
and cards, so the sheet never tells the end before the table does. A cell is
blank where nothing has happened yet; an en dash marks only a figure that is
truly missing (a round the game ended in before it was scored).

The round's number and its cards take the width their words need; the players
share the rest. Where ``bid/won points`` is too wide for a player's column (many
players on a small window) a cell holds ``bid/won``, and the points are in the
row's tip (:func:`round_tip`). Large text on a small window takes the sheet's text down
towards its size at 100 % rather than cut a cell (:func:`sheet_size`); a name too wide for
its column shows its start, the whole name in the heading's tip.
"""

from __future__ import annotations

from collections.abc import Callable

from game.game import Game
from ui.cards.ink import trump_mark
from ui.core.fonts import font
from ui.widgets.row_list import Row
from ui.words.i18n import _, ngettext

#: The widest round number and cards a sheet shows (a tie-break round is starred).
WIDEST_ROUND, WIDEST_CARDS = "13*", "13 ♠"


def sheet_heads(names: tuple[str, ...], size: int = 0, room: int = 0) -> list[str]:
    """The header: round, cards, then the players; a name wider than ``room`` pixels at a
    heading's font for text of ``size`` as much of its start as fits, never cut to "…"
    (its column's tip says it whole). Without ``size`` the names stay whole."""
    if not size:
        return ["#", _("review.column_cards"), *names]
    head = font(round(size * 0.85))
    return ["#", _("review.column_cards"), *(short_name(name, head.size, room) for name in names)]


def short_name(name: str, measure: Callable[[str], tuple[int, int]], room: int) -> str:
    """``name`` whole where each of its words fits ``room`` (a heading takes a line a word),
    else its longest start that does (one letter at least).

    >>> short_name("Greta", lambda words: (10 * len(words), 10), 30)
    'Gre'
    >>> short_name("Bot 12", lambda words: (10 * len(words), 10), 30)
    'Bot 12'
    """
    def fits(words: str) -> bool:
        return all(measure(word)[0] <= room for word in words.split())

    if fits(name):
        return name
    for end in range(len(name) - 1, 1, -1):
        if fits(name[:end]) and name[:end].strip() == name[:end]:
            return name[:end]
    return name[:1]


def sheet_size(game: Game, names: tuple[str, ...], largest: int, smallest: int, width: int) -> int:
    """The sheet's text size: the largest from ``largest`` down to ``smallest`` at which every
    cell's ``bid/won`` and every player's initial fit their column of a sheet ``width``
    pixels wide (large text on a small window takes a smaller sheet rather than cut it)."""
    for size in range(largest, min(largest, smallest) - 1, -1):
        room = player_room(len(names), size, width)
        face, head = font(size), font(round(size * 0.85))
        if all(face.size(said)[0] <= room for _full, said in cell_forms(game)) \
                and all(head.size(name[:1])[0] <= room - round(size * 0.8) // 2 for name in names):
            return size
    return min(largest, smallest)


def player_room(players: int, size: int, width: int) -> int:
    """The room of a player's figures in a sheet ``width`` pixels wide at ``size``."""
    pad = round(size * 0.8)
    inner = max(1, width - 2 * pad)
    return round(sheet_columns(players, size, width)[-1] * inner) - pad // 2


def sheet_columns(players: int, size: int, width: int) -> list[float]:
    """The columns' shares of a sheet ``width`` pixels wide with text of ``size``: the
    round's number and its cards as wide as their widest words (a heading is a little
    smaller, :attr:`~ui.widgets.row_list.RowList.head_size`) and a margin; the players share
    what is left."""
    pad = round(size * 0.8)
    inner = max(1, width - 2 * pad)
    head = font(round(size * 0.85))
    number = max(font(size, True).size(WIDEST_ROUND)[0], head.size("#")[0]) + pad + 2
    cards = max(font(size).size(WIDEST_CARDS)[0], head.size(_("review.column_cards"))[0]) + pad + 2
    rest = max(0.0, 1 - (number + cards) / inner) / players
    return [number / inner, cards / inner, *([rest] * players)]


def cell_forms(game: Game) -> list[tuple[str, str]]:
    """Every scored cell of the finished ``game`` in its two forms: (``bid/won points``,
    ``bid/won``)."""
    forms = []
    for rnd in game.rounds:
        if rnd.scores is None:
            continue
        bids = {b.seat: b.tricks for b in rnd.bids}
        for seat in range(game.players):
            said = f"{bids.get(seat, '–')}/{rnd.tricks_won[seat]}"
            forms.append((f"{said} {rnd.scores[seat]}", said))
    return forms


def with_points(game: Game, size: int, cell_width: int) -> bool:
    """Whether every cell of ``game`` holds ``bid/won points`` in ``cell_width`` pixels at
    font ``size`` (measured on the whole game, so the sheet keeps one form throughout)."""
    face = font(size)
    return all(face.size(full)[0] <= cell_width for full, _said in cell_forms(game))


def sheet_rows(game: Game, shown: Game, size: int, cell_width: int) -> list[Row]:
    """A row for every round of the finished ``game``, as far as ``shown`` (the game at the
    review's position) has come. Cells hold ``bid/won points``, or ``bid/won`` when that
    does not fit ``cell_width`` pixels at font ``size``."""
    roomy = with_points(game, size, cell_width)
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
                said = f"{bids.get(seat, '–')}/{rnd.tricks_won[seat]}"
                cells.append(f"{said} {rnd.scores[seat]}" if roomy else said)
        elif rnd.number == current:
            for seat in range(game.players):
                bid = shown.state.bids[seat] if seat < len(shown.state.bids) else None
                cells.append("" if bid is None else f"{bid}/{shown.state.tricks_won[seat]}")
        else:
            cells += [""] * game.players
        rows.append(Row(tuple(cells)))
    return rows


def round_tip(game: Game, shown: Game, index: int, names: tuple[str, ...]) -> str:
    """The tip of the sheet's row ``index``: a line for each player's bid, tricks, points and
    total after the round, once the review has passed it (else nothing)."""
    rnd = game.rounds[index]
    current = shown.round.number if shown.rounds else 0
    passed = rnd.number < current or (rnd.number == current and shown.is_over)
    if not passed or rnd.scores is None:
        return ""
    bids = {b.seat: b.tricks for b in rnd.bids}
    lines = [_("review.sheet_tip_round", number=rnd.number)]
    for seat, name in enumerate(names):
        lines.append(ngettext("review.sheet_tip_seat", rnd.scores[seat], name=name,
                              bid=bids.get(seat, "–"), won=rnd.tricks_won[seat],
                              total=rnd.totals[seat]))
    return "\n".join(lines)
