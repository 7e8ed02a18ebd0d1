"""The controls every board shares, on the play page and in the lessons: the layout of a board beside its
panel, the rule-set chooser, what a refused event is told, the chain's "end here" button, and the select
box of moves (the keyboard's way to move).  They only draw; the callbacks come from the page's session.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Literal

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from board import figure_height_width
from games import RULE_SETS, SWITCHES, full_name, get_game, split_name
from games.core import Game, Message
from games.records import GameRecord
from ui.board_widget import touch_screen
from ui.i18n import known, rules_text, t, tn, variant_names
from ui.moves.controller import Notice, Pick, can_stop
from ui.moves.link import short_reason
from ui.moves.words import move_label

COLUMNS_STYLE = """<style>
[data-testid='stLayoutWrapper']:has(> .st-key-board-col) {{ flex: 1 1 {width}px; min-width: min(100%, 17rem);
  max-width: min(100%, calc((100vh - {chrome}) * {aspect:.4f})); }}
[data-testid='stLayoutWrapper']:has(> .st-key-play-side) {{ flex: 1 1 20rem; min-width: min(100%, 20rem); }}
{phone}</style>"""
"""The board's column grows with the screen but no wider than the screen's height allows for the board's
shape; the side panel needs 20rem, and below that it moves under the board."""
PHONE_STYLE = """@media (max-width: 640px) {{
[data-testid='stHorizontalBlock']:has(> [data-testid='stLayoutWrapper'] > .st-key-board-col) {{ row-gap: .5rem; }}
.st-key-board-col [data-testid='stElementContainer']:has([data-testid='game-board']) {{
  max-width: calc((100vh - {under}) * {aspect:.4f}); margin-inline: auto; }} }}
"""
"""On a phone (the panel under the board) the board leaves ``under`` of the screen's height for the rest, and
stands in the middle; its title keeps the whole width."""


def columns(
    game: Game[Any, Any], *, presenting: bool = False, above: str | None = None, under: str | None = None
) -> tuple[DeltaGenerator, DeltaGenerator]:
    """The board's column, as wide as the board may be, and the side panel beside it (or under it).

    The board leaves ``above`` of the screen's height for what stands above it (7rem by default, 2.5rem when
    ``presenting``); on a phone, with the panel under it, it leaves ``under``, if given, for the header, the
    title and the panel's first lines."""
    height, width = figure_height_width(game)
    chrome, aspect = above or ("2.5rem" if presenting else "7rem"), width / height
    phone = PHONE_STYLE.format(under=under, aspect=aspect) if under else ""
    st.html(COLUMNS_STYLE.format(width=width, aspect=aspect, chrome=chrome, phone=phone))
    row = st.container(horizontal=True, gap="medium")
    return row.container(key="board-col"), row.container(key="play-side")


def rules_option(rules: str, lang: str) -> str:
    """A rule set as the chooser shows it: its kind of game, then its title."""
    return f"{t(f'rules.group.{get_game(rules).family}', lang)} · {rules_text(rules, 'title', lang)}"


def rules_chooser(
    current: str,
    lang: str,
    *,
    label: str,
    key: str,
    on_choose: Callable[[str], None],
    width: int | Literal["stretch"] = "stretch",
) -> None:
    """A chooser of every rule set, the capture games first, then the race games; ``on_choose(rules)``.
    ``current`` may carry switches (``latrunculi-bell+LBE-V1``): the chooser shows its plain rule set."""
    base = split_name(current)[0]
    widget = f"{key}:{current}"  # a new widget per rule set, so that it always shows the one in force
    st.selectbox(
        label,
        RULE_SETS,
        index=RULE_SETS.index(base),
        key=widget,
        width=width,
        format_func=partial(rules_option, lang=lang),
        on_change=_chosen,
        args=(widget, on_choose),
    )


def _chosen(widget: str, on_choose: Callable[[str], None]) -> None:
    rules = st.session_state.get(widget)
    if rules in RULE_SETS:
        on_choose(rules)


def variant_chooser(current: str, lang: str, *, key: str, on_choose: Callable[[str], None]) -> None:
    """The switches of ``current``'s rule set (docs/rules.md, "Variants") as pills under the rule-set
    chooser, with the rule of each switch that is on; ``on_choose(name)`` gets the full name chosen
    (``latrunculi-bell+LBE-V1``).  Nothing for a rule set without switches."""
    base, switches = split_name(current)
    if not SWITCHES[base]:
        return
    widget = f"{key}:{current}"  # a new widget per choice, so that it always shows the switches in force
    st.pills(
        t("variant.label", lang),
        SWITCHES[base],
        selection_mode="multi",
        default=list(switches),
        key=widget,
        format_func=lambda switch: t(f"variant.{switch}.name", lang),
        help=t("variant.help", lang),
        on_change=_varied,
        args=(widget, base, on_choose),
    )
    for switch in switches:
        st.caption(
            f":orange-badge[{t('variant.badge', lang)}] **{t(f'variant.{switch}.name', lang)}** "
            f"({switch}): {t(f'variant.{switch}.rule', lang)}"
        )


def variant_badge(rules: str, lang: str) -> None:
    """Under a game's title: the scholars' variants switched on in ``rules``, if any, labelled "variant"."""
    names = variant_names(rules, lang)
    if names:
        st.markdown(f":orange-badge[:material/tune: {t('variant.badge', lang)}] {' · '.join(names)}")


def _varied(widget: str, base: str, on_choose: Callable[[str], None]) -> None:
    chosen = st.session_state.get(widget) or []
    on_choose(full_name(base, tuple(switch for switch in chosen if switch in SWITCHES[base])))


def hint_text(hint: str, lang: str) -> str:
    """A hint about a click that meant nothing, saying "tap" if it came from a touch screen."""
    return t(f"{hint}.tap" if touch_screen() and known(f"{hint}.tap") else hint, lang)


def notice_box(notice: Notice | None, lang: str) -> None:
    """The engine's reason for the last refused click or move, or a hint about a click that meant nothing."""
    if notice is None:
        return
    if notice.message is not None:
        st.warning(notice.message.text(lang), icon=":material/block:")
    elif notice.hint is not None:
        st.info(hint_text(notice.hint, lang), icon=":material/touch_app:")


def chain_stop(record: GameRecord, pick: Pick, lang: str, on_stop: Callable[[], None], *, key: str) -> None:
    """While a chain of jumps is under way: where it stands, and the button that ends it there."""
    if len(pick) < 2:
        return
    st.info(t("chain.more", lang, square=pick[-1]), icon=":material/moving:")
    st.button(
        t("chain.stop", lang, square=pick[-1]),
        on_click=on_stop,
        type="primary",
        key=key,
        disabled=not can_stop(record, pick),
    )


def typed_move(
    record: GameRecord,
    lang: str,
    *,
    key: str,
    on_typed: Callable[..., Any],
    args: tuple[Any, ...] = (),
    locked: bool = False,
    compact: bool = False,
) -> None:
    """The keyboard's way to move: a select box of every legal move (the throws are the Throw button's).

    The options are the moves' notation, shown with the places they join; ``key`` is the box's widget key.
    ``on_typed(*args, key)`` is called with the choice; ``locked`` (the computer's turn) disables the box.
    ``compact`` (the lessons) plays the move as soon as it is chosen; otherwise a Play button beside it does.
    """
    game, state = record.game, record.state
    labels = {m.text: move_label(game, m, lang) for m in game.moves(state) if m.kind != "throw"}
    turn = game.turn(state)
    widget = key
    placeholder = t("moves.throw_first" if turn.phase == "throw" else "moves.placeholder", lang)
    options = sorted(labels)
    if compact:
        st.selectbox(
            t("lesson.typed", lang),
            options,
            index=None,
            key=widget,
            format_func=labels.__getitem__,
            placeholder=t("lesson.typed_help", lang),
            on_change=on_typed,
            args=(*args, widget),
            width=220,
            disabled=not options or locked,
        )
        return
    pick_col, play_col = st.columns([3, 1], vertical_alignment="bottom")
    chosen = pick_col.selectbox(
        t("moves.pick", lang),
        options,
        index=None,
        key=widget,
        format_func=labels.__getitem__,
        help=t(f"moves.help.{game.family}", lang),
        placeholder=placeholder,
        disabled=not options or locked,
    )
    play_col.button(
        t("moves.play", lang),
        on_click=on_typed,
        args=(*args, widget),
        disabled=chosen is None or locked,
        width="stretch",
    )


def link_warning(reason: Message, moves_read: int, lang: str) -> None:
    """A link that could not be read, whole or after ``moves_read`` moves: one sentence, the reason folded
    away (quoting at most a few words of the link)."""
    sentence = tn("link.partial", moves_read, lang, count=moves_read) if moves_read else t("link.error", lang)
    st.warning(sentence, icon=":material/link_off:")
    with st.expander(t("link.details", lang)):
        text = short_reason(reason, lang)
        st.text(text[:1].upper() + text[1:])
