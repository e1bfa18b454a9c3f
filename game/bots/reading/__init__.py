"""Reading the table: what a seat can work out from its view (unseen cards,
bosses, voids), the deals of the hidden hands that fit it, and how much weight
each deal earns from the bids and plays seen."""
