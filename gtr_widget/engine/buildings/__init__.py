"""Building powers, one module per building or family; importing registers them all."""

from . import capacity, defence, road  # noqa: F401
