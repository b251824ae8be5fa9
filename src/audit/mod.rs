//! The over-redaction audit: how much useful text a redaction destroyed, measured from a span manifest and the
//! delivered texts, without the original text.
//!
//! A buyer of de-identified data cannot see the originals. What they can do (the method of data audits): count what
//! was redacted, draw a stratified sample of redacted spans, have two reviewers label each one, and estimate per
//! stratum how many redactions were not personal data (error codes, part numbers, product names, system dates,
//! business addresses), with confidence intervals. One file per step:
//!
//! | step | file | what |
//! |---|---|---|
//! | read | [`manifest`], [`texts`] | the manifest (JSONL or CSV, column mapping, streamed) and the delivered texts |
//! | 1. profile | [`profile`] | redacted tokens / total tokens by type, by field and by stratum; fields flagged far above the others |
//! | 2. sample | [`sample`] | per stratum (type, field): a seeded reservoir sample of a set size; small strata whole |
//! | 3. label | [`labels`] | reviewers' labels (true_pii / false_positive / unsure + reason code), JSONL in and out |
//! | 4. agree | [`agree`] | Cohen's kappa and raw agreement per stratum; disagreements; the adjudicated label |
//! | 5. score | [`score`] | precision, over-redaction, estimated wrongly removed spans and tokens, Wilson 95% intervals |
//! | 6. threshold | [`threshold`] | precision by confidence band, and what a higher threshold would give back |
//! | 7. report | [`report`] | all of it as one JSON value and a printable HTML page |
//!
//! Offsets: the manifest gives spans in the **delivered** text in Unicode code points (the unit of files); they are
//! converted to UTF-8 bytes once, in [`texts`], with [`crate::offsets`]. Tokens are whitespace-separated tokens of the
//! delivered text ([`crate::eval::score::whitespace_tokens`]'s definition).
//!
//! Memory: the manifest is streamed once ([`scan`]); what is kept is one accumulator per stratum and at most `size`
//! spans per stratum (the reservoirs), so a manifest of a million spans needs no more memory than one of a
//! thousand. The delivered texts, when given, are held in memory (they are needed to count tokens and to show each
//! sampled span in context).
//!
//! ```
//! use blackbar::audit::{manifest::{ColumnMap, Format, ManifestReader}, texts::Texts, scan, Options};
//!
//! let manifest = r#"{"id":"t1","out_start":11,"out_end":18,"label":"PHONE","score":0.9}
//! {"id":"t1","out_start":29,"out_end":37,"label":"PERSON","score":0.6}"#;
//! let texts = Texts::read(r#"{"id":"t1","text":"Ring me on [PHONE] about the [PERSON] 3000 pump."}"#.as_bytes(), "t").unwrap();
//! let spans = ManifestReader::new(manifest.as_bytes(), "m", Format::Jsonl, ColumnMap::default());
//! let audit = scan(spans, "m", Some(&texts), &Options::default()).unwrap();
//! assert_eq!(audit.profile.tokens, Some(9));
//! assert_eq!(audit.profile.redacted_tokens, Some(2));
//! assert_eq!(audit.sample.items.len(), 2);
//! ```

pub mod agree;
pub mod labels;
pub mod manifest;
pub mod profile;
pub mod report;
pub mod sample;
pub mod score;
pub mod texts;
pub mod threshold;

use std::fmt;

use manifest::ManifestSpan;
use profile::{Profile, ProfileBuilder};
use sample::{Sample, Sampler};
use texts::Texts;

/// A bad input: the file, the 1-based line, the field (and the manifest field it was mapped to), and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditError {
    /// The file name as given (or a name the page chose).
    pub file: String,
    /// 1-based line; 0 when the error is about the whole input.
    pub line: u64,
    /// The field (source column) at fault, if one is.
    pub field: Option<String>,
    /// The manifest field a mapped column stands for, when it differs from `field`.
    pub alias: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl AuditError {
    /// An error in `file` at `line` on `field`.
    pub fn new(file: &str, line: u64, field: Option<String>, message: impl Into<String>) -> AuditError {
        AuditError { file: file.to_string(), line, field, alias: None, message: message.into() }
    }
}

impl fmt::Display for AuditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if self.line > 0 {
            write!(f, ":{}", self.line)?;
        }
        f.write_str(": ")?;
        if let Some(field) = &self.field {
            write!(f, "field `{field}`")?;
            if let Some(a) = &self.alias {
                write!(f, " ({a})")?;
            }
            f.write_str(": ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for AuditError {}

/// Reads JSON Lines of objects (the labels and texts files): `each` gets the 1-based line number and the object of
/// every non-blank line (a byte-order mark before it is skipped); the first error stops the reading.
fn json_lines(
    input: impl std::io::BufRead,
    file: &str,
    mut each: impl FnMut(u64, serde_json::Map<String, serde_json::Value>) -> Result<(), AuditError>,
) -> Result<(), AuditError> {
    for (i, line) in input.lines().enumerate() {
        let n = i as u64 + 1;
        let line = line.map_err(|e| AuditError::new(file, n, None, format!("cannot read: {e}")))?;
        if line.trim().is_empty() {
            continue;
        }
        let obj = serde_json::from_str(line.trim_start_matches('\u{feff}'))
            .map_err(|e| AuditError::new(file, n, None, format!("not a JSON object: {e}")))?;
        each(n, obj)?;
    }
    Ok(())
}

/// Field `f` of a JSON Lines object as a string: `None` when missing or null; a number is taken for `id`.
fn string_field(obj: &serde_json::Map<String, serde_json::Value>, f: &str) -> Result<Option<String>, String> {
    use serde_json::Value;
    match obj.get(f) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(Value::Number(x)) if f == "id" => Ok(Some(x.to_string())),
        Some(v) => Err(format!("expected a string, got {v}")),
    }
}

/// Settings of the sample (and so of every later step: the sample is a function of the manifest and these).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Spans sampled per stratum (strata with fewer are taken whole). Default 200.
    pub size: usize,
    /// Seed of the sample. Default 1.
    pub seed: u64,
    /// Code points of delivered text shown either side of a sampled span. Default 60.
    pub context: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options { size: 200, seed: 1, context: 60 }
    }
}

/// A stratum: the detected type and the record field.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub struct Stratum {
    /// Detected type.
    pub label: String,
    /// Record field.
    pub field: String,
}

/// A span's identity across files (manifest, sample, labels): record id, field, and its delivered code-point span.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SpanKey {
    /// Record id.
    pub id: String,
    /// Field.
    pub field: String,
    /// Start in the delivered text, code points.
    pub out_start: usize,
    /// End, code points.
    pub out_end: usize,
}

impl fmt::Display for SpanKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "id {:?} field {:?} {}–{}", self.id, self.field, self.out_start, self.out_end)
    }
}

impl ManifestSpan {
    /// The span's key.
    pub fn key(&self) -> SpanKey {
        SpanKey { id: self.id.clone(), field: self.field.clone(), out_start: self.out_start, out_end: self.out_end }
    }

    /// The span's stratum.
    pub fn stratum(&self) -> Stratum {
        Stratum { label: self.label.clone(), field: self.field.clone() }
    }
}

/// Steps 1 and 2 from one pass over the manifest.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Scan {
    /// Redacted shares.
    pub profile: Profile,
    /// The stratified sample.
    pub sample: Sample,
}

/// Streams `spans` (read from the manifest named `file`) once: profiles them (token counts need `texts`) and
/// samples them. Stops at the first error.
pub fn scan(
    spans: impl IntoIterator<Item = Result<ManifestSpan, AuditError>>,
    file: &str,
    texts: Option<&Texts>,
    opts: &Options,
) -> Result<Scan, AuditError> {
    let mut profile = ProfileBuilder::new(texts, file);
    let mut sampler = Sampler::new(opts.size, opts.seed);
    for span in spans {
        let span = span?;
        profile.add(&span)?;
        sampler.add(span);
    }
    Ok(Scan { profile: profile.finish(), sample: sampler.finish(texts, opts.context) })
}

/// Rounds an estimate of a count for reports (one decimal).
pub fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}
