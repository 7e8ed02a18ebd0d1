"""The lobby's data (``content/museum.toml``) and its two figures, the timeline and the map.  No Streamlit.

The map is a diagram drawn by latitude and longitude on plain axes — no map tiles or shape files are
fetched, so it renders with no internet connection.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache

import plotly.graph_objects as go

from ui.content.notebook import CONTENT

GAME_COLOURS = {"knossos": "#2f6f8f", "petteia": "#a0522d", "latrunculi": "#8b1e3f", "patolli": "#b8860b"}
"""One colour per game, the same on the timeline and the map."""
INK, PAPER, FAINT = "#2b2118", "#fbf7ee", "#d9c9a8"
REGIONS = ({"en": "Mediterranean Sea", "ru": "Средиземное море", "lon": 18.0, "lat": 33.5},
           {"en": "Atlantic Ocean", "ru": "Атлантический океан", "lon": -45.0, "lat": 35.0},
           {"en": "Mesoamerica", "ru": "Мезоамерика", "lon": -99.0, "lat": 25.5},
           {"en": "Europe", "ru": "Европа", "lon": 10.0, "lat": 50.0},
           {"en": "Africa", "ru": "Африка", "lon": 15.0, "lat": 22.0})
"""Names written on the map diagram, where the eye expects them."""


@dataclass(frozen=True)
class Museum:
    """The games with their cards, other places on the map, and the events of the timeline."""

    games: tuple[dict, ...]
    places: tuple[dict, ...]
    events: tuple[dict, ...]


@cache
def load_museum() -> Museum:
    """Read ``content/museum.toml``."""
    data = tomllib.loads((CONTENT / "museum.toml").read_text(encoding="utf-8"))
    return Museum(tuple(data["games"]), tuple(data.get("places", ())), tuple(data["events"]))


def year_text(year: int, lang: str) -> str:
    """``1600 BC`` / ``AD 250`` (Russian: ``1600 до н. э.`` / ``250 н. э.``)."""
    if lang == "ru":
        return f"{-year} до н. э." if year < 0 else f"{year} н. э."
    return f"{-year} BC" if year < 0 else f"AD {year}"


def timeline_figure(museum: Museum, lang: str) -> go.Figure:
    """A bar per game across the centuries it is attested, and a dot per source or reconstruction."""
    games = list(reversed(museum.games))
    names = [g["title"][lang] for g in games]
    fig = go.Figure()
    for game, name in zip(games, names, strict=True):
        start, end = game["years"]
        fig.add_trace(go.Bar(x=[end - start], base=[start], y=[name], orientation="h", marker_color=GAME_COLOURS[
            game["id"]], opacity=0.35, hovertext=game["era"][lang], hoverinfo="text", showlegend=False))
    by_id = {g["id"]: g["title"][lang] for g in games}
    for game_id, colour in GAME_COLOURS.items():
        events = [e for e in museum.events if e["game"] == game_id]
        fig.add_trace(go.Scatter(
            x=[e["year"] for e in events], y=[by_id[game_id]] * len(events), mode="markers",
            marker={"size": 13, "color": colour, "line": {"width": 1.5, "color": PAPER}, "symbol": "diamond"},
            hovertext=[f"{year_text(e['year'], lang)}: {e['text'][lang]}" for e in events], hoverinfo="text",
            showlegend=False))
    ticks = [-1500, -1000, -500, 1, 500, 1000, 1500, 2000]
    fig.update_layout(
        barmode="overlay", height=300, margin={"l": 10, "r": 10, "t": 10, "b": 40}, paper_bgcolor=PAPER,
        plot_bgcolor=PAPER, font={"color": INK, "family": "Georgia, serif", "size": 14},
        xaxis={"range": [-1800, 2100], "tickvals": ticks, "ticktext": [year_text(y, lang) for y in ticks],
               "gridcolor": FAINT, "zeroline": False},
        yaxis={"automargin": True}, hoverlabel={"font_size": 14})
    return fig


def map_figure(museum: Museum, lang: str) -> go.Figure:
    """Where the games come from, on a latitude–longitude diagram with the seas and lands named."""
    fig = go.Figure()
    for region in REGIONS:
        fig.add_annotation(x=region["lon"], y=region["lat"], text=f"<i>{region[lang]}</i>", showarrow=False,
                           font={"size": 13, "color": "#8a7a66"})
    titles = {g["id"]: g["title"][lang] for g in museum.games}
    points = [(g, g["place"][lang], g["id"]) for g in museum.games]
    points += [(p, p["name"][lang], p["game"]) for p in museum.places]
    for point, place, game_id in points:
        lon, lat, title = point["lon"], point["lat"], titles[game_id]
        fig.add_trace(go.Scatter(x=[lon], y=[lat], mode="markers+text", text=[f"<b>{place}</b>"],
                                 textposition=point.get("label", "top center"), hoverinfo="text",
                                 hovertext=[f"{place}: {title}"],
                                 marker={"size": 16, "color": GAME_COLOURS[game_id],
                                         "line": {"width": 2, "color": PAPER}},
                                 textfont={"size": 14, "color": INK}, showlegend=False))
    axis = {"gridcolor": FAINT, "zeroline": False, "showticklabels": False}
    fig.update_layout(height=330, margin={"l": 10, "r": 10, "t": 10, "b": 10}, paper_bgcolor=PAPER,
                      plot_bgcolor="#eef3f4", font={"color": INK, "family": "Georgia, serif"},
                      xaxis={**axis, "range": [-115, 45], "dtick": 15},
                      yaxis={**axis, "range": [10, 62], "dtick": 15, "scaleanchor": "x", "scaleratio": 1.25},
                      dragmode=False)
    return fig
