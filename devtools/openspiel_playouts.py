"""Random playouts of OpenSpiel's ``oh_hell``, the other side of ``bench engine --openspiel``.

Run by an interpreter that has OpenSpiel (``pip install -r requirements-openspiel.txt`` in a
venv of its own), never imported by the project: it imports nothing of it. Arguments:
seconds, tricks, seed. Prints the complete 4-player rounds played per second. Every action,
chance outcomes included, goes through ``apply_action``; players choose uniformly among
``legal_actions()``, as ``bench engine`` does with the project's engine.
"""

import random
import sys
import time


def main(seconds: float, tricks: int, seed: int) -> float:
    import pyspiel  # type: ignore[import-not-found]  # in the other venv only

    game = pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": tricks})
    rng = random.Random(seed)
    rounds = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        rounds += 1
    return rounds / (time.perf_counter() - start)


if __name__ == "__main__":
    print(main(float(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])))
