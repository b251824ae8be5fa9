//! The integration tests: table-driven detection cases over tests/data, and the CLI end to end.

#[path = "audit.rs"]
mod audit;
#[path = "cli.rs"]
mod cli;
#[path = "detect.rs"]
mod detect;
#[path = "eval.rs"]
mod eval;
#[path = "gen.rs"]
mod gen;
#[path = "prop.rs"]
mod prop;
#[path = "harden.rs"]
mod harden;
