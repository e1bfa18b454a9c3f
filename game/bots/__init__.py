"""Bots: anything with ``choose(view) -> action`` can sit at the table.

The protocol (docs/BOTS.md, "A bot of your own"): a bot class is built as
``BotClass(seed=int)`` and is asked ``choose(view)`` with the
:class:`~game.view.SeatView` of its seat whenever that seat must act; it
returns one of ``view.legal``. It sees nothing but the view, and draws
randomness only from its own generator.

Inside: ``levels/`` (one module a level), ``reading/`` (what a seat can work
out from its view, and the deals that fit it), ``search/`` (the bitmask core,
rollouts, exact endgame, trick estimate) and ``odds/`` (the measured card
odds). The tools that measure the bots live in ``devtools/bots/``.
"""

from __future__ import annotations

import importlib
from typing import Protocol

from game.actions import Action
from game.bots.levels.easy import EasyBot
from game.bots.levels.hard import ClairvoyantBot, ExpertBot, HardBot
from game.bots.levels.normal import NormalBot
from game.bots.levels.priced import Estimate
from game.bots.levels.random_bot import RandomBot
from game.bots.levels.styles import DuckerBot, GrabberBot, WildBot
from game.errors import shown
from game.view import SeatView

__all__ = ["LEVELS", "PLAYABLE", "STYLES", "Bot", "ClairvoyantBot", "DuckerBot", "EasyBot", "Estimate",
           "ExpertBot", "GrabberBot", "HardBot", "NormalBot", "RandomBot", "WildBot", "analyse", "make_bot",
           "outside_spec"]


class Bot(Protocol):
    """A player program: given its seat's view, it chooses one legal action."""

    def choose(self, view: SeatView) -> Action:
        """One of ``view.legal``."""
        ...


#: Built-in levels by name.
LEVELS: dict[str, type] = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot,
                           "hard": HardBot, "expert": ExpertBot, "clairvoyant": ClairvoyantBot,
                           "grabber": GrabberBot, "ducker": DuckerBot, "wild": WildBot}

#: The levels a player can choose in the game (clairvoyant sees all hands: benchmarks only).
PLAYABLE = ("easy", "normal", "hard", "expert")

#: The players of other styles the gauntlet of ``bench bots`` seats Hard among
#: (each one of the styles Hard's seat models recognise).
STYLES = ("normal", "easy", "grabber", "ducker", "wild")


#: The hint's time to think (ms): the Expert bot's second a decision. A hint is asked for,
#: so it may take what a patient player gives the Expert; it thinks in the worker.
HINT_MS = 1000.0


def analyse(view: SeatView, seed: int = 0, time_ms: float = HINT_MS) -> dict[Action, Estimate]:
    """The Expert bot's estimate of every legal action, for the table's hint button:
    expected points of each bid, or each card's expected points and chance of
    making the bid. Uses only ``view`` (its seat models read the earlier rounds)."""
    return ExpertBot(seed, time_ms=time_ms).analyse(view)


def make_bot(spec: str, seed: int) -> Bot:
    """A bot from a seat spec: a level name (``random``) or ``py:module.path:ClassName``.

    Raises ``ValueError`` with a readable reason when the spec names nothing usable.
    """
    if spec in LEVELS:
        bot: Bot = LEVELS[spec](seed=seed)
        return bot
    if spec.startswith("py:"):
        module_name, class_name = outside_spec(spec)
        try:
            module = importlib.import_module(module_name)
        except ImportError as error:
            raise ValueError(f"bad bot {spec!r}: cannot import {module_name}: {error}") from None
        cls = getattr(module, class_name, None)
        if cls is None or not callable(getattr(cls, "choose", None)):
            raise ValueError(f"bad bot {spec!r}: {module_name} has no class {class_name} "
                             "with a choose(view) method")
        outside: Bot = cls(seed=seed)
        return outside
    raise ValueError(f"unknown seat {shown(spec)!r}: use human, {', '.join(LEVELS)} or py:module:Class")


def outside_spec(spec: str) -> tuple[str, str]:
    """The module and class an outside bot's spec ``py:module.path:ClassName`` names, checked
    without importing anything: each part a Python name (no path such as ``../x``, which the
    import machinery would take for a relative import or a file).

    >>> outside_spec("py:my.bots:Bot")
    ('my.bots', 'Bot')
    """
    module_name, _, class_name = spec.removeprefix("py:").rpartition(":")
    if not module_name or not class_name:
        raise ValueError(f"bad bot {shown(spec)!r}: write py:module.path:ClassName")
    if not (all(part.isidentifier() for part in module_name.split(".")) and class_name.isidentifier()):
        raise ValueError(f"bad bot {shown(spec)!r}: the module and the class are Python names "
                         "(py:my.bots:MyBot), not a path")
    return module_name, class_name
