"""``ohpshaw --selftest``: the shipped program proves it works (a short bot game headless,
saved, loaded and replayed), and reports its first frame and peak memory."""
