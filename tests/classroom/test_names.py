"""Students' names (``classroom.names``): control and direction characters taken out, spaces and line breaks made
one space, trimmed and cut to a length; two names the same but for case or width are one name."""

from __future__ import annotations

import pytest

from classroom.names import NAME_LENGTH, clean_name, name_key


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("\u202eevil\u202c txt", "evil txt"),  # a right-to-left override would show "txt live"
        ("\u2066Ana\u2069 \u200fBo\u200e", "Ana Bo"),  # isolates and direction marks
        ("a\x00b\x07c\x1bd\u200be\ufeff", "abcde"),  # NUL, BEL, ESC, zero-width space, byte order mark
        ("  Ana\n\tBo \u2028Cy\u2029 ", "Ana Bo Cy"),  # line breaks and separators are spaces
        ("Бо́рис", "Бо́рис"),  # a combining accent is a letter's, and kept
        ("<b>Bo</b> ![](//x.io)", "<b>Bo</b> ![](//x.io)"),  # markup is kept, and shown as text
        ("\u200b\u202e\x00 \n", ""),
    ],
)
def test_control_and_direction_characters_are_taken_out_and_spaces_made_one(typed, kept):
    assert clean_name(typed) == kept


def test_a_name_is_cut_to_its_length_after_cleaning_and_keeps_no_space_at_its_end():
    assert clean_name("\u202e" * 100 + "A" * 40) == "A" * NAME_LENGTH
    assert clean_name("A" * (NAME_LENGTH - 1) + " B") == "A" * (NAME_LENGTH - 1)


def test_names_the_same_but_for_case_width_or_hidden_characters_have_one_key():
    assert name_key("Ana") == name_key("ana") == name_key("ＡＮＡ") == name_key(" A\u200bna\u202e ")
    assert name_key("Ana") != name_key("Ana K.") and name_key("Борис") == name_key("БОРИС")
