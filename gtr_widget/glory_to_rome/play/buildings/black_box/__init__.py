"""Black Box (Republic and Imperium) texts of the buildings whose function differs by edition."""
