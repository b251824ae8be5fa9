//! `blackbar eval`: scores redactions against gold spans (or runs the built-in controls).
//!
//! Also home of what the other evaluation subcommands share: opening a gold file in any supported format as a
//! stream of documents, loading predictions, progress on stderr, and number formatting.

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Read, Write};
use std::time::{Duration, Instant};

use blackbar::eval::why::Detection;
use blackbar::eval::{controls, Evaluator, Options, Report, Tally};
use blackbar::Engine;
use blackbar::formats::gold::{from_markup, read_predictions_all, DocReader, GoldDoc, LineFormat, PredDoc, Redacted};
use blackbar::limits::{check, MAX_DOCUMENT_BYTES, MAX_ERRORS, MAX_FILE_BYTES};
use blackbar::formats::tab;

use super::docs::{Errors, BATCH_BYTES, BATCH_DOCS};
use super::{policy, CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "eval",
    values: &["--gold", "--pred", "--format", "--preset", "--threshold", "--config", "--examples", "--output"],
    switches: &["--json", "--controls"],
    max_positionals: 0,
    help: "\
usage: blackbar eval --gold FILE [--pred FILE] [--format F] [--preset NAME] [--threshold T] [--config FILE] [--json]
                     [--examples N]
       blackbar eval --controls [--preset NAME] [--threshold T] [--config FILE] [--json]

Scores redactions against gold spans, all-or-nothing: a mention is caught (full) only when every non-whitespace
character is redacted; partial and missed mentions are counted apart, per gold label, with Wilson 95% intervals.

  --gold FILE      gold documents (`-` reads standard input); offsets in Unicode code points
  --format F       gold (JSON Lines {\"id\",\"text\",\"spans\":[{\"start\",\"end\",\"label\",\"entity_id\"?,...}]}),
                   tab (Text Anonymization Benchmark JSON), privacy-mask (rows {\"source_text\",\"privacy_mask\"}),
                   markup (one document of [[LABEL:value]] inline markup; SRT/WebVTT cue numbers and timings
                   inside a value need not be redacted); default: tab for *.json, markup for *.txt/*.srt/*.vtt,
                   privacy-mask when the first line has \"privacy_mask\", else gold. A directory: every *.txt,
                   *.srt and *.vtt file in it is one markup document
  --pred FILE      predictions, JSON Lines {\"id\",\"spans\":[{\"start\",\"end\",\"label\",\"score\"?}]}, read whole into
                   memory (they carry no text); a gold document with no line there counts as nothing redacted.
                   Without --pred, blackbar detects itself and says why each uncaught mention was missed.
  --preset NAME    without --pred: the detection preset (direct, the default; strict, hipaa, full)
  --threshold T    without --pred: the detection threshold; with --pred: ignore predicted spans scoring below T
  --config FILE    without --pred: a JSON detection configuration (as for `blackbar detect`)
  --json           print the report as JSON (fields: overall, labels, predicted_labels, nervaluate, ...)
  --examples N     how many false positives and uncaught mentions to list (default 20)
  --output FILE    write the report to FILE instead of standard output, atomically (replaced only on success)
  --controls       run the built-in controls instead: clean documents (every detection is spurious) and one
                   positive control per label (labels without a recognizer show as missed)

The gold file is streamed one document at a time: memory stays bounded on large corpora. A malformed document
stops the scoring but not the reading: every error of the file (up to 20) is listed, and no report is written.",
};

/// Runs the subcommand.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let policy = policy(&args)?;
    let json = args.switch("--json");
    if args.switch("--controls") {
        if args.value("--gold").is_some() || args.value("--pred").is_some() {
            return Err(CliError::new("--controls takes no --gold or --pred"));
        }
        let rep = controls::run(blackbar::default_engine(), &policy);
        return print(json, args.value("--output"), &rep, || render_controls(&rep));
    }
    let gold_path = args.value("--gold").ok_or_else(|| CliError::new("--gold FILE is required (or --controls)"))?;
    let examples = args.parsed::<usize>("--examples")?.unwrap_or(20);
    let docs = open_docs(gold_path, args.value("--format"))?;
    let mut preds = args.value("--pred").map(load_predictions).transpose()?;
    let threshold = args.parsed::<f32>("--threshold")?;
    let mut ev = Evaluator::new(Options { max_examples: examples, ..Options::default() });
    let mut progress = Progress::new("eval");
    // Input errors met while streaming documents: once there is one, scoring stops (a score of part of a corpus would
    // mislead) but reading goes on, so every error (up to MAX_ERRORS) is reported at once.
    let mut errors = Errors::default();
    // Without --pred, documents are detected in batches of about 1 MiB of text (Engine::candidates_many: the same
    // candidates as one at a time, at about half the cost), scored in input order.
    let mut batch: Vec<GoldDoc> = Vec::new();
    let mut batch_bytes = 0;
    let score_batch = |batch: &mut Vec<GoldDoc>, ev: &mut Evaluator, progress: &mut Progress| {
        let engine = blackbar::default_engine();
        let texts: Vec<&str> = batch.iter().map(|d| d.text.as_str()).collect();
        for (doc, candidates) in batch.iter().zip(engine.candidates_many(&texts, &policy)) {
            let resolution = Engine::resolve_candidates(&doc.text, &candidates, &policy);
            let det = Detection { candidates, resolution };
            ev.add(doc, &det.redacted(), Some((&det, &policy)));
            progress.tick(doc.text.len());
        }
        batch.clear();
    };
    for doc in docs {
        let Some(doc) = errors.check(doc) else { continue };
        if errors.full() {
            break;
        }
        match &mut preds {
            Some((name, map)) => {
                let red = match map.remove(&doc.id) {
                    Some(p) => match errors.check(pred_spans(name, &p, &doc, threshold)) {
                        Some(red) => red,
                        None => continue,
                    },
                    None => Vec::new(),
                };
                if errors.any() {
                    continue;
                }
                ev.add(&doc, &red, None);
                progress.tick(doc.text.len());
            }
            None if errors.any() => {}
            None => {
                batch_bytes += doc.text.len();
                batch.push(doc);
                if batch_bytes >= BATCH_BYTES || batch.len() >= BATCH_DOCS {
                    score_batch(&mut batch, &mut ev, &mut progress);
                    batch_bytes = 0;
                }
            }
        }
    }
    if !errors.any() && !batch.is_empty() {
        score_batch(&mut batch, &mut ev, &mut progress);
    }
    progress.done();
    errors.into_result()?;
    if let Some((name, map)) = &preds {
        check_all_matched(name, gold_path, map)?;
    }
    let rep = ev.report();
    let source = match &preds {
        Some((name, _)) => format!("redactions from {name}"),
        None => format!("redactions by blackbar, {}", describe(&policy)),
    };
    print(json, args.value("--output"), &rep, || render_report(&rep, gold_path, &source))
}

/// The preset and threshold of a policy, for headings.
pub fn describe(policy: &blackbar::Policy) -> String {
    let c = &policy.config;
    let mut s = format!("preset {}", c.preset.as_deref().unwrap_or(blackbar::config::PRESETS[0].name));
    if let Some(t) = c.threshold {
        s.push_str(&format!(", threshold {t}"));
    }
    if c.labels.is_some() || !c.thresholds.is_empty() || !c.allow.is_empty() || !c.rules.is_empty() {
        s.push_str(", customised");
    }
    s
}

/// Writes `value` as pretty JSON, or the text `render` makes, to standard output or atomically to `output`
/// (`--output FILE`). The whole report is made in memory first, so nothing is written when making it fails.
pub fn print<T: serde::Serialize>(
    json: bool,
    output: Option<&str>,
    value: &T,
    render: impl FnOnce() -> String,
) -> Result<(), CliError> {
    let body = if json {
        let mut v = serde_json::to_vec_pretty(value).map_err(|e| CliError::new(format!("writing output: {e}")))?;
        v.push(b'\n');
        v
    } else {
        render().into_bytes()
    };
    super::out::write_atomically(output, |out| out.write_all(&body).map_err(CliError::from))
}

/// Loads a prediction file (`-` for stdin) into a map by id; returns its display name too.
pub fn load_predictions(path: &str) -> Result<(String, HashMap<String, PredDoc>), CliError> {
    let reader = open_reader(path)?;
    let map = read_predictions_all(reader, MAX_ERRORS).map_err(|errors| {
        CliError::new(errors.iter().map(|e| format!("{path}:{e}")).collect::<Vec<_>>().join("\n"))
    })?;
    Ok((path.to_string(), map))
}

/// A prediction's spans against its gold document, filtered by `threshold` when given.
pub fn pred_spans(name: &str, p: &PredDoc, doc: &GoldDoc, threshold: Option<f32>) -> Result<Vec<Redacted>, CliError> {
    let mut red = p.to_spans(&doc.text).map_err(|e| CliError::new(format!("{name}:{e}")))?;
    if let Some(t) = threshold {
        red.retain(|r| r.score.map_or(true, |s| s >= t));
    }
    Ok(red)
}

/// Every prediction must name a gold document. `left` holds the predictions no gold document claimed (each
/// matched prediction is removed from the map as its document arrives); the earliest by line is the error.
pub fn check_all_matched(name: &str, gold: &str, left: &HashMap<String, PredDoc>) -> Result<(), CliError> {
    match left.values().min_by_key(|p| p.line) {
        None => Ok(()),
        Some(p) => Err(CliError::new(format!("{name}:{}: id: {:?} is not in the gold file {gold}", p.line, p.id))),
    }
}

/// Opens a file (or stdin for `-`) for buffered reading.
pub fn open_reader(path: &str) -> Result<Box<dyn BufRead>, CliError> {
    if path == "-" {
        return Ok(Box::new(BufReader::new(io::stdin())));
    }
    let f = File::open(path).map_err(|e| CliError::new(format!("cannot read {path}: {e}")))?;
    Ok(Box::new(BufReader::with_capacity(1 << 16, f)))
}

/// The gold formats `--format` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoldFormat {
    /// Gold JSON Lines.
    Gold,
    /// TAB JSON.
    Tab,
    /// Privacy-mask rows.
    PrivacyMask,
    /// Inline markup, one document.
    Markup,
}

/// Opens gold documents as a stream; errors carry the file name, line and field.
pub fn open_docs(path: &str, format: Option<&str>) -> Result<Box<dyn Iterator<Item = Result<GoldDoc, CliError>>>, CliError> {
    if std::path::Path::new(path).is_dir() {
        return markup_dir(path);
    }
    let mut reader = open_reader(path)?;
    let format = match format {
        Some("gold" | "jsonl") => GoldFormat::Gold,
        Some("tab") => GoldFormat::Tab,
        Some("privacy-mask") => GoldFormat::PrivacyMask,
        Some("markup") => GoldFormat::Markup,
        Some(other) => {
            return Err(CliError::new(format!("--format {other:?}: expected gold, tab, privacy-mask or markup")))
        }
        None if path.ends_with(".json") => GoldFormat::Tab,
        None if [".txt", ".srt", ".vtt"].iter().any(|x| path.ends_with(x)) => GoldFormat::Markup,
        None => {
            let head = reader.fill_buf().map_err(|e| CliError::new(format!("cannot read {path}: {e}")))?;
            let first = head.split(|&b| b == b'\n').find(|l| !l.iter().all(u8::is_ascii_whitespace)).unwrap_or(b"");
            if String::from_utf8_lossy(first).contains("\"privacy_mask\"") {
                GoldFormat::PrivacyMask
            } else {
                GoldFormat::Gold
            }
        }
    };
    let name = path.to_string();
    let whole = |reader: Box<dyn BufRead>| -> Result<String, CliError> {
        let mut bytes = Vec::new();
        reader
            .take(MAX_FILE_BYTES as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| CliError::new(format!("cannot read {path}: {e}")))?;
        check(&format!("{path}: the file"), bytes.len(), MAX_FILE_BYTES).map_err(|e| CliError::new(e.to_string()))?;
        String::from_utf8(bytes).map_err(|e| {
            CliError::new(format!("{path}: not UTF-8 text (invalid byte at offset {})", e.utf8_error().valid_up_to()))
        })
    };
    match format {
        GoldFormat::Gold | GoldFormat::PrivacyMask => {
            let lf = if format == GoldFormat::Gold { LineFormat::Gold } else { LineFormat::PrivacyMask };
            Ok(Box::new(DocReader::new(reader, lf).map(move |d| d.map_err(|e| CliError::new(format!("{name}:{e}"))))))
        }
        GoldFormat::Tab => {
            let docs = tab::parse_all(&whole(reader)?, MAX_ERRORS).map_err(|errors| {
                CliError::new(errors.iter().map(|e| format!("{name}: {e}")).collect::<Vec<_>>().join("\n"))
            })?;
            Ok(Box::new(docs.into_iter().map(Ok)))
        }
        GoldFormat::Markup => {
            let doc = from_markup(&name, &name, &whole(reader)?).map_err(|e| CliError::new(format!("{name}: {e}")))?;
            Ok(Box::new(std::iter::once(Ok(doc))))
        }
    }
}

/// A directory of inline-markup documents (`*.txt`, `*.srt`, `*.vtt`, sorted by name; id = the file name),
/// read one at a time.
fn markup_dir(dir: &str) -> Result<Box<dyn Iterator<Item = Result<GoldDoc, CliError>>>, CliError> {
    let read_err = |e: std::io::Error| CliError::new(format!("cannot read {dir}: {e}"));
    let mut paths: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .map_err(read_err)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "txt" || x == "srt" || x == "vtt"))
        .collect();
    paths.sort();
    if paths.is_empty() {
        return Err(CliError::new(format!("{dir}: no *.txt, *.srt or *.vtt files")));
    }
    Ok(Box::new(paths.into_iter().map(|p| {
        let shown = p.display().to_string();
        let size = std::fs::metadata(&p).map(|m| m.len()).map_err(|e| CliError::new(format!("cannot read {shown}: {e}")))?;
        check(&format!("{shown}: the file"), usize::try_from(size).unwrap_or(usize::MAX), MAX_DOCUMENT_BYTES)
            .map_err(|e| CliError::new(e.to_string()))?;
        let text = std::fs::read_to_string(&p).map_err(|e| CliError::new(format!("cannot read {shown}: {e}")))?;
        let id = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        from_markup(&id, &id, &text).map_err(|e| CliError::new(format!("{shown}: {e}")))
    })))
}

/// Progress on stderr: a self-updating line when stderr is a terminal, else a line every 10,000 documents.
pub struct Progress {
    what: &'static str,
    tty: bool,
    docs: u64,
    bytes: u64,
    start: Instant,
    last: Instant,
    shown: bool,
}

impl Progress {
    /// A progress counter for `what`.
    pub fn new(what: &'static str) -> Progress {
        let now = Instant::now();
        Progress { what, tty: io::stderr().is_terminal(), docs: 0, bytes: 0, start: now, last: now, shown: false }
    }

    /// One more document of `bytes` bytes.
    pub fn tick(&mut self, bytes: usize) {
        self.docs += 1;
        self.bytes += bytes as u64;
        if self.tty {
            if self.last.elapsed() >= Duration::from_millis(250) && self.start.elapsed() >= Duration::from_secs(1) {
                self.last = Instant::now();
                self.shown = true;
                eprint!("\r{}: {} documents, {:.1} MB", self.what, self.docs, self.bytes as f64 / 1e6);
            }
        } else if self.docs % 10_000 == 0 {
            eprintln!("{}: {} documents, {:.1} MB", self.what, self.docs, self.bytes as f64 / 1e6);
        }
    }

    /// Clears the line.
    pub fn done(&mut self) {
        if self.shown {
            eprint!("\r{}\r", " ".repeat(60));
        }
    }
}

/// A rate as a percentage with one decimal, or `—`.
pub fn pct(x: Option<f64>) -> String {
    x.map_or("—".to_string(), |v| format!("{:.1}%", v * 100.0))
}

/// A Wilson interval as `[a–b]` percentages, or empty.
pub fn interval(ci: Option<[f64; 2]>) -> String {
    ci.map_or(String::new(), |[a, b]| format!("[{:.1}–{:.1}]", a * 100.0, b * 100.0))
}

fn render_report(rep: &Report, gold: &str, source: &str) -> String {
    use std::fmt::Write as _;
    let o = &rep.overall;
    let mut s = String::new();
    let _ = writeln!(s, "{gold}: {} documents, {} gold mentions; {source}\n", o.documents, o.tally.mentions);
    let _ = writeln!(
        s,
        "{:<16} {:>8} {:>7} {:>7} {:>7}  {:<22} {:>8}  {:<22}",
        "gold label", "mentions", "full", "partial", "miss", "strict recall [95%]", "lenient", "entity recall [95%]"
    );
    let row = |s: &mut String, name: &str, t: &Tally, entity: Option<(Option<f64>, Option<[f64; 2]>)>| {
        let _ = write!(
            s,
            "{name:<16} {:>8} {:>7} {:>7} {:>7}  {:<22} {:>8}",
            t.mentions,
            t.full,
            t.partial,
            t.miss,
            format!("{} {}", pct(t.recall_strict), interval(t.recall_strict_ci)),
            pct(t.recall_lenient)
        );
        match entity {
            Some((re, rec)) => writeln!(s, "  {:<22}", format!("{} {}", pct(re), interval(rec))),
            None => writeln!(s),
        }
        .ok();
    };
    for (name, l) in &rep.labels {
        row(&mut s, name, &l.tally, Some((l.recall_entity, l.recall_entity_ci)));
    }
    for (name, t) in &rep.identifier_types {
        row(&mut s, &format!("({name})"), &t.tally, None);
    }
    row(&mut s, "all", &o.tally, Some((o.recall_entity, o.recall_entity_ci)));
    let _ = writeln!(s, "\n{:<16} {:>8} {:>9}  {:<22}", "redacted as", "spans", "false pos", "precision [95%]");
    for (name, p) in &rep.predicted_labels {
        let _ = writeln!(s, "{name:<16} {:>8} {:>9}  {} {}", p.predicted, p.false_positives, pct(p.precision), interval(p.precision_ci));
    }
    let _ = writeln!(s, "{:<16} {:>8} {:>9}  {} {}", "all", o.predicted, o.false_positives, pct(o.precision), interval(o.precision_ci));
    let _ = writeln!(
        s,
        "\nover-redaction: {} {} ({} of {} tokens outside gold mentions destroyed)",
        pct(o.over_redaction),
        interval(o.over_redaction_ci),
        o.over_redacted_tokens,
        o.clean_tokens
    );
    let _ = writeln!(
        s,
        "leaking documents: {} of {} ({} {})",
        o.leaking_documents,
        o.documents,
        pct(o.leaking_documents_rate),
        interval(o.leaking_documents_ci)
    );
    let shapes: Vec<String> = rep.second_pass.shapes.iter().map(|(k, v)| format!("{} {v}", shape_name(*k))).collect();
    let _ = writeln!(
        s,
        "second pass over the masked output: {} documents with surviving shapes{}",
        rep.second_pass.leaking_documents,
        if shapes.is_empty() { String::new() } else { format!(" ({})", shapes.join(", ")) }
    );
    let confusion: Vec<String> = rep
        .labels
        .iter()
        .flat_map(|(g, l)| l.redacted_as.iter().map(move |(p, n)| format!("{g} → {p}: {n}")))
        .collect();
    if !confusion.is_empty() {
        let _ = writeln!(s, "\nredacted as (gold label → predicted label: mentions touched)\n  {}", confusion.join("\n  "));
    }
    let _ = writeln!(s, "\n{:<9} {:>8} {:>9} {:>8} {:>7} {:>8} {:>10} {:>7} {:>7}", "nervaluate", "correct", "incorrect", "partial", "missed", "spurious", "precision", "recall", "f1");
    for name in ["strict", "exact", "partial", "type"] {
        let n = &rep.nervaluate[name];
        let c = &n.counts;
        let _ = writeln!(
            s,
            "{name:<10} {:>8} {:>9} {:>8} {:>7} {:>8} {:>10} {:>7} {:>7}",
            c.correct, c.incorrect, c.partial, c.missed, c.spurious, pct(n.precision), pct(n.recall), pct(n.f1)
        );
    }
    if let Some(why) = &rep.why_missed {
        let _ = writeln!(s, "\nwhy not caught (partial or missed mentions, by the closest candidate's fate)");
        for (label, reasons) in why {
            let r: Vec<String> = reasons.iter().map(|(k, v)| format!("{k} {v}")).collect();
            let _ = writeln!(s, "  {label:<16} {}", r.join(", "));
        }
    }
    if !rep.false_positives.is_empty() {
        let _ = writeln!(s, "\nfirst false positives");
        for e in &rep.false_positives {
            let _ = writeln!(s, "  {}:{}-{} {}  {}", e.id, e.start, e.end, e.label, e.context);
        }
    }
    if !rep.not_caught.is_empty() {
        let _ = writeln!(s, "\nfirst mentions not caught");
        for e in &rep.not_caught {
            let cov = e.coverage.map_or("", |c| if c == blackbar::eval::score::Coverage::Partial { "partial" } else { "miss" });
            let why = e.reason.map_or(String::new(), |r| format!(" ({})", r.name()));
            let _ = writeln!(s, "  {}:{}-{} {} {cov}{why}  {}", e.id, e.start, e.end, e.label, e.context);
        }
    }
    trim_lines(&s)
}

/// Drops the padding spaces at the ends of lines.
pub fn trim_lines(s: &str) -> String {
    s.lines().map(str::trim_end).collect::<Vec<_>>().join("\n") + "\n"
}

/// The snake_case name of a leak shape, as in JSON.
pub fn shape_name(shape: blackbar::eval::leaks::Shape) -> String {
    serde_json::to_value(shape).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

fn render_controls(rep: &controls::ControlsReport) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    let _ = writeln!(s, "clean controls: {} documents, {} spurious detections", rep.clean_documents, rep.spurious.len());
    for sp in &rep.spurious {
        let _ = writeln!(s, "  clean #{} {}-{} {} ({}): {:?}", sp.document, sp.start, sp.end, sp.label, sp.rule, sp.text);
    }
    let _ = writeln!(s, "positive controls: {} of {} caught whole", rep.caught, rep.positive_controls);
    for p in &rep.positives {
        let status = match p.coverage {
            blackbar::eval::score::Coverage::Full => "caught",
            blackbar::eval::score::Coverage::Partial => "PARTIAL",
            blackbar::eval::score::Coverage::Miss => "MISSED",
        };
        let as_: Vec<&str> = p.found_as.iter().map(|l| l.name()).collect();
        let found = if as_.is_empty() { String::new() } else { format!(" as {}", as_.join(", ")) };
        let _ = writeln!(s, "  {:<16} {:<8}{found}  {:?}", p.label, status, p.value);
    }
    s
}

