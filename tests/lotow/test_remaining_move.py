"""Ruling lotow.mounted.mounting.remaining-move=inches counts the ground covered on foot, not what it cost."""

from oracle.engine.reference import ReferenceEngine
from oracle.lotow.mounted_fighters import MountUp
from oracle.lotow.movement import inches_left
from oracle.lotow.prone import Crawl, StandUp
from oracle.lotow.setups import add_fighter, add_mount, empty
from oracle.lotow.spotting import NextTurn

from .conftest import rifleman_prone

ENGINE = ReferenceEngine()
INCHES = {"lotow.mounted.mounting.remaining-move": "inches"}


def perform(table, action, dice=(), **rulings):
    return ENGINE.perform("lotow", table, action, list(dice), rulings=rulings).state


def prone_beside_his_horse():
    table = rifleman_prone(behind_cover=False)
    return add_mount(table, "horse", "horse", owner="rifleman", position=table.fighter("rifleman").position)


def test_standing_up_covers_no_ground_so_the_horse_has_its_whole_move():
    table = perform(prone_beside_his_horse(), StandUp(fighter="rifleman"))
    after = perform(table, MountUp(fighter="rifleman", mount="horse"), [6], **INCHES)
    assert inches_left(after, after.fighter("rifleman")) == 10.0


def test_in_proportion_standing_up_leaves_half_the_horse_move():
    table = perform(prone_beside_his_horse(), StandUp(fighter="rifleman"))
    after = perform(table, MountUp(fighter="rifleman", mount="horse"), [6])
    assert inches_left(after, after.fighter("rifleman")) == 5.0


def test_a_crawl_counts_the_inches_crawled():
    crawl_then_stand = {"lotow.prone.crawl-or-stand": "crawl-counts-against-move"}
    table = perform(prone_beside_his_horse(), Crawl(fighter="rifleman", distance=1.5), **crawl_then_stand)
    table = perform(table, StandUp(fighter="rifleman"), **crawl_then_stand)
    after = perform(table, MountUp(fighter="rifleman", mount="horse"), [6], **INCHES, **crawl_then_stand)
    assert inches_left(after, after.fighter("rifleman")) == 8.5


def test_the_ground_covered_on_foot_lapses_with_the_turn():
    table = add_mount(add_fighter(empty(), "gunman"), "horse", "horse", owner="gunman")
    table = table.with_fighter(table.fighter("gunman").evolve(moved_on_foot=3.0, move_used=0.5))
    after = perform(table, NextTurn())
    after = perform(after, MountUp(fighter="gunman", mount="horse"), [6], **INCHES)
    assert inches_left(after, after.fighter("gunman")) == 10.0
