"""The oracle's processes load numpy's OpenBLAS with one thread, unless the user's environment names a number."""

import os
import subprocess
import sys

import pytest

from oracle.core import blas

THREADS = """\
import os
import oracle.core.geometry  # shapely, so numpy and its OpenBLAS
print(os.environ.get("OPENBLAS_NUM_THREADS"), len(os.listdir("/proc/self/task")))
"""


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="counts the threads in /proc")
@pytest.mark.parametrize("given, variable, threads", [(None, "1", 1), ("2", "2", 2)])
def test_numpy_is_loaded_with_one_thread_unless_the_user_says_how_many(given, variable, threads):
    if threads > len(os.sched_getaffinity(0)):
        pytest.skip("OpenBLAS starts no more threads than the process has cores")
    env = {k: v for k, v in os.environ.items() if k != blas.THREADS_VARIABLE}
    if given is not None:
        env[blas.THREADS_VARIABLE] = given
    done = subprocess.run([sys.executable, "-c", THREADS], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [variable, str(threads)]


def test_an_engine_started_by_the_oracle_gets_the_users_environment(monkeypatch):
    monkeypatch.setattr(blas, "SET_HERE", True)
    mine = {"PATH": "/bin", blas.THREADS_VARIABLE: "1"}
    assert blas.users_environment(mine) == {"PATH": "/bin"}
    # named in the engine's own environment (its config file): kept
    assert blas.users_environment(mine | {blas.THREADS_VARIABLE: "4"}, {blas.THREADS_VARIABLE: "4"}) == \
        {"PATH": "/bin", blas.THREADS_VARIABLE: "4"}
    monkeypatch.setattr(blas, "SET_HERE", False)  # the user's own setting: kept
    assert blas.users_environment(mine) == mine
