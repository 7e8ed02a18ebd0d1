"""The board on a page: one Streamlit component that draws every board and chart with Plotly in the page
itself, stays mounted across reruns, and sends each event on a board through the one controller.

A page's board lives in session state under its key as an ``Interaction`` (``ui.moves.controller``): the
game record, the move being built and what the person was last told.  ``put`` starts or replaces it,
``send`` feeds an event through the controller and keeps the outcome, and ``live_board`` draws it.  The
browser part (``static/board.js``) looks each click up in the table the controller sends with the figure
(``browser_clicks``: what every click does, by the controller's own rule ``clicked``), draws a pick or
its putting down by itself, and sends a click to ``_on_event`` only when it goes on with a move or when
the rules must say why not; the component's trigger value delivers it exactly once.  So a click goes
from the component's callback here to the controller and the engine, and the next run of the page's
fragment draws the figure that came back, in place, with ``Plotly.react``.  ``still_board`` and
``chart`` draw pictures and the museum's charts through the same component, so that the full Plotly
bundle is never loaded: the component loads the small one vendored in ``static/`` (served by
Streamlit's static file serving).

A live board is drawn in its narrow layout on a phone held upright (``board.narrow_layout``: Kowalski's board
turned, Patolli's X stretched upwards, every grid with thin margins, so that places stand a finger apart).  The
browser knows the width the board is given and Python does not: the browser part compares it with the
``narrow_below`` width sent with the figure (and looks whether the screen is upright) and, when the layout drawn
is the wrong one, sends both as the component's ``screen`` state value (``{"width": 358, "upright": true}``), and
Python draws the other layout; they are kept for the session (``SCREEN_KEY``), so that the next board the
visitor opens starts in the right layout.

On a visitor's first page the board comes first (``board_first``): Streamlit shows a run's elements only once the
code of every kind of element among them has arrived, and a select box's or a button's code would hold the board
back; so the page's first run draws its first board and what stands above it, that board says once it is drawn
that it is up (the same ``screen`` value), and the run this asks for draws the rest.

The component is given its data as one JSON text (``ui.board_data``), which its loader parses.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

import plotly.graph_objects as go
import streamlit as st

from board import Marks, board_points, narrow_below, narrow_layout, pick_traces, position_spec
from games.records import GameRecord
from ui.board_data import encoded
from ui.i18n import t
from ui.moves.controller import BoardMoves, Event, Interaction, Pick, browser_clicks, interact, last_motion, marks
from ui.moves.drawings import Arrow, read_drawn
from ui.moves.words import announcement, position_label
from ui.preload import VERSION, plotly_url, static_url

LOADER = """export default function (component) {
  const data = typeof component.data === "string" ? JSON.parse(component.data) : component.data;
  // fetch Plotly while the board's code is fetched, unless the page has asked for it already (ui.preload's early
  // tags, or an earlier board): a second preload of a file the browser may not keep would fetch it again
  const asked = `script[data-plotly], link[rel=preload][href="${CSS.escape(data.plotly)}"]`;
  if (!window.Plotly && !document.querySelector(asked)) {
    const link = Object.assign(document.createElement("link"), {rel: "preload", as: "script", href: data.plotly});
    document.head.appendChild(link);
  }
  const url = new URL(data.static + "board.js?v=" + data.version, window.location.href);
  return import(url.href).then((module) => module.mount({ ...component, data }));
}"""
_COMPONENT = st.components.v2.component("ancient_board", js=LOADER, isolate_styles=False)
SCREEN_KEY = "board:screen"
"""The session-state key of what the browser said of the visitor's last live board: the width in CSS pixels it
was given, and whether the screen is upright."""
SHOWN_KEY = "board:shown"
"""The session-state key that is true once a board of the session has said it is up in the browser."""
ASK_KEY = "board:ask-shown"
"""The session-state key that is true when the next board drawn is to say that it is up (``board_first``)."""
SOUND_KEY = "board:sound"
"""The session-state key that is true while the visitor has the boards' sounds on (``board_switches``)."""
PEN_KEY = "board:pen"
"""The session-state key that is true while the boards' pen is on: a drag draws (``board_switches``)."""
TOUCH_KEY = "board:touch"
"""The session-state key that is true once a board has been tapped on a touch screen (a coarse pointer)."""
Drawn = Callable[[str, tuple[Arrow, ...]], None]
"""What a page does when the person draws on its board: the position drawn on (in notation) and its arrows."""
Played = Callable[[Interaction], None]
"""What a page does once a move is played on its board (a lesson judges it)."""


def view_key(key: str) -> str:
    """The session-state key of the component drawing board ``key``: Streamlit keeps the browser's
    last event there, in a state object of its own that does not pickle; every other key does."""
    return f"{key}:view"


def _screen(said: Any) -> tuple[float, bool] | None:
    """The width and uprightness in what the browser said (``{"width": 358, "upright": true}``), if well formed."""
    if not isinstance(said, dict):
        return None
    width, upright = said.get("width"), said.get("upright")
    if isinstance(width, int | float) and width > 0 and isinstance(upright, bool):
        return float(width), upright
    return None


def given_screen(key: str) -> tuple[float, bool] | None:
    """The width in CSS pixels the browser gave the board ``key``, and whether the screen is upright (else those of
    the session's last live board), if it said."""
    return _screen(getattr(st.session_state.get(view_key(key)), "screen", None)) or _screen(
        st.session_state.get(SCREEN_KEY)
    )


def board_shown() -> bool:
    """Whether a board of the session has said that it is up in the browser (see ``board_first``)."""
    return st.session_state.get(SHOWN_KEY) is True


def board_first() -> bool:
    """Whether this run is to draw the page's first board alone, with what stands above it: true until a board of
    the session has been shown.  Call before drawing that board: the next board drawn then says in the browser
    that it is up, and the run it asks for draws the rest of the page."""
    waiting = not board_shown()
    st.session_state[ASK_KEY] = waiting
    return waiting


def touch_screen() -> bool:
    """Whether the visitor's last event on a board came from a touch screen, so that the words say "tap"."""
    return st.session_state.get(TOUCH_KEY) is True


def current(key: str) -> Interaction | None:
    """The board ``key``'s record, pick and notice, if the page has put one there."""
    return st.session_state.get(key)


def interaction(key: str) -> Interaction:
    """The board ``key``'s record, pick and notice, which the page has put there (see ``put``)."""
    shown: Interaction = st.session_state[key]
    return shown


def put(key: str, interaction: Interaction) -> None:
    """Start or replace what the board ``key`` shows."""
    st.session_state[key] = interaction


def forget(key: str) -> None:
    """Take the board ``key`` away (the page sets it up afresh when it next draws it)."""
    st.session_state.pop(key, None)


def send(
    key: str, event: Event, *, human: int | None = None, on_played: Played | None = None, pick: Pick | None = None
) -> Interaction:
    """Feed ``event`` on the board ``key`` through the controller and keep the outcome (see ``interact``);
    ``pick`` is the move being built as the browser knows it (the kept one by default)."""
    before = interaction(key)
    result = interact(before.record, before.pick if pick is None else pick, event, human=human)
    st.session_state[key] = result
    if result.played is not None and on_played is not None:
        on_played(result)
    return result


def live_board(
    key: str,
    *,
    lang: str,
    alt: str,
    alt_touch: str | None = None,
    human: int | None = None,
    flip: bool = False,
    hint: Any = None,
    highlights: tuple[str, ...] = (),
    arrows: tuple[tuple[str, str], ...] = (),
    on_played: Played | None = None,
    on_throw: Callable[[], None] | None = None,
    on_drawn: Drawn | None = None,
    fit: str = "page",
    below: int = 0,
    locked: bool = False,
) -> None:
    """Draw the board ``key`` and send what is done on it to the controller.

    ``alt`` names the board for a screen reader (``alt_touch``, if given, on a touch screen: "tap" for "click").
    While nothing is picked the board shows the ``hint``'s move, or ``highlights`` and ``arrows`` (pairs of places; a
    circle round a place, the pair of it and itself, is shown always); over them, the arrows and circles the person
    draws (right drag, or with the pen on), each position its own (``on_drawn`` hears of them: a class's board shows
    the teacher's to the students).
    ``human`` is the side the person plays against the computer (None: people play both sides);
    ``on_played`` hears of each move played; ``on_throw`` throws when a throw is due and the person
    presses Enter or Space on the board.  ``fit`` is ``page`` (the width given, and no taller than the
    screen), ``first`` (the board of a page's first screen: the width given, and no lower than the screen's
    bottom) or ``screen`` (presentation: the board takes the screen's height); on a phone it leaves ``below``
    CSS pixels of the screen under it, if given (a lesson's task and buttons).  A ``locked`` board takes no
    move (a student's quiz answer is in).
    """
    shown: Interaction = st.session_state[key]
    record, pick = shown.record, shown.pick
    game, state = record.game, record.state
    turn = game.turn(state)
    may_act = not locked and turn.phase in ("move", "place") and (human is None or turn.side == human)
    board_moves = BoardMoves([m for m in game.moves(state) if m.places] if may_act else [])
    chain = pick if len(pick) > 1 else ()  # the browser draws a one-place pick itself
    screen = given_screen(key)
    narrow = screen is not None and narrow_layout(game, screen[0], upright=screen[1])
    shown_marks = marks(record, chain, hint=hint, highlights=highlights, arrows=_straight(arrows))
    figure = position_spec(game, state, shown_marks, lang=lang, flip=flip, narrow=narrow)
    starts = list(board_moves.starts)
    places, pieces = board_points(game, state, flip=flip, narrow=narrow)
    data = {
        **_common("board", figure, lang, key=key),
        "rules": record.rules,
        "position": game.format_position(state),
        "live": may_act,
        "fit": fit,
        "below": below,
        "narrow": narrow,
        "narrow_below": narrow_below(game),
        "pick": list(pick),
        "clicks": browser_clicks(board_moves, pick) if may_act else {},
        "picks": {p: pick_traces(game, state, marks(record, (p,)), flip=flip, narrow=narrow) for p in starts},
        "places": places,
        "pieces": pieces,
        "throw_due": turn.phase == "throw" and on_throw is not None and (human is None or turn.side == human),
        "cursor_start": starts[0] if starts else next(iter(pieces), next(iter(places), "")),
        "label": f"{alt} {position_label(record, lang)}",
        "label_touch": f"{alt_touch} {position_label(record, lang)}" if alt_touch else None,
        "announce": announcement(record, lang),
        "last": last_motion(record),
        "sound": switched(SOUND_KEY),
        "arrows": [list(arrow) for arrow in arrows],
        "tell_drawn": on_drawn is not None,
    }
    _COMPONENT(
        key=view_key(key),
        data=encoded(data),
        width="stretch",
        height="content",
        on_event_change=_ignore if locked else partial(_on_event, key, human, on_played, on_throw),
        on_screen_change=partial(_on_screen, key, True),
        on_drawn_change=partial(_on_drawn, key, on_drawn),
    )


def switched(name: str) -> bool:
    """Whether the switch ``name`` of the session's boards is on (``SOUND_KEY``, ``PEN_KEY``: both off at first)."""
    return st.session_state.get(name) is True


def board_switches(lang: str) -> None:
    """The switches of the session's boards, side by side: their sounds (off until turned on) and the pen (while on,
    a drag on a board draws an arrow, or a circle where it began, instead of moving a piece: for a touch screen, which
    has no right button).  Kept for the session, whichever page shows them."""
    with st.container(horizontal=True, gap="medium"):
        for name, words in ((SOUND_KEY, "board.sound"), (PEN_KEY, "board.pen")):
            st.toggle(t(words, lang), value=switched(name), key=f"{name}:switch", on_change=_switch, args=(name,))


def _switch(name: str) -> None:
    st.session_state[name] = st.session_state.get(f"{name}:switch") is True


def still_board(
    record: GameRecord,
    shown: Marks,
    key: str,
    *,
    lang: str,
    flip: bool = False,
    height: int | None = None,
    arrows: tuple[Arrow, ...] = (),
    drawn: tuple[Arrow, ...] = (),
    drawable: bool = True,
    fit: str = "page",
) -> None:
    """Draw ``record``'s position with the marks ``shown`` as a picture, at most ``height`` pixels tall, with their
    arrows and ``arrows`` (a circle round a place: the pair of it and itself), and over them the arrows and circles
    ``drawn`` by someone (a class's teacher) as they were drawn; a ``drawable`` one takes the person's own too (right
    drag, or with the pen on).  ``fit`` as a live board's: ``page`` (no taller than the screen) or ``first`` (no
    lower than the screen's bottom)."""
    given = tuple(dict.fromkeys((*shown.arrows, *arrows)))
    figure = position_spec(record.game, record.state, replace(shown, arrows=_straight(given)), lang=lang, flip=flip)
    places, _ = board_points(record.game, record.state, flip=flip)
    data = {
        **_common("still", figure, lang, key=key),
        "rules": record.rules,
        "max_height": height,
        "fit": fit,
        "position": record.game.format_position(record.state),
        "label": position_label(record, lang),
        "places": places,
        "arrows": [list(arrow) for arrow in given],
        "shared": [list(arrow) for arrow in drawn],
        "draw": drawable,
    }
    _COMPONENT(
        key=key, data=encoded(data), width="stretch", height="content", on_screen_change=partial(_on_screen, key, False)
    )


def chart(figure: go.Figure, key: str, *, label: str) -> None:
    """Draw one of the museum's charts, as wide as it is given."""
    spec = json.loads(figure.to_json())  # plain lists and numbers: a chart's data may come as numpy arrays
    data = {**_common("chart", {"data": spec["data"], "layout": spec["layout"]}, "en"), "label": label}
    _COMPONENT(
        key=key, data=encoded(data), width="stretch", height="content", on_screen_change=partial(_on_screen, key, False)
    )


def _common(kind: str, figure: dict[str, Any], lang: str, *, key: str = "") -> dict[str, Any]:
    layout = figure["layout"]
    return {
        "kind": kind,
        "name": key,
        "draw": kind == "board",
        "pen": switched(PEN_KEY),
        "arrows": [],
        "shared": [],
        "figure": figure,
        "ref": [layout.get("width") or 700, layout.get("height") or 450],
        "static": _static_url(),
        "version": VERSION,
        "plotly": plotly_url(st.get_option("server.baseUrlPath") or ""),
        "lang": lang,
        "live": False,
        "places": {},
        "pieces": {},
        "clicks": {},
        "picks": {},
        "pick": [],
        "cursor_px": 30,
        "cursor_color": "#1f5fbf",
        "roledescription": "board",
        "first": st.session_state.pop(ASK_KEY, False),  # only the first board drawn after board_first asks
    }


def _straight(arrows: tuple[Arrow, ...]) -> tuple[Arrow, ...]:
    """The arrows among ``arrows`` that go somewhere (the figure draws them; the browser draws the circles)."""
    return tuple(arrow for arrow in arrows if arrow[0] != arrow[1])


def _static_url() -> str:
    """Where Streamlit serves the files of ``static/`` (under the server's base path, if it has one)."""
    return static_url(st.get_option("server.baseUrlPath") or "")


def _ignore() -> None:
    """A locked board's callback: whatever the browser sends, nothing happens."""


def _on_screen(key: str, live: bool) -> None:
    """The component's callback when the browser says that the board ``key`` is up, with the width it gives it and
    whether the screen is upright (the run that follows draws a live board's layout for them): a live board's are
    kept for the session's next boards too (a picture's width says nothing of theirs)."""
    st.session_state[SHOWN_KEY] = True
    said = getattr(st.session_state.get(view_key(key)), "screen", None) if live else None
    if _screen(said) is not None:
        st.session_state[SCREEN_KEY] = said


def _on_drawn(key: str, on_drawn: Drawn | None) -> None:
    """The component's callback when the person draws or takes away an arrow or a circle on a board whose drawings
    are heard of (``on_drawn``): the position and its arrows, between the board's places."""
    said = getattr(st.session_state.get(view_key(key)), "drawn", None)
    shown = current(key)
    read = read_drawn(said, shown.record.game.places()) if shown is not None else None
    if read is not None and on_drawn is not None:
        on_drawn(*read)


def _on_event(key: str, human: int | None, on_played: Played | None, on_throw: Callable[[], None] | None) -> None:
    """The component's callback: what the browser sent, as an event for the controller (anything malformed
    is dropped; the browser sends only what the table of its clicks says)."""
    payload = getattr(st.session_state.get(view_key(key)), "event", None)
    shown = current(key)
    if not isinstance(payload, dict) or shown is None:
        return
    kind, place, pick = payload.get("kind"), payload.get("place"), payload.get("pick")
    places = set(shown.record.game.places())
    if not isinstance(pick, list) or not all(isinstance(p, str) and p in places for p in pick):
        return
    st.session_state[TOUCH_KEY] = payload.get("touch") is True
    if kind == "throw":
        if on_throw is not None:
            on_throw()
    elif kind == "stop":
        send(key, Event.stop(), human=human, on_played=on_played, pick=tuple(pick))
    elif kind == "click" and isinstance(place, str) and place in places:
        send(key, Event.click(place), human=human, on_played=on_played, pick=tuple(pick))
