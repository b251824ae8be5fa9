//! NATIONAL_ID for the Nordic countries: SE personnummer, NO fødselsnummer, DK CPR, FI HETU.
//!
//! | rule | matches | check | cue |
//! |---|---|---|---|
//! | `national_id/se-personnummer` | `930211-6299`, `19930211-6299`, `811218+9876` | birth date (samordningsnummer day + 60), Luhn | raises |
//! | `national_id/no-fodselsnummer` | `14058238067`, `140582 38067` | birth date (D/H-numbers), two mod-11 digits | raises |
//! | `national_id/dk-cpr` | `211062-5629` | birth date only (no check digit since 2007) | required ("CPR") |
//! | `national_id/fi-hetu` | `131052-308T`, `010199A123X` | birth date, mod-31 check character | raises |
//!
//! A Danish CPR has a Swedish personnummer's short shape; without "CPR" near, a Luhn-valid one reads as Swedish.
//!
//! Deliberately not matched: twelve-digit Swedish numbers without the dash and without a cue, CPR numbers without a
//! cue, Norwegian numbers with an impossible date, Finnish HETUs in lower case.

use crate::finding::score;
use crate::validate::{digits, fi_hetu, no_fodselsnummer, plausible_day, se_personnummer};
use crate::Label;

use super::scheme::{Check, Scheme};

const SE_CUES: &[&str] = &["personnummer", "personnr", "samordningsnummer", "pnr"];
const NO_CUES: &[&str] = &["fødselsnummer", "fodselsnummer", "fnr", "personnummer", "d nummer"];
const DK_CUES: &[&str] = &["cpr", "cpr nr", "cpr nummer", "personnummer"];
const FI_CUES: &[&str] = &["hetu", "henkilötunnus", "personbeteckning"];

fn se(s: &str) -> Check {
    // `+` (a centenarian's separator) is not one `digits` skips.
    let d: Vec<u8> = s.bytes().filter(u8::is_ascii_digit).map(|b| b - b'0').collect();
    Check::from(se_personnummer(&d))
}
fn no(s: &str) -> Check {
    Check::from(digits(s).is_some_and(|d| no_fodselsnummer(&d)))
}
fn dk(s: &str) -> Check {
    match digits(s) {
        Some(d) if d.len() == 10 && plausible_day(d[2] * 10 + d[3], d[0] * 10 + d[1]) => Check::Shape,
        _ => Check::Invalid,
    }
}
fn fi(s: &str) -> Check {
    Check::from(fi_hetu(s.as_bytes()))
}

super::scheme::scheme_recognizer!(
    /// Finds Nordic national identifiers.
    NationalIdNordic,
    schemes
);

/// The schemes, in the order they run.
fn schemes() -> Vec<Scheme> {
    let s = |rule, pattern, check, cues, cue_required, score, cue_score| {
        Scheme::new(rule, Label::NationalId, pattern, check, cues, cue_required, score, cue_score)
    };
    let c = score::CONFIRMED;
    vec![
        s("national_id/se-personnummer", "(?:19|20)?[0-9]{6}[-+][0-9]{4}", se, SE_CUES, false, 0.85, c),
        s("national_id/se-personnummer", "(?:19|20)[0-9]{10}", se, SE_CUES, true, c, c),
        s("national_id/no-fodselsnummer", "[0-9]{6} ?[0-9]{5}", no, NO_CUES, false, 0.85, c),
        s("national_id/dk-cpr", "[0-9]{6}-[0-9]{4}", dk, DK_CUES, true, 0.9, 1.0),
        s("national_id/fi-hetu", "[0-9]{6}[-+A-FU-Y][0-9]{3}[0-9A-Y]", fi, FI_CUES, false, c, 1.0),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::NationalId as N;
        check_table(
            &NationalIdNordic::new(),
            &[
                ("Personnummer 19930211-6299, född 1993", N, "19930211-6299"),
                ("pnr 930211-6299", N, "930211-6299"),
                ("born 1881: 811218+9876", N, "811218+9876"),
                ("personnummer 199302116299", N, "199302116299"),
                ("Fødselsnummer for garantiregistrering: 140582 38067", N, "140582 38067"),
                ("fnr 14058238067", N, "14058238067"),
                ("CPR-nr. 211062-5629", N, "211062-5629"),
                ("HETU 131052-308T", N, "131052-308T"),
                ("henkilötunnus: 131052-308T.", N, "131052-308T"),
                ("(131052-308T)", N, "131052-308T"),
            ],
            &[
                "Order 930211-6298 shipped", "ref 931311-6299 has month 13", "Invoice 14058238068 is due",
                "Tracking 140582 38068", "ref 211062-5629 without a cue", "HETU 131052-308U has the wrong check",
                "Build 3.10.2.7 on 6.12.2025", "SKU HX-220-B, error E-4471", "Call at 10:32:11",
                "batch 199302116299 processed",
            ],
        );
    }
}
