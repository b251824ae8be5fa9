//! The overlap rule: all candidates are collected first, then resolved once, here.
//!
//! 1. Candidates are ordered by start (earliest first), then length (longer first), then score (higher first), then
//!    the fixed label order ([`crate::Label::ALL`]), then rule name — a total order, so the result never depends on
//!    the order recognizers ran in.
//! 2. A sweep keeps the first candidate of each overlapping group. A candidate inside the kept span is dropped. A
//!    candidate that *crosses* it (starts inside, ends after) extends the kept span to their union, under the kept
//!    span's label: no part of a detected value stays visible.
//! 3. Touching spans (`a.end == b.start`) do not overlap and stay separate.
//!
//! The result is sorted and disjoint. Every dropped candidate is returned with the index of the span it lost to, so
//! the explanation can say "lost overlap to IBAN".

use std::cmp::Ordering;

use crate::Finding;

/// A candidate that did not survive resolution.
#[derive(Clone, Debug, PartialEq)]
pub struct Lost {
    /// The candidate as it was.
    pub finding: Finding,
    /// Index into [`Resolution::kept`] of the span that absorbed it.
    pub winner: usize,
    /// True when it crossed the winner and extended it (its characters are redacted under the winner's label).
    pub merged: bool,
}

/// Sorted, disjoint findings and the candidates they absorbed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Resolution {
    /// The spans to redact, sorted by start, pairwise disjoint.
    pub kept: Vec<Finding>,
    /// The candidates that lost an overlap.
    pub lost: Vec<Lost>,
}

/// The total order of step 1.
pub fn priority(a: &Finding, b: &Finding) -> Ordering {
    a.span
        .start
        .cmp(&b.span.start)
        .then(b.span.end.cmp(&a.span.end))
        .then(b.score.total_cmp(&a.score))
        .then(a.label.cmp(&b.label))
        .then(a.rule.cmp(&b.rule))
}

/// Resolves overlapping candidates into sorted, disjoint spans. Empty spans are discarded.
pub fn resolve(mut candidates: Vec<Finding>) -> Resolution {
    candidates.retain(|f| !f.span.is_empty());
    crate::sort::sort_by(&mut candidates, priority);
    let mut out = Resolution::default();
    for f in candidates {
        match out.kept.last_mut() {
            Some(cur) if f.span.start < cur.span.end => {
                let merged = f.span.end > cur.span.end;
                if merged {
                    cur.span.end = f.span.end;
                }
                out.lost.push(Lost { finding: f, winner: out.kept.len() - 1, merged });
            }
            _ => out.kept.push(f),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Label, Span};

    fn f(start: usize, end: usize, label: Label, score: f32) -> Finding {
        Finding::new(Span::new(start, end), label, score, "test/rule")
    }

    fn kept(r: &Resolution) -> Vec<(usize, usize, Label)> {
        r.kept.iter().map(|f| (f.span.start, f.span.end, f.label)).collect()
    }

    #[test]
    fn table() {
        use Label::*;
        // (candidates, expected kept)
        let cases: Vec<(Vec<Finding>, Vec<(usize, usize, Label)>)> = vec![
            // Disjoint spans all survive, sorted.
            (vec![f(10, 12, Email, 0.9), f(0, 4, Phone, 0.9)], vec![(0, 4, Phone), (10, 12, Email)]),
            // Earliest start wins, even against a higher score.
            (vec![f(2, 9, Card, 1.0), f(0, 5, Phone, 0.5)], vec![(0, 9, Phone)]),
            // At equal start the longer wins: a phone inside an account number never splits it.
            (vec![f(0, 10, Phone, 0.9), f(0, 16, Account, 0.6)], vec![(0, 16, Account)]),
            // Contained candidates are dropped.
            (vec![f(0, 20, Address, 0.6), f(5, 9, Postcode, 0.9)], vec![(0, 20, Address)]),
            // Same span: higher score, then label order.
            (vec![f(0, 9, Phone, 0.4), f(0, 9, NationalId, 0.9)], vec![(0, 9, NationalId)]),
            (vec![f(0, 9, Phone, 0.9), f(0, 9, NationalId, 0.9)], vec![(0, 9, NationalId)]),
            // Crossing spans merge into their union under the winner's label.
            (vec![f(0, 6, Email, 0.9), f(4, 12, Url, 0.9)], vec![(0, 12, Email)]),
            // A chain of crossings merges transitively.
            (vec![f(0, 4, Phone, 0.9), f(3, 7, Phone, 0.9), f(6, 9, Phone, 0.9)], vec![(0, 9, Phone)]),
            // Touching spans stay separate.
            (vec![f(0, 4, Phone, 0.9), f(4, 8, Email, 0.9)], vec![(0, 4, Phone), (4, 8, Email)]),
            // Empty spans are discarded.
            (vec![f(3, 3, Phone, 0.9)], vec![]),
        ];
        for (i, (cands, want)) in cases.into_iter().enumerate() {
            assert_eq!(kept(&resolve(cands)), want, "case {i}");
        }
    }

    #[test]
    fn reports_what_each_loser_lost_to() {
        let r = resolve(vec![f(0, 16, Label::Account, 0.6), f(0, 10, Label::Phone, 0.9), f(14, 20, Label::Email, 0.9)]);
        assert_eq!(r.kept.len(), 1);
        assert_eq!(r.lost.len(), 2);
        assert!(r.lost.iter().all(|l| l.winner == 0));
        assert_eq!(r.lost.iter().filter(|l| l.merged).count(), 1);
        assert_eq!(r.kept[0].span, Span::new(0, 20));
    }

    #[test]
    fn independent_of_input_order() {
        let base = vec![
            f(0, 10, Label::Phone, 0.9),
            f(0, 16, Label::Account, 0.6),
            f(3, 22, Label::Iban, 0.95),
            f(30, 40, Label::Email, 0.9),
            f(30, 40, Label::Url, 0.9),
            f(35, 45, Label::Phone, 0.3),
        ];
        let want = resolve(base.clone());
        // Every rotation and the reversal give the same result.
        for k in 0..base.len() {
            let mut v = base.clone();
            v.rotate_left(k);
            assert_eq!(resolve(v.clone()).kept, want.kept);
            v.reverse();
            assert_eq!(resolve(v).kept, want.kept);
        }
    }
}
