"""The stakes in words and pictures: each transfer of a move (``Game.transfers``) as a sentence that names
its clause, and the panel of each player's items and the bank.  Pure, no Streamlit.
"""

from __future__ import annotations

from html import escape

from board.words import board_word
from games.core import Transfer
from games.records import GameRecord
from ui.i18n import t, tn
from ui.moves.words import move_text

SIDE_GLYPHS = ("○", "⬢")


def transfer_text(transfer: Transfer, lang: str) -> str:
    """``Capture! Dark pays 1 to Light (PAT-11).`` and the like, in ``lang``; the winner taking the bank is
    worded as our rule, since the source does not say what becomes of the bank."""
    if transfer.kind == "capture":
        if transfer.amount == 0:
            return t("stakes.capture_free", lang, loser=t(f"side.gen.{transfer.payer}", lang), clause=transfer.clause)
        return t(
            "stakes.capture",
            lang,
            payer=t(f"side.{transfer.payer}", lang),
            payee=t(f"side.dat.{transfer.payee}", lang),
            amount=transfer.amount,
            clause=transfer.clause,
        )
    if transfer.kind == "offering":
        return t(
            "stakes.offering",
            lang,
            payer=t(f"side.{transfer.payer}", lang),
            amount=transfer.amount,
            clause=transfer.clause,
        )
    return t(
        "stakes.bank_taken",
        lang,
        payee=t(f"side.{transfer.payee}", lang),
        amount=transfer.amount,
        items=items_word(transfer.amount, lang),
        clause=transfer.clause,
    )


def last_transfers(record: GameRecord, lang: str) -> str | None:
    """What the last move took and gave, as a heading and a line per transfer; None when it moved nothing."""
    index = record.last_piece_move()
    if index is None:
        return None
    before, move, after = record.states[index], record.moves[index], record.states[index + 1]
    happened = record.game.transfers(before, after)
    if not happened:
        return None
    side = record.game.turn(before).side
    heading = t("stakes.after", lang, side=t(f"side.gen.{side}", lang), move=move_text(record.game, move, lang))
    return f"**{heading}**  \n" + "  \n".join(transfer_text(transfer, lang) for transfer in happened)


def items_word(count: int, lang: str) -> str:
    """``item`` or ``items`` after a number, in the language's plural form (1 предмет, 2 предмета, 5 предметов)."""
    return tn("stakes.items", count, lang)


def stakes_html(stakes: tuple[int, int, int], lang: str) -> str:
    """Each player's items and the bank, as counts and rows of jade beads."""
    boxes = []
    for index, name in enumerate((t("side.0", lang), t("side.1", lang), board_word("stakes.bank", lang))):
        glyph = f"{SIDE_GLYPHS[index]} " if index < 2 else ""
        beads = "".join(_bead() for _ in range(stakes[index]))
        boxes.append(
            f"<div style='flex:1;min-width:6.5rem;border:1px solid #c8b48f;border-radius:.5rem;"
            f"padding:.4rem .6rem;background:#fbf6ea'><div style='font-size:.85rem'>{escape(glyph + name)}"
            f"</div><div style='font-size:1.5rem;line-height:1.2'><b>{stakes[index]}</b></div>"
            f"<div style='display:flex;flex-wrap:wrap;gap:2px;min-height:12px'>{beads}</div></div>"
        )
    title = escape(t("stakes.title", lang))
    return (
        f"<div class='stakes-panel' role='group' aria-label='{title}'>"
        f"<div style='font-weight:600;margin-bottom:.3rem'>{title}</div>"
        f"<div style='display:flex;gap:.5rem'>{''.join(boxes)}</div></div>"
    )


def _bead() -> str:
    """A jade bead, drawn in CSS (Streamlit's HTML sanitiser removes inline SVG)."""
    return (
        "<span style='display:inline-block;width:11px;height:11px;border-radius:50%;border:1px solid #2d5440;"
        "background:radial-gradient(circle at 35% 35%, #bfe0cc 0 18%, #4f8a6a 45%)'></span>"
    )
