"""The ledger: conservation of money and refusal of overdrafts, by property tests."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.core import BANK, Ledger, RuleError

ACCOUNTS = ["bank", "ann", "bob", "prr", "pool"]

transfers = st.lists(
    st.tuples(st.sampled_from(ACCOUNTS), st.sampled_from(ACCOUNTS), st.integers(min_value=0, max_value=400)),
    max_size=60,
)
openings = st.fixed_dictionaries({name: st.integers(min_value=0, max_value=300) for name in ACCOUNTS})


@given(openings, transfers)
def test_random_transfers_conserve_money_and_refuse_overdrafts(start, moves):
    ledger = Ledger(start)
    total = sum(start.values())
    for src, dst, amount in moves:
        before = ledger.balances()
        history = len(ledger.history)
        if before[src] >= amount:
            ledger.transfer(src, dst, amount, "a test payment")
            assert ledger.balance(src) == before[src] - amount or src == dst
        else:
            with pytest.raises(RuleError) as refused:
                ledger.transfer(src, dst, amount, "a test payment")
            assert refused.value.sentence == f"{src} has ${before[src]} but a test payment needs ${amount}."
            assert ledger.balances() == before
            assert len(ledger.history) == history
        assert sum(ledger.balances().values()) == total
        ledger.check()


@given(transfers)
def test_an_unlimited_bank_records_what_it_paid(moves):
    ledger = Ledger({"ann": 0, "bob": 0, "prr": 0, "pool": 0}, unlimited=[BANK])
    for src, dst, amount in moves:
        if src != BANK and ledger.balance(src) < amount:
            continue
        ledger.transfer(src, dst, amount, "a payment")
    others = sum(v for k, v in ledger.balances().items() if k != BANK)
    paid_out = sum(t.amount for t in ledger.history if t.src == BANK and t.dst != BANK)
    received = sum(t.amount for t in ledger.history if t.dst == BANK and t.src != BANK)
    assert ledger.balance(BANK) == received - paid_out == -others
    ledger.check()


def test_labels_name_accounts_in_sentences():
    ledger = Ledger({"prr": 5}, labels={"prr": "The PRR treasury"}, unlimited=[BANK])
    with pytest.raises(RuleError, match=r"^The PRR treasury has \$5 but building in a forest needs \$6\.$"):
        ledger.transfer("prr", BANK, 6, "building in a forest")


def test_transfers_are_whole_non_negative_dollars_between_open_accounts():
    ledger = Ledger({"ann": 10, "bob": 0})
    with pytest.raises(ValueError):
        ledger.transfer("ann", "bob", -1, "x")
    with pytest.raises(TypeError):
        ledger.transfer("ann", "bob", 1.5, "x")  # type: ignore[arg-type]
    with pytest.raises(KeyError):
        ledger.transfer("ann", "carl", 1, "x")
    assert ledger.balances() == {"ann": 10, "bob": 0}
