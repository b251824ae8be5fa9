//! One detection pass kept for explanation, and why a gold mention was not caught.
//!
//! [`detect`] runs the engine's recognizers once ([`Engine::candidates`]), then applies the configuration and the
//! overlap rule exactly as [`Engine::resolve`] does (a test pins that they agree). Keeping every candidate lets
//! [`reason`] say, for a partial or missed mention, what happened to the candidate that came closest.

use crate::engine::{Config, Engine};
use crate::formats::gold::Redacted;
use crate::resolve::{resolve, Resolution};
use crate::{Finding, Span, Validation};

/// All candidates of one text and their resolution under one configuration.
#[derive(Clone, Debug, Default)]
pub struct Detection {
    /// Every candidate, unfiltered.
    pub candidates: Vec<Finding>,
    /// The admitted candidates, resolved.
    pub resolution: Resolution,
}

/// Whether `config` lets a candidate through to resolution: its label is enabled, no validator rejected it and its
/// score reaches the threshold. The same filter as [`Engine::resolve`].
pub fn admits(config: &Config, f: &Finding, threshold: f32) -> bool {
    config.enabled(f.label) && f.validation != Validation::Rejected && f.score >= threshold
}

/// Resolves `candidates` as the engine would at `threshold` (the rest of `config` applies unchanged).
pub fn resolve_at(candidates: &[Finding], config: &Config, threshold: f32) -> Resolution {
    resolve(candidates.iter().filter(|f| admits(config, f, threshold)).cloned().collect())
}

/// One detection pass over `text`.
pub fn detect(engine: &Engine, text: &str, config: &Config) -> Detection {
    let candidates = engine.candidates(text);
    let resolution = resolve_at(&candidates, config, config.threshold);
    Detection { candidates, resolution }
}

impl Detection {
    /// The redacted spans, for the evaluator.
    pub fn redacted(&self) -> Vec<Redacted> {
        redacted(&self.resolution.kept)
    }
}

/// Findings as redacted spans for the evaluator.
pub fn redacted(found: &[Finding]) -> Vec<Redacted> {
    found.iter().map(|f| Redacted { span: f.span, label: f.label.name().to_string(), score: Some(f.score) }).collect()
}

/// Why a gold mention was not (fully) redacted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// No recognizer reported anything overlapping it: a missing recognizer or format.
    NoCandidate,
    /// A candidate was found but its validator rejected it (check digit, numbering plan).
    ValidatorRejected,
    /// A candidate scored below the threshold.
    BelowThreshold,
    /// A candidate's label is not enabled in the configuration.
    LabelDisabled,
    /// A candidate lost the overlap to another span (which did not cover the whole mention).
    LostOverlap,
    /// The redacted candidate is shorter than the gold mention (a boundary error: part stays readable).
    Boundary,
}

impl Reason {
    /// The stable snake_case name used in reports.
    pub fn name(self) -> &'static str {
        match self {
            Reason::NoCandidate => "no_candidate",
            Reason::ValidatorRejected => "validator_rejected",
            Reason::BelowThreshold => "below_threshold",
            Reason::LabelDisabled => "label_disabled",
            Reason::LostOverlap => "lost_overlap",
            Reason::Boundary => "boundary",
        }
    }
}

/// What happened to one candidate under `config`.
fn fate(f: &Finding, det: &Detection, config: &Config) -> Reason {
    if !config.enabled(f.label) {
        Reason::LabelDisabled
    } else if f.validation == Validation::Rejected {
        Reason::ValidatorRejected
    } else if f.score < config.threshold {
        Reason::BelowThreshold
    } else if det.resolution.lost.iter().any(|l| l.finding == *f) {
        Reason::LostOverlap
    } else {
        Reason::Boundary
    }
}

/// The reason for a mention `gold` that was not fully redacted: the fate of the candidate overlapping the most of it
/// (ties: the earlier candidate in resolution order), or [`Reason::NoCandidate`].
pub fn reason(gold: Span, det: &Detection, config: &Config) -> Reason {
    let overlap = |s: Span| s.end.min(gold.end).saturating_sub(s.start.max(gold.start));
    let mut best: Option<(&Finding, usize)> = None;
    for f in det.candidates.iter().filter(|f| f.span.overlaps(gold)) {
        let o = overlap(f.span);
        if best.map_or(true, |(_, b)| o > b) {
            best = Some((f, o));
        }
    }
    best.map_or(Reason::NoCandidate, |(f, _)| fate(f, det, config))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Label, Recognizer};

    /// A recognizer that reports fixed candidates.
    struct Fixed(Vec<Finding>);
    impl Recognizer for Fixed {
        fn name(&self) -> &'static str {
            "fixed"
        }
        fn find(&self, _: &str, out: &mut Vec<Finding>) {
            out.extend(self.0.iter().cloned());
        }
    }

    fn f(s: usize, e: usize, label: Label, score: f32) -> Finding {
        Finding::new(Span::new(s, e), label, score, "fixed/rule")
    }

    #[test]
    fn reason_table() {
        let text = "0123456789012345678901234567890123456789";
        let config = Config { threshold: 0.5, labels: Some(vec![Label::Phone, Label::Card, Label::Iban]) };
        let engine = Engine::with_recognizers(vec![Box::new(Fixed(vec![
            f(0, 4, Label::Phone, 0.3),                                      // below threshold
            f(5, 9, Label::Card, 0.0).validated(Validation::Rejected),       // rejected
            f(10, 14, Label::Email, 0.9),                                    // label disabled
            f(15, 22, Label::Iban, 0.9),                                     // wins the overlap...
            f(18, 26, Label::Phone, 0.9),                                    // ...crossing: merged into the IBAN
            f(20, 21, Label::Phone, 0.9),                                    // inside the IBAN: lost
            f(30, 33, Label::Phone, 0.9),                                    // kept, shorter than its gold
        ]))]);
        let det = detect(&engine, text, &config);
        let cases = [
            ((0, 4), Reason::BelowThreshold),
            ((5, 9), Reason::ValidatorRejected),
            ((10, 14), Reason::LabelDisabled),
            ((20, 21), Reason::Boundary), // the IBAN candidate overlaps it most (ties go to the earlier)
            ((23, 28), Reason::LostOverlap),
            ((29, 35), Reason::Boundary),
            ((36, 39), Reason::NoCandidate),
        ];
        for ((s, e), want) in cases {
            assert_eq!(reason(Span::new(s, e), &det, &config), want, "{s}..{e}");
        }
    }

    #[test]
    fn detect_agrees_with_the_engine() {
        let engine = Engine::new();
        for text in ["Mail dana@example.com or (415) 555-0132", "bare 4155550132 and +44 20 7946 0958", ""] {
            for threshold in [0.0, 0.3, 0.5, 0.9] {
                let config = Config { threshold, labels: None };
                assert_eq!(detect(&engine, text, &config).resolution, engine.resolve(text, &config), "{text} @{threshold}");
            }
        }
    }
}
