//! The engine: runs every recognizer over the original text, filters by configuration, resolves once.

use crate::finding::score;
use crate::resolve::{resolve, Resolution};
use crate::{recognizers, Finding, Label, Recognizer, Validation};

/// What to report. One struct, read the same way by the CLI (JSON file or flags) and the wasm bindings (a JS object).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Candidates scoring below this are not redacted (see [`crate::finding::score`] for the scale).
    pub threshold: f32,
    /// Labels to report; `None` reports every label.
    pub labels: Option<Vec<Label>>,
}

impl Default for Config {
    fn default() -> Config {
        Config { threshold: score::DEFAULT_THRESHOLD, labels: None }
    }
}

impl Config {
    /// Whether findings with this label are reported.
    pub fn enabled(&self, label: Label) -> bool {
        self.labels.as_ref().map_or(true, |ls| ls.contains(&label))
    }

    /// Checks values a deserializer cannot: the threshold is a number from 0 to 1.
    pub fn validate(&self) -> Result<(), String> {
        if !(0.0..=1.0).contains(&self.threshold) {
            return Err(format!("threshold must be between 0 and 1, got {}", self.threshold));
        }
        Ok(())
    }
}

/// A set of recognizers.
pub struct Engine {
    recognizers: Vec<Box<dyn Recognizer>>,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl Engine {
    /// The engine with every built-in recognizer.
    pub fn new() -> Engine {
        Engine { recognizers: recognizers::builtin() }
    }

    /// An engine with exactly these recognizers.
    pub fn with_recognizers(recognizers: Vec<Box<dyn Recognizer>>) -> Engine {
        Engine { recognizers }
    }

    /// Every candidate any recognizer reports, unfiltered and unresolved, in the resolution order.
    pub fn candidates(&self, text: &str) -> Vec<Finding> {
        let mut out = Vec::new();
        for r in &self.recognizers {
            r.find(text, &mut out);
        }
        out.sort_by(crate::resolve::priority);
        out
    }

    /// The candidates that pass `config`, resolved into sorted, disjoint spans.
    pub fn resolve(&self, text: &str, config: &Config) -> Resolution {
        let mut cands = self.candidates(text);
        cands.retain(|f| config.enabled(f.label) && f.validation != Validation::Rejected && f.score >= config.threshold);
        resolve(cands)
    }

    /// The spans to redact in `text`: sorted, disjoint, UTF-8 byte offsets.
    pub fn analyze(&self, text: &str, config: &Config) -> Vec<Finding> {
        self.resolve(text, config).kept
    }
}
