//! Threshold sweep: strict recall per gold label and precision per predicted label at thresholds 0.00, 0.05, …,
//! 1.00, from **one** detection pass per document.
//!
//! In engine mode the candidates of [`crate::Engine::candidates`] are filtered at each threshold and resolved again
//! ([`Engine::resolve_candidates`]: cheap, no recognizer runs twice). The policy at each point is the given one with
//! every enabled label's threshold set to the point (per-label thresholds are overridden; labels, allow-list and
//! custom rules apply unchanged). In prediction mode a prediction file's spans are
//! kept when their `score` reaches the threshold (a span without a score counts as 1.0). A threshold is a dial with
//! a cliff per label: the report shows every label's curve, not one global number.

use crate::sorted_map::SortedMap;

use super::score::{coverage_except, is_true_positive, over_redaction, rate, union, Coverage};
use super::{r, why};
use crate::engine::Engine;
use crate::formats::gold::{GoldDoc, Redacted};
use crate::{Finding, Policy};

/// Number of sweep points.
pub const STEPS: usize = 21;

/// The threshold at point `i` (`i / 20`, so 0.95 is exactly the `f32` literal 0.95).
pub fn threshold(i: usize) -> f32 {
    i as f32 / 20.0
}

#[derive(Clone, Debug, Default)]
struct Acc {
    total: u64,
    hits: [u64; STEPS],
}

#[derive(Clone, Debug)]
struct PredAcc {
    predicted: [u64; STEPS],
    tp: [u64; STEPS],
}

/// Accumulates sweep counts one document at a time.
#[derive(Clone, Debug)]
pub struct Sweep {
    points: Vec<Policy>,
    labels: SortedMap<String, Acc>,
    predicted: SortedMap<String, PredAcc>,
    clean: [u64; STEPS],
    destroyed: [u64; STEPS],
    documents: u64,
}

impl Default for Sweep {
    fn default() -> Sweep {
        Sweep::new(&Policy::default())
    }
}

impl Sweep {
    /// A sweep around `policy` (see the module doc for what each point changes).
    pub fn new(policy: &Policy) -> Sweep {
        let points = (0..STEPS)
            .map(|i| {
                let mut c = policy.config.clone();
                c.threshold = Some(threshold(i));
                c.thresholds.clear();
                c.compile().expect("a compiled policy with a threshold in 0..=1 compiles again")
            })
            .collect();
        Sweep {
            points,
            labels: SortedMap::new(),
            predicted: SortedMap::new(),
            clean: [0; STEPS],
            destroyed: [0; STEPS],
            documents: 0,
        }
    }

    /// Engine mode: `candidates` are every candidate of `doc.text` ([`Engine::candidates`], one pass).
    pub fn add_candidates(&mut self, doc: &GoldDoc, candidates: &[Finding]) {
        self.begin(doc);
        for i in 0..STEPS {
            let kept = Engine::resolve_candidates(&doc.text, candidates, &self.points[i]).kept;
            self.add_at(i, doc, &why::redacted(&kept));
        }
    }

    /// Prediction mode: spans whose score (1.0 when absent) reaches each threshold.
    pub fn add_scored(&mut self, doc: &GoldDoc, predicted: &[Redacted]) {
        self.begin(doc);
        for i in 0..STEPS {
            let t = threshold(i);
            let kept: Vec<Redacted> = predicted.iter().filter(|p| p.score.unwrap_or(1.0) >= t).cloned().collect();
            self.add_at(i, doc, &kept);
        }
    }

    fn begin(&mut self, doc: &GoldDoc) {
        self.documents += 1;
        for g in &doc.spans {
            self.labels.entry(g.label.clone()).or_default().total += 1;
        }
    }

    fn add_at(&mut self, i: usize, doc: &GoldDoc, redacted: &[Redacted]) {
        let red_union = union(redacted.iter().map(|r| r.span));
        let gold_union = union(doc.spans.iter().map(|g| g.span));
        for g in &doc.spans {
            if coverage_except(&doc.text, g.span, &red_union, &doc.ignored) == Coverage::Full {
                self.labels.get_mut(&g.label).expect("label counted in begin").hits[i] += 1;
            }
        }
        for red in redacted {
            let acc = self
                .predicted
                .entry(red.label.clone())
                .or_insert_with(|| PredAcc { predicted: [0; STEPS], tp: [0; STEPS] });
            acc.predicted[i] += 1;
            acc.tp[i] += is_true_positive(red.span, &gold_union) as u64;
        }
        let (c, d) = over_redaction(&doc.text, &gold_union, &red_union);
        self.clean[i] += c;
        self.destroyed[i] += d;
    }

    /// The sweep so far.
    pub fn report(&self) -> SweepReport {
        let labels = SortedMap::from_iter(self.labels.iter().map(|(l, a)| {
            let recall = a.hits.iter().map(|&h| r(rate(h, a.total))).collect();
            (l.clone(), LabelCurve { mentions: a.total, full: a.hits.to_vec(), recall_strict: recall })
        }));
        let predicted_labels = SortedMap::from_iter(self.predicted.iter().map(|(l, a)| {
            let precision = (0..STEPS).map(|i| r(rate(a.tp[i], a.predicted[i]))).collect();
            (l.clone(), PrecisionCurve { predicted: a.predicted.to_vec(), precision })
        }));
        let mentions: u64 = self.labels.values().map(|a| a.total).sum();
        let full: Vec<u64> = (0..STEPS).map(|i| self.labels.values().map(|a| a.hits[i]).sum()).collect();
        let predicted: Vec<u64> = (0..STEPS).map(|i| self.predicted.values().map(|a| a.predicted[i]).sum()).collect();
        let tp: Vec<u64> = (0..STEPS).map(|i| self.predicted.values().map(|a| a.tp[i]).sum()).collect();
        SweepReport {
            documents: self.documents,
            thresholds: (0..STEPS).map(|i| super::round4(threshold(i) as f64)).collect(),
            overall: OverallCurve {
                recall_strict: full.iter().map(|&f| r(rate(f, mentions))).collect(),
                precision: (0..STEPS).map(|i| r(rate(tp[i], predicted[i]))).collect(),
                over_redaction: (0..STEPS).map(|i| r(rate(self.destroyed[i], self.clean[i]))).collect(),
                predicted,
            },
            labels,
            predicted_labels,
        }
    }
}

/// Strict recall of one gold label at each threshold.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct LabelCurve {
    /// Gold mentions.
    pub mentions: u64,
    /// Fully redacted mentions at each threshold.
    pub full: Vec<u64>,
    /// full / mentions at each threshold.
    pub recall_strict: Vec<Option<f64>>,
}

/// Precision of one predicted label at each threshold.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct PrecisionCurve {
    /// Redacted spans at each threshold.
    pub predicted: Vec<u64>,
    /// Share of them overlapping a gold mention.
    pub precision: Vec<Option<f64>>,
}

/// Totals at each threshold.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct OverallCurve {
    /// Strict recall.
    pub recall_strict: Vec<Option<f64>>,
    /// Precision.
    pub precision: Vec<Option<f64>>,
    /// Over-redaction.
    pub over_redaction: Vec<Option<f64>>,
    /// Redacted spans.
    pub predicted: Vec<u64>,
}

/// The sweep report.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SweepReport {
    /// Documents.
    pub documents: u64,
    /// The thresholds, 0.0 to 1.0.
    pub thresholds: Vec<f64>,
    /// Totals.
    pub overall: OverallCurve,
    /// Per gold label.
    pub labels: SortedMap<String, LabelCurve>,
    /// Per predicted label.
    pub predicted_labels: SortedMap<String, PrecisionCurve>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::gold::GoldSpan;
    use crate::{Label, Span};

    fn gold(text: &str, needle: &str, label: &str) -> GoldDoc {
        let s = text.find(needle).unwrap();
        let g = GoldSpan { span: Span::new(s, s + needle.len()), label: label.into(), entity_id: None, identifier_type: None, annotator: None };
        GoldDoc { id: "d".into(), text: text.into(), spans: vec![g], ignored: vec![] }
    }

    #[test]
    fn thresholds_are_exact() {
        assert_eq!(threshold(0), 0.0);
        assert_eq!(threshold(10), 0.5);
        assert_eq!(threshold(19), 0.95);
        assert_eq!(threshold(20), 1.0);
    }

    #[test]
    fn engine_mode_shows_the_cliff() {
        // The bare ten-digit phone scores 0.4: found up to 0.40, lost from 0.45.
        let doc = gold("see 4155550132 today", "4155550132", "PHONE");
        let cands = crate::default_engine().candidates(&doc.text, &Policy::default());
        let mut s = Sweep::default();
        s.add_candidates(&doc, &cands);
        let rep = s.report();
        let full = &rep.labels["PHONE"].full;
        assert_eq!(full[..9], [1; 9], "0.00..0.40");
        assert_eq!(full[9..], [0; 12], "0.45..1.00");
        assert_eq!(rep.predicted_labels["PHONE"].precision[0], Some(1.0));
        assert_eq!(rep.predicted_labels["PHONE"].precision[20], None);
        let _ = Label::Phone;
    }

    #[test]
    fn prediction_mode_uses_scores() {
        let doc = gold("a b c", "b", "X");
        let preds = [
            Redacted { span: Span::new(2, 3), label: "X".into(), score: Some(0.3) },
            Redacted { span: Span::new(0, 1), label: "Y".into(), score: None },
        ];
        let mut s = Sweep::default();
        s.add_scored(&doc, &preds);
        let rep = s.report();
        assert_eq!(rep.labels["X"].recall_strict[6], Some(1.0), "0.30");
        assert_eq!(rep.labels["X"].recall_strict[7], Some(0.0), "0.35");
        assert_eq!(rep.overall.precision[6], Some(0.5));
        assert_eq!(rep.overall.precision[7], Some(0.0));
        assert_eq!(rep.overall.over_redaction[20], Some(0.5), "`a` destroyed, `c` kept");
    }
}
