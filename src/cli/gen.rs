//! `blackbar gen`: a synthetic labelled corpus as gold JSON Lines, deterministic from a seed.

use std::io::Write;

use blackbar::gen::{generate, GenOptions, Kind, Locale};

use super::out::Output;
use super::{CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "gen",
    values: &["--seed", "--count", "--kinds", "--locales", "--output"],
    switches: &[],
    max_positionals: 0,
    help: "\
usage: blackbar gen [--seed N] [--count N] [--kinds K,K,...] [--locales L,L,...] [--output FILE]

Writes a synthetic labelled corpus to standard output as gold JSON Lines, one document per line:
{\"id\",\"text\",\"spans\":[{\"start\",\"end\",\"label\",\"entity_id\",\"identifier_type\"}],
\"meta\":{\"kind\",\"locale\",\"seed\"}}
Offsets are Unicode code points, end exclusive. The same seed gives byte-identical output on every platform.

  --seed N        the seed (default 7)
  --count N       how many documents (default 400)
  --kinds K,...   call,chat,ticket,clinical,billing,srt,vtt (default: all, taken in turn)
  --locales L,... us,uk,de,fr,in,vn,ca,au,br,es,it,nl,ie,pl (default: all, drawn per document)
  --output FILE  write to FILE instead of standard output, atomically (FILE is replaced only on success)",
};

/// A comma-separated list of kinds or locales; absent means all.
fn list<T: std::str::FromStr<Err = String> + Copy>(
    flag: &str,
    raw: Option<&str>,
    all: &[T],
) -> Result<Vec<T>, CliError> {
    match raw {
        None => Ok(all.to_vec()),
        Some(s) => {
            let items = s
                .split(',')
                .filter(|x| !x.trim().is_empty())
                .map(str::parse)
                .collect::<Result<Vec<T>, String>>()
                .map_err(|e| CliError::new(format!("{flag}: {e}")))?;
            if items.is_empty() {
                return Err(CliError::new(format!("{flag}: empty list")));
            }
            Ok(items)
        }
    }
}

/// Runs the subcommand.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let defaults = GenOptions::default();
    let opts = GenOptions {
        seed: args.parsed::<u64>("--seed")?.unwrap_or(defaults.seed),
        count: args.parsed::<usize>("--count")?.unwrap_or(defaults.count),
        kinds: list("--kinds", args.value("--kinds"), Kind::ALL)?,
        locales: list("--locales", args.value("--locales"), Locale::ALL)?,
    };
    let mut out = Output::open(args.value("--output"))?;
    for doc in generate(&opts) {
        out.write_all(doc.to_json_line().as_bytes())?;
        out.write_all(b"\n")?;
    }
    out.commit()
}
