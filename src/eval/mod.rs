//! Evaluation against gold spans: the tallies of DOMAIN.md §3, shared by the CLI, the page and the tests.
//!
//! - [`score`]: every scoring rule, one documented function each (coverage, precision, over-redaction, Wilson
//!   intervals, nervaluate schemes).
//! - [`Evaluator`]: streams documents one at a time and keeps only aggregate counts plus bounded example lists
//!   (the first [`Options::max_examples`] of each), so memory does not grow with the corpus.
//! - [`why`]: one detection pass kept for explanation, and why a mention was missed.
//! - [`sweep`]: recall and precision per label at thresholds 0.00, 0.05, …, 1.00 from one detection pass.
//! - [`leaks`]: the second pass over redacted output, without gold.
//! - [`controls`]: built-in clean documents and one-identifier positive controls.
//! - [`dupes`]: near-duplicate documents. [`kanon`]: quasi-identifier uniqueness (k-anonymity).
//!
//! ```
//! use blackbar::eval::Evaluator;
//! use blackbar::formats::gold::parse_gold_line;
//! use blackbar::eval::why::redacted;
//!
//! let doc = parse_gold_line(r#"{"id":"1","text":"Mail dana@example.com. Dana","spans":[
//!     {"start":5,"end":21,"label":"EMAIL"},{"start":23,"end":27,"label":"PERSON"}]}"#, 1).unwrap();
//! let found = blackbar::analyze(&doc.text, &blackbar::Policy::default());
//! let mut ev = Evaluator::default();
//! ev.add(&doc, &redacted(&found), None);
//! let report = ev.report();
//! assert_eq!(report.labels["EMAIL"].tally.full, 1);
//! assert_eq!(report.labels["PERSON"].tally.miss, 1);
//! assert_eq!(report.overall.tally.recall_strict, Some(0.5));
//! ```

pub mod controls;
pub mod dupes;
pub mod kanon;
pub mod leaks;
pub mod score;
pub mod sweep;
pub mod why;

use std::collections::HashMap;

use crate::sorted_map::SortedMap;

use crate::formats::gold::{GoldDoc, Redacted};
use crate::offsets::{OffsetIndex, Unit};
use crate::{Policy, Span};
use score::{coverage_except, nervaluate, over_redaction, overlaps_each, rate, scheme_rates, union, wilson, Coverage, Nervaluate};
use why::{Detection, Reason};

/// Rounds a rate for reports (4 decimals), so reports compare exactly across platforms.
pub fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

fn r(x: Option<f64>) -> Option<f64> {
    x.map(round4)
}

fn ci(k: u64, n: u64) -> Option<[f64; 2]> {
    wilson(k, n).map(|[a, b]| [round4(a), round4(b)])
}

/// Evaluator settings.
#[derive(Clone, Debug)]
pub struct Options {
    /// How many false positives, uncaught mentions and leaking document ids to keep as examples.
    pub max_examples: usize,
    /// Characters of context either side of an example.
    pub context: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options { max_examples: 20, context: 30 }
    }
}

#[derive(Clone, Debug, Default)]
struct LabelAcc {
    mentions: u64,
    full: u64,
    partial: u64,
    entities: u64,
    entities_full: u64,
    redacted_as: SortedMap<String, u64>,
    why: SortedMap<Reason, u64>,
}

#[derive(Clone, Debug, Default)]
struct PredAcc {
    predicted: u64,
    true_positives: u64,
}

/// Accumulates the evaluation one document at a time.
#[derive(Clone, Debug, Default)]
pub struct Evaluator {
    opts: Options,
    documents: u64,
    labels: SortedMap<String, LabelAcc>,
    predicted: SortedMap<String, PredAcc>,
    clean_tokens: u64,
    destroyed_tokens: u64,
    leaking: u64,
    leaking_ids: Vec<String>,
    false_positives: Vec<Example>,
    not_caught: Vec<Example>,
    nervaluate: Nervaluate,
    explained: bool,
    second_pass_docs: u64,
    second_pass: SortedMap<leaks::Shape, u64>,
    identifier_types: SortedMap<String, LabelAcc>,
}

/// A span shown as an example: document, code-point offsets, label, the text and its context.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Example {
    /// Document id.
    pub id: String,
    /// Start, code points.
    pub start: usize,
    /// End, code points.
    pub end: usize,
    /// The label (predicted for a false positive, gold for an uncaught mention).
    pub label: String,
    /// The spanned text.
    pub text: String,
    /// The text around it, the span marked `[[…]]`, line breaks shown as spaces.
    pub context: String,
    /// For an uncaught mention: `partial` or `miss`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coverage: Option<Coverage>,
    /// For an uncaught mention, when blackbar itself produced the redactions: why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<Reason>,
}

/// `text` with every character inside `redacted` (sorted, disjoint) replaced by `█`, line breaks kept.
pub fn mask(text: &str, redacted: &[Span]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    for s in redacted {
        out.push_str(&text[pos..s.start]);
        out.extend(text[*s].chars().map(|c| if c == '\n' || c == '\r' { c } else { '█' }));
        pos = s.end;
    }
    out.push_str(&text[pos..]);
    out
}

fn context(text: &str, span: Span, width: usize) -> String {
    let before: String = {
        let mut v: Vec<char> = text[..span.start].chars().rev().take(width).collect();
        v.reverse();
        v.into_iter().collect()
    };
    let after: String = text[span.end..].chars().take(width).collect();
    let flat = |s: &str| s.replace(['\n', '\r', '\t'], " ");
    format!("{}[[{}]]{}", flat(&before), flat(&text[span]), flat(&after))
}

impl Evaluator {
    /// An evaluator with these options.
    pub fn new(opts: Options) -> Evaluator {
        Evaluator { opts, ..Evaluator::default() }
    }

    /// Scores one document: its gold mentions against `redacted` (byte spans of `doc.text`, any order, may overlap).
    ///
    /// `explain` is the detection pass and policy that produced `redacted`, when blackbar itself ran: every
    /// partial or missed mention then gets a [`Reason`].
    pub fn add(&mut self, doc: &GoldDoc, redacted: &[Redacted], explain: Option<(&Detection, &Policy)>) {
        self.documents += 1;
        self.explained |= explain.is_some();
        let text = doc.text.as_str();
        let gold_union = union(doc.spans.iter().map(|g| g.span));
        let red_union = union(redacted.iter().map(|r| r.span));
        let mut idx: Option<OffsetIndex> = None;
        let mut cp = |b: usize| -> usize {
            idx.get_or_insert_with(|| OffsetIndex::new(text)).from_byte(b, Unit::CodePoint).expect("spans lie on boundaries")
        };

        // The predictions overlapping each gold mention, in one sweep (score::overlaps_each: linear in the spans and
        // the overlaps, however they nest; a scan of every prediction per mention was quadratic in a document with
        // 140,000 spans).
        let gold_spans: Vec<Span> = doc.spans.iter().map(|g| g.span).collect();
        let red_spans: Vec<Span> = redacted.iter().map(|r| r.span).collect();
        let overlapping = overlaps_each(&red_spans, &gold_spans);
        let covs: Vec<Coverage> = doc.spans.iter().map(|g| coverage_except(text, g.span, &red_union, &doc.ignored)).collect();
        // Why each uncaught mention was missed, when blackbar detected: one sweep too (why::reasons).
        let mut reasons: Vec<Option<Reason>> = vec![None; doc.spans.len()];
        if let Some((det, policy)) = explain {
            let uncaught: Vec<usize> = (0..doc.spans.len()).filter(|&i| covs[i] != Coverage::Full).collect();
            let spans: Vec<Span> = uncaught.iter().map(|&i| gold_spans[i]).collect();
            for (i, r) in uncaught.into_iter().zip(why::reasons(text, &spans, det, policy)) {
                reasons[i] = Some(r);
            }
        }

        // Mentions, confusion, entities, leaks.
        let mut entities: HashMap<(Option<&str>, &str), (&str, bool)> = HashMap::new();
        let mut leaking = false;
        for (gi, g) in doc.spans.iter().enumerate() {
            let cov = covs[gi];
            if let Some(t) = &g.identifier_type {
                let acc = self.identifier_types.entry(t.to_ascii_uppercase()).or_default();
                acc.mentions += 1;
                acc.full += (cov == Coverage::Full) as u64;
                acc.partial += (cov == Coverage::Partial) as u64;
            }
            let acc = self.labels.entry(g.label.clone()).or_default();
            acc.mentions += 1;
            match cov {
                Coverage::Full => acc.full += 1,
                Coverage::Partial => acc.partial += 1,
                Coverage::Miss => {}
            }
            let mut by: Vec<&str> = overlapping[gi].iter().map(|&r| redacted[r].label.as_str()).collect();
            crate::sort::sort(&mut by);
            by.dedup();
            for l in by {
                *acc.redacted_as.entry(l.to_string()).or_default() += 1;
            }
            let full = cov == Coverage::Full;
            let key_id: &str = g.entity_id.as_deref().unwrap_or("");
            if g.entity_id.is_some() {
                let e = entities.entry((g.annotator.as_deref(), key_id)).or_insert((g.label.as_str(), true));
                e.1 &= full;
            } else {
                acc.entities += 1;
                acc.entities_full += full as u64;
            }
            if !full {
                leaking = true;
                let reason = reasons[gi];
                if let Some(r) = reason {
                    *acc.why.entry(r).or_default() += 1;
                }
                if self.not_caught.len() < self.opts.max_examples {
                    self.not_caught.push(Example {
                        id: doc.id.clone(),
                        start: cp(g.span.start),
                        end: cp(g.span.end),
                        label: g.label.clone(),
                        text: text[g.span].to_string(),
                        context: context(text, g.span, self.opts.context),
                        coverage: Some(cov),
                        reason,
                    });
                }
            }
        }
        for (label, full) in entities.into_values() {
            let acc = self.labels.entry(label.to_string()).or_default();
            acc.entities += 1;
            acc.entities_full += full as u64;
        }
        if leaking {
            self.leaking += 1;
            if self.leaking_ids.len() < self.opts.max_examples {
                self.leaking_ids.push(doc.id.clone());
            }
        }

        // Precision and false positives.
        for red in redacted {
            let acc = self.predicted.entry(red.label.clone()).or_default();
            acc.predicted += 1;
            if score::is_true_positive(red.span, &gold_union) {
                acc.true_positives += 1;
            } else if self.false_positives.len() < self.opts.max_examples {
                self.false_positives.push(Example {
                    id: doc.id.clone(),
                    start: cp(red.span.start),
                    end: cp(red.span.end),
                    label: red.label.clone(),
                    text: text[red.span].to_string(),
                    context: context(text, red.span, self.opts.context),
                    coverage: None,
                    reason: None,
                });
            }
        }

        // Over-redaction.
        let (clean, destroyed) = over_redaction(text, &gold_union, &red_union);
        self.clean_tokens += clean;
        self.destroyed_tokens += destroyed;

        // nervaluate.
        let mut gold: Vec<(Span, &str)> = doc.spans.iter().map(|g| (g.span, g.label.as_str())).collect();
        crate::sort::sort_by_key(&mut gold, |g| g.0);
        let mut pred: Vec<(Span, &str)> = redacted.iter().map(|r| (r.span, r.label.as_str())).collect();
        crate::sort::sort_by_key(&mut pred, |p| p.0);
        self.nervaluate.add(&nervaluate(&gold, &pred));

        // Second pass over the masked output.
        let found = leaks::scan(&mask(text, &red_union));
        self.second_pass_docs += !found.is_empty() as u64;
        for l in found {
            *self.second_pass.entry(l.shape).or_default() += 1;
        }
    }

    /// Documents scored so far.
    pub fn documents(&self) -> u64 {
        self.documents
    }

    /// The report of everything added so far.
    pub fn report(&self) -> Report {
        let mut labels = SortedMap::new();
        let mut o = Overall { documents: self.documents, ..Overall::default() };
        let mut why_missed: SortedMap<String, SortedMap<String, u64>> = SortedMap::new();
        let (mut mentions, mut full, mut partial) = (0, 0, 0);
        for (name, a) in &self.labels {
            labels.insert(
                name.clone(),
                LabelReport {
                    tally: Tally::new(a.mentions, a.full, a.partial),
                    entities: a.entities,
                    entities_full: a.entities_full,
                    recall_entity: r(rate(a.entities_full, a.entities)),
                    recall_entity_ci: ci(a.entities_full, a.entities),
                    redacted_as: a.redacted_as.clone(),
                },
            );
            if self.explained && a.mentions > a.full {
                why_missed.insert(name.clone(), SortedMap::from_iter(a.why.iter().map(|(r, n)| (r.name().to_string(), *n))));
            }
            mentions += a.mentions;
            full += a.full;
            partial += a.partial;
            o.entities += a.entities;
            o.entities_full += a.entities_full;
        }
        let identifier_types = SortedMap::from_iter(
            self.identifier_types.iter().map(|(t, a)| (t.clone(), TypeReport { tally: Tally::new(a.mentions, a.full, a.partial) })),
        );
        let mut predicted_labels = SortedMap::new();
        let mut tp = 0;
        for (name, p) in &self.predicted {
            o.predicted += p.predicted;
            tp += p.true_positives;
            predicted_labels.insert(
                name.clone(),
                PredictedReport {
                    predicted: p.predicted,
                    false_positives: p.predicted - p.true_positives,
                    precision: r(rate(p.true_positives, p.predicted)),
                    precision_ci: ci(p.true_positives, p.predicted),
                },
            );
        }
        o.false_positives = o.predicted - tp;
        o.precision = r(rate(tp, o.predicted));
        o.precision_ci = ci(tp, o.predicted);
        o.tally = Tally::new(mentions, full, partial);
        o.recall_entity = r(rate(o.entities_full, o.entities));
        o.recall_entity_ci = ci(o.entities_full, o.entities);
        o.clean_tokens = self.clean_tokens;
        o.over_redacted_tokens = self.destroyed_tokens;
        o.over_redaction = r(rate(self.destroyed_tokens, self.clean_tokens));
        o.over_redaction_ci = ci(self.destroyed_tokens, self.clean_tokens);
        o.leaking_documents = self.leaking;
        o.leaking_documents_rate = r(rate(self.leaking, self.documents));
        o.leaking_documents_ci = ci(self.leaking, self.documents);
        let scheme = |c: &score::SchemeCounts, half| {
            let (p, rc) = scheme_rates(c, half);
            let f1 = match (p, rc) {
                (Some(p), Some(rc)) if p + rc > 0.0 => Some(2.0 * p * rc / (p + rc)),
                (Some(_), Some(_)) => Some(0.0),
                _ => None,
            };
            SchemeReport { counts: *c, possible: c.possible(), actual: c.actual(), precision: r(p), recall: r(rc), f1: r(f1) }
        };
        let n = &self.nervaluate;
        let nervaluate = SortedMap::from_iter([
            ("strict", scheme(&n.strict, false)),
            ("exact", scheme(&n.exact, false)),
            ("partial", scheme(&n.partial, true)),
            ("type", scheme(&n.ent_type, false)),
        ]);
        Report {
            overall: o,
            labels,
            identifier_types,
            predicted_labels,
            nervaluate,
            leaking_document_ids: self.leaking_ids.clone(),
            false_positives: self.false_positives.clone(),
            not_caught: self.not_caught.clone(),
            why_missed: self.explained.then_some(why_missed),
            second_pass: SecondPass { leaking_documents: self.second_pass_docs, shapes: self.second_pass.clone() },
        }
    }
}

/// Totals over every label.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Overall {
    /// Documents scored.
    pub documents: u64,
    /// Mentions and strict / lenient recall over every label.
    #[serde(flatten)]
    pub tally: Tally,
    /// Redacted spans.
    pub predicted: u64,
    /// Redacted spans overlapping no gold mention.
    pub false_positives: u64,
    /// (predicted − false positives) / predicted.
    pub precision: Option<f64>,
    /// Wilson 95% interval of `precision`.
    pub precision_ci: Option<[f64; 2]>,
    /// Entities (per document and annotator; a mention without entity id is its own entity).
    pub entities: u64,
    /// Entities whose every mention is full.
    pub entities_full: u64,
    /// entities_full / entities.
    pub recall_entity: Option<f64>,
    /// Wilson 95% interval.
    pub recall_entity_ci: Option<[f64; 2]>,
    /// Whitespace tokens overlapping no gold mention.
    pub clean_tokens: u64,
    /// Of those, tokens overlapping a redaction.
    pub over_redacted_tokens: u64,
    /// over_redacted_tokens / clean_tokens.
    pub over_redaction: Option<f64>,
    /// Wilson 95% interval.
    pub over_redaction_ci: Option<[f64; 2]>,
    /// Documents with at least one gold mention not fully redacted.
    pub leaking_documents: u64,
    /// leaking_documents / documents.
    pub leaking_documents_rate: Option<f64>,
    /// Wilson 95% interval.
    pub leaking_documents_ci: Option<[f64; 2]>,
}

/// Tallies of one gold label.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct LabelReport {
    /// Mentions of this label and their strict / lenient recall.
    #[serde(flatten)]
    pub tally: Tally,
    /// Entities of this label (the label of an entity is its first mention's).
    pub entities: u64,
    /// Entities whose every mention is full.
    pub entities_full: u64,
    /// entities_full / entities.
    pub recall_entity: Option<f64>,
    /// Wilson 95% interval.
    pub recall_entity_ci: Option<[f64; 2]>,
    /// Confusion: predicted label → mentions of this label that a span of that label overlapped.
    pub redacted_as: SortedMap<String, u64>,
}

/// Tallies of one identifier type.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct TypeReport {
    /// Mentions of this identifier type and their strict / lenient recall.
    #[serde(flatten)]
    pub tally: Tally,
}

/// How a set of gold mentions was covered: the counts and rates shared by the overall, per-label and per-type rows.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Tally {
    /// Gold mentions.
    pub mentions: u64,
    /// Mentions fully redacted.
    pub full: u64,
    /// Mentions redacted in part.
    pub partial: u64,
    /// Mentions not touched.
    pub miss: u64,
    /// full / mentions: the recall that counts.
    pub recall_strict: Option<f64>,
    /// Wilson 95% interval.
    pub recall_strict_ci: Option<[f64; 2]>,
    /// (full + partial) / mentions: what a lenient scorer would claim.
    pub recall_lenient: Option<f64>,
    /// Wilson 95% interval.
    pub recall_lenient_ci: Option<[f64; 2]>,
}

impl Tally {
    /// The counts with their rates and Wilson intervals; `miss` is what is neither full nor partial.
    pub fn new(mentions: u64, full: u64, partial: u64) -> Self {
        Tally {
            mentions,
            full,
            partial,
            miss: mentions - full - partial,
            recall_strict: r(rate(full, mentions)),
            recall_strict_ci: ci(full, mentions),
            recall_lenient: r(rate(full + partial, mentions)),
            recall_lenient_ci: ci(full + partial, mentions),
        }
    }
}

/// Precision of one predicted label.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct PredictedReport {
    /// Spans redacted under this label.
    pub predicted: u64,
    /// Of those, spans overlapping no gold mention.
    pub false_positives: u64,
    /// 1 − false_positives / predicted.
    pub precision: Option<f64>,
    /// Wilson 95% interval.
    pub precision_ci: Option<[f64; 2]>,
}

/// One nervaluate scheme's counts and rates.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SchemeReport {
    /// The category counts.
    #[serde(flatten)]
    pub counts: score::SchemeCounts,
    /// correct + incorrect + partial + missed.
    pub possible: u64,
    /// correct + incorrect + partial + spurious.
    pub actual: u64,
    /// nervaluate precision.
    pub precision: Option<f64>,
    /// nervaluate recall.
    pub recall: Option<f64>,
    /// Harmonic mean of the two.
    pub f1: Option<f64>,
}

/// The evaluation report (its JSON field names are a stable interface).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Report {
    /// Totals.
    pub overall: Overall,
    /// Per gold label.
    pub labels: SortedMap<String, LabelReport>,
    /// Per gold `identifier_type` (DIRECT, QUASI), for mentions that have one.
    pub identifier_types: SortedMap<String, TypeReport>,
    /// Per predicted label.
    pub predicted_labels: SortedMap<String, PredictedReport>,
    /// nervaluate schemes: strict, exact, partial, type.
    pub nervaluate: SortedMap<&'static str, SchemeReport>,
    /// The first leaking documents' ids.
    pub leaking_document_ids: Vec<String>,
    /// The first false positives.
    pub false_positives: Vec<Example>,
    /// The first partial or missed mentions.
    pub not_caught: Vec<Example>,
    /// When blackbar produced the redactions: per gold label, reason → uncaught mentions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why_missed: Option<SortedMap<String, SortedMap<String, u64>>>,
    /// [`leaks::scan`] over each document with its redactions masked: shapes that survived, gold or not.
    pub second_pass: SecondPass,
}

/// Structured identifiers surviving in the masked output.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct SecondPass {
    /// Documents with at least one surviving shape.
    pub leaking_documents: u64,
    /// Surviving shapes by kind.
    pub shapes: SortedMap<leaks::Shape, u64>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::gold::GoldSpan;

    fn doc(text: &str, gold: &[(&str, &str, Option<&str>)]) -> GoldDoc {
        let mut from = 0;
        let spans = gold
            .iter()
            .map(|(needle, label, entity)| {
                let s = from + text[from..].find(needle).unwrap();
                from = s + 1;
                GoldSpan {
                    span: Span::new(s, s + needle.len()),
                    label: label.to_string(),
                    entity_id: entity.map(str::to_string),
                    identifier_type: None,
                    annotator: None,
                }
            })
            .collect();
        GoldDoc { id: "d".into(), text: text.into(), spans, ignored: vec![] }
    }

    fn red(text: &str, needle: &str, label: &str) -> Redacted {
        let s = text.find(needle).unwrap();
        Redacted { span: Span::new(s, s + needle.len()), label: label.into(), score: None }
    }

    #[test]
    fn entity_counts_only_when_every_mention_is_full() {
        let t = "Dana Whitfield called. Later Dana wrote to Sam.";
        let d = doc(t, &[("Dana Whitfield", "PERSON", Some("e1")), ("Dana", "PERSON", Some("e1")), ("Sam", "PERSON", None)]);
        let mut ev = Evaluator::default();
        ev.add(&d, &[red(t, "Dana Whitfield", "PERSON"), red(t, "Sam", "PERSON")], None);
        let rep = ev.report();
        let p = &rep.labels["PERSON"];
        assert_eq!((p.tally.mentions, p.tally.full, p.tally.miss), (3, 2, 1));
        assert_eq!((p.entities, p.entities_full), (2, 1), "Dana's second mention leaks: her entity is not redacted");
        assert_eq!(rep.overall.leaking_documents, 1);
    }

    #[test]
    fn overlapping_gold_spans_are_each_scored() {
        let t = "Write to 12 High St, Leeds LS1 4AP today";
        let d = doc(t, &[("12 High St, Leeds LS1 4AP", "ADDRESS", None), ("LS1 4AP", "POSTCODE", None)]);
        let mut ev = Evaluator::default();
        ev.add(&d, &[red(t, "LS1 4AP", "POSTCODE")], None);
        let rep = ev.report();
        assert_eq!((rep.labels["ADDRESS"].tally.partial, rep.labels["POSTCODE"].tally.full), (1, 1));
        assert_eq!(rep.labels["ADDRESS"].redacted_as, SortedMap::from([("POSTCODE".to_string(), 1)]));
        assert_eq!((rep.overall.predicted, rep.overall.false_positives), (1, 0));
    }

    #[test]
    fn empty_documents_count_but_score_nothing() {
        let mut ev = Evaluator::default();
        ev.add(&doc("", &[]), &[], None);
        ev.add(&doc("   ", &[]), &[], None);
        let rep = ev.report();
        assert_eq!(rep.overall.documents, 2);
        assert_eq!(rep.overall.tally.recall_strict, None);
        assert_eq!(rep.overall.precision, None);
        assert_eq!(rep.overall.over_redaction, None);
        assert_eq!(rep.overall.leaking_documents, 0);
    }

    #[test]
    fn false_positives_are_listed_with_context() {
        let t = "Error E-5501 for Dana";
        let d = doc(t, &[("Dana", "PERSON", None)]);
        let mut ev = Evaluator::default();
        ev.add(&d, &[red(t, "E-5501", "ACCOUNT"), red(t, "Dana", "PERSON")], None);
        let rep = ev.report();
        assert_eq!(rep.overall.precision, Some(0.5));
        assert_eq!(rep.false_positives[0].context, "Error [[E-5501]] for Dana");
        assert_eq!((rep.false_positives[0].start, rep.false_positives[0].end), (6, 12));
        assert_eq!(rep.predicted_labels["ACCOUNT"].false_positives, 1);
        assert_eq!(rep.overall.over_redaction, Some(round4(1.0 / 3.0)), "Error, E-5501, for: one destroyed");
    }

    #[test]
    fn second_pass_scans_the_masked_output() {
        let t = "Mail dana@example.com or 415-555-0132";
        let d = doc(t, &[("dana@example.com", "EMAIL", None)]);
        let mut ev = Evaluator::default();
        ev.add(&d, &[red(t, "dana@example.com", "EMAIL")], None);
        let rep = ev.report();
        assert_eq!(rep.second_pass.leaking_documents, 1, "the phone was neither gold nor redacted, and it survives");
        assert_eq!(rep.second_pass.shapes, SortedMap::from([(leaks::Shape::Phone, 1)]));
        assert_eq!(mask("ab\ncd", &[Span::new(1, 4)]), "a█\n█d");
    }

    #[test]
    fn examples_are_bounded() {
        let mut ev = Evaluator::new(Options { max_examples: 2, context: 5 });
        for _ in 0..5 {
            let t = "a b c";
            ev.add(&doc(t, &[("b", "X", None)]), &[red(t, "a", "Y")], None);
        }
        let rep = ev.report();
        assert_eq!((rep.false_positives.len(), rep.not_caught.len(), rep.leaking_document_ids.len()), (2, 2, 2));
        assert_eq!(rep.overall.false_positives, 5);
    }
}
