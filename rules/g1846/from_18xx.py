"""Translate actions recorded on 18xx.games into this engine's table actions.

18xx.games records what a player clicked; the bank engine wants what happened to the money. Three
things need care:

* Ids. 18xx.games names shares (``NYC_3``), trains (``4-2``) and tiles (``619-2``); the translator
  remembers which shares sit in a treasury (only issues, redemptions and treasury purchases move
  them, always by id; a presidency swap can hide which id went to the market, never the treasury),
  which corporation owns which train, and which hex holds which tile, to tell a market purchase from
  a treasury one, a train bought from another corporation from one bought from the bank, and where a
  token went.
* Costs and revenues come from the annotations (the map is not modelled), except what a private
  company's own tile lay cost its owner, which the annotations leave out (see ``ability_lay_cost``).
* 18xx.games moves on by itself between recorded actions; ``auto_18xx`` supplies those steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.g1846.facts import facts
from rules.g1846.table import DraftRound, GameState, OperatingRound, StockRound

DIVIDEND_KINDS = {"payout": "full", "half": "half", "withhold": "withhold"}
# No money moves: private markers placed, chat, and programmed actions (their automatic actions count).
IGNORED = {"assign", "message", "log", "undo", "redo"}
MINOR_TRAINS = {"2-0": "MS", "2-1": "BIG4"}


@dataclass
class Annotations:
    """What a bank-only engine cannot know, from ``<game>.annotations.json``."""

    players: list[dict[str, Any]]
    optional_rules: list[str]
    removed_corporations: list[str]
    removed_privates: list[str]
    actions: list[int]
    revenue: dict[int, int]
    cost: dict[int, int]

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Annotations:
        setup = data.get("setup", {})
        return cls(
            players=list(data["players"]),
            optional_rules=list(data.get("optional_rules", [])),
            removed_corporations=list(setup.get("removed_corporations", [])),
            removed_privates=list(setup.get("removed_privates", [])),
            actions=[int(i) for i in data["actions"]],
            revenue={int(k): int(v) for k, v in data.get("revenue", {}).items()},
            cost={int(k): int(v) for k, v in data.get("cost", {}).items()},
        )

    def options(self) -> dict[str, Any]:
        return {
            "players": [p["name"] for p in self.players],
            "edition": "first" if "first_ed" in self.optional_rules else "second",
            "removed_corporations": self.removed_corporations,
            "removed_privates": self.removed_privates,
        }

    def name_of(self, player_id: Any) -> str:
        for player in self.players:
            if str(player["id"]) == str(player_id):
                return str(player["name"])
        raise KeyError(f"no player with id {player_id!r}")


@dataclass
class Tracker:
    """What the translator remembers about 18xx.games ids while a game is replayed."""

    treasury_shares: dict[str, set[str]] = field(default_factory=dict)
    train_owner: dict[str, str] = field(default_factory=lambda: dict(MINOR_TRAINS))
    train_name: dict[str, str] = field(default_factory=lambda: {k: "2" for k in MINOR_TRAINS})
    tile_hex: dict[str, str] = field(default_factory=dict)

    def in_treasury(self, corp: str) -> set[str]:
        return self.treasury_shares.setdefault(corp, {f"{corp}_{i}" for i in range(1, 9)})


def _corp_of_share(share_id: str) -> str:
    return share_id.rsplit("_", 1)[0]


def _count(action: dict[str, Any]) -> int:
    return int(action.get("percent", 10 * len(action.get("shares", [])))) // 10


def _city_hex(tracker: Tracker, city: str) -> str | None:
    tile = city.rsplit("-", 1)[0]
    if tile in tracker.tile_hex:
        return tracker.tile_hex[tile]
    head = tile.split("-", 1)[0]
    return head if head[:1].isalpha() else None


def is_emergency_issue(state: GameState, action: dict[str, Any]) -> bool:
    """A corporation's share sale is a forced-purchase issue when it did not fetch one column left."""
    sym = action["entity"]
    rnd = state.round
    if isinstance(rnd, OperatingRound) and rnd.turn is not None and rnd.turn.operator == sym:
        if rnd.turn.step == "trains":
            return True
    if "share_price" not in action or not state.market.has(sym):
        return False
    return int(action["share_price"]) != state.market.relative_price(sym, -1)


def expand(action: dict[str, Any]) -> list[dict[str, Any]]:
    """A recorded action as the actions it stands for: a programmed action stands for its automatic ones."""
    autos = action.get("auto_actions")
    if autos:
        return [{**auto, "id": action["id"]} for auto in autos]
    return [action]


def is_bookkeeping(action: dict[str, Any]) -> bool:
    kind = action["type"]
    return kind in IGNORED or kind.startswith("program_")


def translate(action: dict[str, Any], state: GameState, tracker: Tracker, notes: Annotations) -> list[dict[str, Any]]:
    kind = action["type"]
    entity_type = action.get("entity_type")
    entity = action.get("entity")
    if is_bookkeeping(action):
        return []
    if kind == "bid":
        company = action["company"]
        private = None if company.startswith("Pass") else company
        return [{"type": "draft_pick", "player": notes.name_of(entity), "private": private}]
    if kind == "pass":
        if entity_type != "player":
            return []
        if isinstance(state.round, DraftRound):
            return [{"type": "draft_pass", "player": notes.name_of(entity)}]
        if isinstance(state.round, StockRound):
            return [{"type": "pass", "player": notes.name_of(entity)}]
        return []
    if kind == "par":
        price = int(str(action["share_price"]).split(",")[0])
        return [{"type": "par", "player": notes.name_of(entity), "corporation": action["corporation"], "price": price}]
    if kind == "buy_shares":
        return _buy_shares(action, state, tracker, notes)
    if kind == "sell_shares":
        return _sell_shares(action, tracker, notes)
    if kind == "lay_tile":
        return _lay_tile(action, state, tracker, notes)
    if kind == "place_token":
        return _place_token(action, state, tracker, notes)
    if kind == "run_routes":
        revenue = notes.revenue.get(int(action["id"]), 0)
        revenues = [revenue] if action.get("routes") else []
        return [{"type": "run_trains", "corporation": entity, "revenues": revenues}]
    if kind == "dividend":
        rnd = state.round
        if isinstance(rnd, OperatingRound) and rnd.turn is not None and rnd.turn.step == "dividend":
            return [{"type": "dividend", "corporation": entity, "kind": DIVIDEND_KINDS[action["kind"]]}]
        return []
    if kind == "buy_train":
        return _buy_train(action, tracker)
    if kind == "discard_train":
        train = action["train"]
        tracker.train_owner.pop(train, None)
        return [{"type": "discard_train", "corporation": entity, "train": tracker.train_name.get(train, train.split("-")[0])}]
    if kind == "buy_company":
        company = action["company"]
        for train, owner in list(tracker.train_owner.items()):
            if owner == company:
                tracker.train_owner[train] = entity
        return [{"type": "buy_private", "corporation": entity, "private": company, "price": int(action["price"])}]
    if kind == "bankrupt":
        corp = state.corporations[entity]
        return [{"type": "declare_bankruptcy", "player": corp.president}]
    if kind == "end_game":
        return [{"type": "end_game"}]
    raise ValueError(f"an 18xx.games action of type {kind!r} cannot be replayed")


def _buy_shares(action: dict[str, Any], state: GameState, tracker: Tracker, notes: Annotations) -> list[dict[str, Any]]:
    shares = list(action.get("shares", []))
    corp = _corp_of_share(shares[0])
    treasury = tracker.in_treasury(corp)
    if action.get("entity_type") == "corporation":
        treasury.update(shares)
        return [{"type": "redeem_shares", "corporation": action["entity"], "count": _count(action)}]
    source = "treasury" if any(s in treasury for s in shares) else "market"
    treasury.difference_update(shares)
    return [{"type": "buy_share", "player": notes.name_of(action["entity"]), "corporation": corp, "source": source}]


def _sell_shares(action: dict[str, Any], tracker: Tracker, notes: Annotations) -> list[dict[str, Any]]:
    shares = list(action.get("shares", []))
    corp = _corp_of_share(shares[0])
    if action.get("entity_type") == "corporation":
        tracker.in_treasury(corp).difference_update(shares)
        return [{"type": "issue_shares", "corporation": action["entity"], "count": _count(action)}]
    return [{"type": "sell_shares", "player": notes.name_of(action["entity"]), "corporation": corp,
             "count": _count(action)}]


def _company_owner(state: GameState, company: str) -> str:
    owner = state.privates[company].owner or ""
    return owner.split(":", 1)[1]


# Neighbour across each hexside, as (row, column) offsets on the printed map (rows are letters).
EDGE_OFFSETS = {0: (1, -1), 1: (0, -2), 2: (-1, -1), 3: (-1, 1), 4: (0, 2), 5: (1, 1)}


def neighbour(hex_id: str, edge: int) -> str:
    row, col = EDGE_OFFSETS[edge]
    return f"{chr(ord(hex_id[0]) + row)}{int(hex_id[1:]) + col}"


def ability_lay_cost(tracker: Tracker, hex_id: str, company: str) -> int:
    """The annotations give no cost for a private company's lay; estimate what the owner paid.

    Free abilities cost nothing. A discounted one pays the $20 tile less its discount, plus each
    printed hexside cost whose neighbouring hex already holds track (18xx.games charges a hexside when
    track on both sides meets there; the translator cannot see the track, only that a tile is there).
    """
    f = facts()
    ability = f.private_abilities.get(company, {})
    if ability.get("free"):
        return 0
    cost = max(0, f.tile["base_cost"] - ability.get("discount", 0))
    for edge in f.hexes.get(hex_id, {}).get("edge_costs", []):
        other = neighbour(hex_id, edge["edge"])
        printed = f.hexes.get(other, {}).get("preprinted_color", "white") != "white"
        if printed or other in tracker.tile_hex.values():
            cost += edge["cost"]
    return cost


def _lay_tile(action: dict[str, Any], state: GameState, tracker: Tracker, notes: Annotations) -> list[dict[str, Any]]:
    tile = action["tile"]
    action_id = int(action["id"])
    if action_id in notes.cost:
        cost = notes.cost[action_id]
    elif action.get("entity_type") == "company":
        cost = ability_lay_cost(tracker, action["hex"], action["entity"])
    else:
        cost = 0
    tracker.tile_hex[tile] = action["hex"]
    lay: dict[str, Any] = {"type": "lay_track", "cost": cost, "hex": action["hex"]}
    if action.get("entity_type") == "company":
        lay.update(corporation=_company_owner(state, action["entity"]), private=action["entity"])
    else:
        lay["corporation"] = action["entity"]
    return [lay]


def _place_token(action: dict[str, Any], state: GameState, tracker: Tracker, notes: Annotations) -> list[dict[str, Any]]:
    cost = notes.cost.get(int(action["id"]), 0)
    token: dict[str, Any] = {"type": "place_token", "cost": cost, "hex": _city_hex(tracker, action["city"])}
    if action.get("entity_type") == "company":
        token.update(corporation=_company_owner(state, action["entity"]), private=action["entity"])
    else:
        token["corporation"] = action["entity"]
    return [token]


def _buy_train(action: dict[str, Any], tracker: Tracker) -> list[dict[str, Any]]:
    buyer = action["entity"]
    train = action["train"]
    name = action.get("variant") or tracker.train_name.get(train) or train.split("-")[0]
    seller = tracker.train_owner.get(train)
    tracker.train_owner[train] = buyer
    tracker.train_name[train] = name
    buy: dict[str, Any] = {"type": "buy_train", "corporation": buyer, "train": name, "price": int(action["price"])}
    buy["source"] = seller if seller is not None and seller != buyer else "bank"
    return [buy]
