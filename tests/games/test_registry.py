"""The registry of game families (games/registry.py): each family's entry holds everything the package and the
render layer need of it, so that adding a family is one entry (and its board, in board.DRAWERS)."""

from __future__ import annotations

from typing import get_args

import pytest

from board import DRAWERS
from games import GRID_RULE_SETS, RACE_RULE_SETS, RULE_SETS, SWITCHES, base_name, full_name, get_game, split_name
from games.batch import runs
from games.core import Family, UnknownRulesError
from games.custodian import PRESETS as CUSTODIAN_PRESETS
from games.patolli import PRESETS as PATOLLI_PRESETS
from games.registry import FAMILIES, family_of


def test_every_family_has_an_entry_and_a_board():
    assert list(FAMILIES) == list(get_args(Family)) and set(DRAWERS) == set(FAMILIES)


def test_the_entries_name_every_preset_of_the_engines_once_in_the_apps_order():
    assert RULE_SETS == (*CUSTODIAN_PRESETS, "knossos", *PATOLLI_PRESETS)
    assert GRID_RULE_SETS == tuple(CUSTODIAN_PRESETS) and RACE_RULE_SETS == ("knossos", *PATOLLI_PRESETS)
    assert list(SWITCHES) == list(RULE_SETS)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_each_rule_set_is_built_by_its_familys_entry_and_answers_as_it_does(rules):
    for switches in [(), SWITCHES[rules]]:
        game = get_game(full_name(rules, switches))
        family = family_of(game)
        assert rules in family.switches and game.name == full_name(rules, switches)
        assert game.is_race_game == family.is_race_game == (game.device is not None) == (rules in RACE_RULE_SETS)
        assert set(family.levels) == {"club", "master"}


@pytest.mark.parametrize("rules", RULE_SETS)
def test_each_familys_batch_player_is_found_where_its_entry_names_it(rules):
    assert runs.supports(rules) and len(runs.play_block(rules, 1, range(2))) == 2


def test_one_reader_of_a_name_and_its_switches():
    assert split_name("latrunculi-bell+LBE-V2+LBE-V1") == ("latrunculi-bell", ("LBE-V1", "LBE-V2"))
    assert base_name("latrunculi-bell+LBE-V9") == "latrunculi-bell" and base_name("nowhere+X") == "nowhere"
    with pytest.raises(UnknownRulesError):
        split_name("latrunculi-bell+LBE-V9")
