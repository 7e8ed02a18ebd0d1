"""Numbers written the way each language writes them (Babel's CLDR data): decimals in text, and Plotly's
separators for the numbers a chart's browser writes."""

from __future__ import annotations

from decimal import Decimal

from babel.numbers import format_decimal, get_decimal_symbol, get_group_symbol


def decimal(value: float, lang: str, digits: int = 0) -> str:
    """``value`` with ``digits`` decimals and the decimal sign of ``lang`` (2.81, 2,81), without grouping, rounded
    as Python rounds the float itself (``f"{value:.2f}"``: 2.675 is 2.67, its binary value being below)."""
    return format_decimal(Decimal(value), format="0." + "0" * digits if digits else "0", locale=lang)


def separators(lang: str) -> str:
    """The decimal and the group sign of ``lang`` as Plotly's ``layout.separators`` takes them (".," or ", ")."""
    return get_decimal_symbol(lang) + get_group_symbol(lang)
