"""Glory to Rome drawn as a picture (`Game.to_svg`), with the shared parts of
gtr_widget.pictures."""

from .table import picture

__all__ = ["picture"]
