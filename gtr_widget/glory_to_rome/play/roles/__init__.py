"""The six roles' actions; importing this package registers them."""

from . import building, legionary, merchant, patron_laborer  # noqa: F401
