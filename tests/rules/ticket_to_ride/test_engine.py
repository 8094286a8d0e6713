"""The game the table plays: turns, claims, live points, the end trigger, ticket registration, result."""

import json

import pytest

from rules.core.errors import RuleError
from rules.registry import create, engine_class
from rules.ticket_to_ride import TicketToRideEurope, TicketToRideUSA
from rules.ticket_to_ride.board import load_board
from tests.rules.ticket_to_ride.games import DREW, SIXES, claim, finished_usa, play, usa


def test_registry_ids_and_titles():
    assert engine_class("ttr-usa") is TicketToRideUSA and engine_class("ttr-europe") is TicketToRideEurope
    assert TicketToRideUSA.title == load_board("usa").game_title
    assert TicketToRideEurope.title == load_board("europe").game_title


def test_default_colours_follow_seat_order_and_the_camera_colour_names_the_player():
    game = usa("Ann", "Bob", "Cid", "Dee", "Eve")
    assert [p["colour"] for p in game.snapshot()["players"]] == ["red", "green", "blue", "black", "yellow"]
    play(game, claim("usa:atlanta-miami:0", colour="red"), claim("usa:atlanta-nashville:0", colour="green"))
    snap = game.snapshot()
    assert snap["players"][0]["claims"] == ["usa:atlanta-miami:0"]
    assert snap["players"][1]["claims"] == ["usa:atlanta-nashville:0"]


def test_chosen_colours_map_to_players():
    game = usa("Ann", "Bob", colours=["yellow", "black"])
    play(game, claim("usa:atlanta-miami:0", colour="yellow"), claim("usa:portland-seattle:0", colour="black"))
    assert game.snapshot()["players"][1]["claims"] == ["usa:portland-seattle:0"]


def test_claims_count_trains_and_live_route_points():
    game = usa("Ann", "Bob")
    play(game, claim("usa:atlanta-miami:0"), DREW, claim("usa:atlanta-nashville:0", player="Ann"))
    ann = game.snapshot()["players"][0]
    assert ann["trains_left"] == 45 - 5 - 1
    assert ann["route_points"] == 10 + 1
    assert [h["kind"] for h in game.snapshot()["history"]] == ["claim", "cards", "claim"]


def test_the_end_trigger_gives_everyone_including_the_trigger_player_one_more_turn():
    game = usa("Ann", "Bob", "Cid")
    for route in SIXES:  # Ann: 45 - 42 = 3 trains, no trigger yet
        play(game, claim(route), DREW, DREW)
    assert not game.snapshot()["end_trigger"]["triggered"]
    play(game, claim("usa:atlanta-nashville:0"))  # Ann ends her turn with 2 trains
    snap = game.snapshot()
    assert snap["end_trigger"] == {"triggered": True, "by": "Ann", "turns_left": 3}
    assert snap["phase"] == "last_round" and snap["current"] == "Bob"
    play(game, DREW, {"type": "drew", "what": "tickets"})
    assert game.snapshot()["current"] == "Ann"
    assert "Last round, 1 turns left: Ann (red)" in game.prompt().text
    play(game, claim("usa:portland-seattle:0"))  # Ann's last turn: 1 train left
    snap = game.snapshot()
    assert snap["phase"] == "tickets" and snap["current"] is None and snap["registering"] == "Ann"
    assert game.prompt().actor == "Ann" and game.prompt().expects == ("ticket", "tickets_done")


def test_tickets_are_hidden_until_the_final_scoring_then_the_breakdown_is_shown():
    game = finished_usa()
    play(game, {"type": "ticket", "ticket": "usa:ticket:atlanta-new_york"},
         {"type": "ticket", "ticket": "usa:ticket:miami-toronto"})
    snap = game.snapshot()
    assert snap["players"][0]["tickets"] == 2 and snap["players"][0]["ticket_ids"] is None
    assert "atlanta-new_york" not in json.dumps(snap)
    play(game, {"type": "tickets_done"})
    assert game.prompt().actor == "Bob" and game.snapshot()["registering"] == "Bob"
    play(game, {"type": "ticket", "ticket": "usa:ticket:denver-el_paso"}, {"type": "tickets_done"})
    assert game.finished
    snap = game.snapshot()
    assert snap["phase"] == "over" and snap["players"][0]["ticket_ids"] == ["usa:ticket:atlanta-new_york",
                                                                           "usa:ticket:miami-toronto"]
    ann, bob = snap["result"]["players"]
    # Ann: seven sixes (7 × 15) + Atlanta–Nashville 1 = 106; Miami–New Orleans–…: Miami–Toronto fails
    # (-10) and Atlanta–New York fails (-6). Longest: El Paso–Houston? The sixes form
    # Seattle–Helena–Duluth–Toronto (18) plus Calgary–Winnipeg apart; Miami–New Orleans 6 and
    # Atlanta–Nashville 1 apart; Los Angeles–El Paso–Houston 12: longest 18 → +10.
    assert ann["route_points"] == 106 and ann["ticket_points"] == -16
    assert ann["longest_path"] == 18 and ann["longest_bonus"] == 10
    assert set(ann["longest_path_routes"]) == {"usa:helena-seattle:0", "usa:duluth-helena:0", "usa:duluth-toronto:0"}
    assert ann["total"] == 106 - 16 + 10 and ann["rank"] == 1
    assert bob["route_points"] == 2 and bob["ticket_points"] == -4 and bob["total"] == -2 and bob["rank"] == 2
    assert snap["result"]["winners"] == ["Ann"]
    assert game.prompt().text == "Game over: Ann wins with 100 points."


def test_a_ticket_can_be_typed_for_a_named_player_out_of_order():
    game = finished_usa()
    play(game, {"type": "ticket", "ticket": "usa:ticket:denver-el_paso", "player": "Bob"})
    assert [p["tickets"] for p in game.snapshot()["players"]] == [0, 1]


def test_catch_up_records_the_forgotten_draw_turns():
    game = usa("Ann", "Bob", "Cid")
    events = game.apply_json({"type": "catch_up", "colour": "blue"})
    assert [e.to_json() for e in events] == [
        {"type": "draw_turn", "player": "Ann", "what": "cards"},
        {"type": "draw_turn", "player": "Bob", "what": "cards"},
    ]
    play(game, claim("usa:atlanta-miami:0", colour="blue"))
    assert game.snapshot()["players"][2]["claims"] == ["usa:atlanta-miami:0"]
    assert [h.get("assumed", False) for h in game.snapshot()["history"]] == [True, True, False]


def test_europe_stations_are_recorded_per_player():
    game = create("ttr-europe", {"players": ["Ann", "Bob"]})
    play(game, {"type": "station", "city": "paris"}, {"type": "station", "city": "wien", "colour": "green"})
    snap = game.snapshot()
    assert snap["players"][0]["stations"] == ["paris"] and snap["players"][0]["stations_left"] == 2
    assert snap["players"][1]["stations"] == ["wien"]
    assert game.prompt().expects == ("claim", "station", "drew", "catch_up")


def test_actions_round_trip_through_json():
    game = usa("Ann", "Bob")
    for data in (claim("usa:atlanta-miami:0", colour="red"), {"type": "drew", "what": "tickets"},
                 {"type": "catch_up", "player": "Bob"}, {"type": "ticket", "ticket": "x"},
                 {"type": "tickets_done"}, {"type": "station", "city": "paris"}):
        action = game.codec.decode(data)
        assert game.codec.decode(action.to_json()) == action


def test_snapshot_is_json():
    game = finished_usa()
    play(game, {"type": "tickets_done"}, {"type": "tickets_done"})
    assert json.loads(json.dumps(game.snapshot())) == game.snapshot()


@pytest.mark.parametrize("options, sentence", [
    ({"players": ["Ann"]}, "Ticket to Ride (USA) is for 2 to 5 players, not 1."),
    ({"players": ["Ann", "Bob"], "colours": ["red"]}, "Give one colour per player, in seat order (2 colours)."),
    ({"players": ["Ann", "Bob"], "colours": ["red", "purple"]},
     "'purple' is not a Ticket to Ride player colour; the colours are red, green, blue, black and yellow."),
    ({"players": ["Ann", "Bob"], "colours": ["red", "red"]},
     "Two players have the same colour; give each player a different colour."),
    ({"players": ["Ann", "Bob"], "speed": 3}, "Ticket to Ride (USA) has no option named 'speed'."),
])
def test_bad_options_are_refused(options, sentence):
    with pytest.raises(RuleError) as error:
        create("ttr-usa", options)
    assert error.value.sentence == sentence
