"""The layers stay apart: the rules and the figures import no Streamlit, imports flow one way
(pages -> ui -> board -> games), the pure packages of ui import no Streamlit, pages stay short, and the benches
borrow the tests' support (tests/support/) but no test imports a bench."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PURE_UI = (
    "ui/moves",
    "ui/i18n.py",
    "ui/lessons/model.py",
    "ui/lessons/handout.py",
    "ui/notebook/model.py",
    "ui/reference/model.py",
    "ui/museum/model.py",
    "ui/lab/model.py",
    "ui/replay/story.py",
    "ui/replay/review_text.py",
    "ui/kiosk/model.py",
    "ui/teachers/model.py",
    "ui/preload.py",
    "ui/nodelay.py",
    "ui/board_data.py",
    "ui/online/model.py",
)
"""The parts of ui/ that hold logic and words, testable without Streamlit: whole packages (every module in them)
and the pure models that sit beside their Streamlit page in a feature's package."""
STREAMLIT_UI = (
    "ui/play",
    "ui/replay",
    "ui/lab",
    "ui/classroom",
    "ui/lessons",
    "ui/museum",
    "ui/notebook",
    "ui/reference",
    "ui/kiosk",
    "ui/teachers",
    "ui/online",
    "ui/site.py",
    "ui/board_widget.py",
    "ui/move_list.py",
    "ui/controls.py",
    "ui/routes.py",
    "ui/follow.py",
)
"""The parts of ui/ that draw with Streamlit: each feature's package (with its pure models, checked above)."""


def _modules(*parts: str) -> list[Path]:
    found = []
    for part in parts:
        path = ROOT / part
        found += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return found


def _imported_modules(path: Path) -> set[str]:
    """The modules ``path`` imports, by their dotted names (absolute imports)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    return names | {
        node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module and node.level == 0
    }


def _imported(path: Path) -> set[str]:
    """The top-level packages ``path`` imports (absolute imports)."""
    return {name.split(".")[0] for name in _imported_modules(path)}


@pytest.mark.parametrize("path", _modules("games"), ids=lambda p: str(p.relative_to(ROOT)))
def test_games_import_neither_streamlit_nor_plotly_nor_the_ui(path):
    assert not _imported(path) & {"streamlit", "plotly", "pandas", "board", "ui", "pages"}


@pytest.mark.parametrize("path", _modules("board"), ids=lambda p: str(p.relative_to(ROOT)))
def test_board_figures_import_no_streamlit_and_no_ui(path):
    assert not _imported(path) & {"streamlit", "ui", "pages"}


@pytest.mark.parametrize("path", _modules(*PURE_UI), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_pure_packages_of_the_ui_import_no_streamlit(path):
    assert not _imported(path) & {"streamlit", "pages"}


def test_every_module_of_the_ui_is_pure_or_drawn_and_none_imports_pages():
    every = set((ROOT / "ui").rglob("*.py"))
    assert every == set(_modules(*PURE_UI, *STREAMLIT_UI)) | {ROOT / "ui" / "__init__.py"}
    assert not any("pages" in _imported(path) for path in every)


def test_games_hold_no_random_generator():
    """Callers pass a seeded generator; only the command line, at the edge, makes one from --seed.

    One exception, checked narrowly below: ``games/selfplay.py`` makes each self-play game's generator from
    the run's seed and the game's number, inside the function that plays the game, because that function
    runs in another process or on another machine (a process pool, a Dask worker) where no caller can hand
    it a generator, and a generator made there from (seed, number) alone is what makes a game the same
    however the games are shared out.  It may do nothing else with ``random``."""
    assert [p for p in _modules("games") if "random" in _imported(p)] == [
        ROOT / "games" / "__main__.py",
        ROOT / "games" / "selfplay.py",
    ]


def test_self_play_makes_its_generators_only_from_a_seed_inside_a_function():
    """``random.Random(<seed>)`` inside a function, and ``random.Random`` as a type: no module-level
    generator, no use of ``random``'s shared generator (``random.random()``, ``random.choice``, ...)."""
    tree = ast.parse((ROOT / "games" / "selfplay.py").read_text(encoding="utf-8"))
    uses = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random"
    ]
    assert uses and all(node.attr == "Random" for node in uses)
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call) and node.func in uses]
    inside = {
        id(node) for function in ast.walk(tree) if isinstance(function, ast.FunctionDef) for node in ast.walk(function)
    }
    assert len(calls) == 1 and all(call.args and id(call) in inside for call in calls)
    assert not any(isinstance(node, ast.ImportFrom) and node.module == "random" for node in ast.walk(tree))


def test_the_batch_player_makes_its_generator_only_from_a_seed_inside_a_function():
    """The same exception for numpy's generators: ``games/batch/runs.py`` makes each block's generator from the
    run's seed and the block's first game, inside the function that does it (a block is played in another process
    or on another machine); no other module of games/ reaches ``np.random`` but for its ``Generator`` as a type."""
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in _modules("games")}
    uses = {
        path: [
            node
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute)
            and node.attr != "Generator"
            and isinstance(node.value, ast.Attribute)
            and node.value.attr == "random"
            and isinstance(node.value.value, ast.Name)
            and node.value.value.id == "np"
        ]
        for path, tree in trees.items()
    }
    assert [path for path, found in uses.items() if found] == [ROOT / "games" / "batch" / "runs.py"]
    tree = trees[ROOT / "games" / "batch" / "runs.py"]
    inside = {
        id(node) for function in ast.walk(tree) if isinstance(function, ast.FunctionDef) for node in ast.walk(function)
    }
    assert all(id(node) in inside for node in uses[ROOT / "games" / "batch" / "runs.py"])


def test_the_ui_reaches_no_engine_class_or_state():
    """Pages ask the game protocol; they never test an engine's class or read its state's fields."""
    engines = re.compile(
        r"isinstance\([^)]*(KnossosGame|PatolliGame|CustodianGame|GridState|KnossosState|PatolliState)"
        r"|\bis_race\b|games\.(custodian|knossos|patolli)\b"
    )
    sources = [*_modules("ui", "pages"), ROOT / "app.py"]
    assert [str(p.relative_to(ROOT)) for p in sources if engines.search(p.read_text(encoding="utf-8"))] == []


@pytest.mark.parametrize("path", sorted((ROOT / "pages").glob("*.py")), ids=lambda p: p.name)
def test_pages_stay_short_and_use_only_the_ui(path):
    assert _imported(path) <= {"__future__", "streamlit", "ui"}
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 40


def test_every_page_is_served_at_its_file_name():
    """So that a page's URL as the very first request still reaches it (see ui.site.through_the_entrance)."""
    app = (ROOT / "app.py").read_text(encoding="utf-8")
    pages = re.findall(r'st\.Page\(\s*"pages/([\w-]+)\.py".*?url_path="([\w-]+)"', app, flags=re.S)
    assert pages and all(stem == url for stem, url in pages)
    assert {stem for stem, _ in pages} == {p.stem for p in (ROOT / "pages").glob("*.py")}


PROJECT = {"games", "board", "ui", "classroom", "bench", "pages", "tests", "docs", "app"}
"""The project's own top-level modules and packages."""
LATE_IMPORTS = {
    ("games/__main__.py", "games.selfplay"): "numpy and the batch players (0.25 s to import, more than the 0.17 s "
    "of the rest of the command line), loaded only for the selfplay command",
}
"""The project modules a module may import inside a function (or under ``if TYPE_CHECKING``), and why."""


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported_module(module: str, name: str) -> str:
    """What ``from module import name`` imports: the module ``module.name`` if there is one, else ``module``."""
    inner = ROOT.joinpath(*module.split("."), name)
    return f"{module}.{name}" if inner.with_suffix(".py").exists() or (inner / "__init__.py").exists() else module


def _late_imports(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, module) of every import inside a function or under ``if TYPE_CHECKING:``."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, late: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import) and late:
                found.extend((child.lineno, alias.name) for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and late and child.level == 0 and child.module:
                found.extend((child.lineno, _imported_module(child.module, alias.name)) for alias in child.names)
            else:
                checking = isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test)
                visit(child, late or checking or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef))

    visit(tree, False)
    return found


def test_no_module_imports_a_project_module_inside_a_function_or_only_for_the_type_checker():
    """A cycle between modules is a module doing two jobs: no import held back to dodge one.  An optional or
    heavy library may load late (Dask, Redis, Playwright); a project module only where ``LATE_IMPORTS`` says why."""
    late = [
        (str(path.relative_to(ROOT)), line, module)
        for path in _modules("games", "board", "ui", "classroom", "bench", "pages")
        for line, module in _late_imports(ast.parse(path.read_text(encoding="utf-8")))
        if module.split(".")[0] in PROJECT
    ]
    assert [found for found in late if found[::2] not in LATE_IMPORTS] == []
    assert {found[::2] for found in late} == set(LATE_IMPORTS), "an allowed late import that is gone: drop it"


def _imports_at_top(path: Path, modules: set[str]) -> set[str]:
    """The project modules ``path`` imports outside its functions (``from package import module`` names the
    module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    late = {
        id(node)
        for function in ast.walk(tree)
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef)
        for node in ast.walk(function)
    }
    found = set()
    for node in ast.walk(tree):
        if id(node) in late:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found |= {_imported_module(node.module, alias.name) for alias in node.names}
    return found & modules


def test_the_modules_import_one_another_without_a_cycle():
    """Follow every import between the project's modules outside their functions: none leads back to where it
    started."""
    paths = _modules("games", "board", "ui", "classroom", "bench", "pages")
    modules = {_module_name(path) for path in paths}
    graph = {_module_name(path): _imports_at_top(path, modules) - {_module_name(path)} for path in paths}
    cycles, done = [], set()

    def walk(module: str, trail: list[str]) -> None:
        if module in trail:
            cycles.append(trail[trail.index(module) :] + [module])
            return
        if module in done:
            return
        for imported in sorted(graph[module]):
            walk(imported, [*trail, module])
        done.add(module)

    for module in sorted(graph):
        walk(module, [])
    assert cycles == []


FAMILY_MODULES = {"custodian": ("games/custodian",), "knossos": ("games/knossos.py",), "patolli": ("games/patolli.py",)}
"""Where each family of games lives: only there may code ask which of the family's classes a value is."""


def _classes(*parts: str) -> set[str]:
    return {
        node.name
        for path in _modules(*parts)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef)
    }


def test_nothing_outside_a_family_asks_which_of_its_classes_an_engine_or_a_position_is():
    """The registry (``games.registry``, and ``board.DRAWERS`` for the boards) answers by the game's family."""
    own = {family: _classes(*parts) for family, parts in FAMILY_MODULES.items()}
    asked = []
    for path in _modules("games", "board", "ui", "classroom", "bench", "pages"):
        relative = str(path.relative_to(ROOT))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for call in ast.walk(tree):
            if not (
                isinstance(call, ast.Call)
                and isinstance(call.func, ast.Name)
                and call.func.id in ("isinstance", "issubclass")
                and len(call.args) == 2
            ):
                continue
            names = {node.id for node in ast.walk(call.args[1]) if isinstance(node, ast.Name)}
            names |= {node.attr for node in ast.walk(call.args[1]) if isinstance(node, ast.Attribute)}
            for family, classes in own.items():
                if names & classes and not relative.startswith(FAMILY_MODULES[family]):
                    asked.append(f"{relative}:{call.lineno} {ast.unparse(call)}")
    assert own["custodian"] >= {"CustodianGame", "GridState"} and own["knossos"] >= {"KnossosGame", "KnossosState"}
    assert asked == []


def test_benches_borrow_the_tests_support_and_no_test_imports_a_bench():
    """Test infrastructure lives in ``tests/support/``: the benches import it (and nothing else of tests/), no test
    imports a bench but a bench's own test (``tests/test_bench_<name>.py`` imports ``bench.<name>...``), nothing in
    tests/support imports a bench, and no module under docs/ imports a test."""
    borrowed = {name for path in _modules("bench") for name in _imported_modules(path) if name.startswith("tests")}
    assert borrowed and all(name.startswith("tests.support.") or name == "tests.support" for name in borrowed)
    for path in _modules("tests"):
        benches = {name for name in _imported_modules(path) if name.split(".")[0] == "bench"}
        tested = path.stem.removeprefix("test_bench_") if path.stem.startswith("test_bench_") else None
        assert all(tested and name.startswith(f"bench.{tested}") for name in benches), (path, benches)
    assert not [path for path in (ROOT / "docs").rglob("*.py") if "tests" in _imported(path)]


@pytest.mark.parametrize("path", [ROOT / "app.py", *sorted((ROOT / "pages").glob("*.py"))], ids=lambda p: p.name)
def test_the_scripts_streamlit_runs_hold_no_bare_text_but_their_docstring(path):
    """Streamlit's "magic" writes every bare expression of the script it runs onto the page: a constant's docstring
    in ``app.py`` once stood at the top of every page."""
    body = ast.parse(path.read_text()).body
    bare = [
        node.lineno
        for node in body[1:]
        if isinstance(node, ast.Expr) and not isinstance(node.value, (ast.Call, ast.Await, ast.Yield))
    ]
    assert bare == [], f"{path.name}: bare expressions at lines {bare}"
