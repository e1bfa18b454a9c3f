"""The monkey's starts in network play: a table hosted at this window (on loopback: the
monkey keeps the window's network play on this computer), waiting for a player on another
computer beside a bot; the monkey may give the seat to a bot, start, and play on."""

from __future__ import annotations

from game.presets import preset
from ui.app import App


def hosted(app: App, seed: int) -> None:
    """A network table of Oh Pshaw: you, a remote seat nobody takes, a Normal bot."""
    app.nav.host_table(preset("oh-pshaw").replace(max_hand=3), ["human", "remote", "normal"],
                       ["You", "Player 2", "Cleo"])
