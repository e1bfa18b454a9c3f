"""The score pad's parts (R-G5): its link to disk, the keys it takes, the round it draws
and its house rules. Its screens are in ``ui/scenes/`` (``score_pad*.py``), reached
through :mod:`ui.navigator` like every scene."""
