"""Aerarium (Geek, 003:714-716): while you own it, every check of your Influence during play
reads the highest Influence at the table (your own if it is highest); final scoring does not
(BB-Geek-Aerarium-1). On completing it you may give its 2-Influence Site to any player, you
included, to set off again the completion power of one of that player's completed buildings.

A Prison set off this way (003:718-724, rulings A-44) steals for its owner, and you, the
Aerarium's user, pay the robbed player Sites worth 3 or more from your own Influence (never
the 2 everyone starts with): a Prison's own Site was given with its first steal. You are
offered each set of your Sites that reaches 3 with none to spare (003:722 "3 or more": the
Sites come in 1, 2 and 3); robbing you yourself costs nothing."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations_with_replacement

from .....core.moves import Move
from ...cards import MATERIALS, VALUE
from ...powers import REGISTRY, Power, find_building, power
from ...reasons import refuse
from ...stack import PowerData, PowerFrame, card_field
from .._data import power_data
from . import EDITIONS

KEEP = Move("aerarium", "aerarium: keep the Site", data=())
PRICE = 3  # 003:722


def payments(sites: list[str]) -> list[tuple[str, ...]]:
    """The sets of these Sites worth 3 or more from which no Site could be left out."""
    have = {m: sites.count(m) for m in MATERIALS if m in sites}
    out: list[tuple[str, ...]] = []
    for k in (1, 2, 3):  # Sites are worth at least 1: a fourth is always one too many
        for pick in combinations_with_replacement(list(have), k):
            worth = sum(VALUE[m] for m in pick)
            if worth >= PRICE and worth - min(VALUE[m] for m in pick) < PRICE and all(
                    pick.count(m) <= have[m] for m in pick):
                out.append(pick)
    return out


def _pay_text(pick: tuple[str, ...], to: str) -> str:
    return f"aerarium: pay {' + '.join(pick)} Site{'s' if len(pick) > 1 else ''} to {to}"


@power_data
class Giving(PowerData):
    """Either the Aerarium whose Site may be given, or, once a Prison it set off has stolen,
    the robbed player `to` whom its user pays (A-44)."""

    aerarium: int | None = card_field(None)
    to: int | None = None


class Aerarium(Power):
    name = "Aerarium"
    editions = EDITIONS
    frame_data = Giving

    def influence_reading(self, state, seat, value):
        return max(value, max(p.influence for p in state.players))

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] != self.name or building.stolen:
            return  # a stolen Aerarium's Site stayed with its first owner: nothing to give
        if self._targets(state, seat, building.site):
            state.stack.append(PowerFrame(seat, self.name, Giving(building.foundation)))

    def _targets(self, state, seat, site, why=None) -> list[tuple[int, int]]:
        names = state.deck.name
        out = []
        for q, p in enumerate(state.players):
            for b in p.buildings:
                name = names[b.foundation]
                pw = REGISTRY.get((state.rules.edition, name))
                if not b.complete or pw is None or "on_complete" not in pw.hooks:
                    continue
                reason = None
                if name == self.name:
                    reason = "the Aerarium sets off another building's completion (003:716)"
                elif name == "Prison":
                    reason = self._unpaid(state, seat, q, site)
                if reason:
                    refuse(why, self._move(state, q, b.foundation), reason)
                else:
                    out.append((q, b.foundation))
        return out

    def _unpaid(self, state, seat, q, site) -> str | None:
        """Why the user cannot pay for a Prison set off again, or None (A-44)."""
        sites = list(state.players[seat].influence_sites)
        if q != seat:
            sites.remove(site)  # the Aerarium's own Site goes to the Prison's owner first
        if payments(sites):
            return None
        worth = sum(VALUE[m] for m in sites)
        return (f"a Prison set off by the Aerarium is paid for with Sites worth {PRICE} or more "
                f"from your own Influence, not the 2 you began with; yours would be worth "
                f"{worth} (003:722; rulings A-44)")

    def _move(self, state, q, foundation):
        who = state.players[q].name
        return Move("aerarium", f"aerarium: give Site to {who} for "
                    f"{state.deck.name[foundation]}", (foundation,), target=q,
                    data=(foundation,), target_kind="seat")

    def frame_moves(self, state, frame, why=None):
        if frame.data.to is not None:
            return self._pay_moves(state, frame)
        aerarium = find_building(state, frame.seat, frame.data.aerarium)
        return [self._move(state, q, c)
                for q, c in self._targets(state, frame.seat, aerarium.site, why)] + [KEEP]

    def _pay_moves(self, state, frame) -> list[Move]:
        seat, to = frame.seat, frame.data.to
        who = state.players[to].name
        if seat == to:
            return [Move("aerarium", "aerarium: no Sites to pay yourself", data=("pay",))]
        sites = state.players[seat].influence_sites
        picks = payments(sites) or [tuple(sites)]  # cannot happen: checked before
        return [Move("aerarium", _pay_text(pick, who), target=to, data=("pay", *pick),
                     target_kind="seat") for pick in picks]

    def frame_forced(self, state, frame, moves):
        return moves[0] if frame.data.to is not None and len(moves) == 1 else None

    def frame_apply(self, state, frame, move):
        state.stack.pop()
        seat = frame.seat
        owner = state.players[seat]
        if frame.data.to is not None:
            self._pay(state, seat, frame.data.to, move.data[1:])
            return
        if not move.data:
            state.say(seat, "note", "{text}",
                      text=f"{owner.name} keeps the Aerarium's Site")
            return
        q = move.target
        taker = state.players[q]
        aerarium = find_building(state, seat, frame.data.aerarium)
        b = find_building(state, q, move.data[0])
        owner.influence_sites.remove(aerarium.site)
        taker.influence_sites.append(aerarium.site)
        state.buildings_changed()  # Influence moved: capacities and readings change
        name = state.deck.name[b.foundation]
        state.say(seat, "note", "{text}",
                  text=f"{owner.name} gives the Aerarium's Site to {taker.name} to set off "
                        f"the {name} again (Influence {owner.influence} and {taker.influence})")
        depth = len(state.stack)
        REGISTRY[(state.rules.edition, name)].on_complete(state, q, b)
        if name == "Prison" and len(state.stack) > depth:
            steal = state.stack[-1]  # the steal is paid for by the user
            steal.data = replace(steal.data, payer=seat)

    def _pay(self, state, seat, to, pick: tuple[str, ...]) -> None:
        payer, taker = state.players[seat], state.players[to]
        if seat == to:
            state.say(seat, "note", "{who}, the one robbed, pays nobody for the Prison (Aerarium)")
            return
        for m in pick:
            payer.influence_sites.remove(m)
            taker.influence_sites.append(m)
        state.buildings_changed()
        state.say(seat, "pay", "{who} gives {taker} Sites worth {worth} ({sites}) for the "
                  "Prison's steal (Aerarium): Influence {mine} and {theirs}", taker=taker.name,
                  worth=sum(VALUE[m] for m in pick), sites=", ".join(pick),
                  mine=payer.influence, theirs=taker.influence,
                  data={"to": to, "sites": list(pick)})

    def frame_prompt(self, state, frame):
        who = state.players[frame.seat].name
        if frame.data.to is not None:
            return (f"{who}: Aerarium — pay {state.players[frame.data.to].name} Sites worth "
                    f"{PRICE} or more for the Prison's steal")
        return (f"{who}: Aerarium — give its Site to a player to set off a completed building "
                "again, or keep it")


power(Aerarium)
