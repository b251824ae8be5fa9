// JavaScript peers for `make bench` (scripts/bench.py; not a test): runs one peer over every document of a gold
// JSON Lines corpus and prints one JSON object {peer, version, docs, bytes, seconds, first_ms}.
//
//   node bench/peers.mjs PEER FILE [--budget SECONDS]
//
// PEER is `openredaction` (OpenRedaction#detect, its default configuration) or `redact-pii` (SyncRedactor#redact,
// default rules). `bytes` are UTF-8 bytes of text; `seconds` the wall time of one pass over every document after one
// warm-up call on the first document (`first_ms`: that first call, including the peer's own lazy set-up). With
// --budget the pass stops after the document that crosses the budget and reports what it did (`partial: true`).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const [peer, file, ...rest] = process.argv.slice(2);
const budgetAt = rest.indexOf("--budget");
const budget = budgetAt >= 0 ? Number(rest[budgetAt + 1]) : Infinity;
if (!peer || !file) {
  console.error("usage: node bench/peers.mjs openredaction|redact-pii FILE [--budget SECONDS]");
  process.exit(2);
}
const texts = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l, i) => {
    const t = JSON.parse(l).text;
    if (typeof t !== "string") throw new Error(`${file}:${i + 1}: field \`text\`: missing`);
    return t;
  });

let run;
let version;
if (peer === "openredaction") {
  const { OpenRedaction } = await import("openredaction");
  const pkg = new URL("node_modules/openredaction/package.json", import.meta.url);
  version = JSON.parse(readFileSync(fileURLToPath(pkg), "utf8")).version;
  const r = new OpenRedaction();
  run = async (t) => r.detect(t);
} else if (peer === "redact-pii") {
  const { SyncRedactor } = require("redact-pii");
  version = require("redact-pii/package.json").version;
  const r = new SyncRedactor();
  run = async (t) => r.redact(t);
} else {
  console.error(`peers.mjs: unknown peer ${peer}`);
  process.exit(2);
}

let t0 = performance.now();
await run(texts[0]);
const firstMs = performance.now() - t0;
let bytes = 0;
let docs = 0;
t0 = performance.now();
for (const t of texts) {
  await run(t);
  bytes += Buffer.byteLength(t, "utf8");
  docs += 1;
  if ((performance.now() - t0) / 1000 > budget) break;
}
const seconds = (performance.now() - t0) / 1000;
console.log(JSON.stringify({ peer, version, docs, bytes, seconds, first_ms: firstMs, partial: docs < texts.length }));
