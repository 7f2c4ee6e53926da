"""A whole game (or a rulebook example) as one animated picture: the game is replayed from
its start, each position drawn as the seat sees it then, and the frames shown in turn.

The animated SVG uses a CSS animation (browsers play it inline, in an <img> and on code
hosts); a viewer without CSS shows the last position. A GIF needs the optional extra
`pictures` (cairosvg to rasterise, Pillow to assemble).
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

_SIZE = re.compile(r'<svg[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"')
#: The longest a frame is shown: an hour (a picture needs no longer, and CSS takes it).
MAX_FRAME_SECONDS = 3600.0


def frame_seconds(seconds: object) -> float:
    """`seconds`, the time each frame is shown, as a float: a number above 0 and at most
    MAX_FRAME_SECONDS (a ValueError saying so otherwise)."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        raise ValueError("each frame is shown for a positive number of seconds, not "
                         f"{'None' if seconds is None else 'a ' + type(seconds).__name__}")
    if not 0 < seconds <= MAX_FRAME_SECONDS:
        raise ValueError(f"each frame is shown for a positive number of seconds, at most "
                         f"{MAX_FRAME_SECONDS:g}, not {_number(seconds)}")
    return float(seconds)


def _number(x: float) -> str:
    """`x` in an error: short, however large (a huge int has no float and a long text)."""
    return f"{x:g}" if isinstance(x, float) or abs(x) < 10**9 else "a number that large"


class Replayable(Protocol):
    """What an animation asks of a game: its moves, its start, and a picture of it."""

    @property
    def history(self) -> list[str]: ...

    def at_start(self) -> Any: ...

    def to_svg(self, seat: int | None = None, theme: str = "light") -> str: ...


def frames_of(game: Replayable, seat: int | None = None, theme: str = "light",
              first: int = 0, last: int | None = None) -> list[str]:
    """The pictures of `game` after `first` .. `last` of its moves (0: its start; None: every
    move), each as `seat` saw that position."""
    moves = game.history
    last = len(moves) if last is None else last
    if any(isinstance(k, bool) or not isinstance(k, int) for k in (first, last)):
        raise ValueError(f"frames run from a move to a later one (ints, or None for the last), "
                         f"not {type(first).__name__}..{type(last).__name__}")
    if not 0 <= first <= last <= len(moves):
        raise ValueError(f"frames run from a move to a later one within the game's "
                         f"{len(moves)} moves, not {_number(first)}..{_number(last)}")
    replay = game.at_start()
    frames: list[str] = []
    for ply in range(last + 1):
        if ply >= first:
            frames.append(replay.to_svg(seat, theme))
        if ply < last:
            replay.play(moves[ply])
    return frames


def _check_frames(frames: object) -> None:
    """Refuse `frames` unless it is a list of SVG texts, at least one (ValueError)."""
    if not isinstance(frames, list | tuple) or not all(isinstance(f, str) for f in frames):
        raise ValueError(f"frames are a list of SVG texts (frames_of), not a "
                         f"{type(frames).__name__} of other things")
    if not frames:
        raise ValueError("an animation needs at least one frame")


def _size(svg: str) -> tuple[float, float]:
    found = _SIZE.search(svg)
    if found is None:
        raise ValueError("a frame must be an SVG document with a width and a height")
    return float(found.group(1)), float(found.group(2))


def animate(frames: Sequence[str], seconds: float = 1.0, title: str = "") -> str:
    """One SVG showing `frames` (SVG documents) in turn, `seconds` each, looping."""
    _check_frames(frames)
    if not isinstance(title, str):
        raise ValueError(f"an animation's title is a text, not a {type(title).__name__}")
    seconds = frame_seconds(seconds)
    sizes = [_size(f) for f in frames]
    width, height = max(w for w, _ in sizes), max(h for _, h in sizes)
    n = len(frames)
    period = seconds * n
    shown = 100.0 / n
    style = ("<style>@keyframes gtr-frame{0%{visibility:visible}"
             f"{shown:.4f}%{{visibility:hidden}}100%{{visibility:hidden}}}}"
             f".gtr-frame{{visibility:hidden;animation:gtr-frame {period:g}s step-end infinite}}"
             "</style>")
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
             f'viewBox="0 0 {width:g} {height:g}">']
    if title:
        from xml.sax.saxutils import escape

        parts.append(f"<title>{escape(title)}</title>")
    parts.append(style)
    for k, frame in enumerate(frames):
        body = frame[frame.index("<svg"):]
        parts.append(f'<g class="gtr-frame" style="animation-delay:{k * seconds:g}s">'
                     f"{body}</g>")
    parts.append("</svg>")
    return "".join(parts)


def to_gif(frames: Sequence[str], path: str | Path, seconds: float = 1.0) -> Path:
    """Write `frames` (SVG documents) as a looping GIF at `path`; needs the `pictures` extra."""
    try:
        import cairosvg  # type: ignore[import-untyped, import-not-found, unused-ignore]
        from PIL import Image
    except ImportError as e:
        raise ImportError("a GIF needs the optional extra `pictures`: pip install "
                          f"'gtr_widget[pictures]' (cairosvg and Pillow; missing: {e.name})"
                          ) from None
    except OSError as e:  # cairosvg installed, the system's cairo library not
        raise ImportError(f"a GIF needs the cairo library (Debian: apt-get install libcairo2): "
                          f"{e}") from None
    _check_frames(frames)
    seconds = frame_seconds(seconds)
    images = [Image.open(io.BytesIO(cairosvg.svg2png(bytestring=f.encode("utf-8"))))
              .convert("RGB") for f in frames]
    size = (max(i.width for i in images), max(i.height for i in images))
    canvas = [_pad(i, size) for i in images]
    out = Path(path)
    canvas[0].save(out, format="GIF", save_all=True, append_images=canvas[1:],
                   duration=int(seconds * 1000), loop=0)
    return out


def _pad(image: Any, size: tuple[int, int]) -> Any:
    """`image` on a page of `size`, its corner colour around it (frames may differ in height)."""
    if image.size == size:
        return image
    from PIL import Image

    page = Image.new("RGB", size, image.getpixel((0, 0)))
    page.paste(image, (0, 0))
    return page
