#!/usr/bin/env bash
# Runs every test layer and fails if any layer fails or runs zero tests:
#   1. native unit tests, integration tests and doc tests (cargo test)
#   2. the wasm bindings under Node (wasm-bindgen-test-runner)
#   3. end-to-end tests of the page in headless Chromium (playwright-core + node:test)
#   4. the labelled data (tests/data/transcripts/check.py: markup, labels, check digits, controls; one pass a document)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
log=$(mktemp -d)
total_pass=0
total_fail=0

# cargo's "test result: ok. N passed; M failed" lines, summed.
cargo_counts() { awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } } END { print p+0, f+0 }' "$1"; }

layer() {
  local name="$1" pass="$2" fail="$3" status="$4"
  total_pass=$((total_pass + pass)); total_fail=$((total_fail + fail))
  if [ "$status" != 0 ] || [ "$fail" != 0 ]; then echo "test: $name FAILED ($pass passed, $fail failed)" >&2; exit 1; fi
  if [ "$pass" = 0 ]; then echo "test: $name ran zero tests" >&2; exit 1; fi
  echo "test: $name: $pass passed" >&2
}

run_cargo() {
  local name="$1"; shift
  local status=0
  "$@" 2>&1 | tee "$log/$name.log" || status=$?
  read -r p f < <(cargo_counts "$log/$name.log")
  layer "$name" "$p" "$f" "$status"
}

run_cargo "native unit tests" cargo test --lib
run_cargo "native integration tests" cargo test --test lib
run_cargo "doc tests" cargo test --doc
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  run_cargo "wasm tests (Node)" cargo test --target wasm32-unknown-unknown --test web

status=0
(cd e2e && node --test --test-concurrency=1 --test-reporter=tap ./*.test.mjs) 2>&1 | tee "$log/e2e.log" || status=$?
p=$(awk '/^# pass / { print $3 }' "$log/e2e.log" | tail -n 1)
f=$(awk '/^# fail / { print $3 }' "$log/e2e.log" | tail -n 1)
layer "end-to-end tests (Chromium)" "${p:-0}" "${f:-0}" "$status"

status=0
python3 tests/data/transcripts/check.py --quiet > "$log/data.log" 2>&1 || status=$?
cat "$log/data.log" >&2
n=$(awk '/^ok: / { print $2 }' "$log/data.log")
layer "labelled data (check.py)" "${n:-0}" "$([ "$status" = 0 ] && echo 0 || echo 1)" "$status"

echo "all layers: $total_pass passed, $total_fail failed"
