// The over-redaction audit page: load → profile → sample → label → agree → score → report.
// All computing is in the wasm core (src/audit/, bindings in src/wasm_audit.rs, built into the page's own wasm
// www/pkg/blackbar_audit_bg.wasm, which carries no detection); this file wires the screens.
// Text is only ever put into the page as text (textContent), never as markup. Nothing is stored: the manifest, the
// texts and the labels live in this page's memory until it is closed; labels leave only by export (they hold no text).
// Offsets: the manifest's are code points of the delivered text; the page never slices by offset, it shows the
// context strings the core cut.
import init, { Audit, auditCsvHeader } from "./pkg/blackbar_audit.js";

const $ = (id) => document.getElementById(id);
const FIELDS = ["id", "field", "out_start", "out_end", "label", "rule", "score", "operator", "entity"];
const REQUIRED = ["id", "label", "out_start", "out_end"];
const LABEL_KEYS = { t: "true_pii", f: "false_positive", u: "unsure" };
const REASONS = ["product_name", "part_number", "business_address", "system_date", "other"];
const state = { manifest: null, texts: null, audit: null, sample: null, current: 0, columns: null };

const pct = (x) => (x === null || x === undefined ? "–" : `${(x * 100).toFixed(1)}%`);
const pctCi = (x, ci) => (x === null || x === undefined ? "–" : ci ? `${pct(x)} [${(ci[0] * 100).toFixed(1)}–${(ci[1] * 100).toFixed(1)}]` : pct(x));
const estCi = (x, ci) => (x === null || x === undefined ? "–" : ci ? `${x.toFixed(1)} [${ci[0].toFixed(1)}–${ci[1].toFixed(1)}]` : x.toFixed(1));
const opt = (x) => (x === null || x === undefined ? "–" : String(x));
const judgement = (j) => (j ? (j.reason ? `${j.label} (${j.reason})` : j.label) : "–");
const reasons = (rs) => rs.map((r) => `${r.reason} (${r.count})`).join(", ");

/** An element with attributes and children (strings become text nodes, never markup). */
function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k.startsWith("data-")) e.setAttribute(k, v);
    else e[k] = v;
  }
  for (const c of children) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return e;
}

function fillRows(tableId, rows) {
  const body = $(tableId).tBodies[0];
  body.replaceChildren(...rows.map((cells) => el("tr", {}, ...cells.map((c) => (c instanceof Node && c.tagName === "TD" ? c : el("td", {}, c))))));
}

/** The span in its delivered context: before, the span as delivered (marked), after. */
function contextNode(item) {
  if (!item.context) return el("span", {}, `${item.out_start}–${item.out_end} (no delivered text)`);
  const c = item.context;
  return el("span", { class: "ctx" }, c.before, el("mark", { class: "span", "data-label": item.label }, c.span || "⌫ dropped"), c.after);
}

function showError(message) {
  $("error").textContent = message ?? "";
  $("error").hidden = !message;
}

function show(screen) {
  for (const s of document.querySelectorAll(".screen")) s.hidden = s.id !== `screen-${screen}`;
  for (const b of document.querySelectorAll("#steps button")) {
    if (b.dataset.screen === screen) b.setAttribute("aria-current", "step");
    else b.removeAttribute("aria-current");
  }
  document.body.dataset.screen = screen;
  if (screen === "label") { renderItem(); $("card").focus(); }
  if (screen === "agree") renderAgree();
  if (screen === "score") renderScore();
  if (screen === "report") renderReport();
}

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// ---- load ----
function isCsv() {
  const f = $("format").value;
  return f ? f === "csv" : /\.csv$/i.test(state.manifest?.name ?? "");
}

function renderMapping() {
  $("mapping-box").hidden = !isCsv();
  if (!isCsv()) return;
  try {
    state.columns = auditCsvHeader(state.manifest.text, state.manifest.name);
  } catch (e) {
    showError(String(e.message ?? e));
    return;
  }
  fillRows("mapping", FIELDS.map((f) => {
    const select = el("select", { id: `map-${f}`, "data-field": f }, el("option", { value: "" }, REQUIRED.includes(f) ? "(choose)" : "(none)"),
      ...state.columns.map((c) => el("option", { value: c }, c)));
    if (state.columns.includes(f)) select.value = f;
    return [`${f}${REQUIRED.includes(f) ? " *" : ""}`, el("td", {}, select)];
  }));
}

function mapping() {
  if (!isCsv()) return "";
  const parts = [];
  for (const f of FIELDS) {
    const col = $(`map-${f}`).value;
    if (col && col !== f) parts.push(`${col}=${f}`);
  }
  return parts.join(",");
}

async function readFile(input) {
  const f = input.files[0];
  return f ? { name: f.name, text: await f.text() } : null;
}

function loaded() {
  const m = state.manifest ? `manifest ${state.manifest.name}` : "no manifest";
  const t = state.texts ? `delivered texts ${state.texts.name}` : "no delivered texts (token counts and context need them)";
  $("loaded").textContent = `${m}; ${t}`;
  $("run").disabled = !state.manifest;
  renderMapping();
}

function run() {
  showError("");
  const options = { size: Number($("size").value), seed: Number($("seed").value), context: Number($("context").value) };
  let audit;
  try {
    audit = new Audit(state.manifest.text, state.manifest.name, $("format").value, mapping(), state.texts?.text ?? "", state.texts?.name ?? "", options);
  } catch (e) {
    showError(String(e.message ?? e));
    return;
  }
  state.audit?.free();
  state.audit = audit;
  state.sample = audit.sample();
  state.current = 0;
  for (const b of document.querySelectorAll("#steps button")) b.disabled = false;
  renderProfile();
  renderSample();
  show("profile");
}

// ---- profile and sample ----
function renderProfile() {
  const p = state.audit.profile();
  $("profile-summary").textContent = `${p.spans} redacted spans in ${opt(p.records)} delivered texts; ${opt(p.redacted_tokens)} of ${opt(p.tokens)} tokens redacted (${pct(p.share)}).`;
  fillRows("profile-fields", p.by_field.map((r) => [r.field, r.spans, opt(r.redacted_tokens), opt(r.tokens), pct(r.share), r.flagged ? "FLAGGED" : ""]));
  for (const [i, r] of p.by_field.entries()) if (r.flagged) $("profile-fields").tBodies[0].rows[i].classList.add("flagged");
  $("flag-rule").textContent = `Flagged: ${p.flag_rule}.`;
  fillRows("profile-types", p.by_label.map((r) => [r.label, r.spans, opt(r.redacted_tokens), pct(r.share)]));
}

function renderSample() {
  const s = state.sample;
  const p = state.audit.profile();
  const share = (st) => p.strata.find((r) => r.label === st.label && r.field === st.field)?.share;
  $("sample-summary").textContent = `${s.items.length} spans sampled: up to ${s.size} per stratum (smaller strata whole), seed ${s.seed}.`;
  fillRows("sample-strata", s.strata.map((st) => [st.label, st.field, st.spans, pct(share(st)), st.sampled]));
}

// ---- label ----
const reviewer = () => document.querySelector('input[name="reviewer"]:checked').value;

function renderItem() {
  const items = state.sample.items;
  if (!items.length) return;
  const item = items[state.current];
  const labels = state.audit.labels();
  const score = item.score === null || item.score === undefined ? "no score" : `score ${item.score}`;
  $("item-meta").textContent = `#${item.n} of ${items.length} · ${item.label} · field ${item.field} · record ${item.id} · ${score}${item.operator ? ` · ${item.operator}` : ""}`;
  $("item-context").replaceChildren(contextNode(item));
  const mine = labels[reviewer()]?.[item.n];
  $("item-labels").textContent = ["A", "B"].map((r) => `${r}: ${judgement(labels[r]?.[item.n])}`).join(" · ");
  $("card").dataset.label = mine?.label ?? "";
  const done = (r) => Object.keys(labels[r] ?? {}).length;
  $("progress").textContent = `A ${done("A")} of ${items.length} labelled · B ${done("B")} of ${items.length}`;
}

function move(delta) {
  const n = state.sample.items.length;
  state.current = Math.min(n - 1, Math.max(0, state.current + delta));
  $("reason").value = "";
  renderItem();
}

function label(value) {
  const item = state.sample.items[state.current];
  if (!item) return;
  state.audit.setLabel(reviewer(), item.n, value, $("reason").value);
  move(1);
  renderItem();
}

function onKey(e) {
  if (document.body.dataset.screen !== "label" || e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.target instanceof HTMLTextAreaElement) return;
  const k = e.key.toLowerCase();
  if (LABEL_KEYS[k]) label(LABEL_KEYS[k]);
  else if (k >= "1" && k <= "5") $("reason").value = REASONS[Number(k) - 1];
  else if (k === "j" || k === "arrowright") move(1);
  else if (k === "k" || k === "arrowleft") move(-1);
  else if (k === "delete" || k === "backspace") {
    state.audit.clearLabel(reviewer(), state.sample.items[state.current].n);
    renderItem();
  } else return;
  e.preventDefault();
}

async function importLabels() {
  const f = await readFile($("labels-file"));
  $("labels-file").value = "";
  if (!f) return;
  try {
    state.audit.importLabels(f.text, f.name);
    showError("");
  } catch (e) {
    showError(String(e.message ?? e));
  }
  renderItem();
}

// ---- agree ----
function adjudicateCell(d) {
  const reason = el("select", { "aria-label": `reason for #${d.n}` }, el("option", { value: "" }, "no reason"), ...REASONS.map((r) => el("option", { value: r }, r)));
  if (d.adjudicated?.reason) reason.value = d.adjudicated.reason;
  const buttons = Object.values(LABEL_KEYS).map((v) => {
    const b = el("button", { type: "button", "data-adjudicate": v }, v);
    if (d.adjudicated?.label === v) b.setAttribute("aria-pressed", "true");
    b.addEventListener("click", () => {
      state.audit.setLabel("adjudicated", d.n, v, reason.value);
      renderAgree();
    });
    return b;
  });
  return el("td", {}, reason, ...buttons);
}

function renderAgree() {
  const a = state.audit.agreement("A", "B");
  const k = a.overall;
  $("agree-summary").textContent = `${k.both} spans labelled by both; raw agreement ${pctCi(k.raw, k.raw_ci)}; Cohen's kappa ${k.kappa === null ? "undefined" : k.kappa.toFixed(4)}; ${a.disagreements.length} disagreements, ${a.open} open.`;
  fillRows("agree-strata", a.strata.map((s) => [s.label, s.field, s.both, pctCi(s.raw, s.raw_ci), s.kappa === null ? "undefined" : s.kappa.toFixed(4)]));
  const items = new Map(state.sample.items.map((i) => [i.n, i]));
  fillRows("disagreements", a.disagreements.map((d) => [`#${d.n}`, el("td", {}, contextNode(items.get(d.n))), judgement(d.a), judgement(d.b), adjudicateCell(d)]));
}

// ---- score and report ----
const edges = () => $("edges").value;

function renderScore() {
  let s, bands;
  try {
    s = state.audit.score("A", "B");
    bands = state.audit.bands("A", "B", edges());
    showError("");
  } catch (e) {
    showError(String(e.message ?? e));
    return;
  }
  const o = s.overall;
  $("score-summary").textContent = `Precision ${pctCi(o.precision, o.precision_ci)} (pooled sample), over-redaction ${pctCi(o.over_redaction, o.over_redaction_ci)}. ` +
    `Weighted by stratum size: precision ${pctCi(o.weighted_precision, o.weighted_precision_bounds)}, wrongly redacted spans ${estCi(o.est_fp_spans, o.est_fp_spans_bounds)}, ` +
    `wrongly removed tokens ${estCi(o.est_tokens_lost, o.est_tokens_lost_bounds)} (bounds, wider than a 95% interval). ` +
    `Excluded: ${o.unsure} unsure, ${o.disagreed} open disagreements, ${o.unlabelled} unlabelled.`;
  fillRows("score-strata", s.strata.map((r) => [r.label, r.field, r.spans, pct(r.redacted_share), r.sampled, `${r.true_pii} / ${r.false_positive} / ${r.unsure}`,
    pctCi(r.precision, r.precision_ci), estCi(r.est_tokens_lost, r.est_tokens_lost_ci), reasons(r.top_reasons)]));
  fillRows("bands", bands.map((b) => [b.lo === null ? "no score" : `${b.lo.toFixed(2)}–${b.hi.toFixed(2)}`, `${b.true_pii} / ${b.false_positive} / ${b.unsure}`,
    pctCi(b.precision, b.precision_ci), b.raise_to_hi ? `${b.raise_to_hi.est_fp_spans.toFixed(1)} / ${b.raise_to_hi.est_true_spans.toFixed(1)}` : "–"]));
}

function renderReport() {
  let r;
  try {
    r = state.audit.report("A", "B", edges());
  } catch (e) {
    showError(String(e.message ?? e));
    return;
  }
  const o = r.score.overall;
  $("report-summary").textContent = `Manifest ${r.manifest}: ${r.profile.spans} redacted spans, ${opt(r.profile.redacted_tokens)} of ${opt(r.profile.tokens)} tokens (${pct(r.profile.share)}). ` +
    `Precision ${pctCi(o.precision, o.precision_ci)}; estimated wrongly removed tokens ${estCi(o.est_tokens_lost, o.est_tokens_lost_bounds)}. ` +
    `Cohen's kappa ${r.agreement.overall.kappa === null ? "undefined" : r.agreement.overall.kappa.toFixed(4)}.`;
  fillRows("report-strata", r.score.strata.map((s) => [s.label, s.field, pct(s.redacted_share), s.sampled, pctCi(s.precision, s.precision_ci),
    estCi(s.est_tokens_lost, s.est_tokens_lost_ci), reasons(s.top_reasons)]));
  fillRows("report-records", r.records.map((rec) => [rec.n, `${rec.id} · ${rec.field}`, rec.label, el("td", {}, contextNode(rec)),
    Object.entries(rec.labels).map(([who, j]) => `${who}: ${judgement(j)}`).join("; "), judgement(rec.final)]));
}

// ---- wiring ----
async function loadSample() {
  const get = async (name) => ({ name, text: await (await fetch(`samples/audit/${name}`)).text() });
  state.manifest = await get("manifest.jsonl");
  state.texts = await get("texts.jsonl");
  $("format").value = "";
  loaded();
}

async function main() {
  await init();
  $("manifest-file").addEventListener("change", async () => { state.manifest = await readFile($("manifest-file")); loaded(); });
  $("texts-file").addEventListener("change", async () => { state.texts = await readFile($("texts-file")); loaded(); });
  $("format").addEventListener("change", loaded);
  $("load-sample").addEventListener("click", loadSample);
  $("run").addEventListener("click", run);
  for (const b of document.querySelectorAll("#steps button")) b.addEventListener("click", () => show(b.dataset.screen));
  for (const b of document.querySelectorAll("[data-label]")) if (b.tagName === "BUTTON") b.addEventListener("click", () => label(b.dataset.label));
  $("prev").addEventListener("click", () => move(-1));
  $("next").addEventListener("click", () => move(1));
  for (const r of document.querySelectorAll('input[name="reviewer"]')) r.addEventListener("change", renderItem);
  document.addEventListener("keydown", onKey);
  $("labels-file").addEventListener("change", importLabels);
  $("export-reviewer").addEventListener("click", () => download(`labels-${reviewer()}.jsonl`, state.audit.exportLabels(reviewer()), "application/x-ndjson"));
  $("export-all").addEventListener("click", () => download("labels.jsonl", state.audit.exportLabels(""), "application/x-ndjson"));
  $("edges").addEventListener("change", renderScore);
  $("download-json").addEventListener("click", () => download("audit-report.json", JSON.stringify(state.audit.report("A", "B", edges()), null, 2), "application/json"));
  $("download-html").addEventListener("click", () => download("audit-report.html", state.audit.reportHtml("A", "B", edges()), "text/html"));
  $("print").addEventListener("click", () => window.print());
  loaded();
  document.body.dataset.screen = "load";
  document.body.dataset.ready = "true";
}

main().catch((e) => showError(`could not start: ${e.message ?? e}`));
