"""Text from outside shown word for word in Markdown: ``plain`` escapes every mark, ``code_text`` makes a code span
that a backtick inside cannot close early."""

from __future__ import annotations

import re

import pytest

from ui.i18n import code_text, plain

HOSTILE = ["![](//x.io)", "[Log](//e.x)", "**AB**", ":red[AB]", ":material/lock:", "$x^2$", "<img src=x>", "# Title"]


@pytest.mark.parametrize("text", HOSTILE)
def test_plain_escapes_every_mark_and_keeps_every_character(text):
    escaped = plain(text)
    assert re.sub(r"\\(.)", r"\1", escaped) == text
    assert not re.search(r"(?<!\\)[\[\]()*:$<>#!]", escaped)


def test_plain_makes_one_line():
    assert plain("a\nb\r\n\nc") == "a b  c"


@pytest.mark.parametrize(
    ("text", "span"),
    [("/nosuch", "`/nosuch`"), ("/ab`**x**`cd", "``/ab`**x**`cd``"), ("`a``", "``` `a`` ```"), ("a\nb", "`a b`")],
)
def test_a_code_span_is_fenced_longer_than_any_backticks_in_it(text, span):
    assert code_text(text) == span
