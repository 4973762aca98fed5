"""Ruling cards: an answer from ``oracle ask`` as a page to link in a forum thread.

The HTML card is one self-contained file (inline CSS and an inline SVG chart, no
scripts, nothing fetched); the Markdown card carries the same content for forums that
take Markdown, with the chart drawn in text.  Both give the situation, the quoted
clauses in the original language beside the English statement, the dice, the exact
numbers under the default reading and how they move under each other reading.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from html import escape
from pathlib import Path
from typing import Any

from oracle.clarify.ask import Answer, Reading, action_text
from oracle.clarify.render import env

PALETTE = ("#1f5fa8", "#c0392b", "#d68910", "#1e8449", "#7d3c98", "#117a65", "#6e2c00", "#34495e")
MAX_ROWS = 12


@dataclass
class Row:
    label: str
    values: list[Fraction]

    @property
    def moves(self) -> bool:
        return len(set(self.values)) > 1


def rows(answer: Answer, readings: list[Reading]) -> tuple[list[Row], list[Row]]:
    """The 'how likely' rows (one per phrase) and the 'what happens' rows (one per outcome)."""
    if not readings:
        return [], []
    likely = [Row(phrase, [r.likely.get(phrase, Fraction(0)) for r in readings])
              for phrase in answer.spec.question.how_likely]
    happens = []
    if answer.spec.question.what_happens:
        happens = [Row(v, [answer.chance(r, v) for r in readings]) for v in answer.outcomes()
                   if any(answer.chance(r, v) for r in readings)]
    return likely, happens


def svg_chart(chart_rows: list[Row], readings: list[Reading], title: str, chart_id: str) -> str:
    """A horizontal grouped bar chart: one group per row, one bar per reading, exact values printed."""
    chart_rows = chart_rows[:MAX_ROWS]
    width, label_w, bar_h, gap, pad = 760, 0, 16, 4, 10
    bar_w = width - 2 * pad - 150
    y = 44 + 18 * ((len(readings) + 2) // 3)
    parts = []
    for i, r in enumerate(readings):  # legend
        lx, ly = pad + (i % 3) * 250, 38 + 18 * (i // 3)
        parts.append(f'<rect x="{lx}" y="{ly - 10}" width="12" height="12" fill="{PALETTE[i % len(PALETTE)]}"/>'
                     f'<text x="{lx + 16}" y="{ly}" class="legend">{escape(r.short)}</text>')
    for row in chart_rows:
        parts.append(f'<text x="{pad}" y="{y + 12}" class="row">{escape(row.label)}</text>')
        y += 18
        for i, p in enumerate(row.values):
            w = max(float(p) * bar_w, 0 if p == 0 else 1.5)
            colour = PALETTE[i % len(PALETTE)]
            parts.append(f'<rect class="bar" x="{pad + label_w}" y="{y}" width="{w:.1f}" height="{bar_h}" '
                         f'fill="{colour}"><title>{escape(readings[i].label)}: {p}</title></rect>'
                         f'<text x="{pad + label_w + w + 6:.1f}" y="{y + bar_h - 3}" class="value">'
                         f'{p} ({float(p) * 100:.1f}%)</text>')
            y += bar_h + gap
        y += 10
    height = y + pad
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" id="{chart_id}" role="img" '
            f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" aria-label="{escape(title)}">'
            f'<title>{escape(title)}</title>'
            '<style>text{font:13px system-ui,sans-serif;fill:#202124}.legend{font-size:12px}'
            '.value{font-size:11px;fill:#444}.row{font-weight:600}</style>'
            f'<text x="{pad}" y="16" class="row">{escape(title)}</text>'
            + "".join(parts) + "</svg>")


def text_bar(p: Fraction, width: int = 24) -> str:
    n = round(float(p) * width)
    return "█" * n + "·" * (width - n)


def card_data(answer: Answer) -> dict[str, Any]:
    # readings with numbers are compared side by side; the others say why they give none
    readings = [r for r in answer.readings if not r.refused]
    stopped = [r for r in answer.readings if r.refused]
    likely, happens = rows(answer, readings)
    colours = [PALETTE[i % len(PALETTE)] for i in range(len(readings))]
    charts = []
    if likely:
        charts.append(svg_chart(likely, readings, "How likely, under each reading", "chart-how-likely"))
    if happens:
        charts.append(svg_chart(happens, readings, "What happens, under each reading", "chart-what-happens"))
    moves = []
    if readings and readings[0].is_default:
        for i, r in enumerate(readings[1:], start=1):
            changed = [(row.label, row.values[0], row.values[i]) for row in likely + happens
                       if row.values[0] != row.values[i]]
            moves.append({"reading": r, "changed": changed})
    moves += [{"reading": r, "changed": []} for r in stopped]
    try:
        question_file = Path(answer.path).read_text(encoding="utf-8")
    except OSError:
        question_file = ""
    return {"a": answer, "question_file": question_file, "stopped": stopped, "likely": likely, "happens": happens[:MAX_ROWS], "more": max(0, len(happens) - MAX_ROWS),
            "readings": readings, "colours": colours, "charts": charts, "moves": moves,
            "language": answer.source_language, "bar": text_bar, "action_text": action_text}


def render_html(answer: Answer) -> str:
    return env().get_template("card.html.j2").render(**card_data(answer))


def render_markdown(answer: Answer) -> str:
    return env(markdown=True).get_template("card.md.j2").render(**card_data(answer))
