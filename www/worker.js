// Detection runs here, off the page's main thread, so a large paste never freezes the page.
// Protocol: {id, op, ...args} in; {id, ok: true, result} or {id, ok: false, error} out.
//   op "analyze" {text}            → detect once and keep the Document; result: {candidates}
//   op "view" {options, style}     → re-filter the kept candidates; result: {spans, output}
//   op "explain" {options}         → every candidate with its fate
//   op "evaluate" {gold, options}  → the evaluation report of blackbar on gold JSON Lines
// Offsets are UTF-16 code units, as JavaScript strings index.
import init, { Document, evaluate } from "./pkg/blackbar.js";

// The single-file build inlines the wasm bytes as self.BLACKBAR_WASM; the served page fetches pkg/blackbar_bg.wasm.
const ready = init(self.BLACKBAR_WASM ? { module_or_path: self.BLACKBAR_WASM } : undefined);
let doc = null;

const ops = {
  analyze({ text }) {
    doc?.free();
    doc = new Document(text);
    return { candidates: doc.candidates };
  },
  view({ options, style }) {
    return { spans: doc.spans(options), output: doc.redact(style, options) };
  },
  explain({ options }) {
    return doc.explain(options);
  },
  evaluate({ gold, options }) {
    return evaluate(gold, options);
  },
};

self.onmessage = async ({ data }) => {
  await ready;
  try {
    self.postMessage({ id: data.id, ok: true, result: ops[data.op](data) });
  } catch (e) {
    self.postMessage({ id: data.id, ok: false, error: String(e?.message ?? e) });
  }
};
