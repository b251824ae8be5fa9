//! Dates: written in each locale's forms and languages, said aloud, birth cues and ages.

use super::phone::DIGIT_WORDS;
use crate::normalize::dates::ORDINAL_WORDS;
use crate::gen::rng::Rng;
use crate::gen::Locale;

/// A calendar date.
#[derive(Clone, Copy, Debug)]
pub struct Date {
    /// Year.
    pub y: u32,
    /// Month 1–12.
    pub m: u32,
    /// Day 1–31.
    pub d: u32,
}

fn days_in(y: u32, m: u32) -> u32 {
    match m {
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// A valid date with the year in `lo..=hi`.
pub fn date(rng: &mut Rng, lo: u32, hi: u32) -> Date {
    let y = rng.range(lo, hi);
    let m = rng.range(1, 12);
    Date { y, m, d: rng.range(1, days_in(y, m)) }
}

const MONTHS_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const MONTHS_DE: [&str; 12] = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
];
const MONTHS_FR: [&str; 12] = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
];
const MONTHS_ES: [&str; 12] = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
];
const MONTHS_IT: [&str; 12] = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
];
const MONTHS_NL: [&str; 12] = [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
];
const MONTHS_PT: [&str; 12] = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
];
const MONTHS_PL: [&str; 12] = [
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "września",
    "października",
    "listopada",
    "grudnia",
];

fn ordinal_suffix(d: u32) -> &'static str {
    match (d % 10, d % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    }
}

/// A date written in one of the forms usual in `loc` (numeric, ISO, or with the month name in the local language).
pub fn format_date(rng: &mut Rng, loc: Locale, dt: Date) -> String {
    let Date { y, m, d } = dt;
    let mi = (m - 1) as usize;
    let en = MONTHS_EN[mi];
    match loc {
        Locale::Us => match rng.below(5) {
            0 => format!("{en} {d}, {y}"),
            1 => format!("{m:02}/{d:02}/{y}"),
            2 => format!("{m}/{d}/{y}"),
            3 => format!("{y}-{m:02}-{d:02}"),
            _ => format!("{}. {d}, {y}", &en[..3]),
        },
        Locale::Uk | Locale::Ie | Locale::Au | Locale::In | Locale::Ca => match rng.below(5) {
            0 => format!("{d} {en} {y}"),
            1 => format!("{d:02}/{m:02}/{y}"),
            2 => format!("{d}{} of {en} {y}", ordinal_suffix(d)),
            3 if loc == Locale::In => format!("{d:02}-{m:02}-{y}"),
            3 => format!("{y}-{m:02}-{d:02}"),
            _ => format!("{d} {} {y}", &en[..3]),
        },
        Locale::De => match rng.below(3) {
            0 => format!("{d}. {} {y}", MONTHS_DE[mi]),
            1 => format!("{d:02}.{m:02}.{y}"),
            _ => format!("{d}.{m}.{y}"),
        },
        Locale::Fr => match rng.below(3) {
            0 => format!("{} {} {y}", if d == 1 { "1er".to_string() } else { d.to_string() }, MONTHS_FR[mi]),
            _ => format!("{d:02}/{m:02}/{y}"),
        },
        Locale::Es => match rng.below(2) {
            0 => format!("{d} de {} de {y}", MONTHS_ES[mi]),
            _ => format!("{d:02}/{m:02}/{y}"),
        },
        Locale::It => match rng.below(2) {
            0 => format!("{d} {} {y}", MONTHS_IT[mi]),
            _ => format!("{d:02}/{m:02}/{y}"),
        },
        Locale::Nl => match rng.below(2) {
            0 => format!("{d} {} {y}", MONTHS_NL[mi]),
            _ => format!("{d:02}-{m:02}-{y}"),
        },
        Locale::Br => match rng.below(2) {
            0 => format!("{d} de {} de {y}", MONTHS_PT[mi]),
            _ => format!("{d:02}/{m:02}/{y}"),
        },
        Locale::Pl => match rng.below(2) {
            0 => format!("{d} {} {y}", MONTHS_PL[mi]),
            _ => format!("{d:02}.{m:02}.{y}"),
        },
        Locale::Vn => match rng.below(2) {
            0 => format!("ngày {d} tháng {m} năm {y}"),
            _ => format!("{d:02}/{m:02}/{y}"),
        },
    }
}

/// The birth cue in the locale's language, placed before the date ("geboren am", "né le").
pub fn birth_cue(rng: &mut Rng, loc: Locale, female: bool) -> &'static str {
    let native: &[&str] = match loc {
        Locale::De => &["geboren am", "Geburtsdatum:"],
        Locale::Fr if female => &["née le", "date de naissance :"],
        Locale::Fr => &["né le", "date de naissance :"],
        Locale::Es => &["fecha de nacimiento:", "nacido el"],
        Locale::It => &["nato il", "data di nascita:"],
        Locale::Nl => &["geboren op", "geboortedatum:"],
        Locale::Br => &["data de nascimento:", "nascido em"],
        Locale::Pl => &["data urodzenia:", "urodzony"],
        Locale::Vn => &["sinh", "ngày sinh:"],
        _ => &["date of birth", "DOB:", "born on", "D.O.B."],
    };
    if rng.chance(1, 2) {
        rng.pick(native)
    } else {
        rng.pick(&["date of birth", "DOB:", "born on", "birthday is"])
    }
}

const TENS: [&str; 10] = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const TEENS: [&str; 10] =
    ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];

/// 0–99 in words ("oh five" for 1–9 after a century, as in "nineteen oh five").
fn two_digits(n: u32) -> String {
    match n {
        0 => "hundred".into(),
        1..=9 => format!("oh {}", DIGIT_WORDS[n as usize]),
        10..=19 => TEENS[(n - 10) as usize].into(),
        _ if n % 10 == 0 => TENS[(n / 10) as usize].into(),
        _ => format!("{}-{}", TENS[(n / 10) as usize], DIGIT_WORDS[(n % 10) as usize]),
    }
}

/// A date said aloud: "the eleventh of June nineteen eighty-five" or "June eleventh, two thousand and three".
pub fn spoken_date(rng: &mut Rng, dt: Date) -> String {
    let year = if dt.y >= 2000 {
        let r = dt.y - 2000;
        if r == 0 {
            "two thousand".to_string()
        } else if r < 10 {
            format!("two thousand and {}", DIGIT_WORDS[r as usize])
        } else {
            format!("twenty {}", two_digits(r))
        }
    } else {
        format!("{} {}", TEENS[(dt.y / 100 - 10) as usize], two_digits(dt.y % 100))
    };
    let month = MONTHS_EN[(dt.m - 1) as usize];
    let day = match dt.d {
        1..=20 => ORDINAL_WORDS[(dt.d - 1) as usize].to_string(),
        30 => "thirtieth".to_string(),
        _ => format!("{}-{}", TENS[(dt.d / 10) as usize], ORDINAL_WORDS[(dt.d % 10 - 1) as usize]),
    };
    if rng.chance(1, 2) {
        format!("the {day} of {month} {year}")
    } else {
        format!("{month} {day}, {year}")
    }
}

/// An age phrase around the AGE value: (text before, value, text after). The label covers the number and its unit:
/// "a [45-year-old] woman", "[45 years old]", "a woman aged [45]".
pub fn age(rng: &mut Rng, dob: Date, noun: &str) -> (String, String, String) {
    let a = 2025u32.saturating_sub(dob.y).max(1);
    match rng.below(3) {
        0 => ("a ".into(), format!("{a}-year-old"), format!(" {noun}")),
        1 => (String::new(), format!("{a} years old"), String::new()),
        _ => (format!("a {noun} aged "), format!("{a}"), String::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn years_and_days_in_words() {
        let cases = [
            (
                Date { y: 1985, m: 6, d: 11 },
                "the eleventh of June nineteen eighty-five",
                "June eleventh, nineteen eighty-five",
            ),
            (Date { y: 1905, m: 3, d: 3 }, "the third of March nineteen oh five", "March third, nineteen oh five"),
            (
                Date { y: 2000, m: 1, d: 31 },
                "the thirty-first of January two thousand",
                "January thirty-first, two thousand",
            ),
            (
                Date { y: 2003, m: 12, d: 22 },
                "the twenty-second of December two thousand and three",
                "December twenty-second, two thousand and three",
            ),
            (Date { y: 1950, m: 2, d: 1 }, "the first of February nineteen fifty", "February first, nineteen fifty"),
            (Date { y: 2012, m: 7, d: 4 }, "the fourth of July twenty twelve", "July fourth, twenty twelve"),
        ];
        for (dt, a, b) in cases {
            let mut seen = std::collections::BTreeSet::new();
            for seed in 0..16 {
                seen.insert(spoken_date(&mut Rng::new(seed), dt));
            }
            assert_eq!(seen, [a.to_string(), b.to_string()].into_iter().collect(), "{dt:?}");
        }
    }

    #[test]
    fn every_locale_writes_the_day_month_and_year() {
        let dt = Date { y: 1985, m: 6, d: 11 };
        let mut rng = Rng::new(1);
        for &loc in Locale::ALL {
            for _ in 0..20 {
                let s = format_date(&mut rng, loc, dt);
                assert!(s.contains("1985") && s.contains("11"), "{loc}: {s:?}");
            }
        }
        assert_eq!(ordinal_suffix(1), "st");
        assert_eq!(ordinal_suffix(11), "th");
        assert_eq!(ordinal_suffix(22), "nd");
        assert_eq!(ordinal_suffix(13), "th");
        assert_eq!(days_in(2000, 2), 29);
        assert_eq!(days_in(1900, 2), 28);
    }
}
