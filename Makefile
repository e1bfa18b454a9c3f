# Oh Pshaw. `make play` and `make test` set up .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: play test test-quick lint bench dist dist-onefile clean

$(VENV)/.installed: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

# The packaging tools go on top of the dev tools in the same .venv.
$(VENV)/.dist-installed: $(VENV)/.installed requirements-dist.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dist.txt
	touch $@

play: $(VENV)/.installed
	$(PY) main.py play

lint: $(VENV)/.installed
	$(PY) -m ruff check .
	$(PY) -m mypy --strict game/ saves/ ui/ cli/ bot_runtime/ selftest/ devtools/ main.py

test: lint
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q

# The quick tests alone, while working: everything but the ones marked slow.
test-quick: $(VENV)/.installed
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -m "not slow"

bench: $(VENV)/.installed
	$(PY) main.py bench engine

# The packaged program for this OS: dist/ohpshaw/ohpshaw and its archive (see README).
dist: $(VENV)/.dist-installed
	rm -rf build dist
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN build.spec
	$(PY) tools/archive.py

# A single-file program (dist/ohpshaw-onefile): unpacks itself at every start.
dist-onefile: $(VENV)/.dist-installed
	ONEFILE=1 $(PY) -m PyInstaller --noconfirm --log-level WARN build.spec

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist
