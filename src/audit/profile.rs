//! Step 1, profile: how much of the delivered text was redacted, by type, by field and by stratum.
//!
//! - share = redacted tokens / total tokens: by field, of that field's tokens; by stratum (type, field), of the
//!   stratum's field's tokens; by type, of all tokens.
//! - A span's redacted tokens are the delivered tokens it overlaps ([`super::texts::span_tokens`]); a token that two
//!   consecutive spans of one record share (`[PERSON][PERSON]`) counts once, for the first. Spans of one record that
//!   are not consecutive in the manifest are not compared (that would need memory per record).
//! - A field is **flagged** when its share is more than twice the median share of the other fields (with a single
//!   field nothing is flagged: there is nothing to compare with).
//! - Without the delivered texts only span counts are known; every token figure is `null`.

use std::collections::BTreeMap;

use super::manifest::ManifestSpan;
use super::texts::{span_tokens, Texts};
use super::{AuditError, Stratum};
use crate::eval::round4;
use crate::offsets::{OffsetIndex, Unit};

/// The rule fields are flagged by, as the report states it.
pub const FLAG_RULE: &str = "share > 2 × the median share of the other fields";

/// One row of a profile table.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Row {
    /// Type (for by-type rows and strata).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Field (for by-field rows and strata).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// Redacted spans.
    pub spans: u64,
    /// Tokens the spans removed (`null` without texts).
    pub redacted_tokens: Option<u64>,
    /// The tokens this share is out of (`null` without texts).
    pub tokens: Option<u64>,
    /// redacted_tokens / tokens, 4 decimals.
    pub share: Option<f64>,
    /// By-field rows: far above the other fields ([`FLAG_RULE`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flagged: Option<bool>,
}

/// The profile of a manifest.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Profile {
    /// Redacted spans.
    pub spans: u64,
    /// Delivered records (texts), when given.
    pub records: Option<u64>,
    /// Tokens of every delivered text, plus one per dropped value.
    pub tokens: Option<u64>,
    /// Redacted tokens.
    pub redacted_tokens: Option<u64>,
    /// redacted_tokens / tokens.
    pub share: Option<f64>,
    /// By type, most redacted tokens (then spans) first.
    pub by_label: Vec<Row>,
    /// By field, in name order.
    pub by_field: Vec<Row>,
    /// By stratum (type, field), in name order.
    pub strata: Vec<Row>,
    /// How fields are flagged.
    pub flag_rule: &'static str,
}

impl Profile {
    /// The stratum's row.
    pub fn stratum(&self, s: &Stratum) -> Option<&Row> {
        self.strata.iter().find(|r| r.label.as_deref() == Some(&s.label) && r.field.as_deref() == Some(&s.field))
    }
}

#[derive(Default, Clone, Copy)]
struct Acc {
    spans: u64,
    tokens: u64,
}

/// Accumulates a profile one span at a time (memory: one accumulator per stratum).
pub struct ProfileBuilder<'t> {
    texts: Option<&'t Texts>,
    strata: BTreeMap<Stratum, Acc>,
    /// Drops per field (each adds one token to the field's total).
    drops: BTreeMap<String, u64>,
    /// The previous span's record, field and last token start, to count a shared token once.
    prev: Option<(String, String, usize)>,
    /// The offset index of the last span's text.
    index: Option<(String, String, &'t str, OffsetIndex<'t>)>,
    file: String,
}

impl<'t> ProfileBuilder<'t> {
    /// A builder counting tokens in `texts` (spans only without); `file` names the manifest in errors.
    pub fn new(texts: Option<&'t Texts>, file: &str) -> ProfileBuilder<'t> {
        ProfileBuilder { texts, strata: BTreeMap::new(), drops: BTreeMap::new(), prev: None, index: None, file: file.to_string() }
    }

    /// Adds one span; an error when texts are given and the span is not inside its record's text.
    pub fn add(&mut self, span: &ManifestSpan) -> Result<(), AuditError> {
        let mut tokens = 0;
        if let Some(texts) = self.texts {
            let err = |field: &str, m: String| AuditError::new(&self.file, span.line, Some(field.to_string()), m);
            // Consecutive spans of one record reuse its offset index (building one reads the whole text).
            let same = matches!(&self.index, Some((id, field, _, _)) if *id == span.id && *field == span.field);
            if !same {
                let t = texts
                    .get(&span.id, &span.field)
                    .ok_or_else(|| err("id", format!("no delivered text for record {:?} field {:?} in {}", span.id, span.field, texts.file)))?;
                self.index = Some((span.id.clone(), span.field.clone(), &t.text, OffsetIndex::new(&t.text)));
            }
            let (_, _, text, idx) = self.index.as_ref().expect("set above");
            let byte = |cp: usize, field: &str| {
                idx.to_byte(cp, Unit::CodePoint).map_err(|e| err(field, format!("{e} (record {:?} field {:?})", span.id, span.field)))
            };
            let (a, b) = (byte(span.out_start, "out_start")?, byte(span.out_end, "out_end")?);
            let t = span_tokens(text, a, b);
            tokens = t.count;
            if let (Some(first), Some((id, field, last))) = (t.first, &self.prev) {
                if *id == span.id && *field == span.field && *last == first {
                    tokens -= 1;
                }
            }
            if a == b {
                *self.drops.entry(span.field.clone()).or_default() += 1;
            }
            if let Some(last) = t.last {
                self.prev = Some((span.id.clone(), span.field.clone(), last));
            }
        }
        let acc = self.strata.entry(span.stratum()).or_default();
        acc.spans += 1;
        acc.tokens += tokens;
        Ok(())
    }

    /// The finished profile.
    pub fn finish(self) -> Profile {
        let with_texts = self.texts.is_some();
        let tok = |n: u64| with_texts.then_some(n);
        let share = |k: u64, n: u64| (with_texts && n > 0).then(|| round4(k as f64 / n as f64));
        // Field totals: the texts' tokens plus one per dropped value.
        let mut field_tokens: BTreeMap<String, u64> = BTreeMap::new();
        if let Some(t) = self.texts {
            for (f, (_, n)) in &t.fields {
                field_tokens.insert(f.clone(), *n);
            }
        }
        for (f, d) in &self.drops {
            *field_tokens.entry(f.clone()).or_default() += d;
        }
        let mut by_label: BTreeMap<&str, Acc> = BTreeMap::new();
        let mut by_field: BTreeMap<&str, Acc> = BTreeMap::new();
        for (s, a) in &self.strata {
            for (m, k) in [(&mut by_label, s.label.as_str()), (&mut by_field, s.field.as_str())] {
                let e = m.entry(k).or_default();
                e.spans += a.spans;
                e.tokens += a.tokens;
            }
        }
        if with_texts {
            for f in field_tokens.keys() {
                by_field.entry(f.as_str()).or_default();
            }
        }
        let total: u64 = field_tokens.values().sum();
        let redacted: u64 = self.strata.values().map(|a| a.tokens).sum();
        let strata = self
            .strata
            .iter()
            .map(|(s, a)| {
                let n = field_tokens.get(&s.field).copied().unwrap_or(0);
                Row { label: Some(s.label.clone()), field: Some(s.field.clone()), spans: a.spans, redacted_tokens: tok(a.tokens), tokens: tok(n), share: share(a.tokens, n), flagged: None }
            })
            .collect();
        let mut labels: Vec<Row> = by_label
            .iter()
            .map(|(l, a)| Row { label: Some(l.to_string()), field: None, spans: a.spans, redacted_tokens: tok(a.tokens), tokens: tok(total), share: share(a.tokens, total), flagged: None })
            .collect();
        crate::sort::sort_by(&mut labels, |x, y| (y.redacted_tokens, y.spans).cmp(&(x.redacted_tokens, x.spans)).then_with(|| x.label.cmp(&y.label)));
        let mut fields: Vec<Row> = by_field
            .iter()
            .map(|(f, a)| {
                let n = field_tokens.get(*f).copied().unwrap_or(0);
                Row { label: None, field: Some(f.to_string()), spans: a.spans, redacted_tokens: tok(a.tokens), tokens: tok(n), share: share(a.tokens, n), flagged: None }
            })
            .collect();
        if with_texts {
            let shares: Vec<f64> = fields.iter().map(|r| r.share.unwrap_or(0.0)).collect();
            for (i, row) in fields.iter_mut().enumerate() {
                let others: Vec<f64> = shares.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, s)| *s).collect();
                row.flagged = Some(flagged(shares[i], &others));
            }
        }
        Profile {
            spans: self.strata.values().map(|a| a.spans).sum(),
            records: self.texts.map(|t| t.len() as u64),
            tokens: tok(total),
            redacted_tokens: tok(redacted),
            share: share(redacted, total),
            by_label: labels,
            by_field: fields,
            strata,
            flag_rule: FLAG_RULE,
        }
    }
}

/// The median of `xs` (mean of the middle two for an even count); `None` when empty.
pub fn median(xs: &[f64]) -> Option<f64> {
    if xs.is_empty() {
        return None;
    }
    let mut v = xs.to_vec();
    crate::sort::sort_by(&mut v, |a, b| a.total_cmp(b));
    let m = v.len() / 2;
    Some(if v.len() % 2 == 1 { v[m] } else { (v[m - 1] + v[m]) / 2.0 })
}

/// Whether `share` is far above `others` ([`FLAG_RULE`]): more than twice their median. Nothing to compare with
/// (no other field) is not flagged.
pub fn flagged(share: f64, others: &[f64]) -> bool {
    match median(others) {
        Some(m) => share > 2.0 * m && share > 0.0,
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_outside_their_text_are_errors() {
        use crate::audit::manifest::{ColumnMap, Format, ManifestReader};
        let texts = Texts::read("{\"id\":\"x\",\"text\":\"a b\"}".as_bytes(), "t.jsonl").unwrap();
        let cases = [
            ("{\"id\":\"x\",\"out_start\":0,\"out_end\":9,\"label\":\"P\"}", "m:1: field `out_end`: offset 9 is past the end of the text (3 code points) (record \"x\" field \"text\")"),
            ("{\"id\":\"x\",\"field\":\"f\",\"out_start\":0,\"out_end\":1,\"label\":\"P\"}", "m:1: field `id`: no delivered text for record \"x\" field \"f\" in t.jsonl"),
        ];
        for (m, want) in cases {
            let mut b = ProfileBuilder::new(Some(&texts), "m");
            let span = ManifestReader::new(m.as_bytes(), "m", Format::Jsonl, ColumnMap::default()).next().unwrap().unwrap();
            assert_eq!(b.add(&span).unwrap_err().to_string(), want);
        }
    }

    #[test]
    fn flag_rule_table() {
        // (share, others, flagged)
        let cases: &[(f64, &[f64], bool)] = &[
            (0.30, &[0.10, 0.12], true),   // median 0.11, 0.30 > 0.22
            (0.20, &[0.10, 0.12], false),  // 0.20 <= 0.22
            (0.21, &[0.10], true),         // one other field: 0.21 > 0.20
            (0.20, &[0.10], false),        // exactly twice is not "more than"
            (0.05, &[0.0, 0.0, 0.0], true),
            (0.0, &[0.0], false),          // nothing redacted anywhere
            (0.9, &[], false),             // a single field
            (0.3, &[0.1, 0.1, 0.5, 0.5], false), // median 0.3
        ];
        for (share, others, want) in cases {
            assert_eq!(flagged(*share, others), *want, "{share} vs {others:?}");
        }
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
    }
}
