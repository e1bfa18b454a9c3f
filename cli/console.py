"""A human seat in the terminal (``make play`` until the window exists)."""

from __future__ import annotations

from collections.abc import Callable

from game.actions import Action, parse_action
from game.game import Phase
from game.view import SeatView


class ConsolePlayer:
    """Shows its seat's view and reads an action typed by a person."""

    def __init__(self, read: Callable[[str], str] = input,
                 write: Callable[[str], None] = print) -> None:
        self.read = read
        self.write = write

    def choose(self, view: SeatView) -> Action:
        """Ask until the person types a legal action (illegal ones are explained)."""
        self.write(describe(view))
        choices = "  ".join(str(a) for a in view.legal[:40])
        while True:
            text = self.read(f"Your move ({choices}): ").strip()
            if text.isdigit() and view.phase is Phase.BID and not view.rules.card_bidding:
                text = f"bid {text}"
            elif len(text) in (2, 3) and view.phase is Phase.PLAY:
                text = f"play {text}"
            try:
                action = parse_action(text)
            except ValueError as error:
                self.write(str(error))
                continue
            if action in view.legal:
                return action
            self.write(f"{action} is not allowed now. Choose one of: {choices}")


def describe(view: SeatView) -> str:
    """The table as this seat sees it, in a few lines of text."""
    trump = f"Trump {view.trump.symbol}" if view.trump else "No trump"
    cards = "1 card" if view.hand_size == 1 else f"{view.hand_size} cards"
    lines = [
        "",
        f"Round {view.round_number} of {view.scheduled_rounds} · {cards} · "
        f"{trump} · dealer: seat {view.dealer}",
        "Bids:   " + "  ".join(f"{s}:{'-' if b is None else b}" for s, b in enumerate(view.bids)),
        "Tricks: " + "  ".join(f"{s}:{t}" for s, t in enumerate(view.tricks_won)),
        "Totals: " + "  ".join(f"{s}:{t}" for s, t in enumerate(view.totals)),
    ]
    if view.scores:
        lines.append("Last round's points: " + "  ".join(
            f"{s}:{p}" for s, p in enumerate(view.scores[-1])))
    if view.tricks:
        last = view.tricks[-1]
        lines.append("Last trick: " + "  ".join(f"{s}:{c.label}" for s, c in last))
    if view.trick:
        lines.append("Trick:  " + "  ".join(f"{s}:{c.label}" for s, c in view.trick))
    lines.append(f"Your hand (seat {view.seat}): " + " ".join(c.label for c in view.hand))
    return "\n".join(lines)
