"""The headless front ends: command-line commands and the terminal table."""
