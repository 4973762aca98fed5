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


def page_height(html: str, width: int) -> int:
    """A generous estimate of a page's height in pixels at ``width``: its text in lines, its blocks,
    the heights of its SVG charts; folded details count as one line."""
    body = re.sub(r"<details.*?</details>", "<p>x</p>", html, flags=re.S)
    charts = sum(int(h) for h in re.findall(r'<svg[^>]*height="(\d+)"', body))
    body = re.sub(r"<svg.*?</svg>", "", body, flags=re.S)
    body = re.sub(r"<style.*?</style>", "", body, flags=re.S)
    blocks = len(re.findall(r"<(?:p|li|tr|h1|h2|h3|blockquote|div)\b", body))
    text = re.sub(r"<[^>]+>", " ", body)
    per_line = max(30, (min(width, 1000) - 40) // 8)
    lines = sum(len(seg) // per_line + 1 for seg in text.splitlines() if seg.strip())
    return int((lines * 22 + blocks * 14 + charts * min(1.0, width / 780) + 300) * 1.1)


def screenshot(html: str, png: Path, width: int = 1280) -> None:
    """Render a page in headless Chromium and save it as a PNG ``width`` pixels wide."""
    chrome = browser()
    png = Path(png).resolve()
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "card.html"
        page.write_text(html, encoding="utf-8")
        args = [chrome, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                f"--user-data-dir={Path(tmp) / 'profile'}", f"--screenshot={png}",
                f"--window-size={width},{page_height(html, width)}", page.as_uri()]
        try:
            proc = subprocess.run(args, capture_output=True, text=True, timeout=120)
        except subprocess.TimeoutExpired:
            raise OracleError(f"{png}: headless Chromium did not finish the screenshot in 120 s") from None
    if not png.is_file():
        tail = (proc.stderr or "").strip().splitlines()[-1:] or ["no message"]
        raise OracleError(f"{png}: headless Chromium wrote no screenshot ({tail[0]})")
