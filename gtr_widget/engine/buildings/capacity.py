"""Buildings that raise a limit: Insula, Market, Shrine, Temple (the same in every edition)."""

from __future__ import annotations

from ..powers import Power, power


class _Bonus(Power):
    kind = ""
    bonus = 0

    def limit_bonus(self, state, seat, kind):
        return self.bonus if kind == self.kind else 0


@power
class Insula(_Bonus):
    """Clientele +2 (003:493; 000:462)."""

    name, kind, bonus = "Insula", "clientele", 2


@power
class Market(_Bonus):
    """Vault +2 (003:513; 000:524)."""

    name, kind, bonus = "Market", "vault", 2


@power
class Shrine(_Bonus):
    """Hand refill size +2 (003:573; 000:642)."""

    name, kind, bonus = "Shrine", "hand", 2


@power
class Temple(_Bonus):
    """Hand refill size +4 (003:601; 000:960)."""

    name, kind, bonus = "Temple", "hand", 4
