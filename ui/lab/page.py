"""The reconstruction lab: rule sets and variants of one game compared side by side by self-play.

The comparison lives in the URL (``?q=<question>`` or ``?compare=<setting>,<setting>``) so that a teacher can
share it.  The page opens at once on the shipped runs (``ui.lab.model``); "Play" plays new games here, a
round of every setting at a time under a progress bar, and "Stop" keeps the rounds finished so far, the
same number of games of each setting.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pandas as pd
import streamlit as st

from board.charts.lab import captures_figure, endings_figure, length_figure, luck_figure, results_figure
from board.numbers import decimal
from games.core import GameError
from games.selfplay import play_games
from ui.board_widget import chart
from ui.i18n import percent, t, tn
from ui.lab.model import (
    LAB_GAMES,
    endings_frame,
    game_settings,
    games_frame,
    has_throws,
    legend_label,
    length_frame,
    load_questions,
    setting_label,
    shipped_runs,
    summary_frame,
)

OWN = "own"
"""The question chooser's last option: a comparison of the learner's own."""
LEVELS = ("random", "novice", "club")
PLAYED, RUN, STOPPED, FAILED = "lab:played", "lab:run", "lab:stopped", "lab:failed"
ROUND = {"random": 500, "novice": 2, "club": 2}
"""Games of each setting per round of a run: a round is what "Stop" waits for.  Random games of the rule sets with a
batch player are played a round at a time as one block of it (``games.batch``), which pays only with many games."""


@dataclass(frozen=True)
class Run:
    """A run asked for on the page: its settings, how many games of each, the level, the seed, the scheduler."""

    settings: tuple[str, ...]
    games: int
    level: str
    seed: int
    scheduler: str | None


def lab_page(lang: str) -> None:
    """The page: a question (or the learner's own choice of settings), its figures, and more games on request."""
    st.title(t("lab.title", lang), anchor=False)
    st.markdown(t("lab.intro", lang))
    settings = _comparison(lang)
    if len(settings) < 2:
        st.info(t("lab.pick_two", lang), icon=":material/compare_arrows:")
        return
    runs, caption = _runs(settings, lang)
    st.caption(caption)
    _figures(runs, lang)
    _more_games(settings, lang)


# ---------------------------------------------------------------- what is compared


def _comparison(lang: str) -> tuple[str, ...]:
    """The settings compared: a question's, or the learner's own (kept in the URL either way)."""
    questions = {q.id: q for q in load_questions()}
    linked = st.query_params.get("q", "")
    own = st.query_params.get("compare")
    current = OWN if own is not None or linked == OWN else linked if linked in questions else next(iter(questions))
    options = [*questions, OWN]
    chosen = st.selectbox(
        t("lab.question", lang),
        options,
        index=options.index(current),
        key=f"lab:q:{current}",
        format_func=lambda q: t("lab.own", lang) if q == OWN else questions[q].ask[lang],
    )
    if chosen != OWN:
        st.query_params.pop("compare", None)
        st.query_params.pop("game", None)
        st.query_params["q"] = chosen
        question = questions[chosen]
        st.subheader(question.ask[lang], anchor=False)
        st.markdown(question.look[lang])
        return question.settings
    st.query_params["q"] = OWN
    return _own_settings(own, lang)


def _own_settings(linked: str | None, lang: str) -> tuple[str, ...]:
    """A game, then any of its settings (two or more); the link's ``game`` and ``compare`` choose them first,
    and the choice is written back, so that a widget's default is always what it shows."""
    named = [s for s in (linked or "").replace(" ", "+").split(",") if s]
    games = list(LAB_GAMES)
    linked_game = st.query_params.get("game")
    inferred = next((g for g in games if named and all(s in game_settings(g) for s in named)), games[0])
    default = linked_game if linked_game in LAB_GAMES else inferred
    game = (
        st.segmented_control(
            t("lab.game", lang), games, default=default, key="lab:game", format_func=lambda g: t(f"lab.game.{g}", lang)
        )
        or default
    )
    options = game_settings(game)
    chosen = st.multiselect(
        t("lab.settings", lang),
        options,
        default=[s for s in named if s in options],
        key=f"lab:settings:{game}",
        format_func=lambda s: setting_label(s, lang),
        placeholder=t("lab.settings_placeholder", lang),
    )
    st.query_params["game"] = game
    st.query_params["compare"] = ",".join(chosen)
    return tuple(chosen)


# ---------------------------------------------------------------- the games shown


@st.cache_data(show_spinner=False)
def _shipped() -> dict[str, Any]:
    return shipped_runs()


def _runs(settings: tuple[str, ...], lang: str) -> tuple[dict[str, list[dict[str, Any]]], str]:
    """The runs to show: games played here for exactly these settings, else the shipped ones; and a caption."""
    played = st.session_state.get(PLAYED)
    count = min((len(played["runs"].get(s, ())) for s in settings), default=0) if played is not None else 0
    if played is not None and count:
        if st.session_state.get(STOPPED):
            st.warning(tn("lab.run.stopped", count, lang, done=count), icon=":material/stop_circle:")
        st.button(t("lab.run.back", lang), icon=":material/undo:", on_click=_forget_played, key="lab:back")
        return (
            {s: played["runs"][s][:count] for s in settings},
            tn("lab.played", count, lang, games=count, level=_level_name(played["level"], lang)),
        )
    shipped = _shipped()
    return {s: shipped["runs"][s] for s in settings}, tn("lab.shipped", shipped["games"], lang, games=shipped["games"])


def _forget_played() -> None:
    for key in (PLAYED, STOPPED, FAILED):
        st.session_state.pop(key, None)


def _figures(runs: dict[str, list[dict[str, Any]]], lang: str) -> None:
    """The table of figures, then the charts two a row (one a row on a phone)."""
    games = games_frame(runs)
    summary = summary_frame(games)
    race = all(has_throws(s) for s in runs)
    st.markdown(f"**{t('lab.table', lang)}**")
    st.dataframe(_table(summary, lang, race=race), hide_index=True, width="stretch")
    st.caption(t("lab.table_help", lang))
    legends = {setting: legend_label(setting, lang) for setting in runs}
    figures = [
        ("length", length_figure(length_frame(games), legends, lang)),
        ("results", results_figure(summary, legends, lang)),
        ("endings", endings_figure(endings_frame(games), legends, lang)),
    ]
    figures.append(
        ("luck", luck_figure(summary, legends, lang)) if race else ("captures", captures_figure(summary, legends, lang))
    )
    for first in range(0, len(figures), 2):
        for column, (key, figure) in zip(st.columns(2, gap="medium"), figures[first : first + 2], strict=False):
            with column:
                chart(figure, f"lab:chart:{key}", label=figure.layout.title.text)


def _table(summary: pd.DataFrame, lang: str, *, race: bool) -> pd.DataFrame:
    """The summary as a learner reads it: one row per setting, shares in per cent with their intervals."""

    def share(value: float) -> str:
        return percent(value, lang)

    def interval(value: float, low: float, high: float) -> str:
        return f"{share(value)} ({decimal(low * 100, lang)}–{decimal(high * 100, lang)})"

    rows: list[dict[str, object]] = []
    for row in summary.to_dict("records"):
        cells = {
            t("lab.col.setting", lang): setting_label(str(row["setting"]), lang),
            t("lab.col.games", lang): int(row["games"]),
            t("lab.col.length", lang): f"{decimal(row['plies_mean'], lang)} ± {decimal(row['plies_half'], lang)}",
            t("lab.col.median", lang): decimal(row["plies_median"], lang),
            t("lab.col.light", lang): interval(row["light"], row["light_low"], row["light_high"]),
            t("lab.col.dark", lang): share(row["dark"]),
            t("lab.col.draw", lang): share(row["draw"]),
        }
        if race:
            cells[t("lab.col.luck", lang)] = interval(row["luck"], row["luck_low"], row["luck_high"])
        else:
            captures = (decimal(row["captures_light"], lang, 1), decimal(row["captures_dark"], lang, 1))
            cells[t("lab.col.captures", lang)] = " / ".join(captures)
        rows.append(cells)
    return pd.DataFrame(rows)


# ---------------------------------------------------------------- more games


def _level_name(level: str, lang: str) -> str:
    return t("lab.run.random", lang) if level == "random" else t(f"level.{level}", lang)


def _more_games(settings: tuple[str, ...], lang: str) -> None:
    """The form for a new run, and the run itself while one is under way."""
    st.subheader(t("lab.run.title", lang), anchor=False)
    st.caption(t("lab.run.intro", lang))
    running = st.session_state.get(RUN)
    failed = st.session_state.get(FAILED)
    if failed is not None:
        reason = failed if isinstance(failed, str) else failed.text(lang)
        st.error(t("lab.run.failed", lang, reason=reason), icon=":material/error:")
    with st.form("lab:run-form", border=True):
        row = st.columns([1, 1, 1])
        row[0].number_input(t("lab.run.games", lang), min_value=2, max_value=5000, value=200, step=50, key="lab:games")
        row[1].selectbox(t("lab.run.level", lang), LEVELS, format_func=lambda v: _level_name(v, lang), key="lab:level")
        row[2].number_input(t("lab.run.seed", lang), min_value=0, max_value=2**31, value=1, key="lab:seed")
        with st.expander(t("lab.run.advanced", lang)):  # a Dask cluster is for the few who run one
            st.text_input(
                t("lab.run.scheduler", lang),
                placeholder="tcp://host:8786",
                key="lab:scheduler",
                help=t("lab.run.scheduler_help", lang),
            )
        st.form_submit_button(
            t("lab.run.start", lang),
            icon=":material/play_arrow:",
            type="primary",
            disabled=running is not None,
            on_click=_start,
            args=(settings,),
        )
    running = st.session_state.get(RUN)
    if running is not None:
        _play(running, lang)


def _start(settings: tuple[str, ...]) -> None:
    """The form's "Play": a new run of the form's values, from no games."""
    state = st.session_state
    run = Run(
        settings,
        int(state["lab:games"]),
        str(state["lab:level"]),
        int(state["lab:seed"]),
        str(state["lab:scheduler"] or "").strip() or None,
    )
    state[RUN] = run
    state[PLAYED] = {"level": run.level, "runs": {s: [] for s in settings}}
    state.pop(STOPPED, None)
    state.pop(FAILED, None)


def _stop() -> None:
    st.session_state.pop(RUN, None)
    st.session_state[STOPPED] = True


def _play(run: Run, lang: str) -> None:
    """Play ``run`` round by round under a progress bar; "Stop" (a rerun) ends it between two rounds."""
    st.button(t("lab.run.stop", lang), icon=":material/stop:", on_click=_stop, key="lab:stop")
    bar = st.progress(0.0)
    played = st.session_state[PLAYED]["runs"]
    step = ROUND[run.level]
    total = run.games * len(run.settings)
    try:
        for first in range(min(len(g) for g in played.values()), run.games, step):
            indices = range(first, min(first + step, run.games))
            for setting in run.settings:
                bar.progress(
                    sum(map(len, played.values())) / total,
                    text=tn(
                        "lab.run.progress",
                        run.games,
                        lang,
                        setting=setting_label(setting, lang),
                        done=first,
                        total=run.games,
                    ),
                )
                games = play_games(setting, run.level, run.seed, indices, scheduler=run.scheduler)
                played[setting].extend(game.as_json() for game in games)
    except (GameError, OSError, TimeoutError, ValueError) as error:
        st.session_state[FAILED] = error.msg if isinstance(error, GameError) else str(error)
    st.session_state.pop(RUN, None)
    st.rerun()  # the figures of the games played, and the form ready for another run
