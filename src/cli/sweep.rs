//! `blackbar sweep`: recall per gold label and precision at thresholds 0.00 … 1.00, from one detection pass.

use blackbar::eval::sweep::{Sweep, SweepReport, STEPS};

use super::eval::{check_all_matched, load_predictions, open_docs, pred_spans, print, Progress};
use super::{policy, CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "sweep",
    values: &["--gold", "--pred", "--format", "--preset", "--config", "--output"],
    switches: &["--json"],
    max_positionals: 0,
    help: "\
usage: blackbar sweep --gold FILE [--pred FILE] [--format F] [--preset NAME] [--config FILE] [--json] [--output FILE]

Strict recall per gold label, precision and over-redaction at thresholds 0.00, 0.05, ..., 1.00. Without --pred,
blackbar detects once per document and re-resolves its candidates at each threshold; with --pred, predicted spans are
kept when their score (1.0 when absent) reaches the threshold. Gold formats as for `blackbar eval`.

  --preset NAME  detection preset (its labels apply; every label's threshold is what is swept)
  --config FILE  detection configuration (labels, allow-list and rules apply; thresholds are swept)
  --json         {\"thresholds\", \"overall\", \"labels\": {LABEL: {\"mentions\", \"full\", \"recall_strict\"}},
                 \"predicted_labels\"}: one value per threshold in each array
  --output FILE  write to FILE instead of standard output, atomically (FILE is replaced only on success)",
};

/// Runs the subcommand.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let policy = policy(&args)?;
    let gold_path = args.value("--gold").ok_or_else(|| CliError::new("--gold FILE is required"))?;
    let docs = open_docs(gold_path, args.value("--format"))?;
    let mut preds = args.value("--pred").map(load_predictions).transpose()?;
    let mut sweep = Sweep::new(&policy);
    let mut progress = Progress::new("sweep");
    for doc in docs {
        let doc = doc?;
        match &mut preds {
            Some((name, map)) => {
                let red = match map.remove(&doc.id) {
                    Some(p) => pred_spans(name, &p, &doc, None)?,
                    None => Vec::new(),
                };
                sweep.add_scored(&doc, &red);
            }
            None => sweep.add_candidates(&doc, &blackbar::default_engine().candidates(&doc.text, &policy)),
        }
        progress.tick(doc.text.len());
    }
    progress.done();
    if let Some((name, map)) = &preds {
        check_all_matched(name, gold_path, map)?;
    }
    let rep = sweep.report();
    print(args.switch("--json"), args.value("--output"), &rep, || render(&rep))
}

fn render(rep: &SweepReport) -> String {
    use std::fmt::Write as _;
    // One row per gold label, one column per threshold: each label's cliff reads left to right.
    let cell = |x: Option<f64>| x.map_or("—".to_string(), |v| format!("{:.0}", v * 100.0));
    let names: Vec<String> = rep.labels.iter().map(|(l, c)| format!("{l} ({})", c.mentions)).collect();
    let w = names.iter().map(|n| n.chars().count()).max().unwrap_or(0).max(16);
    let mut s = String::new();
    let _ = writeln!(s, "{} documents; strict recall (%) per gold label at each threshold\n", rep.documents);
    let _ = write!(s, "{:<w$}", "threshold");
    for t in &rep.thresholds {
        let _ = write!(s, " {:>4}", format!("{:.2}", t).trim_start_matches('0'));
    }
    let _ = writeln!(s);
    for (name, c) in names.iter().zip(rep.labels.values()) {
        let _ = write!(s, "{name:<w$}");
        for i in 0..STEPS {
            let _ = write!(s, " {:>4}", cell(c.recall_strict[i]));
        }
        let _ = writeln!(s);
    }
    let o = &rep.overall;
    let rows: [(&str, &Vec<Option<f64>>); 3] =
        [("all", &o.recall_strict), ("precision", &o.precision), ("over-redaction", &o.over_redaction)];
    for (name, v) in rows {
        let _ = write!(s, "{name:<w$}");
        for x in v {
            let _ = write!(s, " {:>4}", cell(*x));
        }
        let _ = writeln!(s);
    }
    let _ = write!(s, "{:<w$}", "redacted spans");
    for n in &o.predicted {
        let _ = write!(s, " {n:>4}");
    }
    let _ = writeln!(s);
    s
}
