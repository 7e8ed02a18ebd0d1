"""The browser's clicks are the controller's: the table the board sends to ``static/board.js``
(``browser_clicks``) says, for every pick the browser can hold and every place, what the controller does
with that click, so the browser keeps no rule of its own to drift from it.

The browser looks a click up in the row of the pick it holds, then in the row of no pick, and acts on
what it finds as follows: ``{"pick": [...]}`` it draws at once (the controller picks that place, or puts
the pick down, and says nothing); ``{"send": "stop"}`` it sends as "stop here"; ``{"send": "click",
"from"}`` it sends and draws the piece on its way from ``from`` to the place clicked (the controller
plays that move); a place neither row names it sends as a plain click (the controller refuses it, goes
on with a chain, or plays a move of one place, drawn when the answer comes).
"""

from __future__ import annotations

from typing import Any

import pytest

from games import get_game
from games.records import GameRecord
from ui.moves.controller import PLAIN, BoardMoves, Event, Interaction, Pick, browser_clicks, interact

POSITIONS = [
    ("petteia", None),
    ("petteia", "pppppp2/8/8/8/6P1/6p1/P7/1PPPPP2 l 0 -"),  # a2-g2 captures
    ("latrunculi-kowalski", None),
    ("latrunculi-bell", None),  # the placement phase: one click where a stone goes
    ("latrunculi-bell", "7p/8/8/2P5/2p5/8/2P5/P7 l 0 -"),  # a capture earns another move
    ("latrunculi-bell", "8/8/8/8/8/8/p7/PpPPPPPP l 0 -"),  # a stuck piece
    ("latrunculi-schadler", "p6p/8/8/3p4/2P5/2P5/8/P7 l 0 -"),  # a chain of jumps, that may stop halfway
    ("latrunculi-schadler", "p6p/8/8/1p1p4/2P5/2P5/8/P7 l 0 -"),  # a chain that may not stop halfway
    ("latrunculi-schadler+LSC-V1", "7p/p7/8/8/2PyP3/8/8/P6P l 7 -"),  # a blocked piece removed by a click
    ("knossos", "0,0,0,0,0 0,0,0,0,0 l 2,1 0"),  # a piece leaves the harbour by either coin
    ("knossos", "0,0,0,10,20 0,0,0,0,0 l 2,1 0"),  # a cell passed twice
    ("knossos", "0,0,0,0,3 0,0,0,0,4 l 2,1 0"),  # a blocked target
    ("patolli", "3,17,r,r,r,o 3,31,r,r,r,r l 2 5,6,1"),
    ("patolli", "3,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0"),  # entering from the entry cell or the reserve
    ("patolli", "50,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0"),  # bearing off to the tray
    ("patolli", "3,r,r,r,r,r 31,r,r,r,r,r l 2 6,6,0"),  # a capture
]


def _record(rules: str, position: str | None) -> GameRecord:
    game = get_game(rules)
    return GameRecord.start(rules, game.parse_position(position) if position else None)


def _held(board: BoardMoves, chains: list[Pick]) -> list[Pick]:
    """The picks the browser can hold: none, a place where a move starts, or a chain the server keeps."""
    return list(dict.fromkeys([(), *((start,) for start in board.starts), *chains]))


def _chains(record: GameRecord) -> list[Pick]:
    """Every chain under way the server can keep: a move's first places, two or more but not all of them."""
    moves = record.game.moves(record.state)
    return sorted({m.places[:end] for m in moves for end in range(2, len(m.places))})


def _looked_up(table: dict[str, dict[str, Any]], pick: Pick, place: str) -> dict[str, Any]:
    """What ``static/board.js`` does with a click on ``place`` holding ``pick``: the entry of the pick's row,
    else of the row of no pick, else a plain click."""
    row = table[" ".join(pick)]
    return dict(row[place] if place in row else table[""].get(place, PLAIN))


def _agrees(record: GameRecord, pick: Pick, place: str, does: dict[str, Any]) -> None:
    """Asserts that the controller does with a click on ``place`` what the browser does by ``does``."""
    result = interact(record, pick, Event.click(place))
    sent = f"{record.rules} {record.game.format_position(record.state)} {pick} {place}: {does} -> {result}"
    if "pick" in does:
        assert result == Interaction(record, tuple(does["pick"])), sent
        assert len(does["pick"]) <= 1, sent
    elif does == {"send": "stop"}:
        assert len(pick) > 1 and place == pick[-1], sent
        assert result == interact(record, pick, Event.stop()), sent
    elif does != PLAIN:
        assert result.played is not None, sent
        assert (does["from"], place) == (result.played.places[0], result.played.places[-1]), sent
        assert len(result.played.places) > 1 and does == {"send": "click", "from": does["from"]}, sent
    else:  # sent as it is: refused, a chain going on, or a move of one place drawn when the answer comes
        drawn_here = result.played is None and result.notice is None and len(result.pick) <= 1
        assert not drawn_here, sent
        assert result.played is None or len(result.played.places) == 1, sent
        assert not (len(pick) > 1 and place == pick[-1]), sent


@pytest.mark.parametrize(("rules", "position"), POSITIONS)
def test_every_click_the_browser_can_make_does_what_the_controller_does(rules: str, position: str | None) -> None:
    record = _record(rules, position)
    board = BoardMoves([m for m in record.game.moves(record.state) if m.places])
    for pick in _held(board, _chains(record)):
        table = browser_clicks(board, pick)
        assert set(table) == {" ".join(p) for p in _held(board, [pick])}
        for place in record.game.places():
            _agrees(record, pick, place, _looked_up(table, pick, place))


def test_the_table_names_picks_moves_on_their_way_and_stops() -> None:
    chain = _record("latrunculi-schadler", "p6p/8/8/3p4/2P5/2P5/8/P7 l 0 -")
    board = BoardMoves([m for m in chain.game.moves(chain.state) if m.places])
    table = browser_clicks(board, ("c3", "c5"))
    assert table[""] == {"a1": {"pick": ["a1"]}, "c3": {"pick": ["c3"]}, "c4": {"pick": ["c4"]}}
    assert table["c3"] == {
        "c3": {"pick": []},
        "c2": {"send": "click", "from": "c3"},
        "b3": {"send": "click", "from": "c3"},
        "d3": {"send": "click", "from": "c3"},
    }  # c5: the chain goes on
    assert table["c3 c5"] == {"c3": {"pick": []}, "c5": {"send": "stop"}, "e5": {"send": "click", "from": "c3"}}
    placing = _record("latrunculi-bell", None)
    assert browser_clicks(BoardMoves(list(placing.game.moves(placing.state))), ()) == {"": {}}
