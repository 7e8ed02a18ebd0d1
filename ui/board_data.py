"""How a board's or chart's data travels to the browser: as one JSON text inside the component's JSON.

Given a dict, Streamlit encodes a board's figure twice on every run, once with its keys sorted for the element's
identity, which was a tenth of a busy server's time (``bench.online``); given the text, it only quotes it.  The
board's loader in the browser parses it (``ui.board_widget.LOADER``); tests and benches read it back with
``component_data``.
"""

from __future__ import annotations

import json
from typing import Any


def encoded(data: dict[str, Any]) -> str:
    """A board's or chart's data as the component is given it: one JSON text."""
    return json.dumps(data, separators=(",", ":"))


def component_data(sent: str) -> Any:
    """The data of a board or chart as the page sent it (the JSON of the component's element, which holds the
    text of ``encoded``), or of any other component (its JSON as it is)."""
    value = json.loads(sent)
    return json.loads(value) if isinstance(value, str) else value
