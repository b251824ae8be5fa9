#!/usr/bin/env bash
# Installs what the build (and, with `test`, the tests) need and is missing. Idempotent: fast when all is there.
#   scripts/setup.sh build   rustup's wasm32 target, wasm-bindgen-cli at the version Cargo.toml pins
#   scripts/setup.sh test    the above, plus Debian's chromium + chromium-driver and the e2e npm packages
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-build}"
say() { echo "setup: $*" >&2; }

export PATH="$HOME/.cargo/bin:$PATH"
command -v cargo >/dev/null || { say "cargo is missing: install Rust with rustup first"; exit 1; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# The CLI must be exactly the version of the wasm-bindgen crate pinned in Cargo.toml (`=x.y.z`).
want=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"/\1/p' Cargo.toml)
[ -n "$want" ] || { say "Cargo.toml has no exact wasm-bindgen pin"; exit 1; }
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ] || ! command -v wasm-bindgen-test-runner >/dev/null; then
  say "installing wasm-bindgen-cli $want (had: ${have:-none}); this takes about 5 minutes once"
  # Not --locked: its lock file wants a webpki-roots version the registry here lacks (../shared/TOOLCHAIN.md).
  cargo install wasm-bindgen-cli --version "$want"
fi

[ "$what" = test ] || exit 0

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  say "installing Debian's chromium and chromium-driver"
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver fonts-noto-color-emoji >/dev/null
fi

command -v node >/dev/null || { say "node is missing (the e2e tests need Node.js 20 and npm)"; exit 1; }
if [ ! -f e2e/node_modules/.package-lock.json ] || [ e2e/package-lock.json -nt e2e/node_modules/.package-lock.json ]; then
  say "installing the e2e packages (npm ci)"
  (cd e2e && npm ci --no-audit --no-fund --loglevel=error)
fi
