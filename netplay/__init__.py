"""Play across computers: one host runs the game, the others join its table over WebSocket.

The host is the only authority: it runs the one :class:`~game.game.Game`, and each remote
seat receives what its :class:`~game.view.SeatView` holds and sends actions for itself
alone. Nothing here draws: the window drives a host or a client through
:mod:`netplay.bridge` (a thread and two queues of plain messages), the command line through
``ohpshaw serve`` and ``ohpshaw join``. docs/NETWORK.md gives the protocol and the threat
model.

- :mod:`netplay.wire` — the protocol's version, message kinds, limits and close codes.
- :mod:`netplay.view_codec` — a seat's view as JSON and back.
- :mod:`netplay.to_host` / :mod:`netplay.to_client` — each direction's messages: built,
  and read back as hostile input (sizes, depth, shapes).
- :mod:`netplay.seats` — who sits where: seat kinds, presence, tokens and the join code.
- :mod:`netplay.flood` — how many messages a connection may send.
- :mod:`netplay.table` — the host's game and seats, without any network (the authority).
- :mod:`netplay.keeping` — the host's autosave, its seats file, resuming, the record.
- :mod:`netplay.host` / :mod:`netplay.client` — the asyncio host and client.
- :mod:`netplay.ws_client` — the client's WebSocket over asyncio streams.
- :mod:`netplay.heartbeat` — pings, grace and the reconnecting back-off.
- :mod:`netplay.discovery` — announcing and finding tables on the local network (mDNS).
- :mod:`netplay.notices` — the plain messages a host or client reports to its driver.
- :mod:`netplay.bridge` — a host or client in a thread, driven through queues.

``netplay`` depends on ``game``, ``saves`` and ``bot_runtime``; never on ``ui``.
"""
