"""Analysis: determinisation, what-if playouts, many-game simulation and plots."""

from .determinize import determinize, public_info

__all__ = ["determinize", "public_info"]
