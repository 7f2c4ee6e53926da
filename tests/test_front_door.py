"""What a newcomer reads first holds: the README's tour pastes into the plain `python` prompt and
prints what its comments say, and every link resolves (the README's and docs' relative links name
files in the repository)."""

from __future__ import annotations

import code
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
HOME = PROJECT["urls"]["Homepage"].rstrip("/")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
IMG = re.compile(r"<img[^>]*\ssrc=[\"']([^\"']+)[\"']")
BLOCKS = re.findall(r"```python\n(.*?)```", README, re.S)


class Prompt(code.InteractiveConsole):
    """The plain `python` prompt, fed a pasted block line by line; records syntax errors."""

    def __init__(self, run: bool, namespace: dict[str, Any]) -> None:
        super().__init__(namespace)
        self.run, self.errors = run, []

    def runcode(self, code_obj: Any) -> None:
        if self.run:
            exec(code_obj, self.locals)  # noqa: S102 - the README's own code; errors propagate

    def showsyntaxerror(self, filename: str | None = None, **kwargs: Any) -> None:
        self.errors.append(self.buffer[:])


def paste(block: str, run: bool, namespace: dict[str, Any]) -> list[list[str]]:
    prompt = Prompt(run, namespace)
    for line in block.splitlines():
        prompt.push(line)
        expr, _, comment = line.partition("  # ")
        shown = comment.strip()
        # A comment that is a repr (a Decision, a quoted string) must be what the line gives.
        if run and expr.strip() and not prompt.buffer and shown.startswith(("Decision(", "'")):
            assert repr(eval(expr, namespace)) == shown, line  # noqa: S307 - README code
    prompt.push("")
    assert not prompt.buffer, "the block ends inside a statement"
    return prompt.errors


def test_the_tour_has_its_three_blocks() -> None:
    assert len(BLOCKS) >= 3


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_each_tour_block_pastes_into_the_plain_python_prompt(index: int) -> None:
    """A compound statement needs a blank line after it at the `>>>` prompt."""
    assert paste(BLOCKS[index], run=False, namespace={}) == []


def test_the_first_two_blocks_run_and_their_comments_are_true() -> None:
    """Run at the prompt (the third block's what-if and simulation take half a minute each)."""
    namespace: dict[str, Any] = {}
    for block in BLOCKS[:2]:
        assert paste(block, run=True, namespace=namespace) == []
    assert namespace["g"].history == [
        str(m) for m in __import__("gtr_widget").scenarios.moves("BB-Garden-1")
    ]


def test_readme_links_name_files_that_exist() -> None:
    """Every picture and file the README links to is in the repository, linked relatively (an
    absolute address of the repository pointed at a GitHub page that does not exist)."""
    links = LINK.findall(README) + IMG.findall(README)
    local = [u for u in links if not u.startswith(("https://", "http://", "mailto:", "#"))]
    assert any(u.endswith(".png") for u in local), "the README shows the table"
    for url in local:
        target = (ROOT / url.split("#")[0]).resolve()
        assert target.is_file() and ROOT in target.parents, f"README: {url} is not a file here"
    assert [u for u in links if u.startswith(HOME + "/")] == [], "link the repository's files"


@pytest.mark.parametrize("doc", sorted(p.name for p in (ROOT / "docs").glob("*.md")))
def test_docs_links_resolve_within_the_repository(doc: str) -> None:
    text = (ROOT / "docs" / doc).read_text()
    assert "../shared" not in text, "a link out of the repository"
    for url in LINK.findall(text):
        if url.startswith(("https://", "http://", "#")):
            continue
        target = (ROOT / "docs" / url.split("#")[0]).resolve()
        assert target.exists() and ROOT in target.parents, f"{doc}: {url} does not resolve"


def test_sources_name_every_rulebook_cited() -> None:
    """Every rulebook number the repository cites (003:116) is named in docs/sources.md."""
    sources = (ROOT / "docs" / "sources.md").read_text()
    cited: set[str] = set()
    for path in [*ROOT.glob("gtr_widget/**/*.py"), *ROOT.glob("tests/**/*.py"),
                 *ROOT.glob("docs/*.md")]:
        cited |= set(re.findall(r"\b(00\d):\d+", path.read_text(errors="replace")))
    assert cited
    for number in sorted(cited):
        assert f"| **{number}** |" in sources, f"rulebook {number} is cited but not named"


def test_license_file_is_declared() -> None:
    assert PROJECT["license"] == "MIT" and PROJECT["license-files"] == ["LICENSE"]
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")


def test_the_engine_imports_without_the_widget_layer() -> None:
    """Scripts and simulation workers import the package without ipywidgets and IPython;
    `gtr_widget.Table` still resolves (and tab-completes) when asked for."""
    import subprocess
    import sys

    probe = ("import sys, gtr_widget; before = 'ipywidgets' in sys.modules; "
             "table = gtr_widget.Table; print(before, 'ipywidgets' in sys.modules, "
             "table.__name__, 'Table' in dir(gtr_widget))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout.split()
    assert out == ["False", "True", "Table", "True"]
