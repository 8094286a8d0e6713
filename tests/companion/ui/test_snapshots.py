"""Each dashboard in a fixed mid-game state (built by replaying a fixed action list), as SVG snapshots.

Update them with ``pytest tests/companion/ui/test_snapshots.py --snapshot-update`` after a deliberate
change of the screens, and look at the SVGs before committing them.
"""

from __future__ import annotations

from companion.ui.app import OperatorApp
from companion.ui.viewer import ScoreboardApp
from tests.companion.ui.helpers import ROOT, on_dashboard, service_with_game

SIZE = (160, 50)
CE_EXAMPLE = ROOT / "docs" / "examples" / "chicago-express-short.jsonl"
CE_BUILD_IN_ROUND_2 = 46  # Bob has chosen to build in round 2: the map shows what he can reach


def test_chicago_express_dashboard(snap_compare, tmp_path):
    app = OperatorApp(service_with_game(tmp_path, CE_EXAMPLE, CE_BUILD_IN_ROUND_2))
    assert snap_compare(app, terminal_size=SIZE, run_before=on_dashboard)


def test_chicago_express_scoreboard_is_the_same_dashboard_read_only(snap_compare, tmp_path):
    """The viewer's screen, fed the same state directly (no network in a snapshot test)."""
    from companion.ui.state import ViewState

    service = service_with_game(tmp_path, CE_EXAMPLE, CE_BUILD_IN_ROUND_2)
    app = ScoreboardApp("http://127.0.0.1:9")

    async def run_before(pilot):
        app.workers.cancel_all()
        app.publish(ViewState(service.state.to_json()))
        await on_dashboard(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)
