"""The join link as a QR code, for the projector: an SVG drawn by ``segno``, as a data URI an ``<img>`` can
show (pure, no Streamlit)."""

from __future__ import annotations

import base64
import io
from functools import lru_cache

import segno

INK, PAPER = "#2b2118", "#fbf7ee"
"""The museum's ink and paper: dark enough on light for every phone camera."""


@lru_cache(maxsize=1024)
def qr_data_uri(url: str, *, scale: int = 8) -> str:
    """The QR code of ``url`` (error correction M, a quiet zone of four modules) as an SVG data URI; kept for the
    last thousand links (a page draws its links' codes again at every move, and a code takes milliseconds)."""
    buffer = io.BytesIO()
    segno.make(url, error="m", micro=False).save(buffer, kind="svg", scale=scale, dark=INK, light=PAPER, border=4)
    return "data:image/svg+xml;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")
