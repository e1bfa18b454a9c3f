"""Measuring the bots (``python -m devtools bench bots|rounds|calibrate``): the
tournament on duplicate deals and the gauntlet of styles, paired rounds, the
rollouts' fidelity, the search loop's speed and the card-odds calibration."""
