# The two commands of the README. Both install what is missing first, so a fresh machine needs nothing else.
#   make serve  build the page and serve it on http://127.0.0.1:8080
#   make test   every test layer: native, wasm under Node, end-to-end in headless Chromium
# Other targets: make build (www/pkg and www/data/lists.txt), make single (dist/blackbar.html, one file that works
# from file://), make cli (release CLI at target/release/blackbar), make bench (the benchmark, not a test:
# scripts/bench.py).

PORT ?= 8080
SHELL := /bin/bash

.PHONY: serve test build single cli bench fuzz bench-adversarial setup-build setup-test

serve: build
	@echo "blackbar: serving www/ at http://127.0.0.1:$(PORT)/ (Ctrl-C stops)"
	python3 scripts/serve.py $(PORT) --bind 127.0.0.1 --directory www

test: setup-test single
	scripts/test.sh

build: setup-build
	scripts/build-wasm.sh

single: build
	python3 scripts/single-file.py dist/blackbar.html

cli:
	cargo build --release --bin blackbar

# Not a test: native CLI and stages, wasm in Node/Chromium and the page, peers (openredaction, redact-pii, Presidio;
# installed into bench/ when missing), sizes (scripts/bench.py; table on the terminal, bench/results.json).
# Wasm figures and sizes use www/pkg and dist/ as `make single` builds them.
bench: single
	python3 scripts/bench.py

# Not a test: every cargo-fuzz target in fuzz/ for FUZZ_SECONDS each (default 60); findings in fuzz/artifacts/.
fuzz:
	scripts/fuzz.sh

# Not a test: each entry point on adversarial inputs of 10 KB, 100 KB and 1 MB; the 1 MB / 100 KB cost ratio.
bench-adversarial: cli
	python3 scripts/bench-adversarial.py

setup-build:
	scripts/setup.sh build

setup-test:
	scripts/setup.sh test
