"""Foundry (second edition): once, on completing it, one Laborer action per point of
Influence, its own included (003:463; 004:557). The first-edition Foundry differs."""

from __future__ import annotations

from ...powers import power
from ..amphitheatre import CompletionBurst


class Foundry(CompletionBurst):
    name, role = "Foundry", "Laborer"
    editions = ("republic", "imperium")


power(Foundry)
