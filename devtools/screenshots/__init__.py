"""``python -m devtools screenshots``: a PNG of every scene and state, headless, for looking at."""
