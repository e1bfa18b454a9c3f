"""The coach at the table: after the human's bid or card, a note when it gave away a lot.

With the coach on (the settings' switch), each bid and card the human makes is
sent with the view it was made from to the bots' worker, where the judge weighs
every choice from that seat's own view (:func:`game.analysis.coach.advise`): the
window never waits and the judge never sees another hand. When the answer comes
and the choice gave away more than the threshold, the note says so in plain words,
with a button that shows the hint's figures for that moment. Every answer is kept
(:attr:`Coach.moments`), so the game's end can list the three costliest.
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass

from bot_runtime.worker import Worker
from game.actions import Action, Bid, Play
from game.analysis.coach import Advice
from game.analysis.decisions import Kind
from game.view import SeatView
from ui.table.note import Badges
from ui.words.i18n import _, format_number

#: Seconds a note stays when the player does not close it (a new decision replaces it).
NOTE_SECONDS = 14.0


@dataclass(frozen=True)
class Moment:
    """One judged decision of the human: where it is in the game's log, and the verdict."""

    ply: int
    round_number: int
    advice: Advice


def coached(action: Action) -> bool:
    """The decisions the coach weighs: bids by number and cards."""
    return isinstance(action, Bid | Play)


def _points(value: float) -> str:
    """An average, to a tenth: the figures, the tricks a hand takes."""
    return format_number(value, 1)


def _given(value: float) -> str:
    """Points given away, whole (scores move in whole points): ``7``, at least 1."""
    return format_number(max(1, round(value)), 0)


def action_words(action: Action | None) -> str:
    """A bid or card as the note names it: ``3``, ``K♥``."""
    if isinstance(action, Bid):
        return str(action.tricks)
    if isinstance(action, Play):
        return action.card.label
    return str(action) if action is not None else ""


def note_text(advice: Advice) -> str:
    """The coach's sentence about ``advice``: what the choice gave away, why, and the best."""
    points = _given(advice.loss)
    if advice.kind is Kind.BID and isinstance(advice.action, Bid):
        return _("coach.bid_note", bid=advice.action.tricks, points=points,
                 tricks=_points(advice.tricks or 0.0), best=action_words(advice.best))
    chance = advice.chance(advice.action)
    best = advice.chance(advice.best) if advice.best is not None else None
    if isinstance(advice.action, Play) and chance is not None and best is not None:
        return _("coach.card_note", card=advice.action.card.label, points=points,
                 chance=round(chance * 100), best_chance=round(best * 100),
                 best=action_words(advice.best))
    return _("coach.other_note", action=str(advice.action), points=points,
             best=action_words(advice.best))


def figures(advice: Advice) -> Badges:
    """The hint's figures of the moment: each bid's expected points, each card's chance of
    making the bid; the best in gold."""
    rows: list[tuple[str, str, bool]] = []
    for action, estimate in advice.estimates.items():
        if isinstance(action, Bid):
            rows.append((action_words(action) + ":", _points(estimate.points), action == advice.best))
        elif isinstance(action, Play):
            rows.append((action_words(action), f"{round(estimate.make * 100)}%", action == advice.best))
    if rows and isinstance(next(iter(advice.estimates)), Bid):
        rows.sort(key=lambda row: int(row[0].rstrip(":")))
    return rows


def moment_line(moment: Moment) -> str:
    """One line of the game's end: ``Round 3: bid 3, gave away 2.4``."""
    advice = moment.advice
    if isinstance(advice.action, Bid):
        what = _("coach.moment_bid", bid=advice.action.tricks)
    else:
        what = _("coach.moment_card", card=action_words(advice.action))
    return _("coach.moment_line", round=moment.round_number, what=what, points=_given(advice.loss))


def costliest(moments: list[Moment], count: int = 3) -> list[Moment]:
    """The ``count`` moments that gave away the most, costliest first (those that gave
    nothing away are not moments to look at)."""
    costly = [m for m in moments if m.advice.loss > 0.05]
    return sorted(costly, key=lambda m: (-m.advice.loss, m.ply))[:count]


class Coach:
    """The questions asked of the worker and the note to show."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, int, Future[Advice]]] = []  # (ply, round, answer)
        self.moments: list[Moment] = []
        self.note: Moment | None = None
        self.note_left = 0.0
        self.figures = False  # the note shows the hint's figures

    @property
    def thinking(self) -> bool:
        """A question is out: an answer is still to come."""
        return bool(self.asked)

    def ask(self, worker: Worker, view: SeatView, action: Action, ply: int) -> None:
        """Send the human's ``action`` (the ``ply``-th of the log) and its ``view`` to the
        worker; the note of the last decision goes."""
        self.dismiss()
        if coached(action):
            self.asked.append((ply, view.round_number, worker.coach(view, action)))

    def poll(self, dt: float) -> bool:
        """Take the answers that came; True when a note is to be shown now."""
        shown = False
        waiting = []
        for ply, number, future in self.asked:
            if not future.done():
                waiting.append((ply, number, future))
                continue
            try:
                advice = future.result()
            except Exception:  # a failed judgement is no note, not a crash
                continue
            moment = Moment(ply, number, advice)
            self.moments.append(moment)
            if advice.speaks:
                self.note, self.note_left, self.figures = moment, NOTE_SECONDS, False
                shown = True
        self.asked = waiting
        if self.note is not None and not self.figures:
            self.note_left -= dt
            if self.note_left <= 0:
                self.dismiss()
        return shown

    def dismiss(self) -> None:
        """The note goes."""
        self.note, self.figures = None, False

    def forget_after(self, length: int) -> None:
        """Undo took the game back to ``length`` actions: what was judged after goes."""
        self.moments = [m for m in self.moments if m.ply < length]
        self.asked = [(p, n, f) for p, n, f in self.asked if p < length]
        if self.note is not None and self.note.ply >= length:
            self.dismiss()

    def content(self) -> tuple[str, str, list[tuple[str, str]], Badges]:
        """The note's heading, words, buttons and figures ("" words: no note)."""
        if self.note is None:
            return "", "", [], []
        advice = self.note.advice
        labels = [("figures", _("coach.hide_figures") if self.figures else _("coach.show_figures")),
                  ("close", _("coach.got_it"))]
        heading = _("coach.heading")
        if self.figures:
            what = _("coach.figures_bids") if isinstance(advice.action, Bid) else _("coach.figures_cards")
            heading = f"{heading} · {what}"
        return heading, note_text(advice), labels, figures(advice) if self.figures else []
