//! `blackbar detect`: the spans to redact, as JSON Lines with code-point offsets.

use std::io::{BufWriter, Write};

use blackbar::offsets::Unit;
use blackbar::output::{span_records, SpanRecord};

use super::{policy, read_input, CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "detect",
    values: &["--preset", "--threshold", "--config", "--format"],
    switches: &[],
    max_positionals: 1,
    help: "\
usage: blackbar detect [--preset NAME] [--threshold T] [--config FILE] [--format text|jsonl] [FILE|-]

Prints the spans to redact as JSON Lines: {\"id\",\"spans\":[{\"start\",\"end\",\"label\",\"score\",\"rule\"}]},
one line per document, offsets in Unicode code points (end exclusive).

  FILE                 plain text (one document, id = the file name) or JSON Lines of {\"id\",\"text\"};
                       `-` or nothing reads standard input
  --format text|jsonl  how to read FILE (default: jsonl when the first non-blank character is `{`)
  --preset NAME        direct (default: direct identifiers) or strict (every label, dates and postcodes too)
  --threshold T        report candidates scoring at least T (0 to 1; default: each label's preset threshold)
  --config FILE        a JSON configuration (see README: preset, thresholds, labels, allow, rules)",
};

#[derive(serde::Serialize)]
struct DocOut<'a> {
    id: &'a serde_json::Value,
    spans: Vec<SpanRecord>,
}

/// Runs the subcommand.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let policy = policy(&args)?;
    let input = read_input(args.positionals.first().map(String::as_str))?;
    let jsonl = match args.value("--format") {
        Some("jsonl") => true,
        Some("text") => false,
        Some(other) => return Err(CliError::new(format!("--format {other:?}: expected text or jsonl"))),
        None => input.text.trim_start().starts_with('{'),
    };
    let engine = blackbar::default_engine();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let emit = |id: &serde_json::Value, text: &str, out: &mut dyn Write| -> Result<(), CliError> {
        let found = engine.analyze(text, &policy);
        let doc = DocOut { id, spans: span_records(text, &found, Unit::CodePoint) };
        serde_json::to_writer(&mut *out, &doc).map_err(|e| CliError::new(format!("writing output: {e}")))?;
        out.write_all(b"\n")?;
        Ok(())
    };
    if !jsonl {
        emit(&serde_json::Value::String(input.name.clone()), &input.text, &mut out)?;
    } else {
        for (i, line) in input.text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let (id, text) = parse_doc(line).map_err(|e| CliError::new(format!("{}:{}: {e}", input.name, i + 1)))?;
            emit(&id, &text, &mut out)?;
        }
    }
    out.flush()?;
    Ok(())
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
