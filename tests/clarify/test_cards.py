"""Ruling cards for players: outcomes in their words, the deciding quotes first, the default
reading first, forum formats within 4 KB, every script rendered (pixels, not only the DOM)."""

import os
import re
import shutil
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from in_process import oracle

from oracle.clarify.ask import ask
from oracle.clarify.card import (LABEL_CHARS, MARKDOWN_LIMIT, card_data, columns, deciding, render_bbcode,
                                 render_html, render_markdown, rows)
from oracle.clarify.gallery import PASSAGES, QUESTIONS_DIR, write_gallery
from oracle.clarify.render import BROWSERS

ROOT = Path(__file__).resolve().parent.parent.parent
EXAMPLES = ROOT / "examples" / "ask"
ALL_QUESTIONS = sorted(EXAMPLES.glob("*.yaml")) + sorted(QUESTIONS_DIR.glob("*.yaml"))


def chromium(tmp_path):
    """Headless Chromium's command line; in CI a missing browser or CJK font fails, elsewhere it skips."""
    path = next((shutil.which(n) for n in BROWSERS if shutil.which(n)), None)
    fonts = subprocess.run(["fc-list"], capture_output=True, text=True).stdout if shutil.which("fc-list") else ""
    missing = [] if path else ["headless Chromium (Debian package 'chromium')"]
    if "Noto Sans CJK" not in fonts:
        missing.append("the Noto CJK fonts (Debian package 'fonts-noto-cjk')")
    if missing:
        message = " and ".join(missing) + " not installed; .ci/run installs them"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return [path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            f"--user-data-dir={tmp_path / 'profile'}"]


def shoot(args, page: Path, png: Path, size="1280,2400") -> Image.Image:
    subprocess.run(args + [f"--screenshot={png}", f"--window-size={size}", page.as_uri()],
                   capture_output=True, timeout=120)
    assert png.is_file(), f"no screenshot of {page}"
    return Image.open(png).convert("RGB")


def tofu(text: str) -> str:
    """Every CJK character replaced by a private-use one that no font draws: what a page looks
    like when no installed font covers the script (the same box for every character)."""
    return re.sub(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]", "\ue000", text)


# --- outcomes in the players' words ----------------------------------------------------

def test_outcomes_are_told_in_the_rulesets_phrases():
    a = ask(EXAMPLES / "mordheim-leap-from-roof.yaml")
    # Initiative 6 under the reading "a 6 fails": each of the two tests fails on a 6, so the
    # Skaven falls with 1 - (5/6)^2 = 11/36 and takes D3 hits at Strength 5: 11/108 each
    readings = a.readings
    likely, happens = rows(a, readings)
    by_label = {row.label: row for row in happens}
    row = by_label["The skaven falls; the skaven suffers 2 falling hits at Strength 5"]
    i = next(i for i, r in enumerate(readings) if r.overrides == {"mordheim.charging.initiative-test": "d6-six-fails"})
    assert row.values[i] == Fraction(11, 108) and row.values[0] == 0
    assert any("2 hits S5" in d for d in row.detail)  # the engine's account, kept for the details
    assert by_label["The skaven is in close combat with the ork; the skaven counts as the charger"].values[0] == 1
    html = render_html(a)
    assert 'id="states"' in html and "fell 5in; 2 hits S5" in html


def test_a_fallen_cavalryman_reads_as_the_rider_is_dead(tmp_path):
    q = tmp_path / "q.yaml"
    q.write_text("title: One hit on my cossacks\nruleset: ww2\nsetup: ww2/two-cavalry-models\nactions:\n"
                 "  - {action: shoot-cavalry, unit: cossacks, hits: 1, range: 60}\n", encoding="utf-8")
    words = set(ask(q).default.words.values())
    # not "cossack1: rider †, mount 0/2" but the ruleset's own phrases
    assert "The rider of cossack1 is dead" in words and "The mount of cossack1 has 1 wounds" in words


def test_a_bike_hit_names_the_crewman():
    words = set(ask(QUESTIONS_DIR / "ww2-bike-crew-hit.yaml").default.words.values())
    # owner-chooses (default): a crew hit (4-6) takes the gunner first; on 1-3 the hit is lost on the bike
    assert words == {"Soldier gunner1 is dead", "1 hits on bike bike1 are lost"}


# --- the default reading first; refusals and the edge of the excerpt as values ----------

def test_a_refused_default_is_the_first_column_and_a_value_in_its_cell():
    a = ask(EXAMPLES / "mordheim-diving-charge-7.yaml")
    cols = columns(a)
    assert cols[0].reading.is_default and not cols[0].numbers
    assert cols[0].note == ('refused: rule mordheim.diving-charge.initiative-tests — skaven would dive 7": '
                            'a diving charge is made from no more than 6"')
    likely, _ = rows(a, [c.reading for c in cols])
    # tests capped at three for 6": Initiative 4 passes on 1-4, (4/6)^3 = 8/27 to reach the dwarf
    contact = likely[0]
    assert contact.values[0] is None and contact.values[1] == Fraction(8, 27)
    assert contact.differs(1)  # shaded: it differs from the default's refusal
    html = render_html(a)
    assert 'class="stop"' in html and "A shaded answer" in html and "differs from the default reading" in html
    md = render_markdown(a)
    header = next(line for line in md.splitlines() if line.startswith("| |"))
    assert header.split("|")[2].strip() == "default"
    assert "refused: rule mordheim.diving-charge.initiative-tests" in md


def test_a_reading_that_leaves_the_excerpt_is_never_the_same_numbers():
    a = ask(EXAMPLES / "ww2-motorcycle-dash.yaml")
    other = next(r for r in a.readings if r.overrides == {"ww2.dash.kubik-d6": "other-die"})
    assert other.outside and other.hooks == ["ww2.hook.dice"]
    assert all("ww2.dash.kubik-d6" not in r.overrides for r in a.same)
    html = render_html(a)
    assert "depends on rules outside the text (ww2.hook.dice)" in html
    same_line = re.search(r"same answer as the default here:(.*?)</li>", html, re.S)
    assert same_line is None or "kubik" not in same_line.group(1)


# --- only the deciding quotes up front ----------------------------------------------------

def test_the_dash_card_quotes_the_dash_rules_and_folds_the_rest():
    a = ask(EXAMPLES / "ww2-motorcycle-dash.yaml")
    first, others = deciding(a)
    ids = [c.id for c in first]
    assert "ww2.dash.distance.cavalry-vehicles" in ids
    # the "Кубик is a D6" ruling touches every die of the ruleset: its other clauses (shooting,
    # the afterburner, machine-gun crews, motorcycle wounds) are not what decides a dash
    assert all(c.startswith(("ww2.dash.", "ww2.motorcycles")) for c in ids), ids
    assert len(first) < len(a.clauses)
    html = render_html(a)
    assert html.index('id="other-rules"') > html.index('id="ww2.dash.distance.cavalry-vehicles"')


# --- forum formats -------------------------------------------------------------------------

@pytest.mark.parametrize("question", ALL_QUESTIONS, ids=lambda p: p.stem)
def test_the_forum_answers_fit_a_post(question):
    a = ask(question)
    md = render_markdown(a, "card.html")
    assert len(md.encode("utf-8")) <= MARKDOWN_LIMIT
    assert "| |" in md and "card.html" in md and "default" in md.split("\n|---")[0]
    bb = render_bbcode(a, "card.html")
    assert len(bb.encode("utf-8")) <= MARKDOWN_LIMIT
    assert bb.count("[table]") == 1 and bb.count("[/table]") == 1 and "card.html" in bb
    assert bb.count("[quote=") == bb.count("[/quote]")


def test_ask_writes_bbcode_and_says_clearly_when_the_png_cannot_be_made(tmp_path):
    question = str(EXAMPLES / "lotow-fence-1.5.yaml")
    env = dict(os.environ, PATH=str(tmp_path))  # no browser on this PATH
    proc = oracle(["ask", question, "--card", tmp_path / "c.html", "--bbcode", tmp_path / "c.bb",
                   "--png", tmp_path / "c.png"], ROOT, env=env)
    assert proc.returncode == 2
    assert "--png" in proc.stderr and "headless Chromium is not installed" in proc.stderr
    assert "Traceback" not in proc.stderr
    bb = (tmp_path / "c.bb").read_text(encoding="utf-8")
    assert "[quote=lotow.mounted.obstacles.small]Верховые фигурки" in bb and "c.html" in bb


def test_a_browser_that_ends_at_once_is_one_line_naming_the_png_once(tmp_path):
    fake = tmp_path / "bin" / "chromium"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\nexit 3\n", encoding="utf-8")
    fake.chmod(0o755)
    png = tmp_path / "c.png"
    env = dict(os.environ, PATH=f"{fake.parent}{os.pathsep}{os.environ['PATH']}")
    proc = oracle(["ask", str(EXAMPLES / "lotow-fence-1.5.yaml"), "--png", png], ROOT, env=env)
    assert proc.returncode == 2
    said = proc.stderr.strip()
    # "ended before" or "ended while waiting for" its first command, as the exit and the write meet
    assert said.startswith(f"error: --png {png}: headless Chromium ended ") and said.endswith(
        " Target.createTarget"), said
    assert said.count(png.name) == 1 and "\n" not in said, said
    assert not png.exists()


# `oracle ask --png` drawing the card is checked on the README's own command
# (tests/test_documented_commands.py: the image 1280 pixels wide, the whole card's height, its
# last rows the page's bottom padding).


# --- layout ------------------------------------------------------------------------------

def test_many_readings_become_rows_and_chart_labels_wrap_instead_of_being_cut():
    a = ask(EXAMPLES / "lotow-fence-1.5.yaml")  # five readings
    data = card_data(a)
    assert len(data["cols"]) > 3 and not data["wide"]
    html = render_html(a)
    assert 'id="readings"' not in html and 'id="readings-stacked" style="display:block"' in html
    for chart in data["charts"]:
        labels = re.findall(r'<text[^>]*class="row">([^<]*)</text>', chart)
        assert all(len(t) <= LABEL_CHARS for t in labels)
    # a label longer than a line comes whole, over several lines
    long_row = next(row for row in data["happens"] if len(row.label) > LABEL_CHARS)
    chart = data["charts"][-1]
    lines = re.findall(r'<text[^>]*class="row">([^<]*)</text>', chart)
    assert any(" ".join(lines[i:i + k]) == long_row.label.replace('"', "&quot;")
               for i in range(len(lines)) for k in (2, 3, 4))


def test_few_readings_are_columns_on_a_wide_page_and_rows_on_a_phone():
    a = ask(EXAMPLES / "ww2-motorcycle-dash.yaml")  # three readings
    html = render_html(a)
    assert 'id="readings"' in html and 'id="readings-stacked"' in html
    assert "@media (max-width: 700px)" in html and ".wide { display:none; } .stack { display:block; }" in html


# --- every script renders: pixels ---------------------------------------------------------

def _differ(args, tmp_path, pages: dict[str, tuple[str, str]]) -> dict[str, bool]:
    """For each page (``name: (html, size)``), whether it and its :func:`tofu` copy look different:
    every page and its copy drawn by one browser start, side by side in a row of their own, each
    in a frame of ``size`` pixels; each half must have something drawn."""
    rows, layout, top, full = [], {}, 0, 0
    for name, (html, size) in pages.items():
        real, boxes = tmp_path / f"{name}.html", tmp_path / f"{name}-tofu.html"
        real.write_text(html, encoding="utf-8")
        boxes.write_text(tofu(html), encoding="utf-8")
        width, height = map(int, size.split(","))
        frame = f'style="border:0;margin:0;display:block;float:left;width:{width}px;height:{height}px"'
        rows.append(f'<div style="height:{height}px;width:{2 * width}px">'
                    f'<iframe src="{real.name}" {frame}></iframe><iframe src="{boxes.name}" {frame}></iframe></div>')
        layout[name] = (top, width, height)
        top, full = top + height, max(full, 2 * width)
    both = tmp_path / "pages-and-tofu.html"
    both.write_text(f'<!doctype html><html><body style="margin:0;width:{full}px">{"".join(rows)}</body></html>',
                    encoding="utf-8")
    shot = shoot(args, both, tmp_path / "pages-and-tofu.png", f"{full},{top}")
    differ = {}
    for name, (y, width, height) in layout.items():
        a, b = shot.crop((0, y, width, y + height)), shot.crop((width, y, 2 * width, y + height))
        for half in (a, b):  # a frame left blank would make any difference meaningless
            assert ImageChops.difference(half, Image.new("RGB", half.size, half.getpixel((0, 0)))).getbbox(), \
                f"nothing drawn in a frame of {name} in {both}"
        differ[name] = ImageChops.difference(a, b).getbbox() is not None
    return differ


def test_a_card_and_the_report_index_with_chinese_quotes_draw_the_glyphs_not_boxes(tmp_path):
    """The ruling card and the report's index of a Chinese feature, both drawn in one browser start."""
    args = chromium(tmp_path)
    card = render_html(ask(EXAMPLES / "gurps-out-of-control.yaml"))
    assert 'lang="zh"' in card and "坐骑失控表" in card
    assert "Noto Sans CJK SC" in card  # the page names the font
    report = tmp_path / "report"
    proc = oracle(["run", "-q", "--no-sides", "--report", report, "features/gurps/mount_out_of_control_zh.feature"],
                  ROOT)
    assert proc.returncode == 0, proc.stderr[-2000:]
    index = (report / "index.html").read_text(encoding="utf-8")
    assert 'lang="zh"' in index and "Noto Sans CJK SC" in index
    # each page beside a copy with every Chinese character swapped for one no font has: if the
    # Chinese were drawn as the missing-glyph box too, the two would be the same pixels
    assert _differ(args, tmp_path, {"card": (card, "1280,3000"), "index": (index, "1280,6000")}) == \
        {"card": True, "index": True}


# --- the gallery ---------------------------------------------------------------------------

def test_the_gallery_has_a_card_for_each_passage_whose_readings_move_its_answer(tmp_path):
    info = write_gallery(tmp_path)
    assert info == {"index": "rulings/index.html", "cards": len(PASSAGES)} and len(PASSAGES) == 29
    index = (tmp_path / "rulings" / "index.html").read_text(encoding="utf-8")
    for rid, name in PASSAGES.items():
        a = ask(QUESTIONS_DIR / name)
        assert a.moving(rid), f"{name}: the readings of {rid} do not change its answer"
        stem = name.removesuffix(".yaml")
        assert f'href="{stem}.html"' in index and f'href="{stem}.md"' in index
        assert (tmp_path / "rulings" / f"{stem}.bbcode.txt").is_file()


def test_the_passenger_behind_a_knight_without_riding_rolls_his_own_st_under_either_reading():
    a = ask(EXAMPLES / "gurps-passenger-behind-knight.yaml")
    # ST 10 - 3 = 7 under both readings; 3d6 totals of 7 or less: 1 + 3 + 6 + 10 + 15 = 35 of 216
    assert a.default.likely["the page rides the horse"] == Fraction(35, 216)
    assert [r.overrides for r in a.same] == [{"gurps.mounted-defence.passenger-roll": "controller"}]
    assert a.same[0].refused is None
