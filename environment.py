"""behave environment for a plain ``behave`` command in the repository: the hooks live in
oracle.bdd.hooks.  ``oracle run`` does not read this file: it gives behave the hooks and the
step modules itself, so that feature files anywhere on disk run without one."""

from oracle.bdd.hooks import (  # noqa: F401
    after_all,
    after_scenario,
    before_all,
    before_feature,
    before_scenario,
    before_step,
)
