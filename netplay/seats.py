"""Who sits where at a network table: the kind of each seat, who holds a remote seat, whether
they are here, and the secrets that let them in (the join code, each seat's token).

>>> code = join_code()
>>> len(code), code.isalnum(), code.isupper()
(6, True, True)
>>> token = new_token()
>>> token_digest(token) == token_digest(token) != token_digest(new_token())
True
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from enum import StrEnum

#: Letters and digits of a join code: none a player could misread for another (no 0/O, 1/I/L).
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


class SeatKind(StrEnum):
    """Who plays a seat: a person at another computer, a person at the host's screen, or a bot."""

    REMOTE = "remote"
    LOCAL = "local"
    BOT = "bot"


class Presence(StrEnum):
    """Where the player of a remote seat is."""

    FREE = "free"  # nobody has taken the seat yet
    HERE = "here"  # connected
    AWAY = "away"  # taken, and the connection is gone (a bot plays once the grace is over)


@dataclass
class Seat:
    """One seat of the table as the host keeps it.

    ``digest`` is the SHA-256 of the seat's token (the token itself is never kept);
    ``away_since`` the host's monotonic clock when the player left (``None`` while here).
    """

    kind: SeatKind
    name: str
    level: str | None = None  # a bot seat's level
    digest: str | None = None
    presence: Presence = Presence.FREE
    away_since: float | None = None

    @property
    def is_remote(self) -> bool:
        """A seat played from another computer."""
        return self.kind is SeatKind.REMOTE

    def claim(self, name: str) -> str:
        """Give the seat to a player named ``name``; the token that reclaims it."""
        token = new_token()
        self.digest, self.name = token_digest(token), name
        self.presence, self.away_since = Presence.HERE, None
        return token

    def holds(self, token: str) -> bool:
        """True when ``token`` is this seat's (compared in constant time)."""
        return self.digest is not None and hmac.compare_digest(self.digest, token_digest(token))

    def leave(self, now: float) -> None:
        """The player's connection is gone: away from ``now``."""
        if self.presence is Presence.HERE:
            self.presence, self.away_since = Presence.AWAY, now

    def back(self) -> None:
        """The player is connected again."""
        self.presence, self.away_since = Presence.HERE, None


def join_code() -> str:
    """A fresh join code: six letters and digits drawn by the operating system's generator."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A join code as typed (any case, spaces and dashes) in the form it is compared."""
    return "".join(c for c in text.upper() if c.isalnum())


def codes_match(given: str | None, code: str) -> bool:
    """True when the code a client gave is the table's (compared in constant time)."""
    if given is None:
        return False
    return hmac.compare_digest(normal_code(given).encode(), normal_code(code).encode())


def new_token() -> str:
    """A fresh seat token: 128 random bits, URL-safe text."""
    return secrets.token_urlsafe(16)


def token_digest(token: str) -> str:
    """The SHA-256 of a token, as hex: what the host keeps and writes to disk."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()
