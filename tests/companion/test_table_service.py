"""The table service hears the simulated table: real drivers on a pseudo-terminal and gpiozero mock pins.

Dial readings become the Chicago Express action choice, a wrong dial is refused with a sentence that
says which dial to put back (state and log unchanged), scanned cards are parsed and bad codes refused.
"""

import time

import pytest

from companion.cards import catalogue
from companion.service import TableService
from companion.store import Store
from hardware.simulated import simulated_table


def wait_for(condition, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return False


@pytest.fixture
def service(tmp_path):
    with Store.open(tmp_path / "games.sqlite3") as store:
        yield TableService(store)


@pytest.fixture
def table(service):
    table = simulated_table(on_event=service.on_device_event)
    service.attach_table(table)
    table.start()
    yield table
    table.close()


def play_opening_auction(service):
    """Two players; Ann wins PRR and C&O, Bob wins B&O and NYC: Ann (PRR owner) takes the first turn."""
    for action in [
        {"type": "bid", "player": "Ann", "amount": 7}, {"type": "pass", "player": "Bob"},
        {"type": "bid", "player": "Ann", "amount": 6}, {"type": "bid", "player": "Bob", "amount": 7},
        {"type": "pass", "player": "Ann"},
        {"type": "bid", "player": "Bob", "amount": 5}, {"type": "bid", "player": "Ann", "amount": 6},
        {"type": "pass", "player": "Bob"},
        {"type": "bid", "player": "Ann", "amount": 8}, {"type": "bid", "player": "Bob", "amount": 9},
        {"type": "pass", "player": "Ann"},
    ]:
        assert service.submit(action), service.state.message


def test_a_dial_turned_one_field_chooses_the_action(service, table):
    service.new_game("chicago-express", {"players": ["Ann", "Bob"]}, seed=1)
    play_opening_auction(service)
    assert service.state.prompt["actor"] == "Ann" and "dial" in service.state.prompt["expects"]
    seq = service.state.seq
    table.turn("build", 1)
    assert wait_for(lambda: service.state.seq == seq + 1), service.state.message
    assert service.state.snapshot["dials"]["build"]["position"] == 1
    assert service.session.effective_actions()[-1] == {"type": "dial", "dial": "build", "position": 1, "player": "Ann"}


def test_a_dial_turned_two_fields_is_refused_and_changes_nothing(service, table):
    service.new_game("chicago-express", {"players": ["Ann", "Bob"]}, seed=1)
    play_opening_auction(service)
    before, seq = service.state.snapshot, service.state.seq
    table.turn("development", 2)
    assert wait_for(lambda: service.state.message_is_error and "Development" in service.state.message)
    assert "back" in service.state.message and "field 0" in service.state.message
    assert service.state.snapshot == before and service.state.seq == seq
    assert len(service.store.entries(service.session.row)) == seq
    # Putting the dial back is not an error: the dials agree with the game again.
    table.turn("development", -2)
    assert wait_for(lambda: not service.state.message_is_error)
    assert service.state.snapshot == before


def test_scanned_cards_are_parsed_and_bad_codes_refused(service, table):
    service.new_game("chicago-express", {"players": ["Ann", "Bob"]}, seed=1)
    service.submit({"type": "bid", "player": "Ann", "amount": 7})
    service.submit({"type": "pass", "player": "Bob"})
    seq, before = service.state.seq, service.state.snapshot
    prr = next(card for card in catalogue("chicago-express") if card.subject == "PRR")
    table.scan(prr.code)
    assert wait_for(lambda: service.state.message.startswith("Confirmed: Ann takes share"))
    for bad, words in [
        ("hello world", "not"),
        (prr.code[:-1] + ("0" if prr.code[-1] != "0" else "1"), "damaged"),
        (next(iter(catalogue("ttr-usa"))).code, "belongs to Ticket to Ride"),
    ]:
        service.tell("")
        table.scan(bad)
        assert wait_for(lambda: service.state.message_is_error), bad
        assert words in service.state.message
    assert service.state.seq == seq and service.state.snapshot == before


def test_device_events_without_a_game_are_explained(service, table):
    table.scan(next(iter(catalogue("chicago-express"))).code)
    assert wait_for(lambda: service.state.message.startswith("No game is open"))


def test_device_health_reaches_the_state(service, table):
    assert wait_for(lambda: any(d.get("usable") for d in service.state.devices.values()))
