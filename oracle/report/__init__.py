"""Rule coverage reports: per ruleset, section and clause, in HTML, Markdown and JSON."""

from oracle.report.build import build_coverage, write_reports

__all__ = ["build_coverage", "write_reports"]
