//! Step 3, labels: each reviewer's verdict on each sampled span, kept per reviewer, read and written as JSON Lines.
//!
//! One line per (span, reviewer): `{"id", "field", "out_start", "out_end", "reviewer", "label", "reason"?}` — the
//! span's key (code points in the delivered text), the reviewer's name, `label` one of `true_pii`,
//! `false_positive`, `unsure`, and `reason` one of `product_name`, `part_number`, `business_address`,
//! `system_date`, `other` (optional; what a false positive really was). No text is written: a labels file can be
//! shared without the data. A later line for the same span and reviewer replaces the earlier one, so labels can be
//! appended.
//!
//! The adjudicated label of a disagreement is stored as the reviewer [`ADJUDICATED`]. The **final** label of a span
//! ([`Labels::final_label`]): the adjudicated one; else the two reviewers' when they agree (with the first
//! reviewer's reason); else, when only one of them labelled it, that one; a disagreement not yet adjudicated has
//! none.

use std::collections::BTreeMap;
use std::io::BufRead;

use serde_json::Value;

use super::sample::Sample;
use super::{AuditError, SpanKey};

/// The reviewer name under which adjudicated labels are stored.
pub const ADJUDICATED: &str = "adjudicated";

/// A reviewer's verdict on one redacted span.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// The span was personal data: redacting it was right.
    TruePii,
    /// The span was not personal data: useful text was destroyed.
    FalsePositive,
    /// The reviewer cannot tell from the context.
    Unsure,
}

impl Verdict {
    /// All verdicts, in a fixed order.
    pub const ALL: [Verdict; 3] = [Verdict::TruePii, Verdict::FalsePositive, Verdict::Unsure];

    /// The name used in files.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::TruePii => "true_pii",
            Verdict::FalsePositive => "false_positive",
            Verdict::Unsure => "unsure",
        }
    }
}

impl std::str::FromStr for Verdict {
    type Err = String;
    fn from_str(s: &str) -> Result<Verdict, String> {
        Verdict::ALL.into_iter().find(|v| v.name() == s).ok_or_else(|| format!("unknown label {s:?} (true_pii, false_positive or unsure)"))
    }
}

impl std::str::FromStr for Reason {
    type Err = String;
    fn from_str(s: &str) -> Result<Reason, String> {
        Reason::ALL.into_iter().find(|v| v.name() == s).ok_or_else(|| {
            format!("unknown reason {s:?} (product_name, part_number, business_address, system_date or other)")
        })
    }
}

/// What a redacted span really was, when it was not personal data (or why the reviewer is unsure).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// A product or brand name.
    ProductName,
    /// A part number, SKU, error code or version.
    PartNumber,
    /// A business (not a person's) address.
    BusinessAddress,
    /// A system date or timestamp.
    SystemDate,
    /// Anything else.
    Other,
}

impl Reason {
    /// All reason codes.
    pub const ALL: [Reason; 5] = [Reason::ProductName, Reason::PartNumber, Reason::BusinessAddress, Reason::SystemDate, Reason::Other];

    /// The name used in files.
    pub fn name(self) -> &'static str {
        match self {
            Reason::ProductName => "product_name",
            Reason::PartNumber => "part_number",
            Reason::BusinessAddress => "business_address",
            Reason::SystemDate => "system_date",
            Reason::Other => "other",
        }
    }
}

/// A verdict with its reason code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Judgement {
    /// The verdict.
    pub label: Verdict,
    /// The reason code, if given.
    pub reason: Option<Reason>,
}

/// One line of a labels file.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct LabelLine {
    /// Record id.
    pub id: String,
    /// Field.
    pub field: String,
    /// Start in the delivered text, code points.
    pub out_start: usize,
    /// End, code points.
    pub out_end: usize,
    /// Who labelled.
    pub reviewer: String,
    /// The verdict.
    pub label: Verdict,
    /// The reason code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<Reason>,
}

/// How a span's final label was reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Set by adjudication.
    Adjudicated,
    /// Both reviewers gave the same verdict.
    Agreed,
    /// Only one of the two reviewers labelled it.
    Single,
    /// The reviewers disagree and no adjudication is stored: no final label.
    Disagreed,
    /// Nobody labelled it.
    Unlabelled,
}

/// Labels per reviewer, keyed by the sample item's number `n`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Labels {
    /// reviewer → item n → judgement.
    pub reviewers: BTreeMap<String, BTreeMap<usize, Judgement>>,
}

fn parse_enum<T: serde::de::DeserializeOwned>(v: &Value, names: &[&str]) -> Result<T, String> {
    serde_json::from_value(v.clone()).map_err(|_| format!("expected one of {}, got {v}", names.join(", ")))
}

impl Labels {
    /// Sets `reviewer`'s judgement on item `n`.
    pub fn set(&mut self, reviewer: &str, n: usize, j: Judgement) {
        self.reviewers.entry(reviewer.to_string()).or_default().insert(n, j);
    }

    /// Removes `reviewer`'s judgement on item `n`.
    pub fn clear(&mut self, reviewer: &str, n: usize) {
        if let Some(m) = self.reviewers.get_mut(reviewer) {
            m.remove(&n);
        }
    }

    /// `reviewer`'s judgement on item `n`.
    pub fn get(&self, reviewer: &str, n: usize) -> Option<Judgement> {
        self.reviewers.get(reviewer).and_then(|m| m.get(&n)).copied()
    }

    /// Adds the lines of a labels file (named `file` in errors) for spans of `sample`. A span that is not in the
    /// sample is an error: the labels were made on another sample (another seed or size) or another manifest.
    pub fn read(&mut self, input: impl BufRead, file: &str, sample: &Sample) -> Result<(), AuditError> {
        let index = sample.index();
        let err = |line: u64, field: Option<&str>, m: String| AuditError::new(file, line, field.map(String::from), m);
        super::json_lines(input, file, |n, obj| {
            let string = |f: &str, default: Option<&str>| -> Result<String, AuditError> {
                super::string_field(&obj, f)
                    .map_err(|m| err(n, Some(f), m))?
                    .or_else(|| default.map(String::from))
                    .ok_or_else(|| err(n, Some(f), "missing".into()))
            };
            let offset = |f: &str| -> Result<usize, AuditError> {
                let v = obj.get(f).ok_or_else(|| err(n, Some(f), "missing".into()))?;
                v.as_u64().map(|x| x as usize).ok_or_else(|| err(n, Some(f), format!("expected a non-negative integer, got {v}")))
            };
            let key = SpanKey { id: string("id", None)?, field: string("field", Some("text"))?, out_start: offset("out_start")?, out_end: offset("out_end")? };
            let reviewer = string("reviewer", None)?;
            if reviewer.trim().is_empty() {
                return Err(err(n, Some("reviewer"), "empty".into()));
            }
            let names: Vec<&str> = Verdict::ALL.iter().map(|v| v.name()).collect();
            let label: Verdict = parse_enum(obj.get("label").ok_or_else(|| err(n, Some("label"), "missing".into()))?, &names)
                .map_err(|m| err(n, Some("label"), m))?;
            let reasons: Vec<&str> = Reason::ALL.iter().map(|v| v.name()).collect();
            let reason: Option<Reason> = match obj.get("reason") {
                None | Some(Value::Null) => None,
                Some(v) => Some(parse_enum(v, &reasons).map_err(|m| err(n, Some("reason"), m))?),
            };
            let Some(&item) = index.get(&key) else {
                return Err(err(
                    n,
                    Some("id"),
                    format!("{key} is not in the sample (seed {}, size {}): labels made on another sample or manifest?", sample.seed, sample.size),
                ));
            };
            self.set(&reviewer, item, Judgement { label, reason });
            Ok(())
        })
    }

    /// The labels as JSON Lines: every reviewer (or only `reviewer`), in reviewer then sample order.
    pub fn to_jsonl(&self, sample: &Sample, reviewer: Option<&str>) -> String {
        let mut out = String::new();
        for (name, m) in &self.reviewers {
            if reviewer.is_some_and(|r| r != name) {
                continue;
            }
            for (&n, j) in m {
                let Some(item) = sample.item(n) else { continue };
                let line = LabelLine {
                    id: item.span.id.clone(),
                    field: item.span.field.clone(),
                    out_start: item.span.out_start,
                    out_end: item.span.out_end,
                    reviewer: name.clone(),
                    label: j.label,
                    reason: j.reason,
                };
                out.push_str(&serde_json::to_string(&line).expect("a label line serializes"));
                out.push('\n');
            }
        }
        out
    }

    /// The final label of item `n` with reviewers `a` and `b` (see the module docs).
    pub fn final_label(&self, n: usize, a: &str, b: &str) -> (Status, Option<Judgement>) {
        if let Some(j) = self.get(ADJUDICATED, n) {
            return (Status::Adjudicated, Some(j));
        }
        match (self.get(a, n), self.get(b, n)) {
            (Some(x), Some(y)) if x.label == y.label => (Status::Agreed, Some(x)),
            (Some(_), Some(_)) => (Status::Disagreed, None),
            (Some(x), None) | (None, Some(x)) => (Status::Single, Some(x)),
            (None, None) => (Status::Unlabelled, None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_table::check_positives;
    use crate::audit::manifest::ManifestSpan;
    use crate::audit::sample::Sampler;

    fn sample() -> Sample {
        let mut s = Sampler::new(10, 1);
        for (i, (id, a, b)) in [("r1", 0, 7), ("r1", 9, 17), ("7", 2, 3)].into_iter().enumerate() {
            s.add(ManifestSpan { line: i as u64 + 1, id: id.into(), field: "text".into(), out_start: a, out_end: b, label: "X".into(), rule: None, score: None, operator: None, entity: None });
        }
        s.finish(None, 0)
    }

    #[test]
    fn round_trip_and_later_lines_win() {
        let s = sample();
        let input = r#"{"id":"r1","out_start":0,"out_end":7,"reviewer":"A","label":"true_pii"}
{"id":"r1","field":"text","out_start":9,"out_end":17,"reviewer":"A","label":"unsure"}
{"id":"r1","field":"text","out_start":9,"out_end":17,"reviewer":"A","label":"false_positive","reason":"part_number"}
{"id":7,"out_start":2,"out_end":3,"reviewer":"B","label":"false_positive","reason":null}
"#;
        let mut l = Labels::default();
        l.read(input.as_bytes(), "l", &s).unwrap();
        assert_eq!(l.get("A", 2), Some(Judgement { label: Verdict::FalsePositive, reason: Some(Reason::PartNumber) }));
        let out = l.to_jsonl(&s, None);
        assert_eq!(out, "{\"id\":\"r1\",\"field\":\"text\",\"out_start\":0,\"out_end\":7,\"reviewer\":\"A\",\"label\":\"true_pii\"}\n\
{\"id\":\"r1\",\"field\":\"text\",\"out_start\":9,\"out_end\":17,\"reviewer\":\"A\",\"label\":\"false_positive\",\"reason\":\"part_number\"}\n\
{\"id\":\"7\",\"field\":\"text\",\"out_start\":2,\"out_end\":3,\"reviewer\":\"B\",\"label\":\"false_positive\"}\n");
        let mut again = Labels::default();
        again.read(out.as_bytes(), "l", &s).unwrap();
        assert_eq!(again, l);
        assert_eq!(l.to_jsonl(&s, Some("B")).lines().count(), 1);
    }

    #[test]
    fn final_label_table() {
        let tp = Judgement { label: Verdict::TruePii, reason: None };
        let fp = Judgement { label: Verdict::FalsePositive, reason: Some(Reason::ProductName) };
        let fp2 = Judgement { label: Verdict::FalsePositive, reason: Some(Reason::Other) };
        let mut l = Labels::default();
        l.set("A", 1, fp);
        l.set("B", 1, fp2);
        l.set("A", 2, tp);
        l.set("B", 2, fp);
        l.set("A", 3, tp);
        l.set("B", 3, fp);
        l.set(ADJUDICATED, 3, fp2);
        l.set("B", 4, tp);
        let cases = [
            (1, Status::Agreed, Some(fp)),
            (2, Status::Disagreed, None),
            (3, Status::Adjudicated, Some(fp2)),
            (4, Status::Single, Some(tp)),
            (5, Status::Unlabelled, None),
        ];
        for (n, status, j) in cases {
            assert_eq!(l.final_label(n, "A", "B"), (status, j), "item {n}");
        }
    }

    #[test]
    fn errors_name_line_and_field() {
        let s = sample();
        let cases = [
            (r#"{"id":"r1","out_start":0,"out_end":7,"reviewer":"A","label":"fp"}"#, "l:1: field `label`: expected one of true_pii, false_positive, unsure, got \"fp\""),
            (r#"{"id":"r1","out_start":0,"out_end":7,"reviewer":"A","label":"unsure","reason":"typo"}"#, "l:1: field `reason`: expected one of product_name, part_number, business_address, system_date, other, got \"typo\""),
            (r#"{"id":"r1","out_start":0,"out_end":7,"label":"unsure"}"#, "l:1: field `reviewer`: missing"),
            (r#"{"id":"r1","out_start":-1,"out_end":7,"reviewer":"A","label":"unsure"}"#, "l:1: field `out_start`: expected a non-negative integer, got -1"),
            ("\n{\"id\":\"r1\",\"out_start\":1,\"out_end\":7,\"reviewer\":\"A\",\"label\":\"unsure\"}", "l:2: field `id`: id \"r1\" field \"text\" 1–7 is not in the sample (seed 1, size 10): labels made on another sample or manifest?"),
        ];
        check_positives(&cases, |input| Labels::default().read(input.as_bytes(), "l", &s).unwrap_err().to_string());
    }
}
