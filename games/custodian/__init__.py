"""Petteia and the three Latrunculi reconstructions: one custodian-capture engine, four presets."""

from games.custodian.engine import CustodianGame
from games.custodian.rules import PRESETS, RuleSet, with_switches
from games.custodian.state import GridState

__all__ = ["CustodianGame", "GridState", "PRESETS", "RuleSet", "with_switches"]
