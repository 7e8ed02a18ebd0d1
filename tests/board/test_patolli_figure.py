"""The Patolli board: an X of 52 cells, offering and entry cells marked, trays, every cell clickable."""

from __future__ import annotations

import plotly.graph_objects as go
import pytest

from board import Marks
from board.palette import AZTEC
from board.patolli import CENTRES, figure_size, patolli_figure
from board.words import board_word
from games import get_game
from games.core import DARK, LIGHT
from games.patolli import ENTRY, OFFERING_CELLS, cell_of, pile

GAME = get_game("patolli")
START = "r,r,r,r,r,r r,r,r,r,r,r l - 6,6,0"
BUSY = "3,17,r,r,r,o 3,31,r,r,r,r l 2 5,6,1"
"""Light on cells 3 and 17 with three in reserve and one off; dark on cells 29 and 5, four in reserve."""


def _figure(
    position: str = START,
    rules: str = "patolli",
    *,
    lang: str = "en",
    selected=None,
    targets=(),
    last_move=(),
    highlights=(),
    arrows=(),
) -> go.Figure:
    """The figure with its marks given as cells or piles, the picked piece as its progress or ``"reserve"``;
    a target where an opponent's piece stands is a capture."""
    game = get_game(rules)
    state = game.parse_position(position)
    side = state.side
    picked = (
        pile("reserve", side) if selected == "reserve" else None if selected is None else str(cell_of(side, selected))
    )
    theirs = {str(cell_of(1 - side, p)) for p in (state.dark if side == LIGHT else state.light)}
    places = tuple(map(str, targets))
    marks = Marks(
        picked,
        places,
        tuple(p for p in places if p in theirs),
        (),
        tuple(map(str, last_move)),
        tuple(map(str, highlights)),
        tuple((str(a), str(b)) for a, b in arrows),
    )
    return patolli_figure(game, state, marks, lang=lang)


def _points(traces: list) -> list[tuple[float, float]]:
    return [(x, y) for tr in traces for x, y in zip(tr.x, tr.y, strict=True)]


def _pieces(fig: go.Figure, style) -> list[tuple[float, float]]:
    return _points(
        [
            tr
            for tr in fig.data
            if tr.mode == "markers" and tr.marker.symbol == style.symbol and tr.marker.color == style.fill
        ]
    )


def test_hit_layer_is_last_and_names_every_cell_and_tray_pile():
    hit = _figure().data[-1]
    names = list(hit.customdata)
    assert names[:52] == [str(i) for i in range(52)]
    assert set(names[52:]) == {pile(kind, side) for kind in ("reserve", "off") for side in (LIGHT, DARK)}
    assert [(x, y) for x, y in zip(hit.x[:52], hit.y[:52], strict=True)] == list(CENTRES)
    assert hit.hoverinfo == "none" and hit.marker.color == "rgba(0,0,0,0)"


def test_the_cells_make_an_x():
    assert len(CENTRES) == 52
    assert all(abs(abs(x) - abs(y)) < 1.5 for x, y in CENTRES)  # every cell near one of the two diagonals


def test_every_visible_trace_skips_hover_and_never_dims():
    fig = _figure(BUSY, selected=3, targets=[5], last_move=[1, 3], highlights=[pile("off", LIGHT)], arrows=[(3, 5)])
    for trace in fig.data[:-1]:
        assert trace.hoverinfo == "skip"
    for trace in fig.data:
        assert trace.selected.marker.opacity == 1 and trace.unselected.marker.opacity == 1


@pytest.mark.parametrize(
    ("rules", "position"),
    [
        ("patolli", START),
        ("patolli", BUSY),
        ("patolli-family", "0,o,o,o,o,o 2,r,r,r,r,r d 10 -"),
        ("patolli-quick", "r,r,r r,r,r l - 6,6,0"),
    ],
)
def test_figure_validates(rules, position):
    fig = _figure(
        position, rules, selected="reserve", targets=[ENTRY[0], pile("off", LIGHT)], last_move=[0, 2], lang="ru"
    )
    go.Figure(fig.to_dict())


def test_layout_is_square_fixed_and_clickable():
    layout = _figure().layout
    assert layout.clickmode == "event+select" and layout.hovermode == "closest"
    assert layout.xaxis.fixedrange and layout.yaxis.fixedrange
    assert (layout.width, layout.height) == figure_size()


def test_offering_and_entry_cells_are_marked():
    fig = _figure()
    offering = [tr for tr in fig.data if tr.mode == "lines" and tr.fillcolor == AZTEC.offering]
    assert sum(1 for x in offering[0].x if x is None) == len(OFFERING_CELLS) == 4
    flowers = [tr for tr in fig.data if tr.mode == "markers" and tr.marker.symbol == "asterisk-open"]
    assert set(_points(flowers)) == {CENTRES[c] for c in OFFERING_CELLS}
    for fill in (AZTEC.light_entry, AZTEC.dark_entry):
        assert [tr for tr in fig.data if tr.mode == "lines" and tr.fillcolor == fill]
    words = " ".join(a.text for a in fig.layout.annotations)
    assert words.count("entry") == 2


def test_pieces_stand_on_their_cells_and_sides_differ_by_shape():
    fig = _figure(BUSY)
    assert AZTEC.light.symbol != AZTEC.dark.symbol
    light, dark = _pieces(fig, AZTEC.light), _pieces(fig, AZTEC.dark)
    assert CENTRES[3] in light and CENTRES[17] in light
    assert CENTRES[(26 + 3) % 52] in dark and CENTRES[(26 + 31) % 52] in dark


def test_trays_show_reserve_and_pieces_off_with_counts():
    fig = _figure(BUSY)
    counts = [tr for tr in fig.data if tr.mode == "text" and tr.textfont.size == 11]
    assert sorted(counts[0].text) == ["1", "3", "4"]  # light off, light reserve, dark reserve
    empty = [tr for tr in fig.data if tr.mode == "markers" and tr.marker.symbol == f"{AZTEC.dark.symbol}-open"]
    assert len(empty) == 1  # dark has nothing off the board yet


def test_selection_and_targets_with_a_capture_ring():
    fig = _figure(BUSY, selected=3, targets=[5])  # cell 5 holds a dark piece: the move captures
    rings = [tr for tr in fig.data if tr.mode == "markers" and tr.marker.symbol == "circle-open"]
    assert [_points([r]) for r in rings] == [[CENTRES[3]], [CENTRES[5]]]
    dots = _figure(BUSY, selected=17, targets=[19]).data
    assert any(tr.mode == "markers" and tr.marker.symbol == "circle" and _points([tr]) == [CENTRES[19]] for tr in dots)


def test_words_are_in_the_learners_language():
    texts = " ".join(a.text for a in _figure(BUSY, lang="ru").layout.annotations)
    assert "запас" in texts and "сняты" in texts and "<b>Светлые</b>" in texts and "вход" in texts


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_tray_writes_its_sides_stakes_and_the_mat_the_bank(lang):
    """PAT-02: with stakes, light's tray says light's items, dark's tray dark's, the top of the mat the bank's
    (the phone's play page shows them only there); the family rules (PAT-15) have none to write."""
    texts = [a.text for a in _figure(BUSY, lang=lang).layout.annotations]
    for count in (5, 6):
        assert board_word("patolli.stakes", lang, count=count) in texts
    assert board_word("patolli.bank", lang, count=1) in texts
    family = [a.text for a in _figure("r,r,r,r,r,r r,r,r,r,r,r l - -", "patolli-family", lang=lang).layout.annotations]
    assert not any(board_word("patolli.bank", lang, count=0)[:3] in text for text in family)
