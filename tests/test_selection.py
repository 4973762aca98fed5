"""What a run is given to run: each scenario once, and only lines its files have."""

from pathlib import Path

import pytest

from in_process import oracle
from oracle.bdd.hooks import home_ruleset
from oracle.bdd.selection import SelectionError, not_covered, select

ROOT = Path(__file__).resolve().parent.parent
LOTOW = ROOT / "features" / "lotow"


@pytest.mark.parametrize("given, kept", [
    (["/f", "/f/a.feature"], ["/f"]),
    (["/f/a.feature", "/f"], ["/f"]),
    (["/f/a.feature:12", "/f/a.feature"], ["/f/a.feature"]),
    (["/f/a.feature:12", "/f/a.feature:30"], ["/f/a.feature:12", "/f/a.feature:30"]),
    (["/f/a.feature", "/f/a.feature"], ["/f/a.feature"]),
    (["/f/sub/b.feature:3", "/g", "/f"], ["/g", "/f"]),
    (["/f2/a.feature", "/f"], ["/f2/a.feature", "/f"]),  # a sibling whose name begins the same is not inside
])
def test_a_location_another_runs_whole_is_left_out(given, kept):
    assert not_covered(given) == kept


def test_a_folder_and_a_file_in_it_run_each_scenario_once(tmp_path):
    """behave ran every location it was given: 'features features/lotow' ran LotOW's twice."""
    (tmp_path / "features").mkdir()
    for name in ("falling.feature", "levels.feature"):
        (tmp_path / "features" / name).write_text((LOTOW / name).read_text(encoding="utf-8"), encoding="utf-8")
    once = oracle(["run", "-q", "--no-sides", "features"], tmp_path)
    both = oracle(["run", "-q", "--no-sides", "features", "features/levels.feature"], tmp_path)
    assert once.returncode == both.returncode == 0, once.stdout + once.stderr + both.stdout + both.stderr
    count = [line for line in once.stdout.splitlines() if "scenarios passed" in line][0].split()[0]
    assert f"{count} scenarios passed" in both.stdout, both.stdout


def test_a_feature_reached_again_through_a_symbolic_link_runs_once(tmp_path):
    """A link to a folder above (``up -> ..``) made behave's walk loop until the system's limit of 40
    links: the feature below it ran 41 times and each scenario counted 41 times (with a second link
    beside it, 2 to the 40th: the walk never ended); two names for one file ran it twice."""
    features = tmp_path / "features"
    (features / "sub").mkdir(parents=True)
    (features / "falling.feature").write_text((LOTOW / "falling.feature").read_text(encoding="utf-8"),
                                              encoding="utf-8")
    once = oracle(["run", "-q", "--no-sides", "features"], tmp_path)
    (features / "sub" / "up").symlink_to("..")
    (features / "fall.feature").symlink_to("falling.feature")
    linked = oracle(["run", "-q", "--no-sides", "features"], tmp_path)
    assert once.returncode == linked.returncode == 0, once.stdout + once.stderr + linked.stdout + linked.stderr
    count = [line for line in once.stdout.splitlines() if "scenarios passed" in line][0].split()[0]
    assert f"{count} scenarios passed" in linked.stdout, linked.stdout


@pytest.mark.parametrize("line, message", [
    ("0", "the file has lines 1 to"), ("9999", "so there is no line 9999"),
])
def test_a_line_the_file_does_not_have_is_named(line, message):
    with pytest.raises(SelectionError, match=message):
        select([f"{LOTOW / 'falling.feature'}:{line}"])


def test_a_line_number_goes_with_a_file_not_a_folder():
    with pytest.raises(SelectionError, match="a line number goes with a feature file, not a folder"):
        select([f"{LOTOW}:3"])


def test_a_features_game_is_its_nearest_game_folder():
    # a checkout inside a folder named for a game: the feature's own folder decides
    assert home_ruleset("/srv/ww2/rules/features/gurps/flying.feature") == "gurps"
    assert home_ruleset("/srv/ww2/rules/features/flying.feature") == "ww2"
    assert home_ruleset("features/mine/flying.feature") is None


def _another_copy(root: Path, changed: str | None = None) -> Path:
    """A copy of the project's features and steps at ``root`` (as a clone of the repository holds them),
    with one step module's text changed if named; the copy's LotOW falling feature."""
    for folder in ("features/lotow", "steps"):
        (root / folder).mkdir(parents=True)
    for module in (ROOT / "steps").glob("*.py"):
        text = module.read_text(encoding="utf-8")
        (root / "steps" / module.name).write_text(text + ("\n# another version\n" if module.name == changed else ""),
                                                  encoding="utf-8")
    feature = root / "features" / "lotow" / "falling.feature"
    feature.write_text((LOTOW / "falling.feature").read_text(encoding="utf-8"), encoding="utf-8")
    return feature


def test_the_features_of_another_copy_of_the_project_run_on_its_steps_which_are_these(tmp_path):
    """A clone's features given to an installed oracle: its steps/ beside them were loaded as the user's,
    and every phrasing was defined twice ("step module does not import")."""
    feature = _another_copy(tmp_path / "clone")
    proc = oracle(["run", "-q", "--no-sides", "--report", tmp_path / "report", feature], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "32/32 scenarios passed" in proc.stdout, proc.stdout


def test_the_features_of_another_version_of_the_project_are_refused_naming_the_module_that_differs(tmp_path):
    feature = _another_copy(tmp_path / "clone", changed="lotow_mounted.py")
    proc = oracle(["run", "-q", "--no-sides", "--report", tmp_path / "report", feature], tmp_path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert proc.stderr == (f"error: {tmp_path / 'clone' / 'steps'}: the step modules of another copy of Rules Oracle, "
                           f"not this one's (lotow_mounted.py differs): run its features with the oracle of that copy "
                           f"(pip install -e {tmp_path / 'clone'}), or give them steps of their own\n"), proc.stderr


def test_the_features_of_a_copy_with_a_step_module_of_its_own_are_refused_naming_it(tmp_path):
    """Its own module would be left out with the copy's built-in ones."""
    feature = _another_copy(tmp_path / "clone")
    (tmp_path / "clone" / "steps" / "their_steps.py").write_text("", encoding="utf-8")
    proc = oracle(["run", "-q", "--no-sides", "--report", tmp_path / "report", feature], tmp_path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "(their_steps.py is not one of them): run its features with the oracle of that copy" in proc.stderr
