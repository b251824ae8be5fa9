//! Inline markup for hand-labelling: `Call [[PHONE:415-555-0132]] or [[PERSON:Dana]].`
//!
//! A labelled value is `[[LABEL:value]]`; LABEL is letters, digits and `_`; the value runs to the first `]]` and may
//! not contain `[[`. The plain text is the markup with every `[[LABEL:` and `]]` removed. Labels are kept as strings
//! (gold files use other label sets than blackbar's, e.g. the Text Anonymization Benchmark's).

use std::fmt;

use crate::Span;

/// One labelled value: its span in the plain text (UTF-8 bytes) and its label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marked {
    /// Where the value is in the plain text, in bytes.
    pub span: Span,
    /// The label as written.
    pub label: String,
}

/// Plain text and its labelled spans.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Markup {
    /// The text with the markup removed.
    pub text: String,
    /// The labelled spans, in order.
    pub spans: Vec<Marked>,
}

/// Malformed markup: where (1-based line and column, in characters) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkupError {
    /// 1-based line of the markup.
    pub line: usize,
    /// 1-based column (characters) of the offending `[[`.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for MarkupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for MarkupError {}

/// Parses inline markup.
pub fn parse(markup: &str) -> Result<Markup, MarkupError> {
    let mut out = Markup::default();
    let mut rest = markup;
    while let Some(open) = rest.find("[[") {
        let err = |message: String| {
            let consumed = markup.len() - rest.len() + open;
            let before = &markup[..consumed];
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            MarkupError { line, column, message }
        };
        out.text.push_str(&rest[..open]);
        let body = &rest[open + 2..];
        let close = body.find("]]").ok_or_else(|| err("`[[` is never closed by `]]`".into()))?;
        let inner = &body[..close];
        let (label, value) = inner.split_once(':').ok_or_else(|| err(format!("`[[{inner}]]` has no `LABEL:` prefix")))?;
        if label.is_empty() || !label.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(err(format!("label {label:?} must be letters, digits or `_`")));
        }
        if value.contains("[[") {
            return Err(err("a labelled value may not contain `[[` (nested markup)".into()));
        }
        if value.is_empty() {
            return Err(err(format!("label {label} marks an empty value")));
        }
        let start = out.text.len();
        out.text.push_str(value);
        out.spans.push(Marked { span: Span::new(start, out.text.len()), label: label.to_string() });
        rest = &body[close + 2..];
    }
    out.text.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_table::check_positives;

    #[test]
    fn parses_values_and_offsets() {
        let m = parse("Call [[PHONE:415-555-0132]] or [[PERSON:Nguyễn Thị]].").unwrap();
        assert_eq!(m.text, "Call 415-555-0132 or Nguyễn Thị.");
        let got: Vec<(&str, &str)> = m.spans.iter().map(|s| (s.label.as_str(), &m.text[s.span])).collect();
        assert_eq!(got, [("PHONE", "415-555-0132"), ("PERSON", "Nguyễn Thị")]);
    }

    #[test]
    fn errors_name_line_and_column() {
        let cases = [
            ("ok\nsee [[PHONE:123", "line 2, column 5: `[[` is never closed by `]]`"),
            ("[[nolabel]]", "line 1, column 1: `[[nolabel]]` has no `LABEL:` prefix"),
            ("é [[BAD LABEL:x]]", "line 1, column 3: label \"BAD LABEL\" must be letters, digits or `_`"),
            ("[[A:x [[B:y]]", "line 1, column 1: a labelled value may not contain `[[` (nested markup)"),
            ("[[A:]]", "line 1, column 1: label A marks an empty value"),
        ];
        check_positives(&cases, |input| parse(input).unwrap_err().to_string());
    }

    #[test]
    fn text_without_markup_is_unchanged() {
        assert_eq!(parse("a [b] ]] c").unwrap(), Markup { text: "a [b] ]] c".into(), spans: vec![] });
    }
}
