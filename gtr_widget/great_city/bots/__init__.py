"""The Great City of Rome's own bots (the core adds "random" and "ismcts")."""

from .heuristic import HeuristicBot

__all__ = ["HeuristicBot"]
