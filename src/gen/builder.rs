//! Text assembled piece by piece, recording the byte span of every labelled value and every look-alike as it is
//! appended, so spans are exact by construction and never overlap.

use super::values::Value;
use crate::{Label, Span};

/// A labelled value placed in the text.
#[derive(Clone, Debug)]
pub struct Placed {
    /// Byte span.
    pub span: Span,
    /// Label.
    pub label: Label,
    /// Entity number within the document.
    pub entity: usize,
    /// Format name.
    pub format: &'static str,
    /// The value as inserted (after any line wrap applied to it).
    pub value: String,
}

/// An unlabelled look-alike placed in the text.
#[derive(Clone, Debug)]
pub struct PlacedDecoy {
    /// Byte span.
    pub span: Span,
    /// What it imitates: "order_number", "sku", "error_code", ...
    pub kind: &'static str,
    /// The text as inserted.
    pub value: String,
}

/// A piece of text with its labelled values and look-alikes (byte offsets relative to this piece).
#[derive(Clone, Debug, Default)]
pub struct Builder {
    /// The text so far.
    pub text: String,
    /// Labelled values, in order.
    pub spans: Vec<Placed>,
    /// Look-alikes, in order.
    pub decoys: Vec<PlacedDecoy>,
}

impl Builder {
    /// An empty piece.
    pub fn new() -> Builder {
        Builder::default()
    }

    /// Appends plain text.
    pub fn t(&mut self, s: &str) -> &mut Builder {
        self.text.push_str(s);
        self
    }

    /// Appends a labelled value of `entity`.
    pub fn val(&mut self, v: &Value, entity: usize) -> &mut Builder {
        let start = self.text.len();
        self.text.push_str(&v.text);
        self.spans.push(Placed {
            span: Span::new(start, self.text.len()),
            label: v.label,
            entity,
            format: v.format,
            value: v.text.clone(),
        });
        self
    }

    /// Appends an unlabelled look-alike.
    pub fn decoy(&mut self, s: &str, kind: &'static str) -> &mut Builder {
        let start = self.text.len();
        self.text.push_str(s);
        self.decoys.push(PlacedDecoy { span: Span::new(start, self.text.len()), kind, value: s.to_string() });
        self
    }

    /// Appends another piece, shifting its offsets.
    pub fn append(&mut self, other: &Builder) -> &mut Builder {
        let base = self.text.len();
        self.text.push_str(&other.text);
        let shift = |s: Span| Span::new(s.start + base, s.end + base);
        self.spans.extend(other.spans.iter().map(|p| Placed { span: shift(p.span), ..p.clone() }));
        self.decoys.extend(other.decoys.iter().map(|d| PlacedDecoy { span: shift(d.span), ..d.clone() }));
        self
    }

    /// Rebuilds the text piece by piece: `plain` rewrites the text between values and look-alikes, `value` rewrites
    /// each labelled value (given its label, format and text); look-alikes are kept as they are. Offsets are
    /// recomputed, so the rewrites may change lengths.
    pub fn restyle(&self, plain: impl Fn(&str) -> String, value: impl Fn(Label, &str, &str) -> String) -> Builder {
        enum Item<'a> {
            Span(&'a Placed),
            Decoy(&'a PlacedDecoy),
        }
        let mut items: Vec<(usize, Item)> = self.spans.iter().map(|p| (p.span.start, Item::Span(p))).collect();
        items.extend(self.decoys.iter().map(|d| (d.span.start, Item::Decoy(d))));
        crate::sort::sort_by_key(&mut items, |(start, _)| *start);
        let mut out = Builder::new();
        let mut pos = 0;
        for (start, item) in items {
            out.t(&plain(&self.text[pos..start]));
            match item {
                Item::Span(p) => {
                    out.val(
                        &Value { label: p.label, text: value(p.label, p.format, &p.value), format: p.format },
                        p.entity,
                    );
                    pos = p.span.end;
                }
                Item::Decoy(d) => {
                    out.decoy(&d.value, d.kind);
                    pos = d.span.end;
                }
            }
        }
        out.t(&plain(&self.text[pos..]));
        out
    }

    /// Hard-wraps the text at `width` characters by turning spaces into newlines (one byte for one byte, so every
    /// span keeps its offsets). A value that spans a break keeps the newline inside it, as in a wrapped e-mail.
    /// Spaces inside look-alikes are never broken, so a look-alike stays on one line.
    pub fn wrap(&mut self, width: usize) {
        let mut bytes = std::mem::take(&mut self.text).into_bytes();
        let mut line_start_chars = 0usize;
        let mut chars = 0usize;
        let mut last_space: Option<(usize, usize)> = None; // (byte, char count at it)
        for i in 0..bytes.len() {
            let b = bytes[i];
            if b & 0xC0 == 0x80 {
                continue; // continuation byte
            }
            if b == b'\n' {
                chars += 1;
                line_start_chars = chars;
                last_space = None;
                continue;
            }
            if b == b' ' && !self.decoys.iter().any(|d| d.span.start <= i && i < d.span.end) {
                last_space = Some((i, chars));
            }
            chars += 1;
            if chars - line_start_chars > width {
                if let Some((at, c)) = last_space.take() {
                    bytes[at] = b'\n';
                    line_start_chars = c + 1;
                    for p in self.spans.iter_mut().filter(|p| p.span.start <= at && at < p.span.end) {
                        let mut vb = std::mem::take(&mut p.value).into_bytes();
                        vb[at - p.span.start] = b'\n';
                        p.value = String::from_utf8(vb).expect("space replaced by newline");
                    }
                }
            }
        }
        self.text = String::from_utf8(bytes).expect("space replaced by newline");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_keeps_spans_and_values_in_step() {
        let mut b = Builder::new();
        b.t("Please call me back on ")
            .val(&Value { label: Label::Phone, text: "+44 20 7123 4567".into(), format: "phone" }, 1)
            .t(" after lunch.");
        b.wrap(30);
        let p = &b.spans[0];
        assert_eq!(&b.text[p.span], p.value);
        assert!(p.value.contains('\n'), "{:?}", b.text);
        assert!(b.text.lines().all(|l| l.chars().count() <= 30));
    }

    #[test]
    fn restyle_recomputes_offsets() {
        let mut b = Builder::new();
        b.t("Hi, I'm ")
            .val(&Value { label: Label::Person, text: "Dr. Nguyễn Vân".into(), format: "person" }, 1)
            .t(". Error ")
            .decoy("E-4471", "error_code")
            .t("!");
        let r =
            b.restyle(|s| s.to_lowercase().replace([',', '.', '!'], ""), |_, _, v| v.to_lowercase().replace('.', ""));
        assert_eq!(r.text, "hi i'm dr nguyễn vân error E-4471");
        assert_eq!(&r.text[r.spans[0].span], "dr nguyễn vân");
        assert_eq!(r.spans[0].value, "dr nguyễn vân");
        assert_eq!(&r.text[r.decoys[0].span], "E-4471");
    }
}
