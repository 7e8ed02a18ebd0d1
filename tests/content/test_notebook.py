"""The notebook parser: text and board cells, optional keys, errors that name their line; the content parses."""

from __future__ import annotations

from pathlib import Path

import pytest

from games import get_game
from ui.notebook.model import CONTENT, BoardCell, TextCell, parse_notebook

START = "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -"
FULL = f"""# Title

Some text.

```board
rules: petteia
position: {START}
highlight: d5 e4
arrows: d1-d5 a1-a3
caption: The start.
```

More text.
"""
EN_FILES = sorted((CONTENT / "en").rglob("*.md"))
ALL_FILES = sorted(CONTENT.rglob("*.md"))


def _board(*lines: str) -> str:
    return "\n".join(["Intro", "", "```board", *lines, "```", ""])


def test_text_and_board_cells_in_order():
    cells = parse_notebook(FULL)
    assert cells == [
        TextCell("# Title\n\nSome text."),
        BoardCell("petteia", START, ("d5", "e4"), (("d1", "d5"), ("a1", "a3")), "The start.", line=5),
        TextCell("More text."),
    ]


def test_highlight_arrows_and_caption_are_optional():
    (_, cell) = parse_notebook(_board("rules: petteia", f"position: {START}"))
    assert cell == BoardCell("petteia", START, line=3)


def test_a_task_with_answers_goal_and_clauses():
    (_, cell) = parse_notebook(
        _board(
            "rules: petteia",
            f"position: {START}",
            "task: Open a file.",
            "answer: a1-a3 a1-a2",
            "goal: capture",
            "teaches: PET-03 PET-02",
        )
    )
    assert (cell.task, cell.answers, cell.goal, cell.teaches) == (
        "Open a file.",
        ("a1-a3", "a1-a2"),
        "capture",
        ("PET-03", "PET-02"),
    )


def test_race_boards_name_cells_and_trays():
    (_, cell) = parse_notebook(
        _board(
            "rules: patolli",
            "position: r,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0",
            "highlight: 0 reserve:l",
            "arrows: reserve:l-0",
            "task: Enter.",
            "answer: enter",
        )
    )
    assert cell.highlights == ("0", "reserve:l") and cell.arrows == (("reserve:l", "0"),)


def test_a_board_may_switch_on_a_variant_and_its_position_is_read_by_those_rules():
    """``latrunculi-bell+LBE-V2`` writes the square of the piece that captured (``d3``): plain Bell cannot."""
    position = "p6p/8/8/8/8/3P1P2/8/D7 l 0 d3"
    (_, cell) = parse_notebook(
        _board(
            "rules: latrunculi-bell+LBE-V2",
            f"position: {position}",
            "task: Move on.",
            "answer: d3-d4",
            "teaches: LBE-V2",
        )
    )
    assert (cell.rules, cell.answers, cell.teaches) == ("latrunculi-bell+LBE-V2", ("d3-d4",), ("LBE-V2",))
    with pytest.raises(ValueError, match="^line 5: bad position"):
        parse_notebook(_board("rules: latrunculi-bell", f"position: {position}"))
    with pytest.raises(ValueError, match="^line 7: the answer 'a1-a2' is not a legal move"):
        parse_notebook(
            _board("rules: latrunculi-bell+LBE-V2", f"position: {position}", "task: Move on.", "answer: a1-a2")
        )


def test_text_alone_is_one_cell_and_other_fences_stay_text():
    text = "Just text.\n\n```python\nx = 1\n```"
    assert parse_notebook(text) == [TextCell(text)]


def test_cells_are_frozen():
    cell = parse_notebook(FULL)[1]
    with pytest.raises(AttributeError):
        cell.rules = "other"


@pytest.mark.parametrize(
    ("lines", "line", "words"),
    [
        (("rules: petteia", f"position: {START}", "colour: red"), 6, "unknown key 'colour'"),
        (("rules: chess", f"position: {START}"), 4, "unknown rules 'chess'"),
        (("rules: petteia+LBE-V1", f"position: {START}"), 4, "unknown rules 'petteia\\+LBE-V1'.*LBE-V1"),
        (("rules: latrunculi-bell+LBE-V9", "position: 8/8/8/8/8/8/8/8 l 0 16+D,16+D,2"), 4, "'LBE-V9'"),
        (("rules: petteia", "position: pppppppp/8/8"), 5, "bad position"),
        (("rules: petteia", f"position: {START}", "highlight: z9"), 6, "'z9'"),
        (("rules: petteia", f"position: {START}", "arrows: d1d5"), 6, "from-to"),
        (("rules: petteia",), 3, "no 'position'"),
        (("rules: petteia", "just words"), 5, "key: value"),
        (("rules: petteia", "rules: petteia"), 5, "twice"),
        (("rules: knossos", "position: 0,0,0,0,0 0,0,0,0,0 l - 0", "highlight: 20"), 6, "'20' is not a place"),
        (("rules: patolli", "position: r,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0", "highlight: 52"), 6, "'52'"),
        (("rules: petteia", f"position: {START}", "task: Move.", "answer: a1-a9"), 7, "not a legal move"),
        (("rules: petteia", f"position: {START}", "task: Move.", "answer: a2-a3"), 7, "not a legal move"),
        (("rules: petteia", f"position: {START}", "task: Move.", "answer: a1-a3", "goal: dance"), 8, "unknown goal"),
        (("rules: petteia", f"position: {START}", "task: Move."), 3, "needs an answer"),
        (("rules: petteia", f"position: {START}", "answer: a1-a3"), 3, "needs a task"),
    ],
)
def test_errors_name_the_line(lines, line, words):
    with pytest.raises(ValueError, match=f"^line {line}: .*{words}") as error:
        parse_notebook(_board(*lines))
    assert isinstance(error.value, ValueError)


def test_an_unclosed_board_names_its_opening_line():
    with pytest.raises(ValueError, match="^line 3: .*never closed"):
        parse_notebook("Intro\n\n```board\nrules: petteia\n")


def test_there_is_content():
    assert EN_FILES


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: str(p.relative_to(CONTENT)))
def test_every_board_in_the_content_parses_with_a_legal_position(path):
    boards = [c for c in parse_notebook(path.read_text(encoding="utf-8")) if isinstance(c, BoardCell)]
    for cell in boards:
        game = get_game(cell.rules)
        assert game.format_position(game.parse_position(cell.position)) == cell.position


@pytest.mark.parametrize("path", EN_FILES, ids=lambda p: str(p.relative_to(CONTENT)))
def test_every_english_file_has_a_russian_twin_with_the_same_boards(path):
    twin = CONTENT / "ru" / path.relative_to(CONTENT / "en")
    assert twin.exists(), f"{twin} is missing"

    def boards(p: Path) -> list[BoardCell]:
        return [c for c in parse_notebook(p.read_text(encoding="utf-8")) if isinstance(c, BoardCell)]

    en, ru = boards(path), boards(twin)
    assert len(en) == len(ru)
    assert [(c.rules, c.position, c.highlights, c.arrows) for c in en] == [
        (c.rules, c.position, c.highlights, c.arrows) for c in ru
    ]
