"""The jinja2 environment for the clarification pages (report section, ruling cards)."""

from __future__ import annotations

import functools
import os
from fractions import Fraction
from pathlib import Path
import re
import shutil
import subprocess
import tempfile

import jinja2
from jinja2 import Environment, FileSystemBytecodeCache, PackageLoader, select_autoescape

from oracle.core.cache import KEEP, cache_dir, prune
from oracle.core.errors import OracleError


def percent(p) -> str:
    value = float(Fraction(p)) * 100
    return f"{value:.1f}%" if value not in (0, 100) else f"{value:.0f}%"


def cell(text) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


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


@functools.lru_cache(maxsize=None)
def env(markdown: bool = False) -> Environment:
    """The cards' and the rulings side by side's templates, HTML (escaped) or text: one environment
    each for the process, so that a template is compiled once, not for every card."""
    e = Environment(loader=PackageLoader("oracle.clarify", "templates"),
                    autoescape=False if markdown else select_autoescape(default_for_string=True, default=True),
                    trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                    bytecode_cache=template_cache("cards-text" if markdown else "cards-html"))
    e.filters["percent"] = percent
    e.filters["cell"] = cell
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


_MEASURE = ("<script>document.fonts.ready.then(() => document.documentElement.setAttribute("
            "'data-oracle-height', String(Math.ceil(document.documentElement.scrollHeight))));</script>")
"""Added to a page before it is drawn: once its fonts are loaded, the page writes its own height in
pixels on its root element, where headless Chromium's ``--dump-dom`` shows it."""
_MEASURED = re.compile(r'data-oracle-height="(\d+)"')
_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
          "--disable-background-networking", "--disable-component-update", "--disable-sync")


def _chromium(chrome: str, profile: Path, args: list[str], png: Path, doing: str) -> subprocess.CompletedProcess:
    try:
        return subprocess.run([chrome, *_FLAGS, f"--user-data-dir={profile}", *args], capture_output=True, text=True,
                              timeout=120)
    except subprocess.TimeoutExpired:
        raise OracleError(f"{png}: headless Chromium did not finish {doing} in 120 s") from None


def _last_line(proc: subprocess.CompletedProcess) -> str:
    return ((proc.stderr or "").strip().splitlines()[-1:] or ["no message"])[0]


def screenshot(html: str, png: Path, width: int = 1280) -> None:
    """Render a page in headless Chromium and save it as a PNG ``width`` pixels wide and as tall as the
    page: Chromium first lays the page out at that width and reports its height (``--dump-dom``, the
    page measuring itself once its fonts are loaded), then draws a window of exactly that size."""
    chrome = browser()
    png = Path(png).resolve()
    closing = html.rfind("</body>")
    measured = html[:closing] + _MEASURE + html[closing:] if closing >= 0 else html + _MEASURE
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "card.html"
        page.write_text(measured, encoding="utf-8")
        profile = Path(tmp) / "profile"
        laid_out = _chromium(chrome, profile, [f"--window-size={width},800", "--virtual-time-budget=10000",
                                               "--dump-dom", page.as_uri()], png, "laying the page out")
        height = _MEASURED.search(laid_out.stdout or "")
        if height is None:
            raise OracleError(f"{png}: headless Chromium did not lay the page out ({_last_line(laid_out)})")
        proc = _chromium(chrome, profile, [f"--screenshot={png}", f"--window-size={width},{height.group(1)}",
                                           page.as_uri()], png, "the screenshot")
    if not png.is_file():
        raise OracleError(f"{png}: headless Chromium wrote no screenshot ({_last_line(proc)})")
