"""Modules imported at their first use (oracle.core.lazy)."""

import sys

import pytest

from oracle.core.lazy import lazy_import

HALF_RUN = """\
import os
first = os.environ.pop("LAZY_TEST_INTERRUPT", None)
if first:
    raise KeyboardInterrupt  # a Ctrl-C that lands while the module runs, halfway through it
ANSWER = 42
"""


@pytest.fixture
def module_folder(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    for name in [n for n in sys.modules if n.startswith("lazy_test_")]:
        del sys.modules[name]


def test_a_module_is_imported_at_its_first_use_only(module_folder):
    (module_folder / "lazy_test_plain.py").write_text("ANSWER = 42\n", encoding="utf-8")
    module = lazy_import("lazy_test_plain")
    assert "lazy_test_plain" not in sys.modules
    assert module.ANSWER == 42
    assert sys.modules["lazy_test_plain"].ANSWER == 42
    assert lazy_import("lazy_test_plain") is sys.modules["lazy_test_plain"]  # declared again once imported
    assert lazy_import("lazy_test_not_installed") is None


def test_a_first_use_stopped_halfway_imports_the_module_again_at_the_next(module_folder, monkeypatch):
    # the standard library's LazyLoader left such a module in sys.modules half run: "cannot import name" ever after
    (module_folder / "lazy_test_half.py").write_text(HALF_RUN, encoding="utf-8")
    monkeypatch.setenv("LAZY_TEST_INTERRUPT", "1")
    module = lazy_import("lazy_test_half")
    with pytest.raises(KeyboardInterrupt):
        module.ANSWER
    assert "lazy_test_half" not in sys.modules
    assert module.ANSWER == 42
    from lazy_test_half import ANSWER  # an import elsewhere finds the whole module
    assert ANSWER == 42
