// Review: a person's corrections to the detections of the shown text. Rejecting a detection leaves it visible in the
// output; adding a span redacts it (a span crossing a detection merges with it, as the engine resolves any overlap).
// Both go to the engine as `review` ({reject, add}) and so feed the output, the manifest and the reviewed gold file.
// Offsets are UTF-16 code units.
import { docKey, review, session } from "./state.js";

/** Rejects the detection `s`, or takes a rejection or an addition back. */
export function toggleReject(s) {
  const r = review();
  if (s.rejected) r.rejected = r.rejected.filter((x) => !(x.start === s.start && x.end === s.end));
  else if (s.added) r.added = r.added.filter((a) => !(a.start < s.end && s.start < a.end));
  else r.rejected.push({ start: s.start, end: s.end, label: s.label, score: s.score, rule: s.rule });
}

/** Adds [start, end) as `label`, whitespace at either end trimmed; null when the range holds no visible character. */
export function addSpan(text, start, end, label) {
  while (start < end && /\s/.test(text[start])) start += 1;
  while (end > start && /\s/.test(text[end - 1])) end -= 1;
  if (start >= end) return null;
  const span = { start, end, label };
  review().added.push(span);
  return span;
}

/**
 * The spans as shown in the detection view, sorted: the redacted spans (an added one flagged `added`, a false
 * positive of the corpus report flagged `fp`), and the rejected detections that no redacted span now covers.
 */
export function shownSpans(fpKeys) {
  const r = session.review.get(docKey()) ?? { rejected: [], added: [] };
  if (!r.rejected.length && !r.added.length && !fpKeys.size) return session.spans;
  const kept = session.spans.map((s) => ({
    ...s,
    added: r.added.some((a) => a.start < s.end && s.start < a.end) || undefined,
    fp: fpKeys.has(`${s.start}:${s.end}`) || undefined,
  }));
  const rejected = r.rejected
    .filter((x) => !kept.some((s) => s.start < x.end && x.start < s.end))
    .map((x) => ({ ...x, rejected: true }));
  return [...kept, ...rejected].sort((a, b) => a.start - b.start);
}

/** How many edits the shown text has: {rejected, added}. */
export function counts() {
  const r = session.review.get(docKey());
  return { rejected: r?.rejected.length ?? 0, added: r?.added.length ?? 0 };
}
