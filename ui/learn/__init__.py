"""Learn to play: the guided first game on prepared deals and the add-on lessons."""
