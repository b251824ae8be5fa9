// Rendering of the detection view: the text with each detection highlighted, gold spans (when the document has gold)
// outlined by how they fared, and the per-label summary. User text only ever goes in through text nodes and
// textContent, never innerHTML. Offsets are UTF-16 code units.
//
// The text is cut at every span boundary into segments, each a <span class="seg" data-s="offset">, so a selection
// maps back to offsets exactly. A detection is a <mark class="span"> around its segments, with a label tag (a cue that
// does not rely on colour); a gold span outlines its segments: solid when caught whole, dashed when partial (the
// characters left visible are struck through with a hatched background), dotted when missed, with a tag "◐ partial"
// or "✗ missed". Large texts render in slices between frames, so the page stays responsive and scrollable.
//
// The text is laid out in blocks (<div class="chunk">) of about CHUNK characters, each cut just after a line break
// that no span crosses, and styled `content-visibility: auto`: the browser lays out only the blocks near the viewport,
// and appending a block does not lay out the ones before it again. (One block holding megabytes of text was laid out
// whole after every slice: 1.7 s per frame at 1 MB.) A text with no line break stays one block.

const SLICE_MS = 12;
export const CHUNK = 8000;
let renderToken = 0;

const STATUS_TAG = { partial: "◐ partial", miss: "✗ missed" };

/**
 * Replaces `view`'s children with `text` and its spans, incrementally.
 * `spans`: [{start, end, label, score, rule, rejected?, added?, fp?}] sorted, disjoint.
 * `gold`: [{start, end, label, status: "full" | "partial" | "miss"}] sorted by start, or null.
 * Resolves when the last slice is in (or a newer render replaced this one).
 */
export function renderHighlights(view, text, spans, gold) {
  const token = ++renderToken;
  view.dataset.rendered = "false";
  view.replaceChildren();
  const golds = gold ?? [];
  // Every boundary, sorted (a typed array sorts numerically and fast); repeats make empty segments, skipped below.
  const points = new Uint32Array(2 * (spans.length + golds.length) + 2);
  let n = 0;
  points[n++] = 0;
  points[n++] = text.length;
  for (const s of spans) { points[n++] = s.start; points[n++] = s.end; }
  for (const g of golds) { points[n++] = g.start; points[n++] = g.end; }
  points.sort();

  let p = 0;          // index into points: the segment [points[p], points[p + 1])
  let si = 0;         // first detection not yet behind the segment
  let gi = 0;         // first gold span not yet started
  let active = [];    // gold spans covering the segment
  let mark = null;    // the open <mark>, if any
  let markSpan = null;

  const appendSeg = (into, a, b) => {
    const seg = document.createElement("span");
    seg.className = "seg";
    seg.dataset.s = String(a);
    seg.textContent = text.slice(a, b);
    into?.append(seg);
    return seg;
  };

  const closeMark = (into) => {
    if (!mark) return;
    const tag = document.createElement("span");
    tag.className = "tag";
    tag.setAttribute("aria-hidden", "true");
    tag.textContent = markSpan.label + (markSpan.rejected ? " · rejected" : markSpan.added ? " · added" : markSpan.fp ? " · FP" : "");
    mark.append(tag);
    into.append(mark);
    mark = null;
    markSpan = null;
  };

  const openMark = (s, i) => {
    mark = document.createElement("mark");
    mark.className = "span" + (s.rejected ? " rejected" : "") + (s.added ? " added" : "") + (s.fp ? " fp" : "");
    mark.dataset.label = s.label;
    mark.dataset.i = String(i);
    mark.tabIndex = 0;
    mark.title = s.added ? `${s.label} · added by you` : `${s.label} · ${s.rule} · score ${s.score}`;
    markSpan = s;
  };

  let chunk = null;   // the open block
  let chunkStart = 0;
  // Blocks go into the view at once (a block filled over several slices is laid out again alone).
  const newChunk = (at) => {
    chunk = document.createElement("div");
    chunk.className = "chunk";
    chunkStart = at;
    view.append(chunk);
  };

  const slice = () => {
    const until = performance.now() + SLICE_MS;
    while (p < points.length - 1) {
      let a = points[p];
      const b = points[p + 1];
      p += 1;
      if (a === b) continue;
      while (si < spans.length && spans[si].end <= a) si += 1;
      const det = si < spans.length && spans[si].start <= a ? spans[si] : null;
      while (gi < golds.length && golds[gi].start <= a) active.push(golds[gi++]);
      active = active.filter((g) => g.end > a);
      // Outside every span: start a new block after a line break once this one holds CHUNK characters.
      if (!det && !active.length) {
        closeMark(chunk);
        for (let nl; b - chunkStart > CHUNK && (nl = text.indexOf("\n", Math.max(a, chunkStart + CHUNK))) !== -1 && nl < b;) {
          appendSeg(chunk, a, nl + 1);
          newChunk(nl + 1);
          a = nl + 1;
        }
        if (a === b) continue;
      }

      if (markSpan !== det) {
        closeMark(chunk);
        if (det) openMark(det, si);
      }
      const seg = appendSeg(null, a, b);
      if (active.length) {
        const g = active[0];
        seg.classList.add(`g-${g.status}`);
        if (a === g.start) seg.classList.add("gs");
        if (b === g.end) seg.classList.add("ge");
        seg.dataset.g = String(golds.indexOf(g));
        const covered = det && !det.rejected;
        if (!covered && seg.textContent.trim()) seg.classList.add("uncovered");
        if (a === g.start && g.status !== "full" && !mark) {
          seg.tabIndex = 0;
          seg.setAttribute("aria-label", `${g.label}, ${g.status === "miss" ? "missed" : "partly redacted"}`);
        }
      }
      (mark ?? chunk).append(seg);
      for (const g of active) {
        if (g.end === b && g.status !== "full") {
          const t = document.createElement("span");
          t.className = "gtag";
          t.setAttribute("aria-hidden", "true");
          t.textContent = `${STATUS_TAG[g.status]} ${g.label}`;
          (mark ?? chunk).append(t);
        }
      }
      if (performance.now() > until) return false;
    }
    closeMark(chunk);
    return true;
  };

  newChunk(0);
  return new Promise((resolve) => {
    const step = () => {
      if (token !== renderToken) return resolve(false);
      const done = slice();
      if (done) {
        view.dataset.rendered = "true";
        resolve(true);
      } else {
        setTimeout(step, 0);
      }
    };
    step();
  });
}

/**
 * Puts `text` into `el` as text only: at most CHUNK characters at once, in blocks cut after line breaks
 * (see CHUNK above), so a long output is laid out only where it is seen. `el.textContent` is `text` either way.
 */
export function renderText(el, text) {
  if (text.length <= CHUNK) {
    el.textContent = text;
    return;
  }
  const blocks = [];
  for (let a = 0; a < text.length;) {
    const nl = text.indexOf("\n", a + CHUNK);
    const b = nl === -1 ? text.length : nl + 1;
    const block = document.createElement("span");
    block.className = "chunk";
    block.textContent = text.slice(a, b);
    blocks.push(block);
    a = b;
  }
  el.replaceChildren(...blocks);
}

/** The UTF-16 offset of a DOM position inside the highlighted view, or null when it is not inside the text. */
export function offsetAt(node, offset) {
  const el = node.nodeType === Node.TEXT_NODE ? node.parentElement : node;
  const seg = el?.closest?.(".seg");
  if (seg) return Number(seg.dataset.s) + (node.nodeType === Node.TEXT_NODE ? offset : 0);
  // In a tag or between segments: the end of the previous segment.
  let prev = el?.closest?.(".tag, .gtag") ?? (node.nodeType === Node.TEXT_NODE ? null : node.childNodes[offset - 1]);
  while (prev) {
    const s = prev.matches?.(".seg") ? prev : prev.querySelector?.(".seg:last-of-type");
    if (s) return Number(s.dataset.s) + s.textContent.length;
    prev = prev.previousElementSibling ?? prev.parentElement?.previousElementSibling;
  }
  return null;
}

/** A DOM range over UTF-16 offsets [start, end) of the highlighted view, or null when they are not rendered. */
export function rangeAt(view, start, end) {
  const segs = view.querySelectorAll(".seg");
  // The last segment starting at or before `at` (segments are in text order), and the offset in its text node.
  const find = (at, isEnd) => {
    let lo = 0;
    let hi = segs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      const s = Number(segs[mid].dataset.s);
      if (s < at || (s === at && !isEnd)) lo = mid;
      else hi = mid - 1;
    }
    const seg = segs[lo];
    if (!seg?.firstChild) return null;
    const off = at - Number(seg.dataset.s);
    return off >= 0 && off <= seg.firstChild.length ? [seg.firstChild, off] : null;
  };
  const a = find(start, false);
  const b = find(end, true);
  if (!a || !b) return null;
  const range = document.createRange();
  range.setStart(...a);
  range.setEnd(...b);
  return range;
}

/** One list item per label: "LABEL: n", sorted by label. */
export function renderSummary(list, spans) {
  const counts = new Map();
  for (const s of spans) if (!s.rejected) counts.set(s.label, (counts.get(s.label) ?? 0) + 1);
  list.replaceChildren(...[...counts].sort().map(([label, n]) => {
    const li = document.createElement("li");
    li.dataset.label = label;
    li.textContent = `${label}: ${n}`;
    return li;
  }));
}

const REASONS = {
  no_candidate: "no recognizer reported anything here (a missing recognizer or format)",
  validator_rejected: "a candidate was found but failed its validator (check digit, numbering plan)",
  below_threshold: "a candidate scored below its label's threshold",
  label_disabled: "a candidate's label is not enabled by the preset or the label toggles",
  allow_listed: "the value is on the allow-list",
  lost_overlap: "a candidate lost the overlap to another span that did not cover it whole",
  boundary: "the redacted span is shorter than the value: part of it stays readable",
};

/**
 * Fills the details panel for the text at UTF-16 offset `at`: every detection, gold span and candidate there.
 * `explain`: every candidate with `validation` and `rejected`; `gold` as for renderHighlights plus `reason`, `entity_id`.
 */
export function renderDetails(panel, text, at, spans, gold, explain) {
  const items = [];
  const quote = (s) => `“${text.slice(s.start, s.end)}” (${s.start}–${s.end})`;
  for (const s of spans) {
    if (s.start <= at && at < s.end) {
      const cand = explain.find((c) => c.start === s.start && c.end === s.end && c.label === s.label && c.rejected === null);
      const lines = [`Detected ${s.label} ${quote(s)}`];
      if (s.added) lines.push("added by you (review)");
      else {
        lines.push(`rule ${s.rule} · score ${s.score}` + (cand ? ` · validator: ${cand.validation}` : ""));
        if (s.entity !== undefined && s.entity !== null) lines.push(`entity ${s.entity}`);
      }
      if (s.rejected) lines.push("rejected by you: left visible in the output");
      if (s.fp) lines.push("false positive: touches no gold span");
      items.push(lines);
    }
  }
  for (const g of gold ?? []) {
    if (g.start <= at && at < g.end) {
      const status = { full: "caught whole", partial: "caught in part: some characters stay visible", miss: "missed" }[g.status];
      const lines = [`Gold ${g.label} ${quote(g)}: ${status}`];
      if (g.entity_id) lines.push(`entity ${g.entity_id}`);
      if (g.reason) lines.push(`why: ${REASONS[g.reason] ?? g.reason}`);
      for (const c of explain) {
        if (c.rejected !== null && c.start < g.end && g.start < c.end) {
          lines.push(`candidate ${c.label} ${quote(c)} by ${c.rule}, score ${c.score}, validator ${c.validation}: ${c.rejected}`);
        }
      }
      items.push(lines);
    }
  }
  if (!items.length) return false;
  panel.replaceChildren(...items.map((lines) => {
    const div = document.createElement("div");
    div.className = "detail";
    for (const [i, l] of lines.entries()) {
      const p = document.createElement(i === 0 ? "strong" : "p");
      p.textContent = l;
      div.append(p);
    }
    return div;
  }));
  return true;
}
