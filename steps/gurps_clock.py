"""GURPS 4e combat: the clock (seconds of combat, one turn each)."""

from oracle.gurps import phrases
from oracle.bdd.steps import action_step
from oracle.gurps.clock import PassSeconds

phrases.register()  # the GURPS phrase types, again on every behave run


@action_step("the next turn begins")
def next_turn(world):
    """The next second of combat begins (a GURPS turn is one second); effects of the last one lapse."""
    return PassSeconds(seconds=1)


@action_step("{n:d} seconds pass")
def seconds_pass(world, n):
    """Several seconds of combat pass; every effect bounded within them lapses."""
    return PassSeconds(seconds=n)
