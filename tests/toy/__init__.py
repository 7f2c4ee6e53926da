"""High Card: a toy game that proves the core knows no game (issue F)."""
