"""Reporting a bot's decision, which the table and the review share: the small ⚑ among the
table's corner buttons (and the B key), the case of the decision, the dialog that asks for a word.

A player who thinks a bot blundered presses B or the ⚑: the last decision a bot
made (at the table) or the bot decision at the position shown (in the review) is
kept as a case (:mod:`saves.cases`: the record up to it, the seat, what the bot
did, the player's word) in the data folder, and the table says where.
``python -m devtools bench bots --cases DIR`` replays such cases.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui

from game.actions import Action, Bid, CardBid, ChooseTrump, Pass, Play
from game.game import Game
from game.record import PlayerInfo
from saves.cases import bot_decision, case_at
from saves.text import display_path
from ui.core.draw import TEXT_DIM
from ui.core.fonts import text
from ui.core.window import Window
from ui.words.i18n import _, card_label
from ui.words.names import level_label

#: The flag's glyph (DejaVu Sans has it).
FLAG = "⚑"


def flag_button(rect: pygame.Rect, manager: pygame_gui.UIManager, tip: str) -> pygame_gui.elements.UIButton:
    """The ⚑ button at ``rect``, grown about its centre where the text scale makes the glyph
    larger than the square (at a UI scale of 200 % it is)."""
    button = pygame_gui.elements.UIButton(rect, FLAG, manager=manager, tool_tip_text=tip,
                                          object_id="#table_icon")
    if button.font is None:
        return button
    width, height = button.font.get_rect(FLAG).size
    side = max(width, height) + 8
    if side > rect.width:
        button.set_dimensions((side, side))
        button.set_relative_position((rect.centerx - side // 2, rect.centery - side // 2))
    return button


def players_of(names: Sequence[str], seats: Sequence[str]) -> list[PlayerInfo]:
    """Who sat where, for the case's record: ``seats`` are ``human`` or a bot level."""
    return [PlayerInfo(name, "human", None) if spec == "human" else PlayerInfo(name, "bot", spec)
            for name, spec in zip(names, seats, strict=True)]


def action_words(action: Action) -> str:
    """What a bot did, as a player reads it: ``bid 2``, ``4♥``, the cards passed, the trump."""
    if isinstance(action, Bid):
        return _("case.bid", bid=action.tricks)
    if isinstance(action, Play | CardBid):
        return card_label(action.card.label)
    if isinstance(action, Pass):
        return " ".join(card_label(c.label) for c in action.cards)
    if isinstance(action, ChooseTrump):
        return action.suit.symbol
    return str(action)


def report_bot(app: Window, game: Game, names: Sequence[str], seats: Sequence[str],
               say: Callable[[str], None], upto: int | None = None) -> bool:
    """Open the report of the last bot decision of ``game`` before ``upto`` (default: its
    whole log); ``say`` tells the player where the case was written, or that no bot has
    decided yet. False when there was nothing to report."""
    bots = {seat for seat, spec in enumerate(seats) if spec != "human"}
    ply = bot_decision(game.log, bots, upto)
    if ply is None:
        say(_("case.nothing_yet"))
        return False
    players = players_of(names, seats)
    case = case_at(game, ply, players)
    seat = case.seat
    number = case.record["rounds"][-1]["number"] if case.record["rounds"] else 1
    about = _("case.about", level=level_label(seats[seat]), name=names[seat],
              action=action_words(case.played), number=number)
    app.nav.case_dialog(case, about, lambda path: say(_("case.written", path=display_path(path))))
    return True


def draw_flag_key(surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
    """The key (B) written small under the ⚑, as the corner buttons show theirs."""
    img = text(_("keys.b"), size, TEXT_DIM)
    surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
