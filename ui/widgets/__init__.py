"""Building blocks the scenes share: the decision panel, labelled controls, row lists, the
rules text box, the house rules' pages, the preset cards, the seat list, the statistics
chart. Widgets are made with the UI manager they are given; none knows the window or a
scene (the scene templates are in :mod:`ui.scenes.templates`)."""
