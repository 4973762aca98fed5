"""behave environment: the hooks live in oracle.bdd.hooks (behave reads this file from the repository root)."""

from oracle.bdd.hooks import (  # noqa: F401
    after_all,
    after_scenario,
    before_all,
    before_feature,
    before_scenario,
    before_step,
)
