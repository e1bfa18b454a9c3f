"""The score pad (R-G5): people play with real cards, the program keeps the score.

Its parts: :mod:`~game.pad.actions` (what the score keeper enters, with a
text form), :mod:`~game.pad.round` (one round's entries and their checks),
:mod:`~game.pad.score_pad` (the pad's state machine), :mod:`~game.pad.game`
(a pad read as the table's game is read, through :mod:`~game.pad.scored`'s
protocol, which the table's game meets too) and :mod:`~game.pad.record`
(a finished pad as a game record).
"""
