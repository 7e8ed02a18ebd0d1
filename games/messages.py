"""Every sentence the engines say to a person, from the catalogue ``games/locale/<lang>/LC_MESSAGES/games.po``.

A ``Message`` holds a message id of that catalogue, its arguments and the clause it names; ``render`` fills the
text of the learner's language and appends the clause (" — PET-03").  An argument called ``side`` is a side
number and is written as the side's name in three forms, each a message context of ``side.<number>``:
``side`` (Light), ``side_gen`` (Light's; the Russian genitive) and ``side_low`` (light).  A plural entry takes
its form from the argument ``count``.  An argument that is itself a ``Message`` (the reason a
game record gives for an error) is rendered in the same language.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.catalogue import Catalogue

CATALOGUE = Catalogue(Path(__file__).parent / "locale", "games")
SIDE_FORMS = ("side", "side_gen", "side_low")
"""The forms of a side's name a message can ask for, each a message context."""
SIDES = {
    lang: {
        form: (CATALOGUE.pgettext(form, "side.0", lang), CATALOGUE.pgettext(form, "side.1", lang))
        for form in SIDE_FORMS
    }
    for lang in CATALOGUE.languages
}
"""Each language's names of the two sides in each form, read from the catalogue once (boards draw them often)."""


@dataclass(frozen=True)
class Message:
    """A sentence for a person: an id of the engines' catalogue, its arguments, and the rule clause."""

    code: str
    args: tuple[tuple[str, Any], ...] = ()
    clause: str | None = None

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang`` ("en" or "ru"), ending with the clause it names."""
        return render(self, lang)

    def __str__(self) -> str:
        return self.text("en")


def message(code: str, clause: str | None = None, **args: Any) -> Message:
    """Build a ``Message`` from keyword arguments."""
    return Message(code, tuple(sorted(args.items())), clause)


def render(msg: Message, lang: str = "en") -> str:
    """Fill the template of ``msg`` in ``lang`` and append the clause it names, with the rule set the clause
    belongs to when it is another one's (`` — PET-09, as in petteia``)."""
    args: dict[str, Any] = {key: value.text(lang) if isinstance(value, Message) else value for key, value in msg.args}
    if "side" in args:
        args.update({form: names[args["side"]] for form, names in SIDES.get(lang, SIDES["en"]).items()})
    code = msg.code if msg.code in CATALOGUE.entries else "illegal"
    plural = CATALOGUE.entries[code]
    template = CATALOGUE.ngettext(code, args["count"], lang) if plural else CATALOGUE.gettext(code, lang)
    text = template.format(**args)
    if not msg.clause:
        return text
    clause = (
        f"{msg.clause}, {CATALOGUE.gettext('clause_of.' + args['clause_of'], lang)}"
        if "clause_of" in args
        else msg.clause
    )
    return f"{text.rstrip('.')} — {clause}"
