"""Game over: the winner, the one line that says why they won, the standings, a short table
of skill and luck and a chart of running totals by round.

A win of a person at this screen (the one human, or one of the hot seat's) is celebrated:
the title pops and confetti bursts from it (at normal speed; none at Instant), once per
finished game, when the screen first shows, not again on the way back from the review or
the report. A bot's win (or a remote player's) is stated plainly: the title in the text's
colour, no pop, no confetti; the screen is as finished.

The totals are those of the scheduled rounds: a tie-break round decides between the
tied leaders and adds nothing (:mod:`game.tie_break`), so the chart ends at the last
scheduled round and the standings show the tied players' tie-break points apart.

The skill and luck table (a game played at the table) fills in as the finished game is
judged in the background (:class:`~ui.review.looking.Looking`): what each player gave
away in bids and in play, and luck; Review the game and Full report open the review and
the report.

A game stopped before any round was scored was not played for: the screen says so, with
no winner, no flourish and no chart (:data:`game.outcome.Reason.NOT_STARTED`).

The scene lays the screen out and keeps its buttons; its parts are drawn by
:mod:`ui.scenes.standings`, :mod:`ui.scenes.skill_table` and :mod:`ui.scenes.totals_chart`."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.outcome import Outcome, Reason, game_outcome
from game.pad.scored import ScoredGame
from ui.core.draw import GOLD, TEXT, felt, panel
from ui.core.flourish import Flourish
from ui.core.fonts import fitted, scaled, text
from ui.core.keymap import Keymap, everywhere
from ui.core.window import Window
from ui.review.figure_tips import Spot, draw_figure_tip
from ui.review.looking import Looking
from ui.scene import ButtonScene, pressed
from ui.scenes.skill_table import draw_skill, skill_height
from ui.scenes.standings import Standings, draw_standings, row_height
from ui.scenes.totals_chart import LINE_COLOURS, draw_totals_chart
from ui.words.i18n import _, and_list
from ui.words.outcome import outcome_text
from ui.words.seats import default_name, in_language

#: A button to make: its key, place, label, tooltip and theme id.
_Button = tuple[str, pygame.Rect, str, str | None, str | None]


class GameOverScene(ButtonScene):
    """The end of a game. ``seats`` are the kinds of its seats ("human" or a bot level);
    ``play_again`` starts the next one (the table knows how: the same players and rules,
    a new deal, saved if this one was). ``again``: the screen is shown again for the same
    game (back from the review or the report): no celebration this time."""

    def __init__(self, app: Window, game: ScoredGame, names: list[str], seats: list[str],
                 play_again: Callable[[], None], looking: Looking | None = None,
                 review: Callable[[], None] | None = None,
                 report: Callable[[], None] | None = None, again: bool = False) -> None:
        super().__init__(app)
        self.game, self.names, self.seats, self.play_again = game, names, seats, play_again
        self.looking, self.review, self.report = looking, review, report
        self.again = again
        self.outcome: Outcome = game_outcome(game)
        self.standings = Standings(game, self.outcome.winners)
        self.flourish = self.celebration()
        self._later: list[_Button] = []  # the buttons still to make, one a frame (enter)
        #: The coach's costliest moments of the human (position in the log, line), each a
        #: button that opens the review there with ``open_at``.
        self.moments: list[tuple[int, str]] = []
        self.open_at: Callable[[int], None] | None = None

    @property
    def winners(self) -> tuple[int, ...]:
        """Who won: none when the game was stopped before it began."""
        return self.outcome.winners

    @property
    def not_started(self) -> bool:
        """The game was stopped before any round was scored."""
        return self.outcome.reason is Reason.NOT_STARTED

    @property
    def human_won(self) -> bool:
        """A person at this screen is among the winners (not only bots or remote players)."""
        return any(self.seats[s] == "human" for s in self.winners if s < len(self.seats))

    @property
    def celebrates(self) -> bool:
        """The win is celebrated: a person at this screen won, and the screen shows for the
        first time for this game."""
        return self.human_won and not self.again

    def celebration(self) -> Flourish:
        """The winner's burst for the current window, from the title, in their colours: none
        at Instant, nor when the win is not celebrated (:attr:`celebrates`)."""
        w, h = self.app.size
        colours = [LINE_COLOURS[s % len(LINE_COLOURS)] for s in self.winners] + [GOLD, (255, 255, 255)]
        # seeded by the final totals: the same game gives the same burst (a pad game has no seed)
        seed = sum((s + 1) * t for s, t in enumerate(self.game.totals)) + len(self.game.rounds)
        factor = self.app.settings.factor if self.celebrates else 0.0
        return Flourish(seed, factor, (w / 2, h * 0.07), colours, h / 1080)

    @property
    def you_won_alone(self) -> bool:
        """The one human at the table is the one winner."""
        seats, winners = self.seats, self.winners
        return seats.count("human") == 1 and len(winners) == 1 and winners[0] == seats.index("human")

    def title(self) -> str:
        """Who won, or that nobody did."""
        names = and_list([self.names[s] for s in self.winners])
        if self.not_started:
            return _("game_over.nobody_won")
        if self.you_won_alone:
            return _("game_over.you_win")
        return _("game_over.wins", names=names) if len(self.winners) == 1 else \
            _("game_over.share_the_win", names=names)

    def reason(self) -> str:
        """Why the winner won, in one line (a tie-break, a shared win, an early end, a game
        stopped before it began)."""
        winner = self.winners[0] if self.winners else 0  # "You" of a game begun in English is "Du" now
        you = self.you_won_alone and in_language(self.names[winner]) == default_name(self.seats, winner)
        return outcome_text(self.outcome.line(self.names), you)

    def enter(self) -> None:
        """Play again and Main menu at the bottom; Review and Report when the game can be
        looked back at (Report not there when the skill and luck button under the standings
        opens it: one button for one report), and the coach's moments. Play again and Main
        menu are made at once, the others one a frame after them (:meth:`update`): pygame_gui
        draws a button at four times its size to smooth its corners, 25-60 ms a button at
        3840×2160, and seven at once held the screen's first frame for over 300 ms."""
        w, h = self.app.size
        bw, bh = max(200, round(h * 0.27)), max(42, round(h * 0.062))
        entries = [("again", _("game_over.play_again"), ""), ("menu", _("game_over.main_menu"), "")]
        skill = self.skill_button()
        if self.looking is not None:
            entries = [*entries, ("review", _("game_over.review"), _("game_over.review_tip"))]
            if skill is None:  # the skill and luck button opens the report itself
                entries.append(("report", _("game_over.report"), _("game_over.report_tip")))
            bw = min(bw, (w - round(h * 0.08) - (len(entries) - 1) * 20) // len(entries))
        face = self.app.gui.get_theme().get_font(["button"])
        widest = max(face.get_rect(label).width for _key, label, _tip in entries) + round(h * 0.03)
        bw = min(max(bw, widest), (w - round(h * 0.08) - (len(entries) - 1) * 20) // len(entries))
        count = len(entries)
        made: list[_Button] = []
        for i, (key, label, tip) in enumerate(entries):
            rect = pygame.Rect(0, 0, bw, bh)
            rect.midbottom = (round(w / 2 + (i - (count - 1) / 2) * (bw + 20)), h - round(h * 0.04))
            made.append((key, rect, label, tip or None, None))
        if skill is not None:  # its long label, or the short one where that does not fit
            label = _("game_over.skill_and_luck_open")
            if face.get_rect(label).width + round(h * 0.03) > skill.width:
                label = _("game_over.skill_and_luck")
            made.append(("skill", skill, label, _("game_over.report_tip"), None))
        box = self.coach_box()
        if box is not None:
            for i, rect in enumerate(self.moment_rects(box)):
                made.append((f"moment{i}", rect, self.moments[i][1], _("game_over.coach_moment_tip"),
                             None))
        for button in made[:2]:
            self._make(button)
        self._later = made[2:]

    def _make(self, button: _Button) -> None:
        key, rect, label, tip, object_id = button
        self.buttons[key] = pygame_gui.elements.UIButton(rect, label, manager=self.app.gui,
                                                         tool_tip_text=tip, object_id=object_id)

    def exit(self) -> None:
        """Kill the buttons; those not made yet are not made."""
        super().exit()
        self._later = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The two buttons; Esc for the menu. The pointer's place is kept for the tip of the
        skill and luck figure under it."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
        key = pressed(event, self.buttons)
        if key is not None:
            self.choose(key)
            return True
        return self.keymap().handle(event)

    def keymap(self) -> Keymap:
        """The keys every screen has; Esc for the menu."""
        return Keymap(*everywhere(back=lambda event: self.choose("menu")))

    def choose(self, key: str) -> None:
        """Start again with a new deal, look back at this one, or go back to the menu."""
        if key == "again":
            self.play_again()
        elif key == "review" and self.review is not None:
            self.review()
        elif key in ("report", "skill") and self.report is not None:
            self.report()
        elif key.startswith("moment") and self.open_at is not None:
            self.open_at(self.moments[int(key[len("moment"):])][0])
        else:
            self.app.nav.menu()

    def update(self, dt: float) -> None:
        """The next button is made; the flourish plays; gather what the analysis has judged."""
        if self._later:
            self._make(self._later.pop(0))
        self.flourish.update(dt)
        if self.looking is not None:
            self.looking.update()

    def busy(self) -> bool:
        """The flourish is playing, the analysis is still coming (its bar moves) or a
        button is still to be made."""
        return self.flourish.running or (self.looking is not None and not self.looking.done) \
            or bool(self._later)

    def resize(self, size: tuple[int, int]) -> None:
        """The buttons and the backdrop anew (a new size, a new language); a flourish still
        playing starts from the new title."""
        super().resize(size)
        self._backdrop = None
        if self.flourish.running:
            self.flourish = self.celebration()

    def draw(self, surface: pygame.Surface) -> None:
        """Title and reason, standings on the left, the chart on the right, the flourish.

        All but the title's pop and the confetti is drawn once into a backdrop the size of
        the window, and again only when the analysis moves on (its bar, then its table):
        at 3840×2160 the felt, the translucent panels, the standings and the chart took
        35-40 ms a frame while the flourish ran."""
        w, h = self.app.size
        looking = self.looking
        state = (w, h, self.app.settings.ui_scale, round(looking.progress * 100) if looking else None,
                 looking is not None and looking.report is not None, looking.problem if looking else "",
                 len(self.moments))
        if self._backdrop is None or self._backdrop[0] != state:
            image = pygame.Surface((w, h))
            spots = self._draw_still(image)
            self._backdrop = (state, image, spots)
        surface.blit(self._backdrop[1], (0, 0))
        pad = round(h * 0.04)
        title = text(self.title(), scaled(h, 0.05), GOLD if self.human_won else TEXT, True)
        grow = self.flourish.title_scale()
        if grow != 1.0:
            title = pygame.transform.smoothscale_by(title, grow)
        surface.blit(title, title.get_rect(center=(w // 2, pad + round(h * 0.03))))
        self.flourish.draw(surface)
        draw_figure_tip(surface, self._backdrop[2], self.pointer, self.app.settings.high_contrast)

    #: What the backdrop shows, its picture, and where its figures with a hover tip stand.
    _backdrop: tuple[tuple[object, ...], pygame.Surface, list[Spot]] | None = None
    pointer: tuple[int, int] | None = None  # where the mouse is, for a figure's tip

    def _draw_still(self, surface: pygame.Surface) -> list[Spot]:
        """Everything that stays still: felt, reason, standings, skill and luck, chart;
        returns where the skill and luck figures stand with their tips."""
        w, h = self.app.size
        surface.blit(felt((w, h)), (0, 0))
        pad = round(h * 0.04)
        reason = fitted(self.reason(), scaled(h, 0.024), w - 2 * pad, TEXT)
        top = pad + round(h * 0.06) + round(h * 0.015)
        surface.blit(reason, reason.get_rect(midtop=(w // 2, top)))
        stand, below = self._left()
        draw_standings(surface, stand, self.standings, self.names, not self.not_started, h)
        box = self.skill_box(below)
        spots = self._skill(surface, box) if box is not None else []
        chart = self.chart_rect()
        coach = self.coach_box()
        if coach is not None:
            surface.blit(panel(coach.size, 120, 12), coach)
            words = fitted(_("game_over.coach_moments"), scaled(h, 0.02), coach.width - pad, GOLD, True)
            surface.blit(words, (coach.left + pad // 2, coach.top + pad // 3))
        surface.blit(panel(chart.size, 120, 12), chart)
        draw_totals_chart(surface, chart.inflate(-2 * pad, -2 * pad), self.standings.series(),
                          self.winners, h)
        return spots

    def _right(self) -> pygame.Rect:
        """The room right of the standings: the chart, and the coach's moments under it."""
        w, h = self.app.size
        pad = round(h * 0.04)
        reason = fitted(self.reason(), scaled(h, 0.024), w - 2 * pad, TEXT)
        top = pad + round(h * 0.06) + round(h * 0.015) + reason.get_height() + pad
        bottom = h - round(h * 0.14)
        left_w = round(w * 0.28)
        return pygame.Rect(pad + left_w + pad, top, w - left_w - 3 * pad, bottom - top)

    def _left(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The standings' panel, left of the chart, and the room under it."""
        w, h = self.app.size
        pad, top = round(h * 0.04), self._right().top
        bottom = h - round(h * 0.14)
        height = min(bottom - top, row_height(h) * self.game.players + pad)
        stand = pygame.Rect(pad, top, round(w * 0.28), height)
        return stand, pygame.Rect(pad, stand.bottom + pad // 2, stand.width, bottom - stand.bottom - pad // 2)

    def skill_button(self) -> pygame.Rect | None:
        """Where the skill and luck box would be, when it does not fit (many players in a
        small window): a button there that opens the full report; ``None`` otherwise."""
        if self.looking is None or self.report is None:
            return None
        below = self._left()[1]
        bh = max(38, round(self.app.size[1] * 0.056))
        if self.skill_box(below) is not None or below.height < bh:
            return None
        return pygame.Rect(below.left, below.top, below.width, bh)

    def coach_box(self) -> pygame.Rect | None:
        """The coach's three costliest moments, under the chart (``None`` without them)."""
        if not self.moments or self.open_at is None:
            return None
        h = self.app.size[1]
        right = self._right()
        row = max(32, round(h * 0.045))
        height = round(scaled(h, 0.02) * 2.0) + len(self.moments) * (row + 6) + round(h * 0.02)
        return pygame.Rect(right.left, right.bottom - height, right.width, height)

    def moment_rects(self, box: pygame.Rect) -> list[pygame.Rect]:
        """Where each moment's button stands in the coach's box."""
        h = self.app.size[1]
        row, pad = max(32, round(h * 0.045)), round(h * 0.02)
        top = box.top + round(scaled(h, 0.02) * 2.0)
        return [pygame.Rect(box.left + pad, top + i * (row + 6), box.width - 2 * pad, row)
                for i in range(len(self.moments))]

    def chart_rect(self) -> pygame.Rect:
        """The chart: the room on the right, less the coach's box."""
        right = self._right()
        coach = self.coach_box()
        if coach is not None:
            right.height = coach.top - right.top - round(self.app.size[1] * 0.02)
        return right

    def skill_box(self, room: pygame.Rect) -> pygame.Rect | None:
        """The box of the skill and luck table at the top of ``room``, tall enough for every
        player's line; ``None`` when there is no analysis or the table does not fit whole
        (many players in a small window): left out rather than cut."""
        if self.looking is None:
            return None
        height = skill_height(self.game.players, room, self.app.size[1])
        return pygame.Rect(room.left, room.top, room.width, height) if height is not None else None

    def _skill(self, surface: pygame.Surface, box: pygame.Rect) -> list[Spot]:
        """The skill and luck table in ``box``, its players in the standings' order; where
        its figures stand with their tips."""
        assert self.looking is not None
        return draw_skill(surface, box, self.looking, self.standings.order(), self.names, self.app.size[1])
