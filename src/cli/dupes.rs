//! `blackbar dupes`: near-duplicate documents (corpus independence).

use blackbar::eval::dupes::{Dupes, DupesReport, DEFAULT_THRESHOLD, STOP_SHARE};
use blackbar::formats::tab;

use super::eval::{open_reader, print};
use super::leaks::each_id_text;
use super::{CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "dupes",
    values: &["--threshold", "--output"],
    switches: &["--json"],
    max_positionals: 1,
    help: "\
usage: blackbar dupes [--threshold J] [--json] [--output FILE] [FILE|-]

Near-duplicate documents: Jaccard similarity over lower-cased alphanumeric tokens, after removing tokens present in
90% or more of the documents (corpora of 10 documents or more). Lists the pairs at or above the threshold and the
closest pair below it. Compares all pairs.

  FILE            JSON Lines with {\"id\",\"text\"} (gold and detect-input files qualify) or TAB JSON (*.json)
  --threshold J   similarity from 0 to 1 (default 0.8)
  --output FILE  write to FILE instead of standard output, atomically (FILE is replaced only on success)",
};

/// Runs the subcommand.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let threshold = args.parsed::<f64>("--threshold")?.unwrap_or(DEFAULT_THRESHOLD);
    if !(0.0..=1.0).contains(&threshold) {
        return Err(CliError::new(format!("--threshold must be between 0 and 1, got {threshold}")));
    }
    let path = args.positionals.first().map_or("-", String::as_str);
    let mut reader = open_reader(path)?;
    let mut dupes = Dupes::default();
    if path.ends_with(".json") {
        let mut s = String::new();
        reader.read_to_string(&mut s).map_err(|e| CliError::new(format!("cannot read {path}: {e}")))?;
        for d in tab::parse(&s).map_err(|e| CliError::new(format!("{path}: {e}")))? {
            dupes.add(&d.id, &d.text);
        }
    } else {
        each_id_text(reader, path, "dupes", |id, text| dupes.add(&id, text))?;
    }
    let rep = dupes.report(threshold);
    print(args.switch("--json"), args.value("--output"), &rep, || render(&rep))
}

fn render(rep: &DupesReport) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} documents, {} stop tokens removed (in ≥{:.0}% of documents); {} pairs with Jaccard ≥ {}",
        rep.documents,
        rep.stop_tokens,
        STOP_SHARE * 100.0,
        rep.pairs.len(),
        rep.threshold
    );
    for p in &rep.pairs {
        let _ = writeln!(s, "  {:.4}  {}  {}", p.jaccard, p.a, p.b);
    }
    match &rep.closest_below {
        Some(p) => {
            let _ = writeln!(s, "closest pair below the threshold: {:.4}  {}  {}", p.jaccard, p.a, p.b);
        }
        None => {
            let _ = writeln!(s, "no pair below the threshold");
        }
    }
    s
}

use std::io::Read;
