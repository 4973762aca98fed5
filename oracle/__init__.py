"""Rules Oracle: the written rules of tabletop miniature wargames as an executable, citable test oracle."""

__version__ = "0.1.0"
