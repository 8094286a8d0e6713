# One command to run the table, one to test it. Both create .venv and install on first use.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test bench lint clean system-deps

run: $(STAMP)
	$(BIN)/companion play

test: $(STAMP) system-deps
	$(BIN)/python -m pytest -q -m "not soak"

bench: $(STAMP)
	$(BIN)/python -m bench

lint: $(STAMP)
	$(BIN)/ruff check .

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

# Debian packages the tests need (headless Chromium for the browser scoreboard test).
system-deps:
	@sh scripts/system-deps.sh

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info
