//! Shared pieces of the subcommands: argument parsing, input reading, errors.

pub mod audit;
pub mod detect;
pub mod docs;
pub mod dupes;
pub mod eval;
pub mod explain;
pub mod gen;
pub mod kanon;
pub mod leaks;
pub mod out;
pub mod redact;
pub mod sweep;

use std::collections::HashMap;
use std::fmt;
use std::io::{self, Read};

/// A one-line error for the user.
#[derive(Debug)]
pub struct CliError {
    message: String,
    broken_pipe: bool,
}

impl CliError {
    /// An error with this message.
    pub fn new(message: impl Into<String>) -> CliError {
        CliError { message: message.into(), broken_pipe: false }
    }

    /// True when stdout was closed by the reader (`blackbar detect | head`): not an error for the user.
    pub fn is_broken_pipe(&self) -> bool {
        self.broken_pipe
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError { broken_pipe: e.kind() == io::ErrorKind::BrokenPipe, message: format!("writing output: {e}") }
    }
}

/// Parsed arguments of one subcommand: flags with values, boolean switches, positionals.
#[derive(Debug, Default)]
pub struct Args {
    values: HashMap<&'static str, String>,
    switches: Vec<&'static str>,
    /// Positional arguments in order.
    pub positionals: Vec<String>,
}

/// What a subcommand accepts.
pub struct Spec {
    /// The subcommand's name, for messages.
    pub command: &'static str,
    /// Flags that take a value (`--style label` or `--style=label`).
    pub values: &'static [&'static str],
    /// Flags that take none (`--json`).
    pub switches: &'static [&'static str],
    /// Largest number of positional arguments.
    pub max_positionals: usize,
    /// The text printed for `--help`.
    pub help: &'static str,
}

/// Asked for `--help`: print and stop.
pub enum Parsed {
    /// Arguments to run with.
    Run(Args),
    /// `--help` was given and printed.
    Help,
}

impl Spec {
    /// Parses `argv` against the spec: unknown flags, missing values and extra positionals are errors.
    pub fn parse(&self, argv: Vec<String>) -> Result<Parsed, CliError> {
        let mut args = Args::default();
        let mut it = argv.into_iter();
        while let Some(a) = it.next() {
            if a == "--help" || a == "-h" {
                println!("{}", self.help);
                return Ok(Parsed::Help);
            }
            if a == "-" || !a.starts_with('-') {
                args.positionals.push(a);
                continue;
            }
            let (name, inline) = match a.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (a.clone(), None),
            };
            if let Some(&flag) = self.values.iter().find(|f| **f == name) {
                let v = match inline.or_else(|| it.next()) {
                    Some(v) => v,
                    None => return Err(CliError::new(format!("{flag} needs a value"))),
                };
                args.values.insert(flag, v);
            } else if let Some(&flag) = self.switches.iter().find(|f| **f == name) {
                args.switches.push(flag);
            } else {
                return Err(CliError::new(format!("unknown option {a:?} (see `blackbar {} --help`)", self.command)));
            }
        }
        if args.positionals.len() > self.max_positionals {
            return Err(CliError::new(format!("unexpected argument {:?}", args.positionals[self.max_positionals])));
        }
        Ok(Parsed::Run(args))
    }
}

impl Args {
    /// The value of a flag, if given.
    pub fn value(&self, flag: &str) -> Option<&str> {
        self.values.get(flag).map(String::as_str)
    }

    /// Whether a switch was given.
    pub fn switch(&self, flag: &str) -> bool {
        self.switches.contains(&flag)
    }

    /// The value of a flag parsed as `T`, with the flag named in the error.
    pub fn parsed<T: std::str::FromStr>(&self, flag: &str) -> Result<Option<T>, CliError>
    where
        T::Err: fmt::Display,
    {
        self.value(flag)
            .map(|v| v.parse::<T>().map_err(|e| CliError::new(format!("{flag} {v:?}: {e}"))))
            .transpose()
    }
}

/// An input file (or `-` for stdin) read whole as UTF-8, with its display name.
pub struct Input {
    /// The path as given, or `-`.
    pub name: String,
    /// The contents.
    pub text: String,
}

/// Reads the positional FILE (default `-`, standard input), at most [`blackbar::limits::MAX_DOCUMENT_BYTES`].
pub fn read_input(path: Option<&str>) -> Result<Input, CliError> {
    use blackbar::limits::{check, MAX_DOCUMENT_BYTES};
    let name = path.unwrap_or("-").to_string();
    let mut bytes = Vec::new();
    let limit = MAX_DOCUMENT_BYTES as u64 + 1;
    let res = if name == "-" {
        io::stdin().take(limit).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(&name).and_then(|f| f.take(limit).read_to_end(&mut bytes))
    };
    res.map_err(|e| CliError::new(format!("cannot read {name}: {e}")))?;
    check(&format!("{name}: the text"), bytes.len(), MAX_DOCUMENT_BYTES).map_err(|e| CliError::new(e.to_string()))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        CliError::new(format!("{name}: not UTF-8 text (invalid byte at offset {})", e.utf8_error().valid_up_to()))
    })?;
    Ok(Input { name, text })
}

/// The policy from `--config FILE`, `--preset NAME` and `--threshold T` (flags win over the file).
pub fn policy(args: &Args) -> Result<blackbar::Policy, CliError> {
    let mut config = match args.value("--config") {
        Some(path) => {
            let meta = std::fs::metadata(path).map_err(|e| CliError::new(format!("cannot read {path}: {e}")))?;
            let size = usize::try_from(meta.len()).unwrap_or(usize::MAX);
            blackbar::limits::check(&format!("{path}: the configuration"), size, blackbar::limits::MAX_CONFIG_BYTES)
                .map_err(|e| CliError::new(e.to_string()))?;
            let raw = std::fs::read_to_string(path).map_err(|e| CliError::new(format!("cannot read {path}: {e}")))?;
            serde_json::from_str(&raw).map_err(|e| CliError::new(format!("{path}: line {}, column {}: {e}", e.line(), e.column())))?
        }
        None => blackbar::Config::default(),
    };
    if let Some(p) = args.value("--preset") {
        config.preset = Some(p.to_string());
    }
    if let Some(t) = args.parsed::<f32>("--threshold")? {
        config.threshold = Some(t);
    }
    config.compile().map_err(|e| CliError::new(e.to_string()))
}
