"""bench.speed's output: the batch self-play's plies per second beside the engine's, for the grid rule sets only
(times are printed, never asserted)."""

import json

import pytest

from bench.speed import main


@pytest.fixture(autouse=True)
def small_blocks(monkeypatch):
    """Blocks of a few games, so that a measurement of a hundredth of a second plays one block quickly."""
    monkeypatch.setattr("bench.speed.BLOCK_GAMES", 8)


def test_the_batch_self_play_is_timed_for_the_grid_rule_sets_in_one_process_and_on_all_cores(capsys) -> None:
    main(["--seconds", "0.01", "--rules", "petteia", "knossos", "--processes", "2", "--json"])
    printed = json.loads(capsys.readouterr().out)
    assert printed["petteia"]["batch_plies_per_s"] > 0 and printed["petteia"]["batch_all_cores_plies_per_s"] > 0
    assert "batch_plies_per_s" not in printed["knossos"] and "batch_all_cores_plies_per_s" not in printed["knossos"]


def test_the_table_gives_the_batch_column_and_its_ratio_to_ludii(capsys) -> None:
    main(["--seconds", "0.01", "--rules", "latrunculi-bell", "knossos", "--processes", "1"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[-3:] == ["batch", "x", "Ludii"]
    bell, knossos = lines[1].split(), lines[2].split()
    assert bell[0] == "latrunculi-bell" and float(bell[-2].replace(",", "")) > 0 and float(bell[-1]) > 0
    assert knossos[0] == "knossos" and knossos[-2:] == ["-", "-"]
    assert lines[-1].startswith("batch: the lab's random self-play, blocks of 8 games")
