"""The window: scenes, card drawing and animation on top of the rules engine.

``ui`` depends on ``game``; ``game`` never imports ``ui`` or pygame.
"""
