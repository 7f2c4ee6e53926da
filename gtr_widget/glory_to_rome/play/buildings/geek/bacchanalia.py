"""Bacchanalia (Geek, 003:726-740): on completing it, tally your Influence (its Site counted)
and turn over that many cards from the top of the deck. One at a time you may use them, each
way at most once (rulings A-46): one into your Stockpile, one into your clientele, one into
your Vault, one laid as a new building on a Site in town, one added to a building in progress.
The rest go to your hand (BB-Geek-Bacchanalia-1).

The turned-over cards wait in your hand, shown to everyone (`Player.revealed`) until the turn
ends. The clientele and the Vault keep their limits (A-46); a client added this way acts from
the next turn and is not hired by a Patron action (no Bath), like a Castra Praetoria's. An
Influence above the cards left in the deck ends the game at once, with no placing (003:740);
turning over the deck's last card ends it once the placing is done (rulings A-3)."""

from __future__ import annotations

from dataclasses import replace

from .....core.moves import Move
from ...construction import add, lay
from ...events import slots
from ...powers import Power, find_building, influence, power
from ...reasons import Why, article, mark, offer, refuse, withhold
from ...roles.building import add_moves, lay_moves
from ...roles.merchant import sell, vault_full
from ...roles.patron_laborer import clientele_full, gather
from ...scoring import end_game
from ...stack import PowerData, PowerFrame, card_field, kept
from ...zones import distinct, end_if_deck_empty
from .._data import power_data
from . import EDITIONS

DONE = Move("bacchanalia", "bacchanalia: done, the rest to hand", data=("done",))
OPTIONS = ("stockpile", "clientele", "vault", "lay", "add")
ONCE = "each way of using the turned-over cards once (rulings A-46)"
NOT_TURNED = "only the cards the Bacchanalia turned over (003:730)"
IN_TOWN = "a new building from the Bacchanalia goes on a Site in town (rulings A-46)"
WHERE = "from the turned-over cards (Bacchanalia)"


@power_data
class Turned(PowerData):
    """The cards turned over, and the ways of using them taken so far."""

    cards: tuple[int, ...] = card_field()
    options: tuple[str, ...] = kept(())


class Bacchanalia(Power):
    name = "Bacchanalia"
    editions = EDITIONS
    frame_data = Turned

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] != self.name:
            return
        p = state.players[seat]
        n = influence(state, seat)  # an Influence check: an Aerarium reads the highest
        if n > len(state.draw):
            end_game(state, f"{p.name}'s Bacchanalia turns over {n} cards and the deck has "
                     f"{len(state.draw)}: the game ends (003:740)", code="deck_empty")
            return
        cards = [state.draw.pop() for _ in range(n)]  # the top card first
        p.hand.extend(cards)
        p.revealed.extend(cards)
        state.say(seat, "reveal", "{who} turns over " + slots(n) + " (Bacchanalia)", *cards,
                  data={"count": n, "source": self.name})
        state.stack.append(PowerFrame(seat, self.name, Turned(tuple(cards))))

    def _turned(self, state, frame) -> dict[str, int]:
        """The turned-over cards still in hand, one per name."""
        hand = state.players[frame.seat].hand
        return distinct(state, [c for c in frame.data.cards if c in hand])

    def frame_moves(self, state, frame, why: Why = None):
        seat = frame.seat
        cards = self._turned(state, frame)
        out: list[Move] = []
        for option in OPTIONS:
            since = mark(why)
            moves = getattr(self, "_" + option)(state, seat, cards, why)
            if option in frame.data.options:
                withhold(why, ONCE, moves, since)
            else:
                out += moves
        if why is not None:
            self._not_turned(state, frame, cards, why)
        return out + [DONE]

    def frame_forced(self, state, frame, moves):
        return DONE if moves == [DONE] else None  # nothing left to place: the rest to hand

    def _stockpile(self, state, seat, cards, why):
        return [Move("bacchanalia", f"bacchanalia: {n} to stockpile", (c,),
                     data=("stockpile",)) for n, c in cards.items()]

    def _clientele(self, state, seat, cards, why):
        roles = state.deck.role
        moves = [Move("bacchanalia", f"bacchanalia: {n} as {roles[c]} client", (c,),
                      data=("clientele",)) for n, c in cards.items()]
        return offer(moves, clientele_full(state, seat, "003:183; rulings A-46"), why)

    def _vault(self, state, seat, cards, why):
        moves = [Move("bacchanalia", f"bacchanalia: {n} to vault", (c,), data=("vault",))
                 for n, c in cards.items()]
        return offer(moves, vault_full(state, seat, "003:281; rulings A-46"), why)

    def _lay(self, state, seat, cards, why):
        since = mark(why)
        moves = lay_moves(state, seat, "bacchanalia", state.rules.out_of_town_actions, why,
                          cards)
        far = [m for m in moves if m.data[2]]
        if why is not None:  # out of town is refused for its place, whatever else holds
            far += [c.move for c in why[since:] if c.move.text.endswith(" out of town")]
            why[since:] = [c for c in why[since:] if not c.move.text.endswith(" out of town")]
        for m in far:
            refuse(why, m, IN_TOWN)
        return [m._replace(data=("lay", m.data[1])) for m in moves if not m.data[2]]

    def _add(self, state, seat, cards, why):
        return add_moves(state, seat, "bacchanalia", list(cards.values()), True, why=why)

    def _not_turned(self, state, frame, cards, why) -> None:
        """Other hand cards named in a placement are refused: they were not turned over."""
        others = distinct(state, state.players[frame.seat].hand)
        for n, c in others.items():
            if n not in cards:
                for m in self._stockpile(state, frame.seat, {n: c}, None) + \
                        self._vault(state, frame.seat, {n: c}, None):
                    refuse(why, m, NOT_TURNED)

    def frame_apply(self, state, frame, move):
        seat = frame.seat
        p = state.players[seat]
        option = move.data[0]
        if option == "done":
            state.stack.pop()
            left = [c for c in frame.data.cards if c in p.hand]
            if left:
                state.say(seat, "keep", "{who} keeps " + slots(len(left)) + " in hand "
                          "(Bacchanalia)", *left, data={"count": len(left)})
            end_if_deck_empty(state)  # the deck's last card was turned over
            return
        frame.data = replace(frame.data, options=frame.data.options + (option,))  # data is frozen
        c = move.cards[0]
        if option == "stockpile":
            gather(state, seat, c, p.hand, WHERE)
        elif option == "vault":
            sell(state, seat, c, p.hand, "all", WHERE)  # face up: everyone saw it
        elif option == "clientele":
            p.hand.remove(c)
            p.clientele.append(c)
            p.hired.append(c)  # acts from the next turn (003:191)
            role = state.deck.role[c]
            state.say(seat, "hire", "{who} takes {0} as {a_role} client (Bacchanalia)", c,
                      a_role=article(state.deck.role[c]),
                      role=role, data={"role": role, "source": self.name})
        elif option == "lay":
            lay(state, seat, c, move.data[1], False, p.hand)
        else:
            add(state, seat, find_building(state, seat, move.target), c, p.hand, None)

    def frame_prompt(self, state, frame):
        left = [o for o in OPTIONS if o not in frame.data.options]
        return (f"{state.players[frame.seat].name}: Bacchanalia — place a turned-over card "
                f"({', '.join(left)}), or done")


power(Bacchanalia)
