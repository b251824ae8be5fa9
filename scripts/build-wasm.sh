#!/usr/bin/env bash
# Builds the core for wasm32 and writes the ES-module glue and the .wasm to www/pkg, and the name and place lists the
# page fetches after first paint to www/data/lists.txt (neither is committed).
# The wasm is built with Cargo.toml's `wasm` profile (release, optimised for size) and without the compiled-in lists
# (feature `embedded-lists` off: src/lists.rs); the CLI keeps both. wasm-pack is not used (see wasm-pack.toml).
# Two wasm modules: the main page's (feature `page-engine`, src/wasm.rs: www/pkg/blackbar*) and the audit page's
# (feature `page-audit`, src/wasm_audit.rs: www/pkg/blackbar_audit*), so that neither page loads the other's code.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

# A step whose inputs are unchanged since it last ran is skipped, so that `make build` with nothing changed is a no-op
# (each wasm module otherwise relinks: the two feature sets share cargo's one output file). The stamp of a step is a
# hash of every file it reads (src/ without the CLI's files), the tools' versions and the cargo/rust environment,
# kept in target/build-stamps/.
stamps=target/build-stamps
mkdir -p "$stamps"
stamp() {
  { find "$@" -type f -not -path 'src/cli/*' -not -path src/main.rs -print0 | sort -z | xargs -0 sha256sum
    rustc -V; wasm-bindgen --version; env | grep -E '^(CARGO|RUSTFLAGS|RUSTC)' | sort || true
  } | sha256sum | cut -d' ' -f1
}
# fresh NAME KEY OUTPUT...: true when step NAME last ran with KEY and its outputs exist.
fresh() {
  local name=$1 key=$2; shift 2
  [ "$(cat "$stamps/$name" 2>/dev/null)" = "$key" ] || return 1
  for f in "$@"; do [ -f "$f" ] || return 1; done
}

key=$(stamp scripts/pack-lists.py data)
if fresh lists "$key" www/data/lists.txt; then
  echo "build: www/data/lists.txt unchanged" >&2
else
  python3 scripts/pack-lists.py www/data/lists.txt
  echo "$key" >"$stamps/lists"
fi

inputs=(src data Cargo.toml Cargo.lock scripts/build-wasm.sh)
# wasm FEATURE OUT_NAME: the wasm module of one page.
wasm() {
  local key
  key=$(stamp "${inputs[@]}")
  if fresh "$2" "$key" "www/pkg/$2.js" "www/pkg/$2_bg.wasm"; then
    echo "build: www/pkg/$2* unchanged" >&2
    return
  fi
  cargo build --lib --profile wasm --no-default-features --features "$1" --target wasm32-unknown-unknown
  wasm-bindgen --target web --remove-name-section --out-dir www/pkg --out-name "$2" \
    target/wasm32-unknown-unknown/wasm/blackbar.wasm
  echo "$key" >"$stamps/$2"
}
wasm page-engine blackbar
wasm page-audit blackbar_audit
echo "build: www/pkg/blackbar_bg.wasm $(stat -c %s www/pkg/blackbar_bg.wasm) bytes, $(gzip -9c www/pkg/blackbar_bg.wasm | wc -c) gzip;" \
  "www/pkg/blackbar_audit_bg.wasm $(stat -c %s www/pkg/blackbar_audit_bg.wasm) bytes, $(gzip -9c www/pkg/blackbar_audit_bg.wasm | wc -c) gzip;" \
  "www/data/lists.txt $(stat -c %s www/data/lists.txt) bytes, $(gzip -9c www/data/lists.txt | wc -c) gzip" >&2
