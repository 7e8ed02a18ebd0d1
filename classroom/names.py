"""Students' names as a class keeps them: cleaned, cut to a length, and one of each in a class.

A name comes from a visitor's form (or a crafted request), and is shown on the teacher's projector and to every
student.  Control and format characters (Unicode categories ``C*``: NUL, ESC, the zero-width space, the
direction overrides U+202A–U+202E and U+2066–U+2069 that make a name read backwards) are taken out; line and
paragraph separators and other spaces become one space; the name is trimmed and cut to ``NAME_LENGTH``.

Two students may not go by the same name in a class (compared without case, in Unicode's compatibility form:
"ana", "Ana" and "Ａｎａ" are one): a second "Ana" is refused, with a sentence asking for a surname's letter,
rather than renamed "Ana (2)".  A teacher reading the roll or a vote's "not voted yet" must know which Ana is
which, and "Ana (2)" does not say; and one person joining again from a new browser shows up as a refused name
instead of a second vote under the same name.
"""

from __future__ import annotations

import unicodedata

NAME_LENGTH = 30
"""The longest name kept, in characters (after cleaning)."""


def clean_name(text: str) -> str:
    """``text`` as a class keeps it: no control or format characters, each run of spaces or line breaks one
    space, trimmed, at most ``NAME_LENGTH`` characters ('' when nothing is left)."""
    kept = "".join(" " if ch.isspace() else ch for ch in text if ch.isspace() or unicodedata.category(ch)[0] != "C")
    return " ".join(kept.split())[:NAME_LENGTH].strip()


def name_key(name: str) -> str:
    """What two names are compared by: the same key, the same name in a class."""
    return unicodedata.normalize("NFKC", clean_name(name)).casefold()
