//! Masking: turning the original text and its resolved spans into the delivered text, in one pass.
//!
//! - [`Style::Mask`] replaces every character of a span by one mask character (line breaks inside a span are kept,
//!   so line and cue structure survives). The output has exactly as many code points as the input and every
//!   character outside a span keeps its code-point offset, so alignments made before redaction stay valid. (It leaks
//!   the value's length. In UTF-16 a masked character outside the BMP, such as an emoji, shrinks from two units to one;
//!   use the edit map when UTF-16 offsets matter.)
//! - [`Style::Label`] replaces each span by `[LABEL]`; every later offset shifts, and [`Redaction::map_offset`] maps
//!   old offsets to new ones.
//!
//! The output is built left to right from sorted, disjoint spans (the output of [`crate::resolve`]).

use std::fmt;
use std::str::FromStr;

use crate::{Finding, Label, Span};

/// How a redacted span is rendered in the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Same-length mask: one `ch` per character.
    Mask(char),
    /// `[LABEL]`.
    Label,
}

impl Style {
    /// The default mask character.
    pub const MASK_CHAR: char = '█';
}

impl Default for Style {
    fn default() -> Style {
        Style::Mask(Style::MASK_CHAR)
    }
}

/// A style name that is not known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownStyle(pub String);

impl fmt::Display for UnknownStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown masking style {:?} (known: mask, label)", self.0)
    }
}

impl std::error::Error for UnknownStyle {}

impl FromStr for Style {
    type Err = UnknownStyle;
    fn from_str(s: &str) -> Result<Style, UnknownStyle> {
        match s {
            "mask" => Ok(Style::default()),
            "label" => Ok(Style::Label),
            _ => Err(UnknownStyle(s.to_string())),
        }
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Style::Mask(_) => "mask",
            Style::Label => "label",
        })
    }
}

/// One replacement: where it was in the original and where its replacement is in the output (both UTF-8 bytes).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Edit {
    /// The redacted span of the original text.
    pub original: Span,
    /// The replacement's span in the output text.
    pub output: Span,
    /// The label of the redacted span.
    pub label: Label,
}

/// The delivered text and the edits that produced it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Redaction {
    /// The redacted text.
    pub text: String,
    /// One edit per redacted span, in order.
    pub edits: Vec<Edit>,
}

impl Redaction {
    /// Maps a byte offset of the original text to the output: offsets outside every edit move with the text;
    /// offsets strictly inside an edit map to the start of its replacement.
    pub fn map_offset(&self, original: usize) -> usize {
        // Edits are sorted and disjoint: find the last edit starting at or before `original`.
        let i = self.edits.partition_point(|e| e.original.start <= original);
        if i == 0 {
            return original;
        }
        let e = &self.edits[i - 1];
        if original < e.original.end && original > e.original.start {
            return e.output.start;
        }
        if original == e.original.start {
            return e.output.start;
        }
        // At or after the end of edit i-1: shift by that edit's end difference.
        e.output.end + (original - e.original.end)
    }
}

/// Renders `text` with every span of `findings` redacted in `style`.
///
/// # Panics
/// When `findings` are not sorted and disjoint or do not lie on character boundaries of `text` — the output of
/// [`crate::resolve`] always does.
pub fn redact(text: &str, findings: &[Finding], style: Style) -> Redaction {
    let mut out = String::with_capacity(text.len() + findings.len() * 8);
    let mut edits = Vec::with_capacity(findings.len());
    let mut pos = 0;
    for f in findings {
        let span = f.span;
        assert!(span.start >= pos, "findings must be sorted and disjoint");
        out.push_str(&text[pos..span.start]);
        let start = out.len();
        match style {
            Style::Mask(ch) => {
                for c in text[span].chars() {
                    out.push(if c == '\n' || c == '\r' { c } else { ch });
                }
            }
            Style::Label => {
                out.push('[');
                out.push_str(f.label.name());
                out.push(']');
            }
        }
        edits.push(Edit { original: span, output: Span::new(start, out.len()), label: f.label });
        pos = span.end;
    }
    out.push_str(&text[pos..]);
    Redaction { text: out, edits }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str, needle: &str, label: Label) -> Finding {
        let s = text.find(needle).unwrap();
        Finding::new(Span::new(s, s + needle.len()), label, 0.9, "test/rule")
    }

    #[test]
    fn styles_table() {
        let text = "Mail dana@example.com or call 415-555-0132.";
        let fs = [at(text, "dana@example.com", Label::Email), at(text, "415-555-0132", Label::Phone)];
        let cases = [
            (Style::default(), "Mail ████████████████ or call ████████████."),
            (Style::Mask('*'), "Mail **************** or call ************."),
            (Style::Label, "Mail [EMAIL] or call [PHONE]."),
        ];
        for (style, want) in cases {
            assert_eq!(redact(text, &fs, style).text, want, "{style}");
        }
    }

    #[test]
    fn mask_keeps_code_point_offsets() {
        let text = "Nguyễn: call 😀 +84 904 879 900\nbye";
        let f = at(text, "+84 904 879 900", Label::Phone);
        let r = redact(text, &[f], Style::default());
        assert_eq!(r.text.chars().count(), text.chars().count());
        for (a, b) in text.chars().zip(r.text.chars()) {
            assert!(a == b || b == '█');
        }
        assert!(r.text.ends_with("███\nbye"));
    }

    #[test]
    fn mask_keeps_line_breaks_inside_a_span() {
        let text = "12 High St\nLeeds";
        let f = Finding::new(Span::new(0, text.len()), Label::Address, 0.9, "t");
        assert_eq!(redact(text, &[f], Style::default()).text, "██████████\n█████");
    }

    #[test]
    fn label_style_maps_offsets() {
        let text = "a dana@example.com b 415-555-0132 c";
        let fs = [at(text, "dana@example.com", Label::Email), at(text, "415-555-0132", Label::Phone)];
        let r = redact(text, &fs, Style::Label);
        assert_eq!(r.text, "a [EMAIL] b [PHONE] c");
        // Every unredacted character maps to the same character in the output.
        let mut inside = vec![false; text.len()];
        for f in &fs {
            inside[f.span.range()].iter_mut().for_each(|x| *x = true);
        }
        for (i, c) in text.char_indices().filter(|(i, _)| !inside[*i]) {
            assert_eq!(r.text[r.map_offset(i)..].chars().next(), Some(c), "offset {i}");
        }
        assert_eq!(r.map_offset(text.len()), r.text.len());
        assert_eq!(r.map_offset(5), 2, "inside an edit maps to the replacement's start");
        assert_eq!(r.edits[1].output, Span::new(12, 19));
    }

    #[test]
    fn style_names() {
        assert_eq!("label".parse::<Style>(), Ok(Style::Label));
        assert_eq!("mask".parse::<Style>(), Ok(Style::Mask('█')));
        assert_eq!("stars".parse::<Style>().unwrap_err().to_string(), "unknown masking style \"stars\" (known: mask, label)");
    }
}
