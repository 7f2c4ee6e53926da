"""Glory to Rome: the rules engine, its Game, frames, heuristic bot and scenarios."""
