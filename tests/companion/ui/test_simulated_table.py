"""The operator works the simulated table from the screen: a dial turned, a card scanned."""

from __future__ import annotations

from companion.cards import catalogue
from companion.ui.app import OperatorApp
from hardware.profile import load_profile
from hardware.table import open_table
from tests.companion.ui.helpers import ROOT, command, on_dashboard, service_with_game, wait_for

EXAMPLE = ROOT / "docs" / "examples" / "chicago-express-short.jsonl"
AFTER_OPENING_AUCTIONS = 9  # Ann (PRR) is to choose the first turn's action


async def test_turning_a_dial_and_scanning_a_card(tmp_path):
    service = service_with_game(tmp_path, EXAMPLE, AFTER_OPENING_AUCTIONS)
    table = open_table(load_profile("simulated"), on_event=service.on_device_event)
    try:
        service.attach_table(table)
        table.start()
        app = OperatorApp(service, table)
        async with app.run_test(size=(160, 50)) as pilot:
            await on_dashboard(pilot)
            assert app.state.expects == ("dial", "choose")
            # Turning the Build dial one field chooses Ann's build, as the rules' dial does.
            await command(pilot, "/turn build")
            await wait_for(pilot, lambda: app.state.seq == AFTER_OPENING_AUCTIONS + 1, "the dial reading")
            assert app.state.snapshot["chosen_action"] == "build"
            assert app.state.snapshot["dials"]["build"]["position"] == 1

            # A share card scanned now is not an auction's: the table says so, nothing changes.
            share = next(card for card in catalogue("chicago-express") if card.subject == "PRR" and card.number == 2)
            await command(pilot, f"/scan {share.code}")
            await wait_for(pilot, lambda: "share 2 of PRR" in app.state.message, "the scan")
            assert app.state.seq == AFTER_OPENING_AUCTIONS + 1
    finally:
        table.close()


async def test_trains_laid_on_the_simulated_board_are_seen_by_the_camera(tmp_path):
    from companion.service import TableService
    from companion.simulated_board import SimulatedBoard
    from companion.store import Store

    service = TableService(Store.open(tmp_path / "games.sqlite3"))
    board = SimulatedBoard(service)
    table = open_table(load_profile("simulated"), on_event=service.on_device_event, render=board.frame)
    try:
        service.attach_table(table)
        service.new_game("ttr-usa", {"players": ["Ann", "Bob"]}, seed=0)
        app = OperatorApp(service, table, board=board)
        async with app.run_test(size=(160, 50)) as pilot:
            await on_dashboard(pilot)
            for bad, sentence in [("/lay usa:nowhere:0", "The map has no route or station spot 'usa:nowhere:0'"),
                                  ("/lay usa:denver-omaha:0 purple", "Nobody plays 'purple'")]:
                await command(pilot, bad)
                await wait_for(pilot, lambda s=sentence: app.state.message.startswith(s), "the refusal")
            assert board.laid == {} and app.state.seq == 0
            await command(pilot, "/lay usa:denver-omaha:0")
            await wait_for(pilot, lambda: "Laid usa:denver-omaha:0 in red" in app.state.message, "the trains")
            await pilot.press("f7")
            await wait_for(pilot, lambda: app.state.seq == 1, "the photo")
            assert app.state.snapshot["players"][0]["claims"] == ["usa:denver-omaha:0"]
    finally:
        table.close()
        service.store.close()
