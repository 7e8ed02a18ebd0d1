"""The drawings of the real objects: each a well-formed SVG named for screen readers, and each drawing what the
research says its object shows (counted in the SVG's own elements)."""

from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET
from html import unescape

import pytest

from board.drawings import DRAWINGS, aspect, drawing_img, drawing_svg, knossos, roman

SVG = "{http://www.w3.org/2000/svg}"


def _svg(name: str, label: str = "A drawing") -> ET.Element:
    return ET.fromstring(drawing_svg(name, label))


def _all(root: ET.Element, tag: str, **attributes: str) -> list[ET.Element]:
    return [e for e in root.iter(f"{SVG}{tag}") if all(e.get(k) == v for k, v in attributes.items())]


@pytest.mark.parametrize("name", DRAWINGS)
def test_a_drawing_is_an_svg_that_scales_and_is_named_for_a_screen_reader(name):
    root = _svg(name, 'Two heroes & a "board"')
    drawing = DRAWINGS[name]
    assert root.tag == f"{SVG}svg" and root.get("role") == "img"
    assert root.get("viewBox") == f"0 0 {drawing.width:g} {drawing.height:g}"
    assert "width:100%" in root.get("style", "") and "height:auto" in root.get("style", "")
    assert root.get("aria-label") == 'Two heroes & a "board"' == root.find(f"{SVG}title").text
    assert len(list(root.iter())) > 20, "a drawing, not an empty frame"


@pytest.mark.parametrize("name", DRAWINGS)
def test_a_drawing_as_an_image_is_its_svg_with_the_label_as_alt_text(name):
    image = drawing_img(name, 'Two heroes & a "board"')
    assert image.startswith("<img ") and image.count("<") == 1
    attributes = {key: unescape(value) for key, value in re.findall(r'(\w+)="([^"]*)"', image)}
    assert attributes["alt"] == 'Two heroes & a "board"'
    assert "width:100%" in attributes["style"] and "height:auto" in attributes["style"]
    prefix = "data:image/svg+xml;base64,"
    assert attributes["src"].startswith(prefix)
    assert base64.b64decode(attributes["src"][len(prefix) :]).decode() == drawing_svg(name, 'Two heroes & a "board"')


def test_the_knossos_board_keeps_the_proportions_of_the_restored_board_and_shows_its_surface():
    assert aspect("knossos-board") == pytest.approx(0.553 / 0.965, rel=0.01)
    root = _svg("knossos-board")
    assert len(_all(root, "circle", r="30")) == 10, "ten circles in the two-winged compartment"
    assert len(_all(root, "circle", r="56")) == 4, "four large medallions"
    assert len(_all(root, "rect", rx="5")) == knossos.BARS == 11, "a band of eleven bars"
    shells = [g for g in _all(root, "g") if "scale(" in g.get("transform", "")]  # each shell placed and turned
    assert len(shells) == 4, "four nautilus reliefs"


def test_the_corbridge_slab_is_a_grid_of_seven_by_eight_squares():
    root = _svg("corbridge-slab")
    grooves = _all(root, "line", **{"stroke-width": "3.2"})
    across = {line.get("y1") for line in grooves if line.get("y1") == line.get("y2")}
    down = {line.get("x1") for line in grooves if line.get("x1") == line.get("x2")}
    assert (len(down) - 1) * (len(across) - 1) == roman.COLUMNS * roman.ROWS == 56
    assert {roman.COLUMNS, roman.ROWS} == {7, 8}


def test_the_codex_board_is_an_x_of_double_rows_meeting_in_a_square_and_the_amphora_bears_its_two_words():
    squares = _all(_svg("codex-magliabechiano"), "rect", width="15", height="15")
    assert len(squares) == 4 + 4 * 2 * 6
    words = [e.text for e in _all(_svg("exekias-amphora"), "text")]
    assert words == ["ΤΕΣΑΡΑ", "ΤΡΙΑ"]


def test_the_amphora_writes_achilles_call_left_to_right_and_ajax_s_retrograde_as_the_vase_records_them():
    """The Getty text (ancientrome.ru): "from near Achilles' mouth: τεσσαρα; to left of Ajax' mouth: τρια, retr."."""
    calls = {e.text: e.get("transform", "") for e in _all(_svg("exekias-amphora"), "text")}
    assert "scale(-1 1)" in calls["ΤΡΙΑ"], "Ajax's three runs right to left, its letters turned round"
    assert "scale(" not in calls["ΤΕΣΑΡΑ"], "Achilles' four runs left to right"
