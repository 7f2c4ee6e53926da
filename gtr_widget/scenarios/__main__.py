"""`python -m gtr_widget.scenarios [ID ...]`: replay scenarios, check facts, report."""

from __future__ import annotations

import sys

from .library import ids, run


def main(argv: list[str]) -> int:
    chosen = argv or ids()
    passed = failed = 0
    for sid in chosen:
        try:
            failures = run(sid)
        except Exception as e:  # a broken scenario is a failure, not a crash of the run
            failures = [f"{type(e).__name__}: {e}"]
        if failures:
            failed += 1
            print(f"FAIL {sid}")
            for f in failures:
                print(f"     {f}")
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
