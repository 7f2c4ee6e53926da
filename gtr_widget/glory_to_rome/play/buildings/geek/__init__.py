"""The Black Box "Unofficial Geek Expansion" (003:674-765), one module per building.

Its cards join the deck with `geek=True` and work with either Black Box version (003:676-678).
Materials and copies are not printed; docs/rulings.md ("The Geek expansion") says what we chose.
"""

EDITIONS = ("republic", "imperium")
