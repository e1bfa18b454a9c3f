"""Statistics: one player's figures from the history, overall and by preset.

The players are the names in the history (people who sat at the computer
first); choosing one shows games, wins, points per round, bid accuracy,
average bid, and the rates of zero bids, highest bids, over- and
under-tricks: the list Oh-Seven players keep. The figures come from
:mod:`saves.history` (the SQL stays there). An empty history shows a word
about how it fills; a damaged one was moved aside and says so. Esc or Back
returns to the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from saves.history import History, HistoryError, Statistics
from ui.core.draw import GOLD, RED, TEXT, TEXT_DIM, felt, panel
from ui.core.focus import LIST_KEYS
from ui.core.fonts import scaled, text
from ui.scene import Scene
from ui.widgets.entry_dialog import wrap
from ui.widgets.row_list import Row, RowList, fit
from ui.words.i18n import N_, _, format_number, ngettext
from ui.words.names import preset_title
from ui.words.save_messages import problem_text

if TYPE_CHECKING:
    from ui.app import App


def _percent(value: float) -> str:
    return _("stats_screen.3072", value=format_number(value * 100, 0))


#: (label, how a figure is shown) for every line of the table, top to bottom.
FIGURES: list[tuple[str, Callable[[Statistics], str]]] = [
    (N_("stats_screen.games"), lambda s: str(s.games)),
    (N_("stats_screen.wins"), lambda s: f"{s.wins} ({_percent(s.wins / s.games)})" if s.games else "0"),
    (N_("stats_screen.rounds"), lambda s: str(s.rounds)),
    (N_("stats_screen.points_per_round"), lambda s: format_number(s.points_per_round, 1)),
    (N_("stats_screen.bid_accuracy"), lambda s: _percent(s.bid_accuracy)),
    (N_("stats_screen.average_bid"), lambda s: format_number(s.average_bid, 2)),
    (N_("stats_screen.zero_bids"), lambda s: _percent(s.zero_bid_rate)),
    (N_("stats_screen.highest_bids"), lambda s: _percent(s.highest_bid_rate)),
    (N_("stats_screen.over_tricks"), lambda s: _percent(s.over_trick_rate)),
    (N_("stats_screen.under_tricks"), lambda s: _percent(s.under_trick_rate)),
]


@dataclass
class Figures:
    """What the screen shows: the names, and the chosen player's columns (overall first)."""

    names: list[str]
    columns: list[tuple[str, Statistics]]
    message: str = ""  # a damaged history moved aside, or why it cannot be read


def read_figures(name: str | None) -> Figures:
    """The names in the history and the figures of ``name`` (the first name if ``None``).

    Never raises: a history that cannot be opened gives no names and a message.
    """
    try:
        with History() as history:
            names = history.names()
            chosen = name if name in names else (names[0] if names else None)
            columns: list[tuple[str, Statistics]] = []
            if chosen is not None:
                columns.append((_("stats_screen.overall"), history.statistics(chosen)))
                columns += [(preset_title(p), history.statistics(chosen, p))
                            for p in history.presets(chosen)]
            return Figures(names, columns, problem_text(history.message) if history.message else "")
    except HistoryError as error:
        return Figures([], [], problem_text(error))
    except Exception as error:  # the screen opens whatever the disk holds
        return Figures([], [], _("stats_screen.the_history_cannot_be_read", error=error))


class StatsScene(Scene):
    """Players on the left, the chosen player's figures on the right, Back below."""

    own_keys = LIST_KEYS  # the arrows choose in the list, not among the buttons (ui/core/focus.py)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.player: str | None = None
        self.figures = Figures([], [])
        self.list: RowList | None = None
        self.back: pygame_gui.elements.UIButton | None = None
        self.games: pygame_gui.elements.UIButton | None = None

    def enter(self) -> None:
        """Read the history; the list of players and the Back button for the window size."""
        w, h = self.app.size
        pad = round(h * 0.04)
        bw, bh = max(150, round(h * 0.22)), max(38, round(h * 0.058))
        self.back = pygame_gui.elements.UIButton(pygame.Rect(w - pad - bw, h - pad - bh, bw, bh),
                                                 _("stats_screen.back"), manager=self.app.gui,
                                                 tool_tip_text=_("stats_screen.back_to_the_menu_esc"))
        self.games = pygame_gui.elements.UIButton(
            pygame.Rect(w - 2 * (pad + bw), h - pad - bh, bw, bh), _("scenes.statistics.games_played"),
            manager=self.app.gui, tool_tip_text=_("scenes.statistics.look_back_at_a_finished_3fd0"))
        top = pad + round(h * 0.075)
        self.list = RowList(pygame.Rect(pad, top, round(w * 0.22), h - top - 2 * pad - bh),
                            [_("stats_screen.player")], [1.0], scaled(h, 0.022))
        self.choose(self.player)

    def exit(self) -> None:
        """Kill the buttons."""
        for button in (self.back, self.games):
            if button is not None:
                button.kill()
        self.back = self.games = None

    def choose(self, name: str | None) -> None:
        """Show the figures of ``name`` (the first player when ``None`` or unknown)."""
        self.figures = read_figures(name)
        names = self.figures.names
        self.player = name if name in names else (names[0] if names else None)
        if self.list is not None:
            self.list.set_rows([Row((n,)) for n in names],
                               names.index(self.player) if self.player in names else None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Back or Esc to the menu, Games played to the list of games; a click or an arrow key
        in the list chooses a player."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.games:
            self.app.nav.finished_games()
            return True
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back) or \
                (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.nav.menu()
            return True
        if self.list is not None and self.list.handle_event(event):
            index = self.list.selected
            names = self.figures.names
            if index is not None and index < len(names) and names[index] != self.player:
                self.choose(names[index])
            return True
        return False

    def row_point(self, name: str) -> tuple[int, int]:
        """A point on ``name`` in the list of players (tests click here)."""
        assert self.list is not None
        rect = self.list.row_rect(self.figures.names.index(name))
        assert rect is not None
        return rect.center

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, the title, the players and the table of figures."""
        w, h = self.app.size
        surface.blit(felt((w, h)), (0, 0))
        pad = round(h * 0.04)
        title = text(_("stats_screen.statistics"), scaled(h, 0.045), TEXT, True)
        surface.blit(title, (pad, pad))
        if self.list is None:
            return
        figures = self.figures
        if figures.message:
            small = scaled(h, 0.02)
            top = h - pad - round(h * 0.058)
            for i, line in enumerate(wrap(figures.message, small, w - 2 * pad - 200)[:2]):
                surface.blit(text(line, small, RED), (pad, top + i * round(small * 1.3)))
        if not figures.names:
            box = pygame.Rect(pad, self.list.rect.top, w - 2 * pad, self.list.rect.height)
            surface.blit(panel(box.size, 120, 10), box)
            for i, line in enumerate((_("stats_screen.no_games_in_the_history_c3e5"),
                                      _("stats_screen.finished_and_abandoned_games_are_d645"))):
                img = text(line, scaled(h, 0.026 if i == 0 else 0.022), TEXT if i == 0 else TEXT_DIM, i == 0)
                centre = (box.centerx, box.centery + (i * 2 - 1) * round(h * 0.025))
                surface.blit(img, img.get_rect(center=centre))
            return
        self.list.draw(surface)
        area = pygame.Rect(self.list.rect.right + pad, self.list.rect.top,
                           w - self.list.rect.right - 2 * pad, self.list.rect.height)
        self._table(surface, area)

    def _table(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The figures: one line each, a column for overall and one per preset played."""
        h = self.app.size[1]
        surface.blit(panel(area.size, 120, 10), area)
        pad = round(h * 0.025)
        size, head = scaled(h, 0.022), scaled(h, 0.019)
        widest = max(text(_(label), size, TEXT).get_width() for label, _show in FIGURES)
        label_w = min(max(round(size * 9), widest + 12), area.width * 2 // 5)  # long German/Italian
        col_w = round(size * 6)
        columns = self.figures.columns
        fits = max(1, (area.width - 2 * pad - label_w) // col_w)
        shown, hidden = columns[:fits], len(columns) - min(len(columns), fits)
        name = text(fit(self.player or "", scaled(h, 0.03), area.width - 2 * pad, True),
                    scaled(h, 0.03), GOLD, True)
        surface.blit(name, (area.left + pad, area.top + pad))
        row = round(size * 1.75)
        y = area.top + pad + round(h * 0.07)
        for i, (label, _stats) in enumerate(shown):
            x = area.left + pad + label_w + (i + 1) * col_w
            lines = wrap(label, head, col_w - 8)[:2]
            for j, part in enumerate(lines):
                img = text(part, head, TEXT_DIM)
                surface.blit(img, img.get_rect(topright=(x, y - (len(lines) - 1 - j) * round(head * 1.2))))
        y += round(row * 1.1)
        for label, show in FIGURES:
            surface.blit(text(fit(_(label), size, label_w - 8), size, TEXT), (area.left + pad, y))
            for i, (_title, stats) in enumerate(shown):
                value = text(show(stats), size, TEXT, i == 0)
                x = area.left + pad + label_w + (i + 1) * col_w
                surface.blit(value, value.get_rect(topright=(x, y)))
            y += row
        if hidden:
            more = text(ngettext("stats_screen.more_presets_do_not_fit_0af3", hidden), head, TEXT_DIM)
            surface.blit(more, (area.left + pad, min(y + round(row * 0.5), area.bottom - pad - head)))
