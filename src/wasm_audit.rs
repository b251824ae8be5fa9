//! The JavaScript bindings of the over-redaction audit's page (www/audit.html): type conversion around src/audit/
//! only. This file only converts types: all logic lives in the core.
//!
//! Built into its own wasm (`scripts/build-wasm.sh`: feature `page-audit` without `page-engine`, www/pkg/
//! blackbar_audit*), which only audit.html loads: the audit uses no detection, so its wasm carries no recognizer,
//! and the main page's wasm (feature `page-engine`, src/wasm.rs) carries no audit code. Both are in the default
//! features, for the wasm tests (tests/web.rs).
//!
//! Offsets in what these return are the manifest's: Unicode code points of the delivered text (the page shows each
//! span through its context strings and never slices by offset).

use wasm_bindgen::prelude::*;

use crate::audit::labels::{Judgement, Labels as AuditLabels};
use crate::audit::manifest::{csv_header, ColumnMap, Format as ManifestFormat, ManifestReader};
use crate::audit::texts::Texts as AuditTexts;
use crate::audit::threshold::{parse_edges, DEFAULT_EDGES};
use crate::audit::{agree, report as audit_report, score as audit_score, threshold, Options as AuditOptions};

fn into_error(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Converts to plain JS values: objects (not `Map`s) for maps and flattened structs, `null` for `None`.
fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(into_error)
}

/// Panic messages on the console. The main page's wasm has its own `start` (src/wasm.rs), which also warms the
/// engine; with both sets of bindings (the wasm tests) that one runs.
#[cfg(not(feature = "page-engine"))]
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The column names of a CSV manifest's header row, for the column-mapping step.
#[wasm_bindgen(js_name = auditCsvHeader)]
pub fn audit_csv_header(csv: &str, name: &str) -> Result<JsValue, JsError> {
    to_js(&csv_header(csv.as_bytes(), name).map_err(into_error)?)
}

/// A manifest scanned once (profile and sample), its delivered texts, and the reviewers' labels.
#[wasm_bindgen]
pub struct Audit {
    name: String,
    options: AuditOptions,
    scan: crate::audit::Scan,
    labels: AuditLabels,
}

fn audit_edges(edges: &str) -> Result<Vec<f64>, JsError> {
    if edges.trim().is_empty() {
        return Ok(DEFAULT_EDGES.to_vec());
    }
    parse_edges(edges).map_err(|e| JsError::new(&format!("bands: {e}")))
}

#[wasm_bindgen]
impl Audit {
    /// Reads `manifest` (named `name` in errors; `format` "jsonl" or "csv", "" to choose by the name's extension)
    /// with the column mapping `map` (`COLUMN=FIELD,...`, "" for none), the delivered texts JSON Lines (`texts`,
    /// "" for none) and `options` (`{size, seed, context}`, each optional).
    #[wasm_bindgen(constructor)]
    pub fn new(manifest: &str, name: &str, format: &str, map: &str, texts: &str, texts_name: &str, options: JsValue) -> Result<Audit, JsError> {
        let format = if format.is_empty() { ManifestFormat::from_name(name) } else { format.parse().map_err(|e: String| JsError::new(&e))? };
        let map = ColumnMap::parse(map).map_err(|e| JsError::new(&format!("column mapping: {e}")))?;
        let options: AuditOptions = if options.is_undefined() || options.is_null() {
            AuditOptions::default()
        } else {
            let json: String = js_sys::JSON::stringify(&options).map_err(|_| JsError::new("options must be a plain object"))?.into();
            serde_json::from_str(&json).map_err(|e| JsError::new(&format!("options: {e}")))?
        };
        if options.size == 0 {
            return Err(JsError::new("options: size must be at least 1"));
        }
        // Input limit (hardening, issue #8): see src/limits.rs.
        crate::limits::check(&format!("{name}: the file"), manifest.len(), crate::limits::MAX_PAGE_FILE_BYTES).map_err(into_error)?;
        crate::limits::check(&format!("{texts_name}: the file"), texts.len(), crate::limits::MAX_PAGE_FILE_BYTES).map_err(into_error)?;
        let texts = if texts.trim().is_empty() { None } else { Some(AuditTexts::read(texts.as_bytes(), texts_name).map_err(into_error)?) };
        let reader = ManifestReader::new(manifest.as_bytes(), name, format, map);
        let scan = crate::audit::scan(reader, name, texts.as_ref(), &options).map_err(into_error)?;
        Ok(Audit { name: name.to_string(), options, scan, labels: AuditLabels::default() })
    }

    /// Step 1: the profile.
    pub fn profile(&self) -> Result<JsValue, JsError> {
        to_js(&self.scan.profile)
    }

    /// Step 2: the sample `{size, seed, strata, items: [{n, id, field, out_start, out_end, label, rule, score,
    /// operator, entity, line, context: {before, span, after} | null}]}`.
    pub fn sample(&self) -> Result<JsValue, JsError> {
        to_js(&self.scan.sample)
    }

    /// Sets `reviewer`'s label on sample item `n` (`label`: true_pii, false_positive, unsure; `reason` a reason
    /// code or "" for none).
    #[wasm_bindgen(js_name = setLabel)]
    pub fn set_label(&mut self, reviewer: &str, n: usize, label: &str, reason: &str) -> Result<(), JsError> {
        if self.scan.sample.item(n).is_none() {
            return Err(JsError::new(&format!("no sample item {n}")));
        }
        let label = label.parse().map_err(|e: String| JsError::new(&e))?;
        let reason = if reason.is_empty() { None } else { Some(reason.parse().map_err(|e: String| JsError::new(&e))?) };
        self.labels.set(reviewer, n, Judgement { label, reason });
        Ok(())
    }

    /// Removes `reviewer`'s label on item `n`.
    #[wasm_bindgen(js_name = clearLabel)]
    pub fn clear_label(&mut self, reviewer: &str, n: usize) {
        self.labels.clear(reviewer, n);
    }

    /// Every label: `{reviewer: {n: {label, reason}}}` (`n` as an object key, so a string).
    pub fn labels(&self) -> Result<JsValue, JsError> {
        let by_name: std::collections::BTreeMap<&str, std::collections::BTreeMap<String, &Judgement>> =
            crate::sort::btree_map(
                self.labels.reviewers.iter().map(|(r, m)| (r.as_str(), crate::sort::btree_map(m.iter().map(|(n, j)| (n.to_string(), j))))),
            );
        to_js(&by_name)
    }

    /// Adds the labels of a labels JSON Lines file (named `name` in errors); a bad line changes nothing.
    #[wasm_bindgen(js_name = importLabels)]
    pub fn import_labels(&mut self, jsonl: &str, name: &str) -> Result<(), JsError> {
        let mut next = self.labels.clone();
        next.read(jsonl.as_bytes(), name, &self.scan.sample).map_err(into_error)?;
        self.labels = next;
        Ok(())
    }

    /// The labels as JSON Lines (no text): every reviewer's, or only `reviewer`'s when it is not "".
    #[wasm_bindgen(js_name = exportLabels)]
    pub fn export_labels(&self, reviewer: &str) -> String {
        self.labels.to_jsonl(&self.scan.sample, (!reviewer.is_empty()).then_some(reviewer))
    }

    /// Step 4: agreement of reviewers `a` and `b`.
    pub fn agreement(&self, a: &str, b: &str) -> Result<JsValue, JsError> {
        to_js(&agree::agreement(&self.scan.sample, &self.labels, a, b))
    }

    /// Step 5: the score with the final labels of `a` and `b`.
    pub fn score(&self, a: &str, b: &str) -> Result<JsValue, JsError> {
        to_js(&audit_score::score(&self.scan.profile, &self.scan.sample, &self.labels, a, b))
    }

    /// Step 6: precision by confidence band (`edges`: inner edges "0.5,0.7", "" for the default).
    pub fn bands(&self, a: &str, b: &str, edges: &str) -> Result<JsValue, JsError> {
        to_js(&threshold::bands(&self.scan.sample, &self.labels, a, b, &audit_edges(edges)?))
    }

    fn build_report(&self, a: &str, b: &str, edges: &str) -> Result<audit_report::Report, JsError> {
        let s = &self.scan;
        Ok(audit_report::report(&self.name, &self.options, &audit_edges(edges)?, &s.profile, &s.sample, &self.labels, a, b))
    }

    /// Step 7: the report, the same value as `blackbar audit report`.
    pub fn report(&self, a: &str, b: &str, edges: &str) -> Result<JsValue, JsError> {
        to_js(&self.build_report(a, b, edges)?)
    }

    /// Step 7: the report as a self-contained printable HTML page.
    #[wasm_bindgen(js_name = reportHtml)]
    pub fn report_html(&self, a: &str, b: &str, edges: &str) -> Result<String, JsError> {
        Ok(self.build_report(a, b, edges)?.html())
    }
}
