"""Issue 11: the table feels like a finished game.  One test (or a few) per numbered
item, on the real window: the scene items' rectangles, panning and fitting, the marks
of the last moves, pips never hidden, zone labels that collide with nothing, tiles
that grow with the window, a tally read at a glance, and the animation speed."""

from __future__ import annotations

import random

import pytest
from helpers import DATA
from helpers.gui import drag, hand_point, zone_point
from helpers.windows import find_seed, human_vs_bot
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from fivesup_qt.rules import FIVE_UP, NO_POINT, Match, parse_move, parse_tile
from fivesup_qt.rules.tiles import TILES
from fivesup_qt.storage import read_record

SAMPLE = DATA / "five-up-branch-alongside-line.fivesup.json"


# -- helpers --------------------------------------------------------------------------------
def viewport_rect(view, item, rect: QRectF | None = None) -> QRectF:
    """Where ``item`` (its own rectangle, or ``rect`` in its coordinates) is on screen."""
    return item.deviceTransform(view.viewportTransform()).mapRect(rect or item.boundingRect())


def body(item) -> QRectF:
    u = item.unit
    return QRectF(-u, -u / 2, 2 * u, u)


def gap(a: QRectF, b: QRectF) -> float:
    """Pixels between two rectangles (negative when they overlap)."""
    return max(b.left() - a.right(), a.left() - b.right(), b.top() - a.bottom(),
               a.top() - b.bottom())


def unrelated_gaps(window) -> list[tuple[float, str, str]]:
    """The gap on screen between every two table tiles that are not parent and child."""
    view = window.view
    layout = window.controller.match.round.layout
    rects = {t: viewport_rect(view, item, body(item)) for t, item in view.table_items.items()}
    out = []
    for t, a in rects.items():
        for u, b in rects.items():
            if u <= t or layout.parent[t] >> 2 == u or layout.parent[u] >> 2 == t:
                continue
            out.append((gap(a, b), TILES[t], TILES[u]))
    return out


def sample_window(make_window, qtbot):
    """The play-testing position: you to move with 2|6 or 3|3 (the computer: 6|6)."""
    loaded = read_record(SAMPLE)
    window = make_window(human_vs_bot(1), wait_human=False)
    window.controller.load_match(loaded.match, human_vs_bot(1), teaching=False)
    qtbot.waitUntil(lambda: window.controller.human_to_act() == 0, timeout=5000)
    return window


def frozen_window(make_window, match: Match, teaching: bool = False, players: int = 2):
    """A window showing ``match``, nothing moving by itself (moves are pushed by the test)."""
    window = make_window(human_vs_bot(1, match.variant, players), wait_human=False)
    window.controller.load_match(match, human_vs_bot(1, match.variant, players),
                                 frozen=True, teaching=teaching)
    return window


def push(window, action) -> None:
    """Show an engine answer as the controller does for a real move."""
    window.controller.announce(action)
    window.view.finish_animations()


# -- 1. a tile touches only its parent and its children: the real scene items -----------------
def test_the_branch_beside_the_line_keeps_clear_on_screen(make_window, qtbot):
    window = sample_window(make_window, qtbot)
    c = window.controller
    tile, point = parse_move("2|6@2|2/branchA")
    drag(window, hand_point(window, tile), zone_point(window, point))
    assert c.match.round.layout.parent[tile] == point
    qtbot.waitUntil(lambda: parse_tile("6|6") in window.view.table_items, timeout=5000)
    window.view.finish_animations()
    gaps = unrelated_gaps(window)
    assert len(gaps) > 150  # 20 tiles: every pair but the 19 joined ones
    # at least half a tile's width of felt between tiles that are not joined
    least = 0.5 * window.view.scale_now() * 48 - 1
    assert min(g for g, _, _ in gaps) >= least, sorted(gaps)[:3]
    # the branch left the spinner straight out (sideways, as the spinner lies crosswise)
    view = window.view
    spinner = viewport_rect(view, view.table_items[parse_tile("2|2")])
    branch = viewport_rect(view, view.table_items[tile])
    assert abs(branch.center().y() - spinner.center().y()) < 1
    assert branch.width() > branch.height()


# Deals whose random play once pressed a tile against one it was not joined to, and two more
PRESSED = {2: [476, 491, 300, 301], 3: [305, 310, 300, 301], 4: [303, 360, 300, 301]}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_two_unjoined_tiles_touch_on_screen_in_whole_rounds(make_window, players):
    window = None
    for seed in PRESSED[players]:
        rng = random.Random(seed)
        m = Match.new(FIVE_UP, players, seed=seed, auto_forced=False)
        if window is None:
            window = frozen_window(make_window, m, players=players)
        else:
            window.controller.load_match(m, human_vs_bot(1, players=players), frozen=True)
        while not m.round.is_over:
            moves = m.legal_moves()
            if moves:
                push(window, m.play(rng.choice(moves), m.round.turn))
                least = 0.5 * window.view.scale_now() * 48 - 1
                assert all(g >= least for g, _, _ in unrelated_gaps(window))
            elif m.round.must_draw():
                push(window, m.draw())
            else:
                push(window, m.pass_turn())
        assert sorted(window.view.table_items) == sorted(m.round.layout.order)


# -- 2. panning: deliberate, bounded, undone by the next fit; zones always in view ----------
def drag_felt(window, start: QPoint, by: QPoint, button=Qt.MouseButton.LeftButton,
              modifier=Qt.KeyboardModifier.NoModifier) -> None:
    vp = window.view.viewport()
    QTest.mousePress(vp, button, modifier, start)
    for k in range(1, 6):
        QTest.mouseMove(vp, start + by * (k / 5))
    QTest.mouseRelease(vp, button, modifier, start + by)


def layout_on_screen(view) -> QRectF:
    return view.mapFromScene(view.layout_rect()).boundingRect().toRectF()


def test_panning_is_deliberate_bounded_and_undone_by_the_next_fit(make_window, qtbot):
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 1)))
    view, c = window.view, window.controller
    vp = view.viewport()
    felt = QPoint(20, vp.height() // 3)
    assert view.is_empty_felt(QPointF(felt))
    fitted = view.mapToScene(vp.rect().center())
    drag_felt(window, felt, QPoint(150, 60))  # a plain drag: nothing moves
    assert view.mapToScene(vp.rect().center()) == fitted and not view.panned
    for button, modifier in ((Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier),
                             (Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier),
                             (Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier)):
        drag_felt(window, felt, QPoint(2000, 1500), button, modifier)  # far beyond the table
        assert view.panned
        # the layout never leaves the table area (it slid, but not under the hands)
        area = view.table_area().adjusted(-3, -3, 3, 3)  # (the view scrolls by whole pixels)
        assert area.contains(layout_on_screen(view)), (area, layout_on_screen(view))
        view.fit(animated=False)
    drag_felt(window, felt, QPoint(-2000, 0), Qt.MouseButton.MiddleButton)
    moved = view.mapToScene(vp.rect().center())
    assert moved != fitted
    # every lit zone stays in view after a pan
    tile = c.match.legal_moves()[0][0]
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     hand_point(window, tile))
    zones = window.interaction.zones
    assert zones and all(QRectF(vp.rect()).contains(viewport_rect(view, z)) for z in zones.values())
    # the next placement fits the layout again: the pan is undone
    point = next(iter(zones))
    drag(window, hand_point(window, tile), zone_point(window, point))
    qtbot.waitUntil(lambda: c.human_to_act() == 0 or c.match.round.is_over, timeout=5000)
    view.finish_animations()
    assert not view.panned
    scale, centre = view.fit_target()
    assert abs(view.scale_now() - scale) < 1e-6
    # fitted again to the pixel (the view scrolls by whole pixels, whatever the scale)
    assert (view.mapFromScene(centre) - vp.rect().center()).manhattanLength() <= 2


def test_a_zoom_on_purpose_stays_but_lit_zones_come_into_view(make_window, qtbot):
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    def late(m: Match) -> bool:
        return m.round.leader == 1
    window = make_window(human_vs_bot(find_seed(late)))
    view, c = window.view, window.controller
    vp = view.viewport()
    at = view.mapFromScene(QPointF(0, 0))
    for _ in range(6):  # zoom far in on the opening tile
        QApplication.sendEvent(vp, QWheelEvent(
            QPointF(at), QPointF(vp.mapToGlobal(at)), QPoint(0, 0), QPoint(0, 240),
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase, False))
    assert view.user_zoom
    drag_felt(window, QPoint(20, 40), QPoint(-3000, -3000), Qt.MouseButton.MiddleButton)
    zoomed = view.scale_now()
    tile = c.match.legal_moves()[0][0]
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     hand_point(window, tile))
    zones = window.interaction.zones
    assert zones
    area = view.table_area().adjusted(-2, -2, 2, 2)
    assert all(area.contains(viewport_rect(view, z)) for z in zones.values())
    assert view.user_zoom and view.scale_now() <= zoomed


def test_the_replay_viewer_pans_only_on_purpose(qtbot, tmp_path):
    from fivesup_qt.ui.play.setup import match_setup
    from fivesup_qt.ui.windows.replay_viewer import ReplayViewer

    loaded = read_record(SAMPLE)
    viewer = ReplayViewer(loaded, match_setup(FIVE_UP, 2, humans=(0,)))
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    view = viewer.view
    vp = view.viewport()
    felt = QPoint(10, 10)
    assert view.is_empty_felt(QPointF(felt))
    before = view.mapToScene(vp.rect().center())
    drag_felt(viewer, felt, QPoint(300, 200))
    assert view.mapToScene(vp.rect().center()) == before
    drag_felt(viewer, felt, QPoint(3000, 2000), modifier=Qt.KeyboardModifier.ShiftModifier)
    assert view.panned
    area = view.table_area().adjusted(-3, -3, 3, 3)  # (the view scrolls by whole pixels)
    assert area.contains(layout_on_screen(view))
    viewer.go(viewer.index - 1)  # another position: fitted again
    assert not view.panned


# -- 3. the last moves: marked, their points shown, paced --------------------------------------
def test_tiles_placed_since_your_last_turn_glow_until_your_next_placement(make_window, qtbot):
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 0, players=3),
                                      players=3))
    c, view = window.controller, window.view
    assert view.glows == {}
    for _turn in range(3):
        qtbot.waitUntil(lambda: (c.human_to_act() == 0 and not c.match.round.must_draw())
                        or c.match.round.is_over, timeout=5000)
        if c.match.round.is_over:
            break
        tile, point = c.match.legal_moves()[0]
        drag(window, hand_point(window, tile), zone_point(window, point))
        assert c.match.round.layout.parent[tile] == point
        # your placement: no tile glows (nothing was placed since)
        assert tile not in view.glows
        qtbot.waitUntil(lambda: c.human_to_act() == 0 or c.match.round.is_over, timeout=5000)
        theirs = [t for kind, t, seat in c.match.round.history() if kind == "play"]
        theirs = theirs[theirs.index(tile) + 1:]
        assert sorted(view.glows) == sorted(theirs)
        for t, glow in view.glows.items():  # under the tile, where it lies
            assert glow.zValue() < view.table_items[t].zValue()
            assert glow.pos() == view.table_items[t].pos()


@pytest.mark.parametrize("name", ["light", "dark", "contrast"])
def test_the_glow_of_the_last_moves_stands_apart_from_the_other_marks(qapp, name):
    """Also for protanopes and deuteranopes (CIE76 ΔE at least 20), and readable on the
    felt (the contrast pairs)."""
    from fivesup_qt.ui.theme import THEMES, contrast_pairs, difference, required

    theme = THEMES[name]
    for vision in ("normal", "protanopia", "deuteranopia"):
        for other in (theme.spinner, theme.zone, theme.selection, theme.new_mark):
            assert difference(theme.recent, other, vision) >= 20, (vision, other.name())
    pair = next(p for p in contrast_pairs(theme) if p.label == "recent glow / felt")
    assert pair.ratio >= required(theme, pair)


def test_a_placement_shows_its_points_at_the_tile_for_a_moment(make_window, qtbot):
    import dataclasses

    from helpers.gui import leading_a_scoring_tile

    from fivesup_qt.rules.tiles import PIPS
    from fivesup_qt.ui.play.pace import PACES

    window, tile = leading_a_scoring_tile(make_window)
    c, view = window.controller, window.view
    c.set_pace(dataclasses.replace(PACES["fast"], label=500))  # a shorter moment: less waiting
    drag(window, hand_point(window, tile), zone_point(window, NO_POINT))
    assert c.match.scores[0] == PIPS[tile]
    qtbot.waitUntil(lambda: bool(view.labels), timeout=3000)  # once the tile has landed
    [label] = view.labels
    assert f"+{PIPS[tile]}\u00a0(+{PIPS[tile] // 5})" in label.text
    at = viewport_rect(view, label).center()
    placed = viewport_rect(view, view.table_items[tile])
    assert abs(at.x() - placed.center().x()) < 2 and 0 < placed.top() - at.y() < 3 * view.hud.tile
    qtbot.waitUntil(lambda: not view.labels, timeout=3000)  # short-lived
    assert label.scene() is None


# -- 4. no mark hides a pip ------------------------------------------------------------------
def render(item, size: int) -> QImage:
    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene()
    scene.addItem(item)
    image = QImage(size * 3, size * 3, QImage.Format.Format_ARGB32)
    image.fill(QColor("#225e39"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, size * 3, size * 3),
                 QRectF(-size * 1.5, -size * 1.5, size * 3, size * 3))
    painter.end()
    scene.removeItem(item)
    return image


@pytest.mark.parametrize("theme_name", ["light", "dark", "contrast"])
def test_the_drawn_mark_hides_no_pip(qapp, theme_name):
    from fivesup_qt.ui.table.items import TileItem
    from fivesup_qt.ui.table.pips import pip_centres
    from fivesup_qt.ui.theme import THEMES

    theme = THEMES[theme_name]
    unit = 34.0
    misread = 0
    for tile, (lo, hi) in enumerate(TILES):
        plain = TileItem(tile, unit, theme)
        marked = TileItem(tile, unit, theme)
        marked.set_look(is_new=True, selected_mark=True)
        a, b = render(plain, int(unit)), render(marked, int(unit))
        offset = QPointF(unit * 1.5, unit * 1.5)
        for centre in pip_centres(unit, lo, hi):
            p = (centre + offset).toPoint()
            pip = b.pixelColor(p)
            assert pip == a.pixelColor(p), (TILES[tile], centre)
            assert pip.lightness() < 100, (TILES[tile], centre)  # still a dark pip
            misread += pip != a.pixelColor(p)
        # the mark is there: its colour shows around the tile, outside its body (some
        # pixel differs: the images compared whole, not pixel by pixel in Python)
        assert b != a, TILES[tile]
    assert misread == 0


def test_the_glow_of_a_recent_tile_hides_no_pip_of_its_neighbour(make_window, qtbot):
    from fivesup_qt.ui.table.pips import pip_centres

    window = sample_window(make_window, qtbot)
    view = window.view
    # 2|3 was the computer's last tile: it glows, and touches its parent 2|2 (and 3|4? no)
    glowing = parse_tile("2|3")
    assert glowing in view.glows
    image = window.view.viewport().grab().toImage()
    layout = window.controller.match.round.layout
    near = [t for t in view.table_items if layout.parent[t] >> 2 == glowing
            or layout.parent[glowing] >> 2 == t]
    assert near
    for t in [glowing, *near]:
        item = view.table_items[t]
        lo, hi = TILES[t]
        transform = item.deviceTransform(view.viewportTransform())
        for centre in pip_centres(item.unit, lo, hi):
            p = transform.map(centre).toPoint()
            assert image.pixelColor(p).lightness() < 100, (TILES[t], centre)


# -- 5. zone labels collide with nothing -----------------------------------------------------
def test_zone_labels_never_overlap_tiles_zones_or_each_other(make_window, qtbot):
    rng = random.Random(5)
    window = None
    checked = several = hidden = total = 0
    for seed in range(40):
        players = 2 + seed % 3
        m = Match.new(FIVE_UP, players, seed=700 + seed, auto_forced=False)
        if window is None:
            window = frozen_window(make_window, m, teaching=True, players=players)
            window.resize(1000, 700)
        else:
            window.controller.load_match(m, human_vs_bot(1, players=players), frozen=True,
                                         teaching=True)
        c, view, interaction = window.controller, window.view, window.interaction
        c.frozen = False  # zones light for the human seat; nothing moves by itself
        c.computer.delay = 10**6
        while not m.round.is_over:
            if m.round.turn == 0 and m.legal_moves() and len(m.round.layout.order) > 3:
                for tile in {t for t, _ in m.legal_moves()}:
                    interaction.select(tile)
                    zones = list(interaction.zones.values())
                    labels = [z.label for z in zones if z.label is not None and z.label.isVisible()]
                    hidden += sum(1 for z in zones if z.label and not z.label.isVisible())
                    total += len(zones)
                    checked += 1
                    several += len(zones) > 1
                    boxes = [viewport_rect(view, lb) for lb in labels]
                    tiles = [viewport_rect(view, it, body(it)) for it in view.table_items.values()]
                    rings = [viewport_rect(view, z) for z in zones]
                    hud = [viewport_rect(view, it) for it in view.hand_items.values()]
                    hud += [viewport_rect(view, it) for it in view.overlay.items]  # numbers
                    for i, box in enumerate(boxes):
                        assert QRectF(view.viewport().rect()).contains(box)
                        assert not any(box.intersects(t) for t in tiles), "a label covers a tile"
                        assert not any(box.intersects(o) for j, o in enumerate(boxes) if j != i)
                        assert not any(box.intersects(r) for r in rings), "a label covers a zone"
                        assert not any(box.intersects(h) for h in hud)
                    # a hidden label shows while the pointer is on its zone, and hides once
                    # the pointer leaves it (for the next such zone, or off the table)
                    unseen = [z for z in zones if z.label is not None and not z.label.isVisible()]
                    for before, z in zip([None, *unseen], unseen):
                        QTest.mouseMove(view.viewport(), view.mapFromScene(z.pos()))
                        assert z.label.isVisible() and interaction.hot_point == z.point
                        assert before is None or not before.label.isVisible()
                    if unseen:
                        QTest.mouseMove(view.viewport(), QPoint(2, 2))
                        assert not unseen[-1].label.isVisible()
                interaction.select(-1)
            moves = m.legal_moves()
            c.frozen = True
            if moves:
                push(window, m.play(rng.choice(moves), m.round.turn))
            elif m.round.must_draw():
                push(window, m.draw())
            else:
                push(window, m.pass_turn())
            c.frozen = False
    assert checked >= 200 and several >= 60, (checked, several)
    print(f"label checks: {checked} selections ({several} with 2+ zones), "
          f"{hidden} of {total} labels shown on hover only")


# -- 6. tiles grow with the window -------------------------------------------------------------
def hand_tile_size(window) -> QRectF:
    view = window.view
    tile = view.hand_order[0]
    return viewport_rect(view, view.hand_items[tile], body(view.hand_items[tile]))


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_tiles_scale_with_the_window_within_bounds(make_window, qtbot, size):
    from fivesup_qt.ui.table.hud import MAX_TILE, MIN_TILE

    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 1)))
    window.resize(*size)
    qtbot.waitUntil(lambda: abs(window.width() - size[0]) < 80, timeout=3000)
    window.view.finish_animations()
    view = window.view
    hand = hand_tile_size(window)
    upright_w, upright_h = hand.width(), hand.height()
    assert abs(upright_h - 2 * upright_w) < 1.5
    table = view.table_items[view.model.match.round.layout.order[0]]
    table_half = viewport_rect(view, table, body(table)).height()  # a tile lies across
    vp = view.viewport().rect()
    if size == (1920, 1080):
        assert upright_w >= 52, upright_w  # was 34 at every size
        assert table_half >= 80, table_half  # a lone opening tile lies large
    else:
        assert MIN_TILE - 0.5 <= upright_w <= 36, upright_w
    assert MIN_TILE - 0.5 <= upright_w <= MAX_TILE + 0.5
    # the whole hand fits the table's width, clear of the stock
    rects = [viewport_rect(view, it, body(it)) for it in view.hand_items.values()]
    stock = viewport_rect(view, view.stock)
    assert all(QRectF(vp).contains(r) and not r.intersects(stock) for r in rects)


def test_a_long_hand_shrinks_to_fit_its_row(make_window, qtbot):
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 1)))
    window.resize(800, 600)
    view = window.view
    m = window.controller.match
    window.controller.frozen = True
    rnd = m.round
    for _ in range(10):  # the stock goes into your hand (as long runs of draws do)
        rnd.hands[0] |= 1 << rnd.stock[rnd.drawn]
        rnd.drawn += 1
    view.sync()
    view.finish_animations()
    rects = [viewport_rect(view, it, body(it)) for it in view.hand_items.values()]
    assert len(rects) >= 15
    stock = viewport_rect(view, view.stock)
    vp = QRectF(view.viewport().rect())
    assert all(vp.contains(r) and not r.intersects(stock) for r in rects)
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])


# -- 7. the tally, legible at a glance ---------------------------------------------------------
def segment_distance(a, b) -> float:
    """Least distance between two line segments (QLineF)."""
    def point_seg(p, s):
        d = s.p2() - s.p1()
        length2 = d.x() ** 2 + d.y() ** 2
        t = 0.0 if length2 == 0 else max(0.0, min(1.0, QPointF.dotProduct(p - s.p1(), d) / length2))
        q = s.p1() + d * t
        return ((p - q).x() ** 2 + (p - q).y() ** 2) ** 0.5
    return min(point_seg(a.p1(), b), point_seg(a.p2(), b), point_seg(b.p1(), a),
               point_seg(b.p2(), a))


@pytest.mark.parametrize("rtl", [False, True])
def test_the_tally_is_large_and_its_small_xs_keep_clear_of_the_big_x(qapp, rtl):
    from fivesup_qt.ui.side.tally import BOX, MIN_BOX, tally_lines

    assert BOX >= 40 and MIN_BOX >= 34  # was 30
    for box in (MIN_BOX, BOX, 56):
        lines = tally_lines(305, box, 5 * box, rtl)
        assert len(lines) == 61
        for a in lines:
            for b in lines:
                if a is b or a.symbol != b.symbol or (a.mark == b.mark):
                    continue
                # every mark clears every other by 2 px of paper, pen widths and caps counted
                clear = segment_distance(a.line, b.line) - a.width / 2 - b.width / 2
                assert clear >= 1.9, (box, a.mark, b.mark, clear)
        small = [ln for ln in lines if ln.mark != "centre"]
        assert min(ln.line.length() for ln in small) >= box * 0.18  # an x, not a dot
    # mirrored right to left: the first symbol on the right, its 'right' mark on the left
    lines = tally_lines(30, 44, 300, rtl)
    first = [ln for ln in lines if ln.symbol == 0]
    xs = [ln.line.center().x() for ln in first if ln.mark == "centre"]
    assert (xs[0] > 150) == rtl
    right = next(ln for ln in first if ln.mark in ("right", "left") and ln is not None)
    centre = xs[0]
    assert (right.line.center().x() < centre) == rtl


def test_score_cards_draw_the_tally_large(make_window, qtbot):
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 1)))
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.panel.height() > 900, timeout=3000)
    window.panel.refresh()
    assert window.panel.cards[0].tally.box >= 50
    window.resize(800, 600)  # as small as the fonts let it be (DejaVu: 600; Noto, ours: ~680)
    qtbot.waitUntil(lambda: window.panel.height() < 720, timeout=3000)
    window.panel.refresh()
    assert 34 <= window.panel.cards[0].tally.box < 50


# -- 8. the animation speed setting drives the pace -------------------------------------------------
def test_the_animation_speed_setting_changes_the_pacing(qtbot, monkeypatch):
    import dataclasses
    import types

    from fivesup_qt.ui.main_window import MainWindow
    from fivesup_qt.ui.play import computer
    from fivesup_qt.ui.play.pace import PACES
    from fivesup_qt.ui.saving.install import install

    # the computer's clock stands still: its thinking takes no time, however busy the
    # machine, so each turn waits exactly the pace's time
    monkeypatch.setattr(computer, "time", types.SimpleNamespace(monotonic=lambda: 0.0))

    window = MainWindow()  # not a test window: the settings pace it
    qtbot.addWidget(window)
    window.resize(1100, 720)
    window.show()
    persistence = install(window)
    c = window.controller
    assert c.pace is PACES["normal"]  # the default setting
    delays: list[int] = []
    later = c.computer.later
    # the wait each turn asks for is kept, and the turn goes on at once: what is checked
    # is the time asked for, not the clock (the slow pace would cost seconds of waiting)
    c.computer.later = lambda ms, fn: (delays.append(ms), later(0, fn))
    seen: dict[str, list[int]] = {}
    seed = find_seed(lambda m: m.round.leader == 1)
    for speed in ("slow", "fast", "instant"):
        s = dataclasses.replace(persistence.applier.settings, animation_speed=speed)
        assert persistence.applier.apply_settings(s)
        pace = PACES[speed]
        assert c.pace is pace and c.computer.delay == pace.computer
        assert window.view.animate == (speed != "instant")
        delays.clear()
        window.start(human_vs_bot(seed))
        qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=pace.computer + 8000)
        seen[speed] = list(delays)
    # the computer's turn waited the pace's time (less the time it spent thinking, none
    # here): the slow pace longer than the fast one, so a person can follow
    assert max(seen["slow"]) == PACES["slow"].computer > PACES["fast"].computer
    assert max(seen["fast"]) == PACES["fast"].computer > 0
    assert max(seen["instant"]) == 0
    c.shutdown()


def test_flights_and_labels_take_the_paces_time(make_window, qtbot):
    from fivesup_qt.ui.play.pace import PACES

    seed = find_seed(lambda m: m.round.leader == 0)
    window = make_window(human_vs_bot(seed))
    c, view = window.controller, window.view
    c.fast = False
    for speed in ("slow", "fast"):
        pace = PACES[speed]
        c.set_pace(pace)
        window.start(human_vs_bot(seed))
        qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=5000)
        c.computer.delay = 10**6  # the computer waits: only your tile moves
        tile, point = c.match.legal_moves()[0]
        durations: list[int] = []
        original = view.animator.slide

        def spy(item, prop, start, end, ms, original=original, durations=durations):
            durations.append(ms)
            return original(item, prop, start, end, ms)

        view.animator.slide = spy
        drag(window, hand_point(window, tile), zone_point(window, point))
        view.animator.slide = original
        assert durations and set(durations) == {pace.flight}, (speed, durations)
        label = view.show_points(tile, "+5 (+1)")
        assert view.animator.running[-1].duration() == pace.label and label in view.labels
        fit = view.camera.fit_anim
        assert fit is None or fit.duration() == pace.fit
        view.finish_animations()
