//! Offset conversion between the three units a span meets, in one place.
//!
//! | unit | who indexes this way |
//! |---|---|
//! | [`Unit::Utf8`] bytes | Rust `str`, every span inside the core |
//! | [`Unit::CodePoint`] | Python `str`, gold and prediction JSONL files, the CLI's output |
//! | [`Unit::Utf16`] code units | JavaScript strings, the wasm bindings |
//!
//! [`OffsetIndex`] converts in O(log n + 128) per offset using checkpoints every 128 bytes, and in O(1) for
//! all-ASCII text (where the three units agree).

use std::fmt;

/// The unit an offset is counted in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Unit {
    /// UTF-8 bytes (Rust).
    Utf8,
    /// Unicode scalar values (Python, gold files).
    CodePoint,
    /// UTF-16 code units (JavaScript).
    Utf16,
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unit::Utf8 => "UTF-8 bytes",
            Unit::CodePoint => "code points",
            Unit::Utf16 => "UTF-16 code units",
        })
    }
}

/// An offset that does not name a position between two characters of the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OffsetError {
    /// Past the end of the text (which has `len` units).
    OutOfRange {
        /// The offset given.
        offset: usize,
        /// Its unit.
        unit: Unit,
        /// The text's length in that unit.
        len: usize,
    },
    /// Inside a character: a UTF-8 continuation byte, or between the two halves of a UTF-16 surrogate pair.
    InsideCharacter {
        /// The offset given.
        offset: usize,
        /// Its unit.
        unit: Unit,
    },
}

impl fmt::Display for OffsetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OffsetError::OutOfRange { offset, unit, len } => {
                write!(f, "offset {offset} is past the end of the text ({len} {unit})")
            }
            OffsetError::InsideCharacter { offset, unit } => {
                write!(f, "offset {offset} ({unit}) falls inside a character")
            }
        }
    }
}

impl std::error::Error for OffsetError {}

/// UTF-16 length of one character.
#[inline]
pub fn utf16_len(c: char) -> usize {
    c.len_utf16()
}

const STEP: usize = 128;

/// Converts offsets of one text between units.
#[derive(Clone, Debug)]
pub struct OffsetIndex<'a> {
    text: &'a str,
    ascii: bool,
    /// `[byte, code point, utf16]` at character boundaries roughly every `STEP` bytes, starting with `[0, 0, 0]`.
    checkpoints: Vec<[usize; 3]>,
    /// Length of the text in each unit.
    lens: [usize; 3],
}

fn col(unit: Unit) -> usize {
    match unit {
        Unit::Utf8 => 0,
        Unit::CodePoint => 1,
        Unit::Utf16 => 2,
    }
}

impl<'a> OffsetIndex<'a> {
    /// Builds the index in one pass over `text`.
    pub fn new(text: &'a str) -> OffsetIndex<'a> {
        if text.is_ascii() {
            return OffsetIndex { text, ascii: true, checkpoints: Vec::new(), lens: [text.len(); 3] };
        }
        let mut checkpoints = Vec::with_capacity(text.len() / STEP + 1);
        checkpoints.push([0, 0, 0]);
        let (mut cp, mut u16) = (0usize, 0usize);
        let mut next = STEP;
        for (b, c) in text.char_indices() {
            if b >= next {
                checkpoints.push([b, cp, u16]);
                next = b + STEP;
            }
            cp += 1;
            u16 += utf16_len(c);
        }
        OffsetIndex { text, ascii: false, checkpoints, lens: [text.len(), cp, u16] }
    }

    /// The text's length in `unit`.
    pub fn len(&self, unit: Unit) -> usize {
        self.lens[col(unit)]
    }

    /// True for the empty text.
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// Converts `offset` counted in `from` into the same position counted in `to`.
    pub fn convert(&self, offset: usize, from: Unit, to: Unit) -> Result<usize, OffsetError> {
        let len = self.lens[col(from)];
        if offset > len {
            return Err(OffsetError::OutOfRange { offset, unit: from, len });
        }
        if self.ascii || from == to {
            if from == Unit::Utf8 && !self.text.is_char_boundary(offset) {
                return Err(OffsetError::InsideCharacter { offset, unit: from });
            }
            return Ok(offset);
        }
        let (fc, tc) = (col(from), col(to));
        // Last checkpoint at or before `offset` in the source unit.
        let i = self.checkpoints.partition_point(|c| c[fc] <= offset) - 1;
        let mut pos = self.checkpoints[i];
        if pos[fc] == offset {
            return Ok(pos[tc]);
        }
        for c in self.text[pos[0]..].chars() {
            pos[0] += c.len_utf8();
            pos[1] += 1;
            pos[2] += utf16_len(c);
            if pos[fc] == offset {
                return Ok(pos[tc]);
            }
            if pos[fc] > offset {
                return Err(OffsetError::InsideCharacter { offset, unit: from });
            }
        }
        // Unreachable for offset <= len, kept as an error rather than a panic.
        Err(OffsetError::OutOfRange { offset, unit: from, len })
    }

    /// A byte offset into `unit` (the byte offset must be a character boundary).
    pub fn from_byte(&self, byte: usize, unit: Unit) -> Result<usize, OffsetError> {
        self.convert(byte, Unit::Utf8, unit)
    }

    /// An offset in `unit` into a byte offset.
    pub fn to_byte(&self, offset: usize, unit: Unit) -> Result<usize, OffsetError> {
        self.convert(offset, unit, Unit::Utf8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (text, [(byte, code point, utf16)]) — every row is a character boundary of the text.
    fn cases() -> Vec<(&'static str, Vec<(usize, usize, usize)>)> {
        vec![
            ("abc", vec![(0, 0, 0), (2, 2, 2), (3, 3, 3)]),
            // "Nguyễn": ễ is U+1EC5, three UTF-8 bytes, one UTF-16 unit.
            ("Nguyễn Thị", vec![(0, 0, 0), (4, 4, 4), (7, 5, 5), (9, 7, 7), (11, 9, 9), (14, 10, 10)]),
            // Emoji outside the BMP: four bytes, one code point, two UTF-16 units.
            ("a😀b", vec![(0, 0, 0), (1, 1, 1), (5, 2, 3), (6, 3, 4)]),
            // CJK: three bytes, one code point, one unit.
            ("電話:555", vec![(0, 0, 0), (3, 1, 1), (6, 2, 2), (7, 3, 3), (10, 6, 6)]),
            // Combining mark (NFD "é" = e + U+0301): the mark is its own code point.
            ("e\u{301}x", vec![(0, 0, 0), (1, 1, 1), (3, 2, 2), (4, 3, 3)]),
            // Family emoji with zero-width joiners.
            ("👩\u{200d}👧!", vec![(0, 0, 0), (4, 1, 2), (7, 2, 3), (11, 3, 5), (12, 4, 6)]),
        ]
    }

    #[test]
    fn converts_every_direction() {
        for (text, rows) in cases() {
            let idx = OffsetIndex::new(text);
            for (b, cp, u) in rows {
                let units = [(Unit::Utf8, b), (Unit::CodePoint, cp), (Unit::Utf16, u)];
                for (from, x) in units {
                    for (to, y) in units {
                        assert_eq!(idx.convert(x, from, to), Ok(y), "{text:?}: {x} {from:?} -> {to:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn rejects_positions_inside_characters() {
        let idx = OffsetIndex::new("a😀b");
        assert_eq!(idx.to_byte(2, Unit::Utf16), Err(OffsetError::InsideCharacter { offset: 2, unit: Unit::Utf16 }));
        assert_eq!(idx.from_byte(3, Unit::Utf16), Err(OffsetError::InsideCharacter { offset: 3, unit: Unit::Utf8 }));
        assert_eq!(idx.to_byte(5, Unit::Utf16), Err(OffsetError::OutOfRange { offset: 5, unit: Unit::Utf16, len: 4 }));
        let ascii = OffsetIndex::new("abc");
        assert!(matches!(ascii.to_byte(4, Unit::CodePoint), Err(OffsetError::OutOfRange { .. })));
    }

    #[test]
    fn long_text_uses_checkpoints() {
        // Several checkpoints: mixed widths so each unit drifts from the others.
        let text: String = "ab ễ 😀 電 ".repeat(200);
        let idx = OffsetIndex::new(&text);
        let (mut cp, mut u) = (0, 0);
        for (b, c) in text.char_indices() {
            assert_eq!(idx.from_byte(b, Unit::CodePoint), Ok(cp));
            assert_eq!(idx.from_byte(b, Unit::Utf16), Ok(u));
            assert_eq!(idx.to_byte(cp, Unit::CodePoint), Ok(b));
            assert_eq!(idx.to_byte(u, Unit::Utf16), Ok(b));
            cp += 1;
            u += c.len_utf16();
        }
        assert_eq!(idx.len(Unit::CodePoint), cp);
        assert_eq!(idx.len(Unit::Utf16), u);
        assert_eq!(idx.from_byte(text.len(), Unit::Utf16), Ok(u));
    }
}
