"""bench.selfplay_speed's output: seconds per rule set and number of workers (times are printed, never asserted)."""

import json

from bench.selfplay_speed import main


def test_it_times_every_rule_set_asked_for_with_every_number_of_workers(capsys) -> None:
    main(["--games", "2", "--rules", "patolli-quick", "latrunculi-bell+LBE-V1", "--workers", "1", "2", "--json"])
    printed = json.loads(capsys.readouterr().out)
    assert list(printed) == ["patolli-quick", "latrunculi-bell+LBE-V1"]
    assert all(list(row) == ["1", "2"] and all(s > 0 for s in row.values()) for row in printed.values())


def test_the_table_gives_the_speed_up_over_the_first_number_of_workers(capsys) -> None:
    main(["--games", "1", "--rules", "knossos", "--workers", "1", "2"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "1 random games per rule set, seconds with --workers 1, 2, and the speed-up over 1"
    assert lines[1].split() == ["rule", "set", "w=1", "w=2", "x", "w=2"] and lines[2].split()[0] == "knossos"
