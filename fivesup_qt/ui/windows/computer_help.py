"""Help > How the Computer Plays: a short, honest page on what the computer players see,
how each level chooses, how deals are shuffled and how any match can be checked.

Its texts go through Qt's translation (context ``computer_help``) and are shown like the
How to Play guide: escaped, in a browser that follows no link and loads nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from .guide import PageDialog, Section, show_page


def tr(text: str) -> str:
    return QCoreApplication.translate("computer_help", text)


def sections() -> list[Section]:
    """The page, translated into the interface's language."""
    return [
        Section(tr("What the computer sees"), [
            tr("A computer player is given only what its own seat could see: its own hand, the "
               "tiles on the table, how many tiles every hand and the stock hold, the scores, "
               "and each time a player drew or passed. It never receives another player's hand "
               "or the order of the stock. The game's tests swap the hidden tiles around and "
               "check that the computer's choice does not change."),
            tr("The hints of the teaching mode and the post-game review follow the same rule: "
               "they judge a move from what that player could see at that moment."),
        ]),
        Section(tr("Its levels"), [
            tr("Easy plays a random legal move."),
            tr("Medium takes the most points now, minus half of what its move leaves the next "
               "player on average (in Exact 61 a placement past 61 is worth nothing and one "
               "that makes exactly 61 wins)."),
            tr("Hard imagines up to 160 deals of the tiles it cannot see that fit everything "
               "it has seen (a player who drew or passed holds none of the values that were "
               "open then), plays each legal move on each of them and the round out to its "
               "end, and chooses the best result on average for its side. When the hidden "
               "tiles can lie in one way only, it searches the rest of the round exactly."),
            tr("Expert does the same with up to 1000 imagined deals in 0.3 seconds; it gives "
               "more weight to the deals that explain the other players' own choices, lets "
               "every player defend in its imagined rounds, and searches endgames exactly."),
            tr("In a two-player Exact 61 match Expert judges each imagined round by its chance "
               "of winning the match from the scores the round leaves (a table made once from "
               "many rounds of play), not by the points alone: close to 305, a few points that "
               "keep an exact finish in reach are worth more than many."),
        ]),
        Section(tr("How the tiles are shuffled"), [
            tr("Each round is dealt by shuffling the 28 tiles with a random number generator, "
               "seeded when the match starts; the computer has no say in it. Every hand and the "
               "whole stock, in the order it will be drawn, are kept in the match's record from "
               "the deal on. At the end of every round the table shows every hand face up and "
               "the stock in the order it would have been drawn."),
        ]),
        Section(tr("Checking a match"), [
            tr("Every match is kept as a record: Game > Save Match As, or Game > Match History, "
               "which keeps every finished match. The command fivesup-qt replay FILE plays a "
               "record through the rules again, checks every move and recomputes every score; "
               "fivesup-qt review FILE judges a player's decisions as the review window does."),
            tr("Replay this deal, on the card at a round end or in Match History, deals the "
               "same hands and stock again, with the same seats or the seats rotated: the way "
               "duplicate players tell luck from skill."),
        ]),
    ]


class ComputerHelpDialog(PageDialog):
    """The page in a scrollable window beside the table (not modal)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("How the Computer Plays"), sections(), parent, height=600)
        self.setObjectName("ComputerHelpDialog")


def show_computer_help(window: QWidget) -> ComputerHelpDialog:
    """Show the window's page."""
    return show_page(window, ComputerHelpDialog, ComputerHelpDialog)
