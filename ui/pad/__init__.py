"""The score pad (R-G5): its screens (the pad itself, its setup, the correction of a round)
and their parts: its link to disk, the keys it takes, the round it draws and its house
rules. Like every scene, its screens are reached through :mod:`ui.navigator`."""
