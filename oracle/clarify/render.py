"""The jinja2 environment for the clarification pages (report section, ruling cards)."""

from __future__ import annotations

import base64
import functools
import json
import os
import re
from fractions import Fraction
from pathlib import Path
import select
import shutil
import signal
import subprocess
import tempfile
import time
from typing import Any

import jinja2
from jinja2 import Environment, FileSystemBytecodeCache, PackageLoader, select_autoescape

from oracle.core.cache import KEEP, cache_dir, prune
from oracle.core.errors import OracleError
from oracle.core.pipes import write_all


def percent(p) -> str:
    value = float(Fraction(p)) * 100
    return f"{value:.1f}%" if value not in (0, 100) else f"{value:.0f}%"


_MARKUP = re.compile(r"([\\`*_\[\]<>|&])")


def md(text) -> str:
    """What a user wrote (a scenario's name, a message, a question, an engine's label), shown as
    written in a line of Markdown: a backslash before each character that would start markup there
    (emphasis, code, a link, an HTML tag or entity, a table's column; CommonMark reads any ASCII
    punctuation after a backslash as itself), a line break as a space. Used for table cells too."""
    return _MARKUP.sub(r"\\\1", " ".join(str(text).splitlines()))


def code(text) -> str:
    """``text`` as a Markdown code span, whatever backticks it holds: fenced by a run of backticks
    longer than any inside it, with a space at an end that is a backtick."""
    text = " ".join(str(text).splitlines())
    fence = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def clip(text, chars: int) -> str:
    """A verbatim quote cut after ``chars`` characters at a word's end, with an ellipsis."""
    text = str(text)
    if len(text) <= chars:
        return text
    cut = text[:chars]
    cut = cut[:cut.rfind(" ")] if " " in cut[chars // 2:] else cut
    return cut.rstrip() + " …"


def bb(text) -> str:
    """Text safe inside BBCode: square brackets would open tags."""
    return str(text).replace("[", "(").replace("]", ")")


FONT_STACK = ('"DejaVu Sans", "Noto Sans", "Noto Sans CJK SC", "Noto Sans CJK JP", "Source Han Sans SC", '
              '"PingFang SC", "Microsoft YaHei", system-ui, -apple-system, "Segoe UI", sans-serif')
"""Fonts the pages name: Latin and Cyrillic (DejaVu, Noto), then CJK (Noto Sans CJK, Debian's
fonts-noto-cjk), then the platforms' own."""
CJK_STACK = ('"Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", "DejaVu Sans", '
             'sans-serif')


TEMPLATES_OF_A_KIND = 16
"""At most this many templates in one kind of environment (the report's, the cards'), for the
compiled templates kept of :data:`oracle.core.cache.KEEP` installations."""


class _TemplateCache(FileSystemBytecodeCache):
    """jinja2's own bytecode cache, in the user's cache folder: a template compiled by one
    process is loaded as code by the next (compiling the report's four templates cost each
    ``oracle run`` 0.06-0.1 s of CPU).  jinja2 keys each entry by the template's file and checks
    it against a checksum of the template's text; an entry that cannot be read is compiled
    again, one that cannot be written is left out."""

    def load_bytecode(self, bucket) -> None:
        try:
            super().load_bytecode(bucket)
        except Exception:  # a truncated or foreign file: compiled from the template instead
            bucket.reset()

    def dump_bytecode(self, bucket) -> None:
        try:
            os.makedirs(self.directory, exist_ok=True)
            super().dump_bytecode(bucket)
        except OSError:
            pass


def template_cache(kind: str) -> FileSystemBytecodeCache | None:
    """The compiled templates of one kind of environment (its settings decide the code: an
    escaping environment and a plain one compile the same template differently, so each kind
    keeps its own); None when the cache is off (``ORACLE_CACHE_DIR`` empty)."""
    folder = cache_dir()
    if folder is None:
        return None
    templates = folder / f"templates-jinja2-{jinja2.__version__}"
    prune(templates, f"{kind}-*.code", keep=KEEP * TEMPLATES_OF_A_KIND)  # each installation's own, as the values'
    return _TemplateCache(str(templates), f"{kind}-%s.code")


_DICT_ATTRIBUTES: frozenset[str] = frozenset(dir(dict))
"""What ``getattr`` finds on a plain dict: its methods and special names, nothing else."""


class Templates(Environment):
    """jinja2's environment, reading ``x.name`` of a plain dict as its item at once.

    jinja2 reads ``x.name`` as ``getattr(x, "name")`` first and ``x["name"]`` only when that raises
    ``AttributeError``: for the reports' and cards' data, dicts read field by field, every read made
    and caught an exception (45 us a clause of a report, and the short-lived objects that woke the
    cyclic collector).  A plain dict has no attribute but those of ``dict`` itself, so for any other
    name the item is what jinja2 would give; a dict's own method names (``items``, ``get``) go the
    usual way, and so does every other object."""

    def getattr(self, obj: Any, attribute: str) -> Any:
        if type(obj) is dict and attribute not in _DICT_ATTRIBUTES:
            try:
                return obj[attribute]
            except KeyError:
                return self.undefined(obj=obj, name=attribute)
        return super().getattr(obj, attribute)


@functools.lru_cache(maxsize=None)
def env(markdown: bool = False) -> Environment:
    """The cards' and the rulings side by side's templates, HTML (escaped) or text: one environment
    each for the process, so that a template is compiled once, not for every card."""
    e = Templates(loader=PackageLoader("oracle.clarify", "templates"),
                  autoescape=False if markdown else select_autoescape(default_for_string=True, default=True),
                  trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                  bytecode_cache=template_cache("cards-text" if markdown else "cards-html"))
    e.filters["percent"] = percent
    e.filters["cell"] = e.filters["md"] = md
    e.filters["code"] = code
    e.filters["clip"] = clip
    e.filters["bb"] = bb
    e.globals["font_stack"] = FONT_STACK
    e.globals["cjk_stack"] = CJK_STACK
    return e


BROWSERS = ("chromium", "chromium-browser", "google-chrome")


class NoBrowser(OracleError):
    """Headless Chromium is needed and not installed."""


def browser() -> str:
    """The path of a headless Chromium, or :class:`NoBrowser` naming the package to install."""
    for name in BROWSERS:
        path = shutil.which(name)
        if path:
            return path
    raise NoBrowser("headless Chromium is not installed (Debian: apt-get install chromium fonts-noto-cjk); "
                    "the PNG is rendered with it")


_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
          "--disable-background-networking", "--disable-component-update", "--disable-sync")
CHROMIUM_SECONDS = 120
"""How long headless Chromium may take over one PNG, start to finish."""
_HEIGHT = "document.fonts.ready.then(() => Math.ceil(document.documentElement.scrollHeight))"
"""The page's height in pixels once its fonts are loaded (the CJK fonts change the quotes' lines)."""


def screenshot(html: str, png: Path, width: int = 1280) -> None:
    """Render a page in headless Chromium and save it as a PNG ``width`` pixels wide and as tall as the
    page: one Chromium, driven over its DevTools protocol on a pipe (:class:`_DevToolsPipe`), lays the
    page out at that width, its height is read once its fonts are loaded, and the page is drawn at
    exactly that size. POSIX systems only (a Windows process cannot be handed the pipe's two
    descriptors), as the protocol's process transport is."""
    chrome = browser()
    png = Path(png).resolve()
    if os.name != "posix":
        raise OracleError(f"{png}: the PNG is drawn by headless Chromium over a pipe, which needs a POSIX system")
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "card.html"
        page.write_text(html, encoding="utf-8")
        png.write_bytes(_DevToolsPipe(chrome, Path(tmp), png).draw(page, width))


def _above_four(fd: int) -> int:
    """``fd`` again at a number above 4 (the old one closed): Chromium's process is given the pipe at 3
    and 4, and a descriptor already at one of those would be overwritten before it is copied."""
    held = []
    while fd <= 4:
        held.append(fd)
        fd = os.dup(fd)
    for old in held:
        os.close(old)
    return fd


class _DevToolsPipe:
    """One headless Chromium driven over its DevTools protocol on a pipe (``--remote-debugging-pipe``:
    it reads commands on its descriptor 3 and writes replies and events on its descriptor 4, each
    message JSON ended by a NUL byte), for the few commands a screenshot takes. Every failure (the
    browser ending, an error reply, no reply within :data:`CHROMIUM_SECONDS`) is an
    :class:`~oracle.core.errors.OracleError` naming the PNG, and the browser is stopped."""

    def __init__(self, chrome: str, tmp: Path, png: Path):
        self.chrome, self.tmp, self.png = chrome, tmp, png
        self.deadline = time.monotonic() + CHROMIUM_SECONDS
        self._buf = bytearray()
        self._id = 0

    def draw(self, page: Path, width: int) -> bytes:
        """The PNG of ``page``, ``width`` pixels wide and as tall as the page."""
        commands_in, self._commands = os.pipe()
        self._replies, replies_out = os.pipe()
        commands_in, replies_out = _above_four(commands_in), _above_four(replies_out)
        log = self.tmp / "chromium.log"
        try:
            with open(log, "wb") as err:
                # the two descriptors moved to 3 and 4 in the new process before Chromium starts (only
                # os.dup2 runs there: no lock of this process is taken)
                self.proc = subprocess.Popen(
                    [self.chrome, *_FLAGS, f"--user-data-dir={self.tmp / 'profile'}", "--remote-debugging-pipe",
                     "about:blank"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err,
                    pass_fds=(3, 4), preexec_fn=lambda: (os.dup2(commands_in, 3), os.dup2(replies_out, 4)),
                    start_new_session=True)  # its own process group: stopped with all it started
        except OSError as exc:
            os.close(self._commands)
            os.close(self._replies)
            raise OracleError(f"{self.png}: cannot start headless Chromium {self.chrome} "
                              f"({exc.strerror or exc})") from None
        finally:
            os.close(commands_in)
            os.close(replies_out)
        try:
            drawn = self._draw(page, width)
        except OracleError as exc:
            self._stop(at_once=True)
            said = log.read_text(encoding="utf-8", errors="replace").strip().splitlines()
            raise OracleError(f"{exc}" + (f" (Chromium: {said[-1]})" if said else "")) from None
        except BaseException:  # Ctrl-C: no browser left running
            self._stop(at_once=True)
            raise
        self._stop()
        return drawn

    def _draw(self, page: Path, width: int) -> bytes:
        target = self._call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self._call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        size = {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": False}
        self._call("Emulation.setDeviceMetricsOverride", size, session)
        self._call("Page.enable", {}, session)
        went = self._call("Page.navigate", {"url": page.as_uri()}, session)
        if went.get("errorText"):
            raise OracleError(f"{self.png}: headless Chromium could not open the page ({went['errorText']})")
        self._event("Page.loadEventFired", session)
        measured = self._call("Runtime.evaluate", {"expression": _HEIGHT, "awaitPromise": True,
                                                   "returnByValue": True}, session)
        height = measured.get("result", {}).get("value")
        if measured.get("exceptionDetails") or not isinstance(height, int) or height <= 0:
            raise OracleError(f"{self.png}: headless Chromium did not lay the page out (its height: {height!r})")
        self._call("Emulation.setDeviceMetricsOverride", {**size, "height": height}, session)
        shot = self._call("Page.captureScreenshot", {"format": "png"}, session)
        return base64.b64decode(shot["data"])

    def _send(self, method: str, params: dict, session: str | None) -> int:
        self._id += 1
        message = {"id": self._id, "method": method, "params": params, **({"sessionId": session} if session else {})}
        try:
            write_all(self._commands, json.dumps(message).encode("utf-8") + b"\0")
        except OSError:
            raise OracleError(f"{self.png}: headless Chromium ended before {method}") from None
        return self._id

    def _message(self, waiting_for: str) -> dict:
        while True:
            end = self._buf.find(b"\0")
            if end >= 0:
                text = bytes(self._buf[:end])
                del self._buf[:end + 1]
                try:
                    message = json.loads(text)
                except ValueError:
                    message = None
                if not isinstance(message, dict):
                    raise OracleError(f"{self.png}: headless Chromium wrote a message that is not a JSON object "
                                      f"while waiting for {waiting_for}: {text[:80]!r}")
                return message
            left = self.deadline - time.monotonic()
            if left <= 0 or not select.select([self._replies], [], [], left)[0]:
                raise OracleError(f"{self.png}: headless Chromium did not finish in {CHROMIUM_SECONDS} s "
                                  f"(waiting for {waiting_for})")
            chunk = os.read(self._replies, 1 << 20)
            if not chunk:
                raise OracleError(f"{self.png}: headless Chromium ended while waiting for {waiting_for}")
            self._buf += chunk

    def _call(self, method: str, params: dict, session: str | None = None) -> dict:
        sent = self._send(method, params, session)
        while True:
            message = self._message(method)
            if message.get("id") == sent:
                if "error" in message:
                    raise OracleError(f"{self.png}: headless Chromium refused {method} "
                                      f"({message['error'].get('message', message['error'])})")
                return message.get("result", {})

    def _event(self, method: str, session: str) -> None:
        while True:
            message = self._message(method)
            if message.get("method") == method and message.get("sessionId") == session:
                return

    def _stop(self, at_once: bool = False) -> None:
        """Close the browser (asked to, then its pipe closed; killed if it has not ended within 10 s), or,
        ``at_once``, after a failure, kill it with every process it started."""
        if not at_once:
            try:
                self._send("Browser.close", {}, None)
            except OracleError:
                pass
        os.close(self._commands)
        try:
            if at_once:
                self._kill()
            else:
                try:
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self._kill()
        finally:
            os.close(self._replies)

    def _kill(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # the browser and every process it started
        except ProcessLookupError:
            pass
        self.proc.wait()
