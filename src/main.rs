//! The `blackbar` command line: the same core as the page, over files and pipes.
//!
//! Every subcommand lives in its own file under `src/cli/`; this file only dispatches and turns errors into a
//! one-line message and a non-zero exit code.

mod cli;

use std::process::ExitCode;

const USAGE: &str = "\
usage: blackbar <command> [options] [FILE|-]

commands:
  detect   print the spans to redact as JSON Lines (code-point offsets)
  redact   print the redacted text
  explain  list every candidate, redacted or not, with the reason
  eval     score redactions against gold spans (or --controls)
  sweep    recall per label at thresholds 0.00 to 1.00
  leaks    identifiers surviving in redacted output
  dupes    near-duplicate documents in a corpus
  kanon    records unique on quasi-identifiers (k-anonymity)
  gen      write a synthetic labelled corpus (gold JSON Lines, deterministic from --seed)
  audit    over-redaction audit of a redaction manifest: profile, sample, agree, score, report
  help     print this message

`blackbar <command> --help` describes a command's options.";

fn main() -> ExitCode {
    let mut argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.is_empty() {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    }
    let command = argv.remove(0);
    let result = match command.as_str() {
        "detect" => cli::detect::run(argv),
        "redact" => cli::redact::run(argv),
        "explain" => cli::explain::run(argv),
        "eval" => cli::eval::run(argv),
        "sweep" => cli::sweep::run(argv),
        "leaks" => cli::leaks::run(argv),
        "dupes" => cli::dupes::run(argv),
        "kanon" => cli::kanon::run(argv),
        "gen" => cli::gen::run(argv),
        "audit" => cli::audit::run(argv),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(cli::CliError::new(format!("unknown command {other:?} (try `blackbar help`)"))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is_broken_pipe() => ExitCode::SUCCESS,
        Err(e) => {
            // One line per error (a reader may report several), each naming the command.
            for line in e.to_string().lines() {
                eprintln!("blackbar {command}: {line}");
            }
            ExitCode::from(2)
        }
    }
}
