"""Gate: the functions of your Marble structures work from their foundations on; their
Influence still waits for completion (003:483; 004:579; 000:622). Every edition."""

from __future__ import annotations

from ..powers import Power, power


@power
class Gate(Power):
    name = "Gate"

    def grants_marble_foundations(self, state, seat):
        return True
