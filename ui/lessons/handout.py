"""Handouts that work offline: a lesson, a game's board sheet, or a game's worksheet and assessment from the
teacher's kit, as one self-contained HTML file.  No Streamlit.

Prose is rendered with the ``markdown`` package; boards are Plotly figures drawn as pictures, with the small
Plotly bundle the app draws with (``board.PLOTLY_JS``) inlined once at the top of the file, so that the
page opens in a browser with no network.
The print style keeps each step on one page where it fits; a lesson's answers and its teacher's notes
each start a new page, as do a worksheet's assessment and its answer key.
"""

from __future__ import annotations

import html

import markdown
import plotly.graph_objects as go

from board import plotly_js, position_figure
from games import get_game
from ui.i18n import rules_text, t
from ui.lessons.model import Lesson, load_lesson
from ui.moves.words import answer_text
from ui.notebook.model import BoardCell, cell_figure
from ui.reference.model import demote_headings, load_teacher_notes, strip_site_links
from ui.teachers.model import SHEETS, Question, load_sheet

STYLE = """
body { font-family: Georgia, 'Times New Roman', serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem;
       color: #2b2118; line-height: 1.5; }
h1, h2, h3 { font-family: 'Trebuchet MS', Arial, sans-serif; color: #5a3a1a; }
.step { border-top: 1px solid #d9c9a8; padding-top: 0.5rem; margin-top: 1.5rem; break-inside: avoid; }
.task { background: #f4ecd8; border-left: 4px solid #b5813c; padding: 0.4rem 0.8rem; }
.caption { color: #6b5a48; font-size: 0.9rem; }
.answers li { margin: 0.4rem 0; }
.answers li p { margin: 0.2rem 0; }
.teachers { border-top: 2px solid #b5813c; margin-top: 2rem; }
.write { border-bottom: 1px solid #b9a888; height: 1.8rem; }
.kit { font-style: italic; }
ol li p { margin: 0.2rem 0 0.6rem; }
@media print { body { margin: 0; max-width: none; } .step { break-inside: avoid; page-break-inside: avoid; }
               .sheet { break-after: page; } .answers, .teachers, .assessment { break-before: page; } }
"""
STATIC = {"staticPlot": True, "displayModeBar": False}


def handout_html(lesson: Lesson, lang: str) -> str:
    """The whole lesson as one printable page: every step's text and board and its task; then the answers
    in words and places, each with what the lesson says once the task is solved (which would give the
    answer away under the task); then, on a page of their own, the teacher's notes."""
    parts, answers = [], []
    for number, step in enumerate(lesson.steps, start=1):
        board = step.board
        figure = _figure_html(cell_figure(board, lang))
        body = [f"<h2>{number}. {html.escape(step.title)}</h2>", _prose(step.before), figure]
        if board.caption:
            body.append(f'<p class="caption">{html.escape(board.caption)}</p>')
        if board.task:
            body.append(f'<p class="task"><strong>{t("lesson.task", lang)}</strong> {html.escape(board.task)}</p>')
            answers.append(
                f"<li><strong>{number}. {html.escape(step.title)}:</strong> "
                f"{html.escape(answer_words(board, lang))}{_prose(step.after)}</li>"
            )
        else:
            body.append(_prose(step.after))
        parts.append(f'<section class="step">{"".join(body)}</section>')
    if answers:
        parts.append(
            f'<section class="step answers"><h2>{t("handout.answers", lang)}</h2>'
            f'<p class="caption">{t("handout.answers_note", lang)}</p><ul>{"".join(answers)}</ul></section>'
        )
    rules = lesson.steps[0].board.rules
    title, notes = load_teacher_notes(rules, lang)
    parts.append(
        f'<section class="teachers"><h2>{html.escape(title)}</h2>{_prose(demote_headings(notes))}'
        f'<p class="kit">{html.escape(t("handout.kit", lang))}</p></section>'
    )
    return _page(lesson.title, [f"<h1>{html.escape(lesson.title)}</h1>", _prose(lesson.intro), *parts], lang)


def answer_words(board: BoardCell, lang: str) -> str:
    """The task's accepted moves as a learner reads them: ``coin 2: cell 11 → 13``, ``c1 → c5 or d6 → c6``."""
    game = get_game(board.rules)
    state = game.parse_position(board.position)
    words = [answer_text(game, game.describe(state, game.parse_move(state, text)), lang) for text in board.answers]
    return t("handout.or", lang).join(words)


def worksheet_html(game: str, lang: str) -> str:
    """A game's worksheet and its assessment from the teacher's kit, each question with room to write and its
    board, the assessment on a new page; then the answer key of both on a page of its own."""
    parts, key = [], []
    for kind in SHEETS:
        sheet = load_sheet(kind, game, lang)
        questions = "".join(_question_html(number, q, lang) for number, q in enumerate(sheet.questions, start=1))
        parts.append(
            f'<section class="{kind}"><h1>{html.escape(sheet.title)}</h1>{_prose(sheet.intro)}{questions}</section>'
        )
        answers = "".join(
            f"<li><strong>{number}. {html.escape(_labelled(q.title))}</strong> {_question_answer(q, lang)}</li>"
            for number, q in enumerate(sheet.questions, start=1)
        )
        key.append(f"<h3>{html.escape(sheet.title)}</h3><ul>{answers}</ul>")
    parts.append(f'<section class="step answers"><h2>{t("kit.key", lang)}</h2>{"".join(key)}</section>')
    parts.append(f'<p class="kit">{html.escape(t("handout.kit", lang))}</p>')
    return _page(load_sheet(SHEETS[0], game, lang).title, parts, lang)


def _question_html(number: int, question: Question, lang: str) -> str:
    """A question as a pupil sees it: its heading and text, its board and task, and lines to write on."""
    body = [f"<h2>{number}. {html.escape(question.title)}</h2>", _prose(question.text)]
    board = question.board
    if board is not None:
        body.append(_figure_html(cell_figure(board, lang)))
        if board.caption:
            body.append(f'<p class="caption">{html.escape(board.caption)}</p>')
        if board.task:
            body.append(f'<p class="task"><strong>{t("lesson.task", lang)}</strong> {html.escape(board.task)}</p>')
    body.append('<div class="write"></div>' * (1 if question.position else 3))
    return f'<section class="step">{"".join(body)}</section>'


def _labelled(title: str) -> str:
    """A question's heading as the label of its answer: ``The board:``, and ``Evidence or invention?`` as it is."""
    return title if title.endswith(("?", "!")) else f"{title}:"


def _question_answer(question: Question, lang: str) -> str:
    """A question's answer for the key: a position question's accepted moves in words, then the written answer."""
    board = question.board
    moves = ""
    if board is not None and board.task:
        moves = f"<p><strong>{html.escape(answer_words(board, lang))}</strong></p>"
    return moves + _prose(question.answer)


def board_sheet_html(rules: str, lang: str) -> str:
    """A printable sheet: the rule set's board at the start on its own page, then the rules as its lesson tells them."""
    game = get_game(rules)
    figure = position_figure(game, game.initial_state(), lang=lang)
    lesson = load_lesson("lessons", rules, lang)
    brief = "".join(f"<li><strong>{html.escape(s.title)}.</strong> {_prose(s.before)}</li>" for s in lesson.steps)
    title, origin, scholar = (html.escape(rules_text(rules, field, lang)) for field in ("title", "origin", "scholar"))
    body = [
        f'<section class="sheet"><h1>{title}</h1>',
        f"<p>{origin}. {scholar}</p>",
        _figure_html(figure),
        "</section>",
        f"<h2>{t('handout.brief', lang)}</h2><ol>{brief}</ol>",
    ]
    return _page(title, body, lang)


def _figure_html(figure: go.Figure) -> str:
    """A figure as HTML, drawn by the Plotly the page inlines once (``_page``)."""
    html_text: str = figure.to_html(full_html=False, include_plotlyjs=False, config=STATIC)
    return html_text


def _prose(text: str) -> str:
    """Markdown as HTML, with the links to the site's own pages reduced to their words (offline, they lead
    nowhere)."""
    return markdown.markdown(strip_site_links(text)) if text else ""


def _page(title: str, body: list[str], lang: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title><style>{STYLE}</style>"
        f"<script>{plotly_js()}</script></head>"
        f"<body>{''.join(body)}</body></html>\n"
    )
