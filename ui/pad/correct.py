"""Correct a round of the score pad: an overlay with the round's bids, tricks and reneges,
filled in as they were entered, to change and enter again (``Correct(n, entry)``).

The last scored round comes first; the drop-down picks another. Each cell takes a number
(an Oh-Seven bid also a card: ``5H``); Tab and Enter go from cell to cell, Enter on
the last one goes to "Correct round N", Esc cancels. The pad checks the whole round
as it checks entries one by one and scores everything after it again; a refusal is
shown here and changes nothing. An Oh-Seven round's replaced bids (its rebids) stay
as they were entered.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.pad.actions import Correct, PadAction, PadBid, RoundEntry
from game.pad.score_pad import ScorePad
from ui.core.draw import GOLD, TEXT, TEXT_DIM, panel
from ui.core.fonts import fitted, scaled, text, wrap
from ui.core.keymap import Key, Keymap, on
from ui.core.window import Window
from ui.pad.view import WARNING
from ui.scene import Scene
from ui.widgets.controls import Menu
from ui.widgets.text_field import TextField
from ui.words.i18n import N_, _, ngettext

#: Enters a correction on the pad: ``None`` when done, else the pad's reason for refusing it.
Apply = Callable[[PadAction], str | None]


class CorrectRound(Scene):
    """The correction of one scored round of ``pad``."""

    overlay = True

    def __init__(self, app: Window, pad: ScorePad, names: list[str], apply: Apply) -> None:
        super().__init__(app)
        self.pad, self.names, self.apply = pad, names, apply
        self.number = pad.complete_rounds[-1].number
        self.cells: list[tuple[pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryLine]] = []
        self.reneges: set[int] = set()
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.rounds: Menu | None = None
        self.typed: dict[tuple[int, int], str] = {}  # what the cells hold, kept across a resize
        self.message = ""
        self.focused = False  # the first cell takes the typing once the overlay is shown
        self.fill()

    def fill(self) -> None:
        """The cells of round :attr:`number` as it stands."""
        entry = self.pad.rounds[self.number - 1].entry()
        self.typed = {}
        for seat in range(self.pad.players):
            self.typed[(seat, 0)] = str(entry.bids[seat])
            self.typed[(seat, 1)] = str(entry.tricks[seat])
        self.reneges = set(entry.reneges)

    # -- geometry ---------------------------------------------------------------------------

    def box(self) -> pygame.Rect:
        """The dialog's box for the window and the number of players: title, the round's
        drop-down, the rows, the note and two lines of message, the buttons."""
        w, h = self.app.size
        pad, small = round(h * 0.035), scaled(h, 0.017)
        height = self._first_row() + self.pad.players * self._row() + round(small * 4.4) \
            + self._button_h() + pad
        rect = pygame.Rect(0, 0, min(w - 40, round(h * 1.05)), min(h - 20, height))
        rect.center = (w // 2, h // 2)
        return rect

    def _first_row(self) -> int:
        """The top of the first player's row, from the box's top."""
        h = self.app.size[1]
        return round(h * 0.035) + round(h * 0.05) + self._row() + round(h * 0.05)

    def _button_h(self) -> int:
        return max(36, round(self.app.size[1] * 0.055))

    def _row(self) -> int:
        h = self.app.size[1]
        return max(26, min(round(h * 0.055), (round(h * 0.66)) // max(1, self.pad.players)))

    def _columns(self) -> tuple[int, int, int, int]:
        """x of the name, the bid cell, the tricks cell and the renege switch."""
        box, pad = self.box(), round(self.app.size[1] * 0.035)
        return (box.left + pad, box.left + round(box.width * 0.42), box.left + round(box.width * 0.58),
                box.left + round(box.width * 0.74))

    # -- lifecycle ---------------------------------------------------------------------------

    def enter(self) -> None:
        """The round's drop-down, a row of cells per player, Cancel and Correct."""
        gui, h = self.app.gui, self.app.size[1]
        box, pad, row = self.box(), round(h * 0.035), self._row()
        choices = [(r.number, _("pad.correct.round_choice", number=r.number,
                                cards=ngettext("pad.correct.cards", r.hand_size)))
                   for r in self.pad.complete_rounds]
        menu_rect = pygame.Rect(box.left + pad, box.top + pad + round(h * 0.05), round(box.width * 0.45),
                                row - 4)
        self.rounds = Menu(gui, menu_rect, choices, self.number)
        _name_x, bid_x, took_x, renege_x = self._columns()
        top = box.top + self._first_row()
        self.cells = []
        for seat in range(self.pad.players):
            y = top + seat * row
            pair = []
            for column, x in ((0, bid_x), (1, took_x)):
                cell = TextField(
                    pygame.Rect(x, y + 2, round(box.width * 0.13), row - 4), manager=gui)
                cell.set_text_length_limit(3)
                cell.set_text(self.typed[(seat, column)])
                pair.append(cell)
            self.cells.append((pair[0], pair[1]))
            marked = seat in self.reneges
            switch = pygame_gui.elements.UIButton(
                pygame.Rect(renege_x, y + 2, box.right - pad - renege_x, row - 4),
                _("pad.correct.reneged") if marked else _("pad.correct.renege"),
                manager=gui)
            if marked:
                switch.select()
            self.buttons[f"renege:{seat}"] = switch
        entries = (("ok", _("pad.correct.confirm", number=self.number)),
                   ("cancel", _("pad.correct.cancel")))
        face = gui.get_theme().get_font(["button"])  # the theme's, grown by the UI scale
        bh = self._button_h()
        bw = max(170, round(h * 0.26), *(face.get_rect(label).width + bh for _key, label in entries))
        for i, (key, label) in enumerate(entries):
            rect = pygame.Rect(0, 0, bw, bh)
            rect.bottomright = (box.right - pad - (1 - i) * (bw + 12), box.bottom - pad)
            self.buttons[key] = pygame_gui.elements.UIButton(rect, label, manager=gui)

    def exit(self) -> None:
        """Kill the widgets (what the cells hold is kept for a resize)."""
        self._keep()
        for bid, took in self.cells:
            bid.kill()
            took.kill()
        for button in self.buttons.values():
            button.kill()
        if self.rounds is not None:
            self.rounds.kill()
        self.cells, self.buttons, self.rounds = [], {}, None

    def _keep(self) -> None:
        for seat, (bid, took) in enumerate(self.cells):
            self.typed[(seat, 0)], self.typed[(seat, 1)] = bid.get_text(), took.get_text()

    def rebuild(self) -> None:
        """The widgets again (another round, a renege switched)."""
        self.exit()
        self.enter()

    # -- actions ---------------------------------------------------------------------------

    def entry(self) -> RoundEntry | str:
        """The round as the cells hold it, or why it cannot be read."""
        self._keep()
        bids, tricks = [], []
        for seat in range(self.pad.players):
            name = self.names[seat]
            try:
                bids.append(PadBid.parse(self.typed[(seat, 0)]))
            except ValueError:
                return _("pad.correct.bid_cell_tip", name=name)
            count = self.typed[(seat, 1)].strip()
            if not count.isdigit():
                return _("pad.correct.tricks_cell_tip", name=name)
            tricks.append(int(count))
        old = self.pad.rounds[self.number - 1].entry()
        return RoundEntry(tuple(bids), tuple(tricks), frozenset(self.reneges), old.rebids)

    def ok(self) -> None:
        """Enter the correction; close when the pad takes it, else say why and stay."""
        entry = self.entry()
        if isinstance(entry, str):
            self.message = entry
            return
        refused = self.apply(Correct(self.number, entry))
        if refused is not None:
            self.message = refused
            return
        self.app.scenes.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The cells, the switches and the buttons; Enter in a cell goes to the next; Esc."""
        if self.rounds is not None and self.rounds.take(event):
            self.number, self.message = int(self.rounds.value), ""
            self.fill()
            self.rebuild()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if b is event.ui_element), None)
            if key == "ok":
                self.ok()
            elif key == "cancel":
                self.close()
            elif key is not None:
                self.reneges ^= {int(key.partition(":")[2])}
                self.rebuild()
                self.app.focus.set(self.buttons[key], self.app.gui)
            return key is not None
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            order = [cell for pair in self.cells for cell in pair]
            if event.ui_element in order:
                at = order.index(event.ui_element)
                self.app.focus.set(order[at + 1] if at + 1 < len(order) else self.buttons["ok"], self.app.gui)
                return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.message = ""
            return True
        if self.keymap().handle(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        """Once shown: the first bid cell takes the typing."""
        if not self.focused and self.cells:
            self.focused = True
            self.app.focus.set(self.cells[0][0], self.app.gui)

    def close(self) -> None:
        """Leave without correcting anything (Cancel, Esc)."""
        self.app.scenes.pop()

    def keymap(self) -> Keymap:
        """The keys of the correction: the cells' own (the focus ring's Tab, a cell's Enter
        in :meth:`handle_event`) and Esc."""
        return Keymap(
            Key(N_("pad.correct.key_tab_enter"), N_("pad.correct.next_cell")),
            Key(N_("pad.correct.key_shift_tab"), N_("pad.correct.previous_cell")),
            Key(N_("pad.correct.key_enter_on_last_cell"), N_("pad.correct.go_to_confirm")),
            Key(N_("pad.correct.key_esc"), N_("pad.correct.cancel"),
                on(pygame.K_ESCAPE, do=lambda e: self.close())))

    # -- picture ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the pad; the box, its title, the column heads, the names and the message."""
        w, h = self.app.size
        surface.blit(panel((w, h), 120, 0), (0, 0))
        box = self.box()
        surface.blit(panel(box.size, 255, 12, (12, 28, 20)), box)
        pad, row = round(h * 0.035), self._row()
        title = text(_("pad.correct.title"), scaled(h, 0.032), TEXT, True)
        surface.blit(title, (box.left + pad, box.top + pad * 2 // 3))
        name_x, bid_x, took_x, _renege_x = self._columns()
        small, size = scaled(h, 0.017), scaled(h, 0.022)
        top = box.top + self._first_row()
        rnd = self.pad.rounds[self.number - 1]
        heads = ((_("pad.correct.column_bid"), bid_x), (_("pad.correct.column_took"), took_x))
        for words, x in heads:
            surface.blit(text(words, small, TEXT_DIM), (x + 4, top - round(small * 1.6)))
        for seat in range(self.pad.players):
            mid = top + seat * row + row // 2
            deals = "  · " + _("pad.correct.deals") if seat == rnd.dealer else ""
            label = self.names[seat] + deals
            img = fitted(label, size, bid_x - name_x - 10, TEXT)
            surface.blit(img, img.get_rect(midleft=(name_x, mid)))
        y = top + self.pad.players * row + round(h * 0.012)
        note = _("pad.correct.rescored_note")
        if rnd.rebids:
            note += " " + _("pad.correct.rebids_note")
        surface.blit(fitted(note, small, box.width - 2 * pad, TEXT_DIM), (box.left + pad, y))
        if self.message:
            y += round(small * 1.6)
            for line in wrap(self.message, small, box.width - 2 * pad)[:2]:
                surface.blit(text(line, small, WARNING, True), (box.left + pad, y))
                y += round(small * 1.3)
        if self.pad.rules.card_bidding:
            hint = text(_("pad.correct.bid_card_note"), small, GOLD)
            surface.blit(hint, hint.get_rect(topright=(box.right - pad, box.top + pad // 2 + 6)))
