"""The round's score sheet, as an overlay on the table: bid, tricks, points, totals."""

# pygame_gui has no type hints: calling its methods is fine here.
# mypy: disable-error-code="no-untyped-call"

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game import events as ev
from game.game import Game
from ui.app import App
from ui.draw import GOLD, GREEN, RED, TEXT, TEXT_DIM, panel
from ui.fonts import scaled, text
from ui.i18n import _
from ui.scene import Scene


class ScoreSheet(Scene):
    """One round's result per player (made ✓ green, missed ✗ red) and running totals."""

    overlay = True

    def __init__(self, app: App, game: Game, names: list[str], scored: ev.RoundScored,
                 on_close: Callable[[], None]) -> None:
        super().__init__(app)
        self.game, self.names, self.scored, self.on_close = game, names, scored, on_close
        self.button: pygame_gui.elements.UIButton | None = None
        self.age = 0.0  # drives the count-up of the points

    @classmethod
    def last_round(cls, app: App, game: Game, names: list[str]) -> ScoreSheet | None:
        """The sheet of the last complete round, to look at during play (Tab); ``None`` before one."""
        done = [r for r in game.rounds if r.complete and r.scores is not None]
        if not done:
            return None
        r = done[-1]
        bids = {b.seat: b.tricks for b in r.bids}
        scored = ev.RoundScored(r.number, tuple(bids[s] for s in range(game.players)),
                                tuple(r.tricks_won), tuple(r.scores or ()), tuple(r.totals))
        sheet = cls(app, game, names, scored, on_close=lambda: None)
        sheet.age = 1.0
        return sheet

    def box(self) -> pygame.Rect:
        """Where the sheet sits for the current window."""
        w, h = self.app.size
        row = round(h * 0.045)
        height = row * (len(self.names) + 1) + round(h * 0.22)
        rect = pygame.Rect(0, 0, min(w - 40, round(h * 0.95)), height)
        rect.center = (w // 2, h // 2 - round(h * 0.03))
        return rect

    def enter(self) -> None:
        """The Continue button under the sheet."""
        box, h = self.box(), self.app.size[1]
        rect = pygame.Rect(0, 0, max(180, round(h * 0.25)), max(40, round(h * 0.058)))
        rect.midbottom = (box.centerx, box.bottom - round(h * 0.025))
        label = _("score_sheet.see_the_result") if self.game.is_over else _("score_sheet.continue")
        self.button = pygame_gui.elements.UIButton(rect, label, manager=self.app.gui)

    def exit(self) -> None:
        """Kill the button."""
        if self.button is not None:
            self.button.kill()
            self.button = None

    def close(self) -> None:
        """Back to the table, which carries on."""
        self.app.scenes.pop()
        self.on_close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Continue by the button, Enter or Space."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE,
                                                         pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        """Count the points up."""
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table and draw the sheet."""
        w, h = self.app.size
        surface.blit(panel((w, h), 110, 0), (0, 0))
        box = self.box()
        surface.blit(panel(box.size, 215, 12, (12, 28, 20)), box)
        pad = round(h * 0.03)
        title = text(_("score_sheet.round", number=self.scored.number), scaled(h, 0.034), TEXT, True)
        surface.blit(title, (box.left + pad, box.top + pad))
        size = scaled(h, 0.024)
        row = round(h * 0.045)
        cols = [box.left + pad, box.left + box.width * 0.40, box.left + box.width * 0.53,
                box.left + box.width * 0.70, box.right - pad]
        y = box.top + pad + round(h * 0.065)
        heads = [_("score_sheet.player"), _("score_sheet.bid"), _("score_sheet.won"),
                 _("score_sheet.points"), _("score_sheet.total")]
        for i, head in enumerate(heads):
            img = text(head, scaled(h, 0.019), TEXT_DIM)
            self._put(surface, img, cols[i], y, right=i == 4)
        y += round(row * 0.8)
        share = min(1.0, self.age / 0.4) if self.app.settings.factor else 1.0
        leader = max(self.scored.totals)
        sc = self.scored
        for seat, name in enumerate(self.names):
            made = sc.bids[seat] == sc.tricks_won[seat]
            colour = GREEN if made else RED
            mark = "✓" if made else "✗"
            points = round(sc.scores[seat] * share)
            total = round(sc.totals[seat] - sc.scores[seat] * (1 - share))
            cells = [(name, TEXT, True), (str(sc.bids[seat]), TEXT, False),
                     (str(sc.tricks_won[seat]), TEXT, False),
                     (f"{mark} {points:+d}", colour, True),
                     (str(total), GOLD if sc.totals[seat] == leader else TEXT, True)]
            for i, (value, ink, bold) in enumerate(cells):
                self._put(surface, text(value, size, ink, bold), cols[i], y, right=i == 4)
            y += row

    @staticmethod
    def _put(surface: pygame.Surface, img: pygame.Surface, x: float, y: float, right: bool) -> None:
        rect = img.get_rect(topright=(round(x), round(y))) if right else img.get_rect(
            topleft=(round(x), round(y)))
        surface.blit(img, rect)
