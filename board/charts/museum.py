"""The lobby's figures, the timeline and the two map panels, drawn from the museum's data (``Museum``, read from
``content/museum.toml`` by ``ui.museum.model``).  No Streamlit.

Both are laid out for the narrowest screen first: on a phone a figure is about ``PHONE_PX`` wide, and
nothing on it may overlap or be cut there (``tests/test_lobby_layout.py`` measures it).  The timeline
numbers its events on the chart and the page lists them by number beside it, so that no hover is needed;
the map is drawn as two panels, each to its own scale, by latitude and longitude on plain axes — no map
tiles or shape files are fetched, so it renders with no internet connection.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import plotly.graph_objects as go

from board.charts.base import FAINT, INK, MUTED, PAPER
from board.words import board_word

GAME_COLOURS = {"knossos": "#2f6f8f", "petteia": "#a0522d", "latrunculi": "#8b1e3f", "patolli": "#b8860b"}
"""One colour per game, the same on the timeline and the map."""
FONT = "Georgia, serif"
PHONE_PX = 340
"""The narrowest figure the lobby lays out for: a phone's width less the page's margins."""

TIMELINE_YEARS = (-1800, 2200)
TIMELINE_TICKS = (-1500, -500, 500, 1500)
"""Year labels a thousand years apart, so that they fit side by side on a phone; grid lines every 500."""
TIMELINE_GRID = (-1000, 0, 1000, 2000)
EVENT_PX = 22
"""The diameter of an event's numbered marker."""
LANES = (0.02, -0.30)
"""Where an event sits in its game's row (rows are 1 apart): events too close in time share a row in two lanes."""
NAME_Y = 0.36
"""Where a game's name is written in its row, above its events."""
BAR = (-0.46, 0.18)
"""The extent of a game's era bar in its row."""
MAP_HEIGHT = 360
MAP_MARKER_PX = 16


@dataclass(frozen=True)
class Museum:
    """The games with their cards, other places on the map, the events of the timeline and the map's panels."""

    games: tuple[dict[str, Any], ...]
    places: tuple[dict[str, Any], ...]
    events: tuple[dict[str, Any], ...]
    maps: tuple[dict[str, Any], ...] = ()


def year_text(year: int, lang: str) -> str:
    """``1600 BC`` / ``AD 250`` (Russian: ``1600 до н. э.`` / ``250 н. э.``)."""
    return board_word("year.bc", lang, year=-year) if year < 0 else board_word("year.ad", lang, year=year)


def tick_text(year: int, lang: str) -> str:
    """A year on two lines, narrow enough for the timeline's axis on a phone: ``1500<br>BC``, ``AD<br>500``."""
    return year_text(year, lang).replace(" ", "<br>", 1)


def numbered_events(museum: Museum) -> list[tuple[int, dict[str, Any]]]:
    """The timeline's events in order of date, numbered from 1 as the chart and the list beside it show them."""
    return list(enumerate(sorted(museum.events, key=lambda e: e["year"]), start=1))


def event_lanes(museum: Museum) -> dict[int, int]:
    """The lane of each numbered event in its game's row: the first lane whose last event lies far enough
    back that their markers do not touch on a phone."""
    span = TIMELINE_YEARS[1] - TIMELINE_YEARS[0]
    gap = (EVENT_PX + 2) / PHONE_PX * span
    lanes: dict[int, int] = {}
    last: dict[tuple[str, int], float] = {}
    for number, event in numbered_events(museum):
        lane = next(
            lane
            for lane in range(len(LANES) + 1)
            if lane == len(LANES) or event["year"] - last.get((event["game"], lane), -1e9) >= gap
        )
        if lane == len(LANES):
            raise ValueError(f"event {number} ({event['year']}) has no free lane in the {event['game']} row")
        lanes[number] = lane
        last[(event["game"], lane)] = event["year"]
    return lanes


def timeline_figure(museum: Museum, lang: str) -> go.Figure:
    """A row per game: its name, a bar across the centuries it is attested, and a numbered marker per source
    or reconstruction (``numbered_events``), which the page lists beside the chart."""
    rows = {game["id"]: len(museum.games) - 1 - n for n, game in enumerate(museum.games)}
    fig = go.Figure()
    for game in museum.games:
        row, colour = rows[game["id"]], GAME_COLOURS[game["id"]]
        start, end = game["years"]
        fig.add_shape(
            type="rect",
            x0=start,
            x1=end,
            y0=row + BAR[0],
            y1=row + BAR[1],
            fillcolor=colour,
            opacity=0.22,
            line_width=0,
            layer="below",
        )
        fig.add_annotation(
            x=TIMELINE_YEARS[0],
            y=row + NAME_Y,
            xanchor="left",
            yanchor="middle",
            showarrow=False,
            text=f"<span style='color:{colour}'>■</span> <b>{game['title'][lang]}</b>",
            font={"size": 13, "color": INK},
            hovertext=game["era"][lang],
        )
    lanes = event_lanes(museum)
    for game in museum.games:
        events = [(n, e) for n, e in numbered_events(museum) if e["game"] == game["id"]]
        fig.add_trace(
            go.Scatter(
                x=[e["year"] for _, e in events],
                y=[rows[game["id"]] + LANES[lanes[n]] for n, _ in events],
                mode="markers+text",
                text=[f"<b>{n}</b>" for n, _ in events],
                textposition="middle center",
                textfont={"size": 11, "color": INK},
                marker={"size": EVENT_PX, "color": PAPER, "line": {"width": 2.5, "color": GAME_COLOURS[game["id"]]}},
                hovertext=[f"{n}. {year_text(e['year'], lang)}: {e['text'][lang]}" for n, e in events],
                hoverinfo="text",
                showlegend=False,
                cliponaxis=False,
            )
        )
    fig.update_layout(
        height=340,
        margin={"l": 10, "r": 10, "t": 10, "b": 46},
        paper_bgcolor=PAPER,
        plot_bgcolor=PAPER,
        font={"color": INK, "family": FONT, "size": 12},
        hoverlabel={"font_size": 14},
        dragmode=False,
        xaxis={
            "range": list(TIMELINE_YEARS),
            "tickvals": list(TIMELINE_TICKS),
            "tickangle": 0,
            "ticktext": [tick_text(y, lang) for y in TIMELINE_TICKS],
            "gridcolor": FAINT,
            "zeroline": False,
            "fixedrange": True,
            "minor": {"tickvals": list(TIMELINE_GRID), "showgrid": True, "gridcolor": FAINT},
        },
        yaxis={"range": [-0.62, len(museum.games) - 0.5], "visible": False, "fixedrange": True},
    )
    return fig


def map_places(museum: Museum, panel: dict[str, Any]) -> list[tuple[dict[str, Any], str, str]]:
    """The places inside a map panel's frame: (the game's or place's entry, its name field, its game)."""
    points = [(g, "place", g["id"]) for g in museum.games] + [(p, "name", p["game"]) for p in museum.places]
    (west, east), (south, north) = panel["lon"], panel["lat"]
    return [point for point in points if west <= point[0]["lon"] <= east and south <= point[0]["lat"] <= north]


def map_figures(museum: Museum, lang: str) -> list[go.Figure]:
    """One figure per map panel (``content/museum.toml``'s ``maps``)."""
    return [map_figure(museum, panel, lang) for panel in museum.maps]


def map_figure(museum: Museum, panel: dict[str, Any], lang: str) -> go.Figure:
    """A map panel: its places as dots in their game's colour, each named beside it where the data says
    (``label``), and the seas and lands written in."""
    fig = go.Figure()
    for name in panel["names"]:
        fig.add_annotation(
            x=name["lon"],
            y=name["lat"],
            text=f"<i>{name[lang]}</i>",
            showarrow=False,
            font={"size": 13, "color": MUTED},
        )
    titles = {g["id"]: g["title"][lang] for g in museum.games}
    for point, field, game_id in map_places(museum, panel):
        place = point[field][lang]
        fig.add_trace(
            go.Scatter(
                x=[point["lon"]],
                y=[point["lat"]],
                mode="markers+text",
                text=[f"<b>{place}</b>"],
                textposition=point.get("label", "top center"),
                hoverinfo="text",
                hovertext=[f"{place}: {titles[game_id]}"],
                marker={"size": MAP_MARKER_PX, "color": GAME_COLOURS[game_id], "line": {"width": 2, "color": PAPER}},
                textfont={"size": 14, "color": INK},
                showlegend=False,
            )
        )
    axis = {"gridcolor": FAINT, "zeroline": False, "showticklabels": False, "dtick": 10, "fixedrange": True}
    fig.update_layout(
        height=MAP_HEIGHT,
        margin={"l": 8, "r": 8, "t": 34, "b": 8},
        paper_bgcolor=PAPER,
        plot_bgcolor="#eef3f4",
        font={"color": INK, "family": FONT},
        dragmode=False,
        title={
            "text": panel["title"][lang],
            "x": 0.02,
            "xanchor": "left",
            "y": 0.97,
            "yanchor": "top",
            "font": {"size": 14, "color": INK},
        },
        xaxis={**axis, "range": list(panel["lon"])},
        yaxis={**axis, "range": list(panel["lat"]), "scaleanchor": "x", "scaleratio": panel["ratio"]},
    )
    return fig
