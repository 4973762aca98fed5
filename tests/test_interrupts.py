"""A Ctrl-C (or a SIGTERM, taken as one) that lands where Python drops its KeyboardInterrupt, in a
callback of the cyclic collector or a finalizer, still stops the command (oracle/core/interrupts.py)."""

import gc
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
import weakref
from pathlib import Path
from types import SimpleNamespace

import pytest

from in_process import oracle
from oracle import cli
from oracle.bdd import hooks
from oracle.bdd.runner import _InterruptWatch
from oracle.core import interrupts
from oracle.core.interrupts import RESEND_AFTER, raise_interrupt, send_again_later

ROOT = Path(__file__).resolve().parent.parent


def _senders(signum: int) -> list[threading.Thread]:
    """The threads sending ``signum`` again for :func:`interrupts.raise_for` (one a round), alive now."""
    return [t for t in threading.enumerate() if t.name == f"{interrupts.SENDER_NAME}-{int(signum)}"]


@pytest.fixture
def handler():
    """The command's Ctrl-C handler in force while the test runs; afterwards the one before, and no thread
    left sending SIGINT again (a round ends within RAISE_AGAIN_AFTER once its handler is gone)."""
    previous = signal.signal(signal.SIGINT, raise_interrupt)
    yield
    signal.signal(signal.SIGINT, previous)
    interrupts.taken()
    for sender in _senders(signal.SIGINT):
        sender.join(5)


def _cycles(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        a: list = []
        a.append(a)


def _busy(seconds: float) -> str:
    """Make cycles for ``seconds`` (so that the collector runs); 'interrupted' if a KeyboardInterrupt came.
    The loop is a function of its own: Python 3.13 raises a KeyboardInterrupt at a loop's condition
    past a ``try`` of the loop's own function (python/cpython#130279)."""
    try:
        _cycles(seconds)
    except KeyboardInterrupt:
        return "interrupted"
    return "ran to the end"


def test_a_ctrl_c_in_a_collectors_callback_is_not_lost(handler):
    sent = []

    def callback(phase, info):
        if phase == "stop" and not sent:
            sent.append(True)
            signal.raise_signal(signal.SIGINT)
            sent.append("after")  # Python code after the signal: its handler runs here, inside the callback

    gc.callbacks.append(callback)
    try:
        outcome = _busy(10.0)
    finally:
        gc.callbacks.remove(callback)
    assert sent and outcome == "interrupted"


def test_a_ctrl_c_in_a_finalizer_is_not_lost(handler):
    class Dropped:
        def __del__(self):
            signal.raise_signal(signal.SIGINT)
            self.after = True  # the handler runs here, inside __del__

    def busy_after_a_finalizer():
        Dropped()  # finalized at once, reference counting
        return _busy(10.0)

    assert busy_after_a_finalizer() == "interrupted"


def _drop_with_a_signal_in_its_weakref_callback() -> list:
    """An object dropped at once whose weakref callback (another library's, not one the handlers know)
    sends SIGINT and then calls Python code, so that the handler runs inside the callback, where Python
    drops what it raises ("Exception ignored in: ..."). The list holds True if the callback ran to its end."""
    ran = []

    class Held:
        pass

    def after_the_signal():
        return None

    def callback(_ref):
        signal.raise_signal(signal.SIGINT)
        after_the_signal()  # a Python call: the handler runs at its start, inside the callback
        ran.append(True)

    held = Held()
    ref = weakref.ref(held, callback)
    del held  # the callback runs here
    assert ref() is None
    return ran


@pytest.fixture
def unraisable():
    """What reaches the hook of exceptions Python drops (``sys.unraisablehook``) while the test runs: a
    Ctrl-C dropped there and not sent again is lost, and one printed there is a traceback the user sees."""
    seen = []
    previous = sys.unraisablehook
    sys.unraisablehook = lambda u: seen.append(u.exc_type)
    yield seen
    sys.unraisablehook = previous


def _busy_after(drop) -> str:
    """``drop()``, then :func:`_busy` in the same function (the signal sent again lands in its loop)."""
    drop()
    return _busy(10.0)


@pytest.mark.parametrize("container", ["WeakValueDictionary", "WeakKeyDictionary", "WeakSet"])
def test_a_ctrl_c_in_a_weak_containers_callback_lets_it_finish_and_is_sent_again(unraisable, handler, container):
    # the standard library's weakref callbacks run wherever an object they hold dies; a Ctrl-C handled
    # at the start of one raised there, cut the removal short and was printed as "Exception ignored in"
    class Held:
        pass

    held = Held()
    weak = getattr(weakref, container)()
    if container == "WeakSet":
        weak.add(held)
    elif container == "WeakKeyDictionary":
        weak[held] = "value"
    else:
        weak["key"] = held
    removal = weak._remove.__code__

    def profile(frame, event, arg):
        if event == "call" and frame.f_code is removal:  # the handler runs before the removal's first line
            sys.setprofile(None)
            signal.raise_signal(signal.SIGINT)

    def drop():
        nonlocal held
        sys.setprofile(profile)
        try:
            held = None
        finally:
            sys.setprofile(None)

    with interrupts.drops_sent_again():
        outcome = _busy_after(drop)
    assert outcome == "interrupted" and unraisable == []
    assert len(weak.data) == 0, "the removal ran to its end"


def test_a_ctrl_c_in_another_weakref_callback_is_neither_lost_nor_printed(unraisable, handler):
    with interrupts.drops_sent_again():
        outcome = _busy_after(_drop_with_a_signal_in_its_weakref_callback)
    assert outcome == "interrupted" and unraisable == []


def test_a_ctrl_c_in_a_weakref_callback_during_a_behave_run_stops_the_run(unraisable):
    # the run's own handler (oracle/bdd/runner.py) raised without sending the signal again: a Ctrl-C it
    # raised inside a weakref callback was dropped there, and the run went on to its end
    watch = _InterruptWatch()
    try:
        with watch:
            outcome = _busy_after(_drop_with_a_signal_in_its_weakref_callback)
    finally:
        interrupts.taken()  # as the command does once it has the interrupt: no round left open for later tests
        for sender in _senders(signal.SIGINT):
            sender.join(5)
    assert watch.seen and outcome == "interrupted" and unraisable == []


def test_an_exception_dropped_that_is_not_an_interrupt_goes_to_the_hook_before(unraisable, handler):
    class Failing:
        def __del__(self):
            raise ValueError("a finalizer's own error")

    before = sys.unraisablehook
    with interrupts.drops_sent_again():
        assert sys.unraisablehook is not before
        Failing()
    assert unraisable == [ValueError]
    assert sys.unraisablehook is before  # put back


def as_worlds_are_made(monkeypatch, act) -> list:
    """Each scenario's world made as the run makes it, after ``act(n)`` for the n-th (from 1), in the run's
    before_scenario hook; the list of the worlds made so far."""
    made: list = []
    world = hooks.World

    def acting_world(*args, **kwargs):
        made.append(True)
        act(len(made))
        return world(*args, **kwargs)

    monkeypatch.setattr(hooks, "World", acting_world)
    return made


def ctrl_c_on(n: int):
    def act(made: int) -> None:
        if made == n:
            os.kill(os.getpid(), signal.SIGINT)  # the handler runs here, inside before_scenario
    return act


def test_a_ctrl_c_before_a_scenario_has_its_world_is_the_one_line(tmp_path, monkeypatch):
    # the signal handled in the run's before_scenario hook, before the scenario's world is made: behave still
    # runs after_scenario, which printed "HOOK-ERROR in after_scenario: AttributeError: 'QuickContext'
    # object has no attribute 'world'" before the command's one line
    as_worlds_are_made(monkeypatch, ctrl_c_on(3))
    proc = oracle(["run", "-q", "--no-sides", "--report", tmp_path / "report", "features/lotow/falling.feature"], ROOT)
    assert proc.returncode == 130, proc.stdout + proc.stderr
    assert "interrupted after 2 of " in proc.stderr, proc.stderr
    assert "HOOK-ERROR" not in proc.stdout + proc.stderr and "Traceback" not in proc.stdout + proc.stderr, \
        proc.stdout + proc.stderr


# the `oracle` program as installed (``oracle.cli.main()`` without arguments), with a collector's
# callback that sends the signal once `oracle fuzz` is under way (hypothesis imported, three
# collections later), so that the signal is handled inside that callback
PROGRAM = textwrap.dedent("""
    import atexit, gc, signal, sys, threading
    SIGNAL = getattr(signal, sys.argv[1])
    seen = {"collections": 0, "sent": False}

    def callback(phase, info):
        if phase != "stop" or seen["sent"] or "hypothesis" not in sys.modules:
            return
        seen["collections"] += 1
        if seen["collections"] >= 3:
            seen["sent"] = True
            seen["thread"] = threading.current_thread().name
            signal.raise_signal(SIGNAL)
            seen["after"] = True

    gc.callbacks.append(callback)
    # what a failure needs said: whether the signal was sent, and from which thread
    atexit.register(lambda: open("callback.txt", "w").write(repr(seen)))
    from oracle.cli import main
    sys.argv = ["oracle", "fuzz", "--engine", "reference", "--ruleset", "ww2", "--examples", "100000"]
    main()
""")


# the same program with a KeyboardInterrupt cleared where it was raised, as C code that calls Python
# code clears an exception it did not expect (an extension module's initialisation did, under load)
CLEARED = textwrap.dedent("""
    import signal, sys
    import oracle.engine.fuzz as fuzz
    SIGNAL = getattr(signal, sys.argv[1])
    real, calls = fuzz._judge, []

    def judge(*args, **kwargs):
        calls.append(1)
        if len(calls) == 50:
            try:
                signal.raise_signal(SIGNAL)  # its handler raises KeyboardInterrupt here
            except KeyboardInterrupt:
                pass
        return real(*args, **kwargs)

    fuzz._judge = judge
    from oracle.cli import main
    sys.argv = ["oracle", "fuzz", "--engine", "reference", "--ruleset", "ww2", "--examples", "100000"]
    main()
""")


@pytest.mark.parametrize("program", [PROGRAM, CLEARED], ids=["in-a-collectors-callback", "cleared-where-raised"])
@pytest.mark.parametrize("name, code", [("SIGINT", 130), ("SIGTERM", 128 + 15)], ids=["ctrl-c", "sigterm"])
def test_oracle_fuzz_stops_where_its_interrupt_could_be_lost(tmp_path, program, name, code):
    # without the fixes the signal is lost and the 100 000 situations run on for minutes: the timeout fails it
    proc = subprocess.run([sys.executable, "-c", program, name], cwd=tmp_path, capture_output=True, text=True,
                          timeout=90, env={**os.environ, "PYTHONPATH": str(ROOT)})
    sent = (tmp_path / "callback.txt").read_text() if (tmp_path / "callback.txt").is_file() else "no record"
    assert proc.returncode == code, f"callback {sent}\n" + proc.stdout[-2000:] + proc.stderr[-2000:]
    assert proc.stderr.strip().splitlines()[-1] == "interrupted", proc.stderr[-2000:]
    assert "Exception ignored" not in proc.stderr


def test_a_signal_sent_again_after_its_handler_was_put_back_is_not_sent(monkeypatch):
    """A command that ends within the moment has put back the handler it found: the signal, sent again
    then, would have been taken by that handler (a traceback at the end of a finished command).

    The sending is held until the handler has been put back. Left to the clock, this test's own thread
    had RESEND_AFTER (10 ms) to put it back, and at load 13 it once took longer: the signal was then sent,
    as it should be, to the command's handler, still in force, and the test failed with ["the command's"]."""
    put_back = threading.Event()
    timers: list[threading.Timer] = []

    class HeldUntilPutBack(threading.Timer):
        def run(self) -> None:
            put_back.wait(30)
            super().run()

    def held(interval, function):
        timers.append(HeldUntilPutBack(interval, function))
        return timers[-1]

    monkeypatch.setattr(interrupts, "threading", SimpleNamespace(Timer=held, Thread=threading.Thread))
    calls = []
    previous = signal.signal(signal.SIGUSR1, lambda signum, frame: calls.append("the command's"))
    try:
        send_again_later(signal.SIGUSR1)
        signal.signal(signal.SIGUSR1, lambda signum, frame: calls.append("put back"))
        put_back.set()
        for timer in timers:
            timer.join(30)
        time.sleep(RESEND_AFTER * 20)  # a signal sent would be handled by now
    finally:
        put_back.set()
        signal.signal(signal.SIGUSR1, previous)
    assert len(timers) == 1 and not timers[0].is_alive()
    assert calls == []


def test_a_signal_sent_again_reaches_the_handler_still_in_force():
    calls = []
    previous = signal.signal(signal.SIGUSR1, lambda signum, frame: calls.append(signum))
    try:
        send_again_later(signal.SIGUSR1)
        deadline = time.monotonic() + 5
        while not calls and time.monotonic() < deadline:
            time.sleep(0.005)
    finally:
        signal.signal(signal.SIGUSR1, previous)
    assert calls == [signal.SIGUSR1]


def test_an_interrupt_raised_again_and_again_is_sent_again_by_one_thread_until_taken(monkeypatch):
    """An interrupt cleared where it is raised, each time, is sent again every RAISE_AGAIN_AFTER
    seconds by one thread: raising it again does not start another (they would double each round),
    and the thread ends once it is taken."""
    monkeypatch.setattr(interrupts, "RAISE_AGAIN_AFTER", 0.01)
    sent = []
    monkeypatch.setattr(interrupts.os, "kill", lambda pid, signum: sent.append(signum))
    previous = signal.signal(signal.SIGUSR1, lambda signum, frame: None)
    try:
        for _ in range(5):
            with pytest.raises(KeyboardInterrupt):
                interrupts.raise_for(signal.SIGUSR1)
        time.sleep(0.3)
        senders = _senders(signal.SIGUSR1)
        interrupts.taken()
        for t in senders:
            t.join(5)
        count = len(sent)
        time.sleep(0.05)
    finally:
        interrupts.taken()
        signal.signal(signal.SIGUSR1, previous)
    assert len(senders) == 1 and 5 <= count <= 40  # one sender, about every 10 ms
    assert not senders[0].is_alive() and len(sent) == count  # none once taken


def test_an_interrupt_taken_then_raised_at_once_is_sent_again_by_one_thread(monkeypatch):
    """A second interrupt raised right after the first was taken begins a round of its own: the first
    round's thread, waking during it, ends instead of sending too (two would send twice as often)."""
    monkeypatch.setattr(interrupts, "RAISE_AGAIN_AFTER", 0.05)
    sent = []
    monkeypatch.setattr(interrupts.os, "kill", lambda pid, signum: sent.append(signum))
    previous = signal.signal(signal.SIGUSR1, lambda signum, frame: None)
    try:
        with pytest.raises(KeyboardInterrupt):
            interrupts.raise_for(signal.SIGUSR1)
        first = _senders(signal.SIGUSR1)
        interrupts.taken()
        with pytest.raises(KeyboardInterrupt):
            interrupts.raise_for(signal.SIGUSR1)
        first[0].join(5)
        senders = _senders(signal.SIGUSR1)
    finally:
        interrupts.taken()
        signal.signal(signal.SIGUSR1, previous)
    for t in senders:
        t.join(5)
    assert len(first) == 1 and not first[0].is_alive()
    assert len(senders) == 1 and senders[0] is not first[0]


FORKING_PROGRAM = textwrap.dedent("""
    import os, signal, subprocess, time
    armed = [signal.SIGINT]  # sent from inside the next fork, as a Ctrl-C pressed while an engine starts
    os.register_at_fork(after_in_parent=lambda: armed and os.kill(os.getpid(), armed.pop()))
    from oracle.core.interrupts import raise_interrupt
    signal.signal(signal.SIGINT, raise_interrupt)
    try:
        subprocess.run(["true"], preexec_fn=lambda: None)
        time.sleep(2)
        print("ran to the end")
    except KeyboardInterrupt:
        print("interrupted")
""")


@pytest.mark.skipif(not hasattr(os, "register_at_fork"), reason="no fork callbacks on this system")
def test_a_ctrl_c_handled_inside_a_fork_is_sent_again_not_dropped():
    """Python runs the callbacks registered for a fork (logging's lock, released in the parent) inside it,
    and drops an exception raised there: a Ctrl-C as `oracle smoke` started its engine printed "Exception
    ignored in: <function _releaseLock ...>" and a traceback before its one line "interrupted"."""
    proc = subprocess.run([sys.executable, "-c", FORKING_PROGRAM], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.stdout.strip() == "interrupted", proc.stdout + proc.stderr
    assert "Exception ignored" not in proc.stderr and "Traceback" not in proc.stderr, proc.stderr


C_EXTENSION_STEPS = """\
import os, signal, sys, time

try:  # what an extension module's initialisation does with an error in the Python code it imports
    os.kill(os.getpid(), signal.SIGINT)  # the user's Ctrl-C lands while it imports (shapely importing numpy)
    time.sleep(5)
except KeyboardInterrupt:
    sys.excepthook(*sys.exc_info())  # PyErr_Print: the traceback printed...
    raise ImportError("numpy._core.multiarray failed to import")  # ...and an error of its own raised instead
"""


def test_a_ctrl_c_that_an_extension_module_turns_into_an_import_error_is_the_one_line(tmp_path):
    # caught stopping the installed wheel 0.5 s into a run: numpy's traceback ending in KeyboardInterrupt, then
    # "step module does not import: ImportError: numpy._core.multiarray failed to import" and exit code 2
    (tmp_path / "features" / "steps").mkdir(parents=True)
    (tmp_path / "features" / "steps" / "cext.py").write_text(C_EXTENSION_STEPS, encoding="utf-8")
    (tmp_path / "features" / "x.feature").write_text(
        "@lotow\nFeature: x\n  @clause:lotow.mounted.thrown-rider.1\n  Scenario: y\n    Given a rider on a horse\n",
        encoding="utf-8")
    proc = oracle(["run", "-q", "--no-sides", "--report", tmp_path / "report", "features"], tmp_path)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 130, out
    assert out.strip() == "error: interrupted before any scenario ran; the previous report is untouched", out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["features"], "no report, partial or temporary folder left"


@pytest.mark.parametrize("args", [["check", "lotow"], ["explain", "lotow.mounted.jump.natural-one"]])
def test_a_ctrl_c_in_the_scenarios_a_command_runs_ends_it_with_one_line(tmp_path, monkeypatch, args):
    # oracle check and oracle explain run scenarios: stopped among them, check printed a traceback ending in
    # the run's Interrupted, which was an Exception and no Ctrl-C to the command
    made = as_worlds_are_made(monkeypatch, ctrl_c_on(2))
    proc = oracle(args, tmp_path)
    assert (proc.returncode, proc.stderr) == (130, "interrupted\n"), proc.stdout + proc.stderr
    assert len(made) == 2 and "Traceback" not in proc.stdout, proc.stdout


def test_a_ctrl_c_that_c_code_turns_into_another_error_ends_any_command_with_one_line(tmp_path, monkeypatch, handler):
    # oracle fuzz stopped 0.3 s in: numpy's traceback, then a rich traceback of "ImportError: numpy._core.multiarray
    # failed to import", raised by shapely's initialisation as the command loaded a game
    def extension_module_loading():
        try:
            os.kill(os.getpid(), signal.SIGINT)  # the handler raises KeyboardInterrupt here
            time.sleep(5)
        except KeyboardInterrupt:
            sys.excepthook(*sys.exc_info())  # PyErr_Print
            raise ImportError("numpy._core.multiarray failed to import") from None

    monkeypatch.setattr(cli.catalogued, "catalogue", extension_module_loading)
    proc = oracle(["clauses", "lotow"], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (130, "", "interrupted\n")


def test_an_error_with_no_ctrl_c_behind_it_is_not_taken_for_one(tmp_path, monkeypatch, handler):
    def failing():
        raise ImportError("a module that is not there")

    monkeypatch.setattr(cli.catalogued, "catalogue", failing)
    proc = oracle(["clauses", "lotow"], tmp_path)
    assert proc.returncode == 1 and "ImportError: a module that is not there" in proc.stderr, proc.stderr


CTRL_C_AS_THE_PROGRAM_STARTS = """
import builtins, os, signal, sys
# Python's own handler, as it installs it at start where Ctrl-C reaches the process; a test command started in
# the background of a shell that has no job control (``pytest ... &``) passes Ctrl-C on ignored
signal.signal(signal.SIGINT, signal.default_int_handler)
sys.argv = ["oracle", "--help"]
importing = builtins.__import__

def ctrl_c_in_rich(name, *args, **kwargs):  # the user's Ctrl-C while the command line's modules are imported
    if name == "rich.console":
        os.kill(os.getpid(), signal.SIGINT)
    return importing(name, *args, **kwargs)

builtins.__import__ = ctrl_c_in_rich
from importlib.metadata import entry_points
(script,) = entry_points(group="console_scripts", name="oracle")
script.load()()
"""


def test_a_ctrl_c_as_the_program_starts_is_one_line():
    # before oracle.cli's handlers are in place the Ctrl-C is Python's own: a traceback ending in the module
    # being imported (rich/console.py, line 1222, KeyboardInterrupt)
    proc = subprocess.run([sys.executable, "-c", CTRL_C_AS_THE_PROGRAM_STARTS], capture_output=True, text=True,
                          timeout=60)
    assert (proc.returncode, proc.stdout, proc.stderr) == (130, "", "interrupted\n")


def test_a_ctrl_c_that_c_code_clears_without_a_word_still_stops_the_run(tmp_path, monkeypatch):
    # the run's handler raised once: where C code swallowed the KeyboardInterrupt (PyErr_Clear), the run went on
    # to its last scenario and only then said it was interrupted. It now raises again until behave has it.
    def swallowed_on_the_third(made: int) -> None:
        if made == 3:
            try:
                os.kill(os.getpid(), signal.SIGINT)
                time.sleep(5)
            except KeyboardInterrupt:
                pass  # what C code that clears an error it did not expect does
        elif made > 3:
            time.sleep(0.1)  # the scenarios after it take longer than RAISE_AGAIN_AFTER in all

    as_worlds_are_made(monkeypatch, swallowed_on_the_third)
    proc = oracle(["run", "-q", "--no-sides", "--report", tmp_path / "report", "features/lotow/falling.feature"], ROOT)
    assert proc.returncode == 130, proc.stdout + proc.stderr
    ran, total = map(int, proc.stderr.split("interrupted after ")[1].split(" scenarios")[0].split(" of "))
    # stopped after the swallowed one and before the end: the signal comes again every RAISE_AGAIN_AFTER (0.2 s),
    # and the scenarios after the third take 0.1 s each (a few of them on a quiet host; the end is what it missed)
    assert 3 <= ran < total, proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr and "HOOK-ERROR" not in proc.stdout + proc.stderr


def _swallowed_ctrl_c() -> None:
    """A Ctrl-C raised here and cleared without a word, as C code that did not expect it does."""
    try:
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(5)
    except KeyboardInterrupt:
        pass


def test_a_ctrl_c_left_untaken_by_an_earlier_watch_is_sent_again_under_the_next(unraisable):
    # a watch whose Ctrl-C was caught short of a command that takes it (a caller of the library) left its round
    # of sending the signal again open: under every later watch of the process the first raise began no round,
    # so a Ctrl-C that C code cleared was never sent again, and the run went on to its end
    with _InterruptWatch():
        _swallowed_ctrl_c()
    watch = _InterruptWatch()
    try:
        with watch:
            _swallowed_ctrl_c()
            with pytest.raises(KeyboardInterrupt):  # sent again within RAISE_AGAIN_AFTER, not the sleep's end
                time.sleep(5)
    finally:
        interrupts.taken()
        for sender in _senders(signal.SIGINT):
            sender.join(5)
    assert watch.seen and unraisable == []
