"""Statistics from the history: for all games or one preset, the table's figures beside every
player's, and a picture of one player's last games.

The figures are the lists the Oh-Seven rule text keeps (:mod:`saves.statistics`): per
table the games, the number of players, the average zero-bid rate, the average highest
bid and (where a bid card chooses trump) how often each suit became trump; per player
games, wins, points per round, bids made, the average bid and the rates of zero bids,
top bids, over- and under-tricks, each heading's tip saying what it counts. The list keeps
every figure and heading whole: a heading wraps, and where the window cannot hold every
column at the text size the least telling ones are left out; players below the rows shown
are counted under them. Choosing a player in the list shows their last games:
points per round and bid accuracy (:mod:`ui.widgets.stats_chart`). An empty history
shows a word about how it fills; a damaged one was moved aside and says so. Esc or Back
returns to the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
import pygame_gui

from saves.history import GameLine, History, HistoryError, Statistics, TableStatistics
from saves.statistics import Report, report_from
from ui.cards.ink import suited_text
from ui.core.draw import RED, TEXT, TEXT_DIM
from ui.core.focus import LIST_KEYS
from ui.core.fonts import fitted, font, scaled, text, wrap
from ui.core.keymap import Key, Keymap, everywhere
from ui.core.window import Window
from ui.scene import Scene
from ui.widgets.controls import Menu
from ui.widgets.hover_tip import draw_tip
from ui.widgets.look import backdrop, button_height, card, colour, control_height, heading
from ui.widgets.row_list import Row, RowList
from ui.widgets.stats_chart import draw_chart
from ui.words.i18n import N_, _, format_number, ngettext
from ui.words.names import preset_title
from ui.words.save_messages import problem_lines, problem_text
from ui.words.seats import in_language

#: The drop-down's value for every game together.
ALL = ""
#: The suits' symbols, as the bars of the trump the bid card chose are labelled.
SYMBOLS = ("♠", "♥", "♦", "♣")
#: How many of a player's games the picture shows.
LAST_GAMES = 20


def _percent(value: float) -> str:
    return _("statistics.percent", value=format_number(value * 100, 0))


def _wins(s: Statistics) -> str:
    return f"{s.wins} ({_percent(s.wins / s.games)})" if s.games else "0"


#: A figure per round of games without a scored round: there is none to show (not 0).
NONE = "–"


def _per_round(show: Callable[[Statistics], str]) -> Callable[[Statistics], str]:
    """``show``, or :data:`NONE` for a player without a scored round."""
    return lambda s: show(s) if s.rounds else NONE


#: (heading, how a figure is shown, what it counts) of each column of the players' list after
#: the name; the heading's tip says what it counts.
FIGURES: list[tuple[str, Callable[[Statistics], str], str]] = [
    (N_("statistics.games"), lambda s: str(s.games), N_("statistics.games_tip")),
    (N_("statistics.wins"), _wins, N_("statistics.wins_tip")),
    (N_("statistics.points_per_round"), _per_round(lambda s: format_number(s.points_per_round, 1)),
     N_("statistics.points_per_round_tip")),
    (N_("statistics.bids_made"), _per_round(lambda s: _percent(s.bid_accuracy)),
     N_("statistics.bids_made_tip")),
    (N_("statistics.average_bid"), _per_round(lambda s: format_number(s.average_bid, 2)),
     N_("statistics.average_bid_tip")),
    (N_("statistics.zero_bids"), _per_round(lambda s: _percent(s.zero_bid_rate)),
     N_("statistics.zero_bids_tip")),
    (N_("statistics.top_bids"), _per_round(lambda s: _percent(s.highest_bid_rate)),
     N_("statistics.top_bids_tip")),
    (N_("statistics.over_tricks"), _per_round(lambda s: _percent(s.over_trick_rate)),
     N_("statistics.over_tricks_tip")),
    (N_("statistics.under_tricks"), _per_round(lambda s: _percent(s.under_trick_rate)),
     N_("statistics.under_tricks_tip")),
]
#: The columns (indexes into :data:`FIGURES`) left out first when the list cannot hold them all
#: whole at the text size: the finer rates before the average bid, the points, the wins.
DROPPED_FIRST = (8, 7, 5, 6, 4, 3, 2)
#: The most players the list shows before it scrolls, where the window has room.
MOST_ROWS = 8


def table_lines(table: TableStatistics) -> list[tuple[str, str]]:
    """The table's figures, (label, value) each: the finished games (how many of them were
    loaded from a save and played on, and the unfinished ones apart), rounds, players per
    game, zero bids, the highest bid."""
    lines = [(_("statistics.games"), str(table.games))]
    if table.branches:  # their first rounds are counted in the games they were loaded from too
        lines.append((_("statistics.continued_from_a_save"), str(table.branches)))
    if table.unfinished:  # left at the table: counted once they end
        lines.append((_("statistics.unfinished_not_counted"), str(table.unfinished)))
    scored = table.rounds > 0  # averages over rounds need one
    return [*lines, (_("statistics.rounds"), str(table.rounds)),
            (_("statistics.players_per_game"), format_number(table.players, 1)),
            (_("statistics.zero_bids_on_average"), _percent(table.zero_bid_rate) if scored else NONE),
            (_("statistics.highest_bid_on_average"),
             format_number(table.average_highest_bid, 2) if scored else NONE)]


def chart_heading(name: str, count: int) -> str:
    """The heading over ``name``'s last ``count`` games: "Your last 12 games" for the person
    at this computer (a default "You" in any language), else "Basil's last 12 games"."""
    if in_language(name) == _("seats.you"):
        return ngettext("statistics.your_last_games", count)
    return ngettext("statistics.last_games", count, name=name)


@dataclass
class Figures:
    """What the screen shows: every preset's report (all games first) and the chosen player's
    last games."""

    reports: list[Report]
    games: list[GameLine] = field(default_factory=list)
    message: str = ""  # a damaged history moved aside, or why it cannot be read

    def report(self, preset: str | None) -> Report | None:
        """The report of ``preset`` (``None``: all games), if there is one."""
        return next((r for r in self.reports if r.preset == preset), None)

    @property
    def names(self) -> list[str]:
        """Every player in the history, the people at the computer first."""
        every = self.report(None)
        return list(every.players) if every is not None else []


def read_figures() -> Figures:
    """Every report, all games first. Never raises: a history that cannot be opened gives no
    reports and a message."""
    try:
        with History() as history:
            reports = [report_from(history)]
            reports += [report_from(history, p) for p in history.presets_played()]
            message = "  ·  ".join(problem_lines(history.messages))  # each file moved aside, games left out
            return Figures(reports if reports[0].table.games else [], [], message)
    except HistoryError as error:
        return Figures([], [], problem_text(error))
    except Exception as error:  # the screen opens whatever the disk holds
        return Figures([], [], _("statistics.history_unreadable", error=error))


class StatsScene(Scene):
    """A game's drop-down, the table's figures, the players' list and the chosen player's
    picture; Back below."""

    own_keys = LIST_KEYS  # the arrows choose in the list, not among the buttons (ui/core/focus.py)

    def __init__(self, app: Window) -> None:
        super().__init__(app)
        self.preset: str | None = None  # None: all games
        self.player: str | None = None
        self.figures = Figures([])
        self.list: RowList | None = None
        self.shown: list[int] = []  # the columns of FIGURES the players' list holds
        self.back: pygame_gui.elements.UIButton | None = None
        self.played: pygame_gui.elements.UIButton | None = None  # the list of games played
        self.games: Menu | None = None
        self.table_box = self.chart_box = pygame.Rect(0, 0, 0, 0)
        self.groups_box: pygame.Rect | None = None  # the bars on a card of their own, beside the picture

    def enter(self) -> None:
        """Read the history; the game's drop-down, the players' list and Back for the window size."""
        w, h = self.app.size
        pad = round(h * 0.04)
        bw, bh = max(150, round(h * 0.22)), button_height(self.app.gui, h)
        self.back = pygame_gui.elements.UIButton(pygame.Rect(w - pad - bw, h - pad - bh, bw, bh),
                                                 _("statistics.back"), manager=self.app.gui,
                                                 tool_tip_text=_("statistics.back_tip"))
        played = _("statistics.games_played")
        face = self.app.gui.get_theme().get_font(["button"])
        pw = max(bw, face.get_rect(played).width + bh)  # as wide as its words
        self.played = pygame_gui.elements.UIButton(
            pygame.Rect(w - 2 * pad - bw - pw, h - pad - bh, pw, bh), played, manager=self.app.gui,
            tool_tip_text=_("statistics.games_played_tip"))
        self.figures = read_figures()
        if self.figures.report(self.preset) is None:
            self.preset = None
        top = pad + round(h * 0.085)
        bottom = h - 2 * pad - bh
        gap = round(h * 0.025)
        row = control_height(self.app.gui, h)
        if self.figures.reports:
            choices = [(ALL, _("statistics.all_games")),
                       *((r.preset or ALL, preset_title(r.preset or ALL)) for r in self.figures.reports[1:])]
            pick = pygame.Rect(0, 0, min(round(w * 0.3), round(h * 0.45)), row)
            pick.topright = (w - pad, pad + round(h * 0.01))
            self.games = Menu(self.app.gui, pick, choices, self.preset or ALL,
                              tip=_("statistics.choose_game_tip"))
        table_w = round((w - 2 * pad - gap) * 0.28)
        self.table_box = pygame.Rect(pad, top, table_w, bottom - top)
        right = pygame.Rect(pad + table_w + gap, top, w - 2 * pad - table_w - gap, bottom - top)
        self.list = RowList(right.copy(), [], None, scaled(h, 0.02), self.app.gui, numeric=True,
                            smallest=scaled(h, 0.016))
        self.choose(self.player)
        rows = len(self.list.rows)
        upper = min(round(right.height * 0.5),
                    self.list.head_h + max(3, min(rows, MOST_ROWS)) * self.list.row_h + 8)
        report = self.report()
        figures_h = self._figures_height(report.table) if report is not None else 0
        groups = self._groups(report.table) if report is not None else []
        everything = figures_h + self._groups_height(groups)
        self.groups_box = None
        if everything <= max(upper, round(right.height * 0.5)):
            # few figures: they and the players make one row of two cards as tall as each
            # other, and the picture takes the whole width under them
            upper = max(upper, everything)
            self.table_box.height = upper
            self.chart_box = pygame.Rect(pad, top + upper + gap, w - 2 * pad, right.height - upper - gap)
        elif figures_h <= max(upper, round(right.height * 0.5)) and self._groups_height(groups) \
                + 2 * self._measures()[0] <= right.height - max(upper, figures_h) - gap:
            # the figures beside the players, the bars beside the picture on a card no taller
            # than they need (not a card half empty beside a tall picture)
            upper = max(upper, figures_h)
            self.table_box.height = upper
            self.groups_box = pygame.Rect(pad, top + upper + gap, table_w,
                                          min(right.height - upper - gap, self._groups_card_height(groups)))
            self.chart_box = pygame.Rect(right.left, top + upper + gap, right.width,
                                         right.height - upper - gap)
        else:  # a long column of figures and bars on the left, the players and the picture beside it
            self.chart_box = pygame.Rect(right.left, top + upper + gap, right.width,
                                         right.height - upper - gap)
        self.list.rect.height = upper

    def exit(self) -> None:
        """Kill the widgets."""
        for widget in (self.back, self.played, self.games):
            if widget is not None:
                widget.kill()
        self.back, self.played, self.games = None, None, None

    def show(self, preset: str | None) -> None:
        """The figures of ``preset`` (``None``: all games), the drop-down showing it."""
        self.preset = preset
        self.exit()
        self.enter()

    def report(self) -> Report | None:
        """The report shown."""
        return self.figures.report(self.preset)

    def choose(self, name: str | None) -> None:
        """Show the figures of ``name`` (the first player when ``None`` or unknown)."""
        report = self.report()
        names = list(report.players) if report is not None else []
        self.player = name if name in names else (names[0] if names else None)
        self.figures.games = self._games()
        if self.list is not None and report is not None:
            self._fill(report, names.index(self.player) if self.player in names else None)

    def _fill(self, report: Report, keep: int | None) -> None:
        """The players' rows with every column the list holds whole at its smallest text, the
        least telling ones (:data:`DROPPED_FIRST`) left out until the rest fit."""
        assert self.list is not None
        shown = list(range(len(FIGURES)))
        while True:
            self.list.heads = [_("statistics.column_player"), *(_(FIGURES[i][0]) for i in shown)]
            self.list.set_rows([Row((player, *(FIGURES[i][1](stats) for i in shown)))
                                for player, stats in report.players.items()], keep)
            pad = round(self.list.size * 0.8)
            fits = sum(self.list.natural_widths()) <= self.list.rect.width - 2 * pad
            left_out = [i for i in DROPPED_FIRST if i in shown]
            if fits or not left_out:
                break
            shown.remove(left_out[0])
        self.shown = shown

    def _games(self) -> list[GameLine]:
        if self.player is None:
            return []
        try:
            with History() as history:
                return history.last_games(self.player, self.preset, limit=LAST_GAMES)
        except Exception:  # the picture is left out; the figures say what they can
            return []

    def keymap(self) -> Keymap:
        """The list's arrows (it takes them itself); Esc to the menu."""
        return Keymap(Key(N_("keys.up_down"), N_("keys.choose_row")),
                      *everywhere(back=lambda event: self.app.nav.menu()))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Back or Esc to the menu, Games played to the list of games; another game; a click or
        an arrow key in the list chooses a player."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.played:
            self.app.nav.finished_games()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.nav.menu()
            return True
        if self.keymap().handle(event):
            return True
        if self.games is not None and self.games.take(event):
            self.preset = str(self.games.value) or None
            self.choose(self.player)
            return True
        if self.list is not None and self.list.handle_event(event):
            report = self.report()
            names = list(report.players) if report is not None else []
            index = self.list.selected
            if index is not None and index < len(names) and names[index] != self.player:
                self.choose(names[index])
            return True
        return False

    def row_point(self, name: str) -> tuple[int, int]:
        """A point on ``name`` in the list of players (tests click here)."""
        assert self.list is not None
        report = self.report()
        assert report is not None
        rect = self.list.row_rect(list(report.players).index(name))
        assert rect is not None
        return rect.center

    # -- picture ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, the title, the table's figures, the players and the picture."""
        w, h = self.app.size
        backdrop(surface, self.app.settings.high_contrast)
        pad = round(h * 0.04)
        title = text(_("statistics.title"), scaled(h, 0.045), TEXT, True)
        surface.blit(title, (pad, pad))
        if self.figures.message:
            small = scaled(h, 0.02)
            top = h - pad - round(h * 0.058)
            room = (self.played.rect.left if self.played else w) - 2 * pad  # beside Games played
            for i, line in enumerate(wrap(self.figures.message, small, room)[:2]):
                surface.blit(text(line, small, RED), (pad, top + i * round(small * 1.3)))
        report = self.report()
        if report is None or self.list is None:
            self._empty(surface)
            return
        self._table(surface, report.table)
        self.list.draw(surface)
        self._more(surface)
        self._chart(surface)
        self._heading_tip(surface, pygame.mouse.get_pos())

    def more_rows(self) -> int:
        """How many players are below the list's last row shown (the wheel or ↓ brings them)."""
        if self.list is None:
            return 0
        return max(0, len(self.list.rows) - self.list.first - self.list.shown)

    def _more(self, surface: pygame.Surface) -> None:
        """"▼ 2 more" under the rows shown when players are out of view below them."""
        count = self.more_rows()
        if count == 0 or self.list is None:
            return
        size = max(11, round(self.list.head_size * 0.85))
        words = text(ngettext("statistics.more_players", count), size, TEXT_DIM)
        body = self.list.body
        bottom = body.top + self.list.shown * self.list.row_h
        room = self.list.rect.bottom - bottom
        high = words.get_height()
        y = bottom + room // 2 if room >= high else self.list.rect.bottom - high // 2 - 2
        surface.blit(words, words.get_rect(midright=(body.right - round(self.list.size * 0.8), y)))

    def heading_tips(self) -> list[tuple[pygame.Rect, str]]:
        """The header of each figure's column in the players' list and what it counts."""
        if self.list is None or not self.list.heads:
            return []
        pad = round(self.list.size * 0.8)
        x = self.list.rect.left + pad
        widths = self.list.widths()
        tips = []
        for column, width in enumerate(widths):
            if column > 0 and column - 1 < len(self.shown):
                rect = pygame.Rect(x, self.list.rect.top, width, self.list.head_h)
                tips.append((rect, _(FIGURES[self.shown[column - 1]][2])))
            x += width
        return tips

    def _heading_tip(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """What the column under the pointer counts, in a tip above its heading."""
        for rect, words in self.heading_tips():
            if rect.collidepoint(mouse):
                draw_tip(surface, words, rect.midtop, self.app.settings.high_contrast,
                         width=round(surface.get_width() * 0.3))
                return

    def _empty(self, surface: pygame.Surface) -> None:
        """A card saying the history is empty, and how it fills."""
        w, h = self.app.size
        pad = round(h * 0.04)
        box = pygame.Rect(pad, pad + round(h * 0.085), w - 2 * pad, h - 3 * pad - round(h * 0.145))
        surface.blit(card(self.app.gui, box.size), box)
        for i, line in enumerate((_("statistics.none_yet"),
                                  _("statistics.what_is_counted"))):
            img = text(line, scaled(h, 0.026 if i == 0 else 0.022), TEXT if i == 0 else TEXT_DIM, i == 0)
            centre = (box.centerx, box.centery + (i * 2 - 1) * round(h * 0.025))
            surface.blit(img, img.get_rect(center=centre))

    def _groups(self, table: TableStatistics) -> list[tuple[str, list[tuple[str, str, float]]]]:
        """The bars under the table's figures, (heading, items) each: the games by game (all
        games), by number of players, and the suits the bid card chose."""
        groups: list[tuple[str, list[tuple[str, str, float]]]] = []
        if self.preset is None and len(self.figures.reports) > 2:
            games = [(preset_title(r.preset or ALL), str(r.table.games), r.table.games / table.games)
                     for r in self.figures.reports[1:]]
            groups.append((_("statistics.games_played"), games))
        if table.games:
            groups.append((_("statistics.players_at_the_table"),
                           [(ngettext("statistics.players", n), str(k), k / table.games)
                            for n, k in table.player_counts.items()]))
        if table.trump_choice_rate is not None:
            groups.append((_("statistics.trump_by_bid_card"),
                           [(symbol, _percent(table.trump_choice_rate.get(suit, 0.0)),
                             table.trump_choice_rate.get(suit, 0.0))
                            for suit, symbol in (("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣"))]))
        return groups

    def _measures(self) -> tuple[int, int, int, int, int]:
        """The table card's margin, heading size and height, figures' size and line pitch."""
        h = self.app.size[1]
        head, size = scaled(h, 0.018), scaled(h, 0.02)
        heading_h = font(head, True).get_height() + max(2, head // 4) + max(4, head // 2)
        return round(h * 0.025), head, heading_h, size, round(size * 1.55)

    def _figures_height(self, table: TableStatistics) -> int:
        """The height of a card holding the table's figures alone."""
        pad, _head, heading_h, _size, step = self._measures()
        return pad + heading_h + len(table_lines(table)) * step + pad

    def _group_height(self, group: tuple[str, list[tuple[str, str, float]]]) -> int:
        """The height a group of bars takes, its gap and heading included."""
        _pad, _head, heading_h, _size, step = self._measures()
        return round(step * 0.5) + heading_h + len(group[1]) * step

    def _groups_height(self, groups: list[tuple[str, list[tuple[str, str, float]]]]) -> int:
        """The height ``groups`` take under the figures, or on a card of their own."""
        return sum(self._group_height(group) for group in groups)

    def _groups_card_height(self, groups: list[tuple[str, list[tuple[str, str, float]]]]) -> int:
        """The height of a card holding ``groups`` alone (as :meth:`_table` fills it)."""
        pad, _head, _heading_h, _size, step = self._measures()
        return pad - round(step * 0.5) + self._groups_height(groups) + pad

    def _table(self, surface: pygame.Surface, table: TableStatistics) -> None:
        """The table's figures on a card: one line each with the value on the right, then the
        groups of bars that fit, under them or on a card of their own."""
        box, gui = self.table_box, self.app.gui
        surface.blit(card(gui, box.size), box)
        pad, head, _heading_h, size, step = self._measures()
        inner = box.width - 2 * pad
        y = heading(surface, _("statistics.the_table"), (box.left + pad, box.top + pad),
                    head, inner, gui)
        for label, value in table_lines(table):
            shown = text(value, size, TEXT, True)
            surface.blit(fitted(label, size, inner - shown.get_width() - size, TEXT), (box.left + pad, y))
            surface.blit(shown, shown.get_rect(topright=(box.right - pad, y)))
            y += step
        if self.groups_box is not None:
            box = self.groups_box
            surface.blit(card(gui, box.size), box)
            y = box.top + pad - round(step * 0.5)
        for group in self._groups(table):
            title, items = group
            if y + self._group_height(group) > box.bottom - pad:
                break
            y = heading(surface, title, (box.left + pad, y + round(step * 0.5)), head, inner, gui)
            y = self._bars(surface, items, (box.left + pad, y), inner, size)

    def _bars(self, surface: pygame.Surface, items: list[tuple[str, str, float]], at: tuple[int, int],
              width: int, size: int) -> int:
        """A bar for each ``(label, value, share)``, the longest bar for the largest share; the
        y below them."""
        x, y = at
        accent = colour(self.app.gui, "filled_bar", ["#switch"])
        small = round(size * 0.9)
        label_w = min(width // 2, max(text(label, small, TEXT).get_width() for label, _v, _s in items) + size)
        value_w = max(text(value, small, TEXT).get_width() for _l, value, _s in items) + size // 2
        room = width - label_w - value_w
        most = max((share for _l, _v, share in items), default=0.0) or 1.0
        step = round(size * 1.55)
        for label, value, share in items:
            words = fitted(label, small, label_w - size // 2, TEXT)
            if label in SYMBOLS:  # a suit, in its colour
                words = suited_text(label, small, TEXT, four_colour=self.app.settings.four_colour)
            surface.blit(words, words.get_rect(midleft=(x, y + step // 2)))
            bar = pygame.Rect(x + label_w, y + step // 2 - size // 3, max(2, round(room * share / most)),
                              round(size * 0.66))
            pygame.draw.rect(surface, (accent.r, accent.g, accent.b), bar, border_radius=3)
            shown = text(value, small, TEXT_DIM)
            surface.blit(shown, shown.get_rect(midright=(x + width, y + step // 2)))
            y += step
        return y

    def _chart(self, surface: pygame.Surface) -> None:
        """The chosen player's last games on a card."""
        box, h, gui = self.chart_box, self.app.size[1], self.app.gui
        surface.blit(card(gui, box.size), box)
        pad = round(h * 0.025)
        games = self.figures.games
        words = chart_heading(self.player or "", len(games))
        y = heading(surface, words, (box.left + pad, box.top + pad), scaled(h, 0.018),
                    box.width - 2 * pad, gui)
        area = pygame.Rect(box.left + pad, y, box.width - 2 * pad, box.bottom - pad - y)
        draw_chart(surface, area, games, scaled(h, 0.019), gui)
