"""Screenshots of the table (issue 11) to look at, offscreen:

    .venv/bin/python tests/bench/table_shots.py OUT LANG PALETTE WxH SCENARIO...

LANG en|ar, PALETTE light|dark|contrast, WxH e.g. 800x600 or 1920x1080.  Scenarios:
sample (the play-testing branch beside the line), zones (teaching: a tile's zones and
their labels, then one chosen), points (a computer's points label and the glow of the
last moves), drawn (a tile just drawn), roundend and matchend (the settlement counted a
third of the way, then done; the winner card), manyzones (the most zones of a few deals),
opening (four players).  Moves are pushed through the controller's own announcements on
a frozen match, so nothing moves by itself while the picture is taken.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

from fivesup_qt.rules import FIVE_UP

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["FIVESUP_QT_HOME"] = tempfile.mkdtemp(prefix="fivesup-qt-shots-")

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "five-up-branch-alongside-line.fivesup.json"


def main(argv: list[str]) -> int:
    out, lang, palette, size, *scenarios = argv
    Path(out).mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in size.split("x"))
    from fivesup_qt.ui.startup import application

    app = application("table-shots")
    app.setStyle("Fusion")
    from fivesup_qt.rules import Match, parse_move, parse_tile
    from fivesup_qt.storage import read_record
    from fivesup_qt.ui.main_window import MainWindow
    from fivesup_qt.ui.play.model import Changes
    from fivesup_qt.ui.play.pace import PACES
    from fivesup_qt.ui.play.setup import match_setup
    from fivesup_qt.ui.theme import theme_named
    from fivesup_qt.ui.words import i18n

    i18n.install(app, language=lang)

    def settle(w: MainWindow, turns: int = 5) -> None:
        for _ in range(turns):
            app.processEvents()
        w.view.finish_animations()
        app.processEvents()

    def save(w: MainWindow, name: str) -> None:
        path = Path(out) / f"{name}-{lang}-{palette}-{size}.png"
        w.grab().save(str(path))
        print(path)

    def show(w: MainWindow, m: Match, players: int, teaching: bool = False) -> None:
        w.controller.load_match(m, match_setup(m.variant, players, humans=[0]), frozen=True,
                                teaching=teaching)
        settle(w)

    def step(w: MainWindow, m: Match, rng: random.Random) -> object:
        moves = m.legal_moves()
        if moves:
            action = m.play(rng.choice(moves), m.round.turn)
        elif m.round.must_draw():
            action = m.draw()
        else:
            action = m.pass_turn()
        w.controller.announce(action)
        return action

    def paced(w: MainWindow) -> None:
        w.controller.fast = False
        w.controller.set_pace(PACES["normal"])

    for scenario in scenarios:
        w = MainWindow(fast=True)
        w.resize(width, height)
        w.set_theme(theme_named(palette))
        w.show()
        app.processEvents()
        if scenario in ("sample", "zones"):
            m = read_record(SAMPLE).match
            m.auto_forced = False
            show(w, m, 2, teaching=scenario == "zones")
            if scenario == "sample":
                w.controller.announce(m.play(parse_move("2|6@2|2/branchA"), 0))
                settle(w)
                save(w, "sample-branch")
            else:
                w.controller.frozen = False
                w.interaction.select(parse_tile("3|3"))
                settle(w)
                save(w, "zones-teaching")
                w.interaction.cycle_zone(1)
                settle(w)
                save(w, "zones-hot")
        elif scenario == "points":
            for seed in range(11, 200):
                m = Match.new(FIVE_UP, 3, seed=seed, auto_forced=False)
                rng = random.Random(seed)
                played = []
                while not m.round.is_over and not (
                        m.round.turn == 0 and len(played) > 8 and played[-1].seat != 0
                        and played[-1].points):
                    moves = m.legal_moves()
                    if moves:
                        played.append(m.play(rng.choice(moves), m.round.turn))
                    elif m.round.must_draw():
                        m.draw()
                    else:
                        m.pass_turn()
                if not m.round.is_over:
                    break
            show(w, m, 3)
            paced(w)
            last = played[-1]
            w.view.show_points(last.move[0], f"\u2066+{last.points} (+{last.points // 5})\u2069")
            app.processEvents()
            save(w, "points-label")
        elif scenario == "drawn":
            for seed in range(100):
                m = Match.new(FIVE_UP, 2, seed=seed, auto_forced=False)
                rng = random.Random(seed)
                while m.round.leader == 0 and not m.round.is_over and not (
                        m.round.turn == 0 and m.round.must_draw()):
                    moves = m.legal_moves()
                    if moves:
                        m.play(rng.choice(moves), m.round.turn)
                    elif m.round.must_draw():
                        m.draw()
                    else:
                        m.pass_turn()
                if m.round.leader == 0 and not m.round.is_over:
                    break
            show(w, m, 2)
            w.controller.announce(m.draw())
            settle(w)
            save(w, "drawn")
        elif scenario in ("roundend", "matchend"):
            rng = random.Random(7)
            m = Match.new(FIVE_UP, 3, seed=21, auto_forced=False)
            show(w, m, 3)
            paced(w)
            while True:
                if m.round.is_over:
                    if m.is_over or scenario == "roundend":
                        break
                    m.start_round()
                    w.controller.model.tell(Changes(round=True))
                    continue
                step(w, m, rng)
            w.controller.report_end()
            app.processEvents()
            if w.count.anim is not None:  # a third of the way
                w.count.anim.setCurrentTime(w.count.anim.duration() // 3)
            w.view.finish_animations()
            app.processEvents()
            save(w, scenario + "-counting")
            w.count.finish()
            app.processEvents()
            save(w, scenario)
        elif scenario == "manyzones":
            best = None
            for seed in range(60):
                m = Match.new(FIVE_UP, 3, seed=900 + seed, auto_forced=False)
                rng = random.Random(seed)
                while not m.round.is_over:
                    moves = m.legal_moves()
                    if m.round.turn == 0 and len(m.round.layout.order) > 8:
                        for tile in {t for t, _ in moves}:
                            n = sum(1 for t, _ in moves if t == tile)
                            if best is None or n > best[0]:
                                best = (n, tile, m.copy())
                    if moves:
                        m.play(rng.choice(moves), m.round.turn)
                    elif m.round.must_draw():
                        m.draw()
                    else:
                        m.pass_turn()
            assert best is not None
            _, tile, m = best
            show(w, m, 3, teaching=True)
            w.controller.frozen = False
            w.controller.computer.delay = 10**6
            w.interaction.select(tile)
            settle(w)
            save(w, "manyzones")
        elif scenario == "opening":
            show(w, Match.new(FIVE_UP, 4, seed=5, auto_forced=False), 4)
            save(w, "opening-4p")
        w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
