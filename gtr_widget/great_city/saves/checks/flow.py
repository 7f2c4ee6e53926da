"""Where the game stands: the round, the strip and its emissaries, whose turn it is, and the
bookkeeping of the phase waiting (an offer still out only where turns are still to come)."""

from __future__ import annotations

from ...play.school import eligible
from ...play.scoring import rank_key, scores
from ...play.state import State
from ...play.upkeep import emissary_order

#: Phases of an action turn: an emissary is on the strip at `space` and its seat acts.
TURN = ("take", "act", "school_deck", "school_keep", "school_bottom")
SCHOOL = ("school_deck", "school_keep", "school_bottom")


def round_problem(s: State) -> str | None:
    """The round in play: 0 is the setup, then 1 to the rules' rounds (001:89, 326)."""
    r = s.rules
    if not 0 <= s.round <= r.rounds:
        return (f"round {s.round} of {r.rounds}: with {s.n} players the game has "
                f"{r.rounds} rounds, after the setup's round 0 (001:89, 326)")
    return None


def flow_problem(s: State) -> str | None:
    r = s.rules
    if not 0 <= s.first < s.n:
        return f"the first player marker is with seat {s.first} of {s.n} (001:81, 200)"
    if sorted(c >> 1 for c in s.stack) != list(range(len(r.strips))):
        return (f"the strip stack {list(s.stack)} does not hold each of the six strips once, "
                "each with one side up (001:53, 69, 85)")
    if any(x >= s.n for x in s.spaces):
        return f"an emissary of seat {max(s.spaces)} on the strip of a {s.n}-player game"
    for seat in range(s.n):
        k = s.spaces.count(seat)
        if k > r.emissaries:
            return (f"seat {seat} has {k} emissaries on the strip: each player has "
                    f"{r.emissaries} with {s.n} players (001:64, 319, 332)")
    return _ending(s) or _draft(s) or _between(s) or _emissaries(s) or _turn(s)


def _ending(s: State) -> str | None:
    """The game ends after the last round, and only then has winners (001:217, 338)."""
    if s.over != (s.phase == "over"):
        return "the game is over exactly when its phase is 'over' (001:217, 338)"
    if s.over:
        if s.round != s.rules.rounds:
            return (f"the game is over in round {s.round}: it ends after round "
                    f"{s.rules.rounds} (001:217, 338)")
        if not s.winners or len(set(s.winners)) != len(s.winners) or max(s.winners) >= s.n \
                or s.end_reason is None:
            return "a finished game names its winners, distinct seats, and why it ended"
        keys = [rank_key(row, p) for row, p in zip(scores(s), s.players, strict=True)]
        best = [i for i, k in enumerate(keys) if k == max(keys)]
        if list(s.winners) != best:
            return (f"the winners are seats {list(s.winners)}, but the score pad gives seats "
                    f"{best}: most points, then influence tokens, then coins (001:223)")
    elif s.winners or s.end_reason is not None:
        return "a game still going has no winners and no end reason"
    return None


def _draft(s: State) -> str | None:
    """The opening draft (001:68, 83): counterclockwise from the first player's right."""
    order = tuple((s.first - k) % s.n for k in range(1, s.n + 1))
    if s.draft_order and sorted(s.draft_order) != list(range(s.n)):
        return f"the draft order {list(s.draft_order)} is not each seat once (001:83)"
    if s.phase != "draft":
        if s.draft:
            return "draft cards lie out after the opening draft (001:83)"
        return None
    if s.round != 0:
        return f"the opening draft in round {s.round}: it is part of the setup (001:68, 83)"
    if s.order != order or s.draft_order != order:
        return (f"the draft runs {list(s.order)}: it goes counterclockwise from the first "
                f"player's right, {list(order)} (001:83)")
    if s.step >= s.n or len(s.draft) != s.n - s.step:
        return (f"{len(s.draft)} draft cards at pick {s.step + 1}: the first picker draws one "
                "per player and each keeps one (001:83)")
    if any(x >= 0 for x in s.spaces) or s.offer:
        return "emissaries or an offer during the opening draft (001:83, 95)"
    return None


def _between(s: State) -> str | None:
    """Between turns nobody acts and nothing of a turn is left over (001:192-194)."""
    if s.phase in TURN:
        return None
    if s.actor != -1 or s.space or s.bricks or s.cogs or s.built or s.produced:
        return (f"phase {s.phase!r} with a turn in progress (actor {s.actor}, space "
                f"{s.space}, {s.bricks} bricks, {s.cogs} cogs): unused bricks and cogs are "
                "lost when a turn ends (001:192-194)")
    if s.school or s.school_deck is not None:
        return f"a School's cards are out in phase {s.phase!r} (001:469)"
    if s.phase in ("upkeep", "end_round", "over"):
        if any(x >= 0 for x in s.spaces):
            return (f"emissaries on the strip in phase {s.phase!r}: each leaves it after its "
                    "turn (001:192, 196)")
        if s.offer:
            return (f"{len(s.offer)} offer card(s) still out in phase {s.phase!r}: each turn "
                    "takes one, so the round's offer is gone by its end (001:132; ruling A-9)")
    if s.phase == "upkeep" and s.round >= s.rules.rounds:
        return (f"an upkeep after round {s.round} of {s.rules.rounds}: the game ends instead "
                "(001:217, 338)")
    if s.phase == "end_round" and s.round == 0:
        return "the end of round 0: the first round ends after its action phase (001:198)"
    return None


def _emissaries(s: State) -> str | None:
    """Placed clockwise from the first player, one offer card for each turn (001:105, 113)."""
    if s.phase != "emissary":
        return None
    r = s.rules
    order = emissary_order(s.first, s.n, r.emissaries)
    if s.round == 0:
        return "the emissary phase in round 0: round 1 begins with an upkeep (001:95)"
    if s.order != order or s.step >= len(order):
        return (f"emissaries placed in the order {list(s.order)} (placing {s.step + 1}): "
                f"they go clockwise from the first player, {list(order)} (001:113, 332)")
    for seat in range(s.n):
        placed = sum(1 for x in s.spaces if x == seat)
        due = order[: s.step].count(seat)
        if placed != due:
            return (f"seat {seat} has {placed} emissaries on the strip after {s.step} "
                    f"placements: it has placed {due} (001:113, 332)")
    if len(s.offer) != len(order):
        return (f"{len(s.offer)} offer cards for {len(order)} turns: upkeep reveals one "
                "building for each turn of the round (001:99, 105, 328)")
    return None


def _turn(s: State) -> str | None:
    """A turn: the emissary nearest the emperor acts (001:124, 196), having taken its building
    (001:132), with at most one build and one produce (001:136-138)."""
    if s.phase not in TURN:
        return None
    if s.round == 0:
        return "an action turn in round 0: round 1 begins with an upkeep (001:95)"
    if not 1 <= s.space <= 5 or s.spaces[s.space - 1] != s.actor or s.actor < 0:
        return (f"seat {s.actor} acts from space {s.space}, where its emissary is not "
                "(001:124, 136)")
    if any(x >= 0 for x in s.spaces[: s.space - 1]):
        return (f"seat {s.actor} acts from space {s.space} while an emissary nearer the "
                "emperor has not: turns follow the strip (001:124, 196)")
    turns = sum(1 for x in s.spaces if x >= 0) - (s.phase != "take")
    if len(s.offer) != turns:
        return (f"{len(s.offer)} offer card(s) for {turns} turn(s) still to take one: each "
                "turn takes one building from the offer (001:105, 132; ruling A-9)")
    if s.phase == "take" and (s.bricks or s.cogs or s.built or s.produced):
        return "bricks, cogs or actions before the building is taken (001:130-136)"
    if s.built and s.bricks:
        return "bricks left after the build: excess bricks are lost (001:170, 172)"
    if s.produced and s.cogs:
        return "cogs left after producing: unused cogs are lost (001:190, 194)"
    return _school(s)


def _school(s: State) -> str | None:
    """A School or University just built draws from a deck other than I (001:465-475)."""
    if s.phase not in SCHOOL:
        if s.school or s.school_deck is not None:
            return f"a School's cards are out in phase {s.phase!r} (001:469)"
        return None
    if not s.built:
        return f"phase {s.phase!r} without a build: a School acts when built (001:465-475)"
    if s.phase == "school_deck":
        if s.school or s.school_deck is not None or not s.school_n or not eligible(s):
            return ("choosing a School's deck with cards already drawn, nothing to draw or no "
                    "deck to draw from (001:469, 475; ruling A-13)")
        return None
    if s.school_deck not in s.rules.decks or s.school_deck == "I" or not s.school:
        return (f"a School's cards from deck {s.school_deck}: it draws from a deck in play "
                "other than I (001:469, 475)")
    if len(s.school) > s.school_n:
        return (f"{len(s.school)} School cards out of {s.school_n} drawn: it looks at 1 card "
                "per building beside it (001:469, 475)")
    return None
