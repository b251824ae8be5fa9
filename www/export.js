// Exports: the evaluation report (JSON, and a printable HTML page built with the DOM so every value is escaped), and
// the reviewed gold file (JSON Lines, code-point offsets, the unit of gold files).
import { offsetsOf } from "./offsets.js";
import { interval, pct, rowCells } from "./tallies.js";

/** The report as a JSON document: what was scored, under which settings, and the core's report and sweep. */
export function reportJson({ corpusName, options, report, sweep }) {
  return JSON.stringify({ tool: "blackbar page", generated: new Date().toISOString(), gold: corpusName, options, report, sweep }, null, 2);
}

const REPORT_CSS = "body{font:14px/1.4 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}" +
  "th,td{border-bottom:1px solid #ccc;padding:.2rem .6rem;text-align:right}th[scope=row],thead th:first-child{text-align:left}" +
  "tr.total{font-weight:600}code{white-space:pre-wrap}";

/** A standalone printable HTML page of the tallies (no script, no outside reference). */
export function reportHtml({ corpusName, options, report }) {
  const doc = document.implementation.createHTMLDocument(`blackbar report: ${corpusName}`);
  const add = (tag, text) => {
    const e = doc.createElement(tag);
    if (text !== undefined) e.textContent = text;
    doc.body.append(e);
    return e;
  };
  add("h1", `blackbar: tallies on ${corpusName}`);
  add("p", `Generated ${new Date().toISOString()} by the blackbar page. Settings: `).append(Object.assign(doc.createElement("code"), { textContent: JSON.stringify(options) }));
  add("p", "A mention is caught only when every character of it is redacted; partial catches are counted apart and never as recall. Rates carry Wilson 95% intervals.");
  const table = add("table");
  const head = table.createTHead().insertRow();
  for (const h of ["gold label", "mentions", "caught whole", "partial", "missed", "strict recall [95% CI]", "lenient recall", "entity recall", "precision", "false positives"]) {
    const th = doc.createElement("th");
    th.scope = "col";
    th.textContent = h;
    head.append(th);
  }
  const body = table.createTBody();
  const row = (label, r, p, cls) => {
    const tr = body.insertRow();
    if (cls) tr.className = cls;
    for (const [i, [text]] of rowCells(label, r, p).entries()) {
      const c = doc.createElement(i === 0 ? "th" : "td");
      if (i === 0) c.scope = "row";
      c.textContent = text;
      tr.append(c);
    }
  };
  for (const [label, r] of Object.entries(report.labels)) row(label, r, report.predicted_labels[label]);
  row("all", report.overall, report.overall, "total");
  const o = report.overall;
  add("p", `${o.documents} documents · precision ${pct(o.precision)}${interval(o.precision_ci)} · ${o.false_positives} false positives · ` +
    `over-redaction ${pct(o.over_redaction)}${interval(o.over_redaction_ci)} · entity recall ${pct(o.recall_entity)}${interval(o.recall_entity_ci)} · ` +
    `leaking documents ${o.leaking_documents} of ${o.documents}`);
  if (report.why_missed) {
    add("h2", "Why mentions were not caught");
    const ul = add("ul");
    for (const [label, reasons] of Object.entries(report.why_missed)) {
      const li = doc.createElement("li");
      li.textContent = `${label}: ${Object.entries(reasons).map(([k, n]) => `${k.replaceAll("_", " ")} ${n}`).join(", ")}`;
      ul.append(li);
    }
  }
  // The style is a constant, added as text: the page's own CSP does not let it create a <style> element.
  return "<!doctype html>\n" + doc.documentElement.outerHTML.replace("</head>", `<meta charset="utf-8"><style>${REPORT_CSS}<\/style></head>`);
}

/** Gold JSON Lines for `docs` = [{id, text, spans: [{start, end, label}] (UTF-16)}], offsets in code points. */
export function goldJsonl(docs) {
  return docs.map((d) => {
    const { toCp } = offsetsOf(d.text);
    const spans = d.spans.map((s) => ({ start: toCp(s.start), end: toCp(s.end), label: s.label }));
    return JSON.stringify({ id: d.id, text: d.text, spans });
  }).join("\n") + "\n";
}
