"""Network play in the window: hosting a table, joining one, and the table of a seat whose
game runs elsewhere.

The game of a network table runs in :mod:`netplay`'s thread (the host) or on another
computer (a client); the window never touches it. It gets the confirmed views of its seats
through a link (:mod:`ui.net.link`) and draws them with the table's own drawing
(:mod:`ui.net.picture`).

- :mod:`ui.net.link` — a host's or a client's bridge as the screens see it.
- :mod:`ui.net.picture` — a seat's view as the table's picture (hands, trick, bids, piles).
- :mod:`ui.net.scores` — a seat's view as the score sheet reads a game.
- :mod:`ui.net.hosting` — a new network table from the setup, and Continue of a saved one.
- :mod:`ui.net.waiting` — the host's waiting table: the address, the code, who has come.
- :mod:`ui.net.join` — Join game: tables found on the network, or an address and a code.
- :mod:`ui.net.table` — the table of a seat whose game runs elsewhere.
- :mod:`ui.net.decisions` — what the seat decides there: the cards it may click, what the
  decision panel asks.
- :mod:`ui.net.status` — the connection over the cards: the seats' badges, the banner.
- :mod:`ui.net.commands` — the pause menu's questions, leaving and the end of the game.
- :mod:`ui.net.words` — what these screens say about seats and connections.
"""
