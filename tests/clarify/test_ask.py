"""oracle ask: exact answers to players' questions, checked against fractions worked by hand."""

import functools
from fractions import Fraction as F
from pathlib import Path

import in_process
import pytest

from oracle.bdd.tables import Tables
from oracle.clarify.ask import OR, AskError, ask, load_ask
from oracle.clarify.card import rows
from oracle.clarify.gallery import QUESTIONS_DIR
from oracle.clarify.words import describe
from oracle.core.state import validate_setup
from oracle.engine import connect
from oracle.engine.port import Refused
from oracle.engine.ruleset import ruleset
from oracle.engine.serve import ReferenceOverProtocol

ROOT = Path(__file__).resolve().parent.parent.parent
EXAMPLES = ROOT / "examples" / "ask"
QUESTIONS = sorted(EXAMPLES.glob("*.yaml")) + sorted(QUESTIONS_DIR.glob("*.yaml"))
"""Every question shipped: the README's examples and the ruling cards' passages."""


def reading(answer, **overrides):
    want = {k.replace("__", ".").replace("_", "-"): v for k, v in overrides.items()}
    for r in answer.readings:
        if r.overrides == want:
            return r
    raise AssertionError(f"no reading {want}; have {[r.overrides for r in answer.readings]}")


def test_lotow_a_fence_of_one_and_a_half_inches():
    a = ask(EXAMPLES / "lotow-fence-1.5.yaml")
    default = a.default
    # As printed, mounted models ignore obstacles "up to 1½"": the fence is crossed, no die is rolled.
    assert default.likely["the horse refuses the fence"] == 0
    assert default.likely["the rider is thrown"] == 0
    assert default.distribution == [("horse ridden by rider with passenger behind crossed fence; rider; passenger", F(1))]
    # Read as ½", the 1½" fence must be jumped, and it is higher than 1": -1 to the D6.
    # Naturals 1 and 2 refuse: 2/6 = 1/3.  A natural 1 (1/6) throws the rider; a 1 on the
    # Thrown Riders table (1/6) is the Strength 2 hit: 1/6 x 1/6 = 1/36.
    half = reading(a, lotow__mounted__obstacles__small_threshold="half-inch")
    assert half.likely["the horse refuses the fence"] == F(1, 3)
    assert half.likely["the rider is thrown"] == F(1, 6)
    assert half.likely["the rider has taken a Strength 2 hit"] == F(1, 36)
    # By default a thrown rider throws his passenger too: 1/6.  Both roll: both on foot doing
    # nothing more (2-5 each): 1/6 x 4/6 x 4/6 = 16/216 = 2/27.
    assert half.likely["the passenger is thrown"] == F(1, 6)
    assert dict(half.distribution)[
        "horse refused fence; rider on foot does nothing more; passenger on foot does nothing more"] == F(2, 27)
    # The card tells a plain refusal (a natural 2 made 1 by the -1: nobody tests, 1/6) on a row of its
    # own; the thrown riders (a natural 1, 1/6) are told by what the Thrown Riders table did to them.
    assert half.told["The horse refuses the fence"] == F(1, 6)
    assert sum(p for words, p in half.told.items() if words.startswith("The rider is thrown")) == F(1, 6)
    assert half.told["The horse clears the fence"] == F(2, 3)
    # If the passenger stays on, he is never thrown, and takes the reins: 1/6 of the time.
    stays = reading(a, lotow__mounted__obstacles__small_threshold="half-inch",
                    lotow__mounted__passengers__rider_thrown="passenger-stays")
    assert stays.likely["the passenger is thrown"] == 0
    assert sum(p for v, p in stays.distribution if v.startswith("horse ridden by passenger")) == F(1, 6)
    assert all(r.distribution and sum(p for _, p in r.distribution) == 1 for r in a.readings)
    # the clauses involved come with their quotes
    ids = [c.id for c in a.clauses]
    assert "lotow.mounted.obstacles.small" in ids and "lotow.mounted.jump.natural-one" in ids
    assert {r.id for r in a.rulings} >= {"lotow.mounted.obstacles.small-threshold", "lotow.mounted.passengers.rider-thrown"}


def write(tmp_path, text):
    path = tmp_path / "q.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_errors_name_the_file_and_the_field(tmp_path):
    base = "title: t\nruleset: lotow\nsetup: lotow/rider-and-passenger\n"
    with pytest.raises(AskError, match=r"q.yaml: actions: "):
        ask(write(tmp_path, base))
    with pytest.raises(AskError, match=r"q.yaml: actions\.0: unknown lotow action 'jump'"):
        ask(write(tmp_path, base + "actions: [{action: jump}]\n"))
    with pytest.raises(AskError, match=r"q.yaml: question\.how_likely\.0: lotow has no outcome matching 'the horse flies'"):
        ask(write(tmp_path, base + "actions: [{action: roll-thrown-rider, fighter: rider}]\n"
                                   "question: {how_likely: [the horse flies]}\n"))
    with pytest.raises(AskError, match=r"q.yaml: .*either 'setup'"):
        ask(write(tmp_path, "title: t\nruleset: lotow\nactions: [{action: dismount}]\n"))
    with pytest.raises(AskError, match=r"q.yaml: colour: Extra inputs are not permitted"):
        ask(write(tmp_path, base + "actions: [{action: roll-thrown-rider, fighter: rider}]\ncolour: red\n"))
    with pytest.raises(AskError, match=r"q.yaml: rulings\.lotow\.mounted\.obstacles\.small-threshold: .*has no alternative 'quarter'"):
        ask(write(tmp_path, base + "actions: [{action: roll-thrown-rider, fighter: rider}]\n"
                                   "rulings: {lotow.mounted.obstacles.small-threshold: quarter}\n"))
    with pytest.raises(AskError, match=r"q.yaml: table: mounts.0.kind"):
        ask(write(tmp_path, "title: t\nruleset: lotow\ntable: {mounts: [{id: x, kind: camel, move: 8}]}\n"
                            "actions: [{action: dismount}]\n"))


def test_a_ruling_of_another_ruleset_is_refused_naming_its_field(tmp_path):
    """A gurps question fixing a reading of lotow was answered under the default readings in silence: the
    asker read the default's numbers as those of the reading he chose."""
    question = ("title: t\nruleset: gurps\nsetup: gurps/knight-and-warhorse\n"
                "actions: [{action: lose-all-control, rider: knight}]\n"
                "rulings: {gurps.mount-out-of-control.reroll: once, lotow.falling.lands-prone: standing}\n")
    with pytest.raises(AskError) as refused:
        ask(write(tmp_path, question))
    assert str(refused.value) == (f"{tmp_path / 'q.yaml'}: rulings.lotow.falling.lands-prone: ruling "
                                  "lotow.falling.lands-prone is a ruling of lotow, and this question is of gurps: "
                                  "its reading could change nothing here")


@pytest.mark.parametrize("actions, how_likely, field", [
    ("[{action: roll-thrown-rider, fighter: rider}, 3]", "[the rider is thrown]", "actions.1: Input should be a valid"),
    ("[{action: roll-thrown-rider, fighter: rider}, {action: jump}]", "[the rider is thrown]",
     "actions.1: unknown lotow action 'jump'"),
    ("[{action: roll-thrown-rider, fighter: ghost}]", "[the rider is thrown]", "actions.0.fighter: "),
    ("[{action: roll-thrown-rider, fighter: rider}]", "[the rider is thrown, 5]", "question.how_likely.1: Input should be"),
    ("[{action: roll-thrown-rider, fighter: rider}]", "[the rider is thrown, the horse flies]",
     "question.how_likely.1: lotow has no outcome matching"),
], ids=["action-not-a-mapping", "unknown-action", "unknown-fighter", "phrase-not-text", "unknown-phrase"])
def test_every_error_of_a_question_file_names_an_item_of_a_list_one_way(tmp_path, actions, how_likely, field):
    # the file's own shape was told "actions.1" and "question.how_likely.1", what its items say
    # "actions[1]" and "question.how_likely[1]": one file, two ways of naming the same item
    path = write(tmp_path, "title: t\nruleset: lotow\nsetup: lotow/rider-and-passenger\n"
                           f"actions: {actions}\nquestion: {{how_likely: {how_likely}}}\n")
    proc = in_process.oracle(["ask", path], tmp_path)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr.startswith(f"error: {path}: {field}") and proc.stderr.count("\n") == 1, proc.stderr


def test_a_phrase_naming_what_no_table_holds_is_named_under_question_not_actions(tmp_path):
    # "the {who} is dead" matches, but nobody called 'nobody' is on any table the actions lead to
    path = write(tmp_path, "title: t\nruleset: lotow\nsetup: lotow/rider-and-passenger\n"
                           "actions: [{action: roll-thrown-rider, fighter: rider}]\n"
                           "question: {how_likely: [the rider is thrown, the nobody is dead]}\n")
    proc = in_process.oracle(["ask", path], tmp_path)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr == (f"error: {path}: question.how_likely.1: no fighter called 'nobody' on the table "
                           "(there are: rider, passenger)\n")


@pytest.mark.parametrize("phrase, said", [
    ("the horse got result 13 on the out-of-control table", "13"),
    ("the horse got result 1 on the out-of-control table", "1"),
    ("the horse got result 13 or more on the out-of-control table", "13"),
    ("the horse got result 1 or less on the out-of-control table", "1"),
    ("the horse is exhausted or the horse got result 13 on the out-of-control table", "13"),
])
def test_a_result_the_out_of_control_table_has_no_row_for_is_refused_not_answered_never(tmp_path, phrase, said):
    # 坐骑失控表 is read on 2d, its rows the totals 2 to 12: no mount can get a 13
    # or a 1 there, so "how likely" of one is a mistake in the question, not 0%
    path = write(tmp_path, "title: t\nruleset: gurps\nsetup: gurps/knight-and-warhorse\n"
                           "actions: [{action: lose-all-control, rider: knight}]\n"
                           f"question: {{how_likely: [the horse is exhausted, {phrase}]}}\n")
    proc = in_process.oracle(["ask", path], tmp_path)
    assert (proc.returncode, proc.stdout) == (2, "")
    part = phrase.removeprefix("the horse is exhausted or ")
    assert proc.stderr.startswith(f"error: {path}: question.how_likely.1: {part!r} names {said}, "), proc.stderr
    assert proc.stderr.endswith("{n} is 2 to 12\n") and proc.stderr.count("\n") == 1, proc.stderr


@pytest.mark.parametrize("phrase", ["the battle is in turn 0", "the battle is in turn 0 or earlier"])
def test_a_turn_before_the_first_is_refused_not_answered_never(tmp_path, phrase):
    # the clock starts at turn 1 (the table's turn is 1 or more): no battle is ever in turn 0
    path = write(tmp_path, "title: t\nruleset: lotow\nsetup: lotow/rider-and-passenger\n"
                           "actions: [{action: roll-thrown-rider, fighter: rider}]\n"
                           f"question: {{how_likely: [{phrase}]}}\n")
    proc = in_process.oracle(["ask", path], tmp_path)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr == (f"error: {path}: question.how_likely.0: {phrase!r} names 0, which no "
                           "'the battle is in turn {n:d}' can: {n} is 1 or more\n"), proc.stderr


def _asking(tmp_path, question: str, phrase: str):
    """A question of the gallery, asking how likely ``phrase`` alone."""
    text = (QUESTIONS_DIR / question).read_text(encoding="utf-8").split("  how_likely:")[0]
    return write(tmp_path, text + f"  how_likely:\n    - '{phrase}'\n")


@pytest.mark.parametrize("question, phrase, pattern, can", [
    ("lotow-falling-lands-prone.yaml", "the cowboy has taken -2 hits", "the {who} has taken {count:d} hits",
     "{count} is 0 or more"),
    ("lotow-falling-lands-prone.yaml", "the cowboy has -1 inches of movement left",
     "the {who} has {inches:g} inches of movement left", "{inches} is 0 to 1000000"),
    ("mordheim-falling-damage.yaml", "the skaven suffers -3 falling hits", "the {who} suffers {count:d} falling hits",
     "{count} is 0 or more"),
    ("gurps-thrown-fall-height.yaml", "the damage is -1", "the damage is {n:d}", "{n} is 0 or more"),
    ("ww2-cavalry-hit-or-wound.yaml", '-1 riders of "cossacks" are dead', '{n:d} riders of "{unit}" are dead',
     "{n} is 0 or more"),
    # a mount has two wounds ("две у ездового животного") and dies of the second: it never has three
    ("ww2-cavalry-hit-or-wound.yaml", "the mount of cossack1 has 3 wounds", "the mount of {m} has {n:d} wounds",
     "{n} is 0 to 2"),
    ("ww2-cavalry-hit-or-wound.yaml", "the mount of cossack1 has at least 3 wounds",
     "the mount of {m} has {n:d} wounds", "{n} is 0 to 2"),
], ids=["lotow-hits", "lotow-inches-left", "mordheim-falling-hits", "gurps-damage", "ww2-dead-riders", "ww2-mount-wounds",
        "ww2-mount-wounds-at-least"])
def test_a_count_no_table_can_reach_is_refused_naming_the_phrase_and_the_number(tmp_path, question, phrase,
                                                                                 pattern, can):
    # a count of hits, riders or wounds is never negative: "how likely -2 hits" is a mistake in the
    # question, not "never"
    path = _asking(tmp_path, question, phrase)
    said = next(w for w in phrase.split() if w.lstrip("-").isdigit())
    proc = in_process.oracle(["ask", path], tmp_path)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr == (f"error: {path}: question.how_likely.0: {phrase!r} names {said}, which no "
                           f"{pattern!r} can: {can}\n"), proc.stderr


def test_a_bound_beyond_what_a_count_can_be_holds_or_fails_of_every_count(tmp_path):
    # a mount has 0 to 2 wounds: "at most 5" holds of all of them, as "result 13 or less" of every row
    answer = ask(_asking(tmp_path, "ww2-cavalry-hit-or-wound.yaml", "the mount of cossack1 has at most 5 wounds"))
    answered = [r.likely for r in answer.readings if r.likely]  # a reading the excerpt cannot answer has none
    assert answered and all(likely == {"the mount of cossack1 has at most 5 wounds": 1} for likely in answered)


GURPS_TWICE = "title: t\nruleset: gurps\nsetup: gurps/knight-and-warhorse\nquestion: {what_happens: true}\nactions:\n"


def test_a_later_action_on_a_rider_an_earlier_one_threw_ends_that_branch_refused(tmp_path):
    # the knight is thrown on some branches of the first loss of control: there the second is
    # refused (action 2), as the protocol documents, where it was "actions: knight is not riding anything"
    path = write(tmp_path, GURPS_TWICE + "  - {action: lose-all-control, rider: knight}\n" * 2)
    proc = in_process.oracle(["ask", path], tmp_path)
    assert proc.returncode == 0, proc.stderr
    state = validate_setup(ruleset("gurps").state_model, Tables().load("gurps/knight-and-warhorse")[1].model_dump(), "t")
    lose = ruleset("gurps").parse_action({"action": "lose-all-control", "rider": "knight"}, "t")
    engine = connect("reference")
    once = engine.odds("gurps", state, [lose], rulings={}).distribution
    twice = engine.odds("gurps", state, [lose, lose], rulings={}).distribution
    refused = [(s, p) for s, p in twice.items() if isinstance(s, Refused)]
    assert {(s.clause, s.action, s.reason) for s, _ in refused} == {
        ("gurps.mount-out-of-control.roll", 2, "knight is not riding anything, so has no mount to lose control of")}
    thrown = once.probability(lambda s: s.get("knight").riding_on is None)
    assert 0 < thrown < 1 and sum(p for _, p in refused) == thrown


def test_an_action_that_needs_a_mounted_rider_is_refused_on_the_branches_that_unseated_him(tmp_path):
    # the first loss of control throws the knight (2, 3) or takes him off with his falling horse (12) in 4/33:
    # there his Riding roll, a mounted rider's, is refused by its own clause (action 2), where the question
    # was "actions.1: knight is not riding anything" as a whole
    path = write(tmp_path, GURPS_TWICE + "  - {action: lose-all-control, rider: knight}\n"
                                         "  - {action: riding-roll, rider: knight}\n")
    proc = in_process.oracle(["ask", path], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "what happens:" in proc.stdout
    # each of those branches says so, not only the table he fell on (which read as if he had rolled)
    told = [line for line in proc.stdout.splitlines() if "knight fell off" in line]
    assert told and all("action 2 refused by rule gurps.mounted.hands (knight is not riding anything): " in line
                        for line in told), told
    state = validate_setup(ruleset("gurps").state_model, Tables().load("gurps/knight-and-warhorse")[1].model_dump(), "t")
    lose = ruleset("gurps").parse_action({"action": "lose-all-control", "rider": "knight"}, "t")
    roll = ruleset("gurps").parse_action({"action": "riding-roll", "rider": "knight"}, "t")
    both = connect("reference").odds("gurps", state, [lose, roll], rulings={}).distribution
    refused = [(s, p) for s, p in both.items() if isinstance(s, Refused)]
    assert {(s.clause, s.action, s.reason) for s, _ in refused} == {
        ("gurps.mounted.hands", 2, "knight is not riding anything")}
    assert sum(p for _, p in refused) == F(4, 33)
    assert all(s.table.get("knight").riding_on is None for s, _ in refused)


def test_a_rider_id_that_names_nobody_is_still_an_error_of_the_question(tmp_path):
    path = write(tmp_path, GURPS_TWICE + "  - {action: lose-all-control, rider: knight}\n"
                                         "  - {action: sheathe-weapon, rider: nobody, weapon: lance}\n")
    proc = in_process.oracle(["ask", path], tmp_path)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr == (f"error: {path}: actions.1.rider: no character called 'nobody' on the table "
                           "(there are: horse, knight, orc)\n")


def test_an_action_without_its_name_says_the_field_is_missing(tmp_path):
    path = write(tmp_path, "title: t\nruleset: lotow\nsetup: lotow/rider-and-passenger\nactions: [{fighter: rider}]\n"
                           "question: {what_happens: true}\n")
    proc = in_process.oracle(["ask", path], tmp_path)
    assert (proc.returncode, proc.stdout) == (2, "")  # it said "unknown lotow action None"
    assert proc.stderr == f"error: {path}: actions.0: the field 'action' (the name of the lotow action) is missing\n"


def test_a_refused_action_is_an_answer(tmp_path):
    a = ask(write(tmp_path, "title: Can a mule cross a 2-inch ditch?\nruleset: lotow\n"
                            "table: {fighters: [{id: rider}], mounts: [{id: mule, kind: mule, move: 8, rider: rider}],"
                            " obstacles: [{id: ditch, kind: gap, width: 2}]}\n"
                            "actions: [{action: cross-obstacle, mount: mule, obstacle: ditch}]\n"))
    assert a.default.refused is not None and a.default.refused.clause == "lotow.mounted.obstacles.mule"
    # kept without its traceback, whose frames hold the reading that holds it (a cycle, and the asker above it)
    assert a.default.refused.__traceback__ is None
    # the refusal rests on a reading (which obstacles are ignored), so that ruling is varied too:
    # read as ½" the 2" ditch is refused all the same
    assert a.default.in_force.get("lotow.mounted.obstacles.small-threshold") == "printed"
    assert [r.overrides for r in a.same] == [{"lotow.mounted.obstacles.small-threshold": "half-inch"}]


def test_ww2_do_motorcycles_dash_with_two_dice_or_three():
    a = ask(EXAMPLES / "ww2-motorcycle-dash.yaml")
    d = a.default.likely
    # By default motorcycles are vehicles: 3D6 (216 throws).  At least 10: 3D6 is symmetric
    # about 10.5, so 11-18 is 108 throws, and 10 itself 27: 135/216 = 5/8.
    assert d['"recon" may dash at least 10 cm'] == F(5, 8)
    # At least 15: totals 15, 16, 17, 18 come from 10 + 6 + 3 + 1 = 20 throws: 20/216 = 5/54.
    assert d['"recon" may dash at least 15 cm'] == F(5, 54)
    # Exactly 7: 15 throws (the compositions of 7 into three parts 1-6): 15/216 = 5/72.
    assert d['"recon" may dash up to 7 cm'] == F(5, 72)
    # Read as infantry, two dice: 10, 11, 12 from 3 + 2 + 1 = 6 of 36 pairs; 15 is impossible;
    # 7 from 6 pairs: 1/6 each.
    inf = reading(a, ww2__dash__unit_class="bikes-are-infantry").likely
    assert inf['"recon" may dash at least 10 cm'] == F(1, 6)
    assert inf['"recon" may dash at least 15 cm'] == 0
    assert inf['"recon" may dash up to 7 cm'] == F(1, 6)
    # If a «Кубик» is not a D6, the excerpt cannot say: the answer stops at that boundary.
    other = reading(a, ww2__dash__kubik_d6="other-die")
    assert other.refused is not None and "ww2.hook.dice" in str(other.refused)
    assert other.refused.__traceback__ is None  # kept without the frames that hold the reading


def test_mordheim_a_skaven_with_initiative_6_jumps_down_to_charge():
    a = ask(EXAMPLES / "mordheim-leap-from-roof.yaml")
    # A 5" jump holds two full 2": two Initiative tests.  As read by default (D6, pass on
    # at most the Initiative) an Initiative of 6 always passes: the charge always lands.
    d = a.default.likely
    assert d["the skaven is in close combat with the ork"] == 1
    assert d["the skaven falls"] == 0
    # If a 6 always fails, each test passes 5/6: both pass 25/36; he falls 1 - 25/36 = 11/36.
    six = reading(a, mordheim__charging__initiative_test="d6-six-fails").likely
    assert six["the skaven is in close combat with the ork"] == F(25, 36)
    assert six["the skaven falls"] == F(11, 36)
    # A fall from 5" is D3 hits at Strength 5 (height 5" by default): three hits 11/36 x 1/3 = 11/108.
    assert six["the skaven suffers 3 falling hits at Strength 5"] == F(11, 108)
    # If the falling damage is left unresolved, he still falls 11/36 but no hits are rolled.
    unresolved = reading(a, mordheim__charging__initiative_test="d6-six-fails",
                         mordheim__jumping_down__falling_damage="unresolved").likely
    assert unresolved["the skaven falls"] == F(11, 36)
    assert unresolved["the skaven suffers 3 falling hits at Strength 5"] == 0
    # readings that change nothing here are named, not repeated
    assert any(r.overrides == {"mordheim.movement.measuring": "centre"} for r in a.same)


def test_gurps_a_second_4_on_the_out_of_control_table():
    a = ask(EXAMPLES / "gurps-out-of-control.yaml")
    d = a.default.likely
    # 2d: a 5 is 4/36, 6-7 is 5+6 = 11/36, a 10 is 3/36, a 4 (roll again) 3/36.  Rolling again
    # until it is not 4 gives the 2d given "not 4": 4/33, 11/33 = 1/3, 3/33 = 1/11.
    assert d["the horse charges straight at the enemy"] == F(4, 33)
    assert d["the horse is exhausted"] == F(1, 3)
    assert d["the horse bolts away from the enemy"] == F(1, 11)
    # Only one roll again: p + 3/36 x p.  5: 4/36 x 39/36 = 156/1296 = 13/108;
    # 6-7: 11/36 x 39/36 = 429/1296 = 143/432; 10: 3/36 x 39/36 = 117/1296 = 13/144.
    once = reading(a, gurps__mount_out_of_control__reroll="once").likely
    assert once["the horse charges straight at the enemy"] == F(13, 108)
    assert once["the horse is exhausted"] == F(143, 432)
    assert once["the horse bolts away from the enemy"] == F(13, 144)
    # a reading that needs a figure the table does not give is named, not an error
    gm = reading(a, gurps__mount_out_of_control__fall_height="gm")
    assert gm.refused is not None and gm.stop.startswith("no answer: ")
    assert gm.refused.__traceback__ is None  # kept without the frames that hold the reading
    assert any(c.source.file and c.source.quote and "坐骑失控表" in c.source.quote[0] for c in a.clauses)


def test_the_command_prints_the_answer_and_names_a_bad_field(tmp_path):
    import json

    def oracle(*args):
        return in_process.oracle(["ask", *args], ROOT)

    proc = oracle("examples/ask/ww2-motorcycle-dash.yaml")
    assert proc.returncode == 0, proc.stderr
    assert 'how likely "recon" may dash at least 10 cm: 5/8 (62.5%)' in proc.stdout
    assert "Under the ww2.dash.unit-class=bikes-are-infantry" in proc.stdout
    assert "и три Кубика для кавалерии и техники" in proc.stdout  # the clause quoted in Russian
    data = json.loads(oracle("examples/ask/ww2-motorcycle-dash.yaml", "--json").stdout)
    assert data["readings"][0]["how_likely"]['"recon" may dash at least 10 cm'] == "5/8"
    bad = write(tmp_path, "title: t\nruleset: ww2\nsetup: ww2/two-bike-squadron\n"
                          "actions: [{action: declare-dash, unit: recon, speed: 3}]\n")
    proc = oracle(str(bad))
    assert proc.returncode == 2
    assert "q.yaml: actions.0: declare-dash: speed: Extra inputs are not permitted" in proc.stderr


@functools.cache
def asked(path: Path):
    """The in-process answer to a shipped question, once per test process (the tests only read it)."""
    return ask(path)


def _told_by_hand(path: Path, reading) -> dict[str, F]:
    """The reading's outcomes told in words, worked here from the engine's tables: each table of the
    exact answer described on its own, chances of tables told alike added."""
    spec = load_ask(path)
    rs = ruleset(spec.ruleset)
    state = Tables().load(spec.setup)[1] if spec.setup else validate_setup(rs.state_model, spec.table, str(path))
    actions = [rs.parse_action(data, str(path)) for data in spec.actions]
    odds = connect("reference").odds(rs.id, state, actions, rulings={**spec.rulings, **reading.overrides})
    told: dict[str, F] = {}
    for table, p in odds.distribution.items():
        words = describe(rs, table, state)
        if isinstance(table, Refused):  # a branch an action of the question refused: said, with the rule
            words = f"action {table.action} refused by rule {table.clause} ({table.reason}): {words}"
        told[words] = told.get(words, F(0)) + p
    return told


@pytest.mark.parametrize("path", QUESTIONS, ids=lambda p: p.name)
def test_what_happens_tells_each_table_and_no_summary_hides_one(path):
    """The card's "what happens" rows are the exact answer's tables in words, each table told on its
    own: two tables the engine summarises alike (the same positions, another state of the models)
    are two rows when their words differ, never one row under the first table's words."""
    a = asked(path)
    answered = [r for r in a.readings if r.refused is None]
    _, happens = rows(a, answered)
    for i, r in enumerate(answered):
        assert r.told == _told_by_hand(path, r), r.label
        assert sum(r.told.values()) == 1
        if a.spec.question.what_happens:
            assert {row.label: row.values[i] for row in happens if row.values[i]} == r.told
        for summary, words in r.words.items():
            assert all(summary in r.told_as[w] for w in words.split(OR))


def test_a_branch_refused_is_told_refused_not_as_the_table_it_left(tmp_path):
    # the knight thrown by the first loss of control: on those branches the second is refused (action 2), each told
    # as the refusal before the table it left, never under the summary of that table alone ("nothing changes")
    a = ask(write(tmp_path, GURPS_TWICE + "  - {action: lose-all-control, rider: knight}\n" * 2))
    refusal = ("action 2 refused by rule gurps.mount-out-of-control.roll (knight is not riding anything, so has no "
               "mount to lose control of): ")
    refused = {told: p for told, p in a.default.told.items() if told.startswith(refusal)}
    assert refused and 0 < sum(refused.values()) < 1
    assert not [told for told in a.default.told if "refused" in told and told not in refused]
    assert all(told[len(refusal):] not in a.default.told for told in refused)


def test_going_round_the_corner_in_a_straight_line_is_refused_before_the_initiative_test():
    # ruling mordheim.charging.shortest-route "straight-line": terrain blocks the straight line round the corner, so
    # the charge cannot be made; refused before the Initiative test for the unseen orc, not on the half of the
    # paths where the test is passed (on the other half he "may not charge this turn")
    a = ask(QUESTIONS_DIR / "mordheim-measuring-round-the-corner.yaml")
    straight = reading(a, mordheim__charging__shortest_route="straight-line")
    assert straight.refused is not None and straight.refused.clause == "mordheim.charging.double-movement"
    assert "terrain blocks the straight line from hero to ork" in str(straight.refused)
    assert straight.distribution == [] and straight.dice == {}


def test_a_hedge_on_the_way_halves_the_whole_charge_only_under_that_reading():
    # ruling mordheim.terrain.cost: counted inch by inch, 4" of open ground and 1" of hedge cost
    # 4 + 2 x 1 = 6" of the 8" charge (Movement 4"), so the hero reaches the orc 5" away; if the
    # hedge halves the whole move, 8" / 2 = 4" is short of 5": a failed charge, whose normal 4"
    # would be halved to 2" on entering the hedge 2.5" away, so the hero stops at its edge
    a = ask(QUESTIONS_DIR / "mordheim-hedge-halves-the-charge.yaml")
    assert a.default.likely == {"the hero is in close combat with the ork": 1, "the hero made a failed charge": 0}
    halved = reading(a, mordheim__terrain__cost="whole-move-halved")
    assert halved.likely == {"the hero is in close combat with the ork": 0, "the hero made a failed charge": 1}
    [(told, chance)] = halved.distribution
    assert chance == 1 and told.startswith("hero: (2.5, 0);")


def test_a_cossacks_three_hits_after_his_rider_falls():
    # three hits on the first model, each 1-4 the mount (two wounds kill it), 5-6 the rider: part by
    # part the mount dies on two mount results of three, 3 x (2/3)^2 x 1/3 + (2/3)^3 = 20/27; if the
    # rider's fall ends the model, only the first two hits both on the mount kill it, (2/3)^2 = 4/9
    a = ask(QUESTIONS_DIR / "ww2-cavalry-rider-falls-first.yaml")
    assert a.default.likely['1 mounts of "cossacks" are dead'] == F(20, 27)
    ends = reading(a, ww2__cavalry_wounds__dead_model="rider-ends-model")
    assert ends.likely['1 mounts of "cossacks" are dead'] == F(4, 9)
    # both riders: 1 - (2/3)^3 for the first model's three hits, 1/3 for the second's one
    assert a.default.likely['2 riders of "cossacks" are dead'] == F(19, 27) * F(1, 3)


def test_a_hit_on_a_cossack_read_as_needing_a_wound_roll_has_no_answer_in_the_excerpt():
    a = ask(QUESTIONS_DIR / "ww2-cavalry-hit-or-wound.yaml")
    assert a.default.likely == {'1 riders of "cossacks" are dead': F(1, 3)}  # a 5 or a 6
    rolled = reading(a, ww2__infantry_wounds__hit_is_wound="wound-roll")
    assert rolled.likely == {} and "ww2.hook.shooting" in rolled.stop


@pytest.mark.parametrize("path", QUESTIONS, ids=lambda p: p.name)
def test_the_same_answer_through_the_protocol(relayed, path):
    """A shipped question asked of the reference over the protocol gives the in-process answer: the
    same readings, numbers and rows, and the same readings without an answer."""
    here, there = asked(path), ask(path, engine=relayed())
    assert [r.overrides for r in here.readings] == [r.overrides for r in there.readings]
    assert [r.overrides for r in here.same] == [r.overrides for r in there.same]
    for mine, theirs in zip(here.readings, there.readings):
        assert (mine.likely, mine.distribution, mine.told) == (theirs.likely, theirs.distribution, theirs.told), mine.label
        assert (mine.refused is None) == (theirs.refused is None), mine.label
        if mine.refused is not None:
            assert str(mine.refused) in str(theirs.refused), mine.label


def test_a_reading_the_engine_answers_with_errored_is_that_readings_no_answer(relayed):
    # a reading that needs a figure the table lacks (the GM's fall height): the served reference
    # answers it with 'errored', and the question goes on with the other readings
    gm = reading(ask(EXAMPLES / "gurps-out-of-control.yaml", engine=relayed()),
                 gurps__mount_out_of_control__fall_height="gm")
    assert gm.stop == "no answer: the engine reported an error: SetupError: horse: the GM must state the height of the fall"


class DefaultReadingsOnly(ReferenceOverProtocol):
    """The reference, its handshake listing no ruling: it follows the default reading only."""

    def started(self):
        s = super().started()
        return s.model_copy(update={"capabilities": s.capabilities.model_copy(update={"rulings": []})})


def test_an_engine_that_follows_the_default_reading_only_answers_that_one(relayed):
    a = ask(EXAMPLES / "lotow-fence-1.5.yaml", engine=relayed(DefaultReadingsOnly))
    assert a.default.refused is None and a.default.likely == ask(EXAMPLES / "lotow-fence-1.5.yaml").default.likely
    others = a.readings[1:]
    assert others and all(r.stop.startswith("no answer: the engine does not answer this reading: ")
                          and "follows only the default reading of ruling" in r.stop for r in others)


def test_an_engine_that_cannot_answer_the_question_is_one_line():
    # the sample Node engine offers the Thrown Riders table only, and no exact odds
    proc = in_process.oracle(["ask", str(EXAMPLES / "lotow-fence-1.5.yaml"), "--engine",
                              "cmd:node examples/node_engine/engine.js"], ROOT)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr
    assert "cannot answer" in proc.stderr and "does not support the lotow action 'cross-obstacle'" in proc.stderr
