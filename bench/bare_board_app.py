"""The plain stack, for ``bench.clicks`` to measure beside the app: an 8 x 8 board drawn with
``st.plotly_chart`` and clicked through its ``on_select`` callback, the recipe that works best with
Streamlit's own chart (a hit layer of transparent markers, a chart key that changes after every click,
no dimming, post-run garbage collection off).  A click on a piece picks it; a click on another square
moves it there.  The chart's title says the state (``moves 3 sel a1``), which is what the bench watches.

    streamlit run bench/bare_board_app.py
"""

from __future__ import annotations

from typing import Any

import streamlit as st

SIZE = 8
FILES = "abcdefgh"

st.session_state.setdefault("pieces", {f"{f}1" for f in FILES} | {f"{f}8" for f in FILES})
st.session_state.setdefault("selected", None)
st.session_state.setdefault("moves", 0)
st.session_state.setdefault("nonce", 0)


def on_select(key: str) -> None:
    """The chart's callback: pick a piece, or move the picked one to the clicked square."""
    st.session_state["nonce"] += 1
    points = st.session_state[key]["selection"]["points"]
    if not points:
        return
    square = points[0]["customdata"]
    pieces, selected = st.session_state["pieces"], st.session_state["selected"]
    if selected is None or square in pieces:
        st.session_state["selected"] = square if square in pieces else None
        return
    st.session_state["pieces"] = (pieces - {selected}) | {square}
    st.session_state["selected"] = None
    st.session_state["moves"] += 1


def figure() -> dict[str, Any]:
    names = [f"{FILES[f]}{r + 1}" for r in range(SIZE) for f in range(SIZE)]
    xy = [(f, r) for r in range(SIZE) for f in range(SIZE)]
    pieces, selected = st.session_state["pieces"], st.session_state["selected"]
    still = {"hoverinfo": "skip", "selected": {"marker": {"opacity": 1}}, "unselected": {"marker": {"opacity": 1}}}
    squares = {
        "type": "scatter",
        "mode": "markers",
        **still,
        "x": [p[0] for p in xy],
        "y": [p[1] for p in xy],
        "marker": {"symbol": "square", "size": 54, "color": ["#e8d9b5" if (f + r) % 2 else "#cdb98f" for f, r in xy]},
    }
    on = [p for p, n in zip(xy, names, strict=True) if n in pieces]
    men = {
        "type": "scatter",
        "mode": "markers",
        **still,
        "x": [p[0] for p in on],
        "y": [p[1] for p in on],
        "marker": {"symbol": "circle", "size": 40, "color": "#3b2a1a"},
    }
    ring = [p for p, n in zip(xy, names, strict=True) if n == selected]
    mark = {
        "type": "scatter",
        "mode": "markers",
        **still,
        "x": [p[0] for p in ring],
        "y": [p[1] for p in ring],
        "marker": {"symbol": "square-open", "size": 50, "color": "#1f5fbf", "line": {"width": 4}},
    }
    hit = {
        "type": "scatter",
        "mode": "markers",
        "hoverinfo": "none",
        "customdata": names,
        "selected": {"marker": {"opacity": 1}},
        "unselected": {"marker": {"opacity": 1}},
        "x": [p[0] for p in xy],
        "y": [p[1] for p in xy],
        "marker": {"symbol": "square", "size": 56, "color": "rgba(0,0,0,0)"},
    }
    axis = {
        "range": [-0.5, SIZE - 0.5],
        "fixedrange": True,
        "showgrid": False,
        "zeroline": False,
        "showticklabels": False,
    }
    return {
        "data": [squares, men, mark, hit],
        "layout": {
            "width": 520,
            "height": 540,
            "margin": {"l": 20, "r": 20, "t": 40, "b": 20},
            "title": {"text": f"moves {st.session_state['moves']} sel {selected or '-'}"},
            "xaxis": axis,
            "yaxis": {**axis, "scaleanchor": "x"},
            "showlegend": False,
            "clickmode": "event+select",
            "hovermode": "closest",
            "dragmode": False,
        },
    }


key = f"board-{st.session_state['nonce']}"
st.plotly_chart(
    figure(),
    key=key,
    on_select=lambda: on_select(key),
    selection_mode="points",
    theme=None,
    config={"displayModeBar": False, "scrollZoom": False, "doubleClick": False},
)
