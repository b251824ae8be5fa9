// The blackbar page: read the text, ask the wasm core for spans, render highlights and the redacted output.
// Offsets from the core are UTF-16 code units, which is how JavaScript strings index, so they slice `text` directly.
// User text is only ever placed with textContent / text nodes, never innerHTML.
import init, { analyze, redact } from "./pkg/blackbar.js";

const SAMPLE = `Agent: Thank you for calling Northwind support, this is Priya. Can I take your details?
Caller: Sure. It's Dana Whitfield, email dana.whitfield+orders@mail.example.co.uk.
Agent: And the best number to reach you?
Caller: Mobile is (415) 555-0132, or my office in Hanoi on +84 904 879 900.
Agent: Thanks. I see order 4155550132 and error E-4471 on build 6.12.2025; a replacement HX-220-B is on its way.`;

const $ = (id) => document.getElementById(id);
const input = $("input");
const state = { text: "", spans: [], style: "mask" };

function render() {
  const { text, spans } = state;
  const view = $("highlighted");
  const frag = document.createDocumentFragment();
  let pos = 0;
  for (const s of spans) {
    if (s.start > pos) frag.append(text.slice(pos, s.start));
    const mark = document.createElement("mark");
    mark.className = "span";
    mark.dataset.label = s.label;
    mark.title = `${s.label} · ${s.rule} · score ${s.score}`;
    mark.textContent = text.slice(s.start, s.end);
    const tag = document.createElement("span");
    tag.className = "tag";
    tag.setAttribute("aria-hidden", "true");
    tag.textContent = s.label;
    mark.append(tag);
    frag.append(mark);
    pos = s.end;
  }
  if (pos < text.length) frag.append(text.slice(pos));
  view.replaceChildren(frag);

  const counts = new Map();
  for (const s of spans) counts.set(s.label, (counts.get(s.label) ?? 0) + 1);
  const items = [...counts].sort().map(([label, n]) => {
    const li = document.createElement("li");
    li.dataset.label = label;
    li.textContent = `${label}: ${n}`;
    return li;
  });
  $("summary").replaceChildren(...items);
  $("status").textContent = `${spans.length} identifier${spans.length === 1 ? "" : "s"}`;
  $("output").textContent = redact(text, state.style);
}

function update() {
  state.text = input.value;
  try {
    state.spans = analyze(state.text);
    $("error").hidden = true;
  } catch (e) {
    state.spans = [];
    $("error").textContent = `Analysis failed: ${e.message}`;
    $("error").hidden = false;
  }
  render();
}

let pending = 0;
input.addEventListener("input", () => {
  cancelAnimationFrame(pending);
  pending = requestAnimationFrame(update);
});
for (const radio of document.querySelectorAll('input[name="style"]')) {
  radio.addEventListener("change", () => {
    state.style = radio.value;
    render();
  });
}
$("copy").addEventListener("click", async () => {
  try {
    await navigator.clipboard.writeText($("output").textContent);
    $("copied").textContent = "Copied.";
  } catch {
    $("copied").textContent = "Copy failed: select the text and copy it by hand.";
  }
});

await init();
input.value = SAMPLE;
update();
document.body.dataset.ready = "true";
