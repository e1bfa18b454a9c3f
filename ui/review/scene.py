"""The review: a finished game played again at the table, every hand face up, step by step.

The table shows the game at a *position* (:mod:`ui.review.steps`): a step
forward plays the next action with the table's motion at the player's speed;
a step back, or a jump (a trick, a round, the start, the end, a line of the
score sheet), shows the table at once. Beside it: the score sheet, and the
decision about to be made with the analysis of it from the deciding seat's
view (:mod:`ui.review.panels`), which the analyst judges round by round in
a worker process (:class:`~ui.review.looking.Looking`). Only a finished game
is ever shown here: while a game is played, its hands stay private.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from game.actions import Play
from game.cards import Card, Deck
from game.game import Game
from ui.core.draw import GOLD, TEXT, TEXT_DIM, felt
from ui.core.fonts import fit, font, outline, scaled, text
from ui.core.keymap import Binding, Key, Keymap, on
from ui.core.settings import Settings
from ui.core.window import Window
from ui.review.figure_tips import Spot, draw_figure_tip
from ui.review.looking import Looking
from ui.review.panels import draw_decision, draw_progress
from ui.review.sheet import player_room, round_tip, sheet_columns, sheet_heads, sheet_rows, sheet_size
from ui.review.steps import Steps
from ui.scene import ButtonScene, pressed
from ui.table.layout import TableLayout
from ui.table.presenter import Director, TableModel
from ui.table.view import TableLook, draw_table
from ui.widgets.bot_report import flag_button, report_bot
from ui.widgets.row_list import RowList
from ui.widgets.tip_button import TipAboveButton
from ui.words.i18n import N_, _

#: Keys the review keeps from the focus ring: they move through the game.
STEP_KEYS = frozenset({pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME,
                       pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN})


class ReviewScene(ButtonScene):
    """``looking``'s game, from ``start`` (a position; default the first decision), the
    ``viewer`` at the bottom; ``back`` leaves, ``report`` opens the report."""

    own_keys = STEP_KEYS

    def __init__(self, app: Window, looking: Looking, back: Callable[[], None],
                 report: Callable[[], None], start: int = 0, viewer: int | None = None) -> None:
        super().__init__(app)
        self.looking, self.back, self.open_report = looking, back, report
        finished = looking.finished
        self.names = finished.names
        self.steps = Steps(finished.game)
        self.position = self.steps.clamp(start)
        kinds = [p.get("kind") for p in finished.record.get("players", []) if isinstance(p, dict)]
        self.viewer = viewer if viewer is not None else \
            (kinds.index("human") if kinds.count("human") == 1 else 0)
        #: ``human`` or the bot's level, per seat (the ⚑ reports a bot's decision)
        self.seats = [str(p.get("level") or "bot") if isinstance(p, dict) and p.get("kind") == "bot"
                      else "human" for p in finished.record.get("players", [])]
        self.open_hands = True
        rules = finished.game.rules
        self.look = TableLook(list(self.names), rounds=finished.game.scheduled_rounds,
                              seven=rules.deck is Deck.SEVEN32, open_hands=True)
        self.deck = rules.deck_size(finished.game.players)
        self.sheet: RowList | None = None
        self.table_rect = pygame.Rect(0, 0, 1, 1)
        self.side_rect = pygame.Rect(0, 0, 1, 1)
        self.message = ""  # a line under the table (where a reported case was written)
        self.pointer: tuple[int, int] | None = None  # where the mouse is, for a tip on the side
        self.spots: list[Spot] = []  # what on the side has a tip, as last drawn
        self._areas(app.size)
        self.current: Game = self.steps.game_at(self.position)
        self._picture()

    # -- layout and lifecycle ------------------------------------------------------------

    def _areas(self, size: tuple[int, int]) -> None:
        """The table on the left, the side (sheet, decision, buttons) on the right: a third of
        the width at most, and no wider than its text (which grows with the height) needs."""
        w, h = size
        side = max(360, min(round(h * 0.54), round(w * 0.31)))
        self.table_rect = pygame.Rect(0, 0, w - side, h)
        self.side_rect = pygame.Rect(w - side, 0, side, h)

    def enter(self) -> None:
        """The step buttons, the hands toggle, Report and Back; the score sheet."""
        h = self.app.size[1]
        side, pad = self.side_rect, round(h * 0.018)
        bh = max(32, round(h * 0.048))
        steps = [("round_back", "|◀", _("review.previous_round_tip")),
                 ("trick_back", "◀◀", _("review.previous_trick_tip")),
                 ("back_one", "◀", _("review.step_back_tip")),
                 ("forward", "▶", _("review.step_forward_tip")),
                 ("trick_on", "▶▶", _("review.next_trick_tip")),
                 ("round_on", "▶|", _("review.next_round_tip"))]
        gap = max(4, pad // 2)
        width = (side.width - 2 * pad - gap * (len(steps) - 1)) // len(steps)
        top = h - pad - 2 * bh - gap
        for i, (key, label, tip) in enumerate(steps):
            rect = pygame.Rect(side.left + pad + i * (width + gap), top, width, bh)
            self.buttons[key] = TipAboveButton(rect, label, self.app.gui, top, tool_tip_text=tip)
        third = (side.width - 2 * pad - 2 * gap) // 3
        lower = [("hands", self._hands_label(), _("review.hands_tip")),
                 ("report", _("review.open_report"), _("review.open_report_tip")),
                 ("leave", _("review.back"), _("review.back_tip"))]
        for i, (key, label, tip) in enumerate(lower):
            rect = pygame.Rect(side.left + pad + i * (third + gap), h - pad - bh, third, bh)
            self.buttons[key] = TipAboveButton(rect, label, self.app.gui, top, tool_tip_text=tip)
        if self.app.settings.report_button and any(spec != "human" for spec in self.seats):
            # the ⚑ in the table's corner, when Settings show it: report a bot
            lay, (left, top) = self.layout, self.table_rect.topleft
            x, y, d, _h = lay.corner_rects()["menu"]  # the review has no corner buttons of its own
            self.buttons["flag"] = flag_button(pygame.Rect(left + x, top + y, d, d), self.app.gui,
                                               _("case.flag_tip"))
        title_h = round(h * 0.07)
        sheet_h = round(h * 0.34)
        width = side.width - 2 * pad
        size = sheet_size(self.steps.game, self.names, scaled(h, 0.017), max(11, round(h * 0.017)), width)
        room = player_room(len(self.names), size, width) - round(size * 0.8) // 2
        heads = sheet_heads(self.names, size, room)
        self.sheet = RowList(pygame.Rect(side.left + pad, title_h, width, sheet_h),
                             heads, sheet_columns(len(self.names), size, width), size)
        self.sheet.four_colour = self.app.settings.four_colour
        self._refresh_sheet()

    def resize(self, size: tuple[int, int]) -> None:
        """A new layout, the widgets again, the table at once."""
        self._areas(size)
        self.exit()
        self.enter()
        self._picture()

    def _hands_label(self) -> str:
        if self.open_hands:
            return _("review.hands_only", name=self.names[self.viewer])
        return _("review.hands_all")

    # -- the picture of the game --------------------------------------------------------

    def _layout(self) -> TableLayout:
        settings = self.app.settings
        return TableLayout.compute(self.table_rect.size, len(self.names), self.viewer,
                                   settings.card_height, settings.ui_scale)

    def _picture(self) -> None:
        """The table at the position, at once, and a director for the steps to come."""
        self.layout = self._layout()
        settings = self.app.settings  # the plates read as large as at the table of this window
        self.look.plates_like = TableLayout.compute(self.app.size, len(self.names), self.viewer,
                                                    settings.card_height, settings.ui_scale)
        self.model = TableModel(len(self.names))
        silent = Director(self.model, Settings(speed="instant", trick_pause=0.0), self.viewer,
                          lambda: self.layout, self.deck)
        silent.on_stop = lambda event: silent.resume()
        silent.feed(self.current.events)
        silent.skip()
        self.director = Director(self.model, replace(self.app.settings, auto_continue=True),
                                 self.viewer, lambda: self.layout, self.deck)
        self.director.on_stop = lambda event: self.director.resume()  # the sheet is beside it
        self.director.on_sound = self.app.sound.play
        self.director.sort_hand()

    def go(self, position: int) -> None:
        """Show the game at ``position`` at once."""
        self.position = self.steps.clamp(position)
        self.message = ""
        self.current = self.steps.game_at(self.position)
        self._picture()
        self._refresh_sheet()

    def forward(self) -> None:
        """Play the next action, with the table's motion (what still moves finishes first)."""
        if self.position >= self.steps.end:
            return
        if not self.director.idle:
            self.director.skip()
        _seat, action = self.steps.game.log[self.position]
        events = self.current.apply(action)
        self.position += 1
        self.director.feed(events)
        self._refresh_sheet()

    def set_viewer(self, seat: int) -> None:
        """Put ``seat`` at the bottom."""
        if seat != self.viewer:
            self.viewer = seat
            self._picture()
            if "hands" in self.buttons:
                self.buttons["hands"].set_text(self._hands_label())

    def toggle_hands(self) -> None:
        """Every hand face up, or only the bottom one."""
        self.open_hands = self.look.open_hands = not self.open_hands
        if "hands" in self.buttons:
            self.buttons["hands"].set_text(self._hands_label())

    def _refresh_sheet(self) -> None:
        if self.sheet is None:
            return
        rows = sheet_rows(self.steps.game, self.current, self.sheet.size, self._cell_width())
        self.sheet.set_rows(rows, self.steps.round_of(self.position) - 1)

    def _cell_width(self) -> int:
        """The room of a player's figures in the sheet."""
        assert self.sheet is not None
        return self.sheet.widths()[-1] - round(self.sheet.size * 0.8) // 2

    # -- input ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Buttons, keys, a line of the sheet, a name plate (that seat to the bottom). The
        pointer's place is kept for the tip of what is under it."""
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
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.sheet is not None and self.sheet.body.collidepoint(event.pos):
                before = self.sheet.selected
                if self.sheet.handle_event(event) and self.sheet.selected is not None \
                        and self.sheet.selected != before:
                    self.go(self.steps.round_start(self.steps.game.rounds[self.sheet.selected].number))
                return True
            seat = self._plate_at(event.pos)
            if seat is not None:
                self.set_viewer(seat)
                return True
        if event.type == pygame.MOUSEWHEEL and self.sheet is not None:
            return self.sheet.handle_event(event)
        return False

    def command(self, key: str) -> None:
        """Do what button or key ``key`` says."""
        steps, at = self.steps, self.position
        moves = {"back_one": at - 1, "trick_back": steps.previous_trick(at),
                 "trick_on": steps.next_trick(at), "round_back": steps.previous_round(at),
                 "round_on": steps.next_round(at), "start": 0, "end": steps.end}
        if key == "forward":
            self.forward()
        elif key in moves:
            self.go(moves[key])
        elif key == "hands":
            self.toggle_hands()
        elif key == "viewer":
            self.set_viewer((self.viewer + 1) % len(self.names))
        elif key == "report":
            self.open_report()
        elif key == "leave":
            self.back()
        elif key == "flag":
            self.report_bot()

    def report_bot(self) -> bool:
        """B or the ⚑: report the bot decision at this position (or the last one before it);
        the dialog asks for a word, then says where the case was written."""
        return report_bot(self.app, self.steps.game, self.names, self.seats, self.say,
                          upto=self.position + 1)

    def say(self, message: str) -> None:
        """Show ``message`` under the step counter until the next move."""
        self.message = message

    def _plate_at(self, pos: tuple[int, int]) -> int | None:
        if not self.table_rect.collidepoint(pos):
            return None
        x, y = pos[0] - self.table_rect.left, pos[1] - self.table_rect.top
        pw, ph = self.layout.plate_size
        for spot in self.layout.seats:
            rect = pygame.Rect(0, 0, pw, ph)
            rect.center = (round(spot.plate[0]), round(spot.plate[1]))
            if rect.collidepoint(x, y):
                return spot.seat
        return None

    def keymap(self) -> Keymap:
        """The review's keys, for its input and its F1 list: each does what a button does
        (:meth:`command`)."""
        def by(command: str, *keys: int) -> Binding:
            return on(*keys, do=lambda e: self.command(command))
        return Keymap(
            Key(N_("review.keys.right_or_space"), N_("review.keys.step_forward"),
                by("forward", pygame.K_RIGHT, pygame.K_SPACE)),
            Key(N_("review.keys.left"), N_("review.keys.step_back"), by("back_one", pygame.K_LEFT)),
            Key(N_("review.keys.down_up"), N_("review.keys.next_previous_trick"),
                by("trick_on", pygame.K_DOWN), by("trick_back", pygame.K_UP)),
            Key(N_("review.keys.page_down_up"), N_("review.keys.next_previous_round"),
                by("round_on", pygame.K_PAGEDOWN), by("round_back", pygame.K_PAGEUP)),
            Key(N_("review.keys.home_end"), N_("review.keys.start_end"),
                by("start", pygame.K_HOME), by("end", pygame.K_END)),
            Key(N_("review.keys.h"), N_("review.keys.hands"), by("hands", pygame.K_h)),
            Key(N_("review.keys.v"), N_("review.keys.next_player"), by("viewer", pygame.K_v)),
            Key(N_("review.keys.r"), N_("review.keys.report"), by("report", pygame.K_r)),
            Key(N_("keys.b"), N_("keys.report_bot"), by("flag", pygame.K_b)),
            Key(N_("review.keys.esc"), N_("review.back"), by("leave", pygame.K_ESCAPE)))

    # -- frame ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The analysis' progress, the motion."""
        self.looking.update()
        self.director.settings.speed = self.app.settings.speed
        self.director.update(dt)
        decision = self.steps.decision(self.position)
        self.look.to_act = decision[0] if decision and self.director.idle else None
        self.look.pulse += dt
        self.look.four_colour = self.app.settings.four_colour
        self.look.high_contrast = self.app.settings.high_contrast
        self.look.marked = self._marks() if self.director.idle else {}

    def busy(self) -> bool:
        """Cards move, or the analysis is still coming."""
        return bool(self.director.animator.busy) or bool(self.director.queue) \
            or self.director.hold > 0 or not self.looking.done

    def draw(self, surface: pygame.Surface) -> None:
        """The table, its marks, and the side."""
        table = surface.subsurface(self.table_rect)
        draw_table(table, self.model, self.layout, self.director.animator, self.look)
        if self.message:
            size = scaled(self.app.size[1], 0.02)
            line = text(fit(self.message, size, self.table_rect.width - 20), size, TEXT)
            table.blit(line, line.get_rect(midbottom=(self.table_rect.width // 2,
                                                      self.table_rect.height - size)))
        self._side(surface)

    def _marks(self) -> dict[Card, tuple[int, int, int]]:
        """The card played in white and the best one in gold, in the deciding seat's hand:
        each card wears its ring, turned with it (:attr:`TableLook.marked`)."""
        decision = self.steps.decision(self.position)
        rating = self.looking.rating(self.position)
        if decision is None or rating is None or not rating.estimates:
            return {}
        seat, action = decision
        if seat != self.viewer and not self.open_hands:
            return {}
        marks: dict[Card, tuple[int, int, int]] = {}
        for chosen, colour in ((action, TEXT), (rating.best, GOLD)):  # the best wins a shared card
            if isinstance(chosen, Play) and chosen.card in self.model.hands[seat]:
                marks[chosen.card] = colour
        return marks

    def _side(self, surface: pygame.Surface) -> None:
        h = self.app.size[1]
        side, pad = self.side_rect, round(h * 0.018)
        surface.blit(felt(side.size), side)
        pygame.draw.line(surface, (4, 40, 24), side.topleft, side.bottomleft, outline(h, 3))
        head = scaled(h, 0.026)
        where = text(_("review.step_of", step=self.position, steps=self.steps.end),
                     scaled(h, 0.016), TEXT_DIM)
        room = side.width - 3 * pad - where.get_width()
        while head > max(11, round(h * 0.02)) and font(head, True).size(_("review.title"))[0] > room:
            head -= 1  # large text on a narrow side: the title smaller rather than cut
        title = fit(_("review.title"), head, room, True)
        surface.blit(text(title, head, TEXT, True), (side.left + pad, round(h * 0.02)))
        surface.blit(where, where.get_rect(topright=(side.right - pad, round(h * 0.028))))
        if self.sheet is not None:
            self.sheet.draw(surface)
            self._still_to_come(surface)
        top = (self.sheet.rect.bottom if self.sheet else round(h * 0.4)) + pad
        buttons_top = min((b.rect.top for k, b in self.buttons.items() if k != "flag"), default=h) - pad
        progress_h = 0 if self.looking.done and not self.looking.problem else round(h * 0.05)
        area = pygame.Rect(side.left + pad, top, side.width - 2 * pad,
                           buttons_top - top - progress_h)
        self.spots = draw_decision(surface, area, self.steps, self.position, self.names,
                                   self.looking, self.current) + self._sheet_tips()
        if progress_h:
            draw_progress(surface, pygame.Rect(area.left, area.bottom + pad // 2, area.width,
                                               progress_h), self.looking, h)
        draw_figure_tip(surface, self.spots, self.pointer, self.app.settings.high_contrast)

    def _still_to_come(self, surface: pygame.Surface) -> None:
        """Across the players' cells of the first shown line with nothing in them yet, a dim
        word that the rounds fill in as the review steps on (where it fits whole)."""
        sheet = self.sheet
        assert sheet is not None
        for index, row in enumerate(sheet.rows):
            box = sheet.row_rect(index)
            if box is None or any(row.cells[2:]):
                continue
            left = box.left + round(sheet.size * 0.8) + sum(sheet.widths()[:2])
            words = text(_("review.sheet_to_come"), sheet.size, TEXT_DIM)
            if words.get_width() <= box.right - left - round(sheet.size * 0.8):
                surface.blit(words, words.get_rect(midleft=(left, box.centery)))
            return

    def _sheet_tips(self) -> list[Spot]:
        """Each shown line of a round the review has passed, with every player's bid, tricks,
        points and total in its tip; a shortened name's heading, with the whole name."""
        if self.sheet is None:
            return []
        sheet = self.sheet
        widths, pad = sheet.widths(), round(sheet.size * 0.8)
        spots: list[Spot] = []
        for seat, (name, head) in enumerate(zip(self.names, sheet.heads[2:], strict=True)):
            if head != name:
                left = sheet.rect.left + pad + sum(widths[:seat + 2])
                spots.append((pygame.Rect(left, sheet.rect.top, widths[seat + 2], sheet.head_h), name))
        for index in range(len(self.sheet.rows)):
            box = self.sheet.row_rect(index)
            words = round_tip(self.steps.game, self.current, index, self.names) if box else ""
            if box is not None and words:
                spots.append((box, words))
        return spots
