"""Join brute force through a real proxy (issue 24: "≤ 20 wrong codes per client per minute across all sessions and
servers"): Debian's nginx from deploy/ in front of two app servers sharing Redis; every tab is a new session from
an address of its own (127.0.0.x, as nginx reports it in X-Forwarded-For).  One client's wrong codes are refused
after twenty however many sessions it opens, other clients are not held back, and the classes made or joined from
the held-back address still open for its classmates.  Without nginx or redis-server it is skipped, except under
CI, where that is a failure."""

from __future__ import annotations

import asyncio
import os

import pytest

from bench.cluster import cluster, program
from bench.st_client import Tab
from classroom.limits import CODES
from classroom.store import CODE_ALPHABET
from ui.i18n import t

SCHOOL, ELSEWHERE, OTHER_SCHOOL = "127.0.0.5", "127.0.0.6", "127.0.0.7"


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


async def _open(url: str, query: str, source: str) -> Tab:
    tab = Tab(url, "class", query, label=f"{source}?{query}", source=source)
    await tab.open()
    await tab.close()
    return tab


async def _new_class(url: str, source: str) -> str:
    tab = await _open(url, "new=1", source)
    return tab.query.removeprefix("code=")


async def _tries(url: str) -> dict[str, object]:
    ours, theirs = await _new_class(url, SCHOOL), await _new_class(url, OTHER_SCHOOL)
    wrong = [f"ZZZZ{a}{b}" for a in CODE_ALPHABET[:5] for b in CODE_ALPHABET[:5]][: CODES.tries + 5]
    answers = [(await _open(url, f"code={code}", SCHOOL)).boxes for code in wrong]  # a new session each time
    classmate = await _open(url, f"code={ours}", SCHOOL)
    stranger = await _open(url, f"code={theirs}", SCHOOL)
    elsewhere = await _open(url, f"code={wrong[0]}", ELSEWHERE)
    return {"answers": answers, "classmate": classmate, "stranger": stranger, "elsewhere": elsewhere}


@pytest.mark.slow
def test_wrong_codes_through_the_proxy_are_limited_per_client_whatever_its_sessions() -> None:
    missing = [name for name in ("nginx", "redis-server") if program(name) is None]
    if missing:
        _unavailable(f"{' and '.join(missing)} not installed (.ci/run installs Debian's)")
    with cluster(2) as site:
        found = asyncio.run(_tries(site.url))
    no_class, held = t("class.no_class", "en", code="")[:12], t("class.too_many", "en", seconds="")[:20]
    answers = found["answers"]
    assert isinstance(answers, list)
    told = [
        "no class"
        if any(no_class in box for box in boxes)
        else "held"
        if any(held in box for box in boxes)
        else repr(boxes)
        for boxes in answers
    ]
    assert told == ["no class"] * CODES.tries + ["held"] * (len(answers) - CODES.tries)
    classmate, stranger, elsewhere = found["classmate"], found["stranger"], found["elsewhere"]
    assert isinstance(classmate, Tab) and isinstance(stranger, Tab) and isinstance(elsewhere, Tab)
    assert "class:name" in classmate.drawn and not classmate.boxes  # the school's own class still opens
    assert any(held in box for box in stranger.boxes) and "class:name" not in stranger.drawn
    assert any(no_class in box for box in elsewhere.boxes)  # another client is not held back
