//! Folding: look-alike characters become their ASCII form, one character for one character.
//!
//! Folds:
//! - full-width forms U+FF01–U+FF5E (`１２３`, `ＡＢ`, `＠`, `．`, `－`) → ASCII U+0021–U+007E, and the ideographic
//!   space U+3000 → `' '`;
//! - every Unicode decimal digit (general category Nd: Arabic-Indic `٣`, Extended Arabic-Indic `۳`, Devanagari `३`,
//!   Bengali, Thai, Myanmar, mathematical digits…) → its ASCII digit;
//! - dashes U+2010–U+2015 (`‐ ‑ ‒ – — ―`), minus U+2212, small and full-width hyphen-minus → `'-'`;
//! - no-break and typographic spaces U+00A0, U+2000–U+200A, U+202F, U+205F → `' '`;
//! - small commercial at U+FE6B → `'@'`; one dot leader U+2024 and small full stop U+FE52 → `'.'`.
//!
//! Deleted (not one-for-one, the map still covers it): invisible format characters — zero-width space, non-joiner,
//! joiner, word joiner, byte-order mark, soft hyphen — which otherwise split "415\u{200B}555\u{200B}0132" or an
//! address.
//!
//! Deliberately not folded: the ideographic full stop `。` (it ends CJK sentences; folding it would glue the next
//! sentence onto a domain name), superscript and circled digits (category No, not decimal digits), letters with
//! diacritics, and other format characters (bidirectional marks).

use super::{Edit, Shadow};
use crate::Span;

/// The code point of digit zero of every run of ten Unicode decimal digits (Nd) outside ASCII, sorted.
/// Checked against the regex crate's `\p{Nd}` table by a test.
const ZEROS: &[u32] = &[
    0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xDE6, 0xE50, 0xED0, 0xF20,
    0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0,
    0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10, 0x104A0, 0x10D30, 0x10D40, 0x11066, 0x110F0, 0x11136, 0x111D0,
    0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x116D0, 0x116DA, 0x11730, 0x118E0, 0x11950, 0x11BF0, 0x11C50,
    0x11D50, 0x11DA0, 0x11F50, 0x16130, 0x16A60, 0x16AC0, 0x16B50, 0x16D70, 0x1CCF0, 0x1D7CE, 0x1D7D8, 0x1D7E2,
    0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0, 0x1E4F0, 0x1E5F1, 0x1E950, 0x1FBF0,
];

/// Invisible format characters, deleted (the one exception to one-for-one): zero-width space, non-joiner, joiner,
/// word joiner, byte-order mark / zero-width no-break space, soft hyphen.
const INVISIBLE: &[char] = &['\u{200B}', '\u{200C}', '\u{200D}', '\u{2060}', '\u{FEFF}', '\u{00AD}'];

/// The ASCII digit a non-ASCII decimal digit stands for.
fn decimal_digit(c: char) -> Option<char> {
    let cp = c as u32;
    let i = ZEROS.partition_point(|&z| z <= cp).checked_sub(1)?;
    let v = cp - ZEROS[i];
    (v < 10).then(|| char::from(b'0' + v as u8))
}

/// The folded form of `c`, or `None` when `c` stays as it is.
pub fn fold_char(c: char) -> Option<char> {
    if c.is_ascii() {
        return None;
    }
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0),
        '\u{3000}' | '\u{00A0}' | '\u{2000}'..='\u{200A}' | '\u{202F}' | '\u{205F}' => Some(' '),
        '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE58}' | '\u{FE63}' => Some('-'),
        '\u{FE6B}' => Some('@'),
        '\u{2024}' | '\u{FE52}' => Some('.'),
        _ if c.is_numeric() => decimal_digit(c),
        _ => None,
    }
}

/// `text` with every foldable character folded. Borrows `text` when nothing folds (always for ASCII text).
pub fn fold(text: &str) -> Shadow<'_> {
    Shadow::apply(text, &edits(text))
}

/// One edit per foldable character of `text`.
pub(crate) fn edits(text: &str) -> Vec<Edit> {
    let mut edits = Vec::new();
    if text.is_ascii() {
        return edits;
    }
    for (i, c) in text.char_indices() {
        if INVISIBLE.contains(&c) {
            edits.push(Edit::new(Span::new(i, i + c.len_utf8()), ""));
            continue;
        }
        if let Some(f) = fold_char(c) {
            let mut buf = [0u8; 4];
            edits.push(Edit::new(Span::new(i, i + c.len_utf8()), String::from(&*f.encode_utf8(&mut buf))));
        }
    }
    edits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::normalize::tests::check_pass;

    #[test]
    fn table() {
        // (original, folded)
        let rows = [
            ("０９０４ ８７９ ９００", "0904 879 900"),
            ("ｄａｎａ＠ｍａｉｌ．ｃｏｍ", "dana@mail.com"),
            ("٠٩٠٤ ٨٧٩ ٩٠٠", "0904 879 900"),
            ("۰۹۱۲", "0912"),
            ("०९८७६", "09876"),
            ("๐๘๑", "081"),
            ("415–555—0132 ‐ 1‑2 −3", "415-555-0132 - 1-2 -3"),
            ("+84\u{a0}904\u{202f}879\u{2009}900", "+84 904 879 900"),
            ("a﹫b﹒c", "a@b.c"),
            ("電話：０３－１２３４", "電話:03-1234"),
            ("𝟏𝟐𝟑", "123"),
            ("415\u{200b}555\u{200b}0132", "4155550132"),
            ("da\u{ad}na@mail.com", "dana@mail.com"),
            ("\u{feff}WEBVTT", "WEBVTT"),
        ];
        check_pass(fold, &rows, &[]);
    }

    #[test]
    fn negatives_stay() {
        let rows = [
            "Nguyễn Thị Hồng Vân",
            "²³ ① ½",
            "終わり。次",
            "plain ascii 123",
            "e\u{301}",
            "Ⅻ Ⅳ",
            "café crème",
            "x² + y³",
            "price ½",
            "ｶﾀｶﾅ",
        ];
        check_pass(fold, &[], &rows);
    }

    #[test]
    fn folded_chars_map_back_one_for_one() {
        let orig = "tel ٠٩٠٤";
        let sh = fold(orig);
        assert_eq!(sh.text(), "tel 0904");
        assert_eq!(&orig[sh.to_original(Span::new(5, 7))], "٩٠");
    }

    /// Every character the regex crate calls a decimal digit folds to an ASCII digit, and nothing else does.
    #[test]
    fn zeros_match_unicode_nd() {
        let all: String = (0x80..=0x10FFFFu32).filter_map(char::from_u32).collect();
        let nd: std::collections::BTreeSet<char> =
            regex::Regex::new(r"\p{Nd}").unwrap().find_iter(&all).flat_map(|m| m.as_str().chars()).collect();
        let mut missing = Vec::new();
        for c in all.chars() {
            let folded = decimal_digit(c).is_some() && c.is_numeric();
            if nd.contains(&c) != folded {
                missing.push(format!("{:#X}", c as u32));
            }
        }
        assert!(missing.is_empty(), "Nd mismatch: {missing:?}");
    }
}
