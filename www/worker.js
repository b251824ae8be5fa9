// Detection runs here, off the page's main thread, so a large paste never freezes the page.
// Protocol: {id, op, ...args} in; {id, ok: true, result} or {id, ok: false, error} out.
//   op "analyze" {text}                          → detect once and keep the Document; result: {candidates}
//   op "view" {options, style, key, review}      → re-filter the kept candidates; result: {spans, output, edits}
//   op "viewFlat" {options, style, key, review}  → as "view" without the edits, the spans as typed arrays (below)
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
import init, { Document, evaluate, analyze_flat, load_lists } from "./pkg/blackbar.js";

// The single-file build inlines the wasm bytes as self.BLACKBAR_WASM; the served page fetches pkg/blackbar_bg.wasm.
// The name and place lists are not in the wasm (src/lists.rs): once the engine has started, after the page has
// appeared, they are fetched from this origin (data/lists.txt; inlined as self.BLACKBAR_LISTS in the single file) and
// installed. Every op waits for both, so no result is ever computed without them.
const ready = init(self.BLACKBAR_WASM ? { module_or_path: self.BLACKBAR_WASM } : undefined).then(async () => {
  const packed = self.BLACKBAR_LISTS ?? await fetch(new URL("data/lists.txt", self.location.href)).then((r) => {
    if (!r.ok) throw new Error(`the name and place lists (data/lists.txt) did not load: HTTP ${r.status}`);
    return r.text();
  });
  load_lists(packed);
});
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

// The spans of a view as columns: typed arrays (transferred, not copied: a large text's tens of thousands of span
// objects took the page's main thread most of a second to receive) and the label and rule names they index.
function columns(spans) {
  const n = spans.length;
  const c = { n, starts: new Uint32Array(n), ends: new Uint32Array(n), scores: new Float64Array(n),
    labels: new Uint16Array(n), rules: new Uint16Array(n), entities: new Int32Array(n), placeholders: new Uint8Array(n),
    labelNames: [], ruleNames: [] };
  const labelIx = new Map();
  const ruleIx = new Map();
  const index = (map, names, name) => {
    if (!map.has(name)) map.set(name, names.push(name) - 1);
    return map.get(name);
  };
  spans.forEach((s, i) => {
    c.starts[i] = s.start;
    c.ends[i] = s.end;
    c.scores[i] = s.score;
    c.labels[i] = index(labelIx, c.labelNames, s.label);
    c.rules[i] = index(ruleIx, c.ruleNames, s.rule);
    c.entities[i] = s.entity ?? -1;
    c.placeholders[i] = s.placeholder ? 1 : 0;
  });
  return c;
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
  viewFlat({ options, style, key, review }) {
    const v = current().view(style, options, key ?? undefined, review ?? undefined);
    const spans = columns(v.spans);
    const transfer = ["starts", "ends", "scores", "labels", "rules", "entities", "placeholders"].map((k) => spans[k].buffer);
    return { result: { output: v.output, spans }, transfer };
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
  try {
    await ready;
    const op = ops[data.op];
    if (!op) throw new Error(`unknown op ${JSON.stringify(data.op)}`);
    const answer = op(data);
    if (answer && answer.transfer) self.postMessage({ id: data.id, ok: true, result: answer.result }, answer.transfer);
    else self.postMessage({ id: data.id, ok: true, result: answer });
  } catch (e) {
    self.postMessage({ id: data.id, ok: false, error: String(e?.message ?? e) });
  }
};
