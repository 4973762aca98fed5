"""Odds questions asked twice: of the reference engine's exact mode and of icepool.

Each :class:`Question` builds its table once (the input, like icepool's dice), then
``engine()`` resolves the action exactly through the engine port and sorts the
resulting states into named outcomes, and ``icepool()`` states the same rules as dice
arithmetic.  Both return ``{outcome: Fraction}``; the benchmark and the tests require
them to be equal.

A ruleset whose module is not in this checkout contributes no questions (the benchmark
says so).
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable

from oracle.core.resolve import Distribution
from oracle.engine.reference import ReferenceEngine


@dataclass
class Question:
    name: str
    group: str
    engine: "EngineAsk"
    icepool: Callable[[], dict[Any, Fraction]]


def _die_fractions(die) -> dict[Any, Fraction]:
    d = die.denominator()
    return {outcome: Fraction(q, d) for outcome, q in die.items() if q}


class EngineAsk:
    """A question asked of the engine: its exact answer over whole tables (:meth:`answer`), then
    sorted into the question's named outcomes by ``classify``, as a user asking it does."""

    def __init__(self, ruleset_id: str, state, actions, classify: Callable[[Any], Any]):
        self.ruleset_id, self.state, self.actions, self.classify = ruleset_id, state, actions, classify

    def answer(self):
        """The engine's distribution over tables (a new engine for every ask: it remembers answers,
        and each ask must enumerate)."""
        return ReferenceEngine().odds(self.ruleset_id, self.state, self.actions, rulings={}).distribution

    def sort(self, distribution) -> dict[Any, Fraction]:
        """The answer sorted into the question's outcomes: the caller's part of the question."""
        return dict(distribution.map(self.classify).items())

    def __call__(self) -> dict[Any, Fraction]:
        return self.sort(self.answer())

    def least(self, distribution) -> dict[Any, Fraction]:
        """A floor under any answer over these tables: each of the answer's tables made once more (a copy,
        so that its hash is computed again; its parts are the answer's, their hashes kept) and held with
        its chance as the engine holds it (integer pairs), then sorted as :meth:`sort` does. No dice, no
        rule code, no trace, and no part of a table made anew (an outcome that changes a fighter or a
        unit makes that part anew too): an engine that answers with whole tables does more than this."""
        pairs = distribution._pairs  # the engine's own form of an answer: chances as integer pairs
        if pairs is None:  # an answer already in fractions
            return self.sort(Distribution({table.evolve(): p for table, p in distribution.items()}))
        return self.sort(Distribution._of_pairs({table.evolve(): pair for table, pair in pairs.items()}))


# --- Legends of the Old West: a rider driving his horse at a high fence ----------------------


def lotow_questions() -> list[Question]:
    from oracle.lotow import setups
    from oracle.lotow.mounted_terrain import CrossObstacle

    questions = []
    for height, width in ((1.75, 0.5), (2.0, 3.0)):
        table = setups.add_obstacle(setups.rider_on(setups.empty(), "rider", "horse"), "fence", "barrier",
                                    height, width)
        action = CrossObstacle(mount="horse", obstacle="fence")

        def classify(t):
            rider = t.fighter("rider")
            if "fence" in t.mount("horse").crossed:
                return "clears"
            if not rider.thrown:
                return "refuses"
            if rider.hits:
                return "thrown, Strength 2 hit"
            if rider.turn_over_by:
                return "thrown, does nothing more"
            return "thrown, on his feet"

        def dice():
            import icepool

            def thrown_row(n):
                return "thrown, Strength 2 hit" if n == 1 else ("thrown, does nothing more" if n <= 5 else "thrown, on his feet")

            # -1 for a barrier over 1" high (or a gap over 2" wide); 2+ clears, a natural 1 throws
            return _die_fractions(icepool.d6.map(
                lambda n: icepool.d6.map(thrown_row) if n == 1 else ("refuses" if n - 1 < 2 else "clears")))

        questions.append(Question(f'rider over a fence {height:g}" high, {width:g}" wide', "lotow",
                                  EngineAsk("lotow", table, [action], classify), dice))
    return questions


# --- Mordheim: jumping down from a balcony ----------------------------------------------------


def mordheim_questions() -> list[Question]:
    from oracle.mordheim import setups
    from oracle.mordheim.movement import Move
    from oracle.mordheim.route import Step

    questions = []
    for height in (2.0, 4.0, 6.0):
        for initiative in range(2, 7):
            table = setups.add_warrior(setups.empty(), "hero", movement=4.0, initiative=initiative)
            table = setups.stand_on_platform(table, "hero", "balcony", height, 0.0, "east")
            action = Move(warrior="hero", route=(Step(jump_down=True),))

            def classify(t):
                w = t.warrior("hero")
                return ("falls", len(w.hits)) if w.falls else ("lands", 0)

            def dice(height=height, initiative=initiative):
                import icepool

                # one Initiative test per full 2" (passed on a D6 at most the Initiative); a
                # failure is a fall with D3 hits (ruling mordheim.jumping-down.falling-damage)
                tests = int(height // 2)
                fails = (icepool.d6 > initiative).map({True: 1, False: 0})
                failed = (tests @ fails) > 0
                return _die_fractions(failed.map(
                    lambda f: icepool.d3.map(lambda hits: ("falls", hits)) if f else ("lands", 0)))

            questions.append(Question(f'Mordheim jump down {height:g}", Initiative {initiative}', "mordheim",
                                      EngineAsk("mordheim", table, [action], classify), dice))
    return questions


# --- GURPS: a hard brake at high speed, DX+3 on 3d6 at -1 per 2 yards over Basic Move -----------


def gurps_word(total: int, skill: int) -> str:
    """GURPS success roll (Basic Set p. 347-348), written here apart from the engine's."""
    if total <= 4 or (total <= 16 and total <= skill):
        critical = total <= 4 or (total == 5 and skill >= 15) or (total == 6 and skill >= 16)
        return "critical success" if critical else "success"
    critical = total == 18 or (total == 17 and skill <= 15) or total - skill >= 10
    return "critical failure" if critical else "failure"


def gurps_questions() -> list[Question]:
    from oracle.gurps import setups
    from oracle.gurps.high_speed import HardBrake

    questions = []
    for dx in (10, 14):
        for by in (6, 8, 10):  # Basic Move 5: 1, 3 and 5 over it; -1 per full 2 yards over (default reading)
            table = setups.person(setups.empty(), "runner", basic_move=5)
            table = setups.velocity(setups.set_value(table, "runner", "DX", dx), "runner", 14)
            action = HardBrake(who="runner", by=by)
            penalty = (by - 5) // 2

            def classify(t):
                return t.answered("roll")

            def dice(skill=dx + 3 - penalty):
                import icepool

                return _die_fractions((3 @ icepool.d6).map(lambda total: gurps_word(total, skill)))

            questions.append(Question(f"GURPS hard brake by {by} at DX {dx} (-{penalty})", "gurps",
                                      EngineAsk("gurps", table, [action], classify), dice))
    return questions


# --- GURPS: the out-of-control table after a third failed Riding roll -------------------------


def gurps_out_of_control_questions() -> list[Question]:
    from oracle.gurps import setups
    from oracle.gurps.mounted import RegainControl

    questions = []
    for riding in (12, 9):
        # a frightened war horse, two failures in a row already: this second decides
        table = setups.rider_on(setups.empty(), "knight", "horse", riding=riding)
        table = setups.change(table, "horse", frightened=True, obeys=False, failures_in_a_row=2)
        action = RegainControl(rider="knight", seconds=1)

        def classify(t):
            horse = t.get("horse")
            if horse.table_results:
                return ("table",) + horse.table_results
            return ("obeys",) if not horse.frightened else ("fights on",)

        def dice(riding=riding):
            import icepool

            # Riding on 3d6 (Basic Set p. 347-348, war-trained: no penalty): a critical success
            # and it obeys; a plain success and the fight goes on (one success in a row); a
            # failure is the third in a row: total loss of control, 2d on the table; after a 4,
            # 2d again until it is not 4 (ruling gurps.mount-out-of-control.reroll = repeat); the mount holds
            # the rows it got, each once, ascending
            again = (2 @ icepool.d6).reroll([4], depth="inf")
            rows = (2 @ icepool.d6).map(lambda n: again.map(lambda m: ("table",) + tuple(sorted((4, m))))
                                        if n == 4 else ("table", n))
            word = (3 @ icepool.d6).map(lambda total: gurps_word(total, riding))
            return _die_fractions(word.map(lambda w: ("obeys",) if w == "critical success" else
                                           (("fights on",) if w == "success" else rows)))

        questions.append(Question(f"GURPS out-of-control table after a third failed Riding roll (Riding {riding})",
                                  "gurps out of control", EngineAsk("gurps", table, [action], classify), dice))
    return questions


# --- WWII: a cavalry unit allocating a dozen hits; a trooper shot at volley after volley -------


def _cavalry_model_die(dice: int, veteran: bool = False):
    """One cavalry model taking ``dice`` hits, one die each: (rider dead, mount dead), as a vector.

    A 5-6 hits the rider (a Veteran Rider: a 6 only, a 5 the mount), 1-4 the mount; the rider
    has one wound, the mount two; a wound on a dead part is lost (ruling
    ww2.cavalry-wounds.dead-model = part-by-part); no save."""
    import icepool

    rider_on = 6 if veteran else 5
    on_rider = dice @ icepool.d6.map(lambda r: 1 if r >= rider_on else 0)  # how many hits find the rider
    return on_rider.map(lambda k: icepool.Vector((int(k >= 1), int(dice - k >= 2))))


def _cavalry_classify(unit_id: str):
    def classify(t):
        unit = t.unit(unit_id)
        return (sum(1 for m in unit.cavalry if not m.rider_alive), sum(1 for m in unit.cavalry if not m.mount_alive))

    return classify


def ww2_allocation_questions() -> list[Question]:
    from oracle.ww2 import setups
    from oracle.ww2.cavalry_wounds import ShootCavalry

    questions = []
    for veteran in (False, True):
        table = setups.cavalry(setups.empty(), "troop", 4, veteran=veteran)
        action = ShootCavalry(unit="troop", hits=12, range=60.0)

        def dice(veteran=veteran):
            # 12 hits, three to a model in order: 3 on each of the 4 models; the models are
            # independent, so the unit's dead riders and dead mounts are the sum of 4 models
            total = 4 @ _cavalry_model_die(3, veteran)
            return {tuple(k): p for k, p in _die_fractions(total).items()}

        questions.append(Question(f"WWII cavalry unit of 4 allocating 12 hits{' (Veteran Riders)' if veteran else ''}",
                                  "ww2 allocation", EngineAsk("ww2", table, [action], _cavalry_classify("troop")), dice))
    return questions


def sequence_questions() -> list[Question]:
    from oracle.ww2 import setups
    from oracle.ww2.cavalry_wounds import ShootCavalry

    questions = []
    for volleys in (2, 3):
        table = setups.cavalry(setups.empty(), "trooper", 1)
        actions = [ShootCavalry(shooter=f"squad{i + 1}", unit="trooper", hits=3, range=60.0) for i in range(volleys)]

        def dice(volleys=volleys):
            # each volley's 3 hits land on the one model while it is not dead (both parts):
            # a hit on a dead model or a dead part is lost, so the volleys add up to 3 x n dice
            return {tuple(k): p for k, p in _die_fractions(_cavalry_model_die(3 * volleys)).items()}

        questions.append(Question(f"WWII cavalry model shot by {volleys} volleys of 3 hits in sequence", "sequences",
                                  EngineAsk("ww2", table, actions, _cavalry_classify("trooper")), dice))
    return questions


# --- registry ------------------------------------------------------------------------------


def _has(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


GROUPS: dict[str, tuple[str, str]] = {
    # group: (module that must exist, what the group asks)
    "mordheim": ("oracle.mordheim.jumping_down", 'Mordheim jump-down falls, 2"/4"/6", Initiative 2-6'),
    "lotow": ("oracle.lotow.mounted_terrain", "LotOW rider thrown over a high barrier"),
    "gurps": ("oracle.gurps.high_speed", "GURPS hard brake on 3d6 at several penalties"),
    "gurps out of control": ("oracle.gurps.mount_out_of_control",
                             "GURPS out-of-control table after a third failed Riding roll"),
    "ww2 allocation": ("oracle.ww2.cavalry_wounds", "WWII cavalry unit allocating a dozen hits"),
    "sequences": ("oracle.ww2.cavalry_wounds", "actions in sequence: a WWII trooper under two and three volleys"),
}


def all_questions() -> tuple[list[Question], dict[str, str]]:
    """Every question this checkout can ask, and for each group the reason it asks none."""
    builders = {"lotow": lotow_questions, "mordheim": mordheim_questions, "gurps": gurps_questions,
                "gurps out of control": gurps_out_of_control_questions, "ww2 allocation": ww2_allocation_questions,
                "sequences": sequence_questions}
    questions: list[Question] = []
    missing: dict[str, str] = {}
    for group, (module, what) in GROUPS.items():
        if not _has(module):
            missing[group] = f"not available: {module} is not in this checkout"
            continue
        if group not in builders:
            missing[group] = f"not available: no question written for {what} yet"
            continue
        questions.extend(builders[group]())
    return questions, missing
