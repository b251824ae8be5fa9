//! `blackbar redact`: the redacted text.

use std::io::Write;

use blackbar::mask::{redact, Style};

use super::{policy, read_input, CliError, Parsed, Spec};

const SPEC: Spec = Spec {
    command: "redact",
    values: &["--style", "--preset", "--threshold", "--config"],
    switches: &[],
    max_positionals: 1,
    help: "\
usage: blackbar redact [--style mask|label] [--preset NAME] [--threshold T] [--config FILE] [FILE|-]

Prints FILE (plain text; `-` or nothing reads standard input) with every detected identifier redacted.

  --style mask   same-length mask: one █ per character, so every offset stays valid (default)
  --style label  [LABEL] in place of each value (offsets after it shift)
  --preset NAME  direct (default) or strict
  --threshold T  redact candidates scoring at least T (0 to 1; default: each label's preset threshold)
  --config FILE  a JSON configuration (see README: preset, thresholds, labels, allow, rules)",
};

/// Runs the subcommand.
pub fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Parsed::Run(args) = SPEC.parse(argv)? else { return Ok(()) };
    let style: Style = args.parsed("--style")?.unwrap_or_default();
    let policy = policy(&args)?;
    let input = read_input(args.positionals.first().map(String::as_str))?;
    let found = blackbar::analyze(&input.text, &policy);
    let out = redact(&input.text, &found, style);
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(out.text.as_bytes())?;
    stdout.flush()?;
    Ok(())
}
