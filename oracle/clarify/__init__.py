"""Settling what an unclear rule means: rulings side by side, exact answers to players'
questions (``oracle ask``), ruling cards for forums, and scenarios in the rules' own language.

* :mod:`oracle.clarify.sides`: re-run the scenarios that consult a ruling under each of
  its readings and say which ones change outcome;
* :mod:`oracle.clarify.ask`: a small YAML question file answered with exact fractions,
  under the default reading and every alternative that touches it;
* :mod:`oracle.clarify.card`: the same answer as a self-contained HTML page (inline SVG
  chart), as a forum post in Markdown or BBCode (at most 4 KB) and as a PNG;
* :mod:`oracle.clarify.words`: outcomes in the players' words, from the rulesets' outcome phrases;
* :mod:`oracle.clarify.gallery`: the cards of the most disputed passages, written by ``oracle run``
  into ``report/rulings/``;
* :mod:`oracle.clarify.language`: Russian and Chinese phrasings registered onto the same
  step functions as the English ones.
"""
