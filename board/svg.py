"""An SVG drawing as a data URL, the form an ``<img>`` shows it in (pure, no Streamlit): Streamlit's HTML sanitiser
keeps an ``<img>`` with a data URL and drops ``<svg>``, and an image is one node of the page where inline SVG is one
per shape."""

from __future__ import annotations

import base64


def svg_data_url(svg: str) -> str:
    """``svg`` (one ``<svg>`` element) as a base64 data URL."""
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()
