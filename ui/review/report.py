"""The report: each player's game as one bar (what the cards were worth, what was given away
in bids and in play, luck, the points), and the decisions that gave away the most, each
opening the review at that moment.

The figures come from the analysis the review shares (:class:`~ui.review.looking.Looking`);
until it is complete, a bar shows how far it has come.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui

from game.analysis import Rating
from game.outcome import Reason, game_outcome
from ui.core.draw import GOLD, TEXT, TEXT_DIM, felt, panel
from ui.core.fonts import scaled, text, ui_scale, ui_scale_at_most, wrap
from ui.core.keymap import Key, Keymap, everywhere, on
from ui.core.settings import UI_SCALES
from ui.core.window import Window
from ui.review.chart import draw_bars, reach, summary_layout, summary_top
from ui.review.figure_tips import Spot, draw_figure_tip
from ui.review.looking import Looking
from ui.review.panels import draw_progress
from ui.review.steps import Steps
from ui.review.words import action_text, points, summary
from ui.scene import pressed
from ui.scenes.templates.list_scene import ListScene
from ui.widgets.row_list import Row, RowList
from ui.words.i18n import N_, _

#: The decisions listed, the costliest first.
LISTED = 12


def explanation_lines(w: int, h: int) -> list[str]:
    """The lines under the title that say what the figures are, wrapped left of the list."""
    return wrap(_("review.report.explanation"), scaled(h, 0.017), round(w * 0.56))


def bars_panel(w: int, h: int) -> pygame.Rect:
    """The panel of the players' bars, left of the costly decisions."""
    pad = round(h * 0.035)
    return pygame.Rect(pad, pad + round(h * 0.11), round(w * 0.6) - 2 * pad,
                       h - 3 * pad - round(h * 0.11) - max(38, round(h * 0.056)))


def legend(w: int, h: int) -> list[str]:
    """What the figures mean, in plain words, as the lines under the bars."""
    pad = round(h * 0.035)
    width = bars_panel(w, h).inflate(-pad, -pad).width
    small = scaled(h, 0.017)
    return [line for words in (_("review.report.legend_points"), _("review.report.legend_given"),
                               _("review.report.legend_luck"))
            for line in wrap(words, small, width)]


def legend_height(w: int, h: int) -> int:
    """How much of the bars' panel the legend takes at its bottom."""
    small = scaled(h, 0.017)
    return round(small * 1.3) * len(legend(w, h)) + small


def fits(w: int, h: int, names: Sequence[str]) -> bool:
    """Every line of the report stands whole in its place at the text size now: the
    explanation above the bars' panel, and in each player's row the name, points and worth
    and the longest summary the player can get (every figure two digits) under the bars."""
    pad, small = round(h * 0.035), scaled(h, 0.016)
    title_h = text(_("review.report.title"), scaled(h, 0.042), TEXT, True).get_height()
    panel = bars_panel(w, h)
    if pad + title_h + len(explanation_lines(w, h)) * round(scaled(h, 0.017) * 1.3) > panel.top:
        return False
    size = scaled(h, 0.02)
    for name, row in zip(names, bar_rows(w, h, len(names)), strict=True):
        step, lines = summary_layout(row, summary(name, 88.8, 88.8, -88.8, -88.8), h)
        if summary_top(row, step, h) + len(lines) * round(small * 1.3) > row.bottom \
                or round(size * 1.35 + small * 1.35) + round(small * 1.3) > row.height:
            return False
    return True


def text_cap(w: int, h: int, names: Sequence[str]) -> float:
    """The largest text size, up to the player's, at which the report :func:`fits` a window
    ``w`` by ``h`` (the UI scale's steps are tried, and 100 % is the least)."""
    for scale in sorted({ui_scale(), *(s for s in UI_SCALES if s < ui_scale())}, reverse=True):
        with ui_scale_at_most(scale):
            if fits(w, h, names):
                return scale
    return 1.0


def bar_rows(w: int, h: int, players: int) -> list[pygame.Rect]:
    """Each player's row in the bars' panel, the same height each."""
    pad = round(h * 0.035)
    inner = bars_panel(w, h).inflate(-pad, -pad)
    row_h = (inner.height - legend_height(w, h)) // max(1, players)
    gap = scaled(h, 0.017) // 2
    return [pygame.Rect(inner.left, inner.top + i * row_h, inner.width, row_h - gap) for i in range(players)]


class ReportScene(ListScene):
    """``looking``'s report; ``back`` leaves, ``review(position)`` opens the review there."""

    def __init__(self, app: Window, looking: Looking, back: Callable[[], None],
                 review: Callable[[int], None]) -> None:
        super().__init__(app)
        self.looking, self.back, self.review = looking, back, review
        self.names = looking.finished.names
        self.steps = Steps(looking.finished.game)
        self.costly: list[Rating] = []
        self.pointer: tuple[int, int] | None = None  # where the mouse is, for a figure's tip
        self._cap: tuple[object, float] | None = None  # (window, text size, names): the text's cap

    def enter(self) -> None:
        """The list of costly decisions and the buttons, for the window size."""
        w, h = self.app.size
        pad = round(h * 0.035)
        bw, bh = max(170, round(h * 0.25)), max(38, round(h * 0.056))
        right = pygame.Rect(round(w * 0.6), pad + round(h * 0.11), w - round(w * 0.6) - pad, 0)
        right.height = h - right.top - 2 * pad - bh
        heads = [_("review.report.column_player"), _("review.report.column_round"),
                 _("review.report.column_trick"), _("review.report.column_chose"),
                 _("review.report.column_best"), _("review.report.column_given")]
        # columns as wide as their texts; the text smaller, down to its size at 100 %, before any is cut
        self.list = RowList(right, heads, None, scaled(h, 0.018), smallest=max(11, round(h * 0.018)))
        self.list.four_colour = self.app.settings.four_colour
        entries = [("open", _("review.report.show_in_review"),
                    _("review.report.show_in_review_tip")),
                   ("review", _("review.report.review_game"), _("review.report.review_game_tip")),
                   ("back", _("review.report.back"), _("review.report.back_tip"))]
        face = self.app.gui.get_theme().get_font(["button"])
        x = pad
        for key, label, tip in entries:
            width = max(bw, face.get_rect(label).width + round(h * 0.04))
            rect = pygame.Rect(x, h - pad - bh, width, bh)
            x += width + 12
            if key == "back":
                rect.right = w - pad
            self.buttons[key] = pygame_gui.elements.UIButton(rect, label, manager=self.app.gui,
                                                             tool_tip_text=tip)
        self._fill()




    def _fill(self) -> None:
        """The costly decisions, once the analysis is complete."""
        report = self.looking.report
        self.costly = report.costliest(count=LISTED) if report is not None else []
        if self.list is not None:
            self.list.set_rows([self._row(r) for r in self.costly], self.keep)
        button = self.buttons.get("open")
        if button is not None:
            button.enable() if self.costly else button.disable()

    def _row(self, rating: Rating) -> Row:
        best = action_text(rating.best) if rating.best is not None else ""
        trick = self.steps.trick_of(rating.ply)
        return Row((self.names[rating.seat], str(rating.round_number),
                    str(trick) if trick is not None else _("review.report.bid"),
                    action_text(rating.action), best, points(rating.loss)))

    def given_head(self) -> pygame.Rect:
        """Where the heading of the last column (points given away) stands: its tip's place."""
        assert self.list is not None
        rows = self.list
        left = rows.rect.left + round(rows.size * 0.8) + sum(rows.widths()[:-1])
        return pygame.Rect(left, rows.rect.top, rows.rect.right - left, rows.head_h)

    # -- input ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Buttons; Enter opens the chosen decision; Esc goes back; the list takes the rest.
        The pointer's place is kept for the tip of the figure under it."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
        key = pressed(event, self.buttons)
        if key is not None:
            self.command(key)
            return True
        if self.keymap().handle(event):
            return True
        return self.list is not None and self.list.handle_event(event)

    def keymap(self) -> Keymap:
        """The list's arrows (it takes them itself); Enter opens the chosen decision, Esc goes
        back."""
        return Keymap(Key(N_("keys.up_down"), N_("keys.choose_row")),
                      Key(N_("keys.enter"), N_("keys.show_chosen_decision"),
                          on(pygame.K_RETURN, pygame.K_KP_ENTER, do=lambda e: self.command("open"))),
                      *everywhere(back=lambda e: self.command("back")))

    def command(self, key: str) -> None:
        """Open the chosen decision, the review from the start, or go back."""
        if key == "back":
            self.back()
        elif key == "review":
            self.review(0)
        elif key == "open" and self.list is not None and self.list.selected is not None \
                and self.costly:
            self.review(self.costly[self.list.selected].ply)

    # -- frame ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Gather the analysis; fill the list when it is complete."""
        was = self.looking.done
        self.looking.update()
        if self.looking.done and not was:
            self._fill()

    def busy(self) -> bool:
        """The analysis is still coming."""
        return not self.looking.done

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the bars, the costly decisions; the tip of the figure under the pointer; the
        text as large as the player's size or as large as still fits (:func:`text_cap`)."""
        w, h = self.app.size
        key = (w, h, ui_scale(), self.names)
        if self._cap is None or self._cap[0] != key:
            self._cap = (key, text_cap(w, h, self.names))
        with ui_scale_at_most(self._cap[1]):
            self._draw(surface)

    def _draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        surface.blit(felt((w, h)), (0, 0))
        pad = round(h * 0.035)
        title = text(_("review.report.title"), scaled(h, 0.042), TEXT, True)
        surface.blit(title, (pad, pad))
        small = scaled(h, 0.017)
        for i, line in enumerate(explanation_lines(w, h)):
            at = (pad, pad + title.get_height() + i * round(small * 1.3))
            surface.blit(text(line, small, TEXT_DIM), at)
        area = bars_panel(w, h)
        surface.blit(panel(area.size, 120, 10), area)
        report = self.looking.report
        spots: list[Spot] = []
        if report is None:
            inner = area.inflate(-pad, -pad)
            draw_progress(surface, pygame.Rect(inner.left, inner.top, inner.width, round(h * 0.06)),
                          self.looking, h)
        else:
            totals = [seat.total for seat in report.seats]
            longest, average = reach(totals), report.table_value()
            for seat, (total, row) in enumerate(zip(totals, bar_rows(w, h, len(totals)), strict=True)):
                line = summary(self.names[seat], total.bid_loss, total.play_loss,
                               total.value - average, total.luck)
                spots += draw_bars(surface, row, self.names[seat], total, longest, line)
            pad = round(h * 0.035)
            inner = bars_panel(w, h).inflate(-pad, -pad)
            step = round(small * 1.3)
            top = inner.bottom - step * len(legend(w, h))
            for i, words in enumerate(legend(w, h)):  # what the figures mean, in plain words
                surface.blit(text(words, small, TEXT_DIM), (inner.left, top + i * step))
        if self.list is not None:
            head = text(_("review.report.biggest_losses"), scaled(h, 0.024), GOLD, True)
            surface.blit(head, head.get_rect(bottomleft=(self.list.rect.left, self.list.rect.top - 6)))
            self.list.draw(surface)
            spots.append((self.given_head(), _("review.report.column_given_tip")))
            if report is not None and not self.costly:
                stopped = game_outcome(self.looking.finished.game).reason is Reason.NOT_STARTED
                words = _("outcome.not_started") if stopped else _("review.report.nobody_gave_away")
                size = scaled(h, 0.02)
                lines = wrap(words, size, self.list.rect.width - 4 * small)
                step = round(size * 1.35)
                top = self.list.rect.centery - step * len(lines) // 2
                for i, line in enumerate(lines):
                    none = text(line, size, TEXT_DIM)
                    surface.blit(none, none.get_rect(midtop=(self.list.rect.centerx, top + i * step)))
        draw_figure_tip(surface, spots, self.pointer, self.app.settings.high_contrast)
