"""The cards as drawn: faces (:mod:`ui.cards.faces`, cached per size), where each part of a
face sits (:mod:`~ui.cards.layout`), the ink and paper they are painted with
(:mod:`~ui.cards.paint`), the court figures (:mod:`~ui.cards.courts`), the Wizards and
Jesters (:mod:`~ui.cards.specials`) and the back (:mod:`~ui.cards.back`)."""
