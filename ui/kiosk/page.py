"""The museum kiosk (``/?kiosk=1``): a touch screen in a gallery, portrait (1080x1920) or landscape (1920x1080).

Three screens: the start (a tile per game, each with Watch, Play the computer and Play a friend); a game (the
board and a short panel beside it, below it on a portrait screen); and the attract loop (two Masters playing
each game in turn, with its one-line story), which nobody starts: it begins when the start has not been touched
for the idle time (``?idle=<seconds>``, ``ui.kiosk.model.parse_idle``), and a touch anywhere ends it.  A game
left alone for the idle time goes back to the start.

The idle timer lives in the browser (a small component, ``IDLE_JS``): every touch, click or key restarts it, and
only when it runs out, or when the attract loop is touched, does the browser tell the server.  So a touch that
the board draws by itself (a pick) still counts, and the server does nothing while a visitor plays.  The attract
loop and a watched game move by a fragment rerun every ``TICK_SECONDS``; a Master's move costs about 0.1 s
(``MASTER_NODES``).  The kiosk has no link out, no download, no text field and no page list: the header keeps
only the site's name and the language switch.
"""

from __future__ import annotations

import time

import streamlit as st

from games.records import GameRecord
from ui import board_widget, controls
from ui.i18n import rules_text, t
from ui.kiosk.model import TICK_SECONDS, Attract, advance, kiosk_games, master_step, parse_idle, wants_kiosk
from ui.moves import throws
from ui.moves.controller import Event, Interaction, choices, marks
from ui.moves.words import choice_label, outcome_text, turn_text
from ui.site import rerun_fragment

ON, SCREEN, ATTRACT, PLAYING, MODE, SEED = (
    "kiosk:on",
    "kiosk:screen",
    "kiosk:attract",
    "kiosk:game",
    "kiosk:mode",
    "kiosk:seed",
)
BOARD = "kiosk:board"
MODES = ("watch", "computer", "friend")
"""How a visitor takes a game: watch two Masters, play the computer (the visitor has light), or play a friend."""
VISITOR = 0
"""The side the visitor plays against the computer."""
PICTURE_PX = 1150
"""The attract loop's board is no taller than this: on a portrait screen its story stays on the screen below it (on
a landscape one the screen's height limits it)."""

IDLE_JS = """export default function (component) {
  const { data, setTriggerValue } = component;
  const idle = window.__kioskIdle || (window.__kioskIdle = { timer: null, bound: false });
  idle.data = data;
  idle.send = setTriggerValue;
  const arm = () => {
    clearTimeout(idle.timer);
    if (idle.data.screen !== "attract") idle.timer = setTimeout(() => idle.send("idle", Date.now()), idle.data.ms);
  };
  if (!idle.bound) {
    idle.bound = true;
    const touched = () => {
      if (idle.data.screen === "attract") idle.send("touch", Date.now());
      arm();
    };
    for (const kind of ["pointerdown", "touchstart", "keydown", "wheel"]) {
      document.addEventListener(kind, touched, { capture: true, passive: true });
    }
  }
  arm();
}"""
_IDLE = st.components.v2.component("kiosk_idle", js=IDLE_JS)

STYLE = """<style>
[data-testid=stToolbar], [data-testid=stMainMenu], [data-testid=stSidebar], [data-testid=stSidebarCollapsedControl],
[data-testid=stHeader], [data-testid=stDecoration] { display: none !important; }
[data-testid=stMainBlockContainer] { padding: 1rem 2rem 0; max-width: none; }
[data-testid=stMain] { font-size: 1.35rem; }
.st-key-site-header { font-size: 1.6rem; }
.st-key-site-header button, [class*=st-key-kiosk] button { min-height: 64px; min-width: 64px; font-size: 1.35rem;
  padding: 0.5rem 1.25rem; }
[class*=st-key-kiosk] button p { font-size: 1.35rem; }
.st-key-kiosk-tiles { display: grid !important; grid-template-columns: 1fr 1fr; gap: 1.5rem; }
.st-key-kiosk-tiles > div { width: auto !important; }
[class*=st-key-kiosk-tile-] h2 { font-size: 2.2rem; padding: 0; }
.st-key-kiosk-split { flex-wrap: nowrap; }
.st-key-kiosk-split > div:first-child { flex: 3 1 0; min-width: 0; }
.st-key-kiosk-split > div:last-child { flex: 2 1 0; min-width: 0; }
@media (orientation: portrait) {
  .st-key-kiosk-tiles { grid-template-columns: 1fr; }
  .st-key-kiosk-split { flex-direction: column; }
  .st-key-kiosk-split > div { flex: 0 0 auto !important; width: 100% !important; }
}
.kiosk-story { font-size: 2rem; line-height: 1.3; }
.kiosk-call { font-size: 2.4rem; font-weight: bold; text-align: center; color: #8c4a2f; }
</style>"""


def in_kiosk() -> bool:
    """True in kiosk mode: the link said ``?kiosk=1`` once in this session (it stays on, whatever the link says
    after)."""
    if wants_kiosk(st.query_params.get("kiosk")):
        st.session_state[ON] = True
    return bool(st.session_state.get(ON))


def kiosk_page(lang: str) -> None:
    """The kiosk's screen of the moment, its style and its idle timer."""
    st.html(STYLE)
    screen = st.session_state.setdefault(SCREEN, "start")
    idle = parse_idle(st.query_params.get("idle"))
    _IDLE(
        key="kiosk:idle",
        data={"screen": screen, "ms": idle * 1000},
        on_idle_change=_on_idle,
        on_touch_change=_on_touch,
        height=0,
    )
    if screen == "attract":
        _attract(lang)
    elif screen == "game" and board_widget.current(BOARD) is not None:
        _game_screen(lang)
    else:
        _start(lang)


def _seed() -> int:
    seed: int = st.session_state.setdefault(SEED, throws.new_seed() % 1_000_000)
    return seed


def _on_idle() -> None:
    """Nobody touched the screen for the idle time: from a game back to the start, from the start to the attract
    loop."""
    if st.session_state.get(SCREEN) == "game":
        _go_start()
    elif st.session_state.get(SCREEN, "start") == "start":
        attract: Attract | None = st.session_state.get(ATTRACT)
        st.session_state[ATTRACT] = attract if attract is not None else Attract.begin(0, _seed())
        st.session_state[SCREEN] = "attract"


def _on_touch() -> None:
    """A touch during the attract loop: the start."""
    if st.session_state.get(SCREEN) == "attract":
        _go_start()


def _go_start() -> None:
    st.session_state[SCREEN] = "start"
    board_widget.forget(BOARD)


def _on_pick(index: int, mode: str) -> None:
    """A tile's button: game number ``index``, watched or played as ``mode``."""
    st.session_state[PLAYING] = index
    st.session_state[MODE] = mode
    board_widget.put(BOARD, Interaction(GameRecord.start(kiosk_games()[index].rules)))
    st.session_state[SCREEN] = "game"


def _start(lang: str) -> None:
    """The start: a tile per game with its story and the three ways to take it."""
    with st.container(key="kiosk-start"):
        st.markdown(f"# {t('kiosk.title', lang)}")
        st.markdown(t("kiosk.pick", lang))
        with st.container(key="kiosk-tiles"):
            for index, game in enumerate(kiosk_games()):
                with st.container(border=True, key=f"kiosk-tile-{game.id}"):
                    st.markdown(f"## {game.title[lang]}")
                    st.markdown(game.story[lang])
                    row = st.container(horizontal=True)
                    for mode, icon in zip(
                        MODES, (":material/visibility:", ":material/smart_toy:", ":material/group:"), strict=True
                    ):
                        row.button(
                            t(f"kiosk.{mode}", lang),
                            key=f"kiosk-{mode}-{game.id}",
                            icon=icon,
                            type="primary" if mode == "watch" else "secondary",
                            on_click=_on_pick,
                            args=(index, mode),
                        )


@st.fragment(run_every=TICK_SECONDS)
def _attract(lang: str) -> None:
    """The attract loop: one decision a tick, the game's name and story, and the call to touch the screen."""
    attract: Attract = st.session_state.get(ATTRACT) or Attract.begin(0, _seed())
    if st.session_state.get(SCREEN) != "attract":  # the touch arrived between two ticks
        st.rerun()
    attract = advance(attract)
    st.session_state[ATTRACT] = attract
    game = kiosk_games()[attract.index]
    record = attract.record
    with st.container(key="kiosk-attract"):
        split = st.container(horizontal=True, key="kiosk-split", gap="large")
        with split.container():
            board_widget.still_board(record, marks(record, ()), "kiosk:attract-board", lang=lang, height=PICTURE_PX)
        with split.container():
            st.markdown(f"# {game.title[lang]}")
            st.html(f"<p class='kiosk-story'>{game.story[lang]}</p>")
            st.caption(f"**{rules_text(record.rules, 'origin', lang)}** · {rules_text(record.rules, 'scholar', lang)}")
            st.markdown(t("kiosk.masters", lang))
            _turn_line(record, lang)
            st.html(f"<p class='kiosk-call'>{t('kiosk.touch', lang)}</p>")


def _turn_line(record: GameRecord, lang: str) -> None:
    outcome = record.game.outcome(record.state)
    if outcome is not None:
        st.success(outcome_text(outcome, lang), icon=":material/emoji_events:")
    else:
        st.subheader(turn_text(record, lang), anchor=False)
    fall = throws.throw_html(record, lang)
    if fall is not None:
        st.html(fall)


def _game_screen(lang: str) -> None:
    if st.session_state.get(MODE) == "watch":
        _watched(lang)
    else:
        _played(lang)


@st.fragment(run_every=TICK_SECONDS)
def _watched(lang: str) -> None:
    """A game the visitor watches: two Masters, a decision a tick."""
    shown = board_widget.current(BOARD)
    if shown is None or st.session_state.get(SCREEN) != "game":  # "Back to the start": the whole page again
        st.rerun()
    board_widget.put(BOARD, Interaction(master_step(shown.record, _seed())))
    _game_layout(lang, human=-1)


@st.fragment
def _played(lang: str) -> None:
    """A game the visitor plays, against the computer (which moves once the board is drawn) or a friend."""
    if board_widget.current(BOARD) is None or st.session_state.get(SCREEN) != "game":  # "Back to the start"
        st.rerun()
    computer = st.session_state.get(MODE) == "computer"
    human = VISITOR if computer else None
    record = _game_layout(lang, human=human)
    turn = record.game.turn(record.state)
    if computer and turn.phase != "over" and turn.side != VISITOR:
        started = time.monotonic()
        with st.spinner(t("ai.thinking", lang)):
            board_widget.put(BOARD, Interaction(master_step(record, _seed())))
            time.sleep(max(0.0, TICK_SECONDS / 2 - (time.monotonic() - started)))
        rerun_fragment()


def _game_layout(lang: str, *, human: int | None) -> GameRecord:
    """The board (live for a visitor, ``human`` -1: for nobody) and the panel: the game, whose turn, the throw,
    the moves that bring a piece in, and the ways back."""
    record = board_widget.interaction(BOARD).record
    index = st.session_state.get(PLAYING, 0)
    game = kiosk_games()[index]
    with st.container(key="kiosk-game"):
        split = st.container(horizontal=True, key="kiosk-split", gap="large")
        with split.container():
            if human == -1:
                board_widget.still_board(record, marks(record, ()), "kiosk:watch-board", lang=lang, height=PICTURE_PX)
            else:
                board_widget.live_board(
                    BOARD,
                    lang=lang,
                    alt=t(
                        f"board.alt.{record.game.family}", lang, title=game.title[lang], turn=turn_text(record, lang)
                    ),
                    alt_touch=t(
                        f"board.alt.{record.game.family}.tap",
                        lang,
                        title=game.title[lang],
                        turn=turn_text(record, lang),
                    ),
                    human=human,
                    on_throw=_on_throw,
                )
        with split.container():
            st.markdown(f"# {game.title[lang]}")
            st.caption(f"**{rules_text(record.rules, 'origin', lang)}** · {rules_text(record.rules, 'scholar', lang)}")
            _turn_line(record, lang)
            if human != -1:
                _visitor_controls(record, lang, human)
            row = st.container(horizontal=True)
            row.button(t("moves.new", lang), key="kiosk-new", icon=":material/restart_alt:", on_click=_on_new)
            row.button(t("kiosk.home", lang), key="kiosk-home", icon=":material/home:", on_click=_go_start)
    return record


def _visitor_controls(record: GameRecord, lang: str, human: int | None) -> None:
    """The Throw button when a throw is the visitor's, the end of a chain of jumps, and the moves that bring a
    piece in."""
    game = record.game
    turn = game.turn(record.state)
    if turn.phase == "over" or (human is not None and turn.side != human):
        return
    if turn.phase == "throw" and game.device is not None:
        st.button(
            t(f"throw.{game.device.key}", lang),
            key="kiosk-throw",
            icon=":material/casino:",
            type="primary",
            on_click=_on_throw,
        )
        return
    shown = board_widget.interaction(BOARD)
    controls.chain_stop(record, shown.pick, lang, lambda: _send(Event.stop()), key="kiosk-stop")
    moves = choices(record, ())
    if moves:
        row = st.container(horizontal=True)
        for move in moves:
            row.button(
                choice_label(game, move, lang),
                key=f"kiosk-choice-{move.text}",
                icon=":material/arrow_forward:",
                on_click=_send,
                args=(Event.typed(move.text),),
            )


def _send(event: Event) -> None:
    human = VISITOR if st.session_state.get(MODE) == "computer" else None
    board_widget.send(BOARD, event, human=human)


def _on_throw() -> None:
    """The visitor's throw; a throw that no piece can use passes the turn at once."""
    record = board_widget.interaction(BOARD).record
    if record.game.device is None:
        return
    _send(Event.throw(throws.fall_of(record.game.device, _seed(), len(record.moves))))
    record = board_widget.interaction(BOARD).record
    moves = record.game.moves(record.state)
    if [move.kind for move in moves] == ["pass"]:
        _send(Event.typed(moves[0].text))


def _on_new() -> None:
    record = board_widget.interaction(BOARD).record
    board_widget.put(BOARD, Interaction(GameRecord.start(record.rules)))
