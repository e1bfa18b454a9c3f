"""The monkey test (``python -m devtools bench monkey``): random input into the real app,
checked every frame."""
