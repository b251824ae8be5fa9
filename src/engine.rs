//! The engine: runs every recognizer (and the configured custom rules) over the original text, filters the
//! candidates by the [`Policy`], resolves them once, and can explain every candidate's fate.

use std::fmt;

use crate::config::Policy;
use crate::resolve::{resolve, Resolution};

use crate::{normalize, recognizers, Finding, Label, Recognizer, Span, Validation};

/// Why a candidate was not redacted.
#[derive(Clone, Debug, PartialEq)]
pub enum Reason {
    /// Its label is not enabled by the configuration.
    LabelDisabled,
    /// Its recognizer's validator rejected it (check digit, numbering plan...).
    ValidatorFailed,
    /// The value is on the allow-list.
    AllowListed,
    /// Its score is below its label's threshold.
    BelowThreshold {
        /// The threshold it missed.
        threshold: f32,
    },
    /// It overlapped a span that won the overlap rule.
    LostOverlap {
        /// The winner's label.
        to: Label,
        /// The winner's rule.
        rule: String,
        /// True when it crossed the winner and its characters were merged into the winner's span (so they are
        /// redacted, under the winner's label).
        merged: bool,
    },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::LabelDisabled => f.write_str("label not enabled"),
            Reason::ValidatorFailed => f.write_str("failed its validator"),
            Reason::AllowListed => f.write_str("allow-listed"),
            Reason::BelowThreshold { threshold } => write!(f, "below threshold {threshold}"),
            Reason::LostOverlap { to, rule, merged: false } => write!(f, "lost overlap to {to} ({rule})"),
            Reason::LostOverlap { to, rule, merged: true } => write!(f, "merged into {to} ({rule})"),
        }
    }
}

/// One candidate and what became of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Explanation {
    /// The candidate as its recognizer reported it.
    pub finding: Finding,
    /// `None` when it was redacted as reported; the reason otherwise.
    pub rejected: Option<Reason>,
}

/// `detected` (from [`Engine::detect`]) plus the matches of the policy's custom rules, in resolution order.
pub fn with_rules(mut detected: Vec<Finding>, text: &str, policy: &Policy) -> Vec<Finding> {
    if !policy.cues.is_empty() {
        policy.cues.apply(text, &mut detected, |l| policy.threshold(l));
        crate::sort::sort_by(&mut detected, crate::resolve::priority);
    }
    if policy.rules.is_empty() {
        return detected;
    }
    for rule in &policy.rules {
        for m in rule.regex.find_iter(text) {
            detected.push(Finding::new(Span::new(m.start(), m.end()), rule.label, rule.score, rule.rule.clone()));
        }
    }
    crate::sort::sort_by(&mut detected, crate::resolve::priority);
    detected
}

/// Bytes of shadow text around each change that the shadow pass re-reads: the reach of a value plus its context cues
/// ([`crate::context::WIDE_WINDOW`] looks 240 bytes back).
const SHADOW_REACH: usize = 400;
/// Findings within this many bytes of a window's cut edge are dropped (they may have seen a cut-off value or lost
/// their context). Everything within `SHADOW_REACH - SHADOW_GUARD` bytes of a change is kept.
const SHADOW_GUARD: usize = 120;

/// A stretch of the shadow text the recognizers re-read, and the part of it whose findings are kept.
struct Window {
    span: Span,
    keep: Span,
}

/// The windows of the shadow text that need a second pass: around every change that can alter a finding, merged.
///
/// A change that only turns a plain line break after a sentence end (`.`, `?`, `!`, `…`, perhaps followed by a
/// closing quote or bracket) into a space is skipped: the original pass already read the same words across the break,
/// and no value continues past a sentence end. Every other change — folded characters, spoken numbers and e-mails,
/// joins over subtitle scaffolding or a repeated speaker label, and line breaks inside a sentence (a number or name
/// wrapped onto the next line) — gets a window of [`SHADOW_REACH`] bytes each side, widened to line starts and ends.
fn shadow_windows(text: &str, shadow: &normalize::Shadow<'_>) -> Vec<Window> {
    let st = shadow.text();
    let mut spans: Vec<Span> = Vec::new();
    for (orig, sh) in shadow.changes() {
        if is_sentence_break(text, orig, st, sh) {
            continue;
        }
        let lo = line_start(st, sh.start.saturating_sub(SHADOW_REACH));
        let hi = line_end(st, (sh.end + SHADOW_REACH).min(st.len()));
        match spans.last_mut() {
            Some(last) if lo <= last.end => last.end = last.end.max(hi),
            _ => spans.push(Span::new(lo, hi)),
        }
    }
    spans
        .into_iter()
        .map(|span| {
            let keep_start = if span.start == 0 { 0 } else { span.start + SHADOW_GUARD };
            let keep_end = if span.end == st.len() { span.end } else { span.end.saturating_sub(SHADOW_GUARD) };
            Window { span, keep: Span::new(keep_start, keep_end.max(keep_start)) }
        })
        .collect()
}

/// True when the change turns a plain line break (whitespace with one `\n`) that follows a sentence end into a space.
fn is_sentence_break(text: &str, orig: Span, shadow: &str, sh: Span) -> bool {
    if &shadow[sh] != " " || text[orig].bytes().filter(|&b| b == b'\n').count() != 1 || !text[orig].trim().is_empty() {
        return false;
    }
    let before = shadow[..sh.start].trim_end_matches(['"', '\'', ')', ']', '»', '”', '’']);
    before.ends_with(['.', '?', '!', '…', '。', '？', '！'])
}

/// The start of the line holding byte `at` if it is at most 200 bytes back, else the nearest character boundary.
fn line_start(t: &str, mut at: usize) -> usize {
    while !t.is_char_boundary(at) {
        at -= 1;
    }
    let from = at.saturating_sub(200);
    match t.as_bytes()[from..at].iter().rposition(|&b| b == b'\n') {
        Some(i) => from + i + 1,
        None if from == 0 => 0,
        None => at,
    }
}

/// The end of the line holding byte `at` (before its `\n`) if it is at most 200 bytes on, else the nearest character
/// boundary.
fn line_end(t: &str, mut at: usize) -> usize {
    while !t.is_char_boundary(at) {
        at += 1;
    }
    let to = (at + 200).min(t.len());
    match t.as_bytes()[at..to].iter().position(|&b| b == b'\n') {
        Some(i) => at + i,
        None if to == t.len() => t.len(),
        None => at,
    }
}

/// Drops the candidates lying wholly inside never-redact scaffolding (SRT/VTT timings, cue numbers, headers).
/// Linear: the scaffolding is sorted and disjoint, so each candidate needs one binary search.
fn drop_scaffolding(text: &str, out: &mut Vec<Finding>) {
    if out.is_empty() {
        return;
    }
    let scaffold: Vec<Span> =
        normalize::structure(text).into_iter().filter(|s| s.never_redact()).map(|s| s.span).collect();
    if scaffold.is_empty() {
        return;
    }
    out.retain(|f| {
        // The last scaffold starting at or before the candidate is the only one that can contain it.
        let i = scaffold.partition_point(|s| s.start <= f.span.start);
        !(i > 0 && scaffold[i - 1].contains(f.span))
    });
}

/// A text that exercises most recognizers' patterns in several scripts (a call transcript with spoken and spelled
/// values, subtitle cues, a clinical line, log values, letters in German, French, Spanish, Portuguese, Vietnamese,
/// Japanese, Chinese, Russian and Turkish), for [`Engine::warm`]. Synthetic values only.
const WARM_UP: &str = include_str!("warmup.txt");

/// A set of recognizers.
pub struct Engine {
    recognizers: Vec<Box<dyn Recognizer>>,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl Engine {
    /// The engine with every built-in recognizer.
    pub fn new() -> Engine {
        Engine { recognizers: recognizers::builtin() }
    }

    /// An engine with exactly these recognizers.
    pub fn with_recognizers(recognizers: Vec<Box<dyn Recognizer>>) -> Engine {
        Engine { recognizers }
    }

    /// Analyses a built-in sample text ([`WARM_UP`], ~3 KB) once and discards the result, so that what the first real
    /// text would otherwise build — the lazy DFA states of the recognizers' regexes for common kinds of text, the
    /// tables compiled on first use, the phone memo — is built now. For an interactive caller (the page warms while
    /// it loads): natively, the first 10 KB transcript after warming costs ~50 ms instead of ~135 ms (non-LTO build,
    /// /work/notes/s7-perf.md). Every later call returns exactly what it would have returned without warming: these
    /// are caches of pure functions.
    pub fn warm(&self) {
        self.analyze(WARM_UP, &Policy::default());
    }

    /// The recognizers' family names, in registration order.
    pub fn recognizer_names(&self) -> Vec<&'static str> {
        self.recognizers.iter().map(|r| r.name()).collect()
    }

    /// Every candidate of the built-in recognizers, unfiltered and unresolved, in resolution order. This is the
    /// expensive step; it does not depend on the policy, so a page can keep its result and re-filter it.
    ///
    /// Recognizers run twice when it helps: over the original text, and over its shadow (src/normalize: full-width
    /// and non-ASCII digits folded, spoken numbers and e-mails written as digits and symbols, values split across
    /// subtitle cues or wrapped lines joined), with the shadow's findings mapped back to the original (rule suffix
    /// `@shadow`). Candidates lying wholly inside transcript scaffolding (SRT/VTT timings, cue numbers, headers) are
    /// dropped. All of it is collected before anything is resolved.
    pub fn detect(&self, text: &str) -> Vec<Finding> {
        self.detect_many(&[text]).pop().unwrap_or_default()
    }

    /// [`Engine::detect`] of each of `texts`, with exactly the same result for each. Every recognizer runs over all
    /// the texts in turn (recognizer by recognizer, not text by text), so its tables (lazy DFA states, numbering-plan
    /// metadata, name lists) stay in the CPU caches: on a corpus of ~1 KB documents running 25 recognizers text by
    /// text costs about twice as much (`examples/bench_stages.rs`: stage `interleaved` against the sum of `rec:*`).
    pub fn detect_many(&self, texts: &[&str]) -> Vec<Vec<Finding>> {
        let shadows: Vec<normalize::Shadow<'_>> = texts.iter().map(|t| normalize::shadow_joined(t)).collect();
        let windows: Vec<Vec<Window>> = texts
            .iter()
            .zip(&shadows)
            .map(|(t, sh)| if sh.is_identity() { Vec::new() } else { shadow_windows(t, sh) })
            .collect();
        // One finding list per text (original offsets) and one per shadow window (shadow-window offsets). Each
        // recognizer reads the originals and then the shadow windows before the next one starts: its tables (lazy
        // DFA states, numbering-plan metadata, name lists) are still in the CPU caches for the second pass. Every
        // list receives the same findings in the same order as with the two passes run one after the other.
        let mut outs: Vec<Vec<Finding>> = vec![Vec::new(); texts.len()];
        let mut found: Vec<Vec<Vec<Finding>>> = windows.iter().map(|ws| vec![Vec::new(); ws.len()]).collect();
        for r in &self.recognizers {
            for (t, out) in texts.iter().zip(outs.iter_mut()) {
                r.find(t, out);
            }
            for ((sh, ws), fs) in shadows.iter().zip(&windows).zip(found.iter_mut()) {
                for (w, f) in ws.iter().zip(fs.iter_mut()) {
                    r.find(&sh.text()[w.span], f);
                }
            }
        }
        let mut result = Vec::with_capacity(texts.len());
        for (((text, mut out), (shadow, ws)), fs) in texts.iter().zip(outs).zip(shadows.iter().zip(windows)).zip(found) {
            if !shadow.is_identity() {
                // Back to shadow offsets; findings near a cut edge of a window saw cut-off text and are dropped (the
                // window reaches far enough past every change that nothing near a change is lost).
                let mut shadowed = Vec::new();
                for (w, f) in ws.iter().zip(fs) {
                    shadowed.extend(f.into_iter().filter_map(|mut f| {
                        f.span = Span::new(f.span.start + w.span.start, f.span.end + w.span.start);
                        (f.span.start >= w.keep.start && f.span.end <= w.keep.end).then_some(f)
                    }));
                }
                // Findings the original pass already made (same span and label) are not repeated: a sorted list and
                // a binary search (no hashing; typically a few dozen entries).
                let mut seen: Vec<(Span, Label)> = out.iter().map(|f| (f.span, f.label)).collect();
                crate::sort::sort(&mut seen);
                for mut f in shadow.findings_to_original_in(text, shadowed) {
                    if seen.binary_search(&(f.span, f.label)).is_err() {
                        f.rule = format!("{}@shadow", f.rule).into();
                        out.push(f);
                    }
                }
            }
            drop_scaffolding(text, &mut out);
            crate::sort::sort_by(&mut out, crate::resolve::priority);
            result.push(out);
        }
        result
    }

    /// Every candidate of every recognizer and of the policy's custom rules, in resolution order.
    pub fn candidates(&self, text: &str, policy: &Policy) -> Vec<Finding> {
        with_rules(self.detect(text), text, policy)
    }

    /// [`Engine::candidates`] of each of `texts`, detected in one batch ([`Engine::detect_many`]): the same result
    /// for each text, at about half the cost on a corpus of small documents.
    pub fn candidates_many(&self, texts: &[&str], policy: &Policy) -> Vec<Vec<Finding>> {
        self.detect_many(texts).into_iter().zip(texts).map(|(d, t)| with_rules(d, t, policy)).collect()
    }

    /// [`Engine::analyze`] of each of `texts`, detected in one batch ([`Engine::detect_many`]): the same spans for
    /// each text. Memory grows with the batch: callers streaming a corpus pass a bounded batch (the CLI: about
    /// 1 MiB of text at a time).
    pub fn analyze_many(&self, texts: &[&str], policy: &Policy) -> Vec<Vec<Finding>> {
        self.candidates_many(texts, policy)
            .into_iter()
            .zip(texts)
            .map(|(c, t)| Engine::resolve_candidates(t, &c, policy).kept)
            .collect()
    }

    /// Why `f` is not eligible for redaction under `policy`, or `None` when it is.
    pub fn filter(text: &str, f: &Finding, policy: &Policy) -> Option<Reason> {
        let Some(threshold) = policy.threshold(f.label) else { return Some(Reason::LabelDisabled) };
        if f.validation == Validation::Rejected {
            return Some(Reason::ValidatorFailed);
        }
        if policy.allowed(&text[f.span]) {
            return Some(Reason::AllowListed);
        }
        if f.score < threshold {
            return Some(Reason::BelowThreshold { threshold });
        }
        None
    }

    /// Resolves `candidates` (from [`Engine::candidates`]) under `policy`. Filtering and resolution only, no
    /// detection: a threshold sweep calls this once per point on one candidate list.
    pub fn resolve_candidates(text: &str, candidates: &[Finding], policy: &Policy) -> Resolution {
        let mut r = resolve(candidates.iter().filter(|f| Engine::filter(text, f, policy).is_none()).cloned().collect());
        crate::link::link_resolution(text, &mut r);
        r
    }

    /// The spans to redact in `text` and the candidates they absorbed.
    pub fn resolve(&self, text: &str, policy: &Policy) -> Resolution {
        Engine::resolve_candidates(text, &self.candidates(text, policy), policy)
    }

    /// The spans to redact in `text`: sorted, disjoint, UTF-8 byte offsets.
    pub fn analyze(&self, text: &str, policy: &Policy) -> Vec<Finding> {
        self.resolve(text, policy).kept
    }

    /// Every candidate, kept or rejected, with the reason, in resolution order.
    pub fn explain(&self, text: &str, policy: &Policy) -> Vec<Explanation> {
        Engine::explain_candidates(text, self.candidates(text, policy), policy)
    }

    /// The fate of each of `candidates` (from [`Engine::candidates`]) under `policy`.
    pub fn explain_candidates(text: &str, candidates: Vec<Finding>, policy: &Policy) -> Vec<Explanation> {
        let mut out: Vec<Explanation> = Vec::with_capacity(candidates.len());
        let mut eligible = Vec::new();
        for f in candidates {
            match Engine::filter(text, &f, policy) {
                Some(reason) => out.push(Explanation { finding: f, rejected: Some(reason) }),
                None => eligible.push(f),
            }
        }
        let mut resolution = resolve(eligible);
        crate::link::link_resolution(text, &mut resolution);
        for lost in resolution.lost {
            let w = &resolution.kept[lost.winner];
            let reason = Reason::LostOverlap { to: w.label, rule: w.rule.to_string(), merged: lost.merged };
            out.push(Explanation { finding: lost.finding, rejected: Some(reason) });
        }
        out.extend(resolution.kept.into_iter().map(|f| Explanation { finding: f, rejected: None }));
        crate::sort::sort_by(&mut out, |a, b| crate::resolve::priority(&a.finding, &b.finding));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::finding::score;

    /// A recognizer that reports fixed findings wherever its needles occur.
    struct Fixed(&'static str, Vec<(&'static str, Label, f32, Validation)>);

    impl Recognizer for Fixed {
        fn name(&self) -> &'static str {
            self.0
        }
        fn find(&self, text: &str, out: &mut Vec<Finding>) {
            for (needle, label, score, v) in &self.1 {
                for (i, _) in text.match_indices(needle) {
                    out.push(Finding::new(Span::new(i, i + needle.len()), *label, *score, self.0).validated(*v));
                }
            }
        }
    }

    fn engine() -> Engine {
        use Validation::*;
        Engine::with_recognizers(vec![
            Box::new(Fixed("a", vec![("4111 1111 1111 1112", Label::Card, 0.0, Rejected), ("555-0100", Label::Phone, 0.2, NotApplicable)])),
            Box::new(Fixed("b", vec![("12 3456 7890", Label::Phone, 0.7, NotApplicable), ("DE12 3456 7890", Label::Iban, 0.95, Confirmed)])),
            Box::new(Fixed("c", vec![("1985-06-11", Label::Date, 0.45, NotApplicable), ("ops@corp.example", Label::Email, 0.95, NotApplicable)])),
        ])
    }

    const TEXT: &str = "card 4111 1111 1111 1112, iban DE12 3456 7890, call 555-0100, on 1985-06-11, ops@corp.example";

    #[test]
    fn explain_gives_every_candidate_a_fate() {
        let policy = Config { allow: vec!["ops@corp.example".into()], ..Config::default() }.compile().unwrap();
        let got: Vec<(&str, String)> = engine()
            .explain(TEXT, &policy)
            .iter()
            .map(|e| (&TEXT[e.finding.span], e.rejected.as_ref().map_or("redacted".into(), |r| r.to_string())))
            .collect();
        let want = [
            ("4111 1111 1111 1112", "failed its validator"),
            ("DE12 3456 7890", "redacted"),
            ("12 3456 7890", "lost overlap to IBAN (b)"),
            ("555-0100", "below threshold 0.5"),
            ("1985-06-11", "label not enabled"),
            ("ops@corp.example", "allow-listed"),
        ];
        assert_eq!(got, want.iter().map(|(a, b)| (*a, b.to_string())).collect::<Vec<_>>());
    }

    #[test]
    fn analyze_applies_policy() {
        let e = engine();
        let texts = |p: &Policy| e.analyze(TEXT, p).iter().map(|f| &TEXT[f.span]).collect::<Vec<_>>();
        assert_eq!(texts(&Policy::default()), ["DE12 3456 7890", "ops@corp.example"]);
        assert_eq!(texts(&Config::preset("strict").compile().unwrap()), ["DE12 3456 7890", "1985-06-11", "ops@corp.example"]);
        let low = Config { threshold: Some(0.1), ..Config::default() }.compile().unwrap();
        assert_eq!(texts(&low), ["DE12 3456 7890", "555-0100", "ops@corp.example"]);
    }

    #[test]
    fn custom_rules_are_candidates() {
        let cfg: Config = serde_json::from_str(r#"{"rules": [{"label": "ACCOUNT", "pattern": "NW-[0-9]{6}", "name": "nw"}]}"#).unwrap();
        let found = engine().analyze("acct NW-123456 ok", &cfg.compile().unwrap());
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].label, found[0].rule.as_ref(), found[0].score), (Label::Account, "custom/nw", 1.0));
        assert!(score::CONFIRMED < 1.0);
    }

    /// Batched detection gives each text exactly what detecting it alone gives (built-in recognizers, texts with
    /// and without a shadow, subtitles, spoken numbers, several scripts).
    #[test]
    fn detect_many_equals_detect() {
        let texts = [
            "Reach Dana at dana.whitfield@mail.example.co.uk or (415) 555-0132.",
            "",
            "1\n00:00:01,000 --> 00:00:04,000\nCALLER: call me on 0904\n\n2\n00:00:05,000 --> 00:00:07,000\nCALLER: 879 900\n",
            "it's four one five, five five five, oh one three two. Thanks.\nAgent: IBAN DE89 3704 0044 0532 0130 00",
            "電話：０３－１２３４－５６７８ Nguyễn Thị Hồng Vân, SSN 078-05-1120",
        ];
        let e = Engine::new();
        let batch = e.detect_many(&texts);
        for (t, got) in texts.iter().zip(batch) {
            assert_eq!(got, e.detect(t), "{t:?}");
        }
    }

    /// Warming changes no result: a warmed engine and a fresh one give the same candidates (texts in several scripts,
    /// with and without a shadow, and the warm-up text itself).
    #[test]
    fn warming_changes_nothing() {
        let texts = [
            "Reach Dana at dana.whitfield@mail.example.co.uk or (415) 555-0132, born 11 June 1985.",
            "it's four one five, five five five, oh one three two. Thanks.\nAgent: IBAN DE89 3704 0044 0532 0130 00",
            "電話：０３－１２３４－５６７８ Nguyễn Thị Hồng Vân, SSN 078-05-1120, Lindenstraße 12, 10969 Berlin",
            WARM_UP,
        ];
        let cold: Vec<Vec<Finding>> = texts.iter().map(|t| Engine::new().detect(t)).collect();
        let warmed = Engine::new();
        warmed.warm();
        for (t, want) in texts.iter().zip(cold) {
            assert_eq!(warmed.detect(t), want, "{t:?}");
        }
        assert!(!warmed.detect(WARM_UP).is_empty(), "the warm-up text exercises the recognizers");
    }

    #[test]
    fn independent_of_recognizer_order() {
        let policy = Config::preset("strict").compile().unwrap();
        let want = engine().explain(TEXT, &policy);
        let mut recs: Vec<Box<dyn Recognizer>> = engine().recognizers;
        for _ in 0..recs.len() {
            recs.rotate_left(1);
            let e = Engine::with_recognizers(std::mem::take(&mut recs));
            assert_eq!(e.explain(TEXT, &policy), want);
            recs = e.recognizers;
        }
        recs.reverse();
        assert_eq!(Engine::with_recognizers(recs).explain(TEXT, &policy), want);
    }
}
