"""The jinja2 environment for the clarification pages (report section, ruling cards)."""

from __future__ import annotations

from fractions import Fraction

from jinja2 import Environment, PackageLoader, select_autoescape


def percent(p) -> str:
    value = float(Fraction(p)) * 100
    return f"{value:.1f}%" if value not in (0, 100) else f"{value:.0f}%"


def cell(text) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def env(markdown: bool = False) -> Environment:
    e = Environment(loader=PackageLoader("oracle.clarify", "templates"),
                    autoescape=False if markdown else select_autoescape(default_for_string=True, default=True),
                    trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    e.filters["percent"] = percent
    e.filters["cell"] = cell
    return e
