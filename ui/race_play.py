"""The play panel of the race games (Knossos, Patolli): the board, the throw, the moves, the stakes.

Beside the board: the opponent; whose turn; the Throw button when a throw is due, else the coins or beans
as they fell with their value; the Hint; the moves of the picked piece as buttons; a lost turn with the engine's
reasons and a button to pass; Patolli's stakes and what the last move transferred; the select box
of moves, Undo, New game and the move list shared with the grid games (``ui.panel_parts``).  This
module only draws; the state and the callbacks are in ``ui.play_state``.
"""

from __future__ import annotations

import streamlit as st

from games.core import CHANCE
from games.knossos import KnossosGame
from games.patolli import transfers
from ui import computer_panel, opponent_state, panel_parts, play_state, race_clicks, throws
from ui.board_input import clickable_board
from ui.figures import board_width, race_figure
from ui.game_record import GameRecord
from ui.i18n import rules_text, t
from ui.opponent import computer_acts
from ui.race_status import choice_label, current_throw, last_piece_move, lost_turn_reasons, move_label
from ui.stakes import stakes_html, transfer_text
from ui.status import turn_text

BOARD = "play:race-board"


def play_panel(record: GameRecord, lang: str, *, choose_rules: bool = False) -> None:
    """The board under the rule set's title, and beside it everything a player needs.

    With ``choose_rules`` the side panel starts with the rule-set and opponent choosers.  When it is the
    computer's turn, it throws or moves once the page is drawn, one decision per run.
    """
    chosen = opponent_state.current_opponent()
    locked = computer_acts(chosen, record)
    board_col, side_col = panel_parts.columns(board_width(record))
    with board_col:
        panel_parts.title(record, lang)
        _board(record, lang)
    with side_col:
        panel_parts.side_head(record, chosen, lang, choose_rules=choose_rules)
        _turn(record, lang, locked=locked)
        thinking = st.container()
        computer_panel.hint(record, chosen, lang)
        if not locked:
            _choices(record, lang)
        _lost_turn(record, lang, locked=locked)
        panel_parts.refusal(lang)
        _stakes(record, lang)
        _typed_move(record, lang, locked=locked)
        panel_parts.buttons(record, lang)
        panel_parts.move_list(record, lang)
    computer_panel.computer_turn(record, chosen, lang, thinking)


def _board(record: GameRecord, lang: str) -> None:
    suggested = play_state.suggestion(record)
    pick = play_state.pick()
    fig = race_figure(record, pick, lang, suggested.move if suggested is not None and not pick else None)
    alt = t("board.alt_race", lang, title=rules_text(record.rules, "title", lang), turn=turn_text(record, lang))
    clickable_board(fig, BOARD, play_state.on_place, alt=alt)
    st.caption(t("board.help.knossos" if isinstance(record.game, KnossosGame) else "board.help.patolli", lang))


def _turn(record: GameRecord, lang: str, *, locked: bool) -> None:
    """Whose turn, then the Throw button when a throw is due (``locked``: the computer's), else the throw in use."""
    game, state = record.game, record.state
    if game.outcome(state) is not None:
        return
    st.subheader(turn_text(record, lang), anchor=False)
    knossos = isinstance(game, KnossosGame)
    if game.to_move(state) == CHANCE:
        st.button(t("throw.coins" if knossos else "throw.beans", lang), icon=":material/casino:", type="primary",
                  on_click=play_state.on_throw, key="play:throw", disabled=locked)
        return
    st.html(throws.fall_html(game, _fall(record), lang, left=state.coins if knossos else None))
    st.caption(t("fall.coins_help" if knossos else "fall.beans_help", lang))


def _fall(record: GameRecord) -> tuple:
    """How the throw in use fell: as this session saw it, else a fall with the same value."""
    game, state = record.game, record.state
    thrown = current_throw(record)
    if thrown is None:  # the throw came with a link
        return tuple(state.coins) if isinstance(game, KnossosGame) else throws.fall_for_throw(
            game, ("throw", state.throw))
    index, move = thrown
    seen = play_state.fall()
    if seen is not None and seen[0] == index and game.throw_move(seen[1]) == move:
        return seen[1]
    return throws.fall_for_throw(game, move)


def _choices(record: GameRecord, lang: str) -> None:
    """Buttons for the moves of the picked piece; on Patolli also for bringing a piece in."""
    game, state = record.game, record.state
    pick = play_state.pick()
    moves = race_clicks.piece_moves(game, state, pick)
    if not pick:
        moves = [m for m in game.legal_moves(state) if m[0] == "enter"]
    if not moves:
        return
    if pick:
        heading = t("pick.reserve", lang) if pick[0] == "reserve" else t(
            "pick.piece", lang, cell=race_clicks.piece_place(game, state, pick[0]))
        st.markdown(heading)
    row = st.container(horizontal=True)
    for move in moves:
        text = game.format_move(move)
        row.button(choice_label(game, state, move, lang), on_click=play_state.on_move, args=(text,),
                   key=f"play:choice:{text}", icon=":material/arrow_forward:")


def _lost_turn(record: GameRecord, lang: str, *, locked: bool) -> None:
    """When no piece can use the throw: the engine's reasons, and the button that passes the turn.

    ``locked``: the lost turn is the computer's, which passes by itself.
    """
    state = record.state
    reasons = lost_turn_reasons(record.game, state)
    if not reasons:
        return
    lines = "\n".join(f"- {reason.text(lang)}" for reason in reasons)
    st.warning(f"{t('lost.headline', lang, side=t(f'side.{state.side}', lang))}\n\n{lines}",
               icon=":material/do_not_disturb_on:")
    st.button(t(f"lost.pass.{state.side}", lang), on_click=play_state.on_move, args=("pass",), type="primary",
              icon=":material/redo:", key="play:pass", disabled=locked)


def _stakes(record: GameRecord, lang: str) -> None:
    """Patolli: each player's items and the bank, and what the last move took and gave."""
    game, state = record.game, record.state
    if isinstance(game, KnossosGame):
        return
    if state.stakes is not None:
        st.html(stakes_html(state.stakes, lang))
    last = last_piece_move(record)
    happened = transfers(game, last[0], last[2]) if last else []
    if happened:
        heading = t("stakes.after", lang, side=t(f"side.gen.{last[0].side}", lang), move=game.format_move(last[1]))
        lines = "  \n".join(transfer_text(transfer, lang) for transfer in happened)
        st.info(f"**{heading}**  \n{lines}", icon=":material/swap_horiz:")


def _typed_move(record: GameRecord, lang: str, *, locked: bool) -> None:
    game, state = record.game, record.state
    labels: dict[str, str] = {game.format_move(m): move_label(game, state, m, lang)
                              for m in game.legal_moves(state) if m[0] != "throw"}
    help_key = "moves.help.knossos" if isinstance(game, KnossosGame) else "moves.help.patolli"
    throw_due = game.to_move(state) == CHANCE
    panel_parts.typed_move(record, lang, sorted(labels), help_text=t(help_key, lang),
                           label=labels.__getitem__,
                           placeholder=t("moves.throw_first", lang) if throw_due else None, locked=locked)
