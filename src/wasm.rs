//! The JavaScript bindings. This file only converts types: all logic lives in the core.
//!
//! Offsets handed to JavaScript are **UTF-16 code units** (what JS strings index). A lone surrogate in a JS string
//! arrives here as U+FFFD, which is one UTF-16 unit too, so offsets stay aligned with the JS string.

use wasm_bindgen::prelude::*;

use crate::mask::{redact as render, Style};
use crate::offsets::Unit;
use crate::output::{explain_records, span_records};
use crate::engine::{with_rules, Engine};
use crate::eval::why::detect;
use crate::eval::Evaluator;
use crate::formats::gold::parse_gold_line;
use crate::{default_engine, Config, Finding, Label, Policy};

fn into_error(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Converts to plain JS values: objects (not `Map`s) for maps and flattened structs, `null` for `None`.
fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(into_error)
}

/// `undefined`/`null` give the default policy; anything else must deserialize into a [`Config`] that compiles.
///
/// The object goes through `JSON.stringify` and serde_json rather than serde-wasm-bindgen, whose struct
/// deserializer reads only known fields and so would silently ignore a misspelt option.
fn policy(options: JsValue) -> Result<Policy, JsError> {
    if options.is_undefined() || options.is_null() {
        return Ok(Policy::default());
    }
    let json: String = js_sys::JSON::stringify(&options)
        .map_err(|_| JsError::new("options must be a plain object"))?
        .into();
    let config: Config = serde_json::from_str(&json).map_err(|e| JsError::new(&format!("options: {e}")))?;
    config.compile().map_err(|e| JsError::new(&format!("options: {e}")))
}

// ---- Input limit (hardening, issue #8): texts over `limits::MAX_PAGE_BYTES` are refused with a clear error ----
// ---- before any work, in every entry point that takes a text. The limit itself lives in src/limits.rs.     ----

/// `Err("the text is larger than the limit of 16 MiB (...)")` past [`crate::limits::MAX_PAGE_BYTES`] (UTF-8 bytes).
fn check_size(what: &str, text: &str) -> Result<(), JsError> {
    crate::limits::check(what, text.len(), crate::limits::MAX_PAGE_BYTES).map_err(into_error)
}

// ---- end of the input-limit section ----

/// Sets up panic messages and builds (warms) the engine, so the first `analyze` is fast.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    default_engine().analyze("warm up: a@b.co +1 415 555 0132", &Policy::default());
}

/// The spans to redact in `text`: `[{start, end, label, score, rule}]`, offsets in UTF-16 code units.
#[wasm_bindgen]
pub fn analyze(text: &str, options: JsValue) -> Result<JsValue, JsError> {
    check_size("the text", text)?;
    let policy = policy(options)?;
    let found = default_engine().analyze(text, &policy);
    let records = span_records(text, &found, Unit::Utf16);
    to_js(&records)
}

/// `text` with every detected identifier redacted in `style` (`"mask"` or `"label"`).
#[wasm_bindgen]
pub fn redact(text: &str, style: &str, options: JsValue) -> Result<String, JsError> {
    check_size("the text", text)?;
    let style: Style = style.parse().map_err(into_error)?;
    let policy = policy(options)?;
    let found = default_engine().analyze(text, &policy);
    Ok(render(text, &found, style).text)
}

/// Every candidate, kept or rejected: `[{start, end, label, score, rule, validation, rejected}]` (UTF-16 offsets;
/// `rejected` is `null` for redacted spans, else the reason, e.g. `"below threshold 0.5"`).
#[wasm_bindgen]
pub fn explain(text: &str, options: JsValue) -> Result<JsValue, JsError> {
    check_size("the text", text)?;
    let policy = policy(options)?;
    let records = explain_records(text, &default_engine().explain(text, &policy), Unit::Utf16);
    to_js(&records)
}

/// Scores blackbar under `options` against gold JSON Lines (`{"id","text","spans":[{"start","end","label"}]}`,
/// code-point offsets): the same report as `blackbar eval --json`. A malformed line is an error naming its line and
/// field.
#[wasm_bindgen]
pub fn evaluate(gold_jsonl: &str, options: JsValue) -> Result<JsValue, JsError> {
    check_size("the gold file", gold_jsonl)?;
    let policy = policy(options)?;
    let mut ev = Evaluator::default();
    for (i, line) in gold_jsonl.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let doc = parse_gold_line(line, i + 1).map_err(|e| JsError::new(&format!("line {e}")))?;
        let det = detect(default_engine(), &doc.text, &policy);
        ev.add(&doc, &det.redacted(), Some((&det, &policy)));
    }
    to_js(&ev.report())
}

/// Every label: `[{name, description}]`, in the fixed tie-break order.
#[wasm_bindgen]
pub fn labels() -> Result<JsValue, JsError> {
    #[derive(serde::Serialize)]
    struct L {
        name: &'static str,
        description: &'static str,
    }
    let all: Vec<L> = Label::ALL.iter().map(|l| L { name: l.name(), description: l.description() }).collect();
    to_js(&all)
}

/// A text analysed once: the page keeps it and re-filters its candidates whenever the options change (threshold,
/// labels, allow-list, custom rules) without detecting again.
#[wasm_bindgen]
pub struct Document {
    text: String,
    detected: Vec<Finding>,
}

#[wasm_bindgen]
impl Document {
    /// Runs every recognizer over `text` once. Throws past the size limit (`limits::MAX_PAGE_BYTES`).
    #[wasm_bindgen(constructor)]
    pub fn new(text: String) -> Result<Document, JsError> {
        check_size("the text", &text)?;
        let detected = default_engine().detect(&text);
        Ok(Document { text, detected })
    }

    /// The number of candidates found (kept or not).
    #[wasm_bindgen(getter)]
    pub fn candidates(&self) -> usize {
        self.detected.len()
    }

    fn resolve(&self, policy: &Policy) -> Vec<Finding> {
        let candidates = with_rules(self.detected.clone(), &self.text, policy);
        Engine::resolve_candidates(&self.text, &candidates, policy).kept
    }

    /// The spans to redact under `options`: `[{start, end, label, score, rule}]`, UTF-16 offsets.
    pub fn spans(&self, options: JsValue) -> Result<JsValue, JsError> {
        let policy = policy(options)?;
        to_js(&span_records(&self.text, &self.resolve(&policy), Unit::Utf16))
    }

    /// The redacted text under `options` in `style`.
    pub fn redact(&self, style: &str, options: JsValue) -> Result<String, JsError> {
        let style: Style = style.parse().map_err(into_error)?;
        let policy = policy(options)?;
        Ok(render(&self.text, &self.resolve(&policy), style).text)
    }

    /// Every candidate with its fate under `options` (see the free function `explain`).
    pub fn explain(&self, options: JsValue) -> Result<JsValue, JsError> {
        let policy = policy(options)?;
        let candidates = with_rules(self.detected.clone(), &self.text, &policy);
        to_js(&explain_records(&self.text, &Engine::explain_candidates(&self.text, candidates, &policy), Unit::Utf16))
    }
}
