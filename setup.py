"""Packaging beyond what pyproject.toml can say: the scenario suite goes inside the wheel.

The repository keeps the built-in suite at its top level (``features/``, ``steps/``,
``scenarios/``: one source of truth); the wheel carries the same folders as
``oracle/_suite/...`` so that an installed oracle runs them from anywhere
(:mod:`oracle.bdd.suite` finds them either way).  Everything else is in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

SUITE = {"oracle._suite.features": "features", "oracle._suite.steps": "steps", "oracle._suite.scenarios": "scenarios"}

# every folder named as a package, those of data alone too (oracle/lotow/catalogue, features/gurps):
# setuptools finds them importable and warns of each one it is not told of; their files are the
# package data pyproject.toml lists, as before
BYTECODE = ["__pycache__", "*.__pycache__"]
SUITE_FOLDERS = [f"{name}.{sub}" for name, folder in SUITE.items()
                 for sub in find_namespace_packages(folder, exclude=BYTECODE)]

setup(
    packages=find_namespace_packages(include=["oracle", "oracle.*"], exclude=BYTECODE) + list(SUITE) + SUITE_FOLDERS,
    package_dir=SUITE,
)
