"""Every sentence the engines say to a person, in English and Russian.

A ``Message`` holds a code from ``TEXTS``, its arguments and the clause it names; ``render`` fills the
template of the learner's language and appends the clause (" — PET-03").  An argument called ``side``
is a side number and is written as the side's name, ``side_gen`` being its Russian genitive.  An argument
that is itself a ``Message`` (the reason a game record gives for an error) is rendered in the same language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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
    "not_a_square": {"en": "{square} is not a square of this board.", "ru": "{square} — не клетка этой доски."},
    "no_throws": {"en": "Nothing is thrown in {rules}: pieces move without dice.",
                  "ru": "В игре {rules} ничего не бросают: фишки ходят без жребия."},
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
    "soldier_steps": {"en": "A soldier moves only one square, straight ahead, back or sideways: only the dux may "
                            "jump.",
                      "ru": "Воин ходит только на одну клетку по прямой: прыгать может лишь дукс."},
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
    "captor_moves": {"en": "The extra move must be made by the piece that captured, on {square}.",
                     "ru": "Дополнительный ход делает фишка, которая взяла, — на {square}."},
    "stop_between_block": {"en": "A piece may stop on {square}, between two enemy pieces, only if the move blocks an "
                                 "enemy piece that is not blocked yet.",
                           "ru": "Встать на {square} между двумя чужими фишками можно, только если этим ходом "
                                 "запираешь чужую фишку, ещё не запертую."},
    "blocked_piece": {"en": "The piece on {square} is blocked: it cannot move while it stays enclosed, and the "
                            "opponent may remove it in place of a move.",
                      "ru": "Фишка на {square} заперта: пока она окружена, ходить ею нельзя, а соперник может "
                            "вместо хода снять её с доски."},
    "remove_nothing": {"en": "There is no piece on {square} to remove.",
                       "ru": "На {square} нет фишки, чтобы её снять."},
    "remove_own": {"en": "The piece on {square} is your own: only the opponent's blocked pieces are removed.",
                   "ru": "Фишка на {square} ваша: снимают только запертые фишки соперника."},
    "remove_not_blocked": {"en": "The piece on {square} is not blocked: only a piece that a move of yours shut in "
                                 "between two of your pieces can be removed (a piece that steps in between is safe).",
                           "ru": "Фишка на {square} не заперта: снять можно только фишку, которую ваш ход зажал "
                                 "между двумя вашими фишками (кто сам встал между ними, тот в безопасности)."},
    "remove_needs_switch": {"en": "Here a piece that is shut in is taken off at once by the move that shuts it in: "
                                  "removing a piece in place of a move is Schädler's two-stage capture (LSC-V1).",
                            "ru": "Здесь окружённую фишку снимают сразу, тем же ходом, что её окружил: снимать фишку "
                                  "вместо хода — это двухступенчатое взятие Шедлера (LSC-V1)."},
    "self_lock": {"en": "This move would lock in your own dux.",
                  "ru": "Этим ходом вы заперли бы собственного дукса."},
    # endings
    "end_one_piece": {"en": "{side} has a single piece left and loses.",
                      "ru": "У {side_gen} осталась одна фишка — они проиграли."},
    "end_no_pieces": {"en": "{side} has no pieces left and loses.",
                      "ru": "У {side_gen} не осталось фишек — они проиграли."},
    "end_one_piece_both": {"en": "Neither side has more than one piece left, so neither can capture any more.",
                           "ru": "Ни у одной стороны не осталось больше одной фишки, так что брать больше некому."},
    "end_no_pieces_both": {"en": "Neither side has a piece left.",
                           "ru": "Ни у одной стороны не осталось фишек."},
    "end_dux_locked": {"en": "{side_gen} dux is locked in.", "ru": "Дукс {side_gen} заперт."},
    "end_quiet": {"en": "{limit} half-moves without a capture: the pieces are counted, "
                        "light {light} against dark {dark}.",
                  "ru": "{limit} полуходов без взятий: считают фишки — светлых {light}, тёмных {dark}."},
    "end_no_moves": {"en": "{side} cannot move: the army is locked in.",
                     "ru": "{side} не могут ходить: войско заперто."},
    # race games
    "race_throw_first": {"en": "Throw first: the throw decides how far you may move.",
                         "ru": "Сначала бросок: он решает, на сколько можно пойти."},
    "race_already_thrown": {"en": "You have thrown already: now move.", "ru": "Бросок уже сделан: теперь ходите."},
    "race_must_move": {"en": "A move is possible, so it must be made.",
                       "ru": "Ход возможен — значит, его нужно сделать."},
    "race_no_move": {"en": "No piece can move with this throw: the turn is lost.",
                     "ru": "С этим броском ходить некуда: ход пропадает."},
    "race_no_piece_at": {"en": "None of your pieces stands at position {position}.",
                         "ru": "На позиции {position} нет вашей фишки."},
    "kno_no_coin": {"en": "No coin showing {coin} is left to use this turn.",
                    "ru": "Монетки со значением {coin} в этом ходу не осталось."},
    "kno_finished": {"en": "This piece is home already and moves no more.",
                     "ru": "Эта фишка уже вернулась домой и больше не ходит."},
    "kno_head_once": {"en": "A second piece may not leave the harbour this turn.",
                      "ru": "Вторую фишку из гавани в этот ход выводить нельзя."},
    "kno_blocked": {"en": "Blocked: {side_low} holds cell {cell}.",
                    "ru": "Путь закрыт: клетку {cell} держат {side_low}."},
    "kno_both_coins": {"en": "Both coins can be used: a move that uses only one is not allowed.",
                       "ru": "Можно сыграть обе монетки: ход, после которого вторую не сыграть, не допускается."},
    "kno_larger_coin": {"en": "Only one coin can be used this turn, so it must be the larger one.",
                        "ru": "В этот ход можно сыграть только одну монетку, и это должна быть большая."},
    "kno_end_home": {"en": "{side} brought all five ships home.",
                     "ru": "{side} первыми привели домой все пять кораблей."},
    "pat_enter_one": {"en": "A piece enters only on a throw of exactly 1, and the throw is {throw}.",
                      "ru": "Фишка входит на доску только при броске ровно 1, а выпало {throw}."},
    "pat_no_reserve": {"en": "You have no piece in reserve to bring in.",
                       "ru": "В запасе нет фишек, чтобы ввести."},
    "pat_own_cell": {"en": "Your own piece stands on cell {cell}: one piece to a cell.",
                     "ru": "На клетке {cell} уже стоит ваша фишка: на клетке — одна фишка."},
    "pat_exact": {"en": "A piece moves exactly the throw: {throw} cells.",
                  "ru": "Фишка проходит ровно столько клеток, сколько выпало: {throw}."},
    "pat_lost_throw": {"en": "No mark is up: the throw counts nothing and the turn is lost.",
                       "ru": "Ни одной метки сверху: бросок ничего не даёт, ход пропускается."},
    "pat_end_bankrupt": {"en": "{side} has no items left and loses.",
                         "ru": "У {side_gen} не осталось предметов — они проиграли."},
    "pat_end_home": {"en": "{side} took every piece round the board and off.",
                     "ru": "{side} провели все фишки по кругу и сняли с доски."},
    # the computer's hints
    "hint_wins": {"en": "This move wins the game.", "ru": "Этот ход выигрывает партию."},
    "hint_captures": {"en": "It captures the piece on {square}.", "ru": "Он берёт фишку на {square}."},
    "hint_captures_many": {"en": "It captures {count} pieces at once, on {squares}.",
                           "ru": "Он берёт сразу {count} фишки, на {squares}."},
    "hint_removes": {"en": "It removes the blocked piece on {square}.",
                     "ru": "Он снимает с доски запертую фишку на {square}."},
    "hint_blocks_piece": {"en": "It blocks the enemy piece on {square}: it cannot move, and can be removed on a "
                                "later turn.",
                          "ru": "Он запирает вражескую фишку на {square}: она не может ходить, и позже её можно "
                                "снять."},
    "hint_blocks_piece_many": {"en": "It blocks {count} enemy pieces at once, on {squares}: they cannot move, and can "
                                     "be removed on later turns.",
                               "ru": "Он запирает сразу {count} вражеские фишки, на {squares}: они не могут ходить, "
                                     "и позже их можно снять."},
    "hint_hems_dux": {"en": "It takes away a free square from the enemy dux.",
                      "ru": "Он отнимает у вражеского дукса свободную клетку."},
    "hint_saves": {"en": "It saves the piece on {square}: the opponent could have captured it next move.",
                   "ru": "Он спасает фишку на {square}: соперник мог взять её следующим ходом."},
    "hint_saves_many": {"en": "It saves the pieces on {squares}: the opponent could have captured them next move.",
                        "ru": "Он спасает фишки на {squares}: соперник мог взять их следующим ходом."},
    "hint_shuts_in": {"en": "It shuts in the enemy piece on {square}: it has no move left.",
                      "ru": "Он запирает вражескую фишку на {square}: ей больше некуда ходить."},
    "hint_shuts_in_many": {"en": "It shuts in the enemy pieces on {squares}: they have no move left.",
                           "ru": "Он запирает вражеские фишки на {squares}: им больше некуда ходить."},
    "hint_threatens": {"en": "It threatens to capture the piece on {square} next move.",
                       "ru": "Он грозит следующим ходом взять фишку на {square}."},
    "hint_threatens_many": {"en": "It threatens to capture next move: the pieces on {squares} are open to it.",
                            "ru": "Он грозит следующим ходом взятием: под ударом фишки на {squares}."},
    "hint_pair": {"en": "It places the piece on {square} beside one of its own: a pair cannot be pinced along its "
                        "line.",
                  "ru": "Он ставит фишку на {square} рядом со своей: пару вдоль её линии клещами не взять."},
    "hint_place_attack": {"en": "It places the piece on {square} beside an enemy piece, ready to attack once the "
                                "pieces move.",
                          "ru": "Он ставит фишку на {square} рядом с вражеской, чтобы напасть, когда фишки пойдут."},
    "hint_place_clear": {"en": "It places the piece on {square}, clear of the enemy pieces.",
                         "ru": "Он ставит фишку на {square}, подальше от вражеских фишек."},
    "hint_develops": {"en": "It brings the piece on {start} into play, closer to the enemy, on {end}.",
                      "ru": "Он выводит фишку с {start} на {end}, ближе к противнику."},
    "hint_safe": {"en": "It keeps every piece safe: after it the opponent has nothing to capture.",
                  "ru": "Он держит все фишки в безопасности: после него соперник ничего не возьмёт."},
    "hint_best": {"en": "It is the strongest move the computer finds here, looking several moves ahead.",
                  "ru": "Это сильнейший ход, который здесь находит компьютер, заглядывая на несколько ходов "
                        "вперёд."},
    "hint_home": {"en": "It brings a ship home.", "ru": "Он приводит корабль домой."},
    "hint_blocks": {"en": "It blocks cell {cell} in front of an opponent's ship.",
                    "ru": "Он перекрывает клетку {cell} перед кораблём соперника."},
    "hint_jumps": {"en": "It jumps the opponent's ship on cell {cell}.",
                   "ru": "Он перепрыгивает корабль соперника на клетке {cell}."},
    "hint_advances": {"en": "It moves the piece that gains most.", "ru": "Он двигает фишку с наибольшей выгодой."},
    "hint_enter": {"en": "It brings a new piece onto the board.", "ru": "Он вводит на доску новую фишку."},
    "hint_captures_bean": {"en": "It captures an opponent's piece and wins an item.",
                           "ru": "Он берёт фишку соперника и выигрывает предмет."},
    "hint_bear_off": {"en": "It takes a piece off after its full circuit.",
                      "ru": "Он снимает фишку, прошедшую полный круг."},
    "hint_escapes": {"en": "It moves a piece out of reach of the opponent's next throw.",
                     "ru": "Он уводит фишку из-под следующего броска соперника."},
    "ai_level": {"en": "unknown level '{level}'; choose one of: {levels}",
                 "ru": "неизвестный уровень «{level}»; есть: {levels}"},
    # notation
    "race_fields": {"en": "a position has {expected} fields separated by single spaces, found {found}",
                    "ru": "в позиции {expected} полей через одиночный пробел, а найдено {found}"},
    "race_side": {"en": "position field {field}: '{text}' is not a side (l or d)",
                  "ru": "поле {field} позиции: «{text}» — не сторона (l или d)"},
    "race_move_syntax": {"en": "'{text}' is not a move: write {examples}",
                         "ru": "«{text}» — не ход: пишите {examples}"},
    "kno_fleet": {"en": "position field {field}: '{text}' is not five route positions 0..21 in ascending order",
                  "ru": "поле {field} позиции: «{text}» — не пять позиций маршрута 0..21 по возрастанию"},
    "kno_coins": {"en": "position field 4: '{text}' is not '-' or coins like 2,1 (largest first)",
                  "ru": "поле 4 позиции: «{text}» — не «-» и не монетки вида 2,1 (сначала большая)"},
    "kno_head": {"en": "position field 5: '{text}' must be 0, or 1 once a piece has left the harbour "
                       "and one coin is left",
                 "ru": "поле 5 позиции: «{text}» — должно быть 0, или 1, когда фишка уже вышла из гавани "
                       "и осталась одна монетка"},
    "kno_both_colours": {"en": "position: cell {cell} holds both colours, which only cells 9 and 19 may",
                         "ru": "позиция: на клетке {cell} фишки обоих цветов, а так можно только на 9 и 19"},
    "pos_captor": {"en": "position field 4: {square} must hold a piece of the side to move that has just "
                         "captured (the quiet count 0)",
                   "ru": "поле 4 позиции: на {square} должна стоять только что взявшая фишка стороны, "
                         "которая ходит (счётчик тихих ходов 0)"},
    "pat_pieces": {"en": "position field {field}: '{text}' is not {pieces} pieces written as distinct progresses "
                         "0..51 ascending, then r, then o",
                   "ru": "поле {field} позиции: «{text}» — не {pieces} фишек: разные числа 0..51 по возрастанию, "
                         "затем r, затем o"},
    "pat_throw": {"en": "position field 4: '{text}' is not '-' or a throw: {throws}",
                  "ru": "поле 4 позиции: «{text}» — не «-» и не бросок: {throws}"},
    "pat_stakes": {"en": "position field 5: '{text}' is not light,dark,bank items adding up to {total}",
                   "ru": "поле 5 позиции: «{text}» — не ставки светлых,тёмных,банка в сумме {total}"},
    "pat_no_stakes": {"en": "position field 5: {rules} is played without stakes, write '-'",
                      "ru": "поле 5 позиции: в {rules} играют без ставок, пишите «-»"},
    "pat_shared_cell": {"en": "position: cell {cell} holds pieces of both sides",
                        "ru": "позиция: на клетке {cell} стоят фишки обеих сторон"},
    "unknown_rules": {"en": "unknown rule set '{name}'; choose one of: {known}",
                      "ru": "неизвестный свод правил «{name}»; есть: {known}"},
    "unknown_switch": {"en": "unknown switch '{switch}' for {rules}; its switches: {known}",
                       "ru": "неизвестный переключатель «{switch}» для {rules}; его переключатели: {known}"},
    "switch_elsewhere": {"en": "the switch '{switch}' belongs to {owners}, not to {rules}; its switches: {known}",
                         "ru": "переключатель «{switch}» относится к {owners}, а не к {rules}; "
                               "переключатели {rules}: {known}"},
    "switch_twice": {"en": "the switch '{switch}' is given twice in the name of {rules}",
                     "ru": "переключатель «{switch}» указан дважды в имени {rules}"},
    "pos_fields": {"en": "a position has 4 fields separated by single spaces, found {found}",
                   "ru": "в позиции 4 поля через одиночный пробел, а найдено {found}"},
    "pos_rows": {"en": "position field 1: {found} rows, expected {expected}",
                 "ru": "поле 1 позиции: рядов {found}, а нужно {expected}"},
    "pos_row_width": {"en": "position field 1, row {row}: {found} squares, expected {expected}",
                      "ru": "поле 1 позиции, ряд {row}: клеток {found}, а нужно {expected}"},
    "pos_bad_char": {"en": "position field 1, row {row}: unknown character '{char}' (use P D p d or a number)",
                     "ru": "поле 1 позиции, ряд {row}: неизвестный знак «{char}» (пишите P D p d или число)"},
    "pos_no_dux": {"en": "position: {rules} has no dux", "ru": "позиция: в {rules} нет дукса"},
    "pos_blocked_free": {"en": "position field 1: the blocked piece on {square} does not stand between two enemy "
                               "pieces along a rank or a file",
                         "ru": "поле 1 позиции: запертая фишка на {square} не стоит между двумя чужими фишками "
                               "по ряду или столбцу"},
    "pos_blocked_placement": {"en": "position field 1: no piece is blocked while the pieces are placed",
                              "ru": "поле 1 позиции: пока фишки расставляют, запертых фишек не бывает"},
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
    "pos_hand_count": {"en": "position field 4: '{piece}' has {board} on the board and {hand} in reserve, "
                             "which does not make {total} (and the dux is either in reserve or on the board)",
                       "ru": "поле 4 позиции: у «{piece}» на доске {board} и в запасе {hand}, в сумме не {total} "
                             "(а дукс либо в запасе, либо на доске)"},
    "pos_hand_left": {"en": "position field 4: {left} placements left is not possible for the side to move",
                      "ru": "поле 4 позиции: стороне, чей ход, не может оставаться {left} постановок"},
    "cli_option_value": {"en": "{option} needs a value (--level novice|club|master, --seed a whole number)",
                         "ru": "{option} требует значения (--level novice|club|master, --seed целое число)"},
    "batch_apply_tab": {"en": "a batch 'apply' line is a position, a tab, then the move",
                        "ru": "строка пакетного «apply» — позиция, табуляция, затем ход"},
    "link_move": {"en": "the link's moves could not be read from move {number} on",
                  "ru": "ходы из ссылки не удалось прочитать начиная с хода {number}"},
    "move_syntax": {"en": "'{text}' is not a move: write c1-c5, c3-c5-e5, @e4 or xd5",
                    "ru": "«{text}» — не ход: пишите c1-c5, c3-c5-e5, @e4 или xd5"},
    "move_stays": {"en": "'{text}' is not a move: a piece must leave its square (a blocked piece is removed with x, "
                         "as in xd5)",
                   "ru": "«{text}» — не ход: фишка должна уйти со своей клетки (запертую фишку снимают ходом "
                         "вида xd5)"},
    "move_square": {"en": "'{square}' is not a square of this board (a1 to {last})",
                    "ru": "«{square}» — нет такой клетки на этой доске (от a1 до {last})"},
    # game records: where (the reason is another message, rendered in the same language), then what
    "record_at_line": {"en": "Line {line}: {reason}", "ru": "Строка {line}: {reason}"},
    "record_at_header": {"en": "Line {line}, header {name}: {reason}",
                         "ru": "Строка {line}, заголовок {name}: {reason}"},
    "record_at_move": {"en": "Line {line}, move {move} ({text}): {reason}",
                       "ru": "Строка {line}, ход {move} ({text}): {reason}"},
    "record_empty": {"en": "the record is empty: it begins with a header line like [Rules \"petteia\"]",
                     "ru": "запись пуста: она начинается со строки заголовка вида [Rules \"petteia\"]"},
    "record_no_rules": {"en": "the record has no Rules header: add a line like [Rules \"petteia\"]",
                        "ru": "в записи нет заголовка Rules: добавьте строку вида [Rules \"petteia\"]"},
    "record_header_syntax": {"en": "'{text}' is not a header line: write [Name \"value\"]",
                             "ru": "«{text}» — не строка заголовка: пишите [Name \"value\"]"},
    "record_header_twice": {"en": "the header {name} appears a second time (the first is on line {first})",
                            "ru": "заголовок {name} встречается второй раз (первый — в строке {first})"},
    "record_result_value": {"en": "'{text}' is not a result: write light, dark, draw or ongoing",
                            "ru": "«{text}» — не результат: пишите light, dark, draw или ongoing"},
    "record_result": {"en": "the header says '{stated}', but the moves end in '{reached}'",
                      "ru": "в заголовке «{stated}», а ходы приводят к «{reached}»"},
    "record_comment": {"en": "a comment opened on this line with {{ is never closed with }}",
                       "ru": "комментарий, открытый в этой строке знаком {{, не закрыт знаком }}"},
    "record_after_end": {"en": "the game is already over, so no move may follow: {end}",
                         "ru": "партия уже окончена, и ходов после этого быть не может: {end}"},
    # self-play (python -m games selfplay)
    "selfplay_usage": {"en": "selfplay takes a rule set, then --games N --level random|novice|club "
                             "[--seed S] [--workers W] [--scheduler tcp://host:8786] [--json]",
                       "ru": "selfplay принимает свод правил, затем --games N --level random|novice|club "
                             "[--seed S] [--workers W] [--scheduler tcp://host:8786] [--json]"},
    "selfplay_option": {"en": "{option} {needs}, found '{text}'", "ru": "{option} {needs}, а указано «{text}»"},
    "selfplay_games": {"en": "needs a whole number of games, at least 1",
                       "ru": "требует целого числа партий, не меньше 1"},
    "selfplay_seed": {"en": "needs a whole number", "ru": "требует целого числа"},
    "selfplay_workers": {"en": "needs a whole number of processes, at least 1",
                         "ru": "требует целого числа процессов, не меньше 1"},
    "selfplay_workers_and_scheduler": {"en": "give --workers or --scheduler, not both: a Dask cluster has its own "
                                             "workers",
                                       "ru": "укажите --workers или --scheduler, но не оба: у кластера Dask свои "
                                             "исполнители"},
    "selfplay_no_dask": {"en": "--scheduler needs the package dask[distributed]: pip install \"dask[distributed]\"",
                         "ru": "для --scheduler нужен пакет dask[distributed]: pip install \"dask[distributed]\""},
    "selfplay_scheduler": {"en": "cannot reach the Dask scheduler at '{address}': {reason}",
                           "ru": "не удаётся связаться с планировщиком Dask по адресу «{address}»: {reason}"},
    "selfplay_worker_import": {"en": "the Dask workers at '{address}' cannot import this package ({reason}): "
                                     "install it where they run",
                               "ru": "исполнители Dask по адресу «{address}» не могут импортировать этот пакет "
                                     "({reason}): установите его там, где они работают"},
    "selfplay_no_end": {"en": "a game of {rules} stopped before its rules ended it",
                        "ru": "партия {rules} остановилась прежде, чем её завершили правила"},
    "cli_file": {"en": "cannot read '{path}': {reason}", "ru": "не удаётся прочитать «{path}»: {reason}"},
    "cli_file_text": {"en": "'{path}' is not UTF-8 text", "ru": "«{path}» — не текст в кодировке UTF-8"},
}


CLAUSE_OF = {
    "en": {"petteia": "as in petteia", "latrunculi-kowalski": "as in Kowalski's latrunculi",
           "latrunculi-bell": "as in Bell's latrunculi", "latrunculi-schadler": "as in Schädler's latrunculi"},
    "ru": {"petteia": "как в петтейе", "latrunculi-kowalski": "как в латрункули по Ковальскому",
           "latrunculi-bell": "как в латрункули по Беллу", "latrunculi-schadler": "как в латрункули по Шедлеру"},
}
"""How a message names the rule set whose clause it borrows (the argument ``clause_of``)."""


def render(msg: Message, lang: str = "en") -> str:
    """Fill the template of ``msg`` in ``lang`` and append the clause it names, with the rule set the clause
    belongs to when it is another one's (`` — PET-09, as in petteia``)."""
    from games import core  # at run time only: games.core imports this module lazily, too

    lang = lang if lang in LANGUAGES else "en"
    args: dict[str, Any] = {key: value.text(lang) if isinstance(value, core.Message) else value
                            for key, value in msg.args}
    if "side" in args:
        side = args["side"]
        args.update({key: names[side] for key, names in SIDES[lang].items()})
    template = TEXTS.get(msg.code, TEXTS["illegal"])[lang]
    text = template.format(**args)
    if not msg.clause:
        return text
    clause = f"{msg.clause}, {CLAUSE_OF[lang][args['clause_of']]}" if "clause_of" in args else msg.clause
    return f"{text.rstrip('.')} — {clause}"
