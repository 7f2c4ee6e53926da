"""Game end and scoring (003:293-317; 000:323-359; 004:389-415)."""

from __future__ import annotations

from .cards import MATERIALS
from .events import entries
from .powers import anyone_answers, hooks
from .state import State

#: Stable end codes (`State.end_code`), with the rule that ends the game that way.
END_CODES = {
    "deck_empty": "the last card of the draw deck was drawn (003:295; rulings A-3)",
    "sites_gone": "the last in-town Site was claimed (003:296; 000:327)",
    "catacomb": "a Catacomb was completed (003:393)",
    "forum": "a Forum or Forum Romanum win (003:439, 003:445)",
}


def end_game(s: State, reason: str, winners: list[int] | None = None,
             code: str | None = None) -> None:
    """End the game at once: nobody finishes the turn (003:301). `code` is one of
    END_CODES; `reason` the text shown."""
    if s.over:
        return
    s.over = True
    s.end_reason = reason
    s.end_code = code
    s.stack = []
    s.winners = winners if winners is not None else _best(s)
    names = " and ".join(s.players[w].name for w in s.winners)
    s.say(None, "game_over", "Game over: {reason}. {names} {verb}", reason=reason, names=names,
          verb="wins" if len(s.winners) == 1 else "win",
          data={"reason": reason, "winners": list(s.winners)})


def game_over_last(s: State) -> None:
    """Put "Game over" after the lines of the move that ended the game: the game ends at once
    (003:301), in the middle of a draw or a lay, but the log tells the move first."""
    log = s.log
    for i in range(len(log) - 1, -1, -1):
        line = log[i]
        kind = line[2] if isinstance(line, tuple) else line["kind"]
        if kind == "game_over":
            if i != len(log) - 1:
                # unread lines stay tuples at the log's end (events.entries): read them first
                # when the line moved is a dict, so that none is left behind it
                if not isinstance(line, tuple):
                    entries(s)
                log.append(log.pop(i))
            return


def merchant_bonuses(s: State) -> list[list[str]]:
    """Per seat, the materials whose bonus it earns: most in the vault, no ties (003:285)."""
    won: list[list[str]] = [[] for _ in s.players]
    mat = s.deck.material
    for m in MATERIALS:
        counts = [sum(1 for c in p.vault if mat[c] == m) for p in s.players]
        top = max(counts)
        if top > 0 and counts.count(top) == 1:
            won[counts.index(top)].append(m)
    return won


def scores(s: State) -> list[dict]:
    """Victory points per seat, itemised."""
    bonuses = merchant_bonuses(s)
    out = []
    for seat, p in enumerate(s.players):
        vault = sum(s.deck.value[c] for c in p.vault)
        buildings = sum(pw.score_bonus(s, seat) for pw in hooks(s, seat, "score_bonus"))
        row = {
            "influence": p.influence,
            "vault": vault,
            "merchant_bonus": 3 * len(bonuses[seat]),
            "buildings": buildings,
        }
        row["total"] = sum(row.values())
        out.append(row)
    return out


def _best(s: State) -> list[int]:
    """Most points wins; a tie goes to most cards in hand; a further tie is shared (A-7)."""
    sc = scores(s)
    key = [(r["total"], len(p.hand)) for r, p in zip(sc, s.players)]
    top = max(key)
    return [seat for seat, k in enumerate(key) if k == top]


def check_wins(s: State) -> None:
    """An immediate victory (a power's `wins` hook) ends the game at once."""
    if not anyone_answers(s, "wins"):
        return  # nobody has a power that can win the game
    won: list[tuple[int, str]] = []
    for seat in range(s.n):
        for pw in hooks(s, seat, "wins"):
            reason = pw.wins(s, seat)
            if reason:
                won.append((seat, reason))
                break
    if len(won) > 1:  # several at once (a public power): the best score wins (003:453-455)
        totals = scores(s)
        key = {w: (totals[w]["total"], len(s.players[w].hand)) for w, _ in won}  # 003:317
        top = max(key.values())
        won = [(w, r) for w, r in won if key[w] == top]
    if won:
        end_game(s, won[0][1], winners=[w for w, _ in won], code="forum")
