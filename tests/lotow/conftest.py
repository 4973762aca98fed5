"""Helpers for the Legends of the Old West tests on foot: build tables, act through the engine port."""

import pytest

from oracle.engine.reference import ReferenceEngine
from oracle.lotow import foot_setups as fs
from oracle.lotow.setups import add_fighter, empty


@pytest.fixture
def engine():
    return ReferenceEngine()


@pytest.fixture
def act(engine):
    """Perform one action with scripted dice; return (table, events)."""

    def run(table, action, dice=(), **rulings):
        done = engine.perform("lotow", table, action, list(dice), rulings=rulings, where="the test")
        return done.state, done.events

    return run


def rifleman_prone(behind_cover=True):
    return fs.lies_prone(add_fighter(empty(), "rifleman"), "rifleman", behind_cover=behind_cover)
