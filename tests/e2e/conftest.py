"""Fixtures for browser tests: one JupyterLab and one Chromium per test module."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from lab import REPO, Lab, launch_chromium  # noqa: E402

ARTIFACTS = REPO / "test-artifacts"


# Module scope: one Lab and one browser per test module, closed before other modules run, so
# Playwright's event loop never lingers under the plain Python tests.
@pytest.fixture(scope="module")
def lab() -> Iterator[Lab]:
    server = Lab().start()
    try:
        yield server
    finally:
        if server.proc is not None and server.proc.poll() is not None:
            print(server.log_path.read_text()[-3000:])
        server.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as pw:
        chromium = launch_chromium(pw)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


@pytest.fixture
def page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    pg = context.new_page()
    pg.set_default_timeout(30_000)
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    pg.gtr_errors = errors
    try:
        yield pg
    finally:
        failed = any(getattr(getattr(request.node, f"rep_{w}", None), "failed", False)
                     for w in ("setup", "call"))
        if failed:
            ARTIFACTS.mkdir(exist_ok=True)
            name = re.sub(r"[^\w.-]+", "_", request.node.nodeid)
            try:
                pg.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
            except Exception as exc:  # noqa: BLE001 - the test's own failure matters more
                print(f"screenshot failed: {exc}")
            if errors:
                print("page errors:", *errors, sep="\n  ")
        context.close()
