//! `blackbar explain`: every candidate in a text, redacted or not, and why.

use std::io::Write;

use blackbar::offsets::Unit;
use blackbar::output::explain_records;

use super::out::Output;
use super::{policy, read_input, CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "explain",
    values: &["--preset", "--threshold", "--config", "--file", "--output"],
    switches: &["--json"],
    max_positionals: 1,
    help: "\
usage: blackbar explain [--preset NAME] [--threshold T] [--config FILE] [--json] [--output FILE]
                       (TEXT | --file FILE | -)

Lists every candidate any recognizer found in TEXT, redacted or not, with the reason when not:
label not enabled, failed its validator, allow-listed, below threshold T, lost overlap to LABEL (rule).

  TEXT           the text itself (`-` reads standard input)
  --file FILE    read the text from FILE
  --json         one JSON object per candidate: {start,end,label,score,rule,validation,rejected}
                 (code-point offsets; rejected is null when redacted)
  --output FILE  write to FILE instead of standard output, atomically (FILE is replaced only on success)",
};

/// Runs the subcommand.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let policy = policy(&args)?;
    let text = match (args.value("--file"), args.positionals.first().map(String::as_str)) {
        (Some(_), Some(_)) => return Err(CliError::new("give TEXT or --file FILE, not both")),
        (Some(path), None) => read_input(Some(path))?.text,
        (None, Some("-")) => read_input(None)?.text,
        (None, Some(text)) => text.to_string(),
        (None, None) => return Err(CliError::new("nothing to explain: give TEXT, --file FILE or -")),
    };
    let records = explain_records(&text, &blackbar::default_engine().explain(&text, &policy), Unit::CodePoint);
    let mut out = Output::open(args.value("--output"))?;
    if args.switch("--json") {
        for r in &records {
            serde_json::to_writer(&mut out, r).map_err(|e| CliError::new(format!("writing output: {e}")))?;
            out.write_all(b"\n")?;
        }
    } else {
        let chars: Vec<char> = text.chars().collect();
        for r in &records {
            let value: String = chars[r.span.start..r.span.end].iter().collect::<String>().replace('\n', "⏎");
            let verdict = r.rejected.as_deref().unwrap_or("REDACTED");
            let verdict = if r.span.placeholder { format!("{verdict} (placeholder)") } else { verdict.to_string() };
            writeln!(
                out,
                "{:>6}..{:<6} {:<14} {:<5} {:<28} {:<40} {}",
                r.span.start, r.span.end, r.span.label.name(), r.span.score, r.span.rule, value, verdict
            )?;
        }
        if records.is_empty() {
            writeln!(out, "no candidates")?;
        }
    }
    out.commit()
}
