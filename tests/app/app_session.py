"""The app in AppTest, opened at one page as a visitor's first request would open it, and the ways a test
acts on it as a person would: click the board, press a button, choose a move."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from streamlit.proto.WidgetStates_pb2 import WidgetState
from streamlit.testing.v1 import AppTest

from ui.board_data import component_data
from ui.board_widget import SHOWN_KEY
from ui.i18n import t

APP = str(Path(__file__).resolve().parents[2] / "app.py")


def open_page(page: str, *, session: dict[str, Any] | None = None, first: bool = False, **params: str) -> AppTest:
    """Run the app at ``/<page>?<params>``, with ``session`` put in session state first; as in a browser where a
    board has been shown already (the whole page in one run), or for the ``first`` time (``say_shown``).

    Every run goes through ``app.py`` (its header with the language switch, its navigation) to
    ``pages/<page>.py``: AppTest re-enables Streamlit's old ``pages/`` folder discovery before every
    run, and the page sends such a run back through the app (``ui.site.through_the_entrance``).
    """
    at = AppTest.from_file(APP, default_timeout=60)
    at.switch_page(f"pages/{page}.py")
    if not first:
        at.session_state[SHOWN_KEY] = True
    for name, value in (session or {}).items():
        at.session_state[name] = value
    for name, value in params.items():
        at.query_params[name] = value
    return at.run()


def linked_position(at: AppTest) -> str:
    """The position the page's URL leads to (its start ``pos`` and its ``moves``), in notation."""
    from ui.moves.link import PARAMS, record_from_link

    record, error = record_from_link({name: at.query_params[name] for name in PARAMS if name in at.query_params})
    assert error is None, error
    return record.game.format_position(record.state)


def has_header(at: AppTest) -> bool:
    """True when the run drew the site's header: the site's name and the language switch."""
    return any(key.startswith("app:lang-switch:") for key in (w.key for w in at.segmented_control if w.key))


def boards(at: AppTest) -> list[dict[str, Any]]:
    """What the page sent to each of its boards and charts (``ui.board_widget``): the figure and the rest."""
    return [component_data(element.proto.json) for element in at.get("bidi_component")]


def live_boards(at: AppTest) -> list[dict[str, Any]]:
    """The page's live boards (not its pictures and charts)."""
    return [data for data in boards(at) if data["kind"] == "board"]


def click(at: AppTest, place: str, board: int = 0) -> AppTest:
    """Click the place named ``place`` on the page's ``board``-th live board, the way a browser without the
    board's own picking sends it: every click, with the pick the page last drew."""
    element = [e for e in at.get("bidi_component") if component_data(e.proto.json)["kind"] == "board"][board]
    data = component_data(element.proto.json)
    return send_event(at, element.proto.id, {"kind": "click", "place": place, "pick": data["pick"], "n": 1})


def say_shown(at: AppTest, *, width: int = 800, upright: bool = False, board: int = 0) -> AppTest:
    """Say, as the browser does, that the page's ``board``-th board or chart is up, in a column ``width`` CSS pixels
    wide on a screen upright or not (its ``screen`` state value): the run that follows draws the rest."""
    element = at.get("bidi_component")[board]
    states = at._tree.get_widget_states()
    states.widgets.append(
        WidgetState(id=element.proto.id, json_value=json.dumps({"screen": {"width": width, "upright": upright}}))
    )
    at._run(states)
    return at


def send_event(at: AppTest, element_id: str, payload: Any, name: str = "event") -> AppTest:
    """Deliver ``payload`` as a component's trigger value ``name`` (the board's ``event``), exactly as the browser
    sends it."""
    from streamlit.components.v2.bidi_component.main import _make_trigger_id

    states = at._tree.get_widget_states()
    trigger = json.dumps([{"event": name, "value": payload}])
    states.widgets.append(WidgetState(id=_make_trigger_id(element_id, "events"), json_trigger_value=trigger))
    at._run(states)
    return at


def button(at: AppTest, label: str) -> Any:
    """The button labelled ``label`` (the test fails, listing the buttons, when there is none)."""
    found = [b for b in at.button if b.label == label]
    assert found, f"no button labelled {label!r} among {[b.label for b in at.button]}"
    return found[0]


def play_typed(at: AppTest, move: str, lang: str = "en") -> AppTest:
    """Choose ``move`` in the play page's select box of moves and press Play."""
    [box] = [s for s in at.selectbox if s.label == t("moves.pick", lang)]
    box.select(move).run()
    return button(at, t("moves.play", lang)).click().run()


def page_text(at: AppTest) -> str:
    """The page's markdown, captions and subheaders, a line each."""
    return "\n".join(e.value for kind in ("markdown", "caption", "subheader") for e in getattr(at, kind))


def move_lists(at: AppTest) -> list[dict[str, Any]]:
    """What the page sent to each of its move lists (``ui.move_list``): the list's rows, the current ply, the rest."""
    return [data for data in boards(at) if data["kind"] == "move-list"]


def pick_move(at: AppTest, ply: int) -> AppTest:
    """Click the entry ``data-ply=<ply>`` of the page's move list, as the browser sends it (Replay)."""
    [element] = [e for e in at.get("bidi_component") if component_data(e.proto.json)["kind"] == "move-list"]
    return send_event(at, element.proto.id, ply, "pick")


def move_list(at: AppTest) -> str:
    """The page's list of moves, a line per turn in words as the list's rows hold them ("1. ○ a1-a5\\n2. ..."),
    empty when the page has none."""
    from ui.move_list import GLYPHS

    lists = move_lists(at)
    rows = lists[0]["list"]["rows"] if lists else []
    return "\n".join(f"{row['n']}. {GLYPHS[row['side']]} {row['words']}" for row in rows)


def html_text(at: AppTest) -> str:
    """Every HTML block the run drew, one after another."""
    return "\n".join(element.proto.body for element in at.get("html"))
