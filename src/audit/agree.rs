//! Step 4, agree: how far two reviewers agree, per stratum and overall, and which spans they disagree on.
//!
//! Over the sampled spans **both** reviewers labelled (three categories: true_pii, false_positive, unsure):
//! - raw agreement p_o = agreeing spans / spans, with its Wilson 95% interval;
//! - chance agreement p_e = Σ over the categories of (A's share of it × B's share of it);
//! - Cohen's kappa = (p_o − p_e) / (1 − p_e). When p_e = 1 (both reviewers gave one and the same category to every
//!   span) kappa is undefined and reported as `null`; raw agreement still says 100%.
//!
//! Kappa gets no interval here: a Wilson interval is for a proportion, and kappa is not one (a gap the report
//! states). Reason codes do not count for agreement; only the verdict does.

use std::collections::BTreeMap;

use super::labels::{Judgement, Labels, Verdict};
use super::sample::Sample;
use super::Stratum;
use crate::eval::round4;
use crate::eval::score::wilson;

/// Agreement over a set of doubly labelled spans.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Kappa {
    /// Spans both reviewers labelled.
    pub both: u64,
    /// Of them, spans with the same verdict.
    pub agree: u64,
    /// agree / both.
    pub raw: Option<f64>,
    /// Wilson 95% interval of `raw`.
    pub raw_ci: Option<[f64; 2]>,
    /// Chance agreement p_e.
    pub expected: Option<f64>,
    /// Cohen's kappa; `null` when undefined (no spans, or p_e = 1).
    pub kappa: Option<f64>,
}

/// Cohen's kappa and raw agreement of verdict pairs (reviewer A, reviewer B). Unrounded.
pub fn cohen(pairs: &[(Verdict, Verdict)]) -> (u64, u64, Option<f64>, Option<f64>, Option<f64>) {
    let n = pairs.len() as u64;
    if n == 0 {
        return (0, 0, None, None, None);
    }
    let agree = pairs.iter().filter(|(a, b)| a == b).count() as u64;
    let po = agree as f64 / n as f64;
    let share = |f: &dyn Fn(&(Verdict, Verdict)) -> bool| pairs.iter().filter(|p| f(p)).count() as f64 / n as f64;
    let pe: f64 = Verdict::ALL.iter().map(|v| share(&|p| p.0 == *v) * share(&|p| p.1 == *v)).sum();
    let kappa = (pe < 1.0 - 1e-12).then(|| (po - pe) / (1.0 - pe));
    (n, agree, Some(po), Some(pe), kappa)
}

impl Kappa {
    /// The rounded report of `pairs`.
    pub fn of(pairs: &[(Verdict, Verdict)]) -> Kappa {
        let (both, agree, raw, expected, kappa) = cohen(pairs);
        Kappa {
            both,
            agree,
            raw: raw.map(round4),
            raw_ci: wilson(agree, both).map(|[a, b]| [round4(a), round4(b)]),
            expected: expected.map(round4),
            kappa: kappa.map(round4),
        }
    }
}

/// Agreement within one stratum.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct StratumAgreement {
    /// The stratum.
    #[serde(flatten)]
    pub stratum: Stratum,
    /// Its agreement.
    #[serde(flatten)]
    pub kappa: Kappa,
}

/// A span the two reviewers labelled differently.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Disagreement {
    /// The sample item's number.
    pub n: usize,
    /// Record id.
    pub id: String,
    /// Field.
    pub field: String,
    /// Delivered span, code points.
    pub out_start: usize,
    /// End.
    pub out_end: usize,
    /// Detected type.
    pub label: String,
    /// Reviewer A's judgement.
    pub a: Judgement,
    /// Reviewer B's judgement.
    pub b: Judgement,
    /// The adjudicated judgement, once stored.
    pub adjudicated: Option<Judgement>,
}

/// Step 4's result.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Agreement {
    /// The two reviewers compared, A then B.
    pub reviewers: [String; 2],
    /// Over every stratum.
    pub overall: Kappa,
    /// Per stratum with at least one sampled span, in name order.
    pub strata: Vec<StratumAgreement>,
    /// Every disagreement, in sample order.
    pub disagreements: Vec<Disagreement>,
    /// Disagreements not yet adjudicated.
    pub open: u64,
}

/// Agreement of reviewers `a` and `b` on `sample`.
pub fn agreement(sample: &Sample, labels: &Labels, a: &str, b: &str) -> Agreement {
    let mut all = Vec::new();
    let mut per: BTreeMap<Stratum, Vec<(Verdict, Verdict)>> = BTreeMap::new();
    let mut disagreements = Vec::new();
    for item in &sample.items {
        let entry = per.entry(item.span.stratum()).or_default();
        let (Some(ja), Some(jb)) = (labels.get(a, item.n), labels.get(b, item.n)) else { continue };
        entry.push((ja.label, jb.label));
        all.push((ja.label, jb.label));
        if ja.label != jb.label {
            disagreements.push(Disagreement {
                n: item.n,
                id: item.span.id.clone(),
                field: item.span.field.clone(),
                out_start: item.span.out_start,
                out_end: item.span.out_end,
                label: item.span.label.clone(),
                a: ja,
                b: jb,
                adjudicated: labels.get(super::labels::ADJUDICATED, item.n),
            });
        }
    }
    let open = disagreements.iter().filter(|d| d.adjudicated.is_none()).count() as u64;
    Agreement {
        reviewers: [a.to_string(), b.to_string()],
        overall: Kappa::of(&all),
        strata: per.into_iter().map(|(stratum, pairs)| StratumAgreement { stratum, kappa: Kappa::of(&pairs) }).collect(),
        disagreements,
        open,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Verdict::{FalsePositive as F, TruePii as T, Unsure as U};

    fn rep(ts: &[(Verdict, Verdict, usize)]) -> Vec<(Verdict, Verdict)> {
        ts.iter().flat_map(|&(a, b, k)| std::iter::repeat_n((a, b), k)).collect()
    }

    #[test]
    fn kappa_table() {
        // (pairs, want raw, want kappa), each computed by hand:
        let cases: Vec<(Vec<(Verdict, Verdict)>, f64, Option<f64>)> = vec![
            // Textbook 2×2: 20 T/T, 5 T/F, 10 F/T, 15 F/F. po = 35/50 = 0.7; A: T 25, F 25; B: T 30, F 20;
            // pe = 0.5×0.6 + 0.5×0.4 = 0.5; kappa = (0.7 − 0.5) / 0.5 = 0.4.
            (rep(&[(T, T, 20), (T, F, 5), (F, T, 10), (F, F, 15)]), 0.7, Some(0.4)),
            // Perfect agreement over two categories: po = 1, pe = 0.5² + 0.5² = 0.5, kappa = 1.
            (rep(&[(T, T, 3), (F, F, 3)]), 1.0, Some(1.0)),
            // Everyone says T: po = 1, pe = 1: kappa undefined.
            (rep(&[(T, T, 4)]), 1.0, None),
            // Never agree, symmetric: po = 0, A: T 1/2, F 1/2; B: the same; pe = 0.5; kappa = −1.
            (rep(&[(T, F, 2), (F, T, 2)]), 0.0, Some(-1.0)),
            // Three categories: T/T 2, F/F 1, U/T 1. po = 3/4; A: T 2, F 1, U 1; B: T 3, F 1;
            // pe = (2/4)(3/4) + (1/4)(1/4) + 0 = 6/16 + 1/16 = 7/16; kappa = (12/16 − 7/16) / (9/16) = 5/9 = 0.5556.
            (rep(&[(T, T, 2), (F, F, 1), (U, T, 1)]), 0.75, Some(0.5556)),
        ];
        for (pairs, raw, kappa) in cases {
            let k = Kappa::of(&pairs);
            assert_eq!((k.raw, k.kappa), (Some(raw), kappa), "{pairs:?}");
        }
        assert_eq!(Kappa::of(&[]), Kappa::default());
    }
}
