"""The catalogue loader: a ``.mo`` compiled at first read, rebuilt when its ``.po`` is newer, written whole even
when threads and processes compile it at once, English for what a language lacks, and the extractor that
``babel.cfg`` names."""

from __future__ import annotations

import io
import os
import shutil
import threading
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from babel.messages.mofile import read_mo

from games import catalogue as loader
from games.catalogue import Catalogue, compiled, extract_source
from games.messages import CATALOGUE as ENGINE_MESSAGES

PO = """msgid ""
msgstr ""
"Language: {lang}\\n"
"Plural-Forms: {plural}\\n"
"Content-Type: text/plain; charset=utf-8\\n"

msgid "greeting"
msgstr "{greeting}"

msgid "piece"
msgid_plural "piece"
{forms}

msgctxt "genitive"
msgid "side.0"
msgstr "{side}"
"""


def _write(folder: Path, lang: str, **texts: str) -> Path:
    path = folder / lang / "LC_MESSAGES" / "demo.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(PO.format(lang=lang, **texts), encoding="utf-8")
    return path


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    _write(
        tmp_path,
        "en",
        plural="nplurals=2; plural=(n != 1);",
        greeting="Hello",
        side="Light's",
        forms='msgstr[0] "piece"\nmsgstr[1] "pieces"',
    )
    _write(
        tmp_path,
        "ru",
        plural="nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
        greeting="Здравствуйте",
        side="светлых",
        forms='msgstr[0] "фишка"\nmsgstr[1] "фишки"\nmsgstr[2] "фишек"',
    )
    return tmp_path


def test_a_catalogue_speaks_its_languages_with_their_plural_rules_and_contexts(folder):
    demo = Catalogue(folder, "demo")
    assert demo.languages == ("en", "ru")
    assert demo.entries == {"greeting": False, "piece": True, "side.0": False}
    assert [demo.ngettext("piece", n, "ru") for n in (1, 3, 5, 21)] == ["фишка", "фишки", "фишек", "фишка"]
    assert [demo.ngettext("piece", n, "en") for n in (1, 2)] == ["piece", "pieces"]
    assert demo.pgettext("genitive", "side.0", "ru") == "светлых"
    assert demo.gettext("greeting", "de") == "Hello"


def test_an_id_a_language_lacks_is_read_in_english(folder):
    po = folder / "ru" / "LC_MESSAGES" / "demo.po"
    po.write_text(
        po.read_text(encoding="utf-8").replace('msgid "greeting"\nmsgstr "Здравствуйте"\n', ""), encoding="utf-8"
    )
    assert Catalogue(folder, "demo").gettext("greeting", "ru") == "Hello"


def test_the_mo_is_compiled_once_and_again_when_the_po_is_newer(folder):
    po = folder / "en" / "LC_MESSAGES" / "demo.po"
    mo = po.with_suffix(".mo")
    assert not mo.exists()
    first = compiled(po)
    assert mo.read_bytes() == first and read_mo(io.BytesIO(first)).get("greeting").string == "Hello"
    stamp = mo.stat().st_mtime_ns
    assert compiled(po) == first and mo.stat().st_mtime_ns == stamp
    po.write_text(po.read_text(encoding="utf-8").replace("Hello", "Good day"), encoding="utf-8")
    os.utime(po, ns=(stamp + 10**9, stamp + 10**9))
    assert read_mo(io.BytesIO(compiled(po))).get("greeting").string == "Good day"
    assert Catalogue(folder, "demo").gettext("greeting", "en") == "Good day"


def test_a_folder_that_cannot_be_written_compiles_in_memory(folder, monkeypatch):
    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        raise PermissionError("read-only")

    monkeypatch.setattr(loader.tempfile, "mkstemp", refuse)
    assert Catalogue(folder, "demo").gettext("greeting", "ru") == "Здравствуйте"
    assert not list(folder.rglob("*.mo"))


def _compile_in_process(po: str) -> bytes:
    return compiled(Path(po))


def test_first_reads_at_once_in_threads_and_processes_leave_one_whole_mo(tmp_path):
    """Streamlit's threads and pytest-xdist's workers may read a catalogue for the first time together."""
    shutil.copytree(ENGINE_MESSAGES.folder, tmp_path / "locale", ignore=shutil.ignore_patterns("*.mo"))
    po = tmp_path / "locale" / "ru" / "LC_MESSAGES" / "games.po"
    results: list[bytes] = []
    threads = [threading.Thread(target=lambda: results.append(compiled(po))) for _ in range(8)]
    with ProcessPoolExecutor(2) as pool:
        others = [pool.submit(_compile_in_process, str(po)) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        results += [other.result() for other in others]
    assert len(set(results)) == 1 and po.with_suffix(".mo").read_bytes() == results[0]
    assert sorted(path.name for path in po.parent.iterdir()) == ["games.mo", "games.po"]


def test_the_extractor_reads_the_english_catalogue_as_gettext_calls(folder):
    with (folder / "en" / "LC_MESSAGES" / "demo.po").open("rb") as source:
        calls = [(function, ids) for _, function, ids, _ in extract_source(source, {}, [], {})]
    assert calls == [("gettext", ("greeting",)), ("ngettext", ("piece", "piece")), ("pgettext", ("genitive", "side.0"))]
