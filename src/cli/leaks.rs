//! `blackbar leaks`: the second pass over redacted output, with no gold: surviving structured identifiers.

use std::collections::BTreeMap;
use std::io::{BufRead, Read};

use blackbar::eval::leaks::{scan_regions, Shape};
use blackbar::formats::subtitles::{sniff, text_regions, TextFormat};
use blackbar::offsets::{OffsetIndex, Unit};

use super::eval::{open_reader, print, Progress};
use super::{CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "leaks",
    values: &["--format", "--output"],
    switches: &["--json"],
    max_positionals: 1,
    help: "\
usage: blackbar leaks [--format text|srt|vtt|jsonl] [--json] [--output FILE] [FILE|-]

Scans redacted output for identifiers that survived: e-mail, phone, Luhn-valid card, mod-97-valid IBAN, national id
(US SSN, UK NINO) and IP address shapes, per document. Needs no gold: run it on everything you ship.

  FILE           redacted text: plain, SRT or WebVTT (only cue text is scanned, not timings), or JSON Lines of
                 {\"id\",\"text\"} (one document per line, streamed); `-` or nothing reads standard input
  --format F     default: jsonl when the first character is `{`, srt/vtt by extension or content, else text
  --json         {\"documents\", \"leaking_documents\", \"leaks\", \"by_shape\", \"per_document\": [{\"id\", \"leaks\":
                 [{\"shape\", \"start\", \"end\", \"text\"}]}]}; offsets in code points
  --output FILE  write to FILE instead of standard output, atomically (FILE is replaced only on success)",
};

#[derive(serde::Serialize)]
struct LeakOut {
    shape: Shape,
    start: usize,
    end: usize,
    text: String,
}

#[derive(serde::Serialize)]
struct DocLeaks {
    id: String,
    leaks: Vec<LeakOut>,
}

#[derive(serde::Serialize, Default)]
struct LeaksReport {
    documents: u64,
    leaking_documents: u64,
    leaks: u64,
    by_shape: BTreeMap<Shape, u64>,
    per_document: Vec<DocLeaks>,
}

impl LeaksReport {
    fn add(&mut self, id: String, text: &str, format: TextFormat) {
        self.documents += 1;
        let found = scan_regions(text, &text_regions(text, format));
        if found.is_empty() {
            return;
        }
        let idx = OffsetIndex::new(text);
        let cp = |b| idx.from_byte(b, Unit::CodePoint).expect("boundary");
        self.leaking_documents += 1;
        self.leaks += found.len() as u64;
        let leaks = found
            .into_iter()
            .map(|l| {
                *self.by_shape.entry(l.shape).or_default() += 1;
                LeakOut { shape: l.shape, start: cp(l.span.start), end: cp(l.span.end), text: text[l.span].to_string() }
            })
            .collect();
        self.per_document.push(DocLeaks { id, leaks });
    }
}

/// Runs the subcommand.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let path = args.positionals.first().map_or("-", String::as_str);
    let mut reader = open_reader(path)?;
    let head = reader.fill_buf_string(path)?;
    let format = match args.value("--format") {
        Some("jsonl") => None,
        Some("text") => Some(TextFormat::Plain),
        Some("srt") => Some(TextFormat::Srt),
        Some("vtt") => Some(TextFormat::WebVtt),
        Some(other) => return Err(CliError::new(format!("--format {other:?}: expected text, srt, vtt or jsonl"))),
        None if head.trim_start().starts_with('{') => None,
        None => Some(sniff(path, &head)),
    };
    let mut rep = LeaksReport::default();
    match format {
        Some(f) => {
            let mut bytes = Vec::new();
            reader.read_to_end(&mut bytes).map_err(|e| CliError::new(format!("cannot read {path}: {e}")))?;
            let text = String::from_utf8(bytes).map_err(|e| {
                CliError::new(format!("{path}: not UTF-8 text (invalid byte at offset {})", e.utf8_error().valid_up_to()))
            })?;
            rep.add(path.to_string(), &text, f);
        }
        None => {
            each_id_text(reader, path, "leaks", |id, text| rep.add(id, text, TextFormat::Plain))?;
        }
    }
    print(args.switch("--json"), args.value("--output"), &rep, || render(&rep))
}

/// Calls `f` with the id and text of each `{"id", "text"}` line of the JSON Lines `reader` (blank lines skipped),
/// showing progress as `what`; the first bad line stops it with an error naming the file (`path`) and the line.
pub fn each_id_text(
    reader: impl BufRead,
    path: &str,
    what: &'static str,
    mut f: impl FnMut(String, &str),
) -> Result<(), CliError> {
    let mut progress = Progress::new(what);
    for (i, line) in reader.lines().enumerate() {
        let line = line.map_err(|e| CliError::new(format!("{path}:{}: cannot read: {e}", i + 1)))?;
        if line.trim().is_empty() {
            continue;
        }
        let (id, text) = id_text(&line).map_err(|e| CliError::new(format!("{path}:{}: {e}", i + 1)))?;
        progress.tick(text.len());
        f(id, &text);
    }
    progress.done();
    Ok(())
}

/// `{"id", "text"}` from one JSON line (other fields ignored); the error names the field.
pub fn id_text(line: &str) -> Result<(String, String), String> {
    let v: serde_json::Value = serde_json::from_str(line).map_err(|e| format!("not JSON: {e}"))?;
    let obj = v.as_object().ok_or("expected a JSON object")?;
    let id = match obj.get("id") {
        Some(serde_json::Value::String(s)) => s.clone(),
        Some(serde_json::Value::Number(n)) => n.to_string(),
        Some(_) => return Err("id: expected a string or a number".into()),
        None => return Err("id: missing".into()),
    };
    match obj.get("text") {
        Some(serde_json::Value::String(s)) => Ok((id, s.clone())),
        Some(_) => Err("text: expected a string".into()),
        None => Err("text: missing".into()),
    }
}

trait Head {
    fn fill_buf_string(&mut self, path: &str) -> Result<String, CliError>;
}

impl Head for Box<dyn std::io::BufRead> {
    /// The first buffered bytes, for sniffing, without consuming them.
    fn fill_buf_string(&mut self, path: &str) -> Result<String, CliError> {
        let buf = self.fill_buf().map_err(|e| CliError::new(format!("cannot read {path}: {e}")))?;
        Ok(String::from_utf8_lossy(buf).into_owned())
    }
}

fn render(rep: &LeaksReport) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    for d in &rep.per_document {
        for l in &d.leaks {
            let shape = super::eval::shape_name(l.shape);
            let _ = writeln!(s, "{}:{}-{} {shape}: {}", d.id, l.start, l.end, l.text);
        }
    }
    let _ = writeln!(s, "{} surviving identifiers in {} of {} documents", rep.leaks, rep.leaking_documents, rep.documents);
    s
}
