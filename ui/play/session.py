"""The play page's state: the game on the board, in session state and in the URL, and the callbacks
that change it.

The game lives where the board keeps it (``ui.board_widget``, under the key ``BOARD``): the
``GameRecord`` (with every throw and how it fell), the move being built and what the person was last
told.  Beside it session state holds frozen values only, under keys no widget owns: the reason a link
could not be read, the seed and count of the session's throws, and the Hint shown for the position.
Every change a person makes goes through the one controller in a callback, before the script draws
the page; each run writes the position into the URL, so that a refresh or a shared link restores the
game.  The computer's turn (``computer_step``) is played by the page after it has drawn, so that the
person sees the board while the computer thinks; meanwhile the controller refuses the person's moves.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import streamlit as st

from games.ai.opponent import choose_move
from games.ai.opponent import hint as master_hint
from games.core import GameError, Message
from games.records import GameRecord
from ui import board_widget
from ui.moves import throws
from ui.moves.controller import Event, Interaction, Notice, Pick
from ui.moves.hint import Suggestion
from ui.moves.link import PARAMS, Link, game_link, link_codes, record_from_link
from ui.moves.opponent import computer_acts, human_side, seeded
from ui.play.versus import opponent

BOARD, LINK_ERROR, LINKED, CODES = "play:board", "play:link-error", "play:linked", "play:codes"
PENDING = "play:pending-link"
SEED, THROWS, SUGGESTION, HINT_WANTED = "play:seed", "play:throws", "play:suggestion", "play:hint-wanted"


def current_record() -> GameRecord:
    """The game on the board; read from the URL when the URL names another game than the one this session
    last wrote there (a link was opened or pasted).  A link that would replace a game in progress waits
    for the person's answer (``pending_link``)."""
    shown = board_widget.current(BOARD)
    wanted = {name: st.query_params[name] for name in PARAMS if name in st.query_params}
    if shown is None or wanted and wanted != st.session_state.get(LINKED):
        if shown is not None and _in_progress(shown.record):
            st.session_state[PENDING] = wanted
        else:
            _open(wanted)
    record = board_widget.interaction(BOARD).record
    _write_link(record)
    return record


def link() -> Link:
    """The query parameters of the game on the board, as this run wrote them into the URL."""
    written: Link = st.session_state.get(LINKED, {})
    return written


def pending_link() -> GameRecord | None:
    """The game a link opened on this page would start, while the person has not said whether it may
    replace the game in progress."""
    wanted: Link | None = st.session_state.get(PENDING)
    return record_from_link(wanted)[0] if wanted is not None else None


def on_open_pending() -> None:
    """Open the game of the pending link, in place of the game in progress."""
    _open(st.session_state.pop(PENDING, {}))


def on_keep_game() -> None:
    """Keep the game in progress; the pending link is forgotten."""
    st.session_state.pop(PENDING, None)


def _in_progress(record: GameRecord) -> bool:
    return bool(record.moves) and record.game.outcome(record.state) is None


def _open(link: Link) -> None:
    record, error = record_from_link(link)
    st.session_state[CODES] = link_codes(link)  # the link's game is not coded again to be written back
    _commit(record)
    st.session_state[LINK_ERROR] = (record, error)


def pick() -> Pick:
    """The places of the move being built (empty when nothing is picked)."""
    shown = board_widget.current(BOARD)
    return shown.pick if shown is not None else ()


def notice() -> Notice | None:
    """What the person was told about the last event that played nothing (the engine's reason, or a hint)."""
    shown = board_widget.current(BOARD)
    return shown.notice if shown is not None else None


def suggestion(record: GameRecord) -> Suggestion | None:
    """The Hint asked for in ``record``'s current position, if one was (it is gone after the next move)."""
    asked: Suggestion | None = st.session_state.get(SUGGESTION)
    return asked if asked is not None and asked.fits(record) else None


def link_error() -> Message | None:
    """Why the link that opened this game could not be read (whole or in part), while that game has not
    moved on."""
    found: tuple[GameRecord, Message | None] | None = st.session_state.get(LINK_ERROR)
    shown = board_widget.current(BOARD)
    return found[1] if found is not None and shown is not None and shown.record == found[0] else None


def human() -> int | None:
    """The side the person plays against the computer (None: people play both sides)."""
    return human_side(opponent())


def _commit(record: GameRecord) -> None:
    board_widget.put(BOARD, Interaction(record))
    _write_link(record)


def _write_link(record: GameRecord) -> None:
    """Put the whole of ``record`` into the URL, and remember it as this session's own link."""
    link, codes = game_link(record, st.session_state.get(CODES))
    st.session_state[CODES] = codes
    st.session_state[LINKED] = link
    for name in PARAMS:
        if name not in link and name in st.query_params:
            del st.query_params[name]
        elif name in link and st.query_params.get(name) != link[name]:
            st.query_params[name] = link[name]


def on_event(event: Event) -> None:
    """Hand ``event`` to the controller through the board (refused while the computer is to move)."""
    board_widget.send(BOARD, event, human=human())


def on_typed(key: str) -> None:
    """The "Play" button beside the select box of moves whose widget key is ``key``."""
    text = st.session_state.get(key)
    if text:
        on_event(Event.typed(text))


def on_throw() -> None:
    """The Throw button: the device falls (seeded per session and throw), and its value is played; a throw
    that no piece can use passes the turn at once when ``auto_passing`` (the engine's reason is told)."""
    on_event(Event.throw(_next_fall()))
    record = board_widget.interaction(BOARD).record
    moves = record.game.moves(record.state)
    if auto_passing() and [move.kind for move in moves] == ["pass"]:
        reasons = record.game.stuck_reasons(record.state)
        on_event(Event.typed(moves[0].text))
        if reasons:
            board_widget.put(BOARD, replace(board_widget.interaction(BOARD), notice=Notice(reasons[0])))


def auto_pass_key() -> str:
    """The key of the "pass lost turns" switch: one for games against the computer, one between friends."""
    return f"play:auto-pass:{'computer' if opponent().is_computer else 'friend'}"


def auto_passing() -> bool:
    """True when a lost turn passes by itself: the switch, on by default against the computer."""
    return bool(st.session_state.get(auto_pass_key(), opponent().is_computer))


def on_undo() -> None:
    """Take back the last move; against the computer, back to the person's last decision."""
    on_event(Event.undo(human()))


def can_undo(record: GameRecord) -> bool:
    """True when Undo has something to take back (against the computer: a decision of the person's)."""
    side = human()
    return (record.back_to_decision(side) if side is not None else record.undo()) != record


def _seed() -> int:
    """The session's seed of throws and of the computer's choices, drawn on first use."""
    seed: int = st.session_state.setdefault(SEED, throws.new_seed())
    return seed


def _next_fall() -> tuple[Any, ...]:
    """How the dice of the game in play fall on the session's next throw."""
    device = board_widget.interaction(BOARD).record.game.device
    count = st.session_state.get(THROWS, 0) + 1
    st.session_state[THROWS] = count
    return throws.fall_of(device, _seed(), count) if device is not None else ()


def computer_step() -> None:
    """The computer's one decision, if it is its turn: its throw (as the Throw button throws) or its move.

    Its generator is seeded by the session's seed and the number of moves so far.
    """
    record = board_widget.interaction(BOARD).record
    chosen = opponent()
    if chosen.level is None or not computer_acts(chosen, record):
        return
    if record.game.turn(record.state).phase == "throw":
        board_widget.send(BOARD, Event.throw(_next_fall()))
        return
    move = choose_move(record.game, record.state, chosen.level, seeded(_seed(), "move", len(record.moves)))
    _commit(record.play_raw(move))


def want_hint() -> None:
    """The Hint button: the page looks for the Hint when it next draws (``hint_wanted``, ``ask_hint``)."""
    st.session_state[HINT_WANTED] = True


def hint_wanted() -> bool:
    """True when the Hint was asked for and has not been looked for yet."""
    return bool(st.session_state.get(HINT_WANTED))


def ask_hint() -> None:
    """Find the Master's move for the position on the board and keep it, with its reason, as the Hint."""
    st.session_state[HINT_WANTED] = False
    record = board_widget.interaction(BOARD).record
    move, reason = master_hint(record.game, record.state, seeded(_seed(), "hint", len(record.moves)))
    st.session_state[SUGGESTION] = Suggestion.of(record, move, reason)


def on_new() -> None:
    """Start again with the same rule set."""
    _commit(GameRecord.start(board_widget.interaction(BOARD).record.rules))


def on_rules(rules: str) -> None:
    """A new game of the chosen ``rules`` (a rule set's name, with the switches chosen for it)."""
    try:
        record = GameRecord.start(rules)
    except GameError:  # not a name the choosers offer
        return
    _commit(record)
