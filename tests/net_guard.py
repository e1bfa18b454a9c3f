"""Tests of network play send nothing beyond this computer: an audit hook refuses every
connect, bind or send to an address that is not loopback (127.0.0.0/8, ::1), multicast and
private ranges included, and remembers it, so a test fails even if the code swallowed the
refusal. Installed once per process by the network tests (processes they start bind and
connect to 127.0.0.1 only, as the commands are told)."""

from __future__ import annotations

import ipaddress
import sys

_installed = False
#: Addresses refused so far, for the tests to assert on.
refused: list[str] = []


class OffTheMachine(PermissionError):
    """A test tried to reach an address other than loopback."""


def _loopback(address: object) -> bool:
    if isinstance(address, str | bytes):  # a Unix socket's path: never leaves the machine
        return True
    if not isinstance(address, tuple) or not address:
        return False
    host = address[0]
    if host in ("localhost", ""):
        return host == "localhost"
    try:
        return ipaddress.ip_address(str(host).split("%")[0]).is_loopback
    except ValueError:
        return False


def _hook(event: str, args: tuple[object, ...]) -> None:
    if event not in ("socket.connect", "socket.bind", "socket.sendto") or len(args) < 2:
        return
    address = args[1]
    if not _loopback(address):
        refused.append(f"{event} {address!r}")
        raise OffTheMachine(f"{event} to {address!r}: tests reach loopback only")


def install() -> None:
    """Refuse non-loopback traffic in this process from now on."""
    global _installed
    if not _installed:
        sys.addaudithook(_hook)
        _installed = True
