"""The Knossos board: drawn from the geometry, every cell clickable, stacks with counts, sides by shape."""

from __future__ import annotations

import plotly.graph_objects as go
import pytest

from board import Marks
from board.knossos import CENTRES, figure_size, knossos_figure
from board.palette import MINOAN
from games import get_game
from games.knossos import BOARD, ROUTE

GAME = get_game("knossos")
START = "0,0,0,0,0 0,0,0,0,0 l - 0"
BUSY = "0,0,10,10,20 0,11,19,21,21 l 2,1 0"
"""Light: two waiting, two outward on the open sea, one homeward; dark: one waiting, two on the gate, two home."""


def _figure(
    position: str = START,
    *,
    lang: str = "en",
    selected: int | None = None,
    targets=(),
    target_labels=None,
    last_move=(),
    highlights=(),
    arrows=(),
) -> go.Figure:
    """The figure with its marks given as cells, and the picked piece as its route position."""
    marks = Marks(
        None if selected is None else str(ROUTE[selected]),
        tuple(map(str, targets)),
        (),
        tuple((str(c), text) for c, text in (target_labels or {}).items()),
        tuple(map(str, last_move)),
        tuple(map(str, highlights)),
        tuple((str(a), str(b)) for a, b in arrows),
    )
    return knossos_figure(GAME, GAME.parse_position(position), marks, lang=lang)


def _traces_with(fig: go.Figure, symbol: str) -> list:
    return [tr for tr in fig.data if tr.mode == "markers" and tr.marker.symbol == symbol]


def _points(traces: list) -> list[tuple[float, float]]:
    return [(x, y) for tr in traces for x, y in zip(tr.x, tr.y, strict=True)]


def test_hit_layer_is_last_and_names_every_cell():
    hit = _figure().data[-1]
    assert set(hit.customdata) == {str(c) for c in range(1, 20)}
    assert hit.hoverinfo == "none" and hit.marker.color == "rgba(0,0,0,0)"
    assert list(hit.customdata).count("9") == 11  # one hit point per bar of the open sea
    for name, x, y in zip(hit.customdata, hit.x, hit.y, strict=True):
        if name != "9":
            assert (x, y) == CENTRES[int(name)]


def test_every_visible_trace_skips_hover_and_never_dims():
    fig = _figure(
        BUSY,
        selected=10,
        targets=[8, 7],
        target_labels={8: "1", 7: "2"},
        last_move=[18, 9],
        highlights=[19],
        arrows=[(9, 8)],
    )
    for trace in fig.data[:-1]:
        assert trace.hoverinfo == "skip"
    for trace in fig.data:
        assert trace.selected.marker.opacity == 1 and trace.unselected.marker.opacity == 1


@pytest.mark.parametrize("position", [START, BUSY, "21,21,21,21,21 3,4,5,6,7 d - 0"])
def test_figure_validates(position):
    fig = _figure(
        position,
        selected=None,
        targets=[10, 11],
        target_labels={10: "1"},
        last_move=[19, 10],
        highlights=[9],
        arrows=[(19, 10)],
        lang="ru",
    )
    go.Figure(fig.to_dict())


def test_layout_is_portrait_fixed_and_clickable():
    layout = _figure().layout
    assert layout.clickmode == "event+select" and layout.hovermode == "closest"
    assert layout.xaxis.fixedrange and layout.yaxis.fixedrange
    assert layout.yaxis.range[0] > layout.yaxis.range[1]  # y runs down, as in the drawing
    width, height = figure_size()
    assert (layout.width, layout.height) == (width, height) and height > 1.5 * width


def test_the_object_is_drawn_from_the_geometry():
    fig = _figure()
    rosette_discs = [tr for tr in _traces_with(fig, "circle") if len(tr.x) == 4 and tr.marker.size > 55]
    assert {(x, y) for x, y in _points(rosette_discs)} == {CENTRES[c] for c in (1, 4, 7, 8)}
    petals = _traces_with(fig, "diamond-tall")
    assert sum(len(tr.x) for tr in petals) == 4 * 16
    spirals = [tr for tr in fig.data if tr.mode == "lines" and tr.line.color == MINOAN.gold_edge and tr.line.width == 3]
    assert sum(1 for x in spirals[0].x if x is None) == 4  # one spiral for each nautilus
    bars = [
        tr
        for tr in fig.data
        if tr.mode == "lines"
        and tr.fillcolor in (MINOAN.crystal, MINOAN.ivory)
        and tr.line.color == MINOAN.gold
        and tr.line.width == 1
    ]
    assert sum(sum(1 for x in tr.x if x is None) for tr in bars) == 11
    route = [tr for tr in fig.data if tr.mode == "lines" and tr.line.dash == "dot"][0]
    assert sum(1 for x in route.x if x is None) == len(BOARD["edges"])


def test_sides_differ_by_shape():
    fig = _figure(BUSY)
    assert MINOAN.light.symbol != MINOAN.dark.symbol
    assert _traces_with(fig, MINOAN.light.symbol) and _traces_with(fig, MINOAN.dark.symbol)


def test_stacks_are_one_piece_with_a_count():
    fig = _figure(BUSY)
    light = [tr for tr in _traces_with(fig, MINOAN.light.symbol) if tr.marker.color == MINOAN.light.fill]
    assert len(light[0].x) == 3  # harbour, outward on the sea, homeward on the sea
    counts = [tr for tr in fig.data if tr.mode == "text" and "2" in tr.text and tr.textfont.size == 11]
    assert sorted(counts[0].text) == ["2", "2", "2"]  # light waiting, light outward, dark home


def test_shared_cells_hold_both_colours_side_by_side():
    fig = _figure(BUSY)
    light = _points([tr for tr in _traces_with(fig, MINOAN.light.symbol) if tr.marker.color == MINOAN.light.fill])
    dark = _points([tr for tr in _traces_with(fig, MINOAN.dark.symbol) if tr.marker.color == MINOAN.dark.fill])
    harbour = CENTRES[19]
    light_harbour = [p for p in light if abs(p[1] - harbour[1]) < 20 and abs(p[0] - harbour[0]) < 60]
    dark_harbour = [p for p in dark if abs(p[1] - harbour[1]) < 20 and abs(p[0] - harbour[0]) < 60]
    assert light_harbour[0][0] < harbour[0] < dark_harbour[0][0]
    sea = CENTRES[9]
    outward, homeward = sorted(p for p in light if p[1] == sea[1])[::-1]
    assert outward[0] > sea[0] > homeward[0]  # outward pieces on the right half, homeward on the left
    gate = CENTRES[8]
    assert sorted(p[0] for p in dark if p[1] == gate[1]) == [gate[0] - 24, gate[0] + 24]


def test_pieces_home_wait_in_the_tray():
    texts = [a.text for a in _figure(BUSY, lang="ru").layout.annotations]
    assert any(text.endswith("дома: 2</span>") and "Тёмные" in text for text in texts)
    assert any("<b>Светлые</b>" in text for text in texts)  # the side to move in bold


def test_selection_targets_and_labels():
    """A picked cell rings every stack of the side to move on it: here the homeward and the outward ones."""
    fig = _figure(BUSY, selected=20, targets=[19], target_labels={19: "1"})
    ring = [tr for tr in _traces_with(fig, "circle-open") if tr.marker.color == MINOAN.selected]
    sea = CENTRES[9]
    assert sorted(_points(ring)) == [(sea[0] - 75, sea[1]), (sea[0] + 75, sea[1])]
    home = _figure("0,0,0,0,21 0,0,0,0,0 l 2,1 0", selected=0)
    rings = [tr for tr in _traces_with(home, "circle-open") if tr.marker.color == MINOAN.selected]
    assert len(_points(rings)) == 1  # the pieces home are not picked with those in the harbour
    labels = [tr for tr in fig.data if tr.mode == "text" and list(tr.text) == ["1"]]
    assert labels and labels[0].y[0] < CENTRES[19][1]


def test_words_are_in_the_learners_language():
    texts = " ".join(a.text for a in _figure(lang="ru").layout.annotations)
    assert "ворота" in texts and "открытое море" in texts and "гавань" in texts
