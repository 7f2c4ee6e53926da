"""Building powers, one module per building or family; importing registers them all.

Powers shared by every edition live here; `black_box/` and `first_edition/` hold the texts
that differ by edition.
"""

import importlib
import pkgutil

for _module in pkgutil.walk_packages(__path__, prefix=f"{__name__}."):
    importlib.import_module(_module.name)

from .gloria import register as _register_gloria  # noqa: E402  (needs every power loaded)

_register_gloria()
