"""Every sentence the engines say to a person, in English and Russian.

A ``Message`` holds a code from ``TEXTS``, its arguments and the clause it names; ``render`` fills the
template of the learner's language and appends the clause (" — PET-03").  An argument called ``side``
is a side number and is written as the side's name, ``side_gen`` being its Russian genitive.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.core import Message

LANGUAGES = ("en", "ru")

SIDES = {
    "en": {"side": ("Light", "Dark"), "side_gen": ("Light's", "Dark's"), "side_low": ("light", "dark")},
    "ru": {"side": ("Светлые", "Тёмные"), "side_gen": ("светлых", "тёмных"), "side_low": ("светлые", "тёмные")},
}

TEXTS: dict[str, dict[str, str]] = {
    # refused moves
    "illegal": {"en": "That move is not allowed here.", "ru": "Так ходить здесь нельзя."},
    "game_over": {"en": "The game is over: start a new one or undo a move.",
                  "ru": "Партия окончена: начните новую или отмените ход."},
    "place_occupied": {"en": "{square} is taken: during placement a piece goes on an empty square.",
                       "ru": "Клетка {square} занята: при расстановке фишку ставят на свободную клетку."},
    "place_not_move": {"en": "Pieces are still being placed: put a piece on an empty square.",
                       "ru": "Идёт расстановка: поставьте фишку на свободную клетку."},
    "all_placed": {"en": "Every piece is on the board already: now pieces move.",
                   "ru": "Все фишки уже на доске: теперь ими ходят."},
    "no_piece": {"en": "There is no piece on {square} to move.", "ru": "На клетке {square} нет фишки."},
    "not_your_piece": {"en": "The piece on {square} is not yours: it is {side_low}'s turn.",
                       "ru": "Фишка на {square} чужая: сейчас ходят {side_low}."},
    "piece_stuck": {"en": "The piece on {square} has no legal move.",
                    "ru": "Фишке на {square} некуда ходить."},
    "not_straight": {"en": "A piece moves only in straight lines along a rank or a file, never diagonally.",
                     "ru": "Фишка ходит только по прямой — вдоль ряда или столбца, не по косой."},
    "target_occupied": {"en": "{square} is occupied: a piece stops only on an empty square.",
                        "ru": "Клетка {square} занята: ходят только на свободную клетку."},
    "path_blocked": {"en": "The way is blocked at {square}: a piece cannot jump over others.",
                     "ru": "Путь закрыт на {square}: перепрыгивать через фишки нельзя."},
    "one_square": {"en": "A piece moves only one square straight ahead, back or sideways.",
                   "ru": "Фишка ходит только на одну клетку по прямой."},
    "one_move_only": {"en": "A move goes from one square to one other square.",
                      "ru": "Ход делают с одной клетки на одну другую."},
    "only_dux_jumps": {"en": "Only the dux may jump.", "ru": "Прыгать может только дукс."},
    "dux_jumps_enemy": {"en": "The dux jumps only over an enemy piece, and there is none on {square}.",
                        "ru": "Дукс прыгает только через вражескую фишку, а на {square} её нет."},
    "jump_needs_piece": {"en": "A jump needs a piece to jump over on {square}.",
                         "ru": "Для прыжка нужна фишка на {square}, через которую прыгают."},
    "chain_no_step": {"en": "A step and jumps cannot be combined in one move.",
                      "ru": "Шаг и прыжки нельзя совмещать в одном ходе."},
    "chain_revisit": {"en": "A chain of jumps may not land on {square} again.",
                      "ru": "Цепочка прыжков не может второй раз приземлиться на {square}."},
    "stop_between": {"en": "A piece may stop on {square}, between two enemy pieces, only if the move captures.",
                     "ru": "Встать на {square} между двумя чужими фишками можно, только если этим ходом берёшь."},
    "self_lock": {"en": "This move would lock in your own dux.",
                  "ru": "Этим ходом вы заперли бы собственного дукса."},
    # endings
    "end_one_piece": {"en": "{side} has a single piece left and loses.",
                      "ru": "У {side_gen} осталась одна фишка — они проиграли."},
    "end_no_pieces": {"en": "{side} has no pieces left and loses.",
                      "ru": "У {side_gen} не осталось фишек — они проиграли."},
    "end_dux_locked": {"en": "{side_gen} dux is locked in.", "ru": "Дукс {side_gen} заперт."},
    "end_quiet": {"en": "{limit} half-moves without a capture: the pieces are counted, "
                        "light {light} against dark {dark}.",
                  "ru": "{limit} полуходов без взятий: считают фишки — светлых {light}, тёмных {dark}."},
    "end_no_moves": {"en": "{side} cannot move: the army is locked in.",
                     "ru": "{side} не могут ходить: войско заперто."},
    # notation
    "unknown_rules": {"en": "unknown rule set '{name}'; choose one of: {known}",
                      "ru": "неизвестный свод правил «{name}»; есть: {known}"},
    "pos_fields": {"en": "a position has 4 fields separated by single spaces, found {found}",
                   "ru": "в позиции 4 поля через одиночный пробел, а найдено {found}"},
    "pos_rows": {"en": "position field 1: {found} rows, expected {expected}",
                 "ru": "поле 1 позиции: рядов {found}, а нужно {expected}"},
    "pos_row_width": {"en": "position field 1, row {row}: {found} squares, expected {expected}",
                      "ru": "поле 1 позиции, ряд {row}: клеток {found}, а нужно {expected}"},
    "pos_bad_char": {"en": "position field 1, row {row}: unknown character '{char}' (use P D p d or a number)",
                     "ru": "поле 1 позиции, ряд {row}: неизвестный знак «{char}» (пишите P D p d или число)"},
    "pos_no_dux": {"en": "position: {rules} has no dux", "ru": "позиция: в {rules} нет дукса"},
    "pos_two_dux": {"en": "position field 1: more than one '{piece}' dux",
                    "ru": "поле 1 позиции: больше одного дукса «{piece}»"},
    "pos_too_many": {"en": "position field 1: {found} pieces of '{piece}', at most {limit}",
                     "ru": "поле 1 позиции: фишек «{piece}» {found}, а можно не больше {limit}"},
    "pos_side": {"en": "position field 2: '{text}' is not a side (l or d)",
                 "ru": "поле 2 позиции: «{text}» — не сторона (l или d)"},
    "pos_quiet": {"en": "position field 3: '{text}' is not a whole number",
                  "ru": "поле 3 позиции: «{text}» — не целое число"},
    "pos_quiet_placement": {"en": "position field 3: the quiet count is 0 during placement, found '{text}'",
                            "ru": "поле 3 позиции: при расстановке счётчик равен 0, а указано «{text}»"},
    "pos_hand_unexpected": {"en": "position field 4: {rules} has no placement phase, write '-'",
                            "ru": "поле 4 позиции: в {rules} нет расстановки, пишите «-»"},
    "pos_hand_syntax": {"en": "position field 4: '{text}' is not '-' or '<light>,<dark>,<left>' like 16+D,16+D,2",
                        "ru": "поле 4 позиции: «{text}» — не «-» и не «<светлые>,<тёмные>,<осталось>», "
                              "как 16+D,16+D,2"},
    "pos_hand_count": {"en": "position field 4: '{piece}' has {board} on the board and {hand} in hand, "
                             "which does not make {total} (and the dux is either in hand or on the board)",
                       "ru": "поле 4 позиции: у «{piece}» на доске {board} и в руке {hand}, в сумме не {total} "
                             "(а дукс либо в руке, либо на доске)"},
    "pos_hand_left": {"en": "position field 4: {left} placements left is not possible for the side to move",
                      "ru": "поле 4 позиции: стороне, чей ход, не может оставаться {left} постановок"},
    "batch_apply_tab": {"en": "a batch 'apply' line is a position, a tab, then the move",
                        "ru": "строка пакетного «apply» — позиция, табуляция, затем ход"},
    "move_syntax": {"en": "'{text}' is not a move: write c1-c5, c3-c5-e5 or @e4",
                    "ru": "«{text}» — не ход: пишите c1-c5, c3-c5-e5 или @e4"},
    "move_square": {"en": "'{square}' is not a square of this board (a1 to {last})",
                    "ru": "«{square}» — нет такой клетки на этой доске (от a1 до {last})"},
}


def render(msg: Message, lang: str = "en") -> str:
    """Fill the template of ``msg`` in ``lang`` and append the clause it names."""
    lang = lang if lang in LANGUAGES else "en"
    args = dict(msg.args)
    if "side" in args:
        side = args["side"]
        args.update({key: names[side] for key, names in SIDES[lang].items()})
    template = TEXTS.get(msg.code, TEXTS["illegal"])[lang]
    text = template.format(**args)
    return f"{text.rstrip('.')} — {msg.clause}" if msg.clause else text
