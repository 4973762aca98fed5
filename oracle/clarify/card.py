"""Ruling cards: an answer from ``oracle ask`` as a page to link in a forum thread.

The HTML card is one self-contained file (inline CSS and an inline SVG chart, no
scripts, nothing fetched); the Markdown card (at most :data:`MARKDOWN_LIMIT` bytes, for a
forum post) and the BBCode card (classic forums) carry the answer table, the quotes that
decide it, the readings and the name of the full card.

* The default reading is always the first column; a reading under which the action is
  refused, or which needs rules outside the excerpt, says so in its cell.
* Outcomes are told in the players' words (:mod:`oracle.clarify.words`); the engine's
  account of each table is kept in a details section.
* Up front are only the quotes that decide the answer: the clauses of the rulings whose
  readings move it, the rules that refuse it and the rules that roll the dice; every other
  clause consulted is folded under "other rules consulted".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from html import escape
from pathlib import Path
from typing import Any

from oracle.catalogue.models import Clause
from oracle.clarify.ask import Answer, Reading, action_text
from oracle.clarify.render import env

PALETTE = ("#1f5fa8", "#c0392b", "#d68910", "#1e8449", "#7d3c98", "#117a65", "#6e2c00", "#34495e")
MAX_ROWS = 12
WIDE_READINGS = 3
"""Up to this many readings the answer is a table with a column per reading; past it, and on a
phone, each question is a row with its readings beneath it."""
MARKDOWN_LIMIT = 4096
CHART_WIDTH = 760
LABEL_CHARS = 88
"""A chart label longer than this wraps onto further lines (never cut)."""


@dataclass
class Row:
    label: str
    values: list[Fraction | None]
    detail: list[str] = field(default_factory=list)
    """The engine's account of the tables this row stands for."""

    @property
    def moves(self) -> bool:
        return len(set(self.values)) > 1

    def differs(self, i: int) -> bool:
        """Whether reading ``i`` gives another answer here than the default (column 0)."""
        return i > 0 and self.values[i] != self.values[0]


@dataclass
class Column:
    reading: Reading
    colour: str
    note: str = ""
    """Why this reading gives no numbers here, or what it hands to rules outside the text."""

    @property
    def numbers(self) -> bool:
        return self.reading.refused is None

    @property
    def brief(self) -> str:
        """The note in a word or two, for a cell after the first that gives it whole."""
        if self.numbers:
            return ""
        if self.reading.outside:
            return "depends on rules outside the text"
        return "refused" if self.note.startswith("refused") else "no answer"


def columns(answer: Answer) -> list[Column]:
    cols = []
    for i, r in enumerate(answer.readings):
        note = r.stop
        if not note and not r.is_default and answer.new_hooks(r):
            note = "depends on rules outside the text (" + ", ".join(answer.new_hooks(r)) + ")"
        cols.append(Column(r, PALETTE[i % len(PALETTE)], note))
    return cols


def rows(answer: Answer, readings: list[Reading]) -> tuple[list[Row], list[Row]]:
    """The 'how likely' rows (one per phrase) and the 'what happens' rows (one per outcome in the
    players' words; outcomes told alike are one row, their chances added)."""
    if not readings:
        return [], []
    likely = [Row(phrase, [None if r.refused else r.likely.get(phrase, Fraction(0)) for r in readings])
              for phrase in answer.spec.question.how_likely]
    happens: dict[str, Row] = {}
    if answer.spec.question.what_happens:
        for i, r in enumerate(readings):  # each table told in words, its chance under each reading
            for words, p in r.told.items():
                row = happens.setdefault(words, Row(words, [None if x.refused else Fraction(0) for x in readings]))
                row.values[i] += p
                row.detail += [summary for summary in r.told_as[words] if summary not in row.detail]
    # the likeliest first, under the first reading that gives numbers
    first = next((i for i, r in enumerate(readings) if not r.refused), None)
    ordered = sorted(happens.values(), key=lambda row: (-(row.values[first] or 0) if first is not None else 0))
    return likely, [row for row in ordered if any(row.values)]


def wrap(text: str, width: int = LABEL_CHARS) -> list[str]:
    """Words onto lines of at most ``width`` characters (a longer word gets a line of its own)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def svg_chart(chart_rows: list[Row], cols: list[Column], title: str, chart_id: str) -> str:
    """A horizontal grouped bar chart: one group per row, one bar per reading with numbers, exact
    values printed; labels wrap instead of being cut."""
    chart_rows = chart_rows[:MAX_ROWS]
    shown = [(i, c) for i, c in enumerate(cols) if c.numbers]
    width, bar_h, gap, pad, line = CHART_WIDTH, 16, 4, 10, 17
    bar_w = width - 2 * pad - 170  # room for the value printed after the longest bar
    parts = []
    y = 40
    for i, c in shown:  # legend: one reading a line, wrapped
        for k, text in enumerate(wrap(c.reading.label, 100)):
            if k == 0:
                parts.append(f'<rect x="{pad}" y="{y - 10}" width="12" height="12" fill="{c.colour}"/>')
            parts.append(f'<text x="{pad + 18}" y="{y}" class="legend">{escape(text)}</text>')
            y += line
    y += 8
    for row in chart_rows:
        for text in wrap(row.label):
            parts.append(f'<text x="{pad}" y="{y + 12}" class="row">{escape(text)}</text>')
            y += line
        y += 2
        for i, c in shown:
            p = row.values[i] or Fraction(0)
            w = max(float(p) * bar_w, 0 if p == 0 else 1.5)
            parts.append(f'<rect class="bar" x="{pad}" y="{y}" width="{w:.1f}" height="{bar_h}" '
                         f'fill="{c.colour}"><title>{escape(c.reading.label)}: {p}</title></rect>'
                         f'<text x="{pad + w + 6:.1f}" y="{y + bar_h - 3}" class="value">'
                         f'{p} ({float(p) * 100:.1f}%)</text>')
            y += bar_h + gap
        y += 10
    height = y + pad
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" id="{chart_id}" role="img" '
            f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" aria-label="{escape(title)}">'
            f'<title>{escape(title)}</title>'
            '<style>text{font:13px "DejaVu Sans","Noto Sans",system-ui,sans-serif;fill:#202124}'
            '.legend{font-size:12px}.value{font-size:11px;fill:#444}.row{font-weight:600}</style>'
            f'<text x="{pad}" y="16" class="row">{escape(title)}</text>'
            + "".join(parts) + "</svg>")


def text_bar(p: Fraction, width: int = 24) -> str:
    n = round(float(p) * width)
    return "█" * n + "·" * (width - n)


def deciding(answer: Answer) -> tuple[list[Clause], list[Clause]]:
    """The clauses that decide the answer, and the other clauses consulted.

    Deciding: the clauses of the rulings whose readings move the answer, the rules that refuse
    the action under some reading, and the rules that roll the dice.  When nothing moves and
    nothing rolls, the clauses the default reading applied."""
    ids: list[str] = []
    applied = {c for r in answer.readings for c in r.clauses}
    for ru in answer.rulings:
        if answer.moving(ru.id):  # of a ruling read in many places, the places this situation reaches
            ids += [c for c in ru.clauses if c in applied] or list(ru.clauses)
    for r in answer.readings:
        if r.refused is not None and getattr(r.refused, "clause", None):
            ids.append(r.refused.clause)
        ids += [e.clause for e in r.events if "roll" in dict(e.data)]
    if not ids:
        ids = list(answer.default.clauses)
    wanted = set(ids)
    first = [c for c in answer.clauses if c.id in wanted]
    return first, [c for c in answer.clauses if c.id not in wanted]


def card_data(answer: Answer, *, full_card: str = "") -> dict[str, Any]:
    cols = columns(answer)
    readings = [c.reading for c in cols]
    likely, happens = rows(answer, readings)
    charts = []
    if any(c.numbers for c in cols):
        if likely:
            charts.append(svg_chart(likely, cols, "How likely, under each reading", "chart-how-likely"))
        if happens:
            charts.append(svg_chart(happens, cols, "What happens, under each reading", "chart-what-happens"))
    moves = []
    for i, c in enumerate(cols[1:], start=1):
        changed = [(row.label, row.values[0], row.values[i]) for row in likely + happens
                   if row.values[0] is not None and row.values[i] is not None and row.values[0] != row.values[i]]
        moves.append({"reading": c.reading, "note": c.note, "changed": changed})
    first, others = deciding(answer)
    try:
        question_file = Path(answer.path).read_text(encoding="utf-8")
    except OSError:
        question_file = ""
    where = Path(answer.path)
    return {"a": answer, "question_file": question_file, "source_name": where.name if where.is_absolute() else answer.path, "cols": cols, "likely": likely,
            "happens": happens[:MAX_ROWS], "more": max(0, len(happens) - MAX_ROWS),
            "wide": len(cols) <= WIDE_READINGS, "charts": charts, "moves": moves,
            "deciding": first, "others": others, "full_card": full_card,
            "moving_rulings": [ru for ru in answer.rulings if answer.moving(ru.id)],
            "quiet_rulings": [ru for ru in answer.rulings if not answer.moving(ru.id)],
            "language": answer.source_language, "bar": text_bar, "action_text": action_text}


def render_html(answer: Answer) -> str:
    return env().get_template("card.html.j2").render(**card_data(answer))


def _short(answer: Answer, template: str, full_card: str, limit: int) -> str:
    """A forum answer within ``limit`` bytes: fewer outcome rows, then shorter and fewer quotes,
    until it fits (the answer table and the readings always stay)."""
    data = card_data(answer, full_card=full_card)
    tmpl = env(markdown=True).get_template(template)
    text = ""
    for rows_kept, quote_chars, quotes_kept in ((8, 600, 6), (6, 400, 5), (5, 300, 4), (4, 200, 3), (3, 160, 2),
                                                (2, 120, 1), (1, 0, 0)):
        text = tmpl.render(**data | {"happens": data["happens"][:rows_kept],
                                     "more": max(0, len(data["happens"]) - rows_kept) + data["more"],
                                     "deciding": data["deciding"][:quotes_kept],
                                     "others_count": len(data["others"]) + max(0, len(data["deciding"]) - quotes_kept),
                                     "quote_chars": quote_chars})
        if len(text.encode("utf-8")) <= limit:
            return text
    return text


def render_markdown(answer: Answer, full_card: str = "") -> str:
    """The Markdown answer for a forum post: at most :data:`MARKDOWN_LIMIT` bytes."""
    return _short(answer, "card.md.j2", full_card, MARKDOWN_LIMIT)


def render_bbcode(answer: Answer, full_card: str = "") -> str:
    """The answer in BBCode for classic forums (phpBB and the like): the same content as the Markdown."""
    return _short(answer, "card.bb.j2", full_card, MARKDOWN_LIMIT)
