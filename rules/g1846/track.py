"""Track and token costs (§6.4-6.5): the table says what a lay or a token cost; the bank checks it.

The companion does not know the tiles on the board, so a lay is checked against every amount that
can be legal: $20 (or the printed terrain cost when greater, for the first tile on the hex) plus any
of the hex's printed hexside costs (paid by whoever completes the connection), less the owning
corporation's discounts (Tunnel Blasting $20 on mountain terrain and each mountain hexside; IC's
free yellow tiles on its five hexes; Little Miami's $20). With no hex given, any amount legal on some
hex is accepted. Michigan Central, Ohio & Indiana and Lake Shore Line lays are free.

A private company's extra tile or token may be used at any time in the owner's turn (§6.93); the
normal two tiles and one token come before running.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from rules.core import BANK, RuleError
from rules.g1846.facts import facts
from rules.g1846.table import GameState, Turn

LAYS_PER_TURN = 2


def _subset_sums(costs: list[int]) -> set[int]:
    sums = set()
    for size in range(len(costs) + 1):
        for chosen in combinations(costs, size):
            sums.add(sum(chosen))
    return sums


@cache
def hex_costs(hex_id: str, tunnel_blasting: bool, ic_free: bool, discount: int) -> frozenset[int]:
    f = facts()
    info = f.hexes.get(hex_id, {})
    base = f.tile["base_cost"]
    reduction = f.private_abilities["TBC"]["discount"] if tunnel_blasting else 0
    terrain = info.get("terrain_cost")
    tile_options = {base}
    if terrain:
        cost = terrain["cost"] - (reduction if terrain["terrain"] == "mountain" else 0)
        tile_options.add(max(base, cost) if not reduction else max(0, cost))
    if ic_free:
        tile_options.add(0)
    edges = [e["cost"] - (reduction if e["type"] == "mountain" else 0) for e in info.get("edge_costs", [])]
    sums = _subset_sums([max(0, e) for e in edges])
    return frozenset(max(0, t + s - discount) for t in tile_options for s in sums)


def legal_tile_costs(state: GameState, operator: str, hex_id: str | None, private: str | None) -> set[int]:
    f = facts()
    owned = _owned_privates(state, operator)
    tunnel = "TBC" in owned
    if private is not None:
        ability = f.private_abilities.get(private, {})
        if ability.get("free"):
            return {0}
        discount = ability.get("discount", 0)
        hexes = [hex_id] if hex_id else ability["hexes"]
        return set().union(*(hex_costs(h, tunnel, False, discount) for h in hexes))
    free_hexes = f.tile["free_yellow_for"].get(operator, [])
    hexes = [hex_id] if hex_id else list(f.hexes)
    return set().union(*(hex_costs(h, tunnel, h in free_hexes, 0) for h in hexes))


def legal_token_costs(state: GameState, operator: str, hex_id: str | None, private: str | None) -> set[int]:
    f = facts()
    if private is not None:
        return set(f.private_abilities[private]["costs"])
    costs = {f.token["cost"]}
    reserved = f.token["reserved"].get(operator)
    if reserved and (hex_id is None or hex_id == reserved["hex"]):
        costs.update(reserved["costs"])
    return costs


def _owned_privates(state: GameState, operator: str) -> set[str]:
    corp = state.corporations.get(operator)
    return set(corp.privates) if corp else set()


def _check_private(state: GameState, operator: str, private: str, kind: str, hex_id: str | None) -> None:
    f = facts()
    ability = f.private_abilities.get(private)
    if ability is None or ability["kind"] != kind:
        what = "lay track" if kind == "tile" else "place a token"
        raise RuleError(f"{private} has no ability to {what}.")
    if private not in _owned_privates(state, operator) or state.privates[private].closed:
        raise RuleError(f"{operator} does not own {private}, so it cannot use its ability.")
    if hex_id is not None and hex_id not in ability["hexes"]:
        raise RuleError(f"{private}'s ability is for {' and '.join(ability['hexes'])}, not {hex_id}.")
    if state.privates[private].ability_uses >= ability["count"]:
        raise RuleError(f"{private}'s ability has already been used up.")
    if "from_phase" in ability and state.phase < facts().phase_index(ability["from_phase"]):
        raise RuleError(f"{private}'s ability can be used from phase {ability['from_phase']} on.")
    blocked = ability.get("not_with_token_in")
    corp = state.corporations.get(operator)
    if blocked and corp is not None and blocked in corp.token_places:
        raise RuleError(f"{operator} already has a token in {blocked}, so {private}'s extra token cannot be used.")


def _check_reserved_hex(state: GameState, hex_id: str | None) -> None:
    """Michigan Central's and Ohio & Indiana's hexes stay closed to others while a player owns them."""
    if hex_id is None:
        return
    for sym, ability in facts().private_abilities.items():
        private = state.privates.get(sym)
        if (ability.get("reserves_hexes") and hex_id in ability["hexes"] and private is not None
                and not private.closed and private.owner is not None and private.owner.startswith("player:")):
            raise RuleError(f"{hex_id} is reserved for {sym} until a corporation buys it.")


def _check_cost(cost: int, legal: set[int], what: str) -> None:
    if cost not in legal:
        amounts = ", ".join(f"${c}" for c in sorted(legal))
        raise RuleError(f"${cost} is not a legal cost for {what}; it can be {amounts}.")


def lay_track(state: GameState, turn: Turn, account: str, cost: int, hex_id: str | None, private: str | None) -> None:
    operator = turn.operator
    where = f" on {hex_id}" if hex_id else ""
    if hex_id is not None and hex_id not in facts().hexes:
        raise RuleError(f"There is no hex {hex_id} on the 1846 map.")
    if private is not None:
        _check_private(state, operator, private, "tile", hex_id)
    else:
        if turn.step != "track":
            raise RuleError(f"{operator} lays track before running its trains.")
        if turn.lays >= LAYS_PER_TURN:
            raise RuleError(f"{operator} has already laid {LAYS_PER_TURN} tiles this turn.")
        _check_reserved_hex(state, hex_id)
    _check_cost(cost, legal_tile_costs(state, operator, hex_id, private), f"a tile{where}")
    cash = state.cash(account)
    if cash < cost:
        raise RuleError(f"{operator} has ${cash} but the tile costs ${cost}.")
    if private is not None:
        state.privates[private].ability_uses += 1
    else:
        turn.lays += 1
    state.money.pay(account, BANK, cost, f"{operator} lays track{where}")
    using = f" using {private}" if private else ""
    state.note(f"{operator} lays track{where}{using} for ${cost}.")


def place_token(state: GameState, turn: Turn, cost: int, hex_id: str | None, private: str | None) -> None:
    operator = turn.operator
    corp = state.corporations.get(operator)
    if corp is None:
        raise RuleError(f"{operator} has no tokens to place.")
    if private is not None:
        _check_private(state, operator, private, "token", hex_id)
    else:
        if turn.step != "track":
            raise RuleError(f"{operator} places tokens before running its trains.")
        if turn.token_placed:
            raise RuleError(f"{operator} has already placed a token this turn.")
        if corp.tokens_used >= corp.tokens:
            raise RuleError(f"{operator} has no tokens left.")
    where = f" in {hex_id}" if hex_id else ""
    _check_cost(cost, legal_token_costs(state, operator, hex_id, private), f"a {operator} token{where}")
    cash = state.cash(corp.account)
    if cash < cost:
        raise RuleError(f"{operator} has ${cash} but the token costs ${cost}.")
    if private is not None:
        state.privates[private].ability_uses += 1
    else:
        turn.token_placed = True
        corp.tokens_used += 1
    corp.token_places.append(hex_id or "?")
    state.money.pay(corp.account, BANK, cost, f"{operator} places a token{where}")
    state.note(f"{operator} places a token{where} for ${cost}.")
