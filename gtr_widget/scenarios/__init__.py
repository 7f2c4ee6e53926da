"""Rulebook scenarios and the position builder."""

from .builder import PositionError, build

__all__ = ["PositionError", "build"]
