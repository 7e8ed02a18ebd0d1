"""Reading and clicking the Plotly board on a page, as the browser tests need it."""

from __future__ import annotations

TIMEOUT_MS = 30_000
VISIBLE_PLOT = """() => [...document.querySelectorAll('.stPlotlyChart .js-plotly-plot')]
    .filter(gd => gd.offsetParent !== null && gd.data && gd.querySelector('.nsewdrag')).pop()"""
"""The board on screen: after a click Streamlit mounts a new chart and hides the old one for a moment."""


def open_page(browser, url: str):
    """A fresh page at ``url``, once the board is drawn and the first run has settled."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    page.wait_for_function(f"() => !!({VISIBLE_PLOT})()")
    page.wait_for_timeout(500)  # let the first run finish, so that a click lands on the final chart
    return page


def board_data(page) -> list[dict]:
    """The traces of the board on screen, as Plotly holds them."""
    page.wait_for_function(f"() => !!({VISIBLE_PLOT})()")
    return page.evaluate(f"() => ({VISIBLE_PLOT})().data.map(t => ({{x: t.x, y: t.y, marker: t.marker}}))")


def click_place(page, name: str) -> None:
    """Click the point of the hit layer (the last trace) named ``name``, at the pixel Plotly drew it."""
    page.wait_for_function(f"() => !!({VISIBLE_PLOT})()")
    x, y = page.evaluate(f"""name => {{
        const gd = ({VISIBLE_PLOT})(), layout = gd._fullLayout, hit = gd.data[gd.data.length - 1];
        const i = hit.customdata.indexOf(name), box = gd.getBoundingClientRect();
        return [box.left + layout._size.l + layout.xaxis.l2p(hit.x[i]),
                box.top + layout._size.t + layout.yaxis.l2p(hit.y[i])];
    }}""", name)
    page.mouse.click(x, y)


def wait_for_pos(page, wanted: str) -> None:
    """Wait until the URL holds the position ``wanted``."""
    page.wait_for_function("wanted => new URL(location.href).searchParams.get('pos') === wanted", arg=wanted)
