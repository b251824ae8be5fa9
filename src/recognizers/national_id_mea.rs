//! NATIONAL_ID for the Middle East and Africa: UAE Emirates ID, South African ID number, Nigerian NIN.
//!
//! | rule | matches | check | cue |
//! |---|---|---|---|
//! | `national_id/ae-emirates-id` | `784-1985-9848893-4`, `784198598488934` | 784 prefix, birth year, Luhn | raises |
//! | `national_id/za-id` | `8001015009087`, `800101 5009 087` | birth date YYMMDD, citizenship 0/1, 8/9, Luhn | raises |
//! | `national_id/ng-nin` | `12345678901` (11 digits) | none published | required ("NIN", "NIMC", "national identification number") |
//!
//! Deliberately not matched: ZA numbers with an impossible birth date or failing Luhn; NINs without a cue (any 11-digit
//! number has its shape; there is no public check digit); Nigerian BVNs (ACCOUNT, elsewhere).

use crate::finding::score;
use crate::validate::{digits, luhn, za_id};
use crate::Label;

use super::scheme::{Check, Scheme};

const EID_CUES: &[&str] = &["eid", "emirates id", "emirates identity", "id card", "هوية"];
const ZA_CUES: &[&str] = &["id number", "identity number", "id no", "sa id", "rsa id", "identity document"];
const NIN_CUES: &[&str] =
    &["nin", "nimc", "national identification number", "national identity number", "national id number"];

fn eid(s: &str) -> Check {
    let Some(d) = digits(s).filter(|d| d.len() == 15) else { return Check::NotThis };
    let year = d[3..7].iter().fold(0u32, |n, &x| n * 10 + x as u32);
    Check::from((1900..=2099).contains(&year) && luhn(&d))
}

fn za(s: &str) -> Check {
    Check::from(digits(s).is_some_and(|d| za_id(&d)))
}

fn nin(s: &str) -> Check {
    if digits(s).is_some_and(|d| d.iter().all(|&x| x == d[0])) {
        return Check::NotThis;
    }
    Check::Shape
}

super::scheme::scheme_recognizer!(
    /// Finds Emirati, South African and Nigerian national identifiers.
    NationalIdMea,
    schemes
);

/// The schemes, in the order they run.
fn schemes() -> Vec<Scheme> {
    vec![
        Scheme {
            rule: "national_id/ae-emirates-id",
            label: Label::NationalId,
            pattern: "784-[0-9]{4}-[0-9]{7}-[0-9]|784[0-9]{12}",
            check: eid,
            cues: EID_CUES,
            cue_required: false,
            score: score::CONFIRMED,
            cue_score: 1.0,
        },
        Scheme {
            rule: "national_id/za-id",
            label: Label::NationalId,
            pattern: "[0-9]{13}|[0-9]{6} [0-9]{4} [0-9]{3}",
            check: za,
            cues: ZA_CUES,
            cue_required: false,
            score: score::CONFIRMED,
            cue_score: 1.0,
        },
        Scheme {
            rule: "national_id/ng-nin",
            label: Label::NationalId,
            pattern: "[0-9]{11}",
            check: nin,
            cues: NIN_CUES,
            cue_required: true,
            score: 0.9,
            cue_score: 0.9,
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
        assert_eq!(
            crate::recognizers::scheme::kept(&NationalIdMea::new(), "EID 784-1985-9848893-4, his 784-1991-6577132-2")
                .len(),
            2
        );
        check_table(
            &NationalIdMea::new(),
            &[
                ("ID number 8001015009087", N, "8001015009087"),
                ("My EID is 784-1985-9848893-4.", N, "784-1985-9848893-4"),
                ("Emirates ID 784199165771322", N, "784199165771322"),
                ("SA ID: 850412 5123 086", N, "850412 5123 086"),
                ("my id is 9202204720083.", N, "9202204720083"),
                ("born 2001: 0103205670187", N, "0103205670187"),
                ("(8504125123086)", N, "8504125123086"),
                ("NIN 12345678901", N, "12345678901"),
                ("My NIN is 70123456789", N, "70123456789"),
                ("NIMC slip: 48291037465", N, "48291037465"),
                ("national identification number 30192837465", N, "30192837465"),
                ("Nigerian NIN: 22233344455.", N, "22233344455"),
            ],
            &[
                "ID number 8001015009088 fails Luhn", "ref 8013015009087 has month 13", "Order 12345678901 shipped",
                "NIN 11111111111 is a filler", "Invoice 70123456789 due", "Tracking 1Z999AA10123456784",
                "Build 3.10.2.7, v2.14.3", "Error 0x80070005 at 10:32:11", "SKU HX-220-B", "Price $8,001,015.00",
            ],
        );
    }
}
