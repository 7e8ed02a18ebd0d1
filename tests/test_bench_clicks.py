"""bench.clicks' table: the ratios to the bare app and the targets' verdicts, from a measurement."""

from bench.clicks import table


def _row(median: float | None, blanks: int = 0) -> dict[str, object]:
    return {"clicks": 25, "timeouts": 0, "median_ms": median, "p90_ms": median, "blank_frames": blanks}


def _found(touch_select: float, play_ms: float) -> dict[str, object]:
    return {
        "date": "2026-12-01",
        "machine": "2 cores",
        "clicks": {
            "board mouse select": _row(23.0),
            "board mouse move": _row(24.0),
            "bare mouse select": _row(90.0, 3),
            "bare mouse move": _row(80.0, 2),
            "board touch select": _row(touch_select),
            "board touch move": _row(42.0),
            "bare touch select": _row(None),
            "bare touch move": _row(100.0, 9),
        },
        "cold_load": {
            "bare": {"median_ms": 4000.0, "loads": 3, "js_bytes": 6_807_000},
            "/play": {"median_ms": play_ms, "loads": 3, "js_bytes": 3_690_000},
        },
    }


def test_each_input_gets_its_own_verdict_on_the_select_target() -> None:
    text = table(_found(touch_select=41.6, play_ms=3400.0))
    assert "select <= 35 ms (mouse 23.0, touch 41.6): mouse met, touch missed" in text
    assert "select <= 35 ms (mouse 23.0, touch 30.0): mouse met, touch met" in table(_found(30.0, 3400.0))


def test_ratios_are_to_the_bare_app_of_the_same_run() -> None:
    text = table(_found(touch_select=30.0, play_ms=3400.0))
    assert "move <= 60 ms and <= 0.8 x bare (0.30): met" in text
    assert "cold /play <= 0.75 x bare (0.85) and <= 1200 ms: missed" in text
    assert "0 blank frames (0): met" in text
    assert "bare touch select          None" in text  # the bare app never answered a first tap


def test_every_page_s_first_board_is_held_to_the_bare_app_and_the_join_to_play() -> None:
    found = _found(touch_select=30.0, play_ms=2800.0)
    loads = found["cold_load"]
    assert isinstance(loads, dict)
    loads["/lessons?rules=petteia&step=3"] = {"median_ms": 3200.0, "loads": 3, "js_bytes": 3_700_000}
    loads["/class student"] = {"median_ms": 2000.0, "loads": 3, "js_bytes": 3_700_000}
    loads["join"] = {"median_ms": 6000.0, "loads": 3, "js_bytes": 0}
    text = table(found)
    assert "/lessons?rules=petteia&step=3    3200.0            3700     0.80" in text
    assert "first board of /play <= 0.75 x bare (0.70): met" in text
    assert "first board of /lessons?rules=petteia&step=3 <= 0.75 x bare (0.80): missed" in text
    assert "first board of /class student <= 0.75 x bare (0.50): met" in text
    assert "a student's join <= 2 x /play (2.14): missed" in text


def test_loads_alone_print_their_table_without_the_clicks() -> None:
    found = _found(touch_select=30.0, play_ms=2800.0)
    found["clicks"] = {}
    text = table(found)
    assert text.startswith("first board") and "select <=" not in text
    assert "targets: cold /play <= 0.75 x bare (0.70) and <= 1200 ms: missed" in text
