"""The PNG of a page (``oracle ask --png``): one headless Chromium over its DevTools pipe, the page's
whole height at the given width; a browser that ends, refuses a command or hangs is one error naming
the PNG, and nothing it started is left running."""

import stat
import subprocess
import time
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from oracle.clarify import render
from oracle.core.errors import OracleError

from clarify.test_cards import chromium

PAGE = ("<!doctype html><html><head><meta charset='utf-8'><style>body{margin:0;font:20px 'DejaVu Sans'}"
        "div{height:1234px;background:#eef}p{margin:0;height:40px}</style></head>"
        "<body><div>Saddle Up!</div><p>骑手被甩下马 · Всадник сброшен</p></body></html>")
"""A page 1274 pixels tall (1234 + 40) whatever the width, with Latin, Chinese and Cyrillic text."""


def test_the_png_is_the_whole_page_at_the_width_asked(tmp_path):
    chromium(tmp_path)  # skipped (failed in CI) without Chromium and the CJK fonts
    png = tmp_path / "page.png"
    render.screenshot(PAGE, png, width=600)
    image = Image.open(png).convert("RGB")
    assert image.size == (600, 1274)  # not the 800 pixels of the first layout, nor a window's default
    assert image.getpixel((5, 1233)) == (0xEE, 0xEE, 0xFF) and image.getpixel((5, 1234)) == (255, 255, 255)
    line = image.crop((0, 1234, 600, 1274))  # the last line's glyphs are drawn, down to the page's end
    assert ImageChops.difference(line, Image.new("RGB", line.size, (255, 255, 255))).getbbox() is not None


def _fake_browser(tmp_path: Path, body: str) -> str:
    fake = tmp_path / "chromium"
    fake.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    return str(fake)


@pytest.mark.parametrize("body, seconds, says", [
    ("echo 'cannot open display' >&2; exit 1", 1, "ended"),
    ("echo '{\"id\": 1, \"error\": {\"message\": \"no such domain\"}}' | tr '\\n' '\\000' >&4; sleep 4.321", 1,
     "refused Target.createTarget (no such domain)"),
    # the one that waits out the deadline: a short one (the others answer before theirs, however busy the machine)
    ("echo started >&2; exec sleep 30", 0.3, "did not finish in 0.3 s (waiting for Target.createTarget)"),
    ("printf 'not json\\000' >&4; sleep 4.321", 1, "wrote a message that is not a JSON object while waiting for "
                                                    "Target.createTarget: b'not json'"),
], ids=["exits", "refuses", "hangs", "garbage"])
def test_a_browser_that_ends_refuses_or_hangs_is_one_error_naming_the_png(tmp_path, monkeypatch, body, seconds, says):
    monkeypatch.setattr(render, "browser", lambda: _fake_browser(tmp_path, body))
    monkeypatch.setattr(render, "CHROMIUM_SECONDS", seconds)
    png = tmp_path / "card.png"
    with pytest.raises(OracleError) as raised:
        render.screenshot(PAGE, png)
    message = str(raised.value)
    assert message.startswith(f"{png}: headless Chromium ") and says in message and "\n" not in message
    assert not png.exists()
    if "cannot open display" in body:
        assert message.endswith("(Chromium: cannot open display)")
    # the fake browser is gone, and what it started with it (the refusing one's sleep and the subshells that
    # carry the fake's own command line): killed at once, each gone within moments (SIGKILL is delivered
    # to the whole group, but a member still running may take a few milliseconds to end)
    for started in (str(tmp_path / "chromium"), "sleep 4.321"):
        deadline = time.monotonic() + 2
        while subprocess.run(["pgrep", "-f", started], capture_output=True).returncode == 0:
            assert time.monotonic() < deadline, f"still running 2 s after the error: {started}"
            time.sleep(0.02)


def test_a_browser_that_cannot_start_is_one_error_naming_the_png(tmp_path, monkeypatch):
    fake = tmp_path / "chromium"
    fake.write_text("#!/bin/sh\n", encoding="utf-8")  # not executable
    monkeypatch.setattr(render, "browser", lambda: str(fake))
    png = tmp_path / "card.png"
    with pytest.raises(OracleError) as raised:
        render.screenshot(PAGE, png)
    assert str(raised.value) == f"{png}: cannot start headless Chromium {fake} (Permission denied)"
