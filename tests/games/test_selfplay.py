"""Self-play statistics (games/selfplay.py and ``python -m games selfplay``): the same seed gives the same games
however they are shared out (one process, a pool, a Dask cluster), and each summary agrees with the game
replayed move by move through the engine."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest
from dask.distributed import LocalCluster

from games import RULE_SETS, get_game
from games.__main__ import run
from games.core import GameError, UnknownRulesError
from games.records import GameRecord
from games.selfplay import GameSummary, chunks, generator, play_chunk, play_games, play_one, playout, report
from tests.test_simulation import END_CLAUSES

ROOT = Path(__file__).resolve().parents[2]
SWITCHED = "latrunculi-bell+LBE-V1"


def _replayed(rules: str, level: str, seed: int, index: int) -> GameSummary:
    """The summary worked out afresh from the game's moves: each move replayed through a ``GameRecord``
    (``apply`` again), the captures read from the typed moves, the throws from their notation."""
    game = get_game(rules)
    record = GameRecord.start(rules)
    for _, move, _ in playout(game, level, generator(seed, index)):
        record = record.play_raw(move)
    captures, throws = [0, 0], [0, 0]
    for side, move in zip(record.movers(), record.moves, strict=True):
        if move.kind == "throw":
            throws[side] += sum(int(n) for n in re.findall(r"\d+", move.text))
        captures[side] += len(move.captures)
    outcome = game.outcome(record.state)
    assert outcome is not None and outcome.reason.clause is not None
    plies = sum(move.kind != "throw" for move in record.moves)
    return GameSummary(
        plies,
        outcome.status,
        outcome.reason.clause,
        (captures[0], captures[1]),
        (throws[0], throws[1]) if game.device is not None else None,
    )


@pytest.mark.parametrize("rules", [*RULE_SETS, SWITCHED, "latrunculi-bell+LBE-V1+LBE-V2", "patolli+PAT-V1"])
def test_each_summary_agrees_with_its_game_replayed_and_names_an_ending_of_its_rules(rules):
    for index in range(2):
        summary = play_one(rules, "random", 5, index)
        assert summary == _replayed(rules, "random", 5, index)
        assert summary.ended_by in END_CLAUSES[rules]
        assert summary.plies > 0 and summary.winner in {"light", "dark", "draw"}


@pytest.mark.parametrize(
    "rules, level",
    [("patolli-quick", "novice"), ("knossos", "club"), ("petteia", "novice"), ("latrunculi-bell", "club")],
)
def test_the_computer_levels_play_whole_games_that_replay_the_same(rules, level):
    summary = play_one(rules, level, 2, 1)
    assert summary == play_one(rules, level, 2, 1) == _replayed(rules, level, 2, 1)


def test_grid_games_throw_nothing_and_race_games_throw_about_their_expected_sums():
    assert all(play_one(rules, "random", 1, 0).throws is None for rules in RULE_SETS if get_game(rules).device is None)
    knossos = play_one("knossos", "random", 1, 0)
    assert knossos.captures == (0, 0)  # KNO-13: nothing is ever captured
    assert knossos.throws is not None and all(throw > 0 for throw in knossos.throws)


@pytest.mark.parametrize("rules", ["patolli-quick", "petteia"])
def test_the_same_seed_gives_the_same_games_and_another_seed_others(rules):
    first = play_games(rules, "random", 3, range(6), workers=1)
    assert first == play_games(rules, "random", 3, range(6), workers=1)
    assert first != play_games(rules, "random", 4, range(6), workers=1)
    assert len(set(first)) > 1  # each game has draws of its own


def test_the_engine_levels_play_each_game_from_its_own_generator():
    """``play_games`` plays game ``index`` as ``play_one`` does, except the random level of the rule sets with a batch
    player, played in blocks (tests/games/test_batch_*.py)."""
    assert play_games("patolli-quick", "novice", 3, range(6), workers=1) == [
        play_one("patolli-quick", "novice", 3, index) for index in range(6)
    ]
    assert play_games("petteia", "novice", 3, range(2), workers=1) == [
        play_one("petteia", "novice", 3, index) for index in range(2)
    ]


def test_workers_and_chunks_do_not_change_the_games():
    alone = play_games("patolli-quick", "novice", 9, range(10), workers=1)
    assert play_games("patolli-quick", "novice", 9, range(10), workers=2) == alone
    assert play_games("patolli-quick", "novice", 9, range(10), workers=3) == alone
    assert [g for part in chunks(range(10), 3) for g in play_chunk("patolli-quick", "novice", 9, part)] == alone
    assert play_games("patolli-quick", "novice", 9, range(4, 10), workers=2) == alone[4:]


def test_chunks_cover_the_indices_in_order():
    assert chunks(range(10), 3) == [range(0, 4), range(4, 7), range(7, 10)]
    assert chunks(range(5, 7), 8) == [range(5, 6), range(6, 7)]
    assert chunks(range(0), 4) == []


def test_progress_counts_the_games_done_up_to_all_of_them():
    seen: list[tuple[int, int]] = []
    play_games(
        "patolli-quick", "random", 1, range(7), workers=2, progress=lambda done, total: seen.append((done, total))
    )
    assert seen[-1] == (7, 7) and [done for done, _ in seen] == sorted(done for done, _ in seen)
    assert {total for _, total in seen} == {7}


def test_switches_are_played():
    plain = play_games("latrunculi-bell", "random", 1, range(12), workers=1)
    switched = play_games("latrunculi-bell+LBE-V2", "random", 1, range(12), workers=1)
    assert plain != switched  # Bell's extra move by the captor changes the games
    assert play_games("latrunculi-bell+LBE-V2+LBE-V1", "random", 1, range(2), workers=1) == play_games(
        "latrunculi-bell+LBE-V1+LBE-V2", "random", 1, range(2), workers=1
    )


def test_as_json_has_exactly_the_documented_shape():
    race = play_one("patolli-quick", "random", 1, 0).as_json()
    grid = play_one("petteia", "random", 1, 0).as_json()
    for shape in (race, grid):
        assert list(shape) == ["plies", "winner", "ended_by", "captures", "throws"]
        assert isinstance(shape["plies"], int) and shape["winner"] in {"light", "dark", "draw"}
        assert re.fullmatch(r"[A-Z]{3}-(\d\d|V\d)", shape["ended_by"])
        assert [type(n) for n in shape["captures"]] == [int, int]
        assert json.loads(json.dumps(shape)) == shape
    assert grid["throws"] is None and [type(n) for n in race["throws"]] == [int, int]
    summary = GameSummary(183, "light", "PET-08", (3, 5), (412, 398))
    assert summary.as_json() == {
        "plies": 183,
        "winner": "light",
        "ended_by": "PET-08",
        "captures": [3, 5],
        "throws": [412, 398],
    }


@pytest.mark.parametrize(
    "kwargs, error, fragment",
    [
        ({"rules": "chess"}, UnknownRulesError, "unknown rule set 'chess'"),
        ({"rules": "petteia+LBE-V1"}, UnknownRulesError, "belongs to latrunculi-bell"),
        ({"level": "master"}, GameError, "choose one of: random, novice, club"),
        ({"workers": 0}, GameError, "at least 1"),
        ({"workers": 2, "scheduler": "tcp://127.0.0.1:8786"}, GameError, "not both"),
    ],
)
def test_bad_arguments_are_refused_before_any_game(kwargs, error, fragment):
    arguments = {"rules": "petteia", "level": "random", **kwargs}
    with pytest.raises(error, match=re.escape(fragment)):
        play_games(arguments.pop("rules"), arguments.pop("level"), 1, range(3), **arguments)


def test_report_gives_shares_endings_captures_and_throws():
    games = [
        GameSummary(100, "light", "PAT-12", (2, 0), (300, 280)),
        GameSummary(50, "dark", "PAT-13", (1, 3), (90, 99)),
        GameSummary(60, "dark", "PAT-12", (0, 0), (120, 110)),
        GameSummary(70, "light", "PAT-12", (0, 1), (5, 5)),
    ]
    assert report(games).splitlines() == [
        "games: 4",
        "plies: mean 70.0, min 50, max 100",
        "won: light 50%, dark 50%, draw 0%",
        "ended by: PAT-12 3, PAT-13 1",
        "captures per game: light 0.8, dark 1.0",
        "larger throw sum won: 2 of 3 games with unequal sums (67%)",
    ]
    assert "throw" not in report([GameSummary(80, "draw", "PET-10", (0, 0), None)])


# ---------------------------------------------------------------- a Dask cluster


@pytest.fixture(scope="module")
def cluster():
    """Two worker processes, started (spawned) from a plain ``__main__``: a Streamlit AppTest run earlier in the
    same test process leaves the app's script as ``__main__``, which a spawned process would run again."""
    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        local = LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None)
    finally:
        sys.modules["__main__"] = main
    with local:
        yield local


def test_a_dask_cluster_plays_exactly_the_games_of_the_pool_and_of_one_process(cluster):
    seen: list[int] = []
    on_dask = play_games(
        "patolli-quick",
        "random",
        11,
        range(6),
        scheduler=cluster.scheduler_address,
        progress=lambda done, total: seen.append(done),
    )
    assert on_dask == play_games("patolli-quick", "random", 11, range(6), workers=2)
    assert on_dask == play_games("patolli-quick", "random", 11, range(6), workers=1)
    assert seen[-1] == 6


def test_the_command_line_runs_on_a_dask_cluster(cluster, capsys):
    code = run(
        [
            "selfplay",
            "petteia",
            "--games",
            "4",
            "--level",
            "random",
            "--seed",
            "2",
            "--scheduler",
            cluster.scheduler_address,
            "--json",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0 and json.loads(out)["games"] == [
        g.as_json() for g in play_games("petteia", "random", 2, range(4), workers=1)
    ]


# ---------------------------------------------------------------- the command line


def test_the_command_line_prints_one_json_object(capsys):
    code = run(
        [
            "selfplay",
            "latrunculi-bell+LBE-V2+LBE-V1",
            "--games",
            "3",
            "--level",
            "random",
            "--seed",
            "5",
            "--workers",
            "1",
            "--json",
        ]
    )
    printed = json.loads(capsys.readouterr().out)
    assert code == 0 and list(printed) == ["rules", "level", "seed", "games"]
    assert printed["rules"] == "latrunculi-bell+LBE-V1+LBE-V2" and printed["level"] == "random" and printed["seed"] == 5
    assert printed["games"] == [
        g.as_json() for g in play_games("latrunculi-bell+LBE-V1+LBE-V2", "random", 5, range(3), workers=1)
    ]


def test_the_command_line_summary_is_short_and_readable(capsys):
    code = run(["selfplay", "knossos", "--level", "novice", "--games", "4", "--workers", "1"])
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert code == 0 and err == "" and lines[0] == "knossos, level novice, seed 0"
    assert lines[1] == "games: 4" and lines[4] == "ended by: KNO-17 4" and lines[-1].startswith("larger throw sum won:")


@pytest.mark.parametrize(
    "args, fragment",
    [
        (["chess", "--games", "3", "--level", "random"], "unknown rule set 'chess'"),
        (["latrunculi-bell+LBE-V9", "--games", "3", "--level", "random"], "unknown switch 'LBE-V9'"),
        (
            ["petteia", "--games", "0", "--level", "random"],
            "--games needs a whole number of games, at least 1, found '0'",
        ),
        (["petteia", "--games", "many", "--level", "random"], "found 'many'"),
        (["petteia", "--games", "3", "--level", "grandmaster"], "unknown level 'grandmaster'"),
        (["petteia", "--games", "3"], "selfplay takes a rule set, then --games N --level"),
        (["petteia", "--games", "3", "--level"], "selfplay takes a rule set"),
        (["petteia", "knossos", "--games", "3", "--level", "random"], "selfplay takes a rule set"),
        (["petteia", "--games", "3", "--level", "random", "--fast"], "selfplay takes a rule set"),
        (["petteia", "--games", "3", "--level", "random", "--seed", "x"], "--seed needs a whole number, found 'x'"),
        (
            ["petteia", "--games", "3", "--level", "random", "--workers", "0"],
            "--workers needs a whole number of processes",
        ),
        (["petteia", "--games", "3", "--level", "random", "--scheduler", "nowhere"], "cannot reach the Dask scheduler"),
        (
            ["petteia", "--games", "3", "--level", "random", "--scheduler", "tcp://127.0.0.1:9"],
            "cannot reach the Dask scheduler at 'tcp://127.0.0.1:9'",
        ),
    ],
)
def test_bad_arguments_print_one_line_and_exit_2(capsys, args, fragment):
    code = run(["selfplay", *args])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and fragment in err and err.count("\n") == 1


def test_a_scheduler_that_does_not_answer_is_one_line_from_the_program_too():
    """As a program, to the end of the process: no traceback, not even from a half-made Dask client at exit."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "games",
            "selfplay",
            "knossos",
            "--games",
            "2",
            "--level",
            "random",
            "--scheduler",
            "tcp://127.0.0.1:9",
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
        env={**os.environ, "DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT": "2s"},
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("cannot reach the Dask scheduler at 'tcp://127.0.0.1:9'")
    assert done.stderr.count("\n") == 1
