//! `blackbar detect`: the spans to redact, as JSON Lines with code-point offsets.

use std::collections::HashMap;
use std::io::{BufRead, Read, Write};

use blackbar::limits::{check, read_line, Line, TooLarge, MAX_DOCUMENT_BYTES, MAX_ERRORS};
use blackbar::offsets::Unit;
use blackbar::output::{span_records, SpanRecord};

use super::eval::open_reader;
use super::out::Output;
use super::{policy, CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "detect",
    values: &["--preset", "--threshold", "--config", "--format", "--output"],
    switches: &[],
    max_positionals: 1,
    help: "\
usage: blackbar detect [--preset NAME] [--threshold T] [--config FILE] [--format text|jsonl] [--output FILE]
                      [FILE|-]

Prints the spans to redact as JSON Lines: {\"id\",\"spans\":[{\"start\",\"end\",\"label\",\"score\",\"rule\"}]},
one line per document, offsets in Unicode code points (end exclusive).

  FILE                 plain text (one document, id = the file name) or JSON Lines of {\"id\",\"text\"};
                       `-` or nothing reads standard input
  --format text|jsonl  how to read FILE (default: jsonl when the first non-blank character is `{`)
  --preset NAME        direct (default: direct identifiers) or strict (every label, dates and postcodes too)
  --threshold T        report candidates scoring at least T (0 to 1; default: each label's preset threshold)
  --config FILE        a JSON configuration (see README: preset, thresholds, labels, allow, rules)
  --output FILE        write to FILE instead of standard output, atomically: FILE is replaced only on success

JSON Lines are streamed (bounded memory); a document may be at most 64 MiB. A bad line (not JSON, a missing
field, a repeated id) does not stop the others: every error is listed on stderr (up to 20) and the exit code is 2.
Standard output then holds the complete lines of the good documents; --output FILE is left untouched.",
};

#[derive(serde::Serialize)]
struct DocOut<'a> {
    id: &'a serde_json::Value,
    spans: Vec<SpanRecord>,
}

/// Runs the subcommand.
///
/// JSON Lines are streamed: one line is read, analysed and written at a time, so memory stays bounded whatever the
/// file's size (each line is limited to [`MAX_DOCUMENT_BYTES`]). A bad line does not stop the others: every good
/// document is still written, every error (up to [`MAX_ERRORS`]) is reported, and the exit code is 2.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let policy = policy(&args)?;
    let name = args.positionals.first().map(String::as_str).unwrap_or("-");
    let reader = open_reader(name)?;
    let (jsonl, mut reader) = match args.value("--format") {
        Some("jsonl") => (true, reader),
        Some("text") => (false, reader),
        Some(other) => return Err(CliError::new(format!("--format {other:?}: expected text or jsonl"))),
        None => sniff_jsonl(reader).map_err(|e| CliError::new(format!("cannot read {name}: {e}")))?,
    };
    let engine = blackbar::default_engine();
    let mut out = Output::open(args.value("--output"))?;
    let mut line_buf = Vec::with_capacity(1 << 16);
    let mut emit = |id: &serde_json::Value, text: &str, out: &mut Output| -> Result<(), CliError> {
        let found = engine.analyze(text, &policy);
        let doc = DocOut { id, spans: span_records(text, &found, Unit::CodePoint) };
        // The whole line is made in memory first: stdout never gets half a line from a failed serialisation.
        line_buf.clear();
        serde_json::to_writer(&mut line_buf, &doc).map_err(|e| CliError::new(format!("writing output: {e}")))?;
        line_buf.push(b'\n');
        out.write_all(&line_buf)?;
        Ok(())
    };
    if !jsonl {
        let text = read_text(name, reader)?;
        emit(&serde_json::Value::String(name.to_string()), &text, &mut out)?;
        return out.commit();
    }
    let mut errors = Errors::new(name);
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut buf = Vec::new();
    let mut n = 0;
    while !errors.full() {
        n += 1;
        let line = match read_line(&mut reader, &mut buf, MAX_DOCUMENT_BYTES) {
            Err(e) => return Err(CliError::new(format!("cannot read {name}: {e}"))),
            Ok(Line::Eof) => break,
            Ok(Line::TooLong(size)) => {
                let e = TooLarge { what: "the line".into(), size, limit: MAX_DOCUMENT_BYTES };
                errors.push(n, e.to_string());
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
        seen.insert(key, n);
        emit(&id, &text, &mut out)?;
    }
    errors.into_result()?;
    out.commit()
}

/// Input errors of one file, collected so that all of them (up to [`MAX_ERRORS`]) are reported at once.
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
            msg.push_str(&format!("\n{}: stopped after {MAX_ERRORS} errors", self.name));
        }
        Err(CliError::new(msg))
    }
}

/// Whether the input is JSON Lines (its first non-blank byte is `{`), and the reader with nothing lost.
pub(super) fn sniff_jsonl(mut reader: Box<dyn BufRead>) -> std::io::Result<(bool, Box<dyn BufRead>)> {
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
pub(super) fn read_text(name: &str, reader: Box<dyn BufRead>) -> Result<String, CliError> {
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
pub(super) fn parse_doc(line: &str) -> Result<(serde_json::Value, String), String> {
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
