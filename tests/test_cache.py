"""Work kept across processes (``oracle/core/cache.py``): the same value as built afresh, rebuilt
when a file it is made from changes, and never a wrong answer from a bad cache file."""

from __future__ import annotations

import os
import pickle

import pytest
from jinja2 import Environment, FileSystemLoader

from oracle.catalogue.load import catalogue_inputs, load_catalogue
from oracle.core import cache
from oracle.clarify import render
from oracle.clarify.render import template_cache
from oracle.core.cache import CACHE_VARIABLE, cached


@pytest.fixture
def folder(tmp_path, monkeypatch):
    where = tmp_path / "cache"
    monkeypatch.setenv(CACHE_VARIABLE, str(where))
    return where


def counting(value):
    calls = []

    def build():
        calls.append(1)
        return value

    return build, calls


def test_the_second_call_reads_the_stored_value(folder, tmp_path):
    source = tmp_path / "a.txt"
    source.write_text("one")
    build, calls = counting({"n": 1})
    assert cached("thing", [source], build) == {"n": 1}
    assert cached("thing", [source], build) == {"n": 1}
    assert len(calls) == 1
    assert [p.suffix for p in folder.iterdir()] == [".pickle"]


def test_a_changed_or_removed_file_builds_again(folder, tmp_path):
    source = tmp_path / "a.txt"
    source.write_text("one")
    assert cached("thing", [source], lambda: 1) == 1
    source.write_text("two, longer")
    assert cached("thing", [source], lambda: 2) == 2
    os.utime(source, ns=(1, 1))  # the same size, another time
    assert cached("thing", [source], lambda: 3) == 3
    source.unlink()
    assert cached("thing", [source], lambda: 4) == 4
    assert cached("thing", [source], lambda: 5, extra=("another library version",)) == 5


def test_only_the_most_recently_used_entries_of_a_value_are_kept(folder, tmp_path):
    """Each place the package is installed in writes its own entry (a virtual environment, a
    copy of the repository): the folder keeps the KEEP most recently used of one value, and an
    entry read back after a day counts as used again."""
    source = tmp_path / "a.txt"
    source.write_text("one")
    folder.mkdir()
    day = 24 * 3600
    for i in range(cache.KEEP + 3):  # entries of other installations, each written an hour after the last
        old = folder / f"thing-{i:016x}.pickle"
        old.write_bytes(b"")
        os.utime(old, (1_000_000 + 3600 * i, 1_000_000 + 3600 * i))
    mine = cache.entry_path(folder, "thing")
    assert cached("thing", [source], lambda: 1) == 1  # written now: the newest
    os.utime(mine, (1_000_000 - day, 1_000_000 - day))  # ...and then not used for a long time
    assert cached("thing", [source], lambda: 2) == 1  # read back: used again
    assert os.stat(mine).st_mtime > 1_000_000 + 3600 * (cache.KEEP + 3)  # newer than every other entry
    cached("other", [source], lambda: 3)  # another value's entries are not this value's to count
    cached("thing", [tmp_path / "missing.txt"], lambda: 4)  # another key, written again: prunes
    entries = sorted(folder.glob("thing-*.pickle"))
    assert len(entries) == cache.KEEP and mine in entries
    # the oldest of the others went first
    assert all(folder / f"thing-{i:016x}.pickle" not in entries for i in range(4))
    assert len(list(folder.glob("other-*.pickle"))) == 1


@pytest.mark.parametrize("content", [b"", b"not a pickle", pickle.dumps("no key")[:-3],
                                     pickle.dumps(("a wrong key", 99))])
def test_a_corrupt_cache_file_is_ignored_and_written_again(folder, tmp_path, content):
    source = tmp_path / "a.txt"
    source.write_text("one")
    assert cached("thing", [source], lambda: 1) == 1
    (stored,) = folder.iterdir()
    stored.write_bytes(content)
    build, calls = counting(1)
    assert cached("thing", [source], build) == 1
    assert cached("thing", [source], build) == 1
    assert len(calls) == 1  # rebuilt once, then read


def test_a_folder_that_cannot_be_written_is_no_error(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder would be")
    monkeypatch.setenv(CACHE_VARIABLE, str(blocked / "cache"))
    build, calls = counting(7)
    assert cached("thing", [], build) == 7
    assert cached("thing", [], build) == 7
    assert len(calls) == 2


def test_an_empty_setting_turns_the_cache_off(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_VARIABLE, "")
    assert cache.cache_dir() is None
    build, calls = counting(7)
    cached("thing", [], build)
    cached("thing", [], build)
    assert len(calls) == 2


def test_the_default_folder_is_the_users_not_the_package(monkeypatch, tmp_path):
    monkeypatch.delenv(CACHE_VARIABLE, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    where = cache.cache_dir()
    assert where is not None and "rules-oracle" in str(where)
    assert not where.resolve().is_relative_to(cache.Path(cache.PACKAGE.__file__).resolve().parent)


def test_the_cached_catalogue_is_the_catalogue(folder):
    fresh = load_catalogue()
    first = cached("catalogue", catalogue_inputs(), load_catalogue)
    again = cached("catalogue", catalogue_inputs(), lambda: pytest.fail("the stored catalogue was not read"))
    for got in (first, again):
        assert got.clauses == fresh.clauses and got.rulings == fresh.rulings and got.hooks == fresh.hooks
        assert got.sections == fresh.sections and got.sources == fresh.sources and got.texts == fresh.texts
        assert got.values == fresh.values and got.numbers == fresh.numbers and got.variants == fresh.variants
        assert got.value_readings == fresh.value_readings and got.reading_numbers == fresh.reading_numbers


def test_the_catalogue_is_keyed_by_its_sources_and_its_code():
    names = {p.name for p in catalogue_inputs()}
    assert {"sources.yaml", "models.py", "load.py", "variants.yaml"} <= names
    assert any(n.endswith(".txt") for n in names)


def test_compiled_templates_are_kept_and_a_bad_entry_is_compiled_again(folder, tmp_path):
    (tmp_path / "t").mkdir()
    template = tmp_path / "t" / "page.j2"
    template.write_text("{% for x in xs %}<{{ x }}>{% endfor %}")

    def render():
        env = Environment(loader=FileSystemLoader(tmp_path / "t"), autoescape=True,
                          bytecode_cache=template_cache("test"))
        return env.get_template("page.j2").render(xs=["a", "&"])

    assert render() == "<a><&amp;>"
    (kept,) = [p for p in folder.rglob("*") if p.is_file()]
    assert kept.name.startswith("test-")
    assert render() == "<a><&amp;>"
    kept.write_bytes(kept.read_bytes()[:40])  # truncated
    assert render() == "<a><&amp;>"
    template.write_text("{{ xs | length }}")  # the template changed: its new text is compiled
    assert render() == "2"


def test_templates_compile_without_a_cache(monkeypatch):
    monkeypatch.setenv(CACHE_VARIABLE, "")
    assert template_cache("test") is None


def test_compiled_templates_of_other_installations_are_pruned(folder):
    """jinja2 keys a compiled template by its file: each installation writes its own, and the
    folder keeps those of the KEEP most recent installations."""
    templates = render.template_cache("report-html").directory
    os.makedirs(templates, exist_ok=True)
    limit = cache.KEEP * render.TEMPLATES_OF_A_KIND
    for i in range(limit + 5):
        old = os.path.join(templates, f"report-html-{i:040x}.code")
        with open(old, "wb"):
            pass
        os.utime(old, (1_000_000 + i, 1_000_000 + i))
    with open(os.path.join(templates, "cards-html-x.code"), "wb"):
        pass
    render.template_cache("report-html")
    kept = sorted(os.listdir(templates))
    assert len([k for k in kept if k.startswith("report-html-")]) == limit
    assert f"report-html-{0:040x}.code" not in kept and f"report-html-{limit + 4:040x}.code" in kept
    assert "cards-html-x.code" in kept  # another kind's are its own to count
