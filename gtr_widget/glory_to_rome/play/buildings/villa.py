"""Villa: an Architect action that adds a material to the Villa completes it
(003:619; 000:846; 004:707)."""

from __future__ import annotations

from ..powers import Power, power


class Villa(Power):
    """Every edition. The material must still fit (Stone, or what a Road or Tower allows);
    a Craftsman action does not trigger it (BB-Villa-1, 003:621)."""

    name = "Villa"

    def own_completes_on_add(self, state, seat, building, material, role):
        return role == "Architect"


power(Villa)
