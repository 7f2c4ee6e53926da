"""Storeroom (first edition): once, on completing it, up to one Laborer action per point of
Influence you then have, its own included (000:703): the rule of the second-edition Foundry
and of the Amphitheatre. The second-edition Storeroom (clients as Laborers) differs."""

from __future__ import annotations

from ...powers import power
from ..amphitheatre import CompletionBurst


class FirstStoreroom(CompletionBurst):
    name, role = "Storeroom", "Laborer"
    editions = ("first",)


power(FirstStoreroom)
