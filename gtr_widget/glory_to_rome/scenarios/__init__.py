"""Glory to Rome's rulebook scenarios: the data files, the position builder and its facts."""
