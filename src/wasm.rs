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

// ---- page ----
// Bindings for the page's workbench (www/corpus.js and friends): presets, reading gold files in every format the core
// reads, and a labelled corpus kept in memory so the page re-scores it under new options without detecting again.
// Type conversion only: the readers, the evaluator and the sweep are the core's.

use crate::eval::sweep::Sweep;
use crate::eval::Options as EvalOptions;
use crate::formats::gold::{from_markup, read_predictions, DocReader, GoldDoc, LineFormat, Redacted};
use crate::offsets::OffsetIndex;

/// Every preset: `[{name, description, labels: [{label, threshold}]}]`, the default first.
#[wasm_bindgen]
pub fn presets() -> Result<JsValue, JsError> {
    #[derive(serde::Serialize)]
    struct P {
        name: &'static str,
        description: &'static str,
        labels: Vec<(Label, f32)>,
    }
    let all: Vec<P> = crate::config::PRESETS
        .iter()
        .map(|p| P { name: p.name, description: p.description, labels: p.thresholds() })
        .collect();
    to_js(&all)
}

/// One gold span as handed to the page: UTF-16 code units.
#[derive(serde::Serialize)]
struct GoldSpanRecord<'a> {
    start: usize,
    end: usize,
    label: &'a str,
    entity_id: Option<&'a str>,
    identifier_type: Option<&'a str>,
}

/// One gold document as handed to the page: spans and ignored regions in UTF-16 code units.
#[derive(serde::Serialize)]
struct GoldDocRecord<'a> {
    id: &'a str,
    text: &'a str,
    spans: Vec<GoldSpanRecord<'a>>,
    ignored: Vec<[usize; 2]>,
}

fn gold_record(doc: &GoldDoc) -> GoldDocRecord<'_> {
    let idx = OffsetIndex::new(&doc.text);
    let u = |b: usize| idx.from_byte(b, Unit::Utf16).expect("gold spans lie on character boundaries");
    GoldDocRecord {
        id: &doc.id,
        text: &doc.text,
        spans: doc
            .spans
            .iter()
            .map(|g| GoldSpanRecord {
                start: u(g.span.start),
                end: u(g.span.end),
                label: &g.label,
                entity_id: g.entity_id.as_deref(),
                identifier_type: g.identifier_type.as_deref(),
            })
            .collect(),
        ignored: doc.ignored.iter().map(|s| [u(s.start), u(s.end)]).collect(),
    }
}

/// A labelled corpus read once: its documents, and each document's candidates once detected.
#[wasm_bindgen]
pub struct Corpus {
    docs: Vec<GoldDoc>,
    detected: Vec<Option<Vec<Finding>>>,
}

/// The redactions of one document by a source: blackbar's engine (`builtin`), only the policy's custom rules
/// (`!builtin`, a regex redactor), or a prediction file's spans.
enum Source {
    Engine { policy: Policy, builtin: bool },
    Predictions(std::collections::HashMap<String, crate::formats::gold::PredDoc>),
}

#[wasm_bindgen]
impl Corpus {
    /// Reads `content` in `format`: `gold` (JSON Lines), `privacy-mask` (rows), `tab` (TAB JSON) or `markup` (one
    /// document named `name`; SRT/WebVTT scaffolding ignored). Offsets in the file are code points. A malformed file
    /// is an error naming `name`, the line and the field.
    #[wasm_bindgen(constructor)]
    pub fn new(format: &str, name: &str, content: &str) -> Result<Corpus, JsError> {
        // Input limit (hardening, issue #8): see src/limits.rs.
        crate::limits::check(&format!("{name}: the file"), content.len(), crate::limits::MAX_PAGE_FILE_BYTES).map_err(into_error)?;
        let err = |e: &dyn std::fmt::Display| JsError::new(&format!("{name}:{e}"));
        let docs: Vec<GoldDoc> = match format {
            "gold" | "privacy-mask" => {
                let lf = if format == "gold" { LineFormat::Gold } else { LineFormat::PrivacyMask };
                DocReader::new(content.as_bytes(), lf).collect::<Result<_, _>>().map_err(|e| err(&e))?
            }
            "tab" => crate::formats::tab::parse(content).map_err(|e| JsError::new(&format!("{name}: {e}")))?,
            "markup" => vec![from_markup(name, name, content).map_err(|e| JsError::new(&format!("{name}: {e}")))?],
            other => return Err(JsError::new(&format!("{name}: unknown format {other:?}"))),
        };
        let detected = vec![None; docs.len()];
        Ok(Corpus { docs, detected })
    }

    /// The documents: `[{id, text, spans: [{start, end, label, entity_id, identifier_type}], ignored: [[s, e]]}]`,
    /// offsets in UTF-16 code units.
    pub fn documents(&self) -> Result<JsValue, JsError> {
        to_js(&self.docs.iter().map(gold_record).collect::<Vec<_>>())
    }

    /// The number of documents.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> usize {
        self.docs.len()
    }

    /// Detects the next document not yet detected; returns how many are done (the page shows it as progress).
    pub fn detect_next(&mut self) -> usize {
        if let Some(i) = self.detected.iter().position(Option::is_none) {
            self.detected[i] = Some(default_engine().detect(&self.docs[i].text));
        }
        self.detected.iter().filter(|d| d.is_some()).count()
    }

    fn source(options: JsValue, builtin: bool, predictions: Option<String>) -> Result<Source, JsError> {
        match predictions {
            Some(p) => Ok(Source::Predictions(
                read_predictions(p.as_bytes()).map_err(|e| JsError::new(&format!("predictions:{e}")))?,
            )),
            None => Ok(Source::Engine { policy: policy(options)?, builtin }),
        }
    }

    fn candidates(&mut self, i: usize, policy: &Policy, builtin: bool) -> Vec<Finding> {
        let text = &self.docs[i].text;
        let detected = if builtin {
            self.detected[i].get_or_insert_with(|| default_engine().detect(text)).clone()
        } else {
            Vec::new()
        };
        with_rules(detected, text, policy)
    }

    /// The evaluation report (as `blackbar eval --json`, every false positive and uncaught mention listed, offsets in
    /// code points) of a source on the corpus: blackbar under `options` (`builtin` false: only the options' custom
    /// rules run, no built-in recognizer), or `predictions` (JSON Lines, code points) when given.
    pub fn evaluate(&mut self, options: JsValue, builtin: bool, predictions: Option<String>) -> Result<JsValue, JsError> {
        let source = Corpus::source(options, builtin, predictions)?;
        let mut ev = Evaluator::new(EvalOptions { max_examples: usize::MAX, ..EvalOptions::default() });
        match source {
            Source::Engine { policy, builtin } => {
                for i in 0..self.docs.len() {
                    let candidates = self.candidates(i, &policy, builtin);
                    let doc = &self.docs[i];
                    let resolution = Engine::resolve_candidates(&doc.text, &candidates, &policy);
                    let det = crate::eval::why::Detection { candidates, resolution };
                    ev.add(doc, &det.redacted(), Some((&det, &policy)));
                }
            }
            Source::Predictions(mut map) => {
                for doc in &self.docs {
                    let red: Vec<Redacted> = match map.remove(&doc.id) {
                        Some(p) => p.to_spans(&doc.text).map_err(|e| JsError::new(&format!("predictions:{e}")))?,
                        None => Vec::new(),
                    };
                    ev.add(doc, &red, None);
                }
                if let Some(p) = map.values().min_by_key(|p| p.line) {
                    return Err(JsError::new(&format!("predictions:{}: id: {:?} is not in the gold file", p.line, p.id)));
                }
            }
        }
        to_js(&ev.report())
    }

    /// The threshold sweep of a source (as `blackbar sweep --json`): strict recall per gold label at 0.00 … 1.00.
    pub fn sweep(&mut self, options: JsValue, builtin: bool, predictions: Option<String>) -> Result<JsValue, JsError> {
        let source = Corpus::source(options, builtin, predictions)?;
        match source {
            Source::Engine { policy, builtin } => {
                let mut sweep = Sweep::new(&policy);
                for i in 0..self.docs.len() {
                    let candidates = self.candidates(i, &policy, builtin);
                    sweep.add_candidates(&self.docs[i], &candidates);
                }
                to_js(&sweep.report())
            }
            Source::Predictions(map) => {
                let mut sweep = Sweep::default();
                for doc in &self.docs {
                    let red = match map.get(&doc.id) {
                        Some(p) => p.to_spans(&doc.text).map_err(|e| JsError::new(&format!("predictions:{e}")))?,
                        None => Vec::new(),
                    };
                    sweep.add_scored(doc, &red);
                }
                to_js(&sweep.report())
            }
        }
    }

    /// The spans a source redacts in document `i`: `[{start, end, label, score, rule}]`, UTF-16 code units (a
    /// predicted span has rule `predicted` and, without a score, score 1).
    pub fn spans(&mut self, i: usize, options: JsValue, builtin: bool, predictions: Option<String>) -> Result<JsValue, JsError> {
        if i >= self.docs.len() {
            return Err(JsError::new(&format!("document {i} of {}", self.docs.len())));
        }
        match Corpus::source(options, builtin, predictions)? {
            Source::Engine { policy, builtin } => {
                let candidates = self.candidates(i, &policy, builtin);
                let text = &self.docs[i].text;
                to_js(&span_records(text, &Engine::resolve_candidates(text, &candidates, &policy).kept, Unit::Utf16))
            }
            Source::Predictions(map) => {
                #[derive(serde::Serialize)]
                struct P<'a> {
                    start: usize,
                    end: usize,
                    label: &'a str,
                    score: f64,
                    rule: &'static str,
                }
                let doc = &self.docs[i];
                let red = match map.get(&doc.id) {
                    Some(p) => p.to_spans(&doc.text).map_err(|e| JsError::new(&format!("predictions:{e}")))?,
                    None => Vec::new(),
                };
                let idx = OffsetIndex::new(&doc.text);
                let u = |b: usize| idx.from_byte(b, Unit::Utf16).expect("converted spans lie on boundaries");
                let out: Vec<P> = red
                    .iter()
                    .map(|r| P {
                        start: u(r.span.start),
                        end: u(r.span.end),
                        label: &r.label,
                        score: crate::output::round_score(r.score.unwrap_or(1.0)),
                        rule: "predicted",
                    })
                    .collect();
                to_js(&out)
            }
        }
    }
}
