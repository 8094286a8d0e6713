"""Ticket to Ride tickets at the table: hidden during play, registered for the player being scored."""

import pytest

from companion.cards import catalogue
from companion.inputs import refusal
from companion.service import TableService
from companion.store import Store
from drivers.card_scanner import CardScanned
from rules.ticket_to_ride.board import load_board


def ticket_code(ticket_id):
    return next(c.code for c in catalogue("ttr-usa") if c.subject == ticket_id)


@pytest.fixture
def service(tmp_path):
    with Store.open(tmp_path / "games.sqlite3") as store:
        service = TableService(store)
        service.new_game("ttr-usa", {"players": ["Ann", "Bob"]}, seed=0)
        yield service


def play_to_final_scoring(service):
    """Each player claims the longest route that is legal for them until the game ends."""
    routes = sorted(load_board("usa").routes.values(), key=lambda r: -r.length)
    while service.state.snapshot["phase"] in ("play", "last_round"):
        for route in routes:
            action = {"type": "claim", "route": route.id}
            if refusal(service.session, action) is None:
                assert service.submit(action)
                break
        else:
            assert service.submit({"type": "drew"})


def scan(service, text):
    service.on_device_event(CardScanned(text))
    return service.state


def test_a_ticket_scanned_during_play_is_refused_and_not_recorded(service):
    seq, before = service.state.seq, service.state.snapshot
    state = scan(service, ticket_code("usa:ticket:denver-el_paso"))
    assert state.message_is_error and state.message.startswith("Destination tickets are scanned at the end")
    assert state.seq == seq and state.snapshot == before


def test_tickets_scanned_in_final_scoring_go_to_the_player_being_scored(service):
    play_to_final_scoring(service)
    assert service.state.prompt["details"]["registering"] == "Ann"
    state = scan(service, ticket_code("usa:ticket:denver-el_paso"))
    assert not state.message_is_error, state.message
    assert service.session.effective_actions()[-1] == {
        "type": "ticket", "ticket": "usa:ticket:denver-el_paso", "player": "Ann"}
    seq = state.seq
    state = scan(service, ticket_code("usa:ticket:denver-el_paso"))  # the same card twice
    assert state.message_is_error and state.seq == seq
    state = scan(service, next(iter(catalogue("ttr-europe"))).code)  # a card of the other map
    assert state.message_is_error and "belongs to Ticket to Ride: Europe" in state.message and state.seq == seq
