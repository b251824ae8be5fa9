//! NATIONAL_ID for the United Kingdom and Ireland: National Insurance number, NHS number, PPSN.
//!
//! | rule | matches | check | cue |
//! |---|---|---|---|
//! | `national_id/uk-nino` | `AB123456C`, `AB 12 34 56 C`, lower case; spelled `j g 10 37 25 a` with a cue | prefix rules (first letter not D F I Q U V, second not D F I O Q U V, not BG GB KN NK NT TN ZZ), suffix A–D | raises |
//! | `national_id/uk-nhs` | `943 476 5919`, `943-476-5919`, `9434765919` | mod-11 | required ("NHS") |
//! | `national_id/ie-ppsn` | `1234567FA`, `6433435F`, lower case; `6433435 F` with a space only next to its cue | mod-23 check letter | raises / required when spaced |
//!
//! HMRC's example prefix QQ (`QQ 12 34 56 C`) is a placeholder. An NHS number has a phone's 3-3-4 shape and one
//! ten-digit number in eleven passes mod-11, so it is reported only next to a cue; with one it scores above any phone.
//!
//! Deliberately not matched: NINOs without the suffix letter, with invalid prefixes or mixed spacing; NHS-shaped
//! numbers without a cue (a US phone number `415 555 0132` has the same shape); PPSN-shaped codes whose letter is
//! wrong; temporary reference numbers (TRNs).

use crate::finding::score;
use crate::validate::{compact_upper, digits, ie_ppsn, nhs};
use crate::Label;

use super::scheme::{Check, Scheme};

const NINO_CUES: &[&str] = &["national insurance", "ni", "nino", "ni number", "ni no"];
const NHS_CUES: &[&str] = &["nhs", "nhs number", "nhs no", "health service"];
const PPSN_CUES: &[&str] = &["ppsn", "pps", "personal public service"];

fn nino(s: &str) -> Check {
    let c = compact_upper(s).unwrap_or_default();
    if c.len() != 9 {
        return Check::NotThis;
    }
    let (a, b) = (c[0], c[1]);
    if (a, b) == (b'Q', b'Q') {
        return Check::Placeholder;
    }
    let prefix = [a, b];
    Check::from(
        !b"DFIQUV".contains(&a)
            && !b"DFIOQUV".contains(&b)
            && ![b"BG", b"GB", b"KN", b"NK", b"NT", b"TN", b"ZZ"].contains(&&prefix),
    )
}

fn nhs_number(s: &str) -> Check {
    Check::from(digits(s).is_some_and(|d| nhs(&d)))
}

fn ppsn(s: &str) -> Check {
    Check::from(compact_upper(s).is_some_and(|c| ie_ppsn(&c)))
}

super::scheme::scheme_recognizer!(
    /// Finds UK and Irish national identifiers.
    NationalIdUkIe,
    schemes
);

/// The schemes, in the order they run.
fn schemes() -> Vec<Scheme> {
    let id = Label::NationalId;
    vec![
        Scheme {
            rule: "national_id/uk-nino",
            label: id,
            pattern: "(?i:[A-Z]{2}[0-9]{6}[A-D]|[A-Z]{2} [0-9]{2} [0-9]{2} [0-9]{2} [A-D])",
            check: nino,
            cues: NINO_CUES,
            cue_required: false,
            score: 0.85,
            cue_score: score::CONFIRMED,
        },
        // Spelled out on a call, letter by letter ("j g one zero three seven two five a", whose shadow reads
        // `jg103725 a`): with a cue only.
        Scheme {
            rule: "national_id/uk-nino",
            label: id,
            pattern: "(?i:[A-Z] ?[A-Z] ?[0-9]{1,6}(?: [0-9]{1,5}){0,5} [A-D])",
            check: nino,
            cues: NINO_CUES,
            cue_required: true,
            score: 0.85,
            cue_score: 0.9,
        },
        Scheme {
            rule: "national_id/uk-nhs",
            label: id,
            pattern: "[0-9]{3} [0-9]{3} [0-9]{4}|[0-9]{3}-[0-9]{3}-[0-9]{4}|[0-9]{10}",
            check: nhs_number,
            cues: NHS_CUES,
            cue_required: true,
            score: score::CONFIRMED,
            cue_score: score::CONFIRMED,
        },
        Scheme {
            rule: "national_id/ie-ppsn",
            label: id,
            pattern: "(?i:[0-9]{7}[A-W][A-IW]?)",
            check: ppsn,
            cues: PPSN_CUES,
            cue_required: false,
            score: 0.85,
            cue_score: score::CONFIRMED,
        },
        // Said with a pause before the letters ("It's 9306865 HA"): only next to its cue.
        Scheme {
            rule: "national_id/ie-ppsn",
            label: id,
            pattern: "[0-9]{7} [A-W][A-IW]?",
            check: ppsn,
            cues: PPSN_CUES,
            cue_required: true,
            score: score::CONFIRMED,
            cue_score: score::CONFIRMED,
        },
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
            &NationalIdUkIe::new(),
            &[
                ("NI number AB123456C", N, "AB123456C"),
                ("my national insurance number is j g 10 37 25 a", N, "j g 10 37 25 a"),
                ("NI number jg103725 a", N, "jg103725 a"),
                ("National Insurance: AB 12 34 56 C.", N, "AB 12 34 56 C"),
                ("my nino is jg103759a", N, "jg103759a"),
                ("ref'd as JG103759A on the payslip", N, "JG103759A"),
                ("NHS number 943 476 5919", N, "943 476 5919"),
                ("NHS no: 4010232137", N, "4010232137"),
                ("his NHS number is 453-840-1919.", N, "453-840-1919"),
                ("PPSN 1234567FA", N, "1234567FA"),
                ("PPS number: 6433435F", N, "6433435F"),
                ("ppsn 8765432ea please", N, "8765432ea"),
                ("Uimhir PPS 6433435F", N, "6433435F"),
                ("your PPS number? CALLER: It's 6433435 F. AGENT: ok", N, "6433435 F"),
            ],
            &[
                "example QQ 12 34 56 C from HMRC", "NI number DA123456C has a bad prefix", "GB123456A is not a NINO",
                "AB123456E has no such suffix", "Call 943 476 5919 now", "NHS number 943 476 5918 fails mod-11",
                "Order 4010232137 shipped", "ref 6433435 F has no cue", "PPSN 1234567A has the wrong letter", "SKU 6433435G back in stock",
                "SKU HX-220-B and error E-4471", "AB 12 3456 C mixed spacing",
            ],
        );
    }
}
