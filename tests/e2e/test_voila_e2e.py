"""The page for a class (issue 28, item 5): `voila examples/play.ipynb` serves the table alone,
with the code hidden, and a move clicked on that page is played.

A private Voila, set up like the tests' JupyterLab (lab.py): 127.0.0.1, a free port, a token,
its own Jupyter directories, and the front end's test build (GTR_WIDGET_STATIC), in a
throwaway directory holding a copy of the notebook.
"""

from __future__ import annotations

import secrets
import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from driver import ROLES, choose, click_move, model_state
from lab import REPO, Lab, build_test_bundle, free_port

pytest.importorskip("voila", reason="voila is in the voila extra: pip install -e '.[voila]'")

NOTEBOOK = REPO / "examples" / "play.ipynb"


class Voila(Lab):
    """One Voila server for one notebook, in a throwaway directory (Lab's environment)."""

    def start(self, timeout: float = 90) -> Voila:
        self.static = build_test_bundle(self.base / "static")
        shutil.copy(NOTEBOOK, self.root / NOTEBOOK.name)
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.url = f"http://127.0.0.1:{self.port}"
        args = [sys.executable, "-m", "voila", NOTEBOOK.name, "--no-browser",
                "--Voila.ip=127.0.0.1", f"--port={self.port}", f"--token={self.token}",
                "--show_tracebacks=True"]
        with self.log_path.open("wb") as log:
            self.proc = subprocess.Popen(args, cwd=self.root, env=self._env(), stdout=log,
                                         stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"Voila exited:\n{self.log_path.read_text()[-3000:]}")
            try:  # a static file: the page itself would start a kernel
                with urllib.request.urlopen(f"{self.url}/voila/static/favicon.ico", timeout=2):
                    return self
            except OSError:
                time.sleep(0.25)
        self.stop()
        raise TimeoutError("Voila did not start in time")

    def page_url(self) -> str:
        return f"{self.url}/?token={self.token}"


@pytest.fixture(scope="module")
def voila() -> Iterator[Voila]:
    server = Voila()
    try:
        yield server.start()
    finally:
        if server.proc is not None and server.proc.poll() is not None:
            print(server.log_path.read_text()[-3000:])
        server.stop()


def test_the_voila_page_shows_a_table_without_code_and_plays_a_click(voila: Voila,
                                                                      page: Any) -> None:
    page.goto(voila.page_url(), timeout=120_000)
    page.wait_for_selector(".gtr-table .gtr-camp", timeout=120_000)
    code = page.locator(".jp-CodeCell .jp-InputArea, .jp-CodeMirrorEditor, .cm-editor")
    assert all(not code.nth(i).is_visible() for i in range(code.count())), "no code is shown"
    assert "Table.new" not in page.inner_text("body")
    # the bots (seats 1 and 2) move until it is the person's turn
    page.wait_for_selector('.gtr-table[data-can-act="true"]', timeout=60_000)
    state = model_state(page)
    kind = state["view"]["decision"]["kind"]
    assert state["view"]["decision"]["player"] == 0
    move = choose(kind, state["moves"], set(ROLES))
    played_before = len([e for e in state["log"] if e.get("player") == 0])
    click_move(page, move, state["version"])  # waits for the next version on the page
    after = model_state(page)
    assert after["version"] > state["version"] and not after["error"]
    assert len([e for e in after["log"] if e.get("player") == 0]) > played_before
    assert not page.gtr_errors
