"""Finding tables on the local network, tested without a packet sent: the announcement is built,
written as the mDNS response a host multicasts, parsed back from those bytes as a browser
parses what it hears, and read; hostile announcements are refused."""

from __future__ import annotations

import asyncio

import pytest
from zeroconf import ServiceInfo
from zeroconf._dns import DNSAddress, DNSService, DNSText
from zeroconf._protocol.incoming import DNSIncoming
from zeroconf._protocol.outgoing import DNSOutgoing
from zeroconf.const import _FLAGS_AA, _FLAGS_QR_RESPONSE

from netplay.discovery import SERVICE, Announcer, Found, found_from_info, service_info, table_name
from tests import net_guard

net_guard.install()


def _heard(info: ServiceInfo) -> ServiceInfo:
    """``info`` as a browser knows it after hearing the host's response: written to the bytes of
    a DNS packet, parsed back, and its records put together again."""
    out = DNSOutgoing(_FLAGS_QR_RESPONSE | _FLAGS_AA)
    for record in (info.dns_pointer(), info.dns_service(), info.dns_text(), *info.dns_addresses()):
        out.add_answer_at_time(record, 0)
    packets = out.packets()
    assert len(packets) == 1 and len(packets[0]) < 512  # one small datagram
    records = DNSIncoming(packets[0]).answers()
    service = next(r for r in records if isinstance(r, DNSService))
    text = next(r for r in records if isinstance(r, DNSText))
    addresses = [r.address for r in records if isinstance(r, DNSAddress)]
    return ServiceInfo(SERVICE, service.name, port=service.port, server=service.server,
                       properties=text.text, addresses=addresses)


def test_an_announced_table_is_found_from_the_bytes_of_its_announcement() -> None:
    info = service_info("Ada's table", ["192.0.2.7", "2001:db8::7"], 40123, "wizard", free=1, players=5,
                        host="ada-laptop")
    found = found_from_info(_heard(info))
    assert found == Found("Ada's table", ("192.0.2.7", "2001:db8::7"), 40123, 1, "0.1.0", "wizard", 5, 1)
    assert found.playable


def test_the_announcement_never_carries_the_join_code() -> None:
    info = service_info("table", ["192.0.2.7"], 40123, "oh-hell", free=2, players=4)
    assert set(info.decoded_properties) == {"v", "app", "preset", "players", "free"}


@pytest.mark.parametrize("properties, port", [
    ({"v": "1", "app": "0.1.0", "preset": "x", "players": "12", "free": "1"}, 4000),  # 12 players
    ({"v": "1", "app": "0.1.0", "preset": "x", "players": "4", "free": "5"}, 4000),  # more free than seats
    ({"v": "one", "app": "0.1.0", "preset": "x", "players": "4", "free": "1"}, 4000),
    ({"v": "1", "app": "x" * 200, "preset": "x", "players": "4", "free": "1"}, 4000),
    ({"v": "1", "app": "0.1.0", "preset": "x", "players": "4"}, 4000),  # no free seats said
    ({"v": "1", "app": "0.1.0", "preset": "x", "players": "4", "free": "1"}, 0),
])
def test_a_hostile_announcement_is_not_listed(properties: dict[str, str], port: int) -> None:
    info = ServiceInfo(SERVICE, f"evil.{SERVICE}", port=port, server="evil.local.", properties=properties,
                       parsed_addresses=["192.0.2.9"])
    assert found_from_info(_heard(info)) is None


def test_an_announcement_of_only_multicast_addresses_is_not_listed() -> None:
    info = service_info("table", ["224.0.0.251"], 40123, "oh-hell", free=2, players=4)
    assert found_from_info(info) is None


def test_table_names_fit_a_dns_label() -> None:
    assert table_name("Ada's table!!/..") == "Ada's table"
    assert len(table_name("Ü" * 100).encode()) <= 40 and table_name("...") == "Oh Pshaw"


def test_nothing_here_sent_a_packet() -> None:
    assert net_guard.refused == []


def test_the_guard_of_these_tests_refuses_every_address_but_loopback() -> None:
    """The hook itself, called as the interpreter calls it (no socket is involved)."""
    before = list(net_guard.refused)
    for address in (("10.0.0.1", 80), ("224.0.0.251", 5353), ("ff02::fb", 5353, 0, 0), ("192.168.1.2", 1)):
        with pytest.raises(net_guard.OffTheMachine):
            net_guard._hook("socket.connect", (None, address))
    net_guard._hook("socket.connect", (None, ("127.0.0.1", 80)))
    net_guard._hook("socket.sendto", (None, ("::1", 80, 0, 0)))
    del net_guard.refused[len(before):]


class _Zeroconf:
    """What :class:`Announcer` asks of zeroconf once registered, kept instead of sent."""

    def __init__(self) -> None:
        self.updated: list[ServiceInfo] = []

    async def async_update_service(self, info: ServiceInfo) -> None:
        self.updated.append(info)


def test_a_seat_taken_is_announced_again_with_one_seat_less() -> None:
    announcer = Announcer(service_info("Ada's table", ["192.0.2.7"], 40123, "oh-hell", free=2, players=4))
    sent = _Zeroconf()
    announcer.zeroconf = sent  # type: ignore[assignment]
    asyncio.run(announcer.seats_free(2))
    assert sent.updated == []  # the same count is not said again
    asyncio.run(announcer.seats_free(1))
    asyncio.run(announcer.seats_free(1))
    assert len(sent.updated) == 1 and announcer.free == 1
    found = found_from_info(_heard(sent.updated[0]))
    assert found is not None and (found.name, found.free, found.port, found.addresses) == \
        ("Ada's table", 1, 40123, ("192.0.2.7",))
