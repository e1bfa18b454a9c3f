"""The measured chance that a card takes a trick: the keys a card is looked up
by (:mod:`.keys`) and the generated table (:mod:`.card_odds`, written by
``python -m devtools bench calibrate``)."""
