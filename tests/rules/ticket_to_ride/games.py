"""Small helpers that play Ticket to Ride games for the tests."""

from rules.registry import create

SIXES = ["usa:calgary-winnipeg:0", "usa:duluth-helena:0", "usa:duluth-toronto:0", "usa:el_paso-houston:0",
         "usa:el_paso-los_angeles:0", "usa:helena-seattle:0", "usa:miami-new_orleans:0"]  # 7 × 6 = 42 trains


def usa(*names, **options):
    return create("ttr-usa", {"players": list(names), **options})


def play(game, *actions):
    for action in actions:
        game.apply_json(action)
    return game


def claim(route, **who):
    return {"type": "claim", "route": route, **who}


DREW = {"type": "drew"}


def finished_usa():
    """Ann claims the seven 6-long routes and Atlanta–Nashville (2 trains left: the end trigger) while
    Bob draws; Bob claims New York–Pittsburgh on his last turn, Ann draws on hers."""
    game = usa("Ann", "Bob")
    for route in SIXES:
        play(game, claim(route), DREW)
    play(game, claim("usa:atlanta-nashville:0"))  # 2 left: trigger
    play(game, claim("usa:new_york-pittsburgh:0"))  # Bob's last turn
    play(game, DREW)  # Ann's last turn
    return game


