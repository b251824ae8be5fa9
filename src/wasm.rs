//! The JavaScript bindings. This file only converts types: all logic lives in the core.
//!
//! Offsets handed to JavaScript are **UTF-16 code units** (what JS strings index). A lone surrogate in a JS string
//! arrives here as U+FFFD, which is one UTF-16 unit too, so offsets stay aligned with the JS string.

use wasm_bindgen::prelude::*;

use crate::manifest::{self, Format};
use crate::mask::{redact as render, Key, Redaction, Style, StyleName};
use crate::offsets::{OffsetIndex, Unit};
use crate::output::{explain_records, span_records, SpanRecord};
use crate::review;
use crate::engine::{with_rules, Engine};
use crate::eval::why::detect;
use crate::eval::Evaluator;
use crate::formats::gold::parse_gold_line;
use crate::{default_engine, Config, Finding, Label, Policy, Span};

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

/// Sets up panic messages and builds (warms) the engine, so the first `analyze` is fast. Without compiled-in lists
/// (the page's build) the warming waits for [`load_lists`].
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    if crate::lists::ready() {
        warm();
    }
}

fn warm() {
    default_engine().warm();
}

// ---- Name and place lists (src/lists.rs): the page's wasm has none compiled in; it is handed them here. ----

/// Installs the name and place lists from their packed form (`www/data/lists.txt`, see src/lists.rs) and warms the
/// engine with them. A damaged file is refused (each list is checked against its hash); with lists compiled in, the
/// packed ones must equal them.
#[wasm_bindgen]
pub fn load_lists(packed: &str) -> Result<(), JsError> {
    crate::lists::install_packed(packed).map_err(|e| JsError::new(&e))?;
    warm();
    Ok(())
}

/// Whether the name and place lists are in place (compiled in, or installed by [`load_lists`]).
#[wasm_bindgen]
pub fn lists_ready() -> bool {
    crate::lists::ready()
}

/// Every entry point that detects refuses to run without the lists: a result without names must never be shown as
/// if they were on.
fn check_lists() -> Result<(), JsError> {
    if crate::lists::ready() {
        Ok(())
    } else {
        Err(JsError::new(crate::lists::NOT_LOADED))
    }
}

/// The spans to redact in `text`: `[{start, end, label, score, rule}]`, offsets in UTF-16 code units.
#[wasm_bindgen]
pub fn analyze(text: &str, options: JsValue) -> Result<JsValue, JsError> {
    check_size("the text", text)?;
    check_lists()?;
    let policy = policy(options)?;
    let found = default_engine().analyze(text, &policy);
    let records = span_records(text, &found, Unit::Utf16);
    to_js(&records)
}

/// The style `name` (`"mask"`, `"label"`, `"numbered"`, `"surrogate"`, `"hash"`, `"remove"`) with `key` (any
/// non-empty string; its UTF-8 bytes are the key material) attached; the keyed styles need one.
fn style(name: &str, key: Option<String>) -> Result<Style, JsError> {
    let name: StyleName = name.parse().map_err(into_error)?;
    let key = key.filter(|k| !k.is_empty()).map(|k| Key::new(k.as_bytes()));
    name.with_key(key.as_ref()).map_err(into_error)
}

/// `text` with every detected identifier redacted in `style` (see [`style`]; `key` for `surrogate` and `hash`).
#[wasm_bindgen]
pub fn redact(text: &str, style: &str, options: JsValue, key: Option<String>) -> Result<String, JsError> {
    check_size("the text", text)?;
    check_lists()?;
    let style = self::style(style, key)?;
    let policy = policy(options)?;
    let found = default_engine().analyze(text, &policy);
    Ok(render(text, &found, style).text)
}

/// The manifest of redacting `text` in `style`: JSON Lines (`format` `"jsonl"`, the default) or CSV with a header
/// row (`"csv"`); one record per redacted span, offsets in code points and UTF-16 (README: the manifest). `id`
/// defaults to `"document"`; the field is `"text"`.
#[wasm_bindgen]
pub fn manifest(
    text: &str,
    style: &str,
    options: JsValue,
    key: Option<String>,
    id: Option<String>,
    format: Option<String>,
) -> Result<String, JsError> {
    check_size("the text", text)?;
    check_lists()?;
    let style = self::style(style, key)?;
    let format = manifest_format(format)?;
    let policy = policy(options)?;
    let found = default_engine().analyze(text, &policy);
    let r = render(text, &found, style);
    Ok(manifest::to_string(&manifest::records(id.as_deref().unwrap_or("document"), "text", text, &found, &r), format))
}

fn manifest_format(format: Option<String>) -> Result<Format, JsError> {
    format.as_deref().unwrap_or("jsonl").parse().map_err(|e| JsError::new(&format!("manifest format: {e}")))
}

/// The spans to redact in `text` as flat typed arrays: `{starts, ends}` (`Uint32Array`, UTF-16 code units),
/// `labels` (`Uint8Array`, indexes into `label_names`, every label name in the fixed order), `scores`
/// (`Float32Array`). Several times faster to hand to JavaScript than an array of objects.
#[wasm_bindgen]
pub fn analyze_flat(text: &str, options: JsValue) -> Result<JsValue, JsError> {
    check_size("the text", text)?;
    check_lists()?;
    let policy = policy(options)?;
    flat(text, &default_engine().analyze(text, &policy))
}

fn flat(text: &str, found: &[Finding]) -> Result<JsValue, JsError> {
    let idx = OffsetIndex::new(text);
    let mut starts = Vec::with_capacity(found.len());
    let mut ends = Vec::with_capacity(found.len());
    for f in found {
        starts.push(idx.from_byte(f.span.start, Unit::Utf16).map_err(into_error)? as u32);
        ends.push(idx.from_byte(f.span.end, Unit::Utf16).map_err(into_error)? as u32);
    }
    // Label's declaration order is Label::ALL's order, so the discriminant is the index into the name table.
    let labels: Vec<u8> = found.iter().map(|f| f.label as u8).collect();
    let scores: Vec<f32> = found.iter().map(|f| f.score).collect();
    let names = js_sys::Array::new();
    for l in Label::ALL {
        names.push(&JsValue::from_str(l.name()));
    }
    let out = js_sys::Object::new();
    let set = |k: &str, v: &JsValue| js_sys::Reflect::set(&out, &JsValue::from_str(k), v).map(|_| ()).map_err(|_| JsError::new("setting a property"));
    set("starts", &js_sys::Uint32Array::from(&starts[..]).into())?;
    set("ends", &js_sys::Uint32Array::from(&ends[..]).into())?;
    set("labels", &js_sys::Uint8Array::from(&labels[..]).into())?;
    set("label_names", &names.into())?;
    set("scores", &js_sys::Float32Array::from(&scores[..]).into())?;
    Ok(out.into())
}

/// A span with its entity id, as the page shows it on hover.
#[derive(serde::Serialize)]
struct SpanView {
    #[serde(flatten)]
    span: SpanRecord,
    entity: Option<u32>,
}

fn span_views(text: &str, found: &[Finding]) -> Vec<SpanView> {
    span_records(text, found, Unit::Utf16).into_iter().zip(found).map(|(span, f)| SpanView { span, entity: f.entity }).collect()
}

/// One replacement: the original span and its replacement in the output, UTF-16 code units.
#[derive(serde::Serialize)]
struct EditView {
    start: usize,
    end: usize,
    out_start: usize,
    out_end: usize,
    label: Label,
}

fn edit_views(text: &str, r: &Redaction) -> Result<Vec<EditView>, JsError> {
    let (src, out) = (OffsetIndex::new(text), OffsetIndex::new(&r.text));
    let u = |idx: &OffsetIndex, b: usize| idx.from_byte(b, Unit::Utf16).map_err(into_error);
    r.edits
        .iter()
        .map(|e| {
            Ok(EditView {
                start: u(&src, e.original.start)?,
                end: u(&src, e.original.end)?,
                out_start: u(&out, e.output.start)?,
                out_end: u(&out, e.output.end)?,
                label: e.label,
            })
        })
        .collect()
}

/// The page's review, as it sends it: UTF-16 offsets.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ReviewIn {
    #[serde(default)]
    reject: Vec<RangeIn>,
    #[serde(default)]
    add: Vec<AddIn>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RangeIn {
    start: usize,
    end: usize,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AddIn {
    start: usize,
    end: usize,
    label: Label,
}

/// Applies `review` (`undefined`/`null`, or `{reject: [{start, end}], add: [{start, end, label}]}`, UTF-16) to the
/// resolved findings of `text`. Errors begin with `at` (where the review came from, "" for the shown text).
fn reviewed(text: &str, kept: Vec<Finding>, review: JsValue, at: &str) -> Result<Vec<Finding>, JsError> {
    if review.is_undefined() || review.is_null() {
        return Ok(kept);
    }
    let json: String = js_sys::JSON::stringify(&review).map_err(|_| JsError::new(&format!("{at}review must be a plain object")))?.into();
    let r: ReviewIn = serde_json::from_str(&json).map_err(|e| JsError::new(&format!("{at}review: {e}")))?;
    let idx = OffsetIndex::new(text);
    let span = |what: &str, i: usize, start: usize, end: usize| -> Result<Span, JsError> {
        let b = |o: usize| idx.to_byte(o, Unit::Utf16).map_err(|e| JsError::new(&format!("{at}review: {what}[{i}]: {e}")));
        let (s, e) = (b(start)?, b(end)?);
        if s > e {
            return Err(JsError::new(&format!("{at}review: {what}[{i}]: start {start} is after end {end}")));
        }
        Ok(Span::new(s, e))
    };
    let reject = r.reject.iter().enumerate().map(|(i, x)| span("reject", i, x.start, x.end)).collect::<Result<Vec<_>, _>>()?;
    let add = r.add.iter().enumerate().map(|(i, x)| Ok((span("add", i, x.start, x.end)?, x.label))).collect::<Result<Vec<_>, JsError>>()?;
    Ok(review::apply(kept, &reject, &add))
}

/// Every candidate, kept or rejected: `[{start, end, label, score, rule, validation, rejected}]` (UTF-16 offsets;
/// `rejected` is `null` for redacted spans, else the reason, e.g. `"below threshold 0.5"`).
#[wasm_bindgen]
pub fn explain(text: &str, options: JsValue) -> Result<JsValue, JsError> {
    check_size("the text", text)?;
    check_lists()?;
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
    check_lists()?;
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
        check_lists()?;
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

    fn kept(&self, options: JsValue, review: JsValue) -> Result<Vec<Finding>, JsError> {
        let policy = policy(options)?;
        reviewed(&self.text, self.resolve(&policy), review, "")
    }

    /// The spans to redact under `options` and `review` (optional: `{reject: [{start, end}], add: [{start, end,
    /// label}]}`): `[{start, end, label, score, rule, entity}]`, UTF-16 offsets.
    pub fn spans(&self, options: JsValue, review: JsValue) -> Result<JsValue, JsError> {
        to_js(&span_views(&self.text, &self.kept(options, review)?))
    }

    /// The same spans as flat typed arrays (see the free function `analyze_flat`).
    pub fn spans_flat(&self, options: JsValue, review: JsValue) -> Result<JsValue, JsError> {
        flat(&self.text, &self.kept(options, review)?)
    }

    /// The redacted text under `options` in `style` (`key` for the keyed styles; `review` optional).
    pub fn redact(&self, style: &str, options: JsValue, key: Option<String>, review: JsValue) -> Result<String, JsError> {
        let style = self::style(style, key)?;
        Ok(render(&self.text, &self.kept(options, review)?, style).text)
    }

    /// Everything the page shows at once: `{spans, output, edits}` — the spans (as `spans`), the redacted text, and
    /// each replacement `{start, end, out_start, out_end, label}` (original span and its place in `output`, UTF-16).
    pub fn view(&self, style: &str, options: JsValue, key: Option<String>, review: JsValue) -> Result<JsValue, JsError> {
        #[derive(serde::Serialize)]
        struct View {
            spans: Vec<SpanView>,
            output: String,
            edits: Vec<EditView>,
        }
        let style = self::style(style, key)?;
        let kept = self.kept(options, review)?;
        let r = render(&self.text, &kept, style);
        let edits = edit_views(&self.text, &r)?;
        to_js(&View { spans: span_views(&self.text, &kept), output: r.text, edits })
    }

    /// The manifest of the redaction (see the free function `manifest`); `field` defaults to `"text"`.
    #[allow(clippy::too_many_arguments)]
    pub fn manifest(
        &self,
        style: &str,
        options: JsValue,
        key: Option<String>,
        review: JsValue,
        id: Option<String>,
        field: Option<String>,
        format: Option<String>,
    ) -> Result<String, JsError> {
        let style = self::style(style, key)?;
        let format = manifest_format(format)?;
        let kept = self.kept(options, review)?;
        let r = render(&self.text, &kept, style);
        let records = manifest::records(id.as_deref().unwrap_or("document"), field.as_deref().unwrap_or("text"), &self.text, &kept, &r);
        Ok(manifest::to_string(&records, format))
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
        check_lists()?;
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

    /// Detects the next documents not yet detected — a batch of up to 256 KiB of text or 256 documents (at least
    /// one), in one [`Engine::detect_many`] call, which gives each the same result as [`Engine::detect`] at about
    /// half the cost on small documents (each recognizer runs over the batch in turn); returns how many are done
    /// (the page shows it as progress).
    pub fn detect_next(&mut self) -> usize {
        const BATCH_BYTES: usize = 256 << 10;
        const BATCH_DOCS: usize = 256;
        if let Some(first) = self.detected.iter().position(Option::is_none) {
            let (mut end, mut size) = (first, 0);
            while end < self.docs.len()
                && self.detected[end].is_none()
                && (end == first || size < BATCH_BYTES)
                && end - first < BATCH_DOCS
            {
                size += self.docs[end].text.len();
                end += 1;
            }
            let texts: Vec<&str> = self.docs[first..end].iter().map(|d| d.text.as_str()).collect();
            for (slot, found) in self.detected[first..end].iter_mut().zip(default_engine().detect_many(&texts)) {
                *slot = Some(found);
            }
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
    /// `review` (optional, with the engine only): a person's edits per document, `{"<document index>": {reject:
    /// [{start, end}], add: [{start, end, label}]}}` in UTF-16 code units, applied to that document's spans as the
    /// page's `Document.view` applies them, so the report equals `blackbar eval --pred` on the reviewed spans.
    pub fn evaluate(&mut self, options: JsValue, builtin: bool, predictions: Option<String>, review: JsValue) -> Result<JsValue, JsError> {
        let source = Corpus::source(options, builtin, predictions)?;
        let mut ev = Evaluator::new(EvalOptions { max_examples: usize::MAX, ..EvalOptions::default() });
        match source {
            Source::Engine { policy, builtin } => {
                for i in 0..self.docs.len() {
                    let candidates = self.candidates(i, &policy, builtin);
                    let doc = &self.docs[i];
                    let mut resolution = Engine::resolve_candidates(&doc.text, &candidates, &policy);
                    let edits = if review.is_undefined() || review.is_null() {
                        JsValue::UNDEFINED
                    } else {
                        js_sys::Reflect::get(&review, &JsValue::from_str(&i.to_string())).map_err(|_| JsError::new("review must be a plain object"))?
                    };
                    resolution.kept = reviewed(&doc.text, resolution.kept, edits, &format!("document {i}: "))?;
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
