"""Fixtures for browser tests: one JupyterLab and one Chromium per test module.

Without a usable Chromium the browser tests are skipped, with a note saying how to enable them;
in CI (CI=true) they fail instead, so a broken install can never pass as green.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from lab import ENABLE_HINT, REPO, Lab, launch_chromium  # noqa: E402

ARTIFACTS = REPO / "test-artifacts"
_missing: list[str] = []  # why no browser can be driven, found once per session


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def _browser_problem() -> str | None:
    """None when Playwright can start Chromium here, else the reason it cannot."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return "Playwright is not installed (pip install -e '.[test]')"
    try:
        with sync_playwright() as pw:
            launch_chromium(pw).close()
    except Exception as exc:  # noqa: BLE001 - any failure to launch means no browser tests
        return f"no Chromium could be started ({str(exc).strip().splitlines()[0]})"
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    e2e = [item for item in items if HERE in Path(str(item.fspath)).parents]
    if not e2e:
        return
    problem = _browser_problem()
    if problem is None:
        return
    if _in_ci():
        _missing.append(problem)  # _require_browser fails each module with it
        return
    skip = pytest.mark.skip(reason=f"browser tests skipped: {problem}. To run them, {ENABLE_HINT}")
    for item in e2e:
        item.add_marker(skip)


@pytest.fixture(scope="module", autouse=True)
def _require_browser() -> None:
    """In CI a missing browser is a failure, reported before a Lab is started for nothing."""
    if _missing:
        pytest.fail(f"CI runs the browser tests, but {_missing[0]}. To fix it: {ENABLE_HINT}")


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
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
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
