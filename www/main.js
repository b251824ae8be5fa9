// The blackbar page: wiring between the controls, the worker (engine.js) and rendering (render.js).
import * as engine from "./engine.js";
import { renderHighlights, renderSummary } from "./render.js";

const SAMPLE = `Agent: Thank you for calling Northwind support, this is Priya. Can I take your details?
Caller: Sure. It's Dana Whitfield, email dana.whitfield+orders@mail.example.co.uk.
Agent: And the best number to reach you?
Caller: Mobile is (415) 555-0132, or my office in Hanoi on +84 904 879 900.
Agent: Thanks. I see order 4155550132 and error E-4471 on build 6.12.2025; a replacement HX-220-B is on its way.`;

const $ = (id) => document.getElementById(id);
const input = $("input");
const state = { text: "", spans: [], style: "mask", preset: "direct", threshold: null };

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
$("preset").addEventListener("change", () => {
  state.preset = $("preset").value;
  refresh();
});
$("threshold").addEventListener("input", () => {
  state.threshold = Number($("threshold").value);
  $("threshold-value").textContent = state.threshold.toFixed(2);
  refresh();
});
$("copy").addEventListener("click", async () => {
  try {
    await navigator.clipboard.writeText($("output").textContent);
    $("copied").textContent = "Copied.";
  } catch {
    $("copied").textContent = "Copy failed: select the text and copy it by hand.";
  }
});

input.value = SAMPLE;
analyze();
