"""Every word the pages show, in English and Russian.

``t(key, lang, **kwargs)`` looks a key up and fills its ``{placeholders}``.  Sentences about the rules
themselves (why a move is refused, how a game ended) come from the engine's messages instead, so that
a rule is worded in one place only.
"""

from __future__ import annotations

from games import split_name

LANGUAGES: tuple[str, ...] = ("en", "ru")
LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}

TEXTS: dict[str, dict[str, str]] = {
    # the site
    "site.title": {"en": "Ancient board games", "ru": "Древние настольные игры"},
    "site.tagline": {"en": "A museum you can play: board games of the ancient world, in their modern "
                           "reconstructions.",
                     "ru": "Музей, в который можно сыграть: настольные игры древнего мира в современных "
                           "реконструкциях."},
    "site.language": {"en": "Language", "ru": "Язык"},
    "page.play": {"en": "Play", "ru": "Играть"},
    "page.petteia_history": {"en": "Petteia: history", "ru": "Петтейя: история"},
    "page.lobby": {"en": "Museum", "ru": "Музей"},
    "page.lessons": {"en": "Lessons", "ru": "Уроки"},
    "page.samples": {"en": "Positions", "ru": "Позиции"},
    "page.knossos_history": {"en": "Knossos game: history", "ru": "Игра из Кносса: история"},
    "page.patolli_history": {"en": "Patolli: history", "ru": "Патолли: история"},
    "page.latrunculi_history": {"en": "Latrunculi: history", "ru": "Латрункули: история"},
    "page.learn": {"en": "Learn", "ru": "Учиться"},
    "page.glossary": {"en": "Glossary", "ru": "Словарь"},
    "page.sources": {"en": "Sources", "ru": "Источники"},
    "page.history": {"en": "History", "ru": "История"},
    # the lobby
    "lobby.title": {"en": "Four games from the ancient world", "ru": "Четыре игры древнего мира"},
    "lobby.welcome": {
        "en": "Read where each game comes from, learn its rules step by step on a live board, and play it against "
              "the computer or a friend. Every rule here is a modern reconstruction: each page says what the "
              "evidence shows and what scholars — and this museum — have added.",
        "ru": "Узнайте, откуда пришла каждая игра, изучите её правила шаг за шагом на живой доске и сыграйте "
              "с компьютером или с другом. Все правила здесь — современные реконструкции: на каждой странице "
              "сказано, что известно из источников, а что добавили учёные и наш музей."},
    "lobby.timeline": {"en": "Timeline", "ru": "Лента времени"},
    "lobby.events": {"en": "The numbers on the timeline", "ru": "Номера на ленте времени"},
    "lobby.map": {"en": "Where the games come from", "ru": "Откуда эти игры"},
    "lobby.map_note": {"en": "Two diagrams by latitude and longitude, not maps, each to its own scale: Knossos, "
                             "Athens, Rome and Vindolanda in the Old World; in the New, Tenochtitlan, where the "
                             "Spaniards saw patolli played, and Xunantunich in Belize, a Maya city with patolli boards "
                             "incised in its palace galleries. Such boards are found across Mesoamerica.",
                       "ru": "Две схемы по широте и долготе, а не карты, каждая в своём масштабе: Кносс, Афины, Рим и "
                             "Виндоланда в Старом Свете; в Новом — Теночтитлан, где испанцы видели игру в патолли, и "
                             "Шунантунич в Белизе, город майя, в дворцовых галереях которого процарапаны доски для "
                             "патолли. Такие доски находят по всей Мезоамерике."},
    "history.sure": {"en": "How sure are we?", "ru": "Насколько мы уверены?"},
    # the glossary and the sources
    "glossary.title": {"en": "Glossary", "ru": "Словарь"},
    "glossary.intro": {
        "en": "The words this museum uses for the games, one word for each idea, in alphabetical order. The lessons "
              "and the history pages link to a word here the first time they use it.",
        "ru": "Слова, которыми наш музей говорит об играх: по одному слову на каждое понятие, по алфавиту. Уроки и "
              "страницы истории ссылаются сюда, когда слово встречается в них впервые."},
    "glossary.index": {"en": "All the words", "ru": "Все слова"},
    "sources.title": {"en": "Sources", "ru": "Источники"},
    "sources.intro": {
        "en": "Where this museum's facts come from: the ancient and early texts with their exact references and the "
              "translation we read them in, the objects with their museums, and the modern works, each saying what "
              "kind of work it is. Every citation on the history pages links here. Where we know a source only "
              "from someone else's account, the entry says so.",
        "ru": "Откуда наш музей берёт свои сведения: древние и ранние тексты с точными ссылками и переводом, в "
              "котором мы их читали, вещественные памятники с их музеями и современные работы — с пометкой, что это "
              "за работа. Сюда ведут все ссылки со страниц истории. Если источник известен нам только по чужому "
              "пересказу, так и сказано."},
    "sources.kind.primary": {"en": "Ancient and early texts", "ru": "Древние и ранние тексты"},
    "sources.kind.object": {"en": "Objects", "ru": "Вещественные памятники"},
    "sources.kind.work": {"en": "Modern works", "ru": "Современные работы"},
    "sources.read_in": {"en": "Read in:", "ru": "Мы читали:"},
    "sources.museum": {"en": "Museum:", "ru": "Музей:"},
    "sources.inventory": {"en": "Inventory number:", "ru": "Инвентарный номер:"},
    "sources.place": {"en": "Where:", "ru": "Где:"},
    "sources.online": {"en": "Online:", "ru": "В сети:"},
    "sources.cited": {"en": "cited on", "ru": "ссылки на страницах"},
    "sources.evidence.V": {"en": "Checked in the source or a scholar's extract of it",
                           "ru": "Проверено по источнику или по выдержке из него в научной работе"},
    "sources.evidence.S": {"en": "Known to us from another writer's account",
                           "ru": "Известно нам по пересказу другого автора"},
    "sources.evidence.R": {"en": "Not yet checked: the reference is from general knowledge",
                           "ru": "Ещё не проверено: ссылка приведена по памяти"},
    "teachers.notes": {"en": "For teachers", "ru": "Учителю"},
    # the lessons
    "lesson.choose": {"en": "Lesson", "ru": "Урок"},
    "lesson.present": {"en": "Present", "ru": "Показ для класса"},
    "lesson.present_help": {"en": "Slides for a projector: one step per screen, large type; ← and → to step, "
                                  "Esc to leave.",
                            "ru": "Слайды для проектора: один шаг на экран, крупный шрифт; ← и → — листать, "
                                  "Esc — выйти."},
    "lesson.exit": {"en": "Leave presentation", "ru": "Выйти из показа"},
    "lesson.handout": {"en": "Handout", "ru": "Раздаточный материал"},
    "lesson.handout_help": {"en": "The whole lesson as one HTML file that opens without internet and prints "
                                  "cleanly.",
                            "ru": "Весь урок одним HTML-файлом: открывается без интернета и хорошо печатается."},
    "lesson.counter": {"en": "Step {step} of {total} · tasks solved: {done} of {tasks}",
                       "ru": "Шаг {step} из {total} · решено заданий: {done} из {tasks}"},
    "lesson.task": {"en": "Your task:", "ru": "Задание:"},
    "lesson.solved": {"en": "Well done! **{move}** is exactly right.", "ru": "Отлично! **{move}** — именно так."},
    "lesson.shown": {"en": "Here is the answer: **{move}**. Try it yourself with “Again”.",
                     "ru": "Вот ответ: **{move}**. Попробуйте сами — нажмите «Ещё раз»."},
    "lesson.other": {"en": "**{move}** is a legal move, but it does not do what the task asks. Look again.",
                     "ru": "**{move}** — разрешённый ход, но задание он не выполняет. Посмотрите ещё раз."},
    "lesson.retry": {"en": "Try again", "ru": "Попробовать снова"},
    "lesson.again": {"en": "Again", "ru": "Ещё раз"},
    "lesson.show": {"en": "Show me", "ru": "Показать"},
    "lesson.typed": {"en": "Or choose the move", "ru": "Или выберите ход"},
    "lesson.typed_help": {"en": "Moves in notation", "ru": "Ходы в записи"},
    "lesson.previous": {"en": "Previous", "ru": "Назад"},
    "lesson.next": {"en": "Next", "ru": "Дальше"},
    "lesson.restart": {"en": "Start the lesson again", "ru": "Начать урок заново"},
    "lesson.finished": {"en": "You have reached the end of this lesson: {title}.",
                        "ru": "Урок «{title}» пройден до конца."},
    "lesson.to_samples": {"en": "Play on from sample positions", "ru": "Сыграть из готовых позиций"},
    "lesson.board_alt": {"en": "{title} board for the lesson step “{step}”. Click a piece, then where it goes.",
                         "ru": "Доска «{title}» к шагу урока «{step}». Нажмите на фишку, затем туда, куда она "
                               "пойдёт."},
    "handout.answers": {"en": "Answers", "ru": "Ответы"},
    "handout.answers_note": {"en": "Each task's answer, and what the lesson says once it is solved.",
                             "ru": "Ответ на каждое задание и то, что урок говорит, когда задание решено."},
    "handout.or": {"en": " or ", "ru": " или "},
    "answer.place": {"en": "place a piece on {square}", "ru": "поставить фишку на {square}"},
    "answer.enter": {"en": "bring a piece in on cell {cell}", "ru": "ввести фишку на клетку {cell}"},
    "answer.pass": {"en": "the turn is lost", "ru": "ход пропадает"},
    "answer.remove": {"en": "remove the blocked piece ×{square}", "ru": "снять запертую фишку ×{square}"},
    "move.blocks": {"en": ", blocks {places}", "ru": ", запирает {places}"},
    "answer.cells": {"en": "cell {start} → {end}", "ru": "клетка {start} → {end}"},
    "answer.coins": {"en": "coin {value}: {cells}", "ru": "монетка {value}: {cells}"},
    "answer.beans": {"en": "throw {value}: {cells}", "ru": "бросок {value}: {cells}"},
    "handout.brief": {"en": "The rules, step by step", "ru": "Правила шаг за шагом"},
    "handout.sheet": {"en": "Board sheet to print", "ru": "Доска для печати"},
    "handout.sheet_help": {"en": "The board at the start on a page of its own, then the rules step by step: print "
                                 "it and play with coins or beans.",
                           "ru": "Доска в начале партии на отдельной странице, а за ней правила шаг за шагом: "
                                 "распечатайте и играйте монетками или бобами."},
    # the sample positions
    "samples.choose": {"en": "Rule set", "ru": "Свод правил"},
    "samples.play": {"en": "Play from here", "ru": "Играть отсюда"},
    "samples.play_help": {"en": "Opens this position on the Play page: against the computer or a friend.",
                          "ru": "Откроет позицию на странице «Играть»: против компьютера или с другом."},
    "samples.lesson": {"en": "Learn the rules first", "ru": "Сначала изучить правила"},
    # the rule sets
    "rules.label": {"en": "Rule set", "ru": "Свод правил"},
    "rules.reconstruction": {"en": "reconstruction", "ru": "реконструкция"},
    "rules.group.custodian": {"en": "Capture", "ru": "Окружение"},
    "rules.group.knossos": {"en": "Race", "ru": "Гонка"},
    "rules.group.patolli": {"en": "Race", "ru": "Гонка"},
    "rules.petteia.title": {"en": "Petteia", "ru": "Петтейя"},
    "rules.petteia.origin": {"en": "Greece, from the 5th century BC", "ru": "Греция, с V века до н. э."},
    "rules.petteia.scholar": {
        "en": "No ancient rules survive. Only Pollux (Onomasticon 9.98, 2nd century AD) tells how pieces are "
              "taken: by enclosing one between two of the other colour. Board, set-up and moves here are a "
              "modern reconstruction.",
        "ru": "Древние правила не сохранились. Только Поллукс («Ономастикон» 9.98, II век н. э.) говорит, как "
              "берут фишку: зажав её между двумя фишками другого цвета. Доска, расстановка и ходы здесь — "
              "современная реконструкция."},
    "rules.latrunculi-kowalski.title": {"en": "Latrunculi (Kowalski)", "ru": "Латрункули (Ковальский)"},
    "rules.latrunculi-kowalski.origin": {"en": "Rome, from the 1st century BC", "ru": "Рим, с I века до н. э."},
    "rules.latrunculi-kowalski.scholar": {
        "en": "After W. J. Kowalski's web essay (c. 2000–2008): an 8\u00a0×\u00a012 board, twelve soldiers each and a "
              "dux that cannot be captured but helps to capture.",
        "ru": "По веб-эссе У. Дж. Ковальского (ок. 2000–2008): доска 8\u00a0×\u00a012, по двенадцать воинов и дукс, "
              "которого нельзя взять, но который сам помогает брать."},
    "rules.latrunculi-bell.title": {"en": "Latrunculi (Bell)", "ru": "Латрункули (Белл)"},
    "rules.latrunculi-bell.origin": {"en": "Rome, from the 1st century BC", "ru": "Рим, с I века до н. э."},
    "rules.latrunculi-bell.scholar": {
        "en": "After R. C. Bell, Board and Table Games from Many Civilizations (1960; 2nd edition 1969; Dover "
              "reprint 1979, vol. 1, p. 86), as our source simplifies him: pieces are placed two at a time, the "
              "dux last; the dux may jump an enemy.",
        "ru": "По книге Р. Ч. Белла «Board and Table Games from Many Civilizations» (1960; 2-е изд. 1969; "
              "переиздание Dover 1979, т. 1, с. 86) в упрощении нашего источника: фишки расставляют по две за "
              "ход, дукса — последним; дукс может перепрыгнуть врага."},
    "rules.latrunculi-schadler.title": {"en": "Latrunculi (Schädler)", "ru": "Латрункули (Шедлер)"},
    "rules.latrunculi-schadler.origin": {"en": "Rome, from the 1st century BC", "ru": "Рим, с I века до н. э."},
    "rules.latrunculi-schadler.scholar": {
        "en": "After Ulrich Schädler, “Latrunculi – ein verlorenes strategisches Brettspiel der Römer”, "
              "Homo Ludens IV (1994, revised 2001): pieces are placed one at a time, no dux, jumps in chains.",
        "ru": "По статье Ульриха Шедлера «Latrunculi – ein verlorenes strategisches Brettspiel der Römer», "
              "Homo Ludens IV (1994, испр. 2001): фишки расставляют по одной, дукса нет, прыжки цепочкой."},
    "rules.knossos.title": {"en": "The Knossos race game", "ru": "Кносская гоночная игра"},
    "rules.knossos.origin": {"en": "Crete, Palace of Knossos, c. 1700–1450 BC",
                             "ru": "Крит, Кносский дворец, ок. 1700–1450 до н. э."},
    "rules.knossos.scholar": {
        "en": "Only the board survives, one of a kind (Heraklion Museum). The route, the coins and the blockades "
              "here follow a modern Russian reconstruction; the name “zatrikion” is a later nickname.",
        "ru": "Сохранилась только доска, единственная в своём роде (музей Ираклиона). Маршрут, монетки и заторы "
              "здесь — по современной русской реконструкции; название «затрикион» — позднее прозвище."},
    "rules.patolli.title": {"en": "Patolli, for stakes", "ru": "Патолли на ставки"},
    "rules.patolli.origin": {"en": "Mesoamerica, c. AD 250–1521", "ru": "Мезоамерика, ок. 250–1521 н. э."},
    "rules.patolli.scholar": {
        "en": "After the Spanish chroniclers (Durán, López de Gómara): beans marked on one side, an X-shaped "
              "board, play for stakes. The track, the offering cells and the payments are a modern "
              "reconstruction.",
        "ru": "По испанским хронистам (Дуран, Лопес де Гомара): бобы с меткой на одной стороне, доска в виде "
              "косого креста, игра на ставки. Дорожка, клетки подношений и платежи — современная "
              "реконструкция."},
    "rules.patolli-family.title": {"en": "Patolli, family", "ru": "Патолли, семейный"},
    "rules.patolli-family.origin": {"en": "Mesoamerica, c. AD 250–1521", "ru": "Мезоамерика, ок. 250–1521 н. э."},
    "rules.patolli-family.scholar": {
        "en": "The same race without stakes: only getting every piece round the board decides.",
        "ru": "Та же гонка без ставок: решает только то, кто первым проведёт все фишки по кругу."},
    "rules.patolli-quick.title": {"en": "Patolli, quick", "ru": "Патолли, быстрый"},
    "rules.patolli-quick.origin": {"en": "Mesoamerica, c. AD 250–1521", "ru": "Мезоамерика, ок. 250–1521 н. э."},
    "rules.patolli-quick.scholar": {
        "en": "Patolli for stakes with three pieces each instead of six: a shorter game.",
        "ru": "Патолли на ставки, но по три фишки вместо шести: партия короче."},
    "rules.added": {"en": "Added by us, where the reconstruction is silent:",
                    "ru": "Добавлено нами там, где реконструкция молчит:"},
    "rules.added.first": {"en": "light moves first ({clause})", "ru": "первыми ходят светлые ({clause})"},
    "rules.added.first_place": {"en": "light places first ({clause})", "ru": "первыми ставят фишки светлые ({clause})"},
    "rules.added.self_lock": {"en": "a player may not lock in their own dux ({clause})",
                              "ru": "запирать собственного дукса нельзя ({clause})"},
    "rules.added.no_capture_in_placement": {"en": "nothing is captured while the pieces are placed ({clause})",
                                            "ru": "пока фишки расставляют, ничего не берут ({clause})"},
    "rules.added.no_moves": {"en": "a player who cannot move loses ({clause})",
                             "ru": "кому некуда ходить, тот проиграл ({clause})"},
    "rules.added.quiet": {"en": "after {limit} half-moves without a capture the pieces are counted ({clause})",
                          "ru": "после {limit} полуходов без взятий считают фишки ({clause})"},
    # whose turn
    "turn.0": {"en": "Light to move", "ru": "Ход светлых"},
    "turn.1": {"en": "Dark to move", "ru": "Ход тёмных"},
    "place.one.0": {"en": "Light places a piece", "ru": "Светлые ставят фишку"},
    "place.one.1": {"en": "Dark places a piece", "ru": "Тёмные ставят фишку"},
    "place.two.0": {"en": "Light places two pieces", "ru": "Светлые ставят две фишки"},
    "place.two.1": {"en": "Dark places two pieces", "ru": "Тёмные ставят две фишки"},
    "place.dux.0": {"en": "Light places the dux", "ru": "Светлые ставят дукса"},
    "place.dux.1": {"en": "Dark places the dux", "ru": "Тёмные ставят дукса"},
    "place.hand": {"en": "In reserve: light {light}, dark {dark}.",
                   "ru": "В запасе: у светлых {light}, у тёмных {dark}."},
    "place.plus_dux": {"en": "{count} + dux", "ru": "{count} + дукс"},
    "count": {"en": "On the board: light {light}, dark {dark}. Half-moves without a capture: {quiet} of {limit}.",
              "ru": "На доске: светлых {light}, тёмных {dark}. Полуходов без взятий: {quiet} из {limit}."},
    "turn.again": {"en": "{side} captured and moves again ({clause}).",
                   "ru": "{side} взяли и ходят ещё раз ({clause})."},
    "side.0": {"en": "Light", "ru": "Светлые"},
    "side.1": {"en": "Dark", "ru": "Тёмные"},
    "side.gen.0": {"en": "Light's", "ru": "светлых"},
    "side.gen.1": {"en": "Dark's", "ru": "тёмных"},
    "side.dat.0": {"en": "Light", "ru": "светлым"},
    "side.dat.1": {"en": "Dark", "ru": "тёмным"},
    # the race games: the throw
    "throw.turn.0": {"en": "Light to throw", "ru": "Бросают светлые"},
    "throw.turn.1": {"en": "Dark to throw", "ru": "Бросают тёмные"},
    "throw.coins": {"en": "Throw the coins", "ru": "Бросить монетки"},
    "throw.beans": {"en": "Throw the beans", "ru": "Бросить бобы"},
    "fall.coins": {"en": "Thrown: {values} = {total}", "ru": "Выпало: {values} = {total}"},
    "fall.coin_left": {"en": "Coin left to use: {value}", "ru": "Осталась монетка: {value}"},
    "fall.coins_help": {"en": "Each coin moves one piece by its value, one coin at a time; both may move the same "
                              "piece (KNO-06).",
                        "ru": "Каждая монетка ведёт одну фишку на своё число, по одной монетке за раз; обе могут "
                              "вести одну и ту же фишку (KNO-06)."},
    "fall.beans": {"en": "Marks up: {marks}, so the move is {value}", "ru": "Меток вверх: {marks}, ход на {value}"},
    "fall.no_mark": {"en": "No mark up: the throw counts {value}", "ru": "Ни одной метки вверх: бросок стоит {value}"},
    "fall.beans_help": {"en": "Each bean shows its mark or its plain side; the marks up are the move, and no mark "
                              "up counts 10 (PAT-04). The chronicler Durán has all five marks count 10 instead.",
                        "ru": "Каждый боб ложится меткой или гладкой стороной вверх; число меток — это ход, а ни "
                              "одной метки — 10 (PAT-04). У хрониста Дурана 10 даёт, наоборот, пять меток."},
    "fall.beans_help.PAT-V1": {"en": "Each bean shows its mark or its plain side; the marks up are the move, five "
                                     "marks up count 10, and no mark up counts nothing: the turn is lost (Durán's "
                                     "count, PAT-V1).",
                               "ru": "Каждый боб ложится меткой или гладкой стороной вверх; число меток — это ход, "
                                     "пять меток дают 10, а ни одной метки — ничего: ход пропадает (счёт Дурана, "
                                     "PAT-V1)."},
    "fall.used": {"en": "used", "ru": "сыграна"},
    "lost.headline": {"en": "{side} cannot move with this throw, so the turn is lost.",
                      "ru": "{side} не могут пойти с этим броском — ход пропадает."},
    "lost.pass.0": {"en": "Pass the turn to Dark", "ru": "Передать ход тёмным"},
    "lost.pass.1": {"en": "Pass the turn to Light", "ru": "Передать ход светлым"},
    "choice.to": {"en": "cell {cell}", "ru": "клетка {cell}"},
    "choice.finish.knossos": {"en": "home", "ru": "домой"},
    "choice.finish.patolli": {"en": "off the board", "ru": "с доски"},
    "choice.coins": {"en": "Coin {value} → {where}", "ru": "Монетка {value} → {where}"},
    "choice.beans": {"en": "Move {value} → {where}", "ru": "Ход на {value} → {where}"},
    "choice.enter": {"en": "Bring a piece in on cell {cell}", "ru": "Ввести фишку на клетку {cell}"},
    "click.own_piece": {"en": "Click one of your own pieces.", "ru": "Щёлкните одну из своих фишек."},
    "click.not_target": {"en": "The picked piece cannot go there: click a marked cell, or the piece again to put it "
                               "down.",
                         "ru": "Выбранная фишка туда не пойдёт: щёлкните отмеченную клетку или ещё раз фишку, "
                               "чтобы отменить выбор."},
    # the race games: Patolli's stakes
    "stakes.title": {"en": "Stakes", "ru": "Ставки"},
    "stakes.bank": {"en": "Bank", "ru": "Банк"},
    "stakes.after": {"en": "After {side} move ({move}):", "ru": "После хода {side} ({move}):"},
    "stakes.capture": {"en": "Capture! {payer} pays {amount} to {payee} ({clause}).",
                       "ru": "Взятие! {payer} платят {amount} {payee} ({clause})."},
    "stakes.capture_free": {"en": "Capture! {loser} piece goes back to the reserve ({clause}).",
                            "ru": "Взятие! Фишка {loser} уходит обратно в запас ({clause})."},
    "stakes.offering": {"en": "Offering: {payer} pays {amount} to the bank ({clause}).",
                        "ru": "Подношение: {payer} платят {amount} в банк ({clause})."},
    "stakes.bank_taken": {"en": "{payee} takes the bank: {amount} {items} (our rule: the winner takes the bank).",
                          "ru": "{payee} забирают банк: {amount} {items} (наше правило: банк забирает "
                                "победитель)."},
    "stakes.items.one": {"en": "item", "ru": "предмет"},
    "stakes.items.few": {"en": "items", "ru": "предмета"},
    "stakes.items.many": {"en": "items", "ru": "предметов"},
    # the end
    "end.win.0": {"en": "Light wins.", "ru": "Победили светлые."},
    "end.win.1": {"en": "Dark wins.", "ru": "Победили тёмные."},
    "end.draw": {"en": "Draw.", "ru": "Ничья."},
    # the board
    "board.alt.custodian": {"en": "{title} board, {turn}. Click a piece, then a marked square.",
                  "ru": "Доска: {title}, {turn}. Щёлкните фишку, затем отмеченную клетку."},
    "board.help.custodian": {"en": "Click one of your pieces, then a square with a dot; a ring marks a move that "
                                   "captures. Click the piece again to put it down.",
                   "ru": "Щёлкните свою фишку, затем клетку с точкой; кольцо отмечает ход со взятием. "
                         "Повторный щелчок по фишке отменяет выбор."},
    "board.help.custodian.LSC-V1": {
        "en": "Click one of your pieces, then a square with a dot; a ring marks a move that blocks. Click an enemy "
              "piece marked with a cross to remove it instead of moving (LSC-V1).",
        "ru": "Щёлкните свою фишку, затем клетку с точкой; кольцо отмечает ход, который запирает. Чтобы вместо хода "
              "снять запертую фишку противника, щёлкните её: она отмечена крестом (LSC-V1)."},
    "board.help.place": {"en": "Click an empty square to place a piece there.",
                         "ru": "Щёлкните свободную клетку, чтобы поставить туда фишку."},
    "board.flip": {"en": "Turn the board", "ru": "Повернуть доску"},
    "board.label.side": {"en": "{side}: {count} on {places}.", "ru": "{side}: {count} — {places}."},
    "board.label.blocked": {"en": "{place} (blocked)", "ru": "{place} (заперта)"},
    "announce.move": {"en": "{side}: {start} to {end}", "ru": "{side}: {start} → {end}"},
    "announce.captures": {"en": ", captures {places}", "ru": ", взятие: {places}"},
    "announce.blocks": {"en": ", blocks {places}", "ru": ", запирают {places}"},
    "announce.remove": {"en": "{side} removes the blocked piece on {place}.",
                        "ru": "{side} снимают запертую фишку на {place}."},
    "announce.place": {"en": "{side} places a piece on {place}.", "ru": "{side} ставят фишку на {place}."},
    "announce.throw": {"en": "{side} throws {value}.", "ru": "{side} бросают: {value}."},
    "announce.pass": {"en": "{side} cannot move and passes the turn.", "ru": "{side} не могут пойти и передают ход."},
    "board.alt.knossos": {"en": "{title} board, {turn}. Throw, then click a piece and a marked cell.",
                          "ru": "Доска: {title}, {turn}. Бросьте, затем щёлкните фишку и отмеченную клетку."},
    "board.alt.patolli": {"en": "{title} board, {turn}. Throw, then click a piece and a marked cell.",
                          "ru": "Доска: {title}, {turn}. Бросьте, затем щёлкните фишку и отмеченную клетку."},
    "board.help.knossos": {"en": "Throw, then click one of your pieces and a marked cell: the number in a mark is the "
                                 "coin that takes the piece there. Where you have pieces going out and coming back "
                                 "on one cell, click it again to pick the other.",
                           "ru": "Бросьте, затем щёлкните свою фишку и отмеченную клетку: число в метке — монетка, "
                                 "которая ведёт туда фишку. Если на клетке ваши фишки идут туда и обратно, щёлкните "
                                 "её ещё раз, чтобы выбрать другую."},
    "board.help.patolli": {"en": "Throw, then click one of your pieces and its marked cell; a ring marks a capture. "
                                 "On a throw of 1, click your reserve or your entry cell to bring a piece in.",
                           "ru": "Бросьте, затем щёлкните свою фишку и отмеченную клетку; кольцо — это взятие. "
                                 "При броске 1 щёлкните свой запас или клетку входа, чтобы ввести фишку."},
    "label.move": {"en": "{text} · {cells}", "ru": "{text} · {cells}"},
    "chain.more": {"en": "The piece stands on {square}: jump on to a marked square, or end the move here.",
                   "ru": "Фишка на {square}: прыгайте дальше на отмеченную клетку или закончите ход здесь."},
    "chain.stop": {"en": "End the move on {square}", "ru": "Закончить ход на {square}"},
    # moves without the mouse
    "moves.pick": {"en": "Move in notation", "ru": "Ход в записи"},
    "moves.placeholder": {"en": "Choose a move", "ru": "Выберите ход"},
    "moves.help.custodian": {"en": "Every legal move, sorted: c1-c5 slides from c1 to c5, c3-c5-e5 is a chain of "
                                   "jumps, @e4 places a piece.",
                   "ru": "Все возможные ходы по порядку: c1-c5 — с c1 на c5, c3-c5-e5 — цепочка прыжков, "
                         "@e4 — поставить фишку."},
    "moves.help.knossos": {"en": "Every legal move, sorted: 0+2 moves the piece at route position 0 (of 0..21) with "
                                 "the coin 2; pass ends a turn no coin can be used in.",
                           "ru": "Все возможные ходы по порядку: 0+2 — фишка с позиции маршрута 0 (из 0..21) идёт "
                                 "по монетке 2; pass — конец хода, когда ни одну монетку не сыграть."},
    "moves.help.patolli": {"en": "Every legal move, sorted: 12+3 moves the piece that has come 12 cells from its "
                                 "entry by the throw 3; enter brings a piece in; pass gives up a throw no piece can "
                                 "use.",
                           "ru": "Все возможные ходы по порядку: 12+3 — фишка, прошедшая 12 клеток от входа, идёт "
                                 "на бросок 3; enter — ввести фишку; pass — бросок, которым никто не может пойти."},
    "moves.throw_first": {"en": "Throw first", "ru": "Сначала бросок"},
    "moves.throw": {"en": "throw {value}", "ru": "бросок {value}"},
    "moves.turn": {"en": "{throw} — {moves}", "ru": "{throw} — {moves}"},
    "moves.then": {"en": ", then ", "ru": ", затем "},
    "moves.play": {"en": "Play", "ru": "Сходить"},
    "moves.undo": {"en": "Undo", "ru": "Отменить ход"},
    "moves.new": {"en": "New game", "ru": "Новая партия"},
    "moves.list": {"en": "Moves", "ru": "Ходы"},
    "moves.none": {"en": "No moves yet.", "ru": "Ходов пока нет."},
    "moves.from_link": {"en": "The game continues from the position in the link.",
                        "ru": "Партия продолжается с позиции из ссылки."},
    # the opponent
    "vs.label": {"en": "Opponent", "ru": "Соперник"},
    "vs.friend": {"en": "A friend (same screen)", "ru": "Друг (за этим экраном)"},
    "vs.computer": {"en": "The computer", "ru": "Компьютер"},
    "vs.side": {"en": "You play", "ru": "Вы играете"},
    "vs.level": {"en": "Level", "ru": "Уровень"},
    "level.novice": {"en": "Novice", "ru": "Новичок"},
    "level.club": {"en": "Club", "ru": "Клуб"},
    "level.master": {"en": "Master", "ru": "Мастер"},
    "ai.thinking": {"en": "The computer is thinking…", "ru": "Компьютер думает…"},
    "ai.throwing": {"en": "The computer throws…", "ru": "Компьютер бросает…"},
    "ai.wait": {"en": "It is the computer's turn: wait for its move.",
                "ru": "Сейчас ход компьютера: дождитесь его хода."},
    "vs.lot": {"en": "Draw lots", "ru": "Бросить жребий"},
    "vs.lot_help": {"en": "KNO-04: the lot decides the colours, and light always starts.",
                    "ru": "KNO-04: жребий решает, кто каким цветом играет; светлые всегда ходят первыми."},
    "vs.lot_result": {"en": "The lot gave you {side} (KNO-04).", "ru": "Жребий: вы играете за «{side}» (KNO-04)."},
    # the hint
    "hint.button": {"en": "Hint", "ru": "Подсказка"},
    "hint.help": {"en": "The move the Master level would play here, with the reason.",
                  "ru": "Ход, который сыграл бы здесь уровень «Мастер», и почему."},
    "hint.thinking": {"en": "Looking for the best move…", "ru": "Ищем лучший ход…"},
    "hint.text": {"en": "**Hint — {move}.** {reason}", "ru": "**Подсказка — {move}.** {reason}"},
    # links
    "link.error": {"en": "This link's game could not be read, so a new game has started.",
                   "ru": "Партию из этой ссылки не удалось прочитать, поэтому начата новая."},
    "link.partial": {"en": "Only the first {count} moves of this link's game could be read; the game goes on "
                           "from there.",
                     "ru": "Из партии в этой ссылке удалось прочитать только первые ходы ({count}); игра "
                           "продолжается с этого места."},
    "link.details": {"en": "What could not be read", "ru": "Что не удалось прочитать"},
    "link.pending": {"en": "This link opens a new game of {rules}. Your game of {current} ({moves} moves) is "
                           "still on the board.",
                     "ru": "Эта ссылка открывает новую партию: {rules}. Ваша партия ({current}, ходов: {moves}) "
                           "пока на доске."},
    "link.open": {"en": "Open the new game", "ru": "Открыть новую партию"},
    "link.keep": {"en": "Keep my game", "ru": "Остаться в своей партии"},
    # the story of a game (charts)
    "story.moves": {"en": "Moves played (a throw counts as one)", "ru": "Сделано ходов (бросок — тоже ход)"},
    "story.material.title": {"en": "Pieces on each side", "ru": "Фишки каждой стороны"},
    "story.material.y": {"en": "Pieces", "ru": "Фишек"},
    "story.progress.title": {"en": "How far each side has come", "ru": "Сколько прошла каждая сторона"},
    "story.progress.y": {"en": "Steps, all pieces together", "ru": "Шагов, всеми фишками вместе"},
    "story.stakes.title": {"en": "Stakes: each player's items and the bank",
                           "ru": "Ставки: предметы у игроков и в банке"},
    "story.stakes.y": {"en": "Items", "ru": "Предметов"},
    "story.luck.title": {"en": "Luck: steps thrown above the average", "ru": "Удача: шаги сверх среднего броска"},
    "story.luck.caption": {"en": "Above 0: luckier than an average throw ({average})",
                           "ru": "Выше 0 — удачнее среднего броска ({average})"},
    "story.luck.y": {"en": "Steps above the average", "ru": "Шагов сверх среднего"},
    "story.luck.zero": {"en": "The average", "ru": "Среднее"},
    "story.throw.title": {"en": "One throw: the chance of each result",
                          "ru": "Один бросок: вероятности исходов"},
    "story.throw.values": {"en": "What the throw shows", "ru": "Что выпало"},
    "story.throw.y": {"en": "Chance", "ru": "Вероятность"},
    "story.advantage.title": {"en": "Who stands better, in the Master's judgement",
                              "ru": "Кто стоит лучше, по мнению Мастера"},
    "story.advantage.y": {"en": "Light's advantage", "ru": "Перевес светлых"},
    "story.advantage.caption": {"en": "Above 0 light stands better, below 0 dark (no look ahead)",
                                "ru": "Выше 0 лучше стоят светлые, ниже 0 — тёмные (без расчёта вперёд)"},
    "history.throw": {"en": "One throw, exactly", "ru": "Один бросок, точно"},
    "history.throw.coins": {"en": "Two coins, each showing 1 or 2 with even chances: three throws are possible, and "
                                  "the average throw moves {average} steps in all.",
                            "ru": "Две монетки, на каждой 1 или 2 с равными шансами: возможны три броска, а в "
                                  "среднем бросок даёт {average} шага на всё."},
    "history.throw.beans": {"en": "Five beans, each marked on one side: the marks that land up give the steps, and "
                                  "no mark at all gives 10. The average throw moves {average} steps.",
                            "ru": "Пять бобов, у каждого одна сторона помечена: число меток сверху — это шаги, а ни "
                                  "одной метки даёт 10. В среднем бросок даёт {average} шага."},
    "play.auto_pass": {"en": "Pass lost turns automatically", "ru": "Пропускать потерянные ходы сами"},
    "play.auto_pass_help": {"en": "When no piece can use a throw, the turn passes at once; the move list still shows "
                                  "the throw, and the reason is told.",
                            "ru": "Если броском не может пойти ни одна фишка, ход переходит сразу; бросок всё равно "
                                  "есть в списке ходов, а причина сказана."},
    # replay and records
    "page.replay": {"en": "Replay", "ru": "Разбор партии"},
    "replay.title": {"en": "Replay a game", "ru": "Разбор партии"},
    "replay.intro": {"en": "Step through a whole game move by move, with the charts of how it went. Open a game "
                           "from the play page, or load a record file.",
                     "ru": "Пройдите всю партию ход за ходом, с графиками того, как она шла. Откройте партию "
                           "со страницы игры или загрузите файл записи."},
    "replay.upload": {"en": "Load a game record (.txt)", "ru": "Загрузить запись партии (.txt)"},
    "replay.upload_help": {"en": "A text file as the Download button writes it: header lines, then the moves.",
                           "ru": "Текстовый файл, как его сохраняет кнопка «Скачать»: строки заголовка, затем ходы."},
    "replay.bad_file": {"en": "This file could not be read as a game record: {reason}",
                        "ru": "Этот файл не удалось прочитать как запись партии: {reason}"},
    "replay.loaded": {"en": "Loaded: {rules}, {moves} moves.", "ru": "Загружено: {rules}, ходов: {moves}."},
    "replay.none": {"en": "This game has no moves yet.", "ru": "В этой партии ещё нет ходов."},
    "replay.first": {"en": "First", "ru": "В начало"},
    "replay.back": {"en": "Back", "ru": "Назад"},
    "replay.forward": {"en": "Forward", "ru": "Вперёд"},
    "replay.last": {"en": "Last", "ru": "В конец"},
    "replay.slider": {"en": "Move", "ru": "Ход"},
    "replay.at_start": {"en": "The start position.", "ru": "Начальная позиция."},
    "replay.at": {"en": "After move {number} of {total}: {move}", "ru": "После хода {number} из {total}: {move}"},
    "replay.play_here": {"en": "Play from here", "ru": "Играть отсюда"},
    "replay.play_here_help": {"en": "Open this position on the play page, with the moves that led to it.",
                              "ru": "Открыть эту позицию на странице игры вместе с ходами, которые к ней привели."},
    "replay.advantage": {"en": "Draw the Master's judgement", "ru": "Показать оценку Мастера"},
    "replay.advantage_help": {"en": "The Master judges every position of the game; a long game takes a moment.",
                              "ru": "Мастер оценит каждую позицию партии; длинная партия займёт немного времени."},
    "replay.judging": {"en": "The Master is judging the positions…", "ru": "Мастер оценивает позиции…"},
    "replay.charts": {"en": "How the game went", "ru": "Как шла партия"},
    "replay.chart": {"en": "Chart: {title}", "ru": "График: {title}"},
    "record.download": {"en": "Download the record", "ru": "Скачать запись"},
    "record.download_help": {"en": "The whole game as a text file, to replay or continue later.",
                             "ru": "Вся партия текстовым файлом: разобрать или продолжить потом."},
    "record.replay": {"en": "Replay this game", "ru": "Разобрать партию"},
    "record.you": {"en": "Player", "ru": "Игрок"},
    "record.computer": {"en": "Computer ({level})", "ru": "Компьютер ({level})"},
    "page.lab": {"en": "Reconstruction lab", "ru": "Лаборатория"},
    "lab.title": {"en": "The reconstruction lab", "ru": "Лаборатория реконструкций"},
    "lab.intro": {
        "en": "Every rule set in this museum is a reconstruction, and the scholars disagree. Here the computer "
              "plays a thousand games of each reading against itself, choosing every move at random, so that the "
              "differences you see come from the rules themselves, not from anyone's skill. Pick a question, or "
              "compare rule sets and variants of your own choice.",
        "ru": "Все правила в этом музее — реконструкции, и учёные в них расходятся. Здесь компьютер играет сам с "
              "собой по тысяче партий по каждому прочтению и выбирает каждый ход наугад, поэтому различия, "
              "которые вы видите, идут от самих правил, а не от чьего-то мастерства. Выберите вопрос или сравните "
              "правила и варианты на свой выбор."},
    "lab.question": {"en": "Question", "ru": "Вопрос"},
    "lab.own": {"en": "Your own comparison", "ru": "Своё сравнение"},
    "lab.game": {"en": "Game", "ru": "Игра"},
    "lab.game.latrunculi": {"en": "Latrunculi", "ru": "Латрункули"},
    "lab.game.knossos": {"en": "The Knossos race game", "ru": "Кносская гоночная игра"},
    "lab.game.patolli": {"en": "Patolli", "ru": "Патолли"},
    "lab.settings": {"en": "Rule sets and variants to compare", "ru": "Что сравнить: правила и варианты"},
    "lab.pick_two": {"en": "Pick at least two to compare.", "ru": "Выберите хотя бы два варианта для сравнения."},
    "lab.as_source": {"en": "as in the source", "ru": "по источнику"},
    "lab.shipped": {"en": "{games} games of each, the computer playing itself with random moves.",
                    "ru": "По {games} партий каждого варианта: компьютер против себя, ходы наугад."},
    "lab.played": {"en": "{games} games of each, played just now at the level {level}.",
                   "ru": "По {games} партий каждого варианта, сыграны только что, уровень {level}."},
    "lab.table": {"en": "The figures", "ru": "Цифры"},
    "lab.col.setting": {"en": "Rules", "ru": "Правила"},
    "lab.col.games": {"en": "Games", "ru": "Партий"},
    "lab.col.length": {"en": "Half-moves per game", "ru": "Полуходов за партию"},
    "lab.col.median": {"en": "Median", "ru": "Медиана"},
    "lab.col.light": {"en": "First player wins", "ru": "Побед начинающего"},
    "lab.col.dark": {"en": "Second player wins", "ru": "Побед второго"},
    "lab.col.draw": {"en": "Draws", "ru": "Ничьих"},
    "lab.col.captures": {"en": "Captures per game, light / dark", "ru": "Взятий за партию, светлые / тёмные"},
    "lab.col.luck": {"en": "Won by the side that threw more", "ru": "Побед того, кто выбросил больше"},
    "lab.table_help": {"en": "After ± and in brackets: the 95 % interval, where the true figure lies unless "
                             "these games were unusually lucky.",
                       "ru": "После ± и в скобках — 95-процентный интервал: там лежит истинное значение, если "
                             "только эти партии не сложились на редкость необычно."},
    "lab.length.title": {"en": "How long the games last", "ru": "Сколько длятся партии"},
    "lab.length.y": {"en": "share of games", "ru": "доля партий"},
    "lab.length.axis": {"en": "half-moves in the game", "ru": "полуходов в партии"},
    "lab.results.title": {"en": "Who wins", "ru": "Кто побеждает"},
    "lab.results.caption": {"en": "Light moves first; the whisker on its bar is the 95 % interval.",
                            "ru": "Светлые ходят первыми; усик на их столбце — 95-процентный интервал."},
    "lab.light_wins": {"en": "light wins<br>(moves first)", "ru": "победа светлых<br>(ходят первыми)"},
    "lab.dark_wins": {"en": "dark wins", "ru": "победа тёмных"},
    "lab.draws": {"en": "draw", "ru": "ничья"},
    "lab.share": {"en": "share of games", "ru": "доля партий"},
    "lab.endings.title": {"en": "What ended the games", "ru": "Чем кончились партии"},
    "lab.captures.title": {"en": "Captures per game", "ru": "Взятий за партию"},
    "lab.captures.y": {"en": "pieces taken", "ru": "взято фигур"},
    "lab.luck.title": {"en": "How much do the throws decide?", "ru": "Насколько всё решают броски?"},
    "lab.luck.y": {"en": "won by the side that threw more", "ru": "побед того, кто выбросил больше"},
    "lab.luck.caption": {"en": "At 50 % the throws would not matter at all; at 100 % they would decide every game.",
                         "ru": "При 50 % броски ничего бы не значили; при 100 % они решали бы каждую партию."},
    "lab.run.title": {"en": "Play more games", "ru": "Сыграть ещё партии"},
    "lab.run.intro": {"en": "New games replace the figures above with games played now, on this server.",
                      "ru": "Новые партии заменят цифры выше партиями, сыгранными сейчас на этом сервере."},
    "lab.run.games": {"en": "Games of each", "ru": "Партий каждого варианта"},
    "lab.run.level": {"en": "How the computer plays", "ru": "Как играет компьютер"},
    "lab.run.random": {"en": "Random moves", "ru": "Ходы наугад"},
    "lab.run.seed": {"en": "Seed (the same seed plays the same games)",
                     "ru": "Зерно (то же зерно — те же партии)"},
    "lab.run.scheduler": {"en": "Dask scheduler (optional)", "ru": "Планировщик Dask (необязательно)"},
    "lab.run.scheduler_help": {"en": "To spread a big run over many machines: the address of a Dask scheduler, "
                                     "such as tcp://host:8786. Empty: this server's own cores.",
                               "ru": "Чтобы разложить большой прогон на много машин: адрес планировщика Dask, "
                                     "например tcp://host:8786. Пусто — ядра этого сервера."},
    "lab.run.start": {"en": "Play", "ru": "Играть"},
    "lab.run.stop": {"en": "Stop", "ru": "Остановить"},
    "lab.run.progress": {"en": "{setting}: {done} of {total} games", "ru": "{setting}: {done} из {total} партий"},
    "lab.run.stopped": {"en": "Stopped: the figures show the {done} games of each that were finished.",
                        "ru": "Остановлено: цифры показывают законченные партии, по {done} каждого варианта."},
    "lab.run.failed": {"en": "The games could not be played: {reason}", "ru": "Партии сыграть не удалось: {reason}"},
    "lab.run.back": {"en": "Back to the shipped figures", "ru": "Вернуться к готовым цифрам"},
    "lab.ended.PET-08": {"en": "one stone left", "ru": "остался один камень"},
    "lab.ended.PET-09": {"en": "could not move", "ru": "нечем ходить"},
    "lab.ended.PET-10": {"en": "80 half-moves without a capture", "ru": "80 полуходов без взятия"},
    "lab.ended.LKO-05": {"en": "dux locked in", "ru": "дукс заперт"},
    "lab.ended.LKO-V1": {"en": "could not move", "ru": "нечем ходить"},
    "lab.ended.LBE-08": {"en": "no pieces left", "ru": "не осталось фигур"},
    "lab.ended.LBE-09": {"en": "60 half-moves without a capture", "ru": "60 полуходов без взятия"},
    "lab.ended.LSC-07": {"en": "one piece left", "ru": "осталась одна фигура"},
    "lab.ended.KNO-17": {"en": "all five ships home", "ru": "все пять кораблей дома"},
    "lab.ended.PAT-12": {"en": "all pieces round the board", "ru": "все фишки прошли круг"},
    "lab.ended.PAT-13": {"en": "a player lost all their stakes", "ru": "игрок потерял все ставки"},
    "lab.to": {"en": "Compare the reconstructions in the lab", "ru": "Сравнить реконструкции в лаборатории"},
    "page.class": {"en": "Class", "ru": "Класс"},
    "class.title": {"en": "The class board", "ru": "Доска класса"},
    "class.intro": {"en": "A teacher's board on every student's phone or laptop: the students follow each move "
                          "as the teacher makes it. No accounts: students join with a short code and a name.",
                    "ru": "Доска учителя на телефоне или ноутбуке каждого ученика: ученики видят каждый ход, как "
                          "только учитель его сделал. Без регистрации: ученики входят по короткому коду и имени."},
    "class.teacher": {"en": "For the teacher", "ru": "Учителю"},
    "class.teacher_help": {"en": "Start a class and show its code and QR code on the projector; keep the page's "
                                 "address to yourself: it holds your key to the class.",
                           "ru": "Начните урок и покажите код и QR-код на проекторе; адрес своей страницы держите "
                                 "при себе: в нём ваш ключ к классу."},
    "class.start": {"en": "Start a class", "ru": "Начать урок"},
    "class.student": {"en": "For a student", "ru": "Ученику"},
    "class.code": {"en": "The class code", "ru": "Код класса"},
    "class.go": {"en": "Join", "ru": "Войти"},
    "class.bad_code": {"en": "“{code}” is not a class code: a code is six letters and digits, such as 7K3Q9P.",
                       "ru": "«{code}» — не код класса: код состоит из шести букв и цифр, например 7K3Q9P."},
    "class.no_class": {"en": "There is no class {code}: check the code, or the class may have ended (a class ends "
                             "after a day with no activity).",
                       "ru": "Класса {code} нет: проверьте код; возможно, урок закончился (класс исчезает через "
                             "сутки без действий)."},
    "class.not_teacher": {"en": "This link's teacher key does not open this class. Students join with the code "
                                "alone.",
                          "ru": "Ключ учителя в этой ссылке не открывает этот класс. Ученики входят только по коду."},
    "class.join_at": {"en": "Students join with this code, or at this address, or with the QR code:",
                      "ru": "Ученики входят по этому коду, по этому адресу или по QR-коду:"},
    "class.qr": {"en": "QR code of the address to join the class", "ru": "QR-код адреса, по которому входят в класс"},
    "class.students": {"en": "Students in the class: {count}", "ru": "Учеников в классе: {count}"},
    "class.board_alt": {"en": "The class's board, {turn}. Click a piece, then a marked place.",
                        "ru": "Доска класса, {turn}. Щёлкните фишку, затем отмеченное место."},
    "class.joining": {"en": "You are joining class **{code}**.", "ru": "Вы входите в класс **{code}**."},
    "class.name": {"en": "Your name, as the teacher will see it", "ru": "Ваше имя, как его увидит учитель"},
    "class.join": {"en": "Join the class", "ru": "Войти в класс"},
    "class.name_missing": {"en": "Write your name first.", "ru": "Сначала напишите своё имя."},
    "class.too_many": {"en": "Too many tries from here: try again in {seconds} s.",
                       "ru": "Слишком много попыток отсюда: попробуйте снова через {seconds} с."},
    "class.you_are": {"en": "You are in class {code} as {name}", "ru": "Вы в классе {code} под именем {name}"},
    "class.ended": {"en": "The class has ended.", "ru": "Урок закончился."},
    "class.error.no_class": {"en": "Class {code} has ended.", "ru": "Урок в классе {code} закончился."},
    "class.vote.open": {"en": "Open a vote", "ru": "Начать голосование"},
    "class.vote.open_help": {"en": "Each student plays the move they would choose, on a board of their own; you "
                                   "see the tally as it comes in.",
                             "ru": "Каждый ученик делает на своей доске ход, который выбрал бы сам; вы видите "
                                   "подсчёт голосов по мере поступления."},
    "class.vote.count": {"en": "Votes in, of {total} students:", "ru": "Голосов из {total} учеников:"},
    "class.vote.tally": {"en": "The class's moves", "ru": "Ходы класса"},
    "class.vote.waiting": {"en": "Not voted yet:", "ru": "Ещё не проголосовали:"},
    "class.vote.play": {"en": "Play the class's choice: {move}", "ru": "Сыграть выбор класса: {move}"},
    "class.vote.play_none": {"en": "Play the class's choice", "ru": "Сыграть выбор класса"},
    "class.vote.close": {"en": "Close the vote", "ru": "Закрыть голосование"},
    "class.vote.make": {"en": "The vote is open: play the move you would choose.",
                        "ru": "Голосование открыто: сделайте ход, который выбрали бы вы."},
    "class.vote.yours": {"en": "Your vote: {move}. You can change it until the vote closes.",
                         "ru": "Ваш голос: {move}. Его можно изменить, пока голосование открыто."},
    "class.vote.again": {"en": "Vote again", "ru": "Переголосовать"},
    "class.from.title": {"en": "From the lessons", "ru": "Из уроков"},
    "class.from.label": {"en": "A lesson step or a sample position", "ru": "Шаг урока или готовая позиция"},
    "class.from.task": {"en": "lesson, with a task", "ru": "урок, с заданием"},
    "class.from.lessons": {"en": "lesson", "ru": "урок"},
    "class.from.samples": {"en": "sample position", "ru": "готовая позиция"},
    "class.from.show": {"en": "Show on the board", "ru": "Показать на доске"},
    "class.quiz.send": {"en": "Send as a quiz", "ru": "Дать как задание"},
    "class.quiz.send_help": {"en": "The board shows the step's position, and each student answers the task with one "
                                   "move on a board of their own; the first move is their answer, judged at once.",
                             "ru": "Доска покажет позицию шага, и каждый ученик ответит на задание одним ходом на "
                                   "своей доске; первый ход и есть ответ, он проверяется сразу."},
    "class.quiz.open": {"en": "Quiz: {title}.", "ru": "Задание: {title}."},
    "class.quiz.closed": {"en": "The last quiz: {title}.", "ru": "Последнее задание: {title}."},
    "class.quiz.right": {"en": "right", "ru": "верно"},
    "class.quiz.wrong": {"en": "wrong", "ru": "неверно"},
    "class.quiz.waiting": {"en": "not yet", "ru": "ещё нет"},
    "class.quiz.show": {"en": "Show the answer", "ru": "Показать ответ"},
    "class.quiz.close": {"en": "Close the quiz", "ru": "Закончить задание"},
    "class.quiz.answer": {"en": "Answer with one move on your board: your first move is your answer.",
                          "ru": "Ответьте одним ходом на своей доске: ваш первый ход и есть ответ."},
    "class.quiz.yours_right": {"en": "Right! **{move}** does what the task asks.",
                               "ru": "Верно! **{move}** — именно то, что требует задание."},
    "class.quiz.yours_wrong": {"en": "**{move}** is a legal move, but it does not do what the task asks. Wait for "
                                     "the teacher to show the answer.",
                               "ru": "**{move}** — допустимый ход, но он не выполняет задание. Подождите, пока "
                                     "учитель покажет ответ."},
    "variant.label": {"en": "Variants: the scholars' own rules", "ru": "Варианты: правила самих учёных"},
    "variant.help": {"en": "Each switch plays one rule the way a scholar wrote it, or as another reading of the "
                           "evidence allows, instead of the way the source tells it. A change starts a new game.",
                     "ru": "Каждый переключатель меняет одно правило: так, как его записал учёный, или так, как "
                           "допускает другое прочтение свидетельств, а не как в источнике. Смена начинает новую "
                           "партию."},
    "variant.badge": {"en": "variant", "ru": "вариант"},
    "variant.LKO-V1.name": {"en": "Kowalski's own ending", "ru": "Концовка самого Ковальского"},
    "variant.LKO-V1.rule": {
        "en": "A dux shut in on all four sides is only stuck, not lost; whoever cannot move on their turn loses.",
        "ru": "Запертый со всех четырёх сторон дукс только обездвижен, а не проигран; проигрывает тот, "
              "кому нечем ходить."},
    "variant.LBE-V1.name": {"en": "Bell's corner rule", "ru": "Угловое правило Белла"},
    "variant.LBE-V1.rule": {
        "en": "A piece beside an empty corner is taken by one enemy on its other side: the corner is the "
              "second jaw.",
        "ru": "Фигуру рядом с пустым углом берёт один противник с другой стороны: угол служит второй "
              "челюстью."},
    "variant.LBE-V2.name": {"en": "Bell's extra move", "ru": "Дополнительный ход по Беллу"},
    "variant.LBE-V2.rule": {
        "en": "The extra move a capture earns must be made by the piece that captured.",
        "ru": "Дополнительный ход, заработанный взятием, делает та же фигура, что брала."},
    "variant.LSC-V1.name": {"en": "Schädler's two-stage capture", "ru": "Взятие в два приёма по Шедлеру"},
    "variant.LSC-V1.rule": {
        "en": "An enclosed piece is first only blocked; on a later turn the enemy may remove it instead of "
              "moving, unless it has been set free.",
        "ru": "Окружённая фигура сначала только заперта; позже противник может снять её вместо хода, если "
              "её не успели освободить."},
    "variant.KNO-V1.name": {"en": "As many coins as possible", "ru": "Как можно больше монеток"},
    "variant.KNO-V1.rule": {
        "en": "As in backgammon, both coins must be used when they can be, and otherwise the larger one.",
        "ru": "Как в нардах: обе монетки нужно использовать, если это возможно, а иначе большую."},
    "variant.PAT-V1.name": {"en": "Durán's count", "ru": "Счёт Дурана"},
    "variant.PAT-V1.rule": {
        "en": "Five marked beans count 10, not 5; no marked bean counts nothing and the turn is lost.",
        "ru": "Пять бобов меткой вверх дают 10, а не 5; ни одной метки — ход пропадает."},
}


def t(key: str, lang: str, **kwargs: object) -> str:
    """The text of ``key`` in ``lang`` (English for an unknown language), with ``kwargs`` filled in."""
    entry = TEXTS[key]
    text = entry.get(lang, entry["en"])
    return text.format(**kwargs) if kwargs else text


def rules_text(rules: str, field: str, lang: str) -> str:
    """A rule set's ``title``, ``origin`` or ``scholar`` in ``lang`` (of its plain rule set, for a name with
    switches such as ``latrunculi-bell+LBE-V1``)."""
    return t(f"rules.{rules.split('+')[0]}.{field}", lang)


def rules_variant_text(key: str, rules: str, lang: str) -> str:
    """The text of ``key``, or of ``key.<switch>`` where one of the switches ``rules`` carries has its own."""
    own = [f"{key}.{switch}" for switch in split_name(rules)[1] if f"{key}.{switch}" in TEXTS]
    return t(own[0] if own else key, lang)


def variant_names(rules: str, lang: str) -> list[str]:
    """The names of the switches a rule-set name carries (``latrunculi-bell+LBE-V1`` → Bell's corner rule)."""
    return [t(f"variant.{switch}.name", lang) for switch in split_name(rules)[1]]
