"""Record files are bounded (``games/limits.py``): a file over the size, line or header cap is refused before any
work is done on it, with a sentence in the learner's language; reading is linear; the two files of the
reliability review (40,000 headers, 20 MB of blank lines) are refused in little memory, as the Replay page's
upload is.  Times are printed (``-s``), never asserted."""

from __future__ import annotations

import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from games.limits import RECORD_BYTES, RECORD_HEADERS, RECORD_LINES
from games.records import GameRecord, RecordError, read_record, write_record
from tests.random_games import random_game
from ui.i18n import t
from ui.replay.page import read_upload

MEMORY = 50 * 2**20
"""The most memory (tracemalloc's peak) a refused file may cost."""
FORTY_THOUSAND_HEADERS = '[Rules "petteia"]\n' + "".join(f'[H{n} "{n}"]\n' for n in range(40_000))
"""The review's 0.45 MB record of 40,000 header lines (26 s of CPU before the caps)."""
TWENTY_MB = '[Rules "petteia"]\n' + "\n" * (20 * 2**20)
"""The review's 20 MB of blank lines after a header (1.2 GB of memory before the caps)."""


def _refused(read: Callable[[], object]) -> tuple[RecordError, float, int]:
    """The error ``read`` raises, its time in seconds and tracemalloc's peak in bytes while it ran."""
    tracemalloc.start()
    began = time.perf_counter()
    try:
        with pytest.raises(RecordError) as raised:
            read()
        return raised.value, time.perf_counter() - began, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize(
    ("name", "text", "code"),
    [("40,000 headers", FORTY_THOUSAND_HEADERS, "record_too_big"), ("20 MB", TWENTY_MB, "record_too_big")],
)
def test_the_reviews_files_are_refused_by_their_size_in_little_memory(name, text, code):
    error, seconds, peak = _refused(lambda: read_record(text))
    print(f"\n{name} ({len(text) / 2**20:.2f} MB): refused in {seconds * 1000:.1f} ms, peak {peak / 2**20:.2f} MB")
    assert error.msg.code == code and error.line == 0
    assert peak < MEMORY


def test_a_file_under_the_size_cap_with_too_many_lines_is_refused_before_it_is_split():
    text = '[Rules "petteia"]\n' + "\n" * RECORD_LINES
    assert len(text) < RECORD_BYTES
    error, seconds, peak = _refused(lambda: read_record(text))
    print(f"\n{RECORD_LINES} blank lines: refused in {seconds * 1000:.1f} ms, peak {peak / 1024:.0f} KB")
    assert (error.msg.code, dict(error.msg.args)) == ("record_too_many_lines", {"limit": RECORD_LINES})
    assert peak < len(text)  # never split into a list of lines


def test_headers_past_the_cap_are_refused_at_the_first_one_over():
    text = '[Rules "petteia"]\n' + "".join(f'[H{n} "{n}"]\n' for n in range(RECORD_LINES - 2))
    assert len(text) < RECORD_BYTES
    error, seconds, _ = _refused(lambda: read_record(text))
    print(f"\n{RECORD_LINES - 1} header lines: refused in {seconds * 1000:.1f} ms")
    assert (error.line, error.reason.code) == (RECORD_HEADERS + 1, "record_too_many_headers")


def test_a_record_with_as_many_headers_as_the_cap_reads():
    headers = {f"H{n}": str(n) for n in range(RECORD_HEADERS - 2)}
    record = GameRecord.start("petteia")
    assert len(read_record(write_record(record, headers)).headers) == RECORD_HEADERS


def test_a_header_given_twice_is_still_named_with_its_first_line():
    text = '[Rules "petteia"]\n[Light "Ana"]\n[Dark "Bo"]\n[Light "Cy"]\n'
    with pytest.raises(RecordError) as raised:
        read_record(text)
    assert (raised.value.line, raised.value.reason.code) == (4, "record_header_twice")
    assert dict(raised.value.reason.args) == {"name": "Light", "first": 2}


def test_a_long_game_is_far_under_every_cap():
    """The caps leave a margin: the longest of 20 random games of Schädler's rules (the longest games here) takes a
    few KB, a sixteenth of the caps and less (the longest of the lab's 16,000 random games has 743 half-moves)."""
    rules = "latrunculi-schadler"
    plies = max((random_game(rules, seed) for seed in range(20)), key=len)
    game = GameRecord.start(rules).game
    record = GameRecord(rules, tuple(s for s, _ in plies), tuple(game.describe(s, m) for s, m in plies[:-1]))
    text = write_record(record, {"Light": "Ana", "Dark": "Bo", "Event": "club night"})
    assert len(text) * 16 < RECORD_BYTES and text.count("\n") * 16 < RECORD_LINES
    began = time.perf_counter()
    assert read_record(text).record == record
    print(f"\n{len(record.moves)} half-moves, {len(text) / 1024:.1f} KB: read in {time.perf_counter() - began:.2f} s")


@pytest.mark.parametrize(
    ("text", "en", "ru"),
    [
        ("x" * (RECORD_BYTES + 1), "the file is larger than 256 KB", "файл больше 256 КБ"),
        ("\n" * RECORD_LINES, "the file has more than 5000 lines", "в файле больше 5000 строк"),
        (
            "".join(f'[H{n} "{n}"]\n' for n in range(RECORD_HEADERS + 1)),
            "Line 65: the record has more than 64 header lines",
            "Строка 65: в записи больше 64 строк заголовков",
        ),
    ],
)
def test_a_file_over_a_cap_is_told_which_cap_in_both_languages(text, en, ru):
    with pytest.raises(RecordError) as raised:
        read_record(text)
    assert str(raised.value).startswith(en) and raised.value.text("ru").startswith(ru)


@dataclass
class _Upload:
    """An uploaded file, counting whether its bytes were asked for."""

    data: bytes
    asked: int = 0

    @property
    def size(self) -> int:
        return len(self.data)

    def getvalue(self) -> bytes:
        self.asked += 1
        return self.data


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_upload_over_the_cap_is_refused_by_its_size_before_its_bytes_are_read(lang):
    upload = _Upload(TWENTY_MB.encode())
    tracemalloc.start()
    began = time.perf_counter()
    said = read_upload(upload, lang)
    seconds, peak = time.perf_counter() - began, tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"\n20 MB upload ({lang}): refused in {seconds * 1000:.2f} ms, peak {peak / 1024:.0f} KB")
    reason = "the file is larger than 256 KB" if lang == "en" else "файл больше 256 КБ"
    assert isinstance(said, str) and said.startswith(t("replay.bad_file", lang, reason=reason))
    assert upload.asked == 0 and peak < MEMORY


def test_an_upload_quoting_markdown_is_told_word_for_word():
    said = read_upload(_Upload(b'[Rules "petteia"]\n![](//x.io)\n'), "en")
    assert isinstance(said, str) and "![](//x.io)" not in said and r"\!\[\]\(//x\.io\)" in said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_upload_quotes_at_most_forty_characters_of_the_file(lang):
    """A 256 KB word or header line is named in the sentence cut short, not sent to the browser whole."""
    for text in ('[Rules "patolli"]\n\n' + "x" * 200_000, '[Rules "petteia"]\n[' + "y" * 200_000 + "\n"):
        said = read_upload(_Upload(text.encode()), lang)
        assert isinstance(said, str) and len(said) < 400 and "…" in said
