//! The JSON Lines document loop shared by `detect` and `redact`: reads `{"id","text"}` lines one at a time, reports
//! bad lines (not UTF-8, not JSON, a missing field, a repeated id) without stopping, and hands the good documents to
//! the caller in batches of about [`BATCH_BYTES`] of text, in input order, so the engine can detect a whole batch at
//! once ([`blackbar::Engine::analyze_many`]: about half the cost of one document at a time) with memory still bounded.

use std::collections::HashMap;
use std::io::{BufRead, Read};

use blackbar::limits::{check, read_line, Line, TooLarge, MAX_DOCUMENT_BYTES, MAX_ERRORS};

use super::CliError;

/// Text bytes gathered before a batch is handed over (a batch always holds at least one document, so a single
/// document up to [`MAX_DOCUMENT_BYTES`] still works).
pub const BATCH_BYTES: usize = 1 << 20;
/// Documents gathered before a batch is handed over, whatever their size.
pub const BATCH_DOCS: usize = 1024;

/// One good document of a JSON Lines file.
pub struct Doc {
    /// Its `id` as given (a string or a number).
    pub id: serde_json::Value,
    /// Its `id` as a string (a numeric id written as its digits): the key that must not repeat.
    pub key: String,
    /// Its text.
    pub text: String,
}

/// Reads every line of `reader` (the file `name`), records bad lines in `errors` and calls `each_batch` with the good
/// documents in input order, a batch at a time. Stops early when `errors` is full or `each_batch` fails.
pub fn for_each_batch(
    name: &str,
    reader: &mut dyn BufRead,
    errors: &mut Errors,
    mut each_batch: impl FnMut(&[Doc]) -> Result<(), CliError>,
) -> Result<(), CliError> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut buf = Vec::new();
    let mut batch: Vec<Doc> = Vec::new();
    let mut bytes = 0;
    let mut n = 0;
    while !errors.full() {
        n += 1;
        let line = match read_line(reader, &mut buf, MAX_DOCUMENT_BYTES) {
            Err(e) => return Err(CliError::new(format!("cannot read {name}: {e}"))),
            Ok(Line::Eof) => break,
            Ok(Line::TooLong(size)) => {
                errors.push(n, TooLarge { what: "the line".into(), size, limit: MAX_DOCUMENT_BYTES });
                continue;
            }
            Ok(Line::Read) => match std::str::from_utf8(&buf) {
                Ok(l) => l,
                Err(e) => {
                    errors.push(n, format!("not UTF-8 (invalid byte at column {})", e.valid_up_to() + 1));
                    continue;
                }
            },
        };
        if line.trim().is_empty() {
            continue;
        }
        let (id, text) = match parse_doc(line) {
            Ok(d) => d,
            Err(e) => {
                errors.push(n, e);
                continue;
            }
        };
        let key = match &id {
            serde_json::Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        if let Some(prev) = seen.get(&key) {
            errors.push(n, format!("field `id`: {key:?} repeats the id of line {prev}"));
            continue;
        }
        seen.insert(key.clone(), n);
        bytes += text.len();
        batch.push(Doc { id, key, text });
        if bytes >= BATCH_BYTES || batch.len() >= BATCH_DOCS {
            each_batch(&batch)?;
            batch.clear();
            bytes = 0;
        }
    }
    if !batch.is_empty() {
        each_batch(&batch)?;
    }
    Ok(())
}

/// Input errors, collected so that all of them (up to [`MAX_ERRORS`]) are reported at once: of one file (`new`, each
/// message prefixed with the file and line), or whole messages (`default`, as `eval` collects them from several files).
#[derive(Default)]
pub struct Errors {
    name: String,
    lines: Vec<String>,
}

impl Errors {
    /// No errors yet, for the file `name`.
    pub fn new(name: &str) -> Errors {
        Errors { name: name.to_string(), lines: Vec::new() }
    }

    /// Records the error `message` on line `line`.
    pub fn push(&mut self, line: usize, message: impl std::fmt::Display) {
        self.lines.push(format!("{}:{line}: {message}", self.name));
    }

    /// The value, or `None` after recording its error (the whole message).
    pub fn check<T>(&mut self, r: Result<T, CliError>) -> Option<T> {
        match r {
            Ok(v) => Some(v),
            Err(e) => {
                self.lines.push(e.to_string());
                None
            }
        }
    }

    /// True once any error was recorded.
    pub fn any(&self) -> bool {
        !self.lines.is_empty()
    }

    /// True when [`MAX_ERRORS`] errors were recorded: stop reading.
    pub fn full(&self) -> bool {
        self.lines.len() >= MAX_ERRORS
    }

    /// `Ok` without errors; else one error with one line per input error.
    pub fn into_result(self) -> Result<(), CliError> {
        if self.lines.is_empty() {
            return Ok(());
        }
        let mut msg = self.lines.join("\n");
        if self.lines.len() >= MAX_ERRORS {
            let file = if self.name.is_empty() { String::new() } else { format!("{}: ", self.name) };
            msg.push_str(&format!("\n{file}stopped after {MAX_ERRORS} errors"));
        }
        Err(CliError::new(msg))
    }
}

/// Opens the input `name` (`-`: standard input) of `detect` and `redact`: JSON Lines (true) or plain text, as `format`
/// (`--format`: `jsonl` or `text`) says or, without it, as [`sniff_jsonl`] finds.
pub fn open_input(name: &str, format: Option<&str>) -> Result<(bool, Box<dyn BufRead>), CliError> {
    let reader = super::eval::open_reader(name)?;
    match format {
        Some("jsonl") => Ok((true, reader)),
        Some("text") => Ok((false, reader)),
        Some(other) => Err(CliError::new(format!("--format {other:?}: expected text or jsonl"))),
        None => sniff_jsonl(reader).map_err(|e| CliError::new(format!("cannot read {name}: {e}"))),
    }
}

pub fn sniff_jsonl(mut reader: Box<dyn BufRead>) -> std::io::Result<(bool, Box<dyn BufRead>)> {
    // Blank space read while looking is put back in front; it is bounded by the document limit (past it, the input
    // is taken as text and refused as too large).
    let mut prefix = Vec::new();
    let jsonl = loop {
        let (found, used) = {
            let chunk = reader.fill_buf()?;
            if chunk.is_empty() {
                break false;
            }
            match chunk.iter().position(|b| !b.is_ascii_whitespace()) {
                Some(i) => (Some(chunk[i] == b'{'), 0),
                None => {
                    prefix.extend_from_slice(chunk);
                    (None, chunk.len())
                }
            }
        };
        if let Some(jsonl) = found {
            break jsonl;
        }
        reader.consume(used);
        if prefix.len() > MAX_DOCUMENT_BYTES {
            break false;
        }
    };
    if prefix.is_empty() {
        return Ok((jsonl, reader));
    }
    Ok((jsonl, Box::new(std::io::Cursor::new(prefix).chain(reader))))
}

/// A whole plain-text document, at most [`MAX_DOCUMENT_BYTES`].
pub fn read_text(name: &str, reader: Box<dyn BufRead>) -> Result<String, CliError> {
    let mut bytes = Vec::new();
    reader
        .take(MAX_DOCUMENT_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| CliError::new(format!("cannot read {name}: {e}")))?;
    check(&format!("{name}: the text"), bytes.len(), MAX_DOCUMENT_BYTES).map_err(|e| CliError::new(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| {
        CliError::new(format!("{name}: not UTF-8 text (invalid byte at offset {})", e.utf8_error().valid_up_to()))
    })
}

/// One `{"id","text"}` line; the error names the field.
pub fn parse_doc(line: &str) -> Result<(serde_json::Value, String), String> {
    let v: serde_json::Value = serde_json::from_str(line).map_err(|e| format!("not JSON: {e}"))?;
    let obj = v.as_object().ok_or("expected a JSON object")?;
    let id = match obj.get("id") {
        Some(id @ (serde_json::Value::String(_) | serde_json::Value::Number(_))) => id.clone(),
        Some(_) => return Err("field `id`: expected a string or a number".into()),
        None => return Err("field `id`: missing".into()),
    };
    let text = match obj.get("text") {
        Some(serde_json::Value::String(s)) => s.clone(),
        Some(_) => return Err("field `text`: expected a string".into()),
        None => return Err("field `text`: missing".into()),
    };
    Ok((id, text))
}
