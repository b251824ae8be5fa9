//! Gold and prediction JSON Lines: the project's interchange format for evaluation.
//!
//! Gold, one document per line:
//! `{"id", "text", "spans": [{"start", "end", "label", "entity_id"?, "identifier_type"?, "annotator"?}]}`.
//! Predictions, one document per line: `{"id", "spans": [{"start", "end", "label", "score"?}]}`.
//!
//! - Offsets are **Unicode code points** (Python `str` indices), end exclusive; the readers convert them to UTF-8
//!   byte [`Span`]s with [`crate::offsets`] and reject offsets past the end of the text.
//! - `id` is a string or a number (a number is kept as its JSON text, so `7` and `"7"` are the same id).
//! - Labels are free strings (the Text Anonymization Benchmark uses PERSON, ORG, LOC, DATETIME, CODE, DEM, QUANTITY,
//!   MISC; blackbar predicts its own [`crate::Label`] names).
//! - A gold span whose `identifier_type` is `NO_MASK` is not gold (it marks text that may stay) and is dropped.
//! - Unknown fields (`text` copies of each span, `meta`) are ignored. Blank lines are skipped.
//! - Errors: a reversed span, an empty span, an offset past the end of the text, a missing or mistyped field and a
//!   repeated id are errors that name the line and the field (`12: spans[3].end: 5000 is past the end of the text
//!   (4211 code points)`); the CLI puts the file name in front.
//!
//! The gold reader is an iterator over a [`BufRead`]: it holds one document at a time (plus the set of ids seen, to
//! reject repeats), so a 100 MB file is read in bounded memory. Predictions carry no text and are small; they are read
//! whole into a map by id ([`read_predictions`]) and converted to byte spans when their gold document arrives
//! ([`PredDoc::to_spans`]).

use std::collections::HashMap;
use std::fmt;
use std::io::BufRead;

use serde_json::{Map, Value};

use crate::offsets::{OffsetIndex, Unit};
use crate::Span;

/// A malformed input: 1-based line (0 when the whole input is at fault), the field, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// 1-based line number; 0 when the error is not tied to one line.
    pub line: usize,
    /// The field path (`spans[3].end`), empty when the whole line is at fault.
    pub field: String,
    /// What is wrong.
    pub message: String,
}

impl FormatError {
    /// An error on `field` (may be empty) at `line`.
    pub fn new(line: usize, field: impl Into<String>, message: impl Into<String>) -> FormatError {
        FormatError { line, field: field.into(), message: message.into() }
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{}: ", self.line)?;
        }
        if !self.field.is_empty() {
            write!(f, "{}: ", self.field)?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for FormatError {}

/// A field error before the line number is known: `(field, message)`.
pub(crate) type FieldError = (String, String);

fn ferr(field: impl Into<String>, message: impl Into<String>) -> FieldError {
    (field.into(), message.into())
}

/// One gold mention: where (UTF-8 bytes of the document text), what, and which entity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoldSpan {
    /// The mention, in bytes of [`GoldDoc::text`].
    pub span: Span,
    /// The gold label, as written.
    pub label: String,
    /// Mentions of one entity share an id (scoped to the document and the annotator).
    pub entity_id: Option<String>,
    /// `DIRECT` / `QUASI` where given (`NO_MASK` spans never reach here).
    pub identifier_type: Option<String>,
    /// Who annotated it, where given.
    pub annotator: Option<String>,
}

/// One gold document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoldDoc {
    /// The document id.
    pub id: String,
    /// The document text.
    pub text: String,
    /// The gold mentions, in file order.
    pub spans: Vec<GoldSpan>,
    /// Byte spans of the text that never need redacting even inside a gold mention, sorted and disjoint: the cue
    /// numbers and timings of a subtitle file, which a value split across two cues has inside its span. Empty for
    /// every format but subtitle markup ([`from_markup`]).
    pub ignored: Vec<Span>,
}

/// A gold document from inline markup ([`crate::formats::markup`]): one document, labels as written. When `name`
/// or the content says SRT or WebVTT ([`crate::formats::subtitles::sniff`]), everything outside the cue text is
/// [`GoldDoc::ignored`].
pub fn from_markup(id: &str, name: &str, markup: &str) -> Result<GoldDoc, crate::formats::markup::MarkupError> {
    use crate::formats::subtitles::{sniff, text_regions, TextFormat};
    let m = crate::formats::markup::parse(markup)?;
    let spans = m
        .spans
        .into_iter()
        .map(|s| GoldSpan { span: s.span, label: s.label, entity_id: None, identifier_type: None, annotator: None })
        .collect();
    let format = sniff(name, &m.text);
    let mut ignored = Vec::new();
    if format != TextFormat::Plain {
        let mut pos = 0;
        for r in text_regions(&m.text, format) {
            if r.start > pos {
                ignored.push(Span::new(pos, r.start));
            }
            pos = r.end;
        }
        if pos < m.text.len() {
            ignored.push(Span::new(pos, m.text.len()));
        }
    }
    Ok(GoldDoc { id: id.to_string(), text: m.text, spans, ignored })
}

/// One predicted span as read, in **code points** (converted when the document's text is known).
#[derive(Clone, Debug, PartialEq)]
pub struct PredSpan {
    /// Start, code points.
    pub start: usize,
    /// End (exclusive), code points.
    pub end: usize,
    /// The predicted label, as written.
    pub label: String,
    /// The score, where given.
    pub score: Option<f32>,
}

/// One document of a prediction file.
#[derive(Clone, Debug, PartialEq)]
pub struct PredDoc {
    /// The document id.
    pub id: String,
    /// The 1-based line it came from (for errors found later, against the text).
    pub line: usize,
    /// The redacted spans, in code points.
    pub spans: Vec<PredSpan>,
}

/// A redacted span in bytes of a document text: what the evaluator scores.
#[derive(Clone, Debug, PartialEq)]
pub struct Redacted {
    /// Where, in UTF-8 bytes.
    pub span: Span,
    /// The label it was redacted under.
    pub label: String,
    /// Its score, where known.
    pub score: Option<f32>,
}

pub(crate) fn parse_object(line: &str) -> Result<Map<String, Value>, FieldError> {
    match serde_json::from_str::<Value>(line) {
        Ok(Value::Object(o)) => Ok(o),
        Ok(_) => Err(ferr("", "expected a JSON object")),
        Err(e) => Err(ferr("", format!("not JSON: {e}"))),
    }
}

/// The `id` field: a string or a number.
pub(crate) fn get_id(obj: &Map<String, Value>, field: &str) -> Result<String, FieldError> {
    match obj.get(field) {
        Some(Value::String(s)) => Ok(s.clone()),
        Some(Value::Number(n)) => Ok(n.to_string()),
        Some(_) => Err(ferr(field, "expected a string or a number")),
        None => Err(ferr(field, "missing")),
    }
}

pub(crate) fn get_str<'a>(obj: &'a Map<String, Value>, key: &str, field: &str) -> Result<&'a str, FieldError> {
    match obj.get(key) {
        Some(Value::String(s)) => Ok(s),
        Some(_) => Err(ferr(field, "expected a string")),
        None => Err(ferr(field, "missing")),
    }
}

pub(crate) fn get_opt_str(obj: &Map<String, Value>, key: &str, field: &str) -> Result<Option<String>, FieldError> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(_) => Err(ferr(field, "expected a string")),
    }
}

pub(crate) fn get_offset(obj: &Map<String, Value>, key: &str, field: &str) -> Result<usize, FieldError> {
    match obj.get(key) {
        Some(Value::Number(n)) => {
            n.as_u64().map(|v| v as usize).ok_or_else(|| ferr(field, format!("{n} is not a non-negative integer")))
        }
        Some(_) => Err(ferr(field, "expected a non-negative integer")),
        None => Err(ferr(field, "missing")),
    }
}

pub(crate) fn get_array<'a>(obj: &'a Map<String, Value>, key: &str) -> Result<&'a [Value], FieldError> {
    match obj.get(key) {
        Some(Value::Array(a)) => Ok(a),
        Some(_) => Err(ferr(key, "expected an array")),
        None => Err(ferr(key, "missing")),
    }
}

/// Checks a code-point span `start..end` against a text of `len` code points and converts it to bytes.
///
/// `field` is the span's path (`spans[3]`); errors name `.start` / `.end` where one offset is at fault.
pub fn cp_span(idx: &OffsetIndex<'_>, start: usize, end: usize, field: &str) -> Result<Span, FieldError> {
    let len = idx.len(Unit::CodePoint);
    if start > end {
        return Err(ferr(field, format!("start {start} is after end {end}")));
    }
    if start == end {
        return Err(ferr(field, format!("empty span (start = end = {start})")));
    }
    for (name, v) in [("end", end), ("start", start)] {
        if v > len {
            return Err(ferr(format!("{field}.{name}"), format!("{v} is past the end of the text ({len} code points)")));
        }
    }
    let b = |v: usize| idx.to_byte(v, Unit::CodePoint).expect("a code-point offset within the text is a boundary");
    Ok(Span::new(b(start), b(end)))
}

/// Parses one gold line (without its line number: errors are `(field, message)`).
pub(crate) fn parse_gold_object(obj: &Map<String, Value>) -> Result<GoldDoc, FieldError> {
    let id = get_id(obj, "id")?;
    let text = get_str(obj, "text", "text")?.to_string();
    let raw = get_array(obj, "spans")?;
    let idx = OffsetIndex::new(&text);
    let mut spans = Vec::with_capacity(raw.len());
    for (i, v) in raw.iter().enumerate() {
        let field = format!("spans[{i}]");
        let s = v.as_object().ok_or_else(|| ferr(&field, "expected an object"))?;
        let start = get_offset(s, "start", &format!("{field}.start"))?;
        let end = get_offset(s, "end", &format!("{field}.end"))?;
        let label = get_str(s, "label", &format!("{field}.label"))?;
        if label.is_empty() {
            return Err(ferr(format!("{field}.label"), "empty label"));
        }
        let identifier_type = get_opt_str(s, "identifier_type", &format!("{field}.identifier_type"))?;
        let entity_id = get_opt_str(s, "entity_id", &format!("{field}.entity_id"))?;
        let annotator = get_opt_str(s, "annotator", &format!("{field}.annotator"))?;
        let span = cp_span(&idx, start, end, &field)?;
        if identifier_type.as_deref().is_some_and(|t| t.eq_ignore_ascii_case("NO_MASK")) {
            continue;
        }
        spans.push(GoldSpan { span, label: label.to_string(), entity_id, identifier_type, annotator });
    }
    Ok(GoldDoc { id, text, spans, ignored: Vec::new() })
}

/// Parses one gold JSON line. `line` is its 1-based number, used in errors.
pub fn parse_gold_line(json: &str, line: usize) -> Result<GoldDoc, FormatError> {
    parse_object(json).and_then(|o| parse_gold_object(&o)).map_err(|(f, m)| FormatError::new(line, f, m))
}

/// Parses one prediction JSON line. `line` is its 1-based number, used in errors.
pub fn parse_pred_line(json: &str, line: usize) -> Result<PredDoc, FormatError> {
    let inner = || -> Result<PredDoc, FieldError> {
        let obj = parse_object(json)?;
        let id = get_id(&obj, "id")?;
        let raw = get_array(&obj, "spans")?;
        let mut spans = Vec::with_capacity(raw.len());
        for (i, v) in raw.iter().enumerate() {
            let field = format!("spans[{i}]");
            let s = v.as_object().ok_or_else(|| ferr(&field, "expected an object"))?;
            let start = get_offset(s, "start", &format!("{field}.start"))?;
            let end = get_offset(s, "end", &format!("{field}.end"))?;
            if start > end {
                return Err(ferr(&field, format!("start {start} is after end {end}")));
            }
            let label = get_str(s, "label", &format!("{field}.label"))?.to_string();
            let score = match s.get("score") {
                None | Some(Value::Null) => None,
                Some(Value::Number(n)) => Some(n.as_f64().unwrap_or(0.0) as f32),
                Some(_) => return Err(ferr(format!("{field}.score"), "expected a number")),
            };
            spans.push(PredSpan { start, end, label, score });
        }
        Ok(PredDoc { id, line, spans })
    };
    inner().map_err(|(f, m)| FormatError::new(line, f, m))
}

impl PredDoc {
    /// The spans as byte spans of `text` (this document's gold text), checked against its length.
    pub fn to_spans(&self, text: &str) -> Result<Vec<Redacted>, FormatError> {
        let idx = OffsetIndex::new(text);
        self.spans
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let span = cp_span(&idx, p.start, p.end, &format!("spans[{i}]"))
                    .map_err(|(f, m)| FormatError::new(self.line, f, m))?;
                Ok(Redacted { span, label: p.label.clone(), score: p.score })
            })
            .collect()
    }
}

/// Reads a whole prediction file into a map by id. Repeated ids are errors. Stops at the first error; see
/// [`read_predictions_all`] for every error of the file.
pub fn read_predictions<R: BufRead>(reader: R) -> Result<HashMap<String, PredDoc>, FormatError> {
    read_predictions_all(reader, 1).map_err(|mut e| e.remove(0))
}

/// Reads a whole prediction file into a map by id, going on past a bad line (it is safe: lines are independent) so
/// that every error is reported, up to `max_errors` (at least one). Errors are in line order.
pub fn read_predictions_all<R: BufRead>(
    mut reader: R,
    max_errors: usize,
) -> Result<HashMap<String, PredDoc>, Vec<FormatError>> {
    let mut out: HashMap<String, PredDoc> = HashMap::new();
    let mut errors = Vec::new();
    let mut buf = Vec::new();
    let mut line_no = 0;
    while errors.len() < max_errors.max(1) {
        line_no += 1;
        let doc = match next_line(&mut reader, &mut buf, line_no) {
            None => break,
            Some(Err(e)) => Err(e),
            Some(Ok(line)) if line.trim().is_empty() => continue,
            Some(Ok(line)) => parse_pred_line(line, line_no),
        };
        match doc {
            Err(e) => errors.push(e),
            Ok(doc) => {
                if let Some(prev) = out.get(&doc.id) {
                    errors.push(FormatError::new(line_no, "id", format!("{:?} repeats the id of line {}", doc.id, prev.line)));
                } else {
                    out.insert(doc.id.clone(), doc);
                }
            }
        }
    }
    if errors.is_empty() { Ok(out) } else { Err(errors) }
}

/// The next line of a JSON Lines input as text: `None` at the end, an error naming the line when it cannot be read,
/// is longer than [`crate::limits::MAX_DOCUMENT_BYTES`] (it is skipped, so reading can go on) or is not UTF-8.
pub(crate) fn next_line<'b, R: BufRead + ?Sized>(
    reader: &mut R,
    buf: &'b mut Vec<u8>,
    line_no: usize,
) -> Option<Result<&'b str, FormatError>> {
    use crate::limits::{read_line, Line, TooLarge, MAX_DOCUMENT_BYTES};
    match read_line(reader, buf, MAX_DOCUMENT_BYTES) {
        Err(e) => Some(Err(FormatError::new(line_no, "", format!("cannot read: {e}")))),
        Ok(Line::Eof) => None,
        Ok(Line::TooLong(size)) => {
            let e = TooLarge { what: "the line".into(), size, limit: MAX_DOCUMENT_BYTES };
            Some(Err(FormatError::new(line_no, "", e.to_string())))
        }
        Ok(Line::Read) => Some(std::str::from_utf8(buf).map_err(|e| {
            FormatError::new(line_no, "", format!("not UTF-8 (invalid byte at column {})", e.valid_up_to() + 1))
        })),
    }
}

/// How each line of a document file is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineFormat {
    /// Gold JSONL (this module).
    Gold,
    /// "Privacy mask" rows ([`crate::formats::privacy_mask`]).
    PrivacyMask,
}

/// Streams documents from a JSON Lines reader, one at a time, rejecting repeated ids.
///
/// After an error the iterator goes on with the next line (lines are independent), so a caller can list every
/// error of a file; a line longer than [`crate::limits::MAX_DOCUMENT_BYTES`] is an error and is never held in
/// memory whole.
pub struct DocReader<R> {
    reader: R,
    buf: Vec<u8>,
    format: LineFormat,
    line: usize,
    seen: HashMap<String, usize>,
}

impl<R: BufRead> DocReader<R> {
    /// A reader of `format` lines.
    pub fn new(reader: R, format: LineFormat) -> DocReader<R> {
        DocReader { reader, buf: Vec::new(), format, line: 0, seen: HashMap::new() }
    }
}

impl<R: BufRead> Iterator for DocReader<R> {
    type Item = Result<GoldDoc, FormatError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            self.line += 1;
            let n = self.line;
            let line = match next_line(&mut self.reader, &mut self.buf, n)? {
                Ok(l) => l,
                Err(e) => return Some(Err(e)),
            };
            if line.trim().is_empty() {
                continue;
            }
            let doc = match self.format {
                LineFormat::Gold => parse_gold_line(line, n),
                LineFormat::PrivacyMask => crate::formats::privacy_mask::parse_row(line, n),
            };
            let doc = match doc {
                Ok(d) => d,
                Err(e) => return Some(Err(e)),
            };
            if let Some(prev) = self.seen.get(&doc.id) {
                return Some(Err(FormatError::new(n, "id", format!("{:?} repeats the id of line {prev}", doc.id))));
            }
            self.seen.insert(doc.id.clone(), n);
            return Some(Ok(doc));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_table::check_positives;

    #[test]
    fn reads_gold_with_code_point_offsets() {
        let line = r#"{"id": 7, "text": "Nguyễn Thị at a@b.co", "spans": [{"start": 0, "end": 10, "label": "PERSON",
            "entity_id": "e1", "annotator": "a1", "text": "ignored"}, {"start": 14, "end": 20, "label": "EMAIL",
            "identifier_type": "DIRECT"}, {"start": 11, "end": 13, "label": "MISC", "identifier_type": "NO_MASK"}],
            "meta": {}}"#
            .replace('\n', " ");
        let doc = parse_gold_line(&line, 1).unwrap();
        assert_eq!(doc.id, "7");
        assert_eq!(doc.spans.len(), 2, "NO_MASK is not gold");
        assert_eq!(&doc.text[doc.spans[0].span], "Nguyễn Thị");
        assert_eq!(&doc.text[doc.spans[1].span], "a@b.co");
        assert_eq!(doc.spans[0].entity_id.as_deref(), Some("e1"));
        assert_eq!(doc.spans[1].identifier_type.as_deref(), Some("DIRECT"));
    }

    #[test]
    fn gold_errors_name_line_and_field() {
        let cases = [
            (r#"{"id":"a","text":"abcd","spans":[{"start":0,"end":9,"label":"X"}]}"#,
             "12: spans[0].end: 9 is past the end of the text (4 code points)"),
            (r#"{"id":"a","text":"abcd","spans":[{"start":0,"end":1,"label":"X"},{"start":3,"end":1,"label":"X"}]}"#,
             "12: spans[1]: start 3 is after end 1"),
            (r#"{"id":"a","text":"abcd","spans":[{"start":2,"end":2,"label":"X"}]}"#,
             "12: spans[0]: empty span (start = end = 2)"),
            (r#"{"id":"a","text":"abcd","spans":[{"start":-1,"end":2,"label":"X"}]}"#,
             "12: spans[0].start: -1 is not a non-negative integer"),
            (r#"{"id":"a","text":"abcd","spans":[{"start":0,"end":2}]}"#, "12: spans[0].label: missing"),
            (r#"{"id":"a","spans":[]}"#, "12: text: missing"),
            (r#"{"id":[1],"text":"","spans":[]}"#, "12: id: expected a string or a number"),
            (r#"{"id":"a","text":"","spans":{}}"#, "12: spans: expected an array"),
            (r#"[1]"#, "12: expected a JSON object"),
        ];
        check_positives(&cases, |line| parse_gold_line(line, 12).unwrap_err().to_string());
    }

    #[test]
    fn reader_rejects_repeated_ids_and_skips_blank_lines() {
        let input = "{\"id\":\"a\",\"text\":\"\",\"spans\":[]}\n\n{\"id\":\"a\",\"text\":\"x\",\"spans\":[]}\n";
        let got: Vec<_> = DocReader::new(input.as_bytes(), LineFormat::Gold).collect();
        assert!(got[0].is_ok());
        assert_eq!(got[1].as_ref().unwrap_err().to_string(), "3: id: \"a\" repeats the id of line 1");
    }

    #[test]
    fn markup_subtitles_ignore_cue_numbers_and_timings() {
        let srt = "1\n00:00:01,000 --> 00:00:02,000\nmy number is [[PHONE:415 555\n\n2\n00:00:02,000 --> 00:00:03,000\n0132]] ok\n";
        let doc = from_markup("a", "call.srt", srt).unwrap();
        let ignored: Vec<&str> = doc.ignored.iter().map(|s| &doc.text[*s]).collect();
        assert_eq!(ignored, ["1\n00:00:01,000 --> 00:00:02,000\n", "\n\n2\n00:00:02,000 --> 00:00:03,000\n", "\n"]);
        assert_eq!(&doc.text[doc.spans[0].span], "415 555\n\n2\n00:00:02,000 --> 00:00:03,000\n0132");
        assert!(from_markup("b", "notes.txt", "Call [[PHONE:415]]").unwrap().ignored.is_empty());
    }

    #[test]
    fn predictions_convert_against_the_text() {
        let preds = "{\"id\":\"a\",\"spans\":[{\"start\":1,\"end\":3,\"label\":\"PHONE\",\"score\":0.5}]}\n\
                     {\"id\":\"b\",\"spans\":[{\"start\":0,\"end\":50,\"label\":\"PHONE\"}]}\n";
        let map = read_predictions(preds.as_bytes()).unwrap();
        let a = map["a"].to_spans("éab").unwrap();
        assert_eq!(a, vec![Redacted { span: Span::new(2, 4), label: "PHONE".into(), score: Some(0.5) }]);
        assert_eq!(map["b"].to_spans("abc").unwrap_err().to_string(), "2: spans[0].end: 50 is past the end of the text (3 code points)");
        let dup = "{\"id\":1,\"spans\":[]}\n{\"id\":\"1\",\"spans\":[]}";
        assert_eq!(read_predictions(dup.as_bytes()).unwrap_err().to_string(), "2: id: \"1\" repeats the id of line 1");
        let bad = "{\"id\":1,\"spans\":[{\"start\":4,\"end\":2,\"label\":\"X\"}]}";
        assert_eq!(read_predictions(bad.as_bytes()).unwrap_err().to_string(), "1: spans[0]: start 4 is after end 2");
    }
}
