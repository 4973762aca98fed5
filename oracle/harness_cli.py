"""The harness commands of ``oracle``: ``smoke`` (is this engine wired up?) and ``try`` (one
action, the engine's answer beside the reference's).  Registered on the ``oracle`` app by
:mod:`oracle.cli`; as there, each command imports its machinery when it runs, so that
``oracle --help`` stays quick."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.markup import escape

from oracle.core.errors import DiceError, OracleError, SetupError, suggest
from oracle.core.lazy import lazy_import

machinery = lazy_import("oracle.commands.machinery")  # loaded when a command first uses it, not for --help
rich_table = lazy_import("rich.table")
rich_text = lazy_import("rich.text")
yaml = lazy_import("yaml")
yamlfile = lazy_import("oracle.core.yamlfile")

console = Console(soft_wrap=True, markup=False, emoji=False)  # as oracle.cli's: a styled line says so and escapes
err = Console(stderr=True, soft_wrap=True, markup=False, emoji=False)  # what it quotes

_STYLE = {"agrees": "green", "refuses": "cyan", "differs": "yellow", "skipped": "dim", "errored": "red",
          "invalid": "red", "unknown": "magenta"}


SMOKE_ROWS = 15
"""Rows of actions that do not simply agree shown on one screen (``--all`` for every action)."""

DETAIL_CHARS = 360
"""How much of a row's detail the table shows, wrapped in its column (``--json`` has it whole): an
engine's own account of a failure (up to ``SAID_CHARS``) whole, where 90 characters cut it to
its first word."""


def say_error(message: str) -> None:
    """The command's one error line on stderr, ``error: MESSAGE``, the message printed as written (escaped: what
    the user typed is no markup)."""
    err.print(f"[bold red]error:[/] {escape(message)}", markup=True, highlight=False)


def _fail(message: str, code: int = 2) -> None:
    say_error(message)
    raise typer.Exit(code)


def fault_hint(exc: machinery.EngineFault) -> str:
    """The last line the engine wrote on stderr, as a hint after a fault."""
    last = [line for line in (exc.detail or "").splitlines() if line.strip()]
    return f" (its stderr ends: {last[-1].strip()[:200]})" if last else ""


def close_quietly(engine) -> None:
    """Close an engine a stopped command may have left open (closing twice is harmless)."""
    try:
        engine.close()
    except Exception:  # the command's own error is the one to report
        pass


def connect_engine(engine: str):
    """An engine that has completed its handshake, or one line naming ``--engine`` and exit 2."""
    try:
        eng = machinery.connect(engine)
    except OracleError as exc:
        _fail(machinery.engine_spec_error(engine, exc))
    except machinery.EngineFault as exc:
        _fail(f"--engine {engine}: {exc.message}" + fault_hint(exc))
    try:
        getattr(eng, "info", None)  # a process engine's handshake: it fails here when it cannot start
    except machinery.EngineFault as exc:
        close_quietly(eng)
        _fail(f"--engine {engine}: {exc.message}" + fault_hint(exc))
    except BaseException:  # a Ctrl-C during the handshake: the engine process stops with the command
        close_quietly(eng)
        raise
    return eng


def smoke(
    engine: str = typer.Option(..., "--engine", "-e", help="The engine to check (see 'oracle run --engine')."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable output."),
    every: bool = typer.Option(False, "--all", help="List every action, not only those that do not simply agree."),
) -> None:
    """Handshake, then one request per declared action on a legal situation: a one-screen verdict.

    Exit 0 when the handshake worked and no reply failed or broke the protocol schema (answers
    that differ from the reference are listed, not counted against the engine here: that is
    what 'oracle run' and 'oracle fuzz' judge); 2 when the engine declares no action the oracle
    can ask it (nothing to check, as for 'oracle fuzz')."""
    eng = connect_engine(engine)
    try:
        result = machinery.run_smoke(eng)
    except OracleError as exc:
        _fail(str(exc))
    except machinery.EngineFault as exc:
        _fail(f"--engine {engine}: {exc.message}" + fault_hint(exc))
    finally:
        close_quietly(eng)
    if as_json:
        print(json.dumps({"engine": result.engine, "handshake": result.handshake, "problem": result.problem,
                          "actions": [r.__dict__ for r in result.rows],
                          "counts": {v: result.count(v) for v in machinery.VERDICTS}, "asked": result.asked,
                          "unknown_rulings": result.unknown_rulings},
                         ensure_ascii=False, indent=1))
        raise typer.Exit(_smoke_code(result))
    if result.problem:
        _fail(result.problem, 1)
    hs = result.handshake
    caps = hs.get("capabilities", {})
    console.print(f"[bold]{escape(str(hs['engine']['name']))}[/] {escape(str(hs['engine'].get('version', '')))} — protocol {hs['protocol']}; "
                  f"exact odds: {'yes' if caps.get('odds') else 'no'}; own dice: {'yes' if caps.get('own_dice') else 'no'}; "
                  f"other readings of {len(set(caps.get('rulings', [])))} ruling(s)", markup=True, highlight=False)
    for rid in result.unknown_rulings:
        console.print(f"  capabilities.rulings names {rid!r}, which the catalogue does not have (where it is a ruling's "
                      "id misspelt, that ruling is taken as followed in its default reading only, and its scenarios "
                      f"that choose another are skipped){suggest(rid, machinery.catalogue().rulings)}", highlight=False)
    for rs_id in dict.fromkeys(r.ruleset for r in result.rows):
        mine = [r for r in result.rows if r.ruleset == rs_id]
        parts = ", ".join(f"{n} {v}" for v in machinery.VERDICTS if (n := sum(r.verdict == v for r in mine)))
        console.print(f"  {rs_id}: {len(mine)} action(s) — {parts}", highlight=False)
    shown = [r for r in result.rows if every or r.verdict != "agrees"]
    if shown:
        table = rich_table.Table("ruleset", "action", "verdict", "detail", show_lines=False, pad_edge=False)
        for r in shown[:SMOKE_ROWS] if not every else shown:
            style = _STYLE.get(r.verdict, "")
            table.add_row(r.ruleset, r.action, rich_text.Text(r.verdict, style=style),
                          r.detail if len(r.detail) <= DETAIL_CHARS else r.detail[:DETAIL_CHARS - 1] + "…")
        console.print(table)
        if len(shown) > SMOKE_ROWS and not every:
            console.print(f"... and {len(shown) - SMOKE_ROWS} more (--all lists them)")
    counts = ", ".join(f"{result.count(v)} {v}" for v in machinery.VERDICTS if result.count(v))
    console.print(f"{len(result.rows)} declared action(s): {counts or 'none'}; replies "
                  + ("validate" if not result.count("invalid") else f"break the schema for {result.count('invalid')} action(s)"),
                  highlight=False)
    if not result.asked:
        err.print(f"error: nothing was checked: {escape(str(hs['engine']['name']))} declares no action the oracle "
                  "can ask it (its handshake's rulesets list the actions it resolves, by the oracle's names: "
                  "'oracle clauses' and docs/protocol.md)", highlight=False)
    raise typer.Exit(_smoke_code(result))


def _smoke_code(result: machinery.SmokeResult) -> int:
    """1 where a reply failed or broke the schema, 2 where no request was sent (nothing checked), else 0."""
    if not result.healthy:
        return 1
    return 0 if result.asked else 2


TABLE_HELP = "A setup file (ruleset, description, table) or a named table, e.g. lotow/fence-line."
ACTION_HELP = "'NAME field=value ...' or JSON/YAML, e.g. 'roll-thrown-rider fighter=rider'."


def table_given(spec: str):
    """``--table``: a setup file (``.yaml``, ``.yml``) or a named table (``lotow/fence-line``), as its
    ruleset and validated table (``oracle try``, ``oracle stats``)."""
    if not spec.strip():  # Path("") is the working folder: "--table : is a folder, not a setup file"
        raise SetupError("--table: empty; give a setup file (.yaml) or a named table (e.g. lotow/fence-line)")
    path = Path(spec)
    if path.is_dir():
        raise SetupError(f"--table {spec}: is a folder, not a setup file")
    if path.suffix in (".yaml", ".yml"):
        if not path.is_file():
            raise SetupError(f"--table {spec}: no such file")
        return machinery.read_setup(path)
    return machinery.load_setup(spec)


def action_given(rs, text: str):
    """``--action``: YAML/JSON (``{action: NAME, field: value}``) or ``NAME field=value ...``, as an action
    of ruleset ``rs`` (``oracle try``, ``oracle stats``)."""
    text = text.strip()
    if not text:
        raise SetupError("--action: empty; give 'NAME field=value ...' (e.g. 'roll-thrown-rider fighter=rider') "
                         "or the action as JSON")
    if text.startswith(("{", "[")):
        try:
            data = yamlfile.load(text)
        except yaml.YAMLError as exc:
            raise SetupError(f"--action: not valid JSON or YAML: {yamlfile.problem(exc)}") from None
        if not isinstance(data, dict):
            raise SetupError(f"--action: a mapping {{action: NAME, field: value}} or 'NAME field=value ...' is "
                             f"needed, not a {type(data).__name__}")
    else:
        name, *pairs = text.split()
        data = {"action": name}
        for pair in pairs:
            key, eq, value = pair.partition("=")
            if not eq:
                raise SetupError(f"--action: {pair!r} is not FIELD=VALUE")
            if key == "action":  # read as a field it would replace the name given first
                raise SetupError(f"--action: {pair}: the action's name is the first word ({name!r}), not a field")
            try:
                read = yamlfile.load(value)
            except yaml.YAMLError as exc:
                raise SetupError(f"--action: {key}: not valid JSON or YAML: {yamlfile.problem(exc)}") from None
            if key in data:  # the last would silently win
                raise SetupError(f"--action: {key} is given twice ({data[key]!r}, then {read!r}); give each field once")
            data[key] = read
    return rs.parse_action(data, "--action")


def _dice(values: list[str]) -> list[int] | None:
    if not values:
        return None
    out = []
    for v in values:
        if not v.strip():  # read as no rolls it would give a table short of dice, not the blank option given
            raise SetupError(f"--dice: {v!r} is blank; give the rolls (e.g. --dice 1,4), or leave --dice out for seeded dice")
        if any(not part.strip() for part in v.split(",")):  # '1,,2': a roll left out, not two rolls
            raise SetupError(f"--dice: {v!r} has an empty place between its commas")
        for part in v.replace(",", " ").split():
            try:
                out.append(int(part))
            except ValueError:
                raise SetupError(f"--dice: {part!r} is not a whole number") from None
    return out


def try_(
    engine: str = typer.Option(..., "--engine", "-e", help="The engine to ask ('reference' for the oracle's answer alone)."),
    table: str = typer.Option(..., "--table", "-t", help=TABLE_HELP),
    action: str = typer.Option(..., "--action", "-a", help=ACTION_HELP),
    dice: list[str] = typer.Option([], "--dice", "-d", help="Scripted dice in the order the rules roll them, e.g. --dice 1,4 (default: seeded dice, shown)."),
    ruling: list[str] = typer.Option([], "--ruling", "-r", help="Another reading, RULING=ALTERNATIVE (repeatable)."),
    as_json: bool = typer.Option(False, "--json", help="Print both answers as JSON (the new table in full)."),
) -> None:
    """One action on one table: the engine's answer beside the reference's, the first difference named.

    Exit 0 when they agree on what the rules decide, 1 when they differ."""
    try:
        rs, state = table_given(table)
        act = action_given(rs, action)
        scripted = _dice(dice)
        chosen = machinery.parse_assignments(ruling, "--ruling")
        for rid, alt in chosen.items():  # a ruling of another ruleset could change nothing on this table
            try:
                machinery.Rulings.check(rid, alt, rs.id, "this table")
            except OracleError as exc:
                _fail(f"--ruling {rid}={alt}: {exc}")
    except OracleError as exc:
        _fail(str(exc))
    eng = connect_engine(engine)
    try:
        tried = machinery.attempt(eng, rs.id, state, act, scripted, chosen)
    except DiceError as exc:  # dice the action's rolls cannot take: the --dice given, not the engine
        _fail(f"--dice {' '.join(dice)}: " + " ".join(str(exc).split()))
    except OracleError as exc:
        _fail(str(exc))
    except machinery.EngineFault as exc:
        _fail(f"--engine {engine}: {exc.message}" + fault_hint(exc))
    finally:
        close_quietly(eng)
    if as_json:
        def dump(a):
            return {"kind": a.kind, "text": a.text, "clauses": a.clauses,
                    "state": a.state.model_dump(mode="json") if a.state is not None else None}

        print(json.dumps({"ruleset": rs.id, "action": machinery.action_payload(act), "dice": tried.dice,
                          "reference": dump(tried.reference), "engine": dump(tried.engine),
                          "difference": tried.difference}, ensure_ascii=False, indent=1))
        raise typer.Exit(0 if tried.agree else 1)
    shown = ", ".join(map(str, tried.dice)) or "none"
    console.print(f"{rs.id} {act.name} on {rs.summarise(state)}; dice {shown}"
                  + ("" if scripted is not None else " (seeded: give --dice to choose)"), highlight=False)
    grid = rich_table.Table("", "reference", eng.name if engine not in ("", "reference") else "engine (reference)", show_lines=True)
    grid.add_row("answer", tried.reference.text, tried.engine.text)
    grid.add_row("clauses", "\n".join(dict.fromkeys(tried.reference.clauses)), "\n".join(dict.fromkeys(tried.engine.clauses)))
    console.print(grid)
    if tried.agree:
        console.print("[green]they agree[/] on what the rules decide", markup=True)
        raise typer.Exit(0)
    console.print(f"[yellow]first difference:[/] {escape(tried.difference)}", markup=True, highlight=False)
    raise typer.Exit(1)
