// Detection runs here, off the page's main thread, so a large paste never freezes the page.
// Protocol: {id, op, ...args} in; {id, ok: true, result} or {id, ok: false, error} out.
//   op "analyze" {text}                          → detect once and keep the Document; result: {candidates}
//   op "view" {options, style, key, review}      → re-filter the kept candidates; result: {spans, output, edits}
//   op "manifest" {options, style, key, review, docId, field, format} → the manifest as a JSONL or CSV string
//   op "flat" {options, review}                  → the kept spans as typed arrays (see below)
//   op "analyzeFlat" {text, options}             → detect `text` from scratch, spans as typed arrays (stateless)
//   op "explain" {options}                       → every candidate with its fate
//   op "evaluate" {gold, options}                → the evaluation report of blackbar on gold JSON Lines
// Offsets are UTF-16 code units, as JavaScript strings index. Styles: mask, label, numbered, surrogate, hash,
// remove; `key` (a string) is needed by surrogate and hash. `review`: {reject: [{start, end}], add: [{start, end,
// label}]} or undefined. Typed arrays: {starts: Uint32Array, ends: Uint32Array, labels: Uint8Array (indexes into
// labelNames), labelNames: string[], scores: Float32Array}; their buffers are transferred, not copied.
// The API is written down in notes/output-api.md (and the README).
import init, { Document, evaluate, analyze_flat } from "./pkg/blackbar.js";

// The single-file build inlines the wasm bytes as self.BLACKBAR_WASM; the served page fetches pkg/blackbar_bg.wasm.
const ready = init(self.BLACKBAR_WASM ? { module_or_path: self.BLACKBAR_WASM } : undefined);
let doc = null;

function current() {
  if (!doc) throw new Error("no text analysed yet: call analyze first");
  return doc;
}

// The flat spans as the page gets them, and the buffers to transfer.
function flat(f) {
  const result = { starts: f.starts, ends: f.ends, labels: f.labels, labelNames: f.label_names, scores: f.scores };
  return { result, transfer: [f.starts.buffer, f.ends.buffer, f.labels.buffer, f.scores.buffer] };
}

const ops = {
  analyze({ text }) {
    doc?.free();
    doc = new Document(text);
    return { candidates: doc.candidates };
  },
  view({ options, style, key, review }) {
    return current().view(style, options, key ?? undefined, review ?? undefined);
  },
  manifest({ options, style, key, review, docId, field, format }) {
    return current().manifest(style, options, key ?? undefined, review ?? undefined, docId ?? undefined, field ?? undefined, format ?? undefined);
  },
  flat({ options, review }) {
    return flat(current().spans_flat(options, review ?? undefined));
  },
  analyzeFlat({ text, options }) {
    return flat(analyze_flat(text, options));
  },
  explain({ options }) {
    return current().explain(options);
  },
  evaluate({ gold, options }) {
    return evaluate(gold, options);
  },
};

self.onmessage = async ({ data }) => {
  await ready;
  try {
    const op = ops[data.op];
    if (!op) throw new Error(`unknown op ${JSON.stringify(data.op)}`);
    const answer = op(data);
    if (answer && answer.transfer) self.postMessage({ id: data.id, ok: true, result: answer.result }, answer.transfer);
    else self.postMessage({ id: data.id, ok: true, result: answer });
  } catch (e) {
    self.postMessage({ id: data.id, ok: false, error: String(e?.message ?? e) });
  }
};
