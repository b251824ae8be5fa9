#!/usr/bin/env bash
# make fuzz: runs every cargo-fuzz target in fuzz/ for a bounded time and keeps what it finds. Not a test.
#   FUZZ_SECONDS=60        seconds per target (default 60)
#   FUZZ_TARGETS="a b"     only these targets (default: every target `cargo fuzz list` names)
#   FUZZ_MAX_LEN=65536     largest input libFuzzer generates, in bytes
# Installs what is missing: the nightly toolchain (rustup) and cargo-fuzz (`cargo install cargo-fuzz`).
# Inputs that grow coverage go to fuzz/corpus/TARGET (not committed; the committed seeds are fuzz/seeds/TARGET).
# A crash, panic, timeout (an input taking over FUZZ_TIMEOUT seconds, default 10: a sign of superlinear time) or
# out-of-memory is saved as fuzz/artifacts/TARGET/crash-* (or timeout-*, oom-*); reproduce with
# `cargo +nightly fuzz run TARGET fuzz/artifacts/TARGET/crash-...`, then add the input to tests/data/regressions.txt.
# Exit status 1 when any target found something. Leak detection is off: the gazetteers build 'static tables once
# (src/gazetteer.rs leaks their keys on purpose), which LeakSanitizer reports on the first input of every run.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
say() { echo "fuzz: $*" >&2; }
seconds="${FUZZ_SECONDS:-60}"
max_len="${FUZZ_MAX_LEN:-65536}"
timeout="${FUZZ_TIMEOUT:-10}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

rustup toolchain list | grep -q '^nightly' || { say "installing the nightly toolchain"; rustup toolchain install nightly --profile minimal || exit 1; }
command -v cargo-fuzz >/dev/null || { say "installing cargo-fuzz (a few minutes, once)"; cargo install cargo-fuzz || exit 1; }

cd fuzz
targets="${FUZZ_TARGETS:-$(cargo +nightly fuzz list)}"
say "building the targets (sanitizer build, once)"
cargo +nightly fuzz build -O || exit 1

found=()
for t in $targets; do
  mkdir -p "corpus/$t" "artifacts/$t"
  say "$t: ${seconds} s"
  before=$(ls "artifacts/$t" | wc -l)
  cargo +nightly fuzz run -O "$t" "corpus/$t" "seeds/$t" -- \
    -max_total_time="$seconds" -max_len="$max_len" -timeout="$timeout" -rss_limit_mb=2048 -print_final_stats=1 \
    -detect_leaks=0 \
    2> "artifacts/$t.log"
  status=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs)' "artifacts/$t.log" | sed "s/^/fuzz: $t: /" >&2
  after=$(ls "artifacts/$t" | wc -l)
  if [ "$status" != 0 ] || [ "$after" != "$before" ]; then
    say "$t: FOUND SOMETHING (exit $status); see fuzz/artifacts/$t.log and fuzz/artifacts/$t/"
    found+=("$t")
  fi
done
if [ "${#found[@]}" != 0 ]; then say "targets with findings: ${found[*]}"; exit 1; fi
say "no crash, panic, timeout or OOM in: $(echo $targets)"
