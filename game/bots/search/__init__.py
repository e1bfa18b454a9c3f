"""Search on known deals: the bitmask trick-play core (:mod:`.fast`), the
rollouts that finish a round (:mod:`.rollout`), the exact endgame over our own
lines (:mod:`.endgame`), and the trick estimate that prices a bid (:mod:`.estimate`)."""
