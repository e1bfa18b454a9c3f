"""An independent checker of game records: the rules written again without the engine."""
