"""The GURPS combat table: characters and mounts, their velocities, rolls and pending effects.

Distances are yards, velocities yards per second, time seconds.  Attributes and skills
are the levels on the character sheet; modifiers are worked out by the rules modules.
Effects whose detail lies outside the excerpt (a fall, a collision, a random hit
location) are recorded as :class:`Pending` with the hook that owns them.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Annotated, Any, Literal, Mapping, Optional, Union

from pydantic import AfterValidator, BeforeValidator, Field, PlainSerializer, WithJsonSchema, model_validator

from oracle.core.clock import Lasting, Scalar, lasting, record
from oracle.core.errors import SetupError, require  # noqa: F401  (rule modules import it from here)
from oracle.core.free import ANY_ORDER, free
from oracle.core.numbers import MaybeNumber, MaybeWhole, Whole, no_truth_value_whole
from oracle.core.rulings import variant_optional
from oracle.core.state import Frozen, find, replace_item, shared, unique_on_the_table
from oracle.gurps.ids import HIGH_SPEED_REALISTIC_RADIUS, POSTURE_IN_ARMOUR_TIME

Posture = Literal["standing", "kneeling", "sitting", "crawling", "prone", "mounted"]
Maneuver = Literal["move", "move-and-attack", "attack", "all-out-attack", "ready", "aim",
                   "change-posture", "do-nothing", "concentrate", "wait", "all-out-defense", "feint", "evaluate"]
SKILLS = ("riding", "melee", "ranged", "lance", "acrobatics", "jumping", "animal-handling", "aerobatics", "driving")

# a row of the out-of-control table: the totals of the 2d the text rolls on it (gurps.mount-out-of-control.roll),
# its bounds before the check of a whole number so that the schema publishes them (oracle.core.numbers)
TableResult = Annotated[int, Field(ge=2, le=12), BeforeValidator(no_truth_value_whole)]


def rows_got(rows: tuple[int, ...]) -> tuple[int, ...]:
    """The out-of-control rows a mount has got, as its state holds them: each row once, ascending. The rules
    read only whether a row came ("the horse got result 10"), never how often or in what order; a history
    would make every state of a fight that can go back to the table (a bolting mount left frightened, ruling
    gurps.mount-out-of-control.control-after-row) a new one, and its chain of states endless."""
    return rows if len(rows) < 2 or all(a < b for a, b in zip(rows, rows[1:])) else tuple(sorted(set(rows)))


def _top_speed_in(value: Any) -> Any:
    """A top speed as given: a whole number, or an exact fraction written as one ("144/5"); never a decimal
    fraction, which a binary float would not hold exactly (nor true or false: ``no_truth_value_whole``)."""
    if isinstance(value, float) and not value.is_integer():
        raise ValueError(f"a top speed is a whole number or a fraction written as one (\"144/5\"), not {value}")
    if isinstance(value, str) and not _FRACTION_TEXT.fullmatch(value):
        # Fraction() reads "14.4", "1e3" and " 7 " too, which the published schema refuses: an engine checking a
        # table by the schema would refuse what the reference took
        raise ValueError(f"a top speed is a whole number or a fraction written as one (\"144/5\"), not {value!r}")
    return value


def _top_speed_kept(value: int | Fraction | None) -> int | Fraction | None:
    """A top speed as the table keeps it: never below 0; a whole number as an int, a fraction only where it is one."""
    if value is not None and value < 0:
        raise ValueError("a top speed is never below 0")
    return int(value) if isinstance(value, Fraction) and value.denominator == 1 else value


_FRACTION_TEXT = re.compile(r"\d+/0*[1-9]\d*")
"""A fraction as a top speed is written in a table, and as the schema publishes it: "144/5"."""

# A top speed: whole yards per second as the setups state it, or the exact fraction a rule works out and doubles
# (a diving flyer's top airspeed worked out under ruling gurps.high-speed.twenty-percent=exact, 2 x 72/5 = 144/5),
# kept exact because a quarter of it decides a stall (gurps.flying.stall).
TopSpeed = Annotated[
    Optional[Union[int, Fraction]], BeforeValidator(_top_speed_in), BeforeValidator(no_truth_value_whole),
    AfterValidator(_top_speed_kept),
    PlainSerializer(lambda v: str(v) if isinstance(v, Fraction) else v),
    WithJsonSchema({"anyOf": [{"type": "integer", "minimum": 0},
                              {"type": "string", "pattern": f"^{_FRACTION_TEXT.pattern}$"}, {"type": "null"}]}),
]


def _yards_moved_in(value: Any) -> Any:
    """Yards moved as given: a whole number, or an exact fraction written as one ("21/2"); never a decimal fraction."""
    if isinstance(value, float) and not value.is_integer():
        raise ValueError(f"yards moved are a whole number or a fraction written as one (\"21/2\"), not {value}")
    if isinstance(value, str) and not _FRACTION_TEXT.fullmatch(value):
        raise ValueError(f"yards moved are a whole number or a fraction written as one (\"21/2\"), not {value!r}")
    return value


def _yards_moved_kept(value: int | Fraction) -> int | Fraction:
    """Yards moved as the table keeps them: never below 0; a whole number as an int, a fraction only where it is one."""
    if value < 0:
        raise ValueError("yards moved are never below 0")
    return int(value) if isinstance(value, Fraction) and value.denominator == 1 else value


# Movement points spent this turn (Character.moved): whole, or the exact fraction a path through the air costs (gurps.flying.altitude-change, a
# diagonal yard 1.5 under ruling gurps.flying.diagonal-cost=exact), kept because the next path is paid from what is left.
YardsMoved = Annotated[
    Union[int, Fraction], BeforeValidator(_yards_moved_in), BeforeValidator(no_truth_value_whole),
    AfterValidator(_yards_moved_kept),
    PlainSerializer(lambda v: str(v) if isinstance(v, Fraction) else v),
    WithJsonSchema({"anyOf": [{"type": "integer", "minimum": 0},
                              {"type": "string", "pattern": f"^{_FRACTION_TEXT.pattern}$"}]}),
]


class Pending(Frozen):
    """An effect the excerpt names but does not contain (see the hook), waiting for that rule."""

    hook: str
    clause: str = Field(description="The clause that caused it.")
    detail: str


class Character(Frozen):
    """A fighter, a mount or a vehicle on the table."""

    id: str = Field(min_length=1)
    kind: Literal["person", "mount", "vehicle"] = "person"
    # attributes
    st: Whole = Field(default=10, ge=0)
    dx: Whole = Field(default=10, ge=0)
    will: Whole = Field(default=10, ge=0)
    hearing: Whole = Field(default=10, ge=0)
    sm: Whole = 0
    skills: tuple[tuple[str, Whole], ...] = Field(default=(), description="(skill, level) pairs")
    combat_reflexes: bool = False
    player_character: bool = Field(default=False, description="A player's character, not the GM's (an NPC)")
    legs: bool = True
    # movement
    basic_move: Whole = Field(default=5, ge=0)
    move: MaybeWhole = Field(default=None, ge=0, description="Move after encumbrance; Basic Move if not given")
    encumbrance: Whole = Field(default=0, ge=0, le=4)
    enhanced_move: bool = False
    top_speed: TopSpeed = Field(default=None, description=(
        "Top speed (Enhanced Move, a vehicle's top speed): whole yards per second, or an exact fraction (\"144/5\")"))
    basic_air_move: MaybeWhole = Field(default=None, ge=0)
    basic_water_move: MaybeWhole = Field(default=None, ge=0)
    flight_limit: Literal["none", "cannot-hover", "controlled-gliding", "gliding"] = Field(
        default="none", description="The limitation of his Flight: none (a flyer who can hover), Cannot Hover, "
                                    "Controlled Gliding or Gliding (不能悬停、可控滑翔、滑翔)")
    medium: Literal["ground", "air", "water"] = "ground"
    wheels: Whole = Field(default=0, ge=0)
    posture: Posture = "standing"
    # high speed
    velocity: Whole = Field(default=0, ge=0, description="Yards per second")
    high_speed: bool = False
    since_turn: Whole = Field(default=0, ge=0, description="Yards moved straight since the last change of facing")
    moved: YardsMoved = Field(default=0, description=(
        "Movement points spent this turn (你的移动点数等于你在轮开始时的速度): a yard of open ground costs one, a yard "
        "of bad terrain one and its extra cost, a diagonal yard through the air 1.5; whole, or an exact fraction "
        "(\"21/2\"). His velocity less these is what he must still move and the movement left to tumble (剩余移动力)"))
    yards_moved: YardsMoved = Field(default=0, description=(
        "Yards moved this turn, whatever they cost: a diagonal yard through the air is one yard though it costs 1.5 "
        "movement points, a yard of mud one yard though it costs 2. The distance the rules of a step read (只移动了一个"
        "迈步, 坐骑移动的距离超过一个迈步); whole, or an exact fraction (\"21/2\")"))
    yards_last_turn: YardsMoved | None = Field(default=None, description=(
        "Yards moved in the turn before this one, as the table recorded them (上个轮移动的距离, the couched lance's "
        "distance): the turn's yards moved when one second passes; none known (null) at the start, or after the clock "
        "passed over seconds it recorded no movement in. The table records the yards its actions moved, so they are "
        "at least what was moved"))
    velocity_changed: bool = Field(default=False, description=(
        "He has changed his velocity this turn (sped up, slowed down, or taken his starting velocity): "
        "你在每一轮结束时可以增加或降低它, once at the end of the turn; no other change until the next turn"))
    out_of_control: bool = False
    tumbled: MaybeNumber = Field(default=None, ge=0, description=(
        "Yards tumbled after a loss of control: whole yards, or quarters kept (exact as binary floats) "
        "under the reading gurps.high-speed.tumble-distance=quarter-exact"))
    stalled: bool = False
    stall_roll_made: bool = Field(default=False, description=(
        "He has rolled DX-4 to pull out of a stall this turn (每轮检定一次): no second roll until the next turn"))
    turn_over: bool = False
    stunned: bool = False
    conscious: bool = Field(default=True, description="Awake; the damage that could knock him out (a fall) is outside the excerpt")
    # perception
    blind: bool = False
    in_darkness: bool = False
    supernatural_darkness: bool = Field(default=False, description="His darkness is supernatural (超自然黑暗), not the "
                                                                   "absence of light: one outside it sees a weapon come out of it")
    used_to_blindness: bool = False
    invisible: bool = False
    weapon_visible: bool = Field(default=False, description=(
        "His weapon can be seen though he is invisible: he is not an attacker unseen with his weapon "
        "(攻击者( 包括他的武器) 是看不见的), and a defender who sees sees the weapon coming"))
    in_smoke: bool = False
    hex: str | None = Field(default=None, description="The hex the character stands in")
    # riding
    riding_on: str | None = Field(default=None, description="The mount this character rides")
    seat: Literal["controller", "passenger"] | None = None
    hands_on_reins: Literal[0, 1, 2] = 2
    holding: tuple[str, ...] = ()
    dropped: tuple[str, ...] = ()
    fell_off: bool = False
    left_mount: str | None = Field(default=None, description=(
        "The mount this character last got off (dismounted, jumped down or fell from), the one whose slipped saddle "
        "he may re-cinch"))
    recalled_mount: bool | None = None
    # a mount
    training: Literal["war", "trained", "untrained"] = "war"
    untrained_penalty: MaybeWhole = Field(default=None, ge=6, description="A worse penalty than -6 for a mount not fully trained")
    fall_height: MaybeWhole = Field(default=None, ge=1, description="Yards a rider falls from this mount, if not the usual 3")
    saddle: bool = True
    stirrups: bool = True
    frightened: bool = False
    successes_in_a_row: Whole = Field(default=0, ge=0, description="Riding rolls to master this frightened mount: successes in a row")
    failures_in_a_row: Whole = Field(default=0, ge=0, description="Riding rolls to master this frightened mount: failures in a row")
    obeys: bool = True
    table_results: Annotated[tuple[TableResult, ...], AfterValidator(rows_got)] = Field(default=(), description=(
        "The rows of the out-of-control table the mount has got (2 to 12, the totals of its 2d), each row once, "
        "in ascending order; a list naming a row twice or out of order is read as the rows it names"))
    nervous: Whole = Field(default=0, ge=0, description="Cumulative -1 to Riding from result 8-9")
    saddle_slipped: bool = False
    exhausted: bool = False
    broken_leg: bool = False
    fallen: bool = False
    rushing: Literal["at the enemy", "away from the enemy"] | None = None
    attacked_last_turn: bool = False
    iron_shoes: bool = False
    shock_penalty: Whole = Field(default=0, le=0)
    hexes: Literal[1, 2, 3] = 1
    stunt: Literal["turn-back", "hang-off"] | None = Field(default=None, description="Saddle acrobatics this turn")
    stands_firm: bool | None = Field(default=None, description="Result of a panic Will roll")
    step: Whole = Field(default=1, ge=1, description="Step in yards (derived from Move outside the excerpt)")
    changing_to: Posture | None = None
    change_left: Whole = Field(default=0, ge=0, description="Seconds left of a change of posture")
    # effects outside the excerpt
    pending: tuple[Pending, ...] = ()

    @model_validator(mode="after")
    def _exhausted_mount(self) -> "Character":
        if self.exhausted and self.kind != "mount":
            raise ValueError(f"exhausted: only a mount is exhausted (the out-of-control table's 6-7, rule "
                             f"gurps.mount-out-of-control.table.6-7); {self.id} is a {self.kind}")
        return self

    @model_validator(mode="after")
    def _skills(self) -> "Character":
        seen: dict[str, int] = {}
        for name, level in self.skills:
            if name in seen:  # skill() reads the first, so the second would be ignored without a word
                raise ValueError(f"{self.id}: skill {name} is given twice ({seen[name]}, then {level}); "
                                 "a sheet has one level of each skill")
            seen[name] = level
            if name not in SKILLS:
                raise ValueError(f"{self.id}: unknown skill {name!r} (known: {', '.join(SKILLS)})")
            if level < 1:
                raise ValueError(f"{self.id}: skill {name} must be at least 1, got {level}")
        return self

    def skill(self, name: str) -> int:
        for n, level in self.skills:
            if n == name:
                return level
        raise SetupError(f"{self.id} has no {name.replace('-', ' ')} skill on the sheet")

    def has_skill(self, name: str) -> bool:
        return any(n == name for n, _ in self.skills)

    def with_skill(self, name: str, level: int) -> "Character":
        return self.evolve(skills=tuple((n, v) for n, v in self.skills if n != name) + ((name, level),))

    def current_move(self) -> int:
        """Move: Basic Move adjusted for encumbrance, as the setup gives it (the table is outside the excerpt)."""
        return self.basic_move if self.move is None else self.move

    def base_move(self) -> int:
        """Basic Move in the medium the character moves in (ground, air, water)."""
        if self.medium == "air":
            if self.basic_air_move is None:
                raise SetupError(f"{self.id} flies but has no Basic Air Move")
            return self.basic_air_move
        if self.medium == "water":
            if self.basic_water_move is None:
                raise SetupError(f"{self.id} swims but has no Basic Water Move")
            return self.basic_water_move
        return self.basic_move

    def can_hover(self) -> bool:
        """Whether he can hover (gurps.flying.stall, .stall-on-loss-of-control, .retreat-out-of-plane): his Flight
        has none of the limitations Cannot Hover, Controlled Gliding and Gliding (不能悬停、可控滑翔、滑翔), the
        flyers the stall holds to a minimum speed."""
        return self.flight_limit == "none"

    def add_pending(self, hook: str, clause: str, detail: str, **changes: Any) -> "Character":
        """The character with a pending effect added (and ``changes`` made in the same copy)."""
        # validated once and shared: exact mode adds the same one on many dice paths (a rider falling off,
        # in every row of the out-of-control table that throws him)
        return self.evolve(pending=self.pending + (shared(Pending, hook=hook, clause=clause, detail=detail),), **changes)


OPTIONAL_RULES = {"realistic-turning-radius": HIGH_SPEED_REALISTIC_RADIUS, "posture-in-armour": POSTURE_IN_ARMOUR_TIME}
"""The optional rules a setup may name, and the clause (kind optional) of each, which a variant may put in force."""


def answers_by_key(pairs: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """A table's answers as it holds them: each key once, the later pair of a key given twice, in the order of
    the keys. They are read by key only (:meth:`GurpsTable.answered`); kept in the order they were given, two
    tables with the same answers differed by the order their rows came in, and a fight that goes back to the
    out-of-control table met each of its states once for every such order."""
    if all(a[0] < b[0] for a, b in zip(pairs, pairs[1:])):
        return pairs
    return tuple(sorted(dict(pairs).items()))


class GurpsTable(Frozen):
    """Everything the rules read."""

    characters: tuple[Character, ...] = Field(default=(), **free(ANY_ORDER, "which characters are on the table, not the order they are listed in"))
    optional_rules: tuple[Literal["realistic-turning-radius", "posture-in-armour"], ...] = ()
    gm_wheel_exception: bool = Field(default=False, description="The GM rules that a wheeled vehicle decelerates safely")
    answers: Annotated[tuple[tuple[str, str], ...], AfterValidator(answers_by_key)] = Field(default=(), description=(
        "Results of the last action, for exact questions: each key once (a key given twice: the later pair), "
        "in the order of the keys"))
    second: Whole = Field(default=1, ge=1, description="The clock: the second (one turn of combat) now being played")
    turn_of: str | None = Field(default=None, description="The clock: whose turn it is within the second, if the scenario says")
    lasting: tuple[Lasting, ...] = Field(default=(), description="Effects the text bounds in time, and the last second they hold")

    @model_validator(mode="after")
    def _consistent(self) -> "GurpsTable":
        ids = [c.id for c in self.characters]
        unique_on_the_table(ids)
        for c in self.characters:
            if c.riding_on is not None:
                if c.riding_on not in ids:
                    raise ValueError(f"{c.id} rides {c.riding_on!r}, which is not on the table")
                if c.riding_on == c.id:
                    raise ValueError(f"{c.id} cannot ride himself")
        return self

    def get(self, ident: str) -> Character:
        return find(self.characters, ident, "character")

    def put(self, c: Character) -> "GurpsTable":
        return self.evolve(characters=replace_item(self.characters, c))

    def add(self, c: Character) -> "GurpsTable":
        return self.evolve(characters=self.characters + (c,))

    def mount_of(self, rider: str) -> Character | None:
        r = self.get(rider)
        return self.get(r.riding_on) if r.riding_on else None

    def riders_of(self, mount: str) -> list[Character]:
        return [c for c in self.characters if c.riding_on == mount]

    def uses(self, rule: str) -> bool:
        """An optional rule is in force when the setup names it or the run's variant puts its clause in force."""
        return rule in self.optional_rules or variant_optional(OPTIONAL_RULES[rule])

    def lasts(self, who: str, effect: str, clause: str, seconds: int = 0, lapsed: Scalar = None, turn_of: str | None = None,
              edge: str = "end") -> "GurpsTable":
        """Record that ``effect`` on ``who`` holds this second and ``seconds`` more (clause bounds it); with
        ``turn_of``, to that character's turn (:func:`oracle.core.clock.lapses`)."""
        return self.evolve(lasting=self.lasting_with(who, effect, clause, seconds, lapsed, turn_of, edge))

    def lasting_with(self, who: str, effect: str, clause: str, seconds: int = 0, lapsed: Scalar = None,
                     turn_of: str | None = None, edge: Literal["end", "start"] = "end") -> tuple[Lasting, ...]:
        """The table's lasting effects with the one :meth:`lasts` records, for a caller that changes other fields of
        the table in the same copy."""
        return record(self.lasting, lasting(who, effect, clause, self.second + seconds, lapsed, turn_of, edge))

    def put_answering(self, c: Character, answers: Mapping[str, Any], **also: Any) -> "GurpsTable":
        """:meth:`put` then :meth:`answer_all`, as one copy of the table (with ``also``, other fields changed in it)."""
        return self.evolve(characters=replace_item(self.characters, c), answers=self._answers_with(answers), **also)

    def answer(self, key: str, value: Any) -> "GurpsTable":
        """The table with ``key`` answered ``value``, kept as its text (a number as its digits)."""
        return self.answer_all({key: value})

    def answer_all(self, answers: Mapping[str, Any]) -> "GurpsTable":
        """:meth:`answer` for each of several answers in turn, as one copy of the table."""
        return self.evolve(answers=self._answers_with(answers))

    def _answers_with(self, answers: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
        """The table's answers with ``answers`` given last, each replacing an earlier one of its key, in the order
        of the keys (:func:`answers_by_key`)."""
        old = self.answers
        if len(answers) == 1:  # one answer (a rule's note), most often of a key not answered yet: put in its place
            (key, value), = answers.items()
            for i, kv in enumerate(old):
                if kv[0] == key:
                    return old[:i] + ((key, str(value)),) + old[i + 1:]
                if kv[0] > key:
                    return old[:i] + ((key, str(value)),) + old[i:]
            return old + ((key, str(value)),)
        given = dict(old)
        given.update((k, str(v)) for k, v in answers.items())
        return tuple(sorted(given.items()))

    def answered(self, key: str) -> str | None:
        for k, v in self.answers:
            if k == key:
                return v
        return None
