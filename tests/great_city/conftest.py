"""Great City tests: make gc_helpers importable next to them."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
