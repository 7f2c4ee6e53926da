"""The game's log: structured entries recorded by `State.say`, worded for each viewer.

An entry is plain JSON (so a state saves and copies cheaply):

    {"turn", "seat", "kind", "text",      # the full wording (the teaching view)
     "cards": [ids],                       # the cards the line names, in template order
     "template": "{who} takes {0:m} {where}", "words": {"who": "Ann", ...},
                                           # how the line is worded, for each viewer
     "known_to": [seats], "public": "...", # a private line (a draw): who reads it, and the rest
     "public_template": "...",             #   (worded from this when first read)
     "data": {...}}                        # public facts for scripts and bots (never a secret)

"text" and "public" are filled in when first read. `record` keeps a line as a plain tuple
until someone reads the log (`entries` makes the dicts then): a simulation writes some 400
lines a game, and reads none. A save holds a public line with its template and words, a
private line worded (its text and public wording only).

Which cards a viewer may read is decided when the log is read, not when the line is written:
a card that went public into a stockpile and then face down into a vault is hidden from the
line that showed it, once the vault hides it (003:279). So a seat's log never names a card its
view hides.
"""

from __future__ import annotations

from functools import cache
from string import Formatter
from typing import TYPE_CHECKING, Any, Final, cast

from ...core.events import Event

if TYPE_CHECKING:
    from .cards import Deck
    from .state import State

HIDDEN: Final = "a card"
#: The words of every line that has none (`record`); never changed: entries copy it
_NO_WORDS: Final[dict[str, Any]] = {}


class _Shown:
    """A card as a line names it: `{0}` its name, `{0:m}` name and material, `{0:f}` as a
    foundation ("an Academy foundation")."""

    __slots__ = ("name", "material")

    def __init__(self, name: str, material: str | None):
        self.name, self.material = name, material

    def __format__(self, spec: str) -> str:
        if spec == "m" and self.material:
            return f"{self.name} ({self.material})"
        if spec == "f":
            return f"{'an' if self.name[:1] in 'AEIOU' else 'a'} {self.name} foundation"
        return self.name


class _Hidden:
    """A card the viewer may not know, in the same slot."""

    def __format__(self, spec: str) -> str:
        return "a foundation" if spec == "f" else HIDDEN


_HIDDEN: Final = _Hidden()


@cache
def slots(n: int, sep: str = ", ") -> str:
    """Template slots for `n` cards: "{0}, {1}, {2}"."""
    return sep.join(f"{{{i}}}" for i in range(n))


def record(s: State, seat: int | None, kind: str, template: str, cards: tuple[int, ...],
           known_to, public: str | None, data: dict | None, words: dict | None = None) -> None:
    """Append one line: `template` names cards by position and words by name. It is kept as
    a tuple until the log is read (`entries`), and worded when first read (`text_of`,
    `public_of`): a game played without reading its log (a simulation) does neither.

    The seat's name ({who}) joins the words then too, so most lines have no word to keep
    (`words` empty or None): they keep the shared `_NO_WORDS`, and the collector counts fewer
    live dicts. Lines may share `words` and `data` (never changed once recorded); each entry
    gets copies of its own (docs/performance.md, "Cheaper log lines")."""
    s.log.append((s.turn, seat, kind, cards, template, words or _NO_WORDS, known_to, public,
                  data))


def _entry(line: tuple, names: list[str]) -> dict:
    """A line `record` kept, as the entry described above (`names`: the seats' names)."""
    turn, seat, kind, cards, template, words, known_to, public, data = line
    words = dict(words)  # lines share words and data (`record`): each entry gets its own
    if seat is not None and "who" not in words:
        words["who"] = names[seat]
    entry: dict[str, Any] = {"turn": turn, "seat": seat, "kind": kind}
    if cards:
        entry["cards"] = list(cards)
    entry["template"], entry["words"] = template, words
    if known_to is not None:
        entry["known_to"] = sorted(known_to)
        entry["public_template"] = public or ""
    if data:
        entry["data"] = dict(data)
    return entry


def entries(s: State) -> list[dict]:
    """The state's log, every line an entry dict: lines `record` kept as tuples (always the
    newest ones) become dicts here, in place, once."""
    log = s.log
    first = len(log)
    while first and type(log[first - 1]) is tuple:
        first -= 1
    names = [p.name for p in s.players]
    for i in range(first, len(log)):
        log[i] = _entry(cast(tuple, log[i]), names)
    return log  # type: ignore[return-value]  # no tuple is left


_IRREGULAR: Final = {"has": "have", "is": "are", "was": "were"}
_AND_VERBS: Final = {"takes": "take", "draws": "draw", "gives": "give", "puts": "put",
                     "keeps": "keep", "loses": "lose", "passes": "pass", "discards": "discard"}


def second_person(text: str) -> str:
    """A line about a player named "You" in the second person: "You lead", "Your Tower",
    "from your hand" (a player's name is theirs to choose; "You" is the notebooks' own)."""
    if "You's " in text[1:]:
        text = text[0] + text[1:].replace("You's ", "your ")
    if not text.startswith("You"):
        return text
    if text.startswith("You's "):
        return "Your " + text[6:]
    head, _, rest = text[4:].partition(" ")
    if text[3:4] != " " or not head.endswith("s") or not head.isalpha():
        return text
    verb = _IRREGULAR.get(head) or (head[:-2] if head.endswith(("sses", "shes", "ches", "xes"))
                                    else head[:-1])
    if rest.startswith("and "):  # "You think and take a Jack"
        second, _, tail = rest[4:].partition(" ")
        rest = f"and {_AND_VERBS.get(second, second)} {tail}".rstrip()
    return f"You {verb} {rest}" if rest else f"You {verb}"


def text_of(e: dict, deck) -> str:
    """An entry's full wording, made from its template the first time it is asked for (the
    same every time, so entries shared by copies of a state may keep it)."""
    text = e.get("text")
    if text is None:
        shown = _shown(deck)
        text = e["text"] = second_person(e["template"].format(
            *[shown[c] for c in e.get("cards", ())], **e["words"]))
    return text


def public_of(e: dict) -> str:
    """What a private line tells the other seats, worded the first time it is asked for."""
    text = e.get("public")
    if text is None:
        text = e["public"] = second_person(e["public_template"].format(**e["words"]))
    return text


def entry_from_json(e: Any) -> dict:
    """A saved entry: a dict as `record` writes it, or an old save's [turn, seat, text]."""
    if isinstance(e, dict):
        return dict(e)
    turn, seat, text = e  # saves written before the log was structured
    return {"turn": turn, "seat": seat, "kind": "log", "text": text}


#: What a private line holds until it is saved: it is written worded.
_PRIVATE_UNSAVED: Final = ("template", "words", "public_template")


def entry_to_json(e: dict, deck) -> dict | list:
    """An entry as a save holds it, worded: an old save's line is written back as it came."""
    if e["kind"] == "log" and len(e) == 4:
        return [e["turn"], e["seat"], e["text"]]
    text_of(e, deck)
    if "known_to" not in e:
        return dict(e)
    public_of(e)  # a saved private line is worded, its template is not kept (entry_problem)
    return {k: v for k, v in e.items() if k not in _PRIVATE_UNSAVED}


def log_lines(entries: list) -> list[list]:
    """[turn, seat, text] of each entry: what saves before structured lines could say."""
    return [[e["turn"], e["seat"], e["text"]] if isinstance(e, dict) else list(e)
            for e in entries]


def seers(s: State) -> dict[int, frozenset[int]]:
    """The cards some seat cannot see now, each with the seats that can (everyone else sees
    every other card): hands, face-down vault cards (until the end, 003:285), the draw pile
    and cards set aside."""
    out: dict[int, frozenset[int]] = {}
    nobody: frozenset[int] = frozenset()
    for i, p in enumerate(s.players):
        own = frozenset((i,))
        for c in p.hand:
            out[c] = own
        if not s.over:
            for c in p.vault:
                seen = s.vault_seen.get(c)
                if seen != "all":
                    out[c] = own if seen == "owner" else nobody
    for zone in (s.draw, s.jacks, s.out_of_play):
        for c in zone:
            out[c] = nobody
    return out


def _shown(deck: Deck) -> list[_Shown]:
    """Each card of the deck as a line names it, made once per deck."""
    made = deck.memo.get("log_shown")
    if made is None:
        made = deck.memo["log_shown"] = [_Shown(n, m) for n, m in zip(deck.name, deck.material)]
    return made


def _resolve(e: dict, hidden: dict, everyone: frozenset[int], deck) -> tuple:
    """A line that names cards or is private: (cards, readers or None for everyone,
    public wording, public cards), from who may see each card now."""
    cards = e.get("cards") or ()
    k = e.get("known_to")
    readers = everyone if k is None else frozenset(k)
    order_count = deck.order_count
    kept, public_cards = [], []
    for c in cards:
        who = hidden.get(c)
        if who is None:
            kept.append(c)
            public_cards.append(c)
        elif c < order_count:
            kept.append(c)
            readers &= who
        # a Jack out of view: its name says all, its id is left out
    if k is not None:
        return kept, readers, public_of(e), []
    if readers == everyone:
        return kept, None, "", []
    if "template" not in e:  # a line written without a template: nothing of it is public
        return kept, readers, "", []
    shown = _shown(deck)
    slots = [shown[c] if c >= order_count or c not in hidden else _HIDDEN for c in cards]
    return kept, readers, second_person(e["template"].format(*slots, **e["words"])), public_cards


def events(s: State) -> list[Event]:
    """The log as events, each worded for who may read it now."""
    hidden = seers(s)
    everyone = frozenset(range(s.n))
    deck = s.deck
    out = []
    for e in entries(s):
        data = e.get("data") or {}
        if "cards" not in e and "known_to" not in e:
            out.append(Event(e["turn"], e["seat"], e["kind"], text_of(e, deck), data=data))
            continue
        kept, readers, public, public_cards = _resolve(e, hidden, everyone, deck)
        out.append(Event(e["turn"], e["seat"], e["kind"], text_of(e, deck), tuple(kept),
                         readers, public, data, tuple(public_cards)))
    return out


def zone_of(s: State, cards: list[int]) -> dict:
    """Which zone a card list is, as public facts: {"zone": "hand", "owner": 1}."""
    if cards is s.pool:
        return {"zone": "pool"}
    if cards is s.draw:
        return {"zone": "deck"}
    for i, p in enumerate(s.players):
        # each zone by its field: compiled, `getattr(p, "hand")` is a slow lookup by name
        zone = ("hand" if cards is p.hand else "stockpile" if cards is p.stockpile
                else "clientele" if cards is p.clientele else "camp" if cards is p.camp
                else "vault" if cards is p.vault else None)
        if zone is not None:
            return {"zone": zone, "owner": i}
    return {"zone": "other"}


def entry_problem(e: Any, seats: int, deck_size: int) -> str | None:
    """What is wrong with a saved log entry, or None: seats in range, card ids of the deck,
    and a template that names only its own cards and words (a save is never formatted
    blindly)."""
    if not isinstance(e, dict):
        seat = e[1]
        return None if seat is None or seat < seats else f"seat {seat} is not at the table"
    who = [e["seat"], *(e.get("known_to") or ())]
    if any(s is not None and not 0 <= s < seats for s in who):
        return "it names a seat that is not at the table"
    cards = e.get("cards") or []
    if any(not 0 <= c < deck_size for c in cards):
        return "it names a card that is not in the deck"
    if ("template" in e) != ("words" in e) or ("template" in e and "known_to" in e):
        return "a public line may keep its template, with its words; a private line not"
    if ("public" in e) != ("known_to" in e):
        return "a private line has a public wording, and only a private line"
    if "template" in e and not _fields_ok(e["template"], len(cards), e["words"]):
        return "its template has a field that is not one of its cards or words"
    return None


def _fields_ok(template: str, n_cards: int, words: dict) -> bool:
    try:
        for _, field, spec, conversion in Formatter().parse(template):
            if field is None:
                continue
            if conversion is not None:
                return False
            if field.isdigit():
                if int(field) >= n_cards or spec not in ("", "m", "f"):
                    return False
            elif not field.isidentifier() or field not in words or spec:
                return False
    except ValueError:
        return False
    return True
