//! The redaction manifest: one record per redacted span, saying where it was, where its replacement is, and what
//! was done — never the original value.
//!
//! The format is agreed with the audit and the page (README, "The manifest"): JSON Lines, or CSV with the same
//! column names ([`COLUMNS`]) as a header row. Offsets are given twice, in **code points** (`start`, `end`,
//! `out_start`, `out_end`: Python, gold files, the CLI) and in **UTF-16 code units** (`*_utf16`: JavaScript), end
//! exclusive; `start`/`end` index the original text, `out_*` the delivered one.
//!
//! A record is built from the finding and its [`Edit`](crate::mask::Edit) only: it has no field that could hold
//! text of the original (the rule name is a recognizer's, the label a fixed name), so a manifest cannot leak a value.

use std::fmt;
use std::io::{self, Write};
use std::str::FromStr;

use crate::mask::{Operator, Redaction};
use crate::offsets::{OffsetIndex, Unit};
use crate::output::round_score;
use crate::{Finding, Label};

/// The columns, in order (the CSV header; the JSON keys in the same order).
pub const COLUMNS: [&str; 15] = [
    "id",
    "field",
    "start",
    "end",
    "start_utf16",
    "end_utf16",
    "out_start",
    "out_end",
    "out_start_utf16",
    "out_end_utf16",
    "label",
    "rule",
    "score",
    "operator",
    "entity",
];

/// One redacted span.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ManifestRecord {
    /// The record (document) id.
    pub id: String,
    /// The field of the record that was redacted (`"text"` for plain text and JSONL `text`).
    pub field: String,
    /// Start in the original text, code points.
    pub start: usize,
    /// End (exclusive) in the original text, code points.
    pub end: usize,
    /// Start in the original text, UTF-16 code units.
    pub start_utf16: usize,
    /// End in the original text, UTF-16 code units.
    pub end_utf16: usize,
    /// Start of the replacement in the delivered text, code points.
    pub out_start: usize,
    /// End of the replacement in the delivered text, code points.
    pub out_end: usize,
    /// Start of the replacement in the delivered text, UTF-16 code units.
    pub out_start_utf16: usize,
    /// End of the replacement in the delivered text, UTF-16 code units.
    pub out_end_utf16: usize,
    /// The label.
    pub label: Label,
    /// The rule that found it (`"phone/national"`, `"custom/nw"`, `"manual"`).
    pub rule: String,
    /// Its score, three decimals.
    pub score: f64,
    /// What was done.
    pub operator: Operator,
    /// Entity id within the record when known (mentions of one person share it).
    pub entity: Option<u32>,
}

/// The manifest records of one redacted text field.
///
/// `findings` are the spans given to [`crate::mask::redact`] and `redaction` its result on `text`.
///
/// # Panics
/// When `redaction` does not have one edit per finding, or offsets are not character boundaries — never for a
/// redaction made from these findings of this text.
pub fn records(id: &str, field: &str, text: &str, findings: &[Finding], redaction: &Redaction) -> Vec<ManifestRecord> {
    assert_eq!(findings.len(), redaction.edits.len(), "one edit per finding");
    let src = OffsetIndex::new(text);
    let out = OffsetIndex::new(&redaction.text);
    let at = |idx: &OffsetIndex, b: usize, u: Unit| idx.from_byte(b, u).expect("spans lie on character boundaries");
    findings
        .iter()
        .zip(&redaction.edits)
        .map(|(f, e)| ManifestRecord {
            id: id.to_string(),
            field: field.to_string(),
            start: at(&src, e.original.start, Unit::CodePoint),
            end: at(&src, e.original.end, Unit::CodePoint),
            start_utf16: at(&src, e.original.start, Unit::Utf16),
            end_utf16: at(&src, e.original.end, Unit::Utf16),
            out_start: at(&out, e.output.start, Unit::CodePoint),
            out_end: at(&out, e.output.end, Unit::CodePoint),
            out_start_utf16: at(&out, e.output.start, Unit::Utf16),
            out_end_utf16: at(&out, e.output.end, Unit::Utf16),
            label: f.label,
            rule: f.rule.to_string(),
            score: round_score(f.score),
            operator: redaction.operator,
            entity: f.entity,
        })
        .collect()
}

/// The manifest's file format.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// One JSON object per line.
    #[default]
    Jsonl,
    /// Comma-separated values, RFC 4180 quoting, a header row.
    Csv,
}

impl FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Format, String> {
        match s {
            "jsonl" => Ok(Format::Jsonl),
            "csv" => Ok(Format::Csv),
            _ => Err("expected jsonl or csv".to_string()),
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Jsonl => "jsonl",
            Format::Csv => "csv",
        })
    }
}

/// Writes `records` as JSON Lines.
pub fn write_jsonl(w: &mut dyn Write, records: &[ManifestRecord]) -> io::Result<()> {
    for r in records {
        serde_json::to_writer(&mut *w, r)?;
        w.write_all(b"\n")?;
    }
    Ok(())
}

/// One CSV field, quoted when it holds a comma, a quote, a line break or leading/trailing space.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) || s.starts_with(' ') || s.ends_with(' ') {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The CSV header row, with its line ending (`\r\n`, as RFC 4180 has it).
pub fn csv_header() -> String {
    format!("{}\r\n", COLUMNS.join(","))
}

/// Writes `records` as CSV rows (no header: see [`csv_header`]).
pub fn write_csv(w: &mut dyn Write, records: &[ManifestRecord]) -> io::Result<()> {
    for r in records {
        let score = serde_json::to_string(&r.score).map_err(io::Error::other)?;
        let row = [
            csv_field(&r.id),
            csv_field(&r.field),
            r.start.to_string(),
            r.end.to_string(),
            r.start_utf16.to_string(),
            r.end_utf16.to_string(),
            r.out_start.to_string(),
            r.out_end.to_string(),
            r.out_start_utf16.to_string(),
            r.out_end_utf16.to_string(),
            r.label.name().to_string(),
            csv_field(&r.rule),
            score,
            r.operator.as_str().to_string(),
            r.entity.map(|e| e.to_string()).unwrap_or_default(),
        ];
        w.write_all(row.join(",").as_bytes())?;
        w.write_all(b"\r\n")?;
    }
    Ok(())
}

/// The whole manifest of `records` in `format` as a string (CSV with its header).
pub fn to_string(records: &[ManifestRecord], format: Format) -> String {
    let mut buf = Vec::new();
    match format {
        Format::Jsonl => write_jsonl(&mut buf, records),
        Format::Csv => {
            buf.extend_from_slice(csv_header().as_bytes());
            write_csv(&mut buf, records)
        }
    }
    .expect("writing to memory does not fail");
    String::from_utf8(buf).expect("JSON and CSV of UTF-8 strings are UTF-8")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mask::{redact, Key, Style};
    use crate::Span;

    fn at(text: &str, needle: &str, label: Label, rule: &'static str) -> Finding {
        let s = text.find(needle).unwrap();
        Finding::new(Span::new(s, s + needle.len()), label, 0.95, rule)
    }

    fn sample() -> (&'static str, Vec<Finding>) {
        // The emoji is one code point and two UTF-16 units; "ễ" one of each.
        let text = "😀 Nguyễn: +84 904 879 900, mail vân@example.vn";
        let mut person = at(text, "Nguyễn", Label::Person, "person/gazetteer");
        person.entity = Some(0);
        person.score = 0.7;
        (text, vec![person, at(text, "+84 904 879 900", Label::Phone, "phone/international"), at(text, "vân@example.vn", Label::Email, "email/address")])
    }

    #[test]
    fn jsonl_records_in_both_units() {
        let (text, fs) = sample();
        let r = redact(text, &fs, Style::Label);
        assert_eq!(r.text, "😀 [PERSON]: [PHONE], mail [EMAIL]");
        let got = to_string(&records("call-7", "text", text, &fs, &r), Format::Jsonl);
        let want = concat!(
            r#"{"id":"call-7","field":"text","start":2,"end":8,"start_utf16":3,"end_utf16":9,"out_start":2,"out_end":10,"out_start_utf16":3,"out_end_utf16":11,"label":"PERSON","rule":"person/gazetteer","score":0.7,"operator":"replace","entity":0}"#, "\n",
            r#"{"id":"call-7","field":"text","start":10,"end":25,"start_utf16":11,"end_utf16":26,"out_start":12,"out_end":19,"out_start_utf16":13,"out_end_utf16":20,"label":"PHONE","rule":"phone/international","score":0.95,"operator":"replace","entity":null}"#, "\n",
            r#"{"id":"call-7","field":"text","start":32,"end":46,"start_utf16":33,"end_utf16":47,"out_start":26,"out_end":33,"out_start_utf16":27,"out_end_utf16":34,"label":"EMAIL","rule":"email/address","score":0.95,"operator":"replace","entity":null}"#, "\n",
        );
        assert_eq!(got, want);
    }

    #[test]
    fn csv_quotes_and_operators() {
        let (text, fs) = sample();
        let cases = [
            (Style::default(), "mask", (10, 25)),
            (Style::Remove, "drop", (4, 4)),
            (Style::Hash(Key::new(b"k")), "hash", (21, 37)),
            (Style::Numbered, "replace", (14, 23)),
        ];
        for (style, op, (out_start, out_end)) in cases {
            let r = redact(text, &fs, style);
            let recs = records("a,\"b\"", "text", text, &fs, &r);
            assert_eq!((recs[0].operator.as_str(), recs[1].out_start, recs[1].out_end), (op, out_start, out_end), "{style}");
            let csv = to_string(&recs, Format::Csv);
            let lines: Vec<&str> = csv.split("\r\n").collect();
            assert_eq!(lines[0], "id,field,start,end,start_utf16,end_utf16,out_start,out_end,out_start_utf16,out_end_utf16,label,rule,score,operator,entity");
            assert_eq!(lines.len(), 5, "header, three rows, and the empty string after the last line ending");
            assert!(lines[1].starts_with("\"a,\"\"b\"\"\",text,2,8,3,9,"), "{}", lines[1]);
            assert!(lines[1].ends_with(&format!(",PERSON,person/gazetteer,0.7,{op},0")), "{}", lines[1]);
            assert!(lines[2].ends_with(&format!(",PHONE,phone/international,0.95,{op},")), "{}", lines[2]);
        }
        // Every output span, converted back to the delivered text, is the replacement.
        let r = redact(text, &fs, Style::Numbered);
        let recs = records("x", "text", text, &fs, &r);
        let out: Vec<char> = r.text.chars().collect();
        let got: Vec<String> = recs.iter().map(|m| out[m.out_start..m.out_end].iter().collect()).collect();
        assert_eq!(got, ["[PERSON_1]", "[PHONE_1]", "[EMAIL_1]"]);
        let units: Vec<u16> = r.text.encode_utf16().collect();
        assert_eq!(String::from_utf16(&units[recs[2].out_start_utf16..recs[2].out_end_utf16]).unwrap(), "[EMAIL_1]");
    }

    #[test]
    fn csv_field_quoting() {
        let cases = [("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""), (" pad", "\" pad\""), ("", "")];
        for (raw, want) in cases {
            assert_eq!(csv_field(raw), want);
        }
    }

    #[test]
    fn no_original_value_in_any_manifest() {
        // Values chosen so that no part of them could appear by accident in the fixed fields.
        let text = "Ring Zebulon Quixtar at +44 7911 123456 or zq@quixtar.example, card 4539 1488 0343 6467.";
        let fs = vec![
            at(text, "Zebulon Quixtar", Label::Person, "person/gazetteer"),
            at(text, "+44 7911 123456", Label::Phone, "phone/international"),
            at(text, "zq@quixtar.example", Label::Email, "email/address"),
            at(text, "4539 1488 0343 6467", Label::Card, "card/luhn"),
        ];
        let styles = [Style::default(), Style::Label, Style::Numbered, Style::Surrogate(Key::new(b"k")), Style::Hash(Key::new(b"k")), Style::Remove];
        for style in styles {
            let r = redact(text, &fs, style);
            for format in [Format::Jsonl, Format::Csv] {
                let m = to_string(&records("doc", "text", text, &fs, &r), format);
                for needle in ["Zebulon", "Quixtar", "quixtar", "7911", "123456", "zq@", "4539", "6467"] {
                    assert!(!m.contains(needle), "{style} {format}: {needle:?} in {m}");
                }
            }
        }
    }
}
