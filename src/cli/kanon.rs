//! `blackbar kanon`: how many records are unique on a set of quasi-identifiers, and how coarsening helps.

use blackbar::eval::kanon::{analyze, record_from_spans, KanonReport};
use blackbar::formats::records;

use super::eval::{open_docs, print};
use super::{policy, read_input, CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "kanon",
    values: &["--attrs", "--format", "--docs", "--preset", "--config", "--output"],
    switches: &["--json", "--detected"],
    max_positionals: 1,
    help: "\
usage: blackbar kanon --attrs A,B,... [--format csv|jsonl] [--json] [--output FILE] [FILE|-]
       blackbar kanon --attrs LABEL,... --docs GOLD [--detected [--preset NAME] [--config FILE]] [--json]

Redaction is not anonymisation: counts the records that are unique on the chosen quasi-identifiers (k = 1), the
k histogram, and both again with dates coarsened to year then decade and postcodes to a prefix then 2 characters.

  FILE           records: CSV with a header row, or JSON Lines of flat objects
  --attrs A,B    the quasi-identifier fields (a name with date/dob/birth is a date; post/zip a postcode)
  --format F     default: jsonl when the first character is `{`, else csv
  --docs GOLD    records from documents instead (any gold format `blackbar eval` reads): each document is a record
                 whose attribute LABEL is the text of its first span with that label (DATE_OF_BIRTH, POSTCODE, AGE,
                 DEMOGRAPHIC, ...), empty when it has none
  --detected     with --docs: take the spans blackbar detects (default preset strict) instead of the gold spans
  --output FILE  write to FILE instead of standard output, atomically (FILE is replaced only on success)",
};

/// Runs the subcommand.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let attrs: Vec<String> = args
        .value("--attrs")
        .ok_or_else(|| CliError::new("--attrs A,B,... is required"))?
        .split(',')
        .map(|a| a.trim().to_string())
        .filter(|a| !a.is_empty())
        .collect();
    if attrs.is_empty() {
        return Err(CliError::new("--attrs names no field"));
    }
    if let Some(docs) = args.value("--docs") {
        if !args.positionals.is_empty() {
            return Err(CliError::new("give a records FILE or --docs GOLD, not both"));
        }
        let mut recs = Vec::new();
        let mut policy = if args.switch("--detected") { Some(policy(&args)?) } else { None };
        if let Some(p) = &mut policy {
            if args.value("--preset").is_none() && p.config.preset.is_none() {
                let mut c = p.config.clone();
                c.preset = Some("strict".into());
                *p = c.compile().map_err(|e| CliError::new(e.to_string()))?;
            }
        }
        for doc in open_docs(docs, None)? {
            let doc = doc?;
            let rec = match &policy {
                Some(p) => {
                    let found = blackbar::default_engine().analyze(&doc.text, p);
                    record_from_spans(&doc.text, found.iter().map(|f| (f.label.name(), f.span)), &attrs)
                }
                None => record_from_spans(&doc.text, doc.spans.iter().map(|g| (g.label.as_str(), g.span)), &attrs),
            };
            recs.push(rec);
        }
        let rep = analyze(&recs, &attrs);
        return print(args.switch("--json"), args.value("--output"), &rep, || render(&rep));
    }
    if args.switch("--detected") {
        return Err(CliError::new("--detected needs --docs GOLD"));
    }
    let input = read_input(args.positionals.first().map(String::as_str))?;
    let jsonl = match args.value("--format") {
        Some("jsonl") => true,
        Some("csv") => false,
        Some(other) => return Err(CliError::new(format!("--format {other:?}: expected csv or jsonl"))),
        None => input.text.trim_start().starts_with('{'),
    };
    let recs = if jsonl { records::parse_jsonl(&input.text) } else { records::parse_csv(&input.text) }
        .map_err(|e| CliError::new(format!("{}:{e}", input.name)))?;
    if let Some(first) = recs.first() {
        for a in &attrs {
            if !first.iter().any(|(n, _)| n == a) {
                let known: Vec<&str> = first.iter().map(|(n, _)| n.as_str()).collect();
                return Err(CliError::new(format!("--attrs: no field {a:?} (fields: {})", known.join(", "))));
            }
        }
    }
    let rep = analyze(&recs, &attrs);
    print(args.switch("--json"), args.value("--output"), &rep, || render(&rep))
}

fn render(rep: &KanonReport) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    let names: Vec<&str> = rep.attributes.iter().map(|(a, _)| a.as_str()).collect();
    let _ = writeln!(s, "{} records on {}\n", rep.records, names.join(" + "));
    let _ = writeln!(s, "{:<5} {:>8} {:>8} {:>8}  {:<28} coarsening", "level", "classes", "unique", "share", "records with k = 1/2/3-4/5-9/10+");
    for l in &rep.levels {
        let hist: Vec<String> = l.k_histogram.iter().map(|(_, n)| n.to_string()).collect();
        let _ = writeln!(
            s,
            "{:<5} {:>8} {:>8} {:>8}  {:<28} {}",
            l.level,
            l.classes,
            l.unique,
            super::eval::pct(l.unique_share),
            hist.join(" / "),
            l.description
        );
    }
    s
}
