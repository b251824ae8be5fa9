//! The delivered (redacted) texts, to count tokens and show each span in context.
//!
//! JSON Lines `{"id", "field"?, "text"}` (exactly what `blackbar redact` writes for JSONL input; `field` defaults to
//! `"text"`; a numeric id is kept as its JSON text). A repeated (id, field) is an error naming both lines.
//!
//! Tokens are whitespace-separated, as in [`crate::eval::score::whitespace_tokens`]. A redacted span's tokens are
//! the tokens of the delivered text it overlaps (a placeholder glued to a word, `[PERSON]'s`, counts as that one
//! token); a **dropped** value (an empty span) counts as one removed token, and the field's total counts it too, since
//! the delivered text no longer holds it.

use std::collections::{BTreeMap, HashMap};
use std::io::BufRead;

use super::{AuditError, SpanKey};
use crate::offsets::{OffsetIndex, Unit};

/// One delivered text.
#[derive(Clone, Debug)]
pub struct Text {
    /// The text.
    pub text: String,
    /// The line of the texts file it came from.
    pub line: u64,
}

/// The delivered texts by (id, field), and per field the number of records and tokens.
#[derive(Clone, Debug, Default)]
pub struct Texts {
    by_key: HashMap<(String, String), Text>,
    /// Per field: (records, tokens).
    pub fields: BTreeMap<String, (u64, u64)>,
    /// The file name, for errors.
    pub file: String,
}

/// The number of whitespace-separated tokens in `s`.
pub fn count_tokens(s: &str) -> u64 {
    let mut n = 0;
    let mut in_token = false;
    for c in s.chars() {
        let ws = c.is_whitespace();
        if !ws && !in_token {
            n += 1;
        }
        in_token = !ws;
    }
    n
}

/// Where a redacted span falls among the tokens of its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpanTokens {
    /// Tokens the span overlaps (1 for a dropped value).
    pub count: u64,
    /// Byte start of the first and of the last overlapped token (`None` when the span covers only whitespace or is
    /// empty): two spans in one token share it.
    pub first: Option<usize>,
    /// See `first`.
    pub last: Option<usize>,
}

/// The tokens `text[a..b]` (bytes) overlaps.
pub fn span_tokens(text: &str, a: usize, b: usize) -> SpanTokens {
    if a == b {
        return SpanTokens { count: 1, first: None, last: None };
    }
    let token_start = |i: usize| -> usize {
        // Walk back from byte i (inside a token) to the token's first byte.
        text[..i].char_indices().rev().find(|(_, c)| c.is_whitespace()).map(|(j, c)| j + c.len_utf8()).unwrap_or(0)
    };
    let slice = &text[a..b];
    let count = count_tokens(slice);
    let first = slice.char_indices().find(|(_, c)| !c.is_whitespace()).map(|(i, _)| token_start(a + i));
    let last = slice.char_indices().rev().find(|(_, c)| !c.is_whitespace()).map(|(i, _)| token_start(a + i));
    SpanTokens { count, first, last }
}

impl Texts {
    /// Reads texts JSON Lines from `input`, named `file` in errors.
    pub fn read(input: impl BufRead, file: &str) -> Result<Texts, AuditError> {
        let mut texts = Texts { file: file.to_string(), ..Texts::default() };
        let err = |line: u64, field: Option<&str>, m: String| AuditError::new(file, line, field.map(String::from), m);
        super::json_lines(input, file, |n, obj| {
            let string = |f: &str| super::string_field(&obj, f).map_err(|m| err(n, Some(f), m));
            let id = string("id")?.ok_or_else(|| err(n, Some("id"), "missing".into()))?;
            let field = string("field")?.unwrap_or_else(|| "text".to_string());
            let text = string("text")?.ok_or_else(|| err(n, Some("text"), "missing".into()))?;
            let entry = texts.fields.entry(field.clone()).or_default();
            entry.0 += 1;
            entry.1 += count_tokens(&text);
            if let Some(prev) = texts.by_key.insert((id.clone(), field.clone()), Text { text, line: n }) {
                return Err(err(n, Some("id"), format!("record {id:?} field {field:?} was already given on line {}", prev.line)));
            }
            Ok(())
        })?;
        Ok(texts)
    }

    /// The delivered text of record `id`, field `field`.
    pub fn get(&self, id: &str, field: &str) -> Option<&Text> {
        self.by_key.get(&(id.to_string(), field.to_string()))
    }

    /// The number of texts.
    pub fn len(&self) -> usize {
        self.by_key.len()
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.by_key.is_empty()
    }

    /// The byte span of `key`'s code-point span in its text, with the text; an error names what is wrong.
    pub fn locate(&self, key: &SpanKey) -> Result<(&str, usize, usize), String> {
        let t = self
            .get(&key.id, &key.field)
            .ok_or_else(|| format!("no delivered text for record {:?} field {:?} in {}", key.id, key.field, self.file))?;
        let idx = OffsetIndex::new(&t.text);
        let a = idx.to_byte(key.out_start, Unit::CodePoint).map_err(|e| format!("{e} (record {:?} field {:?})", key.id, key.field))?;
        let b = idx.to_byte(key.out_end, Unit::CodePoint).map_err(|e| format!("{e} (record {:?} field {:?})", key.id, key.field))?;
        Ok((&t.text, a, b))
    }
}

/// A sampled span in its delivered text: up to `context` code points either side, and the span as delivered
/// (a placeholder, a surrogate, a mask, or nothing for a dropped value).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Context {
    /// Text before the span.
    pub before: String,
    /// The span as delivered.
    pub span: String,
    /// Text after the span.
    pub after: String,
}

/// The context of byte span `a..b` of `text`.
pub fn context(text: &str, a: usize, b: usize, context: usize) -> Context {
    let before_start = text[..a].char_indices().rev().nth(context.saturating_sub(1)).map(|(i, _)| i).unwrap_or(0);
    let before_start = if context == 0 { a } else { before_start };
    let after_end = text[b..].char_indices().nth(context).map(|(i, _)| b + i).unwrap_or(text.len());
    Context { before: text[before_start..a].to_string(), span: text[a..b].to_string(), after: text[b..after_end].to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_table::check_positives;

    #[test]
    fn tokens_of_spans() {
        // (span as a substring of the text, tokens it overlaps)
        let text = "Call [PHONE] or [PERSON]'s desk ██ ██";
        let cases: &[(&str, u64)] = &[("[PHONE]", 1), ("[PERSON]", 1), ("██ ██", 2), (" or ", 1), ("al", 1)];
        for (needle, want) in cases {
            let a = text.find(needle).unwrap();
            assert_eq!(span_tokens(text, a, a + needle.len()).count, *want, "{needle}");
        }
        let a = text.find("[PERSON]").unwrap();
        let t = span_tokens(text, a, a + 8);
        assert_eq!((t.first, t.last), (Some(a), Some(a)));
        let b = text.find("'s").unwrap();
        assert_eq!(span_tokens(text, b, b + 2).first, Some(a), "a span inside a token starts at the token");
        assert_eq!(span_tokens(text, 4, 4), SpanTokens { count: 1, first: None, last: None }, "a dropped value");
        assert_eq!(span_tokens(text, 4, 5), SpanTokens { count: 0, first: None, last: None }, "whitespace only");
        assert_eq!(count_tokens("  a b\n\tc  "), 3);
    }

    #[test]
    fn context_counts_code_points() {
        let text = "Nguyễn ☎ [PHONE] xin chào";
        let a = text.find("[PHONE]").unwrap();
        assert_eq!(context(text, a, a + 7, 4), Context { before: "n ☎ ".into(), span: "[PHONE]".into(), after: " xin".into() });
        assert_eq!(context(text, a, a + 7, 0), Context { before: "".into(), span: "[PHONE]".into(), after: "".into() });
        assert_eq!(context(text, 0, 0, 100).after, text);
    }

    #[test]
    fn read_errors_and_totals() {
        let t = Texts::read("{\"id\":1,\"text\":\"a b\"}\n\n{\"id\":\"1\",\"field\":\"notes\",\"text\":\"c\"}\n".as_bytes(), "t.jsonl").unwrap();
        assert_eq!(t.fields, BTreeMap::from([("notes".to_string(), (1, 1)), ("text".to_string(), (1, 2))]));
        assert_eq!(t.get("1", "text").unwrap().text, "a b");
        let cases = [
            ("{\"id\":\"a\"}", "t.jsonl:1: field `text`: missing"),
            ("{\"text\":\"x\"}", "t.jsonl:1: field `id`: missing"),
            ("{\"id\":\"a\",\"text\":3}", "t.jsonl:1: field `text`: expected a string, got 3"),
            ("{\"id\":\"a\",\"text\":\"x\"}\n{\"id\":\"a\",\"text\":\"y\"}", "t.jsonl:2: field `id`: record \"a\" field \"text\" was already given on line 1"),
            ("[1]", "t.jsonl:1: not a JSON object: invalid type: sequence, expected a map at line 1 column 0"),
        ];
        check_positives(&cases, |input| Texts::read(input.as_bytes(), "t.jsonl").unwrap_err().to_string());
    }
}
