"""Pairs in class (issue 26): the teacher pairs the joined students into online games and watches them all.

The teacher's fold **Pairs** (under the projector's screen): pair the students not yet in a game at random, or two
by hand, into online games of the class board's rule set (its variants too, from its start); with an odd number
at random, the one left over waits, said by name, for the next pairs or a latecomer to be paired with by hand.
Below, every game of the class as a small board with the two names and whose turn it is, or how it ended, read again
every two seconds (a game's version first: only a game that changed is read whole); **Show on the projector** puts
one of them on the class board, which every student and the projector see follow that game's moves until the
teacher takes the board back.  A paired student's class page names the opponent and links to their game with their
own seat token, which the page reads from the store for that student alone (``classroom.pairs``).
"""

from __future__ import annotations

import html
import random
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode, urlsplit

import streamlit as st

from classroom import online
from classroom.limits import PAIRED, give_back, take
from classroom.online import OnlineGame
from classroom.pairs import PairError, Pairing, hand_pair, odd_one_out, pair_games, pairings, random_pairs, unpaired
from classroom.store import ClassError, ClassView
from games.core import DARK, LIGHT
from games.records import GameRecord
from ui import board_widget
from ui.classroom.chips import chip, chip_row
from ui.classroom.outage import reported, said_box, told
from ui.classroom.state import class_record, class_store, client, student_id
from ui.i18n import plain, t
from ui.moves.controller import marks
from ui.moves.link import game_link

PAIRS_SECONDS = 2.0
"""How often the teacher's small boards read their games' versions again."""
SMALL_HEIGHT = 230
"""A small board's height on the teacher's screen, in pixels (three across a projector's width)."""
ACROSS = 3
"""Small boards in a row (a phone stacks them)."""
SAID = "class:pairs-said"
"""Session state: what the teacher's last pairing could not do (a catalogue key and its values)."""
SEEN = "class:pairs-seen"
"""Session state: the games the teacher's small boards last read, by id (read again only when their version grew)."""
REDRAW = "class:pairs-redraw"
"""Session state: a game was put on the projector from the small boards' fragment, so the whole page is drawn again."""
GAME = "game"
"""The key of the class board that names the online game it shows (``show``): the board follows that game."""


def shown_game(board: dict[str, Any]) -> str | None:
    """The id of the online game the class board shows, or None (the teacher's own board)."""
    found = board.get(GAME)
    return found if isinstance(found, str) and online.is_game_id(found) else None


# ---------------------------------------------------------------- the teacher


def pairs_fold(view: ClassView, token: str, lang: str) -> None:
    """The fold under the teacher's screen: pairing, then the class's games as small live boards."""
    with st.expander(t("pairs.title", lang), icon=":material/group:", expanded=bool(class_store().seats(view.code))):
        record = class_record(view.board)
        st.caption(t("pairs.help", lang))
        _pairs(view.code, token, record.rules, lang)


@st.fragment(run_every=PAIRS_SECONDS)
def _pairs(code: str, token: str, rules: str, lang: str) -> None:
    """The fold's body, read again every two seconds (students join, games move): the pairing, then the games."""
    if st.session_state.pop(REDRAW, False):  # a game was put on the projector: the teacher's board column follows it
        st.rerun(scope="app")
    with told(lang):
        _pairing(code, token, rules, lang)
        _games(code, token, lang)


def _pairing(code: str, token: str, rules: str, lang: str) -> None:
    """Pair at random, two by hand, end the pairs; who has no pair (the odd one out waits)."""
    said = st.session_state.get(SAID)
    if said is not None:
        st.warning(t(said[0], lang, **said[1]), icon=":material/group_off:")
    said_box("pairs", lang)
    students, seats = class_store().students(code), class_store().seats(code)
    free = unpaired(students, seats)
    row = st.container(horizontal=True)
    write = reported("pairs", "class.store.not_saved")
    row.button(
        t("pairs.random", lang),
        icon=":material/shuffle:",
        type="primary",
        key="pairs:random",
        disabled=len(free) < 2,
        on_click=write(_pair_random),
        args=(code, token, rules),
    )
    row.button(
        t("pairs.end", lang), icon=":material/stop_circle:", key="pairs:end", on_click=write(_end), args=(code, token)
    )
    if free and seats:  # before the first pairs, the roll beside says who has joined
        waiting = [chip(students[student]) for student in free]
        st.html(f"<div>{html.escape(t('pairs.free', lang))}</div>{chip_row(waiting, 'pairs-free')}")
        if len(free) == 1:
            st.caption(t("pairs.odd", lang))
    if len(free) >= 2:
        with st.container(horizontal=True, vertical_alignment="bottom"):
            for which in ("first", "second"):
                st.selectbox(
                    t(f"pairs.{which}", lang),
                    free,
                    index=None,
                    format_func=students.__getitem__,
                    key=f"pairs:{which}",
                )
            st.button(
                t("pairs.hand", lang),
                icon=":material/join_inner:",
                key="pairs:hand",
                on_click=write(_pair_by_hand),
                args=(code, token, rules),
            )


def _pair_random(code: str, token: str, rules: str) -> None:
    """The students not yet in a game, paired at random (the odd one out waits)."""
    free = unpaired(class_store().students(code), class_store().seats(code))
    pairs = random_pairs(free, random.SystemRandom())
    _start(code, token, rules, pairs)
    if (waits := odd_one_out(free, pairs)) is not None:
        name = plain(class_store().students(code).get(waits, ""))  # the warning is Markdown: the name as text
        st.session_state[SAID] = ("pairs.waits", {"name": name})


def _pair_by_hand(code: str, token: str, rules: str) -> None:
    """The two students the teacher chose, paired (when both are free and not the same)."""
    free = unpaired(class_store().students(code), class_store().seats(code))
    try:
        pair = hand_pair(st.session_state.get("pairs:first"), st.session_state.get("pairs:second"), free)
    except PairError as error:
        st.session_state[SAID] = (f"pairs.error.{error.reason}", {})
        return
    _start(code, token, rules, [pair])
    for which in ("first", "second"):
        st.session_state.pop(f"pairs:{which}", None)


def _start(code: str, token: str, rules: str, pairs: list[tuple[str, str]]) -> None:
    """A game for each pair, kept in the store, and the students' seats in the class (within the games a client's
    classes may start in an hour: ``classroom.limits.PAIRED``)."""
    st.session_state.pop(SAID, None)
    if not pairs:
        return
    store, who, now = class_store(), client(), time.time()
    taken: list[str] = []
    for _ in pairs:
        ticket, wait = take(store, PAIRED, who, now)
        if wait:
            for earlier in taken:
                give_back(store, PAIRED, who, earlier)
            st.session_state[SAID] = ("pairs.too_many", {"minutes": max(1, round(wait / 60))})
            return
        taken.append(ticket)
    games, seats = pair_games(pairs, class_store().students(code), rules, random.SystemRandom(), now)
    for game in games:
        store.create_game(game, now)
    try:
        store.add_seats(code, token, seats, now)
    except ClassError:  # a student removed meanwhile: their game is made, but the class seats nobody
        st.session_state[SAID] = ("pairs.error.left", {})


def _end(code: str, token: str) -> None:
    """The pairs are over: the class forgets its seats (a game on the projector stays there until taken back)."""
    st.session_state.pop(SAID, None)
    class_store().end_pairs(code, token, time.time())


def _games(code: str, token: str, lang: str) -> None:
    """Every game of the class as a small board, with the names, whose turn it is or how it ended, and Show on
    the projector (or, for the game shown, that it is)."""
    store = class_store()
    found = pairings(store.seats(code))
    if not found:
        st.caption(t("pairs.none", lang))
        return
    view = store.view(code, time.time())
    shown = shown_game(view.board) if view is not None else None
    games = _read_games([pairing.game_id for pairing in found])
    for start in range(0, len(found), ACROSS):
        for column, pairing in zip(st.columns(ACROSS), found[start : start + ACROSS], strict=False):
            with column:
                _small_board(code, token, pairing, games.get(pairing.game_id), shown, lang)


def _read_games(game_ids: list[str]) -> dict[str, OnlineGame]:
    """The games, each read whole only when its version differs from the one this session read last."""
    kept: dict[str, OnlineGame] = st.session_state.get(SEEN, {})
    store, now, games = class_store(), time.time(), {}
    for game_id in game_ids:
        known = kept.get(game_id)
        if known is None or store.game_version(game_id) != known.version:
            known = store.game(game_id, now)
        if known is not None:
            games[game_id] = known
    st.session_state[SEEN] = games
    return games


def _small_board(
    code: str, token: str, pairing: Pairing, game: OnlineGame | None, shown: str | None, lang: str
) -> None:
    with st.container(border=True, key=f"pair-{pairing.game_id}"):
        if game is None:
            st.caption(t("pairs.gone", lang))
            return
        record = online.record(game)
        st.html(
            f'<div data-testid="pair-game" data-game="{pairing.game_id}">'
            f"{chip(_name(game, LIGHT, lang))} – {chip(_name(game, DARK, lang))}<br>"
            f'<small data-testid="pair-state">{html.escape(state_text(game, lang))}</small></div>'
        )
        board_widget.still_board(
            record, marks(record), f"pairs:board:{pairing.game_id}", lang=lang, height=SMALL_HEIGHT, drawable=False
        )
        if pairing.game_id == shown:
            st.caption(t("pairs.shown", lang))
        else:
            st.button(
                t("pairs.show", lang),
                icon=":material/cast:",
                key=f"pairs:show:{pairing.game_id}",
                on_click=reported("pairs", "class.store.not_saved")(show),
                args=(code, token, game),
            )


def _name(game: OnlineGame, side: int, lang: str) -> str:
    return game.names[side] or t(f"pairs.side.{side}", lang)


def state_text(game: OnlineGame, lang: str) -> str:
    """Whose turn it is, by name; or who won, and how (the game's rules, a resignation), or a draw."""
    if game.result is not None:
        winner = game.result.winner
        if winner is None:
            return t("pairs.draw", lang)
        return t(
            "pairs.won_resign" if game.result.why == online.RESIGN else "pairs.won",
            lang,
            name=_name(game, winner, lang),
        )
    side = online.to_move(game)
    return t("pairs.turn", lang, name=_name(game, side if side is not None else LIGHT, lang))


def _yours(game: OnlineGame, side: int, lang: str) -> str:
    """For the student playing ``side``: their turn, or the opponent's by name, or how the game ended."""
    return t("pairs.your_turn", lang) if online.to_move(game) == side else state_text(game, lang)


def show(code: str, token: str, game: OnlineGame) -> None:
    """Put ``game`` on the class board: every student's board and the projector follow it."""
    board = {**game_link(online.record(game))[0], GAME: game.game_id}
    class_store().set_board(code, token, board, time.time())
    st.session_state[REDRAW] = True


def shown_record(board: dict[str, Any]) -> tuple[GameRecord, OnlineGame | None]:
    """The class board's game: the online game it shows as it stands now (None when it has gone: the board as it
    was shown), else the board's own."""
    game_id = shown_game(board)
    game = class_store().game(game_id, time.time()) if game_id is not None else None
    return (online.record(game) if game is not None else class_record(board)), game


@st.fragment(run_every=1.0)
def projected_board(code: str, lang: str) -> None:
    """The teacher's board column while a pair's game is on the projector: that game, followed (where the teacher's
    own board stands, so that it fits the projector's screen as that one does)."""
    with told(lang):
        view = class_store().view(code, time.time())
        if view is None or shown_game(view.board) is None:  # taken back (on another device), or the class is gone
            st.rerun(scope="app")
        record, _ = shown_record(view.board)
        board_widget.still_board(record, marks(record), "pairs:projected", lang=lang, drawable=False)


def projected_buttons(code: str, lang: str, take_back: Callable[[], None]) -> None:
    """Beside it, in place of the board's buttons: the two names and whose turn, and Take the board back
    (``take_back`` puts the teacher's own board on the class board again)."""
    _projected_caption(code, lang)
    st.button(
        t("pairs.take_back", lang),
        icon=":material/undo:",
        type="primary",
        key="pairs:take-back",
        on_click=reported("teacher", "class.store.move")(take_back),
    )


@st.fragment(run_every=1.0)
def _projected_caption(code: str, lang: str) -> None:
    with told(lang, quiet=True):  # the board beside says it
        view = class_store().view(code, time.time())
        if view is not None:
            shown_caption(shown_record(view.board)[1], lang)


def shown_caption(game: OnlineGame | None, lang: str) -> None:
    """Over the class board that shows a pair's ``game``: the two names and whose turn (or how it ended)."""
    if game is None:
        st.caption(t("pairs.gone", lang))
        return
    names = f"{chip(_name(game, LIGHT, lang))} – {chip(_name(game, DARK, lang))}"
    st.html(f'<div data-testid="shown-game">{names} · {html.escape(state_text(game, lang))}</div>')


# ---------------------------------------------------------------- a student


def online_link(game_id: str, seat: str, lang: str) -> str:
    """The address of the online game page for the player holding ``seat``: this server's
    ``/online?game=<id>&seat=<token>`` (in the student's language)."""
    here = urlsplit(st.context.url or "http://localhost:8501/class")
    path = here.path.rsplit("/", 1)[0] + "/online"
    query = {"game": game_id, "seat": seat, **({"lang": lang} if lang != "en" else {})}
    return f"{here.scheme}://{here.netloc}{path}?{urlencode(query)}"


def your_game(code: str, lang: str) -> None:
    """A paired student's own game: the opponent's name, the side, and Play your game (a link with the student's own
    seat token, read from the store for this student's id alone)."""
    me = student_id()
    seat = next((seat for seat in class_store().seats(code) if seat.student == me), None) if me else None
    if seat is None:
        return
    game = class_store().game(seat.game_id, time.time())
    if game is None:
        return
    opponent = _name(game, 1 - seat.side, lang)
    with st.container(border=True, key="pairs-yours"):
        said = f"{t(f'pairs.your_side.{seat.side}', lang)} · {_yours(game, seat.side, lang)}"
        st.html(
            f'<div data-testid="pair-yours">{t("pairs.yours", lang, name=chip(opponent))}<br>{html.escape(said)}</div>'
        )
        st.link_button(
            t("pairs.play", lang),
            online_link(seat.game_id, seat.token, lang),
            icon=":material/sports_esports:",
            type="primary",
        )
