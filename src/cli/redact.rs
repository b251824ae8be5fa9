//! `blackbar redact`: the redacted text, in any masking style, and optionally its manifest.

use std::fs::File;
use std::io::{BufWriter, Read, Write};

use blackbar::manifest::{self, Format};
use blackbar::mask::{redact, Key, StyleName};

use super::detect::parse_doc;
use super::{policy, read_input, CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "redact",
    values: &["--style", "--key", "--key-file", "--manifest", "--manifest-format", "--format", "--preset", "--threshold", "--config"],
    switches: &[],
    max_positionals: 1,
    help: "\
usage: blackbar redact [--style STYLE] [--key K | --key-file FILE] [--manifest FILE] [--manifest-format jsonl|csv]
                       [--format text|jsonl] [--preset NAME] [--threshold T] [--config FILE] [FILE|-]

Prints FILE with every detected identifier redacted. FILE is plain text (printed redacted as it is) or JSON Lines of
{\"id\",\"text\"} (printed as JSON Lines of {\"id\",\"text\"}); `-` or nothing reads standard input.

  --style mask       same-length mask: one █ per character, so every offset stays valid (default)
  --style label      [PHONE] in place of each value (later offsets shift; the manifest has the map)
  --style numbered   [PERSON_1], [PHONE_2]: one number per person or value within each document
  --style surrogate  a made-up value of the same shape (keyed: same key and value, same surrogate)
  --style hash       [PHONE:3fa9c2d1]: HMAC-SHA-256 of the value, keyed
  --style remove     the value is dropped
  --key K            the key of the surrogate and hash styles (any string); without it (or --key-file) a random key
                     is used for this run only, and stderr says so
  --key-file FILE    read the key from FILE (a trailing line break is ignored); keeps it out of the process list
  --manifest FILE    also write one record per redacted span (offsets in the original and the output, code points
                     and UTF-16; label, rule, score, operator, entity; never the value) to FILE
  --manifest-format  jsonl or csv (default: csv when FILE ends in .csv, else jsonl)
  --format text|jsonl  how to read FILE (default: jsonl when the first non-blank character is `{`)
  --preset NAME      direct (default) or strict
  --threshold T      redact candidates scoring at least T (0 to 1; default: each label's preset threshold)
  --config FILE      a JSON configuration (see README: preset, thresholds, labels, allow, rules)",
};

/// 32 random bytes from the operating system, for a run without `--key`.
fn random_key() -> Result<Key, CliError> {
    let mut bytes = [0u8; 32];
    File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(&mut bytes))
        .map_err(|e| CliError::new(format!("no --key given and no random key available (/dev/urandom: {e}); pass --key")))?;
    Ok(Key::new(&bytes))
}

/// Runs the subcommand.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let name: StyleName = args.parsed("--style")?.unwrap_or_default();
    let key = match (args.value("--key"), args.value("--key-file")) {
        (Some(_), Some(_)) => return Err(CliError::new("give --key or --key-file, not both")),
        (Some(k), None) => Some(k.to_string()),
        (None, Some(path)) => {
            let k = std::fs::read_to_string(path).map_err(|e| CliError::new(format!("cannot read {path}: {e}")))?;
            Some(k.strip_suffix('\n').map(|k| k.strip_suffix('\r').unwrap_or(k)).unwrap_or(&k).to_string())
        }
        (None, None) => None,
    };
    let key = match key {
        Some(k) if k.is_empty() => return Err(CliError::new("the key given is empty")),
        Some(k) => Some(Key::new(k.as_bytes())),
        None if name.keyed() => {
            eprintln!(
                "blackbar redact: no --key given: {name} uses a random key for this run only (not shown, not kept); \
                 pass --key to get the same values across runs"
            );
            Some(random_key()?)
        }
        None => None,
    };
    let style = name.with_key(key.as_ref()).map_err(|e| CliError::new(e.to_string()))?;
    let manifest_format: Option<Format> = args.parsed("--manifest-format")?;
    let policy = policy(&args)?;
    let input = read_input(args.positionals.first().map(String::as_str))?;
    let jsonl = match args.value("--format") {
        Some("jsonl") => true,
        Some("text") => false,
        Some(other) => return Err(CliError::new(format!("--format {other:?}: expected text or jsonl"))),
        None => input.text.trim_start().starts_with('{'),
    };
    let mut manifest = match args.value("--manifest") {
        Some(path) => {
            let format = manifest_format.unwrap_or(if path.ends_with(".csv") { Format::Csv } else { Format::Jsonl });
            let file = File::create(path).map_err(|e| CliError::new(format!("cannot write {path}: {e}")))?;
            let mut w = BufWriter::new(file);
            if format == Format::Csv {
                w.write_all(manifest::csv_header().as_bytes()).map_err(|e| CliError::new(format!("writing {path}: {e}")))?;
            }
            Some((path, format, w))
        }
        None => None,
    };
    let engine = blackbar::default_engine();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut one = |id: &str, text: &str| -> Result<String, CliError> {
        let found = engine.analyze(text, &policy);
        let r = redact(text, &found, style);
        if let Some((path, format, w)) = manifest.as_mut() {
            let records = manifest::records(id, "text", text, &found, &r);
            match format {
                Format::Jsonl => manifest::write_jsonl(w, &records),
                Format::Csv => manifest::write_csv(w, &records),
            }
            .map_err(|e| CliError::new(format!("writing {path}: {e}")))?;
        }
        Ok(r.text)
    };
    if !jsonl {
        let text = one(&input.name, &input.text)?;
        out.write_all(text.as_bytes())?;
    } else {
        #[derive(serde::Serialize)]
        struct DocOut<'a> {
            id: &'a serde_json::Value,
            text: String,
        }
        for (i, line) in input.text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let (id, text) = parse_doc(line).map_err(|e| CliError::new(format!("{}:{}: {e}", input.name, i + 1)))?;
            // The manifest's id is a string (a numeric id is written as its digits).
            let id_str = match &id {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            let doc = DocOut { id: &id, text: one(&id_str, &text)? };
            serde_json::to_writer(&mut out, &doc).map_err(|e| CliError::new(format!("writing output: {e}")))?;
            out.write_all(b"\n")?;
        }
    }
    out.flush()?;
    if let Some((path, _, mut w)) = manifest {
        w.flush().map_err(|e| CliError::new(format!("writing {path}: {e}")))?;
    }
    Ok(())
}
