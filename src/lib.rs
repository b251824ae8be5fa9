//! blackbar: a PII redactor whose core runs natively (CLI, tests) and as WebAssembly in a local page.
//!
//! The pipeline, each step in one obvious file:
//! 1. every [`Recognizer`] (one per file in `recognizers/`) runs over the **original** text and reports
//!    [`Finding`]s — spans in UTF-8 bytes ([`Span`]) with a [`Label`], a score and a rule name;
//! 2. the engine ([`Engine`]) filters them by a [`Policy`] (a compiled [`Config`]: preset, thresholds, allow-list,
//!    custom rules) and resolves overlaps once ([`resolve`]: earliest start, then
//!    longer, then higher score, then label order; crossing spans merge into their union);
//! 3. [`mask::redact`] renders the delivered text in one pass, with the map from old offsets to new ones.
//!
//! Offsets are bytes inside the core; [`offsets`] converts to code points (gold files, CLI output) and UTF-16 code
//! units (JavaScript) at the boundaries.
//!
//! ```
//! use blackbar::{analyze, mask::{redact, Style}, Policy};
//!
//! let text = "Reach Dana at dana.whitfield@mail.example.co.uk or (415) 555-0132.";
//! let found = analyze(text, &Policy::default());
//! assert_eq!(found.len(), 2);
//! assert_eq!(redact(text, &found, Style::Label).text, "Reach Dana at [EMAIL] or [PHONE].");
//! ```
#![deny(missing_docs)]
#![cfg_attr(not(target_arch = "wasm32"), forbid(unsafe_code))]

pub mod audit;
pub mod config;
pub mod context;
pub mod engine;
pub mod eval;
pub mod finding;
pub mod formats;
pub mod gen;
pub mod gazetteer;
pub mod label;
pub mod limits;
pub mod link;
pub mod lists;
pub mod manifest;
pub mod mask;
pub mod normalize;
pub mod prefilter;
pub mod offsets;
pub mod output;
pub mod recognizer;
pub mod recognizers;
pub mod resolve;
pub mod review;
pub mod sort;
pub mod sorted_map;
pub mod span;
#[cfg(test)]
pub(crate) mod test_table;
pub mod validate;

/// The JavaScript bindings of the main page (wasm32, feature `page-engine`): type conversion around the core.
#[cfg(all(target_arch = "wasm32", feature = "page-engine"))]
#[path = "wasm.rs"]
pub mod wasm_api;

/// The JavaScript bindings of the audit page (wasm32, feature `page-audit`): type conversion around src/audit/.
#[cfg(all(target_arch = "wasm32", feature = "page-audit"))]
#[path = "wasm_audit.rs"]
pub mod wasm_audit;

pub use config::{Config, Policy};
pub use engine::Engine;
pub use finding::{Finding, Validation};
pub use label::Label;
pub use recognizer::Recognizer;
pub use span::Span;

use std::sync::OnceLock;

/// The engine with every built-in recognizer, built on first use and shared.
pub fn default_engine() -> &'static Engine {
    static ENGINE: OnceLock<Engine> = OnceLock::new();
    ENGINE.get_or_init(Engine::new)
}

/// The spans to redact in `text` with the default engine: sorted, disjoint, UTF-8 byte offsets.
pub fn analyze(text: &str, policy: &Policy) -> Vec<Finding> {
    default_engine().analyze(text, policy)
}
