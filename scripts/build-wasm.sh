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
python3 scripts/pack-lists.py www/data/lists.txt
cargo build --lib --profile wasm --no-default-features --features page-engine --target wasm32-unknown-unknown
wasm-bindgen --target web --remove-name-section --out-dir www/pkg \
  target/wasm32-unknown-unknown/wasm/blackbar.wasm
cargo build --lib --profile wasm --no-default-features --features page-audit --target wasm32-unknown-unknown
wasm-bindgen --target web --remove-name-section --out-dir www/pkg --out-name blackbar_audit \
  target/wasm32-unknown-unknown/wasm/blackbar.wasm
echo "build: www/pkg/blackbar_bg.wasm $(stat -c %s www/pkg/blackbar_bg.wasm) bytes, $(gzip -9c www/pkg/blackbar_bg.wasm | wc -c) gzip;" \
  "www/pkg/blackbar_audit_bg.wasm $(stat -c %s www/pkg/blackbar_audit_bg.wasm) bytes, $(gzip -9c www/pkg/blackbar_audit_bg.wasm | wc -c) gzip;" \
  "www/data/lists.txt $(stat -c %s www/data/lists.txt) bytes, $(gzip -9c www/data/lists.txt | wc -c) gzip" >&2
