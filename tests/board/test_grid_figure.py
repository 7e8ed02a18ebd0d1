"""The board figure follows the click recipe of shared/research/board-interaction.md and draws what it is told."""

from __future__ import annotations

import ast
from pathlib import Path

import plotly.graph_objects as go
import pytest

from board import Marks, figure_size, grid_figure
from board.palette import LOCK_SYMBOL, WREATH_SYMBOL, palette_for
from games import GRID_RULE_SETS, get_game

ROOT = Path(__file__).resolve().parents[2]


def _figure(
    rules: str = "petteia",
    position: str | None = None,
    *,
    lang: str = "en",
    flip: bool = False,
    selected=None,
    targets=(),
    captures=(),
    last_move=(),
    highlights=(),
    arrows=(),
):
    """The figure with its marks given by square names or indices (a1 = 0)."""
    game = get_game(rules)
    state = game.parse_position(position) if position else game.initial_state()

    def name(square):
        return game.geo.names[square] if isinstance(square, int) else square

    marks = Marks(
        None if selected is None else name(selected),
        tuple(map(name, targets)),
        tuple(map(name, captures)),
        (),
        tuple(map(name, last_move)),
        tuple(map(name, highlights)),
        tuple((name(a), name(b)) for a, b in arrows),
    )
    return game, grid_figure(game, state, marks, lang=lang, flip=flip)


def _trace_with(fig: go.Figure, symbol: str) -> list:
    return [tr for tr in fig.data if tr.marker.symbol == symbol]


@pytest.mark.parametrize("rules", GRID_RULE_SETS)
def test_hit_layer_is_last_and_names_every_square(rules):
    game, fig = _figure(rules)
    hit = fig.data[-1]
    assert list(hit.customdata) == list(game.geo.names)
    assert hit.hoverinfo == "none"
    assert hit.marker.color == "rgba(0,0,0,0)"
    assert len(hit.x) == game.rules.width * game.rules.height


def test_every_visible_trace_skips_hover_and_never_dims():
    _, fig = _figure(
        "latrunculi-kowalski",
        selected="g2",
        targets=["g3"],
        captures=["h2"],
        last_move=(0, 12),
        highlights=["a5"],
        arrows=[("a1", "a4")],
    )
    for trace in fig.data[:-1]:
        assert trace.hoverinfo == "skip"
    for trace in fig.data:
        assert trace.selected.marker.opacity == 1
        assert trace.unselected.marker.opacity == 1


def test_layout_is_fixed_and_clickable():
    _, fig = _figure()
    layout = fig.layout
    assert layout.clickmode == "event+select"
    assert layout.hovermode == "closest"
    assert layout.xaxis.fixedrange and layout.yaxis.fixedrange
    assert not layout.xaxis.showgrid and not layout.xaxis.showticklabels
    assert (layout.width, layout.height) == figure_size(8, 8)


def test_sizes_fit_a_1280_screen():
    eight, twelve = figure_size(8, 8), figure_size(12, 8)
    assert 480 <= eight[0] <= 560
    assert eight[0] < twelve[0] <= 800


@pytest.mark.parametrize("rules", GRID_RULE_SETS)
def test_figure_validates(rules):
    _, fig = _figure(rules, selected=0, targets=[8], last_move=(0, 8), arrows=[(0, 16)], highlights=[1])
    go.Figure(fig.to_dict())


def test_sides_and_dux_differ_by_shape():
    palette = palette_for("latrunculi-kowalski")
    symbols = {palette.light.symbol, palette.dark.symbol, WREATH_SYMBOL}
    assert len(symbols) == 3
    _, fig = _figure("latrunculi-kowalski")
    drawn = {tr.marker.symbol for tr in fig.data}
    assert symbols <= drawn
    wreaths = _trace_with(fig, WREATH_SYMBOL)[0]
    assert len(wreaths.x) % 2 == 0 and len(wreaths.x) >= 2 * 10  # a wreath of leaves around each dux


def test_pieces_are_where_the_position_says():
    game, fig = _figure(position="8/8/8/3p4/8/8/8/P6P l 0 -")
    light = _trace_with(fig, palette_for("petteia").light.symbol)
    dark = _trace_with(fig, palette_for("petteia").dark.symbol)
    assert sorted(zip(light[0].x, light[0].y, strict=True)) == [(0, 0), (7, 0)]
    assert list(zip(dark[0].x, dark[0].y, strict=True)) == [(3, 4)]
    assert not _trace_with(fig, WREATH_SYMBOL)


BLOCKED = "p6p/8/8/3pP3/2pxyP2/3pP3/8/P6P l 0 -"
"""LSC-V1: light's d4 (between d5 and d3) and dark's e4 (between e5 and e3) are blocked."""


@pytest.mark.parametrize("flip", [False, True])
def test_a_blocked_piece_is_crossed_and_says_why_under_the_pointer(flip):
    game, fig = _figure("latrunculi-schadler+LSC-V1", BLOCKED, lang="ru", flip=flip)
    go.Figure(fig.to_dict())
    palette = palette_for(game.name)
    (cross,) = _trace_with(fig, LOCK_SYMBOL)
    assert sorted(zip(cross.x, cross.y, strict=True)) == ([(3, 4), (4, 4)] if flip else [(3, 3), (4, 3)])
    assert cross.marker.color == palette.lock and cross.marker.line.color == palette.lock_edge
    assert cross.hoverinfo == "skip" and fig.data.index(cross) < len(fig.data) - 1  # the hit layer stays last
    hit = fig.data[-1]
    shown = {hit.customdata[i]: hit.hovertext[i] for i, info in enumerate(hit.hoverinfo) if info == "text"}
    assert set(shown) == {"d4", "e4"} and set(hit.hoverinfo) == {"text", "none"}
    assert "заперта" in shown["d4"] and "d4" in shown["d4"] and shown["d4"].endswith("LSC-V1")
    assert "<br>" in shown["e4"]  # wrapped to fit beside the board
    _, free = _figure("latrunculi-schadler+LSC-V1", "p6p/8/8/3P4/2pPpP2/3p4/8/P6P l 0 -")
    assert not _trace_with(free, LOCK_SYMBOL) and free.data[-1].hoverinfo == "none"


def test_marks_selected_targets_captures_and_last_move():
    game, fig = _figure(selected="a1", targets=["a2", "a3"], captures=["a4"], last_move=("b1", "b3"))
    dots = [tr for tr in fig.data if tr.marker.symbol == "circle" and len(tr.x) == 2]
    assert list(zip(dots[0].x, dots[0].y, strict=True)) == [(0, 1), (0, 2)]
    assert list(_trace_with(fig, "circle-open")[0].y) == [3]
    assert list(_trace_with(fig, "square-open")[0].x) == [0]
    squares = fig.data[0]
    palette = palette_for("petteia")
    tinted = [game.geo.names[i] for i, colour in enumerate(squares.marker.color) if colour == palette.last_move]
    assert tinted == ["b1", "b3"]


def test_flip_turns_the_board():
    _, fig = _figure(selected="a1", flip=True)
    assert list(_trace_with(fig, "square-open")[0].x) == [7]
    assert list(_trace_with(fig, "square-open")[0].y) == [7]
    assert fig.data[-1].customdata[0] == "a1" and (fig.data[-1].x[0], fig.data[-1].y[0]) == (7, 7)


def test_coordinates_and_side_names_in_the_language():
    _, fig = _figure("latrunculi-kowalski", lang="ru")
    texts = [a.text for a in fig.layout.annotations]
    assert all(letter in texts for letter in "abcdefghijkl")
    assert all(str(rank) in texts for rank in range(1, 9))
    assert "<b>Светлые</b>" in texts and "Тёмные" in texts


def test_arrows_and_highlights():
    game, fig = _figure(arrows=[("c3", "c5")], highlights=["d4"])
    arrow = [a for a in fig.layout.annotations if a.showarrow][0]
    assert (arrow.ax, arrow.ay, arrow.x, arrow.y) == (2, 2, 2, 4)
    assert fig.data[0].marker.color[game.geo.index["d4"]] == palette_for("petteia").highlight


def test_board_imports_no_streamlit():
    for path in (ROOT / "board").glob("*.py"):
        tree = ast.parse(path.read_text())
        imported = {
            alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
        }
        imported |= {
            node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module
        }
        assert "streamlit" not in imported and "ui" not in imported, path
