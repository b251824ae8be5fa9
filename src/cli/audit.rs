//! `blackbar audit <step>`: the over-redaction audit of a redaction manifest (src/audit/), one step per
//! subcommand. Every step reads the manifest once, streamed; the sample is a function of the manifest, `--size` and
//! `--seed`, so the later steps recompute it rather than read it back.

use std::io::Write;

use blackbar::audit::agree::{agreement, Agreement};
use blackbar::audit::labels::{Judgement, Labels};
use blackbar::audit::manifest::{ColumnMap, Format, ManifestReader};
use blackbar::audit::profile::{Profile, Row};
use blackbar::audit::report::{est_ci, pct, pct_ci, report};
use blackbar::audit::score::{score, Score};
use blackbar::audit::texts::Texts;
use blackbar::audit::threshold::{bands, parse_edges, Band, DEFAULT_EDGES};
use blackbar::audit::{scan, Options, Scan};

use super::eval::{open_reader, print};
use super::out::Output;
use super::{CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "audit",
    values: &["--texts", "--format", "--map", "--size", "--seed", "--context", "--labels", "--reviewers", "--bands", "--output"],
    switches: &["--json", "--html"],
    max_positionals: 2,
    help: "\
usage: blackbar audit <step> MANIFEST [options]

How much useful text a redaction destroyed, from its span manifest and the delivered texts (no original text).

steps:
  profile   redacted tokens / total tokens by type, by field and by (type, field) stratum; flags fields whose share
            is more than twice the median of the other fields
  sample    the stratified sample as JSON Lines: per (type, field), --size spans (small strata whole), seeded;
            with --texts each span comes with its context in the delivered text
  agree     Cohen's kappa and raw agreement of two reviewers per stratum; the disagreements and their adjudication
  score     precision, over-redaction, estimated wrongly removed tokens per stratum (Wilson 95%); precision by
            confidence band
  report    all of it as JSON (default) or --html: a printable page with the labelled records in context

  MANIFEST           one record per redacted span, JSON Lines or CSV (`-` reads standard input): id, field, out_start,
                     out_end (the span in the DELIVERED text, code points), label, rule, score, operator, entity
  --format F         jsonl or csv (default: csv for a name ending in .csv, else jsonl)
  --map M            another supplier's column names: COLUMN=FIELD,... (doc_id=id,type=label,begin=out_start,...)
  --texts FILE       delivered texts, JSON Lines {\"id\", \"field\"?, \"text\"}: token counts and context
  --size N           spans sampled per stratum (default 200)
  --seed S           seed of the sample (default 1)
  --context N        code points of context either side of a sampled span (default 60)
  --labels F[,F]     reviewers' labels, JSON Lines {\"id\",\"field\",\"out_start\",\"out_end\",\"reviewer\",\"label\",
                     \"reason\"?} (label: true_pii, false_positive, unsure; reason: product_name, part_number,
                     business_address, system_date, other; reviewer `adjudicated` for adjudicated labels)
  --reviewers A,B    the two reviewers compared and combined (default A,B)
  --bands E,E        inner edges of the confidence bands (default 0.5,0.6,0.7,0.8,0.9)
  --json             JSON instead of tables (profile, agree, score)
  --html             report: the printable HTML page instead of JSON
  --output FILE      write to FILE instead of standard output, atomically (FILE is replaced only on success)",
};

/// Runs `blackbar audit ...`.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let args = match SPEC.parse(argv)? {
        Parsed::Help => return Ok(()),
        Parsed::Run(a) => a,
    };
    let step = args.positionals.first().map(String::as_str).ok_or_else(|| CliError::new("which step? profile, sample, agree, score or report (see `blackbar audit --help`)"))?;
    if !["profile", "sample", "agree", "score", "report"].contains(&step) {
        return Err(CliError::new(format!("unknown step {step:?} (profile, sample, agree, score or report)")));
    }
    let manifest = args.positionals.get(1).map(String::as_str).ok_or_else(|| CliError::new("missing MANIFEST (a file, or - for standard input)"))?;
    let format = match args.value("--format") {
        Some(f) => f.parse::<Format>().map_err(CliError::new)?,
        None => Format::from_name(manifest),
    };
    let map = ColumnMap::parse(args.value("--map").unwrap_or("")).map_err(|e| CliError::new(format!("--map {e}")))?;
    let defaults = Options::default();
    let options = Options {
        size: args.parsed("--size")?.unwrap_or(defaults.size),
        seed: args.parsed("--seed")?.unwrap_or(defaults.seed),
        context: args.parsed("--context")?.unwrap_or(defaults.context),
    };
    if options.size == 0 {
        return Err(CliError::new("--size must be at least 1"));
    }
    let edges = match args.value("--bands") {
        Some(b) => parse_edges(b).map_err(|e| CliError::new(format!("--bands: {e}")))?,
        None => DEFAULT_EDGES.to_vec(),
    };
    let reviewers: Vec<String> = args.value("--reviewers").unwrap_or("A,B").split(',').map(|s| s.trim().to_string()).collect();
    let [a, b] = <[String; 2]>::try_from(reviewers).map_err(|r| CliError::new(format!("--reviewers needs two names, got {}", r.len())))?;
    let texts = match args.value("--texts") {
        Some(path) => Some(Texts::read(open_reader(path)?, path).map_err(|e| CliError::new(e.to_string()))?),
        None => None,
    };
    let reader = ManifestReader::new(open_reader(manifest)?, manifest, format, map);
    let Scan { profile, sample } = scan(reader, manifest, texts.as_ref(), &options).map_err(|e| CliError::new(e.to_string()))?;
    let mut labels = Labels::default();
    if let Some(files) = args.value("--labels") {
        for path in files.split(',').filter(|p| !p.is_empty()) {
            labels.read(open_reader(path)?, path, &sample).map_err(|e| CliError::new(e.to_string()))?;
        }
    } else if matches!(step, "agree" | "score") {
        return Err(CliError::new(format!("{step} needs --labels")));
    }
    let json = args.switch("--json");
    let output = args.value("--output");
    match step {
        "profile" => print(json, output, &profile, || render_profile(manifest, &profile)),
        "sample" => {
            let mut out = Output::open(output)?;
            for item in &sample.items {
                serde_json::to_writer(&mut out, item).map_err(|e| CliError::new(format!("writing output: {e}")))?;
                out.write_all(b"\n")?;
            }
            out.commit()
        }
        "agree" => {
            let ag = agreement(&sample, &labels, &a, &b);
            print(json, output, &ag, || render_agreement(&ag))
        }
        "score" => {
            let sc = score(&profile, &sample, &labels, &a, &b);
            let bs = bands(&sample, &labels, &a, &b, &edges);
            #[derive(serde::Serialize)]
            struct Out<'a> {
                score: &'a Score,
                bands: &'a [Band],
            }
            print(json, output, &Out { score: &sc, bands: &bs }, || render_score(&sc, &bs))
        }
        _ => {
            let rep = report(manifest, &options, &edges, &profile, &sample, &labels, &a, &b);
            if args.switch("--html") {
                let html = rep.html();
                super::out::write_atomically(output, |out| out.write_all(html.as_bytes()).map_err(CliError::from))
            } else {
                print(true, output, &rep, String::new)
            }
        }
    }
}

/// Left-aligned columns two spaces apart; the first row is the header.
fn table(rows: &[Vec<String>]) -> String {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width: Vec<usize> = (0..cols).map(|c| rows.iter().filter_map(|r| r.get(c)).map(|s| s.chars().count()).max().unwrap_or(0)).collect();
    let mut out = String::new();
    for r in rows {
        let line: Vec<String> = r.iter().enumerate().map(|(c, s)| format!("{s:<w$}", w = width[c])).collect();
        out.push_str(line.join("  ").trim_end());
        out.push('\n');
    }
    out
}

fn opt(x: Option<u64>) -> String {
    x.map(|v| v.to_string()).unwrap_or_else(|| "–".into())
}

fn profile_rows(head: &[&str], rows: &[Row], key: impl Fn(&Row) -> Vec<String>) -> Vec<Vec<String>> {
    let mut out = vec![head.iter().map(|s| s.to_string()).collect::<Vec<_>>()];
    for r in rows {
        let mut line = key(r);
        line.extend([r.spans.to_string(), opt(r.redacted_tokens), opt(r.tokens), pct(r.share)]);
        if r.flagged == Some(true) {
            line.push("FLAGGED".into());
        }
        out.push(line);
    }
    out
}

fn render_profile(manifest: &str, p: &Profile) -> String {
    let mut s = format!("{manifest}: {} spans; {} of {} tokens redacted ({})\n\n", p.spans, opt(p.redacted_tokens), opt(p.tokens), pct(p.share));
    let f = |r: &Row| vec![r.field.clone().unwrap_or_default()];
    let l = |r: &Row| vec![r.label.clone().unwrap_or_default()];
    let st = |r: &Row| vec![r.label.clone().unwrap_or_default(), r.field.clone().unwrap_or_default()];
    s += &table(&profile_rows(&["field", "spans", "redacted", "tokens", "share"], &p.by_field, f));
    s += &format!("flagged: {}\n\n", p.flag_rule);
    s += &table(&profile_rows(&["type", "spans", "redacted", "tokens", "share"], &p.by_label, l));
    s.push('\n');
    s += &table(&profile_rows(&["type", "field", "spans", "redacted", "tokens", "share"], &p.strata, st));
    s
}

fn judgement(j: &Judgement) -> String {
    match j.reason {
        Some(r) => format!("{} ({})", j.label.name(), r.name()),
        None => j.label.name().to_string(),
    }
}

fn render_agreement(ag: &Agreement) -> String {
    let k = &ag.overall;
    let kappa = |x: Option<f64>| x.map(|v| format!("{v:.4}")).unwrap_or_else(|| "undefined".into());
    let mut s = format!(
        "reviewers {} and {}: {} spans labelled by both; raw agreement {}; Cohen's kappa {}\n\n",
        ag.reviewers[0], ag.reviewers[1], k.both, pct_ci(k.raw, k.raw_ci), kappa(k.kappa)
    );
    let mut rows = vec![["type", "field", "both", "raw agreement [95% CI]", "kappa"].map(String::from).to_vec()];
    for st in &ag.strata {
        rows.push(vec![st.stratum.label.clone(), st.stratum.field.clone(), st.kappa.both.to_string(), pct_ci(st.kappa.raw, st.kappa.raw_ci), kappa(st.kappa.kappa)]);
    }
    s += &table(&rows);
    s += &format!("\ndisagreements: {} ({} open)\n", ag.disagreements.len(), ag.open);
    for d in &ag.disagreements {
        let adj = d.adjudicated.as_ref().map(judgement).unwrap_or_else(|| "open".into());
        s += &format!(
            "#{} {} {} {}–{} {}: {} {}, {} {}; adjudicated: {adj}\n",
            d.n, d.id, d.field, d.out_start, d.out_end, d.label, ag.reviewers[0], judgement(&d.a), ag.reviewers[1], judgement(&d.b)
        );
    }
    s
}

fn render_score(sc: &Score, bs: &[Band]) -> String {
    let mut rows = vec![["type", "field", "spans", "share", "sampled", "true/fp/unsure", "precision [95% CI]", "est. tokens lost [95% CI]", "top reasons"].map(String::from).to_vec()];
    for s in &sc.strata {
        let reasons: Vec<String> = s.top_reasons.iter().map(|r| format!("{} {}", r.reason.name(), r.count)).collect();
        rows.push(vec![
            s.stratum.label.clone(),
            s.stratum.field.clone(),
            s.spans.to_string(),
            pct(s.redacted_share),
            s.sampled.to_string(),
            format!("{}/{}/{}", s.counts.true_pii, s.counts.false_positive, s.counts.unsure),
            pct_ci(s.precision, s.precision_ci),
            est_ci(s.est_tokens_lost, s.est_tokens_lost_ci),
            reasons.join(", "),
        ]);
    }
    let o = &sc.overall;
    let mut s = table(&rows);
    s += &format!(
        "\noverall: precision {} (pooled sample); over-redaction {}\n\
         weighted by stratum size ({} spans): precision {}; wrongly redacted spans {}; tokens lost {} (bounds, not a 95% CI)\n\
         excluded: {} unsure, {} open disagreements, {} unlabelled\n\n",
        pct_ci(o.precision, o.precision_ci),
        pct_ci(o.over_redaction, o.over_redaction_ci),
        o.spans_estimated,
        pct_ci(o.weighted_precision, o.weighted_precision_bounds),
        est_ci(o.est_fp_spans, o.est_fp_spans_bounds),
        est_ci(o.est_tokens_lost, o.est_tokens_lost_bounds),
        o.counts.unsure,
        o.counts.disagreed,
        o.counts.unlabelled,
    );
    let mut rows = vec![["score", "true/fp/unsure", "precision [95% CI]", "threshold at top stops (est. fp / est. true)"].map(String::from).to_vec()];
    for b in bs {
        let band = match (b.lo, b.hi) {
            (Some(lo), Some(hi)) => format!("{lo:.2}–{hi:.2}"),
            _ => "no score".into(),
        };
        let raise = b.raise_to_hi.map(|r| format!("{:.1} / {:.1}", r.est_fp_spans, r.est_true_spans)).unwrap_or_else(|| "–".into());
        rows.push(vec![band, format!("{}/{}/{}", b.true_pii, b.false_positive, b.unsure), pct_ci(b.precision, b.precision_ci), raise]);
    }
    s += &table(&rows);
    s
}
