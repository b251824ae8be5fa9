// The wasm benchmarks of `make bench` (scripts/bench.py; not a test). Prints one JSON object per line.
//
//   node bench/wasm.mjs node FILE...        the bindings in www/pkg under Node
//   node bench/wasm.mjs chromium FILE...    the same bindings in headless Chromium (Debian's /usr/bin/chromium through
//                                           playwright-core from e2e/node_modules), on a blank page of our own origin
//   node bench/wasm.mjs page FILE10K FILE1M the real page (www/index.html): time to the first analysed result on load,
//                                           then a 10 KB and a 1 MB transcript pasted in: analysis + highlights
//
// FILE is a gold JSON Lines corpus ({"id","text"} per line). For each FILE, `node` and `chromium` report:
// init_ms (fetch/compile/instantiate + the engine's warm-up in `start`), lists_ms (fetching and installing the name
// and place lists with the warm-up, when the wasm has none compiled in: src/lists.rs), first_ms (the first `analyze` call, on the
// first document), seconds for one pass of `analyze` over every document (spans returned to JS as objects, UTF-16
// offsets), MB/s of UTF-8 text, and lat10k_ms: the median of 15 `analyze` calls on the first 10 KB of the corpus
// after warm-up. When the bindings export `analyze_flat` (flat typed-array spans), it is timed too (`flat_seconds`).
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const [mode, ...files] = process.argv.slice(2);

function corpus(file) {
  return readFileSync(file, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l).text);
}

// The timing loop, run as-is in Node and (serialised) in the browser. `api` is the bindings module, `texts` strings.
async function measure(api, texts) {
  const now = () => performance.now();
  const enc = new TextEncoder();
  const bytes = texts.reduce((n, t) => n + enc.encode(t).length, 0);
  let t0 = now();
  api.analyze(texts[0], undefined);
  const first_ms = now() - t0;
  let spans = 0;
  t0 = now();
  for (const t of texts) spans += api.analyze(t, undefined).length;
  const seconds = (now() - t0) / 1000;
  let flat_seconds = null;
  if (typeof api.analyze_flat === "function") {
    t0 = now();
    for (const t of texts) api.analyze_flat(t, undefined);
    flat_seconds = (now() - t0) / 1000;
  }
  let ten = "";
  for (const t of texts) {
    if (ten.length >= 10000) break;
    ten += t + "\n";
  }
  ten = ten.slice(0, 10000);
  api.analyze(ten, undefined);
  const lats = [];
  for (let i = 0; i < 15; i++) {
    t0 = now();
    api.analyze(ten, undefined);
    lats.push(now() - t0);
  }
  lats.sort((a, b) => a - b);
  return { docs: texts.length, bytes, first_ms, seconds, mb_per_s: bytes / seconds / 1e6, spans, flat_seconds,
    lat10k_ms: lats[7], lat10k_bytes: enc.encode(ten).length };
}

// The server of the repository's root and the browser are e2e/harness.mjs's (imported only here: the Node mode needs
// no playwright-core).
async function serve() {
  const { startPython } = await import("../e2e/harness.mjs");
  return startPython(["-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", ROOT]);
}

async function browser() {
  const { launch } = await import("../e2e/harness.mjs");
  return launch();
}

if (mode === "node") {
  const api = await import(pathToFileURL(join(ROOT, "www", "pkg", "blackbar.js")));
  const t0 = performance.now();
  api.initSync({ module: readFileSync(join(ROOT, "www", "pkg", "blackbar_bg.wasm")) });
  const init_ms = performance.now() - t0;
  // The page's wasm has no name and place lists compiled in (src/lists.rs): install them as the page does.
  const t1 = performance.now();
  if (api.lists_ready && !api.lists_ready()) api.load_lists(readFileSync(join(ROOT, "www", "data", "lists.txt"), "utf8"));
  const lists_ms = performance.now() - t1;
  for (const f of files) console.log(JSON.stringify({ env: "node", file: f, init_ms, lists_ms, ...(await measure(api, corpus(f))) }));
} else if (mode === "chromium") {
  const srv = await serve();
  const b = await browser();
  try {
    for (const f of files) {
      const page = await b.newPage();
      await page.goto(`${srv.origin}/bench/blank.html`);
      const r = await page.evaluate(async ({ src, url }) => {
        const measure = eval(`(${src})`);
        const t0 = performance.now();
        const api = await import("/www/pkg/blackbar.js");
        await api.default({ module_or_path: "/www/pkg/blackbar_bg.wasm" });
        const init_ms = performance.now() - t0;
        // Without compiled-in lists (src/lists.rs) they are fetched and installed, as the page does.
        const t1 = performance.now();
        if (api.lists_ready && !api.lists_ready()) api.load_lists(await (await fetch("/www/data/lists.txt")).text());
        const lists_ms = performance.now() - t1;
        const texts = (await (await fetch(url)).text()).split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l).text);
        return { init_ms, lists_ms, ...(await measure(api, texts)) };
      }, { src: measure.toString(), url: "/" + relative(ROOT, f) });
      console.log(JSON.stringify({ env: "chromium", file: f, ...r }));
      await page.close();
    }
  } finally {
    await b.close();
    srv.stop();
  }
} else if (mode === "page") {
  const srv = await serve();
  const b = await browser();
  try {
    const page = await b.newPage();
    const t0 = Date.now();
    await page.goto(`${srv.origin}/www/index.html`);
    await page.waitForSelector("body[data-ready=true]", { timeout: 60000 });
    const load_ms = Date.now() - t0;
    const out = { env: "page", first_result_ms: load_ms };
    for (const [name, f] of [["10k", files[0]], ["1m", files[1]]]) {
      if (!f) continue;
      const text = corpus(f).join("\n");
      // Paste the text as one input event and wait until the status line leaves "analysing…" with highlights drawn.
      const paste = (t) => page.evaluate(async (t) => {
        const input = document.getElementById("input");
        const status = document.getElementById("status");
        const t0 = performance.now();
        input.value = t;
        input.dispatchEvent(new Event("input"));
        // The page sets "analysing…" in the next animation frame, then the result once highlights are drawn.
        await new Promise((resolve) => {
          let seen = false;
          const obs = new MutationObserver(() => {
            if (status.textContent === "analysing…") seen = true;
            else if (seen) {
              obs.disconnect();
              resolve();
            }
          });
          obs.observe(status, { childList: true, characterData: true, subtree: true });
        });
        return { ms: performance.now() - t0, marks: document.querySelectorAll("#highlighted mark").length };
      }, t);
      await paste(text); // warm-up
      await paste(text + " ");
      const runs = [];
      for (let i = 0; i < (name === "10k" ? 7 : 2); i++) runs.push(await paste(text + " ".repeat(i + 2)));
      runs.sort((a, b) => a.ms - b.ms);
      const mid = runs[Math.floor(runs.length / 2)];
      out[`paste_${name}_ms`] = mid.ms;
      out[`paste_${name}_bytes`] = Buffer.byteLength(text, "utf8");
      out[`paste_${name}_marks`] = mid.marks;
    }
    console.log(JSON.stringify(out));
  } finally {
    await b.close();
    srv.stop();
  }
} else {
  console.error("usage: node bench/wasm.mjs node|chromium|page FILE...");
  process.exit(2);
}
