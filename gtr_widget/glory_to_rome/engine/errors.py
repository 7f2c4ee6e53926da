"""The one error a player's move can raise."""


class IllegalMove(ValueError):
    """A move the rules forbid. The message names the rule; the game is left unchanged."""
