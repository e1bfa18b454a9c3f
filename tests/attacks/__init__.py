"""The attack suite: hostile files, two windows, hard kills, absurd command lines.

Each module is one group of attacks; each test is one attack that crashed, hung or lost a
game before it was fixed. ``attack_table.py`` lists them all.
"""
