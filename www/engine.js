// The page's side of the worker: each call returns a promise of the worker's answer.
// In the single-file build (scripts/single-file.py) the worker's code is inlined and started from a Blob.
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

/** Detects once; later `view` calls re-filter without detecting again. */
export const analyze = (text) => call("analyze", { text });
/** The spans and the redacted output under `options` in `style`. */
export const view = (options, style) => call("view", { options, style });
/** Every candidate with its fate. */
export const explain = (options) => call("explain", { options });
/** The evaluation report of blackbar under `options` on gold JSON Lines (same as `blackbar eval --json`). */
export const evaluate = (gold, options) => call("evaluate", { gold, options });
