//! One detection pass kept for explanation, and why a gold mention was not caught.
//!
//! [`detect`] runs the recognizers once ([`Engine::candidates`]) and resolves the candidates under a [`Policy`] with
//! [`Engine::resolve_candidates`], the engine's own filter and overlap rule. Keeping every candidate lets [`reason`]
//! say, for a partial or missed mention, what happened to the candidate that came closest ([`Engine::filter`]).

use crate::engine::{self, Engine};
use crate::eval::score;
use crate::formats::gold::Redacted;
use crate::resolve::Resolution;
use crate::{Finding, Policy, Span};

/// All candidates of one text and their resolution under one policy.
#[derive(Clone, Debug, Default)]
pub struct Detection {
    /// Every candidate, unfiltered.
    pub candidates: Vec<Finding>,
    /// The admitted candidates, resolved.
    pub resolution: Resolution,
}

/// One detection pass over `text`.
pub fn detect(engine: &Engine, text: &str, policy: &Policy) -> Detection {
    let candidates = engine.candidates(text, policy);
    let resolution = Engine::resolve_candidates(text, &candidates, policy);
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
    /// A candidate scored below its label's threshold.
    BelowThreshold,
    /// A candidate's label is not enabled by the policy (preset or `labels`).
    LabelDisabled,
    /// A candidate's value is on the allow-list.
    AllowListed,
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
            Reason::AllowListed => "allow_listed",
            Reason::LostOverlap => "lost_overlap",
            Reason::Boundary => "boundary",
        }
    }
}

/// What happened to one candidate under `policy`: the engine's filter verdict, else lost (`lost` says whether it is
/// among the resolution's losers) or kept.
fn fate(text: &str, f: &Finding, lost: impl Fn(&Finding) -> bool, policy: &Policy) -> Reason {
    match Engine::filter(text, f, policy) {
        Some(engine::Reason::LabelDisabled) => Reason::LabelDisabled,
        Some(engine::Reason::ValidatorFailed) => Reason::ValidatorRejected,
        Some(engine::Reason::AllowListed) => Reason::AllowListed,
        Some(engine::Reason::BelowThreshold { .. }) => Reason::BelowThreshold,
        Some(engine::Reason::LostOverlap { .. }) => Reason::LostOverlap,
        None if lost(f) => Reason::LostOverlap,
        None => Reason::Boundary,
    }
}

/// The reason for a mention `gold` of `text` that was not fully redacted: the fate of the candidate overlapping the
/// most of it (ties: the earlier candidate in resolution order), or [`Reason::NoCandidate`].
pub fn reason(text: &str, gold: Span, det: &Detection, policy: &Policy) -> Reason {
    reasons(text, &[gold], det, policy)[0]
}

/// [`reason`] for each of `golds`, in one sweep: the candidates overlapping each mention come from
/// [`score::overlaps_each`] and the losers are looked up by span, so many uncaught mentions in a document with many
/// candidates cost O((n + m) log n), not a scan of every candidate and loser per mention.
pub fn reasons(text: &str, golds: &[Span], det: &Detection, policy: &Policy) -> Vec<Reason> {
    let spans: Vec<Span> = det.candidates.iter().map(|f| f.span).collect();
    let mut lost: Vec<&Finding> = det.resolution.lost.iter().map(|l| &l.finding).collect();
    crate::sort::sort_by_key(&mut lost, |f| f.span);
    let is_lost = |f: &Finding| {
        let from = lost.partition_point(|l| l.span < f.span);
        lost[from..].iter().take_while(|l| l.span == f.span).any(|l| *l == f)
    };
    score::overlaps_each(&spans, golds)
        .into_iter()
        .zip(golds)
        .map(|(hits, &gold)| {
            let overlap = |s: Span| s.end.min(gold.end).saturating_sub(s.start.max(gold.start));
            // Hits are ascending (resolution order): the first of the largest overlap wins.
            let mut best: Option<(&Finding, usize)> = None;
            for f in hits.into_iter().map(|i| &det.candidates[i]) {
                let o = overlap(f.span);
                if best.map_or(true, |(_, b)| o > b) {
                    best = Some((f, o));
                }
            }
            best.map_or(Reason::NoCandidate, |(f, _)| fate(text, f, is_lost, policy))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Config, Label, Recognizer, Validation};

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
        let config = Config {
            threshold: Some(0.5),
            labels: Some(vec![Label::Phone, Label::Card, Label::Iban]),
            allow: vec!["0123".into()],
            ..Config::default()
        }
        .compile()
        .unwrap();
        let engine = Engine::with_recognizers(vec![Box::new(Fixed(vec![
            f(0, 4, Label::Phone, 0.3),                                      // below threshold
            f(5, 9, Label::Card, 0.0).validated(Validation::Rejected),       // rejected
            f(10, 14, Label::Email, 0.9),                                    // label disabled
            f(15, 22, Label::Iban, 0.9),                                     // wins the overlap...
            f(18, 26, Label::Phone, 0.9),                                    // ...crossing: merged into the IBAN
            f(20, 21, Label::Phone, 0.9),                                    // inside the IBAN: lost
            f(30, 33, Label::Phone, 0.9),                                    // kept, shorter than its gold
            f(0, 4, Label::Iban, 0.9),                                       // allow-listed (same span, ...
        ]))]);
        let det = detect(&engine, text, &config);
        let cases = [
            ((0, 4), Reason::AllowListed), // ...sorted before the phone: the higher score wins the tie
            ((5, 9), Reason::ValidatorRejected),
            ((10, 14), Reason::LabelDisabled),
            ((20, 21), Reason::Boundary), // the IBAN candidate overlaps it most (ties go to the earlier)
            ((23, 28), Reason::LostOverlap),
            ((29, 35), Reason::Boundary),
            ((36, 39), Reason::NoCandidate),
        ];
        for ((s, e), want) in cases {
            assert_eq!(reason(text, Span::new(s, e), &det, &config), want, "{s}..{e}");
        }
    }

    /// The sweep gives every mention the reason the scan of every candidate and loser gave: the table's detection
    /// (filtered, lost, merged, kept candidates, a tie of equal spans) probed with every short span, in one call.
    #[test]
    fn reasons_equal_the_scan() {
        let text = "0123456789012345678901234567890123456789";
        let config = Config { threshold: Some(0.5), labels: Some(vec![Label::Phone, Label::Card, Label::Iban]), allow: vec!["0123".into()], ..Config::default() }
            .compile()
            .unwrap();
        let engine = Engine::with_recognizers(vec![Box::new(Fixed(vec![
            f(0, 4, Label::Phone, 0.3),
            f(5, 9, Label::Card, 0.0).validated(Validation::Rejected),
            f(10, 14, Label::Email, 0.9),
            f(15, 22, Label::Iban, 0.9),
            f(18, 26, Label::Phone, 0.9),
            f(20, 21, Label::Phone, 0.9),
            f(30, 33, Label::Phone, 0.9),
            f(0, 4, Label::Iban, 0.9),
            f(2, 38, Label::Card, 0.2),
            f(24, 27, Label::Phone, 0.9),
            f(24, 27, Label::Card, 0.9),
        ]))]);
        let det = detect(&engine, text, &config);
        let by_scan = |gold: Span| {
            let overlap = |s: Span| s.end.min(gold.end).saturating_sub(s.start.max(gold.start));
            let mut best: Option<(&Finding, usize)> = None;
            for f in det.candidates.iter().filter(|f| f.span.overlaps(gold)) {
                let o = overlap(f.span);
                if best.map_or(true, |(_, b)| o > b) {
                    best = Some((f, o));
                }
            }
            let lost = |f: &Finding| det.resolution.lost.iter().any(|l| l.finding == *f);
            best.map_or(Reason::NoCandidate, |(f, _)| fate(text, f, lost, &config))
        };
        let golds: Vec<Span> = (0..40).flat_map(|a| (0..12).map(move |l| Span::new(a, (a + l).min(40)))).collect();
        let got = reasons(text, &golds, &det, &config);
        for (g, r) in golds.iter().zip(got) {
            assert_eq!(r, by_scan(*g), "{g:?}");
        }
        assert!(det.resolution.lost.len() >= 3, "the table exercises losers");
    }

    #[test]
    fn detect_agrees_with_the_engine() {
        let engine = Engine::new();
        for text in ["Mail dana@example.com or (415) 555-0132", "bare 4155550132 and +44 20 7946 0958", ""] {
            for threshold in [0.0, 0.3, 0.5, 0.9] {
                let policy = Config { threshold: Some(threshold), ..Config::default() }.compile().unwrap();
                assert_eq!(detect(&engine, text, &policy).resolution, engine.resolve(text, &policy), "{text} @{threshold}");
            }
        }
    }

    #[test]
    fn below_threshold() {
        let engine = Engine::with_recognizers(vec![Box::new(Fixed(vec![f(0, 4, Label::Phone, 0.3)]))]);
        let policy = Policy::default();
        let det = detect(&engine, "0123", &policy);
        assert_eq!(reason("0123", Span::new(0, 4), &det, &policy), Reason::BelowThreshold);
    }
}
