//! Spoken dates: ordinal days next to a month, written as ordinals.
//!
//! An ordinal day next to a month becomes a written ordinal, "twenty third of april" → `23rd of april`,
//! "march the first" → `march the 1st` ("the first time" stays), and the year is a number run: "the third of
//! March nineteen eighty two" → `the 3rd of March 1982`; right after a month (not "may") two digits suffice:
//! "february eighty nine" → `february 89` ("in march two of them" stays).

use super::spoken::{word, Gap, Token, W};
use super::Edit;
use crate::Span;

/// The ordinal words of 1 to 20 ("first" … "twentieth"); the generator writes its spoken days with them too.
pub(crate) const ORDINAL_WORDS: [&str; 20] = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
];

/// The value of an ordinal word ("third" → 3, "twentieth" → 20, "thirtieth" → 30).
fn ordinal(w: &str) -> Option<u64> {
    if let Some(i) = ORDINAL_WORDS.iter().position(|o| o.eq_ignore_ascii_case(w)) {
        return Some(i as u64 + 1);
    }
    "thirtieth".eq_ignore_ascii_case(w).then_some(30)
}

pub(crate) fn month(w: &str) -> bool {
    const MONTHS: &[&str] = &[
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "jan",
        "feb",
        "mar",
        "apr",
        "jun",
        "jul",
        "aug",
        "sep",
        "sept",
        "oct",
        "nov",
        "dec",
    ];
    MONTHS.iter().any(|m| m.eq_ignore_ascii_case(w))
}

/// Spoken days of a date become written ordinals, so written-date patterns match: "twenty third of april" →
/// `23rd of april`, "march the first" → `march the 1st`. Only next to a month ("the first time" stays).
pub(crate) fn ordinals(text: &str, toks: &[Token], gaps: &[Gap], used: &mut [bool], edits: &mut Vec<Edit>) {
    let t = |k: usize| toks.get(k).map_or("", |tok| &text[tok.span]);
    let joined = |k: usize| k + 1 < toks.len() && gaps[k] == Gap::Join;
    let mut i = 0;
    while i < toks.len() {
        if used[i] {
            i += 1;
            continue;
        }
        // "twenty third" / "thirty-first", or a plain ordinal.
        let (value, end) = match (word(t(i)), ordinal(t(i + 1))) {
            (W::Tens(v @ (20 | 30)), Some(u @ 1..=9)) if joined(i) && !used[i + 1] => (v + u, i + 2),
            _ => match ordinal(t(i)) {
                Some(v) => (v, i + 1),
                None => {
                    i += 1;
                    continue;
                }
            },
        };
        let before_month = t(end).eq_ignore_ascii_case("of") && month(t(end + 1));
        let after_month =
            (i >= 1 && month(t(i - 1))) || (i >= 2 && t(i - 1).eq_ignore_ascii_case("the") && month(t(i - 2)));
        if value <= 31 && (before_month || after_month) {
            let suffix = match (value % 10, value % 100) {
                (_, 11..=13) => "th",
                (1, _) => "st",
                (2, _) => "nd",
                (3, _) => "rd",
                _ => "th",
            };
            let span = Span::new(toks[i].span.start, toks[end - 1].span.end);
            edits.push(Edit::new(span, format!("{value}{suffix}")));
            used[i..end].iter_mut().for_each(|u| *u = true);
        }
        i = end;
    }
}

#[cfg(test)]
mod tests {
    use super::super::{shadow, tests::check_pass};

    /// (original, shadow text)
    const POSITIVES: &[(&str, &str)] = &[
        ("born the twenty third of april nineteen eighty five", "born the 23rd of april 1985"),
        ("the third of March nineteen eighty two", "the 3rd of March 1982"),
        ("march the first two thousand and one", "march the 1st 2001"),
        ("thirty-first of december", "31st of december"),
        ("DOB second of september two thousand and fifteen", "DOB 2nd of september 2015"),
        ("fourteenth of february eighty nine", "14th of february 89"),
        ("born march nineteen", "born march 19"),
        ("the eleventh of Nov", "the 11th of Nov"),
        ("twenty second of may", "22nd of may"),
        ("July the twelfth", "July the 12th"),
    ];

    /// Text that must come out unchanged.
    const NEGATIVES: &[&str] = &[
        "the first time, the second of them",
        "twenty first century",
        "you may one day",
        "in march two of them",
        "first of all",
        "the third of the month",
        "march forward",
        "on the fifth floor",
        "second opinion",
        "a tenth of march's budget",
    ];

    #[test]
    fn tables() {
        check_pass(shadow, POSITIVES, NEGATIVES);
    }
}
