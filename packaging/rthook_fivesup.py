"""PyInstaller runtime hook: runs inside the bundle before the game's code.

It pins pyqtgraph to PySide6, and carries a probe that packaging/check.sh runs on the
built bundle (nothing happens unless the variable is set): ``FIVESUP_BUNDLE_PROBE=1``
prints the version and resources that fivesup_qt.about finds, the engine's build (compiled
or pure) with a first position's legal moves, imports pyqtgraph (the
charts import it lazily, so only this shows it was collected and works frozen), draws a
plot offscreen, prints the binding and exits.
"""

import os
import sys

# pyqtgraph chooses its Qt binding at import; only PySide6 is in the bundle.
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")


def _probe():
    from fivesup_qt import about

    icon, sample = about.icon_path(48), about.sample_record()
    print(f"about: {about.APP_NAME} {about.version()}, icon {'found' if icon else 'MISSING'}, "
          f"sample record {'found' if sample else 'MISSING'}", flush=True)
    from fivesup_qt.rules.build import build_name
    from fivesup_qt.rules.match import Match

    played = Match.new("five-up", 2, seed=1).legal_moves()  # the engine's extension modules load
    print(f"engine: {build_name()}, {len(played)} opening moves", flush=True)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    import pyqtgraph as pg
    from pyqtgraph.Qt import QT_LIB

    plot = pg.PlotWidget()
    plot.plot([0, 1, 2, 3], [0, 5, 3, 12], pen=pg.mkPen("#ff8c1a", width=2))
    plot.resize(320, 200)
    plot.show()
    app.processEvents()
    image = plot.grab().toImage()
    # The chart's context menu offers Export...: its dialog and the image exporter. (The SVG
    # exporter of pyqtgraph 0.14 fails on Qt 6.11 from the venv too: not a bundle matter.)
    import pyqtgraph.exporters
    from pyqtgraph.GraphicsScene.exportDialog import ExportDialog

    dialog = ExportDialog(plot.plotItem.scene())
    png = pyqtgraph.exporters.ImageExporter(plot.plotItem).export(toBytes=True)
    dialog.deleteLater()
    ok = QT_LIB == "PySide6" and not image.isNull() and None not in (icon, sample) and not png.isNull()
    print(f"pyqtgraph {pg.__version__} on {QT_LIB}: plotted {image.width()}x{image.height()}, "
          f"exported PNG{'' if ok else ' FAILED'}", flush=True)
    sys.exit(0 if ok else 1)


if os.environ.pop("FIVESUP_BUNDLE_PROBE", ""):
    _probe()
