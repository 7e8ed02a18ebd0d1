"""The links of an online game, each with its QR code: the friend's (their seat), shown to the game's creator
until the friend has come, and the spectators'.

The public hooks: ``data-testid="invite-link"`` and ``data-testid="watch-link"`` (the links themselves), the QR
codes ``data-testid="invite-qr"`` and ``data-testid="watch-qr"``.
"""

from __future__ import annotations

import html

import streamlit as st

from classroom.qr import qr_data_uri
from ui.i18n import t

STYLE = """<style>
.online-link { display: flex; gap: .75rem; align-items: flex-start; margin-bottom: .5rem; }
.online-link img { width: 8.5rem; flex: none; image-rendering: pixelated; }
.online-link-at { font-size: .92rem; line-height: 1.35; font-weight: 600; }
.online-link a { font: .8rem/1.3 monospace; overflow-wrap: anywhere; color: #4a3b2c; }
.online-link-help { font-size: .85rem; line-height: 1.3; color: #6b5a48; margin: .2rem 0 0; }
</style>"""


def link_panel(kind: str, url: str, lang: str) -> None:
    """The ``invite`` or ``watch`` link: what it is for, the address (a link), and its QR code."""
    shown = html.escape(url).replace("?", "<wbr>?").replace("&amp;", "<wbr>&amp;")
    st.html(
        f'<div class="online-link"><img data-testid="{kind}-qr" src="{qr_data_uri(url, scale=6)}" '
        f'alt="{html.escape(t(f"online.{kind}.qr", lang))}"><div>'
        f'<div class="online-link-at">{html.escape(t(f"online.{kind}.title", lang))}</div>'
        f'<a data-testid="{kind}-link" href="{html.escape(url)}" target="_blank" rel="noopener">{shown}</a>'
        f'<p class="online-link-help">{html.escape(t(f"online.{kind}.help", lang))}</p></div></div>{STYLE}'
    )
