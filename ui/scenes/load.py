"""Load game: the named saves, newest first, with date, preset, round, players and scores.

Load puts the game on the table as a game of its own, which names the save it was loaded
from (a finished game saved earlier keeps its record); an unfinished game in the autosave is
kept as a named save first, after a question (:mod:`ui.table.displaced`). Delete asks first;
Export record writes the game's record (RECORD.md) to a file the player names. A file that
cannot be loaded gives a message naming it and the reason, and the screen stays usable: a
damaged file is moved aside (never deleted or overwritten), and the autosaved game, when
there is one, is offered through Continue. Esc or Back returns to the menu.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
import pygame_gui

from saves.analysis_cache import cache_path
from saves.files import FileProblem
from saves.finished import Finished
from saves.format import GAME, SCORE_PAD, SaveError, SaveHeader
from saves.pad_session import PadSession, Saved, load_pad
from saves.session import Session, load_game
from saves.slots import Slot, list_slots, load_listed, remove_listed
from ui.continuing import continue_offer
from ui.core.draw import RED, TEXT, TEXT_DIM
from ui.core.fonts import fitted, scaled, text, wrap
from ui.core.keymap import Act, Key, Keymap, everywhere, on
from ui.core.window import Window
from ui.scene import pressed
from ui.scenes.templates.list_scene import ListScene
from ui.table.displaced import play_loaded
from ui.widgets.look import backdrop, button_height, card, colour, heading, set_enabled
from ui.widgets.row_list import Row, RowList
from ui.words.i18n import N_, _, format_date
from ui.words.names import level_label, preset_title
from ui.words.save_messages import problem_text, save_error_text


def saved_at(stamp: str) -> str:
    """``2026-11-29T12:31:07Z`` as the player's local time, ``29 Nov 2026 13:31``
    (``29.11.2026 13:31`` in German)."""
    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return stamp
    return format_date(moment.astimezone(), with_time=True)


def describe(header: SaveHeader) -> tuple[str, str, str]:
    """(preset, round, players and scores) of a save for its row."""
    game = preset_title(header.preset) + (_("load.practice_suffix") if header.practice else "")
    if header.kind == SCORE_PAD:  # played with real cards
        game = _("load.pad_game", game=game)
    if header.over:
        where = _("load.round_over")
    elif header.rounds:
        where = _("load.round_of", round=max(1, header.round), rounds=header.rounds)
    else:
        where = str(max(1, header.round))
    scores = " · ".join(f"{p.name} {total}" for p, total in zip(header.players, header.totals,
                                                                   strict=False))
    return game, where, scores


def slot_row(slot: Slot) -> Row:
    """The row of one save; a file that cannot be read says why, across the row."""
    if slot.header is None:
        reason = problem_text(slot.problem) if slot.problem else _("load.cannot_be_read")
        label = _("load.damaged", reason=reason) if slot.damaged else reason
        return Row((slot.name, saved_at(slot.updated), label), RED if slot.damaged else TEXT_DIM, span=True)
    return Row((slot.name, saved_at(slot.updated), *describe(slot.header)))


class LoadScene(ListScene):
    """The list of named saves with Load, Delete, Export record and Back."""

    def __init__(self, app: Window) -> None:
        super().__init__(app)
        self.slots: list[Slot] = []
        self.message = ""
        self.message_colour = TEXT
        self.details = pygame.Rect(0, 0, 0, 0)  # where the chosen save's players and scores are

    # -- lifecycle ---------------------------------------------------------------------

    def enter(self) -> None:
        """Read the list of saves and build the list and the buttons for the window size."""
        w, h = self.app.size
        pad = round(h * 0.04)
        bw, bh = max(150, round(h * 0.22)), button_height(self.app.gui, h)
        top = pad + round(h * 0.075)
        bottom = h - pad - bh - round(h * 0.095)
        gap = round(h * 0.03)
        width = round((w - 2 * pad - gap) * 0.64)
        self.list = RowList(pygame.Rect(pad, top, width, bottom - top),
                            [_("load.column_name"), _("load.column_saved"), _("load.column_game"),
                             _("load.column_round")],
                            None, scaled(h, 0.022), self.app.gui)
        self.details = pygame.Rect(pad + width + gap, top, w - 2 * pad - width - gap, bottom - top)
        entries = [("load", _("load.load")), ("review", _("load.review")),
                   ("delete", _("load.delete")), ("export", _("load.export_record"))]
        for i, (key, label) in enumerate(entries):
            rect = pygame.Rect(pad + i * (bw + 12), h - pad - bh, bw, bh)
            self.buttons[key] = pygame_gui.elements.UIButton(
                rect, label, manager=self.app.gui, object_id="#primary" if key == "load" else None,
                tool_tip_text=_("common.or_press_enter_tip") if key == "load" else None)
        back = pygame.Rect(w - pad - bw, h - pad - bh, bw, bh)
        self.buttons["back"] = pygame_gui.elements.UIButton(
            back, _("load.back"), manager=self.app.gui,
            tool_tip_text=_("load.back_tip"))
        self.refresh(self.keep)



    def resume(self) -> None:
        """The dialog closed: the buttons come back and the list is read again."""
        super().resume()
        self.refresh(self.list.selected if self.list is not None else None)

    def refresh(self, keep: int | None = None) -> None:
        """Read the saves again (never raises: a bad file is a row that says why)."""
        try:
            self.slots = list_slots()
        except Exception as error:  # the screen must open whatever the disk holds
            self.slots = []
            self.say(_("load.cannot_list", error=error), RED)
        if self.list is not None:
            self.list.set_rows([slot_row(s) for s in self.slots], keep)
        self._enable()

    def _enable(self) -> None:
        slot = self.chosen()
        chosen = slot is not None
        over = slot is not None and slot.header is not None and slot.header.over \
            and slot.header.kind == GAME
        for key, wanted in (("load", chosen), ("review", over), ("delete", chosen), ("export", chosen)):
            button = self.buttons.get(key)
            if button is None or button.is_enabled == wanted:
                continue
            set_enabled(button, wanted)

    # -- queries (tests use these) -----------------------------------------------------------

    def chosen(self) -> Slot | None:
        """The selected save."""
        if self.list is None or self.list.selected is None or not self.slots:
            return None
        return self.slots[self.list.selected]

    def row_point(self, index: int) -> tuple[int, int]:
        """A point inside row ``index`` (it must be in view)."""
        assert self.list is not None
        rect = self.list.row_rect(index)
        assert rect is not None
        return rect.center

    def say(self, message: str, colour: tuple[int, int, int] = TEXT) -> None:
        """Show ``message`` above the buttons."""
        self.message, self.message_colour = message, colour

    # -- actions -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The buttons; Enter loads, Delete deletes, Esc goes back; the list takes the rest."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = pressed(event, self.buttons)
            if key is not None:
                self.choose(key)
            return key is not None
        if self.keymap().handle(event):
            return True
        if self.list is not None and self.list.handle_event(event):
            self._enable()
            return True
        return False

    def keymap(self) -> Keymap:
        """The list's keys (it takes them itself), Enter loads, Delete deletes, Esc goes back."""
        def by(key: str) -> Act:
            return lambda event: self.choose(key)
        return Keymap(Key(N_("keys.up_down_home_end"), N_("keys.choose_saved_game")),
                      Key(N_("keys.enter"), N_("keys.load_it"),
                          on(pygame.K_RETURN, pygame.K_KP_ENTER, do=by("load"))),
                      Key(N_("keys.delete"), N_("keys.delete_it"), on(pygame.K_DELETE, do=by("delete"))),
                      *everywhere(back=by("back")))

    def choose(self, key: str) -> None:
        """Do what button ``key`` says."""
        if key == "back":
            self.app.nav.menu()
            return
        slot = self.chosen()
        if slot is None:
            self.say(_("load.choose_a_save_first"))
        elif key == "load":
            self.load(slot)
        elif key == "review":
            self.review(slot)
        elif key == "delete":
            self.ask_delete(slot)
        elif key == "export":
            self.export(slot)

    def _open(self, slot: Slot) -> Saved | None:
        """The game (or score pad) in ``slot``, or ``None`` after saying why it cannot be loaded."""
        pad = slot.header is not None and slot.header.kind == SCORE_PAD
        try:
            if pad:
                return load_listed(slot.path, load_pad)
            return load_listed(slot.path, load_game)
        except SaveError as error:
            lines = [save_error_text(error)]
            if error.damaged and continue_offer() is not None:
                lines.append(_("load.autosave_still_there"))
            self.say("  ".join(lines), RED)
        except Exception as error:  # never crash on a bad file
            self.say(_("load.cannot_be_loaded", file=slot.path, error=error), RED)
        self.refresh(self.list.selected if self.list is not None else None)
        return None

    def load(self, slot: Slot) -> None:
        """Put the saved game on the table, or say why not and stay."""
        session = self._open(slot)
        if session is None:
            return
        if isinstance(session, PadSession):  # a score pad opens as a pad
            if session.pad.is_over:
                self.say(_("load.finished_game_export", name=slot.name))
                return
        elif session.game.is_over:  # nothing left to play: look back at it
            self.review(slot, session)
            return
        elif session.seats.count("human") != 1:
            self.say(_("load.no_seat_for_you", name=slot.name), RED)
            return
        play_loaded(self.app.nav, slot.name, session, lambda line: self.say(line, RED))

    def review(self, slot: Slot, session: Session | None = None) -> None:
        """Look back at a finished game; a game in progress keeps its hands private, and a
        score pad has no hands to show."""
        saved = session or self._open(slot)
        if saved is None:
            return
        if isinstance(saved, PadSession):
            self.say(_("load.review_not_for_pad"))
            return
        session = saved
        if not session.game.is_over:
            self.say(_("load.review_not_in_progress"))
            return
        finished = Finished(session.record(), session.game, tuple(session.names))
        self.app.nav.review(finished, cache_path(slot.path), self.app.nav.saved_games)

    def ask_delete(self, slot: Slot) -> None:
        """Ask before deleting (a damaged file is moved aside, never deleted)."""
        if slot.damaged:
            detail = _("load.damaged_moved_aside_note")
        else:
            detail = _("load.delete_detail", date=saved_at(slot.updated))
        self.app.nav.confirm(_("load.delete_question", name=slot.name),
                             _("load.delete"), _("load.keep_it"),
                             lambda: self.delete(slot), detail)

    def delete(self, slot: Slot) -> None:
        """Delete ``slot`` (after the question)."""
        try:
            aside = remove_listed(slot.path)
        except FileProblem as error:
            self.say(problem_text(error), RED)
            return
        finally:
            self.refresh(self.list.selected if self.list is not None else None)
        if aside is None:
            self.say(_("load.deleted", name=slot.name))
        else:
            self.say(_("load.cannot_be_loaded_moved_aside",
                       file=slot.path.name, aside=aside.name))

    def export(self, slot: Slot) -> None:
        """Ask where to write the game's record."""
        session = self._open(slot)
        if session is None:
            return
        self.app.nav.export_dialog(session.record(), self._exported)

    def _exported(self, path: Path) -> None:
        self.say(_("load.record_written", path=path))

    # -- picture ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, the title, the list (or a word when it is empty) and the message."""
        w, h = self.app.size
        backdrop(surface, self.app.settings.high_contrast)
        pad = round(h * 0.04)
        title = text(_("load.title"), scaled(h, 0.045), TEXT, True)
        surface.blit(title, (pad, pad))
        if self.list is None:
            return
        self.list.draw(surface)
        self._details(surface)
        if not self.slots:
            empty = text(_("load.no_saves_yet"),
                         scaled(h, 0.024), TEXT_DIM)
            surface.blit(empty, empty.get_rect(center=self.list.rect.center))
        if self.message:
            size = scaled(h, 0.02)
            y = self.list.rect.bottom + round(h * 0.012)
            for line in wrap(self.message, size, w - 2 * pad)[:3]:
                surface.blit(text(line, size, self.message_colour), (pad, y))
                y += round(size * 1.25)

    def _details(self, surface: pygame.Surface) -> None:
        """The chosen save on a card: its name in full, the game, round and date, and the
        players with their scores, the leader marked."""
        box, h, gui = self.details, self.app.size[1], self.app.gui
        surface.blit(card(gui, box.size), box)
        slot = self.chosen()
        if slot is None:
            return
        pad = round(h * 0.03)
        inner = box.width - 2 * pad
        size, small = scaled(h, 0.03), scaled(h, 0.021)
        y = box.top + pad
        for line in wrap(slot.name, size, inner)[:3]:
            surface.blit(text(line, size, TEXT, True), (box.left + pad, y))
            y += round(size * 1.25)
        if slot.header is None:  # what is wrong with it, in full, and what Load and Delete do
            self._unreadable(surface, slot, y, small, inner)
            return
        header = slot.header
        game, where, _scores = describe(header)
        for line in (f"{game} · {where}", saved_at(slot.updated)):
            shown = fitted(line, small, inner, TEXT_DIM)
            surface.blit(shown, (box.left + pad, y))
            y += round(small * 1.45)
        y = heading(surface, _("load.players_and_scores"), (box.left + pad, y + round(small * 0.6)),
                    scaled(h, 0.018), inner, gui)
        accent = colour(gui, "filled_bar", ["#switch"])
        best = max(header.totals, default=None)
        leading = len(set(header.totals)) > 1  # nobody leads while all are level
        step = round(small * 1.6)
        for player, total in zip(header.players, header.totals, strict=False):
            if y + step > box.bottom - pad:
                break
            lead = leading and total == best
            tint = (accent.r, accent.g, accent.b) if lead else TEXT
            score = text(str(total), small, tint, True)
            room = inner - score.get_width() - small
            name = fitted(("★ " if lead else "") + player.name, small, room, tint, lead)
            surface.blit(name, (box.left + pad, y))
            if player.kind != "human" and player.level:
                kind = fitted(level_label(player.level), scaled(h, 0.017), room - name.get_width() - small,
                              TEXT_DIM)
                if kind.get_width() > 1:
                    surface.blit(kind, kind.get_rect(bottomleft=(box.left + pad + name.get_width() + small,
                                                                 y + name.get_height() - 2)))
            surface.blit(score, score.get_rect(topright=(box.right - pad, y)))
            y += step

    def _unreadable(self, surface: pygame.Surface, slot: Slot, y: int, size: int, inner: int) -> None:
        """A save that cannot be read: the reason, wrapped, and that it is never deleted."""
        left = self.details.left + round(self.app.size[1] * 0.03)
        reason = slot_row(slot).cells[2]
        lines = [(line, RED if slot.damaged else TEXT_DIM) for line in wrap(reason, size, inner)[:6]]
        if slot.damaged:
            note = _("load.damaged_moved_aside_note")
            lines += [(line, TEXT_DIM) for line in wrap(note, size, inner)]
        for line, ink in lines:
            surface.blit(text(line, size, ink), (left, y + round(size * 0.4)))
            y += round(size * 1.35)
