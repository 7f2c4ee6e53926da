"""Bridge (first edition): Legionary actions come early, as you lead, follow or think, and
your demands reach every opponent's hand, Palisades or not (000:678-679). The
second-edition Bridge (stockpiles too, no early action) differs."""

from __future__ import annotations

from ...powers import power
from ._early import Early


class FirstBridge(Early):
    name, role, verb, cite = "Bridge", "Legionary", "first_bridge", "000:678"
    verbs = ("first_bridge",)
    without = "you act in turn order (000:129)"

    def demand_reach(self, state, seat):
        return True

    def bypasses_palisade(self, state, seat):
        return True


power(FirstBridge)
