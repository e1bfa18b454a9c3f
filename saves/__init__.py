"""Persistence: everything the program reads from or writes to disk."""
