"""The monkey test (``main.py bench monkey``): random input into the real app, checked every frame."""
