// Tallies: the evaluation report of the loaded gold as a table whose every count is a button listing the spans
// behind it, and the index that places the report's spans (code points) on the documents (UTF-16).
import { offsetsOf } from "./offsets.js";

export const pct = (x) => (x === null || x === undefined ? "–" : `${(x * 100).toFixed(1)}%`);
export const interval = (ci) => (ci ? ` [${(ci[0] * 100).toFixed(1)}–${(ci[1] * 100).toFixed(1)}]` : "");

/**
 * Places the report on the documents. Returns {gold: Map id → [{start, end, label, entity_id, status, reason}],
 * fps: Map id → [{start, end, label}]}, UTF-16 offsets. A gold span not listed as uncaught was caught whole.
 */
export function indexReport(report, docs) {
  const byId = new Map(docs.map((d, i) => [d.id, i]));
  const conv = new Map();
  const u16 = (id) => {
    if (!conv.has(id)) conv.set(id, offsetsOf(docs[byId.get(id)].text).toU16);
    return conv.get(id);
  };
  const uncaught = new Map();
  for (const e of report.not_caught) {
    const to = u16(e.id);
    uncaught.set(`${e.id}\u0000${to(e.start)}\u0000${to(e.end)}\u0000${e.label}`, e);
  }
  const gold = new Map();
  for (const d of docs) {
    gold.set(d.id, d.spans.map((g) => {
      const e = uncaught.get(`${d.id}\u0000${g.start}\u0000${g.end}\u0000${g.label}`);
      return { ...g, status: e ? e.coverage : "full", reason: e?.reason ?? null };
    }).sort((a, b) => a.start - b.start || b.end - a.end));
  }
  const fps = new Map();
  for (const e of report.false_positives) {
    const to = u16(e.id);
    if (!fps.has(e.id)) fps.set(e.id, []);
    fps.get(e.id).push({ start: to(e.start), end: to(e.end), label: e.label });
  }
  return { gold, fps };
}

/** The entries behind one number: [{doc, start, end, label, note}] (doc = document index, UTF-16 offsets). */
export function entriesFor(what, label, report, index, docs) {
  const out = [];
  const all = label === "all";
  if (what === "fp") {
    for (const [i, d] of docs.entries()) {
      for (const f of index.fps.get(d.id) ?? []) {
        if (all || f.label === label) out.push({ doc: i, ...f, note: "false positive" });
      }
    }
    return out;
  }
  if (what === "leaking") {
    for (const [i, d] of docs.entries()) {
      const g = index.gold.get(d.id).find((s) => s.status !== "full");
      if (g) out.push({ doc: i, ...g, note: "first uncaught mention" });
    }
    return out;
  }
  const want = { mentions: null, full: ["full"], partial: ["partial"], miss: ["miss"], uncaught: ["partial", "miss"] }[what];
  for (const [i, d] of docs.entries()) {
    for (const g of index.gold.get(d.id)) {
      if ((all || g.label === label) && (!want || want.includes(g.status))) {
        out.push({ doc: i, ...g, note: { full: "caught whole", partial: "partial", miss: "missed" }[g.status] });
      }
    }
  }
  return out;
}

/** The cells of one tallies row (label, counts, rates) as [text, what-to-list or null]. */
export function rowCells(label, r, p) {
  return [
    [label, null],
    [String(r.mentions), "mentions"],
    [String(r.full), "full"],
    [String(r.partial), "partial"],
    [String(r.miss), "miss"],
    [pct(r.recall_strict) + interval(r.recall_strict_ci), "uncaught"],
    [pct(r.recall_lenient), null],
    [pct(r.recall_entity), null],
    [pct(p?.precision), "fp"],
    [String(p?.false_positives ?? 0), "fp"],
  ];
}

/** Renders the table; `onList(what, label)` is called when a number is activated. */
export function renderTallies(table, summary, extra, report, onList) {
  const row = (label, r, p, cls) => {
    const tr = document.createElement("tr");
    tr.dataset.label = label;
    if (cls) tr.className = cls;
    for (const [i, [text, what]] of rowCells(label, r, p).entries()) {
      const td = document.createElement(i === 0 ? "th" : "td");
      if (i === 0) td.scope = "row";
      if (what && text !== "0" && text !== "–") {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "num";
        b.textContent = text;
        b.dataset.what = what;
        b.setAttribute("aria-label", `${text}: list the ${what === "fp" ? "false positive" : what} spans of ${label}`);
        b.addEventListener("click", () => onList(what, label));
        td.append(b);
      } else {
        td.textContent = text;
      }
      tr.append(td);
    }
    return tr;
  };
  const rows = Object.entries(report.labels).map(([label, r]) => row(label, r, report.predicted_labels[label]));
  const o = report.overall;
  rows.push(row("all", o, o, "total"));
  table.tBodies[0].replaceChildren(...rows);
  summary.textContent = `${o.documents} documents · precision ${pct(o.precision)}${interval(o.precision_ci)} · ` +
    `${o.false_positives} false positives · over-redaction ${pct(o.over_redaction)} · ` +
    `entity recall ${pct(o.recall_entity)} · leaking documents ${o.leaking_documents} of ${o.documents}`;

  const leak = document.createElement("button");
  leak.type = "button";
  leak.className = "num";
  leak.textContent = `${o.leaking_documents} leaking documents`;
  leak.addEventListener("click", () => onList("leaking", "all"));
  const over = document.createElement("button");
  over.type = "button";
  over.className = "num";
  over.textContent = `over-redaction ${pct(o.over_redaction)} (${o.over_redacted_tokens} of ${o.clean_tokens} clean tokens)`;
  over.addEventListener("click", () => onList("fp", "all"));
  const second = `second pass over the masked output: ${report.second_pass.leaking_documents} documents still hold an identifier shape`;
  extra.replaceChildren("Click: ", leak, " · ", over, ` · ${second}.`);
}

/** A one-sentence summary for the live region. */
export function announce(report) {
  const o = report.overall;
  return `Tallies: strict recall ${pct(o.recall_strict)}, ${o.full} of ${o.mentions} caught whole, ${o.partial} partial, ` +
    `${o.miss} missed, ${o.false_positives} false positives.`;
}

/** Lists `entries` under `heading`; `onJump(entry)` when one is activated. Shows at most 500. */
export function renderList(box, heading, list, title, entries, docs, onJump) {
  box.hidden = false;
  heading.textContent = `${title}: ${entries.length} span${entries.length === 1 ? "" : "s"}`;
  const shown = entries.slice(0, 500);
  list.replaceChildren(...shown.map((e) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.className = "jump";
    const d = docs[e.doc];
    b.textContent = `${d.id} · ${e.label} · “${d.text.slice(e.start, e.end)}” · ${e.note}`;
    b.addEventListener("click", () => onJump(e));
    li.append(b);
    return li;
  }));
  if (entries.length > shown.length) {
    const li = document.createElement("li");
    li.textContent = `… and ${entries.length - shown.length} more`;
    list.append(li);
  }
  heading.focus();
}
