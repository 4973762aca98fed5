"""Packaging beyond what pyproject.toml can say: the scenario suite goes inside the wheel.

The repository keeps the built-in suite at its top level (``features/``, ``steps/``,
``scenarios/``: one source of truth); the wheel carries the same folders as
``oracle/_suite/...`` so that an installed oracle runs them from anywhere
(:mod:`oracle.bdd.suite` finds them either way).  Everything else is in pyproject.toml.
"""

from setuptools import find_packages, setup

SUITE = {"oracle._suite.features": "features", "oracle._suite.steps": "steps", "oracle._suite.scenarios": "scenarios"}

setup(
    packages=find_packages(include=["oracle", "oracle.*"]) + list(SUITE),
    package_dir=SUITE,
)
