"""Each dashboard in a fixed mid-game state (built by replaying a fixed action list), as SVG snapshots.

Update them with ``pytest tests/companion/ui/test_snapshots.py --snapshot-update`` after a deliberate
change of the screens, and look at the SVGs before committing them.
"""

from __future__ import annotations

from companion.ui.app import OperatorApp
from companion.ui.viewer import ScoreboardApp
from tests.companion.ui.helpers import ROOT, new_service, on_dashboard, replay, service_with_game

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


TTR_MIDGAME = [
    {"type": "claim", "route": "usa:calgary-winnipeg:0"},
    {"type": "claim", "route": "usa:atlanta-miami:0"},
    {"type": "claim", "route": "usa:duluth-helena:0"},
    {"type": "drew", "what": "tickets"},
    {"type": "claim", "route": "usa:duluth-toronto:0"},
    {"type": "claim", "route": "usa:new_york-pittsburgh:0"},
]


def test_ticket_to_ride_dashboard_with_a_camera_proposal(snap_compare, tmp_path):
    service = new_service(tmp_path)
    replay(service, "ttr-usa", {"players": ["Ann", "Bob"], "colours": ["red", "blue"]}, TTR_MIDGAME)
    service.propose("camera", "red claims Helena–Seattle", {"type": "claim", "route": "usa:helena-seattle:0",
                                                            "colour": "red"}, 0.91)
    assert snap_compare(OperatorApp(service), terminal_size=SIZE, run_before=on_dashboard)


def test_ticket_to_ride_final_breakdown(snap_compare, tmp_path):
    service = new_service(tmp_path)
    sixes = ["calgary-winnipeg", "duluth-helena", "duluth-toronto", "el_paso-houston", "el_paso-los_angeles",
             "helena-seattle", "miami-new_orleans"]
    actions = [a for route in sixes for a in ({"type": "claim", "route": f"usa:{route}:0"}, {"type": "drew"})]
    actions += [{"type": "claim", "route": "usa:atlanta-nashville:0"}, {"type": "claim", "route": "usa:new_york-pittsburgh:0"},
                {"type": "drew"}, {"type": "ticket", "ticket": "usa:ticket:denver-el_paso"}, {"type": "tickets_done"},
                {"type": "ticket", "ticket": "usa:ticket:atlanta-new_york"}, {"type": "tickets_done"}]
    replay(service, "ttr-usa", {"players": ["Ann", "Bob"]}, actions)
    assert snap_compare(OperatorApp(service), terminal_size=SIZE, run_before=on_dashboard)


def test_1846_dashboard_after_a_half_payout(snap_compare, tmp_path):
    """The rules' worked example up to NYC's half payout in the second operating round."""
    from tests.companion.ui.test_g1846_game import worked_example
    from tests.rules.g1846.helpers import EXAMPLE_OPTIONS

    service = new_service(tmp_path)
    replay(service, "1846", EXAMPLE_OPTIONS, worked_example()[0])
    assert snap_compare(OperatorApp(service), terminal_size=SIZE, run_before=on_dashboard)
