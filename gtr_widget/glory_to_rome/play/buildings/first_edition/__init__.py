"""First-edition (2005) texts of the buildings whose function differs from the Black Box."""
