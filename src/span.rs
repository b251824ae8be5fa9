//! The span type: a half-open range of **UTF-8 byte offsets** into one text.
//!
//! Every offset inside the core is a byte offset into the Rust `str` that was analysed. Conversions to code points
//! (gold files, Python) and UTF-16 code units (JavaScript) happen only at the boundaries, in [`crate::offsets`].

use std::fmt;
use std::ops::{Index, Range};

/// A half-open range `start..end` of UTF-8 byte offsets, with `start <= end`.
///
/// A `Span` can index a `str` directly (`&text[span]`), which panics like any slice if the offsets are not on
/// character boundaries; [`Span::checked`] validates them against a text first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub struct Span {
    /// First byte of the span.
    pub start: usize,
    /// One past the last byte of the span.
    pub end: usize,
}

/// Why a byte range is not a valid span of a given text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpanError {
    /// `start` is greater than `end`.
    Reversed {
        /// The start given.
        start: usize,
        /// The end given.
        end: usize,
    },
    /// `end` lies past the end of the text.
    OutOfRange {
        /// The end given.
        end: usize,
        /// The text's length in bytes.
        len: usize,
    },
    /// One of the offsets falls inside a multi-byte character.
    NotCharBoundary {
        /// The offending byte offset.
        offset: usize,
    },
}

impl fmt::Display for SpanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpanError::Reversed { start, end } => write!(f, "span start {start} is after its end {end}"),
            SpanError::OutOfRange { end, len } => write!(f, "span end {end} is past the end of the text ({len})"),
            SpanError::NotCharBoundary { offset } => write!(f, "offset {offset} is inside a character"),
        }
    }
}

impl std::error::Error for SpanError {}

impl Span {
    /// A span from `start` to `end` (bytes).
    ///
    /// # Panics
    /// When `start > end`: a reversed span is a bug in the caller, never a value to carry around.
    #[inline]
    pub fn new(start: usize, end: usize) -> Span {
        assert!(start <= end, "span start {start} > end {end}");
        Span { start, end }
    }

    /// A span of `text` from `start` to `end` (bytes), checked: ordered, in range and on character boundaries.
    pub fn checked(text: &str, start: usize, end: usize) -> Result<Span, SpanError> {
        if start > end {
            return Err(SpanError::Reversed { start, end });
        }
        if end > text.len() {
            return Err(SpanError::OutOfRange { end, len: text.len() });
        }
        for offset in [start, end] {
            if !text.is_char_boundary(offset) {
                return Err(SpanError::NotCharBoundary { offset });
            }
        }
        Ok(Span { start, end })
    }

    /// Length in bytes.
    #[inline]
    pub fn len(&self) -> usize {
        self.end - self.start
    }

    /// True when the span covers no byte.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }

    /// True when the two spans share at least one byte (touching spans do not overlap).
    #[inline]
    pub fn overlaps(&self, other: Span) -> bool {
        self.start < other.end && other.start < self.end
    }

    /// True when `other` lies wholly inside `self`.
    #[inline]
    pub fn contains(&self, other: Span) -> bool {
        self.start <= other.start && other.end <= self.end
    }

    /// The smallest span covering both.
    #[inline]
    pub fn union(&self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }

    /// The span as a `Range<usize>`.
    #[inline]
    pub fn range(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The span moved right by `delta` bytes.
    #[inline]
    pub fn offset(&self, delta: usize) -> Span {
        Span { start: self.start + delta, end: self.end + delta }
    }
}

impl From<Range<usize>> for Span {
    fn from(r: Range<usize>) -> Span {
        Span::new(r.start, r.end)
    }
}

impl Index<Span> for str {
    type Output = str;
    #[inline]
    fn index(&self, span: Span) -> &str {
        &self[span.start..span.end]
    }
}

impl Index<Span> for String {
    type Output = str;
    #[inline]
    fn index(&self, span: Span) -> &str {
        &self[span.start..span.end]
    }
}

impl fmt::Display for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexes_a_str() {
        let text = "call Nguyễn now";
        let s = Span::checked(text, 5, 13).unwrap();
        assert_eq!(&text[s], "Nguyễn");
    }

    #[test]
    fn checked_rejects_bad_offsets() {
        let text = "Nguyễn";
        assert_eq!(Span::checked(text, 3, 1), Err(SpanError::Reversed { start: 3, end: 1 }));
        assert_eq!(Span::checked(text, 0, 99), Err(SpanError::OutOfRange { end: 99, len: 8 }));
        // "ễ" is three bytes starting at byte 4.
        assert_eq!(Span::checked(text, 0, 5), Err(SpanError::NotCharBoundary { offset: 5 }));
    }

    #[test]
    #[should_panic(expected = "span start 4 > end 2")]
    fn new_panics_on_reversed() {
        Span::new(4, 2);
    }

    #[test]
    fn overlap_and_union() {
        let a = Span::new(0, 5);
        assert!(a.overlaps(Span::new(4, 8)));
        assert!(!a.overlaps(Span::new(5, 8)), "touching spans do not overlap");
        assert!(a.contains(Span::new(1, 5)));
        assert_eq!(a.union(Span::new(3, 9)), Span::new(0, 9));
    }
}
