"""The ceilings the gauntlet can measure a hero against.

``clairvoyant`` (:class:`game.bots.ClairvoyantBot`) is Hard's search on the true
deal. It also plays every other seat in its rollouts by the style Hard's
seat models read from that seat's bids and plays, so at a table of predictable
players it knows both the hands and how they will be played, and it scores
more there than a ceiling that knows only the hands. The first shares of the
Clairvoyant (Hard at 74% against three Easy) were measured against a
Clairvoyant that saw every hand but played every other seat as Normal:
:class:`PlainClairvoyantBot`, kept so a share of either can be shown
(``bench bots --gauntlet --ceiling clairvoyant-plain``). Benchmarks only.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.bots import ClairvoyantBot
from game.bots.reading.sampling import Deal, Sampler
from game.bots.search.policies import NORMAL


class PlainClairvoyantBot(ClairvoyantBot):
    """The plain ceiling: the true hands, every other
    seat bidding and playing as Normal in its rollouts, whatever the table shows."""

    def deals(self, sampler: Sampler) -> Iterator[tuple[Deal, float]]:
        """The true hands, again and again, every seat of Normal's style."""
        if self.peek is None:
            raise RuntimeError("the clairvoyant bot needs peek() to see the hands")
        hands, ghost = sampler.place(self.peek())
        for _ in range(self.max_deals):
            yield Deal(hands, ghost, [NORMAL] * len(hands)), 1.0


#: The ceilings by name: the game's Clairvoyant (the default), and the plain one.
CEILINGS: dict[str, type[ClairvoyantBot]] = {"clairvoyant": ClairvoyantBot,
                                             "clairvoyant-plain": PlainClairvoyantBot}
