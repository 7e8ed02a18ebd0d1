"""bench.cluster's failover drill, small: two app servers behind nginx, a few students, two visitors on /play and three
online games, one server killed in the middle of a vote (Redis is not restarted here), then join codes guessed
through nginx. What holds today is asserted (no acknowledged vote, game nor online move lost, the killed server's
clients back with their class or game through nginx, the surviving server serving every later move); the timings are
printed, never asserted. Without nginx or redis-server it is skipped, except under CI, where that is a failure."""

import os
import re
from typing import Any

import pytest

from bench.cluster import DEPLOY, measure, program, render_site, table
from classroom.limits import CODES

SERVERS, STUDENTS, MOVES, VISITORS, GAMES = 2, 4, 1, 2, 3


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


@pytest.fixture(scope="module")
def found() -> dict[str, Any]:
    missing = [name for name in ("nginx", "redis-server") if program(name) is None]
    if missing:
        _unavailable(f"{' and '.join(missing)} not installed (.ci/run installs Debian's)")
    result = measure(SERVERS, STUDENTS, MOVES, seed=1, restart_redis=False, visitors=VISITORS, games=GAMES)
    print(table(result))
    return result


def test_the_site_renders_for_the_drills_ports() -> None:
    site = render_site((DEPLOY / "nginx-site.conf").read_text(), 9000, [9001, 9002])
    assert "listen 127.0.0.1:9000;" in site and "    listen 80;" not in site and "listen [::]" not in site
    servers = re.findall(r"^\s+server 127\.0\.0\.1:(\d+) max_fails=1 fail_timeout=10s;$", site, flags=re.M)
    assert servers == ["9001", "9002"]


@pytest.mark.slow
def test_no_acknowledged_vote_nor_game_is_lost_when_a_server_dies_mid_vote(found) -> None:
    assert found["joined"] == STUDENTS
    assert found["clients_of_killed"] > 0, "the kill hit no client"
    votes = found["votes"]
    assert (
        found["lost"]["votes"] == found["lost"]["games"] == 0
        and votes["acknowledged"] == votes["stored_of_acknowledged"] == STUDENTS
    )


@pytest.mark.slow
def test_online_games_through_the_proxy_keep_every_move_and_the_killed_servers_players_their_seats(found) -> None:
    """Issue 26, item 6: every move acknowledged is in the store, and each player whose server died is back at
    their seat, at the stored position (which of the players the kill hits depends on nginx's hash)."""
    games = found["online"]
    assert games["acknowledged"] > 0 and games["moves"]["n"] == games["acknowledged"]
    assert games["lost"] == [] and found["lost"]["online_moves"] == 0
    assert games["back_elsewhere"] == [] and games["errors"] == [], games["errors"][:4]
    assert games["players_back"] == games["players_of_killed"]


@pytest.mark.slow
def test_the_killed_servers_clients_come_back(found) -> None:
    assert found["not_back"] == [] and found["back"] == found["clients_of_killed"]
    assert found["back_within_s"] is not None


@pytest.mark.slow
@pytest.mark.xfail(
    strict=False,
    reason="intermittent under load, cause not found (issue 24): the teacher's press of 'Play the class's choice' "
    "(a button inside the round panel's once-a-second fragment) is sometimes lost: its callback never runs (the "
    "store shows the vote still open), on a reconnected teacher and on one of the surviving server alike, and a "
    "second press plays it; about half the small drills under two CPU burners, one in six without",
)
def test_after_the_kill_every_teachers_move_reaches_every_student(found) -> None:
    assert found["phases"]["after"]["screens"]["n"] == STUDENTS * MOVES  # each student, their teacher's moves
    assert found["errors"] == 0, found["error_examples"]


@pytest.mark.slow
def test_wrong_codes_through_the_proxy_are_limited_per_client_whatever_its_sessions(found) -> None:
    """Issue 24: "≤ 20 wrong codes per client per minute across all sessions and servers": each guess from a new
    session, one client's codes are checked twenty times and then held back; another client is not, and the
    held-back address's own class still opens for a classmate, while a class made elsewhere does not."""
    guessed = found["brute_force"]
    assert guessed["order"] == ["checked"] * CODES.tries + ["held"] * (guessed["tried"] - CODES.tries)
    assert guessed["classmate_in"] and guessed["other_school_held"] and guessed["other_client_checked"]
