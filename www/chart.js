// The threshold sweep as small SVG charts, one per gold label: strict recall (y, 0–100%) against the threshold
// (x, 0–1), the label's current threshold marked by a vertical line. Drawn by hand; no chart library.

const SVG = "http://www.w3.org/2000/svg";
const W = 180;
const H = 110;
const PAD = { l: 30, r: 8, t: 8, b: 22 };

function el(name, attrs, text) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

const x = (t) => PAD.l + t * (W - PAD.l - PAD.r);
const y = (r) => PAD.t + (1 - r) * (H - PAD.t - PAD.b);

/** One chart: `curve` = {mentions, recall_strict: [21 rates or null]}, `thresholds` [21], `current` or null. */
export function chart(label, curve, thresholds, current) {
  const fig = document.createElement("figure");
  fig.className = "chart";
  fig.dataset.label = label;
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: "img" });
  const at = current === null ? null : curve.recall_strict[Math.round(current * 20)];
  const desc = `${label}: strict recall from ${fmt(curve.recall_strict[0])} at threshold 0 to ${fmt(curve.recall_strict.at(-1))} at 1` +
    (current === null ? "; label not reported" : `; ${fmt(at)} at the current threshold ${current.toFixed(2)}`);
  svg.setAttribute("aria-label", desc);
  svg.append(el("rect", { x: PAD.l, y: PAD.t, width: W - PAD.l - PAD.r, height: H - PAD.t - PAD.b, class: "frame" }));
  for (const r of [0, 0.5, 1]) {
    svg.append(el("line", { x1: PAD.l, x2: W - PAD.r, y1: y(r), y2: y(r), class: "grid" }));
    svg.append(el("text", { x: PAD.l - 3, y: y(r) + 3, class: "axis", "text-anchor": "end" }, `${r * 100}%`));
  }
  for (const t of [0, 0.5, 1]) svg.append(el("text", { x: x(t), y: H - 8, class: "axis", "text-anchor": "middle" }, String(t)));
  const pts = thresholds.map((t, i) => [t, curve.recall_strict[i]]).filter(([, r]) => r !== null);
  svg.append(el("polyline", { points: pts.map(([t, r]) => `${x(t).toFixed(1)},${y(r).toFixed(1)}`).join(" "), class: "curve" }));
  for (const [t, r] of pts) svg.append(el("circle", { cx: x(t).toFixed(1), cy: y(r).toFixed(1), r: 1.6, class: "dot" }));
  if (current !== null) {
    svg.append(el("line", { x1: x(current), x2: x(current), y1: PAD.t, y2: H - PAD.b, class: "current" }));
  }
  const cap = document.createElement("figcaption");
  cap.textContent = `${label} (${curve.mentions})` + (current === null ? " · off" : ` · ${fmt(at)} at ${current.toFixed(2)}`);
  fig.append(svg, cap);
  return fig;
}

const fmt = (r) => (r === null || r === undefined ? "–" : `${(r * 100).toFixed(0)}%`);

/** Replaces `box`'s charts: one per label of the sweep report. `thresholdOf(label)` gives the current threshold. */
export function renderSweep(box, sweep, thresholdOf) {
  box.replaceChildren(...Object.entries(sweep.labels).map(([label, curve]) =>
    chart(label, curve, sweep.thresholds, thresholdOf(label))));
}
