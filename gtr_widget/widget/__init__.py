"""The table widget: any game's view in the notebook, clicks checked like scripted moves."""

from .table import Table

__all__ = ["Table"]
