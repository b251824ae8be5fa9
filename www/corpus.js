// The page's side of the corpus worker (corpus-worker.js): each call returns a promise of the worker's answer;
// `onProgress({done, total})` hears about long calls. In the single-file build (scripts/single-file.py) the worker is
// started from a Blob: the detection worker's inlined script (glue + wasm) followed by this worker's code.
const glue = document.getElementById("worker-source");
const own = document.getElementById("corpus-worker-source");
const worker = glue && own
  ? new Worker(URL.createObjectURL(new Blob([glue.textContent, "\n", own.textContent], { type: "text/javascript" })))
  : new Worker(new URL("./corpus-worker.js", import.meta.url), { type: "module" });
const pending = new Map();
let next = 0;

worker.onmessage = ({ data }) => {
  const p = pending.get(data.id);
  if (!p) return;
  if (data.progress) {
    p.onProgress?.(data.progress);
    return;
  }
  pending.delete(data.id);
  if (data.ok) p.resolve(data.result);
  else p.reject(new Error(data.error));
};

function call(op, args = {}, onProgress) {
  const id = ++next;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress });
    worker.postMessage({ id, op, ...args });
  });
}

/** The core's presets and labels: {presets: [{name, description, labels: [[label, threshold]]}], labels}. */
export const meta = () => call("meta");
/** Resolves when `options` compile; rejects with the core's message naming the field otherwise. */
export const check = (options) => call("check", { options });
/** Reads a gold file (`format`: gold, privacy-mask, tab, markup); its documents with UTF-16 offsets. */
export const load = (format, name, content) => call("load", { format, name, content });
/** The evaluation report of a source (see corpus-worker.js) on the loaded corpus. */
export const evaluate = (source, onProgress) => call("evaluate", source, onProgress);
/** The threshold sweep of a source on the loaded corpus. */
export const sweep = (source, onProgress) => call("sweep", source, onProgress);
/** The spans a source redacts in document `index` (UTF-16 offsets). */
export const spans = (index, source) => call("spans", { index, ...source });
