//! Text Anonymization Benchmark (TAB) JSON: an array of documents, each with mentions per annotator.
//!
//! `[{"doc_id", "text", "annotations": {ANNOTATOR: {"entity_mentions": [{"start_offset", "end_offset",
//! "entity_type", "entity_id", "identifier_type", ...}]}}}]`
//!
//! Offsets are code points, end exclusive. Mentions whose `identifier_type` is `NO_MASK` are not gold and are
//! dropped; every other mention becomes a [`GoldSpan`] with its annotator and entity id, so entity-level recall is
//! counted per annotator. The file is one JSON value and is read whole (TAB's files are a few MB); errors name the
//! field path (`[3].annotations.annotator2.entity_mentions[5].end_offset`).

use serde_json::Value;

use super::gold::{cp_span, get_array, get_id, get_offset, get_opt_str, get_str, FieldError, FormatError, GoldDoc, GoldSpan};
use crate::offsets::OffsetIndex;

/// Parses a whole TAB file; stops at the first error (see [`parse_all`]).
pub fn parse(json: &str) -> Result<Vec<GoldDoc>, FormatError> {
    parse_all(json, 1).map_err(|mut e| e.remove(0))
}

/// Parses a whole TAB file, going on past a malformed document (documents are independent) so that every error is
/// reported, up to `max_errors` (at least one), in document order. A file that is not a JSON array is one error.
pub fn parse_all(json: &str, max_errors: usize) -> Result<Vec<GoldDoc>, Vec<FormatError>> {
    let to_err = |(f, m): FieldError| FormatError::new(0, f, m);
    let value: Value = serde_json::from_str(json)
        .map_err(|e| vec![FormatError::new(e.line(), "", format!("not JSON: {e}"))])?;
    let docs = value.as_array().ok_or_else(|| vec![FormatError::new(0, "", "expected a JSON array of documents")])?;
    let mut out = Vec::with_capacity(docs.len());
    let mut errors = Vec::new();
    let mut seen = std::collections::HashMap::new();
    for (d, v) in docs.iter().enumerate() {
        if errors.len() >= max_errors.max(1) {
            break;
        }
        match parse_doc(v, d) {
            Err(e) => errors.push(to_err(e)),
            Ok(doc) => match seen.get(&doc.id) {
                Some(prev) => errors.push(FormatError::new(
                    0,
                    format!("[{d}].doc_id"),
                    format!("{:?} repeats the id of [{prev}]", doc.id),
                )),
                None => {
                    seen.insert(doc.id.clone(), d);
                    out.push(doc);
                }
            },
        }
    }
    if errors.is_empty() { Ok(out) } else { Err(errors) }
}

fn parse_doc(v: &Value, d: usize) -> Result<GoldDoc, FieldError> {
    let at = |f: &str| format!("[{d}].{f}");
    let obj = v.as_object().ok_or_else(|| (format!("[{d}]"), "expected an object".to_string()))?;
    let id = get_id(obj, "doc_id").map_err(|(_, m)| (at("doc_id"), m))?;
    let text = get_str(obj, "text", &at("text"))?.to_string();
    let idx = OffsetIndex::new(&text);
    let annotations = match obj.get("annotations") {
        Some(Value::Object(a)) => a,
        Some(_) => return Err((at("annotations"), "expected an object".into())),
        None => return Err((at("annotations"), "missing".into())),
    };
    let mut spans = Vec::new();
    for (annotator, ann) in annotations {
        let base = at(&format!("annotations.{annotator}"));
        let ann = ann.as_object().ok_or_else(|| (base.clone(), "expected an object".to_string()))?;
        let mentions = get_array(ann, "entity_mentions").map_err(|(f, m)| (format!("{base}.{f}"), m))?;
        for (i, m) in mentions.iter().enumerate() {
            let field = format!("{base}.entity_mentions[{i}]");
            let m = m.as_object().ok_or_else(|| (field.clone(), "expected an object".to_string()))?;
            let start = get_offset(m, "start_offset", &format!("{field}.start_offset"))?;
            let end = get_offset(m, "end_offset", &format!("{field}.end_offset"))?;
            let label = get_str(m, "entity_type", &format!("{field}.entity_type"))?.to_string();
            let identifier_type = get_opt_str(m, "identifier_type", &format!("{field}.identifier_type"))?;
            let entity_id = get_opt_str(m, "entity_id", &format!("{field}.entity_id"))?;
            let span = cp_span(&idx, start, end, &field).map_err(|(f, msg)| {
                (f.replace(".start", ".start_offset").replace(".end", ".end_offset"), msg)
            })?;
            if identifier_type.as_deref().is_some_and(|t| t.eq_ignore_ascii_case("NO_MASK")) {
                continue;
            }
            spans.push(GoldSpan { span, label, entity_id, identifier_type, annotator: Some(annotator.clone()) });
        }
    }
    Ok(GoldDoc { id, text, spans, ignored: Vec::new() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_annotators_and_drops_no_mask() {
        let json = r#"[{"doc_id": "d1", "text": "Mr Polat, a Turkish national", "annotations": {
            "a1": {"entity_mentions": [
                {"start_offset": 3, "end_offset": 8, "entity_type": "PERSON", "entity_id": "e1", "identifier_type": "DIRECT"},
                {"start_offset": 12, "end_offset": 19, "entity_type": "DEM", "entity_id": "e2", "identifier_type": "NO_MASK"}]},
            "a2": {"entity_mentions": [
                {"start_offset": 0, "end_offset": 8, "entity_type": "PERSON", "entity_id": "e9", "identifier_type": "DIRECT"}]}}}]"#;
        let docs = parse(json).unwrap();
        let got: Vec<(&str, &str, Option<&str>)> =
            docs[0].spans.iter().map(|s| (&docs[0].text[s.span], s.label.as_str(), s.annotator.as_deref())).collect();
        assert_eq!(got, [("Polat", "PERSON", Some("a1")), ("Mr Polat", "PERSON", Some("a2"))]);
    }

    #[test]
    fn errors_name_the_path() {
        let json = r#"[{"doc_id": "d1", "text": "abc", "annotations": {"a1": {"entity_mentions": [
            {"start_offset": 0, "end_offset": 7, "entity_type": "PERSON"}]}}}]"#;
        assert_eq!(
            parse(json).unwrap_err().to_string(),
            "[0].annotations.a1.entity_mentions[0].end_offset: 7 is past the end of the text (3 code points)"
        );
        assert_eq!(parse("{}").unwrap_err().to_string(), "expected a JSON array of documents");
    }
}
