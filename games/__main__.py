"""The command line of ``docs/notation.md``.

    python -m games start  <rules>
    python -m games legal  <rules> "<position>"
    python -m games apply  <rules> "<position>" <move>
    python -m games status <rules> "<position>"
    python -m games chances <rules> "<position>"
    python -m games ai     <rules> "<position>" [--level novice|club|master] [--seed N]
    python -m games record check  <file|->
    python -m games record replay <file|->
    python -m games selfplay <rules> --games N --level random|novice|club [--seed S] [--workers W]
                             [--scheduler tcp://host:port] [--json]

With ``-`` for the position, positions are read from standard input, one a line (for ``apply``: a
position, a tab, then the move), and each is answered on one line; a bad line answers
``error: <what is wrong>`` and the run goes on.  Otherwise an error prints one line to stderr and the
exit status is 2.

``record`` reads a game record (``games.records``; ``-`` reads it from standard input): ``check`` prints
how the game stands at its end (ongoing, light, dark or draw), ``replay`` the start position and the
position after each move, one a line.  A record that does not read is one error line naming its line and
move.

``selfplay`` plays N whole games (``games.selfplay``) and prints a short summary, or with ``--json`` one
JSON object with every game's summary; the same seed gives the same games with any ``--workers`` or on a
Dask cluster (``--scheduler``).
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Callable, Iterable
from typing import Any

from games import get_game
from games.ai.opponent import choose_move
from games.core import Game, GameError, NotationError, message
from games.records import read_record, result

USAGE = (
    "usage: python -m games start <rules> | legal <rules> <position> | apply <rules> <position> <move>"
    " | status <rules> <position> | chances <rules> <position>"
    " | ai <rules> <position> [--level novice|club|master] [--seed N] | record check|replay <file>"
    " | selfplay <rules> --games N --level random|novice|club [--seed S] [--workers W] [--scheduler ADDRESS] [--json]"
    "   (position or file '-' reads standard input)"
)


def _legal(game: Game[Any, Any], text: str, sep: str) -> str:
    state = game.parse_position(text)
    return sep.join(sorted(game.format_move(m) for m in game.legal_moves(state)))


def _apply(game: Game[Any, Any], text: str, move_text: str) -> str:
    state = game.parse_position(text)
    return game.format_position(game.apply(state, game.parse_move(state, move_text)))


def _status(game: Game[Any, Any], text: str) -> str:
    outcome = game.outcome(game.parse_position(text))
    return "ongoing" if outcome is None else outcome.status


def _chances(game: Game[Any, Any], text: str, sep: str) -> str:
    state = game.parse_position(text)
    return sep.join(f"{game.format_move(m)} {p.numerator}/{p.denominator}" for m, p in game.chance_outcomes(state))


def _ai(game: Game[Any, Any], text: str, level: str, seed: int) -> str:
    state = game.parse_position(text)
    return game.format_move(choose_move(game, state, level, random.Random(seed)))


def _options(rest: list[str]) -> tuple[list[str], str, int]:
    """Split ``--level L`` and ``--seed N`` off the arguments of ``ai``."""
    level, seed, plain = "master", 0, []
    words = iter(rest)
    for word in words:
        if word in ("--level", "--seed"):
            value = next(words, None)
            if value is None:
                raise NotationError(message("cli_option_value", option=word))
            if word == "--level":
                level = value
            elif value.lstrip("-").isdigit():
                seed = int(value)
            else:
                raise NotationError(message("cli_option_value", option=word))
        else:
            plain.append(word)
    return plain, level, seed


def _batch(answer: Callable[[str], str], lines: Iterable[str]) -> None:
    """Answer each input line on one output line; errors answer ``error: ...`` and the run goes on."""
    for line in lines:
        line = line.rstrip("\n")
        try:
            print(answer(line))
        except GameError as error:
            print(f"error: {error}")


def _read_text(path: str) -> str:
    """The text of the file at ``path``, or of standard input for ``-``; raises ``GameError`` if unreadable."""
    try:
        if path == "-":
            return sys.stdin.read()
        with open(path, encoding="utf-8-sig") as file:
            return file.read()
    except OSError as error:
        raise GameError(message("cli_file", path=path, reason=error.strerror or str(error))) from error
    except UnicodeDecodeError as error:
        raise GameError(message("cli_file_text", path=path)) from error


def _record(args: list[str]) -> int:
    """``record check <file>`` or ``record replay <file>``; returns the exit status."""
    if len(args) != 2 or args[0] not in ("check", "replay"):
        print(f"'record' takes check or replay, then a file (or '-'); {USAGE}", file=sys.stderr)
        return 2
    try:
        record = read_record(_read_text(args[1])).record
    except GameError as error:
        print(error, file=sys.stderr)
        return 2
    if args[0] == "check":
        print(result(record))
    else:
        print("\n".join(record.game.format_position(state) for state in record.states))
    return 0


SELFPLAY_VALUES = ("--games", "--level", "--seed", "--workers", "--scheduler")
"""The options of ``selfplay`` that take a value (``--json`` takes none)."""


def _whole(values: dict[str, str], option: str, needs: str, least: int | None = None) -> int:
    """The whole number given to ``option``; raises ``GameError`` (saying what it ``needs``) if it is not one."""
    text = values[option]
    if not text.lstrip("-").isdigit() or (least is not None and int(text) < least):
        raise GameError(message("selfplay_option", option=option, needs=message(needs), text=text))
    return int(text)


def _selfplay(args: list[str]) -> int:
    """``selfplay <rules> --games N --level L [--seed S] [--workers W] [--scheduler A] [--json]``."""
    # numpy and the batch players load with self-play (0.25 s more than the rest's 0.17 s): only for this command
    from games.selfplay import play_games, report

    plain, values, as_json = [], {}, False
    words = iter(args)
    try:
        for word in words:
            if word == "--json":
                as_json = True
            elif word in SELFPLAY_VALUES and (value := next(words, None)) is not None:
                values[word] = value
            elif word.startswith("--") or word in SELFPLAY_VALUES:
                raise GameError(message("selfplay_usage"))
            else:
                plain.append(word)
        if len(plain) != 1 or not {"--games", "--level"} <= set(values):
            raise GameError(message("selfplay_usage"))
        game = get_game(plain[0])
        count = _whole(values, "--games", "selfplay_games", least=1)
        seed = _whole(values, "--seed", "selfplay_seed") if "--seed" in values else 0
        workers = None
        if "--workers" in values:
            workers = _whole(values, "--workers", "selfplay_workers", least=1)
        progress = _show_progress if sys.stderr.isatty() and not as_json else None
        summaries = play_games(
            game.name,
            values["--level"],
            seed,
            range(count),
            workers=workers,
            scheduler=values.get("--scheduler"),
            progress=progress,
        )
    except GameError as error:
        print(error, file=sys.stderr)
        return 2
    if as_json:
        print(
            json.dumps(
                {
                    "rules": game.name,
                    "level": values["--level"],
                    "seed": seed,
                    "games": [summary.as_json() for summary in summaries],
                }
            )
        )
    else:
        print(f"{game.name}, level {values['--level']}, seed {seed}")
        print(report(summaries))
    return 0


def _show_progress(done: int, total: int) -> None:
    """Games done so far, on one line of a terminal's standard error, rewritten in place."""
    print(f"\r{done}/{total} games", end="\n" if done == total else "", file=sys.stderr, flush=True)


def run(argv: list[str]) -> int:
    """Run one command; returns the exit status (0, or 2 for any error)."""
    if argv[:1] == ["record"]:
        return _record(argv[1:])
    if argv[:1] == ["selfplay"]:
        return _selfplay(argv[1:])
    if len(argv) < 2 or argv[0] not in ("start", "legal", "apply", "status", "chances", "ai"):
        print(USAGE, file=sys.stderr)
        return 2
    command, rules, rest = argv[0], argv[1], argv[2:]
    level, seed = "master", 0
    if command == "ai":
        try:
            rest, level, seed = _options(rest)
        except GameError as error:
            print(error, file=sys.stderr)
            return 2
    wanted = {"start": 0, "legal": 1, "status": 1, "chances": 1, "apply": 2, "ai": 1}[command]
    if len(rest) != wanted and not (command == "apply" and rest[:1] == ["-"] and len(rest) == 1):
        print(f"'{command}' takes {wanted} argument(s) after the rule set, got {len(rest)}; {USAGE}", file=sys.stderr)
        return 2
    try:
        game = get_game(rules)
        if command == "start":
            print(game.format_position(game.initial_state()))
            return 0
        one_line: dict[str, Callable[[str], str]] = {
            "legal": lambda text: _legal(game, text, " "),
            "status": lambda text: _status(game, text),
            "chances": lambda text: _chances(game, text, " | "),
            "apply": lambda line: _apply(game, *_split_apply(line)),
            "ai": lambda text: _ai(game, text, level, seed),
        }
        if rest[0] == "-":
            _batch(one_line[command], sys.stdin)
        elif command == "apply":
            print(_apply(game, rest[0], rest[1]))
        elif command == "legal":
            out = _legal(game, rest[0], "\n")
            if out:
                print(out)
        elif command == "chances":
            out = _chances(game, rest[0], "\n")
            if out:
                print(out)
        elif command == "ai":
            print(_ai(game, rest[0], level, seed))
        else:
            print(_status(game, rest[0]))
    except GameError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


def _split_apply(line: str) -> tuple[str, str]:
    if "\t" not in line:
        raise NotationError(message("batch_apply_tab"))
    position, move = line.rsplit("\t", 1)
    return position, move


def main() -> None:
    """Entry point of ``python -m games``."""
    try:
        code = run(sys.argv[1:])
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (``| head``): not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = 0
    sys.exit(code)


if __name__ == "__main__":
    main()
