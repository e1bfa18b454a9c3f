"""What the network screens say about seats and connections, in the player's language.

>>> from netplay.seats import Presence, SeatKind
>>> from netplay.to_client import SeatInfo
>>> seat_line(SeatInfo(1, SeatKind.REMOTE, "Player 2", Presence.FREE, False))
'Waiting for a player…'
>>> seat_line(SeatInfo(1, SeatKind.REMOTE, "Ada", Presence.AWAY, True))
'Ada · away: a bot plays until Ada is back'
"""

from __future__ import annotations

from netplay.seats import Presence, SeatKind
from netplay.to_client import SeatInfo
from ui.words.i18n import _


def seat_line(info: SeatInfo, mine: bool = False) -> str:
    """One seat as the waiting table and the remote table list it."""
    if info.kind is SeatKind.BOT:
        return _("net.seat_bot", name=info.name)
    if info.kind is SeatKind.LOCAL:
        return _("net.seat_here_at_host", name=info.name)
    if info.presence is Presence.FREE:
        return _("net.seat_waiting_bot") if info.stand_in else _("net.seat_waiting")
    if info.presence is Presence.AWAY:
        return _("net.seat_away_bot", name=info.name) if info.stand_in else _("net.seat_away", name=info.name)
    return _("net.seat_you", name=info.name) if mine else _("net.seat_joined", name=info.name)


def closed_text(reason: str, refused: bool) -> str:
    """Why the connection ended, with a lead in the player's language (the reason itself
    comes from the other computer in English)."""
    return _("net.refused", reason=reason) if refused else _("net.connection_ended", reason=reason)
