"""The throw: letting the coins or beans fall, and drawing how they fell.  Pure, no Streamlit.

No generator is kept between runs: the session keeps an int seed (drawn once from ``secrets``) and a
count of throws, and each throw builds ``random.Random(f"{seed}:{count}")``, so that session state
holds only frozen values and a throw is reproducible from its seed and number.  The drawing is a
small inline SVG: Knossos's two coins (a one-pip ivory face or a two-pip gold face up, the larger first
as the throw is written; coins already used this turn are faded), or Patolli's five beans (the mark up
or the blank side up).
"""

from __future__ import annotations

import random
import secrets
from collections import Counter
from collections.abc import Hashable, Iterable
from html import escape
from typing import Any

from board.svg import svg_data_url
from games.chance import Device, throw_fall
from games.records import GameRecord
from ui.i18n import t
from ui.moves.words import values_text

MARKED = "marked"
"""The face of a bean that shows its mark (``games.chance.FIVE_BEANS``)."""


def new_seed() -> int:
    """A fresh seed for a session's throws, from the operating system's randomness."""
    return secrets.randbits(64)


def fall_of(device: Device[Any], seed: int, count: int) -> tuple[Hashable, ...]:
    """How ``device`` falls on the session's throw number ``count``."""
    return throw_fall(device, random.Random(f"{seed}:{count}").random)


def current_fall(record: GameRecord) -> tuple[Hashable, ...] | None:
    """How the throw the side to move is using fell: as it was thrown here, or, for a position that came
    with a link, a fall that gives it (Knossos's coins still to use; Patolli's throw).  None when no
    throw is in use."""
    game = record.game
    left = game.turn(record.state).left
    if left is None or game.device is None:
        return None
    thrown = record.current_throw()
    if thrown is not None and thrown.fall is not None:
        return thrown.fall
    if game.device.key == "coins":  # a coin's face is its value; a used coin is gone
        return left
    return game.device.fall_for(left[0])


def value_text(device: Device[Any], fall: tuple[Any, ...], lang: str) -> str:
    """What the fall is worth, in words: ``Thrown: 2 + 1 = 3`` (the coins in the order the move list gives
    them, ``device.value``'s, however they fell), ``Coin left to use: 1`` or ``No mark up: the throw counts
    10``."""
    if device.key == "coins":
        if len(fall) < device.count:  # a link's position after a coin was used
            return t("fall.coin_left", lang, value=fall[0])
        return t("fall.coins", lang, values=values_text(device.value(fall)), total=sum(fall))
    marks, value = fall.count(MARKED), device.value(fall)  # Durán's count (PAT-V1): five marks are a 10
    return t("fall.beans", lang, marks=marks, value=value) if marks else t("fall.no_mark", lang, value=value)


FALLING_STYLE = """<style>
@keyframes throw-fall { 0% { transform: translateY(-2.2rem) rotate(-50deg); opacity: 0; }
  55% { transform: translateY(.2rem) rotate(10deg); opacity: 1; } 75% { transform: translateY(-.25rem) rotate(-4deg); }
  100% { transform: none; } }
.throw-fall.falling .throw-piece { animation: throw-fall .42s cubic-bezier(.3, .7, .4, 1) both;
  animation-delay: calc(var(--k) * 70ms); }
@media (prefers-reduced-motion: reduce) { .throw-fall.falling .throw-piece { animation: none; } }
</style>"""
"""A throw just made: each coin or bean falls onto the table, one after another (not when motion is to be reduced)."""


def fall_html(
    device: Device[Any], fall: tuple[Any, ...], lang: str, *, left: Iterable[int] | None = None, falling: bool = False
) -> str:
    """The fall as a row of drawn coins or beans with the value beside it (under it on a narrow column).

    The coins lie in the order their value is written (``value_text``), the larger first; ``left`` (coins)
    are the values still to use this turn: the other coins are faded.  ``falling``: the throw was just made, and
    its coins or beans are seen falling.
    """
    if device.key == "coins":
        still = Counter(fall if left is None else left)
        parts = []
        for value in device.value(fall):
            parts.append(_coin(value, used=still[value] == 0, lang=lang))
            still[value] -= 1
    else:
        parts = [_bean(face, k) for k, face in enumerate(fall)]
    label = escape(value_text(device, fall, lang))
    pieces = "".join(f"<div class='throw-piece' style='--k:{k}'>{part}</div>" for k, part in enumerate(parts))
    return (
        f"{FALLING_STYLE if falling else ''}<div class='throw-fall{' falling' if falling else ''}' role='img' "
        f"aria-label='{label}' style='display:flex;flex-wrap:wrap;align-items:center;column-gap:.75rem;"
        f"row-gap:.25rem'><div style='display:flex;gap:.5rem;align-items:flex-end'>{pieces}</div>"
        f"<div style='font-size:1.05rem;flex:1 1 7rem'><b>{label}</b></div></div>"
    )


def throw_html(record: GameRecord, lang: str) -> str | None:
    """The throw in use drawn as it fell, with the coins already used faded, falling when it was the last move; None
    when no throw is in use."""
    fall = current_fall(record)
    device = record.game.device
    if fall is None or device is None:
        return None
    last = record.last_move
    falling = last is not None and last.kind == "throw"
    return fall_html(device, fall, lang, left=record.game.turn(record.state).left, falling=falling)


def rest_html(device: Device[Any], lang: str) -> str:
    """The coins or beans lying ready to be thrown (one of each face in turn), drawn as ``fall_html`` draws them,
    without a value: what a person taps to throw."""
    faces: list[Any] = sorted((face for face, _ in device.faces), reverse=True)
    shown = [faces[k % len(faces)] for k in range(device.count)]
    if device.key == "coins":
        parts = [_coin(value, used=False, lang=lang, caption=False) for value in shown]
    else:
        parts = [_bean(face, k) for k, face in enumerate(shown)]
    return f"<div style='display:flex;gap:.5rem;align-items:center'>{''.join(parts)}</div>"


def _coin(value: int, *, used: bool, lang: str, caption: bool = True) -> str:
    """A coin with its face up: one pip on the ivory face, two pips on the gold face."""
    face, rim, pip = ("#f0d77a", "#7a5c12", "#6b4f10") if value == 2 else ("#f3ead3", "#8a7860", "#5a4a38")
    pips = (
        "<circle cx='17' cy='24' r='4.5'/><circle cx='31' cy='24' r='4.5'/>"
        if value == 2
        else "<circle cx='24' cy='24' r='5'/>"
    )
    words = t("fall.used", lang) if used else str(value)
    svg = (
        f"<svg xmlns='http://www.w3.org/2000/svg' width='48' height='48' viewBox='0 0 48 48'>"
        f"<defs><radialGradient id='g' cx='35%' cy='35%'><stop offset='0' stop-color='#fffaf0'/>"
        f"<stop offset='1' stop-color='{face}'/></radialGradient></defs>"
        f"<circle cx='24' cy='24' r='21' fill='url(#g)' stroke='{rim}' stroke-width='2.5'/>"
        f"<circle cx='24' cy='24' r='16' fill='none' stroke='{rim}' stroke-width='1' stroke-dasharray='2 2'/>"
        f"<g fill='{pip}'>{pips}</g></svg>"
    )
    under = f"<figcaption style='font-size:.8rem'>{escape(words)}</figcaption>" if caption else ""
    opacity = 0.35 if used else 1
    return f"<figure style='margin:0;text-align:center;opacity:{opacity}'>{_image(svg, 48, 48)}{under}</figure>"


def _bean(face: str, index: int) -> str:
    """A bean lying a little askew, its white mark up or its plain side up."""
    tilt = (-18, 12, -6, 20, -12)[index % 5]
    mark = (
        "<circle cx='14' cy='22' r='4.5' fill='#f7f1e6' stroke='#d8cbb4' stroke-width='1'/>"
        if face == MARKED
        else "<path d='M10 15 q4 7 0 14' fill='none' stroke='#7a5440' stroke-width='1.2'/>"
    )
    svg = (
        f"<svg xmlns='http://www.w3.org/2000/svg' width='30' height='46' viewBox='0 0 28 44'>"
        f"<g transform='rotate({tilt} 14 22)'>"
        f"<ellipse cx='14' cy='22' rx='10' ry='17' fill='#4a2e1f' stroke='#24150d' stroke-width='1.5'/>"
        f"<ellipse cx='10' cy='15' rx='3' ry='6' fill='#8a6450' opacity='.55'/>{mark}</g></svg>"
    )
    return _image(svg, 30, 46)


def _image(svg: str, width: int, height: int) -> str:
    """An SVG drawing as an image (``board.svg``)."""
    return f"<img src='{svg_data_url(svg)}' width='{width}' height='{height}' alt=''>"
