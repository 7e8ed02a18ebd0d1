"""The race games on the play page through Streamlit's AppTest: throws, moves, undo, links, lost turns, stakes."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from games import RACE_RULE_SETS, RULE_SETS, get_game
from games.core import CHANCE
from tests.app.app_session import (
    button,
    click,
    html_text,
    linked_position,
    live_boards,
    move_list,
    open_page,
    page_text,
    play_typed,
)
from ui.i18n import LANGUAGES, rules_text, t

KNOSSOS_THROWN = "0,0,0,0,0 0,0,0,0,0 l 2,1 0"
PATOLLI_CAPTURE = "3,r,r,r,r,r 31,r,r,r,r,r l 2 6,6,0"
"""Light's piece on cell 3 and a throw of 2: it lands on the offering cell 5, where dark's piece stands."""


def _open(**params: str) -> AppTest:
    """Run the app at ``/play?<params>`` (see ``app_session.open_page``)."""
    return open_page("play", **params)


def _start(rules: str) -> str:
    game = get_game(rules)
    return game.format_position(game.initial_state())


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", RACE_RULE_SETS)
def test_renders_every_race_rule_set_in_every_language(rules, lang):
    at = _open(rules=rules, lang=lang)
    assert not at.exception
    text = page_text(at)
    assert rules_text(rules, "title", lang) in text and t("rules.reconstruction", lang) in text
    assert rules_text(rules, "scholar", lang) in text
    assert t("throw.turn.0", lang) in text
    assert linked_position(at) == _start(rules)
    hit = live_boards(at)[0]["figure"]["data"][-1]
    assert hit["hoverinfo"] == "none" and "1" in hit["customdata"]
    [chooser] = [s for s in at.selectbox if s.label == t("rules.label", lang)]
    assert list(chooser.options) == [
        f"{t('rules.group.' + get_game(r).family, lang)} · {rules_text(r, 'title', lang)}" for r in RULE_SETS
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", RACE_RULE_SETS)
def test_the_throw_button_throws_and_shows_the_fall(rules, lang):
    at = _open(rules=rules, lang=lang)
    at.button(key="play:throw").click().run()
    assert not at.exception
    game = get_game(rules)
    state = game.parse_position(linked_position(at))
    assert game.to_move(state) != CHANCE
    assert (state.coins if rules == "knossos" else state.throw) is not None
    assert "throw-fall" in html_text(at) and "data:image/svg+xml" in html_text(at)
    assert t("moves.throw", lang, value="") in move_list(at)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_durans_count_is_what_the_beans_help_explains_when_it_is_on(lang):
    plain = _open(rules="patolli", lang=lang)
    plain.button(key="play:throw").click().run()
    duran = _open(rules="patolli+PAT-V1", lang=lang)
    duran.button(key="play:throw").click().run()
    captions = [c.value for c in plain.caption], [c.value for c in duran.caption]
    assert t("fall.beans_help", lang) in captions[0] and t("fall.beans_help.PAT-V1", lang) not in captions[0]
    assert t("fall.beans_help.PAT-V1", lang) in captions[1] and t("fall.beans_help", lang) not in captions[1]


def test_the_select_box_lists_the_moves_with_their_cells_after_the_throw():
    at = _open(rules="knossos")
    [box] = [s for s in at.selectbox if s.label == t("moves.pick", "en")]
    assert box.disabled and not box.options  # throwing is the Throw button's job
    at.button(key="play:throw").click().run()
    [box] = [s for s in at.selectbox if s.label == t("moves.pick", "en")]
    assert box.options and all(" · cell 19 → " in option for option in box.options)


def test_a_move_from_the_select_box_and_undo():
    at = play_typed(_open(rules="knossos", pos=KNOSSOS_THROWN), "0+2")
    assert not at.exception
    assert linked_position(at) == "0,0,0,0,2 0,0,0,0,0 l 1 1"
    assert move_list(at) == "1. ○ coin 2: cell 19 → 11"  # the coin and the cells, not the route place 0
    at = button(at, t("moves.undo", "en")).click().run()
    assert linked_position(at) == KNOSSOS_THROWN


def test_undo_goes_back_over_the_throw():
    at = _open(rules="patolli")
    at.button(key="play:throw").click().run()
    assert linked_position(at) != _start("patolli")
    at = button(at, t("moves.undo", "en")).click().run()
    assert linked_position(at) == _start("patolli")
    assert at.button(key="play:throw")


def test_board_clicks_pick_a_piece_and_play_the_coin_of_its_target():
    at = click(_open(rules="knossos", pos=KNOSSOS_THROWN), "19")
    assert at.session_state["play:board"].pick == ("19",)
    at = click(at, "11")
    assert not at.exception
    assert linked_position(at) == "0,0,0,0,2 0,0,0,0,0 l 1 1"


def test_the_board_knows_each_pieces_targets_and_writes_the_coin_in_each():
    """What the browser draws when a piece is picked, with no round trip: a dot with its coin on each target."""
    data = live_boards(_open(rules="knossos", pos=KNOSSOS_THROWN))[0]
    assert data["live"] and sorted(data["picks"]) == ["19"]
    labels = [text for trace in data["picks"]["19"] for text in trace.get("text", [])]
    assert labels == ["1", "2"]
    assert data["clicks"][""] == {"19": {"pick": ["19"]}}
    assert data["clicks"]["19"] == {
        "19": {"pick": []},
        "10": {"send": "click", "from": "19"},
        "11": {"send": "click", "from": "19"},
    }


def test_a_refused_click_shows_the_engines_reason():
    at = click(_open(rules="knossos", pos="0,0,0,0,3 0,0,0,0,4 l 1 0", lang="ru"), "12")
    assert at.warning and at.warning[0].value == "Путь закрыт: клетку 13 держат тёмные — KNO-10"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "A coin moves a piece by its value: from cell 19 your coins take it to cell 10 or cell 11, not to cell"),
        ("ru", "Монетка ведёт фишку на своё число клеток: с клетки 19 ваши монетки ведут её на клетку 10 или 11, а не"),
    ],
)
def test_a_knossos_piece_sent_where_no_coin_takes_it_is_told_where_the_coins_do(lang, said):
    at = click(click(_open(rules="knossos", pos=KNOSSOS_THROWN, lang=lang), "19"), "14")
    assert at.warning and at.warning[0].value.startswith(said) and at.warning[0].value.endswith("KNO-06")
    assert at.session_state["play:board"].pick == ("19",), "the piece stays picked for another try"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_patolli_piece_sent_past_its_throw_is_told_the_cell_the_throw_takes_it_to(lang):
    at = click(click(_open(rules="patolli", pos=PATOLLI_CAPTURE, lang=lang), "3"), "7")
    text = at.warning[0].value if at.warning else ""
    assert text.endswith("PAT-05") and "5" in text and "7" in text, text


def test_a_click_before_the_throw_says_throw_first():
    at = click(_open(rules="patolli"), "0")
    assert at.warning[0].value == "Throw first: the throw decides how far you may move."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_capture_on_an_offering_cell_shows_both_transfers_and_the_stakes(lang):
    at = click(click(_open(rules="patolli", pos=PATOLLI_CAPTURE, lang=lang), "3"), "5")
    move = t("answer.beans", lang, value=2, cells=t("answer.cells", lang, start=3, end=5) + " ×5")
    assert not at.exception
    assert linked_position(at) == "5,r,r,r,r,r r,r,r,r,r,r d - 6,5,1"
    [info] = [i.value for i in at.info]
    assert info.split("  \n") == [
        f"**{t('stakes.after', lang, side=t('side.gen.0', lang), move=move)}**",
        t("stakes.capture", lang, payer=t("side.1", lang), payee=t("side.dat.0", lang), amount=1, clause="PAT-11"),
        t("stakes.offering", lang, payer=t("side.0", lang), amount=1, clause="PAT-09"),
    ]
    assert t("stakes.title", lang) in html_text(at) and "<b>5</b>" in html_text(at)


def test_family_patolli_has_no_stakes_panel():
    at = _open(rules="patolli-family", pos="3,r,r,r,r,r 31,r,r,r,r,r l 2 -")
    assert t("stakes.title", "en") not in html_text(at)
    at = play_typed(at, "3+2")
    assert [i.value for i in at.info] == [
        "**After Light's move (throw 2: cell 3 → 5 ×5):**  \nCapture! Dark's piece goes back to the reserve (PAT-10)."
    ]


def test_entering_with_the_button():
    at = _open(rules="patolli-quick", pos="r,r,r r,r,r l 1 6,6,0")
    at = button(at, "Bring a piece in on cell 0").click().run()
    assert linked_position(at) == "0,r,r r,r,r d - 6,6,0"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lost_turn_is_announced_with_the_engines_reason_and_passed(lang):
    at = _open(rules="patolli", pos="r,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0", lang=lang)
    warning = at.warning[0].value
    assert warning.startswith(t("lost.headline", lang, side=t("side.0", lang)))
    assert warning.endswith("— PAT-07")
    at = button(at, t("lost.pass.0", lang)).click().run()
    assert linked_position(at) == "r,r,r,r,r,r r,r,r,r,r,r d - 6,6,0"
    assert move_list(at) == f"1. ○ {t('answer.pass', lang)}"  # the throw came with the link, before the list


def test_a_knossos_lost_turn_names_each_reason():
    at = _open(rules="knossos", pos="0,0,0,0,3 0,0,1,4,5 l 1 1")
    warning = at.warning[0].value
    assert "KNO-07" in warning and "Blocked: dark holds cell 13 — KNO-10" in warning
    at = button(at, t("lost.pass.0", "en")).click().run()
    assert linked_position(at) == "0,0,0,0,3 0,0,1,4,5 d - 0"


def test_a_link_restores_a_race_position():
    at = _open(rules="patolli-quick", pos="5,r,o 7,r,r d 4 5,6,1")
    assert not at.exception and not at.error
    assert linked_position(at) == "5,r,o 7,r,r d 4 5,6,1"
    assert t("turn.1", "en") in page_text(at) and t("moves.from_link", "en") in page_text(at)
    assert "Marks up: 4" in html_text(at)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bad_race_link_shows_why_and_starts_a_fresh_game(lang):
    at = _open(rules="knossos", pos="0,0,0 l - 0", lang=lang)
    assert not at.exception
    assert at.warning[0].value == t("link.error", lang)
    assert ("5 fields" if lang == "en" else "5 полей") in at.text[0].value
    assert at.query_params["rules"] == "knossos" and linked_position(at) == _start("knossos")


def test_a_race_game_link_restores_throws_moves_and_the_coins_in_hand():
    at = _open(rules="knossos")
    at = [b for b in at.button if b.key == "play:throw"][0].click().run()
    again = _open(**{name: at.query_params[name] for name in ("rules", "moves")})
    assert move_list(again) == move_list(at) and move_list(again)
    assert linked_position(again) == linked_position(at)


def test_the_end_of_the_game_is_announced():
    at = _open(rules="knossos", pos="21,21,21,21,21 0,0,0,0,0 d - 0")
    assert at.success[0].value == "Light wins. Light brought all five ships home — KNO-17"
    assert not [b for b in at.button if b.key == "play:throw"]


def test_choosing_a_race_rule_set_from_a_grid_game():
    at = _open()
    [chooser] = [s for s in at.selectbox if s.label == t("rules.label", "en")]
    chooser.select("patolli").run()
    assert not at.exception
    assert at.query_params["rules"] == "patolli" and linked_position(at) == _start("patolli")
    assert at.button(key="play:throw")


def _seed_whose_first_throw_is_lost() -> int:
    """A session seed whose first Patolli throw is not a 1 (only a 1 brings a piece in at the start)."""
    from ui.moves import throws

    device = get_game("patolli").device
    return next(seed for seed in range(100) if device.value(throws.fall_of(device, seed, 1)) != 1)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lost_throw_passes_by_itself_when_asked_and_still_shows_in_the_list(lang):
    from ui.play.session import SEED

    at = open_page("play", session={SEED: _seed_whose_first_throw_is_lost()}, rules="patolli", lang=lang)
    [switch] = [w for w in at.toggle if w.label == t("play.auto_pass", lang)]
    assert switch.value is False, "between friends a lost turn waits for its Pass button"
    switch.set_value(True).run()
    at = [b for b in at.button if b.key == "play:throw"][0].click().run()
    assert linked_position(at).split(" ")[2:4] == ["d", "-"], "dark to throw: light's turn has passed"
    assert t("answer.pass", lang) in move_list(at) and "1." in move_list(at)
    assert any(w.value.endswith("— PAT-07") for w in at.warning), "the reason is told"


def test_against_the_computer_lost_turns_pass_by_themselves_by_default():
    at = _open(rules="patolli", vs="club", side="l")
    [switch] = [w for w in at.toggle if w.label == t("play.auto_pass", "en")]
    assert switch.value is True
