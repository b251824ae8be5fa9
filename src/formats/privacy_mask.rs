//! "Privacy mask" rows: `{"source_text" | "text", "privacy_mask": [{"value", "start", "end", "label"}], "id"?}`.
//!
//! One row per line (JSON Lines). Offsets are code points, end exclusive. `value` must equal the text it points at
//! (a mismatch is an error: the offsets are in another unit or the row is corrupt). A row without `id` gets its line
//! number as id. Rows become [`GoldDoc`]s with no entity ids.

use super::gold::{cp_span, get_array, get_offset, get_str, parse_object, FieldError, FormatError, GoldDoc, GoldSpan};
use crate::offsets::OffsetIndex;

/// Parses one row. `line` is its 1-based number, used in errors and as the default id.
pub fn parse_row(json: &str, line: usize) -> Result<GoldDoc, FormatError> {
    let inner = || -> Result<GoldDoc, FieldError> {
        let obj = parse_object(json)?;
        let id = match obj.get("id") {
            Some(_) => super::gold::get_id(&obj, "id")?,
            None => line.to_string(),
        };
        let text = match obj.get("source_text") {
            Some(_) => get_str(&obj, "source_text", "source_text")?,
            None => get_str(&obj, "text", "source_text")?,
        }
        .to_string();
        let idx = OffsetIndex::new(&text);
        let mut spans = Vec::new();
        for (i, v) in get_array(&obj, "privacy_mask")?.iter().enumerate() {
            let field = format!("privacy_mask[{i}]");
            let m = v.as_object().ok_or_else(|| (field.clone(), "expected an object".to_string()))?;
            let start = get_offset(m, "start", &format!("{field}.start"))?;
            let end = get_offset(m, "end", &format!("{field}.end"))?;
            let label = get_str(m, "label", &format!("{field}.label"))?.to_string();
            let span = cp_span(&idx, start, end, &field)?;
            if let Some(value) = m.get("value").and_then(|v| v.as_str()) {
                if value != &text[span] {
                    return Err((
                        format!("{field}.value"),
                        format!("{value:?} does not match the text at {start}..{end} ({:?})", &text[span]),
                    ));
                }
            }
            spans.push(GoldSpan { span, label, entity_id: None, identifier_type: None, annotator: None });
        }
        Ok(GoldDoc { id, text, spans, ignored: Vec::new() })
    };
    inner().map_err(|(f, m)| FormatError::new(line, f, m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_rows_and_checks_values() {
        let row = r#"{"source_text": "Hi Hồng, call 555", "privacy_mask": [{"value": "Hồng", "start": 3, "end": 7, "label": "FIRSTNAME"}]}"#;
        let doc = parse_row(row, 4).unwrap();
        assert_eq!(doc.id, "4");
        assert_eq!(&doc.text[doc.spans[0].span], "Hồng");
        assert_eq!(doc.spans[0].label, "FIRSTNAME");
        let bad = r#"{"text": "Hi Hồng", "privacy_mask": [{"value": "Hồng", "start": 2, "end": 6, "label": "X"}]}"#;
        assert_eq!(
            parse_row(bad, 2).unwrap_err().to_string(),
            "2: privacy_mask[0].value: \"Hồng\" does not match the text at 2..6 (\" Hồn\")"
        );
        assert_eq!(parse_row(r#"{"id": "r", "privacy_mask": []}"#, 1).unwrap_err().to_string(), "1: source_text: missing");
    }
}
