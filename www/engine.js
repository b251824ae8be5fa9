// The page's side of the worker: each call returns a promise of the worker's answer.
// In the single-file build (scripts/single-file.py) the worker's code is inlined and started from a Blob.
// Offsets are UTF-16 code units throughout (JavaScript string indexes). The API is in notes/output-api.md.
const inlined = document.getElementById("worker-source");
const worker = inlined
  ? new Worker(URL.createObjectURL(new Blob([inlined.textContent], { type: "text/javascript" })))
  : new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
const pending = new Map();
let next = 0;

worker.onmessage = ({ data }) => {
  const p = pending.get(data.id);
  pending.delete(data.id);
  if (data.ok) p.resolve(data.result);
  else p.reject(new Error(data.error));
};

function call(op, args) {
  const id = ++next;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, op, ...args });
  });
}

/** The masking styles, in the order a picker shows them; `keyed` ones need a key (see randomKey). */
export const STYLES = [
  { name: "mask", keyed: false, description: "same-length mask (█ per character): every offset stays valid" },
  { name: "label", keyed: false, description: "[LABEL] in place of each value" },
  { name: "numbered", keyed: false, description: "[PERSON_1], [PHONE_2]: one number per person or value" },
  { name: "surrogate", keyed: true, description: "a made-up value of the same shape, the same for the same value and key" },
  { name: "hash", keyed: true, description: "[PHONE:3fa9c2d1]: a keyed hash of the value" },
  { name: "remove", keyed: false, description: "the value is dropped" },
];

/** A random session key: 32 bytes from crypto.getRandomValues as 64 hex digits. Never leaves the page. */
export function randomKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Detects once; later `view` calls re-filter without detecting again. */
export const analyze = (text) => call("analyze", { text });
/**
 * The spans, the redacted output and its edits under `options` in `style` ({spans, output, edits});
 * `key` for the keyed styles, `review` ({reject: [{start, end}], add: [{start, end, label}]}) optional.
 */
export const view = (options, style, key, review) => call("view", { options, style, key, review });
/**
 * As `view` without the edits: {spans, output}, the spans sent as typed arrays (fast for a large text) and made
 * into the same objects here: {start, end, label, score, rule, entity?, placeholder?}.
 */
export async function viewSpans(options, style, key, review) {
  const { output, spans: c } = await call("viewFlat", { options, style, key, review });
  const spans = new Array(c.n);
  for (let i = 0; i < c.n; i++) {
    const s = { start: c.starts[i], end: c.ends[i], label: c.labelNames[c.labels[i]], score: c.scores[i], rule: c.ruleNames[c.rules[i]] };
    if (c.entities[i] >= 0) s.entity = c.entities[i];
    if (c.placeholders[i]) s.placeholder = true;
    spans[i] = s;
  }
  return { spans, output };
}
/** The manifest as a string: {options, style, key, review, id, field, format: "jsonl" | "csv"}. */
// The document id travels as `docId`: `id` is the message's own number in the worker protocol.
export const manifest = ({ id, ...args }) => call("manifest", { ...args, docId: id });
/** The kept spans as typed arrays: {starts, ends, labels, labelNames, scores}. */
export const flat = (options, review) => call("flat", { options, review });
/** Detects `text` from scratch (without keeping it) and returns the spans as typed arrays, as `flat`. */
export const analyzeFlat = (text, options) => call("analyzeFlat", { text, options });
/** Every candidate with its fate. */
export const explain = (options) => call("explain", { options });
/** The evaluation report of blackbar under `options` on gold JSON Lines (same as `blackbar eval --json`). */
export const evaluate = (gold, options) => call("evaluate", { gold, options });
