"""Buildings that stop Legionaries: the Palisade (every edition)."""

from __future__ import annotations

from ..powers import Power, any_hook, power


class Palisade(Power):
    """Immune to Legionary demands unless the demander has a Bridge (003:525; 000:534)."""

    name = "Palisade"

    def immune(self, state, victim, attacker):
        if any_hook(state, attacker, "bypasses_palisade"):
            return None
        return "Palisade (003:525)"


power(Palisade)
