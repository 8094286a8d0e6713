"""A two-player Ticket to Ride (USA) game played from the start screen to the final scoring, keyboard only.

Ann claims the seven 6-train routes (15 points each by the route table) and Atlanta–Nashville (1 train,
1 point), which leaves her 45 - 43 = 2 trains: the last round starts. Bob claims New York–Pittsburgh
(2 trains, 2 points) on his last turn, Ann draws on hers. Ann's longest continuous path is
Seattle–Helena–Duluth–Toronto, 18 trains, the longest: +10. Ann's ticket Denver–El Paso (4) is not
connected: -4; Bob's Atlanta–New York (6) neither: -6. Totals: Ann 106 + 10 - 4 = 112, Bob 2 - 6 = -4.
"""

from __future__ import annotations

from companion.ui.app import OperatorApp
from tests.companion.ui.helpers import accepted, new_service, on_dashboard, shown, start_new_game, wait_for

SIXES = ["calgary-winnipeg", "duluth-helena", "duluth-toronto", "el_paso-houston", "el_paso-los_angeles",
         "helena-seattle", "miami-new_orleans"]
GAMES = ["chicago-express", "1846", "ttr-usa", "ttr-europe"]


async def test_two_player_game_to_final_scoring(tmp_path):
    app = OperatorApp(new_service(tmp_path))
    async with app.run_test(size=(160, 50)) as pilot:
        await start_new_game(pilot, GAMES.index("ttr-usa"), ["Ann", "Bob"])
        assert app.state.game == "ttr-usa"
        for route in SIXES:
            await accepted(pilot, f"claim {route}")
            await accepted(pilot, "drew")
        await accepted(pilot, "claim atlanta-nashville")
        assert app.state.snapshot["phase"] == "last_round"
        assert "Last round: 2 turns left" in shown(app.screen.query_one("#ttr-round"))
        await accepted(pilot, "claim new_york-pittsburgh-green")
        await accepted(pilot, "drew cards")

        assert app.state.actor == "Ann" and app.state.expects == ("ticket", "tickets_done")
        await accepted(pilot, "ticket denver-el_paso")
        await accepted(pilot, "tickets_done")
        await accepted(pilot, "ticket atlanta-new_york")
        await accepted(pilot, "tickets_done")

        assert app.state.finished
        players = shown(app.screen.query_one("#ttr-players"))
        assert "Ann" in players and "106" in players
        result = shown(app.screen.query_one("#ttr-result"))
        lines = [line.strip("│ ").split() for line in result.splitlines()]
        assert ["1", "Ann", "106", "+0", "-4", "18", "+10", "112"] in lines
        assert ["2", "Bob", "2", "+0", "-6", "2", "-4"] in lines
        longest = next(line for line in result.splitlines() if "Longest path (18 trains)" in line)
        assert all(route in longest for route in ("Helena–Seattle", "Duluth–Helena", "Duluth–Toronto"))
        assert "Ann wins!" in result


async def test_camera_claim_awaits_confirmation_in_the_claim_list(tmp_path):
    service = new_service(tmp_path)
    service.new_game("ttr-usa", {"players": ["Ann", "Bob"]}, 0)
    app = OperatorApp(service)
    async with app.run_test(size=(160, 50)) as pilot:
        await on_dashboard(pilot)
        service.propose("camera", "red claims Atlanta–Miami", {"type": "claim", "route": "usa:atlanta-miami:0",
                                                               "colour": "red"}, 0.93)
        await wait_for(pilot, lambda: bool(app.state.proposals), "the proposal")
        claims = shown(app.screen.query_one("#ttr-claims"))
        assert "Atlanta–Miami for red (93% sure)  camera: awaiting confirmation" in claims
        assert not app.screen.query_one("#proposals").display  # shown in the claim list instead
        await pilot.press("f5")
        await wait_for(pilot, lambda: app.state.seq == 1, "the claim")
        claims = shown(app.screen.query_one("#ttr-claims"))
        assert "Ann claims Atlanta–Miami  5 trains, 10 points" in claims
