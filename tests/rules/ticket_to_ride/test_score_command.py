"""`companion score FILE.json`: the output contract and every kind of illegal position."""

import json
import subprocess
import sys

import pytest

from companion.cli import main
from tests.shared_data import REPO

KEYS = ["name", "route_points", "tickets_completed", "tickets_failed", "ticket_points", "longest_path",
        "longest_bonus", "stations_unused", "station_points", "total", "rank"]
LOOP = ["usa:new_york-pittsburgh:0", "usa:chicago-pittsburgh:0", "usa:chicago-toronto:0",
        "usa:pittsburgh-toronto:0", "usa:nashville-pittsburgh:0"]


def run_score(tmp_path, capsys, position, raw=None):
    path = tmp_path / "position.json"
    path.write_text(raw if raw is not None else json.dumps(position), encoding="utf-8")
    status = main(["score", str(path)])
    out, err = capsys.readouterr()
    return status, out, err


def test_a_good_usa_position(tmp_path, capsys):
    position = {"map": "usa", "players": [
        {"name": "Bob", "routes": ["usa:atlanta-miami:0"], "tickets": ["usa:ticket:denver-el_paso"]},
        {"name": "Ann", "routes": LOOP, "tickets": ["usa:ticket:atlanta-new_york", "usa:ticket:chicago-new_orleans"],
         "stations": []},
    ]}
    status, out, err = run_score(tmp_path, capsys, position)
    assert status == 0 and err == ""
    players = json.loads(out)["players"]
    assert [p["name"] for p in players] == ["Bob", "Ann"]  # input order
    assert all(list(p) == KEYS for p in players)
    bob, ann = players
    # Ann: 2+4+7+2+7 = 22 points; the rulebook loop, 15 long, +10; both tickets fail: -6 -7.
    assert ann == {"name": "Ann", "route_points": 22, "tickets_completed": [],
                   "tickets_failed": ["usa:ticket:atlanta-new_york", "usa:ticket:chicago-new_orleans"],
                   "ticket_points": -13, "longest_path": 15, "longest_bonus": 10, "stations_unused": 0,
                   "station_points": 0, "total": 19, "rank": 1}
    assert bob == {"name": "Bob", "route_points": 10, "tickets_completed": [],
                   "tickets_failed": ["usa:ticket:denver-el_paso"], "ticket_points": -4, "longest_path": 5,
                   "longest_bonus": 0, "stations_unused": 0, "station_points": 0, "total": 6, "rank": 2}


def test_a_good_europe_position_with_a_station(tmp_path, capsys):
    position = {"map": "europe", "players": [
        {"name": "Ann", "routes": ["eu:essen-frankfurt:0", "eu:frankfurt-munchen:0", "eu:brest-paris:0",
                                   "eu:marseille-paris:0", "eu:barcelona-marseille:0"],
         "tickets": ["eu:ticket:essen-marseille", "eu:ticket:barcelona-munchen"], "stations": ["paris"]},
        {"name": "Bob", "routes": ["eu:bruxelles-paris:0", "eu:frankfurt-paris:0"]},
    ]}
    status, out, _ = run_score(tmp_path, capsys, position)
    ann, bob = json.loads(out)["players"]
    assert status == 0
    assert ann["tickets_completed"] == ["eu:ticket:essen-marseille", "eu:ticket:barcelona-munchen"]
    assert (ann["stations_unused"], ann["station_points"], ann["ticket_points"]) == (2, 8, 16)
    assert (bob["stations_unused"], bob["station_points"]) == (3, 12)
    assert ann["total"] == 22 + 16 + 10 + 8 and bob["total"] == 2 + 4 + 12


def player(name, routes=(), tickets=(), stations=None):
    data = {"name": name, "routes": list(routes), "tickets": list(tickets)}
    if stations is not None:
        data["stations"] = list(stations)
    return data


SIXES = ["usa:calgary-winnipeg:0", "usa:duluth-helena:0", "usa:duluth-toronto:0", "usa:el_paso-houston:0",
         "usa:el_paso-los_angeles:0", "usa:helena-seattle:0", "usa:miami-new_orleans:0", "usa:portland-salt_lake_city:0"]


@pytest.mark.parametrize("position, sentence", [
    ({"map": "usa", "players": [player("Ann", ["usa:nowhere:0"]), player("Bob")]},
     "'usa:nowhere:0' is not a route of the USA map."),
    ({"map": "usa", "players": [player("Ann", tickets=["eu:ticket:berlin-roma"]), player("Bob")]},
     "'eu:ticket:berlin-roma' is not a ticket of the USA deck."),
    ({"map": "europe", "players": [player("Ann", stations=["atlantis"]), player("Bob")]},
     "'atlantis' is not a city of the Europe map."),
    ({"map": "usa", "players": [player("Ann", ["usa:atlanta-miami:0"]), player("Bob", ["usa:atlanta-miami:0"])]},
     "Atlanta–Miami is already claimed by Ann."),
    ({"map": "usa", "players": [player("Ann", ["usa:atlanta-miami:0", "usa:atlanta-miami:0"]), player("Bob")]},
     "Atlanta–Miami is already claimed by Ann."),
    ({"map": "usa", "players": [player(n) for n in ("Ann", "Bob", "Cid")] + [
        player("Dee", ["usa:new_york-pittsburgh:0", "usa:new_york-pittsburgh:1"])]},
     "Dee already holds New York–Pittsburgh (green); one player may never claim both routes of a double."),
    ({"map": "usa", "players": [player("Ann", ["usa:new_york-pittsburgh:0"]),
                                player("Bob", ["usa:new_york-pittsburgh:1"])]},
     "With 2 or 3 players only one route of a double is used, and Ann already holds New York–Pittsburgh (green)."),
    ({"map": "usa", "players": [player("Ann", SIXES), player("Bob")]},
     "Ann's routes use 48 trains, but each player has only 45."),
    ({"map": "usa", "players": [player("Ann", stations=["atlanta"]), player("Bob")]},
     "There are no stations on the USA map; stations exist only on the Europe map."),
    ({"map": "europe", "players": [player("Ann", stations=["paris", "wien", "roma", "riga"]), player("Bob")]},
     "Ann has already built all 3 stations."),
    ({"map": "europe", "players": [player("Ann", stations=["paris"]), player("Bob", stations=["paris"])]},
     "Paris already has Ann's station; a city holds only one station."),
    ({"map": "europe", "players": [player("Ann", stations=["paris", "paris"]), player("Bob")]},
     "Paris already has Ann's station; a city holds only one station."),
    ({"map": "usa", "players": [player("Ann", tickets=["usa:ticket:denver-el_paso"]),
                                player("Bob", tickets=["usa:ticket:denver-el_paso"])]},
     "The ticket Denver–El Paso (4) is already registered to Ann."),
    ({"map": "europe", "players": [player("Ann", tickets=["eu:ticket:brest-petrograd", "eu:ticket:danzig-lisboa"]),
                                   player("Bob")]},
     "Ann already has the long ticket Brest–Petrograd (20); each player is dealt only one."),
    ({"map": "usa", "players": [player("Ann")]}, "Ticket to Ride (USA) is for 2 to 5 players, not 1."),
    ({"map": "usa", "players": [player("Ann"), player("ann")]},
     "Two players have the same name; give each player a different name."),
    ({"map": "mars", "players": []}, "There is no Ticket to Ride map called 'mars'; the maps are usa and europe."),
    ({"players": []}, 'The position needs a "map": "usa" or "europe".'),
    ({"map": "usa"}, 'The position needs "players": a list of players.'),
    ({"map": "usa", "players": [], "turn": 3}, "The position has no field named 'turn'; it has map and players."),
    ({"map": "usa", "players": ["Ann"]}, "Player 1 must be a JSON object with a name."),
    ({"map": "usa", "players": [{"name": "Ann", "route": []}]},
     "Ann has no field named 'route'; a player has name, routes, tickets and stations."),
    ({"map": "usa", "players": [{"name": "Ann", "routes": "usa:atlanta-miami:0"}]}, "Ann's routes must be a list of ids."),
    ([1, 2], 'The position must be a JSON object with "map" and "players".'),
])
def test_an_illegal_position_is_one_sentence_and_exit_status_2(tmp_path, capsys, position, sentence):
    status, out, err = run_score(tmp_path, capsys, position)
    assert (status, out, err) == (2, "", sentence + "\n")


def test_malformed_json(tmp_path, capsys):
    status, out, err = run_score(tmp_path, capsys, None, raw='{"map": "usa", "players": [')
    assert (status, out) == (2, "") and err.startswith("That file is not valid JSON (line 1")


def test_a_missing_file_and_a_binary_file(tmp_path, capsys):
    assert main(["score", str(tmp_path / "none.json")]) == 2
    assert capsys.readouterr().err == f"There is no file {tmp_path / 'none.json'}.\n"
    binary = tmp_path / "photo.json"
    binary.write_bytes(b"\xff\xd8\xff\xe0")
    assert main(["score", str(binary)]) == 2
    assert capsys.readouterr().err == f"{binary} is not a UTF-8 text file.\n"


def test_the_installed_command_prints_json_and_no_traceback(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"map": "usa", "players": [player("Ann", LOOP), player("Bob")]}))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"map": "usa", "players": [player("Ann", ["usa:x"]), player("Bob")]}))
    command = [sys.executable, "-m", "companion", "score"]
    ok = subprocess.run([*command, str(good)], capture_output=True, text=True, cwd=REPO)
    assert ok.returncode == 0 and json.loads(ok.stdout)["players"][0]["longest_path"] == 15
    no = subprocess.run([*command, str(bad)], capture_output=True, text=True, cwd=REPO)
    assert (no.returncode, no.stdout, no.stderr) == (2, "", "'usa:x' is not a route of the USA map.\n")
