"""The local API viewers read: the state as JSON and a websocket that pushes every change."""

import asyncio
import json

import aiohttp
import pytest

from companion.service import TableService
from companion.service.api import StateApi, fetch_state
from companion.store import Store


@pytest.fixture
def api(tmp_path):
    with Store.open(tmp_path / "games.sqlite3") as store:
        service = TableService(store)
        api = StateApi(service, port=0).start()
        yield api
        api.stop()


def test_state_is_served_as_json(api):
    assert fetch_state(api.url)["game"] is None
    api.service.new_game("chicago-express", {"players": ["Ann", "Bob"]}, seed=1)
    state = fetch_state(api.url)
    assert state["game"] == "chicago-express"
    assert state["prompt"]["actor"] == "Ann"
    assert state["snapshot"]["cash"] == {"Ann": 60, "Bob": 60}


async def test_the_websocket_pushes_each_change_and_ignores_viewer_input(api):
    api.service.new_game("chicago-express", {"players": ["Ann", "Bob"]}, seed=1)
    async with aiohttp.ClientSession() as client, client.ws_connect(f"{api.url}/api/updates") as ws:
        first = json.loads((await ws.receive(timeout=10)).data)
        assert first["seq"] == 0
        await ws.send_str(json.dumps({"type": "bid", "player": "Ann", "amount": 60}))  # viewers cannot act
        await asyncio.to_thread(api.service.submit, {"type": "bid", "player": "Ann", "amount": 7})
        update = json.loads((await ws.receive(timeout=10)).data)
        assert update["seq"] == 1
        assert update["snapshot"]["auction"]["high_bid"] == 7
    assert api.service.state.seq == 1
