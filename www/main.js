// The blackbar page: wiring between the controls, the two workers (engine.js: the shown text; corpus.js: the
// labelled corpus) and the rendering modules. Read top to bottom: elements, busy/error display, the shown text, the
// corpus and its tallies, controls, review, files, compare, exports, start-up.
import * as engine from "./engine.js";
import * as corpus from "./corpus.js";
import { corpusReview, currentPreset, docKey, finalSpans, goldDoc, loadSettings, options, reviewArg, saveSettings, session, settings, thresholdOf } from "./state.js";
import { offsetAt, rangeAt, renderDetails, renderHighlights, renderSummary, renderText } from "./render.js";
import { announce, entriesFor, indexReport, renderList, renderTallies } from "./tallies.js";
import { renderSweep } from "./chart.js";
import { addSpan, counts, shownSpans, toggleReject } from "./review.js";
import { download, readFile, sample, sampleIndex, sniff } from "./files.js";
import { fillSelect, renderCompare, sources } from "./compare.js";
import { goldJsonl, reportHtml, reportJson } from "./export.js";

const $ = (id) => document.getElementById(id);
const input = $("input");
const view = $("highlighted");
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

// ---- Busy and error display -------------------------------------------------------------------------------------

function showError(message) {
  $("error").textContent = message ?? "";
  $("error").hidden = !message;
}

let busyTimer = 0;
/** Shows `text` with a progress bar (`done` of `total`, or indeterminate with the seconds elapsed); null hides it. */
function busy(text, done, total) {
  clearInterval(busyTimer);
  const line = $("progress-line");
  if (text === null) {
    line.hidden = true;
    return;
  }
  line.hidden = false;
  const bar = $("progress");
  if (total) {
    bar.max = total;
    bar.value = done;
    $("progress-text").textContent = `${text} ${done} of ${total}`;
  } else {
    bar.removeAttribute("value");
    const t0 = performance.now();
    const tick = () => { $("progress-text").textContent = `${text} ${((performance.now() - t0) / 1000).toFixed(0)} s`; };
    tick();
    busyTimer = setInterval(tick, 500);
  }
}

/** Runs `fn` at most once at a time; calls made meanwhile collapse into one more run afterwards. */
function coalesce(fn) {
  let running = null;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await fn();
      } while (again);
    })().finally(() => { running = null; });
    return running;
  };
  return run;
}

// ---- The shown text: detection, highlights, output ---------------------------------------------------------------

let rendered = Promise.resolve(true);
let generation = 0;

/** The gold spans of the shown document with their fate, and its false-positive keys (from the corpus report). */
function overlay() {
  const d = goldDoc();
  if (!d || !session.index) return { gold: null, fpKeys: new Set() };
  const fps = session.index.fps.get(d.id) ?? [];
  return { gold: session.index.gold.get(d.id), fpKeys: new Set(fps.map((f) => `${f.start}:${f.end}`)) };
}

/** Redraws the highlights and the output from the state (no detection). */
async function draw() {
  const t0 = performance.now();
  const { gold, fpKeys } = overlay();
  const shown = shownSpans(fpKeys);
  rendered = renderHighlights(view, session.text, shown, gold);
  renderSummary($("summary"), shown);
  const n = finalSpans().length;
  $("status").textContent = `${n} identifier${n === 1 ? "" : "s"}`;
  const c = counts();
  const r = session.review.get(docKey());
  if (r && (c.rejected || c.added)) r.snapshot = { id: goldDoc()?.id ?? "pasted", text: session.text, spans: finalSpans() };
  $("review-note").textContent = c.rejected || c.added
    ? `Your review: ${c.rejected} detection${c.rejected === 1 ? "" : "s"} rejected, ${c.added} span${c.added === 1 ? "" : "s"} added.`
    : "";
  performance.measure("blackbar:draw", { start: t0 });
  const t1 = performance.now();
  renderOutput();
  performance.measure("blackbar:output", { start: t1 });
}

/** The redacted text in the chosen style, and what its offsets mean. */
function renderOutput() {
  renderText($("output"), session.output);
  $("offset-note").textContent = settings.style === "mask"
    ? "Same-length mask: every offset of the original is still valid in the output."
    : "This style changes lengths: later offsets shift. The manifest maps each span's original offsets to its output offsets.";
}

/** Re-filters the kept candidates under the options (no new detection) and redraws. */
async function refresh() {
  const g = ++generation;
  try {
    const o = options();
    const t0 = performance.now();
    const { spans, output } = await engine.viewSpans(o, settings.style, session.key, reviewArg());
    performance.measure("blackbar:view", { start: t0 });
    if (g !== generation) return;
    session.spans = spans;
    session.output = output;
    session.explain = null;
    await draw();
    showError(null);
    // How many times the shown text was re-filtered and drawn (the tests wait for a new count after a change).
    document.body.dataset.refreshed = String(Number(document.body.dataset.refreshed ?? 0) + 1);
  } catch (e) {
    if (g === generation) showError(`Analysis failed: ${e.message}`);
  }
  document.body.dataset.ready = "true";
}

/** Detects `text` (by default what the input box holds) once, then refreshes. */
async function analyze(text = input.value) {
  // Review edits of pasted text hold offsets into it: a new text starts without them.
  if (session.text !== text) session.review.delete("pasted");
  session.text = text;
  const big = session.text.length > LARGE;
  $("status").textContent = "analysing…";
  if (big) busy(`Analysing ${(session.text.length / 1e6).toFixed(1)} million characters…`);
  try {
    await engine.analyze(session.text);
  } finally {
    if (big) busy(null);
  }
  await refresh();
}

// A text longer than LARGE characters is not put into the input box: a text box lays out all of its text at once
// (1.7 s per megabyte on the test machine, with the page frozen), while the highlighted view and the output lay out
// only what is seen. Such a text is analysed and shown as usual; the box stays empty with a note, and typing or
// pasting into it replaces the text.
const LARGE = 200_000;

/** Shows and analyses `text` (a file, a document, a large paste). */
function setText(text) {
  const large = text.length > LARGE;
  input.value = large ? "" : text;
  $("large-note").hidden = !large;
  if (large) $("large-note").textContent = `A text of ${text.length.toLocaleString("en")} characters is loaded: too large to edit here (a text box lays it all out at once), it is shown under "Detected". Type or paste here to replace it.`;
  return analyze(text);
}

// A large paste goes around the box (see LARGE); a smaller one is inserted as the browser does.
input.addEventListener("paste", (e) => {
  const text = e.clipboardData?.getData("text/plain") ?? "";
  if (text.length <= LARGE) return;
  e.preventDefault();
  clearTimeout(typing);
  setText(text);
});

function showDoc(i) {
  const docs = session.corpus.docs;
  session.doc = (i + docs.length) % docs.length;
  $("doc-picker").value = String(session.doc);
  return setText(docs[session.doc].text);
}

// ---- The corpus: tallies, sweep, span lists ----------------------------------------------------------------------

const refreshCorpus = coalesce(async () => {
  if (!session.corpus) return;
  const source = { options: options(), builtin: true };
  try {
    const docs = session.corpus.docs;
    // The tallies score what the output redacts: the engine's spans with the review edits applied (the sweep scores
    // the engine's candidates alone: an edit has no score to sweep).
    const report = await corpus.evaluate({ ...source, review: corpusReview() }, ({ done, total }) => busy("Detecting the gold documents:", done, total));
    busy(null);
    const sweep = await corpus.sweep(source);
    session.report = report;
    session.sweep = sweep;
    session.index = indexReport(report, docs);
    renderTallies($("tallies"), $("tallies-summary"), $("tallies-extra"), report, listSpans);
    renderSweep($("sweep"), sweep, chartThreshold);
    $("announce").textContent = announce(report);
    document.body.dataset.tallies = "true";
    // How many times the tallies were drawn (the tests wait for a new count after a change).
    document.body.dataset.scored = String(Number(document.body.dataset.scored ?? 0) + 1);
    await draw();
  } catch (e) {
    busy(null);
    showError(`Scoring failed: ${e.message}`);
  }
});

/** The current threshold of a gold label: a blackbar label's own, or the global slider for other label sets. */
function chartThreshold(label) {
  if (session.labels.some((l) => l.name === label)) return thresholdOf(label);
  return settings.threshold ?? 0.5;
}

const WHAT = { mentions: "all mentions", full: "caught whole", partial: "partial", miss: "missed", uncaught: "not caught whole", fp: "false positives", leaking: "leaking documents (first uncaught mention of each)" };

function listSpans(what, label) {
  const docs = session.corpus.docs;
  const entries = entriesFor(what, label, session.report, session.index, docs);
  renderList($("span-list-box"), $("span-list-h"), $("span-list"), `${label} · ${WHAT[what]}`, entries, docs, jump);
}

/** Shows the document of `e` and moves focus to the span at its start. */
async function jump(e) {
  if (session.doc !== e.doc || !goldDoc()) await showDoc(e.doc);
  await rendered;
  const seg = view.querySelector(`.seg[data-s="${e.start}"]`);
  if (!seg) return;
  const target = seg.closest("mark") ?? seg;
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.scrollIntoView({ block: "center", behavior: reducedMotion.matches ? "auto" : "smooth" });
  target.focus({ preventScroll: true });
  target.classList.add("flash");
  setTimeout(() => target.classList.remove("flash"), 1500);
}

// ---- Controls ----------------------------------------------------------------------------------------------------

/** Options changed: check them, store the settings, re-filter the text and re-score the corpus. */
async function optionsChanged() {
  saveSettings();
  await Promise.all([refresh(), refreshCorpus()]);
  if (!$("compare-table").tBodies[0].rows.length) return;
  fillCompare();
}

function buildControls() {
  $("preset").replaceChildren(...session.presets.map((p) => {
    const o = new Option(`${p.name}: ${p.description}`, p.name);
    return o;
  }));
  $("preset").value = currentPreset().name;
  buildLabelToggles();
  $("allow").value = settings.allow.join("\n");
  buildRules();
  showThreshold();
  buildStyles();
  $("add-label").replaceChildren(...session.labels.map((l) => new Option(l.name, l.name)));
  $("add-label").value = "PERSON";
}

function buildLabelToggles() {
  const base = new Map(currentPreset().labels);
  const box = $("label-toggles");
  box.replaceChildren(box.querySelector("legend"), ...session.labels.map((l) => {
    const label = document.createElement("label");
    label.title = l.description;
    const cb = document.createElement("input");
    cb.type = "checkbox";
    cb.value = l.name;
    cb.checked = settings.labels ? settings.labels.includes(l.name) : base.has(l.name);
    cb.addEventListener("change", () => {
      settings.labels = [...box.querySelectorAll("input:checked")].map((c) => c.value);
      optionsChanged();
    });
    label.append(cb, ` ${l.name}`);
    return label;
  }));
}

function showThreshold() {
  $("threshold").value = String(settings.threshold ?? 0.5);
  $("threshold-value").textContent = settings.threshold === null ? "preset" : settings.threshold.toFixed(2);
}

function buildRules() {
  $("rules").replaceChildren(...settings.rules.map((r, i) => {
    const li = document.createElement("li");
    const sel = document.createElement("select");
    sel.setAttribute("aria-label", `Rule ${i + 1} label`);
    sel.append(...session.labels.map((l) => new Option(l.name, l.name)));
    sel.value = r.label;
    const pat = document.createElement("input");
    pat.type = "text";
    pat.value = r.pattern;
    pat.spellcheck = false;
    pat.setAttribute("aria-label", `Rule ${i + 1} regex`);
    const err = document.createElement("span");
    err.className = "rule-error";
    err.id = `rule-error-${i}`;
    err.setAttribute("aria-live", "polite");
    pat.setAttribute("aria-describedby", err.id);
    const del = document.createElement("button");
    del.type = "button";
    del.textContent = "Remove";
    del.setAttribute("aria-label", `Remove rule ${i + 1}`);
    let timer = 0;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => updateRule(i, sel.value, pat.value, err, pat), 250);
    };
    sel.addEventListener("change", changed);
    pat.addEventListener("input", changed);
    del.addEventListener("click", () => {
      settings.rules.splice(i, 1);
      buildRules();
      optionsChanged();
    });
    if (r.error) {
      err.textContent = r.error;
      pat.setAttribute("aria-invalid", "true");
    }
    li.append(sel, " ", pat, " ", del, " ", err);
    return li;
  }));
}

/** A rule is applied only once it compiles; until then its error is shown beside it. */
async function updateRule(i, label, pattern, err, pat) {
  const rule = { label, pattern };
  try {
    if (pattern) await corpus.check({ rules: [rule] });
    settings.rules[i] = rule;
    err.textContent = "";
    pat.removeAttribute("aria-invalid");
  } catch (e) {
    settings.rules[i] = { ...rule, error: e.message.replace(/^options: rules\[0\]\.pattern: /, "") };
    err.textContent = settings.rules[i].error;
    pat.setAttribute("aria-invalid", "true");
  }
  optionsChanged();
}

$("preset").addEventListener("change", () => {
  settings.preset = $("preset").value;
  settings.labels = null;
  buildLabelToggles();
  optionsChanged();
});
$("threshold").addEventListener("input", () => {
  settings.threshold = Number($("threshold").value);
  showThreshold();
  optionsChanged();
});
$("threshold-reset").addEventListener("click", () => {
  settings.threshold = null;
  showThreshold();
  optionsChanged();
});
let allowTimer = 0;
$("allow").addEventListener("input", () => {
  clearTimeout(allowTimer);
  allowTimer = setTimeout(() => {
    settings.allow = $("allow").value.split("\n").map((s) => s.trim()).filter(Boolean);
    optionsChanged();
  }, 300);
});
$("add-rule").addEventListener("click", () => {
  settings.rules.push({ label: "ACCOUNT", pattern: "" });
  buildRules();
  $("rules").lastElementChild.querySelector("input").focus();
});
/** One radio per masking style the engine offers; the key box shows for the keyed ones. */
function buildStyles() {
  if (!engine.STYLES.some((s) => s.name === settings.style)) settings.style = "mask";
  const box = $("style");
  box.replaceChildren(box.querySelector("legend"), ...engine.STYLES.map((s) => {
    const label = document.createElement("label");
    const radio = document.createElement("input");
    radio.type = "radio";
    radio.name = "style";
    radio.value = s.name;
    radio.checked = s.name === settings.style;
    radio.addEventListener("change", () => {
      settings.style = s.name;
      saveSettings();
      showKey();
      refresh();
    });
    label.append(radio, ` ${s.name}`);
    label.title = s.description;
    return label;
  }));
  showKey();
}

function showKey() {
  $("key-box").hidden = !engine.STYLES.find((s) => s.name === settings.style)?.keyed;
  $("key").value = session.key;
}
let keyTimer = 0;
$("key").addEventListener("input", () => {
  // The key is taken at once (a style switch right after typing keeps it); the refresh waits for a pause.
  session.key = $("key").value || engine.randomKey();
  clearTimeout(keyTimer);
  keyTimer = setTimeout(refresh, 200);
});
$("new-key").addEventListener("click", () => {
  session.key = engine.randomKey();
  showKey();
  refresh();
});

// Typing re-detects (large texts wait for a pause); the tallies stay over the labelled corpus as loaded.
let typing = 0;
input.addEventListener("input", () => {
  clearTimeout(typing);
  $("large-note").hidden = true;
  typing = setTimeout(() => analyze(), input.value.length > LARGE ? 400 : 30);
});
$("prev-doc").addEventListener("click", () => session.corpus && showDoc(session.doc - 1));
$("next-doc").addEventListener("click", () => session.corpus && showDoc(session.doc + 1));
$("doc-picker").addEventListener("change", () => showDoc(Number($("doc-picker").value)));

// ---- Review: reject a detection, add a span; details on hover and focus -----------------------------------------

function spanOf(el) {
  const mark = el.closest?.("mark.span");
  if (!mark) return null;
  const { fpKeys } = overlay();
  return shownSpans(fpKeys)[Number(mark.dataset.i)] ?? null;
}

/** A review edit changed the spans: re-filter the text and re-score the corpus (the tallies count the edits). */
function reviewed() {
  return Promise.all([refresh(), goldDoc() ? refreshCorpus() : null]);
}

function reject(el) {
  const s = spanOf(el);
  if (!s) return false;
  toggleReject(s);
  reviewed();
  return true;
}

view.addEventListener("click", (e) => {
  if (!getSelection().isCollapsed) return;
  reject(e.target);
});
view.addEventListener("keydown", (e) => {
  if ((e.key === "Enter" || e.key === " ") && e.target.matches("mark.span") && reject(e.target)) e.preventDefault();
});

// Every candidate's fate is fetched when first needed (it is large on a large text), then kept until the next refresh.
async function details(target) {
  const seg = target.closest?.(".seg") ?? target.querySelector?.(".seg");
  if (!seg) return;
  const g = generation;
  session.explain ??= await engine.explain(options());
  if (g !== generation) return;
  const { gold, fpKeys } = overlay();
  renderDetails($("details"), session.text, Number(seg.dataset.s), shownSpans(fpKeys), gold, session.explain);
}
view.addEventListener("mouseover", (e) => details(e.target));
view.addEventListener("focusin", (e) => details(e.target));

let selection = null;
document.addEventListener("selectionchange", () => {
  const sel = getSelection();
  if (sel.isCollapsed || !view.contains(sel.anchorNode) || !view.contains(sel.focusNode)) {
    if (!$("add-bar").contains(document.activeElement)) $("add-bar").hidden = true;
    return;
  }
  const a = offsetAt(sel.anchorNode, sel.anchorOffset);
  const b = offsetAt(sel.focusNode, sel.focusOffset);
  if (a === null || b === null || a === b) return;
  selection = { start: Math.min(a, b), end: Math.max(a, b) };
  $("add-what").textContent = `Add “${session.text.slice(selection.start, selection.end).slice(0, 60)}”`;
  $("add-bar").hidden = false;
});
// The keyboard's way to select text in the view: find it. The next occurrence after the last one found is selected
// (as a mouse selection would be) and focus moves to the label picker of the add bar.
let findFrom = 0;
async function findNext() {
  const what = $("find-text").value;
  if (!what) return;
  let at = session.text.indexOf(what, findFrom);
  if (at === -1) at = session.text.indexOf(what);
  if (at === -1) {
    $("find-note").textContent = `“${what.slice(0, 60)}” is not in the text.`;
    return;
  }
  findFrom = at + 1;
  await rendered;
  const range = rangeAt(view, at, at + what.length);
  if (!range) return;
  range.startContainer.parentElement.scrollIntoView({ block: "center", behavior: reducedMotion.matches ? "auto" : "smooth" });
  getSelection().removeAllRanges();
  getSelection().addRange(range);
  selection = { start: at, end: at + what.length };
  $("add-what").textContent = `Add “${what.slice(0, 60)}” (at ${at})`;
  $("add-bar").hidden = false;
  $("find-note").textContent = `Found at ${at}: pick a label and add it.`;
  $("add-label").focus();
}
$("find-next").addEventListener("click", findNext);
$("find-text").addEventListener("keydown", (e) => {
  if (e.key === "Enter") {
    e.preventDefault();
    findNext();
  }
});
$("find-text").addEventListener("input", () => { findFrom = 0; });

$("add-span").addEventListener("click", () => {
  if (selection && addSpan(session.text, selection.start, selection.end, $("add-label").value)) reviewed();
  selection = null;
  // The add bar hides with the focus in it: move the focus on to the find box, the next span's way in.
  $("find-text").focus();
  $("add-bar").hidden = true;
  getSelection().removeAllRanges();
});
$("add-cancel").addEventListener("click", () => {
  selection = null;
  $("find-text").focus();
  $("add-bar").hidden = true;
});

// ---- Files: open, drop, samples ------------------------------------------------------------------------------------

/** Loads a gold corpus; on error the one already loaded stays as it was. */
async function loadGold(name, format, content) {
  const docs = await corpus.load(format, name, content);
  session.corpus = { name, format, docs };
  session.predictions = null;
  session.report = null;
  session.index = null;
  session.review = new Map();
  $("corpus-name").textContent = `Gold: ${name} (${docs.length} document${docs.length === 1 ? "" : "s"}, ${format})`;
  $("doc-picker").replaceChildren(...docs.map((d, i) => new Option(`${i + 1}. ${d.id}`, String(i))));
  $("doc-nav").hidden = false;
  fillCompare();
  await showDoc(0);
  await refreshCorpus();
}

async function openFiles(files) {
  for (const file of files) {
    try {
      const content = await readFile(file);
      const kind = sniff(file.name, content);
      if (kind.kind === "text") {
        await setText(content);
      } else if (kind.kind === "gold") {
        await loadGold(file.name, kind.format, kind.content);
      } else {
        if (!session.corpus) throw new Error("predictions need a gold file first: open or pick one");
        await corpus.evaluate({ predictions: content });
        session.predictions = { name: file.name, jsonl: content };
        fillCompare();
        $("compare-b").value = "predictions";
        await runCompare();
      }
      showError(null);
    } catch (e) {
      showError(`${e.message.startsWith(file.name) ? "" : `${file.name}: `}${e.message} — nothing already loaded was changed.`);
    }
  }
}

$("file-input").addEventListener("change", async () => {
  await openFiles([...$("file-input").files]);
  $("file-input").value = "";
});
document.addEventListener("dragover", (e) => {
  e.preventDefault();
  document.body.classList.add("dragging");
});
document.addEventListener("dragleave", () => document.body.classList.remove("dragging"));
document.addEventListener("drop", (e) => {
  e.preventDefault();
  document.body.classList.remove("dragging");
  openFiles([...e.dataTransfer.files]);
});
$("sample-picker").addEventListener("change", async () => {
  const file = $("sample-picker").value;
  try {
    await loadGold(file, "gold", await sample(file));
  } catch (e) {
    showError(e.message);
  }
});

// ---- Compare -------------------------------------------------------------------------------------------------------

let regexRedactor = null;

function compareSources() {
  return sources({ presets: session.presets, options: options(), regex: regexRedactor, predictions: session.predictions, rules: options().rules ?? [] });
}

function fillCompare() {
  const list = compareSources();
  fillSelect($("compare-a"), list, regexRedactor ? "regex" : list[1]?.key ?? "current");
  fillSelect($("compare-b"), list, "current");
}

async function runCompare() {
  if (!session.corpus) return;
  const list = compareSources();
  const a = list.find((s) => s.key === $("compare-a").value);
  const b = list.find((s) => s.key === $("compare-b").value);
  try {
    busy("Comparing…");
    const ra = await corpus.evaluate(a.source);
    const rb = await corpus.evaluate(b.source);
    renderCompare($("compare-table"), $("compare-summary"), ra, rb, a.name, b.name);
    document.body.dataset.compared = "true";
    showError(null);
  } catch (e) {
    showError(`Compare failed: ${e.message}`);
  } finally {
    busy(null);
  }
}
$("compare-run").addEventListener("click", runCompare);

// ---- Exports -------------------------------------------------------------------------------------------------------

$("copy").addEventListener("click", async () => {
  try {
    await navigator.clipboard.writeText(session.output);
    $("copied").textContent = "Copied.";
  } catch {
    $("copied").textContent = "Copy failed: select the text and copy it by hand.";
  }
});
$("download-text").addEventListener("click", () => download("redacted.txt", session.output));
$("download-gold").addEventListener("click", () => {
  const key = docKey();
  const docs = [...session.review.entries()].filter(([k, r]) => k !== key && r.snapshot).map(([, r]) => r.snapshot);
  docs.push({ id: goldDoc()?.id ?? "pasted", text: session.text, spans: finalSpans() });
  download("reviewed-gold.jsonl", goldJsonl(docs), "application/jsonl");
});
async function downloadManifest(format) {
  const id = goldDoc()?.id ?? "pasted";
  try {
    const text = await engine.manifest({ options: options(), style: settings.style, key: session.key, review: reviewArg(), id, field: "text", format });
    download(`manifest.${format}`, text, format === "csv" ? "text/csv" : "application/jsonl");
  } catch (e) {
    showError(`Manifest failed: ${e.message}`);
  }
}
$("manifest-jsonl").addEventListener("click", () => downloadManifest("jsonl"));
$("manifest-csv").addEventListener("click", () => downloadManifest("csv"));
const exported = () => ({ corpusName: session.corpus?.name ?? "", options: options(), report: session.report, sweep: session.sweep });
$("export-json").addEventListener("click", () => session.report && download("blackbar-report.json", reportJson(exported()), "application/json"));
$("export-html").addEventListener("click", () => session.report && download("blackbar-report.html", reportHtml(exported()), "text/html"));

// ---- Start-up --------------------------------------------------------------------------------------------------------

loadSettings();
session.key = engine.randomKey();
const meta = await corpus.meta();
session.presets = meta.presets;
session.labels = meta.labels;
if (!session.presets.some((p) => p.name === settings.preset)) settings.preset = null;
buildControls();
const samples = await sampleIndex();
$("sample-picker").replaceChildren(...samples.map((s) => {
  const o = new Option(s.title, s.file);
  o.title = s.command;
  return o;
}));
try {
  regexRedactor = JSON.parse(await sample("typical-regex.json"));
} catch (e) {
  showError(`The regex redactor sample did not load: ${e.message}`);
}
await loadGold(samples[0].file, "gold", await sample(samples[0].file));
