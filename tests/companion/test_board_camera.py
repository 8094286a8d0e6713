"""The camera in a Ticket to Ride game, on the simulated table (rendered board photos through the real
camera driver and the real detector): a confident new claim is recorded, two at once are proposed,
a claim already recorded never changes, and a photo without a board changes nothing."""

import pytest

from companion.service import TableService
from companion.simulated_board import SimulatedBoard
from companion.store import Store
from hardware.simulated import simulated_table


@pytest.fixture
def game(tmp_path):
    with Store.open(tmp_path / "games.sqlite3") as store:
        service = TableService(store)
        board = SimulatedBoard(service)
        table = simulated_table(render=board.frame, on_event=service.on_device_event)
        service.attach_table(table)
        service.new_game("ttr-usa", {"players": ["Ann", "Bob", "Cleo", "Dan"]}, seed=0)
        yield service, board
        table.close()


def test_a_confident_new_claim_of_the_player_on_turn_is_recorded(game):
    service, board = game
    board.lay("usa:denver-omaha:0", "red")
    assert service.capture_board(), service.state.message
    assert service.session.effective_actions() == [
        {"type": "claim", "route": "usa:denver-omaha:0", "player": "Ann", "colour": None}]
    assert service.state.snapshot["players"][0]["claims"] == ["usa:denver-omaha:0"]


def test_two_new_claims_at_once_are_proposed_not_recorded(game):
    service, board = game
    board.lay("usa:denver-omaha:0", "red")
    board.lay("usa:atlanta-miami:0", "red")
    seq = service.state.seq
    service.capture_board()
    assert service.state.seq == seq
    assert sorted(p.action["route"] for p in service.state.proposals) == ["usa:atlanta-miami:0", "usa:denver-omaha:0"]
    assert service.confirm(service.state.proposals[0].id)
    assert service.state.seq == seq + 1


def test_a_recorded_claim_never_changes_because_of_a_photo(game):
    service, board = game
    assert service.submit({"type": "claim", "route": "usa:denver-omaha:0"})  # Ann, red
    board.lay("usa:denver-omaha:0", "green")  # someone swapped the trains on the board
    seq, before = service.state.seq, service.state.snapshot
    service.capture_board()
    assert service.state.seq == seq and service.state.snapshot == before
    assert service.state.message_is_error and "Ann holds Denver–Omaha" in service.state.message


def test_a_new_claim_in_another_colour_is_reported_not_recorded(game):
    service, board = game
    board.lay("usa:denver-omaha:0", "blue")  # Cleo's colour, but it is Ann's turn
    seq = service.state.seq
    service.capture_board()
    assert service.state.seq == seq and "but it is Ann's (red) turn" in service.state.message


def test_a_photo_without_a_board_changes_nothing(game):
    service, board = game
    board.lay("usa:denver-omaha:0", "red")
    board.in_view = False
    seq = service.state.seq
    assert not service.capture_board()
    assert service.state.message_is_error and service.state.seq == seq
    assert service.state.message.startswith(("No board found", "The photo is too"))
