"""How often each style's rounds end made, over and under: the table behind
:data:`game.bots.reading.seat_model.STYLE_RATES`, which turns a named player's
record in the history into a prior over the styles.

Each style's bot plays one seat (turn about) of Oh Pshaw games against three
Normal bots, and its rounds are counted: made, more tricks than bid (over),
fewer (under).

    python -m devtools.bots.style_rates --games 60
"""

from __future__ import annotations

import argparse
import json

from game.bots import STYLES, make_bot
from game.game import Game
from game.match import bot_seed
from game.presets import preset


def style_rates(games: int, first_deal: int = 1000) -> dict[str, dict[str, float]]:
    """Per style: the share of its rounds made, over and under, and how many rounds."""
    out = {}
    for style in STYLES:
        made = over = under = rounds = 0
        for number in range(games):
            seat = number % 4
            game = Game(preset("oh-pshaw"), 4, seed=first_deal + number)
            bots = [make_bot(style if s == seat else "normal", bot_seed(number, s)) for s in range(4)]
            while not game.is_over:
                actor = game.to_act
                assert actor is not None
                game.apply(bots[actor].choose(game.view(actor)))
            for rnd in game.rounds:
                bid = next(b.tricks for b in rnd.bids if b.seat == seat)
                got = rnd.tricks_won[seat]
                made += got == bid
                over += got > bid
                under += got < bid
                rounds += 1
        out[style] = {"made": round(made / rounds, 2), "over": round(over / rounds, 2),
                      "under": round(under / rounds, 2), "rounds": rounds}
    return out


def main(argv: list[str] | None = None) -> int:
    """Print the rates as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=60, help="games per style (default 60)")
    args = parser.parse_args(argv)
    print(json.dumps(style_rates(args.games)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
