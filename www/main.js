// The blackbar page: wiring between the controls, the worker (engine.js) and rendering (render.js).
import * as engine from "./engine.js";
import { renderHighlights, renderSummary, renderTallies } from "./render.js";

const $ = (id) => document.getElementById(id);
const input = $("input");
const state = { text: "", spans: [], style: "mask", preset: "direct", threshold: null, gold: "", docs: [], doc: 0 };

function options() {
  const o = { preset: state.preset };
  if (state.threshold !== null) o.threshold = state.threshold;
  return o;
}

function showError(message) {
  $("error").textContent = message ?? "";
  $("error").hidden = !message;
}

// Requests are numbered so a slow answer never overwrites a newer one.
let generation = 0;

// The labelled sample: inlined in the single-file build, fetched from the page's own origin otherwise.
async function loadSample() {
  const inlined = document.getElementById("sample-source");
  state.gold = inlined ? inlined.textContent : await (await fetch("samples/default.jsonl")).text();
  state.docs = state.gold.split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
}

function showDoc(i) {
  state.doc = (i + state.docs.length) % state.docs.length;
  const d = state.docs[state.doc];
  $("doc-name").textContent = `document ${state.doc + 1} of ${state.docs.length}: ${d.id} (${d.meta?.kind ?? "text"})`;
  input.value = d.text;
  analyze();
}

async function refreshTallies() {
  if (!state.gold) return;
  const report = await engine.evaluate(state.gold, options());
  renderTallies($("tallies"), $("tallies-summary"), report);
  document.body.dataset.tallies = "true";
}

async function refresh() {
  const g = ++generation;
  try {
    const { spans, output } = await engine.view(options(), state.style);
    if (g !== generation) return;
    state.spans = spans;
    renderHighlights($("highlighted"), state.text, spans);
    renderSummary($("summary"), spans);
    $("status").textContent = `${spans.length} identifier${spans.length === 1 ? "" : "s"}`;
    $("output").textContent = output;
    showError(null);
  } catch (e) {
    if (g === generation) showError(`Analysis failed: ${e.message}`);
  }
  document.body.dataset.ready = "true";
}

async function analyze() {
  state.text = input.value;
  $("status").textContent = "analysing…";
  await engine.analyze(state.text);
  await refresh();
}

let pending = 0;
input.addEventListener("input", () => {
  cancelAnimationFrame(pending);
  pending = requestAnimationFrame(analyze);
});
for (const radio of document.querySelectorAll('input[name="style"]')) {
  radio.addEventListener("change", () => {
    state.style = radio.value;
    refresh();
  });
}
// Options change the tallies too; typing does not (the tallies are over the labelled sample as loaded).
function optionsChanged() {
  refresh();
  refreshTallies().catch((e) => showError(`Scoring failed: ${e.message}`));
}
$("preset").addEventListener("change", () => {
  state.preset = $("preset").value;
  optionsChanged();
});
$("threshold").addEventListener("input", () => {
  state.threshold = Number($("threshold").value);
  $("threshold-value").textContent = state.threshold.toFixed(2);
  optionsChanged();
});
$("copy").addEventListener("click", async () => {
  try {
    await navigator.clipboard.writeText($("output").textContent);
    $("copied").textContent = "Copied.";
  } catch {
    $("copied").textContent = "Copy failed: select the text and copy it by hand.";
  }
});

$("prev-doc").addEventListener("click", () => showDoc(state.doc - 1));
$("next-doc").addEventListener("click", () => showDoc(state.doc + 1));

await loadSample();
showDoc(0);
optionsChanged();
