"""Hook points: the questions the turn flow asks, which building powers answer, typed.

Each hook is a method of `HookPoints` with its parameters typed and its neutral answer (the
rule as it stands when no power changes it). A power answers a hook by overriding the method;
`Power.hooks` lists the hooks its class overrides, and the flow asks only the powers that answer
(`powers.hooks(state, seat, "name")`), combining their answers. Hooks that offer moves take
`why` (reasons.py): refused candidates go there, with the rule's reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...core.build import mypyc_attr

if TYPE_CHECKING:
    from ...core.moves import Move
    from .reasons import Why
    from .stack import Actions
    from .state import Building, State


@mypyc_attr(allow_interpreted_subclasses=True)  # the buildings' powers stay plain Python
class HookPoints:
    """Every hook a power may answer, with the answer of a power that does not."""

    # -- limits and clients --------------------------------------------------------------
    def limit_bonus(self, state: State, seat: int, kind: str) -> int:
        """Added to a limit; `kind` is "hand", "clientele" or "vault"."""
        return 0

    def limit_factor(self, state: State, seat: int, kind: str) -> int:
        """Multiplies a limit, after the bonuses."""
        return 1

    def client_counts_as(self, state: State, seat: int, client_role: str | None,
                         role: str) -> bool:
        """Whether a client of `client_role` (None: a Jack's) acts as one of `role`."""
        return False

    def client_multiplier(self, state: State, seat: int) -> int:
        return 1

    def influence_reading(self, state: State, seat: int, value: int) -> int:
        """Influence as a rule checks it in play (never as it is scored)."""
        return value

    # -- leading, following, thinking ----------------------------------------------------
    def petition_size(self, state: State, seat: int, size: int | None) -> int | None:
        return size

    def lead_moves(self, state: State, seat: int, leading: bool, why: Why = None) -> list[Move]:
        """More ways to lead or follow."""
        return []

    def plays_several(self, state: State, seat: int) -> bool:
        """More cards of the role for more actions."""
        return False

    def think_moves(self, state: State, seat: int, why: Why = None) -> list[Move]:
        """Extras offered with the Thinker."""
        return []

    def after_think(self, state: State, seat: int) -> None:
        """Push follow-up decisions."""

    def acts_early(self, state: State, seat: int, role: str | None) -> bool:
        """Execute the role at the lead/follow decision."""
        return False

    # -- actions -------------------------------------------------------------------------
    def action_moves(self, state: State, seat: int, role: str, frame: Actions,
                     why: Why = None) -> list[Move]:
        """Extra moves of an action."""
        return []

    def client_acted(self, state: State, seat: int, frame: Actions,
                     why: Why = None) -> list[Move]:
        """Offers once an action a client may have given is over (the frame's `acting`)."""
        return []

    def on_hire(self, state: State, seat: int, card: int) -> None: ...

    def after_actions(self, state: State, seat: int) -> None:
        """When the seat's action block ends."""

    def end_of_turn(self, state: State, seat: int) -> None:
        """Push end-of-turn decisions."""

    # -- building ------------------------------------------------------------------------
    def site_materials(self, state: State, seat: int, card: int) -> set[str]:
        """Sites a foundation may go on, besides its own material's."""
        return set()

    def material_fits(self, state: State, seat: int, building: Building, material: str) -> bool:
        """Depends on the building's foundation and Site and the material only: the answers
        are remembered per deck (`construction.fit_mask`)."""
        return False

    def materials_needed(self, state: State, seat: int, building: Building, needed: int) -> int:
        return needed

    def completes_on_add(self, state: State, seat: int, building: Building,
                         material: str | None, role: str | None) -> bool:
        """`role`: the action adding the material, None when no action adds it."""
        return False

    def out_of_town_cost(self, state: State, seat: int, cost: int) -> int:
        return cost

    def grants_marble_foundations(self, state: State, seat: int) -> bool:
        """A Gate."""
        return False

    def on_complete(self, state: State, seat: int, building: Building) -> None: ...

    def completed_with(self, state: State, seat: int, building: Building,
                       role: str | None) -> None:
        """Which action completed it."""

    # -- the Legionary -------------------------------------------------------------------
    def demand_reach(self, state: State, seat: int) -> bool:
        """True: every opponent, not just the neighbours."""
        return False

    def bypasses_palisade(self, state: State, seat: int) -> bool:
        return False

    def immune(self, state: State, victim: int, attacker: int) -> str | None:
        """The reason, when immune."""
        return None

    def gives_from_stockpile(self, state: State, attacker: int) -> bool:
        return False

    def after_demand(self, state: State, seat: int, materials: tuple[str, ...],
                     victims: list[int]) -> None:
        """Push follow-ups."""

    def demand_shows(self, state: State, seat: int) -> list[int]:
        """Cards besides the hand a demand may show."""
        return []

    def lost_to_demand(self, state: State, victim: int, attacker: int) -> None:
        """A hand card given to a demand."""

    # -- the end -------------------------------------------------------------------------
    def wins(self, state: State, seat: int) -> str | None:
        """A reason the seat wins now."""
        return None

    def score_bonus(self, state: State, seat: int) -> int:
        return 0

    # -- asked of a card's OWN power about itself, even in hand or as a foundation (the
    # rules a Statue or a Villa sets for its own building; see `powers.own_power`) ---------
    def own_site_materials(self, state: State, seat: int, card: int) -> set[str]:
        """Extra Sites for this card."""
        return set()

    def own_material_fits(self, state: State, seat: int, building: Building,
                          material: str) -> bool:
        """Depends on the foundation, the Site and the material only (as `material_fits`)."""
        return False

    def own_materials_needed(self, state: State, seat: int, building: Building,
                             needed: int) -> int:
        return needed

    def own_completes_on_add(self, state: State, seat: int, building: Building,
                             material: str | None, role: str | None) -> bool:
        return False


#: The hooks' names, as the flow asks for them (`powers.hooks(state, seat, "name")`).
HOOKS: Final[tuple[str, ...]] = tuple(
    name for name, value in vars(HookPoints).items()
    if callable(value) and not name.startswith("_"))


def answered_by(cls: type) -> frozenset[str]:
    """The hooks a power's class answers: those a class below `HookPoints` defines."""
    own = [k for k in cls.__mro__ if k is not HookPoints and k is not object
           and issubclass(k, HookPoints)]
    return frozenset(h for h in HOOKS if any(h in vars(k) for k in own))
