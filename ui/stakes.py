"""Patolli's stakes: what changed hands in a move, and the panel of each player's items and the bank.

Pure, no Streamlit.  ``transfers`` reads the positions before and after a move and names each
transfer in the order the rules settle them (``rules/patolli.md``): the capture first (PAT-10, and
PAT-11 with stakes), then the offering (PAT-09), then, when the move ends the game, the winner takes
the bank.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from html import escape

from games.patolli import OFFERING_CELLS, PatolliGame, PatolliState, cell_of
from ui.i18n import t

BANK = None
CLAUSES = {"capture": "PAT-11", "capture_no_stakes": "PAT-10", "offering": "PAT-09", "bank": "PAT-13"}
"""The clause each kind of transfer follows (``rules/patolli.md``)."""
SIDE_GLYPHS = ("○", "⬢")


@dataclass(frozen=True)
class Transfer:
    """``amount`` items from ``payer`` to ``payee`` (a side, or ``BANK``); a capture without stakes moves 0."""

    kind: str
    payer: int | None
    payee: int | None
    amount: int


def transfers(game: PatolliGame, before: PatolliState, after: PatolliState) -> list[Transfer]:
    """What the move from ``before`` to ``after`` took from whom and gave to whom, in order."""
    mover, other = before.side, 1 - before.side
    if before.throw is None or after.throw is not None:
        return []  # a throw, not a move
    found = []
    staked = before.stakes is not None
    reserve = (before.light_reserve, before.dark_reserve), (after.light_reserve, after.dark_reserve)
    if reserve[1][other] > reserve[0][other]:
        found.append(Transfer("capture", other, mover, 1 if staked else 0))
    own = (before.light, after.light) if mover == 0 else (before.dark, after.dark)
    landed = list((Counter(own[1]) - Counter(own[0])).elements())
    offering = staked and bool(landed) and cell_of(mover, landed[0]) in OFFERING_CELLS
    if offering:
        found.append(Transfer("offering", mover, BANK, 1))
    ended = game.outcome(after)
    if staked and ended is not None and ended.winner is not None:
        bank = before.stakes[2] + (1 if offering else 0)
        if bank:
            found.append(Transfer("bank", BANK, ended.winner, bank))
    return found


def transfer_text(transfer: Transfer, lang: str) -> str:
    """``Capture! Dark pays 1 to Light (PAT-11).`` and the like, in ``lang``."""
    if transfer.kind == "capture":
        if transfer.amount == 0:
            return t("stakes.capture_free", lang, loser=t(f"side.gen.{transfer.payer}", lang),
                     clause=CLAUSES["capture_no_stakes"])
        return t("stakes.capture", lang, payer=t(f"side.{transfer.payer}", lang),
                 payee=t(f"side.dat.{transfer.payee}", lang), amount=transfer.amount, clause=CLAUSES["capture"])
    if transfer.kind == "offering":
        return t("stakes.offering", lang, payer=t(f"side.{transfer.payer}", lang), amount=transfer.amount,
                 clause=CLAUSES["offering"])
    return t("stakes.bank_taken", lang, payee=t(f"side.{transfer.payee}", lang), amount=transfer.amount,
             items=items_word(transfer.amount, lang), clause=CLAUSES["bank"])


def items_word(count: int, lang: str) -> str:
    """``item`` or ``items`` after a number; Russian has a third form (1 ставку, 2 ставки, 5 ставок)."""
    if lang != "ru":
        form = "one" if count == 1 else "many"
    elif count % 10 == 1 and count % 100 != 11:
        form = "one"
    elif 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
        form = "few"
    else:
        form = "many"
    return t(f"stakes.items.{form}", lang)


def stakes_html(stakes: tuple[int, int, int], lang: str) -> str:
    """Each player's items and the bank, as counts and rows of jade beads."""
    boxes = []
    for index, key in enumerate(("side.0", "side.1", "stakes.bank")):
        name = t(key, lang)
        glyph = f"{SIDE_GLYPHS[index]} " if index < 2 else ""
        beads = "".join(_bead() for _ in range(stakes[index]))
        boxes.append(f"<div style='flex:1;min-width:6.5rem;border:1px solid #c8b48f;border-radius:.5rem;"
                     f"padding:.4rem .6rem;background:#fbf6ea'><div style='font-size:.85rem'>{escape(glyph + name)}"
                     f"</div><div style='font-size:1.5rem;line-height:1.2'><b>{stakes[index]}</b></div>"
                     f"<div style='display:flex;flex-wrap:wrap;gap:2px;min-height:12px'>{beads}</div></div>")
    title = escape(t("stakes.title", lang))
    return (f"<div role='group' aria-label='{title}'><div style='font-weight:600;margin-bottom:.3rem'>{title}</div>"
            f"<div style='display:flex;gap:.5rem'>{''.join(boxes)}</div></div>")


def _bead() -> str:
    """A jade bead, drawn in CSS (Streamlit's HTML sanitiser removes inline SVG)."""
    return ("<span style='display:inline-block;width:11px;height:11px;border-radius:50%;border:1px solid #2d5440;"
            "background:radial-gradient(circle at 35% 35%, #bfe0cc 0 18%, #4f8a6a 45%)'></span>")
