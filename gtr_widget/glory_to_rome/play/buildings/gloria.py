"""The Spanish printing's powers: the second-edition cards, read as the Black Box texts.

*Gloria a Roma* (002) prints the 40 second-edition buildings (Senado, Coliseo, ...) with the
Black Box functions, except that its Circo has the Crane's function (002:761-762) and its Foro
the Forum Romanum's (002:818-820). Its alternate red-named Circo and Foro (002:44-49) are the
second-edition Circus and Forum. Rather than list "gloria" in every power, the edition takes
the Imperium's powers plus those two; `register()` runs once every building module is loaded.
"""

from __future__ import annotations

from ..powers import REGISTRY

#: Powers the Spanish printing borrows from the Republic version.
FROM_REPUBLIC = ("Crane", "Forum Romanum")


def register() -> None:
    for (edition, name), pw in list(REGISTRY.items()):
        if edition == "imperium" or (edition == "republic" and name in FROM_REPUBLIC):
            REGISTRY.setdefault(("gloria", name), pw)
