"""Games played: the finished games of the history, newest first, to look back at.

Each row: when it ended, the game, the players with their totals. Review opens
the game at the table with every hand face up; Report the skill and luck of
each player. A game still being played (left from the table, resumed by
Continue) is listed but not opened: its hands stay private until it ends. Esc
or Back returns to the statistics.
"""

from __future__ import annotations

from datetime import datetime

import pygame
import pygame_gui

from saves.finished import NotFinished, finished_from_record
from saves.played_games import PlayedGame, played_games
from ui.core.draw import RED, TEXT, TEXT_DIM
from ui.core.fonts import scaled, text, wrap
from ui.core.keymap import Key, Keymap, everywhere, on
from ui.core.window import Window
from ui.scene import pressed
from ui.scenes.templates.list_scene import ListScene
from ui.widgets.look import backdrop, button_height, set_enabled
from ui.widgets.row_list import Row, RowList
from ui.words.i18n import N_, _, format_date
from ui.words.names import preset_title
from ui.words.save_messages import problem_text


def ended_at(stamp: str) -> str:
    """When a game ended, in the player's local time and date format."""
    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return stamp
    return format_date(moment.astimezone(), with_time=True)


def game_row(game: PlayedGame) -> Row:
    """The row of one game: a game not over is dimmed and says so."""
    scores = " · ".join(f"{n} {t}" for n, t in zip(game.names, game.totals, strict=False)) \
        or " · ".join(game.names)
    if game.real_cards:
        state = _("games.state_score_pad")
    elif not game.over:
        state = _("games.state_not_over")
    elif game.not_started:
        state = _("games.state_stopped_before_start")
    elif game.ended_early:
        state = _("games.state_ended_early")
    else:
        state = _("games.state_finished")
    if game.branch:  # its first rounds are those of the game it was loaded from
        state = _("games.state_from_a_save", state=state)
    if game.record is not None and game.record.get("coached") is True:  # practice, with the coach
        state = _("games.state_with_the_coach", state=state)
    return Row((ended_at(game.finished), preset_title(game.preset), state, scores),
               TEXT if game.reviewable else TEXT_DIM)


class GamesScene(ListScene):
    """The games of the history with Review, Report and Back."""

    def __init__(self, app: Window) -> None:
        super().__init__(app)
        self.games: list[PlayedGame] = []
        self.message, self.colour = "", TEXT

    def enter(self) -> None:
        """Read the history; the list and the buttons for the window size."""
        w, h = self.app.size
        pad = round(h * 0.04)
        bw, bh = max(150, round(h * 0.22)), button_height(self.app.gui, h)
        top = pad + round(h * 0.075)
        self.list = RowList(pygame.Rect(pad, top, w - 2 * pad, h - pad - bh - round(h * 0.095) - top),
                            [_("games.column_ended"), _("games.column_game"), _("games.column_state"),
                             _("games.column_players_and_scores")],
                            None, scaled(h, 0.022), self.app.gui, smallest=scaled(h, 0.017))
        for i, (key, label, tip) in enumerate((
                ("review", _("games.review"), _("games.review_tip")),
                ("report", _("games.report"), _("games.report_tip")))):
            rect = pygame.Rect(pad + i * (bw + 12), h - pad - bh, bw, bh)
            self.buttons[key] = pygame_gui.elements.UIButton(
                rect, label, manager=self.app.gui, tool_tip_text=tip,
                object_id="#primary" if key == "review" else None)
        self.buttons["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(w - pad - bw, h - pad - bh, bw, bh), _("games.back"), manager=self.app.gui,
            tool_tip_text=_("games.back_tip"))
        self.games, problem = played_games()
        if problem is not None:
            self.message, self.colour = problem_text(problem), RED
        self.list.set_rows([game_row(g) for g in self.games], self.keep)
        self._enable()




    def chosen(self) -> PlayedGame | None:
        """The selected game."""
        if self.list is None or self.list.selected is None or not self.games:
            return None
        return self.games[self.list.selected]

    def _enable(self) -> None:
        game = self.chosen()
        for key in ("review", "report"):
            button = self.buttons.get(key)
            if button is not None:
                set_enabled(button, game is not None and game.reviewable)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The buttons; Enter reviews, Esc goes back; the list takes the rest."""
        key = pressed(event, self.buttons)
        if key is not None:
            self.choose(key)
            return True
        if self.keymap().handle(event):
            return True
        if self.list is not None and self.list.handle_event(event):
            self._enable()
            return True
        return False

    def keymap(self) -> Keymap:
        """The list's arrows (it takes them itself); Enter reviews the chosen game, Esc goes
        back."""
        return Keymap(Key(N_("keys.up_down"), N_("keys.choose_row")),
                      Key(N_("keys.enter"), N_("keys.review_chosen_game"),
                          on(pygame.K_RETURN, pygame.K_KP_ENTER, do=lambda e: self.choose("review"))),
                      *everywhere(back=lambda e: self.choose("back")))

    def choose(self, key: str) -> None:
        """Review or report the chosen game, or go back."""
        nav = self.app.nav
        if key == "back":
            nav.statistics()
            return
        game = self.chosen()
        if game is None or game.record is None:
            self.message, self.colour = _("games.choose_a_game"), TEXT
            return
        if not game.reviewable:
            self.message, self.colour = _("games.review_only_finished"), TEXT
            return
        try:
            finished = finished_from_record(game.record, game.path)
        except NotFinished as error:
            self.message, self.colour = problem_text(error), RED
            return
        if key == "review":
            nav.review(finished, game.cache, nav.finished_games)
        else:
            nav.report(finished, game.cache, nav.finished_games)

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, the title, the list (or a word when it is empty) and the message."""
        w, h = self.app.size
        backdrop(surface, self.app.settings.high_contrast)
        pad = round(h * 0.04)
        surface.blit(text(_("games.title"), scaled(h, 0.045), TEXT, True), (pad, pad))
        if self.list is None:
            return
        self.list.draw(surface)
        if not self.games:
            empty = text(_("games.none_yet"), scaled(h, 0.024), TEXT_DIM)
            surface.blit(empty, empty.get_rect(center=self.list.rect.center))
        if self.message:
            size = scaled(h, 0.02)
            y = self.list.rect.bottom + round(h * 0.012)
            for line in wrap(self.message, size, w - 2 * pad)[:3]:
                surface.blit(text(line, size, self.colour), (pad, y))
                y += round(size * 1.25)
