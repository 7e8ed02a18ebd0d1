"""bench.speed's output: the batch self-play's plies per second beside the engine's, for the rule sets that have a
batch player (times are printed, never asserted)."""

import json

import pytest

from bench.speed import main


@pytest.fixture(autouse=True)
def small_blocks(monkeypatch):
    """Blocks of a few games, so that a measurement of a hundredth of a second plays one block quickly."""
    monkeypatch.setattr("bench.speed.BLOCK_GAMES", 8)


def test_the_batch_self_play_is_timed_in_one_process_and_on_all_cores_where_there_is_a_batch_player(
    capsys, monkeypatch
) -> None:
    monkeypatch.setattr("bench.speed.supports", lambda rules: rules != "patolli")  # as if Patolli had none
    main(["--seconds", "0.01", "--rules", "petteia", "knossos", "patolli", "--processes", "2", "--json"])
    printed = json.loads(capsys.readouterr().out)
    for rules in ("petteia", "knossos"):
        assert printed[rules]["batch_plies_per_s"] > 0 and printed[rules]["batch_all_cores_plies_per_s"] > 0
    assert "batch_plies_per_s" not in printed["patolli"] and "batch_all_cores_plies_per_s" not in printed["patolli"]


def test_the_table_gives_the_batch_column_and_its_ratio_to_ludii(capsys, monkeypatch) -> None:
    monkeypatch.setattr("bench.speed.supports", lambda rules: rules != "patolli")  # as if Patolli had none
    main(["--seconds", "0.01", "--rules", "latrunculi-bell", "knossos", "patolli", "--processes", "1"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[-3:] == ["batch", "x", "Ludii"]
    bell, knossos, patolli = lines[1].split(), lines[2].split(), lines[3].split()
    # the ratio is printed to two decimals, so a loaded machine may round it to 0.00: its shape is what is checked
    assert bell[0] == "latrunculi-bell" and float(bell[-2].replace(",", "")) > 0 and float(bell[-1]) >= 0
    assert knossos[0] == "knossos" and float(knossos[-2].replace(",", "")) > 0 and float(knossos[-1]) >= 0
    assert patolli[0] == "patolli" and patolli[-2:] == ["-", "-"]
    assert lines[-1].startswith("batch: the lab's random self-play, blocks of 8 games")
