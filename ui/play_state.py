"""The play panel's state: the game in session state and in the URL, and the callbacks that change it.

Session state holds frozen values only, under keys no widget owns: the ``GameRecord``, the pick (the
move being built, see ``ui.clicks`` and ``ui.race_clicks``), the engine's message about the last refused
click, a hint about a click that meant nothing, the reason a link could not be read, and for the race
games the seed and count of the session's throws and how the last throw fell, and the Hint shown for the
position.  Every change a person makes happens in a callback, before the script draws the page, and
writes the position into the URL, so that a refresh or a shared link restores the game.  The computer's
turn (``computer_step``) is played by the panel after it has drawn the page, so that the person sees the
board while the computer thinks; while it is the computer's turn, the person's clicks and moves are
refused.
"""

from __future__ import annotations

import streamlit as st

from games import RULE_SETS
from games.ai import choose_move
from games.ai import hint as master_hint
from games.core import CHANCE, GameError, Message
from ui import clicks, race_clicks, throws
from ui.game_record import GameRecord
from ui.link import link_params, record_from_link
from ui.opponent import computer_acts, seeded, undo_to_human
from ui.opponent_state import opponent
from ui.suggestion import Suggestion

RECORD, PICK, NOTICE, HINT, LINK_ERROR = "play:record", "play:pick", "play:notice", "play:hint", "play:link-error"
SEED, THROWS, FALL, SUGGESTION = "play:seed", "play:throws", "play:fall", "play:suggestion"


def current_record() -> GameRecord:
    """The game on the board, read from the URL when the URL names another game than the session's."""
    record: GameRecord | None = st.session_state.get(RECORD)
    rules, pos = st.query_params.get("rules"), st.query_params.get("pos")
    linked = record is not None and link_params(record) == {"rules": rules, "pos": pos}
    if record is None or (rules or pos) and not linked:
        record, error = record_from_link(rules, pos)
        _commit(record)
        st.session_state[LINK_ERROR] = error
    _write_link(record)
    return record


def pick() -> clicks.Pick:
    """The path of the move being built (empty when nothing is picked)."""
    return st.session_state.get(PICK, ())


def notice() -> Message | None:
    """The engine's explanation of the last refused click or move, if any."""
    return st.session_state.get(NOTICE)


def hint() -> str | None:
    """The ``ui.i18n`` key of a hint about the last click, when it meant nothing in the rules."""
    return st.session_state.get(HINT)


def fall() -> tuple[int, tuple] | None:
    """``(index of the state the throw made, how the device fell)`` of this session's last throw."""
    return st.session_state.get(FALL)


def suggestion(record: GameRecord) -> Suggestion | None:
    """The Hint asked for in ``record``'s current position, if one was (it is gone after the next move)."""
    asked: Suggestion | None = st.session_state.get(SUGGESTION)
    return asked if asked is not None and asked.fits(record) else None


def link_error() -> Message | None:
    """Why the link that opened this game could not be read, if it could not."""
    return st.session_state.get(LINK_ERROR)


def _commit(record: GameRecord) -> None:
    st.session_state[RECORD] = record
    st.session_state[PICK] = ()
    st.session_state[NOTICE] = None
    st.session_state[HINT] = None
    st.session_state[LINK_ERROR] = None
    st.session_state[SUGGESTION] = None
    _write_link(record)


def _write_link(record: GameRecord) -> None:
    for name, value in link_params(record).items():
        if st.query_params.get(name) != value:
            st.query_params[name] = value


def on_square(square: str) -> None:
    """A click on the board's square ``square``."""
    record: GameRecord = st.session_state[RECORD]
    if _refused(record):
        return
    _apply_click(record, clicks.handle_click(record.game, record.state, pick(), square))


def on_stop() -> None:
    """The button that ends a chain of jumps where it stands."""
    record: GameRecord = st.session_state[RECORD]
    if _refused(record):
        return
    _apply_click(record, clicks.stop_chain(record.game, record.state, pick()))


def on_place(place: str) -> None:
    """A click on the race board's place ``place`` (a cell number or a tray pile)."""
    record: GameRecord = st.session_state[RECORD]
    if _refused(record):
        return
    result = race_clicks.handle_click(record.game, record.state, pick(), place)
    _apply_click(record, result, result.hint)


def _apply_click(record: GameRecord, result: clicks.ClickResult | race_clicks.ClickResult,
                 hint_key: str | None = None) -> None:
    if result.move is not None:
        _commit(record.play(result.move))
    else:
        st.session_state[PICK] = result.pick
        st.session_state[NOTICE] = result.message
        st.session_state[HINT] = hint_key


def _refused(record: GameRecord) -> bool:
    """True, with a word to the person, when it is the computer's turn and not theirs."""
    if not computer_acts(opponent(), record):
        return False
    st.session_state[PICK] = ()
    st.session_state[NOTICE] = None
    st.session_state[HINT] = "ai.wait"
    return True


def _seed() -> int:
    """The session's seed of throws and of the computer's choices, drawn on first use."""
    return st.session_state.setdefault(SEED, throws.new_seed())


def on_throw() -> None:
    """The Throw button: the device falls (seeded per session and throw), and its value is played."""
    record: GameRecord = st.session_state[RECORD]
    if not _refused(record):
        _throw(record)


def _throw(record: GameRecord) -> None:
    game = record.game
    if game.to_move(record.state) != CHANCE:
        return
    seed = _seed()
    count = st.session_state.get(THROWS, 0) + 1
    st.session_state[THROWS] = count
    thrown = throws.fall_of(game, seed, count)
    after = record.play(game.throw_move(thrown))
    _commit(after)
    st.session_state[FALL] = (len(after.states) - 1, thrown)


def on_typed(key: str) -> None:
    """The "Play" button beside the select box of moves whose widget key is ``key``."""
    text = st.session_state.get(key)
    if text:
        on_move(text)


def on_move(text: str) -> None:
    """Play the move written ``text`` (a button's move, or the select box's), or say why it cannot be."""
    record: GameRecord = st.session_state[RECORD]
    if _refused(record):
        return
    try:
        move = record.game.parse_move(record.state, text)
    except GameError as error:
        st.session_state[NOTICE] = error.msg
        return
    _commit(record.play(move))


def can_undo(record: GameRecord) -> bool:
    """True when Undo has something to take back (against the computer: a decision of the person's)."""
    return undo_to_human(opponent(), record) != record


def on_undo() -> None:
    """Take back the last move; against the computer, back to the person's last decision."""
    _commit(undo_to_human(opponent(), st.session_state[RECORD]))


def computer_step() -> None:
    """The computer's one decision, if it is its turn: its throw (through the Throw button's mechanism) or its move.

    Its generator is seeded by the session's seed and the number of moves so far.
    """
    record: GameRecord = st.session_state[RECORD]
    chosen = opponent()
    if not computer_acts(chosen, record):
        return
    if record.game.to_move(record.state) == CHANCE:
        _throw(record)
        return
    move = choose_move(record.game, record.state, chosen.level, seeded(_seed(), "move", len(record.moves)))
    _commit(record.play(move))


def ask_hint() -> None:
    """Find the Master's move for the position on the board and keep it, with its reason, as the Hint."""
    record: GameRecord = st.session_state[RECORD]
    move, reason = master_hint(record.game, record.state, seeded(_seed(), "hint", len(record.moves)))
    st.session_state[SUGGESTION] = Suggestion.of(record, move, reason)


def on_new() -> None:
    """Start again with the same rule set."""
    _commit(GameRecord.start(st.session_state[RECORD].rules))


def on_rules(key: str) -> None:
    """The rule-set chooser whose widget key is ``key``: a new game of the chosen rules."""
    rules = st.session_state.get(key)
    if rules in RULE_SETS:
        _commit(GameRecord.start(rules))
