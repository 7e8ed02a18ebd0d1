"""The figure of a game record's position on any board, with the marks of a move being built.  No Streamlit.

The play panels, the lessons, the notebooks and the handouts all draw positions through ``position_figure``.
"""

from __future__ import annotations

import plotly.graph_objects as go

from board.grid import figure_size, grid_figure
from board.knossos import figure_size as knossos_size
from board.knossos import knossos_figure
from board.patolli import figure_size as patolli_size
from board.patolli import patolli_figure
from games import get_game
from games.knossos import KnossosGame
from ui import clicks, race_clicks
from ui.game_record import GameRecord
from ui.notebook import BoardCell
from ui.race_status import last_piece_move, move_cells
from ui.suggestion import suggestion_marks


def board_width(record: GameRecord) -> int:
    """The pixel width of the figure ``position_figure`` draws for ``record``'s board."""
    if not record.is_race:
        rules = record.game.rules
        return figure_size(rules.width, rules.height)[0]
    return (knossos_size() if isinstance(record.game, KnossosGame) else patolli_size())[0]


def position_figure(record: GameRecord, lang: str, *, pick: tuple = (), highlights: tuple = (),
                    arrows: tuple = ()) -> go.Figure:
    """``record``'s position with the pick and where it can go, the last move, ``highlights`` and ``arrows``."""
    if record.is_race:
        return race_figure(record, pick, lang, highlights=highlights, arrows=arrows)
    game, state = record.game, record.state
    return grid_figure(game, state, selected=pick[0] if pick else None, targets=clicks.next_squares(game, state, pick),
                       captures=clicks.capturing_squares(game, state, pick), last_move=record.last_move, lang=lang,
                       highlights=highlights, arrows=arrows)


def cell_figure(cell: BoardCell, lang: str) -> go.Figure:
    """The picture of a notebook's board block: its position with its highlights and arrows."""
    record = GameRecord.start(cell.rules, get_game(cell.rules).parse_position(cell.position))
    return position_figure(record, lang, highlights=cell.highlights, arrows=cell.arrows)


def race_figure(record: GameRecord, pick: race_clicks.Pick, lang: str, hinted: tuple | None = None, *,
                highlights: tuple = (), arrows: tuple = ()) -> go.Figure:
    """The board of ``record``'s position with the pick, its targets and the last piece move marked.

    ``hinted`` is a move the Hint suggests: its cells are outlined and joined by an arrow.  Otherwise
    ``highlights`` (places, as ``ui.notebook`` names them) are outlined and ``arrows`` drawn.
    """
    game, state = record.game, record.state
    marked = race_clicks.targets(game, state, pick)
    last = last_piece_move(record)
    last_cells = move_cells(game, last[0], last[1]) if last else ()
    selected = pick[0] if pick else None
    if hinted is not None:
        highlights, arrows = suggestion_marks(record, hinted)
    highlights = tuple(_place(p) for p in highlights)
    arrows = tuple((_place(a), _place(b)) for a, b in arrows)
    if isinstance(game, KnossosGame):
        return knossos_figure(game, state, selected=selected, targets=[int(p) for p in marked],
                              target_labels={int(p): str(m[1]) for p, m in marked.items()}, last_move=last_cells,
                              lang=lang, highlights=highlights, arrows=arrows)
    return patolli_figure(game, state, selected=selected, targets=list(marked), last_move=last_cells, lang=lang,
                          highlights=highlights, arrows=arrows)


def _place(place: int | str) -> int | str:
    """A place as the figures take it: a cell by its number, a tray pile by its name."""
    return int(place) if isinstance(place, str) and place.isdigit() else place
