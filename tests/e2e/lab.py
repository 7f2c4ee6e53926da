"""Run a private JupyterLab and drive it with Playwright's Chromium.

Used by the e2e tests, benchmarks/widget.py and scripts/screenshots.py. The server listens on
127.0.0.1 only, with a token, a free port and its own config/data/runtime/settings directories,
so nothing on the machine (or a user's Lab setup) changes what the tests see.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

import nbformat

REPO = Path(__file__).resolve().parents[2]
#: Set GTR_CHROMIUM to a Chromium or Chrome binary to run the browser tests with it.
CHROMIUM_ENV = "GTR_CHROMIUM"
ENABLE_HINT = (
    "install Chromium (Debian/Ubuntu: apt-get install chromium; anywhere: "
    "python -m playwright install chromium), or set GTR_CHROMIUM=/path/to/chromium"
)
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
# Pre-seeded so no news/update toast covers the notebook.
_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "checkForUpdates": False, "fetchNews": "false", "doNotDisturbMode": True,
    },
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def build_test_bundle(outdir: Path) -> Path:
    """The front end's test build, with the `window.__gtr` hooks the browser tests and the
    widget benchmark read (js/src/core/probe.ts): the production bundle has none."""
    node = shutil.which("node")
    build = REPO / "js" / "build.mjs"
    if node is None or not (REPO / "js" / "node_modules").exists():
        raise RuntimeError("the browser tests load a test build of the front end: install "
                           "Node.js and run `npm ci` in js/")
    done = subprocess.run([node, str(build), "--test-hooks", "--outdir", str(outdir)],
                          capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"the front end's test build failed:\n{done.stderr[-2000:]}")
    return outdir


class Lab:
    """One JupyterLab server (which also serves Notebook 7 pages) in a throwaway directory.
    Its kernels load the front end's test build (`test_hooks`, the default), whose
    `window.__gtr` the tests and benchmarks read."""

    def __init__(self, test_hooks: bool = True) -> None:
        self.base = Path(tempfile.mkdtemp(prefix="gtr-e2e-"))
        self.root = self.base / "notebooks"
        self.root.mkdir()
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None
        self.log_path = self.base / "lab.log"
        self.test_hooks = test_hooks
        self.static: Path | None = None

    def _env(self) -> dict[str, str]:
        env = dict(os.environ)
        dirs = {
            "JUPYTER_CONFIG_DIR": "config", "JUPYTER_DATA_DIR": "data",
            "JUPYTER_RUNTIME_DIR": "runtime", "JUPYTERLAB_SETTINGS_DIR": "settings",
            "JUPYTERLAB_WORKSPACES_DIR": "workspaces", "IPYTHONDIR": "ipython",
        }
        for var, name in dirs.items():
            path = self.base / name
            path.mkdir(exist_ok=True)
            env[var] = str(path)
        for rel, content in _SETTINGS.items():
            target = self.base / "settings" / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(content))
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
        if self.static is not None:
            env["GTR_WIDGET_STATIC"] = str(self.static)  # gtr_widget.widget.bundle reads it
        else:
            env.pop("GTR_WIDGET_STATIC", None)
        # Lab extensions (the widget manager) live under the interpreter's prefix; name both
        # prefixes so a virtualenv made with --system-site-packages finds them too.
        # Likewise the server-extension switches (notebook, for Notebook 7 pages) under etc/.
        prefixes = dict.fromkeys(Path(p) for p in (sys.prefix, sys.base_prefix))
        for var, sub in (("JUPYTER_PATH", "share"), ("JUPYTER_CONFIG_PATH", "etc")):
            found = [str(p / sub / "jupyter") for p in prefixes if (p / sub / "jupyter").is_dir()]
            env[var] = os.pathsep.join(found)
        return env

    def start(self, timeout: float = 60) -> Lab:
        if self.test_hooks and self.static is None:
            try:
                self.static = build_test_bundle(self.base / "static")
            except Exception:
                shutil.rmtree(self.base, ignore_errors=True)
                raise
        args = [
            sys.executable, "-m", "jupyterlab", "--no-browser",
            "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={self.port}",
            "--ServerApp.port_retries=0", f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={self.root}",
            "--LabApp.expose_app_in_browser=True",
            "--JupyterNotebookApp.expose_app_in_browser=True",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            "--ServerApp.terminals_enabled=False",
        ]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            args.append("--allow-root")
        with self.log_path.open("wb") as log:  # the server keeps its own copy of the handle
            self.proc = subprocess.Popen(
                args, cwd=self.root, env=self._env(), stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"JupyterLab exited:\n{self.log_path.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(f"{self.url}/api/status?token={self.token}", timeout=2):
                    return self
            except OSError:
                time.sleep(0.25)
        self.stop()
        raise TimeoutError("JupyterLab did not start in time")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)
        self.proc = None
        shutil.rmtree(self.base, ignore_errors=True)

    def write_notebook(self, name: str, cells: list[str]) -> str:
        nb = nbformat.v4.new_notebook()
        nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                     "language": "python"}
        nbformat.write(nb, self.root / name)
        return name

    def lab_url(self, name: str) -> str:
        return f"{self.url}/lab/tree/{name}?token={self.token}&reset"

    def notebook_url(self, name: str) -> str:
        return f"{self.url}/notebooks/{name}?token={self.token}"


def find_chromium() -> str | None:
    """The browser to drive: $GTR_CHROMIUM, else a system Chromium, else None (then Playwright's
    own download, from `python -m playwright install chromium`, is tried at launch)."""
    if os.environ.get(CHROMIUM_ENV):
        return os.environ[CHROMIUM_ENV]
    for name in ("/usr/bin/chromium", "chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


def launch_chromium(playwright: Any) -> Any:
    """Start headless Chromium; raises if there is none (see ENABLE_HINT)."""
    path = find_chromium()
    if path is not None and not (os.path.isfile(path) and os.access(path, os.X_OK)):
        raise FileNotFoundError(f"{CHROMIUM_ENV}={path} is not an executable file")
    return playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS, headless=True)


_KERNEL = "window.jupyterapp.shell.currentWidget.sessionContext.session.kernel"

_EXEC_JS = """async (code) => {
  const widget = window.jupyterapp.shell.currentWidget;
  const kernel = widget.sessionContext.session.kernel;
  const out = [];
  const future = kernel.requestExecute({ code, stop_on_error: true });
  future.onIOPub = (msg) => {
    const t = msg.header.msg_type;
    if (t === "stream") out.push(msg.content.text);
    if (t === "execute_result") out.push(msg.content.data["text/plain"]);
    if (t === "error") out.push("ERROR " + msg.content.ename + ": " + msg.content.evalue);
  };
  await future.done;
  return out.join("");
}"""


def wait_kernel_idle(page: Any, timeout: float = 60_000) -> None:
    page.wait_for_function(
        f"() => {{ try {{ return {_KERNEL}.status === 'idle'; }} catch (e) {{ return false; }} }}",
        timeout=timeout,
    )


def open_notebook(page: Any, url: str, timeout: float = 90_000) -> None:
    """Open a notebook and wait until its kernel is ready to run code."""
    page.goto(url)
    page.wait_for_function(
        "() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
        " && window.jupyterapp.shell.currentWidget.sessionContext"
        " && window.jupyterapp.shell.currentWidget.sessionContext.session"
        " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel",
        timeout=timeout,
    )
    wait_kernel_idle(page, timeout)


def run_all(page: Any) -> None:
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_timeout(200)
    wait_kernel_idle(page)


def kernel(page: Any, code: str) -> str:
    """Run code in the notebook's own kernel and return what it printed."""
    out = page.evaluate(_EXEC_JS, code)
    if out.startswith("ERROR") or "\nERROR " in out:
        raise AssertionError(f"kernel error running {code!r}: {out}")
    return out


def kernel_json(page: Any, expr: str) -> Any:
    """Evaluate a Python expression in the kernel and return it, via JSON."""
    return json.loads(kernel(page, f"import json as _j; print(_j.dumps({expr}))"))


def open_table(lab: Lab, page: Any, name: str, source: str, theme: str | None = None,
               ready: str = ".gtr-table .gtr-camp") -> None:
    """Write `source` as a one-cell notebook, open it (in `theme`, e.g. "JupyterLab Dark", when
    given: the theme is a lab setting and outlives the notebook), run it and scroll its table
    into view once `ready` shows (by default a Glory to Rome camp)."""
    lab.write_notebook(name, [source])
    open_notebook(page, lab.lab_url(name))
    if theme is not None:
        page.evaluate("(t) => window.jupyterapp.commands.execute('apputils:change-theme',"
                      " {theme: t})", theme)
        page.wait_for_timeout(1500)
    run_all(page)
    page.wait_for_selector(ready)
    page.evaluate("() => document.querySelector('.gtr-table').scrollIntoView()")
    page.wait_for_timeout(300)


def table_box(page: Any, selector: str) -> dict:
    """The bounding box of the first `selector` inside the table ("" for the table itself)."""
    b = page.locator(f".gtr-table {selector}").first.bounding_box()
    assert b is not None, selector
    return b
