//! `blackbar detect`: the spans to redact, as JSON Lines with code-point offsets.

use std::io::Write;

use blackbar::offsets::Unit;
use blackbar::output::{span_records, SpanRecord};
use blackbar::Finding;

use super::docs::{for_each_batch, open_input, read_text, Errors};

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
/// JSON Lines are streamed ([`super::docs::for_each_batch`]): documents are read, analysed and written a batch of about
/// 1 MiB of text at a time, in input order, so memory stays bounded whatever the file's size (each line is limited to
/// [`blackbar::limits::MAX_DOCUMENT_BYTES`]). A bad line does not stop the others: every good
/// document is still written, every error (up to [`blackbar::limits::MAX_ERRORS`]) is reported, and the exit code is 2.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let policy = policy(&args)?;
    let name = args.positionals.first().map(String::as_str).unwrap_or("-");
    let (jsonl, mut reader) = open_input(name, args.value("--format"))?;
    let engine = blackbar::default_engine();
    let mut out = Output::open(args.value("--output"))?;
    let mut line_buf = Vec::with_capacity(1 << 16);
    let mut emit = |id: &serde_json::Value, text: &str, found: &[Finding], out: &mut Output| -> Result<(), CliError> {
        let doc = DocOut { id, spans: span_records(text, found, Unit::CodePoint) };
        // The whole line is made in memory first: stdout never gets half a line from a failed serialisation.
        line_buf.clear();
        serde_json::to_writer(&mut line_buf, &doc).map_err(|e| CliError::new(format!("writing output: {e}")))?;
        line_buf.push(b'\n');
        out.write_all(&line_buf)?;
        Ok(())
    };
    if !jsonl {
        let text = read_text(name, reader)?;
        let found = engine.analyze(&text, &policy);
        emit(&serde_json::Value::String(name.to_string()), &text, &found, &mut out)?;
        return out.commit();
    }
    let mut errors = Errors::new(name);
    for_each_batch(name, &mut reader, &mut errors, |batch| {
        let texts: Vec<&str> = batch.iter().map(|d| d.text.as_str()).collect();
        for (doc, found) in batch.iter().zip(engine.analyze_many(&texts, &policy)) {
            emit(&doc.id, &doc.text, &found, &mut out)?;
        }
        Ok(())
    })?;
    errors.into_result()?;
    out.commit()
}

