"""The command line's reading of what the operator types, for any engine (codec + state, no screen)."""

from __future__ import annotations

import pytest

from companion.ui import commands
from companion.ui.commands import CommandError, Meta, Submit
from companion.ui.state import ViewState
from rules.chicago_express.actions import Bid, Build
from rules.core.records import ActionCodec
from rules.g1846.actions import LayTrack, RunTrains
from rules.ticket_to_ride.actions import Claim, Drew

# Actions of three engines in one codec: the command line knows no game, only codecs and states.
CODEC = ActionCodec("Test", [Bid, Build, RunTrains, LayTrack, Drew])
STATE = ViewState({
    "game": "test",
    "snapshot": {
        "players": ["Ann", "Bob Smith"],
        "companies": {"PRR": {"income": 7}, "B&O": {"income": 6}},
        "corporations": [{"sym": "NYC"}, {"sym": "GT"}],
        "privates": [{"sym": "LSL"}, {"sym": "MAIL"}],
    },
    "prompt": {
        "actor": "Ann",
        "expects": ["build", "bid"],
        "details": {
            "operator": "NYC",
            "build": {"PRR": {"reachable": [{"hex": "A2", "name": "Chicago"}, {"hex": "D3", "name": "Fort Wayne"}]}},
        },
    },
})


def parse(text: str, state: ViewState = STATE) -> dict:
    parsed = commands.parse(text, CODEC, state)
    assert isinstance(parsed, Submit)
    return parsed.action


def test_positional_values_fill_the_fields_in_order_and_the_actor_is_inferred():
    assert parse("bid 7") == {"type": "bid", "player": "Ann", "amount": 7}
    assert parse("bid bob smith 8") == {"type": "bid", "player": "Bob Smith", "amount": 8}
    assert parse("bid $9") == {"type": "bid", "player": "Ann", "amount": 9}
    assert parse("bid amount=5 player=Ann") == {"type": "bid", "player": "Ann", "amount": 5}


def test_known_spellings_and_several_word_names():
    assert parse("build prr chicago fort wayne") == {"type": "build", "player": "Ann", "company": "PRR",
                                                     "hexes": ["A2", "D3"]}
    assert parse("build b&o Q3") == {"type": "build", "player": "Ann", "company": "B&O", "hexes": ["Q3"]}


def test_a_field_the_prompt_names_is_inferred_and_optional_fields_stay_out():
    assert parse("run_trains 80 60") == {"type": "run_trains", "corporation": "NYC", "revenues": [80, 60]}
    assert parse("run_trains GT") == {"type": "run_trains", "corporation": "GT"}
    assert parse("lay_track 20 B16") == {"type": "lay_track", "corporation": "NYC", "cost": 20, "hex": "B16"}
    assert parse("lay_track NYC 0 D14 LSL") == {"type": "lay_track", "corporation": "NYC", "cost": 0, "hex": "D14",
                                                "private": "LSL"}
    assert parse("drew") == {"type": "drew"}
    assert parse("drew tickets") == {"type": "drew", "what": "tickets"}
    assert parse("drew Bob Smith") == {"type": "drew", "player": "Bob Smith"}


def test_action_types_by_unique_prefix_and_json():
    assert parse("bu PRR A2")["type"] == "build"
    assert parse('{"type": "bid", "player": "Bob Smith", "amount": 3}') == {"type": "bid", "player": "Bob Smith",
                                                                           "amount": 3}


@pytest.mark.parametrize(("text", "sentence"), [
    ("", "Type an action, or press Ctrl+P for the command palette."),
    ("fly 3", "There is no action 'fly'; the table waits for build, bid."),
    ("bid", "bid needs a value for amount (bid [player] amount)."),
    ("bid lots", "In bid, amount must be a whole number, not 'lots'."),
    ("bid 7 8", "'8' is one value too many (bid [player] amount)."),
    ("drew everything", "In drew, what must be one of cards, tickets, not 'everything'."),
    ('bid "Ann', "A quote is not closed; close it or leave the quotes out."),
    ("{not json", "That is not valid JSON (column 2)."),
    ("/fly", "There is no table command /fly; the table commands are /undo, /redo, /confirm, /dismiss, /scan, "
             "/turn, /photo, /lay, /games, /quit."),
])
def test_what_cannot_be_read_is_one_sentence(text, sentence):
    with pytest.raises(CommandError) as error:
        commands.parse(text, CODEC, STATE)
    assert error.value.sentence == sentence


def test_table_commands():
    assert commands.parse("/undo", CODEC, STATE) == Meta("undo", ())
    assert commands.parse("/t build 2", CODEC, STATE) == Meta("turn", ("build", "2"))
    assert commands.parse("/scan RTC1:chicago-express:share:PRR:1", CODEC, STATE) == Meta(
        "scan", ("RTC1:chicago-express:share:PRR:1",))


def test_completion_of_the_last_word():
    def complete(text: str) -> str | None:
        return commands.complete(text, CODEC, STATE, {"turn": ["auction", "build"]})

    assert complete("b") == "build"  # what the table waits for comes first
    assert complete("build ") == "build PRR"  # the company before the (inferred) player
    assert complete("build p") == "build PRR"
    assert complete("build b") == "build B&O"  # the known spelling replaces what was typed
    assert complete("build PRR for") == "build PRR Fort Wayne"
    assert complete("build PRR fort w") == "build PRR Fort Wayne"
    assert complete("bid b") == "bid Bob Smith"
    assert complete("drew t") == "drew tickets"
    assert complete("run_trains ") == "run_trains NYC"  # the operating corporation first
    assert complete("/tu") == "/turn"
    assert complete("/turn b") == "/turn build"
    assert complete("bid 7") is None


def test_extra_names_from_a_dashboard():
    names = {"route": {"atlanta-miami": "usa:atlanta-miami:0"}}
    codec = ActionCodec("Routes", [Claim])
    parsed = commands.parse("claim Atlanta-Miami", codec, STATE, names)
    assert parsed == Submit({"type": "claim", "route": "usa:atlanta-miami:0"})
    assert commands.complete("claim atl", codec, STATE, names=names) == "claim atlanta-miami"


def test_hint_says_what_is_being_typed():
    hint = commands.hint("build PRR ", CODEC, STATE)
    assert hint.usage == "build [player] company hexes…"
    assert hint.field == "hexes"
    assert hint.choices[:4] == ("A2", "Chicago", "D3", "Fort Wayne")
    assert commands.hint("", CODEC, STATE).usage == "waiting for: build, bid"
    assert commands.hint("bid ", CODEC, STATE).doc.startswith("Raise the running auction to amount dollars")
