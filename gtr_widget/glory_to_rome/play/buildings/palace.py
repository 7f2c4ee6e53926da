"""Palace: lead or follow with several cards of the role, one action each
(003:519; 000:914; 004:611)."""

from __future__ import annotations

from ..powers import Power, power


class Palace(Power):
    """Every edition. The turn flow's "more" step offers the further cards (Jacks included)."""

    name = "Palace"

    def plays_several(self, state, seat):
        return True


power(Palace)
