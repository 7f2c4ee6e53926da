"""Running the tests never changes the checkout: no test writes into docs/, the repository's
root or next to its own file (browser tests once rewrote the README's screenshots on every run).
Pictures and logs go to a temporary folder or the git-ignored test-artifacts/; the README's
pictures come from scripts/screenshots.py, run on purpose.

A static check of tests/: every call that writes a file is read, and one aimed at the
repository (a path built from REPO, ROOT, __file__, parents[...], or naming docs/, or a bare
relative path, which lands in the checkout when pytest runs from it) is refused."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"

#: Methods and functions that write (or remove) the file their receiver or argument names.
WRITERS = {"screenshot", "write_text", "write_bytes", "savefig", "to_csv", "to_parquet",
           "to_excel", "to_pickle", "to_html", "touch", "unlink", "rmtree", "copyfile", "copy2",
           "copytree", "write"}
#: What a path into the checkout is built from.
ANCHORS = ("REPO", "ROOT", "__file__", "parents[", "parent.parent", "HERE", "docs/", '"docs"',
           "'docs'", "README", "CHANGELOG")
#: Where writing is fine: git-ignored or temporary.
ALLOWED = ("test-artifacts", "ARTIFACTS", "tmp_path", "tmpdir", "tempfile", "TemporaryDirectory",
           "mkdtemp", "gettempdir")


def _is_writer(call: ast.Call) -> bool:
    f = call.func
    name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
    if name == "open":  # open(path, "w"), Path.open("w"): a mode that writes
        modes = [a for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        modes += [k.value for k in call.keywords if k.arg == "mode"
                  and isinstance(k.value, ast.Constant)]
        return any(set(str(m.value)) & set("wax+") for m in modes)
    return name in WRITERS


def _relative_literal(call: ast.Call) -> bool:
    """A bare relative path: open("out.png", "w"), Path("docs/x").write_text(...)."""
    f = call.func
    target = f.value if isinstance(f, ast.Attribute) else call.args[0] if call.args else None
    if isinstance(target, ast.Call) and getattr(target.func, "id", "") == "Path" and target.args:
        target = target.args[0]
    return (isinstance(target, ast.Constant) and isinstance(target.value, str)
            and not target.value.startswith("/"))


def writes_into_checkout(source: str) -> list[str]:
    """The writing calls of `source` aimed at the checkout, as source text."""
    tree = ast.parse(source)
    tainted: set[str] = set()  # names bound to a path into the checkout
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            text = ast.get_source_segment(source, node.value) or ""
            if any(a in text for a in ANCHORS) and not any(a in text for a in ALLOWED):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                tainted |= {t.id for t in targets if isinstance(t, ast.Name)}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not _is_writer(node):
            continue
        text = ast.get_source_segment(source, node) or ""
        if any(a in text for a in ALLOWED):
            continue
        names = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        if any(a in text for a in ANCHORS) or names & tainted or _relative_literal(node):
            found.append(text)
    return found


@pytest.mark.parametrize("path", sorted(str(p.relative_to(ROOT)) for p in TESTS.rglob("*.py")))
def test_no_test_writes_into_the_checkout(path: str) -> None:
    assert writes_into_checkout((ROOT / path).read_text()) == []


@pytest.mark.parametrize("line", [
    'wide.screenshot(path=str(REPO / "docs" / f"screenshot-{theme}.png"))',
    'wide.screenshot(path=str(REPO / "docs" / "great-city.png"))',
    '(ROOT / "README.md").write_text("x")',
    'out = Path(__file__).parents[1] / "docs"\nplt.savefig(out / "plot.png")',
    'with open("results.csv", "w") as f:\n    pass',
    'Path("docs/x.png").write_bytes(b"")',
    'df.to_csv(ROOT / "sim.csv")',
])
def test_the_check_catches_a_write_into_the_checkout(line: str) -> None:
    assert writes_into_checkout(line) != []


@pytest.mark.parametrize("line", [
    'wide.screenshot(path=str(REPO / "test-artifacts" / "five-players.png"))',
    'pg.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)',
    '(tmp_path / "save.json").write_text(g.to_json())',
    'text = (ROOT / "docs" / "sources.md").read_text()',
    'with open(ROOT / "README.md") as f:\n    pass',
])
def test_the_check_lets_reads_and_temporary_writes_be(line: str) -> None:
    assert writes_into_checkout(line) == []
