"""First-edition Aqueduct (clientele +4) and Basilica (Vault doubled) (000:668; 000:864).

The second-edition versions differ: they double the clientele and sell from hand."""

from __future__ import annotations

from ...powers import Power, power
from ..capacity import LimitBonus


class FirstAqueduct(LimitBonus):
    """Maximum clientele +4, on top of the Influence it gives (000:668): a plain limit bonus,
    like the Insula's."""

    name = "Aqueduct"
    kind = "clientele"
    bonus = 4
    editions = ("first",)


power(FirstAqueduct)


class FirstBasilica(Power):
    """Maximum Vault size doubled, after every increase, a Market's +2 included (000:864)."""

    name = "Basilica"
    editions = ("first",)

    def limit_factor(self, state, seat, kind):
        return 2 if kind == "vault" else 1


power(FirstBasilica)
