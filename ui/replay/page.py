"""Replay: a whole game stepped through move by move (from its link, or from a record file), the board and
the charts following the move, and "Play from here" at any move.

The game lives in the URL as on the play page (``?rules=&pos=&moves=``, ``ui.moves.link``) and the move
shown in ``at``, so a replay can be shared with a class; a record file loaded here is written into the URL.
"""

from __future__ import annotations

from typing import Protocol

import streamlit as st

from board.charts.story import advantage_figure, review_figure
from games.ai.review import Review, better_arrows, people_comments
from games.core import GameError
from games.limits import RECORD_BYTES
from games.moves_code import Coded
from games.records import GameRecord, RecordFile, check_size, read_record
from ui.board_widget import chart, still_board, view_key
from ui.controls import columns, link_warning, variant_badge
from ui.i18n import plain, rules_text, t, tn
from ui.move_list import move_list_view
from ui.moves.controller import marks
from ui.moves.link import PARAMS, game_link, link_codes, record_from_link, short_reason
from ui.moves.listing import move_list
from ui.replay.review_text import file_review
from ui.replay.reviewing import download_reviewed, keep, move_verdict, review_button, review_summary
from ui.replay.story import advantage_frame, game_charts, review_frame

AT, UPLOAD, ADVANTAGE, WANTED = "replay:at", "replay:upload", "replay:advantage", "replay:advantage-wanted"
COMMENTS = "replay:comments"
"""The session-state key of the comments of the record file loaded last: (its game's link, its comments)."""
UPLOAD_MB = -(-RECORD_BYTES // 2**20)
"""The upload widget's limit, in whole megabytes as Streamlit takes it: the record's cap rounded up (the page
refuses a file over the cap itself, before reading it)."""


PAGE_STYLE = """<style>
.st-key-replay-head h1 { font-size: 2.25rem; padding: 0; }
.st-key-replay-head h3 { padding: 0 0 .2rem 0; }
.st-key-replay-steps [data-testid='stSlider'] { flex: 1 1 12rem; min-width: 12rem; }
@media (max-width: 640px) {
  [data-testid='stMainBlockContainer'] { padding-top: 4rem; }
  .st-key-replay-head h1 { font-size: 1.6rem; }
  .st-key-replay-head h3 { font-size: 1.25rem; }
  .st-key-replay-steps button [data-testid='stMarkdownContainer'], .st-key-replay-steps button kbd {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
}
</style>"""
"""The title and the game's name on one line, the steps and the slider on one row, so that the board and the move
list beside it fit a 1280x720 screen under them; on a phone, the step buttons by their icons alone (their words
still their names), so that they stand on one row over the board."""
ABOVE_THE_BOARD, UNDER_THE_BOARD = "17rem", "14rem"
"""The height the board leaves above it on a wide screen (the header, the title, the steps), and on a phone for
these with the board's caption under it."""


def replay_page(lang: str) -> None:
    """The page: the game's title, the steps, the board beside the move list and the charts, then the loader."""
    st.html(PAGE_STYLE)
    linked = {name: st.query_params[name] for name in PARAMS if name in st.query_params}
    record, error = record_from_link(linked)
    known = link_codes(linked)  # the moves' codes, so that no link below is coded again
    total = len(record.moves)
    with st.container(horizontal=True, vertical_alignment="bottom", gap="medium", key="replay-head"):
        st.title(t("replay.title", lang), anchor=False, width="content")
        if total:
            st.subheader(rules_text(record.rules, "title", lang), anchor=False, width="content")
    if not total:
        _loader(lang)
    if error is not None:
        link_warning(error, len(record.moves), lang)
    for kind, said in st.session_state.get(f"{UPLOAD}:said", ()):
        {"error": st.error, "warning": st.warning, "info": st.info}.get(kind, st.success)(said)
    if not total:
        st.subheader(rules_text(record.rules, "title", lang), anchor=False)
    variant_badge(record.rules, lang)
    if not total:
        st.info(t("replay.none", lang))
        return
    at = _at(total)
    shown = GameRecord(record.rules, record.states[: at + 1], record.moves[:at])
    _steps(total, lang)
    board_col, side_col = columns(record.game, above=ABOVE_THE_BOARD, under=UNDER_THE_BOARD)
    with side_col:  # first, so that the review's arrows are known when the board is drawn
        list_box = st.container()
        review = review_button(record, lang, "replay:review")
        moves = move_list(record, lang, _comments(linked), {} if review is None else review.marks_by_ply)
        with list_box:
            st.markdown(f"**{t('moves.list', lang)}**")
            move_list_view(
                moves,
                at,
                view_key("replay:move-list"),
                lang=lang,
                race=record.game.is_race_game,
                on_pick=_go,
                height="min(24rem, 45vh)",
            )
        if review is not None:
            review_summary(review, lang)
            download_reviewed(record, review, lang, "replay:download-review", {})
            _review_chart(record, review, at, lang)
        st.markdown(f"**{t('replay.charts', lang)}**")
        for key, figure in game_charts(record, lang, at):
            chart(figure, f"replay:chart:{key}", label=t("replay.chart", lang, title=figure.layout.title.text))
        if review is None:
            _advantage(record, known, at, lang)
    with board_col:
        arrows = () if review is None else better_arrows(record, review, at)
        still_board(shown, marks(shown), "replay:board", lang=lang, height=560, arrows=arrows, fit="first")
        st.markdown(
            t("replay.at", lang, number=at, total=total, move=moves.entry(at).words)
            if at
            else t("replay.at_start", lang)
        )
        if review is not None:
            move_verdict(record, review, at, lang)
        link, _ = game_link(shown, known)
        st.page_link(
            "pages/play.py",
            label=t("replay.play_here", lang),
            icon=":material/play_arrow:",
            query_params=link,
            help=t("replay.play_here_help", lang),
        )
        _loader(lang)


def _loader(lang: str) -> None:
    """What the page is for, and the record file's loader."""
    st.caption(t("replay.intro", lang))
    with st.expander(t("replay.upload", lang), icon=":material/upload_file:"):
        st.file_uploader(
            t("replay.upload", lang),
            type=["txt"],
            max_upload_size=UPLOAD_MB,
            key=UPLOAD,
            on_change=_on_upload,
            args=(lang,),
            help=t("replay.upload_help", lang, limit=RECORD_BYTES // 1024),
            label_visibility="collapsed",
        )


def _at(total: int) -> int:
    """The move shown (0: the start), from the slider's state, else the URL's ``at``, else the last move."""
    if AT not in st.session_state or st.session_state[AT] > total:
        try:
            st.session_state[AT] = min(max(int(st.query_params.get("at", total)), 0), total)
        except ValueError:
            st.session_state[AT] = total
    at: int = st.session_state[AT]
    if st.query_params.get("at") != str(at):
        st.query_params["at"] = str(at)
    return at


def _steps(total: int, lang: str) -> None:
    """First, back, forward, last (Home, ←, →, End) and the slider, all moving the one ``at``."""
    at = st.session_state[AT]
    row = st.container(horizontal=True, vertical_alignment="bottom", key="replay-steps")
    for label, icon, key, target, shortcut in (
        ("replay.first", "first_page", "first", 0, "Home"),
        ("replay.back", "chevron_left", "back", at - 1, "Left"),
        ("replay.forward", "chevron_right", "forward", at + 1, "Right"),
        ("replay.last", "last_page", "last", total, "End"),
    ):
        row.button(
            t(label, lang),
            icon=f":material/{icon}:",
            key=f"replay:{key}",
            shortcut=shortcut,
            disabled=not 0 <= target <= total or target == at,
            on_click=_go,
            args=(target,),
        )
    row.slider(t("replay.slider", lang), 0, total, key=AT, label_visibility="collapsed")


def _go(target: int) -> None:
    st.session_state[AT] = target


def _comments(linked: dict[str, str]) -> tuple[tuple[int, str], ...]:
    """The comments of the record file loaded last, when the page shows its game (the link holds no comments)."""
    kept = st.session_state.get(COMMENTS)
    return kept[1] if kept is not None and kept[0] == linked else ()


def _advantage(record: GameRecord, known: Coded, at: int, lang: str) -> None:
    """The Master's judgement of every position, drawn once asked for (with a progress bar while it works)."""
    link = game_link(record, known)[0]
    found = st.session_state.get(ADVANTAGE)
    if found is None or found[0] != link:
        if not st.session_state.pop(WANTED, False):
            st.button(
                t("replay.advantage", lang),
                icon=":material/monitoring:",
                key="replay:judge",
                help=t("replay.advantage_help", lang),
                on_click=st.session_state.__setitem__,
                args=(WANTED, True),
            )
            return
        bar = st.progress(0.0, text=t("replay.judging", lang))

        def judged(done: int, total: int) -> None:
            bar.progress(done / total, text=t("replay.judging", lang))

        frame = advantage_frame(record, judged)
        bar.empty()
        found = (link, frame)
        st.session_state[ADVANTAGE] = found
    figure = advantage_figure(found[1], lang, at)
    chart(figure, "replay:chart:advantage", label=t("replay.chart", lang, title=figure.layout.title.text))


def _review_chart(record: GameRecord, review: Review, at: int, lang: str) -> None:
    """Light's chance to win by the review, move by move, its turning points marked."""
    turning = tuple(ply + 1 for ply in review.turning_points)
    figure = review_figure(review_frame(record, review, lang), lang, at, turning)
    chart(figure, "replay:chart:review", label=t("replay.chart", lang, title=figure.layout.title.text))


class Upload(Protocol):
    """What a file uploader hands the page: the file's size, then its bytes when asked for."""

    size: int

    def getvalue(self) -> bytes: ...


def read_upload(upload: Upload, lang: str) -> RecordFile | str:
    """An uploaded record file read (its game, headers and comments), or the sentence (in ``lang``) that says why it
    cannot be read, quoting at most a few words of the file: a file over the record's cap is refused by its size,
    before its bytes are read."""
    try:
        check_size(upload.size)
        return read_record(upload.getvalue().decode("utf-8-sig"))
    except UnicodeDecodeError:
        return t("replay.bad_file", lang, reason="UTF-8")
    except GameError as error:
        return t("replay.bad_file", lang, reason=plain(short_reason(error.msg, lang)))  # its words cut, as text


def _on_upload(lang: str) -> None:
    """A record file was chosen: its game goes into the URL, shown at its last move; or why it cannot be read."""
    upload = st.session_state.get(UPLOAD)
    if upload is None:
        return
    read = read_upload(upload, lang)
    if isinstance(read, str):
        st.session_state[f"{UPLOAD}:said"] = (("error", read),)
        return
    record, link = read.record, game_link(read.record)[0]
    review, note = file_review(read, lang)
    if review is not None:
        keep(record, review)
    said = [] if note is None else [("info" if review is not None else "warning", note)]
    for name in PARAMS:
        st.query_params.pop(name, None)
    st.query_params.update(link)
    st.session_state[COMMENTS] = (link, people_comments(read.comments))
    st.session_state[AT] = len(record.moves)
    moves = len(record.moves)
    loaded = tn("replay.loaded", moves, lang, moves=moves, rules=rules_text(record.rules, "title", lang))
    st.session_state[f"{UPLOAD}:said"] = (("ok", loaded), *said)
