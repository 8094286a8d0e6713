from hypothesis import given
from hypothesis import strategies as st

from drivers.scan_lines import DAMAGED, TOO_LONG, LineAssembler, Problem, Reading, clean


def feed_all(chunks, max_line=512):
    assembler = LineAssembler(max_line)
    results = []
    for chunk in chunks:
        results += assembler.feed(chunk)
    return results


def test_every_line_ending_ends_a_reading():
    assert feed_all([b"A\rB\nC\r\nD\n\r"]) == [Reading("A"), Reading("B"), Reading("C"), Reading("D")]


def test_a_reading_without_its_ending_is_held_back():
    assembler = LineAssembler()
    assert assembler.feed(b"RTC1:1846") == []
    assert assembler.feed(b":minor:MS\r") == [Reading("RTC1:1846:minor:MS")]


def test_aim_prefixes_are_removed_only_at_the_start():
    assert clean(b"]Q1RTC1:x") == Reading("RTC1:x")
    assert clean(b"]d2RTC1:x") == Reading("RTC1:x")
    assert clean(b"]C0abc]Q1") == Reading("abc]Q1")
    assert clean(b"]Q1") is None


def test_noise_around_a_reading_is_dropped_and_noise_inside_refused():
    assert clean(b"\x00\xff\x13 RTC1:x \x7f") == Reading("RTC1:x")
    assert clean(b"RTC1:\xff:x") == Problem(DAMAGED)
    assert clean(b"RTC1:\x01x") == Problem(DAMAGED)
    assert clean(b"\x00\x00\xfe") is None


def test_an_overlong_line_is_one_problem_and_the_next_line_is_read():
    results = feed_all([b"x" * 300, b"y" * 300, b"\r\nRTC1:ok\r\n"], max_line=512)
    assert results == [Problem(TOO_LONG), Reading("RTC1:ok")]


# Printable ASCII without "]", so no reading looks like an AIM prefix.
texts = st.lists(st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E, blacklist_characters="]"),
                         min_size=1, max_size=40), max_size=20)


@given(texts, st.sampled_from([b"\r", b"\n", b"\r\n"]), st.data())
def test_any_split_of_the_stream_gives_the_same_readings(lines, ending, data):
    stream = b"".join(line.encode() + ending for line in lines)
    cuts = sorted(data.draw(st.lists(st.integers(0, len(stream)), max_size=10)))
    chunks = [stream[a:b] for a, b in zip([0, *cuts], [*cuts, len(stream)], strict=True)]
    assert feed_all(chunks) == [Reading(line) for line in lines]
