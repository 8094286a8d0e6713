"""1846 cards at the table: a scanned certificate, private or train proposes what the one to act would
do with it; anything the rules refuse is said in their sentence and changes nothing."""

import pytest

from companion.cards import catalogue
from companion.service import TableService
from companion.store import Store
from drivers.card_scanner import CardScanned
from tests.rules.g1846.helpers import EXAMPLE_OPTIONS


def code(kind, subject, number=None):
    return next(c.code for c in catalogue("1846") if c.kind == kind and c.subject == subject
                and (number is None or c.number == number))


@pytest.fixture
def service(tmp_path):
    with Store.open(tmp_path / "games.sqlite3") as store:
        service = TableService(store)
        service.new_game("1846", EXAMPLE_OPTIONS, seed=0)
        yield service


def scan(service, text):
    service.on_device_event(CardScanned(text))
    return service.state


def test_a_private_scanned_in_the_draft_is_proposed_as_kept(service):
    state = scan(service, code("minor", "BIG4"))
    assert [p.text for p in state.proposals] == ["Carlos keeps Big 4 (BIG4)."]
    assert service.confirm(state.proposals[0].id)
    assert service.session.effective_actions() == [{"type": "draft_pick", "player": "Carlos", "private": "BIG4"}]


def test_stock_turn_certificates(service):
    # The draft of the rules' worked example.
    for action in [("Carlos", "BIG4"), ("Bob", "C&WI"), ("Amy", "MS"), ("Carlos", "MPC"), ("Bob", "LSL"),
                   ("Amy", None), ("Carlos", None), ("Bob", None)]:
        assert service.submit({"type": "draft_pick", "player": action[0], "private": action[1]})
    assert service.submit({"type": "draft_pass", "player": "Amy"})
    assert service.submit({"type": "draft_pass", "player": "Carlos"})
    assert service.submit({"type": "draft_pick", "player": "Bob", "private": "MAIL"})

    state = scan(service, code("share", "NYC", 0))
    assert state.message.startswith("Amy opens NYC: choose its par value ($40 to $124)")
    assert not state.proposals and not state.message_is_error

    before, seq = service.state.snapshot, service.state.seq
    state = scan(service, code("share", "NYC", 3))
    assert state.message_is_error and not state.proposals and state.seq == seq
    assert state.snapshot == before

    assert service.submit({"type": "par", "player": "Amy", "corporation": "GT", "price": 60})
    state = scan(service, code("share", "GT", 2))
    assert [p.text for p in state.proposals] == [
        "Bob buys a 10% share of GT for $60, from the treasury, paying the corporation."]
    assert service.confirm(state.proposals[0].id)
    assert service.session.effective_actions()[-1] == {
        "type": "buy_share", "player": "Bob", "corporation": "GT", "source": "treasury"}


def test_cards_out_of_place_change_nothing(service):
    before, seq = service.state.snapshot, service.state.seq
    for text, words in [
        (code("train", "4", 1), "Trains are bought in a corporation's operating turn"),
        (code("share", "NYC", 1), "Certificates are bought in a stock turn"),
        ("RTC1:1846:share:NYC:9*0", "damaged"),
        (next(iter(catalogue("chicago-express"))).code, "belongs to Chicago Express"),
    ]:
        state = scan(service, text)
        assert state.message_is_error and words in state.message, state.message
        assert state.snapshot == before and state.seq == seq and not state.proposals
    assert len(service.store.entries(service.session.row)) == seq
