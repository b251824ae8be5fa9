//! A person's review of the detections: rejected spans and spans added by hand, applied to the resolved findings.
//!
//! The page lets a reviewer click a detection to reject it and select text to add a span with a label; the output
//! and the manifest then follow the reviewed spans. Rejecting a range drops every kept finding that overlaps it
//! (so a click on any part of a detection rejects all of it). An added span gets score 1.0 and rule
//! [`MANUAL_RULE`] and is resolved with the remaining findings by the one overlap rule ([`crate::resolve`]): an
//! added span crossing a detection merges into their union, so the reviewer can extend a half-caught value.

use crate::resolve::resolve;
use crate::{Finding, Label, Span, Validation};

/// The rule name of a span added by hand (it appears in the manifest).
pub const MANUAL_RULE: &str = "manual";

/// `kept` (sorted, disjoint) without the findings overlapping a `reject` range, plus the `add` spans, resolved.
pub fn apply(kept: Vec<Finding>, reject: &[Span], add: &[(Span, Label)]) -> Vec<Finding> {
    if reject.is_empty() && add.is_empty() {
        return kept;
    }
    let overlaps = |a: Span, b: Span| a.start < b.end && b.start < a.end;
    let mut out: Vec<Finding> = kept.into_iter().filter(|f| !reject.iter().any(|r| overlaps(*r, f.span))).collect();
    out.extend(add.iter().map(|&(span, label)| Finding::new(span, label, 1.0, MANUAL_RULE).validated(Validation::Confirmed)));
    resolve(out).kept
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(start: usize, end: usize, label: Label) -> Finding {
        Finding::new(Span::new(start, end), label, 0.9, "t")
    }

    #[test]
    fn reject_and_add() {
        let kept = vec![f(0, 5, Label::Person), f(10, 20, Label::Phone), f(30, 40, Label::Email)];
        // (reject, add, expected (start, end, label, rule))
        let cases: Vec<(Vec<Span>, Vec<(Span, Label)>, Vec<(usize, usize, Label, &str)>)> = vec![
            (vec![], vec![], vec![(0, 5, Label::Person, "t"), (10, 20, Label::Phone, "t"), (30, 40, Label::Email, "t")]),
            // A range inside a detection rejects all of it.
            (vec![Span::new(12, 13)], vec![], vec![(0, 5, Label::Person, "t"), (30, 40, Label::Email, "t")]),
            // Touching is not overlapping.
            (vec![Span::new(5, 10)], vec![], vec![(0, 5, Label::Person, "t"), (10, 20, Label::Phone, "t"), (30, 40, Label::Email, "t")]),
            // An added span on its own.
            (vec![], vec![(Span::new(22, 26), Label::Account)], vec![(0, 5, Label::Person, "t"), (10, 20, Label::Phone, "t"), (22, 26, Label::Account, MANUAL_RULE), (30, 40, Label::Email, "t")]),
            // An added span crossing a detection extends it to the union, under the earlier span's label.
            (vec![], vec![(Span::new(15, 25), Label::Account)], vec![(0, 5, Label::Person, "t"), (10, 25, Label::Phone, "t"), (30, 40, Label::Email, "t")]),
            // Reject one, add another label over the same place.
            (vec![Span::new(0, 5)], vec![(Span::new(0, 5), Label::Organization)], vec![(0, 5, Label::Organization, MANUAL_RULE), (10, 20, Label::Phone, "t"), (30, 40, Label::Email, "t")]),
        ];
        for (reject, add, want) in cases {
            let got: Vec<(usize, usize, Label, String)> =
                apply(kept.clone(), &reject, &add).into_iter().map(|f| (f.span.start, f.span.end, f.label, f.rule.to_string())).collect();
            let want: Vec<(usize, usize, Label, String)> = want.into_iter().map(|(s, e, l, r)| (s, e, l, r.to_string())).collect();
            assert_eq!(got, want, "reject {reject:?} add {add:?}");
        }
    }
}
