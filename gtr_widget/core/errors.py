"""The two errors a user of any game meets: a refused move and a refused save file."""

#: Error texts are capped: a refusal quotes what it refuses, and input may be huge.
MAX_ERROR_CHARS = 300


def clip(text: str, limit: int = MAX_ERROR_CHARS) -> str:
    """`text` cut to `limit` characters, marked with an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class IllegalMove(ValueError):
    """A move the rules forbid. The message names the rule; the game is left unchanged."""

    def __init__(self, reason: str) -> None:
        super().__init__(clip(str(reason)))


class SaveFileError(ValueError):
    """A save file that cannot be loaded: not JSON, another format or version, or corrupt."""

    def __init__(self, reason: str) -> None:
        super().__init__(clip(str(reason)))


class PositionError(ValueError):
    """A position a builder cannot make: it breaks the game's rules or its box of cards."""
