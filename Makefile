# Two commands for a newcomer: `make run` (the app, with a sample ordinance) and `make test`.
# Both create .venv when it is missing and install what they need.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
PORT   ?= 8501

.PHONY: run test test-fast lint eval bench system-deps sample clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[dev]"
	touch $(STAMP)

## Debian packages the full suite needs: chromium (browser tests), tesseract (OCR), postgresql (storage tests)
system-deps:
	bash scripts/system_deps.sh

## Serve the app on http://127.0.0.1:$(PORT) (8501 unless `make run PORT=8600`), the sample one click away
run: $(STAMP)
	$(BIN)/streamlit run app.py --server.address 127.0.0.1 --server.port $(PORT) --server.headless true

## Lint and the whole test suite (unit, app, storage on SQLite and PostgreSQL, browser)
test: $(STAMP) system-deps
	$(BIN)/ruff check .
	bash scripts/run_tests.sh

## The fast inner loop: unit, engine and segmentation tiers (no browser, no PostgreSQL, no app)
test-fast: $(STAMP)
	$(BIN)/ruff check .
	ORDINANCE_REVIEW_SKIP_PG=1 $(BIN)/python -m pytest -q -x tests/engine tests/segment tests/test_*.py

lint: $(STAMP)
	$(BIN)/ruff check .

## Accuracy on ../shared/devset, rendered into PDFs of several layouts (prints figures; never fails)
eval: $(STAMP)
	$(BIN)/python benchmarks/eval_devset.py

## Speed benchmarks (issue 19): the real CLI cold and warm next to raw pypdfium2 on 10/50/300/1000-page
## PDFs of distinct text, peak memory, app click latency at 500 and 2,500 provisions, OCR with 1 and N
## workers; then the stages
bench: $(STAMP)
	$(BIN)/python benchmarks/bench_cli.py
	$(BIN)/python benchmarks/bench_app.py
	$(BIN)/python benchmarks/bench_ocr.py
	$(BIN)/python benchmarks/bench_ingest.py
	$(BIN)/python benchmarks/bench_review.py
	$(BIN)/python benchmarks/bench_compare.py

## Rebuild the bundled sample PDF from its text
sample: $(STAMP)
	$(BIN)/python scripts/build_sample.py

clean:
	rm -rf $(VENV) artifacts .eval .pytest_cache .ruff_cache
