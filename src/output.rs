//! Findings as records for the outside world, with offsets in a named unit.
//!
//! The CLI writes code points (the unit of gold files); the wasm bindings hand UTF-16 code units to JavaScript.

use crate::offsets::{OffsetIndex, Unit};
use crate::engine::Explanation;
use crate::{Finding, Label, Validation};

/// One finding as written to JSON: `{"start","end","label","score","rule"}`, plus `"placeholder": true` for a
/// documentation placeholder.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SpanRecord {
    /// Start, in the unit the records were made for.
    pub start: usize,
    /// End (exclusive), same unit.
    pub end: usize,
    /// The label's stable name.
    pub label: Label,
    /// Score rounded to three decimals.
    pub score: f64,
    /// The rule that matched.
    pub rule: String,
    /// A documentation placeholder (`user@example.com`, 555-0100, the test card 4242…), scored low so it is kept
    /// visible unless a threshold asks otherwise. Written only when true.
    #[serde(default, skip_serializing_if = "is_false")]
    pub placeholder: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// Rounds a score for output (0.7f32 prints as 0.7, not 0.699999988).
pub fn round_score(score: f32) -> f64 {
    (score as f64 * 1000.0).round() / 1000.0
}

/// Converts findings on `text` (byte spans) into records with offsets in `unit`.
///
/// # Panics
/// When a finding's span is not on a character boundary of `text`: findings of this text always are.
pub fn span_records(text: &str, findings: &[Finding], unit: Unit) -> Vec<SpanRecord> {
    let idx = OffsetIndex::new(text);
    let conv = |b: usize| idx.from_byte(b, unit).expect("finding spans lie on character boundaries");
    findings
        .iter()
        .map(|f| SpanRecord {
            start: conv(f.span.start),
            end: conv(f.span.end),
            label: f.label,
            score: round_score(f.score),
            rule: f.rule.to_string(),
            placeholder: f.placeholder,
        })
        .collect()
}

/// One candidate of an explanation as written to JSON.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ExplainRecord {
    /// The candidate.
    #[serde(flatten)]
    pub span: SpanRecord,
    /// Its validator's verdict.
    pub validation: Validation,
    /// `None` when redacted, else why not.
    pub rejected: Option<String>,
}

/// Converts an explanation of `text` into records with offsets in `unit`.
pub fn explain_records(text: &str, explanations: &[Explanation], unit: Unit) -> Vec<ExplainRecord> {
    let findings: Vec<Finding> = explanations.iter().map(|e| e.finding.clone()).collect();
    span_records(text, &findings, unit)
        .into_iter()
        .zip(explanations)
        .map(|(span, e)| ExplainRecord {
            span,
            validation: e.finding.validation,
            rejected: e.rejected.as_ref().map(|r| r.to_string()),
        })
        .collect()
}
