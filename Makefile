# Oh Pshaw. `make play` sets up .venv with what the program needs and opens the table;
# `make test` adds the test tools, `make dist` the packaging tools, each on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip install --quiet --disable-pip-version-check

.PHONY: play test test-quick lint bench dist dist-onefile clean

# What the program needs to run (requirements.txt), and nothing else.
$(VENV)/.run: requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) -r requirements.txt
	touch $@

# The test tools: pytest (with xdist, to use every core), hypothesis, ruff, mypy.
$(VENV)/.test: $(VENV)/.run requirements-dev.txt
	$(PIP) -r requirements-dev.txt
	touch $@

# The packaging tools: PyInstaller and its hooks.
$(VENV)/.dist: $(VENV)/.run requirements-dist.txt
	$(PIP) -r requirements-dist.txt
	touch $@

play: $(VENV)/.run
	$(PY) main.py play

lint: $(VENV)/.test
	$(PY) -m ruff check .
	$(PY) -m mypy --strict game/ saves/ ui/ cli/ bot_runtime/ netplay/ selftest/ devtools/ main.py
	$(PY) -m devtools.import_cycles
	$(PY) -m devtools.layers

test: lint
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -n auto

# The quick tests alone, while working: everything but the ones marked slow.
test-quick: $(VENV)/.test
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -m "not slow"

bench: $(VENV)/.run
	$(PY) -m devtools bench engine

# The packaged program for this OS: dist/ohpshaw/ohpshaw, its licence notices and its archive
# (see docs/DEVELOPING.md).
dist: $(VENV)/.dist
	rm -rf build dist
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN build.spec
	$(PY) tools/notices.py dist/ohpshaw
	$(PY) tools/archive.py

# A single-file program (dist/ohpshaw-onefile): unpacks itself at every start. Its licence
# notices go beside it (dist/THIRD-PARTY-NOTICES, dist/LICENSE): ship them with it.
dist-onefile: $(VENV)/.dist
	ONEFILE=1 $(PY) -m PyInstaller --noconfirm --log-level WARN build.spec
	$(PY) tools/notices.py dist/ohpshaw-onefile

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist
