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


@action_step("the {who}'s turn begins")
def turn_begins(world, who):
    """Within this second, this character's turn begins (an effect bounded by another's turn may lapse)."""
    return PassSeconds(seconds=0, turn_of=who)


@action_step("the next second begins with the {who}'s turn")
def next_second_with(world, who):
    """The next second of combat begins, and this character's turn is the one being played."""
    return PassSeconds(seconds=1, turn_of=who)
