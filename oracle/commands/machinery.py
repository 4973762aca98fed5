"""The project's machinery as the ``oracle`` subcommands use it, in one module.

:mod:`oracle.cli` and :mod:`oracle.harness_cli` declare it at their top with
:func:`oracle.core.lazy.lazy_import` and reach everything through it, so that it is imported
when a subcommand first uses it: the packages it comes from (the engine, the catalogue, behave,
the report's templates) import pydantic, behave, jinja2, yaml and the rulesets' models, which
``oracle --help``, a usage error and ``oracle init`` have no use for.
"""

from __future__ import annotations

from behave.parser import ParserError

from oracle.bdd.held import colon_hint, keyword_without_colon, parse_file, planned_scenarios
from oracle.bdd.hooks import check_feature_tags
from oracle.bdd.records import RESULTS_FORMAT, VERSION as RECORDS_VERSION, read_results, write_results
from oracle.bdd.runner import Interrupted, RunSetup, malformed, run_behave
from oracle.bdd.selection import FEATURE_SUFFIX, select, tables_folder_problem
from oracle.bdd.suite import builtin
from oracle.bdd.tables import Tables, load_setup, read_setup
from oracle.bdd.world import RunScope
from oracle.catalogue.load import catalogue
from oracle.clarify.ask import ask as answer_question, render_text
from oracle.clarify.card import render_bbcode, render_html as card_html, render_markdown as card_markdown
from oracle.clarify.gallery import write_gallery
from oracle.clarify.render import screenshot
from oracle.clarify.parts import run_in_parts
from oracle.clarify.sides import assemble, consulted, processes_for, side_by_side
from oracle.core.rulings import Rulings, parse_assignments
from oracle.core.run import Run, start
from oracle.engine import connect, engine_spec_error
from oracle.engine.harness import VERDICTS, SmokeResult, attempt, smoke as run_smoke
from oracle.engine.port import EngineFault, EngineSkip
from oracle.engine.ruleset import action_payload, ruleset as get_ruleset, rulesets
from oracle.engine.spin import scenario_spin
from oracle.explain import explain_clause
from oracle.report import write_reports
from oracle.report.ci import write_ci_outputs
from oracle.report.folder import ReportFolder
from oracle.report.matrix import diff_runs, format_diff, load_run, write_matrix

__all__ = ["EngineFault", "EngineSkip", "FEATURE_SUFFIX", "Interrupted", "ParserError", "RECORDS_VERSION",
           "RESULTS_FORMAT", "ReportFolder", "Rulings", "Run", "RunScope", "RunSetup", "SmokeResult", "Tables",
           "VERDICTS", "action_payload", "answer_question", "assemble", "attempt", "builtin", "card_html",
           "card_markdown", "catalogue", "check_feature_tags", "colon_hint", "connect", "consulted", "diff_runs",
           "engine_spec_error", "explain_clause", "format_diff", "get_ruleset", "keyword_without_colon", "load_run",
           "load_setup", "malformed", "parse_assignments", "parse_file", "planned_scenarios", "processes_for",
           "read_results", "read_setup", "render_bbcode", "render_text", "rulesets", "run_behave", "run_in_parts",
           "run_smoke", "scenario_spin", "screenshot", "select", "side_by_side", "start", "tables_folder_problem",
           "write_ci_outputs", "write_gallery", "write_matrix", "write_reports", "write_results"]
