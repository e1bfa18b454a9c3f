# Oh Pshaw. `make play` and `make test` set up .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: play test lint bench clean

$(VENV)/.installed: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

play: $(VENV)/.installed
	$(PY) main.py play

lint: $(VENV)/.installed
	$(PY) -m ruff check .
	$(PY) -m mypy --strict game/ saves/

test: lint
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q

bench: $(VENV)/.installed
	$(PY) main.py bench engine

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
