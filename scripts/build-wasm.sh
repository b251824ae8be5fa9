#!/usr/bin/env bash
# Builds the core for wasm32 and writes the ES-module glue and the .wasm to www/pkg (not committed).
# The build settings live here and in Cargo.toml's [profile.release]; wasm-pack is not used (see wasm-pack.toml).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --lib --release --target wasm32-unknown-unknown
wasm-bindgen --target web --remove-name-section --out-dir www/pkg \
  target/wasm32-unknown-unknown/release/blackbar.wasm
echo "build: www/pkg/blackbar_bg.wasm $(stat -c %s www/pkg/blackbar_bg.wasm) bytes, $(gzip -9c www/pkg/blackbar_bg.wasm | wc -c) gzip" >&2
