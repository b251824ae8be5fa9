//! Step 6, threshold: precision by confidence band, and what raising the threshold would give back.
//!
//! Bands are half-open [lo, hi) between the edges (default 0, 0.5, 0.6, 0.7, 0.8, 0.9, 1), the last one closed
//! [0.9, 1]; spans without a score form a band of their own (`lo` and `hi` null). Over the sampled spans with a final
//! label, per band: t, f, u, precision = t / (t + f) with its Wilson 95% interval.
//!
//! Strata are sampled at different rates, so each labelled span stands for spans_h / labelled_h spans of its
//! stratum h (labelled_h = its spans with a final true_pii, false_positive or unsure label). With these weights each
//! band estimates the manifest's false-positive and true spans in it, and `raise_to_hi` sums them over this band and
//! every lower one: what a threshold at `hi` would stop redacting (false positives given back, personal data
//! exposed).

use std::collections::BTreeMap;

use super::labels::{Labels, Status, Verdict};
use super::sample::Sample;
use super::{round1, Stratum};
use crate::eval::round4;
use crate::eval::score::wilson;

/// The default band edges.
pub const DEFAULT_EDGES: &[f64] = &[0.0, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0];

/// Parses inner edges `0.5,0.7,0.9` into edges from 0 to 1 (sorted, repeats removed); each must lie in (0, 1).
pub fn parse_edges(spec: &str) -> Result<Vec<f64>, String> {
    let mut edges = vec![0.0, 1.0];
    for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let x: f64 = part.parse().map_err(|_| format!("{part:?} is not a number"))?;
        if !(x > 0.0 && x < 1.0) {
            return Err(format!("{part} must lie between 0 and 1 (exclusive)"));
        }
        edges.push(x);
    }
    crate::sort::sort_by(&mut edges, |a, b| a.total_cmp(b));
    edges.dedup();
    Ok(edges)
}

/// Estimated manifest spans below a threshold.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Below {
    /// Sampled final false positives.
    pub false_positive: u64,
    /// Sampled final true_pii.
    pub true_pii: u64,
    /// Estimated false-positive spans of the manifest.
    pub est_fp_spans: f64,
    /// Estimated true spans of the manifest.
    pub est_true_spans: f64,
}

/// One confidence band.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Band {
    /// Lower edge (inclusive); `null` for spans without a score.
    pub lo: Option<f64>,
    /// Upper edge (exclusive, inclusive for 1).
    pub hi: Option<f64>,
    /// Final true_pii.
    pub true_pii: u64,
    /// Final false_positive.
    pub false_positive: u64,
    /// Final unsure.
    pub unsure: u64,
    /// t / (t + f).
    pub precision: Option<f64>,
    /// Its Wilson 95% interval.
    pub precision_ci: Option<[f64; 2]>,
    /// This band's estimated spans.
    pub band: Below,
    /// This band and every lower one: what a threshold at `hi` would stop redacting (scored bands only).
    pub raise_to_hi: Option<Below>,
}

/// Precision by band over `sample` with the final labels of `a` and `b`; `edges` from 0 to 1.
pub fn bands(sample: &Sample, labels: &Labels, a: &str, b: &str, edges: &[f64]) -> Vec<Band> {
    let spans: BTreeMap<&Stratum, u64> = crate::sort::btree_map(sample.strata.iter().map(|s| (&s.stratum, s.spans)));
    let mut finals = Vec::new();
    let mut labelled: BTreeMap<Stratum, u64> = BTreeMap::new();
    for item in &sample.items {
        if let (s, Some(j)) = labels.final_label(item.n, a, b) {
            if s != Status::Disagreed {
                *labelled.entry(item.span.stratum()).or_default() += 1;
                finals.push((item, j.label));
            }
        }
    }
    let nb = edges.len().saturating_sub(1);
    let mut rows: Vec<Band> = (0..=nb)
        .map(|i| Band {
            lo: (i < nb).then(|| edges[i]),
            hi: (i < nb).then(|| edges[i + 1]),
            true_pii: 0,
            false_positive: 0,
            unsure: 0,
            precision: None,
            precision_ci: None,
            band: Below::default(),
            raise_to_hi: None,
        })
        .collect();
    for (item, verdict) in finals {
        let stratum = item.span.stratum();
        let w = spans.get(&stratum).copied().unwrap_or(0) as f64 / labelled[&stratum] as f64;
        let i = match item.span.score {
            None => nb,
            Some(s) => (0..nb).find(|&i| s < edges[i + 1] || i + 1 == nb).unwrap_or(nb),
        };
        let row = &mut rows[i];
        match verdict {
            Verdict::TruePii => {
                row.true_pii += 1;
                row.band.true_pii += 1;
                row.band.est_true_spans += w;
            }
            Verdict::FalsePositive => {
                row.false_positive += 1;
                row.band.false_positive += 1;
                row.band.est_fp_spans += w;
            }
            Verdict::Unsure => row.unsure += 1,
        }
    }
    let mut cum = Below::default();
    for (i, row) in rows.iter_mut().enumerate() {
        let n = row.true_pii + row.false_positive;
        row.precision = (n > 0).then(|| round4(row.true_pii as f64 / n as f64));
        row.precision_ci = wilson(row.true_pii, n).map(|[a, b]| [round4(a), round4(b)]);
        if i < nb {
            cum.false_positive += row.band.false_positive;
            cum.true_pii += row.band.true_pii;
            cum.est_fp_spans += row.band.est_fp_spans;
            cum.est_true_spans += row.band.est_true_spans;
            row.raise_to_hi = Some(Below { est_fp_spans: round1(cum.est_fp_spans), est_true_spans: round1(cum.est_true_spans), ..cum });
        }
        row.band.est_fp_spans = round1(row.band.est_fp_spans);
        row.band.est_true_spans = round1(row.band.est_true_spans);
    }
    // The no-score band only when some span has no score.
    if rows.last().is_some_and(|r| r.true_pii + r.false_positive + r.unsure == 0) {
        rows.pop();
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_parse() {
        assert_eq!(parse_edges("0.7, 0.5,0.7").unwrap(), vec![0.0, 0.5, 0.7, 1.0]);
        assert_eq!(parse_edges("").unwrap(), vec![0.0, 1.0]);
        assert_eq!(parse_edges("1").unwrap_err(), "1 must lie between 0 and 1 (exclusive)");
        assert_eq!(parse_edges("x").unwrap_err(), "\"x\" is not a number");
    }
}
