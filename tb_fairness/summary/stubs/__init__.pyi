"""Generated signatures of the writers (scripts/stubs.py)."""
