// The labelled-corpus worker: reads gold files with the core's readers, scores redactors on them, sweeps thresholds.
// It runs apart from the detection worker (worker.js), so scoring a large corpus never holds up the text view.
// Protocol: {id, op, ...args} in; {id, progress: {done, total}} while working; {id, ok, result} or {id, ok: false,
// error} at the end. Span offsets in `documents` and `spans` are UTF-16 code units; the reports' examples count code
// points, as `blackbar eval --json` does.
import init, { Corpus, analyze, labels, load_lists, presets } from "./pkg/blackbar.js";

{
  // The single-file build appends this file to the detection worker's script; the block keeps its names apart.
  // The name and place lists as in worker.js: fetched after start (the browser's cache serves the detection
  // worker's copy), or inlined in the single file.
  // `meta` (presets and labels) needs no lists and answers as soon as the engine has started.
  const started = init(self.BLACKBAR_WASM ? { module_or_path: self.BLACKBAR_WASM } : undefined);
  const ready = started.then(async () => {
    const packed = self.BLACKBAR_LISTS ?? await fetch(new URL("data/lists.txt", self.location.href)).then((r) => {
      if (!r.ok) throw new Error(`the name and place lists (data/lists.txt) did not load: HTTP ${r.status}`);
      return r.text();
    });
    load_lists(packed);
  });
  let corpus = null;

  // Detects every document not yet detected, reporting progress after each batch (Corpus.detect_next: up to 256 KiB).
  const detectAll = (id) => {
    const total = corpus.length;
    for (let done = corpus.detect_next(), last = -1; last !== done; last = done, done = corpus.detect_next()) {
      self.postMessage({ id, progress: { done, total } });
    }
  };

  const ops = {
    meta() {
      return { presets: presets(), labels: labels() };
    },
    // Checks options: throws the core's message naming the field (e.g. "rules[0].pattern: invalid regex ...").
    check({ options }) {
      analyze("", options);
      return true;
    },
    // Reads a gold file; on error the corpus already loaded is kept.
    load({ format, name, content }) {
      const next = new Corpus(format, name, content);
      corpus?.free();
      corpus = next;
      return corpus.documents();
    },
    // `review`: {"<document index>": {reject, add}} (UTF-16), a person's edits, applied to the engine's spans.
    evaluate({ id, options, builtin = true, predictions = null, review = null }) {
      if (builtin && !predictions) detectAll(id);
      return corpus.evaluate(options, builtin, predictions, review ?? undefined);
    },
    sweep({ id, options, builtin = true, predictions = null }) {
      if (builtin && !predictions) detectAll(id);
      return corpus.sweep(options, builtin, predictions);
    },
    spans({ index, options, builtin = true, predictions = null }) {
      return corpus.spans(index, options, builtin, predictions);
    },
  };

  self.onmessage = async ({ data }) => {
    try {
      await (data.op === "meta" ? started : ready);
      if (!ops[data.op]) throw new Error(`unknown operation ${data.op}`);
      if (data.op !== "meta" && data.op !== "check" && data.op !== "load" && !corpus) throw new Error("no gold corpus is loaded");
      self.postMessage({ id: data.id, ok: true, result: ops[data.op](data) });
    } catch (e) {
      self.postMessage({ id: data.id, ok: false, error: String(e?.message ?? e) });
    }
  };
}
