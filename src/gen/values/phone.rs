//! Phone numbers of every locale, national and international, and the way callers read them out.

use super::{group, v, Value};
use crate::gen::rng::Rng;
use crate::gen::Locale;
use crate::Label;

/// A phone number: the written form, and the national form a caller would read out.
pub struct Phone {
    /// As written in the document.
    pub written: String,
    /// National digits grouped as said aloud ("415 555 0132").
    pub spoken_groups: String,
}

/// A phone number of `loc` in one of its national or international written forms.
pub fn phone(rng: &mut Rng, loc: Locale) -> Phone {
    let d = |rng: &mut Rng, n| rng.digits(n);
    let (written, spoken): (String, String) = match loc {
        Locale::Us | Locale::Ca => {
            let areas: &[&str] = if loc == Locale::Us {
                &["415", "212", "312", "617", "206", "503", "720", "404"]
            } else {
                &["416", "604", "514", "403", "613", "902"]
            };
            let a = rng.pick(areas);
            let ex = format!("{}{}", rng.range(2, 9), rng.digits(2));
            let ex = if ex.ends_with("11") || ex == "555" { format!("{}4{}", &ex[..1], &ex[2..]) } else { ex };
            let line = d(rng, 4);
            let w = match rng.below(9) {
                0 => format!("({a}) {ex}-{line}"),
                1 => format!("{a}-{ex}-{line}"),
                2 => format!("{a}.{ex}.{line}"),
                3 => format!("+1 {a} {ex} {line}"),
                4 => format!("+1 ({a}) {ex}-{line}"),
                5 => format!("1-{a}-{ex}-{line}"),
                6 => format!("{a}{ex}{line}"),
                7 => format!("({a}) {ex}-{line} x{}", rng.range(10, 999)),
                _ => format!("+1-{a}-{ex}-{line} ext. {}", rng.range(2, 99)),
            };
            (w, format!("{a} {ex} {line}"))
        }
        Locale::Uk => {
            if rng.chance(1, 2) {
                let m = format!("7{}{}", rng.range(4, 9), d(rng, 2));
                let rest = d(rng, 6);
                let w = match rng.below(4) {
                    0 => format!("0{m} {rest}"),
                    1 => format!("+44 {m} {rest}"),
                    2 => format!("+44 (0){m} {rest}"),
                    _ => format!("0{m}{rest}"),
                };
                (w, format!("0{m} {} {}", &rest[..3], &rest[3..]))
            } else {
                let (area, n) = rng.pick(&[("20", 8), ("161", 7), ("113", 7), ("131", 7), ("117", 7), ("1632", 6)]);
                let first = rng.range(2, 8).to_string();
                let num = format!("{first}{}", d(rng, n - 1));
                let g = if n == 8 { group(&num, &[4], " ") } else { group(&num, &[3], " ") };
                let w = match rng.below(4) {
                    0 => format!("0{area} {g}"),
                    1 => format!("+44 {area} {g}"),
                    2 => format!("+44 (0){area} {g}"),
                    _ => format!("(0{area}) {g} ext. {}", rng.range(100, 499)),
                };
                (w, format!("0{area} {g}"))
            }
        }
        Locale::De => {
            if rng.chance(1, 2) {
                let p = format!("1{}", rng.pick(&["51", "52", "57", "60", "70", "71", "72", "76"]));
                let rest = d(rng, 7);
                let w = match rng.below(4) {
                    0 => format!("0{p} {rest}"),
                    1 => format!("+49 {p} {rest}"),
                    2 => format!("0{p}-{} {} {}", &rest[..3], &rest[3..5], &rest[5..]),
                    _ => format!("+49 (0){p} {rest}"),
                };
                (w, format!("0{p} {rest}"))
            } else {
                let (a, n) = rng.pick(&[("30", 8), ("40", 8), ("89", 8), ("221", 7), ("69", 8)]);
                let num = format!("{}{}", rng.range(2, 9), d(rng, n - 1));
                let w = match rng.below(4) {
                    0 => format!("0{a} {num}"),
                    1 => format!("0{a}/{num}"),
                    2 => format!("+49 {a} {num}"),
                    _ => format!("+49 (0){a} {}-{}", &num[..num.len() - 2], &num[num.len() - 2..]),
                };
                (w, format!("0{a} {num}"))
            }
        }
        Locale::Fr => {
            let first = rng.pick(&["1", "4", "6", "7", "9"]);
            let rest = d(rng, 8);
            let pairs = group(&rest, &[2, 2, 2, 2], " ");
            let w = match rng.below(5) {
                0 => format!("0{first} {pairs}"),
                1 => format!("0{first}.{}", group(&rest, &[2, 2, 2, 2], ".")),
                2 => format!("+33 {first} {pairs}"),
                3 => format!("+33 (0){first} {pairs}"),
                _ => format!("0{first}{rest}"),
            };
            (w, format!("0{first} {pairs}"))
        }
        Locale::In => {
            let n = format!("{}{}", rng.range(6, 9), d(rng, 9));
            let w = match rng.below(4) {
                0 => format!("+91 {} {}", &n[..5], &n[5..]),
                1 => format!("0{} {}", &n[..5], &n[5..]),
                2 => format!("{}-{}", &n[..5], &n[5..]),
                _ => format!("+91-{n}"),
            };
            (w, format!("{} {}", &n[..5], &n[5..]))
        }
        Locale::Vn => {
            let p = rng.pick(&["90", "91", "93", "98", "97", "86", "77", "35", "88"]);
            let rest = d(rng, 7);
            let n = format!("{p}{rest}");
            let w = match rng.below(6) {
                0 => format!("+84 {} {} {}", &n[..3], &n[3..6], &n[6..]),
                1 => format!("0{}.{}.{}", &n[..3], &n[3..6], &n[6..]),
                2 => format!("0{} {} {}", &n[..2], &n[2..6], &n[6..]),
                3 => format!("0{} {} {}", &n[..3], &n[3..6], &n[6..]),
                4 => format!("(+84) {n}"),
                _ => format!("+84 {} {} {}", &n[..2], &n[2..5], &n[5..]),
            };
            (w, format!("0{} {} {}", &n[..3], &n[3..6], &n[6..]))
        }
        Locale::Au => {
            if rng.chance(1, 2) {
                let n = format!("4{}", d(rng, 8));
                let w = match rng.below(3) {
                    0 => format!("0{} {} {}", &n[..3], &n[3..6], &n[6..]),
                    1 => format!("+61 {} {} {}", &n[..3], &n[3..6], &n[6..]),
                    _ => format!("0{n}"),
                };
                (w, format!("0{} {} {}", &n[..3], &n[3..6], &n[6..]))
            } else {
                let a = rng.pick(&["2", "3", "7", "8"]);
                let n = format!("{}{}", rng.range(5, 9), d(rng, 7));
                let w = if rng.chance(1, 2) {
                    format!("(0{a}) {} {}", &n[..4], &n[4..])
                } else {
                    format!("+61 {a} {} {}", &n[..4], &n[4..])
                };
                (w, format!("0{a} {} {}", &n[..4], &n[4..]))
            }
        }
        Locale::Br => {
            let ddd = rng.pick(&["11", "21", "31", "41", "51", "61", "71", "81"]);
            let n = format!("9{}", d(rng, 8));
            let w = match rng.below(4) {
                0 => format!("({ddd}) {}-{}", &n[..5], &n[5..]),
                1 => format!("+55 {ddd} {}-{}", &n[..5], &n[5..]),
                2 => format!("{ddd} {} {}", &n[..5], &n[5..]),
                _ => format!("+55 ({ddd}) {n}"),
            };
            (w, format!("{ddd} {} {}", &n[..5], &n[5..]))
        }
        Locale::Es => {
            let n = format!("{}{}", rng.pick(&["6", "7", "9"]), d(rng, 8));
            let w = match rng.below(4) {
                0 => format!("{} {} {}", &n[..3], &n[3..6], &n[6..]),
                1 => format!("+34 {} {} {} {}", &n[..3], &n[3..5], &n[5..7], &n[7..]),
                2 => format!("+34 {n}"),
                _ => format!("{}-{}-{}", &n[..3], &n[3..6], &n[6..]),
            };
            (w, format!("{} {} {}", &n[..3], &n[3..6], &n[6..]))
        }
        Locale::It => {
            if rng.chance(2, 3) {
                let n = format!("3{}{}", rng.range(2, 9), d(rng, 8));
                let w = match rng.below(3) {
                    0 => format!("{} {} {}", &n[..3], &n[3..6], &n[6..]),
                    1 => format!("+39 {} {} {}", &n[..3], &n[3..6], &n[6..]),
                    _ => format!("+39 {n}"),
                };
                (w, format!("{} {} {}", &n[..3], &n[3..6], &n[6..]))
            } else {
                let n = format!("06{}", d(rng, 8));
                let w = if rng.chance(1, 2) {
                    format!("06 {} {}", &n[2..6], &n[6..])
                } else {
                    format!("+39 06 {}", &n[2..])
                };
                (w, format!("06 {} {}", &n[2..6], &n[6..]))
            }
        }
        Locale::Nl => {
            if rng.chance(2, 3) {
                let n = d(rng, 8);
                let w = match rng.below(3) {
                    0 => format!("06 {n}"),
                    1 => format!("06-{n}"),
                    _ => format!("+31 6 {n}"),
                };
                (w, format!("06 {} {}", &n[..4], &n[4..]))
            } else {
                let n = format!("{}{}", rng.range(2, 9), d(rng, 6));
                let w = if rng.chance(1, 2) {
                    format!("020 {} {}", &n[..3], &n[3..])
                } else {
                    format!("+31 20 {} {}", &n[..3], &n[3..])
                };
                (w, format!("020 {} {}", &n[..3], &n[3..]))
            }
        }
        Locale::Ie => {
            if rng.chance(2, 3) {
                let p = rng.pick(&["83", "85", "86", "87", "89"]);
                let n = d(rng, 7);
                let w = match rng.below(3) {
                    0 => format!("0{p} {} {}", &n[..3], &n[3..]),
                    1 => format!("+353 {p} {} {}", &n[..3], &n[3..]),
                    _ => format!("0{p}-{n}"),
                };
                (w, format!("0{p} {} {}", &n[..3], &n[3..]))
            } else {
                let n = format!("{}{}", rng.range(2, 9), d(rng, 6));
                let w = if rng.chance(1, 2) {
                    format!("(01) {} {}", &n[..3], &n[3..])
                } else {
                    format!("+353 1 {} {}", &n[..3], &n[3..])
                };
                (w, format!("01 {} {}", &n[..3], &n[3..]))
            }
        }
        Locale::Pl => {
            let n = format!("{}{}", rng.pick(&["5", "6", "7", "8"]), d(rng, 8));
            let w = match rng.below(4) {
                0 => format!("{} {} {}", &n[..3], &n[3..6], &n[6..]),
                1 => format!("+48 {} {} {}", &n[..3], &n[3..6], &n[6..]),
                2 => format!("+48 {}-{}-{}", &n[..3], &n[3..6], &n[6..]),
                _ => format!("+48{n}"),
            };
            (w, format!("{} {} {}", &n[..3], &n[3..6], &n[6..]))
        }
    };
    Phone { written, spoken_groups: spoken }
}

pub(super) const DIGIT_WORDS: [&str; 10] =
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/// Digits read aloud the way callers do: groups separated by commas, "oh" for zero, "double" and "triple" runs.
/// `"415 555 0132"` → `"four one five, triple five, oh one three two"`.
pub fn spoken_digits(rng: &mut Rng, grouped: &str) -> String {
    let oh = rng.chance(2, 3);
    let runs = rng.chance(2, 3);
    let mut groups = Vec::new();
    for g in grouped.split(|c: char| !c.is_ascii_digit()).filter(|g| !g.is_empty()) {
        let b = g.as_bytes();
        let mut words = Vec::new();
        let mut i = 0;
        while i < b.len() {
            let mut j = i;
            while j < b.len() && b[j] == b[i] {
                j += 1;
            }
            let n = j - i;
            let word = if b[i] == b'0' && oh { "oh" } else { DIGIT_WORDS[usize::from(b[i] - b'0')] };
            if runs && n == 2 {
                words.push(format!("double {word}"));
            } else if runs && n == 3 {
                words.push(format!("triple {word}"));
            } else {
                for _ in 0..n {
                    words.push(word.to_string());
                }
            }
            i = j;
        }
        groups.push(words.join(" "));
    }
    groups.join(", ")
}

/// The phone value for a document: written or (when `spoken`) read aloud, one time in five mixing digits and
/// words ("415 five five five, oh one three two").
pub fn phone_value(rng: &mut Rng, loc: Locale, spoken: bool) -> Value {
    let p = phone(rng, loc);
    if spoken && rng.chance(1, 5) {
        let (first, rest) = p.spoken_groups.split_once(' ').unwrap_or((&p.spoken_groups, ""));
        let s = format!("{first} {}", spoken_digits(rng, rest));
        v(Label::Phone, s, "spoken")
    } else if spoken {
        let s = spoken_digits(rng, &p.spoken_groups);
        v(Label::Phone, s, "spoken")
    } else {
        v(Label::Phone, p.written, "phone")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The national significant number (no country code, no trunk 0, no extension) of a written phone.
    fn nsn(loc: Locale, written: &str) -> String {
        let main = written.split(" x").next().unwrap().split(" ext.").next().unwrap().replace("(0)", "");
        let digits: String = main.chars().filter(char::is_ascii_digit).collect();
        let cc = match loc {
            Locale::Us | Locale::Ca => "1",
            Locale::Uk => "44",
            Locale::De => "49",
            Locale::Fr => "33",
            Locale::In => "91",
            Locale::Vn => "84",
            Locale::Au => "61",
            Locale::Br => "55",
            Locale::Es => "34",
            Locale::It => "39",
            Locale::Nl => "31",
            Locale::Ie => "353",
            Locale::Pl => "48",
        };
        let trunk = matches!(
            loc,
            Locale::Uk | Locale::De | Locale::Fr | Locale::In | Locale::Vn | Locale::Au | Locale::Nl | Locale::Ie
        );
        if main.trim_start_matches('(').starts_with('+')
            || (matches!(loc, Locale::Us | Locale::Ca) && main.starts_with("1-"))
        {
            digits[cc.len()..].to_string()
        } else if loc == Locale::In && digits.len() == 10 {
            digits // Indian mobiles are often written without the trunk 0
        } else if trunk {
            digits.strip_prefix('0').unwrap_or_else(|| panic!("{written:?}: national form without trunk 0")).to_string()
        } else {
            digits
        }
    }

    #[test]
    fn national_numbers_have_the_length_of_their_numbering_plan() {
        let table: &[(Locale, &[usize])] = &[
            (Locale::Us, &[10]),
            (Locale::Ca, &[10]),
            (Locale::Uk, &[10]),
            (Locale::De, &[10, 11]),
            (Locale::Fr, &[9]),
            (Locale::In, &[10]),
            (Locale::Vn, &[9]),
            (Locale::Au, &[9]),
            (Locale::Br, &[11]),
            (Locale::Es, &[9]),
            (Locale::It, &[10]),
            (Locale::Nl, &[9]),
            (Locale::Ie, &[8, 9]),
            (Locale::Pl, &[9]),
        ];
        assert_eq!(table.len(), Locale::ALL.len());
        let mut rng = Rng::new(5);
        for &(loc, lens) in table {
            for _ in 0..300 {
                let p = phone(&mut rng, loc);
                let n = nsn(loc, &p.written);
                assert!(lens.contains(&n.len()), "{loc}: {:?} has a national number of {} digits", p.written, n.len());
                let said: String = p.spoken_groups.chars().filter(char::is_ascii_digit).collect();
                assert!(said.ends_with(&n), "{loc}: {:?} is read out as {:?}", p.written, p.spoken_groups);
            }
        }
    }

    #[test]
    fn spoken_digits_groups_and_runs() {
        // With runs on and "oh" for zero, and with both off: seeds chosen to cover both branches.
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..64 {
            seen.insert(spoken_digits(&mut Rng::new(seed), "415 555 0132"));
        }
        assert!(seen.contains("four one five, triple five, oh one three two"), "{seen:?}");
        assert!(seen.contains("four one five, five five five, zero one three two"), "{seen:?}");
    }
}
