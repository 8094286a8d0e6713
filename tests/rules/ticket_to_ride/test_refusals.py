"""Every refusal: the exact sentence, and the game exactly as it was before."""

import pytest

from rules.core.errors import RuleError
from rules.registry import create
from tests.rules.ticket_to_ride.games import DREW, SIXES, claim, finished_usa, play


def refused(game, action, sentence):
    before = game.snapshot()
    prompt = game.prompt()
    with pytest.raises(RuleError) as error:
        game.apply_json(action)
    assert error.value.sentence == sentence
    assert game.snapshot() == before
    assert game.prompt() == prompt


def game_of(game_id, count=2):
    return create(game_id, {"players": ["Ann", "Bob", "Cid", "Dee", "Eve"][:count]})


def test_a_route_already_claimed():
    game = play(game_of("ttr-usa"), claim("usa:atlanta-miami:0"))
    refused(game, claim("usa:atlanta-miami:0"), "Atlanta–Miami is already claimed by Ann.")


def test_both_routes_of_a_double_by_one_player():
    game = play(game_of("ttr-usa", 4), claim("usa:new_york-pittsburgh:0"), DREW, DREW, DREW)
    refused(game, claim("usa:new_york-pittsburgh:1"),
            "Ann already holds New York–Pittsburgh (green); one player may never claim both routes of a double.")


@pytest.mark.parametrize("players", [2, 3])
def test_the_second_of_a_double_with_two_or_three_players(players):
    game = play(game_of("ttr-usa", players), claim("usa:new_york-pittsburgh:0"))
    refused(game, claim("usa:new_york-pittsburgh:1"),
            "With 2 or 3 players only one route of a double is used, and Ann already holds New York–Pittsburgh (green).")


def test_the_second_of_a_double_is_open_to_another_player_with_four():
    game = play(game_of("ttr-usa", 4), claim("usa:new_york-pittsburgh:0"), claim("usa:new_york-pittsburgh:1"))
    assert game.snapshot()["players"][1]["claims"] == ["usa:new_york-pittsburgh:1"]


def test_a_route_longer_than_the_trains_left():
    game = game_of("ttr-usa")
    for route in SIXES:
        play(game, claim(route), DREW)
    refused(game, claim("usa:atlanta-miami:0"), "Atlanta–Miami needs 5 trains but Ann has only 3 left.")


def test_a_station_in_a_city_that_has_one():
    game = play(game_of("ttr-europe"), {"type": "station", "city": "paris"})
    refused(game, {"type": "station", "city": "paris"}, "Paris already has Ann's station; a city holds only one station.")


def test_a_fourth_station():
    game = game_of("ttr-europe")
    for city in ("paris", "wien", "roma"):
        play(game, {"type": "station", "city": city}, DREW)
    refused(game, {"type": "station", "city": "berlin"}, "Ann has already built all 3 stations.")


def test_a_station_on_the_usa_map():
    refused(game_of("ttr-usa"), {"type": "station", "city": "atlanta"},
            "There are no stations on the USA map; stations exist only on the Europe map.")


def test_a_station_in_an_unknown_city():
    refused(game_of("ttr-europe"), {"type": "station", "city": "atlantis"}, "'atlantis' is not a city of the Europe map.")


def test_a_ticket_not_in_this_maps_deck():
    game = game_of("ttr-europe")
    for route in ("eu:petrograd-stockholm:0", "eu:budapest-kyiv:0", "eu:palermo-smyrna:0", "eu:marseille-paris:0",
                  "eu:marseille-roma:0", "eu:brest-pamplona:0", "eu:pamplona-paris:0", "eu:barcelona-marseille:0"):
        play(game, claim(route), DREW)  # Ann: 8+6+6+4×5 = 40 trains, 5 left
    play(game, claim("eu:amsterdam-essen:0"))  # 2 left: the end trigger
    play(game, DREW, DREW)
    assert game.snapshot()["phase"] == "tickets"
    refused(game, {"type": "ticket", "ticket": "usa:ticket:denver-el_paso"},
            "'usa:ticket:denver-el_paso' is not a ticket of the Europe deck.")
    play(game, {"type": "ticket", "ticket": "eu:ticket:brest-petrograd"})
    refused(game, {"type": "ticket", "ticket": "eu:ticket:danzig-lisboa"},
            "Ann already has the long ticket Brest–Petrograd (20); each player is dealt only one.")


def test_a_ticket_registered_twice():
    game = play(finished_usa(), {"type": "ticket", "ticket": "usa:ticket:denver-el_paso"})
    refused(game, {"type": "ticket", "ticket": "usa:ticket:denver-el_paso"},
            "The ticket Denver–El Paso (4) is already registered to Ann.")
    refused(game, {"type": "ticket", "ticket": "usa:ticket:denver-el_paso", "player": "Bob"},
            "The ticket Denver–El Paso (4) is already registered to Ann.")


def test_an_out_of_turn_claim_is_never_accepted():
    game = game_of("ttr-usa", 3)
    refused(game, claim("usa:atlanta-miami:0", colour="green"),
            "It is Ann's turn, not Bob's; record Ann's draw turn first, or catch up to Bob if turns were missed.")
    refused(game, {"type": "station", "city": "paris", "player": "Cid"},
            "It is Ann's turn, not Cid's; record Ann's draw turn first, or catch up to Cid if turns were missed.")
    refused(game, {"type": "drew", "player": "Bob"},
            "It is Ann's turn, not Bob's; record Ann's draw turn first, or catch up to Bob if turns were missed.")


@pytest.mark.parametrize("who, sentence", [
    ({"colour": "purple"}, "Nobody plays purple in this game."),
    ({"colour": "black"}, "Nobody plays black in this game."),
    ({"player": "Zed"}, "There is no player called 'Zed' in this game."),
    ({"player": "Ann", "colour": "green"}, "Ann plays red, not green."),
])
def test_unknown_or_contradictory_players(who, sentence):
    refused(game_of("ttr-usa"), claim("usa:atlanta-miami:0", **who), sentence)


def test_an_unknown_route():
    refused(game_of("ttr-usa"), claim("eu:amsterdam-essen:0"), "'eu:amsterdam-essen:0' is not a route of the USA map.")


def test_catch_up_refusals():
    game = game_of("ttr-usa", 3)
    refused(game, {"type": "catch_up"}, "Say which player is really on turn (a name or a colour) to catch up to.")
    refused(game, {"type": "catch_up", "player": "Ann"}, "It is already Ann's turn.")
    for route in SIXES:
        play(game, claim(route), DREW, DREW)
    play(game, claim("usa:atlanta-nashville:0"), DREW)  # trigger by Ann; Bob used 1 of 3 last turns
    refused(game, {"type": "catch_up", "player": "Bob"},
            "The last round ends before Bob's turn; record the remaining turns one at a time.")


def test_actions_out_of_phase():
    game = game_of("ttr-usa")
    refused(game, {"type": "ticket", "ticket": "usa:ticket:denver-el_paso"},
            "Destination tickets are registered once play has ended.")
    refused(game, {"type": "tickets_done"}, "Destination tickets are registered once play has ended.")
    game = finished_usa()
    refused(game, claim("usa:atlanta-miami:0"), "Play has ended; register each player's destination tickets now.")
    refused(game, DREW, "Play has ended; register each player's destination tickets now.")
    play(game, {"type": "tickets_done"})
    refused(game, {"type": "ticket", "ticket": "usa:ticket:denver-el_paso", "player": "Ann"},
            "Ann's tickets are already closed.")
    play(game, {"type": "tickets_done"})
    refused(game, DREW, "The game is over and scored.")
    refused(game, {"type": "tickets_done"}, "The game is over and scored.")


@pytest.mark.parametrize("action, sentence", [
    ({"type": "fly"}, "Ticket to Ride has no action of type 'fly'."),
    ({"type": "claim"}, "A claim action needs a value for route."),
    ({"type": "drew", "what": "coffee"}, "In a drew action, what must be one of 'cards', 'tickets', not 'coffee'."),
])
def test_malformed_actions(action, sentence):
    refused(game_of("ttr-usa"), action, sentence)
