"""The PNG of a page (``oracle ask --png``): one headless Chromium over its DevTools pipe, the page's
whole height at the given width, the same pixels as two Chromium runs draw; a browser that ends or
hangs is one error naming the PNG, and no browser is left running."""

import os
import stat
import subprocess
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


def test_one_chromium_draws_the_whole_page_as_two_runs_do(tmp_path):
    chromium(tmp_path)  # skipped (failed in CI) without Chromium and the CJK fonts
    piped, two = tmp_path / "piped.png", tmp_path / "two.png"
    render.screenshot(PAGE, piped, width=600)
    chrome = render.browser()
    (tmp_path / "two").mkdir()
    render._two_runs(chrome, PAGE, tmp_path / "two" / "page.html", two, 600)
    a, b = Image.open(piped).convert("RGB"), Image.open(two).convert("RGB")
    assert a.size == b.size == (600, 1274)
    assert ImageChops.difference(a, b).getbbox() is None
    assert a.getpixel((10, 10)) == (0xEE, 0xEE, 0xFF) and a.getpixel((599, 1273)) == (255, 255, 255)


def _fake_browser(tmp_path: Path, body: str) -> str:
    fake = tmp_path / "chromium"
    fake.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    return str(fake)


@pytest.mark.skipif(os.name != "posix", reason="the DevTools pipe is used on POSIX systems only")
@pytest.mark.parametrize("body, says", [
    ("echo 'cannot open display' >&2; exit 1", "ended"),
    ("echo '{\"id\": 1, \"error\": {\"message\": \"no such domain\"}}' | tr '\\n' '\\000' >&4; sleep 4.321",
     "refused Target.createTarget (no such domain)"),
    ("echo started >&2; exec sleep 30", "did not finish in 1 s (waiting for Target.createTarget)"),
], ids=["exits", "refuses", "hangs"])
def test_a_browser_that_ends_refuses_or_hangs_is_one_error_naming_the_png(tmp_path, monkeypatch, body, says):
    monkeypatch.setattr(render, "browser", lambda: _fake_browser(tmp_path, body))
    monkeypatch.setattr(render, "CHROMIUM_SECONDS", 1)
    png = tmp_path / "card.png"
    with pytest.raises(OracleError) as raised:
        render.screenshot(PAGE, png)
    message = str(raised.value)
    assert message.startswith(f"{png}: headless Chromium ") and says in message and "\n" not in message
    assert not png.exists()
    if "cannot open display" in body:
        assert message.endswith("(Chromium: cannot open display)")
    # the fake browser is gone, and what it started with it (the refusing one's sleep)
    for started in (str(tmp_path / "chromium"), "sleep 4.321"):
        assert subprocess.run(["pgrep", "-f", started], capture_output=True).returncode == 1, started
