"""The bid panel never covers a seat: at every supported window size and shape (1024x640 to
3840x2160; 16:10, 16:9, 4:3), 2 to 9 players, every hand a game can deal (Wizard's 20 at
three, 26 for two with a full deck), 100, 150 and 200 % text, in English and German, with
the running bid line at its longest, neither the panel nor any of its buttons meets a
seat's name plate (with its turn ring), dealer chip, pile of won tricks or fan. It takes
two rows or more where one would reach a seat, its buttons stay as large as ever, and the
real panel at the table puts its buttons where its arrangement says."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pygame_gui
import pytest

from bot_runtime.worker import InlineWorker
from game.game import Phase
from game.presets import PRESETS, preset
from ui.app import App
from ui.core.language import set_language
from ui.core.settings import CARD_SIZES, Settings
from ui.table.bid_banner import panel_notes
from ui.table.bid_line import BidLine
from ui.table.layout import TableLayout
from ui.table.scene import TableScene
from ui.table.seating import ring_width
from ui.widgets.choice_panel import arrange, measure
from ui.words.i18n import _

SIZES = [(1024, 640), (1280, 800), (1440, 900), (1280, 720), (1920, 1080),
         (2560, 1440), (3840, 2160), (1024, 768)]


def largest_hands() -> dict[int, int]:
    """The largest hand a bid is asked for, by players: the presets that bid with numbers,
    and a full deck's for the player counts no such preset seats."""
    full = preset("oh-pshaw").replace(min_players=2, max_players=9)
    most = {players: full.largest_hand(players) for players in range(2, 10)}
    for rules in PRESETS.values():
        if not rules.card_bidding:
            for players in range(rules.min_players, rules.max_players + 1):
                most[players] = max(most[players], rules.largest_hand(players))
    return most


def seat_boxes(lay: TableLayout) -> Iterator[tuple[str, int, pygame.Rect]]:
    """Every seat's plate with its turn ring, dealer chip, pile and (the others') fan."""
    ring = ring_width(lay.plate_size[1], True)
    for spot in lay.seats:
        seat = spot.seat
        yield "plate", seat, pygame.Rect(lay.plate_rect(seat)).inflate(2 * ring, 2 * ring)
        yield "chip", seat, pygame.Rect(lay.chip_rect(seat))
        yield "pile", seat, _rect(lay.pile_box(seat))
        if seat != lay.me:
            yield "fan", seat, _rect(lay.fan_box(seat))


def _rect(box: tuple[float, float, float, float]) -> pygame.Rect:
    x, y, w, h = box
    left, top = int(x), int(y)
    return pygame.Rect(left, top, -int(-(x + w)) - left, -int(-(y + h)) - top)


def _margins(app: App) -> tuple[int, int, int, int]:
    probe = pygame_gui.elements.UIPanel(pygame.Rect(0, 0, 200, 200), manager=app.gui)
    m = probe.container_margins
    probe.kill()
    return m["left"], m["right"], m["top"], m["bottom"]


def _notes(app: App) -> list[pygame.Surface]:
    said = BidLine(_("table.bid_of", total=12, tricks=13),
                   _("table.dealer_may_not_bid", name="Dmitri", bid=2), "hook")
    return panel_notes(said, app.gui_scale, False)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_bid_panel_and_its_buttons_cover_no_seat(size: tuple[int, int]) -> None:
    most = largest_hands()
    w, h = size
    for scale in (1.0, 1.5, 2.0):
        app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant", ui_scale=scale))
        margins = _margins(app)
        try:
            for code in ("en", "de"):
                set_language(code)
                notes = [n.get_size() for n in _notes(app)]
                for card in ("medium", "xlarge"):
                    for players in range(2, 10):
                        lay = TableLayout.compute(size, players, 0, CARD_SIZES[card], scale)
                        boxes = list(seat_boxes(lay))
                        for hand in range(1, most[players] + 1):
                            labels = [str(n) for n in range(hand + 1)]
                            m = measure(app.gui, size, _("table.your_bid"), labels, notes, margins)
                            shape = arrange(m, size, len(labels), lay.panel_bottom, lay.seat_boxes())
                            where = (code, scale, card, players, hand, shape.rect)
                            assert pygame.Rect(0, 0, w, h).contains(shape.rect), where
                            buttons = shape.screen_buttons(margins)
                            for part in (shape.rect, *buttons):
                                hit = [(kind, seat) for kind, seat, box in boxes if part.colliderect(box)]
                                assert not hit, (where, part, hit)
                            for button in buttons:  # as large to hit as ever
                                assert shape.rect.contains(button), where
                                assert button.size == m.button, where
                                assert button.height >= max(36, round(h * 0.05)), where
                                assert button.width >= button.height, where
        finally:
            set_language("en")
            while app.scenes.stack:
                app.scenes.pop()


def test_thirteen_bids_at_the_default_window_take_two_rows_clear_of_the_side_seats() -> None:
    """A 13-card round at 1280x800, four players: the table's own panel lays its buttons
    where its arrangement says, in two rows, off every seat (Basil's and Dmitri's plates
    beside it), the bid line still under its title."""
    size = (1280, 800)
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant"))
    try:
        rules = preset("oh-pshaw").replace(schedule="fixed", max_hand=13, fixed_rounds=1)
        table = TableScene(app, rules, ["human", "normal", "normal", "normal"], 4)
        app.scenes.replace(table)
        for _ in range(2000):
            if table.human_turn and table.game.phase is Phase.BID and table.input.panel:
                break
            app.step(1 / 60)
        panel = table.input.panel
        assert panel is not None and len(panel.buttons) == 14
        shown = [b.rect for b in panel.buttons]
        assert shown == panel.arrangement.screen_buttons(_margins(app))
        assert len({r.top for r in shown}) == 2
        assert panel.note is not None
        for kind, seat, box in seat_boxes(table.layout):
            for part in (panel.panel.rect, *shown):
                assert not part.colliderect(box), (kind, seat, part)
    finally:
        while app.scenes.stack:
            app.scenes.pop()
