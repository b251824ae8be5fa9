// The page's state: settings (which may be stored), the loaded corpus and document (which never are), and the
// options object handed to the core (the same JSON as `blackbar --config`).
//
// Offsets held here are UTF-16 code units (what JavaScript strings index), except where a name says `cp`.

const SETTINGS_KEY = "blackbar.settings.v1";

/** Settings: what the user chose. Stored in localStorage; never any text. */
export const settings = {
  preset: null,      // preset name; null = the core's default (the first preset)
  threshold: null,   // one threshold for every label; null = each label's preset threshold
  labels: null,      // label names reported; null = the preset's list
  allow: [],         // exact values never redacted
  rules: [],         // [{label, pattern}]
  style: "mask",
};

/** The session: the loaded corpus and where we are in it. Never stored. */
export const session = {
  presets: [],       // from the core: [{name, description, labels: [[label, threshold]]}]
  labels: [],        // from the core: [{name, description}]
  corpus: null,      // {name, format, docs: [{id, text, spans, ignored}]} or null for pasted text
  doc: 0,            // index of the shown document in corpus.docs
  text: "",          // the text shown (a corpus document's text, or what was pasted)
  spans: [],         // the spans redacted in `text` under the options, review applied: [{start, end, label, score, rule, entity}]
  output: "",        // `text` redacted in the chosen style
  key: "",           // the session key of the keyed styles (surrogate, hash): random per visit, never stored
  explain: [],       // every candidate on `text` with its fate
  report: null,      // the corpus's evaluation report under the options (code-point offsets in its examples)
  sweep: null,       // the corpus's threshold sweep
  predictions: null, // {name, jsonl}: another tool's predictions for the corpus
  review: new Map(), // document key → {rejected: [engine spans], added: [{start, end, label}], snapshot?}
};

export function loadSettings() {
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? "null");
    if (saved && typeof saved === "object") {
      for (const k of Object.keys(settings)) if (k in saved) settings[k] = saved[k];
    }
  } catch {
    // Unreadable settings are ignored: the defaults apply.
  }
}

export function saveSettings() {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage may be disabled (private mode, file://): settings then last for this visit only.
  }
}

/** The options object for the core under the current settings (rules without a pattern are left out). */
export function options() {
  const o = {};
  if (settings.preset) o.preset = settings.preset;
  if (settings.threshold !== null) o.threshold = settings.threshold;
  if (settings.labels) o.labels = settings.labels;
  const allow = settings.allow.map((a) => a.trim()).filter(Boolean);
  if (allow.length) o.allow = allow;
  const rules = settings.rules.filter((r) => r.pattern);
  if (rules.length) o.rules = rules.map((r) => ({ label: r.label, pattern: r.pattern }));
  return o;
}

/** The preset in use (the core lists the default first). */
export function currentPreset() {
  return session.presets.find((p) => p.name === settings.preset) ?? session.presets[0];
}

/** The threshold a label is filtered at under the current settings, or null when the label is not reported. */
export function thresholdOf(label) {
  const preset = currentPreset();
  const base = new Map(preset?.labels ?? []);
  const enabled = settings.labels ? settings.labels.includes(label) : base.has(label);
  if (!enabled) return null;
  return settings.threshold ?? base.get(label) ?? 0.5;
}

/** The key under which review edits of the shown document are kept. */
export function docKey() {
  const d = session.corpus?.docs[session.doc];
  return d && d.text === session.text ? `doc:${d.id}` : "pasted";
}

/** The review edits of the shown document (created empty on first use): `rejected` engine spans, `added` spans. */
export function review() {
  const key = docKey();
  if (!session.review.has(key)) session.review.set(key, { rejected: [], added: [] });
  return session.review.get(key);
}

/** The review of the shown document as the engine takes it ({reject, add}, UTF-16), or null when there is none. */
export function reviewArg() {
  const r = session.review.get(docKey());
  if (!r || (!r.rejected.length && !r.added.length)) return null;
  return { reject: r.rejected.map(({ start, end }) => ({ start, end })), add: r.added };
}

/**
 * Every review edit of the loaded corpus's documents as the corpus worker takes them ({"<document index>": {reject,
 * add}}, UTF-16), or null when there is none: the tallies score the reviewed spans.
 */
export function corpusReview() {
  const docs = session.corpus?.docs ?? [];
  const out = {};
  docs.forEach((d, i) => {
    const r = session.review.get(`doc:${d.id}`);
    if (r && (r.rejected.length || r.added.length)) out[i] = { reject: r.rejected.map(({ start, end }) => ({ start, end })), add: r.added };
  });
  return Object.keys(out).length ? out : null;
}

/** The spans the output redacts (the engine's after review), sorted by start. */
export function finalSpans() {
  return session.spans;
}

/** The shown document when it is an unedited document of the loaded gold corpus, else null. */
export function goldDoc() {
  const d = session.corpus?.docs[session.doc];
  return d && d.text === session.text ? d : null;
}
