"""The game review on a page (Replay, and Play at a game's end): the button, the progress bar while the Master
judges, each side's accuracy, the turning points, one move's verdict, and the record with its review to download.

A review is kept in the session by its game (rule set, first position and moves), so that the review made at the
end of a game on Play opens in Replay without judging again, and one read from a record file is shown as it came.
"""

from __future__ import annotations

from datetime import date

import streamlit as st

from games.ai.review import Review, review_game, review_record_parts
from games.records import GameRecord, write_record
from ui.i18n import t
from ui.replay.review_text import accuracy_html, judged_text, turning_text

REVIEWS = "review:done"
"""The session's reviews: {game key: Review}."""
WANTED = "review:wanted"


def game_key(record: GameRecord) -> tuple[str, str, tuple[str, ...]]:
    """What names a game whatever page shows it: its rule set, its first position and its moves' notation."""
    return record.rules, record.game.format_position(record.states[0]), tuple(move.text for move in record.moves)


def stored(record: GameRecord) -> Review | None:
    """The review of ``record`` this session has made or read, if any."""
    found: Review | None = st.session_state.get(REVIEWS, {}).get(game_key(record))
    return found


def keep(record: GameRecord, review: Review) -> None:
    """Keep ``review`` as ``record``'s for the rest of the session (the latest few games)."""
    reviews = dict(st.session_state.get(REVIEWS, {}))
    reviews[game_key(record)] = review
    st.session_state[REVIEWS] = dict(list(reviews.items())[-8:])


def review_button(record: GameRecord, lang: str, key: str) -> Review | None:
    """The game's review: the one kept, else a button that asks for it and, once pressed, a progress bar while the
    Master judges every move (the review is then kept)."""
    found = stored(record)
    if found is not None:
        return found
    if not st.session_state.pop(f"{WANTED}:{key}", False):
        st.button(
            t("review.button", lang),
            icon=":material/fact_check:",
            key=key,
            help=t("review.button_help", lang),
            on_click=st.session_state.__setitem__,
            args=(f"{WANTED}:{key}", True),
        )
        return None
    bar = st.progress(0.0, text=t("review.working", lang, done=0, total=len(record.moves)))

    def judged(done: int, total: int) -> None:
        bar.progress(done / total, text=t("review.working", lang, done=done, total=total))

    review = review_game(record, judged)
    bar.empty()
    keep(record, review)
    return review


def review_summary(review: Review, lang: str) -> None:
    """Each side's accuracy and verdicts (``data-testid="review-accuracy"``) and the turning points."""
    st.markdown(f"**{t('review.title', lang)}**")
    st.html(accuracy_html(review, lang))
    st.caption(turning_text(review, lang))


def move_verdict(record: GameRecord, review: Review, at: int, lang: str) -> None:
    """What the Master says of the move that led to position ``at`` (none at the start)."""
    if at <= 0:
        st.caption(t("review.at_start", lang))
        return
    with st.container(border=True, key="review-move"):
        st.markdown(judged_text(record, at - 1, review, lang))


def reviewed_file(record: GameRecord, review: Review, headers: dict[str, str]) -> str:
    """The record file of ``record`` with ``review`` in it (``games.ai.review``: a header and a comment a move)."""
    extra, comments = review_record_parts(review)
    return write_record(record, {**headers, **extra}, comments)


def download_reviewed(record: GameRecord, review: Review, lang: str, key: str, headers: dict[str, str]) -> None:
    """The button that downloads the record with its review."""
    st.download_button(
        t("review.download", lang),
        data=reviewed_file(record, review, headers),
        mime="text/plain",
        file_name=f"{record.rules}-{date.today().isoformat()}-review.txt",
        icon=":material/download:",
        on_click="ignore",
        help=t("review.download_help", lang),
        key=key,
    )
