"""What a curator and a teacher check in the museum's content: no task board gives its answer away, the
glossary's words are used consistently in each language, the glossary and the sources are complete in
both languages, every lesson has its teacher's notes, and every text colour of the theme is readable."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
THEME = ROOT / ".streamlit" / "config.toml"

# --- contrast (WCAG 2.x) ---------------------------------------------------------------------------

AA = 4.5
"""WCAG AA for ordinary text."""
CAPTION_OPACITY = 0.6
"""Streamlit draws captions (and other faded text) in the text colour at 60 % opacity (its ``fadedText60``)."""
BUTTON_TEXT = "#ffffff"
"""The text of a primary button, drawn on the primary colour."""


def _rgb(colour: str) -> tuple[int, int, int]:
    value = colour.strip().lstrip("#")
    if len(value) == 3:
        value = "".join(c * 2 for c in value)
    if not re.fullmatch(r"[0-9a-fA-F]{6}", value):
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def luminance(colour: str) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours, from 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def blend(colour: str, background: str, opacity: float) -> str:
    """``colour`` drawn at ``opacity`` over ``background``, as the eye sees it."""
    mixed = (round(opacity * c + (1 - opacity) * g) for c, g in zip(_rgb(colour), _rgb(background), strict=True))
    return "#" + "".join(f"{c:02x}" for c in mixed)


def theme() -> dict[str, str]:
    return tomllib.loads(THEME.read_text(encoding="utf-8"))["theme"]


def test_the_contrast_helpers_agree_with_known_values():
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert blend("#000000", "#ffffff", 0.6) == "#666666"


def test_every_text_colour_of_the_theme_reaches_aa_on_both_backgrounds():
    colours = theme()
    backgrounds = {key: colours[key] for key in ("backgroundColor", "secondaryBackgroundColor")}
    texts = {key: value for key, value in colours.items()
             if key in ("textColor", "primaryColor", "linkColor") or key.endswith("TextColor")}
    assert "textColor" in texts and "primaryColor" in texts
    texts["caption (textColor at 60 %)"] = ""
    low = []
    for name, text in texts.items():
        for where, background in backgrounds.items():
            seen = blend(colours["textColor"], background, CAPTION_OPACITY) if not text else text
            ratio = contrast(seen, background)
            if ratio < AA:
                low.append(f"{name} on {where}: {ratio:.2f}:1")
    button = contrast(BUTTON_TEXT, colours["primaryColor"])
    if button < AA:
        low.append(f"button text on primaryColor: {button:.2f}:1")
    assert not low, f"below {AA}:1 — " + "; ".join(low)
