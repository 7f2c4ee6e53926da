"""Analysis for any game: determinisation, what-if playouts, many-game simulation and plots.

    from gtr_widget.analysis import what_if, simulate, plot_what_if
    what_if(g, n=1000)               # each legal move's win rate for the seat that decides
    what_if(g, until="clear", budget_s=10)  # until one move is clearly best (anytime.py)
    simulate(200, bots=("heuristic", "random", "random"))
"""

from .determinize import determinize
from .plots import plot_simulation, plot_what_if, simulation_summary, vp_by_turn, vp_over_turns
from .simulate import simulate
from .what_if import what_if

__all__ = ["determinize", "plot_simulation", "plot_what_if", "simulate", "simulation_summary",
           "vp_by_turn", "vp_over_turns", "what_if"]
