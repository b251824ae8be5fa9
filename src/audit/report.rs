//! Step 7, report: every figure of the audit as one JSON value, and the same as a printable HTML page.
//!
//! The report holds the settings, the profile, the per-stratum table (type, field, redacted share, sampled,
//! precision with its interval, estimated tokens lost, top reason codes), the overall figures, the agreement, the
//! confidence bands, and the labelled records: each sampled span with its context in the delivered text (when the
//! texts were given), every reviewer's label and the final one. The HTML page is self-contained (one inline style
//! sheet, no script, no request) and escapes every value taken from the inputs.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::agree::{agreement, Agreement};
use super::labels::{Judgement, Labels, Status};
use super::profile::Profile;
use super::sample::{Sample, SampleItem};
use super::score::{score, Score};
use super::threshold::{bands, Band};
use super::Options;

/// A sampled span with its labels.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Record {
    /// The sampled span (and its context).
    #[serde(flatten)]
    pub item: SampleItem,
    /// Each reviewer's judgement (the adjudicated one under `adjudicated`).
    pub labels: BTreeMap<String, Judgement>,
    /// How the final label was reached.
    pub status: Status,
    /// The final judgement, if any.
    #[serde(rename = "final")]
    pub final_label: Option<Judgement>,
}

/// The audit report.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Report {
    /// The manifest's name as given.
    pub manifest: String,
    /// Sample settings.
    pub options: Options,
    /// Band edges.
    pub edges: Vec<f64>,
    /// Step 1.
    pub profile: Profile,
    /// Step 5 (per-stratum table and overall figures).
    pub score: Score,
    /// Step 4.
    pub agreement: Agreement,
    /// Step 6.
    pub bands: Vec<Band>,
    /// The labelled records, in sample order.
    pub records: Vec<Record>,
}

/// Builds the report of reviewers `a` and `b`.
#[allow(clippy::too_many_arguments)]
pub fn report(manifest: &str, options: &Options, edges: &[f64], profile: &Profile, sample: &Sample, labels: &Labels, a: &str, b: &str) -> Report {
    let records = sample
        .items
        .iter()
        .map(|item| {
            let (status, final_label) = labels.final_label(item.n, a, b);
            let labels = labels.reviewers.iter().filter_map(|(r, m)| m.get(&item.n).map(|j| (r.clone(), *j))).collect();
            Record { item: item.clone(), labels, status, final_label }
        })
        .collect();
    Report {
        manifest: manifest.to_string(),
        options: options.clone(),
        edges: edges.to_vec(),
        profile: profile.clone(),
        score: score(profile, sample, labels, a, b),
        agreement: agreement(sample, labels, a, b),
        bands: bands(sample, labels, a, b, edges),
        records,
    }
}

/// Escapes text for HTML element content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// A rate as a percentage with one decimal, `–` when there is none.
pub fn pct(x: Option<f64>) -> String {
    x.map(|v| format!("{:.1}%", v * 100.0)).unwrap_or_else(|| "–".into())
}

/// A rate with its interval: `92.3% [80.1–97.4]`.
pub fn pct_ci(x: Option<f64>, ci: Option<[f64; 2]>) -> String {
    match (x, ci) {
        (Some(_), Some([a, b])) => format!("{} [{:.1}–{:.1}]", pct(x), a * 100.0, b * 100.0),
        _ => pct(x),
    }
}

/// An estimated count with its interval: `12.5 [4.1–30.2]`.
pub fn est_ci(x: Option<f64>, ci: Option<[f64; 2]>) -> String {
    match (x, ci) {
        (Some(v), Some([a, b])) => format!("{v:.1} [{a:.1}–{b:.1}]"),
        (Some(v), None) => format!("{v:.1}"),
        _ => "–".into(),
    }
}

fn opt<T: ToString>(x: Option<T>) -> String {
    x.map(|v| v.to_string()).unwrap_or_else(|| "–".into())
}

fn judgement(j: Option<&Judgement>) -> String {
    match j {
        None => "–".into(),
        Some(j) => match j.reason {
            Some(r) => format!("{} ({})", j.label.name(), r.name()),
            None => j.label.name().to_string(),
        },
    }
}

const STYLE: &str = "body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#111}table{border-collapse:collapse;margin:1em 0}\
th,td{border:1px solid #999;padding:.25em .5em;text-align:left;vertical-align:top}td.n{text-align:right}\
.ctx{white-space:pre-wrap;font-family:monospace}.span{background:#222;color:#fff;padding:0 .15em}\
@media print{body{margin:0}tr{page-break-inside:avoid}}";

impl Report {
    /// The report as a self-contained printable HTML page.
    pub fn html(&self) -> String {
        let mut h = String::new();
        let e = escape;
        let _ = write!(h, "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Over-redaction audit — {}</title><style>{STYLE}</style></head><body>\n", e(&self.manifest));
        let _ = writeln!(h, "<h1>Over-redaction audit</h1>");
        let p = &self.profile;
        let o = &self.score.overall;
        let _ = writeln!(
            h,
            "<p>Manifest <code>{}</code>: {} redacted spans; {} of {} tokens redacted ({}). Sample: up to {} spans per stratum, seed {}; reviewers {} and {}.</p>",
            e(&self.manifest), p.spans, opt(p.redacted_tokens), opt(p.tokens), pct(p.share), self.options.size, self.options.seed,
            e(&self.score.reviewers[0]), e(&self.score.reviewers[1])
        );
        let _ = writeln!(
            h,
            "<p>Precision (pooled sample) {}; over-redaction {}. Weighted by stratum size: precision {} (bounds {}), estimated wrongly redacted spans {}, estimated wrongly removed tokens {}. Unsure {}, open disagreements {}, unlabelled {}.</p>",
            pct_ci(o.precision, o.precision_ci), pct_ci(o.over_redaction, o.over_redaction_ci),
            pct(o.weighted_precision), o.weighted_precision_bounds.map(|[a, b]| format!("{:.1}–{:.1}%", a * 100.0, b * 100.0)).unwrap_or_else(|| "–".into()),
            est_ci(o.est_fp_spans, o.est_fp_spans_bounds), est_ci(o.est_tokens_lost, o.est_tokens_lost_bounds),
            o.counts.unsure, o.counts.disagreed, o.counts.unlabelled
        );
        let _ = writeln!(h, "<h2>Per stratum</h2>\n<table><thead><tr><th>type</th><th>field</th><th>spans</th><th>redacted share</th><th>sampled</th><th>true / false / unsure</th><th>precision [95% CI]</th><th>est. tokens lost [95% CI]</th><th>top reasons</th></tr></thead><tbody>");
        for s in &self.score.strata {
            let reasons: Vec<String> = s.top_reasons.iter().map(|r| format!("{} ({})", r.reason.name(), r.count)).collect();
            let _ = writeln!(
                h,
                "<tr><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{} / {} / {}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                e(&s.stratum.label), e(&s.stratum.field), s.spans, pct(s.redacted_share), s.sampled, s.counts.true_pii, s.counts.false_positive, s.counts.unsure,
                pct_ci(s.precision, s.precision_ci), est_ci(s.est_tokens_lost, s.est_tokens_lost_ci), e(&reasons.join(", "))
            );
        }
        let _ = writeln!(h, "</tbody></table>");
        let _ = writeln!(h, "<h2>Redacted share by field</h2>\n<p>Flagged: {}.</p><table><thead><tr><th>field</th><th>spans</th><th>redacted tokens</th><th>tokens</th><th>share</th><th>flagged</th></tr></thead><tbody>", e(p.flag_rule));
        for r in &p.by_field {
            let _ = writeln!(
                h,
                "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td></tr>",
                e(r.field.as_deref().unwrap_or("")), r.spans, opt(r.redacted_tokens), opt(r.tokens), pct(r.share), if r.flagged == Some(true) { "FLAGGED" } else { "" }
            );
        }
        let _ = writeln!(h, "</tbody></table>");
        let a = &self.agreement;
        let _ = writeln!(
            h,
            "<h2>Agreement ({} vs {})</h2>\n<p>Both labelled {}; raw agreement {}; Cohen's kappa {}. Disagreements: {} ({} open).</p>",
            e(&a.reviewers[0]), e(&a.reviewers[1]), a.overall.both, pct_ci(a.overall.raw, a.overall.raw_ci), opt(a.overall.kappa), a.disagreements.len(), a.open
        );
        let _ = writeln!(h, "<table><thead><tr><th>type</th><th>field</th><th>both labelled</th><th>raw agreement [95% CI]</th><th>kappa</th></tr></thead><tbody>");
        for s in &a.strata {
            let _ = writeln!(
                h,
                "<tr><td>{}</td><td>{}</td><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td></tr>",
                e(&s.stratum.label), e(&s.stratum.field), s.kappa.both, pct_ci(s.kappa.raw, s.kappa.raw_ci), opt(s.kappa.kappa)
            );
        }
        let _ = writeln!(h, "</tbody></table>");
        let _ = writeln!(h, "<h2>Precision by confidence band</h2>\n<table><thead><tr><th>score band</th><th>true / false / unsure</th><th>precision [95% CI]</th><th>a threshold at the band's top would stop redacting (est. false positives / est. personal data)</th></tr></thead><tbody>");
        for b in &self.bands {
            let band = match (b.lo, b.hi) {
                (Some(lo), Some(hi)) => format!("{lo:.2}–{hi:.2}"),
                _ => "no score".into(),
            };
            let raise = b.raise_to_hi.map(|r| format!("{:.1} / {:.1}", r.est_fp_spans, r.est_true_spans)).unwrap_or_else(|| "–".into());
            let _ = writeln!(
                h,
                "<tr><td>{band}</td><td class=\"n\">{} / {} / {}</td><td>{}</td><td>{raise}</td></tr>",
                b.true_pii, b.false_positive, b.unsure, pct_ci(b.precision, b.precision_ci)
            );
        }
        let _ = writeln!(h, "</tbody></table>");
        let _ = writeln!(h, "<h2>Labelled records</h2>\n<table><thead><tr><th>#</th><th>record</th><th>field</th><th>type</th><th>score</th><th>in context (delivered text)</th><th>labels</th><th>final</th></tr></thead><tbody>");
        for r in &self.records {
            let s = &r.item.span;
            let ctx = match &r.item.context {
                Some(c) => format!("<span class=\"ctx\">{}<span class=\"span\">{}</span>{}</span>", e(&c.before), e(&c.span), e(&c.after)),
                None => format!("{}–{}", s.out_start, s.out_end),
            };
            let labels: Vec<String> = r.labels.iter().map(|(who, j)| format!("{}: {}", e(who), e(&judgement(Some(j))))).collect();
            let _ = writeln!(
                h,
                "<tr><td class=\"n\">{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"n\">{}</td><td>{ctx}</td><td>{}</td><td>{}</td></tr>",
                r.item.n, e(&s.id), e(&s.field), e(&s.label), opt(s.score), labels.join("<br>"), e(&judgement(r.final_label.as_ref()))
            );
        }
        let _ = writeln!(h, "</tbody></table>\n</body></html>");
        h
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formatting_table() {
        assert_eq!(escape("<b a='1'>&\"</b>"), "&lt;b a=&#39;1&#39;&gt;&amp;&quot;&lt;/b&gt;");
        assert_eq!(pct(Some(0.12345)), "12.3%");
        assert_eq!(pct(None), "–");
        assert_eq!(pct_ci(Some(0.5), Some([0.2366, 0.7634])), "50.0% [23.7–76.3]");
        assert_eq!(est_ci(Some(12.0), Some([3.25, 30.0])), "12.0 [3.2–30.0]");
        assert_eq!(est_ci(None, None), "–");
    }
}
