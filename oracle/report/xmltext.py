"""Text as XML 1.0 can hold it: the JUnit files carry what engines and scenarios say (an engine's
stderr with its terminal colours, a reason with a backspace), and XML 1.0 has no way to write most
control characters, not even as character references. Each such character is written as its
Python escape (``\\x1b``), so the reader still sees that it was there."""

from __future__ import annotations

import re

_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
"""The characters XML 1.0 does not allow (its ``Char`` production): C0 controls but tab, line feed
and carriage return; lone surrogates; U+FFFE and U+FFFF."""


def xml_text(text: str) -> str:
    """``text`` with every character XML 1.0 cannot hold written as its escape (``\\x1b``, ``\\ud800``)."""
    if not _NOT_XML.search(text):
        return text
    return _NOT_XML.sub(lambda m: m.group().encode("unicode_escape", "backslashreplace").decode("ascii"), text)
