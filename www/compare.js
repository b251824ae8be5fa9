// Compare: two redactors scored on the same gold, side by side, with the difference in strict recall per label.
// A redactor is a "source" for the corpus worker: {options, builtin} (blackbar, or with builtin false only the
// options' custom rules: a regex redactor) or {predictions} (another tool's output for this gold).
import { pct } from "./tallies.js";

/** The sources on offer: [{key, name, source}] from the presets, the shipped regex redactor, the user's rules. */
export function sources({ presets, options, regex, predictions, rules }) {
  const out = [{ key: "current", name: "blackbar — your settings", source: { options, builtin: true } }];
  for (const p of presets) out.push({ key: `preset:${p.name}`, name: `blackbar — preset ${p.name}`, source: { options: { preset: p.name }, builtin: true } });
  if (regex) out.push({ key: "regex", name: regex.name, source: { options: regex.config, builtin: false } });
  if (rules.length) {
    const labels = [...new Set(rules.map((r) => r.label))];
    out.push({ key: "rules", name: "your custom rules only", source: { options: { labels, rules }, builtin: false } });
  }
  if (predictions) out.push({ key: "predictions", name: `predictions: ${predictions.name}`, source: { predictions: predictions.jsonl } });
  return out;
}

/** Fills a select with the sources, keeping the chosen key when it is still offered, else `fallback`. */
export function fillSelect(select, list, fallback) {
  const keep = select.value;
  select.replaceChildren(...list.map((s) => new Option(s.name, s.key)));
  select.value = list.some((s) => s.key === keep) ? keep : fallback;
}

const points = (x) => (x === null || x === undefined ? "–" : `${x > 0 ? "+" : ""}${(x * 100).toFixed(1)}`);

/** The comparison table: one row per gold label, then all labels; and a caption with precision and over-redaction. */
export function renderCompare(table, caption, a, b, nameA, nameB) {
  const labels = [...new Set([...Object.keys(a.labels), ...Object.keys(b.labels)])].sort();
  const row = (label, ra, rb, cls) => {
    const tr = document.createElement("tr");
    tr.dataset.label = label;
    if (cls) tr.className = cls;
    const diff = ra?.recall_strict !== null && rb?.recall_strict !== null && ra && rb ? rb.recall_strict - ra.recall_strict : null;
    const cells = [label, ra?.mentions ?? rb?.mentions ?? 0, pct(ra?.recall_strict), pct(rb?.recall_strict), points(diff),
      ra?.partial ?? 0, rb?.partial ?? 0];
    for (const [i, c] of cells.entries()) {
      const td = document.createElement(i === 0 ? "th" : "td");
      if (i === 0) td.scope = "row";
      td.textContent = String(c);
      if (i === 4 && diff) td.className = diff > 0 ? "better" : "worse";
      tr.append(td);
    }
    return tr;
  };
  table.tBodies[0].replaceChildren(...labels.map((l) => row(l, a.labels[l], b.labels[l])), row("all", a.overall, b.overall, "total"));
  const o = (r) => `precision ${pct(r.overall.precision)}, ${r.overall.false_positives} false positives, over-redaction ${pct(r.overall.over_redaction)}, leaking documents ${r.overall.leaking_documents} of ${r.overall.documents}`;
  caption.textContent = `A: ${nameA} — ${o(a)}. B: ${nameB} — ${o(b)}. B − A in percentage points of strict recall.`;
}
