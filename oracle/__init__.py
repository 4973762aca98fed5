"""Rules Oracle: the written rules of tabletop miniature wargames as an executable, citable test oracle."""

from oracle.core import blas  # noqa: F401  (first: before any module of the oracle loads numpy)

__version__ = "0.1.0"
