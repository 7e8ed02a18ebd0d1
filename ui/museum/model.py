"""The lobby's data, read from ``content/museum.toml``, and its timeline's events as a list.  No Streamlit
(the timeline and the map are drawn by ``board.charts.museum``)."""

from __future__ import annotations

import tomllib
from functools import cache

from board.charts.museum import Museum, numbered_events, year_text
from ui.notebook.model import CONTENT


@cache
def load_museum() -> Museum:
    """Read ``content/museum.toml``."""
    data = tomllib.loads((CONTENT / "museum.toml").read_text(encoding="utf-8"))
    return Museum(
        tuple(data["games"]), tuple(data.get("places", ())), tuple(data["events"]), tuple(data.get("maps", ()))
    )


def events_list(museum: Museum, lang: str) -> str:
    """The timeline's events as a numbered Markdown list, by the numbers on the chart: when, which game, what."""
    titles = {g["id"]: g["title"][lang] for g in museum.games}
    return "\n".join(
        f"{number}. **{year_text(e['year'], lang)}** · {titles[e['game']]}: {e['text'][lang]}"
        for number, e in numbered_events(museum)
    )
