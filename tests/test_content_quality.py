"""What a curator and a teacher check in the museum's content: no task board gives its answer away, the
glossary's words are used consistently in each language, the glossary and the sources are complete in
both languages, every lesson has its teacher's notes, and every text colour of the theme is readable."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from tests.catalogues import CATALOGUES, entries, forms, read

ROOT = Path(__file__).resolve().parents[1]
THEME = ROOT / ".streamlit" / "config.toml"

# --- contrast (WCAG 2.x) ---------------------------------------------------------------------------

AA = 4.5
"""WCAG AA for ordinary text."""
CAPTION_OPACITY = 0.6
"""Streamlit draws captions (and other faded text) in the text colour at 60 % opacity (its ``fadedText60``)."""
BUTTON_TEXT = "#ffffff"
"""The text of a primary button, drawn on the primary colour."""


def _rgb(colour: str) -> tuple[int, int, int]:
    value = colour.strip().lstrip("#")
    if len(value) == 3:
        value = "".join(c * 2 for c in value)
    if not re.fullmatch(r"[0-9a-fA-F]{6}", value):
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def luminance(colour: str) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours, from 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def blend(colour: str, background: str, opacity: float) -> str:
    """``colour`` drawn at ``opacity`` over ``background``, as the eye sees it."""
    mixed = (round(opacity * c + (1 - opacity) * g) for c, g in zip(_rgb(colour), _rgb(background), strict=True))
    return "#" + "".join(f"{c:02x}" for c in mixed)


def theme() -> dict[str, str]:
    return tomllib.loads(THEME.read_text(encoding="utf-8"))["theme"]


def test_the_contrast_helpers_agree_with_known_values():
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert blend("#000000", "#ffffff", 0.6) == "#666666"


def test_every_text_colour_of_the_theme_reaches_aa_on_both_backgrounds():
    colours = theme()
    backgrounds = {key: colours[key] for key in ("backgroundColor", "secondaryBackgroundColor")}
    texts = {
        key: value
        for key, value in colours.items()
        if key in ("textColor", "primaryColor", "linkColor") or key.endswith("TextColor")
    }
    assert "textColor" in texts and "primaryColor" in texts
    texts["caption (textColor at 60 %)"] = ""
    low = []
    for name, text in texts.items():
        for where, background in backgrounds.items():
            seen = blend(colours["textColor"], background, CAPTION_OPACITY) if not text else text
            ratio = contrast(seen, background)
            if ratio < AA:
                low.append(f"{name} on {where}: {ratio:.2f}:1")
    button = contrast(BUTTON_TEXT, colours["primaryColor"])
    if button < AA:
        low.append(f"button text on primaryColor: {button:.2f}:1")
    assert not low, f"below {AA}:1 — " + "; ".join(low)


# --- a task board never shows its answer ------------------------------------------------------------


def _solutions(board) -> list:
    """The listed answers, and for a task with a goal every legal move that reaches it, as typed moves."""
    from games import get_game
    from ui.lessons.model import achieves

    game = get_game(board.rules)
    state = game.parse_position(board.position)
    found = [game.describe(state, game.parse_move(state, text)) for text in board.answers]
    if board.goal:
        found += [m for m in game.moves(state) if achieves(game, state, m, board.goal)]
    return list({m.text: m for m in found}.values())


def giveaways(board) -> list[str]:
    """What on ``board`` shows one of its task's solutions: an arrow along a solving move, highlights on
    both its ends or on where it places a piece (grid games); an arrow that ends where a solving move
    ends (race games, whose arrows may start anywhere along the way)."""
    from games import get_game

    if not board.task:
        return []
    found = []
    race = get_game(board.rules).device is not None
    for move in _solutions(board):
        places = move.places
        if race:
            if places and any(arrow[1] == places[-1] for arrow in board.arrows):
                found.append(f"an arrow ends on {places[-1]}, where {move.text} goes")
            continue
        if len(places) == 1:
            if places[0] in board.highlights:
                found.append(f"the highlight shows where {move.text} places its piece")
            if any(arrow[1] == places[0] for arrow in board.arrows):
                found.append(f"an arrow points where {move.text} places its piece")
        for start, end in zip(places, places[1:], strict=False):
            if (start, end) in board.arrows:
                found.append(f"the arrow {start}-{end} is the move {move.text}")
            if start in board.highlights and end in board.highlights:
                found.append(f"the highlights show both ends of {move.text}")
    return found


def _task_boards():
    from games import RULE_SETS
    from ui.lessons.model import load_lesson

    return [
        pytest.param(rules, lang, step, id=f"{rules}-{lang}-step{number}")
        for rules in RULE_SETS
        for lang in ("en", "ru")
        for number, step in enumerate(load_lesson("lessons", rules, lang).steps, start=1)
        if step.board.task
    ]


@pytest.mark.parametrize(("rules", "lang", "step"), _task_boards())
def test_no_task_board_shows_its_answer(rules, lang, step):
    assert not giveaways(step.board), f"{lang} {rules} «{step.title}»: {giveaways(step.board)}"


def test_the_giveaway_check_sees_arrows_highlights_and_race_arrows():
    from ui.notebook.model import BoardCell

    grid = dict(rules="petteia", position="p6p/8/8/2p1p3/8/8/8/P2P4 l 0 -", task="t", answers=("d1-d5",))
    assert giveaways(BoardCell(**grid, arrows=(("d1", "d5"),)))
    assert giveaways(BoardCell(**grid, highlights=("d1", "d5")))
    assert not giveaways(BoardCell(**grid, highlights=("c5", "e5"), arrows=(("a1", "a5"),)))
    chain = dict(
        rules="latrunculi-schadler",
        position="p2p1p1p/1p2p1p1/p7/3p1pP1/2p5/2P4P/P4P2/3P4 l 15 -",
        task="t",
        answers=("c3-c5-e5",),
    )
    assert giveaways(BoardCell(**chain, arrows=(("c5", "e5"),)))
    placing = dict(
        rules="latrunculi-bell",
        position="8/2p5/4p1P1/2Pp1p2/p7/1P2PP2/3P3p/8 l 0 10+D,10+D,2",
        task="t",
        answers=("@e5",),
    )
    assert giveaways(BoardCell(**placing, highlights=("e5",)))
    knossos = dict(rules="knossos", position="0,0,0,2,4 0,0,0,0,3 l 2,1 0", task="t", answers=("2+2",))
    assert giveaways(BoardCell(**knossos, arrows=(("11", "13"),)))
    assert not giveaways(BoardCell(**knossos, arrows=(("11", "12"),)))
    patolli = dict(rules="patolli", position="2,10,r,r,r,r 15,r,r,r,r,r l 3 6,6,0", task="t", answers=("10+3",))
    assert giveaways(BoardCell(**patolli, arrows=(("10", "13"),)))
    goal = dict(
        rules="patolli", position="4,10,r,r,r,r 20,39,r,r,r,r l 3 6,6,0", task="t", answers=("10+3",), goal="capture"
    )
    assert giveaways(BoardCell(**goal, arrows=(("12", "13"),)))


# --- the glossary: complete, and its words used consistently ------------------------------------------

CONTENT = ROOT / "content"
LANGS = ("en", "ru")
REQUIRED_TERMS = {
    "custodian-capture",
    "dux",
    "petteia",
    "pessoi",
    "half-move",
    "offering-cell",
    "reconstruction",
    "codex",
    "neopalatial",
    "latrunculi",
    "patolli",
    "zatrikion",
    "stakes",
    "item",
    "reserve",
    "bear-off",
    "home-harbour",
    "throw",
    "lot",
    "soldier",
    "stone",
    "bean",
    "x-board",
    "cloak",
    "mat",
    "piece",
    "ship",
}
"""The notions issue 11 asks the glossary for, with the piece and board words it names."""


def glossary() -> list[dict]:
    return tomllib.loads((CONTENT / "glossary.toml").read_text(encoding="utf-8"))["terms"]


def _fold(text: str) -> str:
    """Russian writers drop the dots of ё at will: compare without them."""
    return text.replace("ё", "е").replace("Ё", "Е")


def avoided(entry: dict, lang: str) -> list[tuple[str, re.Pattern]]:
    """The forms ``entry`` forbids in ``lang``, each as a pattern of whole words (a hyphen joins words: "rolled"
    is not found in "rolled-up"); a space in a listed form also matches a line break."""
    side = entry[lang]
    bodies = [(form, re.escape(_fold(form)).replace(r"\ ", r"\s+")) for form in side["avoid"]]
    bodies += [(pattern, _fold(pattern)) for pattern in side.get("avoid_regex", ())]
    return [(shown, re.compile(rf"(?<![\w-])(?:{body})(?![\w-])", re.IGNORECASE)) for shown, body in bodies]


def _prose(markdown: str) -> str:
    """The text a reader sees in a content file: board blocks keep only their caption and task, and a link
    only its words."""
    markdown = re.sub(r"\[([^\]]+)\]\([^)\s]+\)", r"\1", markdown)
    kept, inside = [], False
    for line in markdown.splitlines():  # one line out for each line in, so that messages name the right line
        if line.strip().startswith("```"):
            inside = line.strip() == "```board"
            kept.append("")
        elif not inside:
            kept.append(line)
        else:
            key, _, value = line.partition(":")
            kept.append(value if key.strip() in ("caption", "task") else "")
    return "\n".join(kept)


def _strings(value, lang: str, inside: bool = False):
    """Every ``lang`` string in a TOML value: a string under an ``en``/``ru`` key (a table of strings, or
    one string), never one of the other language."""
    if isinstance(value, str):
        if inside:
            yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in LANGS:
                yield from _strings(item, lang, inside)
            elif key == lang:
                yield from _strings(item, lang, True)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item, lang, inside)


def texts(lang: str) -> dict[str, str]:
    """Every text the museum shows in ``lang``, by where it comes from: the content's Markdown, its TOML files
    (the lobby, the lab, the sources, the captions of the objects' drawings, the glossary's definitions) and every
    message catalogue (the pages, the engines' sentences, the boards' words)."""
    found = {
        str(path.relative_to(ROOT)): _prose(path.read_text(encoding="utf-8"))
        for path in sorted((CONTENT / lang).rglob("*.md"))
    }
    for name in ("museum.toml", "sources.toml", "lab.toml", "objects.toml"):
        data = tomllib.loads((CONTENT / name).read_text(encoding="utf-8"))
        found[f"content/{name} ({lang})"] = "\n".join(_strings(data, lang))
    for entry in glossary():
        found[f"{GLOSSARY_ENTRY}{entry['id']} ({lang})"] = entry[lang]["definition"]
    for catalogue in CATALOGUES:
        where = str(catalogue.po_path(lang).relative_to(ROOT))
        found[where] = "\n".join(
            f"{name}: {' | '.join(forms(message))}" for name, message in entries(read(catalogue, lang)).items()
        )
    return found


GLOSSARY_ENTRY = "content/glossary.toml#"
"""Where a glossary definition is found: its own entry may name the word it replaces ("blanket" is Tylor's)."""


def misused(found: dict[str, str], lang: str) -> list[str]:
    """Each use of an avoided form in ``found``, named with the glossary entry and the place."""
    problems = []
    for entry in glossary():
        for shown, pattern in avoided(entry, lang):
            for where, text in found.items():
                if where.startswith(f"{GLOSSARY_ENTRY}{entry['id']} "):
                    continue
                for match in pattern.finditer(_fold(text)):
                    line = _fold(text).count("\n", 0, match.start()) + 1
                    problems.append(
                        f"{where}:{line}: «{match.group(0)}» — {entry['id']} is "
                        f"«{entry[lang]['term']}» (avoid {shown!r})"
                    )
    return problems


def test_the_glossary_has_every_notion_in_both_languages_with_all_fields():
    entries = glossary()
    ids = [entry["id"] for entry in entries]
    assert len(ids) == len(set(ids)), "an id appears twice"
    assert REQUIRED_TERMS <= set(ids), f"missing: {sorted(REQUIRED_TERMS - set(ids))}"
    for entry in entries:
        assert {"id", *LANGS} <= set(entry) <= {"id", "games", *LANGS}, entry["id"]
        assert set(entry.get("games", GAMES)) <= GAMES, entry["id"]
        for lang in LANGS:
            side = entry[lang]
            fields = {"term", "match", "definition", "avoid"}
            assert fields <= set(side) <= {*fields, "avoid_regex"}, (entry["id"], lang)
            re.compile(side["match"])  # a pattern for its forms (which may leave out a sense the term also has)
            assert side["term"].strip() and side["definition"].strip(), (entry["id"], lang)
            assert isinstance(side["avoid"], list) and all(isinstance(f, str) and f for f in side["avoid"])
            assert side["avoid"] or side.get("avoid_regex"), f"{entry['id']} {lang}: nothing to avoid"
            for shown, pattern in avoided(entry, lang):
                assert not pattern.search(_fold(side["term"])), f"{entry['id']} {lang}: the term matches {shown!r}"
    cyrillic = re.compile("[а-яё]", re.I)
    assert all(cyrillic.search(e["ru"]["definition"]) and not cyrillic.search(e["en"]["definition"]) for e in entries)


@pytest.mark.parametrize("lang", LANGS)
def test_the_museum_uses_one_word_for_each_notion(lang):
    problems = misused(texts(lang), lang)
    assert not problems, f"{len(problems)} avoided words:\n" + "\n".join(problems)


def test_the_term_check_catches_case_forms_line_breaks_and_contexts():
    entries = glossary()
    found = {
        "ru": "Игроки ставят\nодну ставку, у них шесть ставок; камешками не играют.",
        "ru2": "Игра без ставок, патолли на ставки, «Ставки» и дорожка в виде косого креста.",
    }
    problems = misused(found, "ru")
    assert any("одну ставку" in p for p in problems) and any("шесть ставок" in p for p in problems)
    assert any("камешками" in p for p in problems)
    assert not [p for p in problems if p.startswith("ru2")], problems
    assert misused({"en": "Two red\ncells and sixteen men."}, "en")
    assert entries


# --- the sources: complete in both languages, and no address the research does not give ----------------

GAMES = {"knossos", "petteia", "latrunculi", "patolli"}
SOURCE_FIELDS = {
    "primary": {"author", "title", "reference", "read_in", "note"},
    "object": {"name", "museum", "place", "note"},
    "work": {"author", "title", "published", "note"},
}
"""The fields each kind of source has in each language."""
MAY_BE_EMPTY = {"museum"}
"""An object found in the field may have no museum that the research names."""


def sources() -> list[dict]:
    return tomllib.loads((CONTENT / "sources.toml").read_text(encoding="utf-8"))["sources"]


def test_every_source_has_both_languages_and_all_fields():
    entries = sources()
    ids = [entry["id"] for entry in entries]
    assert len(ids) == len(set(ids)), "an id appears twice"
    kinds = {entry["kind"] for entry in entries}
    assert kinds == set(SOURCE_FIELDS), kinds
    for entry in entries:
        top = {"id", "kind", "games", "evidence", "url", *LANGS}
        top |= {"inventory"} if entry["kind"] == "object" else set()
        assert set(entry) == top, (entry["id"], set(entry) ^ top)
        assert entry["games"] and set(entry["games"]) <= GAMES, entry["id"]
        assert entry["evidence"] in ("V", "S", "R"), entry["id"]
        assert entry["url"] == "" or entry["url"].startswith("https://"), entry["id"]
        for lang in LANGS:
            side = entry[lang]
            assert set(side) == SOURCE_FIELDS[entry["kind"]], (entry["id"], lang, set(side))
            empty = [k for k, v in side.items() if not (isinstance(v, str) and (v.strip() or k in MAY_BE_EMPTY))]
            assert not empty, (entry["id"], lang, empty)
        assert bool(entry["en"].get("museum")) == bool(entry["ru"].get("museum")), entry["id"]


def test_the_sources_cover_the_texts_and_the_scholars_the_pages_name():
    names = {entry["id"] for entry in sources()}
    for wanted in (
        "homer-odyssey",
        "plato-republic",
        "pollux-onomasticon",
        "varro-lingua-latina",
        "ovid",
        "martial-7-72",
        "seneca-tranquillitate",
        "laus-pisonis",
        "knossos-board",
        "knossos-replica-met",
        "exekias-amphora",
        "kowalski-essay",
        "bell-1960",
        "schadler-1994",
        "evans-1921",
        "hillbom-2005",
        "tylor-1879",
        "russian-source-knossos",
        "russian-source-patolli",
        "russian-source-petteia-latrunculi",
    ):
        assert wanted in names, wanted
    bell = next(entry for entry in sources() if entry["id"] == "bell-1960")
    assert "1960" in bell["en"]["published"] and "1969" in bell["en"]["published"]


# --- the teacher's notes: one per lesson and language, with the sections a teacher looks for ----------

TEACHER_SECTIONS = {
    "en": ("## Age", "## Time", "## Learning objectives", "## Questions for discussion"),
    "ru": ("## Возраст", "## Время", "## Цели урока", "## Вопросы для обсуждения"),
}
TEACHER_QUESTIONS = {
    "en": ("How do we know?", "Evidence or invention?", "Why do race games use dice and war games not?"),
    "ru": (
        "Откуда мы это знаем?",
        "Свидетельство или выдумка?",
        "Почему в играх-гонках бросают кости, а в военных играх — нет?",
    ),
}
CLASS_NOTE = {"en": "note for class use", "ru": "заметка для класса"}
"""What the heading of the Patolli notes' section on gambling and self-enslavement says."""


def _rule_sets():
    from games import RULE_SETS

    return RULE_SETS


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rules", _rule_sets())
def test_every_lesson_has_teacher_notes_with_age_time_objectives_and_questions(rules, lang):
    path = CONTENT / lang / "teachers" / f"{rules}.md"
    assert path.exists(), f"{path.relative_to(ROOT)} is missing"
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0].startswith("# ") and lines[0][2:].strip(), "a note starts with its '# title'"
    headings = [line for line in lines if line.startswith("## ")]
    assert [h for h in headings if h in TEACHER_SECTIONS[lang]] == list(TEACHER_SECTIONS[lang]), headings
    questions = text[text.index(TEACHER_SECTIONS[lang][3]) :]
    assert all(q in questions for q in TEACHER_QUESTIONS[lang]), "a discussion question is missing"
    objectives = text[text.index(TEACHER_SECTIONS[lang][2]) : text.index(TEACHER_SECTIONS[lang][3])]
    assert objectives.count("\n- ") >= 3, "at least three learning objectives, as a list"
    if rules.startswith("patolli"):
        notes = [h for h in headings if CLASS_NOTE[lang] in h.lower()]
        assert notes, "the Patolli notes say how to talk about gambling and self-enslavement in class"
    if rules == "knossos":
        assert "15–40" in text, "the source's 15–40 minutes for a game"
    assert "```board" not in text, "teacher's notes are plain Markdown"


# --- links: a glossary word's first use, and the citations of the history pages -----------------------

LINK = re.compile(r"\[((?:[^\[\]]|\[[^\]]*\])+)\]\(([^)\s]+)\)")
"""A Markdown link, ``[text](target)``."""


def linked_files() -> list[tuple[Path, str, str]]:
    """Every lesson and history page, with its language and its game (a lesson of ``patolli-quick`` is
    patolli's)."""
    found = []
    for lang in LANGS:
        for path in sorted((CONTENT / lang / "lessons").glob("*.md")):
            found.append((path, lang, path.stem.split("-")[0]))
        for path in sorted((CONTENT / lang).glob("*/history.md")):
            found.append((path, lang, path.parent.name))
    return found


def glossary_target(term_id: str, lang: str) -> str:
    from ui.reference.model import site_link

    return site_link("glossary", term_id, lang)


def searchable(markdown: str, keep: str | None = None) -> str:
    """``markdown`` with what a reader does not see as running text blanked out, position for position:
    board blocks, headings, code, and every link except a link to ``keep`` (whose words stay)."""
    chars = list(markdown)

    def blank(start: int, end: int) -> None:
        for i in range(start, end):
            if chars[i] != "\n":
                chars[i] = " "

    offset, inside = 0, False
    for line in markdown.splitlines(keepends=True):
        if line.strip().startswith("```"):
            inside = line.strip() == "```board"
            blank(offset, offset + len(line))
        elif inside or line.startswith("#"):
            blank(offset, offset + len(line))
        offset += len(line)
    for match in re.finditer(r"`[^`\n]*`", markdown):
        blank(match.start(), match.end())
    for match in LINK.finditer(markdown):
        if match.group(2) == keep:
            blank(match.end(1), match.end())  # the target, not the words
        else:
            blank(match.start(), match.end())
    return "".join(chars)


def first_use(markdown: str, term, lang: str) -> re.Match | None:
    """The first use of a glossary ``term`` in the running text of ``markdown``, outside other links."""
    from ui.reference.model import term_pattern

    return term_pattern(term).search(searchable(markdown, glossary_target(term.id, lang)))


def unlinked_first_uses(markdown: str, lang: str, game: str) -> list[str]:
    """The glossary words of ``game`` whose first use in ``markdown`` is not a link to their entry."""
    from ui.reference.model import glossary

    problems = []
    for term in glossary(lang):
        if term.games and game not in term.games:
            continue
        match = first_use(markdown, term, lang)
        if match is None:
            continue
        target = glossary_target(term.id, lang)
        links = [m for m in LINK.finditer(markdown) if m.group(2) == target]
        if not any(link.start(1) <= match.start() and match.end() <= link.end(1) for link in links):
            line = markdown.count("\n", 0, match.start()) + 1
            problems.append(f"line {line}: «{match.group(0)}» is the first use of {term.id}: link it to {target}")
    return problems


@pytest.mark.parametrize(("path", "lang", "game"), linked_files(), ids=lambda v: getattr(v, "name", v))
def test_the_first_use_of_each_glossary_word_links_to_the_glossary(path, lang, game):
    problems = unlinked_first_uses(path.read_text(encoding="utf-8"), lang, game)
    assert not problems, f"{path.relative_to(ROOT)}:\n" + "\n".join(problems)


def test_the_first_use_check_skips_headings_boards_and_other_links():
    text = (
        "## The dux\n\nA [dux](/glossary#dux) leads. Another dux.\n\n```board\ncaption: a stone\n```\n"
        "The [latrunculi board](/sources#x) and *latrunculi* here.\n"
    )
    problems = unlinked_first_uses(text, "en", "latrunculi")
    assert problems == ["line 8: «latrunculi» is the first use of latrunculi: link it to /glossary#latrunculi"]
    assert unlinked_first_uses("Ставят [дукса](/glossary?lang=ru#dux).", "ru", "latrunculi") == []
    assert unlinked_first_uses("Ставят [дукса](/glossary#dux), и дукс ходит.", "ru", "latrunculi")  # English link
    assert unlinked_first_uses("A stone board.", "en", "latrunculi") == []  # "stone" is petteia's word


@pytest.mark.parametrize(("path", "lang", "game"), linked_files(), ids=lambda v: getattr(v, "name", v))
def test_every_link_to_a_page_of_the_site_is_in_the_files_language_and_finds_its_entry(path, lang, game):
    from ui.reference.model import glossary, source_ids

    anchors = {"glossary": {term.id for term in glossary(lang)}, "sources": source_ids()}
    for match in LINK.finditer(path.read_text(encoding="utf-8")):
        target = match.group(2)
        if not target.startswith("/"):
            continue
        page, _, anchor = target[1:].partition("#")
        page, _, query = page.partition("?")
        if page == "play":  # a lesson's variant step: a game of its rule set with the switch on
            _check_play_link(path, lang, game, query, anchor)
            continue
        assert page in anchors and anchor in anchors[page], f"{path.relative_to(ROOT)}: {target}"
        assert query == ("" if lang == "en" else f"lang={lang}"), f"{path.relative_to(ROOT)}: {target}"


def _check_play_link(path: Path, lang: str, game: str, query: str, anchor: str) -> None:
    """A link to the play page names a rule set of ``game`` that the app plays (a ``+`` written ``%2B``, since a
    ``+`` in a URL's query reads as a space) and the file's language."""
    from urllib.parse import parse_qsl

    from games import get_game

    where = f"{path.relative_to(ROOT)}: /play?{query}"
    params = dict(parse_qsl(query))
    assert path.parent.name == "lessons" and not anchor and "rules" in params, where
    assert get_game(params.pop("rules")).name.startswith(game), where
    assert params == ({} if lang == "en" else {"lang": lang}), where


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_history_page_links_every_source_that_cites_it_to_the_sources_page(game, lang):
    from ui.reference.model import site_link

    text = (CONTENT / lang / game / "history.md").read_text(encoding="utf-8")
    targets = {m.group(2) for m in LINK.finditer(text)}
    cited = [entry["id"] for entry in sources() if game in entry["games"]]
    missing = [source for source in cited if site_link("sources", source, lang) not in targets]
    assert not missing, f"{lang}/{game}/history.md does not link to: {missing}"
