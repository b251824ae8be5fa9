// Rendering: highlights, per-label summary, redacted output. User text only ever goes in through text nodes and
// textContent, never innerHTML.

/** Replaces `view`'s children with `text`, each span of `spans` wrapped in a labelled <mark>. */
export function renderHighlights(view, text, spans) {
  const frag = document.createDocumentFragment();
  let pos = 0;
  for (const s of spans) {
    if (s.start > pos) frag.append(text.slice(pos, s.start));
    const mark = document.createElement("mark");
    mark.className = "span";
    mark.dataset.label = s.label;
    mark.tabIndex = 0;
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
}

/** One list item per label: "LABEL: n", sorted by label. */
export function renderSummary(list, spans) {
  const counts = new Map();
  for (const s of spans) counts.set(s.label, (counts.get(s.label) ?? 0) + 1);
  list.replaceChildren(...[...counts].sort().map(([label, n]) => {
    const li = document.createElement("li");
    li.dataset.label = label;
    li.textContent = `${label}: ${n}`;
    return li;
  }));
}

const pct = (x) => (x === null || x === undefined ? "–" : `${(x * 100).toFixed(1)}%`);
const interval = (ci) => (ci ? ` [${(ci[0] * 100).toFixed(1)}–${(ci[1] * 100).toFixed(1)}]` : "");

/** The per-label tallies of an evaluation report as table rows, then the overall figures. */
export function renderTallies(table, summary, report) {
  const row = (label, r, cls) => {
    const tr = document.createElement("tr");
    tr.dataset.label = label;
    if (cls) tr.className = cls;
    const cells = [label, r.mentions, r.full, r.partial, r.miss, pct(r.recall_strict) + interval(r.recall_strict_ci),
      pct(r.recall_lenient)];
    for (const [i, c] of cells.entries()) {
      const td = document.createElement(i === 0 ? "th" : "td");
      if (i === 0) td.scope = "row";
      td.textContent = String(c);
      tr.append(td);
    }
    return tr;
  };
  const rows = Object.entries(report.labels).map(([label, r]) => row(label, r));
  rows.push(row("all", report.overall, "total"));
  table.tBodies[0].replaceChildren(...rows);
  const o = report.overall;
  summary.textContent = `${o.documents} documents · precision ${pct(o.precision)}${interval(o.precision_ci)} · ` +
    `${o.false_positives} false positives · over-redaction ${pct(o.over_redaction)} · ` +
    `entity recall ${pct(o.recall_entity)} · leaking documents ${o.leaking_documents} of ${o.documents}`;
}
