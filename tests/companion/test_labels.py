"""`companion labels`: every code on every sheet is decoded back by zxing-cpp and parsed to its card."""

import io
import re
from collections import Counter

import pytest
import zxingcpp
from PIL import Image

from companion.cards import GAMES, CardError, catalogue, parse_card
from companion.cards.sheets import SheetLayout
from companion.cli import main


def decoded_cards(image, game):
    texts = [barcode.text for barcode in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)]
    return [parse_card(text, game) for text in texts]


@pytest.mark.parametrize("game", GAMES)
def test_png_sheets_round_trip_every_card(game, tmp_path, capsys):
    out = tmp_path / "labels.png"
    assert main(["labels", game, "--out", str(out)]) == 0
    written = [tmp_path / line for line in capsys.readouterr().out.split()]
    per_page = SheetLayout().per_page
    pages = (len(catalogue(game)) + per_page - 1) // per_page
    if pages == 1:
        assert written == [out]
    else:
        assert written == [tmp_path / f"labels-{n}.png" for n in range(1, pages + 1)]
        assert not out.exists()
    seen = Counter()
    for path in written:
        seen.update(decoded_cards(Image.open(path), game))
    assert seen == Counter(catalogue(game))  # every card exactly once


def jpeg_pages(pdf_bytes):
    """The page images of a PDF written by Pillow (one DCT-encoded image per page)."""
    return [Image.open(io.BytesIO(match.group(1)))
            for match in re.finditer(rb"stream\r?\n(\xff\xd8.*?\xff\xd9)\r?\nendstream", pdf_bytes, re.S)]


def test_pdf_sheets_round_trip_every_card(tmp_path, capsys):
    out = tmp_path / "cards.pdf"
    assert main(["labels", "1846", "--out", str(out)]) == 0
    assert capsys.readouterr().out.split() == [str(out)]
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    pages = jpeg_pages(data)
    assert len(pages) == len(re.findall(rb"/Type\s*/Page\b", data)) == 3  # 104 cards, 35 a page
    seen = Counter(card for page in pages for card in decoded_cards(page, "1846"))
    assert seen == Counter(catalogue("1846"))


@pytest.mark.parametrize("argv, sentence", [
    (["labels", "monopoly", "--out", "x.png"],
     "There is no game called 'monopoly'; the games are 1846, chicago-express, ttr-usa, ttr-europe."),
    (["labels", "1846", "--out", "x.jpg"], "The labels file must end in .png or .pdf."),
    (["labels", "1846", "--out", "/no/such/folder/x.png"], "There is no folder /no/such/folder to write the labels into."),
])
def test_bad_labels_requests_are_one_sentence(argv, sentence, capsys):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == sentence
    assert "Traceback" not in captured.err


def test_a_damaged_code_read_by_the_camera_is_refused():
    # A sticker whose check character does not match: zxing-cpp reads it fine, the parser refuses it.
    from companion.cards.sheets import qr_image

    good = catalogue("ttr-usa")[0].code
    damaged = good.replace("denver", "denvar")
    texts = [b.text for b in zxingcpp.read_barcodes(qr_image(damaged, SheetLayout()))]
    assert texts == [damaged]
    with pytest.raises(CardError) as refused:
        parse_card(texts[0], "ttr-usa")
    assert refused.value.sentence == "That card label is damaged (its check character does not match); scan it again or reprint it."
