"""The online game's page, ``/online?game=<id>&seat=<token>`` (a spectator's link has no seat): the board
of a game two people play on two devices, held in the store (``classroom.online``).

The board under the rule set's title and the players' names (as text), and beside it (under it on a phone) the turn
block (``ui.online.turn``), then the friend's link while the friend has not come and the spectators' link, each with
its QR code. A move on the board goes to the store, which plays it by the rules or refuses it; the page follows the
game by its follower (``ui.follow``), which reruns the game's fragment as soon as the game has moved on (a player's
is also the seat's heartbeat, and reruns the fragment when the opponent comes or goes), and by a slow watch
(``ui.online.watch``). A second device opening a seat another device holds asks first. A link that names no game, a
game that is gone, or a seat of another game gets a sentence and the way back to Play.
"""

from __future__ import annotations

import time
from functools import partial
from html import escape

import streamlit as st

from board import can_flip
from classroom.online import OnlineError, OnlineGame
from ui import board_widget, controls
from ui.classroom.outage import told
from ui.classroom.state import class_store, device, device_script
from ui.follow import SPECTATOR_SPREAD_SECONDS, follow
from ui.i18n import rules_text, t
from ui.moves.words import board_alt
from ui.online import actions
from ui.online.links import link_panel
from ui.online.model import actions as seat_actions
from ui.online.model import held_elsewhere, players, read_address, seat_side
from ui.online.state import OPENING, PAGE, board_key, follow_key, game_url, invite_script, invite_token, said, show
from ui.online.turn import turn_block
from ui.online.watch import opponent_line, watch
from ui.play.page import ABOVE_THE_BOARD, PAGE_STYLE, UNDER_THE_BOARD

PHONE_BELOW_PX = 120
"""What a phone's screen keeps under the board: whose turn it is and the throw, or the game's first buttons."""
STYLE = """<style>
.online-players { font-size: .95rem; color: #4a3b2c; margin: -.25rem 0 .25rem; }
.online-status { font-size: .9rem; margin: -.6rem 0 -.3rem; }
.online-status::before { content: "● "; }
.online-connected::before { color: #2e7d32; }
.online-away::before { color: #9e9e9e; }
</style>"""


def online_page(lang: str) -> None:
    """The game the link names, from its seat or as a spectator; while the store cannot be reached, a sentence
    says so and the page comes back by itself."""
    st.session_state.pop(OPENING, None)  # the game Play has just made is open
    st.html(PAGE_STYLE + STYLE)
    with told(lang, retry=True, said="online.store.down"):
        _page(lang)


def _page(lang: str) -> None:
    address = read_address(st.query_params.get("game"), st.query_params.get("seat"))
    if isinstance(address, str):
        _refused(address, lang)
        return
    now = time.time()
    game = class_store().game(address.game_id, now)
    if game is None:
        _refused("online.error.gone", lang)
        return
    side = seat_side(game, address.seat)
    if isinstance(side, str):
        _refused(side, lang, watch=game.game_id)
        return
    rematch = _rematch(game)
    if rematch is not None:
        st.query_params["game"] = rematch  # each seat token keeps its person
        st.rerun()
    if address.seat is not None and side is not None:
        if held_elsewhere(game, side, device(), now):
            _ask_to_take(game.game_id, address.seat, lang)
            return
        try:
            game = actions.heartbeat(game.game_id, address.seat)
        except OnlineError:  # another device took the seat a moment ago
            _ask_to_take(game.game_id, address.seat, lang)
            return
    if script := device_script():
        st.html(script, unsafe_allow_javascript=True)
    _game(game.game_id, address.seat, side, lang)
    watch(game.game_id, address.seat, side, inviting=_friend(game, side) is not None)


def _friend(game: OnlineGame, side: int | None) -> str | None:
    """The friend's seat token while this player's page shows the invite: it keeps the token, and the friend has not
    come."""
    if side is None or game.seen[1 - side] != 0.0:
        return None
    return invite_token(game, side)


def _rematch(game: OnlineGame) -> str | None:
    """The id of ``game``'s rematch, once one of the players has asked for it and the store has it."""
    if game.rematch is None or class_store().game(game.rematch, time.time()) is None:
        return None
    return game.rematch


def _refused(reason: str, lang: str, *, watch: str | None = None) -> None:
    """What is wrong with the link, in a sentence, and the way back to Play (and, for a seat of another game, the
    game as a spectator)."""
    st.title(t("online.title", lang), anchor=False)
    st.error(t(reason, lang), icon=":material/link_off:")
    row = st.container(horizontal=True)
    row.page_link("pages/play.py", label=t("online.back", lang), icon=":material/grid_on:")
    if watch is not None:
        row.page_link(
            PAGE,
            label=t("online.watch.open", lang),
            icon=":material/visibility:",
            query_params={"game": watch},
        )


def _ask_to_take(game_id: str, seat: str, lang: str) -> None:
    """The seat is open on another device just now: play here instead?"""
    st.title(t("online.title", lang), anchor=False)
    text = said(game_id)
    if text:
        st.warning(text, icon=":material/block:")
    st.info(t("online.elsewhere", lang), icon=":material/devices:")
    row = st.container(horizontal=True)
    row.button(
        t("online.elsewhere.take", lang),
        type="primary",
        icon=":material/login:",
        on_click=actions.on_take,
        args=(game_id, seat, lang),
        key="online:take",
    )
    row.page_link(
        PAGE, label=t("online.watch.open", lang), icon=":material/visibility:", query_params={"game": game_id}
    )


@st.fragment
def _game(game_id: str, seat: str | None, side: int | None, lang: str) -> None:
    """The board and its block: one fragment, so that a move draws only the game again (and a store that fails
    while the fragment runs alone is said in a sentence here, as the page says it)."""
    with told(lang, retry=True, said="online.store.down"):
        _game_now(game_id, seat, side, lang)


def _game_now(game_id: str, seat: str | None, side: int | None, lang: str) -> None:
    game = class_store().game(game_id, time.time())
    if game is None or _rematch(game) is not None:  # the page says it is gone, or moves to the rematch
        st.rerun(scope="app")
    if side is not None and held_elsewhere(game, side, device(), time.time()):  # the follower heard so
        st.rerun(scope="app")
    record = show(game)
    board_col, side_col = controls.columns(record.game, above=ABOVE_THE_BOARD, under=UNDER_THE_BOARD)
    friend = _friend(game, side)
    with board_col:
        _title(game, side, lang)
        shown = opponent_line(game, side, lang) if side is not None else ""
        spread = SPECTATOR_SPREAD_SECONDS if side is None else 0.0  # spectators' pages follow spread over a second
        # reruns this fragment when the game moves on, and (a player's) is the seat's heartbeat
        follow(game_id, game.version, follow_key(game_id), spread=spread, seat=seat, shown=shown)
        board_widget.live_board(
            board_key(game_id),
            lang=lang,
            alt=board_alt(record, lang),
            alt_touch=board_alt(record, lang, touch=True),
            human=side,
            flip=side == 1 and can_flip(record.game),  # the dark seat sees its own side at the bottom
            locked=side is None,
            on_played=partial(actions.on_played, game_id, seat, lang) if seat else None,
            on_throw=partial(actions.on_throw, game_id, seat, lang) if seat else None,
            fit="first",
            below=PHONE_BELOW_PX,
        )
    with side_col:
        turn_block(game, record, side, seat, seat_actions(game, record, side), lang)
        _links(game, friend, lang)


def _title(game: OnlineGame, side: int | None, lang: str) -> None:
    """The rule set, and who plays each side (names as text)."""
    st.markdown(f"## {rules_text(game.rules, 'title', lang)}")
    controls.variant_badge(game.rules, lang)
    light, dark = players(game, side, lang)
    role = t("online.spectator", lang) if side is None else ""
    st.html(
        f"<div class='online-players' data-testid='players'>{escape(light)} · {escape(dark)}"
        f"{' · ' + escape(role) if role else ''}</div>"
    )


def _links(game: OnlineGame, friend: str | None, lang: str) -> None:
    """The friend's link (``friend``: their seat token, while the creator's page shows it) and the spectators'."""
    with st.container(key="online-links"):
        if friend is not None:
            link_panel("invite", game_url(game.game_id, friend, lang), lang)
            st.html(invite_script(game.game_id, friend), unsafe_allow_javascript=True)
        link_panel("watch", game_url(game.game_id, None, lang), lang)
