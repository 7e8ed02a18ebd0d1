"""How far a click travels: traced through the project's files, from the board component's callback to the
engine and back to the figure of the new position (README, "How it is built").  Streamlit runs bare here:
the callback's ``send`` and the board's ``live_board`` are called as the page's fragment calls them."""

from __future__ import annotations

import sys
from pathlib import Path
from types import FrameType
from typing import Any

import streamlit as st

from games import get_game
from games.records import GameRecord
from ui import board_widget
from ui.moves.controller import Event, Interaction

ROOT = Path(__file__).resolve().parents[1]


def _project_file(frame: FrameType) -> str | None:
    path = Path(frame.f_code.co_filename)
    if path.is_relative_to(ROOT) and ".venv" not in path.parts and "tests" not in path.parts:
        return path.relative_to(ROOT).as_posix()
    return None


def _traced(action: Any) -> tuple[set[str], int]:
    """The project files whose code runs during ``action()`` and the longest chain of calls counted in files."""
    files: set[str] = set()
    deepest = 0

    def profile(frame: FrameType, event: str, _: Any) -> None:
        nonlocal deepest
        if event != "call" or _project_file(frame) is None:
            return
        chain: list[str] = []
        caller: FrameType | None = frame
        while caller is not None:
            name = _project_file(caller)
            if name is not None and name not in chain:
                chain.append(name)
            caller = caller.f_back
        files.update(chain)
        deepest = max(deepest, len(chain))

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return files, deepest


def test_a_click_on_the_grid_board_reaches_the_engine_through_seven_files_and_is_drawn_through_few_more():
    st.session_state["trace:board"] = Interaction(GameRecord.start("petteia", get_game("petteia").initial_state()))
    click, click_depth = _traced(lambda: board_widget.send("trace:board", Event.click("c5"), pick=("c1",)))
    assert [move.text for move in st.session_state["trace:board"].record.moves] == ["c1-c5"], "the click played"
    assert click == {
        "ui/board_widget.py",
        "ui/moves/controller.py",
        "games/records.py",
        "games/core.py",
        "games/custodian/engine.py",
        "games/custodian/state.py",
        "games/custodian/geometry.py",
    }
    assert click_depth <= 6
    redraw, redraw_depth = _traced(lambda: board_widget.live_board("trace:board", lang="en", alt="Board"))
    assert redraw_depth <= 6
    assert redraw - click <= {
        "board/__init__.py",
        "board/grid.py",
        "board/traces.py",
        "board/palette.py",
        "games/custodian/notation.py",
        "ui/moves/words.py",
        "ui/i18n.py",
        "ui/preload.py",  # where the board's code and Plotly are served from
        "ui/board_data.py",  # the board's data as one JSON text
    }
