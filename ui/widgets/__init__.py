"""Building blocks the scenes share: the decision panel, labelled controls, row lists, the
rules text box, the one-line text entry overlay, the page with a title and Back."""
