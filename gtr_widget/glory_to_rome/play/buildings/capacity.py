"""Buildings that raise a limit: Insula, Market, Shrine, Temple (the same in every edition)."""

from __future__ import annotations

from ..powers import Power, power


class LimitBonus(Power):
    """Raises one limit (`kind`: "clientele", "vault" or "hand") by a fixed `bonus`."""
    kind = ""
    bonus = 0

    def limit_bonus(self, state, seat, kind):
        return self.bonus if kind == self.kind else 0


class Insula(LimitBonus):
    """Clientele +2 (003:493; 000:462)."""

    name = "Insula"
    kind = "clientele"
    bonus = 2


power(Insula)


class Market(LimitBonus):
    """Vault +2 (003:513; 000:524)."""

    name = "Market"
    kind = "vault"
    bonus = 2


power(Market)


class Shrine(LimitBonus):
    """Hand refill size +2 (003:573; 000:642)."""

    name = "Shrine"
    kind = "hand"
    bonus = 2


power(Shrine)


class Temple(LimitBonus):
    """Hand refill size +4 (003:601; 000:960)."""

    name = "Temple"
    kind = "hand"
    bonus = 4


power(Temple)
