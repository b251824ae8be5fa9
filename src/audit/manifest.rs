//! Reading a redaction manifest (one record per redacted span; /work/notes/MANIFEST.md, README "Audit"): JSON Lines
//! or CSV, streamed one span at a time, with a column mapping for other suppliers' names.
//!
//! - blackbar's own manifest is read as is. A foreign one names its columns differently: a [`ColumnMap`]
//!   (`doc_id=id,type=label,begin=out_start,finish=out_end`) says which of its columns is which manifest field; it
//!   applies to CSV header names and to JSON keys alike.
//! - Required: `id`, `label`, `out_start`, `out_end` (the span in the **delivered** text, Unicode code points, end
//!   exclusive). `field` defaults to `"text"`; `rule`, `score`, `operator` and `entity` are optional. Original-text
//!   offsets (`start`, `end`, `*_utf16`) are not needed by the audit and are not read. Other columns are ignored.
//! - `id` may be a JSON number (kept as its JSON text, so `7` and `"7"` are the same record, as in gold files).
//! - An empty CSV cell or a JSON `null` is a missing value.
//! - Every error names the file, the line and the field: `m.csv:4: field `begin` (out_start): expected a
//!   non-negative integer, got "x"`. For CSV, the line is the line the record starts on (a quoted cell may span
//!   lines); the header is line 1.
//!
//! What it does not do: guess a column mapping, or check that a span lies inside its delivered text (that needs the
//! texts; [`crate::audit::texts`] checks it).

use std::collections::BTreeMap;
use std::io::BufRead;

use serde_json::{Map, Value};

use super::AuditError;

/// The manifest fields the audit reads, in the agreed order.
pub const FIELDS: &[&str] = &["id", "field", "out_start", "out_end", "label", "rule", "score", "operator", "entity"];
const REQUIRED: &[&str] = &["id", "label", "out_start", "out_end"];
/// Fields of the agreed format the audit accepts in a mapping but does not read.
const KNOWN_UNUSED: &[&str] = &["start", "end", "start_utf16", "end_utf16", "out_start_utf16", "out_end_utf16"];

/// One redacted span as the audit sees it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ManifestSpan {
    /// The line of the manifest file the span was read from (1-based; for CSV the line its record starts on).
    pub line: u64,
    /// Record (document) id.
    pub id: String,
    /// The record's field that was redacted.
    pub field: String,
    /// Start of the replacement in the delivered text, Unicode code points.
    pub out_start: usize,
    /// End (exclusive), code points. Equal to `out_start` when the value was dropped.
    pub out_end: usize,
    /// The detected type (EMAIL, PERSON, ... or the supplier's own names).
    pub label: String,
    /// Detector or rule name, when given.
    pub rule: Option<String>,
    /// Confidence 0–1, when given.
    pub score: Option<f64>,
    /// mask, replace, hash, drop (or the supplier's word), when given.
    pub operator: Option<String>,
    /// Entity id within the record, when given (kept as text).
    pub entity: Option<String>,
}

/// Which source column (or JSON key) holds which manifest field. Fields not mapped are looked up under their own
/// name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ColumnMap {
    /// manifest field → source column.
    to_source: BTreeMap<String, String>,
}

impl ColumnMap {
    /// Parses `source=field,source=field` (`doc_id=id,type=label`). Empty text is the identity mapping.
    pub fn parse(spec: &str) -> Result<ColumnMap, String> {
        let mut map = ColumnMap::default();
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let Some((source, field)) = part.split_once('=') else {
                return Err(format!("{part:?}: expected COLUMN=FIELD"));
            };
            let (source, field) = (source.trim(), field.trim());
            if source.is_empty() {
                return Err(format!("{part:?}: empty column name"));
            }
            if !FIELDS.contains(&field) && !KNOWN_UNUSED.contains(&field) {
                return Err(format!("{part:?}: `{field}` is not a manifest field (one of {})", FIELDS.join(", ")));
            }
            if map.to_source.insert(field.to_string(), source.to_string()).is_some() {
                return Err(format!("{part:?}: `{field}` is mapped twice"));
            }
        }
        Ok(map)
    }

    /// The source column that holds `field`.
    pub fn source<'a>(&'a self, field: &'a str) -> &'a str {
        self.to_source.get(field).map(String::as_str).unwrap_or(field)
    }

    /// How an error names a field: the source column, and the manifest field when they differ.
    fn name(&self, field: &str) -> (String, Option<String>) {
        match self.to_source.get(field) {
            Some(s) if s != field => (s.clone(), Some(field.to_string())),
            _ => (field.to_string(), None),
        }
    }
}

/// The two manifest encodings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// One JSON object per line.
    Jsonl,
    /// A header row of column names, then one row per span (RFC 4180 quoting).
    Csv,
}

impl Format {
    /// `csv` for a name ending in `.csv` (any case), else `jsonl`.
    pub fn from_name(name: &str) -> Format {
        if name.to_ascii_lowercase().ends_with(".csv") { Format::Csv } else { Format::Jsonl }
    }
}

impl std::str::FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Format, String> {
        match s {
            "jsonl" => Ok(Format::Jsonl),
            "csv" => Ok(Format::Csv),
            _ => Err(format!("unknown manifest format {s:?} (jsonl or csv)")),
        }
    }
}

/// The column names of a CSV manifest's header row (its first record), for a column-mapping step.
pub fn csv_header(input: impl BufRead, file: &str) -> Result<Vec<String>, AuditError> {
    let mut r = ManifestReader::new(input, file, Format::Csv, ColumnMap::default());
    match r.csv_record()? {
        Some((_, cells)) => Ok(cells.into_iter().map(|c| c.trim().to_string()).collect()),
        None => Err(AuditError::new(file, 1, None, "empty file: expected a header row of column names")),
    }
}

/// A raw value of one field before typing: JSON value or CSV cell.
enum Raw<'a> {
    Json(&'a Value),
    Cell(&'a str),
}

/// Streams the spans of a manifest: an iterator of `Result<ManifestSpan, AuditError>` that holds one record at a
/// time. After an error it stops.
pub struct ManifestReader<R> {
    input: R,
    file: String,
    format: Format,
    map: ColumnMap,
    line: u64,
    buf: String,
    /// CSV: the column index of each manifest field.
    columns: Option<Vec<Option<usize>>>,
    done: bool,
}

impl<R: BufRead> ManifestReader<R> {
    /// A reader of `input` (named `file` in errors) in `format`, with `map` for foreign column names.
    pub fn new(input: R, file: impl Into<String>, format: Format, map: ColumnMap) -> ManifestReader<R> {
        ManifestReader { input, file: file.into(), format, map, line: 0, buf: String::new(), columns: None, done: false }
    }

    fn err(&self, line: u64, field: Option<&str>, message: impl Into<String>) -> AuditError {
        let mut e = AuditError::new(&self.file, line, None, message);
        if let Some((source, alias)) = field.map(|f| self.map.name(f)) {
            e.field = Some(source);
            e.alias = alias;
        }
        e
    }

    /// Reads the next physical line into `buf` (cleared first); false at the end.
    fn read_line(&mut self) -> Result<bool, AuditError> {
        self.buf.clear();
        match self.input.read_line(&mut self.buf) {
            Ok(0) => Ok(false),
            Ok(_) => {
                self.line += 1;
                Ok(true)
            }
            Err(e) => Err(AuditError::new(&self.file, self.line + 1, None, format!("cannot read: {e}"))),
        }
    }

    fn next_jsonl(&mut self) -> Result<Option<ManifestSpan>, AuditError> {
        loop {
            if !self.read_line()? {
                return Ok(None);
            }
            if self.buf.trim().is_empty() {
                continue;
            }
            let obj: Map<String, Value> = serde_json::from_str(self.buf.trim_start_matches('\u{feff}'))
                .map_err(|e| self.err(self.line, None, format!("not a JSON object: {e}")))?;
            let line = self.line;
            return self.build(line, |f| obj.get(f).filter(|v| !v.is_null()).map(Raw::Json)).map(Some);
        }
    }

    /// Reads one CSV record (which may span lines inside quotes) into cells; `None` at the end.
    fn csv_record(&mut self) -> Result<Option<(u64, Vec<String>)>, AuditError> {
        loop {
            if !self.read_line()? {
                return Ok(None);
            }
            if self.buf.trim().is_empty() {
                continue;
            }
            let start = self.line;
            let mut cells = Vec::new();
            let mut cell = String::new();
            let mut quoted = false;
            let mut at_cell_start = true;
            loop {
                let text = std::mem::take(&mut self.buf);
                let body = if start == 1 && self.line == 1 { text.trim_start_matches('\u{feff}') } else { &text };
                let mut chars = body.chars().peekable();
                while let Some(c) = chars.next() {
                    if quoted {
                        if c == '"' {
                            if chars.peek() == Some(&'"') {
                                chars.next();
                                cell.push('"');
                            } else {
                                quoted = false;
                            }
                        } else {
                            cell.push(c);
                        }
                    } else {
                        match c {
                            '"' if at_cell_start => {
                                quoted = true;
                                at_cell_start = false;
                            }
                            ',' => {
                                cells.push(std::mem::take(&mut cell));
                                at_cell_start = true;
                            }
                            '\r' | '\n' => {}
                            _ => {
                                cell.push(c);
                                at_cell_start = false;
                            }
                        }
                    }
                }
                if !quoted {
                    break;
                }
                if !self.read_line()? {
                    return Err(self.err(start, None, "a quoted cell is not closed before the end of the file"));
                }
            }
            cells.push(cell);
            return Ok(Some((start, cells)));
        }
    }

    fn next_csv(&mut self) -> Result<Option<ManifestSpan>, AuditError> {
        if self.columns.is_none() {
            let Some((line, header)) = self.csv_record()? else {
                return Err(self.err(1, None, "empty file: expected a header row of column names"));
            };
            let mut columns = Vec::new();
            for f in FIELDS {
                let source = self.map.source(f);
                let idx = header.iter().position(|h| h.trim() == source);
                if idx.is_none() && REQUIRED.contains(f) {
                    return Err(self.err(
                        line,
                        Some(f),
                        format!("no such column in the header (columns: {}; map one with COLUMN={f})", header.join(", ")),
                    ));
                }
                columns.push(idx);
            }
            self.columns = Some(columns);
        }
        let Some((line, cells)) = self.csv_record()? else {
            return Ok(None);
        };
        let columns = self.columns.clone().expect("header read");
        self.build(line, |f| {
            let i = FIELDS.iter().position(|x| *x == f).expect("a manifest field");
            columns[i].and_then(|c| cells.get(c)).map(String::as_str).filter(|s| !s.trim().is_empty()).map(Raw::Cell)
        })
        .map(Some)
    }

    /// Types the fields of one record; `get(field)` gives the raw value of a manifest field, if present.
    fn build<'a>(&self, line: u64, get: impl Fn(&str) -> Option<Raw<'a>>) -> Result<ManifestSpan, AuditError> {
        let text = |f: &str, required: bool| -> Result<Option<String>, AuditError> {
            match get(f) {
                None if required => Err(self.err(line, Some(f), "missing")),
                None => Ok(None),
                Some(Raw::Cell(s)) => Ok(Some(s.trim().to_string())),
                Some(Raw::Json(Value::String(s))) => Ok(Some(s.clone())),
                Some(Raw::Json(Value::Number(n))) => Ok(Some(n.to_string())),
                Some(Raw::Json(v)) => Err(self.err(line, Some(f), format!("expected a string, got {v}"))),
            }
        };
        let offset = |f: &str| -> Result<usize, AuditError> {
            let bad = |shown: String| self.err(line, Some(f), format!("expected a non-negative integer, got {shown}"));
            match get(f) {
                None => Err(self.err(line, Some(f), "missing")),
                Some(Raw::Cell(s)) => s.trim().parse::<usize>().map_err(|_| bad(format!("{:?}", s.trim()))),
                Some(Raw::Json(v)) => v.as_u64().map(|n| n as usize).ok_or_else(|| bad(v.to_string())),
            }
        };
        let id = text("id", true)?.expect("required");
        let field = text("field", false)?.unwrap_or_else(|| "text".to_string());
        let out_start = offset("out_start")?;
        let out_end = offset("out_end")?;
        if out_end < out_start {
            return Err(self.err(line, Some("out_end"), format!("{out_end} is before out_start {out_start}")));
        }
        let label = text("label", true)?.expect("required");
        let score = match get("score") {
            None => None,
            Some(raw) => {
                let v = match raw {
                    Raw::Cell(s) => s.trim().parse::<f64>().ok(),
                    Raw::Json(v) => v.as_f64(),
                };
                match v {
                    Some(x) if (0.0..=1.0).contains(&x) => Some(x),
                    _ => {
                        let shown = match raw {
                            Raw::Cell(s) => format!("{s:?}"),
                            Raw::Json(v) => v.to_string(),
                        };
                        return Err(self.err(line, Some("score"), format!("expected a number from 0 to 1, got {shown}")));
                    }
                }
            }
        };
        Ok(ManifestSpan {
            line,
            id,
            field,
            out_start,
            out_end,
            label,
            rule: text("rule", false)?,
            score,
            operator: text("operator", false)?,
            entity: text("entity", false)?,
        })
    }
}

impl<R: BufRead> Iterator for ManifestReader<R> {
    type Item = Result<ManifestSpan, AuditError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let r = match self.format {
            Format::Jsonl => self.next_jsonl(),
            Format::Csv => self.next_csv(),
        };
        match r {
            Ok(Some(s)) => Some(Ok(s)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, format: Format, map: &str) -> Result<Vec<ManifestSpan>, String> {
        ManifestReader::new(text.as_bytes(), "m", format, ColumnMap::parse(map).unwrap())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())
    }

    fn brief(spans: &[ManifestSpan]) -> Vec<(u64, &str, &str, usize, usize, &str, Option<f64>)> {
        spans.iter().map(|s| (s.line, s.id.as_str(), s.field.as_str(), s.out_start, s.out_end, s.label.as_str(), s.score)).collect()
    }

    #[test]
    fn blackbar_jsonl_is_read_as_is() {
        let m = r#"{"id":"call-7","field":"text","start":10,"end":24,"start_utf16":10,"end_utf16":24,"out_start":10,"out_end":18,"out_start_utf16":10,"out_end_utf16":18,"label":"PHONE","rule":"phone/national","score":0.95,"operator":"replace","entity":null}

{"id":7,"out_start":0,"out_end":0,"label":"EMAIL","operator":"drop","entity":2}
"#;
        let got = read(m, Format::Jsonl, "").unwrap();
        assert_eq!(brief(&got), vec![(1, "call-7", "text", 10, 18, "PHONE", Some(0.95)), (3, "7", "text", 0, 0, "EMAIL", None)]);
        assert_eq!(got[0].rule.as_deref(), Some("phone/national"));
        assert_eq!(got[0].entity, None);
        assert_eq!(got[1].entity.as_deref(), Some("2"));
        assert_eq!(got[1].operator.as_deref(), Some("drop"));
    }

    #[test]
    fn foreign_csv_with_a_mapping_and_quotes() {
        let m = "doc_id,section,type,begin,finish,confidence,note\r\n\
                 a1,body,PERSON,3,11,0.8,plain\r\n\
                 \"a,2\",\"sub\"\"ject\",ORG,0,5,,\"two\nlines\"\r\n\
                 a3,body,DATE,1,4,0.5,x\n";
        let got = read(m, Format::Csv, "doc_id=id, section=field,type=label,begin=out_start,finish=out_end,confidence=score").unwrap();
        assert_eq!(
            brief(&got),
            vec![(2, "a1", "body", 3, 11, "PERSON", Some(0.8)), (3, "a,2", "sub\"ject", 0, 5, "ORG", None), (5, "a3", "body", 1, 4, "DATE", Some(0.5))]
        );
    }

    #[test]
    fn errors_name_file_line_and_field() {
        let j = Format::Jsonl;
        let c = Format::Csv;
        let cases: &[(&str, Format, &str, &str)] = &[
            ("{\"id\":\"a\",\"out_start\":1,\"out_end\":2}\n", j, "", "m:1: field `label`: missing"),
            ("\n{\"id\":\"a\",\"out_start\":\"1\",\"out_end\":2,\"label\":\"X\"}\n", j, "", "m:2: field `out_start`: expected a non-negative integer, got \"1\""),
            ("{\"id\":\"a\",\"out_start\":5,\"out_end\":2,\"label\":\"X\"}\n", j, "", "m:1: field `out_end`: 2 is before out_start 5"),
            ("{\"id\":\"a\",\"out_start\":1,\"out_end\":2,\"label\":\"X\",\"score\":1.5}\n", j, "", "m:1: field `score`: expected a number from 0 to 1, got 1.5"),
            ("{\"id\":[1],\"out_start\":1,\"out_end\":2,\"label\":\"X\"}\n", j, "", "m:1: field `id`: expected a string, got [1]"),
            ("not json\n", j, "", "m:1: not a JSON object: expected ident at line 1 column 2"),
            ("doc,type,begin,end\nx,P,1,2\n", c, "doc=id,type=label,begin=out_start", "m:1: field `out_end`: no such column in the header (columns: doc, type, begin, end; map one with COLUMN=out_end)"),
            ("doc,type,begin,fin\nx,P,a,2\n", c, "doc=id,type=label,begin=out_start,fin=out_end", "m:2: field `begin` (out_start): expected a non-negative integer, got \"a\""),
            ("id,label,out_start,out_end\nx,,1,2\n", c, "", "m:2: field `label`: missing"),
            ("id,label,out_start,out_end\n\"x,P,1,2\n", c, "", "m:2: a quoted cell is not closed before the end of the file"),
            ("", c, "", "m:1: empty file: expected a header row of column names"),
        ];
        for (text, format, map, want) in cases {
            assert_eq!(read(text, *format, map).unwrap_err(), *want, "{text:?}");
        }
    }

    #[test]
    fn header_for_mapping() {
        assert_eq!(csv_header("\u{feff}doc id,\"type\"\r\nx,y\n".as_bytes(), "m").unwrap(), vec!["doc id", "type"]);
    }

    #[test]
    fn column_map_errors() {
        assert_eq!(ColumnMap::parse("a=nope").unwrap_err(), "\"a=nope\": `nope` is not a manifest field (one of id, field, out_start, out_end, label, rule, score, operator, entity)");
        assert_eq!(ColumnMap::parse("a").unwrap_err(), "\"a\": expected COLUMN=FIELD");
        assert_eq!(ColumnMap::parse("a=id,b=id").unwrap_err(), "\"b=id\": `id` is mapped twice");
    }
}
