"""What every game's `Game.new` and position builder take from a caller: the seats and the seed;
and the counts and switches of the calls that deal or play many games (`what_if`, `simulate`,
`play_game`).

Checked where they come in, with a short error naming the argument: a name or a seed that a
deal takes but a save refuses would make a game that cannot be saved. Each game checks its own
rules against its saves' schema.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .saves import short

#: Seeds are below this in size, in a deal and in every game's saves (Game.new draws them
#: below 2**32).
MAX_SEED = 2**128
#: The longest seat name a save takes.
MAX_NAME = 100


def seat_names(players: object, defaults: Sequence[str], fewest: int, most: int,
               title: str) -> list[str]:
    """The seats' names from `players`: a count (the first `defaults`) or a list of names."""
    if isinstance(players, bool) or not isinstance(players, int | list | tuple):
        raise TypeError(f"players is a count {fewest}..{most} or a list of names, not "
                        f"{short(players)}")
    if isinstance(players, int):
        if not fewest <= players <= most:
            raise ValueError(f"{title} is for {fewest} to {most} players, not {short(players)}")
        return list(defaults[:players])
    if not fewest <= len(players) <= most:
        raise ValueError(f"{title} is for {fewest} to {most} players, not {len(players)} names")
    for name in players:
        if not isinstance(name, str) or len(name) > MAX_NAME:
            raise ValueError(f"player name {short(name)}: a name is a text of at most "
                             f"{MAX_NAME} characters")
    return list(players)


def checked_seed(seed: object) -> int:
    """`seed` as a new deal takes it: an int, or a fresh one for None. (Python's random takes
    text seeds too, and a Glory to Rome save written before this check may hold one: such a
    save still loads, but a new game is dealt from an int.)"""
    if seed is None:
        return random.SystemRandom().randrange(2**32)
    if isinstance(seed, int) and not isinstance(seed, bool) and -MAX_SEED < seed < MAX_SEED:
        return seed
    raise ValueError(f"seed {short(seed)}: a seed is None or an int below 2**128 in size")


#: The most playouts (or games) one call runs: far above any real use (1000 take ~20 s).
MAX_PLAYOUTS = 10_000_000


def check_counts(games: bool = False, **counts: object) -> None:
    """Refuse a count that is not an int in range (ValueError naming it): n, the playouts
    (or with `games`, the games: 0 too), and a search's iterations from 1 up to MAX_PLAYOUTS;
    max_moves, workers and chunk from 1; any other (seed ...) any int. None is the default
    of n, workers and chunk."""
    for name, value in counts.items():
        if value is None and name in ("n", "workers", "chunk"):
            continue
        least = 0 if games and name == "n" else 1
        unit = "iterations" if name != "n" else "games" if games else "playouts"
        capped = (f"{name}={short(value)}: a whole number of {unit}, {least} to "
                  f"{MAX_PLAYOUTS}")
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(capped if name in ("n", "iterations") else
                             f"{name}={short(value)}: an int")
        if name in ("n", "iterations") and not least <= value <= MAX_PLAYOUTS:
            raise ValueError(capped)
        if name in ("max_moves", "workers", "chunk") and value < 1:
            raise ValueError(f"{name}={short(value)}: 1 or more")


def check_flag(name: str, value: object) -> bool:
    """`value` if it is True or False; else a ValueError naming `name` (a truthy 1 or "no"
    would pass for True unasked)."""
    if not isinstance(value, bool):
        raise ValueError(f"{name}={short(value)}: True or False")
    return value
