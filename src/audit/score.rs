//! Step 5, score: per stratum, how many redactions were right, and how much useful text the wrong ones removed.
//!
//! Over the sampled spans of a stratum with a final label ([`Labels::final_label`]): t true_pii, f false_positive,
//! u unsure. Unsure spans, open disagreements and unlabelled spans are excluded and counted separately.
//! - precision = t / (t + f), with its Wilson 95% interval ([`crate::eval::score::wilson`]);
//! - over-redaction = 1 − precision = f / (t + f), Wilson interval of f out of t + f;
//! - estimated wrongly redacted spans = over-redaction × the stratum's spans in the manifest, and estimated wrongly
//!   removed tokens = over-redaction × the stratum's redacted tokens; their intervals are the over-redaction
//!   interval's bounds times the same count.
//!
//! Overall: `precision` pools every labelled sampled span (a sample figure, with its Wilson interval); because
//! strata are sampled at different rates, the estimate for the whole manifest is `weighted_precision` = Σ spans_h ×
//! precision_h / Σ spans_h over the strata that have one, and the token and span estimates are sums over strata.
//! Their `bounds` are the same sums of the strata's Wilson bounds: they hold whenever every stratum's interval
//! holds, so they are wider than a 95% interval (stated as bounds, not as a confidence interval).
//!
//! Rates are rounded to 4 decimals, estimated counts to 1.

use std::collections::BTreeMap;

use super::labels::{Labels, Reason, Status, Verdict};
use super::profile::Profile;
use super::sample::Sample;
use super::{round1, Stratum};
use crate::eval::round4;
use crate::eval::score::wilson;

/// Final labels of a stratum's sampled spans.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counts {
    /// Final true_pii.
    pub true_pii: u64,
    /// Final false_positive.
    pub false_positive: u64,
    /// Final unsure (excluded from precision).
    pub unsure: u64,
    /// The reviewers disagree and no adjudication is stored (excluded).
    pub disagreed: u64,
    /// Nobody labelled them (excluded).
    pub unlabelled: u64,
}

impl Counts {
    fn add(&mut self, o: &Counts) {
        self.true_pii += o.true_pii;
        self.false_positive += o.false_positive;
        self.unsure += o.unsure;
        self.disagreed += o.disagreed;
        self.unlabelled += o.unlabelled;
    }
}

/// A reason code and how many final false positives carry it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ReasonCount {
    /// The reason code.
    pub reason: Reason,
    /// Final false positives with it.
    pub count: u64,
}

/// One stratum's row of the report.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct StratumScore {
    /// The stratum.
    #[serde(flatten)]
    pub stratum: Stratum,
    /// Spans in the manifest.
    pub spans: u64,
    /// Their redacted tokens (`null` without texts).
    pub redacted_tokens: Option<u64>,
    /// Redacted tokens / the field's tokens.
    pub redacted_share: Option<f64>,
    /// Spans sampled.
    pub sampled: u64,
    /// Final labels.
    #[serde(flatten)]
    pub counts: Counts,
    /// t / (t + f).
    pub precision: Option<f64>,
    /// Its Wilson 95% interval.
    pub precision_ci: Option<[f64; 2]>,
    /// f / (t + f).
    pub over_redaction: Option<f64>,
    /// Its Wilson 95% interval.
    pub over_redaction_ci: Option<[f64; 2]>,
    /// over_redaction × spans.
    pub est_fp_spans: Option<f64>,
    /// Interval bounds × spans.
    pub est_fp_spans_ci: Option<[f64; 2]>,
    /// over_redaction × redacted tokens.
    pub est_tokens_lost: Option<f64>,
    /// Interval bounds × redacted tokens.
    pub est_tokens_lost_ci: Option<[f64; 2]>,
    /// The most frequent reason codes of final false positives (at most 3, most frequent first).
    pub top_reasons: Vec<ReasonCount>,
}

/// The whole manifest.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Overall {
    /// Spans in the manifest.
    pub spans: u64,
    /// Redacted tokens (`null` without texts).
    pub redacted_tokens: Option<u64>,
    /// Spans sampled.
    pub sampled: u64,
    /// Final labels over every stratum.
    #[serde(flatten)]
    pub counts: Counts,
    /// Pooled sample precision t / (t + f).
    pub precision: Option<f64>,
    /// Its Wilson 95% interval.
    pub precision_ci: Option<[f64; 2]>,
    /// Pooled 1 − precision.
    pub over_redaction: Option<f64>,
    /// Its Wilson 95% interval.
    pub over_redaction_ci: Option<[f64; 2]>,
    /// Spans in the strata that have a precision (what the estimates below cover).
    pub spans_estimated: u64,
    /// Σ spans_h × precision_h / Σ spans_h.
    pub weighted_precision: Option<f64>,
    /// The same weighted sum of the strata's Wilson bounds.
    pub weighted_precision_bounds: Option<[f64; 2]>,
    /// Σ of the strata's estimated wrongly redacted spans.
    pub est_fp_spans: Option<f64>,
    /// Σ of their interval bounds.
    pub est_fp_spans_bounds: Option<[f64; 2]>,
    /// Σ of the strata's estimated wrongly removed tokens.
    pub est_tokens_lost: Option<f64>,
    /// Σ of their interval bounds.
    pub est_tokens_lost_bounds: Option<[f64; 2]>,
    /// Reason codes of every final false positive (at most 3).
    pub top_reasons: Vec<ReasonCount>,
}

/// Step 5's result.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Score {
    /// The two reviewers whose labels were combined, A then B.
    pub reviewers: [String; 2],
    /// Per stratum, in name order.
    pub strata: Vec<StratumScore>,
    /// Over the manifest.
    pub overall: Overall,
}

fn r4(ci: Option<[f64; 2]>) -> Option<[f64; 2]> {
    ci.map(|[a, b]| [round4(a), round4(b)])
}

fn top(reasons: &BTreeMap<Reason, u64>) -> Vec<ReasonCount> {
    let mut v: Vec<ReasonCount> = reasons.iter().map(|(r, c)| ReasonCount { reason: *r, count: *c }).collect();
    crate::sort::sort_by(&mut v, |a, b| b.count.cmp(&a.count).then(a.reason.cmp(&b.reason)));
    v.truncate(3);
    v
}

/// Scores `sample` with the final labels of reviewers `a` and `b`; spans and tokens per stratum from `profile`.
pub fn score(profile: &Profile, sample: &Sample, labels: &Labels, a: &str, b: &str) -> Score {
    let mut counts: BTreeMap<Stratum, (Counts, BTreeMap<Reason, u64>)> = BTreeMap::new();
    for item in &sample.items {
        let (c, reasons) = counts.entry(item.span.stratum()).or_default();
        match labels.final_label(item.n, a, b) {
            (Status::Disagreed, _) => c.disagreed += 1,
            (_, None) => c.unlabelled += 1,
            (_, Some(j)) => match j.label {
                Verdict::TruePii => c.true_pii += 1,
                Verdict::Unsure => c.unsure += 1,
                Verdict::FalsePositive => {
                    c.false_positive += 1;
                    if let Some(r) = j.reason {
                        *reasons.entry(r).or_default() += 1;
                    }
                }
            },
        }
    }
    let mut strata = Vec::new();
    let mut all = Counts::default();
    let mut all_reasons: BTreeMap<Reason, u64> = BTreeMap::new();
    let (mut w_spans, mut w_p, mut w_lo, mut w_hi) = (0u64, 0.0, 0.0, 0.0);
    let mut fp_spans: Option<[f64; 3]> = None;
    let mut fp_tokens: Option<[f64; 3]> = None;
    for sc in &sample.strata {
        let (c, reasons) = counts.remove(&sc.stratum).unwrap_or_default();
        all.add(&c);
        for (r, k) in &reasons {
            *all_reasons.entry(*r).or_default() += k;
        }
        let row = profile.stratum(&sc.stratum);
        let tokens = row.and_then(|r| r.redacted_tokens);
        let n = c.true_pii + c.false_positive;
        let prec = (n > 0).then(|| c.true_pii as f64 / n as f64);
        let over = prec.map(|p| 1.0 - p);
        let over_ci = wilson(c.false_positive, n);
        let times = |x: u64| over.zip(over_ci).map(|(o, [lo, hi])| [o * x as f64, lo * x as f64, hi * x as f64]);
        let est_spans = times(sc.spans);
        let est_tokens = tokens.and_then(times);
        if let Some([lo, hi]) = wilson(c.true_pii, n) {
            w_spans += sc.spans;
            w_p += prec.expect("n > 0") * sc.spans as f64;
            w_lo += lo * sc.spans as f64;
            w_hi += hi * sc.spans as f64;
        }
        let sum = |acc: &mut Option<[f64; 3]>, x: Option<[f64; 3]>| {
            if let Some(x) = x {
                let a = acc.get_or_insert([0.0; 3]);
                for i in 0..3 {
                    a[i] += x[i];
                }
            }
        };
        sum(&mut fp_spans, est_spans);
        sum(&mut fp_tokens, est_tokens);
        strata.push(StratumScore {
            stratum: sc.stratum.clone(),
            spans: sc.spans,
            redacted_tokens: tokens,
            redacted_share: row.and_then(|r| r.share),
            sampled: sc.sampled,
            counts: c,
            precision: prec.map(round4),
            precision_ci: r4(wilson(c.true_pii, n)),
            over_redaction: over.map(round4),
            over_redaction_ci: r4(over_ci),
            est_fp_spans: est_spans.map(|e| round1(e[0])),
            est_fp_spans_ci: est_spans.map(|e| [round1(e[1]), round1(e[2])]),
            est_tokens_lost: est_tokens.map(|e| round1(e[0])),
            est_tokens_lost_ci: est_tokens.map(|e| [round1(e[1]), round1(e[2])]),
            top_reasons: top(&reasons),
        });
    }
    let n = all.true_pii + all.false_positive;
    let wd = w_spans as f64;
    let overall = Overall {
        spans: profile.spans,
        redacted_tokens: profile.redacted_tokens,
        sampled: sample.items.len() as u64,
        counts: all,
        precision: (n > 0).then(|| round4(all.true_pii as f64 / n as f64)),
        precision_ci: r4(wilson(all.true_pii, n)),
        over_redaction: (n > 0).then(|| round4(all.false_positive as f64 / n as f64)),
        over_redaction_ci: r4(wilson(all.false_positive, n)),
        spans_estimated: w_spans,
        weighted_precision: (w_spans > 0).then(|| round4(w_p / wd)),
        weighted_precision_bounds: (w_spans > 0).then(|| [round4(w_lo / wd), round4(w_hi / wd)]),
        est_fp_spans: fp_spans.map(|e| round1(e[0])),
        est_fp_spans_bounds: fp_spans.map(|e| [round1(e[1]), round1(e[2])]),
        est_tokens_lost: fp_tokens.map(|e| round1(e[0])),
        est_tokens_lost_bounds: fp_tokens.map(|e| [round1(e[1]), round1(e[2])]),
        top_reasons: top(&all_reasons),
    };
    Score { reviewers: [a.to_string(), b.to_string()], strata, overall }
}
